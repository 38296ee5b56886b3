// calc's figures, from the functions the command runs (calculate(), calcJson()), in this process:
// the command's own behaviour (exit codes, permissions, text, errors) is in tests/e2e/cli_test.ts.
import assert from "node:assert/strict";
import { calcJson, calcText, calculate } from "../../lib/cli/calc.ts";
import { readDataFiles } from "../../lib/data/files.ts";
import { parseDataset } from "../../lib/data/load.ts";
import { hybridFleet, perGpuCosts } from "../../lib/model/hybrid.ts";
import { demandProfileOf, resolveScenario } from "../../lib/scenario.ts";
import { parametersHelp, type ParameterValues } from "../../lib/params.ts";
import { DEFAULT_SCENARIO_ID } from "../../lib/defaults.ts";
import { ROOT, setCell } from "../helpers.ts";

const SHIPPED = await readDataFiles(`${ROOT}data`);
const rowOf = (csv: string, id: string) => csv.split("\n").findIndex((l) => l.startsWith(id)) + 1;

/** The shipped data with `edit` applied to its scenarios and offerings, read as calc reads it. */
function dataset(
  edit: (f: { scenarios: string; offerings: string }) => { scenarios: string; offerings: string } =
    (f) => f,
) {
  const after = edit({
    scenarios: SHIPPED["scenarios.csv"]!,
    offerings: SHIPPED["cloud_offerings.csv"]!,
  });
  const r = parseDataset({
    ...SHIPPED,
    "scenarios.csv": after.scenarios,
    "cloud_offerings.csv": after.offerings,
  });
  assert.ok(r.ok, JSON.stringify(r.ok ? [] : r.issues));
  return r.dataset;
}

/** `calc --json` of `parameters` on `d`, as printed and read back. */
// deno-lint-ignore no-explicit-any
const json = (d = dataset(), parameters: ParameterValues): any =>
  JSON.parse(JSON.stringify(calcJson(calculate(d, parameters))));

/** calc --json of researcher-intermittent with its offering replaced by `offeringId`. */
const researcherAgainst = (offeringId: string) =>
  json(
    dataset((f) => ({
      ...f,
      scenarios: setCell(
        f.scenarios,
        rowOf(f.scenarios, "researcher-intermittent"),
        "offering_id",
        offeringId,
      ),
    })),
    { scenario: "researcher-intermittent" },
  );

Deno.test("calc: a monthly rental is billed by the month in the TCO, break-even and payback alike", () => {
  const j = researcherAgainst("autodl-4090-monthly");
  // 1,052 CNY a GPU-month for 36 months + 100 GB at 0.0066 CNY/GB-day for 3 × 365 days
  const rent = 1052 * 36 + 100 * 0.0066 * 365 * 3;
  assert.ok(
    Math.abs(j.tco.consistent.cloud.total - rent) < 1e-6,
    `${j.tco.consistent.cloud.total}`,
  );
  const table = j.monthly.find((m: { offeringId: string }) =>
    m.offeringId === "autodl-4090-monthly"
  );
  assert.ok(Math.abs(table.costPerMonth * 36 - rent) < 1e-6, "the table's month × 36 is the TCO");
  assert.equal(j.breakEven.consistent.kind, "always"); // owning (18,669) is cheaper at any hours
  assert.deepEqual(j.payback, { kind: "month", month: 22 });
});

Deno.test("calc: a spot offering keeps its interruption overhead in the break-even", () => {
  const j = researcherAgainst("gongji-4090-preempt");
  assert.equal(j.breakEven.consistent.kind, "hours");
  assert.equal(j.breakEven.consistent.ownCheaper, "above");
  // with 10 % extra hours the break-even is 19.91 h/day; billed without them it was 23.35
  assert.ok(Math.abs(j.breakEven.consistent.hoursPerDay - 19.91) < 0.005);
});

Deno.test("calc: a cheap cloud with 5,000 GB kept is dearer at any hours: owning always, payback month 6", () => {
  const d = dataset((f) => ({
    offerings: setCell(f.offerings, rowOf(f.offerings, "autodl-3090-doc"), "price", "0.5"),
    scenarios: setCell(f.scenarios, rowOf(f.scenarios, "seed-3090-autodl"), "storage_gb", "5000"),
  }));
  const j = json(d, { scenario: "seed-3090-autodl" });
  assert.ok(
    Math.abs(j.tco.consistent.cloud.total - (5000 * 0.0007 * 8760 * 3 + 0.5 * 4380)) < 1e-6,
  );
  assert.equal(j.breakEven.consistent.kind, "always");
  assert.deepEqual(j.payback, { kind: "month", month: 6 });
});

Deno.test("calc --json shows the present-value view beside the undiscounted one", () => {
  const j = json(dataset(), { scenario: "seed-3090-autodl" });
  assert.equal(j.discountRate, 0.05);
  assert.ok(Math.abs(j.tco.presentValue.own - 14_275) < 1, `${j.tco.presentValue.own}`);
  assert.ok(Math.abs(j.tco.presentValue.cloud - 14_232) < 1, `${j.tco.presentValue.cloud}`);
  assert.equal(j.breakEven.presentValue.kind, "hours");
  assert.ok(Math.abs(j.breakEven.presentValue.hoursPerDay - 4.02) < 0.01);
});

Deno.test("calc --json gives the hybrid fleet's cheapest size for a scenario with a demand profile", () => {
  const d = dataset();
  const j = json(d, { scenario: "team-4090-burst" });
  const s = resolveScenario(d, "team-4090-burst");
  const expected = hybridFleet(
    demandProfileOf(d, s.scenario)!.profile.levels,
    perGpuCosts(s.inputs),
  );
  assert.equal(j.hybrid.bestOwnedGpus, expected.best.owned);
  assert.ok(j.hybrid.best.total <= Math.min(j.hybrid.allOwned.total, j.hybrid.allRented.total));
  assert.equal(json(d, { scenario: "seed-3090-autodl" }).hybrid, null);
});

Deno.test("calcText() and calcJson() print the same scenario in the same currency", () => {
  const c = calculate(dataset(), { scenario: "team-8xh100-247", currency: "USD" });
  const j = calcJson(c);
  const own = Math.round(j.tco.consistent.own.total).toLocaleString("en-US");
  assert.match(calcText(c), new RegExp(`TCO over 3\\.0 years: own\\s+${own} USD\\n`));
});

Deno.test("calc without --scenario computes the default scenario --help states", () => {
  const d = dataset();
  const given = calculate(d, {});
  assert.equal(given.results.scenario, DEFAULT_SCENARIO_ID);
  assert.deepEqual(given.results, calculate(d, { scenario: DEFAULT_SCENARIO_ID }).results);
  assert.match(parametersHelp(), new RegExp(`scenario .*${DEFAULT_SCENARIO_ID}`));
});
