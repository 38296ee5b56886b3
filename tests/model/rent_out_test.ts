/** The owned machine's idle hours rented out: the credit line of the TCO and the break-even it moves. */
import assert from "node:assert/strict";
import fc from "fast-check";
import { breakEvenHours } from "../../lib/model/breakeven.ts";
import { costItems, ITEM, tco, usedHours } from "../../lib/model/cost.ts";
import { type CostInputs, HOURS_PER_YEAR, SEED_3090 } from "../../lib/model/inputs.ts";
import { rentOutNetPerGpuHour } from "../../lib/model/cost_items.ts";
import { agree, arbInputs, MANY } from "./arbitrary.ts";
import { near } from "../helpers.ts";

/** What the owner keeps of a GPU-hour rented out, as the model reads it from `x`. */
function netOf(x: CostInputs): number {
  const energy = (x.activePowerKw - x.idlePowerKw) / x.gpuCount * x.pue * x.electricityCnyPerKwh;
  return rentOutNetPerGpuHour(
    x.rentOutCnyPerGpuHour,
    x.rentOutFee,
    x.rentOutWearCnyPerGpuHour,
    energy,
  );
}

Deno.test("the idle hours rented out are a credit of occupancy × GPUs × net × idle hours", () => {
  // 1.5 CNY/h, 20 % fee, 0.1 CNY wear, 0.65 kW × 1 CNY/kWh: net 1.5 × 0.8 − 0.1 − 0.65 = 0.45
  // CNY a GPU-hour; half the idle hours rented: 0.225 CNY an idle hour; 20 idle hours a day ×
  // 365 × 3 = 21,900 h: 4,927.50 CNY credited, owning 16,274.94 − 4,927.50 = 11,347.44 CNY
  const x = {
    ...SEED_3090,
    rentOutCnyPerGpuHour: 1.5,
    rentOutOccupancy: 0.5,
    rentOutFee: 0.2,
    rentOutWearCnyPerGpuHour: 0.1,
  };
  const actual = tco(x);
  near(actual.own.rentedOut, -4_927.5, 1e-9, "credit");
  near(actual.own.total, 16_274.9375 - 4_927.5, 1e-9, "own total");
  assert.equal(actual.rent.total, tco(SEED_3090).rent.total); // renting does not move
});

Deno.test("breakEvenHours() moves by the arithmetic when the 3090's idle hours are rented out", () => {
  // h = (F − R) / (365 Y (r − p)) before, h' = (F − 8,760 Y c − R) / (365 Y (r − p − c)) after
  // (the doc comment of breakEvenHours), with F = 13,500 − 2,700 + 500 + 2,127.9375 = 13,427.9375
  // CNY, R = 0, r = 3.5, p = 0.65 CNY/h, Y = 3 and c = 0.5 × 0.45 = 0.225 CNY:
  //   h  = 13,427.9375 / (1,095 × 2.85) = 4.3030 h/day
  //   h' = (13,427.9375 − 26,280 × 0.225) / (1,095 × 2.625) = 7,514.9375 / 2,874.375 = 2.6145
  const before = breakEvenHours(SEED_3090);
  const after = breakEvenHours({
    ...SEED_3090,
    rentOutCnyPerGpuHour: 1.5,
    rentOutOccupancy: 0.5,
    rentOutFee: 0.2,
    rentOutWearCnyPerGpuHour: 0.1,
  });
  assert.ok(before.kind === "hours" && after.kind === "hours");
  near(before.breakEvenHoursPerDay, 13_427.9375 / (1_095 * 2.85), 1e-9, "before");
  near(after.breakEvenHoursPerDay, 7_514.9375 / 2_874.375, 1e-9, "after");
  assert.equal(after.ownCheaper, "above");
});

Deno.test("property: the credit is never negative while the net of an hour rented is not, and 0 at occupancy 0", () => {
  fc.assert(
    fc.property(arbInputs, (x) => {
      const credit = -tco(x).own.rentedOut;
      const net = netOf(x);
      if (net >= 0) assert.ok(credit >= 0, `credit ${credit} at net ${net}`);
      assert.ok(tco({ ...x, rentOutOccupancy: 0 }).own.rentedOut === 0);
      assert.ok(tco({ ...x, rentOutCnyPerGpuHour: 0 }).own.rentedOut === 0);
    }),
    MANY,
  );
});

Deno.test("property: the credit is occupancy × GPUs × net × the idle hours, 0 at 24 hours a day", () => {
  fc.assert(
    fc.property(arbInputs, (x) => {
      const idle = HOURS_PER_YEAR * Math.max(0, x.horizonYears) - usedHours(x);
      const expected = x.rentOutCnyPerGpuHour > 0
        ? x.rentOutOccupancy * x.gpuCount * netOf(x) * idle
        : 0;
      const items = costItems(x);
      const scale = Math.abs(items[ITEM.rentOutIdle]!);
      assert.ok(agree(-tco(x).own.rentedOut, expected, scale), `${expected}`);
      assert.ok(agree(tco({ ...x, usedHoursPerDay: 24 }).own.rentedOut, 0, scale));
    }),
    MANY,
  );
});

Deno.test("property: with a positive net, renting idle hours out never raises the break-even against hourly renting", () => {
  fc.assert(
    fc.property(arbInputs, (x0) => {
      const x = { ...x0, rentBilling: "hourly" as const };
      const off = breakEvenHours({ ...x, rentOutCnyPerGpuHour: 0 });
      const on = breakEvenHours(x);
      if (netOf(x) <= 0 || off.kind !== "hours" || on.kind !== "hours") return;
      if (off.ownCheaper !== "above" || on.ownCheaper !== "above") return;
      assert.ok(on.breakEvenHoursPerDay <= off.breakEvenHoursPerDay + 1e-9);
    }),
    MANY,
  );
});

Deno.test("breakEvenHours() says an owned hour is the dearer when the rent-out it forgoes tips it, owning cheaper below", () => {
  // the 3090 against renting at 0.9 CNY/h, its idle hours rented out at 1.25 CNY/h, every one, no
  // fee: c = 1.25 − 0.65 = 0.6 CNY; owning's fixed cost 13,427.9375 − 26,280 × 0.6 = −2,340.0625,
  // an hour used 0.65 + 0.6 = 1.25 CNY against 0.9 rented: equal at 2,340.0625 / 0.35 = 6,685.89
  // h, 6,685.89 / 1,095 = 6.1058 h/day, owning cheaper below
  const actual = breakEvenHours({
    ...SEED_3090,
    rentCnyPerGpuHour: 0.9,
    rentOutCnyPerGpuHour: 1.25,
  });
  assert.ok(actual.kind === "hours" && actual.ownCheaper === "below");
  near(actual.breakEvenHoursPerDay, 2_340.0625 / 0.35 / 1_095, 1e-9, "h/day");
  assert.ok(actual.why.kind === "owned-hour-dearer");
  near(actual.why.ownedPerHour, 1.25, 1e-12, "owned");
  near(actual.why.rentedPerHour, 0.9, 1e-12, "rented");
});
