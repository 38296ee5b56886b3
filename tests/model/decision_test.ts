import assert from "node:assert/strict";
import {
  checkFullLoadClaim,
  checkShortProjectClaim,
  checkSpotClaim,
  fullLoadSavings,
  shortProjects,
  spotRatios,
} from "../../lib/model/claims.ts";
import { decide } from "../../lib/model/decision.ts";
import { SEED_3090 } from "../../lib/model/inputs.ts";
import { near } from "../helpers.ts";

const base = {
  needsInterconnectOrLargeMemory: false,
  projectMonths: 24,
  highFrequency: true,
  dataMayLeave: true,
  hasOpsStaff: true,
};

Deno.test("decide() keeps data that may not leave on premises, whatever else is true", () => {
  const d = decide({ ...base, dataMayLeave: false, needsInterconnectOrLargeMemory: true });
  assert.equal(d.recommendation, "private cloud or on-prem");
  assert.equal(d.reasons.length, 1);
});

Deno.test("decide() sends interconnect and short or infrequent work to the cloud", () => {
  assert.equal(decide({ ...base, needsInterconnectOrLargeMemory: true }).recommendation, "cloud");
  assert.equal(decide({ ...base, projectMonths: 4 }).recommendation, "cloud");
  assert.equal(decide({ ...base, highFrequency: false }).recommendation, "cloud");
});

/** A break-even of 4.3 h/day, owning cheaper above it (B14's, rounded). */
const ABOVE_4_3 = {
  kind: "hours" as const,
  hoursPerDay: 4.3,
  utilization: 4.3 / 24,
  ownCheaper: "above" as const,
  reason: "",
};

Deno.test("decide() follows the break-even for long, frequent work", () => {
  assert.equal(
    decide({
      ...base,
      breakEven: ABOVE_4_3,
      expectedHoursPerDay: 10,
    }).recommendation,
    "on-prem",
  );
  assert.equal(
    decide({
      ...base,
      breakEven: ABOVE_4_3,
      expectedHoursPerDay: 2,
    }).recommendation,
    "cloud",
  );
  assert.equal(
    decide({
      ...base,
      hasOpsStaff: false,
      breakEven: ABOVE_4_3,
      expectedHoursPerDay: 10,
    })
      .recommendation,
    "hybrid",
  );
});

Deno.test("spotRatios() and checkSpotClaim(): spot at 40–60 % refutes D2's 10–20 %", () => {
  const prices = [
    {
      id: "a",
      provider: "P",
      gpuModel: "G",
      region: "r",
      pricingModel: "on_demand",
      cnyPerGpuHour: 10,
    },
    { id: "b", provider: "P", gpuModel: "G", region: "r", pricingModel: "spot", cnyPerGpuHour: 4 },
    {
      id: "c",
      provider: "Q",
      gpuModel: "G",
      region: "r",
      pricingModel: "on_demand",
      cnyPerGpuHour: 10,
    },
    { id: "d", provider: "Q", gpuModel: "G", region: "r", pricingModel: "spot", cnyPerGpuHour: 6 },
  ];
  const ratios = spotRatios(prices);
  assert.deepEqual(ratios.map((r) => r.ratio), [0.4, 0.6]);
  assert.equal(checkSpotClaim(ratios).verdict, "refuted");
  assert.equal(checkSpotClaim([{ ...ratios[0]!, ratio: 0.15 }]).verdict, "confirmed");
});

Deno.test("fullLoadSavings() is 1 − own / rent at 24 h/day", () => {
  const [s] = fullLoadSavings([{ label: "3090", inputs: SEED_3090 }], [3]);
  assert.ok(s);
  near(s.cloud, 24 * 365 * 3 * 3.5, 1e-6, "rent"); // 26,280 h × 3.5
  near(s.saving, 1 - s.own / s.cloud, 1e-12, "saving");
  assert.equal(checkFullLoadClaim([{ ...s, saving: 0.4 }]).verdict, "confirmed");
  assert.equal(checkFullLoadClaim([{ ...s, saving: 0.1 }]).verdict, "refuted");
});

Deno.test("shortProjects(): at 4 h/day the 3090 costs more to buy and resell than to rent for 3 and 6 months", () => {
  const p = shortProjects(SEED_3090);
  assert.deepEqual(p.map((x) => x.cloudCheaper), [true, true]);
  assert.equal(checkShortProjectClaim([{ label: "seed", projects: p }]).verdict, "confirmed");
});
