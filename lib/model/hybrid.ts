/**
 * The hybrid fleet: own N GPUs, rent the overflow. With a demand profile (the share of hours s_k
 * in which k GPUs are wanted), owned GPU j works in the share of hours u_j = Σ_{k ≥ j} s_k in which
 * demand reaches it, and over a horizon of H hours
 *
 *   cost(N) = N · F + o · H · Σ_{j ≤ N} u_j + [rented > 0] · (R + r · H · rented),
 *   rented  = Σ_k s_k · max(0, k − N)
 *
 * with F the fixed cost of owning one GPU over the horizon, o its cost per hour used, r the
 * rented price per useful GPU-hour and R the rented side's fixed costs over the horizon (storage,
 * set-up hours, people's hours on the rented side, data transfer: the `rentFixed` line of
 * `costLines()`), all from the cost lines of `cost.ts` (F and o per GPU). R is paid whenever
 * anything is rented and not at all by a fleet that covers the whole demand, so renting
 * everything costs what `tco()` says renting costs for the same GPU-hours. Owned GPUs are bought
 * in whole machines of G GPUs (the scenario's hardware: 1 for a workstation, 8 for an HGX
 * server), so N = 0, G, 2G, … up to the first multiple of G at or above the peak. A machine
 * already owned (`alreadyOwned`) is the fleet's first: its GPUs' fixed cost F₁ is what keeping it
 * costs (its value today given up, less what it sells for at the end, with no site set-up), and
 * every machine beyond it is bought at F; cost(N) then has F₁ for the first G GPUs.
 *
 * Machine m (GPUs (m − 1)G + 1 … mG) saves (r − o) · H · Σ u_j − G · F over its GPUs against
 * renting their hours: it pays by its hours when its GPUs are wanted, on average, more than one
 * GPU's break-even utilisation b = F / ((r − o) · H) of the hours. The u_j fall with j, so do the
 * machines' means: the machines whose mean exceeds b pay by their hours. The machine that ends
 * all renting also saves R, so owning every machine up to it pays when R exceeds what the
 * machines below the break-even lose together ({@linkcode EndsRenting}); the cheapest fleet is
 * one of those two. The overflow is rented by the hour (on demand or spot, with their overheads),
 * with an offering sold by the hour: a commitment's month price ÷ 730 is no hourly price anyone
 * sells, so inputs billed by commitment are refused.
 *
 * @module
 */
import { ArgumentError } from "./errors.ts";
import { machineFixed, type PerGpu } from "./per_gpu.ts";

export * from "./per_gpu.ts";

/** How many GPUs are wanted, and in what share of the hours (shares sum to 1). */
export type DemandProfile = readonly { gpus: number; share: number }[];

/** Each profile's reach shares, computed once: a case weighs thousands of offerings over one profile. */
const REACH = new WeakMap<DemandProfile, readonly number[]>();

/** The share of hours in which demand reaches GPU j, for j = 1..peak: u_j = Σ_{k ≥ j} s_k. */
export function reachShares(profile: DemandProfile): number[] {
  let u = REACH.get(profile);
  if (u === undefined) {
    const peak = Math.max(0, ...profile.map((l) => l.gpus));
    u = Array.from(
      { length: peak },
      (_, i) => profile.reduce((n, l) => n + (l.gpus >= i + 1 ? l.share : 0), 0),
    );
    REACH.set(profile, u);
  }
  return [...u];
}

/**
 * The mean share of hours in which demand reaches the GPUs of each machine of `machineGpus`
 * GPUs, machine 1 first: the mean of u_j over its GPUs, up to the machine that covers the peak.
 */
export function machineReachShares(profile: DemandProfile, machineGpus: number): number[] {
  const u = reachShares(profile);
  const machines = Math.ceil(u.length / machineGpus);
  return Array.from({ length: machines }, (_, m) => {
    let sum = 0;
    for (let j = m * machineGpus; j < (m + 1) * machineGpus; j++) sum += u[j] ?? 0;
    return sum / machineGpus;
  });
}

/** One fleet size: what owning N GPUs and renting the rest costs over the horizon. */
export interface FleetCost {
  /** GPUs owned, N: a multiple of the GPUs in a machine. */
  owned: number;
  /** Machines owned, N ÷ the GPUs in a machine. */
  machines: number;
  /** Owning N GPUs over the horizon: their fixed costs and the hours they work, CNY. */
  own: number;
  /**
   * Renting the demand above N over the horizon, with the rented side's fixed costs when there is
   * any, CNY; 0 when the owned GPUs cover the whole demand.
   */
  rent: number;
  /** own + rent, CNY. */
  total: number;
  /** Share of the GPU-hours wanted that owned GPUs serve. */
  servedByOwned: number;
}

/**
 * The cost of every fleet size in whole machines, from 0 owned GPUs to the first multiple of
 * `c.machineGpus` at or above the profile's peak. A fleet that rents anything pays the rented
 * side's fixed costs `c.rentFixed` once; one that rents nothing pays none of them, and nothing
 * per rented hour even when that price is without bound (spot that never finishes).
 *
 * @throws {RangeError} when `c.machineGpus` is not a whole number of at least 1
 */
export function fleetCosts(profile: DemandProfile, c: PerGpu): FleetCost[] {
  const g = c.machineGpus;
  if (!(Number.isInteger(g) && g >= 1)) {
    throw new ArgumentError("fleetCosts", "machineGpus", g, "integer >= 1");
  }
  const u = reachShares(profile);
  const unit = c.rentUnitGpus ?? 1;
  const wanted = profile.reduce((n, l) => n + l.gpus * l.share, 0);
  const out: FleetCost[] = [];
  let servedShare = 0; // Σ_{j ≤ N} u_j: GPU-hours (per hour) served by the owned GPUs
  let fixed = 0; // the fixed costs of the N GPUs: the machine already owned first, if any
  const machines = Math.ceil(u.length / g);
  for (let m = 0; m <= machines; m++) {
    const n = m * g;
    if (m > 0) {
      for (let j = n - g; j < n; j++) servedShare += u[j] ?? 0;
      fixed += g * machineFixed(c, m - 1);
    }
    const own = fixed + c.ownPerHour * c.hours * servedShare;
    // GPU-hours (per hour) above N in whole rented instances, summed from the profile: exactly 0
    // once N covers every level wanted in some share of the hours, where wanted − served would
    // leave a rounding residue
    const rented = profile.reduce((a, l) => a + l.share * rentedGpus(l.gpus - n, unit), 0);
    // nothing rented costs nothing, also at an unbounded price (Infinity × 0 would be NaN)
    const rent = rented > 0 ? c.rentFixed + c.rentPerHour * c.hours * rented : 0;
    out.push({
      owned: n,
      machines: m,
      own,
      rent,
      total: own + rent,
      // a share, at most 1: the sums of shares leave a rounding residue above it
      servedByOwned: wanted > 0 ? Math.min(1, servedShare / wanted) : 0,
    });
  }
  return out;
}

/**
 * GPUs rented for `above` GPUs wanted beyond the owned ones, in whole instances of `unitGpus`:
 * u × ⌈above ÷ u⌉, none for none.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { rentedGpus } from "./hybrid.ts";
 *
 * assert.equal(rentedGpus(4, 8), 8); // four H100s wanted: one whole p5 of eight paid
 * assert.equal(rentedGpus(2.5, 1), 2.5); // by the GPU, a share of the hours is a share of a GPU
 * assert.equal(rentedGpus(-1, 8), 0);
 * ```
 */
export function rentedGpus(above: number, unitGpus: number): number {
  if (!(above > 1e-9)) return 0;
  return unitGpus <= 1 ? above : unitGpus * Math.ceil(above / unitGpus - 1e-9);
}

/**
 * Why no owned GPU pays for itself: `rent-not-dearer`, an hour rented costs no more than an hour
 * owned.
 */
export type BreakEvenShareReason = { kind: "rent-not-dearer" };

/**
 * One GPU's break-even utilisation, or why there is none: owning a GPU pays when it works more
 * than `utilization` of the hours.
 */
export type BreakEvenShare =
  | { kind: "share"; utilization: number }
  | { kind: "never"; why: BreakEvenShareReason };

/**
 * One GPU's break-even utilisation: b = F / ((r − o) · H), the share of the horizon's hours
 * above which owning the GPU costs less than renting it; `never` when an hour rented costs no
 * more than an hour owned. F is a GPU bought (`ownFixed`), also where the fleet's first machine
 * is already owned ({@linkcode HybridResult.ownedBreakEven} is that one's).
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
export function breakEvenUtilization(
  c: Pick<PerGpu, "ownFixed" | "ownPerHour" | "rentPerHour" | "hours">,
): BreakEvenShare {
  const saving = (c.rentPerHour - c.ownPerHour) * c.hours;
  return saving > 0
    ? { kind: "share", utilization: c.ownFixed / saving }
    : { kind: "never", why: { kind: "rent-not-dearer" } };
}

/**
 * What each machine saves over the horizon against renting the GPU-hours its GPUs take over, with
 * the machines before it owned, CNY: (r − o) · H · Σ u_j − G · F over its GPUs, above 0 when it
 * pays by its hours. The rented side's fixed costs, which the machine that ends all renting saves
 * as well, are not in it ({@linkcode EndsRenting}).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { machineSavings, perGpuCosts } from "./hybrid.ts";
 * import { SEED_3090 } from "./inputs.ts";
 *
 * // one 3090 busy every hour, a second 10 % of them (26,280 and 2,628 h in 3 years): the first
 * // saves (3.5 − 0.65) × 26,280 − 13,427.9375 = 61,470.06 CNY, the second
 * // (3.5 − 0.65) × 2,628 − 13,427.9375 = −5,938.14: it loses against renting its hours
 * const saved = machineSavings([{ gpus: 1, share: 0.9 }, { gpus: 2, share: 0.1 }], perGpuCosts(SEED_3090));
 * assert.deepEqual(saved.map((x) => x.toFixed(2)), ["61470.06", "-5938.14"]);
 * ```
 */
export function machineSavings(profile: DemandProfile, c: PerGpu): number[] {
  const g = c.machineGpus;
  return machineReachShares(profile, g).map((mean, m) => {
    const hours = c.hours * g * mean; // GPU-hours its GPUs take over from renting
    // an hour it takes over at an unbounded rented price saves without bound; none saves nothing
    return (hours > 0 ? (c.rentPerHour - c.ownPerHour) * hours : 0) - g * machineFixed(c, m);
  });
}

/**
 * What the rented side's fixed costs R (`PerGpu.rentFixed`) do to the cheapest fleet, against the
 * rule by the hours alone (own the machines that save against renting their GPU-hours, see
 * {@linkcode machineSavings}). Machines are counted from 1; `last` is the machine that ends all
 * renting. Machines `first`..`last`, n GPUs wanted `reach` of the hours on average, lose
 * `shortfall` = n · F − (r − o) · H · n · reach against renting their GPU-hours (CNY over the
 * horizon); owning them all also saves R, so together they pay when `reach` exceeds
 * `breakEven` = b − R / (n · (r − o) · H), below one GPU's b (`null` when an hour rented costs
 * no more than an hour owned).
 *
 * - `none`: R changes nothing: it is 0, or the machines that pay by their hours cover the demand;
 * - `owns`: R is more than `shortfall`: the cheapest fleet owns machines `first`..`last` too;
 * - `rents`: R is less than `shortfall`: the cheapest fleet rents their GPU-hours.
 */
export type EndsRenting =
  | { kind: "none" }
  | {
    kind: "owns" | "rents";
    /** The first machine of the group, counted from 1. */
    first: number;
    /** The machine that ends all renting. */
    last: number;
    /** GPUs in machines `first`..`last`. */
    gpus: number;
    /** The mean share of hours demand reaches their GPUs. */
    reach: number;
    /** What they lose against renting their GPU-hours, R apart, CNY over the horizon. */
    shortfall: number;
    /** The rented side's fixed costs, R, CNY over the horizon. */
    rentFixed: number;
    /** The mean share above which owning them all pays, R counted; `null` when none does. */
    breakEven: number | null;
  };

/** {@linkcode EndsRenting} of a fleet's sizes, the machines' reach and savings and its cheapest. */
function endsRentingOf(
  f: Pick<HybridResult, "costs" | "best" | "machineReach" | "machineSavings" | "machineGpus">,
  c: PerGpu,
): EndsRenting {
  const cover = f.costs.findIndex((x) => x.rent === 0); // machines of the first fleet renting nothing
  if (!(c.rentFixed > 0) || cover <= 0) return { kind: "none" };
  const owns = f.best.machines >= cover;
  // the group: the machines beyond the cheapest fleet, or the owned ones that lose by their hours
  const from = owns ? f.machineSavings.findIndex((x, m) => m < cover && !(x > 0)) : f.best.machines;
  if (from === -1) return { kind: "none" };
  const machines = cover - from;
  const sum = (xs: readonly number[]) => xs.slice(from, cover).reduce((a, x) => a + x, 0);
  const saving = (c.rentPerHour - c.ownPerHour) * c.hours;
  const gpus = machines * f.machineGpus;
  // their fixed costs, the machine already owned at its own if it is one of them
  let fixed = 0;
  for (let m = from; m < cover; m++) fixed += f.machineGpus * machineFixed(c, m);
  return {
    kind: owns ? "owns" : "rents",
    first: from + 1,
    last: cover,
    gpus,
    reach: sum(f.machineReach) / machines,
    shortfall: -sum(f.machineSavings),
    rentFixed: c.rentFixed,
    breakEven: saving > 0 ? (fixed - c.rentFixed) / (gpus * saving) : null,
  };
}

/** The cheapest fleet, and the rule behind it. */
export interface HybridResult {
  /** Every fleet size in whole machines, from 0 GPUs owned to the first that covers the peak. */
  costs: FleetCost[];
  /** The cheapest fleet. */
  best: FleetCost;
  /** Owning none, renting everything. */
  allRented: FleetCost;
  /** Owning the machines that cover the peak, renting nothing. */
  allOwned: FleetCost;
  /**
   * One GPU's break-even utilisation, or `never` when renting an hour costs no more than owning
   * one: a machine pays by its hours when its GPUs are wanted on average more than this share of
   * the hours (the machine that ends all renting from less: {@linkcode EndsRenting}).
   */
  breakEvenUtilization: BreakEvenShare;
  /**
   * The break-even utilisation of a GPU of the machine already owned, the fleet's first, its
   * purchase sunk (`breakEvenUtilization` is then a GPU bought beyond it); `null` when the
   * machine is bought.
   */
  ownedBreakEven: BreakEvenShare | null;
  /** u_j for j = 1..peak. */
  reach: number[];
  /** GPUs in one machine. */
  machineGpus: number;
  /** The mean of u_j over each machine's GPUs, machine 1 first ({@linkcode machineReachShares}). */
  machineReach: number[];
  /** What each machine saves against renting its GPUs' hours, machine 1 first ({@linkcode machineSavings}). */
  machineSavings: number[];
  /** The rented side's fixed costs over the horizon, paid by every fleet that rents anything, CNY. */
  rentFixed: number;
  /** What those fixed costs do to the cheapest fleet ({@linkcode EndsRenting}). */
  endsRenting: EndsRenting;
}

/**
 * The cheapest number of GPUs to own for `profile`, in whole machines, renting the overflow.
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
 *
 * // bought in machines of two: one GPU 85 %, two 10 %, three 5 % gives u = 1, 0.15, 0.05; GPU 2
 * // alone (15 %) would not pay, but machine 1's two GPUs average (1 + 0.15) / 2 = 57.5 % > 17.9 %
 * // and machine 2's (0.05 + 0) / 2 = 2.5 % < 17.9 %: own one machine, 2 GPUs
 * const pairs = hybridFleet(
 *   [{ gpus: 1, share: 0.85 }, { gpus: 2, share: 0.1 }, { gpus: 3, share: 0.05 }],
 *   { ...perGpuCosts(SEED_3090), machineGpus: 2 },
 * );
 * assert.deepEqual(pairs.costs.map((f) => f.owned), [0, 2, 4]);
 * assert.equal(pairs.best.owned, 2);
 *
 * // one 3090 wanted 17 % of the hours, under its 17.9 %: it loses 13,427.94 − 2.85 × 26,280
 * // × 0.17 = 695.28 CNY against renting them; but with 500 GB kept on the cloud at 0.0007 CNY
 * // per GB-hour, renting also costs 500 × 0.0007 × 26,280 = 9,198 CNY of storage that owning
 * // the GPU saves: it pays above (13,427.94 − 9,198) / (2.85 × 26,280) = 5.6 % of the hours
 * const stored = hybridFleet(
 *   [{ gpus: 0, share: 0.83 }, { gpus: 1, share: 0.17 }],
 *   perGpuCosts({ ...SEED_3090, storageGb: 500 }),
 * );
 * assert.equal(stored.best.owned, 1);
 * const e = stored.endsRenting;
 * assert.equal(e.kind, "owns");
 * assert.equal(e.kind === "owns" && e.shortfall.toFixed(2), "695.28");
 * assert.equal(e.kind === "owns" && e.breakEven?.toFixed(3), "0.056");
 * ```
 */
export function hybridFleet(profile: DemandProfile, c: PerGpu): HybridResult {
  const costs = fleetCosts(profile, c);
  let best = costs[0]!;
  for (const f of costs) if (f.total < best.total) best = f;
  const fleet = {
    costs,
    best,
    allRented: costs[0]!,
    allOwned: costs[costs.length - 1]!,
    breakEvenUtilization: breakEvenUtilization(c),
    ownedBreakEven: c.ownedFixed === null
      ? null
      : breakEvenUtilization({ ...c, ownFixed: c.ownedFixed }),
    reach: reachShares(profile),
    machineGpus: c.machineGpus,
    machineReach: machineReachShares(profile, c.machineGpus),
    machineSavings: machineSavings(profile, c),
    rentFixed: c.rentFixed,
  };
  return { ...fleet, endsRenting: endsRentingOf(fleet, c) };
}
