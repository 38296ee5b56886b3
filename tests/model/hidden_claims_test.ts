import assert from "node:assert/strict";
import type { RentTerms } from "../../lib/model/monthly.ts";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import {
  checkMarkupClaim,
  checkPeakUtilizationClaim,
  checkResaleClaim,
  peakSizedUtilization,
  rentMarkups,
  resaleShares,
} from "../../lib/model/claims.ts";
import { priceTrendFactor, tco } from "../../lib/model/cost.ts";
import { hiddenCostEffects, whatIfFrom } from "../../lib/model/hidden_costs.ts";
import { NOT_COUNTED, SEED_3090 } from "../../lib/model/inputs.ts";
import {
  allScenarios,
  applyOverrides,
  displayRate,
  fullLoadCases,
  scenarioResults,
} from "../../lib/scenario.ts";
import { monteCarlo } from "../../lib/model/montecarlo.ts";
import { formatMoney, formatNumber } from "../../lib/present/format.ts";
import { hiddenCostLabel } from "../../lib/present/hidden_costs.ts";
import { labelledFullLoadCases } from "../../lib/present/labels.ts";
import { near, ROOT } from "../helpers.ts";

const SHIPPED = (await loadDatasetOrThrow(`${ROOT}data`)).dataset;

Deno.test("resaleShares() reads 5 years off each machine's residual curve", () => {
  const [doc, street] = resaleShares([
    // the document's 3090: 30 % at 3 years, no haircut: 0.3^(5/3) = 0.1341 at 5
    {
      name: "3090",
      purchaseCny: 9000,
      residualFraction: 0.3,
      residualYears: 3,
      resaleHaircut: 0,
      source: "000",
    },
    // 50 % at 3 years after a 30 % haircut: 0.7 × (0.5 / 0.7)^(5/3) = 0.3994
    {
      name: "4090",
      purchaseCny: 13_000,
      residualFraction: 0.5,
      residualYears: 3,
      resaleHaircut: 0.3,
      source: "street",
    },
  ]);
  near(doc!.share, 0.3 ** (5 / 3), 1e-12, "3090");
  near(street!.share, 0.7 * (0.5 / 0.7) ** (5 / 3), 1e-12, "4090");
  assert.equal(checkResaleClaim([doc!, street!]).verdict, "partly");
  assert.equal(checkResaleClaim([street!]).verdict, "confirmed");
  assert.equal(checkResaleClaim([doc!]).verdict, "refuted");
});

Deno.test("checkResaleClaim() leaves out machines whose residual value is the essay's own", () => {
  const shares = resaleShares(SHIPPED.hardware.map((h) => ({ ...h })));
  const echoed = shares.filter((s) => s.fromTheEssay);
  assert.ok(echoed.length > 0, "the shipped servers cite 001 for their 35 %");
  const v = checkResaleClaim(shares);
  assert.ok(v.claim === "D3" && v.finding.kind === "shares");
  assert.equal(v.finding.echoed, echoed.length);
  assert.equal(v.finding.count, shares.length - echoed.length);
  assert.equal(checkResaleClaim(echoed).verdict, "partly");
});

Deno.test("peakSizedUtilization() is mean ÷ peak: team-1-16 wants 4.2 GPUs of 16, 26 %", () => {
  const profile = SHIPPED.demand.find((p) => p.id === "team-1-16")!;
  // 1 × 0.30 + 2 × 0.25 + 4 × 0.20 + 8 × 0.15 + 12 × 0.06 + 16 × 0.04 = 4.16 GPUs
  near(peakSizedUtilization(profile.levels), 4.16 / 16, 1e-12, "team-1-16");
  const v = checkPeakUtilizationClaim([
    { label: "team-1-16", utilization: 0.26, assumed: true },
  ]);
  assert.equal(v.verdict, "refuted");
  assert.equal(v.assumed, "profile"); // the shipped profile is an assumption: a verdict on it only
  assert.deepEqual(v.finding, {
    kind: "profiles",
    profiles: [{ label: "team-1-16", utilization: 0.26, assumed: true }],
    below: 0,
  });
  const measured = checkPeakUtilizationClaim([
    { label: "spiky", utilization: 0.1, assumed: false },
  ]);
  assert.equal(measured.verdict, "confirmed");
  assert.equal(measured.assumed, undefined);
  // one assumed profile among measured ones is enough to qualify the verdict
  assert.equal(
    checkPeakUtilizationClaim([
      { label: "spiky", utilization: 0.1, assumed: false },
      { label: "team-1-16", utilization: 0.26, assumed: true },
    ]).assumed,
    "profile",
  );
});

Deno.test("rentMarkups() is the cloud's price over owning's cost per GPU-hour at 7×24, less 1", () => {
  const [m] = rentMarkups([{ label: "seed", inputs: SEED_3090 }], 3);
  const t = tco({ ...SEED_3090, usedHoursPerDay: 24, horizonYears: 3 });
  // 24 × 365 × 3 = 26,280 GPU-hours: rent 3.5 each; own its total ÷ 26,280
  near(m!.rentPerGpuHour, 3.5, 1e-12, "cloud");
  near(m!.ownPerGpuHour, t.own.total / 26_280, 1e-12, "own");
  near(m!.markup, 3.5 / (t.own.total / 26_280) - 1, 1e-12, "markup");
  assert.equal(checkMarkupClaim([m!]).verdict, m!.markup > 0 ? "confirmed" : "refuted");
  const shipped = rentMarkups(labelledFullLoadCases(fullLoadCases(SHIPPED).cases));
  assert.ok(shipped.length > 0);
  assert.equal(checkMarkupClaim(shipped).verdict, "confirmed");
});

Deno.test("hiddenCostEffects() ranks each cost by how far it moves own − rent, then all together", () => {
  const effects = hiddenCostEffects(SEED_3090, {
    // people: 4 h and 2 h a month at 100 CNY/h over 36 months: own +14,400, rent +7,200
    people: { ownPeopleHoursPerMonth: 4, rentPeopleHoursPerMonth: 2, peopleCnyPerHour: 100 },
    // the rent (15,330 CNY) falls to F(−0.25, 36) of itself: own − rent rises by 15,330 (1 − F)
    price_trend: { rentPriceChangePerYear: -0.25 },
  });
  const [first, second] = effects.effects;
  const trend = 15_330 * (1 - priceTrendFactor(-0.25, 36)); // 4,937.3
  assert.equal(first!.cost, "people");
  near(first!.changeCny, 7_200, 1e-9, "people");
  assert.equal(second!.cost, "price_trend");
  near(second!.changeCny, trend, 1e-9, "trend");
  near(effects.all!.changeCny, 7_200 + trend, 1e-9, "all: the two add up");
  assert.equal(hiddenCostEffects(SEED_3090, {}).all, null);
});

Deno.test("the shipped hidden_costs.csv gives every cost's values in base units", () => {
  const rows = SHIPPED.hiddenCosts.filter((h) => h.scenarioId === "team-8xh100-247");
  const w = whatIfFrom(rows);
  const usd = SHIPPED.fx.filter((f) => f.currency === "USD").at(-1)!.cnyPerUnit;
  // 100 USD an hour, as of 2026-12, at the latest USD rate
  near(w.people!.peopleCnyPerHour!, 100 * usd, 1e-9, "labour in CNY");
  near(w.failures!.gpuFailuresPerYear!, 0.061, 1e-12, "6.1 %");
  near(w.price_trend!.rentPriceChangePerYear!, -0.246, 1e-12, "−24.6 %");
});

/** A way to rent with its transfer prices and price trend blank. */
function blankTerms<T extends { terms: RentTerms }>(o: T): T {
  return {
    ...o,
    terms: { ...o.terms, ingressCnyPerGb: 0, egressCnyPerGb: 0, rentPriceChangePerYear: 0 },
  };
}

Deno.test("the shipped scenarios count none of the new costs: every result as with them blank", () => {
  for (const r of allScenarios(SHIPPED)) {
    const blank = {
      ...r,
      inputs: { ...r.inputs, ...NOT_COUNTED },
      options: r.options.map(blankTerms),
      market: r.market.map(blankTerms),
    };
    // every figure the same; the ways' terms still name the prices that count for nothing here
    const figures = (x: typeof r) =>
      JSON.parse(JSON.stringify(
        scenarioResults(x),
        (k, v) =>
          ["ingressCnyPerGb", "egressCnyPerGb", "rentPriceChangePerYear"].includes(k)
            ? undefined
            : v,
      ));
    assert.deepEqual(figures(r), figures(blank), r.scenario.id);
  }
  // the document's case as docs/findings.md states it: B14 16,275 CNY at 4 h/day, break-even 4.30 h/day
  const seed = scenarioResults(
    allScenarios(SHIPPED).find((r) => r.scenario.id === "seed-3090-autodl")!,
  );
  near(
    seed.consistent.tco.own.total,
    13_500 - 2_700 + 2_847 + 500 + 13_500 * 0.157625,
    1e-6,
    "B14",
  );
  const b = seed.consistent.breakEven;
  assert.ok(b.kind === "hours");
  near(b.breakEvenHoursPerDay, 4.30, 0.005, "4.30 h/day");
});

Deno.test("docs/findings.md's finding on the hidden costs states the numbers hiddenCostEffects() gives", async () => {
  const readme = (await Deno.readTextFile(`${ROOT}docs/findings.md`)).replace(/\s+/g, " ");
  const effectsOf = (id: string) => {
    const r = allScenarios(SHIPPED).find((s) => s.scenario.id === id)!;
    const rows = SHIPPED.hiddenCosts.filter((h) => h.scenarioId === id);
    return hiddenCostEffects(r.inputs, whatIfFrom(rows));
  };
  const seed = effectsOf("seed-3090-autodl"), h100 = effectsOf("team-8xh100-247");
  assert.ok(seed.breakEven.kind === "hours" && seed.all?.breakEven.kind === "hours");
  const changes = SHIPPED.hiddenCosts.filter((h) => h.parameter === "rentPriceChangePerYear")
    .map((h) => Math.round(-h.value * 100));
  const usd = { currency: "USD", cnyPerUnit: displayRate(SHIPPED, "USD"), lang: "en" } as const;
  for (
    const text of [
      `a cloud price falling ${Math.min(...changes)}–${Math.max(...changes)} % a year`,
      `from ${formatNumber(seed.breakEven.breakEvenHoursPerDay, 2)} to **${
        formatNumber(seed.all.breakEven.breakEvenHoursPerDay, 2)
      } h/day**`,
      `${hiddenCostLabel(seed.effects[0]!).toLowerCase()} most (+${
        formatMoney(seed.effects[0]!.changeCny)
      }`,
      `still saves ${formatMoney(-h100.all!.ownMinusRentCny, usd)} over 3 years`,
    ]
  ) assert.ok(readme.includes(text), `docs/findings.md should say: ${text}`);
  assert.ok(h100.all!.ownMinusRentCny < 0, "owning still cheaper");
});

Deno.test("a cloud price change given as a parameter joins the tornado and the Monte Carlo's ranges", () => {
  const r = allScenarios(SHIPPED).find((s) => s.scenario.id === "seed-3090-autodl")!;
  assert.ok(!r.ranges.some((x) => x.name === "rentPriceChangePerYear"), "blank: not varied");
  const moved = applyOverrides(r, {
    cloud_price_change: -0.25,
    own_ops_hours: 4,
    labour_rate: 100,
  });
  const range = moved.ranges.find((x) => x.name === "rentPriceChangePerYear")!;
  // ±20 % of −0.25: −0.30 to −0.20
  near(range.low, -0.3, 1e-12, "low");
  near(range.high, -0.2, 1e-12, "high");
  assert.ok(moved.ranges.some((x) => x.name === "peopleCnyPerHour"));
  // the scenario's own offering falls (the other options keep their rows' trend), and the rent
  // of the horizon is 67.8 % of flat
  assert.equal(moved.options[0]!.terms.rentPriceChangePerYear, -0.25);
  for (const [i, o] of moved.options.entries()) {
    if (i > 0) {
      assert.equal(o.terms.rentPriceChangePerYear, r.options[i]!.terms.rentPriceChangePerYear);
    }
  }
  near(
    tco(moved.inputs).rent.total,
    tco(r.inputs).rent.total * priceTrendFactor(-0.25, 36),
    1e-9,
    "rent",
  );
  const mc = monteCarlo(moved.inputs, moved.ranges, { samples: 2000, seed: 7 });
  const flat = monteCarlo(r.inputs, r.ranges, { samples: 2000, seed: 7 });
  assert.ok(mc.quantiles.ownMinusRent[1] > flat.quantiles.ownMinusRent[1]);
});
