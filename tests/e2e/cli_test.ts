import assert from "node:assert/strict";
import { copyFolder, FIXTURE, ROOT, runDeno, setCell } from "../helpers.ts";

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

function task(script: string, args: string[]) {
  return runDeno(["run", ...taskPermissions(script), `${ROOT}lib/cli/${script}.ts`, ...args]);
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
    r.stdout,
    /error: hardware\.csv row 2, column wall_power: found "lots", expected a power/,
  );
  assert.match(
    r.stdout,
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
  assert.ok(Math.abs(j.breakEven.consistent.hoursPerDay - 13_427.9375 / 3120.75) < 1e-9);
  assert.ok(Math.abs(j.tco.consistent.own.total - 16_274.9375) < 1e-6);
  assert.ok(
    Array.isArray(j.monthly) && j.monthly[0].label === "Own" &&
      typeof j.monthly[0].cnyPerMonth === "number",
  );
  assert.equal(j.payback.kind, "never");
});

Deno.test("calc prints a readable table, and an unknown scenario exits 1 naming the known ones", async () => {
  const ok = await task("calc", ["--data", FIXTURE, "--scenario", "team-8xh100"]);
  assert.equal(ok.code, 0, ok.stderr);
  assert.match(ok.stdout, /Break-even, consistent\s+\d/);
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
});
