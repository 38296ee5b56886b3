/**
 * `used_prices.csv`: what a used GPU sold for on the second-hand market, as a share of its price
 * new, at an age (years from its launch to the observation), each row with its source and date.
 * `-p resale=market` reads the owned machine's resale from it (`lib/scenario/resale.ts`) where it
 * has rows for the machine's GPU model. Optional: a folder without it prices every resale by the
 * machine's rule (`residual_fraction`, `residual_years`, `resale_haircut` of `hardware.csv`).
 *
 * @module
 */
import { z } from "zod";
import {
  type AsOf,
  type CellSchema,
  clean,
  number,
  optionalNumber,
  optionalText,
  refuse,
  shapeOf,
  type Sourced,
  sourced,
  text,
} from "./cells.ts";
import type { DataIssue } from "./errors.ts";

/** The columns of `used_prices.csv`. */
export const USED_PRICE_COLUMNS = [
  "gpu_model",
  "age_years",
  "share_of_new",
  "used_price",
  "new_price",
  "currency",
  "source",
  "as_of",
  "notes",
] as const;

/**
 * How far `share_of_new` may be from `used_price` ÷ `new_price` when a row gives both: half a
 * percentage point (a share typed rounded to a percent is accepted).
 */
export const SHARE_TOLERANCE = 0.005;

const money = { min: 0, minInclusive: false, max: 1e9 } as const;

/** A currency code of three letters, or blank (a row that gives a share only). */
function optionalCurrency(): CellSchema<string> {
  return z.string().optional().transform((value, ctx) => {
    const s = clean(value).toUpperCase();
    if (s !== "" && !/^[A-Z]{3}$/.test(s)) return refuse(ctx, { kind: "currency-code" });
    return s;
  });
}

/** The columns of one `used_prices.csv` row and how each cell is read and checked. */
export const usedPriceRow: z.ZodObject<{
  gpu_model: CellSchema<string>;
  age_years: CellSchema<number>;
  share_of_new: CellSchema<number>;
  used_price: CellSchema<number | undefined>;
  new_price: CellSchema<number | undefined>;
  currency: CellSchema<string>;
  source: CellSchema<string>;
  as_of: CellSchema<AsOf>;
  notes: CellSchema<string>;
}> = z.object(shapeOf(USED_PRICE_COLUMNS, {
  gpu_model: text("gpuModel"),
  age_years: number({ min: 0, max: 50, expected: "ageYears" }),
  // a card may sell above its price new (a shortage): up to five times it
  share_of_new: number({
    min: 0,
    minInclusive: false,
    max: 5,
    percent: true,
    expected: "shareOfNew",
  }),
  used_price: optionalNumber({ ...money, expected: "usedPrice" }),
  new_price: optionalNumber({ ...money, expected: "newPrice" }),
  currency: optionalCurrency(),
  notes: optionalText(),
  ...sourced(),
}));

/** The file's spec, as `parseFile` reads it: one observation a row, no id. */
export const USED_PRICES_FILE = {
  schema: usedPriceRow,
  key: undefined,
  optional: ["used_price", "new_price", "currency", "notes"],
  unique: ["gpu_model", "age_years", "share_of_new", "source"],
} as const;

/** One observation of the used market: a GPU model at an age sold for a share of its price new. */
export interface UsedPrice extends Sourced {
  /** The GPU model, as `hardware.csv` spells it (`RTX 3090`). */
  gpuModel: string;
  /** Years from the model's launch (its price new) to the observation. */
  ageYears: number;
  /** What it sold for ÷ its price new, a fraction (above 1 when it sold above it). */
  shareOfNew: number;
  /** What it sold for, in `currency`, as the source gives it; `undefined` where it gives a share only. */
  usedPrice: number | undefined;
  /** Its price new (the launch price), in `currency`; `undefined` where not given. */
  newPrice: number | undefined;
  /** The currency of the two prices. */
  currency: string;
  /** The spreadsheet row of `used_prices.csv`. */
  row: number;
}

/**
 * Reads the rows of `used_prices.csv`, holding a row that gives both prices to its share: a
 * `share_of_new` more than {@linkcode SHARE_TOLERANCE} from `used_price` ÷ `new_price` is an
 * issue at its `share_of_new` cell (the two cannot both be what the source says).
 */
export function parseUsedPrices(
  rows: readonly { row: number; value: z.output<typeof usedPriceRow> }[],
  issues: DataIssue[],
): UsedPrice[] {
  const file = "used_prices.csv";
  return rows.map(({ row, value: u }) => {
    if (u.used_price !== undefined && u.new_price !== undefined) {
      const ratio = u.used_price / u.new_price;
      if (Math.abs(ratio - u.share_of_new) > SHARE_TOLERANCE) {
        issues.push({
          file,
          row,
          column: "share_of_new",
          value: String(u.share_of_new),
          problem: { kind: "share-of-prices", ratio },
        });
      }
    }
    if ((u.used_price !== undefined || u.new_price !== undefined) && u.currency === "") {
      issues.push({ file, row, column: "currency", value: "", problem: { kind: "currency-code" } });
    }
    return {
      gpuModel: u.gpu_model,
      ageYears: u.age_years,
      shareOfNew: u.share_of_new,
      usedPrice: u.used_price,
      newPrice: u.new_price,
      currency: u.currency,
      notes: u.notes,
      source: u.source,
      asOf: u.as_of,
      row,
    };
  });
}
