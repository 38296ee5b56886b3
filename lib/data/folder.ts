/**
 * Reads a data folder from disk. Only reads: no task ever writes to the data folder.
 *
 * @module
 */
import { DataError } from "./errors.ts";
import { DATA_FILES, type LoadOptions, type LoadResult, parseDataset } from "./load.ts";

/** Reads the CSV files of `folder` (those that exist). */
export async function readDataFiles(folder: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const name of DATA_FILES) {
    try {
      files[name] = await Deno.readTextFile(`${folder}/${name}`);
    } catch (error) {
      if (!(error instanceof Deno.errors.NotFound)) throw error;
    }
  }
  return files;
}

/** Reads and validates a data folder. */
export async function loadDataset(folder: string, options: LoadOptions = {}): Promise<LoadResult> {
  const files = await readDataFiles(folder);
  return parseDataset(files, { folder, ...options });
}

/** Reads and validates a data folder, throwing a {@linkcode DataError} that lists every problem. */
export async function loadDatasetOrThrow(folder: string, options: LoadOptions = {}) {
  const result = await loadDataset(folder, options);
  if (!result.ok) throw new DataError(result.issues, folder);
  return result;
}

/** SHA-256 of the data files (name and content, in a stable order), as hex: identifies a price set. */
export async function hashDataFiles(files: Readonly<Record<string, string>>): Promise<string> {
  const text = DATA_FILES.filter((n) => files[n] !== undefined).map((n) => `${n}\n${files[n]}`)
    .join("\n");
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
