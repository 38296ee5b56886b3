/**
 * What the commands of `deno task import` share: their help text, their command line (file names
 * allowed), reading catalog files (UTF-8 only, as a data file is read) into offering lines with a
 * line of report each, the provider a catalog file's name gives, and what changed between two
 * imports of a catalog, in lines.
 *
 * @module
 */
import { basename } from "node:path";
import { formatIssue } from "../present/data_problems.ts";
import { decodeCsv } from "../data/text.ts";
import {
  type CatalogDiff,
  diffOfferings,
  type OfferingLine,
  perGpuHour,
  projectGpuName,
  readCatalog,
  skippedPrices,
  toOfferings,
} from "../import/skypilot.ts";
import { DEFAULT_CATALOG } from "../import/fetch.ts";
import { InputError, parseCommandLine } from "./main.ts";

/** The clouds a first fetch downloads: those whose v7 files the importer was tried on. */
export const DEFAULT_CLOUDS = ["lambda", "runpod", "hyperbolic", "nebius", "shadeform", "seeweb"];

/** The help of `deno task import`: its three commands and their options. */
export const HELP = `deno task import skypilot FILE... --out DIR/cloud_offerings.NAME.csv [options]
deno task import diff OLD NEW [--data DIR]
deno task import fetch [--clouds lambda,runpod,...] [--from URL|DIR] [--data DIR] [--as-of DATE]
deno task import history [--data DIR] [--catalog DIR[@DATE]]... [--research FILE]... [--json]

skypilot: reads catalog files into an offering file
  --out FILE          the offering file to write (a data folder reads cloud_offerings.NAME.csv)
  --as-of DATE        the date of the prices (default: today)
  --source TEXT       what the rows cite; {file} stands for each file's name (default:
                      "SkyPilot catalog (github:skypilot-org/skypilot-catalog) {file}")
  --provider NAME     the provider's name (default: the file's name, e.g. lambda → Lambda)
  --regions collapse  one row per instance and pricing model at its lowest price (default), or
            each      one row per region
  --force             write over an existing --out file

diff: what changed between two snapshots of one catalog file (largest price moves first)

fetch: downloads each cloud's <cloud>/vms.csv of the catalog, keeps it as
DIR/snapshots/skypilot/DATE/<cloud>.csv, imports it into DIR/cloud_offerings.skypilot-<cloud>.csv
(replaced by each successful fetch, by no other task) and prints what changed since the cloud's
latest earlier snapshot, as diff does. Every file is downloaded and checked before any is written:
a failed download, a bad file, or offering files that would make a valid data folder invalid (ids
another offering file has) write nothing.
  --clouds LIST       the catalog's clouds, comma-separated (default: those of the latest
                      snapshot, or ${DEFAULT_CLOUDS.join(",")})
  --from URL|DIR      the catalog, or a copy laid out as <cloud>/vms.csv (default:
                      ${DEFAULT_CATALOG})
  --data DIR          the data folder to write into (default: data)
  --as-of DATE        the day of the prices and of the snapshot, YYYY-MM-DD (default: today)
  --timeout SECONDS   give up a request that waits this long for an answer or its next bytes
                      (default: 30)
  --retries N         times a failed request is tried again (default: 2)

history: the dated prices available offline as a series per offering and per segment (GPU model ×
pricing model), with each one's yearly drift and volatility (deno task import history --help)

  -h, --help          this text`;

/** How the providers of SkyPilot's catalog write their names. */
const PROVIDER_NAMES: Record<string, string> = {
  aws: "AWS",
  gcp: "GCP",
  azure: "Azure",
  lambda: "Lambda",
  runpod: "RunPod",
  fluidstack: "FluidStack",
  hyperbolic: "Hyperbolic",
  nebius: "Nebius",
  shadeform: "Shadeform",
  seeweb: "Seeweb",
  vast: "Vast.ai",
  cudo: "Cudo",
  paperspace: "Paperspace",
  do: "DigitalOcean",
};

/** The provider's name from a catalog file's name: `lambda.csv`, `lambda_2026-12.csv` → `Lambda`. */
export function providerOf(file: string): string {
  const stem = /^[a-z]+/.exec(basename(file).toLowerCase())?.[0] ?? "catalog";
  return PROVIDER_NAMES[stem] ?? stem.charAt(0).toUpperCase() + stem.slice(1);
}

/**
 * A catalog file's text, refused as a data file is when it cannot be read or is not UTF-8.
 *
 * @throws {InputError} naming the file, when it cannot be read or is not UTF-8
 */
export async function readText(file: string): Promise<string> {
  let bytes: Uint8Array;
  try {
    bytes = await Deno.readFile(file);
  } catch (error) {
    throw new InputError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  // a catalog that is not UTF-8 is refused as a data file is, nothing written
  const read = decodeCsv(file, bytes);
  if (!read.ok) throw new InputError(`Cannot read ${formatIssue(read.issue)}`);
  return read.text;
}

/** What importing catalog texts made: offering lines, every problem, a report and unknown names. */
export interface Imported {
  /** The offering lines made, every file's in turn. */
  lines: OfferingLine[];
  /** Each row that could not be used, with its file, row and column. */
  problems: string[];
  /** A line a file (rows read, kept, skipped; offerings made), and a line a kind of price skipped. */
  report: string[];
  /** GPU names the workbook does not know, kept as the catalog writes them, sorted. */
  unknown: string[];
}

/** Reads catalog files into offering lines, or throws with every problem. */
export async function importFiles(
  files: readonly string[],
  o: { asOf: string; source?: string; provider?: string; regions: "collapse" | "each" },
): Promise<Imported> {
  const texts = [];
  for (const file of files) texts.push({ file, text: await readText(file) });
  return importTexts(texts, o);
}

/** Reads catalog texts (each with its file's name or path) into offering lines. */
export function importTexts(
  files: readonly { file: string; text: string }[],
  o: { asOf: string; source?: string; provider?: string; regions: "collapse" | "each" },
): Imported {
  const lines: OfferingLine[] = [];
  const problems: string[] = [];
  const report: string[] = [];
  const unknown = new Set<string>();
  for (const { file, text } of files) {
    const read = readCatalog(text, basename(file));
    problems.push(...read.issues.map(formatIssue));
    const provider = o.provider ?? providerOf(file);
    const made = toOfferings(read.rows, {
      provider,
      source: (o.source ?? "SkyPilot catalog (github:skypilot-org/skypilot-catalog) {file}")
        .replaceAll("{file}", basename(file)),
      asOf: o.asOf,
      regions: o.regions,
    });
    for (const r of read.rows) {
      const gpu = projectGpuName(r.accelerator, r.memoryMiB);
      if (!gpu.known) unknown.add(gpu.name);
    }
    lines.push(...made);
    report.push(
      `${
        basename(file)
      } (${provider}): ${read.read} rows read, ${read.rows.length} GPU rows kept, ${read.cpuRows} CPU rows skipped, ${read.duplicates} repeated rows counted once, ${read.issues.length} rows not usable → ${made.length} offerings (${
        made.filter((m) => m.pricing_model === "spot").length
      } spot)`,
      ...skippedPrices(read).map((line) => `  ${line}`),
    );
  }
  return { lines, problems, report, unknown: [...unknown].sort() };
}

/**
 * What changed between two imports of a catalog, one line each: the counts, the offerings added
 * and removed, those repriced with the largest move (per GPU-hour, as a share of the old price)
 * first, and the cheapest price of each GPU model that moved.
 */
export function changeLines(
  before: readonly OfferingLine[],
  after: readonly OfferingLine[],
): string[] {
  const d = diffOfferings(before, after);
  const say = (l: OfferingLine) =>
    `${l.id} (${l.gpu_model}, ${l.pricing_model}, ${l.price} USD/${l.unit})`;
  const move = (r: CatalogDiff["repriced"][number]) =>
    perGpuHour(r.after) / perGpuHour(r.before) - 1;
  const repriced = d.repriced.map((r) => ({ ...r, move: move(r) })).sort((a, b) =>
    Math.abs(b.move) - Math.abs(a.move) || (a.after.id < b.after.id ? -1 : 1)
  );
  const usd = (v?: number) => v === undefined ? "none" : `${v.toFixed(4)} USD/GPU-h`;
  return [
    `${d.added.length} added, ${d.removed.length} removed, ${d.repriced.length} repriced`,
    ...d.added.map((l) => `added: ${say(l)}`),
    ...d.removed.map((l) => `removed: ${say(l)}`),
    ...repriced.map((r) =>
      `repriced: ${r.after.id}: ${r.before.price} → ${r.after.price} USD/${r.after.unit} (${
        r.move > 0 ? "up" : "down"
      } ${Math.abs(r.move * 100).toFixed(1)} %)`
    ),
    ...d.cheapest.filter((c) => c.before !== c.after).map((c) =>
      `cheapest ${c.gpuModel} ${c.pricingModel}: ${usd(c.before)} → ${usd(c.after)}`
    ),
  ];
}

/** `parseCommandLine` with positional file names allowed. */
export function parseCommandLineWithFiles<const O extends Parameters<typeof parseCommandLine>[2]>(
  args: string[],
  options: O,
): ReturnType<typeof parseCommandLine<O>> {
  return parseCommandLine("import", args, options, { positionals: true });
}
