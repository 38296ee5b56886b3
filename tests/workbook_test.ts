import assert from "node:assert/strict";
import { allScenarios } from "../lib/scenario.ts";
import { caseAndOthers, openWorkbook } from "../lib/workbook.ts";
import { ROOT } from "./helpers.ts";

const NOW = new Date("2026-12-01T00:00:00Z");

Deno.test("caseAndOthers() lists the report's case first, as the parameters made it, then each other scenario once, as the data has it", async () => {
  const wb = await openWorkbook(
    { scenario: "researcher-intermittent", purchase_price: 9_000, hours_per_day: 6 },
    { folder: `${ROOT}data`, now: NOW },
  );
  const actual = caseAndOthers(wb);
  assert.equal(actual[0], wb.scenario);
  // 6 h of its schedule of 3 days a week at full use: 6 × 3 / 7 = 2.57 h used a day
  assert.equal(actual[0]!.inputs.usedHoursPerDay, 6 * 3 / 7);
  assert.equal(actual[0]!.inputs.purchaseCny, 9_000);
  const data = allScenarios(wb.dataset);
  // the report's id once, with its changed inputs; the others as resolved from the data
  assert.deepEqual(actual.map((s) => s.scenario.id).sort(), data.map((s) => s.scenario.id).sort());
  for (const s of actual.slice(1)) {
    const row = data.find((d) => d.scenario.id === s.scenario.id)!;
    assert.deepEqual(s.inputs, row.inputs, s.scenario.id);
  }
});

Deno.test("caseAndOthers() of a case of the reader's own choices lists it once, under its my- id, beside the scenario it starts from", async () => {
  const wb = await openWorkbook(
    { scenario: "seed-3090-autodl", machine: "rtx4090-cn" },
    { folder: `${ROOT}data`, now: NOW },
  );
  const ids = caseAndOthers(wb).map((s) => s.scenario.id);
  assert.equal(ids[0], "my-seed-3090-autodl");
  assert.equal(ids.filter((id) => id === "my-seed-3090-autodl").length, 1);
  assert.ok(ids.includes("seed-3090-autodl"));
});
