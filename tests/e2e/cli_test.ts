import assert from "node:assert/strict";
import { displayWidth } from "../../lib/cli/columns.ts";
import { copyFolder, FIXTURE, FULL, ROOT, runDeno, setCell } from "../helpers.ts";

/** The permission flags deno.json declares for a task: the tests run with exactly those. */
function taskPermissions(name: string): string[] {
  const tasks = JSON.parse(Deno.readTextFileSync(`${ROOT}deno.json`)).tasks as Record<
    string,
    string
  >;
  return tasks[name]!.split(/\s+/).filter((w) => w.startsWith("--allow") || w === "-A");
}

Deno.test("validate and calc declare read permission only: no write, network, run or env", () => {
  for (const name of ["validate", "calc"]) {
    assert.deepEqual(taskPermissions(name), ["--allow-read"], name);
  }
});

/** The task of deno.json that runs `lib/cli/SCRIPT.ts` (lint_reports.ts: lint-reports). */
function taskOf(script: string): string {
  const tasks = JSON.parse(Deno.readTextFileSync(`${ROOT}deno.json`)).tasks as Record<
    string,
    string
  >;
  return Object.keys(tasks).find((name) => tasks[name]!.endsWith(` lib/cli/${script}.ts`))!;
}

function task(script: string, args: string[]) {
  return runDeno([
    "run",
    ...taskPermissions(taskOf(script)),
    `${ROOT}lib/cli/${script}.ts`,
    ...args,
  ]);
}

Deno.test("validate: a valid folder passes with read permission only", async () => {
  const r = await task("validate", ["--data", FIXTURE]);
  assert.equal(r.code, 0, r.stdout + r.stderr);
  assert.match(r.stdout, /valid: 7 offerings/);
});

Deno.test("validate: every problem is printed with file, row and column, and it exits 1", async () => {
  const data = await copyFolder(FIXTURE);
  const hw = `${data}/hardware.csv`;
  await Deno.writeTextFile(
    hw,
    setCell(
      setCell(await Deno.readTextFile(hw), 2, "wall_power", "lots"),
      3,
      "as_of",
      "2025-02-30",
    ),
  );
  const r = await task("validate", ["--data", data]);
  assert.equal(r.code, 1);
  assert.match(
    r.stderr,
    /error: hardware\.csv row 2, column wall_power: found "lots", expected a power/,
  );
  assert.match(
    r.stderr,
    /error: hardware\.csv row 3, column as_of: found "2025-02-30", expected a date/,
  );
});

Deno.test("calc --json prints the documented fields for the document's scenario", async () => {
  const r = await task("calc", ["--data", FIXTURE, "--scenario", "seed-3090-autodl", "--json"]);
  assert.equal(r.code, 0, r.stderr);
  const j = JSON.parse(r.stdout);
  assert.equal(j.scenario, "seed-3090-autodl");
  assert.equal(j.usedHoursPerDay, 4); // 8 h × 7/7 × 50 %
  assert.equal(j.breakEven.consistent.kind, "hours");
  assert.ok(Math.abs(j.breakEven.consistent.breakEvenHoursPerDay - 13_427.9375 / 3120.75) < 1e-9);
  assert.ok(Math.abs(j.tco.consistent.own.total - 16_274.9375) < 1e-6);
  assert.ok(
    Array.isArray(j.monthly) && j.monthly[0].label === "Own" &&
      typeof j.monthly[0].costPerMonth === "number",
  );
  assert.equal(j.payback.kind, "notWithinHorizon");
});

Deno.test("calc prints a readable table, and an unknown scenario exits 1 naming the known ones", async () => {
  const ok = await task("calc", ["--data", FIXTURE, "--scenario", "team-8xh100"]);
  assert.equal(ok.code, 0, ok.stderr);
  assert.match(
    ok.stdout,
    /\nBreak-even\s+owning (cheaper (above|below) \d|cheaper at any hours|never cheaper)/,
  );
  const bad = await task("calc", ["--data", FIXTURE, "--scenario", "nope"]);
  assert.equal(bad.code, 1);
  assert.match(
    bad.stderr,
    /Unknown scenario "nope": scenarios\.csv lists seed-3090-autodl, team-8xh100/,
  );
});

Deno.test("calc with bad data prints the validation errors and exits 1", async () => {
  const data = await copyFolder(FIXTURE);
  await Deno.writeTextFile(
    `${data}/fx.csv`,
    "currency,cny_per_unit,as_of,source\nUSD,#N/A,2025,x\n",
  );
  const r = await task("calc", ["--data", data, "--scenario", "seed-3090-autodl"]);
  assert.equal(r.code, 1);
  assert.match(r.stderr, /fx\.csv row 2, column cny_per_unit: found "#N\/A"/);
  // in the run's language: the same file, row, column and cell, in Chinese
  const zh = await task("calc", ["--data", data, "--scenario", "seed-3090-autodl", "--lang", "zh"]);
  assert.equal(zh.code, 1);
  assert.match(
    zh.stderr,
    /error: fx\.csv 第 2 行 cny_per_unit 列：填的是“#N\/A”，应为一单位该货币折合的 CNY，大于 0、不超过 1e6/,
  );
});

const DATA = `${ROOT}data`;
const rowOf = (csv: string, id: string) => csv.split("\n").findIndex((l) => l.startsWith(id)) + 1;

Deno.test("every task answers an unknown option with exit 2 and a sentence, never a stack trace", async () => {
  for (const name of ["validate", "calc"]) {
    const r = await task(name, ["--frobnicate"]);
    assert.equal(r.code, 2, name);
    assert.match(
      r.stderr,
      new RegExp(`^${name}: Unknown option '--frobnicate': see deno task ${name} --help`),
    );
    assert.doesNotMatch(r.stderr, / {4}at /, name);
  }
  const report = await runDeno([
    "run",
    "--allow-read",
    "--allow-write",
    "--allow-run",
    "--allow-env",
    `${ROOT}lib/cli/report.ts`,
    "--frobnicate",
  ]);
  assert.equal(report.code, 2);
  assert.match(report.stderr, /^report: Unknown option '--frobnicate'/);
});

/** Every task in deno.json run from lib/cli, with the permissions deno.json gives it. */
const TASKS = [
  "calc",
  "validate",
  "report",
  "import",
  "lab",
  "setup",
  "strip",
  "lint_reports",
  "check_notebooks",
];

Deno.test("every task answers --help with its usage on stdout and exit 0, calc -h too", async () => {
  const commands = Object.values(
    JSON.parse(Deno.readTextFileSync(`${ROOT}deno.json`)).tasks as Record<string, string>,
  );
  // lib/cli/run.ts runs the tasks that chain commands: tests/cli/run_test.ts asks each of them
  const scripts = new Set(
    commands.flatMap((c) => [...c.matchAll(/lib\/cli\/(\w+)\.ts/g)].map((m) => m[1]!))
      .filter((s) => s !== "run"),
  );
  assert.deepEqual([...scripts].sort(), [...TASKS].sort(), "a task of lib/cli is not checked");
  // -h is the same question (asksForHelp(), tests/cli/main_test.ts): asked of calc only
  const asked: [string, string][] = [...TASKS.map((n): [string, string] => [n, "--help"])];
  for (const [name, flag] of [...asked, ["calc", "-h"]]) {
    const r = await task(name, [flag]);
    assert.equal(r.code, 0, `${name} ${flag}: ${r.stderr}`);
    assert.match(r.stdout, new RegExp(`^deno task ${taskOf(name)}\\b`), `${name} ${flag}`);
    assert.match(r.stdout, /-h, --help/, `${name} ${flag} lists the help option`);
  }
  // help wins over whatever else the command line holds
  const mixed = await task("calc", ["--scenario", "nope", "--frobnicate", "-h"]);
  assert.equal(mixed.code, 0, mixed.stderr);
  assert.match(mixed.stdout, /--currency CODE/);
});

Deno.test({
  name: "lab on a busy port says which port and the option to choose another, at once, exit 1",
  sanitizeResources: false,
  async fn() {
    const busy = Deno.listen({ hostname: "127.0.0.1", port: 0 });
    const port = (busy.addr as Deno.NetAddr).port;
    try {
      const started = Date.now();
      const r = await task("lab", ["--port", String(port)]);
      const seconds = (Date.now() - started) / 1000;
      assert.equal(r.code, 1, r.stderr);
      assert.match(r.stderr, new RegExp(`^lab: Cannot start JupyterLab: port ${port} .* in use`));
      assert.match(r.stderr, /--port/);
      assert.doesNotMatch(r.stderr, / {4}at |unexpected error/);
      assert.ok(seconds < 10, `it took ${seconds} s`);
    } finally {
      busy.close();
    }
  },
});

Deno.test("a missing data file is reported as not found, naming the path, never as a blank cell", async () => {
  const data = await copyFolder(FIXTURE);
  await Deno.remove(`${data}/scenarios.csv`);
  for (const [name, ...args] of [["validate"], ["calc", "--scenario", "seed-3090-autodl"]]) {
    const r = await task(name!, ["--data", data, ...args]);
    assert.equal(r.code, 1, name);
    assert.match(
      r.stderr,
      new RegExp(`error: scenarios\\.csv: file not found; expected ${data}/scenarios\\.csv`),
      name,
    );
    assert.doesNotMatch(r.stderr, /blank cell/, name);
  }
  const none = await task("validate", ["--data", `${data}/nope`]);
  assert.equal(none.code, 1);
  assert.match(none.stderr, /Cannot read the data folder .*nope: folder not found/);
});

// data/fx.csv: USD,6.7758,2026-06, the latest USD rate, which a report and calc use
const CNY_PER_USD = 6.7758;

Deno.test({
  name: "calc --currency USD converts every money figure it prints, in JSON and in text",
  ignore: !FULL, // test:reports: the command itself; tests/cli/calc_test.ts and calc_currency_test.ts hold calcJson() and calcText() in USD in-process
  async fn() {
    const args = ["--data", DATA, "--scenario", "team-8xh100-247", "--json"];
    const cny = JSON.parse((await task("calc", [...args, "--currency", "CNY"])).stdout);
    const usd = JSON.parse((await task("calc", [...args, "--currency", "USD"])).stdout);
    assert.equal(cny.currency, "CNY");
    assert.equal(usd.currency, "USD");
    assert.equal(usd.cnyPerUnit, CNY_PER_USD);
    const same = (u: number, c: number, what: string) =>
      assert.ok(Math.abs(u * CNY_PER_USD - c) <= 1e-9 * Math.abs(c), `${what}: ${u} USD, ${c} CNY`);
    same(usd.tco.consistent.own.total, cny.tco.consistent.own.total, "own");
    same(usd.tco.consistent.rent.total, cny.tco.consistent.rent.total, "rent");
    same(usd.tco.consistent.own.perUsedGpuHour, cny.tco.consistent.own.perUsedGpuHour, "per hour");
    same(usd.tco.presentValue.own, cny.tco.presentValue.own, "present value");
    same(usd.tco.documentMethod, cny.tco.documentMethod, "document's method");
    usd.monthly.forEach((m: { costPerMonth: number }, i: number) =>
      same(m.costPerMonth, cny.monthly[i].costPerMonth, `monthly ${i}`)
    );
    // the scenario's own currency is USD: without --currency calc prints USD too
    const text = await task("calc", ["--data", DATA, "--scenario", "team-8xh100-247"]);
    assert.equal(text.code, 0, text.stderr);
    const own = Math.round(cny.tco.consistent.own.total / CNY_PER_USD).toLocaleString("en-US");
    assert.match(text.stdout, new RegExp(`TCO over 3\\.0 years: own\\s+${own} USD\\n`));
    assert.match(text.stdout, /Money\s+USD at 6\.7758 CNY per USD/);
    const amounts = text.stdout.split("\n").filter((l) => !l.startsWith("Money"));
    assert.doesNotMatch(amounts.join("\n"), /\d CNY/, "an amount printed in CNY");
  },
});

Deno.test("calc shows the document's own sums for its case only, labelled, under the consistent headline", async () => {
  const seed = await task("calc", ["--data", DATA, "--scenario", "seed-3090-autodl"]);
  assert.equal(seed.code, 0, seed.stderr);
  const lines = seed.stdout.split("\n");
  const headline = lines.findIndex((l) => /^Break-even\s/.test(l));
  const document = lines.findIndex((l) => l.startsWith("Document 000's TCO (B11)"));
  assert.ok(headline >= 0 && document > headline, "the consistent break-even comes first");
  // B11 as printed (B9 = 2,126) and exact (B9 = 2,127.94): seed-figures.md
  assert.match(
    lines[document]!,
    /25,273 CNY as printed, 25,275 CNY exact: .* counts the purchase twice/,
  );
  assert.match(
    seed.stdout,
    /Document 000 summed once \(B14\)\s+16,273 CNY as printed, 16,275 CNY exact/,
  );
  const json = JSON.parse(
    (await task("calc", ["--data", DATA, "--scenario", "seed-3090-autodl", "--json"])).stdout,
  );
  assert.deepEqual(json.document.asPrinted, { countedTwice: 25_273, summedOnce: 16_273 });
  // one rule: the document's way of summing applied to the scenario is the exact figure
  assert.equal(json.tco.documentMethod, json.document.exact.countedTwice);
  assert.ok(Math.abs(json.document.exact.summedOnce - json.tco.consistent.own.total) < 1e-6);
  const team = await task("calc", ["--data", DATA, "--scenario", "team-8xh100-247"]);
  assert.doesNotMatch(team.stdout, /document|B11/i);
  const moved = await task("calc", [
    "--data",
    DATA,
    "--scenario",
    "seed-3090-autodl",
    "-p",
    "cloud_price=2",
  ]);
  assert.doesNotMatch(moved.stdout, /B11/, "another cloud price is not the document's case");
});

Deno.test("calc aligns its columns when a cell holds Chinese (a wide character is 2 columns)", async () => {
  const data = await copyFolder(DATA);
  const file = `${data}/cloud_offerings.csv`;
  const text = await Deno.readTextFile(file);
  await Deno.writeTextFile(
    file,
    setCell(text, rowOf(text, "autodl-3090-doc"), "provider", "AutoDL 算力云"),
  );
  const r = await task("calc", ["--data", data, "--scenario", "seed-3090-autodl"]);
  assert.equal(r.code, 0, r.stderr);
  const lines = r.stdout.trimEnd().split("\n");
  assert.ok(lines.some((l) => l.includes("算力云")), r.stdout);
  // where the second column starts: the width of the first column and its padding
  const starts = lines.map((l) => displayWidth(/^(.*?\S)\s{2,}(?=\S)/.exec(l)![0]));
  assert.deepEqual(new Set(starts).size, 1, r.stdout);
});

Deno.test({
  name: "calc --help names --job and the default scenario, and calc without --scenario computes it",
  ignore: !FULL, // test:reports: the command itself; tests/cli/calc_test.ts holds the default scenario --help states in-process
  async fn() {
    const help = await task("calc", ["--help"]);
    assert.match(help.stdout, /--job ID/);
    assert.match(help.stdout, /--scenario NAME .*default seed-3090-autodl/);
    const bare = await task("calc", ["--data", FIXTURE]);
    assert.equal(bare.code, 0, bare.stderr);
    const named = await task("calc", ["--data", FIXTURE, "--scenario", "seed-3090-autodl"]);
    assert.equal(bare.stdout, named.stdout);
  },
});
