import assert from "node:assert/strict";
import { asksForHelp, parseCommandLine, UsageError } from "../../lib/cli/main.ts";

Deno.test("asksForHelp() finds --help or -h anywhere before --, and nowhere else", () => {
  assert.equal(asksForHelp(["--help"]), true);
  assert.equal(asksForHelp(["-h"]), true);
  assert.equal(asksForHelp(["--scenario", "nope", "--frobnicate", "-h"]), true);
  assert.equal(asksForHelp(["--scenario", "x"]), false);
  assert.equal(asksForHelp(["--", "-h"]), false, "after -- it is an argument");
  assert.equal(asksForHelp(["-p", "hours_per_day=6"]), false);
});

Deno.test("parseCommandLine() turns an unknown option into a UsageError naming the task's help", () => {
  const options = { scenario: { type: "string" } } as const;
  assert.equal(parseCommandLine("calc", ["--scenario", "x"], options).values.scenario, "x");
  assert.throws(
    () => parseCommandLine("calc", ["--frobnicate"], options),
    (e: unknown) =>
      e instanceof UsageError && /--frobnicate.*: see deno task calc --help$/.test(e.message),
  );
});
