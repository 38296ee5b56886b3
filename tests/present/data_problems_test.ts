// The data-problems box a report shows in place of its figures: every problem in the report's
// language, with its file, row and column; a Chinese box passes the report lint's English check.
import assert from "node:assert/strict";
import { parseHTML } from "linkedom";
import { type DataIssue, type DataProblem } from "../../lib/data/errors.ts";
import { issueText } from "../../lib/present/data_problems.ts";
import { parseDataset } from "../../lib/data/load.ts";
import { problemsBox } from "../../lib/present/data_problems.ts";
import { checkEnglish, dataNames, englishWords, type PageSnapshot } from "../../lib/report/lint.ts";
import { CELLS } from "../../lib/words/messages/data_words.ts";
import * as HEADERS from "../../lib/data/headers.ts";
import { FX_COLUMNS } from "../../lib/data/fx.ts";
import { OFFERING_COLUMNS } from "../../lib/data/offerings.ts";
import { FINANCE_COLUMNS } from "../../lib/data/finance.ts";
import { BUYER_COLUMNS } from "../../lib/data/buyers.ts";
import { MORE_SCENARIO_COLUMNS } from "../../lib/data/scenarios.ts";
import { RANGE_COLUMNS } from "../../lib/data/ranges.ts";
import { HIDDEN_COST_COLUMNS } from "../../lib/data/hidden_costs.ts";
import { JOB_COLUMNS, THROUGHPUT_COLUMNS } from "../../lib/data/throughput.ts";
import { API_PRICE_COLUMNS, GPU_COLUMNS, WORK_COLUMNS } from "../../lib/data/work.ts";
import { TRANSLATION_COLUMNS } from "../../lib/data/translations.ts";
import { FIXTURE, fixtureFiles, ROOT, setCell } from "../helpers.ts";

const NOW = new Date("2026-12-01");

/** The fixture folder with one problem of each of several kinds. */
function badFiles(): Record<string, string> {
  const files = fixtureFiles();
  files["sites.csv"] = setCell(files["sites.csv"]!, 2, "pue", "0.5");
  files["hardware.csv"] = setCell(files["hardware.csv"]!, 2, "purchase_price", "");
  files["hardware.csv"] = setCell(files["hardware.csv"]!, 3, "as_of", "2026-13");
  files["scenarios.csv"] = setCell(files["scenarios.csv"]!, 2, "hours_per_day", "30");
  files["scenarios.csv"] = setCell(files["scenarios.csv"]!, 3, "site_id", "home-9");
  delete files["finance.csv"];
  return files;
}

function issuesOf(files: Record<string, string>): DataIssue[] {
  const result = parseDataset(files, { now: NOW });
  assert.equal(result.ok, false);
  return result.ok ? [] : result.issues;
}

/** The box as the lint reads a page (`snapshotPage()`): its heading and list items as body text. */
function snapshot(box: string, lang: string): PageSnapshot {
  const { document } = parseHTML(`<html lang="${lang}"><body>${box}</body></html>`);
  // code stays as written, as snapshotPage() leaves it out
  for (const c of document.querySelectorAll("code")) c.replaceWith(" ");
  return {
    title: "",
    lang,
    captions: [],
    visibleText: document.body.textContent ?? "",
    headings: [],
    columnHeaders: [],
    rowHeaders: [],
    bodyTexts: [...document.querySelectorAll("strong, li")].map((e) => e.textContent ?? ""),
    statedCurrency: null,
    charts: [],
  };
}

Deno.test("the data-problems box of a Chinese report reads Chinese: the lint finds no English word", async () => {
  const issues = issuesOf(badFiles());
  const box = problemsBox(issues, "data", "zh");
  const page = snapshot(box, "zh");
  const names = await dataNames(FIXTURE);
  assert.deepEqual(
    checkEnglish(page, { page: "01_seed_case.html", currency: "CNY", currencies: ["CNY"], names }),
    [],
  );
  assert.match(box, /<code>data<\/code> 中的数据有 \d+ 个问题，未作任何计算/);
  // each problem keeps its file, row and column
  assert.ok(box.includes("sites.csv 第 2 行 pue 列：填的是“0.5”，应为PUE，1 到 5"), box);
  assert.ok(box.includes("hardware.csv 第 2 行 purchase_price 列：填的是空单元格"), box);
  assert.ok(box.includes("finance.csv：找不到文件；应为data/finance.csv"), box);
  assert.ok(
    box.includes("scenarios.csv 第 3 行 site_id 列：填的是“home-9”，应为sites.csv中列出的 id"),
    box,
  );
});

Deno.test("the data-problems box of an English report names file, row, column, what was found and expected", () => {
  const issues = issuesOf(badFiles());
  const box = problemsBox(issues, "data", "en");
  assert.match(
    box,
    /<strong>The data in <code>data<\/code> has \d+ problem\(s\); nothing was computed:<\/strong>/,
  );
  for (
    const line of [
      'sites.csv row 2, column pue: found "0.5", expected a PUE from 1 to 5 (1 for a desk, 1.5 for a typical data centre)',
      "hardware.csv row 2, column purchase_price: found a blank cell, expected a price above 0 and at most 1e9 (a number such as 3.5) (the cell is blank)",
      'hardware.csv row 3, column as_of: found "2026-13", expected a date as YYYY, YYYY-MM or YYYY-MM-DD',
      'scenarios.csv row 2, column hours_per_day: found "30", expected hours per day from 0 to 24',
      "finance.csv: file not found; expected data/finance.csv, with the columns data/README.md lists for it",
    ]
  ) {
    assert.ok(box.includes(line.replaceAll('"', "&quot;")), `${line}\nin ${box}`);
  }
});

/** One problem of each kind, with values a data folder could give (ids, columns, numbers). */
const SAMPLES: { [K in DataProblem["kind"]]: Extract<DataProblem, { kind: K }> } = {
  cell: { kind: "cell", expected: "price", orBlank: true },
  id: { kind: "id", orBlank: true },
  "one-of": { kind: "one-of", values: ["on_demand", "reserved_1y"] },
  "input-name": { kind: "input-name", values: ["gpuCount", "purchaseCny"] },
  "range-scope": { kind: "range-scope", values: ["scenario", "offering"] },
  date: { kind: "date" },
  "currency-code": { kind: "currency-code" },
  header: { kind: "header", columns: ["id", "gpu_model"] },
  "column-twice": { kind: "column-twice" },
  "column-missing": { kind: "column-missing", column: "wall_power" },
  "too-many-cells": { kind: "too-many-cells", most: 16 },
  "id-used": { kind: "id-used", firstRow: 2 },
  "key-used": {
    kind: "key-used",
    columns: ["scenario_id", "parameter"],
    values: ["seed-3090-autodl", ""],
    firstRow: 3,
  },
  "file-not-found": { kind: "file-not-found", path: "data/finance.csv" },
  utf16: { kind: "utf16" },
  "nul-bytes": { kind: "nul-bytes" },
  "not-utf8": { kind: "not-utf8", line: 2, bytes: "\\xB0\\xB4", gb18030: "按量计费" },
  replacement: { kind: "replacement", line: 3, text: "gongji,\\uFFFD" },
  "unknown-currency": { kind: "unknown-currency", known: ["CNY", "USD"] },
  "fx-date-before-rates": {
    kind: "fx-date-before-rates",
    fxDate: "2020-01-01",
    currency: "USD",
    first: "2024",
    start: "2024-01-01",
  },
  "unknown-id": { kind: "unknown-id", file: "cloud_offerings.csv", orBlank: true, orExtra: true },
  "unknown-profile": { kind: "unknown-profile" },
  "shares-sum": { kind: "shares-sum", profile: "team-1-16", percent: "95.00" },
  "idle-above-wall": { kind: "idle-above-wall", wallKw: 0.65 },
  "not-input-of-cost": { kind: "not-input-of-cost", cost: "people", inputs: ["peopleCnyPerHour"] },
  "negative-value": { kind: "negative-value", parameter: "peopleCnyPerHour" },
  "currency-needed": { kind: "currency-needed", parameter: "peopleCnyPerHour" },
  "not-money": { kind: "not-money", parameter: "ownPeopleHoursPerMonth" },
  "factor-currency": { kind: "factor-currency" },
  "high-below-low": { kind: "high-below-low", low: 2 },
  "outside-input": {
    kind: "outside-input",
    parameter: "rentPriceChangePerYear",
    min: -0.9,
    max: 1,
  },
  "negative-factor": { kind: "negative-factor" },
  "scope-id-without-scope": { kind: "scope-id-without-scope" },
  "scope-id-needed": { kind: "scope-id-needed", scope: "scenario" },
  "range-twice": { kind: "range-twice", firstRow: 4, parameter: "rentCnyPerGpuHour" },
  "id-in-other-file": { kind: "id-in-other-file", file: "cloud_offerings.csv", row: 5 },
  "storage-unit": { kind: "storage-unit", units: ["gb-hour", "gb-month"] },
  "storage-price-needed": { kind: "storage-price-needed" },
  "monthly-unit": { kind: "monthly-unit" },
  "rate-twice": { kind: "rate-twice", first: "interruptions_per_month" },
  "checkpoint-interval": { kind: "checkpoint-interval" },
  "unknown-workload": {
    kind: "unknown-workload",
    workloads: ["resnet50-fp16"],
    blankFor: "resnet50-fp16",
  },
  "unknown-token-workload": { kind: "unknown-token-workload", workloads: [] },
  "jobs-per-month": { kind: "jobs-per-month", jobs: ["swin-b-imagenet-run"] },
  "memory-differs": {
    kind: "memory-differs",
    gb: 24,
    row: 3,
    gpuModel: "RTX 3090",
    file: "throughput.csv",
  },
  "applies-to-unknown": { kind: "applies-to-unknown" },
  "applies-to-other-gpu": {
    kind: "applies-to-other-gpu",
    gpuModel: "RTX 4090",
    id: "autodl-3090-doc",
    has: "RTX 3090",
  },
  "unknown-api": { kind: "unknown-api", ids: ["together-llama-3.1-70b"] },
  "unknown-translated-id": { kind: "unknown-translated-id", file: "sites.csv", ids: ["home-doc"] },
  "column-not-translated": { kind: "column-not-translated", file: "sites.csv", columns: ["name"] },
  "translated-twice": { kind: "translated-twice", firstRow: 2, column: "name", id: "home-doc" },
  precision: { kind: "precision", values: ["bf16", "fp8"] },
  method: { kind: "method", methods: ["full", "lora"] },
  "active-above-total": { kind: "active-above-total", totalParams: 671e9 },
  "params-differ": { kind: "params-differ", model: "llama-3.3-70b", totalParams: 70.55e9 },
  "unknown-gpu": { kind: "unknown-gpu", gpuModels: ["H100 80GB", "L40S 48GB"] },
  "tp-of-gpus": { kind: "tp-of-gpus", gpus: 2 },
  "point-unmeasured": { kind: "point-unmeasured" },
  "share-of-prices": { kind: "share-of-prices", ratio: 704 / 1499 },
  "jobs-of-a-month": {
    kind: "jobs-of-a-month",
    machine: "rtx3090-doc",
    reason: {
      kind: "memory",
      job: "swin-b-imagenet-run",
      machine: "rtx3090-doc",
      neededGb: 40,
      gpuModel: "RTX 3090",
      hasGb: 24,
    },
  },
  "not-computable": {
    kind: "not-computable",
    cause: {
      kind: "jobs",
      reason: { kind: "tooManyHours", machine: "rtx3090-doc", hoursPerDay: 30 },
    },
  },
};

/**
 * The words a Chinese line may hold in Latin letters: the shipped data's names (its ids, GPU
 * models, providers), a column's name, a value a cell takes as the file writes it, the programs a
 * file is saved with, and a model input's name as `ranges.csv` and `hidden_costs.csv` write it
 * (`purchaseCny`).
 */
async function latinNames(): Promise<Set<string>> {
  const names = await dataNames(`${ROOT}data`);
  const columns = [
    ...Object.values(HEADERS).flat(),
    ...[FX_COLUMNS, OFFERING_COLUMNS, FINANCE_COLUMNS, BUYER_COLUMNS, MORE_SCENARIO_COLUMNS].flat(),
    ...[RANGE_COLUMNS, HIDDEN_COST_COLUMNS, THROUGHPUT_COLUMNS, JOB_COLUMNS, GPU_COLUMNS].flat(),
    ...[API_PRICE_COLUMNS, WORK_COLUMNS, TRANSLATION_COLUMNS].flat(),
  ];
  for (const c of columns) {
    names.add(String(c));
  }
  // a scope of ranges.csv, a cost of hidden_costs.csv, a method and a latency target (none) of
  // work.csv, a unit of cloud_offerings.csv; the programs and encodings a file is saved with, and a code point
  for (
    const word of ["scenario", "offering", "people", "full", "none", "hour", "month", "instance"]
      .concat(["excel", "wps", "unicode", "utf", "gbk", "latin", "windows", "nul", "u", "fffd"])
  ) names.add(word);
  return names;
}

Deno.test("every kind of data problem, and what every column holds, is worded in Chinese", async () => {
  const names = await latinNames();
  const problems: DataProblem[] = [
    ...Object.values(SAMPLES),
    ...Object.keys(CELLS).map((expected) => ({
      kind: "cell" as const,
      expected: expected as keyof typeof CELLS,
      blank: true,
    })),
  ];
  for (const problem of problems) {
    const issue: DataIssue = {
      file: "hardware.csv",
      row: 2,
      column: "wall_power",
      value: "",
      problem,
    };
    const zh = issueText(issue, "zh");
    assert.match(zh, /\p{Script=Han}/u, zh);
    assert.deepEqual(englishWords(zh.replace(/\b[a-z]+[A-Z]\w*/g, " "), names), [], zh);
    assert.ok(zh.startsWith("hardware.csv 第 2 行 wall_power 列："), zh);
    const en = issueText(issue, "en");
    assert.ok(en.startsWith("hardware.csv row 2, column wall_power: "), en);
  }
});
