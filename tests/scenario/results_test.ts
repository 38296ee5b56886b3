import assert from "node:assert/strict";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import { breakEvenAgainst, resolveScenario, scenarioResults } from "../../lib/scenario.ts";
import { near, ROOT } from "../helpers.ts";

const { dataset } = await loadDatasetOrThrow(`${ROOT}data`);

Deno.test("breakEvenAgainst() the scenario's own offering is the scenario's break-even", () => {
  for (const s of dataset.scenarios) {
    const r = resolveScenario(dataset, s.id);
    const own = dataset.offerings.find((o) => o.id === s.offeringId)!;
    assert.deepEqual(breakEvenAgainst(r, own), scenarioResults(r).consistent.breakEven, s.id);
  }
  // the document's case: (13,500 − 2,700 + 500 + 2,127.9375) / ((3.5 − 0.65) × 1,095), B14
  const seed = resolveScenario(dataset, "seed-3090-autodl");
  const b = breakEvenAgainst(seed, dataset.offerings.find((o) => o.id === "autodl-3090-doc")!);
  assert.ok(b.kind === "hours");
  near(b.breakEvenHoursPerDay, 13_427.9375 / (2.85 * 1_095), 1e-9, "4.30 h/day");
});

Deno.test("breakEvenAgainst() a dearer offering of the same GPU breaks even at fewer hours", () => {
  const seed = resolveScenario(dataset, "seed-3090-autodl");
  const own = dataset.offerings.find((o) => o.id === "autodl-3090-doc")!;
  // the same offering at twice the price: 13,427.9375 / ((7 − 0.65) × 1,095) = 1.93 h/day
  const b = breakEvenAgainst(seed, { ...own, id: "dearer", cnyPerGpuHour: 7 });
  assert.ok(b.kind === "hours");
  near(b.breakEvenHoursPerDay, 13_427.9375 / (6.35 * 1_095), 1e-9, "1.93 h/day");
});
