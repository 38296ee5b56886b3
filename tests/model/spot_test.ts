import assert from "node:assert/strict";
import fc from "fast-check";
import { tco } from "../../lib/model/cost.ts";
import { SEED_3090 } from "../../lib/model/inputs.ts";
import {
  breakEvenRatePerHour,
  interruptionOverhead,
  optimalCheckpointHours,
  ratePerHour,
  shareInterruptedPerMonth,
  spotCost,
} from "../../lib/model/spot.ts";
import { near } from "../helpers.ts";

Deno.test("the worked number: 10 % interrupted a month, 5-minute checkpoints, 10-minute restarts", () => {
  const rate = ratePerHour(0.1); // −ln(0.9) / 730 h
  near(rate, -Math.log(0.9) / 730, 1e-15, "λ");
  near(optimalCheckpointHours(rate, 5 / 60), Math.sqrt(2 * (5 / 60) / rate), 1e-9, "τ*");
  near(optimalCheckpointHours(rate, 5 / 60), 34, 0.05, "about 34 h");
  // 1 + √(2λδ) + λR
  const billed = 1 + interruptionOverhead(rate, 0, 5 / 60, 10 / 60);
  near(billed, 1 + Math.sqrt(2 * rate * 5 / 60) + rate * 10 / 60, 1e-12, "billed hours");
  near(billed, 1.0049, 0.00005, "≈1.0049");
  near(shareInterruptedPerMonth(rate), 0.1, 1e-12, "back to 10 %");
});

Deno.test("a spot scenario bills its interruption overhead in the TCO", () => {
  const rate = ratePerHour(0.5);
  const x = { ...SEED_3090, cloudInterruptionsPerHour: rate };
  const overhead = interruptionOverhead(rate, 0, x.checkpointWriteHours, x.restartHours);
  near(tco(x).cloud.compute, 4380 * 3.5 * (1 + overhead), 1e-6, "hours × price × billed hours");
});

Deno.test("property: the Young–Daly interval bills no more than any other interval", () => {
  fc.assert(fc.property(
    fc.double({ min: 1e-6, max: 0.5, noNaN: true }),
    fc.double({ min: 1e-3, max: 1, noNaN: true }),
    fc.double({ min: 0, max: 2, noNaN: true }),
    fc.double({ min: 0.01, max: 200, noNaN: true }),
    (rate, write, restart, interval) =>
      interruptionOverhead(rate, 0, write, restart) <=
        interruptionOverhead(rate, interval, write, restart) + 1e-12,
  ));
});

Deno.test("property: at the break-even rate spot costs what on demand costs per useful hour", () => {
  fc.assert(fc.property(
    fc.double({ min: 0.1, max: 50, noNaN: true }),
    fc.double({ min: 0.05, max: 0.95, noNaN: true }),
    fc.double({ min: 1e-3, max: 1, noNaN: true }),
    fc.double({ min: 0, max: 2, noNaN: true }),
    (onDemand, discount, writeHours, restartHours) => {
      const spot = onDemand * discount;
      const rate = breakEvenRatePerHour(spot, onDemand, { writeHours, restartHours });
      const cost = spotCost(spot, rate, { intervalHours: 0, writeHours, restartHours });
      return Math.abs(cost.cnyPerUsefulGpuHour - onDemand) <= 1e-9 * onDemand;
    },
  ));
  assert.equal(breakEvenRatePerHour(2, 1, { writeHours: 0.1, restartHours: 0.1 }), 0);
  assert.equal(breakEvenRatePerHour(1, 2, { writeHours: 0, restartHours: 0 }), Infinity);
});
