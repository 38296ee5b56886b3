/**
 * What the cost items' formulas share (`cost_items.ts`): the basis worked out once per input
 * vector ({@linkcode basisOf}: the horizon's years and months, the price trend, the months of
 * committed rent, spot's interruptions), and the formulas several items read: the price trend
 * over months ({@linkcode priceTrendFactor}), the resale value of a machine
 * ({@linkcode residualValue}, {@linkcode usedValue}) and the months a commitment is paid
 * ({@linkcode committedMonthsOf}).
 *
 * Like `cost_items.ts`, it imports only the declarations of `cost_inputs.ts` and the spot function
 * of `spot.ts`, so that `inputs.ts` can read it.
 *
 * @module
 */
import { INPUT_INDEX } from "./cost_inputs.ts";
import { interruptionOverhead } from "./spot.ts";

/**
 * What the formulas of several items share, worked out once per input vector by
 * {@linkcode basisOf}: CNY, years and months of the horizon.
 */
export interface Basis {
  /** Whether the rented GPU is billed by the month committed (else by the hour used). */
  committed: boolean;
  /** The horizon, years (0 when not above 0). */
  years: number;
  /** The horizon, months: 12 × years. */
  months: number;
  /** Whether the machine is already owned (`alreadyOwned`): its purchase sunk. */
  owned: boolean;
  /**
   * Bought: purchase + host share, CNY. Already owned: what the machine sells for today, given up
   * by keeping it ({@linkcode usedValue} at its age; the host share is worth nothing used).
   */
  capital: number;
  /** The site's one-time set-up, CNY: 0 when the machine is already owned (done and sunk). */
  siteSetup: number;
  /** Energy at the wall, CNY per kWh: PUE × electricity price. */
  energyPrice: number;
  /** All the instance's GPUs an hour at the cloud price, CNY. */
  gpuPrice: number;
  /** The horizon's rent over its rent at a flat price ({@linkcode priceTrendFactor}). */
  trend: number;
  /** Committed billing: the months paid ({@linkcode committedMonthsOf}); else 0. */
  paidMonths: number;
  /** Committed billing: the paid months' rent over their rent at a flat price; else 1. */
  paidTrend: number;
  /**
   * Committed billing: the GPUs a commitment holds to do the owned machine's work at any hour,
   * in whole GPUs: ⌈gpuCount ÷ rentSpeed⌉ (eight GPUs half as fast hold sixteen, an H100 2.9
   * times a 3090's does one 3090's work); else 0.
   */
  committedGpus: number;
  /** Hourly billing: extra billed hours per useful hour from spot interruptions (`spot.ts`); else 0. */
  interrupted: number;
}

/**
 * The whole GPUs a commitment holds to do the owned machine's work at any hour: ⌈gpuCount ÷
 * rentSpeed⌉ (the basis's `committedGpus`).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { committedGpusOf } from "./cost_items.ts";
 *
 * // eight H100s' work on A100s 0.534 times as fast: 15 A100s
 * assert.equal(committedGpusOf({ gpuCount: 8, rentSpeed: 1396 / 2616 }), 15);
 * assert.equal(committedGpusOf({ gpuCount: 1, rentSpeed: 2.89 }), 1);
 * ```
 */
export function committedGpusOf(x: { gpuCount: number; rentSpeed: number }): number {
  return Math.ceil(x.gpuCount / x.rentSpeed - 1e-9 * x.gpuCount);
}

/** A basis to fill (all 0). */
export function emptyBasis(): Basis {
  return {
    committed: false,
    years: 0,
    months: 0,
    owned: false,
    capital: 0,
    siteSetup: 0,
    energyPrice: 0,
    gpuPrice: 0,
    trend: 1,
    paidMonths: 0,
    paidTrend: 1,
    committedGpus: 0,
    interrupted: 0,
  };
}

const I = INPUT_INDEX;

/** Fills `out` with the basis of input vector `v` under the billing `committed`. */
export function basisOf(v: Float64Array, committed: boolean, out: Basis = emptyBasis()): Basis {
  const years = v[I.horizonYears]! > 0 ? v[I.horizonYears]! : 0;
  const months = 12 * years;
  const change = v[I.rentPriceChangePerYear]!;
  out.committed = committed;
  out.years = years;
  out.months = months;
  out.owned = v[I.alreadyOwned]! > 0;
  out.capital = out.owned ? ownedValue(v, 0) : v[I.purchaseCny]! + v[I.hostShareCny]!;
  out.siteSetup = out.owned ? 0 : v[I.siteSetupCny]!;
  out.energyPrice = v[I.pue]! * v[I.electricityCnyPerKwh]!;
  out.gpuPrice = v[I.gpuCount]! * v[I.rentCnyPerGpuHour]!;
  out.trend = priceTrendFactor(change, months);
  out.paidMonths = committed ? committedMonthsOf(years, v[I.rentMinimumMonths]!) : 0;
  out.paidTrend = committed ? priceTrendFactor(change, out.paidMonths) : 1;
  out.committedGpus = committed
    ? committedGpusOf({ gpuCount: v[I.gpuCount]!, rentSpeed: v[I.rentSpeed]! })
    : 0;
  out.interrupted = committed ? 0 : interruptionOverhead(
    v[I.rentInterruptionsPerHour]!,
    v[I.checkpointIntervalHours]!,
    v[I.checkpointWriteHours]!,
    v[I.restartHours]!,
  );
  return out;
}

/**
 * The horizon's rent over its rent at a flat price: with the price of month m (m = 0, 1, …)
 * price × q^m, q = (1 + g)^(1/12), so that a year t in costs price × (1 + g)^t,
 *
 *   (1/M) Σ_{m=0}^{M−1} q^m = (q^M − 1) / (M (q − 1)),
 *
 * 1 at g = 0 or at no month. Written with expm1 and log1p to keep small changes exact.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { priceTrendFactor } from "./cost_items.ts";
 *
 * // three years at −25 % a year cost 67.8 % of the flat price
 * assert.equal(priceTrendFactor(-0.25, 36).toFixed(3), "0.678");
 * ```
 */
export function priceTrendFactor(yearlyChange: number, months: number): number {
  if (months <= 0) return 1;
  const l = Math.log1p(yearlyChange) / 12;
  if (Math.abs(l) < 1e-12) return 1 + l * (months - 1) / 2;
  return Math.expm1(months * l) / (months * Math.expm1(l));
}

/**
 * A commitment's rent over its rent at a flat price, renewed `terms` times: each term's price is
 * fixed for the term and set at its start, the market's price then, so term k (k = 0, 1, …) costs
 * price × (1 + g)^(k × termMonths / 12), and the mean over the terms is
 *
 *   (1/n) Σ_{k=0}^{n−1} r^k = (r^n − 1) / (n (r − 1)),  r = (1 + g)^(termMonths / 12),
 *
 * {@linkcode priceTrendFactor} with a period of a term instead of a month (a monthly term is
 * exactly it); 1 for one term, or at g = 0.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { termPriceTrendFactor } from "./cost_basis.ts";
 *
 * // a 1-year term renewed over 3 years at +40 % a year: (1 + 1.4 + 1.96) / 3
 * assert.equal(termPriceTrendFactor(0.4, 12, 3).toFixed(6), (4.36 / 3).toFixed(6));
 * // a 3-year term over 3 years is priced once, at its start
 * assert.equal(termPriceTrendFactor(0.4, 36, 1), 1);
 * ```
 */
export function termPriceTrendFactor(
  yearlyChange: number,
  termMonths: number,
  terms: number,
): number {
  if (terms <= 1) return 1;
  const l = Math.log1p(yearlyChange) * termMonths / 12;
  if (Math.abs(l) < 1e-12) return 1 + l * (terms - 1) / 2;
  return Math.expm1(terms * l) / (terms * Math.expm1(l));
}

/**
 * What the hardware sells for `years` after purchase: the purchase price less the used-market
 * haircut, declining at a constant yearly rate to `residualFraction` × purchase at
 * `residualYears`: purchase × s × (f / s)^(years / residualYears), s = max(1 − haircut, f).
 * At 0 years nothing is sold yet and the value is the purchase price.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { residualValue } from "./cost_items.ts";
 *
 * assert.equal(residualValue(9_000, 0.3, 3, 0, 3), 2_700); // B7: 30 % of 9,000 after 3 years
 * // with a 30 % used-market haircut, a month after purchase: 9,000 × 0.7 × (0.3 / 0.7)^(1/36)
 * assert.equal(Math.round(residualValue(9_000, 0.3, 3, 0.3, 1 / 12)), 6_153);
 * ```
 */
export function residualValue(
  purchaseCny: number,
  residualFraction: number,
  residualYears: number,
  resaleHaircut: number,
  years: number,
): number {
  if (years <= 0) return purchaseCny;
  return usedValue(purchaseCny, residualFraction, residualYears, resaleHaircut, years);
}

/**
 * What a used machine sells for at `age` years (0 and more): the resale curve of
 * {@linkcode residualValue}, the used-market haircut taken even at age 0 (a machine owned is a
 * used one). What an already-owned machine gives up by being kept, and fetches at the end.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { usedValue } from "./cost_items.ts";
 *
 * // a 3090 bought for 9,000 CNY, 30 % haircut, 30 % left after 3 years: at 0 and 3 years old
 * assert.equal(usedValue(9_000, 0.3, 3, 0.3, 0), 6_300); // 9,000 × 0.7
 * assert.equal(Math.round(usedValue(9_000, 0.3, 3, 0.3, 3)), 2_700);
 * ```
 */
export function usedValue(
  purchaseCny: number,
  residualFraction: number,
  residualYears: number,
  resaleHaircut: number,
  age: number,
): number {
  if (residualFraction <= 0) return 0;
  const start = Math.max(1 - resaleHaircut, residualFraction);
  return purchaseCny * start * (residualFraction / start) ** (Math.max(0, age) / residualYears);
}

/**
 * What a machine already owned sells for `years` from today (0: today), CNY, in input vector `v`.
 * Without a value today (`ownedValueTodayCny` 0) it is the resale curve's value at its age then,
 * {@linkcode usedValue} at `ownedAgeYears + years`. With one, V, the curve is moved to pass
 * through V today and keeps its shape:
 *
 *   V × usedValue(age + years) ÷ usedValue(age) = V × (f / s)^(years / residualYears),
 *
 * s = max(1 − haircut, f); V at 0 years, and 0 when the curve reaches 0 (`residualFraction` 0).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { ownedValue } from "./cost_basis.ts";
 * import { SEED_3090 } from "./inputs.ts";
 * import { inputVector } from "./cost.ts";
 *
 * // the document's 3090 (9,000 CNY, 30 % left after 3 years, no haircut), 4 years old,
 * // said to sell for 5,000 CNY today
 * const v = inputVector({
 *   ...SEED_3090, alreadyOwned: 1, ownedAgeYears: 4, ownedValueTodayCny: 5_000,
 * });
 * assert.equal(ownedValue(v, 0), 5_000);
 * assert.equal(Math.round(ownedValue(v, 3)), 1_500); // 5,000 × 0.3^(3/3)
 * ```
 */
export function ownedValue(v: Float64Array, years: number): number {
  const purchase = v[I.purchaseCny]!, f = v[I.residualFraction]!, r = v[I.residualYears]!;
  const haircut = v[I.resaleHaircut]!, age = v[I.ownedAgeYears]!, today = v[I.ownedValueTodayCny]!;
  if (today <= 0) return usedValue(purchase, f, r, haircut, age + years);
  if (years <= 0) return today;
  if (f <= 0) return 0;
  const start = Math.max(1 - haircut, f);
  return today * (f / start) ** (years / r);
}

/** Months committed rent is paid for over `years`: the horizon's, at least `minimumMonths` (none at horizon 0). */
export function committedMonthsOf(years: number, minimumMonths: number): number {
  const months = 12 * (years > 0 ? years : 0);
  return months > 0 ? Math.max(months, minimumMonths) : 0;
}
