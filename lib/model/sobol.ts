/**
 * Global sensitivity by Sobol' indices: how much of the variance of a result each input causes
 * on its own (first order, S1) and with every interaction it takes part in (total, ST).
 *
 * The sample is Saltelli's: two N × k matrices A and B of points in [0, 1]^k, and for each input
 * i the matrix AB_i, which is A with column i taken from B; f is evaluated on N(k + 2) points.
 * A and B are the first and last k coordinates of a 2k-dimensional Sobol' sequence (Joe and Kuo's
 * direction numbers, `new-joe-kuo-6.21201`, dimensions 1 to {@linkcode SOBOL_MAX_DIMENSIONS})
 * with a seeded random digital shift (each coordinate's 32 bits XORed with one seeded word per
 * dimension): a quasi-random sample whose seed changes the points but not how evenly they lie.
 *
 * The estimators, with the outputs first centred on their mean (as SALib does; the first-order
 * estimator is biased for outputs far from zero) and V the variance of the outputs of A and B:
 *
 * - first order (Saltelli et al. 2010, table 2 (b)): S1_i = (1/N) Σ_j f(B)_j (f(AB_i)_j − f(A)_j) / V
 * - total (Jansen 1999; Saltelli et al. 2010, table 2 (f)): ST_i = (1/2N) Σ_j (f(A)_j − f(AB_i)_j)² / V
 *
 * Their confidence intervals come from a seeded bootstrap over the N rows (percentile interval).
 * References: A. Saltelli et al., "Variance based sensitivity analysis of model output", Computer
 * Physics Communications 181 (2010) 259–270; S. Joe and F. Y. Kuo, "Constructing Sobol sequences
 * with better two-dimensional projections", SIAM J. Sci. Comput. 30 (2008) 2635–2654.
 *
 * @module
 */
import { ArgumentError } from "./errors.ts";
import { seededStream } from "./random.ts";

/**
 * Joe–Kuo direction numbers for dimensions 2 to 100: `[s, a, m_1 … m_s]`, the degree of the
 * primitive polynomial, its inner coefficients as bits, and the initial direction numbers (read
 * from `new-joe-kuo-6.21201` as SciPy ships it, `scipy/stats/_sobol_direction_numbers.npz`).
 */
const JOE_KUO: readonly (readonly number[])[] = [
  [1, 0, 1],
  [2, 1, 1, 3],
  [3, 1, 1, 3, 1],
  [3, 2, 1, 1, 1],
  [4, 1, 1, 1, 3, 3],
  [4, 4, 1, 3, 5, 13],
  [5, 2, 1, 1, 5, 5, 17],
  [5, 4, 1, 1, 5, 5, 5],
  [5, 7, 1, 1, 7, 11, 19],
  [5, 11, 1, 1, 5, 1, 1],
  [5, 13, 1, 1, 1, 3, 11],
  [5, 14, 1, 3, 5, 5, 31],
  [6, 1, 1, 3, 3, 9, 7, 49],
  [6, 13, 1, 1, 1, 15, 21, 21],
  [6, 16, 1, 3, 1, 13, 27, 49],
  [6, 19, 1, 1, 1, 15, 7, 5],
  [6, 22, 1, 3, 1, 15, 13, 25],
  [6, 25, 1, 1, 5, 5, 19, 61],
  [7, 1, 1, 3, 7, 11, 23, 15, 103],
  [7, 4, 1, 3, 7, 13, 13, 15, 69],
  [7, 7, 1, 1, 3, 13, 7, 35, 63],
  [7, 8, 1, 3, 5, 9, 1, 25, 53],
  [7, 14, 1, 3, 1, 13, 9, 35, 107],
  [7, 19, 1, 3, 1, 5, 27, 61, 31],
  [7, 21, 1, 1, 5, 11, 19, 41, 61],
  [7, 28, 1, 3, 5, 3, 3, 13, 69],
  [7, 31, 1, 1, 7, 13, 1, 19, 1],
  [7, 32, 1, 3, 7, 5, 13, 19, 59],
  [7, 37, 1, 1, 3, 9, 25, 29, 41],
  [7, 41, 1, 3, 5, 13, 23, 1, 55],
  [7, 42, 1, 3, 7, 3, 13, 59, 17],
  [7, 50, 1, 3, 1, 3, 5, 53, 69],
  [7, 55, 1, 1, 5, 5, 23, 33, 13],
  [7, 56, 1, 1, 7, 7, 1, 61, 123],
  [7, 59, 1, 1, 7, 9, 13, 61, 49],
  [7, 62, 1, 3, 3, 5, 3, 55, 33],
  [8, 14, 1, 3, 1, 15, 31, 13, 49, 245],
  [8, 21, 1, 3, 5, 15, 31, 59, 63, 97],
  [8, 22, 1, 3, 1, 11, 11, 11, 77, 249],
  [8, 38, 1, 3, 1, 11, 27, 43, 71, 9],
  [8, 47, 1, 1, 7, 15, 21, 11, 81, 45],
  [8, 49, 1, 3, 7, 3, 25, 31, 65, 79],
  [8, 50, 1, 3, 1, 1, 19, 11, 3, 205],
  [8, 52, 1, 1, 5, 9, 19, 21, 29, 157],
  [8, 56, 1, 3, 7, 11, 1, 33, 89, 185],
  [8, 67, 1, 3, 3, 3, 15, 9, 79, 71],
  [8, 70, 1, 3, 7, 11, 15, 39, 119, 27],
  [8, 84, 1, 1, 3, 1, 11, 31, 97, 225],
  [8, 97, 1, 1, 1, 3, 23, 43, 57, 177],
  [8, 103, 1, 3, 7, 7, 17, 17, 37, 71],
  [8, 115, 1, 3, 1, 5, 27, 63, 123, 213],
  [8, 122, 1, 1, 3, 5, 11, 43, 53, 133],
  [9, 8, 1, 3, 5, 5, 29, 17, 47, 173, 479],
  [9, 13, 1, 3, 3, 11, 3, 1, 109, 9, 69],
  [9, 16, 1, 1, 1, 5, 17, 39, 23, 5, 343],
  [9, 22, 1, 3, 1, 5, 25, 15, 31, 103, 499],
  [9, 25, 1, 1, 1, 11, 11, 17, 63, 105, 183],
  [9, 44, 1, 1, 5, 11, 9, 29, 97, 231, 363],
  [9, 47, 1, 1, 5, 15, 19, 45, 41, 7, 383],
  [9, 52, 1, 3, 7, 7, 31, 19, 83, 137, 221],
  [9, 55, 1, 1, 1, 3, 23, 15, 111, 223, 83],
  [9, 59, 1, 1, 5, 13, 31, 15, 55, 25, 161],
  [9, 62, 1, 1, 3, 13, 25, 47, 39, 87, 257],
  [9, 67, 1, 1, 1, 11, 21, 53, 125, 249, 293],
  [9, 74, 1, 1, 7, 11, 11, 7, 57, 79, 323],
  [9, 81, 1, 1, 5, 5, 17, 13, 81, 3, 131],
  [9, 82, 1, 1, 7, 13, 23, 7, 65, 251, 475],
  [9, 87, 1, 3, 5, 1, 9, 43, 3, 149, 11],
  [9, 91, 1, 1, 3, 13, 31, 13, 13, 255, 487],
  [9, 94, 1, 3, 3, 1, 5, 63, 89, 91, 127],
  [9, 103, 1, 1, 3, 3, 1, 19, 123, 127, 237],
  [9, 104, 1, 1, 5, 7, 23, 31, 37, 243, 289],
  [9, 109, 1, 1, 5, 11, 17, 53, 117, 183, 491],
  [9, 122, 1, 1, 1, 5, 1, 13, 13, 209, 345],
  [9, 124, 1, 1, 3, 15, 1, 57, 115, 7, 33],
  [9, 137, 1, 3, 1, 11, 7, 43, 81, 207, 175],
  [9, 138, 1, 3, 1, 1, 15, 27, 63, 255, 49],
  [9, 143, 1, 3, 5, 3, 27, 61, 105, 171, 305],
  [9, 145, 1, 1, 5, 3, 1, 3, 57, 249, 149],
  [9, 152, 1, 1, 3, 5, 5, 57, 15, 13, 159],
  [9, 157, 1, 1, 1, 11, 7, 11, 105, 141, 225],
  [9, 167, 1, 3, 3, 5, 27, 59, 121, 101, 271],
  [9, 173, 1, 3, 5, 9, 11, 49, 51, 59, 115],
  [9, 176, 1, 1, 7, 1, 23, 45, 125, 71, 419],
  [9, 181, 1, 1, 3, 5, 23, 5, 105, 109, 75],
  [9, 182, 1, 1, 7, 15, 7, 11, 67, 121, 453],
  [9, 185, 1, 3, 7, 3, 9, 13, 31, 27, 449],
  [9, 191, 1, 3, 1, 15, 19, 39, 39, 89, 15],
  [9, 194, 1, 1, 1, 1, 1, 33, 73, 145, 379],
  [9, 199, 1, 3, 1, 15, 15, 43, 29, 13, 483],
  [9, 218, 1, 1, 7, 3, 19, 27, 85, 131, 431],
  [9, 220, 1, 3, 3, 3, 5, 35, 23, 195, 349],
  [9, 227, 1, 3, 3, 7, 9, 27, 39, 59, 297],
  [9, 229, 1, 1, 3, 9, 11, 17, 13, 241, 157],
  [9, 230, 1, 3, 7, 15, 25, 57, 33, 189, 213],
  [9, 234, 1, 1, 7, 1, 9, 55, 73, 83, 217],
  [9, 236, 1, 3, 3, 13, 19, 27, 23, 113, 249],
  [9, 241, 1, 3, 5, 3, 23, 43, 3, 253, 479],
  [9, 244, 1, 1, 5, 5, 11, 5, 45, 117, 217],
];

/** How many dimensions the Sobol' sequence has direction numbers for: 100 (50 inputs in a Saltelli sample). */
export const SOBOL_MAX_DIMENSIONS: number = JOE_KUO.length + 1;

const BITS = 32;

/** The 32 direction numbers of each dimension, row by row (dimension d at `d * 32`). */
function directionNumbers(dims: number): Uint32Array {
  const v = new Uint32Array(dims * BITS);
  for (let j = 0; j < BITS; j++) v[j] = (1 << (31 - j)) >>> 0; // dimension 1: van der Corput
  for (let d = 1; d < dims; d++) {
    const [s, a, ...m] = JOE_KUO[d - 1]!;
    const row = d * BITS;
    for (let j = 0; j < s!; j++) v[row + j] = (m[j]! << (31 - j)) >>> 0;
    for (let j = s!; j < BITS; j++) {
      let x = v[row + j - s!]! ^ (v[row + j - s!]! >>> s!);
      for (let q = 1; q < s!; q++) {
        if ((a! >>> (s! - 1 - q)) & 1) x ^= v[row + j - q]!;
      }
      v[row + j] = x >>> 0;
    }
  }
  return v;
}

/**
 * The first `n` points of the unscrambled Sobol' sequence in `dims` dimensions, row by row
 * (`out[i * dims + d]`), point 0 at the origin, by Antonov and Saleev's Gray-code order.
 *
 * @param n How many points (at most 2^32).
 * @param dims How many dimensions, 1 to {@linkcode SOBOL_MAX_DIMENSIONS}.
 * @returns The points, in [0, 1).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { sobolSequence } from "./sobol.ts";
 *
 * // the first four points in two dimensions, as SciPy's qmc.Sobol(2, scramble=False) gives them
 * assert.deepEqual(Array.from(sobolSequence(4, 2)), [0, 0, 0.5, 0.5, 0.75, 0.25, 0.25, 0.75]);
 * ```
 */
export function sobolSequence(n: number, dims: number): Float64Array {
  return sobolWords(n, dims, new Uint32Array(dims));
}

/** The sequence with each coordinate's bits XORed with `shift[d]` (a random digital shift). */
function sobolWords(n: number, dims: number, shift: Uint32Array): Float64Array {
  if (!(Number.isInteger(n) && n >= 1 && n <= 2 ** BITS)) {
    throw new ArgumentError("sobolSequence", "n", n, "integer in [1, 2^32]");
  }
  if (!(Number.isInteger(dims) && dims >= 1 && dims <= SOBOL_MAX_DIMENSIONS)) {
    throw new ArgumentError(
      "sobolSequence",
      "dims",
      dims,
      `integer in [1, ${SOBOL_MAX_DIMENSIONS}]`,
    );
  }
  const v = directionNumbers(dims);
  const x = new Uint32Array(dims);
  const out = new Float64Array(n * dims);
  for (let i = 0; i < n; i++) {
    if (i > 0) {
      // the rightmost zero bit of i − 1 picks the direction number that changes
      let c = 0, k = i - 1;
      while (k & 1) k >>>= 1, c++;
      for (let d = 0; d < dims; d++) x[d] = (x[d]! ^ v[d * BITS + c]!) >>> 0;
    }
    for (let d = 0; d < dims; d++) out[i * dims + d] = ((x[d]! ^ shift[d]!) >>> 0) / 2 ** BITS;
  }
  return out;
}

/** Saltelli's sample: A and B, N × k points in [0, 1)^k row by row (`a[j * k + i]`). */
export interface SaltelliSample {
  /** N, the rows of each matrix. */
  n: number;
  /** k, the inputs. */
  k: number;
  /** Matrix A. */
  a: Float64Array;
  /** Matrix B; AB_i is A with column i from B, built as it is evaluated. */
  b: Float64Array;
}

/**
 * Saltelli's sample of `n` rows for `k` inputs: A and B the two halves of the first `n` points of
 * a 2k-dimensional Sobol' sequence with a random digital shift drawn from `seed`.
 *
 * @param n N, the rows (a power of 2 keeps the sequence balanced).
 * @param k The inputs, 1 to {@linkcode SOBOL_MAX_DIMENSIONS} / 2.
 * @returns A and B.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { saltelliSample } from "./sobol.ts";
 *
 * const s = saltelliSample(8, 3, { seed: 1 });
 * assert.equal(s.a.length, 8 * 3);
 * assert.ok(s.b.every((u) => u >= 0 && u < 1));
 * ```
 */
export function saltelliSample(
  n: number,
  k: number,
  { seed = 42 }: {
    /** The seed of the digital shift. @default 42 */
    seed?: number;
  } = {},
): SaltelliSample {
  if (!(Number.isInteger(k) && k >= 1 && 2 * k <= SOBOL_MAX_DIMENSIONS)) {
    throw new ArgumentError(
      "saltelliSample",
      "k",
      k,
      `integer in [1, ${SOBOL_MAX_DIMENSIONS / 2}]`,
    );
  }
  const words = new Float64Array(2 * k);
  seededStream(seed).fill(words);
  const shift = Uint32Array.from(words, (u) => Math.floor(u * 2 ** BITS));
  const points = sobolWords(n, 2 * k, shift);
  const a = new Float64Array(n * k), b = new Float64Array(n * k);
  for (let j = 0; j < n; j++) {
    for (let i = 0; i < k; i++) {
      a[j * k + i] = points[j * 2 * k + i]!;
      b[j * k + i] = points[j * 2 * k + k + i]!;
    }
  }
  return { n, k, a, b };
}

/** A model's outputs on a Saltelli sample. */
export interface SaltelliOutputs {
  /** f on each row of A. */
  fA: Float64Array;
  /** f on each row of B. */
  fB: Float64Array;
  /** f on each row of AB_i, input by input (`fAB[i * N + j]`). */
  fAB: Float64Array;
}

/**
 * Evaluates `f` on A, B and each AB_i of a sample, the point first passed through `map` (from
 * [0, 1)^k to the inputs' values). `f` and `map` get the same buffers each call: read them, do
 * not keep them.
 */
export function evaluateSaltelli(
  sample: SaltelliSample,
  f: (x: Float64Array) => number,
  map: (u: Float64Array, x: Float64Array) => void = (u, x) => x.set(u),
): SaltelliOutputs {
  return evaluateSaltelliMany(sample, 1, (x, out) => {
    out[0] = f(x);
  }, map)[0]!;
}

/**
 * {@linkcode evaluateSaltelli} for a model with `count` outputs, each point evaluated once: `f`
 * writes its outputs into `out`. Returns one set of outputs per output.
 */
export function evaluateSaltelliMany(
  sample: SaltelliSample,
  count: number,
  f: (x: Float64Array, out: Float64Array) => void,
  map: (u: Float64Array, x: Float64Array) => void = (u, x) => x.set(u),
): SaltelliOutputs[] {
  const { n, k, a, b } = sample;
  const u = new Float64Array(k), x = new Float64Array(k), y = new Float64Array(count);
  const sets = Array.from({ length: count }, () => ({
    fA: new Float64Array(n),
    fB: new Float64Array(n),
    fAB: new Float64Array(n * k),
  }));
  const at = (row: Float64Array, into: "fA" | "fB" | "fAB", index: number) => {
    map(row, x);
    f(x, y);
    for (let o = 0; o < count; o++) sets[o]![into][index] = y[o]!;
  };
  for (let j = 0; j < n; j++) {
    at(a.subarray(j * k, j * k + k), "fA", j);
    at(b.subarray(j * k, j * k + k), "fB", j);
    for (let i = 0; i < k; i++) {
      u.set(a.subarray(j * k, j * k + k));
      u[i] = b[j * k + i]!;
      at(u, "fAB", i * n + j);
    }
  }
  return sets;
}

/** Sobol' indices of one output, input by input, with their bootstrap intervals. */
export interface SobolIndices {
  /** First-order indices S1: the share of the variance each input causes on its own. */
  first: number[];
  /** Total indices ST: its share with every interaction it takes part in. */
  total: number[];
  /** The confidence interval of each S1, [low, high]. */
  firstInterval: [number, number][];
  /** The confidence interval of each ST, [low, high]. */
  totalInterval: [number, number][];
  /** The variance of the output over A and B, in its unit squared (0: the output does not move, every index 0). */
  variance: number;
  /** N, the rows of the sample. */
  n: number;
}

/** S1 and ST of input i over the rows `rows` (all N when null), outputs centred on `mean`. */
function estimate(
  o: SaltelliOutputs,
  n: number,
  i: number,
  mean: number,
  rows: Int32Array | null,
): [number, number] {
  let sa = 0, saa = 0, first = 0, total = 0;
  const base = i * n;
  for (let r = 0; r < n; r++) {
    const j = rows ? rows[r]! : r;
    const fa = o.fA[j]! - mean, fb = o.fB[j]! - mean, fab = o.fAB[base + j]! - mean;
    sa += fa + fb;
    saa += fa * fa + fb * fb;
    first += fb * (fab - fa);
    total += (fa - fab) * (fa - fab);
  }
  const m = sa / (2 * n);
  const v = saa / (2 * n) - m * m;
  if (!(v > 0)) return [0, 0];
  return [first / n / v, total / (2 * n) / v];
}

/**
 * First-order and total Sobol' indices of a model's outputs on a Saltelli sample, with bootstrap
 * confidence intervals: `resamples` draws of N rows with replacement (seeded), the interval
 * between the (1 − confidence)/2 and (1 + confidence)/2 quantiles of the resampled indices.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { evaluateSaltelli, saltelliSample, sobolIndices } from "./sobol.ts";
 *
 * // f = x1 + 2 x2 on uniforms: variances 1/12 and 4/12, so S1 = ST = 1/5 and 4/5
 * const s = saltelliSample(1024, 2, { seed: 1 });
 * const r = sobolIndices(evaluateSaltelli(s, (x) => x[0]! + 2 * x[1]!));
 * assert.deepEqual(r.first.map((v) => v.toFixed(2)), ["0.20", "0.80"]);
 * assert.deepEqual(r.total.map((v) => v.toFixed(2)), ["0.20", "0.80"]);
 * ```
 */
export function sobolIndices(
  outputs: SaltelliOutputs,
  { resamples = 100, confidence = 0.95, seed = 42 }: {
    /** How many bootstrap resamples. @default 100 */
    resamples?: number;
    /** The intervals' confidence level, in (0, 1). @default 0.95 */
    confidence?: number;
    /** The seed of the resampling. @default 42 */
    seed?: number;
  } = {},
): SobolIndices {
  const n = outputs.fA.length;
  const k = outputs.fAB.length / n;
  if (!(n >= 2 && Number.isInteger(k) && k >= 1)) {
    throw new ArgumentError("sobolIndices", "outputs.fA.length", n, ">= 2");
  }
  if (!(confidence > 0 && confidence < 1)) {
    throw new ArgumentError("sobolIndices", "confidence", confidence, "in (0, 1)");
  }
  if (!(Number.isInteger(resamples) && resamples >= 2)) {
    throw new ArgumentError("sobolIndices", "resamples", resamples, "integer >= 2");
  }
  let sum = 0;
  for (const f of [outputs.fA, outputs.fB, outputs.fAB]) for (const y of f) sum += y;
  const mean = sum / (n * (k + 2));
  const point = Array.from({ length: k }, (_, i) => estimate(outputs, n, i, mean, null));
  // one set of resampled rows serves every input, as SALib's does
  const stream = seededStream(seed);
  const uniforms = new Float64Array(n);
  const rows = new Int32Array(n);
  const firsts = Array.from({ length: k }, () => new Float64Array(resamples));
  const totals = Array.from({ length: k }, () => new Float64Array(resamples));
  for (let r = 0; r < resamples; r++) {
    stream.fill(uniforms);
    for (let j = 0; j < n; j++) rows[j] = Math.floor(uniforms[j]! * n);
    for (let i = 0; i < k; i++) {
      const [s1, st] = estimate(outputs, n, i, mean, rows);
      firsts[i]![r] = s1;
      totals[i]![r] = st;
    }
  }
  const lo = (1 - confidence) / 2, hi = (1 + confidence) / 2;
  const interval = (draws: Float64Array): [number, number] => {
    const sorted = draws.slice().sort();
    return [quantile(sorted, lo), quantile(sorted, hi)];
  };
  const all = estimateVariance(outputs, mean);
  return {
    first: point.map((p) => p[0]),
    total: point.map((p) => p[1]),
    firstInterval: firsts.map(interval),
    totalInterval: totals.map(interval),
    variance: all,
    n,
  };
}

function estimateVariance(o: SaltelliOutputs, mean: number): number {
  let s = 0, ss = 0;
  const n = o.fA.length;
  for (let j = 0; j < n; j++) {
    const fa = o.fA[j]! - mean, fb = o.fB[j]! - mean;
    s += fa + fb;
    ss += fa * fa + fb * fb;
  }
  const m = s / (2 * n);
  return Math.max(0, ss / (2 * n) - m * m);
}

/** The q-quantile of sorted values, linear between neighbours. */
function quantile(sorted: Float64Array, q: number): number {
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos), hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

/**
 * Sobol' indices of `f` over `k` inputs in one call: Saltelli's sample of `n` rows, each point
 * mapped by `map` from [0, 1)^k to the inputs (the identity by default), the indices and their
 * intervals.
 *
 * @param f The model, of the k input values (a buffer it must not keep).
 * @param k How many inputs.
 * @returns The indices, input by input in the order of f's argument.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { sobol } from "./sobol.ts";
 *
 * // f = x1 · x2 on uniforms: S1 = 3/7 each (V = 7/144, V1 = 1/48); ST = 4/7 each
 * const r = sobol((x) => x[0]! * x[1]!, 2, { n: 4096 });
 * assert.deepEqual(r.first.map((v) => v.toFixed(2)), ["0.43", "0.43"]);
 * assert.deepEqual(r.total.map((v) => v.toFixed(2)), ["0.57", "0.57"]);
 * ```
 */
export function sobol(
  f: (x: Float64Array) => number,
  k: number,
  { n = 1024, seed = 42, resamples = 100, confidence = 0.95, map }: {
    /** N, the rows of the sample: f runs N(k + 2) times. @default 1024 */
    n?: number;
    /** The seed of the sample's shift and of the bootstrap. @default 42 */
    seed?: number;
    /** How many bootstrap resamples. @default 100 */
    resamples?: number;
    /** The intervals' confidence level. @default 0.95 */
    confidence?: number;
    /** From a point of [0, 1)^k to the input values f takes. @default the identity */
    map?: (u: Float64Array, x: Float64Array) => void;
  } = {},
): SobolIndices {
  const sample = saltelliSample(n, k, { seed });
  return sobolIndices(evaluateSaltelli(sample, f, map), { resamples, confidence, seed });
}
