/**
 * The cheapest fleet said as a choice (renting all, owning all or a hybrid), the share of the cost
 * it saves against the cheaper extreme, and demand shapes compared by their cheapest fleets: what
 * the hybrid fleet (`hybrid.ts`) found, summed up for a table.
 *
 * @module
 */
import { type DemandProfile, hybridFleet, type HybridResult } from "./hybrid.ts";
import type { PerGpu } from "./per_gpu.ts";

/** Which fleet is cheapest: renting every GPU, owning the peak, or owning some and renting the rest. */
export type FleetChoice = "rent all" | "own all" | "hybrid";

/** The cheapest fleet of `f` as a {@linkcode FleetChoice}. */
export function fleetChoice(
  f: { best: { owned: number }; allOwned: { owned: number } },
): FleetChoice {
  return f.best.owned === 0 ? "rent all" : f.best.owned === f.allOwned.owned ? "own all" : "hybrid";
}

/**
 * The share of the cost the cheapest fleet saves against the cheaper of owning the peak and
 * renting everything: 0 when one of those is the cheapest, or when both cost nothing.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { savedShare } from "./fleet_shapes.ts";
 * import { hybridFleet, perGpuCosts } from "./hybrid.ts";
 * import { SEED_3090 } from "./inputs.ts";
 *
 * // one 3090 busy all the time, a second 10 % of it (2,628 h in 3 years): owning the second
 * // costs 13,427.94 + 0.65 × 2,628 = 15,136.14 CNY, renting it 3.5 × 2,628 = 9,198; so own one,
 * // rent the burst: 39,707.94 against owning both for 45,646.08, 13.0 % saved
 * const fleet = hybridFleet([{ gpus: 1, share: 0.9 }, { gpus: 2, share: 0.1 }], perGpuCosts(SEED_3090));
 * assert.equal(fleet.best.owned, 1);
 * assert.equal(savedShare(fleet).toFixed(3), "0.130");
 * ```
 */
export function savedShare(r: Pick<HybridResult, "best" | "allOwned" | "allRented">): number {
  const extreme = Math.min(r.allOwned.total, r.allRented.total);
  return extreme > 0 ? 1 - r.best.total / extreme : 0;
}

/** One demand shape's cheapest fleet against owning the peak and renting everything, CNY. */
export interface ShapeComparison {
  /** The shape's name. */
  shape: string;
  /** Which fleet is cheapest. */
  choice: FleetChoice;
  /** GPUs owned in the cheapest fleet. */
  owned: number;
  /** The cheapest fleet's cost over the horizon. */
  best: number;
  /** Owning the peak, renting nothing. */
  ownAll: number;
  /** Owning none, renting everything. */
  rentAll: number;
  /** {@linkcode savedShare} of the cheapest fleet. */
  saved: number;
}

/** The cheapest fleet of each demand shape, priced per GPU alike (`c`), in the order given. */
export function compareShapes(
  shapes: Readonly<Record<string, DemandProfile>>,
  c: PerGpu,
): ShapeComparison[] {
  return Object.entries(shapes).map(([shape, profile]) => {
    const f = hybridFleet(profile, c);
    return {
      shape,
      choice: fleetChoice(f),
      owned: f.best.owned,
      best: f.best.total,
      ownAll: f.allOwned.total,
      rentAll: f.allRented.total,
      saved: savedShare(f),
    };
  });
}
