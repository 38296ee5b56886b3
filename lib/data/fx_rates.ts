/**
 * The rates of `fx.csv` as the dataset holds them, and the conversion every other file's money
 * goes through at load: one rate a currency, the one of the dataset's rate date, whatever the
 * price's own date (which counts for staleness only); an unknown currency is an issue naming the
 * cell, never a silent 1.
 *
 * @module
 */
import type { AsOf } from "./cells.ts";
import type { DataIssue, DataProblem } from "./errors.ts";
import { cnyPerUnit, rateOn } from "./fx.ts";
import type { FxRow } from "./schema.ts";

/** A rate of `fx.csv`: the CNY value of one unit of `currency` as of a date. */
export interface FxRate {
  /** The currency code, such as USD. */
  currency: string;
  /** CNY per one unit of `currency`. */
  cnyPerUnit: number;
  /** Where the rate comes from. */
  source: string;
  /** The date or period the rate is as of. */
  asOf: AsOf;
  /** The spreadsheet row of `fx.csv`. */
  row: number;
}

/** The rates of the valid rows of `fx.csv`. */
export function parseFxRates(rows: readonly { row: number; value: FxRow }[]): FxRate[] {
  return rows.map(({ row, value }) => ({
    currency: value.currency,
    cnyPerUnit: value.cny_per_unit,
    source: value.source,
    asOf: value.as_of,
    row,
  }));
}

/**
 * CNY per unit of `currency` for the money of a cell, at the one rate of the load's date; an
 * unknown currency pushes an issue naming `file`, `row` and `column` and gives NaN, which never
 * leaves the loader (a load with issues returns no dataset).
 */
export type ToCny = (
  file: string,
  row: number,
  column: string,
  currency: string,
) => number;

/**
 * The rate of each currency of `fx` on `date` (ISO): the latest dated on or before it, else the
 * earliest, one row a currency in the order of their codes. The rates a dataset converts with.
 */
export function ratesOn(fx: readonly FxRate[], date: string): FxRate[] {
  const codes = [...new Set(fx.map((r) => r.currency))].sort();
  return codes.map((c) => rateOn(fx, c, date)!);
}

/** The currencies a data folder knows: CNY and those `fx.csv` lists. */
export function knownCurrencies(fx: readonly FxRate[]): Set<string> {
  return new Set(["CNY", ...fx.map((r) => r.currency)]);
}

/** The problem of a currency `known` does not hold. */
export function unknownCurrency(known: ReadonlySet<string>): DataProblem {
  return { kind: "unknown-currency", known: [...known] };
}

/**
 * The conversion of the folder's money at load: every amount of a currency at its one rate of
 * `fx` on `date` (ISO, the latest rate on or before it, else the earliest); issues go to `issues`.
 */
export function converterTo(fx: readonly FxRate[], date: string, issues: DataIssue[]): ToCny {
  const known = knownCurrencies(fx);
  return (file, row, column, currency) => {
    const rate = known.has(currency) ? cnyPerUnit(fx, currency, date) : undefined;
    if (rate === undefined) {
      issues.push({ file, row, column, value: currency, problem: unknownCurrency(known) });
      return Number.NaN;
    }
    return rate;
  };
}
