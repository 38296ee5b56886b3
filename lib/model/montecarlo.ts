/**
 * Uncertainty: Monte Carlo over input ranges with a seeded random source. Each input is drawn
 * from a triangular distribution on its [low, high] range peaking at the scenario's value.
 *
 * @module
 */
import type { CostInputs } from "./inputs.ts";
import { seededStream, triangular } from "./random.ts";
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

/** The k-th smallest value of `a` (0-based), reordering `a` in place (Hoare's quickselect). */
export function select(a: Float64Array, k: number): number {
  let lo = 0, hi = a.length - 1;
  while (hi > lo) {
    const pivot = a[(lo + hi) >> 1]!;
    let i = lo, j = hi;
    while (i <= j) {
      while (a[i]! < pivot) i++;
      while (a[j]! > pivot) j--;
      if (i <= j) {
        const t = a[i]!;
        a[i] = a[j]!;
        a[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else break;
  }
  return a[k]!;
}

/** The q-quantile of `a` with linear interpolation, as {@linkcode quantileSorted} of the sorted values; reorders `a`. */
export function quantile(a: Float64Array, q: number): number {
  if (a.length === 0) return 0;
  const pos = (a.length - 1) * q;
  const lo = Math.floor(pos);
  const low = select(a, lo);
  if (pos === lo) return low;
  // the next order statistic is the smallest value above position lo
  let next = Infinity;
  for (let i = lo + 1; i < a.length; i++) if (a[i]! < next) next = a[i]!;
  return low + (next - low) * (pos - lo);
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
  const stream = seededStream(seed);
  const BLOCK = 4096;
  const uniforms = new Float64Array(BLOCK * Math.max(1, ranges.length));
  // The inputs as a flat vector, so the loop touches numbers, not object properties.
  const keys = Object.keys(inputs) as (keyof CostInputs)[];
  const base = Float64Array.from(keys, (k) => inputs[k]);
  const p = Float64Array.from(base);
  const at = (k: keyof CostInputs) => keys.indexOf(k);
  const sampled = Int32Array.from(ranges, (r) => at(r.name));
  const lows = Float64Array.from(ranges, (r) => r.low);
  const highs = Float64Array.from(ranges, (r) => r.high);
  const modes = Float64Array.from(ranges, (r) => Math.min(r.high, Math.max(r.low, inputs[r.name])));
  const [iG, iP, iH, iR, iRY, iM, iA, iI, iPue, iE, iC, iCloud, iSG, iSP, iSet, iHours, iY] = [
    at("gpuCount"),
    at("purchaseCny"),
    at("hostShareCny"),
    at("residualFraction"),
    at("residualYears"),
    at("maintenanceCnyPerYear"),
    at("activePowerKw"),
    at("idlePowerKw"),
    at("pue"),
    at("electricityCnyPerKwh"),
    at("costOfCapital"),
    at("cloudCnyPerGpuHour"),
    at("storageGb"),
    at("storageCnyPerGbHour"),
    at("setupHoursPerMonth"),
    at("hoursPerDay"),
    at("horizonYears"),
  ] as number[];
  const diff = new Float64Array(samples);
  const breakEven = new Float64Array(samples);
  let ownCheaper = 0;
  const n = sampled.length;
  let u = uniforms.length;
  for (let s = 0; s < samples; s++) {
    if (u + n > uniforms.length) {
      stream.fill(uniforms);
      u = 0;
    }
    for (let k = 0; k < n; k++) {
      p[sampled[k]!] = triangular(uniforms[u++]!, lows[k]!, modes[k]!, highs[k]!);
    }
    // the same straight lines as lineCoefficients(), on the vector
    const years = p[iY]! > 0 ? p[iY]! : 0;
    const purchase = p[iP]!, capital = purchase + p[iH]!, fraction = p[iR]!;
    const residual = years <= 0
      ? purchase
      : fraction <= 0
      ? 0
      : purchase * fraction ** (years / p[iRY]!);
    const energy = p[iPue]! * p[iE]!;
    const a = capital - residual + p[iI]! * 8760 * years * energy + p[iM]! * years +
      capital * ((1 + p[iC]!) ** years - 1);
    const b = (p[iA]! - p[iI]!) * energy * 365 * years;
    const c = p[iSG]! * p[iSP]! * 8760 * years + p[iSet]! * 12 * years * p[iG]! * p[iCloud]!;
    const d = p[iG]! * p[iCloud]! * 365 * years;
    const h = p[iHours]!;
    const value = a + b * h - (c + d * h);
    diff[s] = value;
    if (value < 0) ownCheaper++;
    const slope = d - b;
    const hours = slope <= 0 ? 24 : (a - c) / slope;
    breakEven[s] = hours <= 0 ? 0 : hours > 24 ? 24 : hours;
  }
  const q = (a: Float64Array): [number, number, number] => {
    const sorted = Float64Array.from(a).sort();
    return [
      quantileSorted(sorted, 0.05),
      quantileSorted(sorted, 0.5),
      quantileSorted(sorted, 0.95),
    ];
  };
  return {
    samples,
    seed,
    ownMinusCloud: diff,
    breakEvenHours: breakEven,
    probabilityOwnCheaper: samples > 0 ? ownCheaper / samples : 0,
    quantiles: { ownMinusCloud: q(diff), breakEvenHours: q(breakEven) },
  };
}
