// The work model (lib/model/work.ts): training FLOPs and GPU-hours, the memory a run or a served
// model needs, the serving estimate and the day's load, each against arithmetic written beside it.
import assert from "node:assert/strict";
import fc from "fast-check";
import {
  dayShape,
  servingGpusByHour,
  servingMemoryGb,
  servingProfile,
  trainingFlops,
  trainingGpuHours,
  trainingMemoryGb,
  trainingTokensPerSecond,
} from "../../lib/model/work.ts";
import { near } from "../helpers.ts";
import { MANY } from "./arbitrary.ts";

Deno.test("trainingFlops(): 6·N·D in full, 4·N·D with LoRA and QLoRA", () => {
  // a 1 B model on 20 B tokens: 6 × 1e9 × 20e9 = 1.2e20; a 7 B LoRA on 2 B: 4 × 7e9 × 2e9 = 5.6e19
  assert.equal(trainingFlops({ modelParams: 1e9, tokens: 20e9, method: "full" }), 1.2e20);
  assert.equal(trainingFlops({ modelParams: 7e9, tokens: 2e9, method: "lora" }), 5.6e19);
  assert.equal(trainingFlops({ modelParams: 7e9, tokens: 2e9, method: "qlora" }), 5.6e19);
});

Deno.test("trainingGpuHours(): FLOPs over peak × MFU × 3,600 on the GPUs of gpus.csv", () => {
  const lora = { modelParams: 7e9, tokens: 2e9, method: "lora", mfu: 0.4 } as const;
  // H100: 5.6e19 ÷ (989e12 × 0.4 × 3,600) = 39.32 h; RTX 4090: ÷ 165.2e12 = 235.4 h
  near(trainingGpuHours(lora, 989), 5.6e19 / (989e12 * 0.4 * 3600), 1e-9, "H100");
  near(trainingGpuHours(lora, 989), 39.32, 0.005, "39.32 H100-hours");
  near(trainingGpuHours(lora, 165.2), 235.4, 0.05, "235.4 RTX 4090-hours");
  // the same run from its tokens a second: 2e9 ÷ (s × 3,600)
  const s = trainingTokensPerSecond(lora, 989);
  near(2e9 / (s * 3600), trainingGpuHours(lora, 989), 1e-9, "tokens ÷ speed");
});

Deno.test("property: halving MFU doubles GPU-hours; GPU-hours grow as tokens and parameters", () => {
  fc.assert(
    fc.property(
      fc.double({ min: 1e8, max: 1e12, noNaN: true }),
      fc.double({ min: 1e6, max: 1e13, noNaN: true }),
      fc.constantFrom("full", "lora", "qlora" as const),
      fc.double({ min: 0.05, max: 1, noNaN: true }),
      fc.double({ min: 10, max: 3000, noNaN: true }),
      fc.double({ min: 0.1, max: 10, noNaN: true }),
      (n, d, method, mfu, peak, k) => {
        const run = { modelParams: n, tokens: d, method, mfu };
        const h = trainingGpuHours(run, peak);
        near(trainingGpuHours({ ...run, mfu: mfu / 2 }, peak), 2 * h, 1e-9 * h, "half the MFU");
        near(trainingGpuHours({ ...run, tokens: k * d }, peak), k * h, 1e-9 * k * h, "k × tokens");
        near(trainingGpuHours({ ...run, modelParams: k * n }, peak), k * h, 1e-9 * k * h, "k × N");
      },
    ),
    MANY,
  );
});

Deno.test("trainingMemoryGb(): 16, 2 and 0.5 bytes a parameter, 20 % more for activations", () => {
  // full: 16 × 7e9 × 1.2 = 134.4 GB; LoRA: 2 × 7e9 × 1.2 = 16.8; QLoRA: 0.5 × 7e9 × 1.2 = 4.2
  assert.equal(trainingMemoryGb({ modelParams: 7e9, method: "full" }), 134.4);
  assert.equal(trainingMemoryGb({ modelParams: 7e9, method: "lora" }), 16.8);
  assert.equal(trainingMemoryGb({ modelParams: 7e9, method: "qlora" }), 4.2);
  assert.equal(trainingMemoryGb({ modelParams: 1e9, method: "full" }), 19.2);
});

Deno.test("servingMemoryGb(): the weights and a fifth more", () => {
  // 70 B in FP8: 70 GB of weights, 20 % more: 84 GB
  assert.equal(servingMemoryGb({ modelParams: 70e9, bytesPerWeight: 1 }), 84);
});

Deno.test("dayShape(): a mean of 1 and the peak asked, above 2 too", () => {
  for (const p of [1, 1.5, 2, 3, 6]) {
    const shape = dayShape(p);
    near(shape.reduce((a, b) => a + b, 0) / 24, 1, 1e-9, `mean at ${p}`);
    near(Math.max(...shape), p, 1e-9, `peak ${p}`);
    assert.ok(Math.min(...shape) >= 0, `no negative hour at ${p}`);
    if (p > 1) assert.equal(shape.indexOf(Math.max(...shape)), 14, "the peak at 14:00");
  }
});

Deno.test("property: the GPUs wanted by hour serve every hour's tokens, in whole replicas, no more", () => {
  fc.assert(
    fc.property(
      fc.double({ min: 1e5, max: 1e11, noNaN: true }),
      fc.double({ min: 1, max: 5, noNaN: true }),
      fc.double({ min: 10, max: 10_000, noNaN: true }),
      fc.integer({ min: 1, max: 8 }),
      (tokensPerDay, peakFactor, perGpu, replica) => {
        const gpus = servingGpusByHour({ tokensPerDay, peakFactor }, perGpu, replica);
        const shape = dayShape(peakFactor);
        gpus.forEach((g, h) => {
          const rate = tokensPerDay / 86_400 * shape[h]!;
          assert.equal(g % replica, 0, "whole replicas");
          // served, but for a rate below a billionth of a replica (rounding, not a load)
          assert.ok(g * perGpu >= rate - 1e-9 * perGpu * replica, `hour ${h} served`);
          assert.ok((g - replica) * perGpu < rate * (1 + 1e-9) || g === 0, `hour ${h}: no spare`);
        });
        const profile = servingProfile(gpus);
        near(profile.reduce((a, l) => a + l.share, 0), 1, 1e-12, "shares sum to 1");
      },
    ),
    MANY,
  );
});
