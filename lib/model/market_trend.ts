/**
 * A market's price trend drawn for the Monte Carlo: the offerings of one segment (`-p trend=`,
 * `lib/scenario/trends.ts`) move together. Each draw gives every segment a common market factor F
 * and each offering its own part ε, both standard normal; the offering's yearly change is its
 * segment's triangular range read at Φ(√ρ F + √(1 − ρ) ε) (a Gaussian copula with one factor).
 * Alone, each offering's change is drawn from its segment's range, as the Monte Carlo draws the
 * case's own offering's (`monteCarlo()`); together, two offerings of one segment have normal
 * scores correlated by ρ, a rank correlation of (6/π) asin(ρ/2); offerings of two segments move
 * independently.
 *
 * @module
 */
import { ArgumentError } from "./errors.ts";
import { seededStream, triangular } from "./random.ts";

/**
 * ρ, the correlation of the normal scores of two offerings' yearly price changes in one segment
 * (a rank correlation of 0.79). An assumption, not a measurement: H100 prices rose together in
 * 2025–2026 (Lambda's on demand +39 % a year, one-year contracts 1.70 → 2.35 USD) while AWS cut
 * its p5 by about 44 % in June 2025 (`../shared/research/anchors-3.md`, `anchors-4.md`), so the
 * offerings of a segment follow the market mostly, not wholly.
 */
export const TREND_CORRELATION = 0.8;

/** A segment's yearly price change: its range and the value it peaks at (the trend given). */
export interface TrendRange {
  /** The least yearly change drawn, a fraction. */
  low: number;
  /** The most likely: the segment's trend. */
  mode: number;
  /** The most drawn. */
  high: number;
}

/**
 * The yearly price changes of `segmentOf.length` offerings in `samples` draws, offering i in
 * segment `segmentOf[i]` (an index of `ranges`): value `[d × n + i]` for draw d, n offerings. See
 * the module for how the offerings of a segment are tied.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { marketTrendDraws } from "./market_trend.ts";
 *
 * // two offerings of one segment, fully tied: the same change in every draw
 * const range = { low: -0.3, mode: 0.4, high: 0.8 };
 * const x = marketTrendDraws([0, 0], [range], { samples: 100, seed: 1, correlation: 1 });
 * for (let d = 0; d < 100; d++) assert.equal(x[2 * d], x[2 * d + 1]);
 * ```
 */
export function marketTrendDraws(
  segmentOf: ArrayLike<number>,
  ranges: readonly TrendRange[],
  { samples = 10_000, seed = 42, correlation = TREND_CORRELATION } = {},
): Float64Array {
  if (!(Number.isInteger(samples) && samples >= 1)) {
    throw new ArgumentError("marketTrendDraws", "samples", samples, "integer >= 1");
  }
  if (!(correlation >= 0 && correlation <= 1)) {
    throw new ArgumentError("marketTrendDraws", "correlation", correlation, "from 0 to 1");
  }
  const n = segmentOf.length, k = ranges.length;
  for (let i = 0; i < n; i++) {
    const s = segmentOf[i]!;
    if (!(Number.isInteger(s) && s >= 0 && s < k)) {
      throw new ArgumentError("marketTrendDraws", `segmentOf[${i}]`, s, `integer in [0, ${k})`);
    }
  }
  const shared = Math.sqrt(correlation), own = Math.sqrt(1 - correlation);
  const normals = normalStream(seed);
  const factor = new Float64Array(k), eps = new Float64Array(n);
  const out = new Float64Array(samples * n);
  for (let d = 0; d < samples; d++) {
    normals(factor);
    normals(eps);
    for (let i = 0; i < n; i++) {
      const r = ranges[segmentOf[i]!]!;
      const u = normalCdf(shared * factor[segmentOf[i]!]! + own * eps[i]!);
      out[d * n + i] = triangular(u, r.low, r.mode, r.high);
    }
  }
  return out;
}

/** A seeded source of standard normals (Box–Muller on the sfc32 stream) that fills arrays. */
function normalStream(seed: number): (out: Float64Array) => void {
  const uniforms = seededStream(seed);
  const pair = new Float64Array(2);
  return (out) => {
    for (let i = 0; i < out.length; i += 2) {
      uniforms.fill(pair);
      const radius = Math.sqrt(-2 * Math.log(1 - pair[0]!)), angle = 2 * Math.PI * pair[1]!;
      out[i] = radius * Math.cos(angle);
      if (i + 1 < out.length) out[i + 1] = radius * Math.sin(angle);
    }
  };
}

/**
 * Φ(z), the standard normal distribution function: erfc(−z/√2) / 2 with the Chebyshev fit `erfcc`
 * of Numerical Recipes in C (Press et al. 1992, §6.2), a fractional error below 1.2 × 10⁻⁷
 * everywhere.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { normalCdf } from "./market_trend.ts";
 *
 * assert.equal(normalCdf(0).toFixed(7), "0.5000000");
 * assert.equal(normalCdf(1.959964).toFixed(4), "0.9750"); // the 97.5 % point
 * ```
 */
export function normalCdf(z: number): number {
  const x = -z / Math.SQRT2;
  const t = 1 / (1 + 0.5 * Math.abs(x));
  const erfc = t * Math.exp(
    -x * x - 1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418 +
                  t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 +
                                  t * (-0.82215223 + t * 0.17087277)))))))),
  );
  return (x >= 0 ? erfc : 2 - erfc) / 2;
}
