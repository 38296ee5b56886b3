/**
 * `cloud_offerings.csv` and every extra `cloud_offerings.NAME.csv`: the ways to rent a GPU. Their
 * columns, the schema of their rows, and the offerings, each price converted to CNY per GPU-hour
 * and per GPU-month, ids unique across the files.
 *
 * @module
 */
import { z } from "zod";
import {
  type AsOf,
  clean,
  currency,
  gpuCount,
  id,
  number,
  oneOf,
  optionalNumber,
  optionalText,
  PRICE,
  shapeOf,
  sourced,
  text,
} from "./cells.ts";
import { type DataFile, type ParsedFile, parseFile } from "./csv.ts";
import type { DataIssue, DataWarning } from "./errors.ts";
import { EXTRA_OFFERINGS } from "./files.ts";
import type { ToCny } from "./fx.ts";
import { perGbHour } from "./units.ts";
import { HOURS_PER_MONTH } from "../model/inputs.ts";
import type { PricingModel } from "../model/monthly.ts";

export type { PricingModel };

/** The columns of `cloud_offerings.csv` and of every `cloud_offerings.NAME.csv`. */
export const OFFERING_COLUMNS = [
  "id",
  "provider",
  "gpu_model",
  "gpu_count",
  "pricing_model",
  "price",
  "currency",
  "unit",
  "region",
  "billing",
  "storage_price",
  "storage_unit",
  "ingress_price",
  "egress_price",
  "price_change_per_year",
  "host_gpus",
  "notes",
  "source",
  "as_of",
] as const;

/** The ways an offering is sold, as `pricing_model` spells them. */
export const PRICING_MODELS = [
  "on_demand",
  "spot",
  "monthly",
  "reserved_1y",
  "reserved_3y",
] as const satisfies readonly PricingModel[];
/** What an offering's `price` is for. */
export const PRICE_UNITS = ["gpu-hour", "instance-hour", "gpu-month", "instance-month"] as const;
/** The units a storage price may be given in (a month is 730 hours). */
export const STORAGE_UNITS = ["gb-hour", "gb-day", "gb-month"] as const;

/** A row of the offering files (`cloud_offerings.csv`, `cloud_offerings.NAME.csv`). */
const offeringRow = z.object(shapeOf(OFFERING_COLUMNS, {
  id: id(),
  provider: text("provider"),
  gpu_model: text("gpuModel"),
  gpu_count: gpuCount(),
  pricing_model: oneOf(PRICING_MODELS),
  price: number(PRICE),
  currency: currency(),
  unit: oneOf(PRICE_UNITS),
  region: optionalText(),
  billing: optionalText(),
  storage_price: optionalNumber({ min: 0, max: 1e6, expected: "storagePrice" }),
  storage_unit: z.string().optional(),
  ingress_price: optionalNumber({
    min: 0,
    max: 1000,
    expected: "ingressPrice",
  }),
  egress_price: optionalNumber({
    min: 0,
    max: 1000,
    expected: "egressPrice",
  }),
  price_change_per_year: optionalNumber({
    min: -0.9,
    max: 1,
    percent: true,
    expected: "priceChange",
  }),
  host_gpus: optionalNumber({ min: 1, max: 1024, integer: true, expected: "hostGpus" }),
  notes: optionalText(),
  ...sourced(),
}));

/** A valid row of the offering files, as the schema outputs it. */
export type OfferingRow = z.output<typeof offeringRow>;

/**
 * `cloud_offerings.csv` as the loader reads it, and each extra `cloud_offerings.NAME.csv`: one
 * row an id (across the files too); the transfer prices, the price's change and the host's GPUs
 * may be left out.
 */
export const OFFERINGS_FILE: DataFile<OfferingRow> = {
  schema: offeringRow,
  key: "id",
  required: true,
  optional: ["ingress_price", "egress_price", "price_change_per_year", "host_gpus"],
};

/** Pricing models paid by the month whatever the hours used. */
const COMMITTED: readonly PricingModel[] = ["monthly", "reserved_1y", "reserved_3y"];

/** A cloud offering with its price per GPU in CNY. */
export interface Offering {
  /** The offering's id, unique across the offering files. */
  id: string;
  /** The provider's name. */
  provider: string;
  /** The GPU model, such as RTX 4090. */
  gpuModel: string;
  /** GPUs in one instance. */
  gpuCount: number;
  /**
   * The most GPUs of one host one instance links, each at the row's price a GPU (`host_gpus`:
   * AutoDL rents 1 to 8 GPUs of a host); blank: exactly `gpuCount`, what a model may be spread
   * over within one instance.
   */
  hostGpus: number;
  /** How it is sold: on demand, spot, monthly or reserved. */
  pricingModel: PricingModel;
  /** `committed` for a monthly rental or a reserved term, paid by the month whatever the hours used; `hourly` for on demand and spot. */
  billing: "hourly" | "committed";
  /** CNY per GPU-hour; for a price per month, the month's price / 730. */
  cnyPerGpuHour: number;
  /** CNY per GPU-month (730 h). */
  cnyPerGpuMonth: number;
  /** The price as written, in `currency` per `unit`. */
  price: number;
  /** The currency of `price`. */
  currency: string;
  /** What `price` is for: `gpu-hour`, `instance-hour`, `gpu-month` or `instance-month`. */
  unit: string;
  /** Where it is sold. */
  region: string;
  /** The billing as the provider states it (the `billing` column). */
  billingNote: string;
  /** CNY per GB-hour of storage, `undefined` where the data has none. */
  storageCnyPerGbHour: number | undefined;
  /** CNY per GB of data moved in and out; `undefined` where the data leaves it blank (not counted). */
  ingressCnyPerGb: number | undefined;
  /** CNY per GB of data moved out; `undefined` = not counted. */
  egressCnyPerGb: number | undefined;
  /** Yearly change of the price over the horizon (−0.25 = 25 % cheaper each year); `undefined` = flat. */
  priceChangePerYear: number | undefined;
  /** Free notes of the row. */
  notes: string;
  /** Where the price comes from. */
  source: string;
  /** The date or period the price is as of. */
  asOf: AsOf;
  /** The offering file it comes from: `cloud_offerings.csv` or an extra `cloud_offerings.NAME.csv`. */
  file: string;
  /** The spreadsheet row in `file`. */
  row: number;
}

/** The offerings of every offering file, and every offering id written in them (valid row or not). */
export interface ParsedOfferings {
  /** Every offering of the valid rows, in file order. */
  offerings: Offering[];
  /** Every offering id written in the files, valid row or not. */
  offeringIds: Set<string>;
}

/**
 * Reads the offerings: the rows of `cloud_offerings.csv` already parsed (`main`), then each extra
 * offering file of `files` in name order; problems go to `issues` and `warnings`.
 */
export function parseOfferings(
  files: Readonly<Record<string, string>>,
  main: ParsedFile<OfferingRow>,
  toCny: ToCny,
  issues: DataIssue[],
  warnings: DataWarning[],
): ParsedOfferings {
  const offeringRows: { file: string; row: number; value: OfferingRow }[] = main.rows.map((r) => ({
    file: "cloud_offerings.csv",
    ...r,
  }));
  const offeringIds = new Set(main.ids);
  for (const file of Object.keys(files).filter((n) => EXTRA_OFFERINGS.test(n)).sort()) {
    const extra = parseFile(file, files[file]!, OFFERINGS_FILE, issues, warnings);
    for (const id of extra.ids) offeringIds.add(id);
    offeringRows.push(...extra.rows.map((r) => ({ file, ...r })));
  }
  const firstSeen = new Map<string, { file: string; row: number }>();
  const offerings: Offering[] = [];
  for (const { file, row, value: o } of offeringRows) {
    const seen = firstSeen.get(o.id);
    if (seen && seen.file !== file) {
      issues.push({
        file,
        row,
        column: "id",
        value: o.id,
        problem: { kind: "id-in-other-file", file: seen.file, row: seen.row },
      });
      continue;
    }
    firstSeen.set(o.id, { file, row });
    const rate = toCny(file, row, "currency", o.currency);
    const perInstance = o.unit.startsWith("instance");
    const monthly = o.unit.endsWith("month");
    const perGpu = (o.price * rate) / (perInstance ? o.gpu_count : 1);
    let storage: number | undefined;
    const unitText = clean(o.storage_unit).toLowerCase();
    if (o.storage_price !== undefined) {
      if (!(STORAGE_UNITS as readonly string[]).includes(unitText)) {
        issues.push({
          file,
          row,
          column: "storage_unit",
          value: unitText,
          problem: { kind: "storage-unit", units: STORAGE_UNITS },
        });
      } else storage = perGbHour(o.storage_price, unitText as typeof STORAGE_UNITS[number]) * rate;
    } else if (unitText !== "") {
      issues.push({
        file,
        row,
        column: "storage_price",
        value: "",
        problem: { kind: "storage-price-needed" },
      });
    }
    if (o.pricing_model === "monthly" && !monthly) {
      issues.push({
        file,
        row,
        column: "unit",
        value: o.unit,
        problem: { kind: "monthly-unit" },
      });
    }
    offerings.push({
      id: o.id,
      provider: o.provider,
      gpuModel: o.gpu_model,
      gpuCount: o.gpu_count,
      hostGpus: Math.max(o.gpu_count, o.host_gpus ?? o.gpu_count),
      pricingModel: o.pricing_model,
      billing: COMMITTED.includes(o.pricing_model) ? "committed" : "hourly",
      cnyPerGpuHour: monthly ? perGpu / HOURS_PER_MONTH : perGpu,
      cnyPerGpuMonth: monthly ? perGpu : perGpu * HOURS_PER_MONTH,
      price: o.price,
      currency: o.currency,
      unit: o.unit,
      region: o.region,
      billingNote: o.billing,
      storageCnyPerGbHour: storage,
      ingressCnyPerGb: o.ingress_price === undefined ? undefined : o.ingress_price * rate,
      egressCnyPerGb: o.egress_price === undefined ? undefined : o.egress_price * rate,
      priceChangePerYear: o.price_change_per_year,
      notes: o.notes,
      source: o.source,
      asOf: o.as_of,
      file,
      row,
    });
  }
  return { offerings, offeringIds };
}
