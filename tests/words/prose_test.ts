import assert from "node:assert/strict";
import { LANGS } from "../../lib/lang.ts";
import { ROOT } from "../helpers.ts";

/** A notebook's cells as the report build reads them (`lib/report/execute.py`). */
interface Notebook {
  cells: { cell_type: string; source: string | string[]; metadata: { lang?: string } }[];
}

const names = [...Deno.readDirSync(`${ROOT}notebooks`)].map((e) => e.name)
  .filter((n) => n.endsWith(".ipynb")).sort();

const notebook = (name: string): Notebook =>
  JSON.parse(Deno.readTextFileSync(`${ROOT}notebooks/${name}`));

const textOf = (source: string | string[]) => Array.isArray(source) ? source.join("") : source;

/** A markdown cell's role: its heading's level (`##`), or none for a paragraph. */
const roleOf = (text: string) => /^(#+) /.exec(text)?.[1] ?? "";

/**
 * What keeps `nb` from reading alike in every language of `langs`: its prose is its markdown
 * cells, each kept in the reports of the language of its `lang` metadata (an untagged one in
 * every report). Each run of markdown cells between two code cells says one thing once per
 * language: one non-empty cell for each language, in `langs`' order, all of one role (heading
 * level). A notebook has prose in each language.
 */
function proseProblems(nb: Notebook, langs: readonly string[]): string[] {
  const problems: string[] = [];
  const runs: { cell: number; lang: string | undefined; text: string }[][] = [[]];
  nb.cells.forEach((c, i) => {
    if (c.cell_type !== "markdown") {
      if (runs.at(-1)!.length > 0) runs.push([]);
      return;
    }
    runs.at(-1)!.push({ cell: i + 1, lang: c.metadata.lang, text: textOf(c.source) });
  });
  const prose = runs.filter((run) => run.length > 0);
  if (prose.length === 0) problems.push("has no prose");
  for (const run of prose) {
    const at = `cell ${run[0]!.cell}`;
    const said = run.map((c) => c.lang ?? "(untagged, shown in every language)");
    if (said.join() !== langs.join()) {
      problems.push(
        `${at}: prose in ${said.join(", ")}; each language wants one: ${langs.join(", ")}`,
      );
    }
    for (const c of run) {
      if (c.text.trim() === "") problems.push(`cell ${c.cell}: empty prose in ${c.lang}`);
    }
    const roles = new Set(run.map((c) => roleOf(c.text)));
    if (roles.size > 1) {
      problems.push(
        `${at}: one thing said as ${[...roles].map((r) => r || "a paragraph").join(", ")}`,
      );
    }
  }
  return problems;
}

Deno.test("every notebook has its prose in every report language, each markdown cell with a counterpart of the same role in each other language", () => {
  assert.ok(names.length >= 6, `${names.length} notebooks`);
  for (const name of names) assert.deepEqual(proseProblems(notebook(name), LANGS), [], name);
});

Deno.test("proseProblems() finds a language without prose, a cell without its counterpart, an untagged cell and a heading answered by a paragraph", () => {
  const nb = notebook(names[0]!);
  // the languages the notebook is written in, whichever the report languages are
  const langs = [...new Set(nb.cells.flatMap((c) => c.metadata.lang ?? []))];
  assert.ok(langs.length >= 2, `${langs}`);
  assert.deepEqual(proseProblems(nb, langs), []);

  const another = proseProblems(nb, [...langs, "xx"]);
  const runs =
    nb.cells.filter((c, i) =>
      c.cell_type === "markdown" && nb.cells[i - 1]?.cell_type !== "markdown"
    ).length;
  assert.equal(another.length, runs, "every run of prose lacks the further language");
  assert.match(
    another[0]!,
    new RegExp(
      `^cell 1: prose in ${langs.join(", ")}; each language wants one: ${langs.join(", ")}, xx$`,
    ),
  );

  const second = langs[1]!;
  const lacking = {
    cells: nb.cells.filter((c, i) => !(i > 0 && c.metadata.lang === second)),
  };
  assert.match(
    proseProblems(lacking, langs).join("\n"),
    new RegExp(`prose in ${langs.filter((l) => l !== second).join(", ")};`),
  );

  const untagged = structuredClone(nb);
  delete untagged.cells[1]!.metadata.lang;
  assert.match(proseProblems(untagged, langs)[0]!, /^cell 1: .*untagged/);

  const paragraph = structuredClone(nb);
  paragraph.cells[1]!.source = "Only a paragraph";
  assert.match(proseProblems(paragraph, langs)[0]!, /^cell 1: one thing said as #, a paragraph$/);

  const none = { cells: nb.cells.filter((c) => c.cell_type !== "markdown") };
  assert.deepEqual(proseProblems(none, langs), ["has no prose"]);
});
