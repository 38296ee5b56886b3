/**
 * How much each input moves a result: one-at-a-time (tornado, spider) and a grid over two inputs.
 * Sweeps run over plain numbers and typed arrays.
 *
 * @module
 */
import { costLines, LINE, tco, usedHours } from "./cost.ts";
import { OTHER_COST_NAMES, OTHER_COSTS } from "./cost_items.ts";
import { clampInput, type CostInputs, hoursPerMonthOf, type InputName } from "./inputs.ts";
import { ownMonthlyLine } from "./monthly.ts";
import { ArgumentError } from "./errors.ts";

/** Low and high values of an input. */
export interface InputRange {
  /** The input. */
  name: InputName;
  /** Its low value, in the input's unit. */
  low: number;
  /** Its high value, in the input's unit. */
  high: number;
  /** The range given did not hold the scenario's value and was widened to reach it. */
  widened?: boolean;
  /**
   * The range given was moved by a yearly price change the reader gave (a trend: `-p trend=`,
   * `cloud_price_change`), to peak at it.
   */
  moved?: boolean;
}

/** Spot's interruption inputs, varied too when the scenario's offering can be interrupted. */
export const SPOT_INPUTS: readonly InputName[] = [
  "rentInterruptionsPerHour",
  "checkpointWriteHours",
  "restartHours",
];

/** How far an input moves either way when the data gives it no range: ±20 % of its value. */
export const RANGE_SPREAD = 0.2;

/** How far a spider plot scales each input either way: ±50 % of its value. */
export const SPIDER_SPREAD = 0.5;

/** How many points a spider plot draws for each input, from −spread to +spread. */
export const SPIDER_STEPS = 11;

/**
 * The factors a spider plot scales an input by: `steps` evenly spaced from 1 − `spread` to
 * 1 + `spread`.
 *
 * @param spread How far either way, a fraction.
 * @param steps How many factors (2 or more).
 * @returns The factors, smallest first.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { spiderFactors } from "./sensitivity.ts";
 *
 * assert.deepEqual(spiderFactors(0.5, 5), [0.5, 0.75, 1, 1.25, 1.5]);
 * ```
 */
export function spiderFactors(spread: number, steps: number): number[] {
  return Array.from({ length: steps }, (_, i) => 1 - spread + (2 * spread * i) / (steps - 1));
}

/** Inputs varied by default, each ±{@linkcode RANGE_SPREAD} unless the data gives a range. */
export const SENSITIVE_INPUTS: readonly InputName[] = [
  "purchaseCny",
  "hostShareCny",
  "residualFraction",
  "maintenanceCnyPerYear",
  "activePowerKw",
  "pue",
  "electricityCnyPerKwh",
  "costOfCapital",
  "rentCnyPerGpuHour",
  "storageCnyPerGbHour",
  "usedHoursPerDay",
  "horizonYears",
];

/**
 * The inputs of the costs beside hardware and rent that count in `inputs` (0 where a blank
 * leaves them out), varied in the tornado and the Monte Carlo beside {@linkcode SENSITIVE_INPUTS}:
 * labour with its hours, site space, transfer prices with their GB, failures, the price change
 * (each other cost's `varied` in the registry, `cost_items.ts`).
 */
export function countedCostInputs(inputs: CostInputs): InputName[] {
  return OTHER_COST_NAMES.flatMap((c) => OTHER_COSTS[c].varied(inputs));
}

/**
 * Ranges for `names`: those given, else base ±`spread`. A given range that does not hold the
 * scenario's value is widened to reach it (and says so): a tornado bar then spans the base, and
 * the Monte Carlo's triangle peaks inside its range.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { SEED_3090 } from "./inputs.ts";
 * import { defaultRanges } from "./sensitivity.ts";
 *
 * const [purchase] = defaultRanges(SEED_3090, [], { names: ["purchaseCny"] });
 * assert.deepEqual(purchase, { name: "purchaseCny", low: 7_200, high: 10_800 }); // 9,000 ± 20 %
 * ```
 */
export function defaultRanges(
  inputs: CostInputs,
  given: readonly InputRange[] = [],
  { names = SENSITIVE_INPUTS, spread = RANGE_SPREAD } = {},
): InputRange[] {
  return names.map((name) => {
    const found = given.find((r) => r.name === name);
    if (found) {
      const base = inputs[name];
      const low = clampInput(name, Math.min(found.low, base));
      const high = clampInput(name, Math.max(found.high, base));
      // a value the range holds but for rounding (35 % read as 0.35000000000000003) is not widened
      const slack = 1e-9 * Math.max(Math.abs(found.low), Math.abs(found.high));
      const widened = base < found.low - slack || base > found.high + slack;
      const moved = found.moved ? { moved: true } : {};
      return widened ? { name, low, high, widened, ...moved } : { name, low, high, ...moved };
    }
    const base = inputs[name];
    // a negative base (a falling cloud price) has its lower value at base × (1 + spread)
    const a = clampInput(name, base * (1 - spread)), b = clampInput(name, base * (1 + spread));
    return { name, low: Math.min(a, b), high: Math.max(a, b) };
  });
}

/** A result the sensitivity functions can move. */
export type Metric = (inputs: CostInputs) => number;

/** Monthly cost of owning at the scenario's hours, CNY/month (a {@linkcode Metric}). */
export function ownMonthlyCost(inputs: CostInputs): number {
  const line = ownMonthlyLine(inputs);
  return line.fixed + line.perHour * hoursPerMonthOf(inputs.usedHoursPerDay);
}

/** Owning minus renting over the horizon, CNY (a {@linkcode Metric}); above 0: renting cheaper. */
export function ownMinusRent(inputs: CostInputs): number {
  return tco(inputs).ownMinusRent;
}

/** One bar of a tornado. */
export interface TornadoBar {
  /** The input moved. */
  name: InputName;
  /** The input's low value. */
  low: number;
  /** The input's high value. */
  high: number;
  /** The metric at the input's low and high values. */
  atLow: number;
  /** The metric at the input's high value. */
  atHigh: number;
  /** The metric at the scenario's values. */
  base: number;
  /** |atHigh − atLow|, the bar's length. */
  swing: number;
}

/**
 * Whether a range spans more than one value. An input at 0 without a range of its own has none
 * (±20 % of 0 is 0: the 8×H100 server's host share): it moves nothing, and a tornado leaves it
 * out rather than draw an empty row.
 */
export function hasRange(r: InputRange): boolean {
  return r.low !== r.high;
}

/** A result at the base, and at the low and the high end of one input's range. */
export interface AtEnds<T> {
  /** The input moved. */
  name: InputName;
  /** The input's low value. */
  low: number;
  /** The input's high value. */
  high: number;
  /** The result at the input's low value. */
  atLow: T;
  /** The result at the input's high value. */
  atHigh: T;
  /** The result at the scenario's own value. */
  base: T;
}

/**
 * `result` at each end of each range that spans more than a value, one input at a time, the
 * others at the scenario's values: what a tornado draws, whatever it measures.
 */
export function atRangeEnds<T>(
  inputs: CostInputs,
  result: (inputs: CostInputs) => T,
  ranges: readonly InputRange[],
): AtEnds<T>[] {
  const base = result(inputs);
  return ranges.filter(hasRange).map((r) => ({
    name: r.name,
    low: r.low,
    high: r.high,
    atLow: result({ ...inputs, [r.name]: r.low }),
    atHigh: result({ ...inputs, [r.name]: r.high }),
    base,
  }));
}

/**
 * One-at-a-time sensitivity: the metric at each input's low and high, largest swing first; an
 * input whose range is one value ({@linkcode hasRange}) is left out.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { SEED_3090 } from "./inputs.ts";
 * import { defaultRanges, ownMinusRent, tornado } from "./sensitivity.ts";
 *
 * const names = ["purchaseCny", "rentCnyPerGpuHour"] as const;
 * const bars = tornado(SEED_3090, ownMinusRent, defaultRanges(SEED_3090, [], { names }));
 * // the cloud price ±20 % moves owning minus renting most:
 * // 4,380 h × (4.2 − 2.8) CNY/h = 6,132 CNY
 * assert.equal(bars[0]!.name, "rentCnyPerGpuHour");
 * assert.equal(bars[0]!.swing.toFixed(0), "6132");
 * ```
 */
export function tornado(
  inputs: CostInputs,
  metric: Metric,
  ranges: readonly InputRange[],
): TornadoBar[] {
  return atRangeEnds(inputs, metric, ranges)
    .map((bar) => ({ ...bar, swing: Math.abs(bar.atHigh - bar.atLow) }))
    .sort((a, b) => b.swing - a.swing);
}

/** One point of a spider plot: the metric with one input at `factor` × its base value. */
export interface SpiderPoint {
  /** The input scaled. */
  name: InputName;
  /** The factor the input is scaled by. */
  factor: number;
  /** The metric there. */
  value: number;
}

/**
 * Spider plot: each input scaled from (1 − spread) to (1 + spread) of its base.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { SEED_3090 } from "./inputs.ts";
 * import { ownMinusRent, spider } from "./sensitivity.ts";
 *
 * const points = spider(SEED_3090, ownMinusRent, { names: ["rentCnyPerGpuHour"], steps: 3 });
 * // owning minus renting at 1.75, 3.5 and 5.25 CNY/h: renting cheaper, by 945 CNY, then dearer
 * const rounded = points.map((p) => [p.factor, Math.round(p.value)]);
 * assert.deepEqual(rounded, [[0.5, 8_610], [1, 945], [1.5, -6_720]]);
 * ```
 */
export function spider(
  inputs: CostInputs,
  metric: Metric,
  { names = SENSITIVE_INPUTS, spread = SPIDER_SPREAD, steps = SPIDER_STEPS } = {},
): SpiderPoint[] {
  const points: SpiderPoint[] = [];
  for (const name of names) {
    for (const factor of spiderFactors(spread, steps)) {
      const value = metric({ ...inputs, [name]: clampInput(name, inputs[name] * factor) });
      points.push({ name, factor, value });
    }
  }
  return points;
}

/** A grid of a metric over two inputs: `values[j * xs.length + i]` is the metric at (xs[i], ys[j]). */
export interface Grid {
  /** The input along x. */
  x: InputName;
  /** The input along y. */
  y: InputName;
  /** Its values along x. */
  xs: Float64Array;
  /** Its values along y. */
  ys: Float64Array;
  /** The metric at each cell, row by row (`values[j * xs.length + i]`). */
  values: Float64Array;
}

/** Evenly spaced values from `low` to `high`. */
export function linspace(low: number, high: number, n: number): Float64Array {
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) out[i] = n === 1 ? low : low + ((high - low) * i) / (n - 1);
  return out;
}

/**
 * Owning minus renting over the horizon on a grid of hours a day × cloud price: one set of
 * cost lines per price, then two multiplications per cell.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { SEED_3090 } from "./inputs.ts";
 * import { hoursPriceGrid } from "./sensitivity.ts";
 *
 * // owning minus renting at 4 and 8 h/day, against 2 and 3.5 CNY/h, row by row (prices)
 * const g = hoursPriceGrid(SEED_3090, Float64Array.of(4, 8), Float64Array.of(2, 3.5));
 * assert.deepEqual(Array.from(g.values, Math.round), [7_515, 1_602, 945, -11_538]);
 * ```
 */
export function hoursPriceGrid(
  inputs: CostInputs,
  hours: Float64Array,
  prices: Float64Array,
  { out }: {
    /** An array of hours × prices cells to fill, to reuse one across sweeps. @default a new one */
    out?: Float64Array;
  } = {},
): Grid {
  const values = out ?? new Float64Array(hours.length * prices.length);
  if (values.length !== hours.length * prices.length) {
    throw new ArgumentError(
      "hoursPriceGrid",
      "out.length",
      values.length,
      `${hours.length} × ${prices.length}`,
    );
  }
  const used = Float64Array.from(
    hours,
    (h) => usedHours({ usedHoursPerDay: h, horizonYears: inputs.horizonYears }),
  );
  const scratch: CostInputs = { ...inputs };
  const l = new Float64Array(4);
  for (let j = 0; j < prices.length; j++) {
    scratch.rentCnyPerGpuHour = prices[j]!;
    costLines(scratch, l);
    const gap = l[LINE.ownFixed]! - l[LINE.rentFixed]!;
    const slope = l[LINE.ownPerHour]! - l[LINE.rentPerHour]!;
    const row = j * hours.length;
    for (let i = 0; i < hours.length; i++) values[row + i] = gap + slope * used[i]!;
  }
  return { x: "usedHoursPerDay", y: "rentCnyPerGpuHour", xs: hours, ys: prices, values };
}

/**
 * A grid of any metric over any two inputs (one model evaluation per cell).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { SEED_3090 } from "./inputs.ts";
 * import { grid, ownMinusRent } from "./sensitivity.ts";
 *
 * const hours = Float64Array.of(4, 8), price = Float64Array.of(3.5);
 * const g = grid(SEED_3090, ownMinusRent, "usedHoursPerDay", hours, "rentCnyPerGpuHour", price);
 * // at 3.5 CNY/h renting is cheaper by 945 CNY at 4 h/day, dearer by 11,538 CNY at 8 h/day
 * assert.deepEqual(Array.from(g.values, Math.round), [945, -11_538]);
 * ```
 */
export function grid(
  inputs: CostInputs,
  metric: Metric,
  x: InputName,
  xs: Float64Array,
  y: InputName,
  ys: Float64Array,
): Grid {
  const values = new Float64Array(xs.length * ys.length);
  const scratch: CostInputs = { ...inputs };
  for (let j = 0; j < ys.length; j++) {
    scratch[y] = ys[j]!;
    for (let i = 0; i < xs.length; i++) {
      scratch[x] = xs[i]!;
      values[j * xs.length + i] = metric(scratch);
    }
  }
  return { x, y, xs, ys, values };
}
