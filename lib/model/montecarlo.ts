/**
 * Uncertainty: Monte Carlo over input ranges with a seeded random source. Each input is drawn
 * from a triangular distribution on its [low, high] range peaking at the scenario's value.
 *
 * @module
 */
import type { CostInputs } from "./inputs.ts";
import { lineCoefficients } from "./linear.ts";
import { seededRandom, triangular } from "./random.ts";
import type { InputRange } from "./sensitivity.ts";

export interface MonteCarloResult {
  samples: number;
  seed: number;
  /** Owning minus renting over the horizon for each sample, CNY (above 0: renting is cheaper). */
  ownMinusCloud: Float64Array;
  /** Break-even hours a day for each sample; 24 stands for "never", 0 for "always". */
  breakEvenHours: Float64Array;
  /** Share of samples where owning is cheaper. */
  probabilityOwnCheaper: number;
  /** Quantiles of ownMinusCloud and breakEvenHours at 5 %, 50 % and 95 %. */
  quantiles: { ownMinusCloud: [number, number, number]; breakEvenHours: [number, number, number] };
}

/** The q-quantile of a sorted array (linear interpolation). */
export function quantileSorted(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return 0;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos), hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

/**
 * Runs `samples` draws of the inputs in `ranges` (others stay at their base values).
 *
 * @example
 * ```ts
 * const r = monteCarlo(SEED_3090, defaultRanges(SEED_3090), { samples: 10_000, seed: 1 });
 * r.probabilityOwnCheaper; // a fraction; the same seed gives the same value
 * ```
 */
export function monteCarlo(
  inputs: CostInputs,
  ranges: readonly InputRange[],
  { samples = 100_000, seed = 42 } = {},
): MonteCarloResult {
  const random = seededRandom(seed);
  const scratch: CostInputs = { ...inputs };
  const coefficients = new Float64Array(4);
  const diff = new Float64Array(samples);
  const breakEven = new Float64Array(samples);
  let ownCheaper = 0;
  for (let s = 0; s < samples; s++) {
    for (const r of ranges) scratch[r.name] = triangular(random(), r.low, inputs[r.name], r.high);
    lineCoefficients(scratch, coefficients);
    const a = coefficients[0]!, b = coefficients[1]!, c = coefficients[2]!, d = coefficients[3]!;
    const h = scratch.hoursPerDay;
    const value = a + b * h - (c + d * h);
    diff[s] = value;
    if (value < 0) ownCheaper++;
    const slope = d - b;
    const hours = slope <= 0 ? 24 : (a - c) / slope;
    breakEven[s] = hours <= 0 ? 0 : hours > 24 ? 24 : hours;
  }
  const sortedDiff = Float64Array.from(diff).sort();
  const sortedBe = Float64Array.from(breakEven).sort();
  const q = (
    a: Float64Array,
  ): [number, number, number] => [
    quantileSorted(a, 0.05),
    quantileSorted(a, 0.5),
    quantileSorted(a, 0.95),
  ];
  return {
    samples,
    seed,
    ownMinusCloud: diff,
    breakEvenHours: breakEven,
    probabilityOwnCheaper: samples > 0 ? ownCheaper / samples : 0,
    quantiles: { ownMinusCloud: q(sortedDiff), breakEvenHours: q(sortedBe) },
  };
}
