import assert from "node:assert/strict";
import fc from "fast-check";
import {
  costLines,
  hoursPerDayOf,
  LINE,
  monthlyAnnuity,
  perUsedGpuHourAt,
  presentValueLines,
  residualValue,
  tco,
  tcoItems,
  tcoPresentValue,
  usedHours,
  usedHoursOf,
} from "../../lib/model/cost.ts";
import { breakEvenHours } from "../../lib/model/breakeven.ts";
import { SEED_3090 } from "../../lib/model/inputs.ts";
import { near } from "../helpers.ts";
import { agree, arbInputs, MANY } from "./arbitrary.ts";

/** The largest amount that enters a TCO: judged against it, a total of large items cancelling. */
const scaleOf = (t: ReturnType<typeof tco>) =>
  t.own.capital + t.own.costOfCapital + t.own.electricity + t.own.maintenance + t.own.people +
  t.own.site + t.own.failures + t.rent.total;

Deno.test("tco() of the document's case is B14 with exact compounding: 16,274.94 CNY", () => {
  const t = tco(SEED_3090);
  near(t.own.total, 13_500 - 2700 + 2847 + 500 + 13_500 * (1.05 ** 3 - 1), 1e-6, "own total");
  near(t.own.electricity, 0.65 * 4 * 365 * 3, 1e-9, "electricity at 4 h/day"); // 2,847 (B5)
  near(t.rent.total, 4 * 365 * 3 * 3.5, 1e-9, "rent: 4,380 h × 3.5");
});

Deno.test("residualValue() keeps the data's fraction at its year whatever the haircut", () => {
  assert.equal(residualValue(9000, 0.3, 3, 0, 3), 2700); // B7
  near(residualValue(9000, 0.3, 3, 0.3, 3), 2700, 1e-9, "with a 30 % haircut");
  assert.equal(residualValue(9000, 0.3, 3, 0.3, 0), 9000);
  near(residualValue(9000, 0.3, 3, 0, 6), 810, 1e-9, "0.3² × 9,000");
  // a month after purchase: 9,000 × 0.7 × (0.3 / 0.7)^(1/36)
  near(residualValue(9000, 0.3, 3, 0.3, 1 / 12), 9000 * 0.7 * (0.3 / 0.7) ** (1 / 36), 1e-9, "m1");
  // a haircut that would go below the fraction starts at the fraction
  assert.equal(residualValue(1000, 0.5, 3, 0.6, 0.5), 500);
});

Deno.test("tcoPresentValue() of the document's case: own ≈ 14,275, rent ≈ 14,232 CNY at 5 %", () => {
  const a = monthlyAnnuity(0.05, 36); // Σ 1.05^(−m/12), m = 1..36 ≈ 33.42
  const own = 13_500 - 2700 * 1.05 ** -3 + (2847 + 500) / 36 * a; // purchase now, resale at the end
  const rent = 15_330 / 36 * a;
  const pv = tcoPresentValue(SEED_3090);
  near(pv.own, own, 1e-6, "own");
  near(pv.rent, rent, 1e-6, "rent");
  near(pv.own, 14_275, 1, "own as the issue rounds");
  near(pv.rent, 14_232, 1, "rent as the issue rounds");
  const b = breakEvenHours(SEED_3090, { view: "presentValue" });
  assert.equal(b.kind, "hours");
  // (13,500 − 2,700·1.05^−3 + 500/36·a) / ((3.5 − 0.65) × 365/12 × a)
  const expected = (13_500 - 2700 * 1.05 ** -3 + 500 / 36 * a) / (2.85 * 365 / 12 * a);
  if (b.kind === "hours") near(b.breakEvenHoursPerDay, expected, 1e-9, "PV break-even ≈ 4.02");
  near(expected, 4.02, 0.01, "about 4.02 h/day");
});

Deno.test("monthlyAnnuity() is n at a zero rate and the sum of discount factors otherwise", () => {
  assert.equal(monthlyAnnuity(0, 36), 36);
  // Σ q^m for m = 1..24 with q = 1.08^(−1/12) = 0.993607...: a geometric series,
  // q × (1 − q^24) / (1 − q) = q × (1 − 1 / 1.08²) / (1 − q) = 22.1729114193
  near(monthlyAnnuity(0.08, 24), 22.1729114193, 1e-9, "24 months at 8 %");
  // one month at 12 %: 1.12^(−1/12) = e^(−ln 1.12 / 12) = e^(−0.0094442) = 0.9906004
  near(monthlyAnnuity(0.12, 1), 0.9906004, 1e-7, "one month at 12 %");
  assert.equal(monthlyAnnuity(0.05, 0), 0);
});

Deno.test("a monthly rental is billed for every month of the horizon, whatever the hours", () => {
  const x = {
    ...SEED_3090,
    rentBilling: "committed" as const,
    rentCnyPerGpuHour: 1052 / 730,
    rentMinimumMonths: 1,
  };
  near(tco({ ...x, usedHoursPerDay: 0.5 }).rent.total, 1052 * 36, 1e-6, "36 months at 0.5 h/day");
  near(tco({ ...x, usedHoursPerDay: 20 }).rent.total, 1052 * 36, 1e-6, "36 months at 20 h/day");
  // a 3-year reserved term over a 1-year horizon is still paid for 36 months
  near(
    tco({ ...x, rentMinimumMonths: 36, horizonYears: 1 }).rent.commitment,
    1052 * 36,
    1e-6,
    "minimum term",
  );
});

Deno.test("spot pays its overhead and a slower cloud GPU more hours", () => {
  const spot = tco({ ...SEED_3090, rentOverhead: 0.1 });
  near(spot.rent.compute, 4380 * 3.5 * 1.1, 1e-6, "10 % extra hours");
  const slower = tco({ ...SEED_3090, rentSpeed: 4.867 / 5.033 });
  near(slower.rent.compute, 4380 * 3.5 * 5.033 / 4.867, 1e-6, "A2: 3.42 % more hours");
});

Deno.test("hours above 24 a day are taken as 24", () => {
  assert.equal(usedHours({ usedHoursPerDay: 28.8, horizonYears: 3 }), 24 * 365 * 3);
  assert.deepEqual(
    tco({ ...SEED_3090, usedHoursPerDay: 28.8 }),
    tco({ ...SEED_3090, usedHoursPerDay: 24 }),
  );
});

Deno.test("tco() returns finite values at 0 hours, a zero rate and a horizon of 0", () => {
  for (
    const x of [
      { ...SEED_3090, usedHoursPerDay: 0 },
      { ...SEED_3090, costOfCapital: 0, discountRate: 0 },
      { ...SEED_3090, horizonYears: 0 },
      { ...SEED_3090, rentCnyPerGpuHour: 0.1 },
      { ...SEED_3090, residualFraction: 0 },
    ]
  ) {
    const t = tco(x);
    for (const v of [t.own.total, t.rent.total, ...Object.values(tcoPresentValue(x))]) {
      assert.ok(Number.isFinite(v), JSON.stringify(x));
    }
  }
  assert.equal(tco({ ...SEED_3090, usedHoursPerDay: 0 }).own.perUsedGpuHour, null);
});

Deno.test("tco() of a case with idle power, PUE, storage, set-up and a residual year past the horizon", () => {
  const t = tco({
    ...SEED_3090,
    idlePowerKw: 0.1,
    pue: 1.5,
    storageGb: 100,
    setupHoursPerMonth: 2,
    residualYears: 5,
    usedHoursPerDay: 8,
  });
  // 8 h × 365 × 3 = 8,760 h used; energy costs 1.5 × 1 = 1.5 CNY/kWh at the wall
  assert.equal(t.usedHours, 8760);
  // idle all 26,280 h: 0.1 kW × 26,280 × 1.5 = 3,942; above idle: 0.55 kW × 8,760 × 1.5 = 7,227
  near(t.own.electricity, 3942 + 7227, 1e-6, "electricity");
  // resale at year 3 of a 30 % residual reached at year 5: 9,000 × 0.3^(3/5) = 4,370.34
  near(t.own.residual, 4370.34, 0.005, "residual");
  near(t.own.maintenance, 500, 1e-9, "maintenance");
  near(t.own.costOfCapital, 2127.9375, 1e-6, "13,500 × (1.05³ − 1)");
  // 13,500 − 4,370.34 + 11,169 + 500 + 2,127.94
  near(t.own.total, 22_926.60, 0.005, "own total");
  near(t.rent.compute, 30_660, 1e-6, "8,760 h × 3.5");
  near(t.rent.setup, 252, 1e-9, "2 h a month × 36 months × 3.5");
  near(t.rent.storage, 1839.6, 1e-6, "100 GB × 0.0007 × 26,280 h");
  near(t.rent.total, 32_751.6, 1e-6, "cloud total");
  near(t.own.perUsedGpuHour!, 22_926.60 / 8760, 1e-6, "2.617 CNY per GPU-hour used");
});

Deno.test("property: the TCO is the sum of its items", () => {
  fc.assert(
    fc.property(arbInputs, (x) => {
      const t = tco(x);
      const own = t.own.capital - t.own.residual + t.own.electricity + t.own.maintenance +
        t.own.costOfCapital + t.own.people + t.own.site + t.own.failures + t.own.rentedOut;
      const rent = t.rent.compute + t.rent.commitment + t.rent.setup + t.rent.storage +
        t.rent.people + t.rent.transfer;
      return agree(t.own.total, own, scaleOf(t)) && agree(t.rent.total, rent, scaleOf(t)) &&
        agree(t.ownMinusRent, t.own.total - t.rent.total, scaleOf(t));
    }),
    MANY,
  );
});

Deno.test("property: the cost lines at the hours used are the TCO", () => {
  fc.assert(
    fc.property(arbInputs, (x) => {
      const l = costLines(x);
      const t = tco(x);
      const h = usedHours(x);
      return agree(l[LINE.ownFixed]! + l[LINE.ownPerHour]! * h, t.own.total, scaleOf(t)) &&
        agree(l[LINE.rentFixed]! + l[LINE.rentPerHour]! * h, t.rent.total, scaleOf(t));
    }),
    MANY,
  );
});

Deno.test("property: with a zero discount rate the present value is the TCO less the cost of capital", () => {
  fc.assert(
    fc.property(arbInputs, (x0) => {
      const x = { ...x0, discountRate: 0 };
      const t = tco(x), pv = tcoPresentValue(x);
      return agree(pv.own, t.own.total - t.own.costOfCapital, scaleOf(t)) &&
        agree(pv.rent, t.rent.total, scaleOf(t));
    }),
    MANY,
  );
});

Deno.test("property: discounting never makes a side dearer than its undiscounted cash", () => {
  fc.assert(
    fc.property(arbInputs, (x) => {
      const t = tco(x), pv = tcoPresentValue(x);
      const cash = t.own.total - t.own.costOfCapital;
      // the resale and the idle hours rented out are discounted too, the flows credited, which
      // discounting makes smaller and so can raise the present value
      const credits = t.own.residual + Math.max(0, -t.own.rentedOut);
      return pv.own <= cash + credits + 1e-6 * scaleOf(t) &&
        pv.rent <= t.rent.total + 1e-6 * scaleOf(t);
    }),
    MANY,
  );
});

Deno.test("property: present-value lines are linear in the hours like the undiscounted ones", () => {
  fc.assert(
    fc.property(arbInputs, fc.double({ min: 0, max: 24, noNaN: true }), (x, h) => {
      const l = presentValueLines(x);
      const pv = tcoPresentValue({ ...x, usedHoursPerDay: h });
      const used = usedHours({ usedHoursPerDay: h, horizonYears: x.horizonYears });
      const scale = x.purchaseCny + x.hostShareCny + pv.rent + Math.abs(pv.own);
      return agree(l[LINE.ownFixed]! + l[LINE.ownPerHour]! * used, pv.own, scale) &&
        agree(l[LINE.rentFixed]! + l[LINE.rentPerHour]! * used, pv.rent, scale);
    }),
    MANY,
  );
});

const COSTS = [
  "purchaseCny",
  "hostShareCny",
  "maintenanceCnyPerYear",
  "electricityCnyPerKwh",
  "activePowerKw",
  "pue",
  "costOfCapital",
] as const;

Deno.test("property: no cost of owning falls when an input cost rises", () => {
  fc.assert(
    fc.property(
      arbInputs,
      fc.constantFrom(...COSTS),
      fc.double({ min: 1.01, max: 3, noNaN: true }),
      (x, name, factor) => {
        const up = { ...x, [name]: x[name] * factor };
        if (name === "activePowerKw" && up.activePowerKw < up.idlePowerKw) return true;
        return tco(up).own.total >= tco(x).own.total - 1e-6 * scaleOf(tco(x));
      },
    ),
  );
});

Deno.test("property: renting never costs less when the cloud or storage price rises", () => {
  fc.assert(fc.property(arbInputs, fc.double({ min: 1.01, max: 3, noNaN: true }), (x, factor) => {
    const base = tco(x).rent.total;
    return tco({ ...x, rentCnyPerGpuHour: x.rentCnyPerGpuHour * factor }).rent.total >=
        base - 1e-6 &&
      tco({ ...x, storageCnyPerGbHour: x.storageCnyPerGbHour * factor }).rent.total >=
        base - 1e-6;
  }));
});

Deno.test("property: every result is finite", () => {
  fc.assert(
    fc.property(arbInputs, (x) => {
      const t = tco(x);
      const n = tcoPresentValue(x);
      return [t.own.total, t.rent.total, n.own, n.rent].every(Number.isFinite);
    }),
    MANY,
  );
});

Deno.test("hoursPerDayOf() is machine-hours / (365 × years), the inverse of usedHoursOf()", () => {
  assert.equal(hoursPerDayOf(4380, 3), 4); // 4 h/day × 365 × 3 = 4,380 (the document's use)
  fc.assert(
    fc.property(
      fc.double({ min: 0, max: 24, noNaN: true }),
      fc.double({ min: 0.1, max: 10, noNaN: true }),
      (h, years) => near(hoursPerDayOf(usedHoursOf(h, years), years), h, 1e-9, "round trip"),
    ),
  );
});

Deno.test("perUsedGpuHourAt(): D4's 20 % of the hours, and nothing at 0 %", () => {
  // 20 % of 24 h = 4.8 h/day × 365 × 3 = 5,256 h; owning 13,500 − 2,700 + 500 + 2,127.9375 (B9
  // exact) + 0.65 × 5,256 (3,416.40) = 16,844.3375 CNY; renting 3.5 CNY an hour, whatever the use
  const at20 = perUsedGpuHourAt(SEED_3090, 0.2);
  near(at20.own!, 16_844.3375 / 5_256, 1e-12, "own");
  near(at20.rent!, 3.5, 1e-12, "rent");
  assert.deepEqual(perUsedGpuHourAt(SEED_3090, 0), { utilization: 0, own: null, rent: null });
});

Deno.test("tcoItems() per GPU-hour used: each item over the GPU-hours, none when no hour is used", () => {
  // two GPUs at the document's 4 h/day for 3 years: 4,380 machine-hours, 8,760 GPU-hours
  const t = tco({ ...SEED_3090, gpuCount: 2 });
  assert.equal(t.usedGpuHours, 8_760);
  const perHour = tcoItems(t, { perUsedGpuHour: true });
  const whole = tcoItems(t);
  assert.deepEqual(perHour.map((r) => r.key), whole.map((r) => r.key));
  perHour.forEach((r, i) => near(r.cny, whole[i]!.cny / 8_760, 1e-12, r.key));
  assert.deepEqual(
    tcoItems(tco({ ...SEED_3090, usedHoursPerDay: 0 }), { perUsedGpuHour: true }),
    [],
  );
});
