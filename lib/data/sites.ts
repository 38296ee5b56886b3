/**
 * `sites.csv`: where an owned machine runs, its electricity and the costs of housing it. Its
 * columns (`SITE_COLUMNS`, kept zod-free in `headers.ts` for the what-if page, which writes a
 * case's row in them), the schema of its rows, and the sites in CNY.
 *
 * @module
 */
import { z } from "zod";
import {
  currency,
  id,
  inputColumns,
  number,
  optionalText,
  PRICE,
  shapeOf,
  type Sourced,
  sourced,
  text,
} from "./cells.ts";
import type { DataFile } from "./csv.ts";
import type { ToCny } from "./fx.ts";
import { SITE_COLUMNS } from "./headers.ts";
import { columnInputs } from "../model/cost_inputs.ts";
import { type ColumnInput, columnValues } from "./columns.ts";

export { SITE_COLUMNS };

/** A row of `sites.csv`. */
const siteRow = z.object(shapeOf(SITE_COLUMNS, {
  id: id(),
  name: text("siteName"),
  electricity_price: number(PRICE),
  currency: currency(),
  pue: number({
    min: 1,
    max: 5,
    expected: "pue",
  }),
  region: optionalText(),
  ...inputColumns("sites.csv"),
  notes: optionalText(),
  ...sourced(),
}));

/** A valid row of `sites.csv`. */
export type SiteRow = z.output<typeof siteRow>;

/** `sites.csv` as the loader reads it: one row an id; the input columns may be left out. */
export const SITES_FILE: DataFile<SiteRow> = {
  schema: siteRow,
  key: "id",
  required: true,
  optional: columnInputs("sites.csv").map(({ column }) => column.name),
};

/** A site of `sites.csv`: electricity in CNY per kWh, PUE, and the optional costs of running a machine there. */
export interface Site extends Sourced {
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
