/**
 * What `deno task report` checks before it sets up JupyterLab or starts any kernel: its options,
 * the data folder (as `validate` checks it) and the case of its parameters (as `calc` opens and
 * computes it, `withCase()`). A build that would fail in every notebook is refused once, in the
 * run's language, within a second or two.
 *
 * @module
 */
import { issueText, unreadText } from "../present/data_problems.ts";
import { DataError } from "../data/errors.ts";
import { readDataFiles } from "../data/files.ts";
import { type Dataset, type LoadResult, parseDataset } from "../data/load.ts";
import { langOf, type ParameterValues } from "../params.ts";
import { scenarioIssues } from "../scenario/check.ts";
import { caseResults } from "../scenario/case_results.ts";
import type { Lang } from "../lang.ts";
import { words } from "../words/messages.ts";
import { InputError } from "./main.ts";
import { withCase } from "./parameters.ts";

/** The numbers of `report`'s command line beyond its parameters, checked. */
export interface BuildOptions {
  /** A price older than this many days is warned about. */
  maxAgeDays: number;
  /** Notebooks executed at once. */
  jobs: number;
}

/** `--max-age-days` and `--jobs` as numbers; either not a number is an {@linkcode InputError}. */
export function buildOptions(
  values: { "max-age-days": string; jobs: string },
  lang: Lang,
): BuildOptions {
  const t = words(lang).commands.report;
  const maxAgeDays = Number(values["max-age-days"]);
  if (!Number.isFinite(maxAgeDays) || maxAgeDays < 0) {
    throw new InputError(t.cannot(t.maxAgeDays(values["max-age-days"])));
  }
  const jobs = Number(values.jobs);
  if (!Number.isInteger(jobs) || jobs < 1) throw new InputError(t.cannot(t.jobs(values.jobs)));
  return { maxAgeDays, jobs };
}

/** The data a build computes from, valid, and the case of its parameters known to open. */
export interface CheckedData {
  /** The data folder's files, as read. */
  files: Record<string, string>;
  /** The folder parsed and valid, with its warnings (what the notebooks are handed). */
  result: Extract<LoadResult, { ok: true }>;
  /** The valid dataset. */
  dataset: Dataset;
}

/**
 * Reads and validates the data folder `folder` (shown as `shown`, named `label` in messages) and
 * opens the case of `parameters` on it as `calc` does. Problems in the files, a scenario whose
 * results cannot be computed, an unknown scenario or currency, or a case the data cannot make
 * (an own machine of a GPU no row prices, a work left unstated) are an {@linkcode InputError} in
 * the run's language; the data's problems are printed first, one a line.
 */
export async function checkData(
  folder: string,
  parameters: ParameterValues,
  { shown, label, maxAgeDays, fxDate }: {
    shown: string;
    label: string;
    maxAgeDays: number;
    fxDate: string;
  },
): Promise<CheckedData> {
  const lang = langOf(parameters);
  const t = words(lang).commands.report;
  const refuse = (issues: readonly Parameters<typeof issueText>[0][]) => {
    for (const i of issues) console.error(`error: ${issueText(i, lang)}`);
    return new InputError(t.cannot(t.dataProblems(shown, issues.length)));
  };
  const files = await readDataFiles(folder).catch((error: Error) => {
    // a file that is not UTF-8: named, with how to save it as UTF-8
    if (error instanceof DataError) throw refuse(error.issues);
    throw new InputError(words(lang).data.validate.unreadFolder(shown, unreadText(error, lang)));
  });
  const parsed = parseDataset(files, { folder: label, maxAgeDays, fxDate });
  if (!parsed.ok) throw refuse(parsed.issues);
  // what validate lists beside the files: a scenario whose results cannot be computed
  const unusable = scenarioIssues(parsed.dataset);
  if (unusable.length > 0) throw refuse(unusable);
  // the case every notebook opens: refused here once rather than in each notebook's kernel
  withCase("build the reports", parsed.dataset, parameters, caseResults);
  return { files, result: parsed, dataset: parsed.dataset };
}
