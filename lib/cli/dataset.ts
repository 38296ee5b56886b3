/**
 * The data folder a computing task reads, valid or not at all (kept apart from `main.ts` so that
 * tasks that read no data do not load the CSV parser).
 *
 * @module
 */
import { issueText, unreadText } from "../present/data_problems.ts";
import { loadDataset } from "../data/folder.ts";
import type { Dataset, LoadOptions } from "../data/load.ts";
import type { Lang } from "../lang.ts";
import { InputError } from "./main.ts";
import { words } from "../words/messages.ts";

/**
 * The valid dataset of `folder` for a task that computes from it (loaded with `options`, such as
 * the day of its exchange rates); with problems, prints each in the run's language `lang`
 * (`error: file row, column: ...`, English by default) and exits 1, so nothing is computed from
 * bad data.
 */
export async function datasetOrExit(
  folder: string,
  { lang = "en", ...options }: LoadOptions & { lang?: Lang } = {},
): Promise<Dataset> {
  const result = await loadDataset(folder, options).catch((error: Error) => {
    throw new InputError(words(lang).data.validate.unreadFolder(folder, unreadText(error, lang)));
  });
  if (!result.ok) {
    for (const i of result.issues) console.error(`error: ${issueText(i, lang)}`);
    Deno.exit(1);
  }
  return result.dataset;
}
