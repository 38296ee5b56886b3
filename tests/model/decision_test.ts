import assert from "node:assert/strict";
import { decide } from "../../lib/model/decision.ts";

const base = {
  needsInterconnectOrLargeMemory: false,
  projectMonths: 24,
  highFrequency: true,
  dataMayLeave: true,
  hasOpsStaff: true,
};

Deno.test("decide() keeps data that may not leave on premises, whatever else is true", () => {
  const d = decide({ ...base, dataMayLeave: false, needsInterconnectOrLargeMemory: true });
  assert.equal(d.recommendation, "privateCloudOrOnPrem");
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
  breakEvenHoursPerDay: 4.3,
  utilization: 4.3 / 24,
  ownCheaper: "above" as const,
  why: {
    kind: "saving-pays-fixed" as const,
    rentedPerHour: 3.5,
    ownedPerHour: 0.65,
    breakEvenHoursPerDay: 4.3,
  },
};

Deno.test("decide() follows the break-even for long, frequent work", () => {
  assert.equal(
    decide({
      ...base,
      breakEven: ABOVE_4_3,
      expectedHoursPerDay: 10,
    }).recommendation,
    "onPrem",
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
