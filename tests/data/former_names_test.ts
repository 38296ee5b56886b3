// The `parameter` column of ranges.csv and hidden_costs.csv names model inputs: a name written
// before the inputs were renamed (rent, not cloud; people, not ops or labour: docs/glossary.md)
// still reads, as the input it became, with the same value.
import assert from "node:assert/strict";
import { parseDataset } from "../../lib/data/load.ts";
import { FORMER_INPUT_NAMES, INPUTS } from "../../lib/model/cost_inputs.ts";
import { formatIssue } from "../../lib/present/data_problems.ts";
import { fixtureFiles } from "../helpers.ts";

const NOW = new Date("2026-12-01T00:00:00Z");
const HIDDEN = "scenario_id,cost,parameter,value,currency,notes,source,as_of";
const RANGES = "parameter,low,high,kind,notes,source,as_of";

function parsed(hidden: string[], ranges: string[]) {
  const files = fixtureFiles();
  const result = parseDataset({
    ...files,
    "hidden_costs.csv": [HIDDEN, ...hidden].join("\n"),
    "ranges.csv": [RANGES, ...ranges].join("\n"),
  }, { now: NOW });
  assert.ok(result.ok, result.ok ? "" : result.issues.map(formatIssue).join("\n"));
  return result.dataset;
}

Deno.test("every former input name names an input of the model, none is still an input", () => {
  for (const [former, now] of Object.entries(FORMER_INPUT_NAMES)) {
    assert.ok(Object.hasOwn(INPUTS, now), `${former} → ${now}`);
    assert.ok(!Object.hasOwn(INPUTS, former), former);
  }
});

Deno.test("a former input name in hidden_costs.csv and ranges.csv reads as the input it became", () => {
  const rows = (p: string, q: string) => [
    `team-8xh100,people,${p},100,USD,,assumption,2026-12`,
    `team-8xh100,price_trend,${q},-25%,,,Epoch AI,2025`,
  ];
  const range = (p: string) => [`${p},0.5,1.2,factor,,a source,2026`];
  const former = parsed(rows("labourCnyPerHour", "cloudPriceChangePerYear"), range("cloudSpeed"));
  const now = parsed(rows("peopleCnyPerHour", "rentPriceChangePerYear"), range("rentSpeed"));
  assert.deepEqual(former.hiddenCosts, now.hiddenCosts);
  assert.deepEqual(former.hiddenCosts.map((h) => h.parameter), [
    "peopleCnyPerHour",
    "rentPriceChangePerYear",
  ]);
  assert.deepEqual(former.ranges, now.ranges);
  assert.equal(former.ranges[0]!.parameter, "rentSpeed");
});
