// Reads the <title> of a notebook's report and of the index.
import assert from "node:assert/strict";
import { DEFAULT_SCENARIO, notebookTitle } from "../../lib/cli/report.ts";
import { ROOT } from "../helpers.ts";
import { sharedBuild } from "./builds.ts";

Deno.test("notebookTitle() is the first markdown heading, skipping code and text before it", () => {
  const nb = {
    cells: [
      { cell_type: "code", source: "# a comment, not a heading" },
      { cell_type: "markdown", source: ["Some words first\n", "## 03 · Break-even ##\n", "more"] },
    ],
  };
  assert.equal(notebookTitle(nb), "03 · Break-even");
  assert.equal(
    notebookTitle({ cells: [{ cell_type: "markdown", source: "no heading" }] }),
    undefined,
  );
});

Deno.test({
  name: "report: each page's <title> is its notebook's heading; the index keeps its own",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    // the default scenario's build, which the report lint reads too (tests/e2e/builds.ts)
    const r = await sharedBuild(["--scenario", DEFAULT_SCENARIO, "--currency", "CNY"]);
    assert.equal(r.code, 0, r.stderr);
    const out = r.out;
    const name = "03_break_even";
    const nb = JSON.parse(await Deno.readTextFile(`${ROOT}notebooks/${name}.ipynb`));
    const heading = notebookTitle(nb);
    assert.ok(heading !== undefined && heading !== "", "the notebook has a heading");
    const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    const page = await Deno.readTextFile(`${out}/${name}.html`);
    // nbconvert escapes quotes in the title; the headings hold "'" (01, 06)
    assert.equal(title(page)?.replaceAll("&#39;", "'").replaceAll("&amp;", "&"), heading);
    assert.notEqual(title(page), "Notebook");
    assert.equal(title(await Deno.readTextFile(`${out}/index.html`)), "GPU rent or buy: reports");
  },
});
