// A serving load at its latency target, on the shipped data and random loads: a tighter TTFT or
// TPOT, a longer context, or more input tokens a request never lower what any way costs a million
// tokens; with no target a load is served at the maximum throughput `throughput.csv` measures; an
// API is priced by its input and output tokens.
import assert from "node:assert/strict";
import fc from "fast-check";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import type { ServingWork } from "../../lib/data/load.ts";
import { openCase } from "../../lib/scenario.ts";
import { serveLoad, type ServingResult } from "../../lib/scenario/work.ts";
import {
  apiCnyPerMillionOutput,
  requestShape,
  servingReplicas,
} from "../../lib/scenario/serving_target.ts";
import { calculateWork, workJson } from "../../lib/cli/work.ts";
import { CASE_RUNS, near, ROOT } from "../helpers.ts";

const { dataset } = await loadDatasetOrThrow(`${ROOT}data`, { now: new Date("2026-12-04") });
const SCENARIOS = ["team-8xh100-247", "seed-3090-autodl", "team-4090-burst"];
const opened = Object.fromEntries(
  SCENARIOS.map((s) => [s, openCase(dataset, { scenario: s, work: "serve-70b-500m-tokens" })]),
);
const base = opened[SCENARIOS[0]!]!.work as ServingWork;

/** A random serving load of the shipped 70 B model or a model of other parameters. */
const load = fc.record({
  scenario: fc.constantFrom(...SCENARIOS),
  tokensPerDay: fc.double({ min: 1e6, max: 3e9, noNaN: true }),
  peakFactor: fc.double({ min: 1, max: 3, noNaN: true }),
  modelParams: fc.constantFrom(base.modelParams, 8e9, 13e9),
  precision: fc.constantFrom("fp8", "bf16"),
  inputTokens: fc.integer({ min: 0, max: 8_000 }),
  outputTokens: fc.integer({ min: 50, max: 2_000 }),
  extra: fc.integer({ min: 0, max: 30_000 }),
  ttftMs: fc.oneof(fc.constant<"none">("none"), fc.integer({ min: 200, max: 5_000 })),
  tpotMs: fc.oneof(fc.constant<"none">("none"), fc.integer({ min: 15, max: 200 })),
}).map(({ scenario, extra, ...w }) => ({
  scenario,
  work: {
    ...base,
    ...w,
    contextTokens: w.inputTokens + w.outputTokens + extra,
  } satisfies ServingWork,
}));

const price = (scenario: string, work: ServingWork) =>
  serveLoad(dataset, work, opened[scenario]!.applied);

/**
 * Every way of `after` costs at least what it cost in `before` where both price it on the same
 * footing (a way's speed measured in one and estimated in the other is not ordered), and so does
 * the cheapest way and API.
 */
function neverCheaper(before: ServingResult, after: ServingResult, what: string): void {
  const was = new Map(before.ways.map((w) => [w.id, w]));
  for (const w of after.ways) {
    const b = was.get(w.id);
    if (b === undefined || b.basis !== w.basis) continue;
    assert.ok(
      w.totalCny >= b.totalCny * (1 - 1e-9),
      `${what}: ${w.id} ${w.totalCny} < ${b.totalCny}`,
    );
  }
  for (const id of Object.keys(after.apiSplits)) {
    assert.ok(
      after.apiSplits[id]!.allInOutput >= before.apiSplits[id]!.allInOutput * (1 - 1e-12),
    );
  }
  // no way appears that the looser load had not
  for (const w of after.ways) assert.ok(was.has(w.id), `${what}: ${w.id} appeared`);
}

const runs = { numRuns: Math.max(10, Math.round(CASE_RUNS / 4)) };

Deno.test("a tighter TPOT never lowers the cost of any way", () => {
  fc.assert(
    fc.property(load, fc.double({ min: 0.2, max: 0.95, noNaN: true }), ({ scenario, work }, k) => {
      const tpot = work.tpotMs === "none" ? 300 : work.tpotMs;
      neverCheaper(
        price(scenario, work),
        price(scenario, { ...work, tpotMs: Math.max(1, tpot * k) }),
        "tpot",
      );
    }),
    runs,
  );
});

Deno.test("a tighter TTFT never lowers the cost of any way", () => {
  fc.assert(
    fc.property(load, fc.double({ min: 0.1, max: 0.95, noNaN: true }), ({ scenario, work }, k) => {
      const ttft = work.ttftMs === "none" ? 10_000 : work.ttftMs;
      neverCheaper(
        price(scenario, work),
        price(scenario, { ...work, ttftMs: Math.max(1, ttft * k) }),
        "ttft",
      );
    }),
    runs,
  );
});

Deno.test("a longer context never lowers memory a replica nor the cost of any way", () => {
  fc.assert(
    fc.property(load, fc.integer({ min: 1, max: 60_000 }), ({ scenario, work }, d) => {
      const before = price(scenario, work);
      const after = price(scenario, { ...work, contextTokens: work.contextTokens! + d });
      assert.ok(after.memoryGb >= before.memoryGb);
      neverCheaper(before, after, "context");
    }),
    runs,
  );
});

Deno.test("more input tokens a request never lower the cost of any way", () => {
  fc.assert(
    fc.property(load, fc.integer({ min: 1, max: 8_000 }), ({ scenario, work }, d) => {
      neverCheaper(
        price(scenario, work),
        price(scenario, {
          ...work,
          inputTokens: work.inputTokens! + d,
          contextTokens: work.contextTokens! + d,
        }),
        "input",
      );
    }),
    runs,
  );
});

Deno.test("with no latency target the speed is the maximum throughput throughput.csv measures", () => {
  // TensorRT-LLM's Llama 3.3 70 B FP8 at maximum throughput: 4,205 tokens a second on two H100s,
  // 2,909 on one H200 (data/throughput.csv)
  const none = { ...base, ttftMs: "none" as const, tpotMs: "none" as const };
  for (const [gpuModel, perSecond] of [["H100 80GB", 4_205 / 2], ["H200 141GB", 2_909]] as const) {
    const [r] = servingReplicas(dataset, none, { id: "", gpuModel });
    assert.equal(r?.basis, "measured");
    assert.equal(r?.perSecond, perSecond);
  }
  // and every way of a measured GPU serves at it
  const s = price("team-8xh100-247", none);
  for (const w of s.ways.filter((w) => w.gpuModel === "H100 80GB")) {
    assert.equal(w.perSecondPerGpu, 4_205 / 2, w.id);
  }
  // a target: no longer the maximum-throughput figure
  const [t] = servingReplicas(dataset, { ...base, ttftMs: 1_000, tpotMs: 50 }, {
    id: "",
    gpuModel: "H100 80GB",
  }).filter((r) => r.gpus === 2);
  assert.notEqual(t?.perSecond, 4_205 / 2);
});

Deno.test("an API is priced by its input and output tokens at the load's ratio", () => {
  const s = price("team-8xh100-247", base);
  const shape = requestShape(base);
  for (const api of s.apis) {
    const allIn = api.outputCnyPerMillion +
      api.inputCnyPerMillion * shape.inputTokens / shape.outputTokens;
    assert.equal(s.apiSplits[api.id]!.allInOutput, allIn);
    assert.equal(apiCnyPerMillionOutput(api, shape), allIn);
  }
  // cheapest at the load first
  const all = s.apis.map((a) => s.apiSplits[a.id]!.allInOutput);
  assert.deepEqual(all, [...all].sort((a, b) => a - b));
});

Deno.test("a way's cost splits over input and output tokens by the share of time on prompts", () => {
  const s = price("team-8xh100-247", base);
  for (const w of s.ways) {
    const input = w.totalCny * w.prefillShare / (s.inputTokens / 1e6);
    const output = w.totalCny * (1 - w.prefillShare) / (s.tokens / 1e6);
    assert.ok(Math.abs(w.split.input - input) <= 1e-9 * input, w.id);
    assert.ok(Math.abs(w.split.output - output) <= 1e-9 * output, w.id);
    assert.ok(
      Math.abs(w.split.blended - w.totalCny / ((s.inputTokens + s.tokens) / 1e6)) <=
        1e-9 * w.split.blended,
    );
  }
});

Deno.test("README's worked example: Llama 3.3 70B FP8 at 500 M tokens a day, 2,000 in and 500 out, TTFT ≤ 1 s and TPOT ≤ 50 ms", async () => {
  // deno-lint-ignore no-explicit-any
  const j: any = JSON.parse(JSON.stringify(workJson(calculateWork(dataset, {
    scenario: "team-8xh100-247",
    work: "serve-70b-500m-tokens",
  }))));
  assert.equal(j.currency, "USD");
  const way = (id: string) => j.ways.find((w: { id: string }) => w.id === id);
  const server = way("server-8xh100");
  // a replica of two H100s at 86 requests in flight, by hand (lib/model/serving_latency.ts)
  const kv = 2 * 80 * 8 * 128 * 1; // bytes a token: 163,840
  const decode = (70.55e9 + 86 * kv * 2_250) / (2 * 3.35e12 * 0.75) / 0.9; // 22.61 ms
  const prompt = 2_000 * 2 * 70.55e9 / (2 * 1_979e12 * 0.5 * 0.9); // 158.4 ms
  const step = decode + 86 / 500 * prompt; // 49.86 ms
  assert.deepEqual([server.basis, server.replicaGpus, server.batch], ["estimate", 2, 86]);
  near(server.tpotMs, step * 1e3, 1e-9, "TPOT 49.86 ms");
  assert.ok(step < 0.05);
  near(server.perSecondPerGpu, 86 / step / 2, 1e-9, "862 a GPU");
  near(server.prefillShare, 86 / 500 * prompt / step, 1e-9, "54.7 % on prompts");
  // 11,574 tokens a second at the peak over 1,725 a replica: 7 replicas, 14 GPUs, two servers
  assert.equal(Math.ceil(2 * 500e6 / 86_400 / (2 * server.perSecondPerGpu)), 7);
  assert.equal(server.peakGpus, 16);
  // owned: its cost over 547,500 M output tokens, split by the time prompts take
  const millions = 500 * 1_095;
  near(server.perMillion.allInOutput, server.total / millions, 1e-9, "0.967");
  near(server.perMillion.input, server.total * server.prefillShare / (4 * millions), 1e-9);
  near(server.perMillion.output, server.total * (1 - server.prefillShare) / millions, 1e-9);
  // each API at 4 input tokens an output token
  for (const a of j.apis) {
    near(
      j.apisAtLoad[a.id].allInOutput,
      a.outputPerMillion + 4 * a.inputPerMillion,
      1e-9,
      a.id,
    );
  }
  const readme = (await Deno.readTextFile(`${ROOT}README.md`)).replace(/\s+/g, " ");
  const m = (x: number, d: number) =>
    x.toLocaleString("en-US", { minimumFractionDigits: d, maximumFractionDigits: d });
  const p5 = way("aws-p5-spot");
  for (
    const text of [
      `A step is ${m(step * 1e3, 2)} ms`,
      `**${m(server.perSecondPerGpu, 0)} output tokens a second a GPU**`,
      `${m(server.total / 36, 2)} USD a month`,
      `${m(server.total, 0)} USD over 3 years`,
      `**${m(server.perMillion.allInOutput, 3)} USD a million output tokens with their input**`,
      `**${m(server.perMillion.input, 3)} USD a million input**`,
      `**${m(server.perMillion.output, 3)} USD a million output**`,
      `${m(p5.perSecondPerGpu, 0)} tokens a second a GPU, ${p5.peakGpus} GPUs at the peak) ${
        m(p5.costPerMillionTokens, 3)
      } USD`,
      `(${m(p5.perMillion.input, 3)} input, ${m(p5.perMillion.output, 3)} output)`,
      `Lambda's 8×H100 ${m(way("lambda-h100-8x").costPerMillionTokens, 3)}`,
      `on demand ${m(way("aws-p5-od").costPerMillionTokens, 3)}`,
      `${m(j.answer.cheapest.total, 0)} USD over 3 years (an estimated speed)`,
      `${m(500 * 1_095 * j.apisAtLoad["deepinfra-llama-3.1-70b"].allInOutput, 0)} on`,
    ]
  ) assert.ok(readme.includes(text), `README.md should say: ${text}`);
  assert.equal(j.answer.cheapest.kind, "fleet");
  assert.equal(j.answer.cheapest.offeringId, "aws-p4d-spot");
});
