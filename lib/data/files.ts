/**
 * The files of a data folder, read as text and hashed. Only reads: no task ever writes to the
 * data folder. Free of the CSV parsing (and of mathjs), so that a notebook handed a validated
 * dataset by the report build loads nothing it does not use.
 *
 * @module
 */
import { join } from "node:path";
import { DataError, type DataIssue } from "./errors.ts";
import { decodeCsv } from "./text.ts";

/** The data file names, in a stable order (the files `schema.ts` describes; a test holds them equal). */
export const DATA_FILE_NAMES = [
  "fx.csv",
  "cloud_offerings.csv",
  "hardware.csv",
  "sites.csv",
  "finance.csv",
  "buyers.csv",
  "scenarios.csv",
  "ranges.csv",
  "demand.csv",
  "hidden_costs.csv",
] as const;

/** The optional job files (`lib/data/throughput.ts` reads them). */
export const JOB_FILE_NAMES = ["throughput.csv", "jobs.csv"] as const;

/** The optional work files (`lib/data/work.ts` reads them). */
export const WORK_FILE_NAMES = ["gpus.csv", "work.csv", "api_prices.csv"] as const;

/** The optional files of models' architectures and measured serving points (`models.ts`, `serving_points.ts`). */
export const SERVING_FILE_NAMES = ["models.csv", "serving_points.csv"] as const;

/** The optional file of the used market's prices (`lib/data/used_prices.ts`). */
export const USED_PRICES_FILE_NAME = "used_prices.csv";

/** The optional file of the data's words in other languages (`lib/data/translations.ts`). */
export const TRANSLATIONS_FILE_NAME = "translations.csv";

/**
 * More offering files a folder may hold beside `cloud_offerings.csv`, e.g. one imported from a
 * catalog: `cloud_offerings.NAME.csv`.
 */
export const EXTRA_OFFERINGS = /^cloud_offerings\.[A-Za-z0-9_-]+\.csv$/;

/**
 * Reads the CSV files of `folder` (those that exist), with every extra offering file; a missing
 * file is left out (the loader reports the required ones as not found). A file that is not UTF-8
 * throws a {@linkcode DataError} naming it and how to save it as UTF-8 (`text.ts`), after every
 * file was read, so that it lists them all.
 */
export async function readDataFiles(folder: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  const extra: string[] = [];
  // a folder that does not exist throws the system's NotFound: a task words it
  // (`unreadText()` of lib/present/data_problems.ts)
  for await (const e of Deno.readDir(folder)) {
    if (e.isFile && EXTRA_OFFERINGS.test(e.name)) extra.push(e.name);
  }
  const issues: DataIssue[] = [];
  for (
    const name of [
      ...DATA_FILE_NAMES,
      ...JOB_FILE_NAMES,
      ...WORK_FILE_NAMES,
      ...SERVING_FILE_NAMES,
      USED_PRICES_FILE_NAME,
      TRANSLATIONS_FILE_NAME,
      ...extra.sort(),
    ]
  ) {
    let bytes: Uint8Array;
    try {
      bytes = await Deno.readFile(join(folder, name));
    } catch (error) {
      if (!(error instanceof Deno.errors.NotFound)) throw error;
      continue;
    }
    const read = decodeCsv(name, bytes);
    if (read.ok) files[name] = read.text;
    else issues.push(read.issue);
  }
  if (issues.length > 0) throw new DataError(issues, folder);
  return files;
}

/** SHA-256 of the data files (every file read: name and content, by name), as hex: identifies a price set. */
export async function hashDataFiles(files: Readonly<Record<string, string>>): Promise<string> {
  const text = Object.keys(files).sort().map((n) => `${n}\n${files[n]}`).join("\n");
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
