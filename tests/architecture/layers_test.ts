// The library's imports run one way: no circle, and no import from a floor to one above it.
import assert from "node:assert/strict";
import {
  circlesOf,
  codeOf,
  floorOf,
  type Floors,
  importsOf,
  readImportGraph,
  upwardImports,
} from "./import_graph.ts";
import { ROOT } from "../helpers.ts";

/**
 * The floors of `lib/`, the ground first: a file may import its own floor and those below it,
 * never one above.
 *
 * - `defaults.ts` and `model/`: pure arithmetic on plain numbers and the typed reasons it
 *   returns; it knows no file, no data row and no word.
 * - `data/`: reads and validates the CSV files into rows; it may name the model's inputs and
 *   costs (a range's parameter, a hidden cost's input) and returns typed problems, never words.
 * - `words/`: the catalogue; it words the model's reasons and the data's problems, so it stands
 *   on both, and beside the presentation rather than under the data.
 * - `params/`, `params.ts`, `import/`: the parameters a reader sets (their records, checks and
 *   help in words) and the price importers, both over the data's rows and the catalogue.
 * - `scenario/`, `scenario.ts`: a case of a dataset and its parameters turned into model inputs,
 *   priced and summed.
 * - `present/`: tables, charts and display of what a scenario returned, in words.
 * - `whatif/`, `workbook.ts`, `mod.ts`: the page, the notebooks' door and the tour, over the views.
 * - `report/`: building and checking the reports from the notebooks.
 * - `cli/`: the commands, over everything.
 */
const FLOORS: Floors = [
  ["lib/defaults.ts", "lib/model/", "lib/lang.ts", "lib/parameter_units.ts"],
  ["lib/data/"],
  ["lib/words/"],
  ["lib/params/", "lib/params.ts", "lib/import/"],
  ["lib/scenario/", "lib/scenario.ts"],
  ["lib/present/"],
  ["lib/whatif/", "lib/workbook.ts", "lib/mod.ts", "lib/notebook.ts"],
  ["lib/report/"],
  ["lib/cli/"],
];

const GRAPH = readImportGraph(ROOT, "lib");

Deno.test("every file of lib/ stands on a floor", () => {
  const homeless = [...GRAPH.keys()].filter((f) => floorOf(FLOORS, f) === undefined);
  assert.deepEqual(homeless, []);
});

Deno.test("no files of lib/ import each other in a circle", () => {
  const circles = circlesOf(GRAPH);
  assert.deepEqual(
    circles.map((c) => c.join(" → ")),
    [],
    `${circles.length} circle(s); each line lists the files of one`,
  );
});

Deno.test("no file of lib/ imports a file of a floor above its own", () => {
  const up = upwardImports(GRAPH, FLOORS).map((u) =>
    `${u.from} (floor ${u.fromFloor}) imports ${u.to} (floor ${u.toFloor})`
  );
  assert.deepEqual(up, []);
});

Deno.test("the graph holds every kind of import lib/ writes: the data folder's loader is reached from the workbook by a dynamic import", () => {
  // lib/workbook.ts loads lib/data/load.ts with import() only when no build validated the folder
  const source = Deno.readTextFileSync(`${ROOT}lib/workbook.ts`);
  assert.ok(/import\("\.\/data\/load\.ts"\)/.test(source), "the dynamic import is still there");
  assert.ok(GRAPH.get("lib/workbook.ts")!.includes("lib/data/load.ts"));
});

Deno.test("importsOf() reads static, type, re-export, bare and dynamic imports, and none in comments or templates", () => {
  const source = [
    '/** @example import { no } from "./doc.ts"; */',
    'import { a, type B } from "./a.ts";',
    "import type {",
    "  C,",
    '} from "../c.ts";',
    'export { d } from "./d.ts";',
    'export * from "./e.ts";',
    'import "./f.ts";',
    'import * as g from "./g.ts";',
    'const h = await import("./h.ts");',
    "// import { no } from './line.ts';",
    'const cell = `import { no } from "./template.ts"`;',
    'const re = /import "x"/g; import { i } from "./i.ts";',
    'const s = "// not a comment"; import { j } from "./j.ts";',
  ].join("\n");
  const actual = importsOf(source);
  assert.deepEqual(actual.sort(), [
    "../c.ts",
    "./a.ts",
    "./d.ts",
    "./e.ts",
    "./f.ts",
    "./g.ts",
    "./h.ts",
    "./i.ts",
    "./j.ts",
  ]);
  assert.equal(codeOf("a / b / c").trim(), "a / b / c", "a division is no regular expression");
});

Deno.test("circlesOf() finds a loop of three files and a self-import, and nothing in a tree", () => {
  const graph = new Map([
    ["lib/a.ts", ["lib/b.ts"]],
    ["lib/b.ts", ["lib/c.ts", "lib/d.ts"]],
    ["lib/c.ts", ["lib/a.ts"]],
    ["lib/d.ts", []],
    ["lib/e.ts", ["lib/e.ts", "lib/d.ts"]],
  ]);
  assert.deepEqual(circlesOf(graph), [["lib/a.ts", "lib/b.ts", "lib/c.ts"], ["lib/e.ts"]]);
  assert.deepEqual(
    circlesOf(new Map([["lib/a.ts", ["lib/b.ts", "lib/c.ts"]], ["lib/b.ts", ["lib/c.ts"]]])),
    [],
  );
});

Deno.test("upwardImports() names an import from a lower floor to a higher one, by the longest place", () => {
  const floors: Floors = [["lib/model/"], ["lib/data/", "lib/model/wording.ts"], ["lib/cli/"]];
  const graph = new Map([
    ["lib/cli/main.ts", ["lib/data/csv.ts", "lib/model/cost.ts"]],
    ["lib/data/csv.ts", ["lib/model/cost.ts", "lib/data/cells.ts"]],
    ["lib/model/cost.ts", ["lib/data/csv.ts"]],
    ["lib/model/wording.ts", ["lib/data/cells.ts"]],
  ]);
  assert.deepEqual(upwardImports(graph, floors), [
    { from: "lib/model/cost.ts", to: "lib/data/csv.ts", fromFloor: 0, toFloor: 1 },
  ]);
  assert.equal(floorOf(floors, "lib/other.ts"), undefined);
});
