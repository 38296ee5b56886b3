// A market's trend drawn for the Monte Carlo (lib/model/market_trend.ts): the offerings of one
// segment move together by the stated correlation, those of two segments apart, and each alone is
// drawn from its segment's triangular range.
import assert from "node:assert/strict";
import fc from "fast-check";
import { marketTrendDraws, normalCdf, TREND_CORRELATION } from "../../lib/model/market_trend.ts";
import { triangular } from "../../lib/model/random.ts";
import { near, PROPERTY_RUNS } from "../helpers.ts";
import { spearman } from "./spearman.ts";

/** Column i of draws of n offerings. */
const column = (x: Float64Array, n: number, i: number) =>
  Float64Array.from({ length: x.length / n }, (_, d) => x[d * n + i]!);

const H100 = { low: -0.295, mode: 0.4, high: 0.79 };
const SPOT = { low: -0.5, mode: -0.2, high: 0.1 };

Deno.test("normalCdf() is Φ to 1e-7 at the table's points", () => {
  // Φ(1) = 0.8413447461, Φ(−2) = 0.0227501319, Φ(3) = 0.9986501020 (Abramowitz & Stegun, table 26.1)
  near(normalCdf(1), 0.8413447461, 1e-7, "Φ(1)");
  near(normalCdf(-2), 0.0227501319, 1e-7, "Φ(−2)");
  near(normalCdf(3), 0.998650102, 1e-7, "Φ(3)");
  near(normalCdf(0), 0.5, 1e-7, "Φ(0)");
});

Deno.test("two offerings of one segment move together: their rank correlation is (6/π) asin(ρ/2)", () => {
  const n = 20_000;
  // offerings 0 and 1 of the H100 segment, 2 of the spot segment
  const x = marketTrendDraws([0, 0, 1], [H100, SPOT], { samples: n, seed: 7 });
  const a = column(x, 3, 0), b = column(x, 3, 1), c = column(x, 3, 2);
  // ρ = 0.8: (6/π) asin(0.4) = 0.7860; the standard error of Spearman's at n = 20,000 is about
  // (1 − 0.786²) / √n = 0.003, so 0.02 is over six of them
  const expected = 6 / Math.PI * Math.asin(TREND_CORRELATION / 2);
  near(expected, 0.786, 5e-4, "the stated rank correlation");
  near(spearman(a, b), expected, 0.02, "one segment");
  near(spearman(a, c), 0, 0.03, "two segments");
  near(spearman(b, c), 0, 0.03, "two segments");
});

Deno.test("alone, each offering is drawn from its segment's triangular range", () => {
  const n = 20_000;
  const x = marketTrendDraws([0, 0, 1], [H100, SPOT], { samples: n, seed: 11 });
  for (const [i, r] of [[0, H100], [1, H100], [2, SPOT]] as const) {
    const v = column(x, 3, i).sort();
    assert.ok(v[0]! >= r.low && v[n - 1]! <= r.high, `offering ${i} within its range`);
    // the mean of a triangle is (low + mode + high) / 3
    near(v.reduce((s, y) => s + y, 0) / n, (r.low + r.mode + r.high) / 3, 0.01, `mean ${i}`);
    // Kolmogorov–Smirnov: the sorted draws against the triangle's quantiles; at n = 20,000 the 1 %
    // critical distance is 1.63 / √n = 0.0115
    let ks = 0;
    for (let k = 0; k < n; k += 97) {
      const q = triangular((k + 0.5) / n, r.low, r.mode, r.high);
      const below = v.findLastIndex((y) => y <= q) + 1;
      ks = Math.max(ks, Math.abs(below / n - (k + 0.5) / n));
    }
    assert.ok(ks < 0.0115, `offering ${i}: KS distance ${ks}`);
  }
});

Deno.test("property: at ρ = 1 a segment's offerings take one change in every draw, at ρ = 0 none is tied", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 2 ** 31 - 1 }),
      fc.integer({ min: 2, max: 5 }),
      (seed, count) => {
        const segmentOf = Array.from({ length: count }, () => 0);
        const tied = marketTrendDraws(segmentOf, [H100], { samples: 50, seed, correlation: 1 });
        for (let d = 0; d < 50; d++) {
          for (let i = 1; i < count; i++) assert.equal(tied[d * count + i], tied[d * count]);
        }
        const free = marketTrendDraws(segmentOf, [H100], { samples: 50, seed, correlation: 0 });
        assert.ok(free.some((y, k) => y !== free[k - (k % count)]), "the offerings differ");
      },
    ),
    { numRuns: PROPERTY_RUNS },
  );
});

Deno.test("marketTrendDraws() refuses a segment index its ranges lack, and a correlation outside [0, 1]", () => {
  assert.throws(() => marketTrendDraws([0, 1], [H100]), /segmentOf\[1\]/);
  assert.throws(() => marketTrendDraws([0], [H100], { correlation: 1.2 }), /correlation/);
});
