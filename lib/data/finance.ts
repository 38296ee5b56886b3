/**
 * `finance.csv`: the cost of capital and the discount rate an owner pays for money.
 *
 * @module
 */
import type { AsOf } from "./cells.ts";
import type { FinanceRow } from "./schema.ts";

/** A row of `finance.csv`: yearly rates as fractions (0.05 = 5 %). */
export interface Finance {
  id: string;
  name: string;
  costOfCapital: number;
  discountRate: number;
  notes: string;
  source: string;
  asOf: AsOf;
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
