/**
 * The rates of `fx.csv` as the dataset holds them, and the conversion every other file's money
 * goes through at load: an unknown currency is an issue naming the cell, never a silent 1.
 *
 * @module
 */
import type { AsOf } from "./cells.ts";
import type { DataIssue } from "./errors.ts";
import { cnyPerUnit } from "./fx.ts";
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
 * CNY per unit of `currency` on `date` (ISO) for the money of a cell; an unknown currency pushes an
 * issue naming `file`, `row` and `column` and gives NaN, which never leaves the loader (a load
 * with issues returns no dataset).
 */
export type ToCny = (
  file: string,
  row: number,
  column: string,
  currency: string,
  date: string,
) => number;

/** The currencies a data folder knows: CNY and those `fx.csv` lists. */
export function knownCurrencies(fx: readonly FxRate[]): Set<string> {
  return new Set(["CNY", ...fx.map((r) => r.currency)]);
}

/** What an unknown currency's issue says was expected, listing `known`. */
export function expectedCurrency(known: ReadonlySet<string>): string {
  return `CNY or a currency listed in fx.csv (${[...known].join(", ")})`;
}

/** The conversion of the folder's money at load, by the rates of `fx`; issues go to `issues`. */
export function converterTo(fx: readonly FxRate[], issues: DataIssue[]): ToCny {
  const known = knownCurrencies(fx);
  return (file, row, column, currency, date) => {
    const rate = known.has(currency) ? cnyPerUnit(fx, currency, date) : undefined;
    if (rate === undefined) {
      issues.push({ file, row, column, value: currency, expected: expectedCurrency(known) });
      return Number.NaN;
    }
    return rate;
  };
}
