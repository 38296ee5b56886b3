/**
 * `deno task report [--data DIR] [--scenario NAME] [--currency USD] [--lang zh] [--with-code] [--only 01,04]
 * [--max-age-days N] [--jobs N] [--out DIR] [--force]`: validates the data, executes the
 * notebooks with the Deno kernel and exports HTML reports with `index.html` linking them, and
 * `what-if.html`, where a reader changes the parameters and the page recomputes (`lib/whatif/`).
 *
 * - One Python process (`lib/report/execute.py`) executes the notebooks concurrently, each with
 *   its own kernel, collects every output and exports HTML with the project's template.
 * - A notebook is executed only when something it depends on changed (see `lib/report/cache.ts`);
 *   `--force` executes every notebook. The cache is `.cache/reports/` (or `WORKBOOK_REPORT_CACHE`).
 * - The reports are built in a temporary folder beside `--out` and moved into place when all
 *   succeeded: a failed or interrupted build leaves the old reports as they were.
 *
 * The notebooks a build knows, and their titles, are `lib/report/notebooks.ts`'s; the Python
 * executor's process is `report_executor.ts`'s.
 *
 * Exits 1 naming the notebook, the cell and the error when a notebook fails, or when the data,
 * a scenario or a currency is wrong; 2 for an option it does not know.
 *
 * @module
 */
import { PRICES_FILE, priceSnapshot, readSnapshot } from "../report/prices_snapshot.ts";
import { basename, dirname, join, resolve } from "node:path";
import { DataError } from "../data/errors.ts";
import { issueText, unreadText } from "../present/data_problems.ts";
import { hashDataFiles, readDataFiles } from "../data/files.ts";
import type { Dataset, LoadResult } from "../data/load.ts";
import { LANGS } from "../words/lang.ts";
import { words } from "../words/messages.ts";
import { sayRates } from "../present/rates.ts";
import { indexPage } from "../report/index_page.ts";
import { hashFolder, ReportCache, sha256 } from "../report/cache.ts";
import { injectedSource, langOf, parametersHelp } from "../params.ts";
import { PARAMETER_OPTIONS, parametersFromCommandLine } from "./parameters.ts";
import type { ValidatedData } from "../workbook.ts";
import { InputError, parseCommandLine, runTask } from "./main.ts";
import { KERNEL_NAME, ROOT, setupJupyter, VENV } from "./setup.ts";
import { DEFAULT_SCENARIO_ID, MAX_PRICE_AGE_DAYS } from "../defaults.ts";
import { bundleWhatIf } from "../report/bundle.ts";
import { WHAT_IF_PAGE, whatIfData, whatIfPage } from "../whatif/html.ts";
import { listNotebooks, type NotebookInfo } from "../report/notebooks.ts";
import { startExecutor } from "./report_executor.ts";

export { type NotebookCells, type NotebookInfo, notebookTitle } from "../report/notebooks.ts";

/** The scenario built when none is named (the workbook's one default). */
export const DEFAULT_SCENARIO: string = DEFAULT_SCENARIO_ID;

/** Data folders up to this many characters are validated here once and handed to the notebooks. */
const HANDOVER_LIMIT = 4_000_000;

const HELP = `deno task report [options]: build the HTML reports in reports/ (index.html links them)

  -p NAME=VALUE       set a parameter of every notebook (repeatable; the list is below)
  --params FILE       parameters from a file: JSON {"hours_per_day": 6} or YAML lines hours_per_day: 6
  --scenario NAME     the same as -p scenario=NAME
  --currency CODE     the same as -p currency=CODE
  --lang ${
  LANGS.join("|").padEnd(13)
}the same as -p lang=zh: the language of the reports (default en)
  --data DIR          the price data folder (default: data)
  --out DIR           where the reports go (default: reports)
  --with-code         keep the code cells in the reports
  --only 01,04        build these notebooks only; the others' reports stay as they are
  --max-age-days N    warn about prices older than N days (default ${MAX_PRICE_AGE_DAYS})
  --jobs N            notebooks executed at once, each with its own kernel (default 6)
  --force             execute every notebook even when nothing it depends on changed
  --notebooks DIR     the notebooks to build (default: notebooks/; they import ../lib/)
  -h, --help          this text

Parameters (money in the report's currency; set with -p, or in a notebook's parameters cell):
${parametersHelp()}`;

/** Copies the files of `from` into `to` unless `to` has one of that name already. */
async function keepOthers(from: string, to: string): Promise<void> {
  try {
    for await (const e of Deno.readDir(from)) {
      if (!e.isFile) continue;
      try {
        await Deno.lstat(join(to, e.name));
      } catch {
        await Deno.copyFile(join(from, e.name), join(to, e.name));
      }
    }
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) throw error;
  }
}

/** Puts the finished `stage` folder where `out` is, with the old reports gone only after. */
async function swapInto(stage: string, out: string): Promise<void> {
  const old = `${stage}.old`;
  let moved = false;
  try {
    await Deno.rename(out, old);
    moved = true;
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) throw error;
  }
  await Deno.rename(stage, out);
  if (moved) await Deno.remove(old, { recursive: true });
}

async function main(): Promise<void> {
  const { values } = parseCommandLine("report", Deno.args, {
    data: { type: "string", default: "data" },
    out: { type: "string", default: "reports" },
    "with-code": { type: "boolean", default: false },
    jobs: { type: "string", default: "6" },
    only: { type: "string" },
    "max-age-days": { type: "string", default: String(MAX_PRICE_AGE_DAYS) },
    force: { type: "boolean", default: false },
    notebooks: { type: "string", default: join(ROOT, "notebooks") },
    ...PARAMETER_OPTIONS,
  });
  const parameters = await parametersFromCommandLine("build the reports", values);
  const dataDir = resolve(values.data);
  const outDir = resolve(values.out);
  const maxAgeDays = Number(values["max-age-days"]);
  if (!Number.isFinite(maxAgeDays) || maxAgeDays < 0) {
    throw new InputError(
      `Cannot build the reports: --max-age-days "${
        values["max-age-days"]
      }" is not a number of days`,
    );
  }
  const jobs = Number(values.jobs);
  if (!Number.isInteger(jobs) || jobs < 1) {
    throw new InputError(
      `Cannot build the reports: --jobs "${values.jobs}" is not a whole number, 1 or more`,
    );
  }
  const files = await readDataFiles(dataDir).catch((error: Error) => {
    if (error instanceof DataError) {
      // a file that is not UTF-8: named, with how to save it as UTF-8
      for (const i of error.issues) console.error(`error: ${issueText(i, langOf(parameters))}`);
      throw new InputError(
        `Cannot build the reports: ${values.data} has ${error.issues.length} problem(s); run deno task validate --data ${values.data}`,
      );
    }
    throw new InputError(`Cannot read the data folder ${values.data}: ${unreadText(error, "en")}`);
  });
  const notebookDir = resolve(values.notebooks);
  const lang = langOf(parameters);
  const all = await listNotebooks(notebookDir, lang).catch((error: Error) => {
    throw new InputError(`Cannot read the notebooks in ${values.notebooks}: ${error.message}`);
  });
  const wanted = values.only?.split(",").map((x) => x.trim()).filter((x) => x !== "");
  const matches = (n: NotebookInfo, w: string) => n.name === w || n.name.startsWith(w + "_");
  const unknown = (wanted ?? []).filter((w) => !all.some((n) => matches(n, w)));
  if (unknown.length > 0) {
    throw new InputError(
      `Unknown notebook ${unknown.join(", ")}: notebooks/ holds ${
        all.map((n) => n.name).join(", ")
      }`,
    );
  }
  const list = wanted ? all.filter((n) => wanted.some((w) => matches(n, w))) : all;
  try {
    await setupJupyter();
  } catch (error) {
    throw new InputError((error as Error).message);
  }

  // what the notebooks read from the environment, and the hash of all a report depends on
  const started = performance.now();
  const env: Record<string, string> = {
    WORKBOOK_DATA: dataDir,
    WORKBOOK_MAX_AGE_DAYS: String(maxAgeDays),
  };
  const inject = Object.keys(parameters).length > 0 ? injectedSource(parameters) : undefined;
  const withCode = values["with-code"];
  const today = new Date().toISOString().slice(0, 10);
  const dataHash = await hashDataFiles(files);
  const kernelSpec = await Deno.readTextFile(
    join(VENV, "share", "jupyter", "kernels", KERNEL_NAME, "kernel.json"),
  );
  const shared = await sha256([
    await hashFolder(join(ROOT, "lib")),
    dataHash,
    // the folder's name shows in every report; its path (which may differ between machines) does not
    JSON.stringify({ env: { ...env, WORKBOOK_DATA: basename(dataDir) }, withCode, today, inject }),
    Deno.version.deno,
    kernelSpec,
    await Deno.readTextFile(join(ROOT, "requirements.txt")),
  ]);
  const keys = new Map<string, string>();
  for (const n of list) keys.set(n.name, await sha256([shared, await Deno.readFile(n.path)]));
  const cacheDir = Deno.env.get("WORKBOOK_REPORT_CACHE") ?? join(ROOT, ".cache", "reports");
  const cache = new ReportCache(cacheDir);
  // the what-if page's script is bundled while the notebooks run (cached by lib/'s hash)
  const whatIfScript = bundleWhatIf(join(cacheDir, "whatif")).catch((error: Error) => {
    throw new InputError(error.message);
  });
  whatIfScript.catch(() => {}); // awaited below; a build that stops earlier does not need it
  const cached = new Map<string, Uint8Array>();
  for (const n of list) {
    const html = values.force ? undefined : await cache.get(n.name, keys.get(n.name)!);
    if (html) cached.set(n.name, html);
  }
  const toRun = list.filter((n) => !cached.has(n.name));
  await Deno.mkdir(dirname(outDir), { recursive: true });
  const stage = await Deno.makeTempDir({
    dir: dirname(outDir),
    prefix: `.${basename(outDir)}-building-`,
  });
  await Deno.chmod(stage, 0o755); // a temporary folder is private; the reports folder is not
  // the notebooks take the folder validated here instead of each parsing it again
  const datasetFile = join(stage, ".dataset.json");
  const kernelEnv = { ...env, WORKBOOK_DATASET: datasetFile };
  const executor = toRun.length > 0
    ? startExecutor({ count: Math.min(jobs, toRun.length), env: kernelEnv, cwd: notebookDir })
    : undefined;

  // validation, while the executor starts; nothing runs from data that fails it
  const label = basename(dataDir);
  // one rate a currency for every price: the latest on or before the report's date
  const fxDate = typeof parameters.fx_date === "string" ? parameters.fx_date : today;
  let d: Dataset;
  let result: LoadResult;
  try {
    const { parseDataset } = await import("../data/load.ts");
    const { scenarioIssues } = await import("../scenario/check.ts");
    result = parseDataset(files, { folder: label, maxAgeDays, fxDate });
    // what validate lists beside the files: a scenario whose results cannot be computed
    const unusable = result.ok ? scenarioIssues(result.dataset) : [];
    if (result.ok && unusable.length > 0) {
      result = { ok: false, issues: unusable, warnings: result.warnings };
    }
    if (!result.ok) {
      for (const i of result.issues) console.error(`error: ${issueText(i, lang)}`);
      throw new InputError(
        `Cannot build the reports: ${values.data} has ${result.issues.length} problem(s); run deno task validate --data ${values.data}`,
      );
    }
    d = result.dataset;
    const scenario = parameters.scenario;
    if (scenario !== undefined && !d.scenarios.some((x) => x.id === scenario)) {
      throw new InputError(
        `Unknown scenario "${scenario}": scenarios.csv lists ${
          d.scenarios.map((x) => x.id).join(", ")
        }`,
      );
    }
    const known = ["CNY", ...new Set(d.fx.map((r) => r.currency))];
    const currency = parameters.currency;
    if (currency !== undefined && !known.includes(String(currency))) {
      throw new InputError(`Unknown currency "${currency}": use one of ${known.join(", ")}`);
    }
  } catch (error) {
    await executor?.cancel();
    await Deno.remove(stage, { recursive: true }).catch(() => {});
    throw error;
  }

  try {
    for (const [name, html] of cached) {
      await Deno.writeFile(join(stage, `${name}.html`), html);
      console.error(`report: ${name}.html (unchanged)`);
    }
    const failures: string[] = [];
    if (executor) {
      // a large price file is parsed faster by the kernels, at once, than written and read back
      const size = Object.values(files).reduce((n, text) => n + text.length, 0);
      if (size <= HANDOVER_LIMIT) {
        const validated: ValidatedData = {
          hash: dataHash,
          label,
          maxAgeDays,
          day: today,
          fxDate,
          result,
        };
        await Deno.writeTextFile(datasetFile, JSON.stringify(validated));
      }
      const t = words(lang);
      const spec = {
        kernel: KERNEL_NAME,
        jobs,
        timeout: 300,
        templates: join(ROOT, "lib", "report", "templates"),
        env: kernelEnv,
        notebooks: toRun.map((n) => ({
          name: n.name,
          path: n.path,
          cwd: notebookDir,
          html: join(stage, `${n.name}.html`),
          title: n.title,
          withCode,
          inject: inject === undefined ? null : { source: inject },
          lang,
          nav: { all: t.nav.all, whatif: t.nav.whatIf, hint: t.nav.hint },
        })),
      };
      const run = await executor.run(spec, (r) => {
        if (r.ok) console.error(`report: ${r.name}.html (${r.seconds.toFixed(1)} s)`);
        else {
          failures.push(r.name);
          const where = r.cell === null
            ? ""
            : ` at cell ${r.cell}${r.source ? ` (${r.source})` : ""}`;
          console.error(`report: notebook ${r.name}.ipynb failed${where}: ${r.error}`);
        }
      });
      if (run.code !== 0 && failures.length === 0) {
        throw new InputError(
          `Cannot execute the notebooks: the executor exited with ${run.code}\n${
            run.stderr.split("\n").slice(-15).join("\n")
          }`,
        );
      }
      for (const n of toRun) {
        if (failures.includes(n.name)) continue;
        await cache.put(
          n.name,
          keys.get(n.name)!,
          await Deno.readFile(join(stage, `${n.name}.html`)),
        );
      }
    }
    if (failures.length > 0) {
      throw new InputError(
        `${failures.length} of ${list.length} notebooks failed (${
          failures.join(", ")
        }); the reports in ${values.out} are unchanged`,
      );
    }
    await Deno.remove(join(stage, ".dataset.json")).catch(() => {});
    // an --only build keeps the other reports of the folder; the index lists all of them
    await keepOthers(outDir, stage);
    const built = all.filter((n) => {
      try {
        return Deno.statSync(join(stage, `${n.name}.html`)).isFile;
      } catch {
        return false;
      }
    });
    const wanted = typeof parameters.scenario === "string" ? parameters.scenario : DEFAULT_SCENARIO;
    const scenarioId = d.scenarios.some((x) => x.id === wanted) ? wanted : d.scenarios[0]!.id;
    await Deno.writeTextFile(
      join(stage, WHAT_IF_PAGE),
      whatIfPage(whatIfData(d, parameters, scenarioId), await whatIfScript, {
        rates: sayRates(d, lang),
      }),
    );
    // the prices this build used, beside its reports: the next build says what moved since
    const previous = await Deno.readTextFile(join(outDir, PRICES_FILE)).then(
      readSnapshot,
      () => undefined,
    );
    await Deno.writeTextFile(
      join(stage, PRICES_FILE),
      JSON.stringify(priceSnapshot(d, today), null, 1) + "\n",
    );
    await Deno.writeTextFile(
      join(stage, "index.html"),
      indexPage(built, d, { ...parameters, scenario: scenarioId }, { builtOn: today, previous }),
    );
    await swapInto(stage, outDir);
  } finally {
    await Deno.remove(stage, { recursive: true }).catch(() => {});
  }
  console.error(
    `report: ${list.length} notebooks in ${((performance.now() - started) / 1000).toFixed(1)} s → ${
      join(values.out, "index.html")
    }`,
  );
}

if (import.meta.main) await runTask("report", main, { help: HELP });
