// One exchange rate for every price: a price in the report's currency is used as typed, whatever
// fx.csv says, and a price's own date no longer picks its rate.
import assert from "node:assert/strict";
import { csvFormat, csvParse } from "d3-dsv";
import fc from "fast-check";
import { calcJson, calculate } from "../../lib/cli/calc.ts";
import { readDataFiles } from "../../lib/data/files.ts";
import { type Dataset, parseDataset } from "../../lib/data/load.ts";
import {
  checkFullLoadClaim,
  checkSpotClaim,
  fullLoadSavings,
  spotRatios,
} from "../../lib/model/claims.ts";
import { formatNumber } from "../../lib/present/format.ts";
import { sayRates } from "../../lib/present/rates.ts";
import { formatIssue } from "../../lib/present/data_problems.ts";
import { sayError } from "../../lib/present/refusals.ts";
import { displayRate, FxDateError } from "../../lib/scenario/resolve.ts";
import { whatIfData, whatIfPage } from "../../lib/whatif/html.ts";
import { openWorkbook } from "../../lib/workbook.ts";
import { fullLoadCases, hourlyOfferings } from "../../lib/scenario.ts";
import { labelledFullLoadCases } from "../../lib/present/labels.ts";
import { checkParameter, ParameterError, parseAssignment } from "../../lib/params.ts";
import { MANY } from "../model/arbitrary.ts";
import { ROOT, runDeno } from "../helpers.ts";

const SHIPPED = await readDataFiles(`${ROOT}data`);
const NOW = new Date("2026-12-01T00:00:00Z");

/** `text` with every non-blank `currency` cell set to `code` (a file without the column is kept). */
function allIn(text: string, code: string): string {
  const rows = csvParse(text);
  if (!rows.columns.includes("currency")) return text;
  for (const r of rows) if ((r.currency ?? "").trim() !== "") r.currency = code;
  return csvFormat(rows, rows.columns);
}

/** The shipped folder with every price in USD and each rate of fx.csv × its own factor. */
function usdFolder(factors: readonly number[]): Dataset {
  const files: Record<string, string> = {};
  for (const [name, text] of Object.entries(SHIPPED)) {
    files[name] = name === "fx.csv" ? text : allIn(text, "USD");
  }
  const fx = csvParse(SHIPPED["fx.csv"]!);
  fx.forEach((r, i) =>
    r.cny_per_unit = String(Number(r.cny_per_unit) * factors[i % factors.length]!)
  );
  files["fx.csv"] = csvFormat(fx, fx.columns);
  const result = parseDataset(files, { now: NOW });
  assert.ok(result.ok, result.ok ? "" : JSON.stringify(result.issues.slice(0, 3)));
  return result.dataset;
}

/** Every number of `a` and `b`, the two `calc --json` objects, agrees within 1e-9 of its size. */
function sameFigures(a: unknown, b: unknown, path = "calc"): void {
  if (typeof a === "number" && typeof b === "number") {
    assert.ok(
      Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a)),
      `${path}: ${a} against ${b}`,
    );
  } else if (Array.isArray(a) && Array.isArray(b)) {
    assert.equal(a.length, b.length, path);
    a.forEach((x, i) => sameFigures(x, b[i], `${path}[${i}]`));
  } else if (a !== null && b !== null && typeof a === "object" && typeof b === "object") {
    for (const [k, v] of Object.entries(a)) {
      // the rate itself differs, and the model's reasons state CNY amounts
      if (k === "cnyPerUnit" || k === "reason") continue;
      sameFigures(v, (b as Record<string, unknown>)[k], `${path}.${k}`);
    }
  } else {
    assert.deepEqual(a, b, path);
  }
}

// the factors of fx.csv's five rows: each moves by its own amount, so no two rows keep their ratio
const factorsArb = fc.array(fc.double({ min: 0.05, max: 20, noNaN: true }), {
  minLength: 5,
  maxLength: 5,
});
const ONE = usdFolder([1]);
const MOVED = fc.sample(factorsArb, { numRuns: 3, seed: 27 }).map(usdFolder);

Deno.test("a folder whose money is all in USD gives the same USD figures to the cent whatever fx.csv says", () => {
  const scenarios = ONE.scenarios.map((s) => s.id);
  fc.assert(
    fc.property(
      fc.constantFrom(...scenarios),
      fc.integer({ min: 0, max: MOVED.length - 1 }),
      // hours a day: none, or from a minute a day (below that a cost per hour used is noise)
      fc.option(fc.oneof(fc.constant(0), fc.double({ min: 1 / 60, max: 24, noNaN: true })), {
        nil: undefined,
      }),
      fc.option(fc.double({ min: 0.01, max: 50, noNaN: true }), { nil: undefined }),
      fc.option(fc.double({ min: 0.01, max: 1, noNaN: true }), { nil: undefined }),
      (scenario, moved, hours, rentPrice, electricity) => {
        const parameters = {
          scenario,
          currency: "USD",
          ...(hours === undefined ? {} : { hours_per_day: hours }),
          ...(rentPrice === undefined ? {} : { cloud_price: rentPrice }),
          ...(electricity === undefined ? {} : { electricity_price: electricity }),
        };
        const before = JSON.parse(JSON.stringify(calcJson(calculate(ONE, parameters))));
        const after = JSON.parse(JSON.stringify(calcJson(calculate(MOVED[moved]!, parameters))));
        sameFigures(before, after);
      },
    ),
    { ...MANY, numRuns: Math.min(MANY.numRuns, 200) },
  );
});

Deno.test("the team's server costs the 230,000 USD hardware.csv types, in a USD report", () => {
  // data/hardware.csv: h100-8x-server, purchase_price 230000 USD, host_share 0
  const d = parseDataset(SHIPPED, { now: NOW });
  assert.ok(d.ok);
  const j = calcJson(calculate(d.dataset, { scenario: "team-8xh100-247", currency: "USD" }));
  assert.equal(j.tco.consistent.own.capital, 230_000);
  assert.equal(j.cnyPerUnit, 6.7758); // fx.csv: USD 6.7758 as of 2026-06, the latest before the day
  // sites.csv us-colo: 0.0806 USD/kWh, PUE 1.56; hardware.csv server-8xh100: 7.65 kW at the wall,
  // 24 h a day: 7.65 × 1.56 × 0.0806 × 24 × 365 × 3 = 25,278.22 USD
  const electricity = 7.65 * 1.56 * 0.0806 * 24 * 365 * 3;
  assert.ok(Math.abs(j.tco.consistent.own.electricity - electricity) < 1e-6);
  // maintenance 23,000 USD a year × 3; 2024's rate would have made it 6.2 % more (7.1957 / 6.7758)
  assert.ok(Math.abs(j.tco.consistent.own.maintenance - 69_000) < 1e-6);
});

Deno.test("a price's own date no longer picks its rate: a USD price as of 2024 converts at the rate of the day", () => {
  const moved = csvParse(SHIPPED["cloud_offerings.csv"]!);
  const row = moved.find((r) => r.id === "aws-p5-od")!;
  row.as_of = "2024";
  const files = { ...SHIPPED, "cloud_offerings.csv": csvFormat(moved, moved.columns) };
  const a = parseDataset(SHIPPED, { now: NOW }), b = parseDataset(files, { now: NOW });
  assert.ok(a.ok && b.ok);
  const price = (d: Dataset) => d.offerings.find((o) => o.id === "aws-p5-od")!.cnyPerGpuHour;
  // 55.04 USD an instance-hour of 8 GPUs at the day's rate, 6.7758 (2026-06), not 2024's 7.1957
  assert.ok(Math.abs(price(b.dataset) - 55.04 * 6.7758 / 8) < 1e-9);
  assert.equal(price(b.dataset), price(a.dataset));
});

Deno.test("fxDate picks the rate every price converts at: the latest on or before it, else the earliest covering it", () => {
  const on = (fxDate: string) => {
    const r = parseDataset(SHIPPED, { now: NOW, fxDate });
    assert.ok(r.ok);
    return r.dataset.offerings.find((o) => o.id === "aws-p5-od")!.cnyPerGpuHour * 8 / 55.04;
  };
  const rates: [string, number][] = [
    ["2026-12-01", 6.7758], // fx.csv: 2026-06 (ends 2026-06-30)
    ["2026-06-30", 6.7758],
    ["2026-06-29", 6.9692], // 2026-01
    ["2025-12-31", 7.1875], // 2025
    ["2024-12-31", 7.1957], // 2024
    ["2024-01-01", 7.1957], // 2024's first day: the annual average of 2024 covers it
  ];
  for (const [day, rate] of rates) {
    assert.ok(Math.abs(on(day) - rate) < 1e-12, `${day}: ${on(day)}`);
  }
  const d = parseDataset(SHIPPED, { now: NOW, fxDate: "2025-12-31" });
  assert.ok(d.ok);
  assert.equal(d.dataset.fxDate, "2025-12-31");
  // calc reports in USD at that same rate: the USD price is as typed
  const j = calcJson(calculate(d.dataset, { scenario: "team-8xh100-247", currency: "USD" }));
  assert.equal(j.cnyPerUnit, 7.1875);
  assert.equal(j.fxDate, "2025-12-31");
  assert.equal(j.tco.consistent.own.capital, 230_000);
});

Deno.test("an fx_date before a currency's first rate is refused, naming fx_date, the currency and its first day", () => {
  // fx.csv's first USD rate is as of 2024 (2024-01-01); the shipped offerings price AWS in USD
  const r = parseDataset(SHIPPED, { now: NOW, fxDate: "2020-01-01" });
  assert.ok(!r.ok, "a 2020 day must not convert at 2024's rate");
  const lines = r.issues.map(formatIssue);
  assert.deepEqual(lines, [
    'fx.csv row 2, column as_of: found "2024", expected a rate of USD on or before fx_date 2020-01-01: the first is as of 2024, from 2024-01-01; give fx_date=2024-01-01 or later, or add an older USD rate to fx.csv',
  ]);
  // the first day of the first rate's period is on it
  assert.ok(parseDataset(SHIPPED, { now: NOW, fxDate: "2024-01-01" }).ok);
});

Deno.test("calc -p fx_date=2020-01-01 --currency USD exits 1 with the refusal and prints no figure", async () => {
  const run = await runDeno([
    "run",
    "--allow-read",
    "lib/cli/calc.ts",
    "-p",
    "fx_date=2020-01-01",
    "--currency",
    "USD",
  ]);
  assert.equal(run.code, 1, run.stdout);
  assert.equal(run.stdout, "");
  assert.match(run.stderr, /fx_date 2020-01-01: the first is as of 2024, from 2024-01-01/);
  assert.doesNotMatch(run.stderr, /7\.1957/);
});

Deno.test("a report currency whose first rate is after fx_date is refused, in both languages", () => {
  // fx.csv's one EUR rate is as of 2025; no shipped price is in EUR, so only --currency EUR needs it
  const r = parseDataset(SHIPPED, { now: NOW, fxDate: "2024-06-01" });
  assert.ok(r.ok);
  let caught: unknown;
  try {
    displayRate(r.dataset, "EUR");
  } catch (error) {
    caught = error;
  }
  assert.ok(caught instanceof FxDateError, String(caught));
  assert.equal(
    sayError(caught, "en"),
    "Cannot convert at fx_date 2024-06-01: the first rate of EUR in fx.csv is as of 2025, from 2025-01-01; give fx_date=2025-01-01 or later, or add an older EUR rate to fx.csv",
  );
  // calc refuses the case with it: nothing is computed
  assert.throws(
    () => calculate(r.dataset, { scenario: "seed-3090-autodl", currency: "EUR", lang: "zh" }),
    /^InputError: 无法按 fx_date 2024-06-01 换算：fx.csv 中 EUR 的第一个汇率是 2025，自 2025-01-01 起/,
  );
  assert.match(sayError(caught, "zh")!, /^无法按 fx_date 2024-06-01 换算/);
});

Deno.test("-p fx_date takes a real day written YYYY-MM-DD, and says so otherwise", () => {
  assert.deepEqual(parseAssignment("fx_date=2025-06-30"), ["fx_date", "2025-06-30"]);
  for (const bad of ["2026-02-30", "2026-6-30", "30/06/2026", "2026", "today"]) {
    assert.throws(
      () => checkParameter("fx_date", bad),
      (e: Error) =>
        e instanceof ParameterError &&
        e.message.startsWith(`Parameter fx_date: found "${bad}", expected a day as YYYY-MM-DD`),
      bad,
    );
  }
});

Deno.test("docs/findings.md's findings on the US team, spot and the 8-GPU claim state what the one rate gives", async () => {
  const readme = (await Deno.readTextFile(`${ROOT}docs/findings.md`)).replace(/\s+/g, " ");
  const shipped = parseDataset(SHIPPED);
  assert.ok(shipped.ok);
  const d = shipped.dataset;
  const j = calcJson(calculate(d, { scenario: "team-8xh100-247", currency: "USD" }));
  const own = j.tco.consistent.own, rent = j.tco.consistent.rent;
  assert.ok(j.breakEven.consistent.kind === "hours");
  const spot = checkSpotClaim(spotRatios(hourlyOfferings(d)));
  const full = checkFullLoadClaim(fullLoadSavings(labelledFullLoadCases(fullLoadCases(d).cases)));
  assert.ok(spot.claim === "D2" && spot.finding.kind === "ratios");
  assert.ok(full.claim === "D1" && full.finding.kind === "savings");
  const pct = (x: number) => (x * 100).toFixed(0);
  for (
    const text of [
      `costs the ${formatNumber(own.capital)} USD of \`hardware.csv\``,
      `costs ${formatNumber(own.total)} USD over 3 years against ${formatNumber(rent.total)} USD`,
      `owning pays above **${formatNumber(j.breakEven.consistent.breakEvenHoursPerDay, 2)} h/day**`,
      `refuted by the data (${pct(spot.finding.lo)}–${pct(spot.finding.hi)} %)`,
      `the data gives ${pct(full.finding.lo)}–${pct(full.finding.hi)} %`,
    ]
  ) assert.ok(readme.includes(text), `docs/findings.md should say: ${text}`);
});

Deno.test("every report's inputs box states the one rate and its day, in both languages", async () => {
  const en = await openWorkbook(
    { scenario: "team-8xh100-247", fx_date: "2025-12-31" },
    { folder: `${ROOT}data`, now: NOW },
  );
  // fx.csv on or before 2025-12-31: EUR 8.1260 (2025), USD 7.1875 (2025)
  assert.match(
    en.header.html,
    /<li>Exchange rates: every price converted once, at the latest rate in fx\.csv on or before 2025-12-31: 1 EUR = 8\.1260 CNY \(as of 2025\), 1 USD = 7\.1875 CNY \(as of 2025\)<\/li>/,
  );
  assert.equal(en.money.cnyPerUnit, 7.1875);
  // the money the box promises: the server as typed, 230,000 USD, at that rate too
  assert.ok(Math.abs(en.results.consistent.tco.own.capital / en.money.cnyPerUnit - 230_000) < 1e-9);
  const zh = await openWorkbook({ scenario: "seed-3090-autodl", lang: "zh" }, {
    folder: `${ROOT}data`,
    now: NOW,
  });
  assert.match(
    zh.header.html,
    /<li>汇率：每个价格只换算一次，按 fx\.csv 中 2026-12-01 当日或之前的最新汇率：1 EUR = 8\.1260 CNY（2025），1 USD = 6\.7758 CNY（2026-06）<\/li>/,
  );
  assert.equal(sayRates({ fx: [], fxDate: "2026-12-01" }, "en"), undefined);
});

Deno.test("the what-if page states the rate its money was converted at", () => {
  const d = parseDataset(SHIPPED, { now: NOW });
  assert.ok(d.ok);
  const parameters = { scenario: "team-8xh100-247", currency: "USD" };
  const page = whatIfPage(whatIfData(d.dataset, parameters, "team-8xh100-247"), "", {
    rates: sayRates(d.dataset, "en"),
  });
  assert.match(page, /<p>Exchange rates: [^<]*1 USD = 6\.7758 CNY \(as of 2026-06\)<\/p>/);
});
