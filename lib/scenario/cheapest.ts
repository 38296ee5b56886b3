/**
 * The cheapest way to get a scenario's hours: every offering of its GPU model that the scenario
 * rents from (its `region` list), each billed for the scenario's hours over its horizon by the
 * model's own cost items (a monthly rental pays whole months, spot pays its interruptions, a
 * slower GPU more hours), set beside owning and beside the scenario's own offering.
 *
 * @module
 */
import type { Offering } from "../data/load.ts";
import { type BreakEven, breakEvenHours } from "../model/breakeven.ts";
import { tco } from "../model/cost.ts";
import type { CloudTerms } from "../model/monthly.ts";
import { withTerms } from "../model/monthly.ts";
import { byPrice, inRegion } from "./market.ts";
import type { ResolvedScenario } from "./resolve.ts";

/** What a way to rent shows of its offering (plain values, kept as they are through JSON). */
export type WayOffering = Pick<
  Offering,
  "id" | "provider" | "gpuModel" | "region" | "pricingModel"
>;

/** One way to rent, priced for the scenario's hours over its horizon. */
export interface WayToRent {
  /** The offering. */
  offering: WayOffering;
  /** Its label in the scenario's language ("Spot: Gongji"). */
  label: string;
  /** How it is billed for the scenario. */
  terms: CloudTerms;
  /** What renting the scenario's hours from it costs over the horizon, CNY (`tco().cloud.total`). */
  totalCny: number;
}

/** The cheapest way to get a scenario's hours, beside owning and the scenario's own offering. */
export interface CheapestWay {
  /** The regions and providers the ways were chosen among; empty = every offering of the GPU. */
  accepts: readonly string[];
  /** The ways weighed, cheapest first: the offerings `accepts` lets in, and the scenario's own. */
  weighed: WayToRent[];
  /** The cheapest of `weighed`. */
  cheapest: WayToRent;
  /** The scenario's own offering, as weighed. */
  scenarioWay: WayToRent;
  /** Owning over the horizon, CNY (`tco().own.total`). */
  ownCny: number;
  /** Owning against the cheapest way: the hours a day at which they cost the same. */
  breakEven: BreakEven;
  /** Which is cheaper at the scenario's hours: owning, or renting the cheapest way (a tie is `own`). */
  best: "own" | "rent";
}

/**
 * Whether a scenario that rents from `accepts` (regions and providers) would rent `offering`:
 * its region lies within one of them ({@linkcode inRegion}) or its provider is one (without
 * regard to case); any offering when `accepts` is empty.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 *
 * const o = { region: "us-east-1", provider: "AWS" };
 * assert.equal(acceptsOffering(["US"], o), true);
 * assert.equal(acceptsOffering(["CN"], o), false);
 * assert.equal(acceptsOffering(["CN", "aws"], o), true);
 * ```
 */
export function acceptsOffering(
  accepts: readonly string[],
  offering: Pick<Offering, "region" | "provider">,
): boolean {
  if (accepts.length === 0) return true;
  const provider = offering.provider.trim().toLowerCase();
  return accepts.some((a) => inRegion(offering.region, a) || a.trim().toLowerCase() === provider);
}

/**
 * The cheapest way to rent the scenario's hours among the offerings of its GPU model that it
 * rents from, each priced by `tco()` with its own terms in place of the scenario's offering;
 * ties go to the lower hourly price, then the id ({@linkcode byPrice}).
 *
 * @example
 * ```ts
 * import { loadDatasetOrThrow } from "../data/folder.ts";
 * import { resolveScenario } from "./resolve.ts";
 *
 * const { dataset } = await loadDatasetOrThrow("data");
 * const way = cheapestWay(resolveScenario(dataset, "seed-3090-autodl"));
 * way.cheapest.offering.id; // "autodl-3090-low": 1.2 CNY/h in CN
 * ```
 */
export function cheapestWay(r: ResolvedScenario): CheapestWay {
  const own = tco(r.inputs).own.total;
  const price = (opt: ResolvedScenario["market"][number]): WayToRent => ({
    offering: {
      id: opt.offering.id,
      provider: opt.offering.provider,
      gpuModel: opt.offering.gpuModel,
      region: opt.offering.region,
      pricingModel: opt.offering.pricingModel,
    },
    label: opt.label,
    terms: opt.terms,
    totalCny: tco(withTerms(r.inputs, opt.terms)).cloud.total,
  });
  const weighed = r.market
    .filter((opt, i) => i === 0 || acceptsOffering(r.accepts, opt.offering))
    .map(price)
    .sort((a, b) =>
      a.totalCny !== b.totalCny && Math.abs(a.totalCny - b.totalCny) >
          1e-9 * Math.max(Math.abs(a.totalCny), Math.abs(b.totalCny))
        ? a.totalCny - b.totalCny
        : byPrice(
          { cnyPerGpuHour: a.terms.cloudCnyPerGpuHour, id: a.offering.id },
          { cnyPerGpuHour: b.terms.cloudCnyPerGpuHour, id: b.offering.id },
        )
    );
  const cheapest = weighed[0]!;
  return {
    accepts: r.accepts,
    weighed,
    cheapest,
    scenarioWay: weighed.find((w) => w.offering.id === r.market[0]!.offering.id)!,
    ownCny: own,
    breakEven: breakEvenHours(withTerms(r.inputs, cheapest.terms)),
    best: own <= cheapest.totalCny ? "own" : "rent",
  };
}
