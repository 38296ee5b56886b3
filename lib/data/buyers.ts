/**
 * `buyers.csv`: who buys the machine and rents the cloud, and how its taxes treat each: the
 * income-tax rate, the VAT it deducts on goods and on services, and how the machine is deducted
 * (a share at purchase below a limit, the rest straight-line). Its columns, the schema of its
 * rows and the buyers in CNY. The model's after-tax view (`lib/model/tax.ts`) reads them; a
 * scenario names its buyer in `buyer_id`, `-p buyer=` another.
 *
 * @module
 */
import { z } from "zod";
import {
  type AsOf,
  clean,
  FRACTION,
  id,
  number,
  optionalNumber,
  optionalText,
  RATE,
  shapeOf,
  sourced,
  text,
} from "./cells.ts";
import type { DataFile } from "./csv.ts";
import type { DataIssue } from "./errors.ts";
import type { ToCny } from "./fx.ts";

/** The columns of `buyers.csv`: who buys, how its taxes treat the purchase and the rent. */
export const BUYER_COLUMNS = [
  "id",
  "name",
  "income_tax_rate",
  "goods_vat_deducted",
  "services_vat_deducted",
  "first_year_deduction",
  "depreciation_years",
  "first_year_limit",
  "currency",
  "notes",
  "source",
  "as_of",
] as const;

/** A row of `buyers.csv`. */
const buyerRow = z.object(shapeOf(BUYER_COLUMNS, {
  id: id(),
  name: text("buyerName"),
  income_tax_rate: number({ ...RATE, expected: "taxRate" }),
  goods_vat_deducted: optionalNumber({ ...RATE, expected: "vatDeducted" }),
  services_vat_deducted: optionalNumber({ ...RATE, expected: "vatDeducted" }),
  first_year_deduction: optionalNumber({ ...FRACTION, expected: "firstYearDeduction" }),
  depreciation_years: number({ min: 0.1, max: 50, expected: "depreciationYears" }),
  first_year_limit: optionalNumber({
    min: 0,
    minInclusive: false,
    max: 1e12,
    expected: "firstYearLimit",
  }),
  currency: optionalText(),
  notes: optionalText(),
  ...sourced(),
}));

/** A valid row of `buyers.csv`. */
export type BuyerRow = z.output<typeof buyerRow>;

/** `buyers.csv` as the loader reads it: one row an id; a folder may have none (no tax counted). */
export const BUYERS_FILE: DataFile<BuyerRow> = {
  schema: buyerRow,
  key: "id",
  required: false,
  optional: ["goods_vat_deducted", "services_vat_deducted", "first_year_limit", "currency"],
};

/** A row of `buyers.csv`: rates as fractions, the limit in CNY. */
export interface Buyer {
  /** The row's id, unique in `buyers.csv`. */
  id: string;
  /** The row's name as reports show it. */
  name: string;
  /** Income-tax rate on profit, a fraction; 0 for a buyer with no profit to deduct from. */
  incomeTaxRate: number;
  /** The VAT rate of goods the buyer deducts as input VAT; 0 when none. */
  goodsVatDeducted: number;
  /** The VAT rate of services the buyer deducts as input VAT; 0 when none. */
  servicesVatDeducted: number;
  /** Share of the machine deducted at purchase (1: expensed at once). */
  firstYearDeduction: number;
  /** Years of straight-line depreciation for the rest. */
  depreciationYears: number;
  /** The most a machine may cost (VAT deducted) for the deduction at purchase, CNY; 0: no limit. */
  firstYearLimitCny: number;
  /** Free notes of the row. */
  notes: string;
  /** Where the rates and rules come from. */
  source: string;
  /** The date or period they are as of. */
  asOf: AsOf;
  /** The spreadsheet row of `buyers.csv`. */
  row: number;
}

/**
 * The buyers of the valid rows of `buyers.csv`, the limit converted to CNY with `toCny`; a
 * limit without a currency is an issue naming its row.
 */
export function parseBuyers(
  rows: readonly { row: number; value: BuyerRow }[],
  toCny: ToCny,
  issues: DataIssue[],
): Buyer[] {
  return rows.map(({ row, value: b }) => {
    const code = clean(b.currency).toUpperCase();
    let limit = 0;
    if (b.first_year_limit !== undefined) {
      if (code === "") {
        issues.push({
          file: "buyers.csv",
          row,
          column: "currency",
          value: "",
          problem: { kind: "currency-needed", parameter: "firstYearLimitCny" },
        });
      } else limit = b.first_year_limit * toCny("buyers.csv", row, "currency", code);
    }
    return {
      id: b.id,
      name: b.name,
      incomeTaxRate: b.income_tax_rate,
      goodsVatDeducted: b.goods_vat_deducted ?? 0,
      servicesVatDeducted: b.services_vat_deducted ?? 0,
      firstYearDeduction: b.first_year_deduction ?? 0,
      depreciationYears: b.depreciation_years,
      firstYearLimitCny: limit,
      notes: b.notes,
      source: b.source,
      asOf: b.as_of,
      row,
    };
  });
}
