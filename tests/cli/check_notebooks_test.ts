// deno task check:notebooks: each notebook's code cells joined into one module and type-checked,
// its errors told by notebook, cell and line.
import assert from "node:assert/strict";
import { join } from "node:path";
import {
  checkNotebooks,
  locate,
  notebookModule,
  notebooksIn,
} from "../../lib/cli/check_notebooks.ts";
import { CHAINS } from "../../lib/cli/run.ts";
import { ROOT } from "../helpers.ts";

const FIXTURES = join(ROOT, "tests/fixtures/notebooks");

Deno.test("notebookModule() joins the code cells in order, a line ; between two, each line traced to its cell and line, relative imports made absolute from the notebook's folder", () => {
  const cells = [
    { cell_type: "markdown", source: ["# Title"] },
    { cell_type: "code", source: ['import { tco } from "../lib/model/cost.ts";\n', "const a = 1"] },
    { cell_type: "raw", source: "not code" },
    { cell_type: "code", source: ["[a].map((n) => n);\n", 'await import("./x.ts");'] },
  ];
  const actual = notebookModule({ cells }, "/srv/book/notebooks");
  assert.equal(
    actual.text,
    [
      'import { tco } from "file:///srv/book/lib/model/cost.ts";',
      "const a = 1",
      ";", // else `1[a].map(…)`: the cell would continue the one before
      "[a].map((n) => n);",
      'await import("file:///srv/book/notebooks/x.ts");',
      "",
    ].join("\n"),
  );
  assert.deepEqual(actual.origins, [
    { cell: 2, line: 1 },
    { cell: 2, line: 2 },
    null,
    { cell: 4, line: 1 },
    { cell: 4, line: 2 },
  ]);
});

Deno.test("locate() tells a place in a joined module as the notebook's cell and line, and names the notebook for the module", () => {
  const written = [{
    notebook: "notebooks/01_seed_case.ipynb",
    url: "file:///tmp/check-notebooks-x/0_01_seed_case.ts",
    origins: [{ cell: 3, line: 1 }, null, { cell: 5, line: 1 }, { cell: 5, line: 2 }],
  }];
  const output = "Check file:///tmp/check-notebooks-x/0_01_seed_case.ts\n" +
    "TS2322 [ERROR]: Type 'string' is not assignable to type 'number'.\n" +
    "    at file:///tmp/check-notebooks-x/0_01_seed_case.ts:4:7\n";
  assert.equal(
    locate(output, written),
    "Check notebooks/01_seed_case.ipynb\n" +
      "TS2322 [ERROR]: Type 'string' is not assignable to type 'number'.\n" +
      "    at notebooks/01_seed_case.ipynb cell 5, line 2:7\n",
  );
});

Deno.test("notebooksIn() finds the notebooks of a folder, sorted, and refuses a path that does not exist", () => {
  assert.deepEqual(notebooksIn([FIXTURES]), [
    join(FIXTURES, "checks.ipynb"),
    join(FIXTURES, "type_error.ipynb"),
  ]);
  assert.throws(() => notebooksIn([join(FIXTURES, "none.ipynb")]), /none\.ipynb does not exist/);
});

Deno.test("checkNotebooks() fails on a notebook with a type error, naming its cell and line, and passes one whose table() takes interface rows", async () => {
  const good = join(FIXTURES, "checks.ipynb");
  const bad = join(FIXTURES, "type_error.ipynb");
  const actual = await checkNotebooks([good, bad]);
  assert.equal(actual.ok, false);
  assert.deepEqual(actual.failing, [bad]);
  // the fixture's fourth cell (markdown counted), its second line: `const perDay: number = hours;`
  assert.match(actual.output, /TS2322 \[ERROR\]: Type 'string' is not assignable to type 'number'/);
  assert.ok(actual.output.includes(`at ${bad} cell 4, line 2:7`), actual.output);
  assert.doesNotMatch(actual.output, /file:\/\//);
  assert.match(actual.output, /Found 1 error|error: Type checking failed/);
});

Deno.test("deno task check type-checks the notebooks (check:notebooks) after the library, and check:notebooks is a task of its own", () => {
  const steps = CHAINS.check!.steps.map((s) => s.args.join(" "));
  const notebooks = steps.findIndex((s) => s.endsWith("lib/cli/check_notebooks.ts"));
  assert.ok(notebooks > steps.findIndex((s) => s.startsWith("check lib/")), steps.join("\n"));
  const tasks = JSON.parse(Deno.readTextFileSync(join(ROOT, "deno.json"))).tasks;
  assert.match(tasks["check:notebooks"], / lib\/cli\/check_notebooks\.ts$/);
});
