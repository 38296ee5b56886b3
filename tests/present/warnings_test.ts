import assert from "node:assert/strict";
import { type DataWarning } from "../../lib/data/errors.ts";
import { formatWarning } from "../../lib/present/warnings.ts";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import { englishWords } from "../../lib/report/lint.ts";
import { warningText } from "../../lib/present/warnings.ts";
import { ROOT } from "../helpers.ts";

const REASONS: DataWarning[] = [
  {
    file: "hardware.csv",
    row: 2,
    column: "as_of",
    reason: { kind: "stale", asOf: "2023-01", maxAgeDays: 365 },
  },
  {
    file: "cloud_offerings.csv",
    row: 32,
    column: "storage_price",
    reason: {
      kind: "no-storage-price",
      scenario: "team-8xh100-247",
      storageGb: 2000,
      offering: "aws-p5-spot",
    },
  },
  {
    file: "scenarios.csv",
    row: 3,
    column: "cloud_speed",
    reason: {
      kind: "speed-unknown",
      machineGpu: "RTX 3090",
      offeringGpu: "T4",
      workload: "resnet50-fp16",
    },
  },
  {
    file: "throughput.csv",
    row: 1,
    column: "old_price",
    reason: { kind: "unused-column", column: "old_price", position: 11 },
  },
  {
    file: "gpus.csv",
    row: 5,
    column: "gpu_model",
    reason: { kind: "gpu-unused", gpuModel: "B300", figures: true },
  },
];

Deno.test("warningText() in English says what validate prints, for every kind of reason", () => {
  assert.deepEqual(REASONS.map((w) => warningText(w, "en")), [
    "hardware.csv row 2, column as_of: the figure is as of 2023-01, older than 365 days; check for a newer price",
    "cloud_offerings.csv row 32, column storage_price: scenario team-8xh100-247 keeps 2000 GB of storage, but offering aws-p5-spot has no storage price; its storage is billed as 0",
    "scenarios.csv row 3, column cloud_speed: the machine has RTX 3090 GPUs and the offering T4, and neither cloud_speed nor a resnet50-fp16 figure of throughput.csv for both says how fast one is against the other; taken as 1",
    "throughput.csv row 1, column old_price: column old_price is not used (column 11)",
    "gpus.csv row 5, column gpu_model: no offering or machine has B300 GPUs; the figures are not used (is the name spelt as in cloud_offerings.csv?)",
  ]);
  for (const w of REASONS) assert.equal(formatWarning(w), warningText(w, "en"));
});

Deno.test("warningText() in Chinese words every kind of reason in Chinese", () => {
  const names = new Set(["hardware", "csv", "as_of", "as", "of", "cloud", "offerings", "storage"]);
  for (const w of REASONS) {
    const zh = warningText(w, "zh");
    assert.match(zh, /[\u4e00-\u9fff]/, zh);
    // what stays Latin is a file, a column, an id or a GPU model
    const latin = englishWords(zh.replace(/\S*[_.]\S*|\S*-\S*|RTX/g, " "), names);
    assert.deepEqual(latin, [], zh);
  }
});

Deno.test("the shipped data's warnings all carry a reason a page can word", async () => {
  const { warnings } = await loadDatasetOrThrow(`${ROOT}data`, { now: new Date("2030-01-01") });
  assert.ok(warnings.length > 0);
  for (const w of warnings) assert.ok(w.reason !== undefined, formatWarning(w));
});
