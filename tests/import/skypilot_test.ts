// The SkyPilot catalog import: fixtures cut from the shared snapshots, hand-made snapshots for the
// diff, and the shared files themselves.
import assert from "node:assert/strict";
import { parseDataset } from "../../lib/data/load.ts";
import {
  diffOfferings,
  formatOfferings,
  memoryFromGpuInfo,
  projectGpuName,
  readCatalog,
  skippedPrices,
  toOfferings,
} from "../../lib/import/skypilot.ts";
import { fixtureFiles, near, ROOT } from "../helpers.ts";

const DIR = `${ROOT}tests/fixtures/skypilot/`;
const SHARED = `${ROOT}../shared/catalogs/skypilot-v7/`;
const read = (name: string) => readCatalog(Deno.readTextFileSync(DIR + name), name);
const OPTIONS = { provider: "Lambda", source: "test", asOf: "2026-12-02" };

Deno.test("a Lambda gpu_8x_a100 at 10.32 USD an instance-hour is 1.29 USD per GPU-hour", () => {
  const lines = toOfferings(read("lambda_cut.csv").rows, OPTIONS);
  const a100 = lines.find((l) => l.notes.startsWith("gpu_8x_a100"))!;
  assert.deepEqual(
    [a100.gpu_model, a100.gpu_count, a100.price, a100.unit, a100.currency, a100.pricing_model],
    ["A100 40GB", "8", "10.32", "instance-hour", "USD", "on_demand"],
  );
  // through the loader: the file is an extra offering file of a data folder
  const files = { ...fixtureFiles(), "cloud_offerings.skypilot.csv": formatOfferings(lines) };
  const result = parseDataset(files, { now: new Date("2026-12-02") });
  assert.ok(result.ok, result.ok ? "" : JSON.stringify(result.issues));
  const offering = result.dataset.offerings.find((o) => o.id === a100.id)!;
  const usd = result.dataset.fx.filter((r) => r.currency === "USD").at(-1)!.cnyPerUnit;
  near(offering.cnyPerGpuHour / usd, 10.32 / 8, 1e-12, "1.29 USD per GPU-hour");
  assert.equal(offering.file, "cloud_offerings.skypilot.csv");
});

Deno.test("CPU rows are skipped, one instance in two regions is one offering, repeats count once", () => {
  const lambda = read("lambda_cut.csv");
  assert.equal(lambda.read, 4);
  assert.equal(lambda.cpuRows, 1);
  const lines = toOfferings(lambda.rows, OPTIONS);
  assert.equal(lines.length, 2); // gpu_8x_a100 (2 regions) and gpu_1x_h100_pcie
  assert.equal(lines.find((l) => l.notes.startsWith("gpu_8x_a100"))!.region, "2 regions");
  assert.equal(toOfferings(lambda.rows, { ...OPTIONS, regions: "each" }).length, 3);
  const runpod = read("runpod_cut.csv"); // CRLF, SpotPrice before Price, AvailabilityZone added
  assert.equal(runpod.duplicates, 2); // the same offering in two zones, and once exactly
  assert.equal(runpod.rows.length, 2);
});

Deno.test("spot rows come from SpotPrice, on demand from Price", () => {
  const lines = toOfferings(read("runpod_cut.csv").rows, { ...OPTIONS, provider: "RunPod" });
  const a100 = lines.filter((l) => l.notes.startsWith("1x_A100-80GB_SECURE"));
  assert.deepEqual(
    a100.map((l) => [l.pricing_model, l.price, l.gpu_model]).sort(),
    [["on_demand", "1.64", "A100 80GB"], ["spot", "1.19", "A100 80GB"]],
  );
});

Deno.test("GPU names map to the workbook's, memory deciding where the name does not", () => {
  assert.equal(memoryFromGpuInfo("{'MemoryInfo': {'SizeInMiB': 81920}}"), 81920);
  assert.equal(projectGpuName("A100", 40960).name, "A100 40GB");
  assert.equal(projectGpuName("A100", 81920).name, "A100 80GB");
  assert.equal(projectGpuName("A100-80GB-SXM").name, "A100 80GB");
  assert.equal(projectGpuName("H100-SXM").name, "H100 80GB");
  assert.equal(projectGpuName("RTX4090").name, "RTX 4090");
  assert.equal(projectGpuName("L40S").name, "L40S 48GB");
  assert.deepEqual(projectGpuName("RTXA4500"), { name: "RTXA4500", known: false });
});

Deno.test("bad catalog input is named with file, row and column", () => {
  const missing = readCatalog("InstanceType,AcceleratorName,Price,Region\nx,A100,1,us\n", "a.csv");
  assert.deepEqual(missing.issues.map((i) => [i.file, i.row, i.column]), [[
    "a.csv",
    1,
    "AcceleratorCount",
  ]]);
  const text = Deno.readTextFileSync(DIR + "lambda_cut.csv").replace(
    ",10.32,europe",
    ",ten,europe",
  );
  const price = readCatalog(text, "lambda.csv").issues[0]!;
  assert.deepEqual([price.file, price.row, price.column, price.value], [
    "lambda.csv",
    3,
    "Price",
    "ten",
  ]);
  assert.match(readCatalog("", "empty.csv").issues[0]!.expected!, /a SkyPilot catalog/);
  const other = readCatalog(Deno.readTextFileSync(`${ROOT}data/cloud_offerings.csv`), "mine.csv");
  assert.ok(other.issues.length >= 4, "the project's own offering file is not a catalog");
  assert.equal(other.rows.length, 0);
});

Deno.test("diffOfferings() finds what was added, removed and repriced between two snapshots", () => {
  const before = toOfferings(read("lambda_2026-11.csv").rows, OPTIONS);
  const after = toOfferings(read("lambda_2026-12.csv").rows, OPTIONS);
  const d = diffOfferings(before, after);
  assert.deepEqual(d.added.map((l) => l.notes.split(";")[0]), ["gpu_8x_h100_sxm5"]);
  assert.deepEqual(d.removed.map((l) => l.notes.split(";")[0]), ["gpu_1x_a10"]);
  assert.deepEqual(d.repriced.map((r) => [r.before.price, r.after.price]), [["10.32", "9.6"]]);
  const a100 = d.cheapest.find((c) => c.gpuModel === "A100 40GB")!;
  near(a100.before!, 10.32 / 8, 1e-12, "before");
  near(a100.after!, 9.6 / 8, 1e-12, "after");
});

const shared = (() => {
  try {
    return Deno.statSync(SHARED).isDirectory;
  } catch {
    return false;
  }
})();

Deno.test({
  name: "the shared catalog snapshots import whole: every GPU row the manifest counts",
  ignore: !shared, // ../shared/ is beside the project on the team's machines and in CI
  fn() {
    // GPU rows per file, from ../shared/catalogs/skypilot-v7/MANIFEST.md
    const manifest: Record<string, number> = {
      "lambda.csv": 306,
      "runpod.csv": 2000,
      "hyperbolic.csv": 37,
      "fluidstack.csv": 23,
      "nebius.csv": 21,
      "shadeform.csv": 244,
      "seeweb.csv": 27,
    };
    for (const [file, gpuRows] of Object.entries(manifest)) {
      const r = readCatalog(Deno.readTextFileSync(SHARED + file), file);
      assert.deepEqual(r.issues, [], file);
      assert.equal(r.rows.length + r.duplicates + r.unpriced, gpuRows, file);
      const lines = toOfferings(r.rows, { ...OPTIONS, provider: file });
      assert.ok(lines.length > 0 && new Set(lines.map((l) => l.id)).size === lines.length, file);
    }
    const spot = toOfferings(
      readCatalog(Deno.readTextFileSync(SHARED + "runpod.csv"), "runpod.csv").rows,
      OPTIONS,
    ).filter((l) => l.pricing_model === "spot");
    assert.ok(spot.length > 0, "runpod lists spot prices");
  },
});

Deno.test("a catalog's quirks are skipped and counted, and its good rows import", () => {
  const q = read("quirks.csv");
  assert.deepEqual(q.issues, [], "no quirk stops the file");
  assert.equal(q.read, 7);
  assert.equal(q.cpuRows, 1);
  assert.equal(q.zeroSpotPrices, 5, "SpotPrice 0.00 on every GPU row but p5: no spot offer");
  assert.equal(q.zeroPrices, 1, "p5e.48xlarge: reservation-only, Price 0");
  // 99999999 USD an instance-hour: 12,499,999.875 USD a GPU-hour for 8 GPUs, 99,999,999 for 1
  assert.deepEqual(q.aboveCeiling.map((a) => [a.row, a.column, a.usdPerGpuHour]), [
    [7, "Price", 99999999 / 8],
    [8, "Price", 99999999],
  ]);
  assert.equal(q.unpriced, 2, "p5e (0 and 0) and g6e (placeholder and 0) have no price left");
  const lines = toOfferings(q.rows, { ...OPTIONS, provider: "AWS" });
  assert.deepEqual(lines.map((l) => [l.notes.split(";")[0], l.pricing_model, l.price]), [
    ["g5.xlarge", "on_demand", "1.006"],
    ["p4d.24xlarge", "on_demand", "21.96"],
    ["p5.48xlarge", "spot", "12.5"],
  ]);
  assert.deepEqual(skippedPrices(q), [
    "1 on-demand price of 0 skipped (not offered on demand)",
    "5 spot prices of 0 skipped (no spot offer)",
    "2 prices above 100 USD per GPU-hour skipped (a placeholder, not a price): row 7 Price 99999999 (12499999.875 USD/GPU-h), row 8 Price 99999999 (99999999 USD/GPU-h)",
    "2 GPU rows skipped with no usable price (blank, 0 or above the ceiling)",
  ]);
  assert.deepEqual(skippedPrices(read("lambda_cut.csv")), [], "no line for a kind not met");
});

Deno.test("a negative price is still an error of its row", () => {
  const text = Deno.readTextFileSync(DIR + "lambda_cut.csv").replace(",10.32,europe", ",-1,europe");
  const issue = readCatalog(text, "lambda.csv").issues[0]!;
  assert.deepEqual([issue.row, issue.column, issue.value], [3, "Price", "-1"]);
});
