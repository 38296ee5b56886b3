/**
 * The hybrid fleet: own N GPUs, rent the overflow. With a demand profile (the share of hours s_k
 * in which k GPUs are wanted), owned GPU j works in the share of hours u_j = Σ_{k ≥ j} s_k in which
 * demand reaches it, and over a horizon of H hours
 *
 *   cost(N) = N · F + o · H · Σ_{j ≤ N} u_j + r · H · Σ_k s_k · max(0, k − N)
 *
 * with F the fixed cost of owning one GPU over the horizon, o its cost per hour used and r the
 * rented price per useful GPU-hour (all from the cost lines of `cost.ts`, per GPU). One more owned
 * GPU changes the cost by F − (r − o) · H · u_{N+1}: it pays when u_{N+1} exceeds one GPU's
 * break-even utilisation b = F / ((r − o) · H). The u_j fall with j, so the cheapest N is the
 * number of GPUs whose u_j exceeds b. The overflow is rented by the hour (on demand or spot, with
 * their overheads), with an offering sold by the hour: a commitment's month price ÷ 730 is no
 * hourly price anyone sells, so inputs billed by commitment are refused. Storage and set-up, the
 * same for every fleet, are left out of the comparison.
 *
 * @module
 */
import { costLines, LINE, maxUsedHours } from "./cost.ts";
import type { CostInputs } from "./inputs.ts";

/** How many GPUs are wanted, and in what share of the hours (shares sum to 1). */
export type DemandProfile = readonly { gpus: number; share: number }[];

/** One GPU's costs over the horizon, from the scenario's cost lines divided by its GPUs. */
export interface PerGpu {
  /** Fixed cost of owning one GPU over the horizon, CNY. */
  ownFixed: number;
  /** Cost of an owned GPU per hour it works, CNY. */
  ownPerHour: number;
  /** Renting one GPU per useful hour, CNY (hourly billing: price, overhead, speed). */
  rentPerHour: number;
  /** Hours in the horizon. */
  hours: number;
}

/**
 * One GPU's costs of `inputs` (a machine of `gpuCount` GPUs is split evenly), renting with the
 * hourly offering `inputs` names.
 *
 * @throws {RangeError} when `inputs` are billed by commitment (monthly or reserved)
 */
export function perGpuCosts(inputs: CostInputs): PerGpu {
  if (inputs.cloudBilling !== "hourly") {
    throw new RangeError(
      `Cannot rent a hybrid fleet's overflow with a commitment (billed ${inputs.cloudBilling}, at least ${inputs.cloudMinimumMonths} months): give the terms of an offering sold by the hour`,
    );
  }
  const l = costLines(inputs);
  const g = inputs.gpuCount;
  return {
    ownFixed: l[LINE.ownFixed]! / g,
    ownPerHour: l[LINE.ownPerHour]! / g,
    rentPerHour: l[LINE.rentPerHour]! / g,
    hours: maxUsedHours(inputs),
  };
}

/** The share of hours in which demand reaches GPU j, for j = 1..peak: u_j = Σ_{k ≥ j} s_k. */
export function reachShares(profile: DemandProfile): number[] {
  const peak = Math.max(0, ...profile.map((l) => l.gpus));
  return Array.from(
    { length: peak },
    (_, i) => profile.reduce((n, l) => n + (l.gpus >= i + 1 ? l.share : 0), 0),
  );
}

/** One fleet size: what owning N GPUs and renting the rest costs over the horizon. */
export interface FleetCost {
  /** GPUs owned, N. */
  owned: number;
  /** Owning N GPUs over the horizon: their fixed costs and the hours they work, CNY. */
  own: number;
  /** Renting the demand above N over the horizon, CNY. */
  rent: number;
  /** own + rent, CNY. */
  total: number;
  /** Share of the GPU-hours wanted that owned GPUs serve. */
  servedByOwned: number;
}

/** The cost of every fleet size from 0 owned GPUs to the peak of the profile. */
export function fleetCosts(profile: DemandProfile, c: PerGpu): FleetCost[] {
  const u = reachShares(profile);
  const wanted = profile.reduce((n, l) => n + l.gpus * l.share, 0);
  const out: FleetCost[] = [];
  let servedShare = 0; // Σ_{j ≤ N} u_j: GPU-hours (per hour) served by the owned GPUs
  for (let n = 0; n <= u.length; n++) {
    if (n > 0) servedShare += u[n - 1]!;
    const own = n * c.ownFixed + c.ownPerHour * c.hours * servedShare;
    const rent = c.rentPerHour * c.hours * Math.max(0, wanted - servedShare); // no −0 from rounding
    out.push({
      owned: n,
      own,
      rent,
      total: own + rent,
      servedByOwned: wanted > 0 ? servedShare / wanted : 0,
    });
  }
  return out;
}

/**
 * One GPU's break-even utilisation, or why there is none: owning a GPU pays when it works more
 * than `utilization` of the hours.
 */
export type BreakEvenShare =
  | { kind: "share"; utilization: number }
  | { kind: "never"; reason: string };

/**
 * One GPU's break-even utilisation: b = F / ((r − o) · H), the share of the horizon's hours
 * above which owning the GPU costs less than renting it; `never` when an hour rented costs no
 * more than an hour owned.
 *
 * @param c One GPU's costs over the horizon.
 * @returns The share of hours (above 1: not even a GPU busy every hour pays), or `never`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { breakEvenUtilization, perGpuCosts } from "./hybrid.ts";
 * import { SEED_3090 } from "./inputs.ts";
 *
 * // 13,427.94 / ((3.5 − 0.65) × 26,280 h) = 17.9 %: the 4.30 h/day of B14 / 24 h
 * const b = breakEvenUtilization(perGpuCosts(SEED_3090));
 * assert.equal(b.kind === "share" && b.utilization.toFixed(3), "0.179");
 * ```
 */
export function breakEvenUtilization(c: PerGpu): BreakEvenShare {
  const saving = (c.rentPerHour - c.ownPerHour) * c.hours;
  return saving > 0 ? { kind: "share", utilization: c.ownFixed / saving } : {
    kind: "never",
    reason: "An hour rented costs no more than an hour owned: no owned GPU pays for itself",
  };
}

/** The cheapest fleet, and the rule behind it. */
export interface HybridResult {
  /** Every fleet size from 0 GPUs owned to the peak. */
  costs: FleetCost[];
  /** The cheapest fleet. */
  best: FleetCost;
  /** Owning none, renting everything. */
  allRented: FleetCost;
  /** Owning the peak, renting nothing. */
  allOwned: FleetCost;
  /** One GPU's break-even utilisation, or `never` when renting an hour costs no more than owning one. */
  breakEvenUtilization: BreakEvenShare;
  /** u_j for j = 1..peak. */
  reach: number[];
}

/**
 * The cheapest number of GPUs to own for `profile`, renting the overflow.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { hybridFleet, perGpuCosts } from "./hybrid.ts";
 * import { SEED_3090 } from "./inputs.ts";
 *
 * // one 3090 wanted 70 % of the hours, four 30 %: GPUs 2 to 4 work 30 % of the hours,
 * // above one GPU's break-even of 4.30 h/day / 24 h = 17.9 % (B14), so owning all four pays
 * const profile = [{ gpus: 1, share: 0.7 }, { gpus: 4, share: 0.3 }];
 * const fleet = hybridFleet(profile, perGpuCosts(SEED_3090));
 * const b = fleet.breakEvenUtilization;
 * assert.equal(b.kind === "share" && b.utilization.toFixed(3), "0.179");
 * assert.equal(fleet.best.owned, 4);
 * ```
 */
export function hybridFleet(profile: DemandProfile, c: PerGpu): HybridResult {
  const costs = fleetCosts(profile, c);
  let best = costs[0]!;
  for (const f of costs) if (f.total < best.total) best = f;
  return {
    costs,
    best,
    allRented: costs[0]!,
    allOwned: costs[costs.length - 1]!,
    breakEvenUtilization: breakEvenUtilization(c),
    reach: reachShares(profile),
  };
}

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
 * import { hybridFleet, perGpuCosts, savedShare } from "./hybrid.ts";
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
