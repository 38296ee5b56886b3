/**
 * The cheapest way to do the owned machine's work: every offering that can (the market of the
 * resolved scenario: its machine's GPU model, and other GPU models whose speed on its workload is
 * known) among those the scenario rents from (its `region` list), each billed for the machine's
 * hours over the horizon at its own speed by the model's own cost items (a monthly rental pays
 * whole months, spot pays its interruptions, a faster GPU fewer hours), set beside owning and
 * beside the scenario's own offering. Which way is cheapest does not depend on the offering the
 * scenario compares with; owning is priced against the cheapest way in its total and its
 * break-even alike (a failed GPU's downtime is rented from it).
 *
 * @module
 */
import type { Offering } from "../data/load.ts";
import { type BreakEven, breakEvenHours } from "../model/breakeven.ts";
import { LINE, tco, usedHours } from "../model/cost.ts";
import type { RentTerms } from "../model/monthly.ts";
import { linesWithTerms, withTerms } from "../model/monthly.ts";
import { byPrice, inRegion } from "./market.ts";
import type { ResolvedScenario } from "./resolve.ts";
import type { StoragePrice } from "./market.ts";
import type { RelativeSpeed } from "./speed.ts";

/** What a way to rent shows of its offering (plain values, kept as they are through JSON). */
export type WayOffering = Pick<
  Offering,
  "id" | "provider" | "gpuModel" | "region" | "pricingModel"
>;

/** One way to rent, priced for the scenario's hours over its horizon. */
export interface WayToRent {
  /** The offering. */
  offering: WayOffering;
  /** How it is billed for the scenario (its speed against the owned GPU included). */
  terms: RentTerms;
  /** Its GPU's speed against the owned machine's on the scenario's workload. */
  speed: RelativeSpeed;
  /**
   * Where its storage price comes from: its row, its provider's, or `unpriced` (billed as 0,
   * which a row with storage kept must say).
   */
  storage: StoragePrice;
  /** What renting the scenario's hours from it costs over the horizon, CNY (`tco().rent.total`). */
  totalCny: number;
}

/** The cheapest way to get a scenario's hours, beside owning and the scenario's own offering. */
export interface CheapestWay {
  /** The regions and providers the ways were chosen among; empty = every offering that can. */
  accepts: readonly string[];
  /**
   * The ways weighed, cheapest first: the offerings of the market that `accepts` lets in; when
   * it lets in none, the scenario's own offering alone (`noneAccepted`).
   */
  weighed: WayToRent[];
  /** Whether `accepts` let in no offering that can do the work, so that only the scenario's own was weighed. */
  noneAccepted: boolean;
  /** The cheapest of `weighed`. */
  cheapest: WayToRent;
  /** The scenario's own offering, priced the same way (weighed or not). */
  scenarioWay: WayToRent;
  /**
   * Owning over the horizon, CNY (`tco().own.total` with a failed GPU's downtime rented from the
   * cheapest way, as the break-even prices it).
   */
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

/** Renting's total over `hours` machine-hours used, from its cost lines. */
function rentTotal(lines: Float64Array, hours: number): number {
  return lines[LINE.rentFixed]! + lines[LINE.rentPerHour]! * hours;
}

/**
 * The cheapest way to do the scenario's work among the offerings of its market (those that can
 * do the owned machine's work) that it rents from, each priced by `tco()` with its own terms
 * (its speed included) in place of the scenario's offering; ties go to the lower hourly price,
 * then the id ({@linkcode byPrice}).
 *
 * @example
 * ```ts
 * import { loadDatasetOrThrow } from "../data/folder.ts";
 * import { resolveScenario } from "./resolve.ts";
 *
 * const { dataset } = await loadDatasetOrThrow("data");
 * const way = cheapestWay(resolveScenario(dataset, "seed-3090-autodl"));
 * way.cheapest.offering.id; // the cheapest in CN for the 3090's Swin-B hours
 * ```
 */
export function cheapestWay(r: ResolvedScenario): CheapestWay {
  const price = (opt: ResolvedScenario["market"][number]): WayToRent => ({
    offering: {
      id: opt.offering.id,
      provider: opt.offering.provider,
      gpuModel: opt.offering.gpuModel,
      region: opt.offering.region,
      pricingModel: opt.offering.pricingModel,
    },
    terms: opt.terms,
    speed: opt.speed,
    storage: opt.storage,
    // tco()'s rent total, rentFixed + rentPerHour × hours, from the lines the hybrid fleet reads too
    totalCny: rentTotal(linesWithTerms(r.inputs, opt.terms), usedHours(r.inputs)),
  });
  const accepted = r.market.filter((opt) => acceptsOffering(r.accepts, opt.offering));
  const scenarioWay = price(r.options[0]!);
  const weighed = accepted.length === 0
    ? [scenarioWay]
    : accepted.map(price).sort((a, b) =>
      a.totalCny !== b.totalCny && Math.abs(a.totalCny - b.totalCny) >
          1e-9 * Math.max(Math.abs(a.totalCny), Math.abs(b.totalCny))
        ? a.totalCny - b.totalCny
        : byPrice(
          { cnyPerGpuHour: a.terms.rentCnyPerGpuHour, id: a.offering.id },
          { cnyPerGpuHour: b.terms.rentCnyPerGpuHour, id: b.offering.id },
        )
    );
  const cheapest = weighed[0]!;
  const against = withTerms(r.inputs, cheapest.terms);
  const own = tco(against).own.total;
  return {
    accepts: r.accepts,
    weighed,
    noneAccepted: accepted.length === 0,
    cheapest,
    scenarioWay,
    ownCny: own,
    breakEven: breakEvenHours(against),
    best: own <= cheapest.totalCny ? "own" : "rent",
  };
}
