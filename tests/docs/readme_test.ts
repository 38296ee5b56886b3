// README.md is a door: at most 200 lines, the two commands a new user runs, exactly as CI runs the
// test command, and a link to every manual.
import assert from "node:assert/strict";
import { join } from "node:path";
import { docPages, readPage, relativeLinks, ROOT } from "./pages.ts";

const README = readPage("README.md");

Deno.test("README.md has at most 200 lines", () => {
  const lines = README.trimEnd().split("\n").length;
  assert.ok(lines <= 200, `README.md has ${lines} lines`);
});

Deno.test("README.md's two commands are the ones .ci/run runs as a new user would", () => {
  const commands = /## Two commands\n[\s\S]*?```sh\n([\s\S]*?)```/.exec(README);
  assert.ok(commands, "README.md shows its two commands in a sh block under ## Two commands");
  const lines = commands[1]!.trim().split("\n").map((l) => l.replace(/\s+#.*$/, "").trim());
  assert.deepEqual(lines, ["npx -y deno@2 task report", "npx -y deno@2 task test"]);
  const ci = Deno.readTextFileSync(join(ROOT, ".ci/run"));
  assert.match(ci, /^run "deno task test" npx -y deno@2 task test$/m);
});

Deno.test("README.md links every page of docs/ and bench/README.md itself", () => {
  const linked = new Set(relativeLinks("README.md").map((l) => l.path));
  assert.deepEqual(docPages().filter((p) => p !== "README.md" && !linked.has(p)), []);
});
