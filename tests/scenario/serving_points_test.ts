// The serving estimate against every measured point of data/serving_points.csv that states its
// requests in flight: the roofline of lib/model/serving_latency.ts, at the point's model, GPU,
// precision, replica size, requests in flight a replica and request shape, gives the point's
// output tokens a second a GPU within 25 %, except the misses named below, each with why. The
// README's sentence on the estimate's error is the one these figures give.
import assert from "node:assert/strict";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import { checkPoints, type PointCheck } from "../../lib/scenario/serving_target.ts";
import { ROOT } from "../helpers.ts";

const { dataset } = await loadDatasetOrThrow(`${ROOT}data`, { now: new Date("2026-12-04") });
const checks = checkPoints(dataset);

/** How far the estimate may stand from a measured point's throughput: 25 %. */
const TOLERANCE = 0.25;

/**
 * The points the estimate misses by more than TOLERANCE, by their row of serving_points.csv, and
 * why (each asserted to miss, so that a model that comes to reproduce them is noticed):
 */
const KNOWN_MISSES: Record<number, string> = {
  // TensorRT-LLM v0.6.1 (2023), Llama 2 7B on an H100, 128/128 at a static batch of 768: at 28 ms
  // a step the estimate leaves out the per-step overheads (sampling, scheduling, kernel launches)
  // that dominate a step this short
  10: "7B H100 128/128 batch 768: +37 %",
  // TensorRT-LLM v0.6.1, Llama 2 70B with 2,048 output tokens in static batches: every request of
  // the batch waits for the longest, and the engine of 2023 kept the batch small in memory
  15: "70B H100 TP4 128/2048 batch 480: +268 %",
  17: "70B H100 TP2 2048/2048 batch 64: +114 %",
  // FP16 on an A100 with 2,048-token prompts: prefill below the 50 % of the peak the estimate takes
  24: "7B A100 FP16 2048/128 batch 52: −26 %",
};

const row = (c: PointCheck) => c.point.row;

Deno.test("the estimate gives each measured point's throughput within 25 %, but the misses named", () => {
  // every point with its requests in flight is checked (the 23 of the shipped data)
  assert.equal(checks.length, dataset.servingPoints.filter((p) => p.concurrency).length);
  assert.ok(checks.length >= 20, `${checks.length} points`);
  for (const c of checks) {
    const p = c.point;
    const what = `row ${row(c)}: ${p.model} on ${p.gpuModel} ${p.precision} TP${p.tp}, ` +
      `${p.inputTokens}/${p.outputTokens}, ${p.concurrency} in flight (${p.source})`;
    // the error is the estimate over the measured figure a GPU
    assert.equal(c.error, c.estimated / c.measured - 1);
    assert.equal(c.measured, p.outputTokensPerSecond / p.gpus);
    if (row(c) in KNOWN_MISSES) {
      assert.ok(Math.abs(c.error) > TOLERANCE, `${what}: now within, drop it from the misses`);
    } else {
      assert.ok(
        Math.abs(c.error) <= TOLERANCE,
        `${what}: ${(c.error * 100).toFixed(1)} %`,
      );
    }
  }
  // at least three published points reproduced within the tolerance, of two engines
  const within = checks.filter((c) => !(row(c) in KNOWN_MISSES));
  assert.ok(within.length >= 3);
  assert.ok(new Set(within.map((c) => c.point.engine)).size >= 2);
});

Deno.test("NVIDIA NIM's Llama 3.3 70B FP8 on two H100s: the first token and each token after within 25 % up to 50 users", () => {
  // docs.nvidia.com/nim/benchmarking/llm (NIM 1.8.0, 5,000 input and 500 output tokens a request):
  // above 50 requests in flight NIM queues them (its first token waits 8 s at 100, 35 s at 150),
  // which a replica's step times do not model; its throughput stays within 25 % there too
  const nim = checks.filter((c) => c.point.engine.startsWith("NVIDIA NIM"));
  assert.equal(nim.length, 8);
  for (const c of nim.filter((c) => c.point.concurrency! <= 50)) {
    const p = c.point;
    assert.ok(Math.abs(c.ttftMs / p.ttftMs! - 1) <= TOLERANCE, `TTFT at ${p.concurrency}`);
    assert.ok(Math.abs(c.tpotMs / p.tpotMs! - 1) <= TOLERANCE, `TPOT at ${p.concurrency}`);
  }
  // at one user: 406.77 ms to the first of 5,000 tokens, 18.58 ms a token after it
  const one = nim.find((c) => c.point.concurrency === 1)!;
  assert.deepEqual([one.point.ttftMs, one.point.tpotMs], [406.77, 18.58]);
});

Deno.test("README.md states the estimate's error as these points give it", async () => {
  const readme = (await Deno.readTextFile(`${ROOT}README.md`)).replace(/\s+/g, " ");
  const pct = (x: number) => `${x > 0 ? "+" : x < 0 ? "−" : ""}${Math.abs(x * 100).toFixed(0)} %`;
  const within = checks.filter((c) => !(row(c) in KNOWN_MISSES));
  const errors = within.map((c) => c.error);
  const text = `${within.length} of the ${checks.length} measured points within ${
    pct(Math.min(...errors))
  } to ${pct(Math.max(...errors))}`;
  assert.ok(readme.includes(text), `README.md should say: ${text}`);
});
