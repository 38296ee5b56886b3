/**
 * `finance.csv`: the cost of capital and the discount rate an owner pays for money. Its columns,
 * the schema of its rows and the rows as the dataset holds them.
 *
 * @module
 */
import { z } from "zod";
import { type AsOf, id, number, optionalText, RATE, shapeOf, sourced, text } from "./cells.ts";
import type { DataFile } from "./csv.ts";

/** The columns of `finance.csv`. */
export const FINANCE_COLUMNS = [
  "id",
  "name",
  "cost_of_capital",
  "discount_rate",
  "notes",
  "source",
  "as_of",
] as const;

/** A row of `finance.csv`. */
const financeRow = z.object(shapeOf(FINANCE_COLUMNS, {
  id: id(),
  name: text("financeName"),
  cost_of_capital: number(RATE),
  discount_rate: number(RATE),
  notes: optionalText(),
  ...sourced(),
}));

/** A valid row of `finance.csv`. */
export type FinanceRow = z.output<typeof financeRow>;

/** `finance.csv` as the loader reads it: one row an id. */
export const FINANCE_FILE: DataFile<FinanceRow> = {
  schema: financeRow,
  key: "id",
  required: true,
  optional: [],
};

/** A row of `finance.csv`: yearly rates as fractions (0.05 = 5 %). */
export interface Finance {
  /** The row's id, unique in `finance.csv`. */
  id: string;
  /** The row's name as reports show it. */
  name: string;
  /** Yearly cost of the capital tied up in a purchase, a fraction. */
  costOfCapital: number;
  /** Yearly discount rate of the present-value view, a fraction. */
  discountRate: number;
  /** Free notes of the row. */
  notes: string;
  /** Where the rates come from. */
  source: string;
  /** The date or period the rates are as of. */
  asOf: AsOf;
  /** The spreadsheet row of `finance.csv`. */
  row: number;
}

/** The rows of the valid rows of `finance.csv`, as the dataset holds them. */
export function parseFinance(rows: readonly { row: number; value: FinanceRow }[]): Finance[] {
  return rows.map(
    ({ row, value: f }) => ({
      id: f.id,
      name: f.name,
      costOfCapital: f.cost_of_capital,
      discountRate: f.discount_rate,
      notes: f.notes,
      source: f.source,
      asOf: f.as_of,
      row,
    }),
  );
}
