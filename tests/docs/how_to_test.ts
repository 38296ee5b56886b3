// The how-tos of docs/architecture.md say how many files a change touches, and which: each count
// and list is the one the tree gives today for the section's example (tests/docs/how_to.ts reads
// it, grep-style, from the files that name the example's keys).
import assert from "node:assert/strict";
import { costFiles, filesOf, HOW_TOS, section, stated, workKindFiles } from "./how_to.ts";
import { readPage } from "./pages.ts";

const PAGE = readPage("docs/architecture.md");

for (const heading of HOW_TOS) {
  Deno.test(`docs/architecture.md's "${heading}" gives the count and the files the tree gives for its example`, () => {
    const text = section(PAGE, heading);
    assert.ok(text, `docs/architecture.md has a section "## ${heading}"`);
    const s = stated(text);
    assert.ok(s, `"${heading}" says "Touches N files, as \`EXAMPLE\` does today: \`a\`, \`b\`."`);
    assert.equal(s.count, s.files.length, `"${heading}": the count is the list's length`);
    assert.deepEqual(
      s.files,
      filesOf(heading, s.example),
      `"${heading}": run deno run -A tests/docs/how_to.ts for the list as the tree gives it`,
    );
  });
}

Deno.test("the how-tos' reading finds what it should: a cost's own input, a kind's constant, and no comment", () => {
  // repairShare is read by the repairs item alone; gpuFailuresPerYear by downtime too
  const cost = costFiles("repairs");
  assert.ok(cost.includes("lib/words/messages/inputs.ts"), "repairShare's words");
  // the mix kind has no parameters of its own: one file fewer than batch
  assert.equal(workKindFiles("mix").length, workKindFiles("batch").length - 1);
  assert.ok(!workKindFiles("batch").includes("lib/model/document.ts"), "a training batch of 32");
  const s = stated("Touches 2 files, as `x` does today: `a/b.ts`, `notebooks/*.ipynb`. More.");
  assert.ok(s && s.count === 2 && s.example === "x" && s.files[0] === "a/b.ts");
  assert.ok(s.files.length > 2, "the glob names every notebook");
});
