// Sobol' indices of lib/model/sobol.ts: the Ishigami function's analytic indices, additive
// models' variance shares, and SALib's figures on the same functions (tests/reference/).
import assert from "node:assert/strict";
import fc from "fast-check";
import {
  evaluateSaltelli,
  saltelliSample,
  sobol,
  SOBOL_MAX_DIMENSIONS,
  sobolIndices,
  sobolSequence,
} from "../../lib/model/sobol.ts";
import { near } from "../helpers.ts";

const ISHIGAMI_A = 7, ISHIGAMI_B = 0.1;

/** Ishigami and Homma's function on [−π, π]^3. */
function ishigami(x: Float64Array): number {
  return Math.sin(x[0]!) + ISHIGAMI_A * Math.sin(x[1]!) ** 2 +
    ISHIGAMI_B * x[2]! ** 4 * Math.sin(x[0]!);
}

/** [0, 1)^3 to [−π, π]^3. */
function toPlusMinusPi(u: Float64Array, x: Float64Array): void {
  for (let i = 0; i < u.length; i++) x[i] = -Math.PI + 2 * Math.PI * u[i]!;
}

/**
 * The Ishigami function's analytic indices (Sobol' and Levitan 1999; Saltelli et al. 2008, 4.4):
 * V1 = (1 + b π⁴/5)²/2, V2 = a²/8, V13 = b² π⁸ (1/18 − 1/50) = 8 b² π⁸/225, V3 = V12 = V23 = 0,
 * V = a²/8 + b π⁴/5 + b² π⁸/18 + 1/2.
 */
function ishigamiIndices(a: number, b: number) {
  const pi4 = Math.PI ** 4, pi8 = Math.PI ** 8;
  const v1 = (1 + b * pi4 / 5) ** 2 / 2; // (1 + 0.1 × 97.409 / 5)² / 2 = 2.9482² / 2 = 4.3459
  const v2 = a ** 2 / 8; // 49 / 8 = 6.125
  const v13 = 8 * b ** 2 * pi8 / 225; // 8 × 0.01 × 9,488.5 / 225 = 3.3737
  const v = a ** 2 / 8 + b * pi4 / 5 + b ** 2 * pi8 / 18 + 0.5; // 6.125 + 1.9482 + 5.2714 + 0.5 = 13.8446
  return {
    first: [v1 / v, v2 / v, 0], // 0.3139, 0.4424, 0
    total: [(v1 + v13) / v, v2 / v, v13 / v], // 0.5576, 0.4424, 0.2437
    variance: v,
  };
}

Deno.test("ishigamiIndices() gives the figures the literature prints for a = 7, b = 0.1", () => {
  const actual = ishigamiIndices(ISHIGAMI_A, ISHIGAMI_B);
  assert.deepEqual(actual.first.map((s) => s.toFixed(4)), ["0.3139", "0.4424", "0.0000"]);
  assert.deepEqual(actual.total.map((s) => s.toFixed(4)), ["0.5576", "0.4424", "0.2437"]);
  near(actual.variance, 13.8446, 1e-4, "V");
});

Deno.test("sobol() finds the Ishigami function's indices within 0.02 at N = 2^14", () => {
  const expected = ishigamiIndices(ISHIGAMI_A, ISHIGAMI_B);
  const actual = sobol(ishigami, 3, { n: 2 ** 14, seed: 1, map: toPlusMinusPi });
  for (let i = 0; i < 3; i++) {
    near(actual.first[i]!, expected.first[i]!, 0.02, `S1 of x${i + 1}`);
    near(actual.total[i]!, expected.total[i]!, 0.02, `ST of x${i + 1}`);
    // the 95 % bootstrap interval holds its estimate and is narrow at this N
    const [lo, hi] = actual.totalInterval[i]!;
    assert.ok(lo <= actual.total[i]! && actual.total[i]! <= hi && hi - lo < 0.06, `ST${i + 1}`);
  }
  near(actual.variance, expected.variance, 0.2, "V"); // 13.84 ± 1.5 %
});

Deno.test("sobol() of a linear additive model gives S1 = ST = each term's share of the variance", () => {
  // f = 1·x1 + 2·x2 + 3·x3 on uniforms [0, 1): V_i = c_i² / 12, so the shares are c_i² / Σ c² =
  // 1/14, 4/14, 9/14 = 0.0714, 0.2857, 0.6429
  const c = [1, 2, 3];
  const shares = c.map((ci) => ci ** 2 / (1 + 4 + 9));
  const actual = sobol((x) => c[0]! * x[0]! + c[1]! * x[1]! + c[2]! * x[2]!, 3, { n: 4096 });
  for (let i = 0; i < 3; i++) {
    near(actual.first[i]!, shares[i]!, 0.01, `S1 of x${i + 1}`);
    near(actual.total[i]!, shares[i]!, 0.01, `ST of x${i + 1}`);
  }
  near(actual.variance, (1 + 4 + 9) / 12, 0.01, "V"); // 14 / 12 = 1.1667
});

Deno.test("sobol() on inputs mapped to their ranges: the shares follow each range's variance", () => {
  // f = x1 + x2, x1 uniform on [0, 2), x2 uniform on [10, 11): V = 4/12 + 1/12, shares 0.8 and 0.2
  const actual = sobol((x) => x[0]! + x[1]!, 2, {
    n: 2048,
    map: (u, x) => {
      x[0] = 2 * u[0]!;
      x[1] = 10 + u[1]!;
    },
  });
  near(actual.first[0]!, 0.8, 0.01, "S1 of x1");
  near(actual.total[1]!, 0.2, 0.01, "ST of x2");
});

Deno.test("sobolIndices() of a constant output is 0 for every input, its variance 0", () => {
  const s = saltelliSample(64, 2);
  const actual = sobolIndices(evaluateSaltelli(s, () => 5));
  assert.deepEqual(actual.first, [0, 0]);
  assert.deepEqual(actual.total, [0, 0]);
  assert.equal(actual.variance, 0);
});

Deno.test("saltelliSample() with the same seed gives the same points; another seed shifts them", () => {
  const a = saltelliSample(32, 3, { seed: 7 }), b = saltelliSample(32, 3, { seed: 7 });
  const c = saltelliSample(32, 3, { seed: 8 });
  assert.deepEqual(a, b);
  assert.notDeepEqual(a.a, c.a);
  // a digital shift keeps the net: each of 32 points still falls in its own 1/32 of each axis
  for (let i = 0; i < 3; i++) {
    const cells = new Set(Array.from({ length: 32 }, (_, j) => Math.floor(c.a[j * 3 + i]! * 32)));
    assert.equal(cells.size, 32, `column ${i}`);
  }
});

Deno.test("sobolSequence() and saltelliSample() refuse dimensions they have no direction numbers for", () => {
  assert.equal(SOBOL_MAX_DIMENSIONS, 100);
  assert.throws(() => sobolSequence(4, 101), RangeError);
  assert.throws(() => saltelliSample(4, 51), RangeError);
  assert.throws(() => sobolSequence(0, 2), RangeError);
});

Deno.test("sobol() of any additive model: the S1 sum to at most 1 within their intervals, and ST ≈ S1", () => {
  // g_i(x) = c_i · x^p_i: additive, so no interactions: Σ S1 = 1 and ST_i = S1_i (up to the
  // estimators' error, which the bootstrap intervals hold)
  const term = fc.record({
    c: fc.double({ min: -5, max: 5, noNaN: true }),
    p: fc.integer({ min: 1, max: 3 }),
  });
  fc.assert(
    fc.property(fc.array(term, { minLength: 1, maxLength: 5 }), fc.nat(1000), (terms, seed) => {
      fc.pre(terms.some((t) => Math.abs(t.c) > 0.1));
      const f = (x: Float64Array) => terms.reduce((s, t, i) => s + t.c * x[i]! ** t.p, 0);
      const r = sobol(f, terms.length, { n: 1024, seed, resamples: 50 });
      const sum = r.first.reduce((a, b) => a + b, 0);
      const above = r.firstInterval.reduce((s, [, hi], i) => s + hi - r.first[i]!, 0);
      assert.ok(sum <= 1 + above, `Σ S1 = ${sum} > 1 + ${above}`);
      for (let i = 0; i < terms.length; i++) {
        near(r.total[i]!, r.first[i]!, 0.05, `ST − S1 of ${i}`);
      }
    }),
    { numRuns: 25 },
  );
});

/** SALib's figures on the same functions: tests/reference/salib_sobol.py made them. */
const SALIB = JSON.parse(
  Deno.readTextFileSync(new URL("../reference/salib_sobol.json", import.meta.url)),
) as {
  sobol_sequence_40d: number[][];
  ishigami: { n: number; S1: number[]; S1_conf: number[]; ST: number[]; ST_conf: number[] };
};

Deno.test("sobolSequence() gives SciPy's unscrambled Sobol' points in 40 dimensions (the same Joe–Kuo numbers)", () => {
  const expected = SALIB.sobol_sequence_40d;
  const actual = sobolSequence(expected.length, 40);
  expected.forEach((point, i) =>
    assert.deepEqual(Array.from(actual.subarray(i * 40, i * 40 + 40)), point, `point ${i}`)
  );
});

Deno.test("sobol() of the Ishigami function lies within SALib's 95 % intervals at N = 2^14", () => {
  const { n, S1, S1_conf, ST, ST_conf } = SALIB.ishigami;
  const actual = sobol(ishigami, 3, { n, seed: 1, map: toPlusMinusPi });
  for (let i = 0; i < 3; i++) {
    near(actual.first[i]!, S1[i]!, S1_conf[i]!, `S1 of x${i + 1}`);
    near(actual.total[i]!, ST[i]!, ST_conf[i]!, `ST of x${i + 1}`);
  }
});
