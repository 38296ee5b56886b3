/**
 * Spot as a model, not a discount: interruptions cost the work since the last checkpoint and a
 * restart, checkpoints cost the time to write them. To first order (Young 1974, "A first order
 * approximation to the optimum checkpoint interval"; Daly 2006), per useful hour a spot GPU bills
 *
 *   1 + δ / τ + λ (τ / 2 + R)   hours,
 *
 * with λ interruptions per hour, τ the checkpoint interval, δ the time to write a checkpoint and
 * R the time to restart. It is least at τ* = √(2δ / λ) (Young–Daly), where it is 1 + √(2λδ) + λR.
 *
 * Worked number: 10 % of instances interrupted in a month (AWS Spot Instance Advisor's
 * "5–10 %" band at its top) is λ = −ln(0.9) / 730 = 1.44e-4 an hour; with 5-minute checkpoints
 * (δ = 0.0833 h) and a 10-minute restart, τ* = √(2 × 0.0833 / 1.44e-4) = 34 h and spot bills
 * 1 + √(2 × 1.44e-4 × 0.0833) + 1.44e-4 × 0.167 = 1.0049 hours per useful hour.
 *
 * @module
 */
import { HOURS_PER_MONTH } from "./inputs.ts";

/** Interruptions per hour from the share of instances interrupted in a month (a Poisson rate). */
export function ratePerHour(shareInterruptedPerMonth: number): number {
  if (shareInterruptedPerMonth <= 0) return 0;
  if (shareInterruptedPerMonth >= 1) return Infinity;
  return -Math.log1p(-shareInterruptedPerMonth) / HOURS_PER_MONTH;
}

/** The share of instances interrupted in a month at `ratePerHour` interruptions an hour. */
export function shareInterruptedPerMonth(ratePerHour: number): number {
  return -Math.expm1(-ratePerHour * HOURS_PER_MONTH);
}

/** The checkpoint interval that bills least (Young–Daly): √(2δ / λ) hours; `Infinity` without interruptions. */
export function optimalCheckpointHours(ratePerHour: number, writeHours: number): number {
  if (ratePerHour <= 0) return Infinity;
  return Math.sqrt(2 * writeHours / ratePerHour);
}

/**
 * Extra billed hours per useful hour: δ/τ + λ(τ/2 + R), with τ = `intervalHours`, or the
 * Young–Daly optimum when it is 0. Checkpoints written at a given interval take their time even
 * without interruptions (λ = 0 gives δ/τ); at the optimum (τ = 0) without interruptions no
 * checkpoint is written and nothing is lost.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { interruptionOverhead, ratePerHour } from "./spot.ts";
 *
 * // 10 % of instances interrupted a month, 5 min to write a checkpoint, 10 min to restart,
 * // checkpoints at the Young–Daly interval: 1.005 hours billed per useful hour
 * assert.equal(interruptionOverhead(ratePerHour(0.1), 0, 5 / 60, 10 / 60).toFixed(4), "0.0049");
 * ```
 */
export function interruptionOverhead(
  ratePerHour: number,
  intervalHours: number,
  writeHours: number,
  restartHours: number,
): number {
  if (intervalHours > 0 && ratePerHour <= 0) return writeHours / intervalHours;
  if (ratePerHour <= 0) return 0;
  if (intervalHours <= 0) {
    return Math.sqrt(2 * ratePerHour * writeHours) + ratePerHour * restartHours;
  }
  return writeHours / intervalHours + ratePerHour * (intervalHours / 2 + restartHours);
}

/** The checkpoint settings of a spot job. */
export interface Checkpointing {
  /** Hours between checkpoints; 0 = the Young–Daly optimum. */
  intervalHours: number;
  /** Hours to write a checkpoint. */
  writeHours: number;
  /** Hours to restart after an interruption (a new instance, the checkpoint read back). */
  restartHours: number;
}

/** What spot costs per useful GPU-hour at an interruption rate. */
export interface SpotCost {
  /** Interruptions per hour. */
  ratePerHour: number;
  /** Share of instances interrupted in a month, a fraction. */
  shareInterruptedPerMonth: number;
  /** The checkpoint interval used, hours. */
  intervalHours: number;
  /** Hours billed per useful hour: 1 + checkpoints, lost work and restarts. */
  billedPerUsefulHour: number;
  /** Spot price × billed hours per useful hour, CNY. */
  cnyPerUsefulGpuHour: number;
}

/** Spot's effective price per useful GPU-hour at `ratePerHour`. */
export function spotCost(
  cnyPerGpuHour: number,
  ratePerHour: number,
  c: Checkpointing,
): SpotCost {
  const interval = c.intervalHours > 0
    ? c.intervalHours
    : optimalCheckpointHours(ratePerHour, c.writeHours);
  const billed = 1 +
    interruptionOverhead(ratePerHour, c.intervalHours, c.writeHours, c.restartHours);
  return {
    ratePerHour,
    shareInterruptedPerMonth: shareInterruptedPerMonth(ratePerHour),
    intervalHours: interval,
    billedPerUsefulHour: billed,
    cnyPerUsefulGpuHour: cnyPerGpuHour * billed,
  };
}

/**
 * The interruption rate above which spot, checkpointed at the Young–Daly optimum, costs more per
 * useful hour than on demand: √(2δλ) + Rλ = onDemand / spot − 1, solved for λ (a quadratic in
 * √λ). `Infinity` when nothing is lost to interruptions (δ = R = 0) or spot is not cheaper.
 */
export function breakEvenRatePerHour(
  spotCnyPerGpuHour: number,
  onDemandCnyPerGpuHour: number,
  { writeHours, restartHours }: Pick<Checkpointing, "writeHours" | "restartHours">,
): number {
  const gap = onDemandCnyPerGpuHour / spotCnyPerGpuHour - 1;
  if (gap <= 0) return 0;
  const a = restartHours, b = Math.sqrt(2 * writeHours);
  if (a === 0 && b === 0) return Infinity;
  // the root of a·x² + b·x − gap in the form that keeps its precision when a is small
  const root = 2 * gap / (b + Math.sqrt(b * b + 4 * a * gap));
  return root * root;
}

/**
 * Calendar hours to finish `usefulHours` of work on spot: the billed hours (useful hours ×
 * billed hours per useful hour) plus, after each interruption (λ per billed hour), the hours
 * spent waiting for capacity before the restart:
 *
 *   T = W × b × (1 + λ × wait)
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { hoursToFinish, ratePerHour } from "./spot.ts";
 *
 * // 100 useful hours billed 1.0049 each, waiting 2 h for capacity after each interruption
 * assert.equal(hoursToFinish(100, 1.0049, ratePerHour(0.1), 2).toFixed(2), "100.52");
 * ```
 */
export function hoursToFinish(
  usefulHours: number,
  billedPerUsefulHour: number,
  ratePerHour: number,
  capacityWaitHours: number,
): number {
  const billed = usefulHours * billedPerUsefulHour;
  return billed * (1 + Math.max(0, ratePerHour) * Math.max(0, capacityWaitHours));
}

/**
 * How often spot may be interrupted before it stops paying against on demand (checkpointed at
 * the Young–Daly optimum): `interval` when it stops paying once interrupted more often than every
 * `hoursBetweenInterruptions`; `never` when spot is not cheaper per hour even uninterrupted;
 * `always` when interruptions cost nothing (no checkpoint to write, no restart).
 */
export type SpotStopsPaying =
  | { kind: "interval"; hoursBetweenInterruptions: number; interruptionsPerDay: number }
  | { kind: "never"; reason: string }
  | { kind: "always"; reason: string };

/** The interval between interruptions at which spot costs what on demand costs per useful hour. */
export function spotStopsPaying(
  spotCnyPerGpuHour: number,
  onDemandCnyPerGpuHour: number,
  checkpointing: Pick<Checkpointing, "writeHours" | "restartHours">,
): SpotStopsPaying {
  if (spotCnyPerGpuHour >= onDemandCnyPerGpuHour) {
    return {
      kind: "never",
      reason: `Spot at ${spotCnyPerGpuHour.toFixed(2)} CNY/h is not cheaper than on demand at ${
        onDemandCnyPerGpuHour.toFixed(2)
      } CNY/h`,
    };
  }
  const rate = breakEvenRatePerHour(spotCnyPerGpuHour, onDemandCnyPerGpuHour, checkpointing);
  if (!Number.isFinite(rate)) {
    return {
      kind: "always",
      reason: "Interruptions cost nothing: no time to write a checkpoint or to restart",
    };
  }
  return { kind: "interval", hoursBetweenInterruptions: 1 / rate, interruptionsPerDay: 24 * rate };
}
