// Spearman's rank correlation, for the tests of correlated draws (lib/model/market_trend.ts).

/** Spearman's rank correlation of two columns without ties. */
export function spearman(a: Float64Array, b: Float64Array): number {
  const rank = (v: Float64Array) => {
    const order = Array.from(v.keys()).sort((i, j) => v[i]! - v[j]!);
    const r = new Float64Array(v.length);
    order.forEach((i, k) => r[i] = k);
    return r;
  };
  const ra = rank(a), rb = rank(b), n = a.length;
  const mean = (n - 1) / 2;
  let sab = 0, saa = 0, sbb = 0;
  for (let i = 0; i < n; i++) {
    sab += (ra[i]! - mean) * (rb[i]! - mean);
    saa += (ra[i]! - mean) ** 2;
    sbb += (rb[i]! - mean) ** 2;
  }
  return sab / Math.sqrt(saa * sbb);
}
