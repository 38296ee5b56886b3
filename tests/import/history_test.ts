// deno task import history: the dated prices of the data, the snapshots fetch keeps, a catalog
// copy and a research table made into series; bad input refused at its file, row and column; no
// file written.
import assert from "node:assert/strict";
import { join } from "node:path";
import {
  historyInput,
  manifestDay,
  readResearchPrices,
  researchDay,
  researchGpu,
  researchPricing,
} from "../../lib/import/history.ts";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import { cnyPerUnit } from "../../lib/data/fx_of.ts";
import { priceSeries } from "../../lib/model/price_history.ts";
import type { HistoryJson } from "../../lib/cli/import_history.ts";
import { copyFolder, FIXTURE, ROOT, runDeno } from "../helpers.ts";

const HISTORY = `${ROOT}tests/fixtures/history/`;
const SKYPILOT = `${ROOT}tests/fixtures/skypilot/`;
const RESEARCH = Deno.readTextFileSync(`${HISTORY}research.csv`);
const USD = (c: string) => c === "USD" ? 7 : c === "CNY" ? 1 : undefined;

Deno.test("researchDay() dates a research row's as_of: a day, a month's or range's middle, or none", () => {
  assert.equal(researchDay("2026-11-09"), "2026-11-09");
  assert.equal(researchDay("2026-09"), "2026-09-15");
  assert.equal(researchDay("~2026-10"), "2026-10-16");
  // 2024-12-01 to 2025-05-31: 181 days, the middle 90 days on
  assert.equal(researchDay("2024-12..2025-05"), "2025-03-01");
  // 2026-06-01 to 2026-07-31: 60 days, the middle 30 days on
  assert.equal(researchDay("2026-06..07"), "2026-07-01");
  assert.equal(researchDay("2024-12 (valid until 2025-01-01)"), "2024-12-16");
  for (const none of ["undated snapshot (2025)", "late-2025/early-2026", "spec", "2026-13", ""]) {
    assert.equal(researchDay(none), undefined, none);
  }
});

Deno.test("researchGpu() and researchPricing() name the data's GPU model and pricing model, or none", () => {
  const gpus = new Set(["H100 80GB", "A100 40GB", "RTX 3090"]);
  assert.equal(researchGpu("H100 SXM 80GB", gpus), "H100 80GB");
  assert.equal(researchGpu("H100 PCIe 80GB", gpus), "H100 80GB");
  assert.equal(researchGpu("A100 SXM 40GB", gpus), "A100 40GB");
  assert.equal(researchGpu("RTX 3090 24GB", gpus), "RTX 3090");
  assert.equal(researchGpu("H100 NVL 94GB", gpus), undefined);
  assert.equal(researchGpu("H100 SXM 80GB (GPU component only)", gpus), undefined);
  assert.equal(researchPricing("on-demand Secure Cloud"), "on_demand");
  assert.equal(researchPricing("spot (g6e 1x L40S)"), "spot");
  assert.equal(researchPricing("1-yr CUD (a3-highgpu-8g; month/730)"), "reserved_1y");
  assert.equal(researchPricing("3-yr CUD (a2-highgpu-1g; month/730)"), "reserved_3y");
  assert.equal(researchPricing("median of listings"), undefined);
  assert.equal(manifestDay("Copies ..., taken 2026-12-02. Prices ..."), "2026-12-02");
  assert.equal(manifestDay("no day here"), undefined);
});

Deno.test("readResearchPrices() reads the rows of the segments given and counts what it leaves out", () => {
  const read = readResearchPrices(RESEARCH, "research.csv", {
    segments: new Set(["H100 80GB × on_demand", "RTX 3090 × on_demand"]),
    rate: USD,
  });
  assert.deepEqual(read.problems, []);
  assert.deepEqual(read.skipped, { undated: 1, unit: 1, pricing: 1, segment: 1 });
  assert.deepEqual(
    read.observations.map((o) => [o.gpuModel, o.provider, o.date, o.cnyPerGpuHour, o.source]),
    [
      ["H100 80GB", "AWS", "2025-03-01", 12.29 * 7, "research.csv row 2 (AWS before the cut)"],
      ["H100 80GB", "AWS", "2026-11-09", 6.88 * 7, "research.csv row 3 (AWS after the cut)"],
      ["RTX 3090", "RunPod", "2025-03-03", 0.43 * 7, "research.csv row 5 (RunPod's page)"],
    ],
  );
});

Deno.test("readResearchPrices() refuses a bad value, an unknown currency and a missing column at file, row and column", () => {
  const lines = RESEARCH.split("\n");
  lines[1] = lines[1]!.replace(",12.29,", ",abc,");
  lines[4] = lines[4]!.replace(",USD,", ",XYZ,");
  const read = readResearchPrices(lines.join("\n"), "research.csv", {
    segments: new Set(["H100 80GB × on_demand", "RTX 3090 × on_demand"]),
    rate: USD,
  });
  assert.deepEqual(read.problems.map((p) => [p.file, p.row, p.column, p.value]), [
    ["research.csv", 2, "value", "abc"],
    ["research.csv", 5, "currency", "XYZ"],
  ]);
  const headless = readResearchPrices(RESEARCH.replace("as_of", "date"), "research.csv", {
    segments: new Set(),
    rate: USD,
  });
  assert.deepEqual(headless.problems.map((p) => [p.row, p.column]), [[1, "as_of"]]);
});

Deno.test("historyInput() makes series of the data's rows, dated catalogs and a research table", async () => {
  const { dataset } = await loadDatasetOrThrow(FIXTURE, { now: new Date("2026-12-01") });
  const lambda = (date: string, file: string) => ({
    file,
    text: Deno.readTextFileSync(`${SKYPILOT}${file}`),
    date,
    provider: "Lambda",
    source: `snapshot ${date}`,
  });
  // the data's one rate, as the command converts: the fixture's USD of 2026-06, 6.7758 CNY
  const rate = (c: string) => cnyPerUnit(dataset.fx, c, dataset.fxDate);
  const input = historyInput({
    offerings: dataset.offerings,
    catalogs: [
      lambda("2026-11-01", "lambda_2026-11.csv"),
      lambda("2026-12-01", "lambda_2026-12.csv"),
    ],
    research: [{ file: "research.csv", text: RESEARCH }],
    rate,
  });
  assert.deepEqual(input.problems, []);
  const series = priceSeries(input.observations);
  const h100 = series.find((s) => s.key === "H100 80GB × on_demand")!;
  assert.deepEqual(
    h100.points.map((p) => [p.date, p.provider]),
    [
      ["2025-03-01", "AWS"],
      ["2026-11-01", "Lambda"],
      ["2026-11-09", "AWS"],
      ["2026-12-01", "Lambda"],
      ["2026-12-01", "Lambda"],
    ],
  );
  // the data's aws-p5-od (55.04 USD for 8 GPUs = 6.88) and the research row of it: one point
  const aws = h100.points.filter((p) => p.date === "2026-11-09" && p.offeringId === "aws-p5-od");
  assert.equal(aws.length, 1);
  assert.match(aws[0]!.source, /cloud_offerings\.csv row \d+; research\.csv row 3/);
  // Lambda's 1x H100 PCIe at 2.49 USD both months: an offering's series of two points
  const pcie = series.find((s) =>
    s.kind === "offering" && s.points.length === 2 &&
    s.gpuModel === "H100 80GB"
  )!;
  assert.deepEqual(pcie.points.map((p) => p.cnyPerGpuHour), [2.49 * 6.7758, 2.49 * 6.7758]);
  // drift within providers: AWS 12.29 → 6.88 over 618 days (2025-03-01 → 2026-11-09), Lambda
  // flat at 2.49 a month on and its 8x H100 (2.99) seen once
  assert.ok(!("kind" in h100.fit));
});

Deno.test({
  name: "import history prints the series as JSON and writes no file",
  sanitizeResources: false,
  fn: async () => {
    const data = await copyFolder(FIXTURE);
    for (
      const [date, file] of [["2026-11-01", "lambda_2026-11.csv"], [
        "2026-12-01",
        "lambda_2026-12.csv",
      ]]
    ) {
      await Deno.mkdir(join(data, "snapshots", "skypilot", date!), { recursive: true });
      await Deno.copyFile(
        `${SKYPILOT}${file}`,
        join(data, "snapshots", "skypilot", date!, "lambda.csv"),
      );
    }
    const before = await listing(data);
    const r = await runDeno([
      "run",
      "--allow-read",
      `${ROOT}lib/cli/import.ts`,
      "history",
      "--data",
      data,
      "--catalog",
      `${HISTORY}catalog`,
      "--research",
      `${HISTORY}research.csv`,
      "--json",
    ]);
    assert.equal(r.code, 0, r.stderr);
    const json = JSON.parse(r.stdout) as HistoryJson;
    assert.equal(json.version, 1);
    assert.deepEqual(json.skippedResearch, { undated: 1, unit: 1, pricing: 1, segment: 1 });
    const h100 = json.series.find((s) => s.key === "H100 80GB × on_demand")!;
    assert.ok(h100.points.some((p) => p.source.startsWith("snapshot ") && p.date === "2026-11-01"));
    // RunPod's copy, dated 2026-12-02 by its MANIFEST.md
    assert.ok(
      json.series.some((x) =>
        x.kind === "segment" &&
        x.points.some((p) => p.source.includes("catalog copy") && p.date === "2026-12-02")
      ),
    );
    assert.ok(h100.points.some((p) => p.source.includes("research.csv row 2")));
    assert.ok(h100.fit !== null && h100.fit.providersSeenTwice >= 2);
    // the run's permissions allowed no write, and nothing under the data folder changed
    assert.deepEqual(await listing(data), before);
    const text = await runDeno([
      "run",
      "--allow-read",
      `${ROOT}lib/cli/import.ts`,
      "history",
      "--data",
      data,
      "--catalog",
      `${HISTORY}catalog`,
      "--research",
      `${HISTORY}research.csv`,
    ]);
    assert.equal(text.code, 0, text.stderr);
    assert.match(
      text.stdout,
      /^segment H100 80GB × on_demand: \d+ point\(s\) at \d+ date\(s\), 2025-03-01 to 2026-12-01: drift [+−]\d/m,
    );
    assert.match(text.stdout, /Research rows left out: 1 undated, 1 not per GPU-hour/);
  },
});

Deno.test({
  name:
    "import history refuses a bad research table naming file, row and column, and an undated catalog",
  sanitizeResources: false,
  fn: async () => {
    const dir = await Deno.makeTempDir();
    const bad = join(dir, "research.csv");
    await Deno.writeTextFile(bad, RESEARCH.replace(",0.43,", ",-0.43,"));
    const args = ["run", "--allow-read", `${ROOT}lib/cli/import.ts`, "history", "--data", FIXTURE];
    const r = await runDeno([...args, "--catalog", `${HISTORY}catalog`, "--research", bad]);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /research\.csv/);
    assert.match(r.stderr, /row 5/);
    assert.match(r.stderr, /value/);
    assert.match(r.stderr, /-0\.43/);
    const undated = await runDeno([
      ...args,
      "--catalog",
      SKYPILOT,
      "--research",
      `${HISTORY}research.csv`,
    ]);
    assert.equal(undated.code, 1);
    assert.match(undated.stderr, /Cannot date the catalog .*MANIFEST\.md/);
  },
});

/** Every file under `dir` with its bytes' length and text, sorted. */
async function listing(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (d: string) => {
    for await (const e of Deno.readDir(d)) {
      const p = join(d, e.name);
      if (e.isDirectory) await walk(p);
      else out.push(`${p}\n${await Deno.readTextFile(p)}`);
    }
  };
  await walk(dir);
  return out.sort();
}
