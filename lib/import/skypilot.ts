/**
 * Reads SkyPilot's public GPU price catalog (one CSV per cloud: `InstanceType, AcceleratorName,
 * AcceleratorCount, ..., Price, Region, GpuInfo, SpotPrice` in any order; prices in USD per
 * instance-hour) into offering rows of `cloud_offerings.csv`. Pure: text in, rows and a report
 * out; the task that writes files is `lib/cli/import.ts`.
 *
 * @module
 */
// @ts-types="npm:@types/d3-dsv@3.0.7"
import { csvFormatRows, csvParseRows } from "d3-dsv";
import type { DataIssue } from "../data/errors.ts";
import { OFFERING_COLUMNS as DATA_OFFERING_COLUMNS } from "../data/offerings.ts";

/** The columns every catalog file must have; `GpuInfo` and `SpotPrice` may be missing. */
export const REQUIRED_COLUMNS = [
  "InstanceType",
  "AcceleratorName",
  "AcceleratorCount",
  "Price",
  "Region",
] as const;

/**
 * The dearest price per GPU-hour the importer believes, USD: about five times the dearest GPU
 * rented anywhere (a B200 at about 14 USD an hour on a hyperscaler in 2026). A catalog's
 * placeholder such as 99999999 lies far above it; such a price is skipped and listed.
 */
export const CEILING_USD_PER_GPU_HOUR = 100;

/** A price skipped for lying above {@linkcode CEILING_USD_PER_GPU_HOUR}. */
export interface PriceAboveCeiling {
  /** The spreadsheet row of the catalog file (the header is row 1). */
  row: number;
  /** The column the price is in: on demand or spot. */
  column: "Price" | "SpotPrice";
  /** The price as written, USD per instance-hour. */
  usdPerInstanceHour: number;
  /** The price divided by the instance's GPUs, USD per GPU-hour: what the ceiling is compared with. */
  usdPerGpuHour: number;
}

/** One GPU row of a catalog. */
export interface CatalogRow {
  /** The spreadsheet row of the catalog file (the header is row 1). */
  row: number;
  /** The cloud's instance type, e.g. `p4de.24xlarge`. */
  instanceType: string;
  /** The catalog's name, e.g. `A100-80GB`. */
  accelerator: string;
  /** GPUs in one instance, a whole number from 1. */
  gpuCount: number;
  /** USD per instance-hour; `undefined` when the catalog gives none, 0 or one above the ceiling. */
  price: number | undefined;
  /** Spot USD per instance-hour; `undefined` when the catalog gives none, 0 or one above the ceiling. */
  spotPrice: number | undefined;
  /** The catalog's region, as written; `""` when blank. */
  region: string;
  /** GPU memory per GPU from `GpuInfo`, MiB, where it says. */
  memoryMiB: number | undefined;
}

/** What reading a catalog file found. */
export interface CatalogRead {
  /** The GPU rows kept: priced, each instance, region and prices once. */
  rows: CatalogRow[];
  /** Data rows in the file. */
  read: number;
  /** CPU-only rows (no accelerator). */
  cpuRows: number;
  /** Rows repeated exactly (same instance, region and prices), counted once. */
  duplicates: number;
  /** On-demand prices of 0: the instance is not offered on demand there; the price is skipped. */
  zeroPrices: number;
  /** Spot prices of 0: no spot offer; the price is skipped. */
  zeroSpotPrices: number;
  /** Prices above the ceiling, skipped, each listed. */
  aboveCeiling: PriceAboveCeiling[];
  /** GPU rows left with no price (both blank, 0 or above the ceiling): skipped. */
  unpriced: number;
  /** Rows that cannot be used, and why (file, row, column). */
  issues: DataIssue[];
}

/** The memory of one GPU in `GpuInfo` (`'SizeInMiB': 81920`), MiB. */
export function memoryFromGpuInfo(info: string): number | undefined {
  const m = /'SizeInMiB':\s*([0-9.]+)/.exec(info);
  return m ? Number(m[1]) : undefined;
}

const number = (text: string): number | undefined => {
  const t = text.trim();
  if (t === "") return undefined;
  const v = Number(t);
  return Number.isFinite(v) ? v : Number.NaN;
};

/**
 * Reads one catalog file. A missing column, an empty file or a file of another format is an
 * issue of the whole file; a price or count that is not a number, or a negative price, is an
 * issue of its row. A price of 0 means "not offered" and a price above
 * {@linkcode CEILING_USD_PER_GPU_HOUR} per GPU-hour is a placeholder: each is skipped and counted
 * (the latter listed), and a row left with no price is skipped and counted, not an issue.
 */
export function readCatalog(text: string, file: string): CatalogRead {
  const out: CatalogRead = {
    rows: [],
    read: 0,
    cpuRows: 0,
    duplicates: 0,
    zeroPrices: 0,
    zeroSpotPrices: 0,
    aboveCeiling: [],
    unpriced: 0,
    issues: [],
  };
  const table = csvParseRows(text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n"));
  const header = (table[0] ?? []).map((h) => h.trim());
  if (table.length === 0 || header.every((h) => h === "")) {
    out.issues.push({
      file,
      row: 0,
      column: "",
      value: "",
      expected: "a SkyPilot catalog: a header row and price rows",
    });
    return out;
  }
  const missing = REQUIRED_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length > 0) {
    for (const column of missing) {
      out.issues.push({
        file,
        row: 1,
        column,
        value: "",
        expected: `a column named ${column} (a SkyPilot catalog has ${
          REQUIRED_COLUMNS.join(", ")
        })`,
      });
    }
    return out;
  }
  const at = (name: string) => header.indexOf(name);
  const seen = new Set<string>();
  table.slice(1).forEach((cells, i) => {
    const row = i + 2;
    if (cells.every((c) => c.trim() === "")) return;
    out.read++;
    const cell = (name: string) => at(name) >= 0 ? (cells[at(name)] ?? "").trim() : "";
    const accelerator = cell("AcceleratorName");
    if (accelerator === "") {
      out.cpuRows++;
      return;
    }
    const count = number(cell("AcceleratorCount"));
    const price = number(cell("Price"));
    const spot = number(cell("SpotPrice"));
    const bad = (column: string, expected: string) =>
      out.issues.push({ file, row, column, value: cell(column), expected });
    if (count === undefined || !(count! >= 1) || !Number.isInteger(count)) {
      bad("AcceleratorCount", "a whole number of GPUs, 1 or more");
      return;
    }
    if (Number.isNaN(price) || (price !== undefined && price < 0)) {
      bad(
        "Price",
        "a price above 0 in USD per instance-hour, 0 (not offered) or a blank cell",
      );
      return;
    }
    if (Number.isNaN(spot) || (spot !== undefined && spot < 0)) {
      bad(
        "SpotPrice",
        "a spot price above 0 in USD per instance-hour, 0 (no spot offer) or a blank cell",
      );
      return;
    }
    // 0 means "not offered", a price above the ceiling a placeholder: both are skipped
    const usable = (column: "Price" | "SpotPrice", value: number | undefined) => {
      if (value === undefined) return undefined;
      if (value === 0) {
        if (column === "Price") out.zeroPrices++;
        else out.zeroSpotPrices++;
        return undefined;
      }
      const perGpu = value / count!;
      if (perGpu > CEILING_USD_PER_GPU_HOUR) {
        out.aboveCeiling.push({ row, column, usdPerInstanceHour: value, usdPerGpuHour: perGpu });
        return undefined;
      }
      return value;
    };
    const onDemand = usable("Price", price), spotOffer = usable("SpotPrice", spot);
    if (onDemand === undefined && spotOffer === undefined) {
      out.unpriced++;
      return;
    }
    const region = cell("Region");
    const key = [cell("InstanceType"), region, onDemand, spotOffer].join("|");
    if (seen.has(key)) {
      out.duplicates++;
      return;
    }
    seen.add(key);
    out.rows.push({
      row,
      instanceType: cell("InstanceType"),
      accelerator,
      gpuCount: count!,
      price: onDemand,
      spotPrice: spotOffer,
      region,
      memoryMiB: memoryFromGpuInfo(cell("GpuInfo")),
    });
  });
  return out;
}

/**
 * The project's name for a catalog's GPU: `A100` of 40 GB and `A100-80GB` become `A100 40GB` and
 * `A100 80GB`, `H100`/`H100-SXM` `H100 80GB`, `RTX4090` `RTX 4090`, and so on, with the memory of
 * `GpuInfo` deciding where a name leaves it open. Names it does not know come back unchanged,
 * with `known: false`.
 */
export function projectGpuName(
  accelerator: string,
  memoryMiB?: number,
): { name: string; known: boolean } {
  const a = accelerator.toUpperCase().replace(/\s+/g, "");
  const gb = memoryMiB === undefined ? undefined : memoryMiB / 1024;
  const known = (name: string) => ({ name, known: true });
  if (/^A100(-SXM4?|-PCIE)?$/.test(a)) {
    return known(gb !== undefined && gb > 60 ? "A100 80GB" : "A100 40GB");
  }
  if (/^A100-80GB?(-SXM4?|-PCIE)?$/.test(a)) return known("A100 80GB");
  if (/^H100(-SXM5?|-PCIE)?(-80GB)?$/.test(a)) return known("H100 80GB");
  if (/^H100-NVL$/.test(a)) return known("H100 NVL 94GB");
  if (/^H200(-SXM5?)?(-141GB)?$/.test(a)) return known("H200 141GB");
  if (/^GH200$/.test(a)) return known("GH200 96GB");
  if (/^B200$/.test(a)) return known("B200 180GB");
  if (/^L40S$/.test(a)) return known("L40S 48GB");
  if (/^L40$/.test(a)) return known("L40 48GB");
  if (/^L4$/.test(a)) return known("L4 24GB");
  if (/^A10G?$/.test(a)) return known(a === "A10G" ? "A10G 24GB" : "A10 24GB");
  if (/^RTX(\d{4})$/.test(a)) return known(`RTX ${a.slice(3)}`);
  if (/^(RTX)?A6000$/.test(a)) return known("RTX A6000 48GB");
  if (/^V100(-32G(B)?)?$/.test(a)) {
    return known(a.includes("32") || (gb ?? 0) > 20 ? "V100 32GB" : "V100 16GB");
  }
  if (/^MI300X$/.test(a)) return known("MI300X 192GB");
  return { name: accelerator, known: false };
}

/** Options of an import. */
export interface ImportOptions {
  /** The provider's name in the rows, e.g. `Lambda`. */
  provider: string;
  /** What the rows cite: catalog, file, commit or date. */
  source: string;
  /** `YYYY-MM-DD`, `YYYY-MM` or `YYYY`. */
  asOf: string;
  /**
   * `collapse` (the default): one row per instance type and pricing model at its lowest price,
   * the regions and the price range in the notes, so that a catalog listing one instance in 30
   * regions does not count 30 times in charts and claims; `each`: one row per region.
   */
  regions?: "collapse" | "each";
}

/** Columns of the data's offering files the catalog has nothing for: left out of an import. */
export const NOT_IMPORTED = [
  "ingress_price",
  "egress_price",
  "price_change_per_year",
  // each instance type is a row of its own GPUs: an instance is exactly its gpu_count
  "host_gpus",
] as const;

/** A column of an imported offering file. */
export type ImportedColumn = Exclude<
  typeof DATA_OFFERING_COLUMNS[number],
  typeof NOT_IMPORTED[number]
>;

/** The header of an imported offering file, in `cloud_offerings.csv`'s order. */
export const OFFERING_COLUMNS: readonly ImportedColumn[] = DATA_OFFERING_COLUMNS.filter((
  c,
): c is ImportedColumn => !(NOT_IMPORTED as readonly string[]).includes(c));

/** One row of `cloud_offerings.csv` as the import writes it: every column a string, as in the file. */
export type OfferingLine = Record<ImportedColumn, string>;

const slug = (text: string) =>
  text.toLowerCase().replace(/[^a-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "");

/** Offering rows from catalog rows: on demand where `Price` is set, spot where `SpotPrice` is. */
export function toOfferings(rows: readonly CatalogRow[], o: ImportOptions): OfferingLine[] {
  const priced = rows.flatMap((r) =>
    ([["on_demand", r.price], ["spot", r.spotPrice]] as const)
      .filter(([, p]) => p !== undefined)
      .map(([model, price]) => ({ r, model, price: price! }))
  );
  const groups = new Map<string, typeof priced>();
  for (const p of priced) {
    const key = o.regions === "each"
      ? `${p.r.instanceType}|${p.model}|${p.r.region}`
      : `${p.r.instanceType}|${p.model}`;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  const out: OfferingLine[] = [];
  for (const group of groups.values()) {
    const cheapest = group.reduce((a, b) => (b.price < a.price ? b : a));
    const { r, model } = cheapest;
    const regions = [...new Set(group.map((g) => g.r.region || "(no region)"))].sort();
    const prices = group.map((g) => g.price);
    const low = Math.min(...prices), high = Math.max(...prices);
    const gpu = projectGpuName(r.accelerator, r.memoryMiB);
    const each = o.regions === "each";
    out.push({
      id: slug(
        `sky-${o.provider}-${r.instanceType}-${model === "spot" ? "spot" : "od"}${
          each ? `-${r.region || "any"}` : ""
        }`,
      ),
      provider: o.provider,
      gpu_model: gpu.name,
      gpu_count: String(r.gpuCount),
      pricing_model: model,
      price: String(low),
      currency: "USD",
      unit: "instance-hour",
      region: each ? r.region : regions.length === 1 ? regions[0]! : `${regions.length} regions`,
      billing: "per hour (catalog)",
      storage_price: "",
      storage_unit: "",
      notes: `${r.instanceType}; catalog name ${r.accelerator}${
        each || regions.length === 1 ? "" : `; ${regions.join(", ")}`
      }${low !== high ? `; ${low}-${high} USD across regions, the lowest kept` : ""}`,
      source: o.source,
      as_of: o.asOf,
    });
  }
  out.sort((a, b) => a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  // two instance types whose names differ only in punctuation would share an id: number them
  const used = new Map<string, number>();
  for (const line of out) {
    const n = used.get(line.id) ?? 0;
    used.set(line.id, n + 1);
    if (n > 0) line.id = `${line.id}-${n + 1}`;
  }
  return out;
}

/** Offerings added, removed and repriced between two imports of the same catalog. */
export interface CatalogDiff {
  /** Lines whose id is only in the new import. */
  added: OfferingLine[];
  /** Lines whose id is only in the old import. */
  removed: OfferingLine[];
  /** Lines in both whose price changed, each before and after. */
  repriced: { before: OfferingLine; after: OfferingLine }[];
  /** The cheapest USD per GPU-hour of each GPU model and pricing model, before and after. */
  cheapest: { gpuModel: string; pricingModel: string; before?: number; after?: number }[];
}

/** USD per GPU-hour of an offering line. */
export function perGpuHour(line: OfferingLine): number {
  return Number(line.price) / Number(line.gpu_count);
}

/** What changed from `before` to `after` (offering lines, matched by id). */
export function diffOfferings(
  before: readonly OfferingLine[],
  after: readonly OfferingLine[],
): CatalogDiff {
  const old = new Map(before.map((l) => [l.id, l]));
  const now = new Map(after.map((l) => [l.id, l]));
  const cheapestOf = (lines: readonly OfferingLine[]) => {
    const m = new Map<string, number>();
    for (const l of lines) {
      const key = `${l.gpu_model}|${l.pricing_model}`;
      m.set(key, Math.min(m.get(key) ?? Infinity, perGpuHour(l)));
    }
    return m;
  };
  const a = cheapestOf(before), b = cheapestOf(after);
  return {
    added: after.filter((l) => !old.has(l.id)),
    removed: before.filter((l) => !now.has(l.id)),
    repriced: after.filter((l) => old.has(l.id) && old.get(l.id)!.price !== l.price).map((l) => ({
      before: old.get(l.id)!,
      after: l,
    })),
    cheapest: [...new Set([...a.keys(), ...b.keys()])].sort().map((key) => {
      const [gpuModel, pricingModel] = key.split("|") as [string, string];
      return { gpuModel, pricingModel, before: a.get(key), after: b.get(key) };
    }),
  };
}

/**
 * One line for every kind of price or priced row the import skipped (CPU rows, repeats and
 * unusable rows are counted by {@linkcode CatalogRead}'s other fields), none for a kind it did
 * not meet: `3 spot prices of 0 skipped (no spot offer)`, `1 price above 100 USD per GPU-hour
 * skipped (a placeholder, not a price): row 5 Price 99999999 (12499999.875 USD/GPU-h)`, ...
 */
export function skippedPrices(read: CatalogRead): string[] {
  const lines: string[] = [];
  const n = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  if (read.zeroPrices > 0) {
    lines.push(
      `${
        n(read.zeroPrices, "on-demand price", "on-demand prices")
      } of 0 skipped (not offered on demand)`,
    );
  }
  if (read.zeroSpotPrices > 0) {
    lines.push(
      `${n(read.zeroSpotPrices, "spot price", "spot prices")} of 0 skipped (no spot offer)`,
    );
  }
  if (read.aboveCeiling.length > 0) {
    const listed = read.aboveCeiling.slice(0, 10).map((a) =>
      `row ${a.row} ${a.column} ${a.usdPerInstanceHour} (${a.usdPerGpuHour} USD/GPU-h)`
    ).join(", ");
    const more = read.aboveCeiling.length > 10 ? `, and ${read.aboveCeiling.length - 10} more` : "";
    lines.push(
      `${
        n(read.aboveCeiling.length, "price", "prices")
      } above ${CEILING_USD_PER_GPU_HOUR} USD per GPU-hour skipped (a placeholder, not a price): ${listed}${more}`,
    );
  }
  if (read.unpriced > 0) {
    lines.push(
      `${
        n(read.unpriced, "GPU row", "GPU rows")
      } skipped with no usable price (blank, 0 or above the ceiling)`,
    );
  }
  return lines;
}

/** The rows as the text of an offering file. */
export function formatOfferings(lines: readonly OfferingLine[]): string {
  return csvFormatRows([
    [...OFFERING_COLUMNS],
    ...lines.map((l) => OFFERING_COLUMNS.map((c) => l[c])),
  ]) +
    "\n";
}
