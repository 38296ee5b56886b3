// calc's figures, from the functions the command runs (calculate(), calcJson()), in this process:
// the command's own behaviour (exit codes, permissions, text, errors) is in tests/e2e/cli_test.ts.
import assert from "node:assert/strict";
import { calcJson, calcText, calculate } from "../../lib/cli/calc.ts";
import { readDataFiles } from "../../lib/data/files.ts";
import { parseDataset } from "../../lib/data/load.ts";
import { hybridFleet, perGpuCosts, savedShare } from "../../lib/model/hybrid.ts";
import { withTerms } from "../../lib/model/monthly.ts";
import { CNY, formatMoney, formatPercent } from "../../lib/present/format.ts";
import { demandProfileOf, resolveScenario } from "../../lib/scenario.ts";
import { parametersHelp, type ParameterValues } from "../../lib/params.ts";
import { DEFAULT_SCENARIO_ID } from "../../lib/defaults.ts";
import { indexPage } from "../../lib/report/index_page.ts";
import { near, ROOT, setCell } from "../helpers.ts";

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
  assert.ok(Math.abs(j.breakEven.consistent.breakEvenHoursPerDay - 19.91) < 0.005);
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
  assert.ok(Math.abs(j.breakEven.presentValue.breakEvenHoursPerDay - 4.02) < 0.01);
});

Deno.test("calc --json gives the hybrid fleet's cheapest size for a scenario with a demand profile", () => {
  const d = dataset();
  const j = json(d, { scenario: "team-4090-burst" });
  const s = resolveScenario(d, "team-4090-burst");
  const expected = hybridFleet(
    demandProfileOf(s).profile.levels,
    perGpuCosts(s.inputs),
  );
  assert.equal(j.hybrid.bestOwnedGpus, expected.best.owned);
  assert.ok(j.hybrid.best.total <= Math.min(j.hybrid.allOwned.total, j.hybrid.allRented.total));
  const unnamed = {
    ...d,
    scenarios: d.scenarios.map((x) => ({ ...x, demandProfile: undefined })),
  };
  assert.equal(json(unnamed, { scenario: "seed-3090-autodl" }).hybrid, null);
});

Deno.test("renting everything in calc's hybrid fleet and on the index costs tco().cloud.total to the cent, storage and set-up included", () => {
  const d = dataset();
  const j = json(d, { scenario: "researcher-intermittent" });
  // researcher-4h-3d is the scenario's schedule: one 4090 wanted 12 of 168 hours, 1,877.14 h in
  // 3 years at AutoDL's 2.19 CNY/h = 4,110.94 CNY of compute, plus 100 GB of storage (722.70)
  // and 2 set-up hours a month (157.68): 4,991.32 CNY, the TCO of renting on the index
  near(j.hybrid.allRented.total, j.tco.consistent.cloud.total, 0.005, "rent all = TCO rent");
  near(j.hybrid.allRented.total, 4_991.32, 0.005, "4,991.32 CNY");
  near(j.hybrid.allRented.total - j.tco.consistent.cloud.compute, 880.38, 0.005, "storage, set-up");
  // the index states the fleet's cheapest total, renting everything here, as the TCO of renting
  const text = indexPage([], d, { scenario: "researcher-intermittent", lang: "en" })
    .replace(/<[^>]+>/g, "");
  assert.equal(j.hybrid.bestOwnedGpus, 0);
  assert.equal(formatMoney(j.tco.consistent.cloud.total, CNY), "4,991 CNY");
  assert.match(text, /owning 18,669 CNY, renting 4,991 CNY/);
  assert.match(text, /own 0 GPUs and rent the rest \(On demand: AutoDL\): 4,991 CNY/);
});

Deno.test("calc --json buys the 8-GPU server's hybrid fleet in whole machines: 0, 8, 16, 24 GPUs for a peak of 24", () => {
  const j = json(dataset(), { scenario: "team-8xh100-247" });
  // h100-team-8-24 wants at most 24 GPUs: three HGX servers of 8
  assert.equal(j.hybrid.machineGpus, 8);
  assert.deepEqual(j.hybrid.costs.map((f: { owned: number }) => f.owned), [0, 8, 16, 24]);
  assert.deepEqual(j.hybrid.costs.map((f: { machines: number }) => f.machines), [0, 1, 2, 3]);
  assert.equal(j.hybrid.bestOwnedGpus % 8, 0);
});

Deno.test("README's finding on the H100 team's whole servers states the numbers the fleet gives", async () => {
  const readme = (await Deno.readTextFile(`${ROOT}README.md`)).replace(/\s+/g, " ");
  const d = dataset();
  const s = resolveScenario(d, "team-8xh100-247");
  const h = hybridFleet(s.demand!.levels, perGpuCosts(withTerms(s.inputs, s.overflow!.terms)));
  const usd = { ...CNY, currency: "USD", cnyPerUnit: s.cnyPerDisplayUnit };
  const b = h.breakEvenUtilization.kind === "share" ? h.breakEvenUtilization.utilization : NaN;
  // GPUs 9–12 each wanted in u_9 of the hours, above b; the second machine's mean below it
  assert.ok(h.reach[8]! > b && h.machineReach[1]! < b);
  for (
    const text of [
      `owning ${h.best.machines === 1 ? "one" : h.best.machines} 8-GPU server`,
      `${formatMoney(h.best.total, usd)} over 3 years, ${
        formatPercent(savedShare(h), 0)
      } less than owning three`,
      `wanted ${formatPercent(h.reach[8]!, 0)} of the hours`,
      `(break-even ${formatPercent(b, 1)})`,
      `eight GPUs average ${formatPercent(h.machineReach[1]!, 1)}`,
      // the rented side's fixed costs, 2,000 GB on AWS: paid by the fleets that rent anything
      `the ${formatMoney(h.rentFixed, usd)} of keeping 2,000 GB on AWS`,
    ]
  ) assert.ok(readme.includes(text), `README.md should say: ${text}`);
  assert.equal(h.allOwned.machines, 3);
});

Deno.test("demandProfileOf() of a scenario naming no profile is its own schedule, not another scenario's", () => {
  const d = dataset();
  const s = resolveScenario(d, "seed-3090-autodl");
  const actual = demandProfileOf({ ...s, demand: undefined });
  assert.equal(actual.named, false);
  // 8 h a day at 50 %: its one GPU wanted 4 of 24 hours, none the other 20
  assert.deepEqual(actual.profile.levels.map((l) => l.gpus), [0, 1]);
  near(actual.profile.levels[1]!.share, 4 / 24, 1e-12, "one GPU 4 of 24 hours");
  near(actual.profile.levels[0]!.share, 20 / 24, 1e-12, "none the rest");
  const server = resolveScenario(d, "team-8xh100-247");
  const whole = demandProfileOf({ ...server, demand: undefined }).profile.levels;
  assert.deepEqual(whole, [{ gpus: 8, share: 1 }]); // 24 h a day, 7 days, 100 %: all 8, always
});

Deno.test("calcText() and calcJson() print the same scenario in the same currency", () => {
  const c = calculate(dataset(), { scenario: "team-8xh100-247", currency: "USD" });
  const j = calcJson(c);
  const own = Math.round(j.tco.consistent.own.total).toLocaleString("en-US");
  assert.match(calcText(c), new RegExp(`TCO over 3\\.0 years: own\\s+${own} USD\\n`));
});

Deno.test("calc --json marks each monthly option whose offering has no storage price", () => {
  // team-8xh100-247 keeps 2,000 GB; the neocloud index rows give no storage price
  const out = json(undefined, { scenario: "team-8xh100-247" });
  const offerings = dataset().offerings;
  for (const m of out.monthly) {
    if (m.offeringId === null) {
      assert.equal(m.storagePriced, null, "owning");
      continue;
    }
    const o = offerings.find((x) => x.id === m.offeringId)!;
    assert.equal(m.storagePriced, o.storageCnyPerGbHour !== undefined, m.offeringId);
  }
  assert.ok(out.monthly.some((m: { storagePriced: boolean | null }) => m.storagePriced === false));
  assert.ok(out.monthly.some((m: { storagePriced: boolean | null }) => m.storagePriced === true));
});

Deno.test("calc: cloud_price and cloud_price_change move the scenario's own offering alone", () => {
  const base = json(undefined, { scenario: "team-8xh100-247" });
  for (const parameters of [{ cloud_price: 1 }, { cloud_price_change: -0.5 }]) {
    const moved = json(undefined, { scenario: "team-8xh100-247", ...parameters });
    base.monthly.forEach((m: { offeringId: string | null; costPerMonth: number }, i: number) => {
      const after = moved.monthly[i].costPerMonth;
      if (m.offeringId === "aws-p5-od") {
        assert.ok(after < m.costPerMonth, `${JSON.stringify(parameters)}: the own offering moves`);
      } else {
        assert.equal(after, m.costPerMonth, `${JSON.stringify(parameters)}: ${m.offeringId} stays`);
      }
    });
  }
});

Deno.test("calc without --scenario computes the default scenario --help states", () => {
  const d = dataset();
  const given = calculate(d, {});
  assert.equal(given.results.scenario, DEFAULT_SCENARIO_ID);
  assert.deepEqual(given.results, calculate(d, { scenario: DEFAULT_SCENARIO_ID }).results);
  assert.match(parametersHelp(), new RegExp(`scenario .*${DEFAULT_SCENARIO_ID}`));
});
