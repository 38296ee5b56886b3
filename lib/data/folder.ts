/**
 * Reads a data folder from disk. Only reads: no task ever writes to the data folder.
 *
 * @module
 */
import { DataError } from "./errors.ts";
import { readDataFiles } from "./files.ts";
import { type LoadOptions, type LoadResult, parseDataset } from "./load.ts";

export { hashDataFiles, readDataFiles } from "./files.ts";

/** Reads and validates a data folder. */
export async function loadDataset(folder: string, options: LoadOptions = {}): Promise<LoadResult> {
  let files: Record<string, string>;
  try {
    files = await readDataFiles(folder);
  } catch (error) {
    // a file that is not UTF-8: nothing is parsed from the folder
    if (error instanceof DataError) return { ok: false, issues: [...error.issues], warnings: [] };
    throw error;
  }
  return parseDataset(files, { folder, ...options });
}

/** Reads and validates a data folder, throwing a {@linkcode DataError} that lists every problem. */
export async function loadDatasetOrThrow(
  folder: string,
  options: LoadOptions = {},
): Promise<LoadResult & { ok: true }> {
  const result = await loadDataset(folder, options);
  if (!result.ok) throw new DataError(result.issues, folder);
  return result;
}
