/**
 * Spot as a model, not a discount: interruptions cost the work since the last checkpoint and a
 * restart, checkpoints cost the time to write them. One function, {@linkcode billedPerUsefulHour},
 * gives the hours billed per useful hour at any interruption rate; the optimum checkpoint interval,
 * the time to finish, the rate at which a spot price stops paying and the cost of a job (through
 * `cost.ts`) all come from it.
 *
 * The assumptions: interruptions arrive as a Poisson process at λ an hour over all billed time
 * (work, checkpoint writes and restarts alike); the work is done in segments of τ hours, each
 * closed by a checkpoint that takes δ hours to write; an interruption loses the work since the
 * last completed checkpoint (a checkpoint being written is lost too); the instance then waits for
 * capacity (not billed, but calendar time) and restarts, which takes R billed hours and may itself
 * be interrupted, after which the segment starts again.
 *
 * Derivation. Let s = τ + δ, the time a segment needs without interruption.
 * - A restart completes when R hours pass without an interruption. An attempt lasts min(X, R),
 *   X ~ Exp(λ), whose mean is (1 − e^{−λR}) / λ, and succeeds with probability e^{−λR}; the attempts
 *   until one succeeds number e^{λR} on average (a geometric count), so a completed restart bills
 *   E_R = e^{λR} (1 − e^{−λR}) / λ = (e^{λR} − 1) / λ.
 * - A segment: an attempt bills min(X, s), mean (1 − e^{−λs}) / λ; with probability 1 − e^{−λs}
 *   it is interrupted and a restart (E_R) and a new attempt follow. By memorylessness the
 *   expected billed time E of a segment solves E = (1 − e^{−λs}) / λ + (1 − e^{−λs}) (E_R + E), so
 *
 *     E = (e^{λs} − 1) (1/λ + E_R) = e^{λR} (e^{λs} − 1) / λ,
 *
 *   the form for a restart that can be interrupted (with a restart that cannot, 1/λ + E_R would
 *   be 1/λ + R; the workbook bills interruptions over all billed time, so restarts included).
 * - Per useful hour (segments renew, so the long-run ratio is the ratio of the means):
 *
 *     b(τ) = E / τ = e^{λR} (e^{λ(τ + δ)} − 1) / (λτ),      and b = 1 + δ/τ at λ = 0.
 *
 * - The interruptions a segment meets are λ E on average (Wald: a Poisson count over a stopping
 *   time), so the calendar hours per useful hour are b (1 + λ × wait).
 * - The best interval: db/dτ = 0 gives (1 − λτ) e^{λ(τ + δ)} = 1, i.e. x = λτ solves
 *   ln(1 − x) + x + λδ = 0 on (0, 1) (x = 1 + W₀(−e^{−1−λδ}), Lambert's W), found here by Newton's
 *   method; there b* = e^{λR} / (1 − x). With δ = 0 the best is to checkpoint continuously, b* =
 *   e^{λR}; with λ = 0 no checkpoint is written and b* = 1.
 *
 * At low rates b reduces to the first-order figures of Young (1974, "A first order approximation
 * to the optimum checkpoint interval") and Daly (2006): b ≈ 1 + δ/τ + λ(τ/2 + R), least at
 * τ ≈ √(2δ/λ), where b ≈ 1 + √(2λδ) + λR; the first-order form is always below the exact one.
 * With 5-minute writes and 10-minute restarts it is within 1 % at one interruption a day (1.090
 * against 1.096 hours, 0.5 % low) and about 14 % low at one an hour (1.575 against 1.831); at 163
 * a day it gives 3.2 where the process bills 11.3. `tests/model/spot_sim_test.ts` checks b against an event
 * simulation of the same assumptions.
 *
 * Worked number: 10 % of instances interrupted in a month (AWS Spot Instance Advisor's
 * "5–10 %" band at its top) is λ = −ln(0.9) / 730 = 1.44e-4 an hour; with 5-minute checkpoints
 * and a 10-minute restart, τ* = 34 h and spot bills 1.0049 hours per useful hour.
 *
 * @module
 */
import { HOURS_PER_MONTH } from "./cost_inputs.ts";

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

/**
 * x = λτ* at the best checkpoint interval for a = λδ > 0: the root of ln(1 − x) + x + a = 0 in
 * (0, 1), returned with ln(1 − x) (kept apart, since x is near 1 at large a and 1 − x ≈ e^(−1−a)
 * falls below the smallest number). Newton's method from the side where it converges
 * monotonically: the function is concave and decreasing in x, and v + 1 − e^v + a (v = ln(1 − x))
 * concave and increasing in v.
 */
function bestX(a: number): { x: number; logU: number } {
  // a case bills thousands of spot offerings at a handful of rates: each root is found once
  let found = BEST_X.get(a);
  if (found === undefined) {
    if (BEST_X.size >= 4096) BEST_X.clear();
    BEST_X.set(a, found = solveBestX(a));
  }
  return found;
}

/** The roots {@linkcode bestX} has found, by `a`. */
const BEST_X = new Map<number, { x: number; logU: number }>();

/** {@linkcode bestX} by Newton's method. */
function solveBestX(a: number): { x: number; logU: number } {
  if (a < 1) {
    // start right of the root: ln(1 − x) + x + x²/2 < 0 for x in (0, 1)
    let x = Math.min(Math.sqrt(2 * a), 0.9);
    for (let i = 0; i < 100; i++) {
      const g = Math.log1p(-x) + x + a;
      const step = g * (1 - x) / x; // −g / g′, g′ = −x / (1 − x)
      x += step;
      if (Math.abs(step) <= 1e-16 * x) break;
    }
    return { x, logU: Math.log1p(-x) };
  }
  // start left of the root: v + 1 − e^v + a = −e^v at v = −1 − a
  let v = -1 - a;
  for (let i = 0; i < 100; i++) {
    const h = v + 1 - Math.exp(v) + a;
    const step = -h / -Math.expm1(v); // −h / h′, h′ = 1 − e^v
    v += step;
    if (Math.abs(step) <= 1e-16 * Math.abs(v)) break;
  }
  return { x: -Math.expm1(v), logU: v };
}

/**
 * The checkpoint interval that bills least, hours: τ* = x / λ with (1 − x) e^{x + λδ} = 1 (see
 * the module); `Infinity` without interruptions, 0 when a checkpoint takes no time (checkpoint
 * continuously). At low rates it approaches Young–Daly's √(2δ / λ).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { optimalCheckpointHours } from "./spot.ts";
 *
 * // one interruption an hour, 5-minute checkpoints: 0.355 h (Young–Daly's √(2 × 5/60) = 0.408 h)
 * assert.equal(optimalCheckpointHours(1, 5 / 60).toFixed(3), "0.355");
 * ```
 */
export function optimalCheckpointHours(ratePerHour: number, writeHours: number): number {
  if (!(ratePerHour > 0)) return Infinity;
  if (!(ratePerHour * writeHours > 0)) return 0;
  return bestX(ratePerHour * writeHours).x / ratePerHour;
}

/** Young–Daly's first-order checkpoint interval √(2δ / λ), hours; `Infinity` without interruptions. */
export function youngDalyCheckpointHours(ratePerHour: number, writeHours: number): number {
  if (ratePerHour <= 0) return Infinity;
  return Math.sqrt(2 * writeHours / ratePerHour);
}

/**
 * The first-order (Young–Daly) extra hours per useful hour, δ/τ + λ(τ/2 + R), with τ =
 * `intervalHours`, or at τ = √(2δ/λ) when it is 0: √(2λδ) + λR. Shown beside the exact figure to
 * say how far it is off; the workbook bills {@linkcode billedPerUsefulHour}.
 */
export function youngDalyOverhead(
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

/**
 * Hours billed per useful hour, exact for Poisson interruptions at every rate (see the module):
 *
 *   b = e^{λR} (e^{λ(τ + δ)} − 1) / (λτ),   b = 1 + δ/τ at λ = 0,
 *
 * with τ = `intervalHours`, or the best interval when it is 0 (then b = e^{λR} / (1 − λτ*), and
 * b = 1 at λ = 0: no checkpoint is written). `Infinity` when the expected hours overflow a number.
 *
 * @param ratePerHour λ, interruptions per billed hour
 * @param checkpointing the interval (0 = the best), the write and the restart times, hours
 * @returns billed hours per useful hour, at least 1
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { billedPerUsefulHour } from "./spot.ts";
 *
 * const c = { intervalHours: 0, writeHours: 5 / 60, restartHours: 10 / 60 };
 * // one interruption a day: 1.096 hours billed per useful hour; 163 a day: 11.3
 * assert.equal(billedPerUsefulHour(1 / 24, c).toFixed(3), "1.096");
 * assert.equal(billedPerUsefulHour(163 / 24, c).toFixed(1), "11.3");
 * ```
 */
export function billedPerUsefulHour(ratePerHour: number, checkpointing: Checkpointing): number {
  return 1 + overheadOf(ratePerHour, checkpointing);
}

/**
 * b − 1, written to keep its precision where it is small: with y = λ(τ + δ),
 * e^{λR}(e^y − 1) − λτ = (e^{λR} − 1)(e^y − 1) + λδ + (e^y − 1 − y).
 */
function overheadOf(
  rate: number,
  { intervalHours: tau, writeHours: c, restartHours: r }: Checkpointing,
): number {
  if (!(rate > 0)) return tau > 0 ? c / tau : 0;
  if (tau > 0) {
    const y = rate * (tau + c);
    const restarts = r > 0 ? Math.expm1(rate * r) * Math.expm1(y) : 0; // 0 × ∞ would be NaN
    return (restarts + rate * c + expm1MinusX(y)) / (rate * tau);
  }
  if (!(rate * c > 0)) return Math.expm1(rate * r);
  return Math.expm1(rate * r - bestX(rate * c).logU);
}

/** e^y − 1 − y for y ≥ 0, by its series where subtracting would lose the digits. */
function expm1MinusX(y: number): number {
  if (y > 0.1) return Math.expm1(y) - y;
  let term = y * y / 2, sum = 0;
  for (let k = 3; term > 1e-17 * sum || sum === 0; k++) {
    sum += term;
    term *= y / k;
    if (term === 0) break;
  }
  return sum;
}

/**
 * Extra billed hours per useful hour, {@linkcode billedPerUsefulHour} − 1, with τ =
 * `intervalHours` (0 = the best interval). Checkpoints written at a given interval take their
 * time even without interruptions (λ = 0 gives δ/τ); at the best interval without interruptions
 * no checkpoint is written and nothing is lost.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { interruptionOverhead, ratePerHour } from "./spot.ts";
 *
 * // 10 % of instances interrupted a month, 5 min to write a checkpoint, 10 min to restart,
 * // checkpoints at the best interval: 1.005 hours billed per useful hour
 * assert.equal(interruptionOverhead(ratePerHour(0.1), 0, 5 / 60, 10 / 60).toFixed(4), "0.0049");
 * ```
 */
export function interruptionOverhead(
  ratePerHour: number,
  intervalHours: number,
  writeHours: number,
  restartHours: number,
): number {
  return overheadOf(ratePerHour, { intervalHours, writeHours, restartHours });
}

/** The checkpoint settings of a spot job. */
export interface Checkpointing {
  /** Hours between checkpoints; 0 = the best interval ({@linkcode optimalCheckpointHours}). */
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
  /** The checkpoint interval used, hours (`Infinity` when none is written). */
  intervalHours: number;
  /** Hours billed per useful hour: 1 + checkpoints, lost work and restarts. */
  billedPerUsefulHour: number;
  /** Spot price × billed hours per useful hour, CNY. */
  cnyPerUsefulGpuHour: number;
}

/** Spot's effective price per useful GPU-hour at `ratePerHour` ({@linkcode billedPerUsefulHour}). */
export function spotCost(
  cnyPerGpuHour: number,
  ratePerHour: number,
  c: Checkpointing,
): SpotCost {
  const interval = c.intervalHours > 0
    ? c.intervalHours
    : optimalCheckpointHours(ratePerHour, c.writeHours);
  const billed = billedPerUsefulHour(ratePerHour, c);
  return {
    ratePerHour,
    shareInterruptedPerMonth: shareInterruptedPerMonth(ratePerHour),
    intervalHours: interval,
    billedPerUsefulHour: billed,
    cnyPerUsefulGpuHour: cnyPerGpuHour * billed,
  };
}

/**
 * The interruption rate above which spot, checkpointed at the best interval, costs more per
 * useful hour than on demand: λ with b*(λ) = onDemand / spot, found by bisection (b* rises with
 * λ; Young–Daly's root of √(2δλ) + Rλ = onDemand / spot − 1 bounds it from above, since the
 * first-order form is below the exact one). `Infinity` when nothing is lost to interruptions
 * (δ = R = 0); 0 when spot is not cheaper.
 */
export function breakEvenRatePerHour(
  spotCnyPerGpuHour: number,
  onDemandCnyPerGpuHour: number,
  { writeHours, restartHours }: Pick<Checkpointing, "writeHours" | "restartHours">,
): number {
  const ratio = onDemandCnyPerGpuHour / spotCnyPerGpuHour;
  const gap = ratio - 1;
  if (gap <= 0) return 0;
  const a = restartHours, b = Math.sqrt(2 * writeHours);
  if (a === 0 && b === 0) return Infinity;
  // without a checkpoint to write b* = e^{λR}
  if (b === 0) return Math.log(ratio) / a;
  // the first-order root (of a·x² + b·x − gap, x = √λ, in the form that keeps its precision)
  const root = 2 * gap / (b + Math.sqrt(b * b + 4 * a * gap));
  let lo = 0, hi = root * root;
  const c = { intervalHours: 0, writeHours, restartHours };
  for (let i = 0; i < 200 && hi - lo > 1e-15 * hi; i++) {
    const mid = (lo + hi) / 2;
    if (billedPerUsefulHour(mid, c) < ratio) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * Calendar hours to finish `usefulHours` of work on spot: the billed hours (useful hours ×
 * billed hours per useful hour) plus, after each interruption (λ per billed hour on average,
 * at any rate: see the module), the hours spent waiting for capacity before the restart:
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
 * Why spot pays against on demand at no interruption rate, or at any, in the figures that say it
 * (money in CNY per GPU-hour):
 * - `spot-not-cheaper`: spot at `spotPerGpuHour` is not cheaper than on demand at
 *   `onDemandPerGpuHour`, even uninterrupted;
 * - `interruptions-free`: there is no checkpoint to write and no restart, so an interruption
 *   costs nothing.
 */
export type SpotReason =
  | { kind: "spot-not-cheaper"; spotPerGpuHour: number; onDemandPerGpuHour: number }
  | { kind: "interruptions-free" };

/**
 * The money fields of each {@linkcode SpotReason} (CNY per GPU-hour): what a reader shown another
 * currency divides by its CNY per unit.
 */
export const SPOT_REASON_MONEY: {
  readonly [K in SpotReason["kind"]]: readonly Exclude<
    keyof Extract<SpotReason, { kind: K }>,
    "kind"
  >[];
} = {
  "spot-not-cheaper": ["spotPerGpuHour", "onDemandPerGpuHour"],
  "interruptions-free": [],
};

/**
 * How often spot may be interrupted before it stops paying against on demand (checkpointed at
 * the best interval): `interval` when it stops paying once interrupted more often than every
 * `hoursBetweenInterruptions`; `never` when spot is not cheaper per hour even uninterrupted;
 * `always` when interruptions cost nothing (no checkpoint to write, no restart); each of the
 * last two with `why`.
 */
export type SpotStopsPaying =
  | { kind: "interval"; hoursBetweenInterruptions: number; interruptionsPerDay: number }
  | { kind: "never"; why: Extract<SpotReason, { kind: "spot-not-cheaper" }> }
  | { kind: "always"; why: Extract<SpotReason, { kind: "interruptions-free" }> };

/** The interval between interruptions at which spot costs what on demand costs per useful hour. */
export function spotStopsPaying(
  spotCnyPerGpuHour: number,
  onDemandCnyPerGpuHour: number,
  checkpointing: Pick<Checkpointing, "writeHours" | "restartHours">,
): SpotStopsPaying {
  if (spotCnyPerGpuHour >= onDemandCnyPerGpuHour) {
    return {
      kind: "never",
      why: {
        kind: "spot-not-cheaper",
        spotPerGpuHour: spotCnyPerGpuHour,
        onDemandPerGpuHour: onDemandCnyPerGpuHour,
      },
    };
  }
  const rate = breakEvenRatePerHour(spotCnyPerGpuHour, onDemandCnyPerGpuHour, checkpointing);
  if (!Number.isFinite(rate)) {
    return { kind: "always", why: { kind: "interruptions-free" } };
  }
  return { kind: "interval", hoursBetweenInterruptions: 1 / rate, interruptionsPerDay: 24 * rate };
}
