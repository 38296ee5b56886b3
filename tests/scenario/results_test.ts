import assert from "node:assert/strict";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import {
  applyOverrides,
  breakEvenAgainst,
  marketBreakEvens,
  resolveScenario,
  scenarioResults,
} from "../../lib/scenario.ts";
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

Deno.test("marketBreakEvens() bills the scenario's own offering at the price the parameters set, every other at its row's", () => {
  const seed = resolveScenario(dataset, "seed-3090-autodl");
  const at2 = applyOverrides(seed, { cloud_price: 2 });
  const before = marketBreakEvens(seed), after = marketBreakEvens(at2);
  assert.deepEqual(after.map((w) => w.id), before.map((w) => w.id));
  // only hourly offerings of the 3090, the scenario's own first
  assert.equal(after[0]!.id, "autodl-3090-doc");
  const hourly = dataset.offerings.filter((o) =>
    o.gpuModel === "RTX 3090" && o.billing === "hourly"
  );
  assert.deepEqual(after.map((w) => w.id).sort(), hourly.map((o) => o.id).sort());
  // its own at 2 CNY/h: 13,427.9375 / ((2 − 0.65) × 1,095) = 9.08 h/day, the case's break-even
  near(after[0]!.cnyPerGpuHour, 2, 1e-12, "the price set");
  assert.deepEqual(after[0]!.breakEven, scenarioResults(at2).consistent.breakEven);
  const b = after[0]!.breakEven;
  assert.ok(b.kind === "hours");
  near(b.breakEvenHoursPerDay, 13_427.9375 / (1.35 * 1_095), 1e-9, "9.08 h/day");
  // every other offering as breakEvenAgainst() prices its row
  for (const w of after.slice(1)) {
    const o = dataset.offerings.find((x) => x.id === w.id)!;
    assert.equal(w.cnyPerGpuHour, o.cnyPerGpuHour, w.id);
    assert.deepEqual(w.breakEven, breakEvenAgainst(at2, o), w.id);
  }
});
