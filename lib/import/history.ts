/**
 * The dated prices `deno task import history` reads, as observations of
 * `lib/model/price_history.ts`: the offerings of a data folder (each row's `as_of`), the catalog
 * files `import fetch` keeps dated (`DIR/snapshots/skypilot/DATE/CLOUD.csv`) or a copy of a
 * catalog with its date, and a research table of dated prices (`kind, item, provider, pricing,
 * value, unit, currency, as_of, source`, one price a row, as `../shared/research/prices.csv`).
 * Pure: texts in, observations and problems out (each problem with its file, row and column); the
 * task that reads the files is `lib/cli/import_history.ts`.
 *
 * @module
 */
// @ts-types="npm:@types/d3-dsv@3.0.7"
import { csvParseRows } from "d3-dsv";
import type { Offering } from "../data/offerings.ts";
import type { DataIssue } from "../data/errors.ts";
import { parseAsOf } from "../data/cells.ts";
import { middleDay, type PriceObservation, segmentKey } from "../model/price_history.ts";
import { type OfferingLine, perGpuHour, readCatalog, toOfferings } from "./skypilot.ts";

/** CNY per unit of a currency at the data's one rate; `undefined` for a currency it lacks. */
export type RateOf = (currency: string) => number | undefined;

/** The offerings of a data folder as observations, each at its `as_of` period's middle day (`2026` → 2026-07-02). */
export function offeringObservations(offerings: readonly Offering[]): PriceObservation[] {
  return offerings.map((o) => ({
    offeringId: o.id,
    provider: o.provider,
    gpuModel: o.gpuModel,
    pricingModel: o.pricingModel,
    date: middleDay(o.asOf.start, o.asOf.end),
    cnyPerGpuHour: o.cnyPerGpuHour,
    source: `${o.file} row ${o.row}`,
  }));
}

/**
 * The offering lines of one catalog file as of `date` (a snapshot's day), each price per GPU-hour
 * converted at `rate`; lines of a currency `rate` lacks are left out (a catalog is in USD).
 */
export function catalogObservations(
  lines: readonly OfferingLine[],
  o: { date: string; source: string; rate: RateOf },
): PriceObservation[] {
  return lines.flatMap((l) => {
    const rate = o.rate(l.currency);
    if (rate === undefined) return [];
    return [{
      offeringId: l.id,
      provider: l.provider,
      gpuModel: l.gpu_model,
      pricingModel: l.pricing_model,
      date: o.date,
      cnyPerGpuHour: perGpuHour(l) * rate,
      source: o.source,
    }];
  });
}

/**
 * The day of a catalog copy from its `MANIFEST.md`: the first `taken YYYY-MM-DD` (or, failing
 * that, the first ISO day) in it; `undefined` when it gives none.
 */
export function manifestDay(text: string): string | undefined {
  const taken = /taken\s+(\d{4}-\d{2}-\d{2})/i.exec(text)?.[1];
  const day = taken ?? /\b(\d{4}-\d{2}-\d{2})\b/.exec(text)?.[1];
  return day !== undefined && parseAsOf(day) !== undefined ? day : undefined;
}

/**
 * The day a research row's `as_of` stands for, or `undefined` when it has none: `2026-09-25`;
 * `2026-09` and `2026` at their middle day; `~2026-10` as `2026-10`; a range `2024-12..2025-05` or
 * `2026-06..07` at its middle day; text after a space (`2024-12 (valid until 2025-01-01)`) is a
 * note. `undated snapshot`, `late-2025/early-2026` have none.
 *
 * @example
 * ```ts
 * import { researchDay } from "./history.ts";
 * researchDay("2026-06..07"); // "2026-06-30"
 * researchDay("undated snapshot (2025)"); // undefined
 * ```
 */
export function researchDay(asOf: string): string | undefined {
  const m = /^~?(\d{4}(?:-\d{2}(?:-\d{2})?)?)(?:\.\.(\d{4}(?:-\d{2}(?:-\d{2})?)?|\d{2}))?(?:\s.*)?$/
    .exec(asOf.trim());
  if (!m) return undefined;
  const from = parseAsOf(m[1]!);
  if (from === undefined) return undefined;
  if (m[2] === undefined) return middleDay(from.start, from.end);
  const to = parseAsOf(m[2].length === 2 ? `${m[1]!.slice(0, 4)}-${m[2]}` : m[2]);
  if (to === undefined || to.end < from.start) return undefined;
  return middleDay(from.start, to.end);
}

/** The pricing model a research row's `pricing` names, or `undefined` for none of the data's. */
export function researchPricing(pricing: string): string | undefined {
  const p = pricing.trim().toLowerCase();
  if (p.startsWith("on-demand")) return "on_demand";
  if (p.startsWith("spot")) return "spot";
  if (/^1-yr|^reserved 1/.test(p)) return "reserved_1y";
  if (/^3-yr|^reserved 3/.test(p)) return "reserved_3y";
  return undefined;
}

/**
 * The GPU model of `gpuModels` a research row's `item` names: `H100 SXM 80GB` → `H100 80GB`,
 * `RTX 3090 24GB` → `RTX 3090` (the form factor left out, the memory kept where the data's name
 * has it); `undefined` for an item with more (`H100 NVL 94GB`, `... (GPU component only)`).
 */
export function researchGpu(item: string, gpuModels: ReadonlySet<string>): string | undefined {
  const m = /^(RTX \d{4}|[A-Z]\d{2,3}S?)(?:\s+(?:SXM\d?|PCIe))?(?:\s+(\d+)\s?GB)?$/i.exec(
    item.trim(),
  );
  if (!m) return undefined;
  const base = m[1]!.toUpperCase();
  const names = m[2] === undefined ? [base] : [`${base} ${m[2]}GB`, base];
  return names.find((n) => gpuModels.has(n));
}

/** The columns a research table must have. */
export const RESEARCH_COLUMNS = [
  "kind",
  "item",
  "provider",
  "pricing",
  "value",
  "unit",
  "currency",
  "as_of",
  "source",
] as const;

/** Why a research row was not read, by kind: rows of other kinds are not counted. */
export interface ResearchSkipped {
  /** A GPU-hour price with no date (`undated snapshot`). */
  undated: number;
  /** A price not per GPU-hour (per GPU-month). */
  unit: number;
  /** A pricing the data has no model for (`median of listings`, `capacity block`). */
  pricing: number;
  /** A GPU the segments do not have (`H100 NVL 94GB`), or a segment they lack. */
  segment: number;
}

/** A research table read: its observations, the rows left out by why, and every problem. */
export interface ResearchRead {
  /** One a row read. */
  observations: PriceObservation[];
  /** Rows of GPU-hour prices left out, by why. */
  skipped: ResearchSkipped;
  /** Rows that cannot be read, each at its file, row and column. */
  problems: DataIssue[];
}

/**
 * Reads the GPU-hour prices (`kind` `cloud_gpu`) of a research table into observations of the
 * segments `segments` has (keys of `segmentKey()`), each converted at `rate`. A missing column, a
 * `value` that is not a number above 0, or a currency `rate` lacks is a problem at its file, row
 * and column (the header is row 1); rows without a date, a GPU-hour unit, a pricing model of the
 * data or a segment of `segments` are left out and counted.
 */
export function readResearchPrices(
  text: string,
  file: string,
  o: { segments: ReadonlySet<string>; rate: RateOf },
): ResearchRead {
  const skipped: ResearchSkipped = { undated: 0, unit: 0, pricing: 0, segment: 0 };
  const problems: DataIssue[] = [];
  const observations: PriceObservation[] = [];
  const table = csvParseRows(text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n"));
  const header = (table[0] ?? []).map((h) => h.trim());
  const missing = RESEARCH_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length > 0) {
    for (const column of missing) {
      problems.push({
        file,
        row: 1,
        column,
        value: "",
        expected: `a column ${column} (the columns: ${RESEARCH_COLUMNS.join(", ")})`,
      });
    }
    return { observations, skipped, problems };
  }
  const gpuModels = new Set([...o.segments].map((s) => s.split(" × ")[0]!));
  for (const [i, cells] of table.slice(1).entries()) {
    const row = i + 2;
    const cell = (c: (typeof RESEARCH_COLUMNS)[number]) => (cells[header.indexOf(c)] ?? "").trim();
    if (cells.every((c) => c.trim() === "") || cell("kind") !== "cloud_gpu") continue;
    const problem = (column: string, value: string, expected: string) =>
      problems.push({ file, row, column, value, expected });
    const value = Number(cell("value"));
    if (cell("value") === "" || !Number.isFinite(value) || value <= 0) {
      problem("value", cell("value"), "a price above 0 (a number such as 2.49)");
      continue;
    }
    if (!/^per GPU-hour\b/.test(cell("unit"))) {
      skipped.unit++;
      continue;
    }
    const date = researchDay(cell("as_of"));
    if (date === undefined) {
      skipped.undated++;
      continue;
    }
    const pricingModel = researchPricing(cell("pricing"));
    if (pricingModel === undefined) {
      skipped.pricing++;
      continue;
    }
    const gpuModel = researchGpu(cell("item"), gpuModels);
    if (gpuModel === undefined || !o.segments.has(segmentKey(gpuModel, pricingModel))) {
      skipped.segment++;
      continue;
    }
    const rate = o.rate(cell("currency").toUpperCase());
    if (rate === undefined) {
      problem("currency", cell("currency"), "a currency of the data's fx.csv, or CNY");
      continue;
    }
    observations.push({
      offeringId: undefined,
      provider: cell("provider"),
      gpuModel,
      pricingModel,
      date,
      cnyPerGpuHour: value * rate,
      source: `${file} row ${row} (${cell("source")})`,
    });
  }
  return { observations, skipped, problems };
}

/** A catalog file to read as of a day: a snapshot `import fetch` kept, or a copy with its date. */
export interface DatedCatalog {
  /** The file's path or name, as problems name it. */
  file: string;
  /** Its text. */
  text: string;
  /** The day its prices are as of. */
  date: string;
  /** The provider its rows are of (`Lambda`). */
  provider: string;
  /** What its observations cite. */
  source: string;
}

/** Where the observations of a history came from, counted before repeats are left out. */
export interface HistoryCounts {
  /** The data folder's offering rows. */
  data: number;
  /** The catalog files' offerings (snapshots and copies). */
  catalogs: number;
  /** The research tables' rows read. */
  research: number;
}

/** The observations of a history's sources, and what could not be read. */
export interface HistoryInput {
  /** Every observation, before repeats are left out. */
  observations: PriceObservation[];
  /** How many each kind of source gave. */
  counts: HistoryCounts;
  /** Research rows left out, by why. */
  skipped: ResearchSkipped;
  /** Every problem, at its file, row and column: with any, nothing is fitted. */
  problems: DataIssue[];
}

/**
 * The observations of a data folder's offerings, of dated catalog files (read as `import skypilot`
 * reads them, one row an instance at its lowest price) and of research tables (their rows of the
 * segments the others have), each converted at `rate`.
 */
export function historyInput(
  o: {
    offerings: readonly Offering[];
    catalogs: readonly DatedCatalog[];
    research: readonly { file: string; text: string }[];
    rate: RateOf;
  },
): HistoryInput {
  const problems: DataIssue[] = [];
  const data = offeringObservations(o.offerings);
  const catalogs = o.catalogs.flatMap((c) => {
    const read = readCatalog(c.text, c.file);
    problems.push(...read.issues);
    const lines = toOfferings(read.rows, {
      provider: c.provider,
      source: c.source,
      asOf: c.date,
      regions: "collapse",
    });
    return catalogObservations(lines, { date: c.date, source: c.source, rate: o.rate });
  });
  const segments = new Set(
    [...data, ...catalogs].map((x) => segmentKey(x.gpuModel, x.pricingModel)),
  );
  const skipped: ResearchSkipped = { undated: 0, unit: 0, pricing: 0, segment: 0 };
  const research = o.research.flatMap((r) => {
    const read = readResearchPrices(r.text, r.file, { segments, rate: o.rate });
    problems.push(...read.problems);
    for (const k of Object.keys(skipped) as (keyof ResearchSkipped)[]) {
      skipped[k] += read.skipped[k];
    }
    return read.observations;
  });
  return {
    observations: [...data, ...catalogs, ...research],
    counts: { data: data.length, catalogs: catalogs.length, research: research.length },
    skipped,
    problems,
  };
}
