/**
 * How the break-even moves with one input at a time, as break-even values ("never" and "always"
 * stay words, never a number of hours standing for them): the tornado and the spider of
 * {@linkcode breakEvenHours}.
 *
 * @module
 */
import { type BreakEven, breakEvenHours } from "./breakeven.ts";
import { clampInput, type CostInputs, type InputName } from "./inputs.ts";
import {
  atRangeEnds,
  type InputRange,
  SENSITIVE_INPUTS,
  SPIDER_SPREAD,
  SPIDER_STEPS,
  spiderFactors,
} from "./sensitivity.ts";

/** One bar of a break-even tornado: the break-even at the input's low and high values. */
export interface BreakEvenBar {
  /** The input moved. */
  name: InputName;
  /** Its low value. */
  low: number;
  /** Its high value. */
  high: number;
  /** The break-even at the low value. */
  atLow: BreakEven;
  /** The break-even at the high value. */
  atHigh: BreakEven;
  /** The break-even at the scenario's values. */
  base: BreakEven;
  /** The range changes the kind of answer (to "never" or "always", or the side owning wins on). */
  changesAnswer: boolean;
  /** Hours a day between the two ends where both are hours; 0 otherwise. */
  swingHours: number;
}

function sameKind(a: BreakEven, b: BreakEven): boolean {
  if (a.kind !== b.kind) return false;
  return a.kind !== "hours" || b.kind !== "hours" || a.ownCheaper === b.ownCheaper;
}

/**
 * One-at-a-time sensitivity of the break-even: the inputs whose range changes the answer first,
 * then by how many hours a day the break-even moves; an input whose range is one value is left out.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { breakEvenTornado } from "./breakeven_sensitivity.ts";
 * import { SEED_3090 } from "./inputs.ts";
 *
 * const bars = breakEvenTornado(SEED_3090, [{ name: "rentCnyPerGpuHour", low: 0.5, high: 5 }]);
 * assert.equal(bars[0]!.atLow.kind, "never"); // at 0.5 CNY/h, below 0.65 CNY/h of electricity
 * ```
 */
export function breakEvenTornado(
  inputs: CostInputs,
  ranges: readonly InputRange[],
): BreakEvenBar[] {
  const bars = atRangeEnds(inputs, breakEvenHours, ranges).map((bar) => {
    const { atLow, atHigh, base } = bar;
    const changesAnswer = !sameKind(atLow, base) || !sameKind(atHigh, base);
    const swingHours = atLow.kind === "hours" && atHigh.kind === "hours"
      ? Math.abs(atHigh.breakEvenHoursPerDay - atLow.breakEvenHoursPerDay)
      : 0;
    return { ...bar, changesAnswer, swingHours };
  });
  return bars.sort((a, b) =>
    Number(b.changesAnswer) - Number(a.changesAnswer) || b.swingHours - a.swingHours
  );
}

/** One point of a break-even spider: the break-even with one input at `factor` × its value. */
export interface BreakEvenSpiderPoint {
  /** The input scaled. */
  name: InputName;
  /** The factor it is scaled by. */
  factor: number;
  /** The break-even there. */
  breakEven: BreakEven;
}

/** The break-even as each input goes from (1 − spread) to (1 + spread) of its value. */
export function breakEvenSpider(
  inputs: CostInputs,
  { names = SENSITIVE_INPUTS, spread = SPIDER_SPREAD, steps = SPIDER_STEPS }: {
    names?: readonly InputName[];
    spread?: number;
    steps?: number;
  } = {},
): BreakEvenSpiderPoint[] {
  const points: BreakEvenSpiderPoint[] = [];
  for (const name of names) {
    for (const factor of spiderFactors(spread, steps)) {
      const moved = { ...inputs, [name]: clampInput(name, inputs[name] * factor) };
      points.push({ name, factor, breakEven: breakEvenHours(moved) });
    }
  }
  return points;
}

/** The break-even at one cloud price per GPU-hour, CNY. */
export interface BreakEvenAtPrice {
  /** The cloud price, CNY per GPU-hour. */
  price: number;
  /** The break-even at that price, the other inputs as given. */
  breakEven: BreakEven;
}

/**
 * The break-even at each cloud price of `prices` (CNY per GPU-hour), the other inputs as given:
 * the curve of notebook 03 and the line on its heatmap.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { breakEvenByPrice } from "./breakeven_sensitivity.ts";
 * import { SEED_3090 } from "./inputs.ts";
 *
 * // the document's case at 3.5 CNY/h pays above 4.30 h/day (B14); at 0.5 CNY/h renting costs
 * // less than the 0.65 CNY/h of electricity an owned hour burns (B5): owning never pays
 * const [cheap, document] = breakEvenByPrice(SEED_3090, [0.5, 3.5]);
 * assert.equal(cheap!.breakEven.kind, "never");
 * assert.equal(document!.breakEven.kind === "hours" && document!.breakEven.breakEvenHoursPerDay.toFixed(2), "4.30");
 * ```
 */
export function breakEvenByPrice(
  inputs: CostInputs,
  prices: Iterable<number>,
): BreakEvenAtPrice[] {
  return Array.from(
    prices,
    (price) => ({ price, breakEven: breakEvenHours({ ...inputs, rentCnyPerGpuHour: price }) }),
  );
}
