import assert from "node:assert/strict";
import fc from "fast-check";
import { breakEvenHours } from "../../lib/model/breakeven.ts";
import { type CostInputs, SEED_3090 } from "../../lib/model/inputs.ts";
import { lineCoefficients } from "../../lib/model/linear.ts";
import { residualValue, tco, tcoNpv } from "../../lib/model/tco.ts";
import { near } from "../helpers.ts";

Deno.test("tco() of the document's case is B14 with exact compounding: 16,274.94 CNY", () => {
  const t = tco(SEED_3090);
  near(t.own.total, 13_500 - 2700 + 2847 + 500 + 2127.9375, 1e-6, "own total");
  near(t.own.electricity, 2847, 1e-9, "electricity at 4 h/day"); // 0.65 × 4 × 365 × 3
  near(t.cloud.total, 4 * 365 * 3 * 3.5, 1e-9, "cloud: 4,380 h × 3.5");
});

Deno.test("residualValue() gives the data's fraction at its year and declines geometrically", () => {
  assert.equal(residualValue(9000, 0.3, 3, 3), 2700);
  assert.equal(residualValue(9000, 0.3, 3, 0), 9000);
  near(residualValue(9000, 0.3, 3, 6), 810, 1e-9, "0.3² × 9,000");
});

Deno.test("tco() parts sum to their totals", () => {
  const t = tco({ ...SEED_3090, storageGb: 200, setupHoursPerMonth: 3, idlePowerKw: 0.08 });
  near(
    t.own.total,
    t.own.capital - t.own.residual + t.own.electricity + t.own.maintenance + t.own.costOfCapital,
    1e-9,
    "own",
  );
  near(t.cloud.total, t.cloud.compute + t.cloud.setup + t.cloud.storage, 1e-9, "cloud");
});

Deno.test("tco() returns finite values at 0 hours, a zero rate and a horizon of 0", () => {
  for (
    const x of [
      { ...SEED_3090, hoursPerDay: 0 },
      { ...SEED_3090, costOfCapital: 0, discountRate: 0 },
      { ...SEED_3090, horizonYears: 0 },
      { ...SEED_3090, cloudCnyPerGpuHour: 0.1 },
      { ...SEED_3090, residualFraction: 0 },
    ]
  ) {
    const t = tco(x);
    for (const v of [t.own.total, t.cloud.total, t.ownMinusCloud, ...Object.values(tcoNpv(x))]) {
      assert.ok(Number.isFinite(v), JSON.stringify(x));
    }
    assert.ok(t.own.perUsedGpuHour === null || Number.isFinite(t.own.perUsedGpuHour));
  }
  assert.equal(tco({ ...SEED_3090, hoursPerDay: 0 }).own.perUsedGpuHour, null);
});

Deno.test("tcoNpv() with a zero rate equals the undiscounted totals less the cost of capital", () => {
  const x = { ...SEED_3090, discountRate: 0 };
  const t = tco(x);
  const n = tcoNpv(x);
  near(n.own, t.own.total - t.own.costOfCapital, 1e-6, "own");
  near(n.cloud, t.cloud.total, 1e-6, "cloud");
});

const arbInputs: fc.Arbitrary<CostInputs> = fc.record({
  gpuCount: fc.integer({ min: 1, max: 8 }),
  purchaseCny: fc.double({ min: 100, max: 3e6, noNaN: true }),
  hostShareCny: fc.double({ min: 0, max: 1e5, noNaN: true }),
  residualFraction: fc.double({ min: 0, max: 1, noNaN: true }),
  residualYears: fc.double({ min: 0.5, max: 10, noNaN: true }),
  maintenanceCnyPerYear: fc.double({ min: 0, max: 1e5, noNaN: true }),
  activePowerKw: fc.double({ min: 0.1, max: 12, noNaN: true }),
  idlePowerKw: fc.double({ min: 0, max: 0.1, noNaN: true }),
  pue: fc.double({ min: 1, max: 2, noNaN: true }),
  electricityCnyPerKwh: fc.double({ min: 0.01, max: 3, noNaN: true }),
  costOfCapital: fc.double({ min: 0, max: 0.3, noNaN: true }),
  discountRate: fc.double({ min: 0, max: 0.3, noNaN: true }),
  cloudCnyPerGpuHour: fc.double({ min: 0.05, max: 100, noNaN: true }),
  storageGb: fc.double({ min: 0, max: 5000, noNaN: true }),
  storageCnyPerGbHour: fc.double({ min: 0, max: 0.01, noNaN: true }),
  setupHoursPerMonth: fc.double({ min: 0, max: 20, noNaN: true }),
  hoursPerDay: fc.double({ min: 0, max: 24, noNaN: true }),
  horizonYears: fc.double({ min: 0.25, max: 10, noNaN: true }),
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
        return tco(up).own.total >= tco(x).own.total - 1e-6;
      },
    ),
  );
});

Deno.test("property: renting never costs less when the cloud or storage price rises", () => {
  fc.assert(fc.property(arbInputs, fc.double({ min: 1.01, max: 3, noNaN: true }), (x, factor) => {
    return tco({ ...x, cloudCnyPerGpuHour: x.cloudCnyPerGpuHour * factor }).cloud.total >=
        tco(x).cloud.total - 1e-6 &&
      tco({ ...x, storageCnyPerGbHour: x.storageCnyPerGbHour * factor }).cloud.total >=
        tco(x).cloud.total - 1e-6;
  }));
});

Deno.test("property: break-even hours fall as the cloud price rises", () => {
  fc.assert(fc.property(arbInputs, fc.double({ min: 1.01, max: 3, noNaN: true }), (x, factor) => {
    const a = breakEvenHours(x),
      b = breakEvenHours({ ...x, cloudCnyPerGpuHour: x.cloudCnyPerGpuHour * factor });
    const h = (r: typeof a) =>
      r.kind === "hours" ? r.hoursPerDay : r.kind === "always" ? 0 : Infinity;
    return h(b) <= h(a) + 1e-9;
  }));
});

Deno.test("property: at the break-even hours owning and renting cost the same", () => {
  fc.assert(fc.property(arbInputs, (x) => {
    const b = breakEvenHours(x);
    if (b.kind !== "hours") return true;
    const t = tco({ ...x, hoursPerDay: b.hoursPerDay });
    return Math.abs(t.ownMinusCloud) <= 1e-6 * Math.max(1, t.own.total);
  }));
});

Deno.test("property: the fast line coefficients match tco()", () => {
  fc.assert(fc.property(arbInputs, (x) => {
    const c = lineCoefficients(x);
    const t = tco(x);
    const own = c[0]! + c[1]! * x.hoursPerDay, cloud = c[2]! + c[3]! * x.hoursPerDay;
    return Math.abs(own - t.own.total) <= 1e-6 * Math.max(1, t.own.total) &&
      Math.abs(cloud - t.cloud.total) <= 1e-6 * Math.max(1, t.cloud.total);
  }));
});

Deno.test("property: every result is finite", () => {
  fc.assert(fc.property(arbInputs, (x) => {
    const t = tco(x);
    const n = tcoNpv(x);
    return [t.own.total, t.cloud.total, n.own, n.cloud].every(Number.isFinite);
  }));
});
