import assert from "node:assert/strict";
import { formatIssue } from "../../lib/present/data_problems.ts";
import { type LoadResult, parseDataset } from "../../lib/data/load.ts";
import { readDataFiles } from "../../lib/data/files.ts";
import { fixtureFiles, ROOT } from "../helpers.ts";

const NOW = new Date("2026-12-01T00:00:00Z");
const HEADER = "gpu_model,age_years,share_of_new,used_price,new_price,currency,source,as_of,notes";

function parse(rows: readonly string[]): LoadResult {
  return parseDataset(
    { ...fixtureFiles(), "used_prices.csv": [HEADER, ...rows].join("\n") },
    { now: NOW },
  );
}

/** The file, row, column and problem kind of each issue. */
function places(result: LoadResult) {
  assert.equal(result.ok, false, "the data must be rejected");
  return result.ok ? [] : result.issues.map((i) => [i.file, i.row, i.column, i.problem?.kind]);
}

Deno.test("the shipped used_prices.csv loads: each row sourced, dated, its share its prices' ratio", async () => {
  const result = parseDataset(await readDataFiles(`${ROOT}data`), { now: NOW });
  assert.ok(result.ok, result.ok ? "" : result.issues.map(formatIssue).join("\n"));
  const rows = result.dataset.usedPrices;
  assert.ok(rows.length >= 8);
  for (const r of rows) {
    assert.ok(r.source !== "" && r.asOf.text !== "", `row ${r.row}`);
    assert.ok(r.usedPrice !== undefined && r.newPrice !== undefined, `row ${r.row}`);
    assert.ok(Math.abs(r.shareOfNew - r.usedPrice! / r.newPrice!) < 1e-12, `row ${r.row}`);
  }
  // the eBay index of Nov 2023: 704 USD for a 3090 launched at 1,499 USD in Sep 2020, 38 months on
  const nov = rows.find((r) => r.asOf.text === "2023-11")!;
  assert.equal(nov.gpuModel, "RTX 3090");
  assert.equal(nov.ageYears, 38 / 12);
  assert.equal(nov.shareOfNew, 704 / 1499);
});

Deno.test("a folder without used_prices.csv loads with no used-market rows", () => {
  const result = parseDataset(fixtureFiles(), { now: NOW });
  assert.ok(result.ok);
  assert.deepEqual(result.dataset.usedPrices, []);
});

Deno.test("used_prices.csv reads a share as a fraction, a percentage or a ratio", () => {
  const result = parse([
    "RTX 3090,3,47%,,,,eBay,2023-11,",
    "RTX 3090,4,0.5,,,,eBay,2024-11,",
    "RTX 3090,5,704/1499,704,1499,USD,eBay,2025-11,",
  ]);
  assert.ok(result.ok, result.ok ? "" : result.issues.map(formatIssue).join("\n"));
  const shares = result.dataset.usedPrices.map((r) => r.shareOfNew);
  [0.47, 0.5, 704 / 1499].forEach((x, i) => assert.ok(Math.abs(shares[i]! - x) < 1e-12, `${i}`));
});

Deno.test("used_prices.csv refuses a share that is not its prices' ratio, naming file, row and column", () => {
  // 704 / 1499 = 0.4696: 0.55 is 8 points off
  const result = parse(["RTX 3090,3,0.55,704,1499,USD,eBay,2023-11,"]);
  assert.deepEqual(places(result), [["used_prices.csv", 2, "share_of_new", "share-of-prices"]]);
  const line = result.ok ? "" : formatIssue(result.issues[0]!);
  assert.match(line, /used_prices\.csv/);
  assert.match(line, /row 2/);
  assert.match(line, /share_of_new/);
  assert.match(line, /0\.4696/);
});

Deno.test("used_prices.csv refuses bad cells, each at its file, row and column", () => {
  const result = parse([
    "RTX 3090,-1,0.5,,,,eBay,2023-11,",
    "RTX 3090,3,0,,,,eBay,2023-11,",
    "RTX 3090,3,abc,,,,eBay,2023-11,",
    ",3,0.5,,,,eBay,2023-11,",
    "RTX 3090,3,0.5,,,,,2023-11,",
    "RTX 3090,3,0.5,,,,eBay,last year,",
    "RTX 3090,3,0.5,750,1499,,eBay,2023-12,",
    "RTX 3090,3,0.5,750,1499,dollars,eBay,2024-01,",
  ]);
  const byRow = places(result).sort((a, b) => Number(a[1]) - Number(b[1]));
  assert.deepEqual(byRow, [
    ["used_prices.csv", 2, "age_years", "cell"],
    ["used_prices.csv", 3, "share_of_new", "cell"],
    ["used_prices.csv", 4, "share_of_new", "cell"],
    ["used_prices.csv", 5, "gpu_model", "cell"],
    ["used_prices.csv", 6, "source", "cell"],
    ["used_prices.csv", 7, "as_of", "date"],
    ["used_prices.csv", 8, "currency", "currency-code"],
    ["used_prices.csv", 9, "currency", "currency-code"],
  ]);
});
