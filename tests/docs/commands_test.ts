// Every command the documentation shows is a task of deno.json (or a script of the project) with
// options the task accepts: `--help` of every task runs, and the commands of `calc` and `validate`
// the pages show run on the shipped data and succeed. The slow tasks (report, test:reports, setup,
// lab, ...) are only read: their `--help` runs, and each option shown is one their help names.
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { chainHelp, CHAINS } from "../../lib/cli/run.ts";
import { docPages, ROOT, type ShownCommand, shownCommands } from "./pages.ts";

/** The tasks of deno.json: name → the words after `deno` (`run --allow-read lib/cli/calc.ts`). */
const TASKS: Record<string, string[]> = Object.fromEntries(
  Object.entries(
    (JSON.parse(Deno.readTextFileSync(join(ROOT, "deno.json"))) as {
      tasks: Record<string, string>;
    }).tasks,
  ).map(([name, line]) => {
    const words = line.split(/\s+/);
    assert.equal(words[0], "deno", `task ${name} runs deno`);
    return [name, words.slice(1)];
  }),
);

/** The tasks whose shown commands run in the quick suite: read-only and under a second. */
const RUN = new Set(["calc", "validate"]);

/** Words a page writes for "put yours here". */
const PLACEHOLDERS = new Set(["NAME", "FILE", "ID", "DIR", "TASK", "ARGS", "SCENARIO", "FOLDER"]);

/** A command shown, read: a task and its arguments, or a script `deno run`/`bench` runs. */
interface Parsed {
  shown: ShownCommand;
  /** The task, for `deno task NAME`. */
  task?: string;
  /** The script, for `deno run FILE` and `deno bench FILE`. */
  script?: string;
  /** The arguments after the task or script, `[` and `]` of optional ones removed. */
  args: string[];
  /** Whether it holds a placeholder (`FILE`, `…`): shown, never run. */
  placeholder: boolean;
}

function parse(shown: ShownCommand): Parsed {
  let words = [...shown.words];
  if (words[0] === "npx") {
    assert.deepEqual(words.slice(0, 3), ["npx", "-y", "deno@2"], shown.text);
    words = ["deno", ...words.slice(3)];
  }
  assert.equal(words[0], "deno", `${shown.page}: a command shown is a deno command: ${shown.text}`);
  const args = words.slice(2).map((w) => w.replace(/^\[|\]$/g, "")).filter((w) => w !== "");
  const placeholder = args.some((w) => /…|\.\.\./.test(w) || PLACEHOLDERS.has(w));
  if (words[1] === "task") {
    return { shown, task: args[0], args: args.slice(1), placeholder };
  }
  assert.ok(
    words[1] === "run" || words[1] === "bench",
    `${shown.page}: deno task, run or bench: ${shown.text}`,
  );
  const rest = args.filter((w) => !w.startsWith("-"));
  return { shown, script: rest[0], args: args.slice(args.indexOf(rest[0]!) + 1), placeholder };
}

/** Runs `deno` with `args` in the root; its exit code and output. */
async function deno(args: string[]): Promise<{ code: number; out: string; err: string }> {
  const { code, stdout, stderr } = await new Deno.Command(Deno.execPath(), {
    args,
    cwd: ROOT,
    env: { NO_COLOR: "1" },
    stdout: "piped",
    stderr: "piped",
  }).output();
  const text = new TextDecoder();
  return { code, out: text.decode(stdout), err: text.decode(stderr) };
}

/** Runs `jobs` two at a time (the machine has two cores), in order of their results. */
async function twoAtATime<T>(jobs: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      results[i] = await jobs[i]!();
    }
  };
  await Promise.all([worker(), worker()]);
  return results;
}

let helps: Promise<Map<string, string>> | undefined;

/**
 * `--help` of every task of deno.json, run once: task → its help. The tasks of lib/cli/run.ts print
 * `chainHelp()`, called here rather than in a process of its own each.
 */
function taskHelps(): Promise<Map<string, string>> {
  helps ??= (async () => {
    const names = Object.keys(TASKS).filter((name) => !(name in CHAINS));
    const runs = await twoAtATime(names.map((name) => () => deno([...TASKS[name]!, "--help"])));
    const out = new Map<string, string>();
    runs.forEach((r, i) => {
      assert.equal(r.code, 0, `deno task ${names[i]} --help: ${r.err}`);
      assert.ok(r.out.trim().length > 0, `deno task ${names[i]} --help prints its help`);
      out.set(names[i]!, r.out);
    });
    for (const name of Object.keys(CHAINS)) {
      assert.deepEqual(TASKS[name]!.slice(-2), ["lib/cli/run.ts", name], `task ${name}`);
      out.set(name, chainHelp(name));
    }
    return out;
  })();
  return helps;
}

/** The options the help of `task` names; for a task of lib/cli/run.ts, those of its last command too. */
async function acceptedIn(task: string): Promise<string> {
  const help = (await taskHelps()).get(task)!;
  if (!TASKS[task]!.includes("lib/cli/run.ts")) return help;
  // a task that chains commands hands its extra arguments to its last command (deno test, ...)
  const last = [...help.matchAll(/^ {2}(?:\S+=\S+ )*deno (\S+)/gm)].at(-1)?.[1];
  assert.ok(last, `the help of ${task} lists its commands`);
  return help + (await deno([last, "--help"])).out;
}

/** What is wrong with the options of `c` against its task's help, if anything. */
async function optionProblems(c: Parsed): Promise<string[]> {
  const help = await acceptedIn(c.task!);
  const problems: string[] = [];
  const names = (flag: string) => new RegExp(`(^|[\\s,\\[(])${flag}(?![\\w-])`, "m");
  for (const [i, word] of c.args.entries()) {
    if (!word.startsWith("-") || /^-\d/.test(word)) continue;
    const flag = word.split("=")[0]!;
    if (!names(flag).test(help)) problems.push(`${flag} is not an option of ${c.task}`);
    if (flag === "-p" || flag === "--param") {
      const parameter = c.args[i + 1]?.split("=")[0] ?? "";
      if (!new RegExp(`(^|\\s)${parameter}\\b`, "m").test(help)) {
        problems.push(`${parameter} is not a parameter of ${c.task}`);
      }
    }
  }
  return problems;
}

function everyCommand(): Parsed[] {
  return docPages().flatMap((page) => shownCommands(page)).map(parse);
}

Deno.test("every command the docs show is a task of deno.json, or a script of the project, with options its help names", async () => {
  const problems: string[] = [];
  for (const c of everyCommand()) {
    const where = `${c.shown.page}: ${c.shown.text}`;
    if (c.script !== undefined) {
      if (!existsSync(join(ROOT, c.script))) problems.push(`${where}: no file ${c.script}`);
      continue;
    }
    if (c.task === undefined || PLACEHOLDERS.has(c.task)) continue; // `deno task NAME --help`
    if (!(c.task in TASKS)) {
      problems.push(`${where}: no task ${c.task} in deno.json`);
      continue;
    }
    if (RUN.has(c.task) && !c.placeholder) continue; // run by the next test, which reads it whole
    problems.push(...(await optionProblems(c)).map((p) => `${where}: ${p}`));
  }
  assert.deepEqual(problems, []);
});

Deno.test("the calc and validate commands the docs show run on the shipped data and succeed", async () => {
  const seen = new Set<string>();
  const runnable = everyCommand().filter((c) => {
    if (!c.task || !RUN.has(c.task) || c.placeholder) return false;
    const key = JSON.stringify([c.task, c.args]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  assert.ok(runnable.length >= 10, `the docs show calc and validate: ${runnable.length} commands`);
  const runs = await twoAtATime(runnable.map((c) => () => deno([...TASKS[c.task!]!, ...c.args])));
  const failed = runs.flatMap((r, i) =>
    r.code === 0 && r.out.trim() !== ""
      ? []
      : [`${runnable[i]!.shown.page}: ${runnable[i]!.shown.text}: exit ${r.code}, ${r.err.trim()}`]
  );
  assert.deepEqual(failed, []);
});

Deno.test("a command shown with an option its task does not take, or of no task, is found", async () => {
  const shown = (text: string): Parsed => parse({ page: "test", text, words: text.split(" ") });
  assert.deepEqual(await optionProblems(shown("deno task calc --jsonn")), [
    "--jsonn is not an option of calc",
  ]);
  assert.deepEqual(await optionProblems(shown("deno task calc -p hours_a_day=6")), [
    "hours_a_day is not a parameter of calc",
  ]);
  assert.deepEqual(await optionProblems(shown("deno task test --filter calc")), []);
  assert.deepEqual(await optionProblems(shown("deno task report --only 01")), []);
  assert.equal(shown("deno task calc --params FILE").placeholder, true);
  assert.equal(shown("deno task calc [--json]").args[0], "--json");
});
