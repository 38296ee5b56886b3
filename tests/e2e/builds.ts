/**
 * Report builds shared by the end-to-end tests. A build is named by its arguments; each name has a
 * folder under `.cache/test-reports/` that outlives the test run, holding the build's reports and
 * its own report cache. So a warm run executes no notebook whose inputs (lib/, the data, the
 * notebook, today's date, ...) did not change, and one test run builds each name once, whichever
 * test files ask for it: the first asks, the others wait for it and read the same folder.
 *
 * Tests whose point is a fresh build or the cache itself (byte-identical rebuilds, a changed price
 * invalidating the cache) force or keep their own caches; see `tests/e2e/full/report_cache_test.ts`.
 */
import { join } from "node:path";
import { DEFAULT_SCENARIO } from "../../lib/cli/report.ts";
import type { Dataset } from "../../lib/data/load.ts";
import { PARAMETERS } from "../../lib/params.ts";
import { ROOT, runReport } from "../helpers.ts";

/**
 * The languages the reports are built and linted in, the first being the reports' default. A
 * language is asked for with `-p lang=…` once the reports take that parameter; adding one is adding
 * its code here.
 */
export const LANGUAGES: readonly string[] = ["en", "zh"];

/** The currencies every shipped scenario's reports are built and linted in. */
export const REPORT_CURRENCIES: readonly string[] = ["CNY", "USD"];

/** A report set: the arguments of one `deno task report` and what its pages must read in. */
export interface ReportSet {
  label: string;
  currency: string;
  args: string[];
}

/**
 * `-p lang=CODE`, or nothing for the default language, so that its builds are the very ones the
 * other report tests make (a build is shared by its arguments).
 */
function languageArgs(lang: string): string[] {
  if (lang === LANGUAGES[0]) return [];
  if (PARAMETERS.some((p) => p.name === "lang")) return ["-p", `lang=${lang}`];
  throw new Error(`Cannot build reports in "${lang}": the report command has no lang parameter`);
}

/** The report set of one scenario in one currency and language. */
export function scenarioSet(scenario: string, currency: string, lang = LANGUAGES[0]!): ReportSet {
  return {
    label: `${scenario} in ${currency}${LANGUAGES.length > 1 ? ` (${lang})` : ""}`,
    currency,
    args: ["--scenario", scenario, "--currency", currency, ...languageArgs(lang)],
  };
}

/** The "6 hours a day at 2 CNY/h" of docs/notebooks.md, as typed there: the default scenario, its currency. */
export function readmeExampleSet(dataset: Dataset): ReportSet {
  const first = dataset.scenarios.find((s) => s.id === DEFAULT_SCENARIO)!;
  return {
    label: `${first.id} with -p hours_per_day=6 -p cloud_price=2.0`,
    currency: first.currency,
    args: ["-p", "hours_per_day=6", "-p", "cloud_price=2.0"],
  };
}

/**
 * Every report set the shipped reports must read right in: each shipped scenario in each of
 * {@link REPORT_CURRENCIES} and {@link LANGUAGES}, and the `-p` example of docs/notebooks.md
 * (`deno task test:reports`).
 */
export function allReportSets(dataset: Dataset): ReportSet[] {
  return [
    ...dataset.scenarios.flatMap((s) =>
      REPORT_CURRENCIES.flatMap((c) => LANGUAGES.map((l) => scenarioSet(s.id, c, l)))
    ),
    readmeExampleSet(dataset),
  ];
}

/**
 * The report set `deno task test` lints, one of {@link allReportSets}: the default scenario in its
 * own currency and the default language, the build the other quick report tests read too. `deno
 * task test:reports` lints every set (tests/e2e/full/report_matrix_test.ts).
 */
export function defaultReportSets(dataset: Dataset): ReportSet[] {
  const first = dataset.scenarios.find((s) => s.id === DEFAULT_SCENARIO)!;
  return [scenarioSet(DEFAULT_SCENARIO, first.currency)];
}

/** Where the shared builds live (gitignored with `.cache/`). */
export const TEST_REPORTS = join(ROOT, ".cache", "test-reports");

/** A finished build: the report command's exit code and output, and the folder of its reports. */
export interface Built {
  code: number;
  stdout: string;
  stderr: string;
  out: string;
}

/**
 * The folder name of a build: its arguments without option dashes, with what a file name cannot
 * hold replaced: `--scenario x --currency USD` → `scenario_x_currency_USD`.
 */
export function buildName(args: readonly string[]): string {
  const name = args.map((a) => a.replace(/^--?/, "")).join(" ").replace(/[^A-Za-z0-9._=,-]+/g, "_");
  return name === "" ? "default" : name;
}

/** The cache folder of a named build, for a test that runs the report command itself. */
export function testCache(name: string): string {
  return join(TEST_REPORTS, name, "cache");
}

/**
 * This test run, the same in every worker of one `deno test` process and different in the next:
 * the process id and its start time (Linux /proc; the pid alone elsewhere).
 */
function runId(): string {
  let started = "";
  try {
    // field 22 of /proc/self/stat, counted after the command name's closing parenthesis
    const stat = Deno.readTextFileSync("/proc/self/stat");
    started = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? "";
  } catch {
    // not Linux: the pid alone
  }
  return `${Deno.pid}-${started}`;
}

const RUN = runId();

/**
 * Runs `fn` holding the lock file `path` (created exclusively, holding this run's id), waiting
 * while another worker of this run holds it. A lock of another run was left by a run that was
 * killed, and is taken over.
 */
async function locked<T>(path: string, fn: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      const file = await Deno.open(path, { createNew: true, write: true });
      await file.write(new TextEncoder().encode(RUN));
      file.close();
      break;
    } catch (error) {
      if (!(error instanceof Deno.errors.AlreadyExists)) throw error;
      const holder = await Deno.readTextFile(path).catch(() => RUN);
      // an empty file is a lock being written now, unless a killed run left it so
      const age = Date.now() - ((await Deno.stat(path).catch(() => null))?.mtime?.getTime() ?? 0);
      if (holder === RUN || (holder === "" && age < 60_000)) {
        await new Promise((r) => setTimeout(r, 250));
      } else await Deno.remove(path).catch(() => {});
    }
  }
  try {
    return await fn();
  } finally {
    await Deno.remove(path).catch(() => {});
  }
}

const inProcess = new Map<string, Promise<Built>>();
/** Builds of one worker run one after another: each already runs its notebooks in parallel. */
let chain: Promise<unknown> = Promise.resolve();

/**
 * The reports of `deno task report ARGS` (with the shipped data), built once per test run into
 * `.cache/test-reports/NAME/reports` with the cache `.cache/test-reports/NAME/cache`. Read the
 * folder only; every caller of the same arguments gets the same one.
 */
export function sharedBuild(args: readonly string[]): Promise<Built> {
  const name = buildName(args);
  const known = inProcess.get(name);
  if (known) return known;
  const dir = join(TEST_REPORTS, name);
  const out = join(dir, "reports");
  const stamp = join(dir, "built.json");
  const build = chain.then(async () => {
    await Deno.mkdir(dir, { recursive: true });
    return await locked(`${dir}.lock`, async () => {
      try {
        const done = JSON.parse(await Deno.readTextFile(stamp));
        if (done.run === RUN) return { ...done.result, out } as Built; // another worker built it
      } catch {
        // no build in this run yet
      }
      const r = await runReport([...args, "--out", out], {
        env: { WORKBOOK_REPORT_CACHE: testCache(name) },
      });
      await Deno.writeTextFile(stamp, JSON.stringify({ run: RUN, result: r }));
      return { ...r, out };
    });
  });
  chain = build.catch(() => {});
  inProcess.set(name, build);
  return build;
}

/**
 * A copy of the flat folder `from` in a new temporary folder, under the name `name`. The report
 * cache keys a build on its data folder's name and files, so a copy made the same way each run
 * (the same edits) is served from a shared cache, where a randomly named copy never is.
 */
export async function copyFolderAs(from: string, name: string): Promise<string> {
  const to = join(await Deno.makeTempDir({ prefix: "workbook-test-" }), name);
  await Deno.mkdir(to);
  for (const e of Deno.readDirSync(from)) {
    if (e.isFile) await Deno.copyFile(join(from, e.name), join(to, e.name));
  }
  return to;
}
