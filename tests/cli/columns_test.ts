import assert from "node:assert/strict";
import fc from "fast-check";
import { displayWidth, padEndToWidth, twoColumns } from "../../lib/cli/columns.ts";

Deno.test("displayWidth() counts a Chinese character as 2 columns and ASCII as 1", () => {
  assert.equal(displayWidth("AutoDL 按量"), 7 + 2 * 2);
  assert.equal(displayWidth("RTX 3090（自购）"), 8 + 2 * 4); // （ and ） are fullwidth
  assert.equal(displayWidth("e\u0301"), 1); // e and a combining acute accent
});

Deno.test("twoColumns() starts every second column at the same terminal column", () => {
  fc.assert(fc.property(
    fc.array(
      fc.tuple(
        fc.array(fc.constantFrom("a", "Z", " ", "按", "量", "元", "：", "é"), { maxLength: 12 })
          .map((cs) => cs.join("")),
        fc.string(),
      ),
      { minLength: 1, maxLength: 8 },
    ),
    (rows) => {
      const lines = twoColumns(rows).split("\n");
      const starts = lines.map((line, i) => displayWidth(line) - displayWidth(rows[i]![1]));
      return starts.every((s) => s === starts[0]);
    },
  ));
});

Deno.test("padEndToWidth() never cuts a text wider than the width", () => {
  assert.equal(padEndToWidth("按量计费", 4), "按量计费");
});
