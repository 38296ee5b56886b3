// calc's figures, from the functions the command runs (calculate(), calcJson()), in this process:
// the command's own behaviour (exit codes, permissions, text, errors) is in tests/e2e/cli_test.ts.
import assert from "node:assert/strict";
import { calcJson, calcText, calculate } from "../../lib/cli/calc.ts";
import { readDataFiles } from "../../lib/data/files.ts";
import { parseDataset } from "../../lib/data/load.ts";
import { REASON_MONEY } from "../../lib/model/breakeven.ts";
import { SPOT_REASON_MONEY } from "../../lib/model/spot.ts";
import { CNY, formatMoney, formatPercent } from "../../lib/present/format.ts";
import { demandProfileOf, resolveScenario } from "../../lib/scenario.ts";
import { hybridChoice } from "../../lib/scenario/results.ts";
import { parametersHelp, type ParameterValues } from "../../lib/params.ts";
import { DEFAULT_SCENARIO_ID } from "../../lib/defaults.ts";
import { indexPage } from "../../lib/report/index_page.ts";
import { englishWords } from "../../lib/report/lint.ts";
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
    Math.abs(j.tco.consistent.rent.total - rent) < 1e-6,
    `${j.tco.consistent.rent.total}`,
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
    Math.abs(j.tco.consistent.rent.total - (5000 * 0.0007 * 8760 * 3 + 0.5 * 4380)) < 1e-6,
  );
  assert.equal(j.breakEven.consistent.kind, "always");
  assert.deepEqual(j.payback, { kind: "month", month: 6 });
});

Deno.test("calc --json shows the present-value view beside the undiscounted one", () => {
  const j = json(dataset(), { scenario: "seed-3090-autodl" });
  assert.equal(j.discountRate, 0.05);
  assert.ok(Math.abs(j.tco.presentValue.own - 14_275) < 1, `${j.tco.presentValue.own}`);
  assert.ok(Math.abs(j.tco.presentValue.rent - 14_232) < 1, `${j.tco.presentValue.rent}`);
  assert.equal(j.breakEven.presentValue.kind, "hours");
  assert.ok(Math.abs(j.breakEven.presentValue.breakEvenHoursPerDay - 4.02) < 0.01);
});

Deno.test("calc --json gives the hybrid fleet's cheapest size for a scenario with a demand profile", () => {
  const d = dataset();
  const j = json(d, { scenario: "team-4090-burst" });
  const s = resolveScenario(d, "team-4090-burst");
  const chosen = hybridChoice(s)!;
  assert.equal(j.hybrid.overflowOfferingId, chosen.offering.id);
  assert.equal(j.hybrid.bestOwnedGpus, chosen.fleet.best.owned);
  assert.ok(j.hybrid.best.total <= Math.min(j.hybrid.allOwned.total, j.hybrid.allRented.total));
  const unnamed = {
    ...d,
    scenarios: d.scenarios.map((x) => ({ ...x, demandProfile: undefined })),
  };
  // without a named profile the fleet is sized on the scenario's own schedule, as notebook 07
  // sizes it: renting everything is the case's cheapest way to rent its hours (Gongji's
  // preemptible 4090, billed by the hour), owning the one 3090 its TCO of owning: one answer
  const seed = json(unnamed, {});
  const bySchedule = seed.hybrid;
  assert.ok(bySchedule?.kind === "fleet");
  assert.equal(bySchedule.profile, "seed-3090-autodl");
  assert.equal(bySchedule.overflowOfferingId, seed.answer.rent.offeringId);
  near(bySchedule.allRented.total, seed.answer.rent.total, 1e-6, "rent all = the cheapest way");
  near(bySchedule.allOwned.total, seed.tco.consistent.own.total, 1e-6, "own all = the TCO");
});

Deno.test("renting everything in calc's hybrid fleet and on the index costs the cheapest way's TCO of renting to the cent, storage and set-up included", () => {
  const d = dataset();
  const j = json(d, { scenario: "researcher-intermittent" });
  // researcher-4h-3d is the scenario's schedule: one 4090 wanted 12 of 168 hours, 1,877.14 h in
  // 3 years on Gongji's preemptible 4090 at 1.19 CNY/h and the 10 % spot overhead = 2,457.18 CNY
  // of compute, and 2 set-up hours a month at 1.19 (85.68); Gongji prices no storage, so the
  // 100 GB kept there are not billed: 2,542.86 CNY, the cheapest way's TCO of renting
  assert.equal(j.hybrid.overflowOfferingId, "gongji-4090-preempt");
  near(j.hybrid.allRented.total, j.cheapest.way.total, 0.005, "rent all = the cheapest way");
  const hours = 4 * 3 / 7 * 365 * 3;
  near(j.hybrid.allRented.total, hours * 1.19 * 1.1 + 2 * 36 * 1.19, 0.005, "2,542.86 CNY");
  // the index states the fleet's cheapest total, renting everything here, as the cheapest way
  const text = indexPage([], d, { scenario: "researcher-intermittent", lang: "en" })
    .replace(/<[^>]+>/g, "");
  assert.equal(j.hybrid.bestOwnedGpus, 0);
  assert.match(text, /own 0 GPUs and rent the rest \(Spot: Gongji \(共绩算力\)\): 2,543 CNY/);
});

Deno.test("calc --json buys the 8-GPU server's hybrid fleet in whole machines: 0, 8, 16, 24 GPUs for a peak of 24", () => {
  const j = json(dataset(), { scenario: "team-8xh100-247" });
  // h100-team-8-24 wants at most 24 GPUs: three HGX servers of 8
  assert.equal(j.hybrid.machineGpus, 8);
  assert.deepEqual(j.hybrid.costs.map((f: { owned: number }) => f.owned), [0, 8, 16, 24]);
  assert.deepEqual(j.hybrid.costs.map((f: { machines: number }) => f.machines), [0, 1, 2, 3]);
  assert.equal(j.hybrid.bestOwnedGpus % 8, 0);
});

Deno.test("docs/findings.md's finding on the H100 team's whole servers states the numbers the fleet gives", async () => {
  const readme = (await Deno.readTextFile(`${ROOT}docs/findings.md`)).replace(/\s+/g, " ");
  const d = dataset();
  const s = resolveScenario(d, "team-8xh100-247");
  const chosen = hybridChoice(s)!;
  const h = chosen.fleet;
  // the bursts rented as whole spot p5 instances of 8 H100s
  assert.equal(chosen.offering.id, "aws-p5-spot");
  assert.equal(chosen.perGpu.rentUnitGpus, 8);
  const usd = { ...CNY, currency: "USD", cnyPerUnit: s.cnyPerDisplayUnit };
  const b = h.breakEvenUtilization.kind === "share" ? h.breakEvenUtilization.utilization : NaN;
  // GPUs 9–12 each wanted in u_9 of the hours, below b: against spot they do not pay
  assert.ok(h.reach[8]! < b);
  for (
    const text of [
      `owning ${h.best.machines === 1 ? "one" : h.best.machines} 8-GPU server`,
      `${formatMoney(h.best.total, usd)} over 3 years, ${
        formatPercent(1 - h.best.total / h.allRented.total, 0)
      } less than renting everything`,
      // the rented side's fixed costs, 2,000 GB on AWS: paid by the fleets that rent anything
      `the ${formatMoney(h.rentFixed, usd)} of keeping 2,000 GB on AWS`,
      `${formatPercent(1 - h.best.total / h.allOwned.total, 0)} less than owning three`,
      `more than ${formatPercent(b, 1)} of the hours`,
      `GPUs 9–12 are wanted ${formatPercent(h.reach[8]!, 0)} of them`,
    ]
  ) assert.ok(readme.includes(text), `docs/findings.md should say: ${text}`);
  assert.equal(h.allOwned.machines, 3);
});

Deno.test("docs/findings.md's finding on the 4090 team states the numbers the fleet gives", async () => {
  const readme = (await Deno.readTextFile(`${ROOT}docs/findings.md`)).replace(/\s+/g, " ");
  const s = resolveScenario(dataset(), "team-4090-burst");
  const chosen = hybridChoice(s)!;
  const h = chosen.fleet;
  const c = chosen.perGpu;
  // rented: 1.19 CNY × the 10 % spot overhead = 1.309 CNY a useful hour; owned: 0.81 kW × 1.49 PUE
  // × 0.7556 CNY/kWh = 0.912 CNY an hour worked
  assert.equal(chosen.offering.id, "gongji-4090-preempt");
  near(c.rentPerHour, 1.19 * 1.1, 1e-9, "rented an hour");
  near(c.ownPerHour, 0.81 * 1.49 * 0.7556, 1e-9, "owned an hour");
  const b = h.breakEvenUtilization.kind === "share" ? h.breakEvenUtilization.utilization : NaN;
  assert.ok(b > 1, "no bought 4090 pays, even wanted every hour");
  assert.equal(h.best.owned, 0);
  for (
    const text of [
      `${formatMoney(h.best.total, CNY)} over 3 years against ${
        formatMoney(h.allOwned.total, CNY)
      } owning 16`,
      `saves only ${(c.rentPerHour - c.ownPerHour).toFixed(2)} CNY an hour against ${
        c.rentPerHour.toFixed(2)
      } CNY rented (its power at a PUE of 1.49 costs ${c.ownPerHour.toFixed(2)})`,
      `(break-even ${formatPercent(b, 0)} of the hours)`,
    ]
  ) assert.ok(readme.includes(text), `docs/findings.md should say: ${text}`);
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

Deno.test("calc: cloud_price moves the scenario's own offering alone; cloud_price_change the market, price_change one offering", () => {
  const base = json(undefined, { scenario: "team-8xh100-247" });
  const lines = (parameters: ParameterValues) => {
    const moved = json(undefined, { scenario: "team-8xh100-247", ...parameters });
    return base.monthly.map((
      m: { offeringId: string | null; costPerMonth: number },
      i: number,
    ) => ({
      id: m.offeringId,
      before: m.costPerMonth,
      after: moved.monthly[i].costPerMonth as number,
    }));
  };
  for (const l of lines({ cloud_price: 1 })) {
    if (l.id === "aws-p5-od") assert.ok(l.after < l.before, "the own offering moves");
    else assert.equal(l.after, l.before, `${l.id} stays`);
  }
  // a falling market: every rented line falls, owning stays
  for (const l of lines({ cloud_price_change: -0.5 })) {
    if (l.id === null) assert.equal(l.after, l.before, "owning stays");
    else assert.ok(l.after < l.before, `${l.id} falls with the market`);
  }
  // one offering's change over the market's
  for (const l of lines({ price_change: "aws-p5-spot:-50%" })) {
    if (l.id === "aws-p5-spot") assert.ok(l.after < l.before, "aws-p5-spot falls");
    else assert.equal(l.after, l.before, `${l.id} stays`);
  }
});

Deno.test("calc without --scenario computes the default scenario --help states", () => {
  const d = dataset();
  const given = calculate(d, {});
  assert.equal(given.results.scenario, DEFAULT_SCENARIO_ID);
  assert.deepEqual(given.results, calculate(d, { scenario: DEFAULT_SCENARIO_ID }).results);
  assert.match(parametersHelp(), new RegExp(`scenario .*${DEFAULT_SCENARIO_ID}`));
});

/** Every `reason` text of calc's JSON `j` with where it is: `breakEven.consistent.reason`, … */
// deno-lint-ignore no-explicit-any
function reasonsOf(j: any, path = ""): [string, string][] {
  if (j === null || typeof j !== "object") return [];
  return Object.entries(j).flatMap(([k, v]) =>
    k === "reason" && typeof v === "string" ? [[`${path}${k}`, v] as [string, string]] : reasonsOf(
      v,
      `${path}${k}.`,
    )
  );
}

/**
 * USD runs whose reasons, together, are of every kind calc can meet on the shipped data: the
 * brief's two, and the document's 3090 made cheap or dear to rent (0.05 USD/h = 0.34 CNY/h, below
 * its 0.65 CNY/h of power; 0.12 USD/h, 0.81 CNY/h, saves too little; with 5,000 or 50,000 GB kept
 * renting is dearer at any hours), and the H100 server's on demand at 1 USD/h, below its spot.
 */
const USD_RUNS: ParameterValues[] = [
  { scenario: "team-8xh100-247", currency: "USD" },
  { scenario: "seed-3090-autodl", currency: "USD" },
  { scenario: "seed-3090-autodl", currency: "USD", cloud_price: 0.05 },
  { scenario: "seed-3090-autodl", currency: "USD", cloud_price: 0.12 },
  { scenario: "seed-3090-autodl", currency: "USD", cloud_price: 0.074, storage_gb: 5000 },
  { scenario: "seed-3090-autodl", currency: "USD", cloud_price: 1, storage_gb: 50_000 },
  { scenario: "team-8xh100-247", currency: "USD", cloud_price: 1 },
];

Deno.test("calc --json in USD words every reason in USD, never in CNY", () => {
  const d = dataset();
  const kinds = new Set<string>();
  for (const parameters of USD_RUNS) {
    const j = json(d, parameters);
    const reasons = reasonsOf(j);
    assert.ok(reasons.length > 0, JSON.stringify(parameters));
    for (const [where, text] of reasons) {
      assert.doesNotMatch(text, /CNY/, `${JSON.stringify(parameters)} ${where}: ${text}`);
    }
    for (const b of [...Object.values(j.breakEven), j.cheapest.breakEven]) {
      kinds.add((b as { why: { kind: string } }).why.kind);
    }
    if (j.payback.kind === "notWithinHorizon") kinds.add(j.payback.why.kind);
    if (j.spot?.stopsPaying?.why) kinds.add(j.spot.stopsPaying.why.kind);
  }
  // every kind but those calc's scenarios cannot reach as shipped (a commitment cheap enough to
  // own below some hours, a horizon of 0, a cloud price of 0, spot without checkpoints)
  assert.deepEqual([...kinds].sort(), [
    "cheaper-at-24h",
    "cheaper-at-zero",
    "fixed-tco",
    "fixed-tco-over-24h",
    "not-within-horizon",
    "over-24h",
    "rent-hour-cheaper",
    "saving-pays-fixed",
    "spot-not-cheaper",
  ]);
});

/** A typed reason as calc --json prints it: its kind and its figures. */
type WhyJson = { kind: string } & Record<string, string | number>;

Deno.test("calc --json gives each typed reason's money in the run's currency, its hours unchanged", () => {
  const d = dataset();
  for (const parameters of USD_RUNS) {
    const usd = json(d, parameters);
    const rate = usd.cnyPerUnit; // 6.7758 CNY per USD (data/fx.csv)
    // the same case in CNY: a price given in USD is that many × 6.7758 CNY
    const price = parameters.cloud_price;
    const cny = json(d, {
      ...parameters,
      currency: "CNY",
      ...(typeof price === "number" ? { cloud_price: price * rate } : {}),
    });
    const pairs: (readonly [string, WhyJson, WhyJson])[] = [
      ...["documentMethod", "consistent", "presentValue"].map((v) =>
        [v, usd.breakEven[v].why, cny.breakEven[v].why] as const
      ),
      ["cheapest", usd.cheapest.breakEven.why, cny.cheapest.breakEven.why] as const,
    ];
    const spot = [usd.spot?.stopsPaying?.why, cny.spot?.stopsPaying?.why] as const;
    if (spot[0] !== undefined) pairs.push(["spot", spot[0], spot[1]]);
    for (const [view, u, c] of pairs) {
      const what = `${JSON.stringify(parameters)} ${view}`;
      assert.equal(u.kind, c.kind, what);
      const money: readonly string[] = view === "spot"
        ? SPOT_REASON_MONEY[c.kind as keyof typeof SPOT_REASON_MONEY]
        : REASON_MONEY[c.kind as keyof typeof REASON_MONEY];
      for (const field of Object.keys(c).filter((k) => k !== "kind")) {
        const x = Number(u[field]), expected = Number(c[field]);
        const inCny = money.includes(field) ? x * rate : x;
        near(inCny, expected, 1e-9 * Math.max(1, Math.abs(expected)), `${what}.${field}`);
      }
    }
  }
  // 0.12 USD/h on the document's 3090: 0.12 − 0.65 / 6.7758 = 0.024 USD saved an hour
  const j = json(d, USD_RUNS[3]);
  assert.equal(j.breakEven.consistent.why.kind, "over-24h");
  near(j.breakEven.consistent.why.rentMinusOwnPerHour, 0.12 - 0.65 / j.cnyPerUnit, 1e-9, "saving");
  assert.match(j.breakEven.consistent.reason, /each hour saves only 0\.02 USD\/h/);
});

Deno.test("calc --json --lang zh words the reasons in Chinese, its money in USD", () => {
  const d = dataset();
  for (const parameters of USD_RUNS) {
    for (const [where, text] of reasonsOf(json(d, { ...parameters, lang: "zh" }))) {
      assert.match(text, /\p{Script=Han}/u, `${where}: ${text}`);
      assert.deepEqual(englishWords(text), [], `${where}: ${text}`);
      assert.doesNotMatch(text, /CNY/, `${where}: ${text}`);
    }
  }
});

Deno.test("calcText() says why owning is never cheaper, in the run's currency", () => {
  const text = calcText(calculate(dataset(), USD_RUNS[2]!));
  const line = text.split("\n").find((l) => /^Break-even\s/.test(l))!;
  // 0.05 USD/h rented against 0.65 CNY/h / 6.7758 = 0.10 USD/h owned
  assert.match(
    line,
    /owning never cheaper, even at 24 h\/day \(Each hour rented costs 0\.05 USD\/h, no more than the 0\.10 USD\/h an owned hour costs/,
  );
  // the rate, and the scenario's own description (data text: "AutoDL's 3090 at 3.5 CNY/h"), aside
  const amounts = text.split("\n").filter((l) => !/^(Money|Scenario)\s/.test(l));
  assert.doesNotMatch(amounts.join("\n"), /\d CNY/, "an amount printed in CNY");
});
