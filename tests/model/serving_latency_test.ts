/**
 * The roofline estimate of a replica at a latency target (`lib/model/serving_latency.ts`):
 * metamorphic properties on random models, GPUs, requests and targets, and the hand-worked
 * figures of its formulas.
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import {
  fastestReplica,
  type LatencyTarget,
  replicaAtTarget,
  replicaMemoryGb,
  replicasAtTarget,
  type RequestShape,
  requestsThatFit,
  type ServedModel,
  SERVING_ESTIMATE,
  type ServingGpu,
  stepTimes,
  weightsReadBytes,
} from "../../lib/model/serving_latency.ts";
import { MANY } from "./arbitrary.ts";

const assertProperty = (p: fc.IProperty<unknown[]>) => fc.assert(p, MANY);

const model: fc.Arbitrary<ServedModel> = fc.record({
  totalParams: fc.double({ min: 1e9, max: 700e9, noNaN: true }),
  activeShare: fc.oneof(fc.constant(1), fc.double({ min: 0.03, max: 1, noNaN: true })),
  bytesPerWeight: fc.constantFrom(0.5, 1, 2),
  kvBytesPerToken: fc.double({ min: 1e4, max: 1e6, noNaN: true }),
}).map(({ activeShare, ...m }) => ({ ...m, activeParams: m.totalParams * activeShare }));

const gpu: fc.Arbitrary<ServingGpu> = fc.record({
  peakTflops: fc.double({ min: 50, max: 2_500, noNaN: true }),
  bandwidthTbs: fc.double({ min: 0.5, max: 8, noNaN: true }),
  memoryGb: fc.constantFrom(24, 40, 48, 80, 141, 192),
});

const shape: fc.Arbitrary<RequestShape> = fc.record({
  inputTokens: fc.integer({ min: 0, max: 32_000 }),
  outputTokens: fc.integer({ min: 1, max: 8_000 }),
  extra: fc.integer({ min: 0, max: 64_000 }),
}).map(({ extra, ...s }) => ({ ...s, contextTokens: s.inputTokens + s.outputTokens + extra }));

const bound = fc.option(fc.double({ min: 1, max: 20_000, noNaN: true }), { nil: null });
const target: fc.Arbitrary<LatencyTarget> = fc.record({ ttftMs: bound, tpotMs: bound });

/** Tokens a second a GPU of the fastest replica size; 0 where none meets the target. */
function best(m: ServedModel, g: ServingGpu, s: RequestShape, t: LatencyTarget): number {
  return fastestReplica(replicasAtTarget(m, g, s, t))?.perGpuPerSecond ?? 0;
}

/** A value a little above 0 × … up to 1 ×: how much tighter a bound gets. */
const tighter = fc.double({ min: 0.05, max: 1, noNaN: true });

Deno.test("a tighter TPOT never serves more tokens a second a GPU", () => {
  assertProperty(fc.property(model, gpu, shape, target, tighter, (m, g, s, t, k) => {
    const looser = best(m, g, s, t);
    const tight = best(m, g, s, { ...t, tpotMs: (t.tpotMs ?? 1_000) * k });
    assert.ok(tight <= looser * (1 + 1e-9), `${tight} > ${looser}`);
  }));
});

Deno.test("a tighter TTFT never serves more tokens a second a GPU", () => {
  assertProperty(fc.property(model, gpu, shape, target, tighter, (m, g, s, t, k) => {
    const looser = best(m, g, s, t);
    const tight = best(m, g, s, { ...t, ttftMs: (t.ttftMs ?? 5_000) * k });
    assert.ok(tight <= looser * (1 + 1e-9), `${tight} > ${looser}`);
  }));
});

Deno.test("a longer context never needs less memory a replica nor serves faster", () => {
  const more = fc.integer({ min: 1, max: 100_000 });
  assertProperty(fc.property(model, gpu, shape, target, more, (m, g, s, t, d) => {
    const longer = { ...s, contextTokens: s.contextTokens + d };
    assert.ok(
      replicaMemoryGb(m, longer.contextTokens, SERVING_ESTIMATE) >=
        replicaMemoryGb(m, s.contextTokens, SERVING_ESTIMATE),
    );
    assert.ok(best(m, g, longer, t) <= best(m, g, s, t) * (1 + 1e-9));
  }));
});

Deno.test("more input tokens a request never serve more output tokens a second", () => {
  const more = fc.integer({ min: 1, max: 20_000 });
  assertProperty(fc.property(model, gpu, shape, target, more, (m, g, s, t, d) => {
    const longer = {
      ...s,
      inputTokens: s.inputTokens + d,
      contextTokens: s.contextTokens + d,
    };
    assert.ok(best(m, g, longer, t) <= best(m, g, s, t) * (1 + 1e-9));
  }));
});

Deno.test("the batch chosen meets the target and one more request would not, or memory stops it", () => {
  const gpus = fc.constantFrom(1, 2, 4, 8);
  assertProperty(fc.property(model, gpu, shape, target, gpus, (m, g, s, t, n) => {
    const r = replicaAtTarget(m, g, s, t, n);
    if (r === undefined) return;
    if (t.tpotMs !== null) assert.ok(r.tpotMs <= t.tpotMs + 1e-6);
    if (t.ttftMs !== null) assert.ok(r.ttftMs <= t.ttftMs + 1e-6);
    const fits = Math.min(requestsThatFit(m, g, s, n, SERVING_ESTIMATE), SERVING_ESTIMATE.maxBatch);
    assert.ok(r.batch <= fits);
    if (r.batch < fits) {
      const next = stepTimes(m, g, s, n, r.batch + 1, SERVING_ESTIMATE);
      const misses = (t.tpotMs !== null && next.stepS * 1e3 > t.tpotMs) ||
        (t.ttftMs !== null && next.ttftS * 1e3 > t.ttftMs);
      assert.ok(misses, `batch ${r.batch} of ${fits}: one more still meets the target`);
    }
  }));
});

Deno.test("with no target the batch is the most that fits memory, up to the engine's largest", () => {
  const none = { ttftMs: null, tpotMs: null };
  assertProperty(fc.property(model, gpu, shape, (m, g, s) => {
    for (const r of replicasAtTarget(m, g, s, none)) {
      const fits = requestsThatFit(m, g, s, r.gpus, SERVING_ESTIMATE);
      assert.equal(r.batch, Math.min(fits, SERVING_ESTIMATE.maxBatch));
      assert.ok(r.boundBy === "memory" || r.boundBy === "max-batch");
    }
  }));
});

Deno.test("a dense model's step reads every weight; a mixture of experts reads more of them the larger the batch", () => {
  const dense = { totalParams: 70e9, activeParams: 70e9, bytesPerWeight: 1, kvBytesPerToken: 1 };
  assert.equal(weightsReadBytes(dense, 1), 70e9);
  assert.equal(weightsReadBytes(dense, 64), 70e9);
  // DeepSeek-V3 in FP8: 37 B of 671 B active; one request reads 37 GB, 64 requests
  // 671 × (1 − (1 − 37/671)^64) = 671 × 0.9735 = 653 GB
  const moe = { totalParams: 671e9, activeParams: 37e9, bytesPerWeight: 1, kvBytesPerToken: 1 };
  assert.equal(Math.round(weightsReadBytes(moe, 1) / 1e6), 37_000);
  assert.equal(Math.round(weightsReadBytes(moe, 64) / 1e9), 653);
});

Deno.test("a step of 70 B in FP8 on two H100s, worked by hand", () => {
  const m = { totalParams: 70e9, activeParams: 70e9, bytesPerWeight: 1, kvBytesPerToken: 163_840 };
  const g = { peakTflops: 1_979, bandwidthTbs: 3.35, memoryGb: 80 };
  const s = { inputTokens: 2_000, outputTokens: 500, contextTokens: 2_500 };
  const t = stepTimes(m, g, s, 2, 64, SERVING_ESTIMATE);
  // e_tp(2) = 0.9; decode: (70e9 + 64 × 163,840 × 2,250) ÷ (2 × 3.35e12 × 0.75) ÷ 0.9
  const decode = (70e9 + 64 * 163_840 * 2_250) / (2 * 3.35e12 * 0.75) / 0.9;
  assert.equal(t.decodeS.toFixed(6), decode.toFixed(6));
  // compute of decode: 64 × 2 × 70e9 ÷ (2 × 1,979e12 × 0.5) = 4.5 ms, under the 20.7 ms of bandwidth
  // prefill of one prompt: 2,000 × 2 × 70e9 ÷ (2 × 1,979e12 × 0.5 × 0.9) = 157.2 ms
  const prefill = 2_000 * 2 * 70e9 / (2 * 1_979e12 * 0.5 * 0.9);
  assert.equal(t.prefillS.toFixed(6), prefill.toFixed(6));
  // 64 ÷ 500 prompts start each step: the step is decode + 0.128 × prefill
  assert.equal(t.stepS.toFixed(6), (decode + 0.128 * prefill).toFixed(6));
  const share = 0.128 * prefill / (decode + 0.128 * prefill);
  assert.equal(t.prefillShare.toFixed(6), share.toFixed(6));
  // time to first token: the prompt, the wait behind others' (M/D/1), one decode
  assert.equal(
    t.ttftS.toFixed(6),
    (prefill + share * prefill / (2 * (1 - share)) + decode).toFixed(6),
  );
});
