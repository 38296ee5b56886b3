/**
 * A serving load met hour by hour in whole units: owned machines hold whole replicas of the
 * model, and what they cannot serve is rented in whole instances of an offering or sent to an
 * API by the token. A live service cannot be squeezed into fewer hours: every hour of the day
 * wants its tokens served in that hour, so each hour is priced on its own.
 *
 * For each hour h of a day, with w_h the output tokens a second wanted:
 *
 *   owned replicas      R = ⌊N × G ÷ r_o⌋              (N machines of G GPUs, r_o GPUs a replica)
 *   served by owned     o_h = min(w_h, R × r_o × s_o)  (s_o tokens a second a GPU)
 *   owned GPUs working  r_o × min(R, ⌈w_h ÷ (r_o × s_o)⌉)
 *   rest                w_h − o_h
 *   rented, in units    ⌈⌈rest ÷ (r_r × s_r)⌉ × r_r ÷ u⌉ instances of u GPUs, paid whole
 *   sent to an API      rest × 3,600 tokens an hour at its price a token
 *
 * and over the horizon's days D:
 *
 *   cost(N) = Σ_{m<N} F_m + D × Σ_h (owned GPUs working_h × o + rented GPUs_h × p) + [rented] × R
 *
 * with F_m a machine's fixed cost over the horizon (a machine already owned, the fleet's first,
 * at what keeping it gives up), o an owned GPU's cost per hour it works, p a rented GPU's price per hour billed
 * (overhead, interruptions and the price's trend over the horizon included) and R the rented
 * side's fixed costs (storage, set-up, people, data transfer), paid whole whenever anything is
 * rented. Token shares are shares of tokens, never of GPU-hours.
 *
 * Pure functions on plain numbers, no I/O.
 *
 * @module
 */

/** A serving load as the hours of a day want it. */
export interface HourlyLoad {
  /** Output tokens a second wanted in each hour of a day, hour 0 first (24 values). */
  tokensPerSecondByHour: readonly number[];
  /** Days in the horizon. */
  days: number;
}

/** The owned side: whole machines of one kind, holding whole replicas. */
export interface OwnedSupply {
  /** GPUs in one machine, bought whole. */
  machineGpus: number;
  /** GPUs one replica of the model takes (over several machines only where they are linked nodes). */
  replicaGpus: number;
  /** Output tokens a second one GPU serves. */
  perGpuPerSecond: number;
  /** Fixed cost of one machine over the horizon, CNY. */
  machineFixedCny: number;
  /**
   * The machines already owned, the fleet's first, and the fixed cost of each over the horizon
   * (what keeping it gives up), CNY; `null` when every machine is bought.
   */
  kept: { machines: number; fixedCny: number } | null;
  /** An owned GPU's cost per hour it works (energy above idle and the like), CNY. */
  cnyPerGpuHour: number;
}

/** What serves the tokens the owned machines cannot. */
export type RestSupply =
  | { kind: "none" }
  | {
    kind: "rent";
    /** GPUs in one rented instance, paid whole. */
    unitGpus: number;
    /** GPUs one replica takes on it. */
    replicaGpus: number;
    /** Output tokens a second one rented GPU serves. */
    perGpuPerSecond: number;
    /** A rented GPU's price per hour billed, overhead and the trend over the horizon included, CNY. */
    cnyPerGpuHour: number;
    /** The rented side's fixed costs over the horizon, paid whole whenever anything is rented, CNY. */
    fixedCny: number;
  }
  | {
    kind: "api";
    /** The API's price a million output tokens, CNY. */
    cnyPerMillion: number;
  };

/** One size of the owned fleet and what meets the rest, over the horizon. */
export interface ServingFleetSize {
  /** Machines owned. */
  machines: number;
  /** GPUs owned. */
  ownedGpus: number;
  /** Owning them: their fixed costs and the hours their GPUs work, CNY. */
  ownCny: number;
  /** Renting or sending the rest, its fixed costs included, CNY; 0 when there is no rest. */
  restCny: number;
  /** ownCny + restCny. */
  totalCny: number;
  /** Output tokens over the horizon. */
  tokens: number;
  /** Share of the tokens the owned machines serve, in [0, 1]. */
  ownedShare: number;
  /** GPU-hours a day the owned GPUs work. */
  ownedGpuHoursPerDay: number;
  /** GPU-hours a day rented, whole instances (0 with an API or no rest). */
  rentedGpuHoursPerDay: number;
  /** Instances rented in the busiest hour. */
  peakRentedUnits: number;
  /** Whether a rest is left that the rest's supply cannot take (none given): the fleet cannot serve the load. */
  unserved: boolean;
}

const EPS = 1e-9;

/** Whole replicas that serve `tokensPerSecond` at `perReplica` tokens a second each. */
function replicasFor(tokensPerSecond: number, perReplica: number): number {
  return tokensPerSecond > 0 ? Math.max(0, Math.ceil(tokensPerSecond / perReplica - EPS)) : 0;
}

/**
 * The machines that serve the busiest hour alone: ⌈peak replicas × r_o ÷ G⌉.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { machinesToCover } from "./serving_fleet.ts";
 *
 * // 12,000 tokens a second at the peak, replicas of 2 GPUs at 2,102.5 a GPU (4,205 a replica):
 * // 3 replicas, 6 GPUs, one 8-GPU server
 * const own = { machineGpus: 8, replicaGpus: 2, perGpuPerSecond: 2_102.5 };
 * assert.equal(machinesToCover([12_000], own), 1);
 * // 24,000 a second: 6 replicas, 12 GPUs, two servers
 * assert.equal(machinesToCover([24_000], own), 2);
 * ```
 */
export function machinesToCover(
  tokensPerSecondByHour: readonly number[],
  own: Pick<OwnedSupply, "machineGpus" | "replicaGpus" | "perGpuPerSecond">,
): number {
  const peak = Math.max(0, ...tokensPerSecondByHour);
  const replicas = replicasFor(peak, own.replicaGpus * own.perGpuPerSecond);
  return Math.ceil(replicas * own.replicaGpus / own.machineGpus - EPS);
}

/**
 * The load served by `machines` owned machines (none: `own` undefined or 0) and the rest by
 * `rest`, over the horizon (see the module's formulas).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { servingFleetSize } from "./serving_fleet.ts";
 *
 * // 2,500 tokens a second every hour for 1 day; rented 8-GPU instances at 1 CNY a GPU-hour,
 * // one GPU a replica at 1,000 a second: 3 GPUs wanted, a whole instance of 8 paid each hour:
 * // 8 × 24 × 1 = 192 CNY
 * const load = { tokensPerSecondByHour: Array(24).fill(2_500), days: 1 };
 * const rent = {
 *   kind: "rent" as const, unitGpus: 8, replicaGpus: 1, perGpuPerSecond: 1_000,
 *   cnyPerGpuHour: 1, fixedCny: 0,
 * };
 * assert.equal(servingFleetSize(load, undefined, 0, rent).totalCny, 192);
 * // the same at an API of 1 CNY a million tokens: 2,500 × 86,400 ÷ 1e6 = 216 CNY
 * const api = { kind: "api" as const, cnyPerMillion: 1 };
 * assert.equal(servingFleetSize(load, undefined, 0, api).totalCny.toFixed(2), "216.00");
 * ```
 */
export function servingFleetSize(
  load: HourlyLoad,
  own: OwnedSupply | undefined,
  machines: number,
  rest: RestSupply,
): ServingFleetSize {
  const n = own === undefined ? 0 : machines;
  const ownedGpus = own === undefined ? 0 : n * own.machineGpus;
  const ownedReplicas = own === undefined ? 0 : Math.floor(ownedGpus / own.replicaGpus + EPS);
  const perOwnedReplica = own === undefined ? 0 : own.replicaGpus * own.perGpuPerSecond;
  let ownedTokensPerDay = 0;
  let wantedTokensPerDay = 0;
  let ownedGpuHours = 0;
  let rentedGpuHours = 0;
  let restTokensPerDay = 0;
  let peakUnits = 0;
  let unserved = false;
  for (const w of load.tokensPerSecondByHour) {
    const wanted = Math.max(0, w);
    const served = Math.min(wanted, ownedReplicas * perOwnedReplica);
    const busy = own === undefined
      ? 0
      : Math.min(ownedReplicas, replicasFor(wanted, perOwnedReplica));
    ownedGpuHours += busy * (own?.replicaGpus ?? 0);
    wantedTokensPerDay += wanted * 3600;
    ownedTokensPerDay += served * 3600;
    const left = wanted - served;
    if (!(left > wanted * EPS)) continue;
    restTokensPerDay += left * 3600;
    if (rest.kind === "rent") {
      const gpus = replicasFor(left, rest.replicaGpus * rest.perGpuPerSecond) * rest.replicaGpus;
      const units = Math.ceil(gpus / rest.unitGpus - EPS);
      rentedGpuHours += units * rest.unitGpus;
      peakUnits = Math.max(peakUnits, units);
    } else if (rest.kind === "none") {
      unserved = true;
    }
  }
  let ownCny = 0;
  if (own !== undefined) {
    for (let m = 0; m < n; m++) {
      ownCny += own.kept !== null && m < own.kept.machines
        ? own.kept.fixedCny
        : own.machineFixedCny;
    }
    // nothing worked costs nothing, also at a price without bound
    if (ownedGpuHours > 0) ownCny += ownedGpuHours * load.days * own.cnyPerGpuHour;
  }
  let restCny = 0;
  if (rest.kind === "rent" && rentedGpuHours > 0) {
    restCny = rest.fixedCny + rentedGpuHours * load.days * rest.cnyPerGpuHour;
  } else if (rest.kind === "api" && restTokensPerDay > 0) {
    restCny = restTokensPerDay * load.days * rest.cnyPerMillion / 1e6;
  }
  return {
    machines: n,
    ownedGpus,
    ownCny,
    restCny,
    totalCny: ownCny + restCny,
    tokens: wantedTokensPerDay * load.days,
    ownedShare: wantedTokensPerDay > 0 ? Math.min(1, ownedTokensPerDay / wantedTokensPerDay) : 0,
    ownedGpuHoursPerDay: ownedGpuHours,
    rentedGpuHoursPerDay: rentedGpuHours,
    peakRentedUnits: peakUnits,
    unserved,
  };
}

/** Every fleet size from none owned to the machines that cover the busiest hour, and the cheapest. */
export interface ServingFleetSizes {
  /** Each size, none owned first, up to {@linkcode machinesToCover}. */
  sizes: ServingFleetSize[];
  /** The cheapest size that serves the whole load (the fewest machines where two cost the same). */
  best: ServingFleetSize;
}

/**
 * Every size of the owned fleet in whole machines, 0 to the machines that cover the busiest hour,
 * the rest met by `rest`, and the cheapest that serves all of it.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { servingFleetSizes } from "./serving_fleet.ts";
 *
 * // 1,000 tokens a second all day for 10 days; a 1-GPU machine at 1,000 a second costs 100 CNY
 * // fixed and 0.1 CNY an hour working (100 + 24 × 10 × 0.1 = 124), renting a GPU 1 CNY an hour
 * // (24 × 10 = 240): own the one machine
 * const own = {
 *   machineGpus: 1, replicaGpus: 1, perGpuPerSecond: 1_000, machineFixedCny: 100,
 *   kept: null, cnyPerGpuHour: 0.1,
 * };
 * const rent = {
 *   kind: "rent" as const, unitGpus: 1, replicaGpus: 1, perGpuPerSecond: 1_000,
 *   cnyPerGpuHour: 1, fixedCny: 0,
 * };
 * const f = servingFleetSizes({ tokensPerSecondByHour: Array(24).fill(1_000), days: 10 }, own, rent);
 * assert.deepEqual(f.sizes.map((s) => s.totalCny.toFixed(0)), ["240", "124"]);
 * assert.equal(f.best.machines, 1);
 * ```
 */
export function servingFleetSizes(
  load: HourlyLoad,
  own: OwnedSupply | undefined,
  rest: RestSupply,
): ServingFleetSizes {
  const cover = own === undefined ? 0 : machinesToCover(load.tokensPerSecondByHour, own);
  const sizes: ServingFleetSize[] = [];
  for (let m = 0; m <= cover; m++) sizes.push(servingFleetSize(load, own, m, rest));
  let best: ServingFleetSize | undefined;
  for (const s of sizes) {
    if (s.unserved) continue;
    if (best === undefined || s.totalCny < best.totalCny) best = s;
  }
  return { sizes, best: best ?? sizes[sizes.length - 1]! };
}
