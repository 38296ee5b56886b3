/**
 * `deno task validate [--data DIR] [--max-age-days N]`: checks a data folder, prints every
 * problem and warning, and exits 1 when there is any problem. Reads only. A problem is anything
 * that would stop `calc` or `report`: a cell the files' checks refuse, or a scenario whose
 * results cannot be computed (its `jobs_per_month` beyond what its machine can run).
 *
 * @module
 */
import { formatIssue, formatWarning } from "../data/errors.ts";
import { loadDataset } from "../data/folder.ts";
import type { LoadOptions, LoadResult } from "../data/load.ts";
import { scenarioIssues } from "../scenario/check.ts";
import { MAX_PRICE_AGE_DAYS } from "../defaults.ts";
import { InputError, parseCommandLine, runTask } from "./main.ts";

const HELP = `deno task validate [options]: check a data folder and list every problem; reads only

  --data DIR          the price data folder (default: data)
  --max-age-days N    warn about prices older than N days (default ${MAX_PRICE_AGE_DAYS})
  -h, --help          this text

Exits 1 when the folder holds any problem.`;

/**
 * The problems `validate` lists: the folder's files as they load, then, for a folder that loads,
 * what would stop `calc` or `report` for one of its scenarios ({@linkcode scenarioIssues}).
 */
export async function validateFolder(
  folder: string,
  options: LoadOptions = {},
): Promise<LoadResult> {
  const result = await loadDataset(folder, options).catch((error: Error) => {
    throw new InputError(`Cannot read the data folder ${folder}: ${error.message}`);
  });
  if (!result.ok) return result;
  const issues = scenarioIssues(result.dataset);
  return issues.length === 0 ? result : { ok: false, issues, warnings: result.warnings };
}

if (import.meta.main) {
  await runTask("validate", async () => {
    const { values } = parseCommandLine("validate", Deno.args, {
      data: { type: "string", default: "data" },
      "max-age-days": { type: "string", default: String(MAX_PRICE_AGE_DAYS) },
    });
    const maxAgeDays = Number(values["max-age-days"]);
    if (!Number.isFinite(maxAgeDays) || maxAgeDays < 0) {
      throw new InputError(
        `Cannot validate: --max-age-days "${values["max-age-days"]}" is not a number of days`,
      );
    }
    const result = await validateFolder(values.data, { maxAgeDays });
    for (const w of result.warnings) console.log(`warning: ${formatWarning(w)}`);
    if (!result.ok) {
      for (const i of result.issues) console.error(`error: ${formatIssue(i)}`);
      console.log(
        `${values.data}: ${result.issues.length} problem(s), ${result.warnings.length} warning(s)`,
      );
      Deno.exit(1);
    }
    const d = result.dataset;
    console.log(
      `${values.data}: valid: ${d.offerings.length} offerings, ${d.hardware.length} machines, ${d.sites.length} sites, ${d.scenarios.length} scenarios; ${result.warnings.length} warning(s)`,
    );
  }, { help: HELP });
}
