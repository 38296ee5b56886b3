/**
 * The tasks of `deno.json` that run more than one command (`test`, `check`, ...): one entry
 * script that reads its command line first, so that `--help` or `-h` prints the task's help and
 * runs nothing. A `deno task` written as `a && b` would hand the extra arguments to `b` only,
 * after `a` had run. The extra arguments go to the last step, as they did (`deno task test
 * tests/data/` tests that folder). After SIGINT or SIGTERM no further step starts; SIGTERM is
 * passed on to the running step, SIGINT is not, since Ctrl-C in a terminal reaches the running
 * step itself (a second one would cut its clean-up short).
 *
 * @module
 */
import { fileURLToPath } from "node:url";
import { runTask, UsageError } from "./main.ts";

/** One command of a task: `deno` with these arguments, with these environment variables. */
export interface Step {
  /** The arguments after `deno`, such as `["test", "--allow-read", "tests/"]`. */
  args: readonly string[];
  /** Variables added to the environment the command inherits; none when absent. */
  env?: Readonly<Record<string, string>>;
  /**
   * The files and folders the command runs when the task is given none, after `args`; a file or
   * folder among the extra arguments takes their place.
   */
  roots?: readonly string[];
}

/** A task that chains commands: what it does, in a sentence, and its commands in order. */
export interface Chain {
  /** What the task does, in a sentence, for its `--help`. */
  does: string;
  /** What the extra arguments given to the task are for (they go to the last step). */
  extra: string;
  /** The commands, run in order; the next starts only when one succeeds. */
  steps: readonly Step[];
}

const SETUP = ["run", "--allow-read", "--allow-write", "--allow-run", "--allow-env"];
const SETUP_BROWSER: Step = {
  args: [...SETUP, "--allow-sys=uid", "lib/cli/setup.ts", "--browser"],
};
const TEST = [
  "test",
  "--allow-read",
  "--allow-write",
  "--allow-run",
  "--allow-env",
  "--allow-net=127.0.0.1",
  "--allow-sys",
  "--parallel",
];
// the notebooks' code cells, which the kernel runs unchecked, each notebook as one module
const CHECK_NOTEBOOKS: Step = {
  args: [
    "run",
    "--allow-read",
    "--allow-write",
    "--allow-run",
    "--allow-env",
    "lib/cli/check_notebooks.ts",
  ],
};
const CHECK_DOC: readonly Step[] = [
  // every module of lib/ (lib/cli/doc_lint.ts says which npm types it lets through)
  { args: ["run", "--allow-read", "--allow-run", "--allow-env", "lib/cli/doc_lint.ts"] },
  { args: ["check", "--doc-only", "lib/"] },
  {
    args: [
      "test",
      "--doc",
      "--allow-read=data",
      "lib/mod.ts",
      "lib/model/",
      "lib/scenario/jobs.ts",
      "lib/scenario/job_speed.ts",
      "lib/params.ts",
    ],
  },
];

/**
 * The folders of tests whose files `deno task test` runs through one file each, `tests/suites/NAME.ts`
 * (the test files at the top of `tests/` through `root.ts`): a test worker loads the library, zod
 * and mathjs once a folder, not once a file. They are the folders of many short unit, property and
 * in-process CLI tests, where loading the modules took a third of the run's CPU; the report
 * engine's and the end-to-end tests, each a long one, run file by file, as do the files of any
 * folder given to the task.
 */
export const SUITES: readonly string[] = [
  "architecture",
  "cli",
  "data",
  "docs",
  "import",
  "model",
  "params",
  "present",
  "root",
  "scenario",
  "whatif",
  "words",
];

/**
 * What `deno task test` runs when it is given no file or folder: the suites, then each test file
 * of `tests/report/` and of `tests/e2e/` but `tests/e2e/full/`, read off the folders (named one by
 * one: `deno test` drops its `--ignore` once a file is named).
 */
export function quickRoots(
  root: string = fileURLToPath(new URL("../..", import.meta.url)),
): string[] {
  const files = (dir: string) =>
    [...Deno.readDirSync(`${root}/${dir}`)]
      .filter((e) => e.isFile && e.name.endsWith("_test.ts"))
      .map((e) => `${dir}/${e.name}`)
      .sort();
  // the long files first, so that the two workers end together rather than one after the other
  return [
    ...files("tests/e2e"),
    ...files("tests/report"),
    ...SUITES.map((name) => `tests/suites/${name}.ts`),
  ];
}

/**
 * The test files outside `tests/e2e/full/` that hold tests or steps only `deno task test:reports`
 * runs (`ignore: !FULL`, tests/helpers.ts): it runs these files whole.
 */
export const FULL_TOO: readonly string[] = [
  "tests/e2e/cli_test.ts",
  "tests/e2e/whatif_test.ts",
  "tests/e2e/import_test.ts",
  "tests/e2e/report_lint_test.ts",
  "tests/e2e/reports_test.ts",
  "tests/e2e/work_report_test.ts",
  "tests/e2e/report_errors_test.ts",
  "tests/report/execute_test.ts",
];

/** Every task of `deno.json` that runs through this script, by name. */
export const CHAINS: Readonly<Record<string, Chain>> = {
  test: {
    does: "set up what is missing (Chromium too), then run every test but tests/e2e/full/",
    extra: "test files or folders and deno test options, e.g. tests/data/ or --filter NAME",
    steps: [SETUP_BROWSER, { args: TEST, roots: quickRoots() }],
  },
  "test:reports": {
    does:
      "set up what is missing (Chromium too), then what deno task test leaves out: the report lint of every scenario, currency and language, every notebook in JupyterLab and forced, the what-if page's 20 random cases of each kind and its other long browser checks, the other long report tests, and 2,000-case property tests",
    extra: "deno test options",
    steps: [
      SETUP_BROWSER,
      // one deno test run, so that the report builds its files share are built once
      {
        args: [
          ...TEST,
          "tests/e2e/full/",
          // their tests marked `ignore: !FULL` (tests/helpers.ts), the rest again
          ...FULL_TOO,
          // every folder that holds properties, at 2,000 cases each (tests/helpers.ts)
          "tests/model/",
          "tests/scenario/",
          "tests/data/",
          "tests/present/",
          "tests/whatif/",
          "tests/cli/",
          "tests/fuzz_test.ts",
        ],
        env: {
          WORKBOOK_FULL: "1",
          // every random case of the what-if page (`deno task test` opens one of each kind)
          WORKBOOK_BROWSER_CASES: "20",
          WORKBOOK_PROPERTY_RUNS: "2000",
        },
      },
    ],
  },
  "test:slow": {
    does:
      "set up what is missing, then the report executor's stress run and the price-file scale run",
    extra: "options of bench/report_scale.ts",
    steps: [
      { args: [...SETUP, "--allow-sys=uid", "lib/cli/setup.ts"] },
      { args: ["run", "--allow-all", "bench/report_stress.ts"] },
      { args: [...SETUP, "bench/report_scale.ts"] },
    ],
  },
  check: {
    does:
      "check formatting, lint, types, the notebooks' types (check:notebooks), the doc comments and every @example (check:doc), stopping at the first that fails",
    extra: "more files or options of the last command, deno test --doc",
    steps: [
      { args: ["fmt", "--check"] },
      { args: ["lint"] },
      { args: ["check", "lib/", "tests/", "bench/"] },
      CHECK_NOTEBOOKS,
      ...CHECK_DOC,
    ],
  },
  "check:doc": {
    does: "lint the doc comments, type-check the code in them and run every @example as a test",
    extra: "more files or options of deno test --doc",
    steps: CHECK_DOC,
  },
  bench: {
    does: "the speed benchmarks of the model and of job ranking",
    extra: "deno bench options, e.g. --filter NAME",
    steps: [{
      args: [
        "bench",
        "--allow-read=.",
        "bench/model_bench.ts",
        "bench/job_bench.ts",
        "bench/work_bench.ts",
      ],
    }],
  },
};

/** The help of task `name`: what it does and the commands it runs, read off its steps. */
export function chainHelp(name: string): string {
  const chain = CHAINS[name];
  if (!chain) throw new UsageError(`Unknown task "${name}": the tasks are ${taskNames()}`);
  const commands = chain.steps.map(({ args, env, roots }) =>
    `  ${Object.entries(env ?? {}).map(([k, v]) => `${k}=${v} `).join("")}deno ${
      [...args, ...roots ?? []].join(" ")
    }`
  );
  return `deno task ${name} [ARGS]: ${chain.does}

Runs, in order, each only when the one before succeeded:
${commands.join("\n")}

  ARGS                ${chain.extra}; they go to the last command
  -h, --help          this text`;
}

function taskNames(): string {
  return Object.keys(CHAINS).join(", ");
}

/**
 * The arguments of `deno` for `step` with the `extra` arguments of the task: its roots when
 * `extra` names no file or folder (an argument that is a path here and not the value of
 * `--filter`), else those.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { stepArgs } from "./run.ts";
 *
 * const step = { args: ["test"], roots: ["tests/suites/model.ts", "tests/e2e/"] };
 * assert.deepEqual(stepArgs(step, ["--filter", "tests"]), [
 *   "test", "tests/suites/model.ts", "tests/e2e/", "--filter", "tests",
 * ]);
 * ```
 */
export function stepArgs(step: Step, extra: readonly string[]): string[] {
  const named = extra.some((a, i) =>
    !a.startsWith("-") && extra[i - 1] !== "--filter" && isPath(a)
  );
  return [...step.args, ...(named ? [] : step.roots ?? []), ...extra];
}

function isPath(path: string): boolean {
  try {
    Deno.statSync(path);
    return true;
  } catch {
    return false;
  }
}

/** Runs the steps of `chain` in order, the extra `args` given to the last; its exit code. */
async function runChain(chain: Chain, args: readonly string[]): Promise<number> {
  let child: Deno.ChildProcess | undefined;
  let stoppedBy: Deno.Signal | undefined;
  const stop = (signal: Deno.Signal) => () => {
    stoppedBy = signal;
    if (signal !== "SIGTERM") return;
    try {
      child?.kill(signal);
    } catch {
      // the step has just ended
    }
  };
  const listeners = (["SIGINT", "SIGTERM"] as const).map((s) => [s, stop(s)] as const);
  for (const [signal, listener] of listeners) Deno.addSignalListener(signal, listener);
  try {
    for (const [i, step] of chain.steps.entries()) {
      if (stoppedBy) return 130;
      const last = i === chain.steps.length - 1;
      child = new Deno.Command(Deno.execPath(), {
        args: stepArgs(step, last ? args : []),
        env: { ...step.env },
        stdin: "inherit",
        stdout: "inherit",
        stderr: "inherit",
      }).spawn();
      const { code } = await child.status;
      child = undefined;
      if (code !== 0) return code;
    }
    return stoppedBy ? 130 : 0;
  } finally {
    for (const [signal, listener] of listeners) Deno.removeSignalListener(signal, listener);
  }
}

if (import.meta.main) {
  const [name = "", ...args] = Deno.args;
  const chain = CHAINS[name];
  let code = 0;
  await runTask(name || "run", async () => {
    if (!chain) {
      throw new UsageError(
        `expected a task name first, found "${name}": the tasks are ${taskNames()}`,
      );
    }
    code = await runChain(chain, args);
  }, {
    help: chain
      ? chainHelp(name)
      : `deno task TASK [ARGS] for the tasks that chain commands: ${taskNames()}\n\n  -h, --help          this text`,
    args: chain ? args : Deno.args,
  });
  if (code !== 0) Deno.exit(code);
}
