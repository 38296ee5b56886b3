// The after-tax table of buyers (notebook 02) is the scenario's buyersAfterTax(): each buyer's row
// is what calc prints for the case with `-p buyer=` that buyer, and the break-even before tax is
// calc's present-value one.
import assert from "node:assert/strict";
import { calcJson, calculate } from "../../lib/cli/calc.ts";
import { readDataFiles } from "../../lib/data/files.ts";
import { parseDataset } from "../../lib/data/load.ts";
import { buyersAfterTax } from "../../lib/scenario/buyers.ts";
import { openCase } from "../../lib/scenario/case.ts";
import { ROOT } from "../helpers.ts";

const loaded = parseDataset(await readDataFiles(`${ROOT}data`), { fxDate: "2026-12-04" });
assert.ok(loaded.ok);
const DATA = loaded.dataset;

Deno.test("buyersAfterTax(): each shipped buyer's totals and break-even are calc's with -p buyer=", () => {
  const opened = openCase(DATA, { scenario: "seed-3090-autodl" });
  const priced = buyersAfterTax(DATA.buyers, opened.applied.inputs);
  assert.deepEqual(priced.buyers.map((b) => b.buyer.id), DATA.buyers.map((b) => b.id));
  assert.ok(priced.buyers.length >= 4);
  for (const row of priced.buyers) {
    const json = calcJson(calculate(DATA, { buyer: row.buyer.id }));
    assert.ok(Math.abs(row.own - json.afterTax.total.own) < 0.01, row.buyer.id);
    assert.ok(Math.abs(row.rent - json.afterTax.total.rent) < 0.01, row.buyer.id);
    assert.equal(row.breakEven.kind, json.afterTax.breakEven.kind, row.buyer.id);
  }
  // taxes differ between buyers: a company deducting costs pays less after tax than a person
  const own = (id: string) => priced.buyers.find((b) => b.buyer.id === id)!.own;
  assert.ok(own("cn-general") < own("person"));
});
