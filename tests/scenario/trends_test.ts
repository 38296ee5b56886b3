// A market segment's price trend (`-p trend=SEGMENT:VALUE`, issue 49): every rented offering of the
// segment follows it in every view (the case's own offering, the cheapest way, the lines, the
// hybrid fleet's overflow, a work's ways), no other moves; a segment the data lacks is refused by
// name; an offering's own price_change is over a segment's trend, a trend over the market's
// cloud_price_change, and of two segments holding one offering the most specific wins.
import assert from "node:assert/strict";
import fc from "fast-check";
import { calcJson, calculate } from "../../lib/cli/calc.ts";
import { calculateWork, workJson } from "../../lib/cli/work.ts";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import { priceTrendFactor } from "../../lib/model/cost.ts";
import { ParameterError, type ParameterValues } from "../../lib/params.ts";
import { openCase } from "../../lib/scenario.ts";
import { priceChangeOf } from "../../lib/scenario/resolve.ts";
import { InputError } from "../../lib/cli/main.ts";
import { computeWhatIf } from "../../lib/whatif/figures.ts";
import { whatIfData } from "../../lib/whatif/html.ts";
import { CASE_RUNS, near, ROOT } from "../helpers.ts";
import { arbCase } from "./case_arbitrary.ts";
import { spearman } from "../model/spearman.ts";
import { TREND_CORRELATION } from "../../lib/model/market_trend.ts";
import { monteCarlo } from "../../lib/model/montecarlo.ts";
import { caseTrendDraws } from "../../lib/scenario/trend_draws.ts";

const { dataset } = await loadDatasetOrThrow(`${ROOT}data`, { now: new Date("2026-12-04") });
const DAYS = 365 * 3;
/** Three years of monthly prices at +40 % a year over three flat years: (1.4³ − 1) ÷ (36 (1.4^(1/12) − 1)). */
const RISE = (1.4 ** 3 - 1) / (36 * (1.4 ** (1 / 12) - 1));
const TEAM = { scenario: "team-8xh100-247" } as const;
const SERVE = { ...TEAM, work: "serve-70b-500m-tokens" } as const;

// deno-lint-ignore no-explicit-any
const calc = (p: ParameterValues): any =>
  JSON.parse(JSON.stringify(calcJson(calculate(dataset, p))));
// deno-lint-ignore no-explicit-any
const work = (p: ParameterValues): any =>
  JSON.parse(JSON.stringify(workJson(calculateWork(dataset, p))));
const isH100 = (id: string) => dataset.offerings.find((o) => o.id === id)!.gpuModel === "H100 80GB";

/** The yearly change each offering of the data is billed at in the case of `p`. */
function changes(p: ParameterValues): Record<string, number> {
  const c = openCase(dataset, p).applied;
  return Object.fromEntries(
    dataset.offerings.map((
      o,
    ) => [o.id, priceChangeOf(c.priceChanges, o, o.priceChangePerYear ?? 0)]),
  );
}

Deno.test("trend=H100:+40% moves the US team's own offering, its cheapest way, its lines (spot, reserved) and its fleet's overflow", () => {
  near(RISE, priceTrendFactor(0.4, 36), 1e-12, "the arithmetic is the model's");
  const base = calc(TEAM), moved = calc({ ...TEAM, trend: "H100:+40%" });
  // AWS's p5 on demand, the case's own: 55.04 USD an instance-hour × 24 × 1,095 days at the trend,
  // and 2,000 GB of EBS at 0.08 USD a GB-month for 36 months, flat: 2,469,965.27 USD
  const storage = 2000 * 0.08 * 36;
  near(
    moved.cheapest.scenarioOffering.total,
    55.04 * 24 * DAYS * RISE + storage,
    1e-6,
    "aws-p5-od",
  );
  near(base.cheapest.scenarioOffering.total, 55.04 * 24 * DAYS + storage, 1e-6, "aws-p5-od flat");
  // the cheapest way, AWS's p5 on spot: its compute at the trend, its storage flat
  assert.equal(moved.cheapest.way.offeringId, "aws-p5-spot");
  near(moved.cheapest.way.total - storage, (base.cheapest.way.total - storage) * RISE, 1e-6);
  // every rented line of the case (all H100) rises, owning stays
  base.monthly.forEach((m: { offeringId: string | null; costPerMonth: number }, i: number) => {
    const after = moved.monthly[i].costPerMonth;
    if (m.offeringId === null) assert.equal(after, m.costPerMonth, "owning stays");
    else assert.ok(after > m.costPerMonth, `${m.offeringId} rises`);
  });
  assert.ok(moved.hybrid.allRented.total > base.hybrid.allRented.total, "the overflow rises");
  // the what-if page built for the case keeps the trend: its rented way is calc's, in CNY
  const page = computeWhatIf(
    whatIfData(dataset, { ...TEAM, trend: "H100:+40%" }, TEAM.scenario),
    {},
  );
  assert.equal(page.results.answer.rent?.offeringId, "aws-p5-spot");
  near(
    page.results.answer.rent!.totalCny / moved.cnyPerUnit,
    moved.answer.rent.total,
    1e-6,
    "page",
  );
  // every way weighed for the cheapest: the H100 rows rise, the A100 and H200 rows stay
  const weighed = (w: { offeringId: string }) =>
    moved.cheapest.weighed.find((x: { offeringId: string }) => x.offeringId === w.offeringId);
  assert.ok(base.cheapest.weighed.some((w: { gpuModel: string }) => w.gpuModel !== "H100 80GB"));
  for (const w of base.cheapest.weighed) {
    if (w.gpuModel === "H100 80GB") assert.ok(weighed(w).total > w.total, `${w.offeringId} rises`);
    else assert.equal(weighed(w).total, w.total, `${w.offeringId} stays`);
  }
});

Deno.test("trend=H100:+40% moves every H100 way of calc --work by the trend, and no other way", () => {
  const base = work(SERVE), moved = work({ ...SERVE, trend: "H100:+40%" });
  const after = (w: { kind: string; id: string }) =>
    moved.ways.find((x: { kind: string; id: string }) => x.kind === w.kind && x.id === w.id);
  const h100 = base.ways.filter((w: { kind: string; id: string }) =>
    w.kind === "offering" && isH100(w.id)
  );
  assert.ok(h100.length >= 7, "every H100 offering of the data is a way");
  for (const w of base.ways) {
    const a = after(w);
    if (w.kind === "offering" && isH100(w.id)) {
      // the compute at the trend, the rented side's fixed costs (storage, transfer) flat: the
      // total rises by at most the trend's factor
      assert.ok(a.total > w.total * 1.6 && a.total <= w.total * RISE * (1 + 1e-12), w.id);
    } else assert.equal(a.total, w.total, `${w.id} stays`);
  }
  // Lambda's 8× H100 has no storage or transfer price: 256 GPU-hours a day at 3.99 USD, × 1,095
  // days × the trend = 1,905,461.05 USD
  const lambda = base.ways.find((w: { id: string }) => w.id === "lambda-h100-8x");
  assert.equal(lambda.gpuHoursPerDay, 256);
  near(lambda.total, 256 * 3.99 * DAYS, 1e-6, "flat");
  near(after(lambda).total, 256 * 3.99 * DAYS * RISE, 1e-6, "at +40 % a year");
  // the answer's cheapest way owns one server and rents A100 spot for the rest: it stays
  assert.deepEqual(moved.answer.cheapest, base.answer.cheapest);
});

Deno.test("a trend whose segment holds no offering of the data is refused by name, the segments listed", () => {
  for (const p of [{ ...TEAM, trend: "H101:10%" }, { ...SERVE, trend: "H100:10%; H101:10%" }]) {
    assert.throws(
      () => openCase(dataset, p),
      (e: unknown) => {
        assert.ok(e instanceof ParameterError);
        assert.ok(e.reason.kind === "value");
        assert.equal(e.reason.name, "trend");
        assert.equal(e.reason.found, "H101");
        assert.ok(e.reason.expected.kind === "oneOf");
        for (const s of ["all", "spot", "reserved_1y", "AWS", "H100 80GB", "H100", "A100"]) {
          assert.ok(e.reason.expected.choices.includes(s), s);
        }
        assert.equal(e.reason.expected.more, 0, "every segment listed");
        return true;
      },
    );
    // calc says it in the reader's words
    assert.throws(
      () => calculate(dataset, p),
      /Parameter trend: found "H101", expected one of all, /,
    );
  }
  // a prefix of a word is no segment: H10 is not H100
  assert.throws(() => openCase(dataset, { ...TEAM, trend: "H10:10%" }), ParameterError);
});

Deno.test("an offering's price_change is over its segment's trend, a trend over cloud_price_change, over the row's", () => {
  const c = changes({
    ...TEAM,
    cloud_price_change: 0.05,
    trend: "H100:40%",
    price_change: "aws-p5-spot:-10%",
  });
  assert.equal(c["aws-p5-spot"], -0.1, "its own");
  assert.equal(c["aws-p5-od"], 0.4, "its segment's");
  assert.equal(c["gcp-h100-od"], 0.4, "its segment's");
  assert.equal(c["aws-p4d-od"], 0.05, "the market's");
  // the case's own offering is billed at its segment's trend, and at its own change over it
  assert.equal(
    openCase(dataset, { ...TEAM, trend: "H100:40%" }).applied.inputs.rentPriceChangePerYear,
    0.4,
  );
  const own = openCase(dataset, { ...TEAM, trend: "H100:40%", price_change: "aws-p5-od:-5%" });
  assert.equal(own.applied.inputs.rentPriceChangePerYear, -0.05);
  // none given: each its row's
  const rows = changes(TEAM);
  for (const o of dataset.offerings) assert.equal(rows[o.id], o.priceChangePerYear ?? 0, o.id);
});

Deno.test("of two segments holding an offering, the GPU model's wins, then the provider's, then the pricing model's, then all", () => {
  const c = changes({ ...TEAM, trend: "all:1%; spot:-20%; AWS:10%; H100:40%" });
  assert.equal(c["aws-p5-spot"], 0.4, "H100 over AWS and spot");
  assert.equal(c["aws-p4d-spot"], 0.1, "AWS over spot");
  assert.equal(c["gcp-a100-40-spot"], -0.2, "spot over all");
  assert.equal(c["gcp-a100-40-od"], 0.01, "all");
  // the order written changes nothing
  assert.deepEqual(changes({ ...TEAM, trend: "H100:40%; AWS:10%; spot:-20%; all:1%" }), c);
  // of two names of one kind, the longer: A100 80GB over A100, whichever is written first
  for (const trend of ["A100:10%; A100 80GB:20%", "A100 80GB:20%; A100:10%"]) {
    const a = changes({ ...TEAM, trend });
    assert.equal(a["gcp-a100-80-spot"], 0.2, trend);
    assert.equal(a["gcp-a100-40-spot"], 0.1, trend);
  }
  // a provider by its leading words, case ignored: gongji holds Gongji (共绩算力)'s rows
  const g = changes({ ...TEAM, trend: "gongji:-30%" });
  for (const o of dataset.offerings) {
    assert.equal(g[o.id], o.provider.startsWith("Gongji") ? -0.3 : o.priceChangePerYear ?? 0, o.id);
  }
});

Deno.test("property: trend=all:x prices every case as cloud_price_change=x does", () => {
  let compared = 0;
  fc.assert(
    fc.property(arbCase(dataset), fc.integer({ min: -90, max: 100 }), (drawn, percent) => {
      const { cloud_price_change: _, ...p } = drawn;
      const x = percent / 100;
      const byTrend = outcome({ ...p, trend: `all:${percent}%` });
      const byMarket = outcome({ ...p, cloud_price_change: x });
      assert.deepEqual(byTrend, byMarket, JSON.stringify(p));
      if (!("refused" in byTrend)) compared++;
    }),
    { numRuns: CASE_RUNS },
  );
  assert.ok(compared > CASE_RUNS * 0.5, `${compared} of ${CASE_RUNS} compared`);
});

/** calc's JSON of a case but the parameters it echoes, or the refusal's words. */
function outcome(p: ParameterValues): object {
  try {
    const { parameters: _, ...rest } = calc(p);
    return rest;
  } catch (error) {
    if (error instanceof InputError) return { refused: error.message };
    throw error;
  }
}

Deno.test("the Monte Carlo draws a segment's trend for its offerings together, the case's own on its range", () => {
  const c = openCase(dataset, { ...TEAM, trend: "H100:+40%; A100:-10%" }).applied;
  // the case's range of the yearly change: its row of ranges.csv (−29.5 % to +39 %, about a flat
  // price) moved to the trend given: 0.105 to 0.79, peaking at 0.4
  const range = c.ranges.find((r) => r.name === "rentPriceChangePerYear")!;
  near(range.low, -0.295 + 0.4, 1e-12, "low");
  near(range.high, 0.39 + 0.4, 1e-12, "high");
  assert.equal(range.moved, true, "notebook 05 says it was moved");
  const t = caseTrendDraws(c, dataset.offerings, { samples: 20_000, seed: 3 });
  const n = t.ids.length;
  const col = (id: string) =>
    Float64Array.from({ length: 20_000 }, (_, d) => t.draws[d * n + t.ids.indexOf(id)]!);
  // every H100 and A100 offering is drawn, no other
  for (const o of dataset.offerings) {
    assert.equal(t.ids.includes(o.id), /^(H100|A100) /.test(o.gpuModel), o.id);
  }
  // the case's own offering alone: the Monte Carlo's range and peak
  const own = col("aws-p5-od");
  assert.ok(own.every((y) => y >= range.low - 1e-12 && y <= range.high + 1e-12));
  near(own.reduce((a, y) => a + y, 0) / own.length, (range.low + 0.4 + range.high) / 3, 0.01);
  // two H100 offerings move together ((6/π) asin(ρ/2) = 0.786), an H100 and an A100 apart
  const rho = 6 / Math.PI * Math.asin(TREND_CORRELATION / 2);
  near(spearman(own, col("gcp-h100-od")), rho, 0.02, "two H100s");
  near(spearman(col("gcp-a100-40-od"), col("lambda-a100-80-8x")), rho, 0.02, "two A100s");
  near(spearman(own, col("gcp-a100-40-od")), 0, 0.03, "an H100 and an A100");
  // the A100 segment's range is the same width about its own trend
  const a100 = t.ranges[t.segmentOf[t.ids.indexOf("gcp-a100-40-od")]!]!;
  near(a100.low, -0.1 - (0.4 - range.low), 1e-12, "A100 low");
  near(a100.high, -0.1 + (range.high - 0.4), 1e-12, "A100 high");
  // and the Monte Carlo of notebook 05 draws the case's yearly change on that range
  const mc = monteCarlo(c.inputs, c.ranges, { samples: 2_000, seed: 1 });
  const flat = monteCarlo(c.inputs, c.ranges.filter((r) => r.name !== "rentPriceChangePerYear"), {
    samples: 2_000,
    seed: 1,
  });
  assert.notDeepEqual(mc.quantiles.ownMinusRent, flat.quantiles.ownMinusRent, "the trend is drawn");
});

Deno.test("a sourced trend range is varied on a flat offering: the team's tornado and Monte Carlo draw its −29.5 % to +39 %", () => {
  // the US team's AWS p5 is flat (no price_change), and ranges.csv bounds the H100 market's
  // yearly change from −29.5 % to +39 % (Lambda's H100 from 3.78 to 4.29 USD in 4.6 months):
  // the case's ranges vary it around 0, as docs/findings.md says they do
  const c = openCase(dataset, TEAM).applied;
  assert.equal(c.inputs.rentPriceChangePerYear, 0);
  const r = c.ranges.find((x) => x.name === "rentPriceChangePerYear");
  assert.ok(r, "the trend is among the ranges");
  near(r.low, -0.295, 1e-9, "low");
  near(r.high, 0.39, 1e-9, "high");
  // a case with no such row does not vary a flat trend
  const seed = openCase(dataset, { scenario: "seed-3090-autodl" }).applied;
  assert.equal(seed.ranges.some((x) => x.name === "rentPriceChangePerYear"), false);
});
