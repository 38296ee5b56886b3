/**
 * Uncertainty: Monte Carlo over input ranges with a seeded random source. Each input is drawn
 * from a triangular distribution on its [low, high] range peaking at the scenario's value, and
 * each draw is priced by the cost items of `cost.ts` (on an input vector, so the loop stays on
 * typed arrays).
 *
 * @module
 */
import { classifyCrossing, KIND, type KindCode } from "./breakeven.ts";
import {
  costItemsOfVector,
  hoursPerDayOf,
  inputVector,
  ITEM_COUNT,
  LINE,
  linesFromItems,
  usedHoursOf,
} from "./cost.ts";
import { type CostInputs, INPUT_INDEX } from "./inputs.ts";
import { seededStream } from "./random.ts";
import type { InputRange } from "./sensitivity.ts";
import { ArgumentError } from "./errors.ts";

/** The draws of a Monte Carlo run over the input ranges, and what they add up to. */
export interface MonteCarloResult {
  /** How many draws. */
  samples: number;
  /** The seed of the draws: the same seed gives the same result. */
  seed: number;
  /** Owning minus renting over the horizon for each draw, CNY (above 0: renting is cheaper). */
  ownMinusRent: Float64Array;
  /** Break-even hours a day of the draws whose kind is `above` or `below`, in no particular order; see `breakEvenKinds`. */
  breakEvenHours: Float64Array;
  /** The kind of each draw's break-even: `KIND.above`, `KIND.below`, `KIND.always` or `KIND.never`. */
  breakEvenKinds: Uint8Array;
  /** Share of draws where owning is cheaper. */
  probabilityOwnCheaper: number;
  /** Share of draws by break-even kind. */
  breakEvenShares: { above: number; below: number; always: number; never: number };
  /** Quantiles at 5 %, 50 % and 95 %: of ownMinusRent over all draws, of the break-even hours over the draws that have one (`null` when none has). */
  quantiles: {
    ownMinusRent: [number, number, number];
    breakEvenHours: [number, number, number] | null;
  };
}

/** The q-quantile of a sorted array (linear interpolation); the array must not be empty. */
export function quantileSorted(sorted: ArrayLike<number>, q: number): number {
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos), hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

/** Moves the k-th smallest value of `a[lo..hi]` to position k, smaller ones before it, larger after (Hoare's selection). */
function selectInPlace(a: Float64Array, k: number, lo: number, hi: number): void {
  while (hi > lo) {
    const pivot = a[(lo + hi) >> 1]!;
    let i = lo, j = hi;
    while (i <= j) {
      while (a[i]! < pivot) i++;
      while (a[j]! > pivot) j--;
      if (i <= j) {
        const t = a[i]!;
        a[i++] = a[j]!;
        a[j--] = t;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return;
  }
}

/**
 * The 5 %, 50 % and 95 % quantiles of `values` as {@linkcode quantileSorted} gives them on the
 * sorted values, by selection in linear time (a million draws sort in about 100 ms, select in
 * a tenth of that). With `inPlace`, `values` is reordered instead of copied.
 */
export function quantiles(
  values: Float64Array,
  { inPlace = false } = {},
): [number, number, number] {
  const a = inPlace ? values : values.slice();
  const n = a.length;
  // the median first, then each tail quantile within its half
  const at = (q: number, lo: number, hi: number): number => {
    const pos = (n - 1) * q;
    const k = Math.floor(pos);
    selectInPlace(a, k, lo, hi);
    if (pos === k) return a[k]!;
    // a[k+1..hi] hold values at least a[k] and, below hi, at most those after hi
    let next = Infinity;
    for (let i = k + 1; i <= hi; i++) if (a[i]! < next) next = a[i]!;
    return a[k]! + (next - a[k]!) * (pos - k);
  };
  const k50 = Math.floor((n - 1) * 0.5);
  const q50 = at(0.5, 0, n - 1);
  const q05 = at(0.05, 0, k50);
  const q95 = at(0.95, k50, n - 1);
  return [q05, q50, q95];
}

const BLOCK = 4096;

/** Per input of a range: low, high, and the constants of the triangular inverse CDF. */
interface TriangularConstants {
  lows: Float64Array;
  highs: Float64Array;
  /** (mode − low) / (high − low): below it a uniform falls on the rising side. */
  cuts: Float64Array;
  /** (high − low)(mode − low) and (high − low)(high − mode). */
  lefts: Float64Array;
  rights: Float64Array;
}

function triangularConstants(
  inputs: CostInputs,
  ranges: readonly InputRange[],
): TriangularConstants {
  const lows = Float64Array.from(ranges, (r) => r.low);
  const highs = Float64Array.from(ranges, (r) => Math.max(r.low, r.high));
  const modes = Float64Array.from(
    ranges,
    (r, k) => Math.min(highs[k]!, Math.max(r.low, inputs[r.name])),
  );
  const widths = Float64Array.from(ranges, (_, k) => highs[k]! - lows[k]!);
  return {
    lows,
    highs,
    cuts: Float64Array.from(
      ranges,
      (_, k) => widths[k]! > 0 ? (modes[k]! - lows[k]!) / widths[k]! : 1,
    ),
    lefts: Float64Array.from(ranges, (_, k) => widths[k]! * (modes[k]! - lows[k]!)),
    rights: Float64Array.from(ranges, (_, k) => widths[k]! * (highs[k]! - modes[k]!)),
  };
}

/** Input k's value at uniform u: `triangular()` of random.ts with its constants worked out once. */
function triangularAt(t: TriangularConstants, k: number, u: number): number {
  return u < t.cuts[k]!
    ? t.lows[k]! + Math.sqrt(u * t.lefts[k]!)
    : t.highs[k]! - Math.sqrt((1 - u) * t.rights[k]!);
}

/**
 * Turns a block of uniforms into triangular draws, input by input (column k of both holds input
 * k's values).
 */
function drawBlock(
  uniforms: Float64Array,
  size: number,
  t: TriangularConstants,
  draws: Float64Array,
): void {
  const n = t.lows.length;
  for (let k = 0; k < n; k++) {
    const col = k * BLOCK;
    for (let i = 0; i < size; i++) draws[col + i] = triangularAt(t, k, uniforms[col + i]!);
  }
}

/**
 * The inputs of `ranges` at a point u of [0, 1)^k, written into `x`: each input the triangular
 * draw of the Monte Carlo at uniform u[k] (on its range, peaking at the scenario's value), so a
 * sample of the unit cube (a Sobol' sample) is priced on the Monte Carlo's distributions.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { SEED_3090 } from "./inputs.ts";
 * import { triangularMap } from "./montecarlo.ts";
 *
 * // the cloud price from 2 to 5 CNY/h, peaking at the case's 3.5: u = 0.5 is the mode
 * const map = triangularMap(SEED_3090, [{ name: "rentCnyPerGpuHour", low: 2, high: 5 }]);
 * const x = new Float64Array(1);
 * map(Float64Array.of(0.5), x);
 * assert.equal(x[0], 3.5);
 * ```
 */
export function triangularMap(
  inputs: CostInputs,
  ranges: readonly InputRange[],
): (u: Float64Array, x: Float64Array) => void {
  const t = triangularConstants(inputs, ranges);
  return (u, x) => {
    for (let k = 0; k < ranges.length; k++) x[k] = triangularAt(t, k, u[k]!);
  };
}

/** What pricing one draw needs: the input vector, where each varied input sits in it, scratch. */
export interface DrawPricing {
  /** The scenario's input vector (`inputVector()`), the varied inputs overwritten per draw. */
  v: Float64Array;
  /** Where each input of the ranges sits in `v`. */
  at: Int32Array;
  /** Whether the rent is billed on a commitment. */
  committed: boolean;
  /** Scratch: the cost items of a draw. */
  items: Float64Array;
  /** Scratch: the draw's four cost lines (`LINE`). */
  lines: Float64Array;
  /** The draw's crossing, in machine-hours over the horizon, when it has one. */
  crossing: Float64Array;
  /** The last draw's break-even kind (`KIND`), set by {@linkcode priceDraw}. */
  kind: KindCode;
}

/** The pricing of draws of `ranges` around `inputs`. */
export function drawPricing(inputs: CostInputs, ranges: readonly InputRange[]): DrawPricing {
  return {
    v: inputVector(inputs),
    at: Int32Array.from(ranges, (r) => INPUT_INDEX[r.name]),
    committed: inputs.rentBilling === "committed",
    items: new Float64Array(ITEM_COUNT),
    lines: new Float64Array(4),
    crossing: new Float64Array(1),
    kind: KIND.never,
  };
}

/**
 * Prices the draw in `p.v` with the cost items of `cost.ts`: returns owning minus renting over
 * the horizon, CNY, and sets `p.kind` to the break-even's kind (`KIND`), whose hours a day, for
 * `above` and `below`, are `hoursPerDayOf(p.crossing[0], years)` (no object made per draw).
 */
export function priceDraw(p: DrawPricing): number {
  const { v, committed, items, lines, crossing } = p;
  linesFromItems(costItemsOfVector(v, committed, items), lines);
  const years = v[INPUT_INDEX.horizonYears]!;
  const used = usedHoursOf(v[INPUT_INDEX.usedHoursPerDay]!, years);
  const ownMinusRent = lines[LINE.ownFixed]! + lines[LINE.ownPerHour]! * used -
    (lines[LINE.rentFixed]! + lines[LINE.rentPerHour]! * used);
  p.kind = classifyCrossing(lines, usedHoursOf(24, years), crossing);
  return ownMinusRent;
}

/** What the draws produce; `counts` holds the break-even kinds, then [OWN_CHEAPER] and [WITH_HOURS]. */
interface Outcomes {
  diff: Float64Array;
  hours: Float64Array;
  kinds: Uint8Array;
  counts: Int32Array;
}
const OWN_CHEAPER = 4, WITH_HOURS = 5;

/** Prices each draw of a block with {@linkcode priceDraw}. */
function priceBlock(
  draws: Float64Array,
  start: number,
  size: number,
  p: DrawPricing,
  out: Outcomes,
): void {
  const { v, at, crossing } = p;
  const n = at.length;
  const { diff, hours, kinds, counts } = out;
  for (let i = 0; i < size; i++) {
    for (let k = 0; k < n; k++) v[at[k]!] = draws[k * BLOCK + i]!;
    const value = priceDraw(p), kind = p.kind;
    const s = start + i;
    diff[s] = value;
    if (value < 0) counts[OWN_CHEAPER]!++;
    kinds[s] = kind;
    counts[kind]!++;
    if (kind === KIND.above || kind === KIND.below) {
      hours[counts[WITH_HOURS]!++] = hoursPerDayOf(crossing[0]!, v[INPUT_INDEX.horizonYears]!);
    }
  }
}

/**
 * Runs `samples` draws of the inputs in `ranges` (the others stay at their base values).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { SEED_3090 } from "./inputs.ts";
 * import { monteCarlo } from "./montecarlo.ts";
 * import { defaultRanges } from "./sensitivity.ts";
 *
 * // Every input ±20 % around the document's case, 2,000 draws
 * const r = monteCarlo(SEED_3090, defaultRanges(SEED_3090), { samples: 2_000, seed: 1 });
 * assert.equal(r.probabilityOwnCheaper, 0.2785); // the same seed gives the same draws
 * assert.equal(r.quantiles.breakEvenHours?.[1].toFixed(2), "4.38"); // median break-even, h/day
 * ```
 */
export function monteCarlo(
  inputs: CostInputs,
  ranges: readonly InputRange[],
  { samples = 100_000, seed = 42 } = {},
): MonteCarloResult {
  if (!(Number.isInteger(samples) && samples >= 1)) {
    throw new ArgumentError("monteCarlo", "samples", samples, "integer >= 1");
  }
  const n = ranges.length;
  const stream = seededStream(seed);
  const uniforms = new Float64Array(BLOCK * Math.max(1, n));
  const draws = new Float64Array(BLOCK * Math.max(1, n));
  const tri = triangularConstants(inputs, ranges);
  const out: Outcomes = {
    diff: new Float64Array(samples),
    hours: new Float64Array(samples),
    kinds: new Uint8Array(samples),
    counts: new Int32Array(6),
  };
  const pricing = drawPricing(inputs, ranges);
  for (let start = 0; start < samples; start += BLOCK) {
    const size = Math.min(BLOCK, samples - start);
    stream.fill(uniforms);
    drawBlock(uniforms, size, tri, draws);
    priceBlock(draws, start, size, pricing, out);
  }
  const { diff, hours, kinds, counts } = out;
  const ownCheaper = counts[OWN_CHEAPER]!, withHours = counts[WITH_HOURS]!;
  const share = (c: number) => c / samples;
  return {
    samples,
    seed,
    ownMinusRent: diff,
    breakEvenHours: hours.subarray(0, withHours),
    breakEvenKinds: kinds,
    probabilityOwnCheaper: share(ownCheaper),
    breakEvenShares: {
      above: share(counts[KIND.above]!),
      below: share(counts[KIND.below]!),
      always: share(counts[KIND.always]!),
      never: share(counts[KIND.never]!),
    },
    quantiles: {
      ownMinusRent: quantiles(diff),
      breakEvenHours: withHours > 0
        ? quantiles(hours.subarray(0, withHours), { inPlace: true })
        : null,
    },
  };
}
