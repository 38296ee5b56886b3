/**
 * The files of a data folder, read as text and hashed. Only reads: no task ever writes to the
 * data folder. Free of the CSV parsing (and of mathjs), so that a notebook handed a validated
 * dataset by the report build loads nothing it does not use.
 *
 * @module
 */
import { join } from "node:path";

/** The data file names, in a stable order (the files `schema.ts` describes; a test holds them equal). */
export const DATA_FILE_NAMES = [
  "fx.csv",
  "cloud_offerings.csv",
  "hardware.csv",
  "sites.csv",
  "finance.csv",
  "scenarios.csv",
  "ranges.csv",
  "demand.csv",
] as const;

/** Reads the CSV files of `folder` (those that exist). */
export async function readDataFiles(folder: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const name of DATA_FILE_NAMES) {
    try {
      files[name] = await Deno.readTextFile(join(folder, name));
    } catch (error) {
      if (!(error instanceof Deno.errors.NotFound)) throw error;
    }
  }
  return files;
}

/** SHA-256 of the data files (name and content, in a stable order), as hex: identifies a price set. */
export async function hashDataFiles(files: Readonly<Record<string, string>>): Promise<string> {
  const text = DATA_FILE_NAMES.filter((n) => files[n] !== undefined).map((n) => `${n}\n${files[n]}`)
    .join("\n");
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
