import assert from "node:assert/strict";

Deno.test("seededStream() gives the same sequence as seededRandom()", async () => {
  const { seededRandom, seededStream } = await import("../../lib/model/random.ts");
  const r = seededRandom(99), s = seededStream(99);
  const block = s.fill(new Float64Array(10)), next = s.fill(new Float64Array(5));
  for (const v of [...block, ...next]) assert.equal(v, r());
});

Deno.test("seededRandom() gives numbers in [0, 1), the same for the same seed", async () => {
  const { seededRandom } = await import("../../lib/model/random.ts");
  const a = seededRandom(7), b = seededRandom(7), c = seededRandom(8);
  const xs = Array.from({ length: 1000 }, () => a());
  assert.ok(xs.every((x) => x >= 0 && x < 1));
  assert.deepEqual(Array.from({ length: 1000 }, () => b()), xs);
  assert.notDeepEqual(Array.from({ length: 1000 }, () => c()), xs);
  // a uniform sample of 1,000 has its mean within 0.5 ± 0.05 (the standard error is 0.0091)
  const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
  assert.ok(Math.abs(mean - 0.5) < 0.05, String(mean));
});

Deno.test("triangular() inverts the triangular distribution's cumulative share", async () => {
  const { triangular } = await import("../../lib/model/random.ts");
  // on [0, 2] peaking at 1 the median is the peak: u = 0.5 → 2 − √(0.5 × 2 × 1) = 1
  assert.equal(triangular(0.5, 0, 1, 2), 1);
  // u = 0.125 below the peak: 0 + √(0.125 × 2 × 1) = √0.25 = 0.5
  assert.equal(triangular(0.125, 0, 1, 2), 0.5);
  // peak at the low end of [0, 1]: u = 0.75 → 1 − √(0.25 × 1 × 1) = 0.5
  assert.equal(triangular(0.75, 0, 0, 1), 0.5);
  // a peak above the range is taken at its top: u = 0.5 → √(0.5 × 1 × 1) = 0.70711
  assert.ok(Math.abs(triangular(0.5, 0, 5, 1) - Math.SQRT1_2) < 1e-12);
  // an empty range gives its low end
  assert.equal(triangular(0.3, 4, 4, 4), 4);
});
