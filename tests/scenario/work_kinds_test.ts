// The kinds of work are records: every layer reads a work through them, so a kind lives in the
// five files of lib/ docs/architecture.md's "A new kind of work" lists, and nowhere else.
import assert from "node:assert/strict";
import { join, relative } from "node:path";
import { WORK_KINDS as DATA_KINDS } from "../../lib/data/work.ts";
import { WORK_KIND_RECORDS, WORK_KINDS, WORK_PARAMETERS } from "../../lib/scenario/work.ts";
import { WORK_KIND_WORDS } from "../../lib/words/messages/work_kinds.ts";
import { PARAMETERS } from "../../lib/params.ts";
import { ROOT } from "../helpers.ts";

/** The files of lib/ a kind of work takes, as docs/architecture.md lists them for the batch kind. */
const KIND_FILES = [
  "lib/data/work.ts",
  "lib/params/records.ts",
  "lib/scenario/batch.ts",
  "lib/scenario/work_kinds.ts",
  "lib/words/messages/work_kinds.ts",
];

/** Every `.ts` file under `dir`, with its path from the project's root. */
async function* sources(dir: string): AsyncGenerator<[string, string]> {
  for await (const e of Deno.readDir(dir)) {
    const path = join(dir, e.name);
    if (e.isDirectory) yield* sources(path);
    else if (e.name.endsWith(".ts")) yield [relative(ROOT, path), await Deno.readTextFile(path)];
  }
}

/** The code of a source, its comments left out (a comment may name any kind). */
function code(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").split("\n")
    .map((line) => line.replace(/(^|\s)\/\/.*$/, "")).join("\n");
}

Deno.test("the batch kind's names occur in the code of five files of lib/ only: its row, its parameters, its record, its registration and its words", async () => {
  // a batch job's own identifiers: its kind, its row type, its figures, its columns and fields
  // (a training batch of 32 images, lib/model/document.ts, is another batch)
  const names = /"batch"|^\s*batch: [A-Z]|BatchWork|BatchSaid|BATCH\b|batch_tokens|batchTokens/m;
  const found = new Set<string>();
  for await (const [path, source] of sources(join(ROOT, "lib"))) {
    if (names.test(code(source))) found.add(path);
  }
  assert.deepEqual([...found].sort(), [...KIND_FILES].sort());
});

Deno.test("the kinds are the same, in the same order, in the data, the records and the words; each kind's fields are parameters and have words", () => {
  assert.deepEqual([...WORK_KINDS], [...DATA_KINDS]);
  assert.deepEqual(Object.keys(WORK_KIND_WORDS), [...DATA_KINDS]);
  const names = new Set(PARAMETERS.map((p) => p.name));
  for (const kind of WORK_KINDS) {
    const r = WORK_KIND_RECORDS[kind];
    for (const field of r.fields) {
      assert.ok(names.has(field), `${kind}: ${field} is a parameter`);
      assert.ok(WORK_PARAMETERS.includes(field), `${kind}: ${field} states a work`);
    }
    // what it needs beyond the model is one of its own fields
    for (const n of r.needs) assert.ok(n === "model_params" || r.fields.includes(n), n);
  }
});
