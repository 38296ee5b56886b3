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
 * Before it sets up JupyterLab or starts a kernel, it checks the parameters, the data and the case
 * they make as `calc` does (`report_check.ts`), and refuses once, in the run's language.
 *
 * Exits 1 naming the notebook, the cell and the error when a notebook fails, or when the data,
 * a scenario, a currency or the case is wrong; 2 for an option it does not know.
 *
 * @module
 */
import { PRICES_FILE, priceSnapshot, readSnapshot } from "../report/prices_snapshot.ts";
import { basename, dirname, join, resolve } from "node:path";
import { hashDataFiles } from "../data/files.ts";
import { type Lang, LANGS } from "../lang.ts";
import { words } from "../words/messages.ts";
import { sayRates } from "../present/rates.ts";
import { indexPage } from "../report/index_page.ts";
import { hashFolder, ReportCache, sha256 } from "../report/cache.ts";
import { injectedSource, langOf, parametersHelp, type ParameterValues } from "../params.ts";
import { PARAMETER_OPTIONS, parametersFromCommandLine } from "./parameters.ts";
import type { ValidatedData } from "../workbook.ts";
import { InputError, parseCommandLine, runTask } from "./main.ts";
import { KERNEL_NAME, ROOT, setupJupyter, VENV } from "./setup.ts";
import { DEFAULT_SCENARIO_ID, MAX_PRICE_AGE_DAYS } from "../defaults.ts";
import { bundleWhatIf } from "../report/bundle.ts";
import { WHAT_IF_PAGE, whatIfData, whatIfPage } from "../whatif/html.ts";
import { listNotebooks, type NotebookInfo } from "../report/notebooks.ts";
import { type Executor, startExecutor } from "./report_executor.ts";
import { type BuildOptions, buildOptions, checkData, type CheckedData } from "./report_check.ts";

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

/** One build: what the command line asked for, checked, and what it builds from. */
interface Build {
  parameters: ParameterValues;
  lang: Lang;
  options: BuildOptions;
  /** `--data` and `--out` as typed, for messages. */
  shown: { data: string; out: string };
  dataDir: string;
  outDir: string;
  notebookDir: string;
  withCode: boolean;
  force: boolean;
  /** The day of the build, `YYYY-MM-DD`. */
  today: string;
  /** The day whose rates convert every price. */
  fxDate: string;
  checked: CheckedData;
  /** Every notebook of the folder, and those this build executes or takes from the cache. */
  all: NotebookInfo[];
  list: NotebookInfo[];
}

/** The notebooks of `folder`, and those `only` names (a comma-separated list), or all. */
async function chooseNotebooks(
  folder: string,
  only: string | undefined,
  lang: Lang,
): Promise<{ all: NotebookInfo[]; list: NotebookInfo[] }> {
  const t = words(lang).commands.report;
  const all = await listNotebooks(resolve(folder), lang).catch((error: Error) => {
    throw new InputError(t.unreadNotebooks(folder, error.message));
  });
  const wanted = only?.split(",").map((x) => x.trim()).filter((x) => x !== "");
  const matches = (n: NotebookInfo, w: string) => n.name === w || n.name.startsWith(w + "_");
  const unknown = (wanted ?? []).filter((w) => !all.some((n) => matches(n, w)));
  if (unknown.length > 0) {
    throw new InputError(t.unknownNotebook(unknown.join(", "), all.map((n) => n.name).join(", ")));
  }
  return { all, list: wanted ? all.filter((n) => wanted.some((w) => matches(n, w))) : all };
}

/** Reads and checks the command line: every refusal comes before JupyterLab is set up. */
async function readBuild(): Promise<Build> {
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
  const lang = langOf(parameters);
  const options = buildOptions(values, lang);
  const dataDir = resolve(values.data);
  const today = new Date().toISOString().slice(0, 10);
  // one rate a currency for every price: the latest on or before the report's date
  const fxDate = typeof parameters.fx_date === "string" ? parameters.fx_date : today;
  const checked = await checkData(dataDir, parameters, {
    shown: values.data,
    label: basename(dataDir),
    maxAgeDays: options.maxAgeDays,
    fxDate,
  });
  const { all, list } = await chooseNotebooks(values.notebooks, values.only, lang);
  return {
    parameters,
    lang,
    options,
    shown: { data: values.data, out: values.out },
    dataDir,
    outDir: resolve(values.out),
    notebookDir: resolve(values.notebooks),
    withCode: values["with-code"],
    force: values.force,
    today,
    fxDate,
    checked,
    all,
    list,
  };
}

/** What the notebooks read from the environment. */
function notebookEnv(b: Build): Record<string, string> {
  return { WORKBOOK_DATA: b.dataDir, WORKBOOK_MAX_AGE_DAYS: String(b.options.maxAgeDays) };
}

/** The cache key of each notebook of the build: the hash of all its report depends on. */
async function cacheKeys(
  b: Build,
  inject: string | undefined,
  dataHash: string,
): Promise<Map<string, string>> {
  const kernelSpec = await Deno.readTextFile(
    join(VENV, "share", "jupyter", "kernels", KERNEL_NAME, "kernel.json"),
  );
  const env = notebookEnv(b);
  const shared = await sha256([
    await hashFolder(join(ROOT, "lib")),
    dataHash,
    // the folder's name shows in every report; its path (which may differ between machines) does not
    JSON.stringify({
      env: { ...env, WORKBOOK_DATA: basename(b.dataDir) },
      withCode: b.withCode,
      today: b.today,
      inject,
    }),
    Deno.version.deno,
    kernelSpec,
    await Deno.readTextFile(join(ROOT, "requirements.txt")),
  ]);
  const keys = new Map<string, string>();
  for (const n of b.list) keys.set(n.name, await sha256([shared, await Deno.readFile(n.path)]));
  return keys;
}

/**
 * Executes `toRun` in `stage` with the started `executor`, printing each report written or
 * notebook failed, and caches each report written; returns the names of the notebooks that failed.
 */
async function executeNotebooks(
  b: Build,
  run: {
    executor: Executor;
    toRun: NotebookInfo[];
    stage: string;
    inject: string | undefined;
    dataHash: string;
  },
  cache: { store: ReportCache; keys: Map<string, string> },
): Promise<string[]> {
  const { executor, toRun, stage, inject, dataHash } = run;
  const datasetFile = join(stage, ".dataset.json");
  // a large price file is parsed faster by the kernels, at once, than written and read back
  const size = Object.values(b.checked.files).reduce((n, text) => n + text.length, 0);
  if (size <= HANDOVER_LIMIT) {
    const validated: ValidatedData = {
      hash: dataHash,
      label: basename(b.dataDir),
      maxAgeDays: b.options.maxAgeDays,
      day: b.today,
      fxDate: b.fxDate,
      result: b.checked.result,
    };
    await Deno.writeTextFile(datasetFile, JSON.stringify(validated)).catch(async (error) => {
      await executor.cancel();
      throw error;
    });
  }
  const t = words(b.lang);
  const say = t.commands.report;
  const env = { ...notebookEnv(b), WORKBOOK_DATASET: datasetFile };
  const spec = {
    kernel: KERNEL_NAME,
    jobs: b.options.jobs,
    timeout: 300,
    templates: join(ROOT, "lib", "report", "templates"),
    env,
    notebooks: toRun.map((n) => ({
      name: n.name,
      path: n.path,
      cwd: b.notebookDir,
      html: join(stage, `${n.name}.html`),
      title: n.title,
      withCode: b.withCode,
      inject: inject === undefined ? null : { source: inject },
      lang: b.lang,
      nav: { all: t.nav.all, whatif: t.nav.whatIf, hint: t.nav.hint },
    })),
  };
  const failures: string[] = [];
  const result = await executor.run(spec, (r) => {
    if (r.ok) console.error(say.written(`${r.name}.html`, r.seconds.toFixed(1)));
    else {
      failures.push(r.name);
      console.error(say.failed(`${r.name}.ipynb`, r.cell, r.source, r.error));
    }
  });
  if (result.code !== 0 && failures.length === 0) {
    throw new InputError(
      say.executor(result.code, result.stderr.split("\n").slice(-15).join("\n")),
    );
  }
  for (const n of toRun) {
    if (failures.includes(n.name)) continue;
    const html = await Deno.readFile(join(stage, `${n.name}.html`));
    await cache.store.put(n.name, cache.keys.get(n.name)!, html);
  }
  return failures;
}

/**
 * Writes the pages around the reports into `stage` (the other reports of `--out` an `--only` build
 * keeps, the what-if page, the prices used and the index) and moves it into place.
 */
async function finishSite(b: Build, stage: string, whatIfScript: Promise<string>): Promise<void> {
  const d = b.checked.dataset;
  await Deno.remove(join(stage, ".dataset.json")).catch(() => {});
  // an --only build keeps the other reports of the folder; the index lists all of them
  await keepOthers(b.outDir, stage);
  const built = b.all.filter((n) => {
    try {
      return Deno.statSync(join(stage, `${n.name}.html`)).isFile;
    } catch {
      return false;
    }
  });
  const wanted = typeof b.parameters.scenario === "string"
    ? b.parameters.scenario
    : DEFAULT_SCENARIO;
  const scenarioId = d.scenarios.some((x) => x.id === wanted) ? wanted : d.scenarios[0]!.id;
  await Deno.writeTextFile(
    join(stage, WHAT_IF_PAGE),
    whatIfPage(whatIfData(d, b.parameters, scenarioId), await whatIfScript, {
      rates: sayRates(d, b.lang),
    }),
  );
  // the prices this build used, beside its reports: the next build says what moved since
  const previous = await Deno.readTextFile(join(b.outDir, PRICES_FILE)).then(
    readSnapshot,
    () => undefined,
  );
  await Deno.writeTextFile(
    join(stage, PRICES_FILE),
    JSON.stringify(priceSnapshot(d, b.today), null, 1) + "\n",
  );
  await Deno.writeTextFile(
    join(stage, "index.html"),
    indexPage(built, d, { ...b.parameters, scenario: scenarioId }, {
      builtOn: b.today,
      previous,
    }),
  );
  await swapInto(stage, b.outDir);
}

/** Builds the reports of `b` in a folder beside `--out`, moved into place when all succeeded. */
async function build(b: Build): Promise<void> {
  const started = performance.now();
  const say = words(b.lang).commands.report;
  const inject = Object.keys(b.parameters).length > 0 ? injectedSource(b.parameters) : undefined;
  const dataHash = await hashDataFiles(b.checked.files);
  const keys = await cacheKeys(b, inject, dataHash);
  const cacheDir = Deno.env.get("WORKBOOK_REPORT_CACHE") ?? join(ROOT, ".cache", "reports");
  const store = new ReportCache(cacheDir);
  // the what-if page's script is bundled while the notebooks run (cached by lib/'s hash)
  const whatIfScript = bundleWhatIf(join(cacheDir, "whatif")).catch((error: Error) => {
    throw new InputError(error.message);
  });
  whatIfScript.catch(() => {}); // awaited below; a build that stops earlier does not need it
  const cached = new Map<string, Uint8Array>();
  for (const n of b.list) {
    const html = b.force ? undefined : await store.get(n.name, keys.get(n.name)!);
    if (html) cached.set(n.name, html);
  }
  const toRun = b.list.filter((n) => !cached.has(n.name));
  await Deno.mkdir(dirname(b.outDir), { recursive: true });
  const stage = await Deno.makeTempDir({
    dir: dirname(b.outDir),
    prefix: `.${basename(b.outDir)}-building-`,
  });
  await Deno.chmod(stage, 0o755); // a temporary folder is private; the reports folder is not
  try {
    for (const [name, html] of cached) {
      await Deno.writeFile(join(stage, `${name}.html`), html);
      console.error(say.written(`${name}.html`, undefined));
    }
    // the notebooks take the folder validated here instead of each parsing it again
    const env = { ...notebookEnv(b), WORKBOOK_DATASET: join(stage, ".dataset.json") };
    const failures = toRun.length === 0 ? [] : await executeNotebooks(b, {
      executor: startExecutor({
        count: Math.min(b.options.jobs, toRun.length),
        env,
        cwd: b.notebookDir,
      }),
      toRun,
      stage,
      inject,
      dataHash,
    }, { store, keys });
    if (failures.length > 0) {
      throw new InputError(
        say.someFailed(failures.length, b.list.length, failures.join(", "), b.shown.out),
      );
    }
    await finishSite(b, stage, whatIfScript);
  } finally {
    await Deno.remove(stage, { recursive: true }).catch(() => {});
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.error(say.done(b.list.length, seconds, join(b.shown.out, "index.html")));
}

async function main(): Promise<void> {
  const b = await readBuild();
  try {
    await setupJupyter();
  } catch (error) {
    throw new InputError((error as Error).message);
  }
  await build(b);
}

if (import.meta.main) await runTask("report", main, { help: HELP });
