// Price history (lib/model/price_history.ts): the drift and volatility of a series, read within
// providers, and the series made of dated observations.
import assert from "node:assert/strict";
import fc from "fast-check";
import {
  fitPriceSeries,
  middleDay,
  type PriceObservation,
  priceSeries,
  trendRange,
  withoutRepeats,
} from "../../lib/model/price_history.ts";

const close = (actual: number, expected: number, tol: number, what = "") =>
  assert.ok(Math.abs(actual - expected) <= tol, `${what}: ${actual} against ${expected}`);

const at = (provider: string, date: string, cnyPerGpuHour: number) => ({
  provider,
  date,
  cnyPerGpuHour,
});

Deno.test("fitPriceSeries() of a hand-made series: drift and volatility by arithmetic", () => {
  // one provider: 2.00 on 2023-01-01, 1.80 182 days on, 1.70 at 365 days, 1.50 at 547 days
  // t = days / 365.25 = 0, 0.498289, 0.999316, 1.497604 (mean 0.748802)
  // ln p = 0.693147, 0.587787, 0.530628, 0.405465 (mean 0.554257)
  // Σ(t − t̄)(y − ȳ) = −0.229736, Σ(t − t̄)² = 1.246923: b = −0.184242 a year,
  // drift e^b − 1 = −0.168266 (16.8 % cheaper a year)
  // returns ÷ √Δt: ln(1.8/2)/√0.498289 = −0.149258, ln(1.7/1.8)/√0.501027 = −0.080751,
  // ln(1.5/1.7)/√0.498289 = −0.177311; mean −0.135773; std (n − 1) = 0.049672
  const fit = fitPriceSeries([
    at("A", "2023-01-01", 2),
    at("A", "2023-07-02", 1.8),
    at("A", "2024-01-01", 1.7),
    at("A", "2024-07-01", 1.5),
  ]);
  assert.ok(!("kind" in fit), "fitted");
  if ("kind" in fit) return;
  close(fit.logSlopePerYear, -0.184242, 5e-7, "slope");
  close(fit.driftPerYear, -0.168266, 5e-7, "drift");
  close(fit.volatilityPerYear!, 0.049672, 5e-7, "volatility");
  assert.deepEqual([fit.points, fit.dates, fit.returns, fit.providersSeenTwice], [4, 4, 3, 1]);
  assert.deepEqual([fit.from, fit.to], ["2023-01-01", "2024-07-01"]);
  // offered as a trend's range, drift ± one volatility on the log scale:
  // e^(−0.184242 − 0.049672) − 1 = −0.208570, e^(−0.184242 + 0.049672) − 1 = −0.125908
  const range = trendRange(fit)!;
  close(range.low, -0.20857, 5e-6, "low");
  close(range.high, -0.125908, 5e-6, "high");
});

Deno.test("trendRange(): none without a volatility, and within what a trend may take", () => {
  assert.equal(trendRange({ logSlopePerYear: 0.1, volatilityPerYear: undefined }), undefined);
  // a volatile series: e^(0.5 + 1.2) − 1 = 4.47 is held at +100 %, e^(0.5 − 1.2) − 1 = −0.503
  const r = trendRange({ logSlopePerYear: 0.5, volatilityPerYear: 1.2 })!;
  assert.equal(r.high, 1);
  close(r.low, Math.expm1(-0.7), 1e-12, "low");
});

Deno.test("fitPriceSeries() reads the drift within providers: a dear provider seen late is not a rise", () => {
  // A at 1.00 both years, B at 3.00 the second year only: across providers the line rises,
  // within A it is flat
  const fit = fitPriceSeries([
    at("A", "2024-01-01", 1),
    at("A", "2025-01-01", 1),
    at("B", "2025-01-01", 3),
  ]);
  assert.ok(!("kind" in fit));
  if ("kind" in fit) return;
  assert.equal(fit.driftPerYear, 0);
  assert.equal(fit.providersSeenTwice, 1);
  assert.equal(fit.volatilityPerYear, undefined); // one return
});

Deno.test("fitPriceSeries() refuses too few points, one date, or no provider seen twice", () => {
  const few = fitPriceSeries([at("A", "2024-01-01", 1), at("A", "2025-01-01", 2)]);
  assert.deepEqual(few, { kind: "too-few", why: "few", points: 2, dates: 2 });
  const oneDate = fitPriceSeries([
    at("A", "2024-01-01", 1),
    at("B", "2024-01-01", 2),
    at("C", "2024-01-01", 3),
  ]);
  assert.deepEqual(oneDate, { kind: "too-few", why: "few", points: 3, dates: 1 });
  const eachOnce = fitPriceSeries([
    at("A", "2024-01-01", 1),
    at("B", "2025-01-01", 2),
    at("C", "2026-01-01", 3),
  ]);
  assert.deepEqual(eachOnce, { kind: "too-few", why: "oneDateEach", points: 3, dates: 3 });
});

Deno.test("fitPriceSeries() leaves a provider's dates under 30 days apart out of the volatility", () => {
  // 2024-01-01 → 2024-01-11 (10 days) is left out; 2024-01-01 → 2024-07-01 and → 2025-01-01 count
  const fit = fitPriceSeries([
    at("A", "2024-01-01", 1),
    at("A", "2024-01-11", 1.5),
    at("A", "2024-07-01", 0.9),
    at("A", "2025-01-01", 0.8),
  ]);
  assert.ok(!("kind" in fit));
  if (!("kind" in fit)) assert.equal(fit.returns, 2);
});

Deno.test("fitPriceSeries(): prices × k change neither drift nor volatility; × e^(g t) adds g to the slope (property)", () => {
  const series = fc.array(
    fc.record({
      provider: fc.constantFrom("A", "B"),
      day: fc.integer({ min: 0, max: 2000 }),
      price: fc.double({ min: 0.05, max: 50, noNaN: true }),
    }),
    { minLength: 3, maxLength: 12 },
  );
  fc.assert(
    fc.property(
      series,
      fc.double({ min: 0.01, max: 100, noNaN: true }),
      fc.double({ min: -1, max: 1, noNaN: true }),
      (rows, k, g) => {
        const day = (n: number) =>
          new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
        const base = rows.map((r) => at(r.provider, day(r.day), r.price));
        const fit = fitPriceSeries(base);
        if ("kind" in fit) return;
        const scaled = fitPriceSeries(
          base.map((p) => ({ ...p, cnyPerGpuHour: p.cnyPerGpuHour * k })),
        );
        assert.ok(!("kind" in scaled));
        if ("kind" in scaled) return;
        close(scaled.logSlopePerYear, fit.logSlopePerYear, 1e-9, "slope × k");
        if (fit.volatilityPerYear !== undefined) {
          close(scaled.volatilityPerYear!, fit.volatilityPerYear, 1e-9, "volatility × k");
        }
        const trended = fitPriceSeries(
          rows.map((r) => at(r.provider, day(r.day), r.price * Math.exp(g * r.day / 365.25))),
        );
        if (!("kind" in trended)) {
          close(trended.logSlopePerYear, fit.logSlopePerYear + g, 1e-9, "slope + g");
        }
      },
    ),
  );
});

const obs = (o: Partial<PriceObservation>): PriceObservation => ({
  offeringId: undefined,
  provider: "AWS",
  gpuModel: "H100 80GB",
  pricingModel: "on_demand",
  date: "2026-11-09",
  cnyPerGpuHour: 49.5,
  source: "x",
  ...o,
});

Deno.test("withoutRepeats() counts a price copied from a research table once, and keeps two offerings of one price", () => {
  const kept = withoutRepeats([
    obs({ offeringId: "aws-p5-od", source: "cloud_offerings.csv row 5" }),
    obs({ source: "prices.csv row 4" }),
    obs({ offeringId: "aws-p5-8x", source: "cloud_offerings.csv row 6" }),
    obs({ source: "prices.csv row 9", cnyPerGpuHour: 50 }),
  ]);
  assert.deepEqual(kept.map((o) => [o.offeringId, o.source]), [
    ["aws-p5-od", "cloud_offerings.csv row 5; prices.csv row 4"],
    ["aws-p5-8x", "cloud_offerings.csv row 6"],
    [undefined, "prices.csv row 9"],
  ]);
});

Deno.test("priceSeries() makes a series per segment and per offering, points by date", () => {
  const series = priceSeries([
    obs({ offeringId: "a", date: "2026-01-01", cnyPerGpuHour: 40 }),
    obs({ offeringId: "a", date: "2026-07-01", cnyPerGpuHour: 30 }),
    obs({ provider: "Lambda", date: "2025-07-01", cnyPerGpuHour: 20 }),
    obs({ pricingModel: "spot", date: "2026-01-01", cnyPerGpuHour: 10 }),
  ]);
  assert.deepEqual(series.map((s) => [s.kind, s.key, s.points.map((p) => p.date)]), [
    ["segment", "H100 80GB × on_demand", ["2025-07-01", "2026-01-01", "2026-07-01"]],
    ["segment", "H100 80GB × spot", ["2026-01-01"]],
    ["offering", "a", ["2026-01-01", "2026-07-01"]],
  ]);
  // the segment: AWS seen twice (40 → 30 over 181 days), Lambda once: drift from AWS alone
  const fit = series[0]!.fit;
  assert.ok(!("kind" in fit));
  if (!("kind" in fit)) {
    close(fit.logSlopePerYear, Math.log(30 / 40) / (181 / 365.25), 1e-12, "slope");
  }
});

Deno.test("middleDay() puts a month or a year at its middle day", () => {
  assert.equal(middleDay("2026-01-01", "2026-12-31"), "2026-07-02");
  assert.equal(middleDay("2023-01-01", "2023-01-31"), "2023-01-16");
  assert.equal(middleDay("2026-09-25", "2026-09-25"), "2026-09-25");
});
