/**
 * Exchange rates: the CNY value of a currency on a date. A module of its own, free of the CSV
 * parsing (`fx.ts` reads `fx.csv`), so that code which only converts money loads nothing else:
 * the what-if page carries it.
 *
 * @module
 */

/** A rate of fx.csv as the conversion needs it. */
export interface Rate {
  /** The currency code, such as USD. */
  currency: string;
  /** CNY per one unit of `currency`. */
  cnyPerUnit: number;
  /** The last day the rate holds for, ISO. */
  asOf: { end: string };
}

/**
 * The CNY value of one unit of `currency` on `date` (ISO): the latest rate dated on or before it,
 * else the earliest (a day before that one's period is for {@linkcode firstRateAfter} to refuse).
 */
export function cnyPerUnit(
  fx: readonly Rate[],
  currency: string,
  date: string,
): number | undefined {
  if (currency === "CNY") return 1;
  return rateOn(fx, currency, date)?.cnyPerUnit;
}

/**
 * The row of `fx` that converts `currency` on `date` (ISO): the latest dated on or before it,
 * else the earliest (see {@linkcode firstRateAfter}); `undefined` for CNY and for a currency
 * without a rate.
 */
export function rateOn<R extends Rate>(
  fx: readonly R[],
  currency: string,
  date: string,
): R | undefined {
  const rates = fx.filter((r) => r.currency === currency).sort((a, b) =>
    a.asOf.end < b.asOf.end ? -1 : 1
  );
  if (rates.length === 0) return undefined;
  let chosen = rates[0]!;
  for (const r of rates) if (r.asOf.end <= date) chosen = r;
  return chosen;
}

/**
 * The first rate of `currency` in `fx` when `date` (ISO) comes before the first day it covers
 * (a rate as of 2024 covers 2024-01-01 on), else `undefined`: a day no rate of the file is of,
 * which the next rate, of a later period, must not stand for.
 */
export function firstRateAfter<R extends Rate & { asOf: { start: string } }>(
  fx: readonly R[],
  currency: string,
  date: string,
): R | undefined {
  const first =
    fx.filter((r) => r.currency === currency).sort((a, b) =>
      a.asOf.start < b.asOf.start ? -1 : 1
    )[0];
  return first !== undefined && date < first.asOf.start ? first : undefined;
}

/**
 * The rate of each currency of `fx` on `date` (ISO): the latest dated on or before it, else the
 * earliest, one row a currency in the order of their codes. The rates a dataset converts with.
 */
export function ratesOn<R extends Rate>(fx: readonly R[], date: string): R[] {
  const codes = [...new Set(fx.map((r) => r.currency))].sort();
  return codes.map((c) => rateOn(fx, c, date)!);
}
