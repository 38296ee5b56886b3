/**
 * Monthly cost of each way of getting the GPU as the hours used per month go from 0 to 730:
 * owning, on demand, spot with its interruption overhead, monthly rental (包月) and reserved
 * capacity. Each line is the horizon's cost line of `cost.ts` divided by the horizon's months,
 * so a line × months is the TCO.
 *
 * @module
 */
import { costLines, LINE } from "./cost.ts";
import { type CostInputs, HOURS_PER_MONTH, type RentBilling } from "./inputs.ts";

/** The pricing models of the data. */
export type PricingModel = "on_demand" | "spot" | "monthly" | "reserved_1y" | "reserved_3y";

/** How a rented GPU is billed: the cloud inputs of {@linkcode CostInputs}. */
export interface RentTerms {
  /** CNY per GPU-hour; for committed billing the month's price / 730. */
  rentCnyPerGpuHour: number;
  /** By the hour used, or by the month committed. */
  rentBilling: RentBilling;
  /** Months paid at the least (1 for a monthly rental, 12 or 36 reserved); 0 for hourly. */
  rentMinimumMonths: number;
  /** Extra billed hours per useful hour, a fraction. */
  rentOverhead: number;
  /** Spot's interruptions per hour (0 for the rest). */
  rentInterruptionsPerHour: number;
  /** Spot with modelled interruptions: hours between checkpoints, 0 = the interval that bills least (0 for the rest). */
  checkpointIntervalHours: number;
  /** The offering's own storage price, CNY per GB-hour (0 where the data has none). */
  storageCnyPerGbHour: number;
  /** The offering's price of data in, CNY per GB (0 where the data has none). */
  ingressCnyPerGb: number;
  /** The offering's price of data out, CNY per GB (0 where the data has none). */
  egressCnyPerGb: number;
  /** Yearly change of the offering's price over the horizon (0 = flat). */
  rentPriceChangePerYear: number;
  /**
   * Work the rented GPU does in an hour relative to the owned one (1 = as fast): an hour owned is
   * matched by 1 ÷ this hours rented, so that owning and renting compare the same work.
   */
  rentSpeed: number;
}

/** Billing and minimum term of each pricing model. */
export const PRICING_TERMS: Record<PricingModel, { billing: RentBilling; minimumMonths: number }> =
  {
    on_demand: { billing: "hourly", minimumMonths: 0 },
    spot: { billing: "hourly", minimumMonths: 0 },
    monthly: { billing: "committed", minimumMonths: 1 },
    reserved_1y: { billing: "committed", minimumMonths: 12 },
    reserved_3y: { billing: "committed", minimumMonths: 36 },
  };

/** A way of renting: a label, its pricing model and its terms. */
export interface RentOption {
  /** How the caller tells it from the others, e.g. `On demand: AutoDL`. */
  label: string;
  /** The offering's provider, that the presentation names the line by beside its pricing model. */
  provider?: string;
  /** Its pricing model. */
  kind: PricingModel;
  /** Its price and billing, as the cost model takes them. */
  terms: RentTerms;
}

/** A straight line: monthly cost = fixed + perHour × machine-hours used in the month. */
export interface MonthlyLine {
  /** Which line it is: `own` for owning, a way of renting's label (`RentOption.label`). */
  label: string;
  /** A way of renting's provider, when its option gives one. */
  provider?: string;
  /** Its pricing model, or `own`. */
  kind: PricingModel | "own";
  /** Cost a month whatever the hours used, CNY. */
  fixed: number;
  /** Cost of each machine-hour used in the month, CNY. */
  perHour: number;
}

/** The inputs with the cloud side replaced by `terms`. */
export function withTerms(inputs: CostInputs, terms: RentTerms): CostInputs {
  return { ...inputs, ...terms };
}

/** The cost lines of each case's inputs with each offering's terms, made once a pair. */
const LINES = new WeakMap<CostInputs, WeakMap<RentTerms, Float64Array>>();

/**
 * {@linkcode costLines} of `inputs` with the cloud side replaced by `terms`, computed once for
 * the pair (the cheapest way and the hybrid fleet weigh the same thousands of offerings); read
 * it, never write it.
 */
export function linesWithTerms(inputs: CostInputs, terms: RentTerms): Float64Array {
  let byTerms = LINES.get(inputs);
  if (byTerms === undefined) LINES.set(inputs, byTerms = new WeakMap());
  let lines = byTerms.get(terms);
  if (lines === undefined) byTerms.set(terms, lines = costLines(withTerms(inputs, terms)));
  return lines;
}

function months(inputs: CostInputs): number {
  return 12 * inputs.horizonYears;
}

/**
 * The owning line: the fixed costs of the horizon spread over its months, energy per hour used.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { SEED_3090 } from "./inputs.ts";
 * import { ownMonthlyLine } from "./monthly.ts";
 *
 * // the 3-year fixed costs 13,427.94 CNY (B14 less electricity) over 36 months;
 * // 0.65 kW × 1 CNY/kWh an hour used
 * const own = ownMonthlyLine(SEED_3090);
 * assert.equal(own.fixed.toFixed(2), "373.00");
 * assert.equal(own.perHour, 0.65);
 * ```
 */
export function ownMonthlyLine(inputs: CostInputs): MonthlyLine {
  const l = costLines(inputs);
  const n = months(inputs);
  return {
    label: "own",
    kind: "own",
    fixed: n > 0 ? l[LINE.ownFixed]! / n : 0,
    perHour: l[LINE.ownPerHour]!,
  };
}

/**
 * A renting line: hourly options pay per hour used, committed ones the same whatever is used.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { SEED_3090 } from "./inputs.ts";
 * import { rentMonthlyLine } from "./monthly.ts";
 *
 * const autodl = {
 *   label: "On demand: AutoDL",
 *   kind: "on_demand",
 *   terms: { ...SEED_3090, rentPriceChangePerYear: 0, ingressCnyPerGb: 0, egressCnyPerGb: 0 },
 * } as const;
 * assert.deepEqual(rentMonthlyLine(SEED_3090, autodl), {
 *   label: "On demand: AutoDL",
 *   kind: "on_demand",
 *   fixed: 0, // nothing to pay in a month the GPU is not used
 *   perHour: 3.5, // A4's price
 * });
 * ```
 */
export function rentMonthlyLine(inputs: CostInputs, option: RentOption): MonthlyLine {
  const l = costLines(withTerms(inputs, option.terms));
  const n = months(inputs);
  return {
    label: option.label,
    ...(option.provider === undefined ? {} : { provider: option.provider }),
    kind: option.kind,
    fixed: n > 0 ? l[LINE.rentFixed]! / n : 0,
    perHour: l[LINE.rentPerHour]!,
  };
}

/**
 * Monthly cost of a line at `hours` used in the month (0 to 730).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { hoursPerMonthOf, SEED_3090 } from "./inputs.ts";
 * import { monthlyCost, ownMonthlyLine } from "./monthly.ts";
 *
 * // owning at the document's 4 h/day: 373.00 + 0.65 × 121.67 h = 452.08 CNY a month
 * assert.equal(monthlyCost(ownMonthlyLine(SEED_3090), hoursPerMonthOf(4)).toFixed(2), "452.08");
 * ```
 */
export function monthlyCost(line: MonthlyLine, hours: number): number {
  return line.fixed + line.perHour * hours;
}

/** One point of the monthly cost curves. */
export interface MonthlyPoint {
  /** The line's label. */
  label: string;
  /** Hours used in the month. */
  hours: number;
  /** The line's cost at those hours, CNY a month. */
  cost: number;
}

/**
 * Curves of every line at the given hours a month.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { SEED_3090 } from "./inputs.ts";
 * import { rentMonthlyLine, monthlyCurves } from "./monthly.ts";
 *
 * const autodl = {
 *   label: "On demand: AutoDL",
 *   kind: "on_demand",
 *   terms: { ...SEED_3090, rentPriceChangePerYear: 0, ingressCnyPerGb: 0, egressCnyPerGb: 0 },
 * } as const;
 * assert.deepEqual(monthlyCurves([rentMonthlyLine(SEED_3090, autodl)], [0, 100]), [
 *   { label: "On demand: AutoDL", hours: 0, cost: 0 },
 *   { label: "On demand: AutoDL", hours: 100, cost: 350 }, // 100 h × 3.5 CNY/h
 * ]);
 * ```
 */
export function monthlyCurves(
  lines: readonly MonthlyLine[],
  hours: readonly number[] = Array.from({ length: 74 }, (_, i) => i * 10),
): MonthlyPoint[] {
  return lines.flatMap((line) =>
    hours.map((h) => ({ label: line.label, hours: h, cost: monthlyCost(line, h) }))
  );
}

/** Where owning's line meets another between 0 and 730 hours a month, and on which side owning is cheaper. */
export interface Crossover {
  /** The owning line's label. */
  a: string;
  /** The renting line's label. */
  b: string;
  /** Hours a month at which the two cost the same. */
  hours: number;
  /** What each costs there, CNY a month. */
  cost: number;
  /** Owning is cheaper above these hours (against hourly renting) or below them (against a commitment). */
  ownCheaper: "above" | "below";
}

/**
 * The hours a month at which owning costs what each renting line costs, where that lies in
 * [0, 730].
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { SEED_3090 } from "./inputs.ts";
 * import { rentMonthlyLine, crossovers, ownMonthlyLine } from "./monthly.ts";
 *
 * const autodl = {
 *   label: "On demand: AutoDL",
 *   kind: "on_demand",
 *   terms: { ...SEED_3090, rentPriceChangePerYear: 0, ingressCnyPerGb: 0, egressCnyPerGb: 0 },
 * } as const;
 * const [c] = crossovers(ownMonthlyLine(SEED_3090), [rentMonthlyLine(SEED_3090, autodl)]);
 * // 373.00 / (3.5 − 0.65) = 130.88 h a month: the 4.30 h/day of B14 × 365 / 12
 * assert.equal(c!.hours.toFixed(2), "130.88");
 * assert.equal(c!.ownCheaper, "above");
 * ```
 */
export function crossovers(own: MonthlyLine, others: readonly MonthlyLine[]): Crossover[] {
  const out: Crossover[] = [];
  for (const o of others) {
    const slope = o.perHour - own.perHour;
    if (slope === 0) continue;
    const hours = (own.fixed - o.fixed) / slope;
    if (hours >= 0 && hours <= HOURS_PER_MONTH) {
      out.push({
        a: own.label,
        b: o.label,
        hours,
        cost: monthlyCost(own, hours),
        ownCheaper: slope > 0 ? "above" : "below",
      });
    }
  }
  return out;
}

/** The cheapest line at `hours` a month. */
export function cheapestAt(lines: readonly MonthlyLine[], hours: number): MonthlyLine {
  let best = lines[0]!;
  for (const l of lines) if (monthlyCost(l, hours) < monthlyCost(best, hours)) best = l;
  return best;
}
