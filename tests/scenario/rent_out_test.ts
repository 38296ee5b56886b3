/** The 3090 case with its idle hours rented out, through the parameters, as `calc` and the notebooks resolve it. */
import assert from "node:assert/strict";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import { allScenarios, applyOverrides, scenarioResults } from "../../lib/scenario.ts";
import { near, ROOT } from "../helpers.ts";

const SHIPPED = (await loadDatasetOrThrow(`${ROOT}data`)).dataset;
const seed = allScenarios(SHIPPED).find((r) => r.scenario.id === "seed-3090-autodl")!;

Deno.test("seed-3090-autodl: renting the idle hours out at 1.5 CNY/h, half rented, 20 % fee, moves the break-even from 4.30 to 2.61 h/day", () => {
  // net of a GPU-hour rented: 1.5 × (1 − 0.2) − 0.1 wear − 0.65 kW × 1 CNY/kWh = 0.45 CNY; half
  // the idle hours rented: c = 0.225 CNY an idle hour. Owning's fixed cost falls by 26,280 h ×
  // 0.225 = 5,913 CNY to 7,514.9375, an hour used costs 0.65 + 0.225 = 0.875 CNY:
  //   before (13,427.9375) / (1,095 × (3.5 − 0.65)) = 4.3030 h/day
  //   after  (7,514.9375) / (1,095 × (3.5 − 0.875)) = 2.6145 h/day
  // and at the case's 4 h/day the credit is 0.225 × 20 h × 1,095 days = 4,927.50 CNY
  const before = scenarioResults(seed).consistent;
  const after = scenarioResults(applyOverrides(seed, {
    rent_out_price: 1.5,
    rent_out_occupancy: 0.5,
    rent_out_fee: 0.2,
    rent_out_wear: 0.1,
  })).consistent;
  assert.ok(before.breakEven.kind === "hours" && after.breakEven.kind === "hours");
  near(before.breakEven.breakEvenHoursPerDay, 13_427.9375 / (1_095 * 2.85), 1e-9, "before");
  near(after.breakEven.breakEvenHoursPerDay, 7_514.9375 / (1_095 * 2.625), 1e-9, "after");
  near(after.breakEven.breakEvenHoursPerDay, 2.6145, 5e-5, "2.61 h/day");
  near(after.tco.own.rentedOut, -4_927.5, 1e-9, "credit");
  near(after.tco.own.total, before.tco.own.total - 4_927.5, 1e-9, "owning");
  assert.equal(after.tco.rent.total, before.tco.rent.total);
});

Deno.test("every shipped scenario rents no idle hour out: the credit line is 0 and the parameters set to their defaults change nothing", () => {
  for (const r of allScenarios(SHIPPED)) {
    const results = scenarioResults(r);
    assert.ok(results.consistent.tco.own.rentedOut === 0, r.scenario.id);
    const defaults = scenarioResults(applyOverrides(r, {
      rent_out_price: 0,
      rent_out_occupancy: 1,
      rent_out_fee: 0,
      rent_out_wear: 0,
    }));
    assert.deepEqual(defaults.consistent, results.consistent, r.scenario.id);
  }
});
