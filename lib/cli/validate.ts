/**
 * `deno task validate [--data DIR] [--max-age-days N] [--lang LANG]`: checks a data folder,
 * prints every problem and warning (in the language of `--lang`, from the catalogue), and exits 1
 * when there is any problem. Reads only. A problem is anything
 * that would stop `calc` or `report`: a cell the files' checks refuse, or a scenario whose
 * results cannot be computed (its `jobs_per_month` beyond what its machine can run).
 *
 * @module
 */
import { issueText, unreadText } from "../present/data_problems.ts";
import { warningText } from "../present/warnings.ts";
import { loadDataset } from "../data/folder.ts";
import type { LoadOptions, LoadResult } from "../data/load.ts";
import { scenarioIssues } from "../scenario/check.ts";
import { MAX_PRICE_AGE_DAYS } from "../defaults.ts";
import { InputError, parseCommandLine, runTask } from "./main.ts";
import { checkParameter, ParameterError } from "../params.ts";
import { sayParameterReason } from "../params/reasons.ts";
import { DEFAULT_LANG, type Lang, langChoices } from "../lang.ts";
import { words } from "../words/messages.ts";

const HELP = `deno task validate [options]: check a data folder and list every problem; reads only

  --data DIR          the price data folder (default: data)
  --max-age-days N    warn about prices older than N days (default ${MAX_PRICE_AGE_DAYS})
  --lang LANG         the language of the problems and warnings: ${langChoices()} (default en)
  -h, --help          this text

Exits 1 when the folder holds any problem.`;

/**
 * The problems `validate` lists: the folder's files as they load, then, for a folder that loads,
 * what would stop `calc` or `report` for one of its scenarios ({@linkcode scenarioIssues}).
 */
export async function validateFolder(
  folder: string,
  options: LoadOptions = {},
  lang: Lang = DEFAULT_LANG,
): Promise<LoadResult> {
  const result = await loadDataset(folder, options).catch((error: Error) => {
    throw new InputError(words(lang).data.validate.unreadFolder(folder, unreadText(error, lang)));
  });
  if (!result.ok) return result;
  const issues = scenarioIssues(result.dataset);
  return issues.length === 0 ? result : { ok: false, issues, warnings: result.warnings };
}

/**
 * What `validate` prints for `result` of `folder`, in `lang`: each warning and problem on a line
 * of its own (`stdout` or `stderr`), then a line saying how many, or what a valid folder holds.
 */
export function validationLines(
  result: LoadResult,
  folder: string,
  lang: Lang = DEFAULT_LANG,
): { stdout: string[]; stderr: string[] } {
  const t = words(lang).data.validate;
  const warnings = result.warnings.map((w) => t.warning(warningText(w, lang)));
  if (!result.ok) {
    return {
      stdout: [...warnings, t.problems(folder, result.issues.length, result.warnings.length)],
      stderr: result.issues.map((i) => t.error(issueText(i, lang))),
    };
  }
  const d = result.dataset;
  const n = {
    offerings: d.offerings.length,
    machines: d.hardware.length,
    sites: d.sites.length,
    scenarios: d.scenarios.length,
  };
  return { stdout: [...warnings, t.valid(folder, n, result.warnings.length)], stderr: [] };
}

if (import.meta.main) {
  await runTask("validate", async () => {
    const { values } = parseCommandLine("validate", Deno.args, {
      data: { type: "string", default: "data" },
      "max-age-days": { type: "string", default: String(MAX_PRICE_AGE_DAYS) },
      lang: { type: "string", default: DEFAULT_LANG },
    });
    let lang: Lang;
    try {
      lang = checkParameter("lang", values.lang) as Lang;
    } catch (error) {
      if (!(error instanceof ParameterError)) throw error;
      throw new InputError(sayParameterReason(error.reason, DEFAULT_LANG));
    }
    const maxAgeDays = Number(values["max-age-days"]);
    if (!Number.isFinite(maxAgeDays) || maxAgeDays < 0) {
      throw new InputError(words(lang).data.validate.maxAgeDays(values["max-age-days"]));
    }
    const result = await validateFolder(values.data, { maxAgeDays }, lang);
    // the warnings first, then the problems, then the count, as before
    const { stdout, stderr } = validationLines(result, values.data, lang);
    for (const line of stdout.slice(0, -1)) console.log(line);
    for (const line of stderr) console.error(line);
    console.log(stdout.at(-1));
    if (!result.ok) Deno.exit(1);
  }, { help: HELP });
}
