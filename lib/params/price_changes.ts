/**
 * `-p price_change=ID:40%; ID2:-25%`: a yearly change of one offering's price, each named by its
 * id, and `-p trend=H100:+40%; spot:-20%`: a yearly change of a market segment's prices (a GPU
 * model, a provider, a pricing model or `all`), each read as the other parameters read a rate (a
 * fraction, or a percentage). No I/O; which offerings a segment holds is `lib/scenario/trends.ts`.
 *
 * @module
 */

/** One offering's yearly price change. */
export interface PriceChange {
  /** The offering's id. */
  id: string;
  /** Its price's yearly change, a fraction (−0.25: a quarter cheaper each year). */
  change: number;
}

/** The least and the most yearly change a price may take, as `cloud_price_change`. */
export const PRICE_CHANGE_RANGE = { min: -0.9, max: 1 } as const;

/**
 * The changes `text` names, `;`-separated `ID:VALUE` pairs (a value as `0.4` or `40%`); `undefined`
 * when a pair is not of that form or a value lies outside {@linkcode PRICE_CHANGE_RANGE}.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { parsePriceChanges } from "./price_changes.ts";
 *
 * assert.deepEqual(parsePriceChanges("aws-p5-od:40%; gcp-h100-od:-0.25"), [
 *   { id: "aws-p5-od", change: 0.4 },
 *   { id: "gcp-h100-od", change: -0.25 },
 * ]);
 * assert.equal(parsePriceChanges("aws-p5-od"), undefined);
 * assert.equal(parsePriceChanges("aws-p5-od:300%"), undefined);
 * ```
 */
export function parsePriceChanges(text: string): PriceChange[] | undefined {
  return changePairs(text)?.map(([id, change]) => ({ id, change }));
}

/** The segment of every rented offering, as `-p trend=all:5%` writes it. */
export const ALL_SEGMENT = "all";

/** One market segment's yearly price trend, as `-p trend=` names it. */
export interface Trend {
  /**
   * The segment as written: `all`, a pricing model (`spot`), a provider (`AWS`) or a GPU model
   * (`H100`, `H100 80GB`); which offerings it holds is `trendOf()` of `lib/scenario/trends.ts`.
   */
  segment: string;
  /** Its prices' yearly change, a fraction (+0.4: 40 % dearer each year). */
  change: number;
}

/**
 * The trends `text` names, `;`-separated `SEGMENT:VALUE` pairs (a value as `0.4`, `40%` or
 * `+40%`); `undefined` when a pair is not of that form or a value lies outside
 * {@linkcode PRICE_CHANGE_RANGE}.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { parseTrends } from "./price_changes.ts";
 *
 * assert.deepEqual(parseTrends("H100:+40%; A100 80GB:-0.2"), [
 *   { segment: "H100", change: 0.4 },
 *   { segment: "A100 80GB", change: -0.2 },
 * ]);
 * assert.equal(parseTrends("H100"), undefined);
 * ```
 */
export function parseTrends(text: string): Trend[] | undefined {
  return changePairs(text)?.map(([segment, change]) => ({ segment, change }));
}

/** `NAME:VALUE` pairs separated by `;`, each value a yearly change in range; else `undefined`. */
function changePairs(text: string): [string, number][] | undefined {
  const parts = text.split(";").map((p) => p.trim()).filter((p) => p !== "");
  if (parts.length === 0) return undefined;
  const out: [string, number][] = [];
  for (const part of parts) {
    const at = part.lastIndexOf(":");
    if (at <= 0) return undefined;
    const id = part.slice(0, at).trim();
    if (id === "") return undefined;
    const raw = part.slice(at + 1).trim();
    if (!/^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?%?$/i.test(raw)) return undefined;
    const change = Number(raw.replace(/%$/, "")) / (raw.endsWith("%") ? 100 : 1);
    if (!(change >= PRICE_CHANGE_RANGE.min && change <= PRICE_CHANGE_RANGE.max)) return undefined;
    out.push([id, change]);
  }
  return out;
}
