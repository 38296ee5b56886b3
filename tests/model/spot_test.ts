import assert from "node:assert/strict";
import fc from "fast-check";
import { tco } from "../../lib/model/cost.ts";
import { SEED_3090 } from "../../lib/model/inputs.ts";
import {
  billedPerUsefulHour,
  breakEvenRatePerHour,
  interruptionOverhead,
  optimalCheckpointHours,
  ratePerHour,
  shareInterruptedPerMonth,
  spotCost,
  youngDalyOverhead,
} from "../../lib/model/spot.ts";
import { near } from "../helpers.ts";

Deno.test("the worked number: 10 % interrupted a month, 5-minute checkpoints, 10-minute restarts", () => {
  const rate = ratePerHour(0.1); // −ln(0.9) / 730 h
  near(rate, -Math.log(0.9) / 730, 1e-15, "λ");
  // the best interval: (1 − λτ) e^{λ(τ + δ)} = 1, near Young–Daly's √(2δ/λ) = 34.0 h at this rate
  const tau = optimalCheckpointHours(rate, 5 / 60);
  near((1 - rate * tau) * Math.exp(rate * (tau + 5 / 60)), 1, 1e-12, "τ* is where db/dτ = 0");
  near(tau, Math.sqrt(2 * (5 / 60) / rate), 0.1, "about 34 h");
  // e^{λR} (e^{λ(τ + δ)} − 1) / (λτ) at τ*
  const billed = 1 + interruptionOverhead(rate, 0, 5 / 60, 10 / 60);
  const exact = Math.exp(rate * 10 / 60) * Math.expm1(rate * (tau + 5 / 60)) / (rate * tau);
  near(billed, exact, 1e-12, "billed hours");
  near(billed, 1.0049, 0.00005, "≈1.0049");
  // the first-order 1 + √(2λδ) + λR is 1.7e-5 below it at this rate
  near(billed, 1 + Math.sqrt(2 * rate * 5 / 60) + rate * 10 / 60, 2e-5, "Young–Daly");
  near(shareInterruptedPerMonth(rate), 0.1, 1e-12, "back to 10 %");
});

Deno.test("a spot scenario bills its interruption overhead in the TCO", () => {
  const rate = ratePerHour(0.5);
  const x = { ...SEED_3090, rentInterruptionsPerHour: rate };
  const overhead = interruptionOverhead(rate, 0, x.checkpointWriteHours, x.restartHours);
  near(tco(x).rent.compute, 4380 * 3.5 * (1 + overhead), 1e-6, "hours × price × billed hours");
});

Deno.test("property: the best interval bills no more than any other interval", () => {
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

Deno.test("property: the first-order form is below the exact one, and near it at low rates", () => {
  fc.assert(fc.property(
    fc.double({ min: 1e-6, max: 50, noNaN: true }),
    fc.double({ min: 0, max: 1, noNaN: true }),
    fc.double({ min: 0, max: 1, noNaN: true }),
    fc.oneof(fc.constant(0), fc.double({ min: 1 / 60, max: 24, noNaN: true })),
    (rate, writeHours, restartHours, intervalHours) => {
      const exact = billedPerUsefulHour(rate, { intervalHours, writeHours, restartHours });
      const first = 1 + youngDalyOverhead(rate, intervalHours, writeHours, restartHours);
      if (!(first <= exact * (1 + 1e-12))) return false;
      // a thousand times rarer: the gap shrinks with the rate (second order)
      const r = rate / 1000;
      const exactLow = billedPerUsefulHour(r, { intervalHours, writeHours, restartHours });
      const firstLow = 1 + youngDalyOverhead(r, intervalHours, writeHours, restartHours);
      const tau = intervalHours > 0 ? intervalHours : optimalCheckpointHours(r, writeHours);
      const order = r * (Math.min(tau, 1e6) + writeHours + restartHours);
      return exactLow - firstLow <= (exactLow - 1) * Math.min(1, 2 * order) + 1e-12;
    },
  ));
});

Deno.test("billedPerUsefulHour() stays a number at the highest rates the parameters allow", () => {
  // 1,440 interruptions a day (the parameter's top), 30-minute writes and restarts, the best
  // interval: e^{λR} / (1 − x) with λR = 30 and 1 − x ≈ e^{−1−λδ}: about e^{61}
  const b = billedPerUsefulHour(60, { intervalHours: 0, writeHours: 0.5, restartHours: 0.5 });
  assert.ok(Number.isFinite(b) && b > Math.exp(60) && b < Math.exp(62), `${b}`);
  // without write or restart time spot loses only the work since the last checkpoint
  assert.equal(billedPerUsefulHour(60, { intervalHours: 0, writeHours: 0, restartHours: 0 }), 1);
  near(
    billedPerUsefulHour(60, { intervalHours: 0, writeHours: 0, restartHours: 0.1 }),
    Math.exp(6),
    1e-9,
    "continuous checkpoints: e^{λR}",
  );
});
