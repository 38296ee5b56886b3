// `deno task NAME --help` (and -h) of every task in deno.json prints the task's help and runs
// nothing else: a task that chains commands goes through lib/cli/run.ts, which reads its
// command line before it starts any of them.
import assert from "node:assert/strict";
import { chainHelp, CHAINS } from "../../lib/cli/run.ts";
import { ROOT } from "../helpers.ts";

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
    const asked = Object.keys(TASKS).flatMap((name) => [[name, "--help"], [name, "-h"]]);
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
