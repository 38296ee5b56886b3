import assert from "node:assert/strict";
import {
  breakEvenHours,
  breakEvenHoursFixedTco,
  cumulativeCosts,
  paybackMonth,
} from "../../lib/model/breakeven.ts";
import { SEED_3090 } from "../../lib/model/inputs.ts";
import { near } from "../helpers.ts";

Deno.test("breakEvenHours() of the document's case is 4.30 h/day (B14, electricity following the hours)", () => {
  const b = breakEvenHours(SEED_3090);
  assert.equal(b.kind, "hours");
  // (13,500 − 2,700 + 500 + 2,127.94) / (1,095 × (3.5 − 0.65)) = 13,427.94 / 3,120.75
  if (b.kind === "hours") near(b.hoursPerDay, 13_427.9375 / 3120.75, 1e-9, "break-even");
});

Deno.test("breakEvenHours() returns never when the cloud is cheaper per hour than electricity", () => {
  const b = breakEvenHours({ ...SEED_3090, cloudCnyPerGpuHour: 0.6 });
  assert.equal(b.kind, "never");
  if (b.kind === "never") {
    assert.match(b.reason, /0\.60 CNY\/h is at or below the local running cost 0\.65 CNY\/h/);
  }
});

Deno.test("breakEvenHours() returns never when it would need more than 24 hours a day", () => {
  const b = breakEvenHours({ ...SEED_3090, cloudCnyPerGpuHour: 0.8 });
  assert.equal(b.kind, "never");
  if (b.kind === "never") assert.match(b.reason, /more than the 24/);
});

Deno.test("breakEvenHours() returns never for a horizon of 0 and always when owning's fixed cost is below the cloud's", () => {
  assert.equal(breakEvenHours({ ...SEED_3090, horizonYears: 0 }).kind, "never");
  assert.equal(breakEvenHours({ ...SEED_3090, storageGb: 1e6 }).kind, "always");
});

Deno.test("breakEvenHoursFixedTco() is B13: 25,273 / (365 × 3 × 3.5) = 6.594 h/day", () => {
  const b = breakEvenHoursFixedTco(25_273, 3, 3.5);
  assert.equal(b.kind, "hours");
  if (b.kind === "hours") near(b.hoursPerDay, 6.594, 0.0005, "B13");
  assert.equal(breakEvenHoursFixedTco(25_273, 0, 3.5).kind, "never");
});

Deno.test("cumulativeCosts() start at the capital for owning and at 0 for renting", () => {
  const p = cumulativeCosts(SEED_3090, 36);
  assert.equal(p.length, 37);
  assert.equal(p[0]!.own, 13_500);
  assert.equal(p[0]!.cloud, 0);
  near(p[36]!.cloud, 15_330, 1e-6, "36 months of renting"); // 4,380 h × 3.5
});

Deno.test("paybackMonth() is never at 4 h/day over 3 years in the document's case", () => {
  assert.equal(paybackMonth(SEED_3090).kind, "never");
  assert.equal(paybackMonth({ ...SEED_3090, hoursPerDay: 0 }).kind, "never");
});
