/**
 * Global sensitivity of the workbook's answer: Sobol' indices ({@linkcode sobol} of `sobol.ts`)
 * of owning minus renting and of the break-even hours, over the ranges the tornado and the Monte
 * Carlo read (`ranges.csv`, else ±20 %), each input drawn from the Monte Carlo's triangular
 * distribution on its range and every point priced by the Monte Carlo's engine (`priceDraw()`).
 *
 * Where the tornado moves one input at a time, these say how much of the spread of the answer
 * each input causes over the whole space of inputs (S1), and with its interactions (ST − S1:
 * utilisation × price, when both move).
 *
 * @module
 */
import { KIND } from "./breakeven.ts";
import { hoursPerDayOf } from "./cost.ts";
import { type CostInputs, HOURS_PER_DAY, INPUT_INDEX, type InputName } from "./inputs.ts";
import { drawPricing, priceDraw, triangularMap } from "./montecarlo.ts";
import { hasRange, type InputRange } from "./sensitivity.ts";
import { evaluateSaltelliMany, saltelliSample, type SobolIndices, sobolIndices } from "./sobol.ts";

/** The rows of the Saltelli sample by default: 1,024, so the model runs 1,024 × (k + 2) times. */
export const SOBOL_ROWS = 1024;

/** Sobol' indices of the workbook's two answers over the inputs that have a range. */
export interface GlobalSensitivity {
  /** The inputs, in the order of the indices: those of the ranges that span more than a value. */
  names: InputName[];
  /** Indices of owning minus renting over the horizon (CNY). */
  ownMinusRent: SobolIndices;
  /**
   * Indices of the break-even hours a day, a point where owning never pays counted at 24 h/day
   * and one where it always pays at 0 (as the charts draw them at the day's edges).
   */
  breakEvenHours: SobolIndices;
  /** Shares of the model's runs where owning never and always pays: what the 24 and 0 stand for. */
  breakEvenEdges: { never: number; always: number };
  /** N, the rows of the sample: the model ran N × (k + 2) times. */
  n: number;
  /** The seed of the sample and of the bootstrap. */
  seed: number;
}

/** The workbook's two answers at a point, and how often the break-even stood at an edge. */
export interface AnswersAt {
  /** Writes owning minus renting (CNY) into out[0], the break-even (h/day, never 24, always 0) into out[1], at the inputs' values `x` (in the order of the ranges). */
  price(x: Float64Array, out: Float64Array): void;
  /** Shares of the points priced so far where owning never and always pays. */
  edges(): { never: number; always: number };
}

/**
 * The workbook's two answers at values of the inputs of `ranges`, the others at `inputs`,
 * priced by the Monte Carlo's engine (`priceDraw()`).
 */
export function answersAt(inputs: CostInputs, ranges: readonly InputRange[]): AnswersAt {
  const pricing = drawPricing(inputs, ranges);
  const { v, at, crossing } = pricing;
  let never = 0, always = 0, runs = 0;
  return {
    price(x, out) {
      for (let k = 0; k < at.length; k++) v[at[k]!] = x[k]!;
      out[0] = priceDraw(pricing);
      const kind = pricing.kind;
      runs++;
      if (kind === KIND.never) never++;
      if (kind === KIND.always) always++;
      out[1] = kind === KIND.never
        ? HOURS_PER_DAY
        : kind === KIND.always
        ? 0
        : hoursPerDayOf(crossing[0]!, v[INPUT_INDEX.horizonYears]!);
    },
    edges: () => ({ never: never / Math.max(1, runs), always: always / Math.max(1, runs) }),
  };
}

/**
 * Sobol' indices of owning minus renting and of the break-even hours over `ranges` around
 * `inputs` (an input whose range is one value is left out, as the tornado leaves it).
 *
 * @param inputs The scenario's inputs.
 * @param ranges The ranges of the inputs that vary (`scenario.ranges`).
 * @returns The indices of both answers, input by input, with 95 % bootstrap intervals.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { SEED_3090 } from "./inputs.ts";
 * import { globalSensitivity } from "./global_sensitivity.ts";
 *
 * // the cloud price from 2 to 5 CNY/h and the hours from 2 to 6 a day: own − rent is
 * // gap − (price − own per hour) × hours, so their product makes an interaction
 * const ranges = [
 *   { name: "rentCnyPerGpuHour" as const, low: 2, high: 5 },
 *   { name: "usedHoursPerDay" as const, low: 2, high: 6 },
 * ];
 * const r = globalSensitivity(SEED_3090, ranges, { n: 512 });
 * assert.deepEqual(r.names, ["rentCnyPerGpuHour", "usedHoursPerDay"]);
 * assert.ok(r.ownMinusRent.total[0]! > r.ownMinusRent.first[0]!); // ST − S1 > 0: they interact
 * ```
 */
export function globalSensitivity(
  inputs: CostInputs,
  ranges: readonly InputRange[],
  { n = SOBOL_ROWS, seed = 42, resamples = 100 }: {
    /** N, the rows of the Saltelli sample. @default {@linkcode SOBOL_ROWS} */
    n?: number;
    /** The seed of the sample's shift and of the bootstrap. @default 42 */
    seed?: number;
    /** Bootstrap resamples for the intervals. @default 100 */
    resamples?: number;
  } = {},
): GlobalSensitivity {
  const varied = ranges.filter(hasRange);
  const answers = answersAt(inputs, varied);
  const sample = saltelliSample(n, varied.length, { seed });
  const [diff, hours] = evaluateSaltelliMany(
    sample,
    2,
    answers.price,
    triangularMap(inputs, varied),
  );
  return {
    names: varied.map((r) => r.name),
    ownMinusRent: sobolIndices(diff!, { resamples, seed }),
    breakEvenHours: sobolIndices(hours!, { resamples, seed }),
    breakEvenEdges: answers.edges(),
    n,
    seed,
  };
}
