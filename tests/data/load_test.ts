import assert from "node:assert/strict";
import fc from "fast-check";
import { expectedText, formatIssue } from "../../lib/present/data_problems.ts";
import { formatWarning } from "../../lib/present/warnings.ts";
import { DEFAULT_RESALE_HAIRCUT, type LoadResult, parseDataset } from "../../lib/data/load.ts";
import { loadDataset } from "../../lib/data/folder.ts";
import { readDataFiles } from "../../lib/data/files.ts";
import { FIXTURE, fixtureFiles, near, ROOT, setCell } from "../helpers.ts";
import { MANY } from "../model/arbitrary.ts";

const NOW = new Date("2026-12-01T00:00:00Z");

function issuesOf(result: LoadResult) {
  assert.equal(result.ok, false, "the data must be rejected");
  return result.ok ? [] : result.issues;
}

function withCell(file: string, row: number, column: string, value: string) {
  const files = fixtureFiles();
  files[file] = setCell(files[file]!, row, column, value);
  return parseDataset(files, { now: NOW });
}

Deno.test("parseDataset() loads the valid fixture into base units", () => {
  const result = parseDataset(fixtureFiles(), { now: NOW });
  assert.ok(result.ok, result.ok ? "" : result.issues.map(formatIssue).join("\n"));
  const d = result.dataset;
  const hw = d.hardware.find((h) => h.id === "rtx3090-doc")!;
  assert.equal(hw.wallPowerKw, 0.65); // "650 W" in the file
  assert.equal(hw.boardPowerKw, 0.35); // "350 W"
  assert.equal(hw.residualFraction, 0.3); // "30%"
  near(hw.maintenanceCnyPerYear, 500 / 3, 1e-9, "500/3");
  const autodl = d.offerings.find((o) => o.id === "autodl-3090-doc")!;
  assert.equal(autodl.cnyPerGpuHour, 3.5);
  near(autodl.storageCnyPerGbHour!, 0.0007, 1e-12, "storage");
  // aws-p5-od: 55.04 USD per instance-hour of 8 GPUs at the one rate of the day (2026-12-01): 6.7758 (2026-06)
  const p5 = d.offerings.find((o) => o.id === "aws-p5-od")!;
  near(p5.cnyPerGpuHour, 55.04 * 6.7758 / 8, 1e-9, "p5 per GPU-hour");
  // a monthly rental: 1,052 CNY a GPU-month is 1052 / 730 per hour
  const monthly = d.offerings.find((o) => o.id === "autodl-4090-monthly")!;
  assert.equal(monthly.billing, "committed");
  // optional columns the fixture leaves out: the defaults
  assert.equal(hw.resaleHaircut, DEFAULT_RESALE_HAIRCUT);
  assert.equal(hw.siteId, undefined);
  assert.equal(d.scenarios[0]!.rentSpeed, undefined);
  near(monthly.cnyPerGpuHour, 1052 / 730, 1e-9, "monthly per hour");
});

Deno.test("parseDataset() accepts what spreadsheets write: BOM, CRLF, quotes, spaces, Chinese", () => {
  const files = fixtureFiles();
  files["sites.csv"] = "\uFEFF" + files["sites.csv"]!.replaceAll("\n", "\r\n");
  files["finance.csv"] = files["finance.csv"]!.replace("doc-5pct,", " doc-5pct ,").replace(
    ",5%,5%,",
    ',"  5% ",5%,',
  );
  files["hardware.csv"] = setCell(
    files["hardware.csv"]!,
    2,
    "name",
    '本地 RTX 3090 工作站, "主机"',
  );
  const result = parseDataset(files, { now: NOW });
  assert.ok(result.ok, result.ok ? "" : result.issues.map(formatIssue).join("\n"));
  assert.equal(result.dataset.sites[0]!.electricityCnyPerKwh, 1);
  assert.equal(result.dataset.finance[0]!.costOfCapital, 0.05);
  assert.equal(result.dataset.hardware[0]!.name, '本地 RTX 3090 工作站, "主机"');
});

const cases: [string, string, number, string, string, RegExp][] = [
  ["a non-number", "cloud_offerings.csv", 2, "price", "abc", /a price above 0/],
  ["a negative price", "cloud_offerings.csv", 2, "price", "-3.5", /a price above 0/],
  ["a zero price", "hardware.csv", 2, "purchase_price", "0", /a price above 0/],
  ["a blank price (missing, never 0)", "sites.csv", 2, "electricity_price", "", /blank/],
  ["a utilisation above 1", "scenarios.csv", 2, "utilization", "150%", /from 0 to 1/],
  ["an unknown currency", "cloud_offerings.csv", 3, "currency", "XYZ", /currency listed in fx.csv/],
  ["an unknown unit", "cloud_offerings.csv", 2, "unit", "per-year", /one of gpu-hour/],
  [
    "a power that is not a power",
    "hardware.csv",
    2,
    "wall_power",
    "650 kg",
    /a power such as 650 W/,
  ],
  [
    "a missing hardware row",
    "scenarios.csv",
    2,
    "hardware_id",
    "rtx9090",
    /an id listed in hardware.csv/,
  ],
  ["a date that does not parse", "sites.csv", 2, "as_of", "2023-02-30", /a date as YYYY/],
  [
    "a spreadsheet error value",
    "hardware.csv",
    2,
    "residual_fraction",
    "#N/A",
    /a fraction from 0 to 1/,
  ],
  ["1e309", "cloud_offerings.csv", 2, "price", "1e309", /a price above 0/],
  [
    "an unknown model input in ranges.csv",
    "ranges.csv",
    2,
    "parameter",
    "electricityPrice",
    /a model input name: one of .*electricityCnyPerKwh/,
  ],
];
for (const [what, file, row, column, value, expected] of cases) {
  Deno.test(`parseDataset() rejects ${what}, naming file, row and column`, () => {
    const issues = issuesOf(withCell(file, row, column, value));
    const found = issues.find((i) => i.file === file && i.row === row && i.column === column);
    assert.ok(
      found,
      `no issue at ${file} row ${row} column ${column}: ${issues.map(formatIssue).join("; ")}`,
    );
    assert.match(expectedText(found), expected);
    assert.equal(found.value, value.trim());
  });
}

Deno.test("parseDataset() checks the optional hardware columns when a file has them", () => {
  const files = fixtureFiles();
  const [head, ...rows] = files["hardware.csv"]!.trimEnd().split("\n");
  files["hardware.csv"] = [
    `${head},resale_haircut,site_id`,
    ...rows.map((r, i) => i === 0 ? `${r},120%,nowhere` : `${r},,`),
  ].join("\n") + "\n";
  const issues = issuesOf(parseDataset(files, { now: NOW }));
  const at = (column: string) =>
    issues.find((i) => i.file === "hardware.csv" && i.column === column);
  assert.match(expectedText(at("resale_haircut")!), /a fraction from 0 to 0.95/);
  assert.equal(at("resale_haircut")?.row, 2);
  // the bad haircut stops the row, so give the site its own test
  files["hardware.csv"] = files["hardware.csv"]!.replace(",120%,nowhere", ",30%,nowhere");
  const siteIssue = issuesOf(parseDataset(files, { now: NOW })).find((i) => i.column === "site_id");
  assert.deepEqual(siteIssue && [siteIssue.file, siteIssue.row, siteIssue.value], [
    "hardware.csv",
    2,
    "nowhere",
  ]);
  assert.match(expectedText(siteIssue!), /an id listed in sites.csv/);
});

Deno.test("parseDataset() warns when a scenario compares two GPU models without a cloud_speed", () => {
  const files = fixtureFiles();
  files["scenarios.csv"] = setCell(files["scenarios.csv"]!, 2, "offering_id", "aws-p5-od");
  const result = parseDataset(files, { now: NOW });
  const w = result.warnings.find((w) => w.column === "cloud_speed");
  assert.ok(w, "a warning");
  assert.equal(w.row, 2);
  assert.match(formatWarning(w), /RTX 3090 GPUs and the offering H100 80GB/);
});

Deno.test("parseDataset() rejects a duplicate id and points at the first row", () => {
  const files = fixtureFiles();
  const lines = files["sites.csv"]!.trimEnd().split("\n");
  files["sites.csv"] = [...lines, lines[1]].join("\n") + "\n";
  const issues = issuesOf(parseDataset(files, { now: NOW }));
  const dup = issues.find((i) => i.file === "sites.csv" && i.column === "id")!;
  assert.equal(dup.row, lines.length + 1);
  assert.match(expectedText(dup), /row 2 has it already/);
});

Deno.test("parseDataset() collects every problem, not just the first", () => {
  const files = fixtureFiles();
  files["sites.csv"] = setCell(files["sites.csv"]!, 2, "pue", "0.5");
  files["hardware.csv"] = setCell(files["hardware.csv"]!, 3, "gpu_count", "eight");
  files["fx.csv"] = setCell(files["fx.csv"]!, 2, "cny_per_unit", "");
  const issues = issuesOf(parseDataset(files, { now: NOW }));
  assert.deepEqual(
    new Set(issues.map((i) => i.file)),
    new Set(["sites.csv", "hardware.csv", "fx.csv"]),
  );
});

Deno.test("parseDataset() rejects a missing column and a row with too many cells", () => {
  const files = fixtureFiles();
  files["finance.csv"] = files["finance.csv"]!.replace("discount_rate", "discount");
  files["sites.csv"] = files["sites.csv"]!.trimEnd() + ",extra,cells\n";
  const issues = issuesOf(parseDataset(files, { now: NOW }));
  assert.ok(
    issues.some((i) => i.file === "finance.csv" && i.row === 1 && i.column === "discount_rate"),
  );
  assert.ok(issues.some((i) => i.file === "sites.csv" && /at most/.test(expectedText(i))));
});

Deno.test("parseDataset() warns about prices older than the configured age", () => {
  const result = parseDataset(fixtureFiles(), { now: NOW, maxAgeDays: 365 });
  assert.ok(result.ok);
  const stale = result.warnings.filter((w) => w.column === "as_of");
  // autodl-3090-doc is as of 2023-01: older than a year on 2026-12-01
  assert.ok(stale.some((w) => w.file === "cloud_offerings.csv" && w.row === 2));
  // aws-p5-od is as of 2026-11-09: fresh
  const p5Row =
    fixtureFiles()["cloud_offerings.csv"]!.split("\n").findIndex((l) =>
      l.startsWith("aws-p5-od,")
    ) + 1;
  assert.ok(!stale.some((w) => w.file === "cloud_offerings.csv" && w.row === p5Row));
  const lenient = parseDataset(fixtureFiles(), { now: NOW, maxAgeDays: 10_000 });
  assert.equal(lenient.warnings.filter((w) => w.column === "as_of").length, 0);
});

Deno.test("loadDataset() reads a folder and reports a missing file", async () => {
  const ok = await loadDataset(FIXTURE, { now: NOW });
  assert.ok(ok.ok);
  const empty = await Deno.makeTempDir();
  const missing = issuesOf(await loadDataset(empty, { now: NOW }));
  assert.ok(missing.some((i) => i.file === "hardware.csv" && i.row === 0));
});

Deno.test("property: well-formed site rows load to the numbers they hold", () => {
  fc.assert(
    fc.property(
      fc.double({ min: 0.001, max: 1e4, noNaN: true }),
      fc.double({ min: 1, max: 5, noNaN: true }),
      fc.constantFrom("plain", "thousands"),
      (price, pue, style) => {
        const files = fixtureFiles();
        const priceText = style === "thousands" && price >= 1000
          ? price.toLocaleString("en-US", { maximumFractionDigits: 6 })
          : String(price);
        files["sites.csv"] = setCell(
          setCell(files["sites.csv"]!, 2, "electricity_price", priceText),
          2,
          "pue",
          String(pue),
        );
        const r = parseDataset(files, { now: NOW });
        if (!r.ok) return false;
        const site = r.dataset.sites[0]!;
        return Math.abs(site.electricityCnyPerKwh - Number(priceText.replaceAll(",", ""))) < 1e-9 &&
          site.pue === pue;
      },
    ),
    MANY,
  );
});

Deno.test("property: corrupted number cells are reported with a row and a column, never read as numbers", () => {
  const targets: [string, number, string][] = [
    ["cloud_offerings.csv", 2, "price"],
    ["hardware.csv", 2, "purchase_price"],
    ["hardware.csv", 3, "wall_power"],
    ["sites.csv", 2, "pue"],
    ["scenarios.csv", 2, "hours_per_day"],
    ["fx.csv", 3, "cny_per_unit"],
  ];
  const junk = fc.oneof(
    fc.constantFrom(
      "NaN",
      "Infinity",
      "-Infinity",
      "1e309",
      "#N/A",
      "#REF!",
      "N/A",
      "--",
      "1,5",
      "1..2",
      "x",
      "-1",
      "0x10",
    ),
    fc.string({ minLength: 1, maxLength: 6 }).filter((s) =>
      /[a-zA-Z#!?]/.test(s) && !/^\s*\d/.test(s) && !/[",\n\r]/.test(s)
    ),
  );
  fc.assert(
    fc.property(fc.constantFrom(...targets), junk, ([file, row, column], value) => {
      const files = fixtureFiles();
      files[file] = setCell(files[file]!, row, column, value);
      const r = parseDataset(files, { now: NOW });
      if (r.ok) return false;
      return r.issues.some((i) => i.file === file && i.row === row && i.column === column);
    }),
    MANY,
  );
});

Deno.test("property: powers written in W or kW load to the same kW", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 50_000 }),
      fc.constantFrom("W", "kW", " W", "w"),
      (watts, unit) => {
        const files = fixtureFiles();
        const text = unit.trim().toLowerCase() === "w"
          ? `${watts}${unit}`
          : `${watts / 1000} ${unit.trim()}`;
        files["hardware.csv"] = setCell(files["hardware.csv"]!, 2, "wall_power", text);
        const r = parseDataset(files, { now: NOW });
        if (!r.ok) return false;
        return Math.abs(r.dataset.hardware[0]!.wallPowerKw - watts / 1000) < 1e-9;
      },
    ),
    MANY,
  );
});

Deno.test("parseDataset() checks demand profiles: shares summing to 1, each level once, named profiles", () => {
  const files = fixtureFiles();
  files["demand.csv"] = files["demand.csv"]!.replace("small-team,4,20%", "small-team,4,25%");
  const sum = issuesOf(parseDataset(files, { now: NOW })).find((i) => i.file === "demand.csv");
  assert.ok(sum, "an issue for shares that sum to 105 %");
  assert.equal(sum.row, 2);
  assert.equal(sum.column, "share");
  assert.match(
    expectedText(sum),
    /the shares of profile small-team to sum to 1 \(100 %\); they sum to 105\.00 %/,
  );

  const named = fixtureFiles();
  const [head, ...rows] = named["scenarios.csv"]!.trimEnd().split("\n");
  named["scenarios.csv"] =
    [`${head},demand_profile`, ...rows.map((r, i) => `${r},${i === 0 ? "big-team" : ""}`)]
      .join("\n") + "\n";
  const ref = issuesOf(parseDataset(named, { now: NOW })).find((i) =>
    i.column === "demand_profile"
  );
  assert.deepEqual(ref && [ref.file, ref.row, ref.value], ["scenarios.csv", 2, "big-team"]);
});

Deno.test("hashDataFiles() changes with any file read, an extra offering file too", async () => {
  const { hashDataFiles } = await import("../../lib/data/files.ts");
  const files = fixtureFiles();
  const extra = { ...files, "cloud_offerings.skypilot.csv": files["cloud_offerings.csv"]! };
  assert.notEqual(await hashDataFiles(files), await hashDataFiles(extra));
});

Deno.test("a scenario names its buyer as it names its machine and site: an unknown id is refused at its cell, a blank one is no buyer", async () => {
  const files = await readDataFiles(`${ROOT}data`);
  const row = 2; // the first scenario of the shipped file
  const bad = setCell(
    setCell(files["scenarios.csv"]!, row, "hardware_id", "nope"),
    row,
    "buyer_id",
    "nobody",
  );
  const issues = issuesOf(parseDataset({ ...files, "scenarios.csv": bad }, { now: NOW }));
  assert.deepEqual(
    issues.filter((i) => i.file === "scenarios.csv" && i.row === row).map((i) => [
      i.column,
      i.value,
      i.problem,
    ]),
    [
      ["hardware_id", "nope", { kind: "unknown-id", file: "hardware.csv" }],
      ["buyer_id", "nobody", { kind: "unknown-id", file: "buyers.csv" }],
    ],
  );
  const blank = setCell(files["scenarios.csv"]!, row, "buyer_id", "");
  const loaded = parseDataset({ ...files, "scenarios.csv": blank }, { now: NOW });
  assert.ok(loaded.ok, loaded.ok ? "" : loaded.issues.map(formatIssue).join("\n"));
  assert.equal(loaded.dataset.scenarios[0]!.buyerId, undefined);
});
