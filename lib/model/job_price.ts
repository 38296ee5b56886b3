/**
 * A job's hours and what they cost over time: useful hours at a speed ({@linkcode jobHours}), the
 * hours billed for each useful one ({@linkcode billedHoursPerUsefulHour}: spot's checkpoints,
 * lost work and restarts), the price trend over a job's months ({@linkcode jobPriceFactor}) and
 * over a term bought for it ({@linkcode termPriceFactor}), and one of n jobs a month on a
 * commitment bought for them ({@linkcode perJobOverTerm}). Each reads the one cost model's
 * coefficients (`cost.ts`, `spot.ts`), never retypes them.
 *
 * @module
 */
import { priceTrendFactor } from "./cost.ts";
import { type CostInputs, HOURS_PER_MONTH } from "./inputs.ts";
import { interruptionOverhead } from "./spot.ts";

const SECONDS_PER_HOUR = 3600;

/**
 * Hours billed per useful hour of an hourly offering: 1 + its flat overhead + spot's interruptions
 * and checkpoints ({@linkcode interruptionOverhead}); the price and its trend play no part.
 */
export function billedHoursPerUsefulHour(
  terms: Pick<
    CostInputs,
    | "rentOverhead"
    | "rentInterruptionsPerHour"
    | "checkpointIntervalHours"
    | "checkpointWriteHours"
    | "restartHours"
  >,
): number {
  return 1 + terms.rentOverhead + interruptionOverhead(
    terms.rentInterruptionsPerHour,
    terms.checkpointIntervalHours,
    terms.checkpointWriteHours,
    terms.restartHours,
  );
}

/**
 * The price of a job that starts at month 0 and bills `hours` in a row, over month 0's price,
 * with the price of month m at q^m, q = (1 + `yearlyChange`)^(1/12), as `cost.ts` has it over a
 * horizon of `horizonMonths` (after it, the price of its last month): 1 for a job within its first
 * month; k whole months (k ≤ the horizon's) and r hours more cost
 * (730 × k × {@linkcode priceTrendFactor}(change, k) + r × q^k) / hours.
 */
export function jobPriceFactor(
  yearlyChange: number,
  hours: number,
  horizonMonths = Infinity,
): number {
  if (yearlyChange === 0 || hours <= HOURS_PER_MONTH) return 1;
  const last = Math.max(0, Math.ceil(horizonMonths) - 1);
  const months = Math.min(Math.floor(hours / HOURS_PER_MONTH), last);
  const rest = hours - months * HOURS_PER_MONTH;
  const q = Math.exp(Math.log1p(yearlyChange) / 12);
  return (HOURS_PER_MONTH * months * priceTrendFactor(yearlyChange, months) + rest * q ** months) /
    hours;
}

/**
 * The price of a term of `months` whole months bought at month 0, over `months` × month 0's
 * price: {@linkcode priceTrendFactor}(change, months), the factor of the scenario's commitment
 * item, for a term within `pricedMonths` (the horizon's months, at least the minimum term); the
 * months of a job that outlasts them at the price of their last month, as
 * {@linkcode jobPriceFactor} prices an hourly job beyond the horizon (so that a job of
 * centuries on a rising price stays a finite number).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { termPriceFactor } from "./job_price.ts";
 *
 * // a 1-year term at −25 % a year: (q¹² − 1) / (12 (q − 1)), q = 0.75^(1/12)
 * assert.equal(termPriceFactor(-0.25, 12, 12).toFixed(4), "0.8795");
 * ```
 */
export function termPriceFactor(
  yearlyChange: number,
  months: number,
  pricedMonths: number,
): number {
  return jobPriceFactor(yearlyChange, months * HOURS_PER_MONTH, pricedMonths);
}

/** Useful hours to do `work` at `perSecond` per GPU on `gpus` GPUs with the scaling efficiency. */
export function jobHours(
  work: number,
  perSecond: number,
  gpus: number,
  scalingEfficiency: number,
): number {
  const efficiency = gpus > 1 ? scalingEfficiency : 1;
  return work / (perSecond * gpus * efficiency) / SECONDS_PER_HOUR;
}

/**
 * One of n jobs a month on a commitment bought for them: the instances the jobs keep busy,
 * ⌈n × hours / 730⌉, for the months paid (the horizon's, at least the term `termMonths`, each
 * month at its price: {@linkcode priceTrendFactor} of `yearlyChange` over them), over the
 * n × 12 × years jobs of the horizon, CNY, and never more than the term bought for one job;
 * `undefined` when the job is run once.
 */
export function perJobOverTerm(
  ways: { base: CostInputs; jobsPerMonth?: number | undefined },
  hours: number,
  pricePerInstanceHour: number,
  termMonths: number,
  yearlyChange: number,
): number | undefined {
  const n = ways.jobsPerMonth ?? 0;
  const runMonths = 12 * ways.base.horizonYears;
  if (!(n > 0 && runMonths > 0)) return undefined;
  const instances = Math.ceil(n * hours / HOURS_PER_MONTH);
  const paidMonths = Math.max(runMonths, termMonths);
  const spread = pricePerInstanceHour * HOURS_PER_MONTH * instances * paidMonths *
    priceTrendFactor(yearlyChange, paidMonths) / (n * runMonths);
  // fewer than one job in a horizon shorter than the term: no dearer than the term bought for it
  const onceMonths = Math.max(Math.ceil(hours / HOURS_PER_MONTH), termMonths);
  const once = pricePerInstanceHour * HOURS_PER_MONTH * onceMonths *
    termPriceFactor(yearlyChange, onceMonths, paidMonths);
  return Math.min(spread, once);
}
