/**
 * Market segments and their price trends (`-p trend=H100:+40%; spot:-20%`): which rented offerings
 * a segment holds, and which trend an offering follows when several segments hold it.
 *
 * A segment is named as the reader says it, case ignored:
 *
 * - `all`: every rented offering;
 * - a pricing model of the data (`on_demand`, `spot`, `monthly`, `reserved_1y`, `reserved_3y`);
 * - a provider: its whole name (`AWS`, `Vast.ai`) or its leading words (`Gongji` for
 *   `Gongji (共绩算力)`), as the `region` parameter names one ({@linkcode inRegion});
 * - a GPU model: its whole name (`H100 80GB`) or its leading words, the family (`H100` holds
 *   `H100 80GB` and an `H100 NVL`; `A100` both A100s; `RTX` every RTX card), by the same rule.
 *
 * An offering held by several segments follows the most specific: a GPU model over a provider over
 * a pricing model over `all`; of two names of one kind, the longer (`A100 80GB` over `A100`); of one
 * name given twice, the last. An offering's own `price_change` is over every trend, and a trend
 * over the market's `cloud_price_change` (`priceChangeOf()` of `resolve.ts`).
 *
 * @module
 */
import type { Offering } from "../data/load.ts";
import { ALL_SEGMENT, type Trend } from "../params/price_changes.ts";
import { inRegion } from "./market.ts";

/** What a segment is matched on. */
export type SegmentedOffering = Pick<Offering, "gpuModel" | "provider" | "pricingModel">;

/** The kinds of segment, least specific first: an offering follows the latest that holds it. */
export const SEGMENT_KINDS = ["all", "pricingModel", "provider", "gpuModel"] as const;

/** A kind of segment ({@linkcode SEGMENT_KINDS}). */
export type SegmentKind = typeof SEGMENT_KINDS[number];

/**
 * The most specific kind by which segment `name` holds `offering` (see the module), `undefined`
 * when it does not hold it.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { segmentKindOf } from "./trends.ts";
 *
 * const o = { gpuModel: "H100 80GB", provider: "AWS", pricingModel: "spot" } as const;
 * assert.equal(segmentKindOf("h100", o), "gpuModel");
 * assert.equal(segmentKindOf("spot", o), "pricingModel");
 * assert.equal(segmentKindOf("H10", o), undefined); // a whole word, not a prefix of one
 * ```
 */
export function segmentKindOf(name: string, offering: SegmentedOffering): SegmentKind | undefined {
  const n = name.trim().toLowerCase();
  if (inRegion(offering.gpuModel, n)) return "gpuModel";
  if (inRegion(offering.provider, n)) return "provider";
  if (offering.pricingModel === n) return "pricingModel";
  if (n === ALL_SEGMENT) return "all";
  return undefined;
}

/**
 * The trend of `trends` that `offering` follows: the most specific segment holding it (see the
 * module), `undefined` when none does.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { trendOf } from "./trends.ts";
 *
 * const trends = [
 *   { segment: "all", change: 0.05 },
 *   { segment: "spot", change: -0.2 },
 *   { segment: "H100", change: 0.4 },
 * ];
 * const o = { gpuModel: "H100 80GB", provider: "AWS", pricingModel: "spot" } as const;
 * assert.equal(trendOf(trends, o)?.change, 0.4); // a GPU model over a pricing model
 * assert.equal(trendOf(trends, { ...o, gpuModel: "A100 40GB" })?.change, -0.2);
 * ```
 */
export function trendOf(
  trends: readonly Trend[],
  offering: SegmentedOffering,
): Trend | undefined {
  let best: Trend | undefined, bestRank = -1, bestLength = -1;
  for (const t of trends) {
    const kind = segmentKindOf(t.segment, offering);
    if (kind === undefined) continue;
    const rank = SEGMENT_KINDS.indexOf(kind), length = t.segment.trim().length;
    if (rank > bestRank || (rank === bestRank && length >= bestLength)) {
      best = t;
      bestRank = rank;
      bestLength = length;
    }
  }
  return best;
}

/**
 * The segments `offerings` hold, as a reader may name them: `all`, each pricing model, each
 * provider, each GPU model and each GPU family (a model's first word, where it has more), in that
 * order, each once.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { knownSegments } from "./trends.ts";
 *
 * const o = { gpuModel: "H100 80GB", provider: "AWS", pricingModel: "spot" } as const;
 * assert.deepEqual(knownSegments([o]), ["all", "spot", "AWS", "H100 80GB", "H100"]);
 * ```
 */
export function knownSegments(offerings: readonly SegmentedOffering[]): string[] {
  const family = (model: string) => model.trim().split(/\s+/)[0]!;
  const names = [
    ALL_SEGMENT,
    ...offerings.map((o) => o.pricingModel),
    ...offerings.map((o) => o.provider),
    ...offerings.map((o) => o.gpuModel),
    ...offerings.map((o) => family(o.gpuModel)),
  ];
  return [...new Set(names)];
}

/** Whether segment `name` holds at least one of `offerings`. */
export function holdsAny(name: string, offerings: readonly SegmentedOffering[]): boolean {
  return offerings.some((o) => segmentKindOf(name, o) !== undefined);
}
