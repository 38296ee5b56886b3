import assert from "node:assert/strict";
import fc from "fast-check";
import { formatIssue } from "../../lib/present/data_problems.ts";
import { type LoadResult, parseDataset } from "../../lib/data/load.ts";
import { readDataFiles } from "../../lib/data/files.ts";
import { fixtureFiles, ROOT, setCell } from "../helpers.ts";

const NOW = new Date("2026-12-01T00:00:00Z");
const GPUS = [
  "gpu_model,bf16_dense_tflops,fp8_dense_tflops,memory_gb,memory_bandwidth_tbs,notes,source,as_of",
  "H100 80GB,989,1979,80,3.35,,datasheet,2022",
].join("\n");
const MODELS = [
  "id,description,total_params,active_params,layers,kv_heads,head_dim,kv_latent_dim,notes,source,as_of",
  "llama-3.3-70b,Llama 3.3 70B,70.55e9,,80,8,128,,,config,2024-12",
  "deepseek-v3,DeepSeek-V3,671e9,37e9,61,,,576,,paper,2024-12",
].join("\n");
const POINTS = [
  "model,gpu_model,precision,tp,gpus,engine,input_tokens,output_tokens,concurrency,ttft_ms,tpot_ms,output_tokens_per_second,notes,source,as_of",
  "llama-3.3-70b,H100 80GB,fp8,2,2,NIM 1.8.0,5000,500,1,406.77,18.58,51.67,,nim,2026-07",
  "llama-3.3-70b,H100 80GB,fp8,2,4,NIM 1.8.0,5000,500,,,93.2,1840,,nim,2026-07",
].join("\n");
const WORK = [
  "id,kind,description,model_params,tokens,method,precision,mfu,runs_per_month,tokens_per_day,peak_factor,batch_tokens,deadline_hours,parts,workload,api,model,input_tokens,output_tokens,context_tokens,ttft_ms,tpot_ms,notes,source,as_of",
  "serve,serving,Serve,,,,fp8,,,500e6,2,,,,,,llama-3.3-70b,2000,500,8000,1000,50,,example,2026-12",
  "batch,batch,Batch,70e9,,,fp8,,,,,2e9,48,,,,llama-3.3-70b,1000,1000,,none,none,,example,2026-12",
].join("\n");

function parse(files: Record<string, string> = {}): LoadResult {
  return parseDataset(
    {
      ...fixtureFiles(),
      "gpus.csv": GPUS,
      "models.csv": MODELS,
      "serving_points.csv": POINTS,
      "work.csv": WORK,
      ...files,
    },
    { now: NOW },
  );
}

/** The file, row, column and problem kind of each issue. */
function places(result: LoadResult) {
  assert.equal(result.ok, false, "the data must be rejected");
  return result.ok ? [] : result.issues.map((i) => [i.file, i.row, i.column, i.problem?.kind]);
}

Deno.test("the shipped data loads with its architectures and measured serving points", async () => {
  const result = parseDataset(await readDataFiles(`${ROOT}data`), { now: NOW });
  assert.ok(result.ok, result.ok ? "" : result.issues.map(formatIssue).join("\n"));
  const { models, servingPoints, gpus, works } = result.dataset;
  assert.ok(models.length >= 8);
  assert.ok(servingPoints.length >= 20);
  for (const p of servingPoints) {
    assert.ok(models.some((m) => m.id === p.model), p.model);
    assert.ok(gpus.some((g) => g.gpuModel === p.gpuModel), p.gpuModel);
    assert.ok(p.source !== "" && p.asOf.text !== "");
  }
  // DeepSeek-V3: 671 B in all, 37 B a token, 61 layers of a 576-element latent (512 + 64 RoPE)
  const ds = models.find((m) => m.id === "deepseek-v3")!;
  assert.deepEqual([ds.totalParams, ds.activeParams, ds.layers, ds.kvLatentDim], [
    671e9,
    37e9,
    61,
    576,
  ]);
  const serve = works.find((w) => w.id === "serve-70b-500m-tokens")!;
  assert.ok(serve.kind === "serving");
  assert.deepEqual(
    [serve.modelId, serve.inputTokens, serve.outputTokens, serve.ttftMs, serve.tpotMs],
    ["llama-3.3-70b", 2000, 500, 1000, 50],
  );
  const batch = works.find((w) => w.id === "batch-70b-2b-tokens")!;
  assert.ok(batch.kind === "batch");
  assert.deepEqual([batch.ttftMs, batch.tpotMs], ["none", "none"]);
  assert.equal(gpus.find((g) => g.gpuModel === "A100 80GB")!.fp8DenseTflops, undefined);
});

Deno.test("models.csv, serving_points.csv and work.csv's request columns are read as written", () => {
  const result = parse();
  assert.ok(result.ok, result.ok ? "" : result.issues.map(formatIssue).join("\n"));
  const [llama, ds] = result.dataset.models;
  assert.equal(llama!.activeParams, 70.55e9, "a blank active_params is the total");
  assert.deepEqual([llama!.kvHeads, llama!.headDim, llama!.kvLatentDim], [8, 128, undefined]);
  assert.equal(ds!.activeParams, 37e9);
  const [one, many] = result.dataset.servingPoints;
  assert.deepEqual([one!.concurrency, one!.ttftMs, one!.tpotMs], [1, 406.77, 18.58]);
  assert.deepEqual([many!.concurrency, many!.ttftMs, many!.tpotMs], [undefined, undefined, 93.2]);
  const serve = result.dataset.works[0]!;
  assert.equal(serve.modelParams, 70.55e9, "a blank model_params takes the model's");
  assert.ok(serve.kind === "serving");
  assert.equal(serve.contextTokens, 8000);
  assert.equal(result.dataset.gpus[0]!.fp8DenseTflops, 1979);
});

Deno.test("a folder without models.csv and serving_points.csv validates, with none of either", () => {
  const files = fixtureFiles();
  delete files["models.csv"];
  delete files["serving_points.csv"];
  const result = parseDataset(files, { now: NOW });
  assert.ok(result.ok, result.ok ? "" : result.issues.map(formatIssue).join("\n"));
  assert.deepEqual([result.dataset.models, result.dataset.servingPoints], [[], []]);
});

Deno.test("a measured point with neither its concurrency nor a latency is refused at its concurrency", () => {
  const points = setCell(POINTS, 3, "tpot_ms", "");
  assert.deepEqual(places(parse({ "serving_points.csv": points })), [
    ["serving_points.csv", 3, "concurrency", "point-unmeasured"],
  ]);
});

Deno.test("a measured point of an unknown model or GPU model is refused, naming the column", () => {
  const points = setCell(setCell(POINTS, 2, "model", "llama-9"), 3, "gpu_model", "H100 SXM");
  assert.deepEqual(places(parse({ "serving_points.csv": points })), [
    ["serving_points.csv", 2, "model", "unknown-id"],
    ["serving_points.csv", 3, "gpu_model", "unknown-gpu"],
  ]);
});

Deno.test("a replica of more GPUs than measured, or one that does not divide them, is refused", () => {
  for (const [tp, gpus] of [["4", "2"], ["3", "4"]]) {
    const points = setCell(setCell(POINTS, 3, "tp", tp!), 3, "gpus", gpus!);
    assert.deepEqual(places(parse({ "serving_points.csv": points })), [
      ["serving_points.csv", 3, "tp", "tp-of-gpus"],
    ]);
  }
});

Deno.test("a model whose active parameters exceed its total, or without a KV shape, is refused", () => {
  const models = setCell(setCell(MODELS, 3, "active_params", "700e9"), 2, "head_dim", "");
  assert.deepEqual(places(parse({ "models.csv": models })), [
    ["models.csv", 2, "head_dim", "cell"],
    ["models.csv", 3, "active_params", "active-above-total"],
  ]);
});

Deno.test("a work naming an unknown model, or parameters 1 % off its model's, is refused", () => {
  const unknown = setCell(WORK, 2, "model", "gpt-9");
  assert.deepEqual(places(parse({ "work.csv": unknown })), [
    ["work.csv", 2, "model", "unknown-id"],
  ]);
  const off = setCell(WORK, 3, "model_params", "72e9");
  assert.deepEqual(places(parse({ "work.csv": off })), [
    ["work.csv", 3, "model_params", "params-differ"],
  ]);
});

Deno.test("a latency target is a number above 0, none, or blank", () => {
  fc.assert(
    fc.property(
      fc.oneof(
        fc.constantFrom("none", "NONE", " None ", ""),
        fc.double({ min: 1e-3, max: 1e6, noNaN: true }).map(String),
        fc.constantFrom("0", "-5", "fast", "1e8", "50ms"),
      ),
      (cell) => {
        const result = parse({ "work.csv": setCell(WORK, 2, "ttft_ms", cell) });
        const n = Number(cell);
        const valid = cell.trim().toLowerCase() === "none" || cell === "" ||
          (cell.trim() !== "" && Number.isFinite(n) && n > 0 && n <= 1e7);
        assert.equal(result.ok, valid, cell);
        if (result.ok) {
          const w = result.dataset.works[0]!;
          assert.ok(w.kind === "serving");
          const expected = cell === "" ? undefined : valid && !Number.isNaN(n) ? n : "none";
          assert.equal(w.ttftMs, expected);
        } else {
          assert.deepEqual(places(result), [["work.csv", 2, "ttft_ms", "cell"]]);
        }
      },
    ),
    { numRuns: 60 },
  );
});
