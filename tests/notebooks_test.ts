import assert from "node:assert/strict";
import { changes, hasOutputs, prepared } from "../lib/cli/strip.ts";
import { PARAMETERS, parametersCell } from "../lib/params.ts";
import { readParametersCell } from "../lib/params/cell.ts";
import { loadDatasetOrThrow } from "../lib/data/folder.ts";
import { WORK_PARAMETERS } from "../lib/scenario/work.ts";
import { ROOT } from "./helpers.ts";
import { DEFAULT_LANG, LANGS } from "../lib/lang.ts";

const names = [...Deno.readDirSync(`${ROOT}notebooks`)].map((e) => e.name).filter((n) =>
  n.endsWith(".ipynb")
).sort();

Deno.test("the committed notebooks hold no outputs or execution counts", () => {
  assert.ok(names.length >= 6);
  for (const n of names) {
    assert.ok(
      !hasOutputs(JSON.parse(Deno.readTextFileSync(`${ROOT}notebooks/${n}`))),
      `${n} holds outputs: run deno task strip`,
    );
  }
});

Deno.test("hasOutputs() sees outputs and execution counts", () => {
  assert.ok(hasOutputs({ cells: [{ cell_type: "code", outputs: [{}], execution_count: null }] }));
  assert.ok(hasOutputs({ cells: [{ cell_type: "code", outputs: [], execution_count: 3 }] }));
  assert.ok(
    !hasOutputs({
      cells: [{ cell_type: "code", outputs: [], execution_count: null }, { cell_type: "markdown" }],
    }),
  );
});

type Cell = { cell_type: string; source: string[]; metadata: { tags?: string[] } };

const notebook = (n: string) =>
  JSON.parse(Deno.readTextFileSync(`${ROOT}notebooks/${n}`)) as {
    cells: Cell[];
    metadata: { kernelspec: { name: string } };
  };

Deno.test("each notebook uses the Deno kernel, its first code cell after the imports declares the parameters the list shows in one object, and the next opens the workbook with it", () => {
  for (const n of names) {
    const nb = notebook(n);
    assert.equal(nb.metadata.kernelspec.name, "deno-workbook", n);
    const code = nb.cells.filter((c) => c.cell_type === "code");
    assert.match(code[0]!.source.join(""), /^import /, `${n}: the first code cell imports`);
    assert.deepEqual(code[1]!.metadata.tags, ["parameters"], `${n}: the parameters cell`);
    assert.equal(code.filter((c) => c.metadata.tags?.includes("parameters")).length, 1, n);
    const source = code[1]!.source.join("");
    assert.match(source, /^const p: WorkbookParameters = \{$/m, `${n}: one object p`);
    const declared = [...source.matchAll(/^ {2}(\w+): /gm)].map((m) => m[1]);
    const shown = PARAMETERS.filter((p) => p.cell !== undefined).map((p) => p.name);
    assert.deepEqual(
      declared.slice(0, shown.length),
      shown,
      `${n}: declares the parameters the list shows in the cell`,
    );
    // then, at most, parameters of the list the notebook shows besides (08's job)
    for (const name of declared.slice(shown.length)) {
      assert.ok(PARAMETERS.some((p) => p.name === name && p.cell === undefined), `${n}: ${name}`);
    }
    assert.match(source, /^ {2}scenario: "[a-z0-9-]+",/m, n);
    assert.match(source, /^ {2}lang: "en",/m, n);
    // the next cell opens the workbook with the whole cell in one argument
    assert.match(code[2]!.source.join(""), /^const wb = await openWorkbook\(p\);/, n);
  }
});

Deno.test("deno task strip changes no committed notebook: each parameters cell is the one the parameter list writes, for its scenario, then only the notebook's own constants", () => {
  for (const n of names) {
    const nb = notebook(n);
    assert.deepEqual(changes(nb), [], n);
    assert.deepEqual(prepared(nb), nb, `${n}: deno task strip would change it`);
    const source = nb.cells.filter((c) => c.cell_type === "code")[1]!.source.join("");
    const { scenario, also, below } = readParametersCell(source);
    assert.equal(source, parametersCell(scenario, { also }) + below, n);
    for (const line of below.split("\n").filter((l) => l !== "")) {
      assert.match(line, /^const \w+ = [^;]+; \/\/ /, `${n}: a line below the object p`);
    }
    // one line a parameter shown: the list's a few lines in all, then at most one subject's
    // parameters besides (08's job; 10's work and the parameters that state one)
    const own = parametersCell(scenario).split("\n").length;
    assert.ok(own <= 15, `${n}: ${own} lines`);
    assert.ok(Object.keys(also).length <= WORK_PARAMETERS.length, `${n}: ${Object.keys(also)}`);
  }
});

Deno.test("deno task strip writes a parameters cell from the list: a stale comment, a parameter the list added, keeping what the notebook chose", () => {
  const cell = (source: string) => ({
    cells: [{
      cell_type: "code",
      metadata: { tags: ["parameters"] },
      source: source.split(/(?<=\n)/),
      outputs: [{}],
      execution_count: 3,
    }],
  });
  const written = parametersCell("team-4090-burst", { also: { job: "the job to rank" } }) +
    "\nconst months = 36; // the notebook's own";
  const stale = written.replace(/ \/\/ years kept or rented$/m, " // an old comment")
    .replace(/^ {2}cloud_price: .*\n/m, "");
  const actual = prepared(cell(stale));
  assert.equal(actual.cells[0]!.source.join(""), written);
  assert.deepEqual(actual.cells[0]!.outputs, []);
  assert.deepEqual(changes(cell(stale)), [
    "holds outputs",
    "has a parameters cell that is not the one the parameter list writes",
  ]);
  assert.deepEqual(changes(prepared(cell(stale))), []);
  assert.throws(() => prepared(cell("const p = {};")), RangeError);
});

Deno.test("parametersCell() shows the parameters a notebook names besides, after the list's, undefined, with the notebook's comment", () => {
  const cell = parametersCell("seed-3090-autodl", { also: { job: "the job to rank" } });
  const lines = cell.split("\n");
  assert.equal(lines.at(-2), "  job: undefined, // the job to rank");
  assert.equal(lines.at(-3), parametersCell("seed-3090-autodl").split("\n").at(-2));
  assert.throws(() => parametersCell("seed-3090-autodl", { also: { jobs: "?" } }), RangeError);
  assert.throws(() => parametersCell("seed-3090-autodl", { also: { currency: "?" } }), RangeError);
});

Deno.test("notebook 08 shows job in its parameters cell and ranks the job p names, the document's Swin-B run when none", () => {
  const code = notebook("08_job_cost.ipynb").cells.filter((c) => c.cell_type === "code");
  const source = code[1]!.source.join("");
  assert.deepEqual(Object.keys(readParametersCell(source).also), ["job"]);
  assert.match(source, /^ {2}job: undefined, \/\/ /m);
  // no job of its own below p: the ranking reads p.job, else DEFAULT_JOB_ID
  assert.doesNotMatch(source, /^const job/m);
  const all = code.map((c) => c.source.join("")).join("\n");
  assert.match(all, /^const job = String\(p\.job \?\? DEFAULT_JOB_ID\);/m);
  assert.doesNotMatch(all, /"swin-b-imagenet-run"/);
});

Deno.test("notebook 10 shows work and the parameters that state one in its parameters cell, and prices the work p states, the 7 B LoRA example when none", () => {
  const code = notebook("10_work.ipynb").cells.filter((c) => c.cell_type === "code");
  const source = code[1]!.source.join("");
  assert.deepEqual(Object.keys(readParametersCell(source).also), [...WORK_PARAMETERS]);
  const all = code.map((c) => c.source.join("")).join("\n");
  // the case as opened with p when p states a work, else opened again with the example
  assert.match(
    all,
    /^const opened = wb\.work \? wb : await openWorkbook\(\{ \.\.\.p, work: DEFAULT_WORK_ID \}\);/m,
  );
  assert.doesNotMatch(all, /"lora-7b-2b-tokens"/);
});

Deno.test("parametersCell() declares each parameter the list marks for the cell, with its comment, and names no other", () => {
  const cell = parametersCell("team-4090-burst");
  for (const p of PARAMETERS) {
    const line = new RegExp(`^ {2}${p.name}: .*, // (.*)$`, "m").exec(cell);
    assert.equal(line?.[1], p.cell, p.name);
  }
  assert.match(cell, /^ {2}scenario: "team-4090-burst", \/\/ /m);
  assert.match(cell, /^ {2}lang: "en", \/\/ /m);
  assert.match(cell, /^ {2}hours_per_day: undefined, \/\/ /m);
});

Deno.test("no notebook names a row of the data in its code, and every list of scenarios starts with the report's case", async () => {
  const { dataset } = await loadDatasetOrThrow(`${ROOT}data`);
  const ids = [
    ...dataset.scenarios,
    ...dataset.jobs,
    ...dataset.hardware,
    ...dataset.offerings,
    ...dataset.sites,
    ...dataset.works,
  ].map((r) => r.id);
  for (const n of names) {
    const code = notebook(n).cells.filter((c) =>
      c.cell_type === "code" && !c.metadata.tags?.includes("parameters")
    ).map((c) => c.source.join(""));
    for (const source of code) {
      // an id in the code holds for the shipped data only: the case's is wb.scenario's, a job p's
      const named = ids.filter((id) => source.includes(`"${id}"`));
      assert.deepEqual(named, [], `${n}: ${source.slice(0, 60)}`);
      // the data's scenarios as written leave out what the parameters changed in the report's
      assert.doesNotMatch(
        source,
        /\ballScenarios\(/,
        `${n}: caseAndOthers(wb), not allScenarios()`,
      );
    }
  }
});

Deno.test("notebook cells are short and call the library: no cell over 15 lines, no function defined", () => {
  for (const n of names) {
    for (const c of notebook(n).cells.filter((c) => c.cell_type === "code")) {
      const source = c.source.join("");
      if (c.metadata.tags?.includes("parameters")) continue;
      const lines = source.split("\n").length;
      assert.ok(lines <= 15, `${n}: a cell of ${lines} lines: ${source.slice(0, 60)}`);
      assert.doesNotMatch(
        source,
        /\bfunction\b/,
        `${n}: defines a function: ${source.slice(0, 60)}`,
      );
    }
  }
});

// that each language has every prose cell is tests/words/prose_test.ts; here, what Chinese asks
Deno.test("the Chinese prose cells hold Chinese, each under the heading level and number of the English cell before it", () => {
  const han = /\p{Script=Han}/u;
  const heading = (s: string) => s.match(/^(#+ )(\d\d · )?/)?.[0] ?? "";
  for (const n of names) {
    const cells = notebook(n).cells as (Cell & { metadata: { lang?: string } })[];
    for (const [i, c] of cells.entries()) {
      if (c.cell_type !== "markdown" || c.metadata.lang !== "zh") continue;
      const text = c.source.join("");
      assert.match(text, han, `${n}: the zh cell ${text.slice(0, 60)} holds no Chinese`);
      const english = cells.slice(0, i).findLast((e) => e.metadata.lang === "en")!;
      assert.equal(heading(text), heading(english.source.join("")), `${n}: ${text.slice(0, 60)}`);
    }
  }
});

Deno.test("every notebook describes itself in every report language for the index, the Chinese in Chinese", () => {
  for (const n of names) {
    const nb = JSON.parse(Deno.readTextFileSync(`${ROOT}notebooks/${n}`)) as {
      metadata: { workbook: Record<string, string> };
    };
    const described = nb.metadata.workbook;
    for (const lang of LANGS) {
      const key = lang === DEFAULT_LANG ? "description" : `description_${lang}`;
      assert.ok((described[key] ?? "").length > 0, `${n}: ${key}`);
    }
    assert.match(described.description_zh!, /\p{Script=Han}/u, n);
  }
});

/** The names an `import { … } from "…"` or `export { … } from "…"` list holds, `type ` dropped. */
const listed = (list: string) =>
  list.split(",").map((n) => n.trim().replace(/^type /, "")).filter((n) => n !== "");

Deno.test("each notebook imports from the prelude only, in one statement of its first code cell", () => {
  for (const n of names) {
    const code = notebook(n).cells.filter((c) => c.cell_type === "code").map((c) =>
      c.source.join("")
    );
    assert.match(code[0]!, /^import \{[^}]+\} from "\.\.\/lib\/notebook\.ts";$/, n);
    const imports = code.join("\n").match(/^\s*import\b/gm) ?? [];
    assert.equal(imports.length, 1, `${n}: ${imports.length} imports`);
  }
});

Deno.test("lib/notebook.ts only re-exports, and exports the names the notebooks import, no more", () => {
  const source = Deno.readTextFileSync(`${ROOT}lib/notebook.ts`);
  const code = source.replace(/\/\*\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "").trim();
  const statements = code.split(/;\s*/).filter((s) => s !== "");
  const exported: string[] = [];
  for (const s of statements) {
    const m = /^export \{([^}]+)\} from "\.\/[\w/]+\.ts"$/.exec(s);
    assert.ok(m, `lib/notebook.ts holds more than re-exports: ${s.slice(0, 80)}`);
    exported.push(...listed(m[1]!));
  }
  const imported = new Set(names.flatMap((n) => {
    const first = notebook(n).cells.find((c) => c.cell_type === "code")!.source.join("");
    return listed(/^import \{([^}]+)\}/.exec(first)?.[1] ?? "");
  }));
  assert.equal(new Set(exported).size, exported.length, "a name exported twice");
  assert.deepEqual(exported.filter((e) => !imported.has(e)), [], "exported, imported by none");
  assert.deepEqual([...imported].filter((i) => !exported.includes(i)), []);
});
