/** Ranges per case: which rows of ranges.csv hold for a scenario, and what the others assume. */
import assert from "node:assert/strict";
import fc from "fast-check";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import { type DataIssue } from "../../lib/data/errors.ts";
import { expectedText, formatIssue } from "../../lib/present/data_problems.ts";
import { parseDataset } from "../../lib/data/load.ts";
import { resolveScenario } from "../../lib/scenario.ts";
import { defaultRanges } from "../../lib/model/sensitivity.ts";
import { fixtureFiles, near, ROOT } from "../helpers.ts";
import { MANY } from "../model/arbitrary.ts";

const NOW = new Date("2026-12-01T00:00:00Z");
const { dataset: shipped } = await loadDatasetOrThrow(`${ROOT}data`, { now: NOW });

/** The fixture with `rows` (CSV lines after the header) as its ranges.csv, scope columns included. */
function withRanges(rows: readonly string[]) {
  const files = fixtureFiles();
  files["ranges.csv"] = [
    "parameter,low,high,kind,notes,source,as_of,scope,scope_id,currency",
    ...rows,
  ].join("\n") + "\n";
  return parseDataset(files, { now: NOW });
}

function issuesOf(rows: readonly string[]): DataIssue[] {
  const result = withRanges(rows);
  assert.ok(!result.ok, "expected the ranges to be refused");
  return result.issues;
}

Deno.test("the US scenario's ranges cite no Chinese source", () => {
  const r = resolveScenario(shipped, "team-8xh100-247");
  assert.ok(r.rangeSources.length >= 4, "the US server has ranges of its own");
  for (const range of r.rangeSources) {
    const text = `${range.source} ${range.notes}`;
    assert.doesNotMatch(text, /[\u4e00-\u9fff]/, `row ${range.row}: no Chinese text`);
    // the three source documents, AutoDL and Chinese tariffs
    assert.doesNotMatch(text, /00[012]_[0-9a-f]{16}|autodl|shenzhen|shanghai/i, `row ${range.row}`);
    const scope = range.scope;
    assert.ok(scope.kind !== "all", `row ${range.row}: scoped`);
    if (scope.kind === "region") assert.equal(scope.id, "US", `row ${range.row}: the US`);
  }
  const names = r.rangeSources.map((x) => x.parameter).sort();
  assert.deepEqual(names, [
    "electricityCnyPerKwh",
    "pue",
    "purchaseCny",
    "rentCnyPerGpuHour",
    "rentPriceChangePerYear",
    "residualFraction",
  ]);
});

Deno.test("a US range in USD is converted to CNY at the one rate of the report's date", () => {
  const r = resolveScenario(shipped, "team-8xh100-247");
  const electricity = r.ranges.find((x) => x.name === "electricityCnyPerKwh")!;
  // 0.066 and 0.1864 USD/kWh (EIA 2023 by state) at the one USD rate, 6.7758 CNY (fx.csv 2026-06,
  // the latest on or before today), not at their own date's
  near(electricity.low, 0.066 * 6.7758, 1e-12, "Texas");
  near(electricity.high, 0.1864 * 6.7758, 1e-12, "California");
  const cloud = r.ranges.find((x) => x.name === "rentCnyPerGpuHour")!;
  // 3.99 and 12.29 USD per GPU-hour as of 2026-11-09, at 6.7758 CNY (fx.csv 2026-06)
  near(cloud.low, 3.99 * 6.7758, 1e-9, "Lambda 8x H100");
  near(cloud.high, 12.29 * 6.7758, 1e-9, "AWS p5 before the cut");
  // the machine's own price is the listing the range starts from: the same date, the same rate
  near(r.ranges.find((x) => x.name === "purchaseCny")!.low, r.inputs.purchaseCny, 1e-6);
});

Deno.test("the document's case keeps its four ranges, each row as before", () => {
  const r = resolveScenario(shipped, "seed-3090-autodl");
  const by = (name: string) => r.ranges.find((x) => x.name === name)!;
  assert.deepEqual([by("electricityCnyPerKwh").low, by("electricityCnyPerKwh").high], [0.31, 1.11]);
  assert.deepEqual([by("residualFraction").low, by("residualFraction").high], [0.2, 0.45]);
  near(by("rentCnyPerGpuHour").low, 3.5 * 0.34, 1e-12, "factor 0.34 of 3.5 CNY/h");
  near(by("rentCnyPerGpuHour").high, 3.5 * 1.2, 1e-12, "factor 1.2 of 3.5 CNY/h");
  assert.deepEqual([by("pue").low, by("pue").high], [1, 1.58]);
  assert.equal(r.rangeSources.length, 4);
});

Deno.test("a scenario without rows of its own varies every input by ±20 % of its value", () => {
  const result = withRanges([
    "pue,1,2,value,,somewhere,2025,region,EU,",
    "electricityCnyPerKwh,0.1,2,value,,somewhere,2025,site,us-colo,",
  ]);
  assert.ok(result.ok);
  const r = resolveScenario(result.dataset, "seed-3090-autodl");
  assert.deepEqual(r.rangeSources, []);
  // ±20 % of each value, clamped to where the input means something (PUE at least 1)
  assert.deepEqual(r.ranges, defaultRanges(r.inputs, [], { names: r.ranges.map((x) => x.name) }));
  const purchase = r.ranges.find((x) => x.name === "purchaseCny")!;
  assert.deepEqual([purchase.low, purchase.high], [9_000 * 0.8, 9_000 * 1.2]);
});

const SCOPES = [
  ["scenario", "seed-3090-autodl"],
  ["offering", "autodl-3090-doc"],
  ["hardware", "rtx3090-doc"],
  ["site", "home-doc"],
  ["region", "CN"],
  ["", ""],
] as const;
const OTHERS = [
  ["scenario", "team-8xh100"],
  ["offering", "aws-p5-od"],
  ["hardware", "server-8xh100"],
  ["site", "us-colo"],
  ["region", "US"],
  ["region", "CNX"],
] as const;

Deno.test("the most specific row that holds wins; rows of other scenarios never do", () => {
  fc.assert(
    fc.property(
      fc.subarray([...SCOPES.keys()]),
      fc.subarray([...OTHERS.keys()]),
      fc.double({ min: 0.05, max: 0.5, noNaN: true }),
      (mine, theirs, width) => {
        // row k of SCOPES gives low 1 + k; every other row gives 90 (never the answer)
        const rows = [
          ...mine.map((k) =>
            `pue,${1 + k},${1 + k + width},value,,s,2025,${SCOPES[k]![0]},${SCOPES[k]![1]},`
          ),
          ...theirs.map((k) => `pue,90,91,value,,s,2025,${OTHERS[k]![0]},${OTHERS[k]![1]},`),
        ];
        const result = withRanges(rows);
        assert.ok(result.ok, result.ok ? "" : result.issues.map(formatIssue).join("; "));
        const r = resolveScenario(result.dataset, "seed-3090-autodl");
        const pue = r.rangeSources.filter((x) => x.parameter === "pue");
        if (mine.length === 0) {
          assert.deepEqual(pue, []);
          return;
        }
        assert.equal(pue.length, 1);
        assert.equal(pue[0]!.low, 1 + Math.min(...mine), "the first of SCOPES given wins");
      },
    ),
    MANY,
  );
});

Deno.test("a longer region name that holds wins over a shorter one", () => {
  const result = withRanges([
    "pue,1,1.2,value,,a,2025,region,CN,",
    "pue,1.1,1.3,value,,b,2025,region,CN-Home,",
  ]);
  assert.ok(result.ok);
  // home-doc's region is CN: CN-Home does not hold for it
  assert.equal(resolveScenario(result.dataset, "seed-3090-autodl").rangeSources[0]!.source, "a");
});

Deno.test("ranges.csv: a bad scope, an unknown id, a repeated scope or a stray currency is named", () => {
  const cases: [string[], string, RegExp][] = [
    [["pue,1,2,value,,s,2025,country,CN,"], "scope", /one of scenario, offering/],
    [["pue,1,2,value,,s,2025,hardware,rtx9090,"], "scope_id", /an id listed in hardware.csv/],
    [["pue,1,2,value,,s,2025,offering,nope,"], "scope_id", /an id listed in cloud_offerings/],
    [["pue,1,2,value,,s,2025,,home-doc,"], "scope_id", /a blank cell: the row has no scope/],
    [["pue,1,2,value,,s,2025,site,,"], "scope_id", /the site the range holds for/],
    [["pue,1,2,value,,s,2025,,,USD"], "currency", /pue is not an amount of money/],
    [["purchaseCny,0.9,1.1,factor,,s,2025,,,USD"], "currency", /a factor has no currency/],
    [["purchaseCny,1,2,value,,s,2025,,,XYZ"], "currency", /CNY|fx.csv/],
    [
      ["pue,1,2,value,,s,2025,region,CN,", "pue,1,3,value,,t,2025,region,cn,"],
      "parameter",
      /row 2 gives pue for the same scope/,
    ],
  ];
  for (const [rows, column, expected] of cases) {
    const found = issuesOf(rows).find((i) => i.file === "ranges.csv" && i.column === column);
    assert.ok(found, `${rows.join(" | ")}: an issue in column ${column}`);
    assert.ok(found.row >= 2);
    assert.match(expectedText(found), expected);
  }
});

Deno.test("ranges.csv: a price's yearly change may rise or fall, inside the input's own bounds; a factor is not negative", () => {
  // −29.5 % to +39 % a year is a range of rentPriceChangePerYear (−90 % to +100 %)
  const rising = withRanges(["rentPriceChangePerYear,-29.5%,39%,value,,s,2025,,,"]);
  assert.ok(rising.ok, "a rising price's range is valid");
  assert.deepEqual(
    rising.ok && rising.dataset.ranges.map((r) => [r.low, r.high]),
    [[-0.295, 0.39]],
  );
  const cases: [string, string, RegExp][] = [
    ["rentPriceChangePerYear,-95%,39%,value,,s,2025,,,", "low", /from -0\.9 to 1/],
    ["rentPriceChangePerYear,-0.2,1.5,value,,s,2025,,,", "high", /from -0\.9 to 1/],
    ["pue,-1,2,value,,s,2025,,,", "low", /a value of pue from 1 to Infinity/],
    [
      "purchaseCny,-0.1,1.1,factor,,s,2025,,,",
      "low",
      /a factor of the scenario's value, 0 or more/,
    ],
  ];
  for (const [row, column, expected] of cases) {
    const found = issuesOf([row]).find((i) => i.file === "ranges.csv" && i.column === column);
    assert.ok(found, `${row}: an issue in column ${column}`);
    assert.match(expectedText(found), expected, row);
  }
});

Deno.test("one row per input without scope columns still holds for every scenario", () => {
  const files = fixtureFiles(); // the fixture's ranges.csv has no scope columns
  const result = parseDataset(files, { now: NOW });
  assert.ok(result.ok);
  for (const s of result.dataset.scenarios) {
    assert.equal(resolveScenario(result.dataset, s.id).rangeSources.length, 4, s.id);
  }
});
