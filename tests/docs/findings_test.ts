// README.md's table "What it finds" is the one tests/docs/findings.ts generates from calc's JSON.
import assert from "node:assert/strict";
import { BEGIN, END, findingsTable, withTable } from "./findings.ts";
import { readPage } from "./pages.ts";

/** A Markdown table's rows, each cell trimmed: the same whatever width deno fmt gives them. */
function cells(table: string): string[][] {
  return table.trim().split("\n").map((row) =>
    row.trim().replace(/^\||\|$/g, "").split("|").map((c) => c.trim().replace(/^-+$/, "---"))
  );
}

Deno.test("README.md's findings table is the one calc's JSON gives (deno run -A tests/docs/findings.ts writes it)", async () => {
  const readme = readPage("README.md");
  const from = readme.indexOf(BEGIN), to = readme.indexOf(END);
  assert.ok(from >= 0 && to > from, `README.md holds ${BEGIN} … ${END}`);
  const actual = cells(readme.slice(from + BEGIN.length, to));
  assert.deepEqual(actual, cells(await findingsTable()));
});

Deno.test("withTable() replaces what lies between the two lines and keeps the rest", () => {
  const before = `a\n${BEGIN}\n\n| x |\n\n${END}\nb`;
  assert.equal(withTable(before, "| y |"), `a\n${BEGIN}\n\n| y |\n\n${END}\nb`);
  assert.throws(() => withTable("no table", "| y |"));
});
