/**
 * `deno task validate [--data DIR] [--max-age-days N]`: checks a data folder, prints every
 * problem and warning, and exits 1 when there is any problem. Reads only.
 *
 * @module
 */
import { formatIssue, formatWarning } from "../data/errors.ts";
import { loadDataset } from "../data/folder.ts";
import { MAX_PRICE_AGE_DAYS } from "../defaults.ts";
import { InputError, parseCommandLine, runTask } from "./main.ts";

const HELP = `deno task validate [options]: check a data folder and list every problem; reads only

  --data DIR          the price data folder (default: data)
  --max-age-days N    warn about prices older than N days (default ${MAX_PRICE_AGE_DAYS})
  -h, --help          this text

Exits 1 when the folder holds any problem.`;

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
    const result = await loadDataset(values.data, { maxAgeDays }).catch((error: Error) => {
      throw new InputError(`Cannot read the data folder ${values.data}: ${error.message}`);
    });
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
