/**
 * `sites.csv`: where an owned machine runs, its electricity and the costs of housing it, in CNY.
 *
 * @module
 */
import type { AsOf } from "./cells.ts";
import type { ToCny } from "./fx_rates.ts";
import type { SiteRow } from "./schema.ts";
import { type ColumnInput, columnValues } from "./columns.ts";

/** A site of `sites.csv`: electricity in CNY per kWh, PUE, and the optional costs of running a machine there. */
export interface Site {
  /** The site's id, unique in `sites.csv`. */
  id: string;
  /** The site's name as reports show it. */
  name: string;
  /** Electricity, CNY per kWh. */
  electricityCnyPerKwh: number;
  /** Power usage effectiveness: wall power × PUE is what is billed. */
  pue: number;
  /** Where the site is. */
  region: string;
  /**
   * The model inputs its columns set as written (labour, site set-up and space, bandwidth:
   * `columnInputs("sites.csv")`), money in CNY; a blank cell is left out, not counted.
   */
  inputs: Partial<Record<ColumnInput<"sites.csv">, number>>;
  /**
   * The row's money as written, in its own currency: the electricity price and the inputs its
   * columns set (what a copy of the row writes back, the same figures at any exchange rate).
   */
  written: {
    currency: string;
    electricityPrice: number;
    inputs: Partial<Record<ColumnInput<"sites.csv">, number>>;
  };
  /** Free notes of the row. */
  notes: string;
  /** Where the figures come from. */
  source: string;
  /** The date or period the figures are as of. */
  asOf: AsOf;
  /** The spreadsheet row of `sites.csv`. */
  row: number;
}

/** The sites of the valid rows of `sites.csv`, money converted with `toCny`. */
export function parseSites(rows: readonly { row: number; value: SiteRow }[], toCny: ToCny): Site[] {
  return rows.map(({ row, value: s }) => {
    const rate = toCny("sites.csv", row, "currency", s.currency);
    return {
      id: s.id,
      name: s.name,
      electricityCnyPerKwh: s.electricity_price * rate,
      pue: s.pue,
      region: s.region,
      inputs: columnValues("sites.csv", s, rate),
      written: {
        currency: s.currency,
        electricityPrice: s.electricity_price,
        inputs: columnValues("sites.csv", s, 1),
      },
      notes: s.notes,
      source: s.source,
      asOf: s.as_of,
      row,
    };
  });
}
