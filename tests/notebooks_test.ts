import assert from "node:assert/strict";
import { hasOutputs } from "../lib/cli/strip.ts";
import { ROOT } from "./helpers.ts";

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

Deno.test("each notebook uses the Deno kernel and has one parameters cell naming a scenario", () => {
  for (const n of names) {
    const nb = JSON.parse(Deno.readTextFileSync(`${ROOT}notebooks/${n}`));
    assert.equal(nb.metadata.kernelspec.name, "deno-workbook", n);
    const params = nb.cells.filter((c: { metadata: { tags?: string[] } }) =>
      c.metadata.tags?.includes("parameters")
    );
    assert.equal(params.length, 1, n);
    assert.match(params[0].source.join(""), /const scenario = .*"[a-z0-9-]+";/, n);
  }
});
