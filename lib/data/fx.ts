/**
 * `fx.csv`: its columns, the schema of its rows, the rates as the dataset holds them, and the
 * conversion every other file's money goes through at load: one rate a currency, the one of the
 * dataset's rate date, whatever the price's own date (which counts for staleness only); an
 * unknown currency is an issue naming the cell, never a silent 1. The lookup of a rate on a date
 * is `fx_of.ts`, free of the CSV parsing.
 *
 * @module
 */
import { z } from "zod";
import { type AsOf, asOf, currency, number, shapeOf, text } from "./cells.ts";
import type { DataFile } from "./csv.ts";
import type { DataIssue, DataProblem } from "./errors.ts";
import { cnyPerUnit, firstRateAfter } from "./fx_of.ts";

export { ratesOn } from "./fx_of.ts";

/** The columns of `fx.csv`. */
export const FX_COLUMNS = ["currency", "cny_per_unit", "as_of", "source"] as const;

/** A row of `fx.csv`. */
const fxRow = z.object(shapeOf(FX_COLUMNS, {
  currency: currency(),
  cny_per_unit: number({
    min: 0,
    minInclusive: false,
    max: 1e6,
    expected: "cnyPerUnit",
  }),
  source: text("source"),
  as_of: asOf(),
}));

/** A valid row of `fx.csv`. */
export type FxRow = z.output<typeof fxRow>;

/** `fx.csv` as the loader reads it: no id; a currency has one rate a date. */
export const FX_FILE: DataFile<FxRow> = {
  schema: fxRow,
  key: undefined,
  required: true,
  optional: [],
  unique: ["currency", "as_of"],
};

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
 * `fx` on `date` (ISO, the latest rate on or before it, else the earliest, whose period holds
 * it); issues go to `issues`: an unknown currency at its cell, and a `date` before the first day of
 * a currency's first rate once, at that rate's row (the `fx_date` asked for has no rate).
 */
export function converterTo(fx: readonly FxRate[], date: string, issues: DataIssue[]): ToCny {
  const known = knownCurrencies(fx);
  const refused = new Set<string>();
  return (file, row, column, currency) => {
    const first = firstRateAfter(fx, currency, date);
    if (first !== undefined) {
      // a day before the currency's first rate: refused once, at that rate's row
      if (!refused.has(currency)) issues.push(beforeFirstRate(first, date));
      refused.add(currency);
      return Number.NaN;
    }
    const rate = known.has(currency) ? cnyPerUnit(fx, currency, date) : undefined;
    if (rate === undefined) {
      issues.push({ file, row, column, value: currency, problem: unknownCurrency(known) });
      return Number.NaN;
    }
    return rate;
  };
}

/** The issue of `date` (`fx_date`) before `first`, a currency's first rate: at its `as_of` cell. */
function beforeFirstRate(first: FxRate, date: string): DataIssue {
  return {
    file: "fx.csv",
    row: first.row,
    column: "as_of",
    value: first.asOf.text,
    problem: {
      kind: "fx-date-before-rates",
      fxDate: date,
      currency: first.currency,
      first: first.asOf.text,
      start: first.asOf.start,
    },
  };
}
