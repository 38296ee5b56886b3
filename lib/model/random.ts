/**
 * A small seeded random source (sfc32): the same seed gives the same numbers on every machine.
 *
 * @module
 */

/** Returns a function giving uniform numbers in [0, 1) from a 32-bit seed (one at a time; see {@linkcode seededStream} for blocks). */
export function seededRandom(seed: number): () => number {
  const stream = seededStream(seed);
  const one = new Float64Array(1);
  return () => stream.fill(one)[0]!;
}

/** A triangular sample on [low, high] with its peak at `mode`, from a uniform u in [0, 1). */
export function triangular(u: number, low: number, mode: number, high: number): number {
  if (high <= low) return low;
  const m = Math.min(high, Math.max(low, mode));
  const cut = (m - low) / (high - low);
  return u < cut
    ? low + Math.sqrt(u * (high - low) * (m - low))
    : high - Math.sqrt((1 - u) * (high - low) * (high - m));
}

/** A seeded sfc32 stream that fills arrays fast (the state lives in locals while it fills); read one at a time by {@linkcode seededRandom}. */
export function seededStream(seed: number): { fill(out: Float64Array): Float64Array } {
  const state = new Int32Array([0x9e3779b9, 0x243f6a88, 0xb7e15162, seed >>> 0]);
  const fill = (out: Float64Array) => {
    let a = state[0]!, b = state[1]!, c = state[2]!, d = state[3]!;
    for (let i = 0; i < out.length; i++) {
      let t = (a + b) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (c << 21) | (c >>> 11);
      d = (d + 1) | 0;
      t = (t + d) | 0;
      c = (c + t) | 0;
      out[i] = (t >>> 0) / 4294967296;
    }
    state[0] = a, state[1] = b, state[2] = c, state[3] = d;
    return out;
  };
  fill(new Float64Array(15));
  return { fill };
}
