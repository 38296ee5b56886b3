/**
 * The Monte Carlo's draws of a case's market trends: every rented offering whose yearly price
 * change is a segment's (`-p trend=`) or the market's (`-p cloud_price_change`, the segment of
 * all), drawn with the others of its segment by `marketTrendDraws()` of
 * `lib/model/market_trend.ts` (tied by `TREND_CORRELATION`), each segment's range the case's range
 * of the yearly change moved to peak at the segment's trend.
 *
 * `monteCarlo()` prices the case's own offering alone: its draw of the yearly change is its
 * segment's, on that range, and no draw prices another offering. These draws are what the
 * offerings of the case's segments (the cheapest way, the spot and reserved lines, the fleet's
 * overflow, a work's ways, each of which reads an offering's change) would take together.
 *
 * @module
 */
import type { Offering } from "../data/load.ts";
import { clampInput } from "../model/cost_inputs.ts";
import { marketTrendDraws, TREND_CORRELATION, type TrendRange } from "../model/market_trend.ts";
import { RANGE_SPREAD } from "../model/sensitivity.ts";
import type { ResolvedScenario } from "./resolve.ts";
import { trendOf } from "./trends.ts";

/** The draws of {@linkcode caseTrendDraws}: `draws[d × ids.length + i]` is offering `ids[i]`'s in draw d. */
export interface CaseTrendDraws {
  /** The offerings drawn: those whose change is a segment's or the market's, in the data's order. */
  ids: string[];
  /** Each segment's range, in the order of `segmentOf`'s indices. */
  ranges: TrendRange[];
  /** Offering i's segment, an index of `ranges`. */
  segmentOf: Int32Array;
  /** The yearly changes drawn, a fraction; see the interface. */
  draws: Float64Array;
}

/**
 * The yearly price changes of the offerings of `c`'s segments in `samples` draws (see the module).
 * A segment's range spans the case's range of the yearly change (`ranges`, about the case's own
 * offering's change) moved to peak at the segment's trend; a case with none spans ±20 % of the
 * trend (`RANGE_SPREAD`), as the Monte Carlo ranges an input the data gives no range.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { loadDatasetOrThrow } from "../data/folder.ts";
 * import { openCase } from "../scenario.ts";
 * import { caseTrendDraws } from "./trend_draws.ts";
 *
 * const { dataset } = await loadDatasetOrThrow("data");
 * const c = openCase(dataset, { scenario: "team-8xh100-247", trend: "H100:+40%" }).applied;
 * const t = caseTrendDraws(c, dataset.offerings, { samples: 1_000 });
 * assert.ok(t.ids.includes("aws-p5-od") && t.ids.includes("lambda-h100-8x"));
 * assert.deepEqual(t.ranges[0]?.mode, 0.4);
 * ```
 */
export function caseTrendDraws(
  c: Pick<ResolvedScenario, "priceChanges" | "inputs" | "ranges">,
  offerings: readonly Offering[],
  { samples = 10_000, seed = 42, correlation = TREND_CORRELATION } = {},
): CaseTrendDraws {
  const trends = c.priceChanges.segments;
  const market = c.priceChanges.market;
  const range = c.ranges.find((r) => r.name === "rentPriceChangePerYear");
  const value = c.inputs.rentPriceChangePerYear;
  const around = (mode: number): TrendRange => {
    const below = range ? value - range.low : Math.abs(mode) * RANGE_SPREAD;
    const above = range ? range.high - value : Math.abs(mode) * RANGE_SPREAD;
    return {
      low: clampInput("rentPriceChangePerYear", mode - below),
      mode,
      high: clampInput("rentPriceChangePerYear", mode + above),
    };
  };
  // one range a trend written, then the market's
  const ranges = [
    ...trends.map((t) => around(t.change)),
    ...(market === undefined ? [] : [around(market)]),
  ];
  const ids: string[] = [], segments: number[] = [];
  for (const o of offerings) {
    // an offering's own change is the reader's, not a market's
    if (c.priceChanges.offerings[o.id] !== undefined) continue;
    const t = trendOf(trends, o);
    const segment = t !== undefined ? trends.indexOf(t) : market !== undefined ? trends.length : -1;
    if (segment < 0) continue;
    ids.push(o.id);
    segments.push(segment);
  }
  const segmentOf = Int32Array.from(segments);
  const draws = ids.length === 0
    ? new Float64Array(0)
    : marketTrendDraws(segmentOf, ranges, { samples, seed, correlation });
  return { ids, ranges, segmentOf, draws };
}
