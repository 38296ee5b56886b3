/**
 * Price history: dated observations of what a GPU-hour is rented for, made into a series per
 * offering and per segment (a GPU model × a pricing model), and each series' yearly drift and
 * volatility ({@linkcode fitPriceSeries}). Pure: the observations come from the data folder, the
 * snapshots `import fetch` keeps, catalog copies and research tables (`lib/import/history.ts`).
 *
 * How the fit reads a series, in CNY per GPU-hour at one rate a currency (so that an exchange rate
 * moving is not a price moving), time in years of 365.25 days:
 *
 * - **drift**: the least-squares slope b of ln(price) on time within each provider (each
 *   provider's times and log prices less its own means, pooled), a yearly log change; the yearly
 *   drift is e^b − 1 (−0.2: 20 % cheaper a year). Within providers, so that a segment seen at a
 *   cheap provider early and a dear one late does not read as a rise; a provider seen at one date
 *   only sets no slope;
 * - **volatility**: each provider's points of one date taken together (their geometric mean), the
 *   log return from each of its dates to the next at least {@linkcode MIN_RETURN_DAYS} days on
 *   (dates closer are left out of it) divided by the square root of the years between them (a
 *   return over a quarter of a year counts as half a year's spread, as for a random walk), and the
 *   standard deviation (n − 1) of those annualised returns of every provider: it needs two
 *   returns.
 *
 * A series is fitted when it has at least {@linkcode MIN_POINTS} points at
 * {@linkcode MIN_DATES} dates or more and a provider seen at two dates.
 *
 * @module
 */

/** The least points a series is fitted from. */
export const MIN_POINTS = 3;
/** The least distinct dates a series is fitted from. */
export const MIN_DATES = 2;
/** The fewest days a return of the volatility spans: a provider's dates closer are left out of it. */
export const MIN_RETURN_DAYS = 30;
/** Days in a year of the fit. */
export const DAYS_PER_FIT_YEAR = 365.25;

/** One dated price: an offering's or a segment's, as a source gives it, in CNY per GPU-hour. */
export interface PriceObservation {
  /** The offering it prices, when the source names one (an id of the data or of an import). */
  offeringId: string | undefined;
  /** The provider. */
  provider: string;
  /** The GPU model, as the data spells it. */
  gpuModel: string;
  /** The pricing model (`on_demand`, `spot`, `reserved_1y`…). */
  pricingModel: string;
  /** The day it is as of, ISO `YYYY-MM-DD` (a period's middle day). */
  date: string;
  /** CNY per GPU-hour, at the data's one rate for its currency. */
  cnyPerGpuHour: number;
  /** Where it comes from: a file and row, or a snapshot file. */
  source: string;
}

/** A series' fit: its yearly drift and volatility, and what they were read from. */
export interface PriceFit {
  /** Points fitted. */
  points: number;
  /** Distinct dates. */
  dates: number;
  /** The first and last dates. */
  from: string;
  /** The last date. */
  to: string;
  /** Least-squares slope of ln(price) on years: the yearly log change. */
  logSlopePerYear: number;
  /** The yearly drift, e^slope − 1: the share the price changes a year. */
  driftPerYear: number;
  /**
   * The yearly volatility: the standard deviation of the log returns between consecutive dates,
   * each ÷ √(years between); `undefined` with fewer than three dates.
   */
  volatilityPerYear: number | undefined;
  /** The returns the volatility was read from (each provider's dates − 1, summed). */
  returns: number;
  /** The providers seen at two dates or more: those the drift is read from. */
  providersSeenTwice: number;
}

/**
 * A series that cannot be fitted: fewer than {@linkcode MIN_POINTS} points or
 * {@linkcode MIN_DATES} dates, or no provider seen at two dates (nothing to read a drift from).
 */
export interface TooFew {
  /** The tag of a series not fitted. */
  kind: "too-few";
  /** `few`: too few points or dates; `oneDateEach`: every provider seen at one date only. */
  why: "few" | "oneDateEach";
  /** Points it has. */
  points: number;
  /** Distinct dates it has. */
  dates: number;
}

/** One series: an offering's or a segment's dated prices, and its fit when it has enough. */
export interface PriceSeries {
  /** An offering's prices (one id), or a segment's (every offering of a GPU model and pricing model). */
  kind: "offering" | "segment";
  /** `H100 80GB × on_demand` for a segment, the id for an offering. */
  key: string;
  /** The GPU model. */
  gpuModel: string;
  /** The pricing model. */
  pricingModel: string;
  /** The offering, for an offering's series. */
  offeringId: string | undefined;
  /** Its points, by date (then by price). */
  points: PriceObservation[];
  /** The fit, or why there is none. */
  fit: PriceFit | TooFew;
}

/** Days since 1970-01-01 of an ISO day. */
function dayNumber(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / 86_400_000;
}

/**
 * Fits the yearly drift and volatility of dated prices within each provider (see the module's
 * documentation for how), or says why it cannot: too few points or dates, or no provider seen at
 * two dates.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { fitPriceSeries } from "./price_history.ts";
 *
 * // one provider at 2.00, 1.60 a year (365.25 days) later, then 1.28: 20 % cheaper each year
 * const fit = fitPriceSeries([
 *   { provider: "A", date: "2024-01-01", cnyPerGpuHour: 2 },
 *   { provider: "A", date: "2024-12-31", cnyPerGpuHour: 1.6 },
 *   { provider: "A", date: "2025-12-31", cnyPerGpuHour: 1.28 },
 * ]);
 * assert.ok("driftPerYear" in fit && Math.abs(fit.driftPerYear + 0.2) < 1e-3);
 * ```
 */
export function fitPriceSeries(
  points: readonly Pick<PriceObservation, "provider" | "date" | "cnyPerGpuHour">[],
): PriceFit | TooFew {
  const dates = [...new Set(points.map((p) => p.date))].sort();
  const tooFew = {
    kind: "too-few" as const,
    why: "few" as TooFew["why"],
    points: points.length,
    dates: dates.length,
  };
  if (points.length < MIN_POINTS || dates.length < MIN_DATES) return tooFew;
  const d0 = dayNumber(dates[0]!);
  const years = (date: string) => (dayNumber(date) - d0) / DAYS_PER_FIT_YEAR;
  const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const byProvider = new Map<string, { t: number; y: number; date: string }[]>();
  for (const p of points) {
    const k = p.provider.toLowerCase();
    byProvider.set(k, [
      ...(byProvider.get(k) ?? []),
      { t: years(p.date), y: Math.log(p.cnyPerGpuHour), date: p.date },
    ]);
  }
  // the slope within providers: each provider's times and log prices less its own means
  let sxy = 0, sxx = 0;
  const z: number[] = [];
  for (const group of byProvider.values()) {
    const tm = mean(group.map((g) => g.t)), ym = mean(group.map((g) => g.y));
    for (const g of group) {
      sxy += (g.t - tm) * (g.y - ym);
      sxx += (g.t - tm) ** 2;
    }
    // one log price a date (the mean of its points' logs), a return to the provider's next date
    // a month on or more (a return over a day, annualised, would be its noise × 19)
    let last: { t: number; y: number } | undefined;
    for (const d of [...new Set(group.map((g) => g.date))].sort()) {
      const here = { t: years(d), y: mean(group.filter((g) => g.date === d).map((g) => g.y)) };
      if (last === undefined) last = here;
      else if ((here.t - last.t) * DAYS_PER_FIT_YEAR >= MIN_RETURN_DAYS) {
        z.push((here.y - last.y) / Math.sqrt(here.t - last.t));
        last = here;
      }
    }
  }
  if (sxx === 0) return { ...tooFew, why: "oneDateEach" };
  const slope = sxy / sxx;
  const zm = z.length > 0 ? mean(z) : 0;
  const volatility = z.length >= 2
    ? Math.sqrt(z.reduce((a, x) => a + (x - zm) ** 2, 0) / (z.length - 1))
    : undefined;
  return {
    points: points.length,
    dates: dates.length,
    from: dates[0]!,
    to: dates[dates.length - 1]!,
    logSlopePerYear: slope,
    driftPerYear: Math.expm1(slope),
    volatilityPerYear: volatility,
    returns: z.length,
    providersSeenTwice:
      [...byProvider.values()].filter((g) => new Set(g.map((x) => x.date)).size > 1)
        .length,
  };
}

/**
 * The observations with repeats left out: of those with one provider, GPU model, pricing model,
 * date and price (a price the data copied from a research table, a catalog file kept twice), one
 * an offering id, and those naming no offering folded into the first that names one (else into
 * the first); a repeat's source is added to the one kept.
 */
export function withoutRepeats(observations: readonly PriceObservation[]): PriceObservation[] {
  const groups = new Map<string, PriceObservation[]>();
  for (const o of observations) {
    const key = [
      o.provider.toLowerCase(),
      o.gpuModel,
      o.pricingModel,
      o.date,
      o.cnyPerGpuHour.toPrecision(6),
    ].join("\u0000");
    groups.set(key, [...(groups.get(key) ?? []), o]);
  }
  const out: PriceObservation[] = [];
  for (const group of groups.values()) {
    const kept = new Map<string | undefined, PriceObservation>();
    for (const o of group) {
      const into = kept.get(o.offeringId) ??
        (o.offeringId === undefined ? kept.values().next().value : undefined);
      if (into === undefined) kept.set(o.offeringId, { ...o });
      else if (!into.source.split("; ").includes(o.source)) into.source += `; ${o.source}`;
    }
    // a point naming no offering, kept before one that names one: folded into it
    const anonymous = kept.get(undefined);
    const named = [...kept.values()].filter((o) => o.offeringId !== undefined);
    if (anonymous !== undefined && named.length > 0) {
      named[0]!.source = `${named[0]!.source}; ${anonymous.source}`;
      kept.delete(undefined);
    }
    out.push(...kept.values());
  }
  return out;
}

/** The key of a segment: `H100 80GB × on_demand`. */
export function segmentKey(gpuModel: string, pricingModel: string): string {
  return `${gpuModel} × ${pricingModel}`;
}

/**
 * The series of `observations` (repeats left out, {@linkcode withoutRepeats}): one per offering
 * id named and one per segment (GPU model × pricing model), each with its fit
 * ({@linkcode fitPriceSeries}); segments first, by key, then offerings.
 */
export function priceSeries(observations: readonly PriceObservation[]): PriceSeries[] {
  const all = withoutRepeats(observations);
  const byDate = (a: PriceObservation, b: PriceObservation) =>
    a.date.localeCompare(b.date) || a.cnyPerGpuHour - b.cnyPerGpuHour;
  const group = (keyOf: (o: PriceObservation) => string | undefined) => {
    const groups = new Map<string, PriceObservation[]>();
    for (const o of all) {
      const k = keyOf(o);
      if (k !== undefined) groups.set(k, [...(groups.get(k) ?? []), o]);
    }
    return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
  };
  const segments = group((o) => segmentKey(o.gpuModel, o.pricingModel)).map((
    [key, points],
  ): PriceSeries => ({
    kind: "segment",
    key,
    gpuModel: points[0]!.gpuModel,
    pricingModel: points[0]!.pricingModel,
    offeringId: undefined,
    points: points.sort(byDate),
    fit: fitPriceSeries(points),
  }));
  const offerings = group((o) => o.offeringId).map(([key, points]): PriceSeries => ({
    kind: "offering",
    key,
    gpuModel: points[0]!.gpuModel,
    pricingModel: points[0]!.pricingModel,
    offeringId: key,
    points: points.sort(byDate),
    fit: fitPriceSeries(points),
  }));
  return [...segments, ...offerings];
}

/**
 * The middle day of a dated period (ISO `start` to `end`, both days): where a price as of a
 * month or a year sits on a time axis.
 *
 * @example
 * ```ts
 * import { middleDay } from "./price_history.ts";
 * middleDay("2026-01-01", "2026-12-31"); // "2026-07-02"
 * ```
 */
export function middleDay(start: string, end: string): string {
  const day = Math.floor((dayNumber(start) + dayNumber(end)) / 2);
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A fitted series' yearly change offered as a range for a price trend (`-p trend=`, or a
 * `rentPriceChangePerYear` row of `ranges.csv`): the drift ± one volatility on the log scale,
 * e^(b − σ) − 1 to e^(b + σ) − 1 for the yearly log slope b and volatility σ, so that a year's
 * change of a price that moves as the series did falls in it about two times in three. Clamped to
 * what a trend may take (−90 % to +100 % a year); `undefined` without a volatility.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { trendRange } from "./price_history.ts";
 *
 * // a slope of −0.2 a year with a volatility of 0.3: e^−0.5 − 1 to e^0.1 − 1
 * const r = trendRange({ logSlopePerYear: -0.2, volatilityPerYear: 0.3 })!;
 * assert.equal(r.low.toFixed(4), "-0.3935");
 * assert.equal(r.high.toFixed(4), "0.1052");
 * ```
 */
export function trendRange(
  fit: Pick<PriceFit, "logSlopePerYear" | "volatilityPerYear">,
): { low: number; high: number } | undefined {
  const sigma = fit.volatilityPerYear;
  if (sigma === undefined) return undefined;
  const clamp = (x: number) => Math.min(TREND_LIMITS.max, Math.max(TREND_LIMITS.min, x));
  return {
    low: clamp(Math.expm1(fit.logSlopePerYear - sigma)),
    high: clamp(Math.expm1(fit.logSlopePerYear + sigma)),
  };
}

/** The least and the most yearly change a trend may take (`PRICE_CHANGE_RANGE` of the parameters). */
const TREND_LIMITS = { min: -0.9, max: 1 } as const;
