// A work on each GPU model (lib/scenario/work_fit.ts), and the ways that price it never put it on
// fewer GPUs than hold its memory.
import assert from "node:assert/strict";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import { trainingGpuHours } from "../../lib/model/work.ts";
import { openCase } from "../../lib/scenario/case.ts";
import { rankTraining, serveLoad, workMemoryGb, workOf } from "../../lib/scenario/work.ts";
import { workOnGpus } from "../../lib/scenario/work_fit.ts";
import { near, ROOT } from "../helpers.ts";

const { dataset } = await loadDatasetOrThrow(`${ROOT}data`);

/** Every GPU model's memory, GB, from gpus.csv. */
const memoryOf = (gpuModel: string) => dataset.gpus.find((g) => g.gpuModel === gpuModel)?.memoryGb;

Deno.test("workOnGpus() holds the 7 B LoRA run on one GPU of every model and times it at peak × MFU", () => {
  const work = workOf(dataset, { work: "lora-7b-2b-tokens" })!;
  if (work.kind !== "training") throw new Error("a training run");
  const rows = workOnGpus(dataset, work);
  // gpus.csv's models first, in its order
  assert.deepEqual(
    rows.slice(0, dataset.gpus.length).map((r) => r.gpuModel),
    dataset.gpus.map((g) => g.gpuModel),
  );
  for (const r of rows.filter((r) => r.fit !== "unknown")) {
    // 2 bytes × 7e9 × 1.2 = 16.8 GB: every GPU of the data holds it
    assert.equal(r.fit, "one", r.gpuModel);
    assert.equal(r.gpus, 1);
    const peak = dataset.gpus.find((g) => g.gpuModel === r.gpuModel)!.bf16DenseTflops!;
    near(r.gpuHours!, trainingGpuHours({ ...work, mfu: 0.4 }, peak), 1e-9, r.gpuModel);
    assert.equal(r.hours, r.gpuHours);
    assert.equal(r.basis, "peak");
  }
  // the H100: 4 × 7e9 × 2e9 ÷ (989e12 × 0.4 × 3600) = 39.32 GPU-hours
  near(rows.find((r) => r.gpuModel === "H100 80GB")!.gpuHours!, 39.3214, 1e-4, "H100");
});

Deno.test("workOnGpus() spreads a 70 B full training run over as many GPUs as hold 1,344 GB, and its hours over them", () => {
  const work = workOf(dataset, { model_params: 70e9, tokens: 1e9 })!;
  assert.equal(workMemoryGb(work, dataset), 1344); // 16 × 70e9 × 1.2
  for (const r of workOnGpus(dataset, work).filter((r) => r.fit !== "unknown")) {
    assert.equal(r.fit, "several", r.gpuModel);
    assert.equal(r.gpus, Math.ceil(1344 / r.memoryGb!), r.gpuModel);
    assert.ok(r.gpus! * r.memoryGb! >= 1344 && (r.gpus! - 1) * r.memoryGb! < 1344, r.gpuModel);
    near(r.hours! * r.gpus!, r.gpuHours!, 1e-9, r.gpuModel);
  }
});

Deno.test("workOnGpus() marks a serving load's speed measured where throughput.csv has its workload, and estimated elsewhere", () => {
  // at the measured maximum (no target, no input tokens: throughput.csv's figure)
  const work = workOf(dataset, {
    work: "serve-70b-500m-tokens",
    ttft_ms: 0,
    tpot_ms: 0,
    input_tokens: 0,
  })!;
  const rows = workOnGpus(dataset, work);
  const h100 = rows.find((r) => r.gpuModel === "H100 80GB")!;
  // 78.5 GB in FP8 (70.55e9 bytes and a request's KV cache, over 0.9): two 80 GB GPUs a
  // replica, 2,102.5 tokens a second each
  assert.equal(h100.gpus, 2);
  assert.equal(h100.basis, "measured");
  assert.equal(h100.perSecond, 2102.5);
  // 500e6 a day, twice the mean at the peak: 11,574 a second ÷ (2 × 2,102.5) → 3 replicas
  assert.equal(h100.peakGpus, 6);
  assert.equal(rows.find((r) => r.gpuModel === "H200 141GB")!.fit, "one");
  assert.equal(rows.find((r) => r.gpuModel === "RTX 4090")!.basis, "estimate");
});

Deno.test("no way is ranked or priced on fewer GPUs than hold the work's memory", () => {
  const training = [
    { work: "lora-7b-2b-tokens" },
    { work: "pretrain-1b-20b-tokens" },
    { model_params: 70e9, tokens: 1e9 },
    { model_params: 70e9, tokens: 5e8, method: "qlora" },
  ];
  for (const scenario of ["seed-3090-autodl", "team-8xh100-247"]) {
    for (const values of training) {
      const c = openCase(dataset, { scenario, ...values });
      const work = c.work!;
      if (work.kind !== "training") throw new Error("a training run");
      const r = rankTraining(c.dataset, work, c.applied);
      assert.ok(r.ranking.rows.length > 0);
      for (const row of r.ranking.rows) {
        const gb = memoryOf(row.gpuModel)!;
        assert.ok(row.gpusUsed * gb >= r.memoryGb, `${JSON.stringify(values)} ${row.id}`);
      }
    }
    const c = openCase(dataset, { scenario, work: "serve-70b-500m-tokens" });
    if (c.work?.kind !== "serving") throw new Error("a serving load");
    const served = serveLoad(c.dataset, c.work, c.applied);
    for (const w of served.ways) {
      assert.ok(w.replicaGpus * memoryOf(w.gpuModel)! >= served.memoryGb, w.id);
    }
  }
});
