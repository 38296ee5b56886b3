// `deno task NAME --help` (and -h) of every task in deno.json prints the task's help and runs
// nothing else: a task that chains commands goes through lib/cli/run.ts, which reads its
// command line before it starts any of them.
import assert from "node:assert/strict";
import { chainHelp, CHAINS, FULL_TOO, quickRoots, stepArgs, SUITES } from "../../lib/cli/run.ts";
import { FULL, ROOT } from "../helpers.ts";

const TASKS = JSON.parse(Deno.readTextFileSync(`${ROOT}deno.json`)).tasks as Record<
  string,
  string
>;

/** `deno task NAME ...args`, as a reader types it, without colours. */
async function denoTask(name: string, args: string[]) {
  const { code, stdout, stderr } = await new Deno.Command(Deno.execPath(), {
    args: ["task", name, ...args],
    cwd: ROOT,
    env: { NO_COLOR: "1" },
    stdout: "piped",
    stderr: "piped",
  }).output();
  const dec = new TextDecoder();
  return { code, stdout: dec.decode(stdout), stderr: dec.decode(stderr) };
}

Deno.test("every task of deno.json is one command: a chain of commands goes through lib/cli/run.ts", () => {
  for (const [name, command] of Object.entries(TASKS)) {
    assert.doesNotMatch(command, /&&|\|\||;/, `${name} chains commands in deno.json`);
  }
  const chained = Object.entries(TASKS).filter(([, c]) => c.includes("lib/cli/run.ts"));
  assert.deepEqual(
    chained.map(([name, c]) => c.endsWith(`lib/cli/run.ts ${name}`) ? name : `${name}: ${c}`)
      .sort(),
    Object.keys(CHAINS).sort(),
  );
});

Deno.test({
  name: "deno task NAME --help and -h print the help of every task and run nothing else",
  sanitizeResources: false,
  async fn() {
    // -h is the same question (asksForHelp(), tests/cli/main_test.ts): of every task in
    // test:reports, of one in the quick run
    const asked = Object.keys(TASKS).flatMap((name) =>
      FULL || name === "test" ? [[name, "--help"], [name, "-h"]] : [[name, "--help"]]
    );
    // two at a time: a fifth of a second each, when nothing runs
    for (let i = 0; i < asked.length; i += 2) {
      await Promise.all(
        asked.slice(i, i + 2).map(async ([name, flag]) => {
          const started = Date.now();
          const r = await denoTask(name!, ["--scenario", "nope", flag!, "tests/"]);
          const what = `deno task ${name} ${flag}`;
          assert.equal(r.code, 0, `${what}: ${r.stderr}`);
          assert.match(r.stdout, new RegExp(`^deno task ${name}\\b`), what);
          assert.match(r.stdout, /-h, --help {10}this text/, what);
          if (CHAINS[name!]) assert.equal(r.stdout, `${chainHelp(name!)}\n`, what);
          // deno task names the command it starts; anything more on stderr came from work done
          const lines = r.stderr.trim().split("\n");
          assert.equal(lines.length, 1, `${what} wrote more than its command line:\n${r.stderr}`);
          assert.match(lines[0]!, new RegExp(`^Task ${name} `), what);
          const seconds = (Date.now() - started) / 1000;
          assert.ok(seconds < 60, `${what} took ${seconds} s`);
        }),
      );
    }
  },
});

Deno.test("chainHelp() lists a chain's commands in order, the extra arguments going to the last", () => {
  const help = chainHelp("test");
  const setup = help.indexOf("lib/cli/setup.ts --browser");
  const test = help.indexOf("deno test ");
  assert.ok(setup > 0 && test > setup, help);
  assert.match(help, /they go to the last command/);
  assert.throws(() => chainHelp("tset"), /Unknown task "tset": the tasks are test, /);
});

Deno.test("every test the quick run leaves to test:reports (ignored or cut short unless FULL) runs there, with WORKBOOK_FULL=1", () => {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const e of Deno.readDirSync(`${ROOT}${dir}`)) {
      const path = `${dir}/${e.name}`;
      if (e.isDirectory && path !== "tests/e2e/full") walk(path);
      else if (e.isFile && e.name.endsWith("_test.ts")) files.push(path);
    }
  };
  walk("tests");
  // a test ignored unless FULL, or a part of one run only when FULL
  const usesFull = /ignore: [^,\n]*!FULL|\bif \(!?FULL\)|\bFULL \|\||\bFULL \?/;
  const leaving = files.filter((f) => usesFull.test(Deno.readTextFileSync(`${ROOT}${f}`))).sort();
  assert.ok(leaving.length > 0, "no test is left to test:reports: FULL_TOO and this test can go");
  const step = CHAINS["test:reports"]!.steps.find((s) => s.env?.WORKBOOK_FULL === "1");
  assert.ok(step, "a step of test:reports with WORKBOOK_FULL=1");
  const runs = (f: string) =>
    step.args.some((a) => a === f || (a.endsWith("/") && f.startsWith(a)));
  for (const f of leaving) assert.ok(runs(f), `test:reports runs ${f}`);
  // FULL_TOO names the files outside the folders test:reports runs whole, and only those
  assert.deepEqual(
    [...FULL_TOO].sort(),
    leaving.filter((f) => !step.args.some((a) => a.endsWith("/") && f.startsWith(a))),
  );
});

Deno.test("the quick run reaches every test file but tests/e2e/full/ once: each suite imports its folder's test files, and nothing else", () => {
  const testFiles = (dir: string) =>
    [...Deno.readDirSync(`${ROOT}${dir}`)]
      .filter((e) => e.isFile && e.name.endsWith("_test.ts"))
      .map((e) => e.name)
      .sort();
  const imported = (suite: string) =>
    [
      ...Deno.readTextFileSync(`${ROOT}tests/suites/${suite}.ts`).matchAll(
        /^import "\.\.\/(.*)";$/gm,
      ),
    ]
      .map((m) => m[1]!)
      .sort();
  const folders = [...Deno.readDirSync(`${ROOT}tests`)]
    .filter((e) => e.isDirectory && testFiles(`tests/${e.name}`).length > 0)
    .map((e) => e.name);
  const reached: string[] = [];
  for (const suite of SUITES) {
    const dir = suite === "root" ? "" : `${suite}/`;
    assert.deepEqual(imported(suite), testFiles(`tests/${dir}`).map((f) => `${dir}${f}`), suite);
    reached.push(...imported(suite).map((f) => `tests/${f}`));
  }
  assert.deepEqual(
    [...Deno.readDirSync(`${ROOT}tests/suites`)].map((e) => e.name).sort(),
    SUITES.map((s) => `${s}.ts`).sort(),
    "a file of tests/suites/ for each suite",
  );
  const roots = quickRoots();
  reached.push(...roots.filter((r) => !r.startsWith("tests/suites/")));
  const expected = [
    ...testFiles("tests").map((f) => `tests/${f}`),
    ...folders.flatMap((d) => testFiles(`tests/${d}`).map((f) => `tests/${d}/${f}`)),
  ];
  assert.deepEqual([...reached].sort(), expected.sort());
  assert.equal(new Set(reached).size, reached.length, "no file twice");
  assert.ok(!reached.some((f) => f.startsWith("tests/e2e/full/")));
  assert.deepEqual(CHAINS.test!.steps.at(-1)!.roots, roots);
});

Deno.test("the extra arguments of a task take the place of its roots when they name a file or folder", () => {
  const step = { args: ["test", "--parallel"], roots: ["tests/suites/model.ts"] };
  assert.deepEqual(stepArgs(step, []), ["test", "--parallel", "tests/suites/model.ts"]);
  assert.deepEqual(stepArgs(step, [`${ROOT}tests/data/`]), [
    "test",
    "--parallel",
    `${ROOT}tests/data/`,
  ]);
  // a filter's value is not a root, even where a folder has its name
  assert.deepEqual(stepArgs(step, ["--filter", `${ROOT}tests`]), [
    "test",
    "--parallel",
    "tests/suites/model.ts",
    "--filter",
    `${ROOT}tests`,
  ]);
  assert.deepEqual(stepArgs(step, ["--filter=calc"]), [
    "test",
    "--parallel",
    "tests/suites/model.ts",
    "--filter=calc",
  ]);
});
