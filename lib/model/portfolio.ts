/**
 * The fleet as a portfolio: owned machines, reservations on each term, on demand, spot and an API
 * sized together against one demand, in whole units, at the exact optimum.
 *
 * **Demand.** A duration curve over a horizon of H hours: the share of hours s_d in which d GPUs
 * are wanted. Unit k of capacity (the k-th GPU counted from the bottom) is wanted in the share of
 * hours p_k = Σ_{d ≥ k} s_d. Levels stack: in each hour the tier that is cheapest to run serves
 * first (a reservation, paid whether used or not, then an owned GPU at its running cost, then the
 * cheapest mix of spot, on demand and the API for what is left).
 *
 * **Tiers** (money in one currency, over the horizon):
 * - own: machines of G GPUs, each F (capital annualised over the horizon and fixed costs), plus o
 *   per GPU-hour an owned GPU works; the machine already owned, the first, at its own F₁;
 * - reserved, one per term the data offers: whole units of u GPUs (the term's minimum or instance),
 *   each GPU paid p_t for every hour of its terms, used or not: the terms that cover the horizon,
 *   ⌈H ÷ term⌉ of them (a 1-year term three times over 3 years; a term longer than the horizon
 *   whole);
 * - on demand: whole instances of u GPUs, r per GPU-hour of each hour an instance runs;
 * - spot: whole instances, r_s per useful GPU-hour (its interruptions' lost and re-run hours
 *   counted), for interruptible work only: at level d it serves at most ⌊f·d⌋ GPUs (f the share
 *   of the GPUs wanted whose work tolerates interruptions; a GPU is interruptible when all its
 *   work is; the reserved and owned GPUs serve the other work first), its last instance idle in
 *   part if need be, and none at all unless the work's deadline holds at spot's pace (**the spot
 *   rule**: spot's calendar hours per useful hour ≤ the calendar hours the work may take per hour
 *   of work, `maxStretch`);
 * - API, serving only: a price per million tokens, as a price per GPU-hour it replaces
 *   (price × million tokens a GPU serves an hour), billed by the token (no whole instance).
 * The rented side's fixed costs (storage, set-up, people's hours on the cloud), which each rented
 * tier states as renting from it alone would cost them, are paid once by a portfolio that rents
 * any GPU: the dearest of the tiers it uses (data kept at one place, people's hours once), as the
 * hybrid fleet pays its one offering's.
 *
 * **Method: exact search.** The cost is piecewise linear in each tier's size, so the search is
 * over whole units: every number of owned machines (0..⌈P ÷ G⌉, P the peak) and reserved units of
 * each term (0..⌈P ÷ u_t⌉), skipping sizes that cover the peak without their smallest unit
 * (a unit never used). For each, every level's hours are served at least cost: the GPUs x an owned
 * machine serves (every x from 0 to what is left after the reservations) and, for the rest U, the
 * cheapest mix of spot instances (every count), the API (every amount that leaves on demand a
 * whole number of instances, or none) and on demand (whole instances for the rest), tabled once
 * per level and U, for each of the four ways of letting on demand and spot in or not (a tier let
 * in pays its rented side's fixed costs even unused, so leaving it out is searched too). Nothing
 * is approximated, so the result is the optimum over whole units; a test holds it to a brute
 * force over small fleets to the cent. Time: the table is
 * O(L · P · (P ÷ u_s) · (P ÷ u_od)), the search O(Π_t (P ÷ u_t + 1) · (P ÷ G + 1) · L · P) for
 * L levels; 4 machines × 25² reservations × 4 levels × 24 GPUs ≈ 240,000 steps for a 24-GPU team.
 *
 * **Marginal rules** ({@linkcode PortfolioRule}): against on demand at r per GPU-hour, reserve one
 * more GPU when demand reaches it more than p_t ÷ r of the hours; own one more machine when its
 * GPUs are reached on average more than F ÷ ((r − o) · G · H) of the hours; own rather than reserve
 * a GPU reached less than (p_t · H − F ÷ G) ÷ (o · H) of the hours; spot takes interruptible
 * GPU-hours when r_s < r and the spot rule holds; the API takes serving GPU-hours when its price
 * per GPU-hour is below r ({@linkcode portfolioRules}).
 *
 * @module
 */
import { ArgumentError } from "./errors.ts";
import { HOURS_PER_MONTH } from "./cost_inputs.ts";

/** The demand a portfolio serves: a duration curve over a horizon, and what of it may wait. */
export interface PortfolioDemand {
  /** Each number of GPUs wanted and the share of the horizon's hours it is wanted (shares sum to 1). */
  levels: readonly { gpus: number; share: number }[];
  /** Hours in the horizon. */
  hours: number;
  /**
   * `work`: GPUs that run jobs (spot may take the interruptible share); `serving`: GPUs that serve
   * a model (an API may take any of it, spot none).
   */
  kind: "work" | "serving";
  /** Of the GPUs wanted at every level, the share whose work tolerates interruptions (work only). @default 0 */
  interruptibleShare?: number;
  /**
   * Calendar hours the interruptible work may take per hour of work: its deadline ÷ its running
   * time, at least 1; `null`: no deadline. @default null
   */
  maxStretch?: number | null;
}

/** Owning machines of `hostGpus` GPUs. */
export interface OwnTier {
  /** GPUs in one machine, bought whole. */
  hostGpus: number;
  /** Fixed cost of one machine bought, over the horizon. */
  fixedPerMachine: number;
  /** Fixed cost of the machine already owned, the fleet's first; `null`: every machine bought. */
  ownedMachineFixed: number | null;
  /** Running cost of an owned GPU per hour it works. */
  perGpuHour: number;
}

/** A reservation on one term: every GPU reserved is paid every hour of the horizon. */
export interface ReservedTier {
  /** The offering's id. */
  id: string;
  /** The term, months. */
  termMonths: number;
  /** GPUs in one unit reserved: the term's minimum or instance. */
  unitGpus: number;
  /** Price per GPU-hour, paid every hour of the terms that cover the horizon. */
  perGpuHour: number;
  /** The rented side's fixed costs of renting from it at all, over the horizon (see the module). @default 0 */
  rentFixed?: number;
}

/** The hours a reservation is paid over a horizon of `hours`: whole terms, ⌈hours ÷ term⌉ of them. */
export function reservedPaidHours(r: Pick<ReservedTier, "termMonths">, hours: number): number {
  const term = r.termMonths * HOURS_PER_MONTH;
  return Math.ceil(hours / term - 1e-9) * term;
}

/** A tier billed per GPU-hour used: on demand, spot. */
export interface HourlyTier {
  /** The offering's id. */
  id: string;
  /** GPUs in one instance, rented whole. */
  unitGpus: number;
  /** Price per useful GPU-hour (spot: with its interruptions' lost hours). */
  perGpuHour: number;
  /** The rented side's fixed costs of renting from it at all, over the horizon (see the module). @default 0 */
  rentFixed?: number;
}

/** Spot: an hourly tier with the pace its interruptions leave. */
export interface SpotTier extends HourlyTier {
  /** Calendar hours per useful hour (interruptions, re-runs and waits for capacity). */
  calendarPerUsefulHour: number;
}

/** An API serving tokens in place of GPUs. */
export interface ApiTier {
  /** The API's id. */
  id: string;
  /** Its blended price per million tokens. */
  perMillionTokens: number;
  /** Millions of tokens one GPU serves in an hour of the demand. */
  millionTokensPerGpuHour: number;
}

/** The tiers a portfolio may use; any may be absent. */
export interface PortfolioTiers {
  /** Owning machines; `null`: none can be bought. */
  own: OwnTier | null;
  /** One reservation a term offered, in the order the sizes list them. */
  reserved: readonly ReservedTier[];
  /** On demand; `null`: none offered. */
  onDemand: HourlyTier | null;
  /** Spot; `null`: none offered. */
  spot: SpotTier | null;
  /** An API for serving tokens; `null`: none offered. */
  api: ApiTier | null;
}

/** A portfolio's sizes: owned machines and reserved units of each term (in `reserved`'s order). */
export interface PortfolioSizes {
  /** Owned machines. */
  machines: number;
  /** Reserved units of each term of `PortfolioTiers.reserved`. */
  reserved: number[];
}

/** One tier of a priced portfolio. */
export interface TierLine {
  /** `own`, `reserved`, `onDemand`, `spot` or `api`. */
  tier: "own" | "reserved" | "onDemand" | "spot" | "api";
  /** The offering or API id; `own` for owning. */
  id: string;
  /**
   * Whole units held (machines, reserved units) or, for a tier billed by use, the most instances
   * running in any hour (the API: `null`, billed by the token).
   */
  units: number | null;
  /** GPUs in one unit (`null` for the API). */
  unitGpus: number | null;
  /** GPUs held (units × unitGpus), or at most running for a tier billed by use (API: GPU-equivalents). */
  gpus: number;
  /**
   * GPU-hours over the horizon: those its GPUs work (owned, reserved), billed in whole instances
   * (on demand, spot), or replaced by tokens (the API).
   */
  gpuHours: number;
  /** Its cost over the horizon (the rented side's fixed costs apart). */
  cost: number;
}

/** A portfolio priced: its sizes, each tier's line and the total. */
export interface PricedPortfolio {
  /** Owned machines and reserved units. */
  sizes: PortfolioSizes;
  /** Each tier used, own first, then reservations, spot, on demand, API. */
  lines: TierLine[];
  /** The rented side's fixed costs: the dearest of the rented tiers' used, once (0 renting none). */
  rentFixed: number;
  /** Σ lines' costs + rentFixed. */
  total: number;
}

/** A rule for one tier, in numbers the words say (see {@linkcode portfolioRules}). */
export type PortfolioRule =
  | {
    /** Reserve one more GPU when demand reaches it more than `threshold` of the hours (p_t ÷ r). */
    kind: "reserve";
    id: string;
    threshold: number;
    /**
     * The same for a GPU whose work spot may take (p_t ÷ r_s), where spot is admitted and cheaper
     * than on demand; `null` otherwise.
     */
    againstSpot: number | null;
  }
  | {
    /** Own one more machine when its GPUs are reached on average more than `threshold` (F ÷ ((r − o)·G·H)). */
    kind: "own";
    threshold: number | null;
    /**
     * The same for GPUs whose work spot may take (F ÷ ((r_s − o)·G·H), `null` when r_s ≤ o), where
     * spot is admitted and cheaper than on demand; `undefined` otherwise.
     */
    againstSpot?: number | null;
  }
  | {
    /**
     * Own rather than reserve on term `id` a GPU reached less than `threshold` of the hours
     * ((p_t·H − F ÷ G) ÷ (o·H)); `null`: never; 1 or more: at every share.
     */
    kind: "ownOverReserve";
    id: string;
    threshold: number | null;
  }
  | {
    /** Spot takes interruptible GPU-hours: `admitted` the spot rule, `cheaper` r_s < r. */
    kind: "spot";
    id: string;
    admitted: boolean;
    cheaper: boolean;
    /** r_s ÷ r. */
    priceShare: number | null;
  }
  | {
    /** The API takes serving GPU-hours when its price per GPU-hour is below r: `priceShare` its ÷ r. */
    kind: "api";
    id: string;
    priceShare: number | null;
  };

/** The optimum, the best single tiers and the marginal rules. */
export interface PortfolioResult {
  /** The cheapest portfolio. */
  best: PricedPortfolio;
  /** Each single tier alone covering the demand (where it can), cheapest first. */
  singles: { tier: TierLine["tier"]; id: string; total: number }[];
  /** The marginal rules of the tiers. */
  rules: PortfolioRule[];
  /** The share of hours each GPU is wanted, p_k for k = 1..peak. */
  reach: number[];
  /** Sizes searched. */
  searched: number;
}

const EPS = 1e-9;

/** Checks a demand and its tiers, throwing an {@linkcode ArgumentError} at the first fault. */
function check(d: PortfolioDemand, t: PortfolioTiers): void {
  const fn = "optimalPortfolio";
  if (!(d.hours > 0)) throw new ArgumentError(fn, "demand.hours", d.hours, "> 0");
  for (const l of d.levels) {
    if (!(Number.isInteger(l.gpus) && l.gpus >= 0)) {
      throw new ArgumentError(fn, "demand.levels.gpus", l.gpus, "integer >= 0");
    }
    if (!(l.share >= 0)) throw new ArgumentError(fn, "demand.levels.share", l.share, ">= 0");
  }
  const f = d.interruptibleShare ?? 0;
  if (!(f >= 0 && f <= 1)) throw new ArgumentError(fn, "demand.interruptibleShare", f, "0..1");
  const units = [
    ...(t.own ? [["own.hostGpus", t.own.hostGpus]] : []),
    ...t.reserved.map((r) => [`reserved ${r.id}.unitGpus`, r.unitGpus]),
    ...(t.onDemand ? [["onDemand.unitGpus", t.onDemand.unitGpus]] : []),
    ...(t.spot ? [["spot.unitGpus", t.spot.unitGpus]] : []),
  ] as [string, number][];
  for (const [name, u] of units) {
    if (!(Number.isInteger(u) && u >= 1)) throw new ArgumentError(fn, name, u, "integer >= 1");
  }
}

/** Whether spot may take the demand's interruptible share: the spot rule. */
export function spotAdmitted(d: PortfolioDemand, spot: SpotTier | null): boolean {
  if (spot === null || d.kind !== "work" || !((d.interruptibleShare ?? 0) > 0)) return false;
  const stretch = d.maxStretch ?? null;
  return stretch === null || spot.calendarPerUsefulHour <= stretch + EPS;
}

/** The share of hours each GPU k = 1..peak is wanted: p_k = Σ_{d ≥ k} s_d. */
export function portfolioReach(levels: PortfolioDemand["levels"]): number[] {
  const peak = Math.max(0, ...levels.map((l) => l.gpus));
  return Array.from(
    { length: peak },
    (_, i) => levels.reduce((n, l) => n + (l.gpus >= i + 1 ? l.share : 0), 0),
  );
}

/** How one level's uncovered GPUs are served at least cost per hour. */
interface Fill {
  cost: number;
  spot: number; // instances
  onDemand: number; // instances
  api: number; // GPU-equivalents
}

const NONE: Fill = { cost: Infinity, spot: 0, onDemand: 0, api: 0 };

/** Which hourly tiers are let in: bit 1 on demand, bit 2 spot. */
type Use = 0 | 1 | 2 | 3;
const USES: readonly Use[] = [0, 1, 2, 3];
const OD = 1, SPOT = 2;

/**
 * The cheapest way, per hour, to serve `left` GPUs of a level of `d` GPUs with spot, on demand and
 * the API, those of `use` let in, every choice in whole units tried.
 */
function fillLevel(
  left: number,
  d: number,
  demand: PortfolioDemand,
  t: PortfolioTiers,
  use: Use,
): Fill {
  if (left <= 0) return { cost: 0, spot: 0, onDemand: 0, api: 0 };
  const od = use & OD ? t.onDemand : null;
  const spot = use & SPOT && spotAdmitted(demand, t.spot) ? t.spot : null;
  const api = demand.kind === "serving" ? t.api : null;
  const apiPrice = api ? api.perMillionTokens * api.millionTokensPerGpuHour : 0;
  // spot serves only the interruptible GPUs left (whole GPUs: ⌊f·d⌋, the reserved and owned ones
  // serving the rest first); an instance may idle in part, so up to ⌈those ÷ u⌉ instances
  const flexible = spot
    ? Math.min(left, Math.floor((demand.interruptibleShare ?? 0) * d + EPS))
    : 0;
  const maxSpot = spot ? Math.ceil(flexible / spot.unitGpus) : 0;
  let best = NONE;
  for (let s = 0; s <= maxSpot; s++) {
    const rest = left - Math.min(flexible, s * (spot?.unitGpus ?? 0));
    const sCost = spot ? s * spot.unitGpus * spot.perGpuHour : 0;
    const take = (q: number, a: number) => {
      const cost = sCost + (od ? q * od.unitGpus * od.perGpuHour : 0) + a * apiPrice;
      if (cost < best.cost - EPS) {
        best = { cost, spot: s, onDemand: q, api: a };
      }
    };
    if (rest === 0) take(0, 0);
    else if (od && api) {
      // the API takes what leaves on demand k whole instances, k = 0..⌈rest ÷ u⌉
      for (let k = 0; k <= Math.ceil(rest / od.unitGpus); k++) {
        take(k, Math.max(0, rest - k * od.unitGpus));
      }
    } else if (od) take(Math.ceil(rest / od.unitGpus - EPS), 0);
    else if (api) take(0, rest);
  }
  return best;
}

/** A level's table: the cheapest fill of each number of GPUs left, 0..d, for each {@linkcode Use}. */
interface LevelTable {
  gpus: number;
  share: number;
  fills: Fill[][];
}

function tables(demand: PortfolioDemand, t: PortfolioTiers): LevelTable[] {
  return demand.levels.filter((l) => l.share > 0).map((l) => ({
    gpus: l.gpus,
    share: l.share,
    fills: USES.map((use) =>
      Array.from({ length: l.gpus + 1 }, (_, u) => fillLevel(u, l.gpus, demand, t, use))
    ),
  }));
}

/** The least-cost hour of a level with `reserved` GPUs reserved and `owned` owned. */
function serveLevel(
  l: LevelTable,
  reserved: number,
  owned: number,
  o: number,
  use: Use,
): { cost: number; ownUsed: number; fill: Fill } {
  const left = Math.max(0, l.gpus - reserved);
  const fills = l.fills[use]!;
  let best = { cost: Infinity, ownUsed: 0, fill: NONE };
  for (let x = 0; x <= Math.min(left, owned); x++) {
    const fill = fills[left - x]!;
    const cost = x * o + fill.cost;
    if (cost < best.cost - EPS) best = { cost, ownUsed: x, fill };
  }
  return best;
}

/** Fixed costs of `sizes`: machines and reservations over the horizon. */
function fixedCosts(sizes: PortfolioSizes, t: PortfolioTiers, hours: number) {
  let own = 0;
  for (let m = 0; m < sizes.machines; m++) {
    own += m === 0 && t.own!.ownedMachineFixed !== null
      ? t.own!.ownedMachineFixed
      : t.own!.fixedPerMachine;
  }
  const reserved = t.reserved.map((r, i) =>
    sizes.reserved[i]! * r.unitGpus * r.perGpuHour * reservedPaidHours(r, hours)
  );
  return { own, reserved };
}

/** Whether `use` lets in a tier the portfolio lacks (searching it again would be a repeat). */
function lacks(use: Use, t: PortfolioTiers): boolean {
  return ((use & OD) !== 0 && t.onDemand === null) || ((use & SPOT) !== 0 && t.spot === null);
}

/** The rented side's fixed costs of the tiers let in: the dearest, once. */
function rentFixedOf(sizes: PortfolioSizes, t: PortfolioTiers, use: Use): number {
  let most = 0;
  t.reserved.forEach((r, i) => {
    if (sizes.reserved[i]! > 0) most = Math.max(most, r.rentFixed ?? 0);
  });
  if (use & OD) most = Math.max(most, t.onDemand?.rentFixed ?? 0);
  if (use & SPOT) most = Math.max(most, t.spot?.rentFixed ?? 0);
  return most;
}

/** The cost of `sizes` with every hour served at least cost by the hourly tiers `use` lets in. */
function totalOf(
  sizes: PortfolioSizes,
  levels: LevelTable[],
  t: PortfolioTiers,
  demand: PortfolioDemand,
  use: Use,
): number {
  const f = fixedCosts(sizes, t, demand.hours);
  const reservedGpus = t.reserved.reduce((n, r, i) => n + sizes.reserved[i]! * r.unitGpus, 0);
  const ownedGpus = sizes.machines * (t.own?.hostGpus ?? 0);
  const o = t.own?.perGpuHour ?? 0;
  let perHour = 0;
  for (const l of levels) {
    const s = serveLevel(l, reservedGpus, ownedGpus, o, use);
    if (s.cost === Infinity) return Infinity;
    perHour += l.share * s.cost;
  }
  return f.own + f.reserved.reduce((a, x) => a + x, 0) + demand.hours * perHour +
    rentFixedOf(sizes, t, use);
}

/**
 * What `sizes` cost with every hour served at least cost, tier by tier; `Infinity` total when
 * some hour cannot be served.
 */
export function pricePortfolio(
  demand: PortfolioDemand,
  tiers: PortfolioTiers,
  sizes: PortfolioSizes,
): PricedPortfolio {
  check(demand, tiers);
  return priced(demand, tiers, sizes, tables(demand, tiers));
}

function priced(
  demand: PortfolioDemand,
  t: PortfolioTiers,
  sizes: PortfolioSizes,
  levels: LevelTable[],
): PricedPortfolio {
  // the hourly tiers let in that cost least (the fewest at a tie)
  let use: Use = 0, least = Infinity;
  for (const u of USES) {
    if (lacks(u, t)) continue;
    const total = totalOf(sizes, levels, t, demand, u);
    if (total < least - EPS) [use, least] = [u, total];
  }
  const H = demand.hours;
  const f = fixedCosts(sizes, t, H);
  const reservedGpus = t.reserved.reduce((n, r, i) => n + sizes.reserved[i]! * r.unitGpus, 0);
  const ownedGpus = sizes.machines * (t.own?.hostGpus ?? 0);
  const o = t.own?.perGpuHour ?? 0;
  let ownHours = 0, spotHours = 0, odHours = 0, apiHours = 0, spotMax = 0, odMax = 0, apiMax = 0;
  const reservedHours = t.reserved.map(() => 0);
  let infeasible = false;
  for (const l of levels) {
    const s = serveLevel(l, reservedGpus, ownedGpus, o, use);
    if (s.cost === Infinity) infeasible = true;
    // reservations serve from the bottom, in the order given
    let below = 0;
    t.reserved.forEach((r, i) => {
      const g = sizes.reserved[i]! * r.unitGpus;
      reservedHours[i]! += l.share * H * Math.max(0, Math.min(g, l.gpus - below));
      below += g;
    });
    ownHours += l.share * H * s.ownUsed;
    spotHours += l.share * H * s.fill.spot * (t.spot?.unitGpus ?? 0);
    odHours += l.share * H * s.fill.onDemand * (t.onDemand?.unitGpus ?? 0);
    apiHours += l.share * H * s.fill.api;
    spotMax = Math.max(spotMax, s.fill.spot);
    odMax = Math.max(odMax, s.fill.onDemand);
    apiMax = Math.max(apiMax, s.fill.api);
  }
  const lines: TierLine[] = [];
  if (t.own && sizes.machines > 0) {
    lines.push({
      tier: "own",
      id: "own",
      units: sizes.machines,
      unitGpus: t.own.hostGpus,
      gpus: ownedGpus,
      gpuHours: ownHours,
      cost: f.own + o * ownHours,
    });
  }
  t.reserved.forEach((r, i) => {
    if (sizes.reserved[i]! > 0) {
      lines.push({
        tier: "reserved",
        id: r.id,
        units: sizes.reserved[i]!,
        unitGpus: r.unitGpus,
        gpus: sizes.reserved[i]! * r.unitGpus,
        gpuHours: reservedHours[i]!,
        cost: f.reserved[i]!,
      });
    }
  });
  if (t.spot && spotHours > 0) {
    lines.push({
      tier: "spot",
      id: t.spot.id,
      units: spotMax,
      unitGpus: t.spot.unitGpus,
      gpus: spotMax * t.spot.unitGpus,
      gpuHours: spotHours,
      cost: spotHours * t.spot.perGpuHour,
    });
  }
  if (t.onDemand && odHours > 0) {
    lines.push({
      tier: "onDemand",
      id: t.onDemand.id,
      units: odMax,
      unitGpus: t.onDemand.unitGpus,
      gpus: odMax * t.onDemand.unitGpus,
      gpuHours: odHours,
      cost: odHours * t.onDemand.perGpuHour,
    });
  }
  if (t.api && apiHours > 0) {
    lines.push({
      tier: "api",
      id: t.api.id,
      units: null,
      unitGpus: null,
      gpus: apiMax,
      gpuHours: apiHours,
      cost: apiHours * t.api.perMillionTokens * t.api.millionTokensPerGpuHour,
    });
  }
  const rentFixed = rentFixedOf(
    sizes,
    t,
    ((odHours > 0 ? OD : 0) | (spotHours > 0 ? SPOT : 0)) as Use,
  );
  const total = infeasible ? Infinity : lines.reduce((a, x) => a + x.cost, 0) + rentFixed;
  return {
    sizes: { machines: sizes.machines, reserved: [...sizes.reserved] },
    lines,
    rentFixed,
    total,
  };
}

/** Every size of the search: machines 0..⌈P ÷ G⌉, reserved units of each term 0..⌈P ÷ u_t⌉. */
function* allSizes(t: PortfolioTiers, peak: number): Generator<PortfolioSizes> {
  const maxMachines = t.own ? Math.ceil(peak / t.own.hostGpus) : 0;
  const maxUnits = t.reserved.map((r) => Math.ceil(peak / r.unitGpus));
  const units = t.reserved.map(() => 0);
  for (;;) {
    for (let m = 0; m <= maxMachines; m++) yield { machines: m, reserved: [...units] };
    let i = 0;
    while (i < units.length && units[i] === maxUnits[i]) units[i++] = 0;
    if (i === units.length) return;
    units[i]!++;
  }
}

/** Whether `sizes` hold a unit the peak never needs: without their smallest unit they still cover it. */
function surplus(sizes: PortfolioSizes, t: PortfolioTiers, peak: number): boolean {
  const held: number[] = [];
  if (sizes.machines > 0) held.push(t.own!.hostGpus);
  t.reserved.forEach((r, i) => sizes.reserved[i]! > 0 && held.push(r.unitGpus));
  if (held.length === 0) return false;
  const gpus = sizes.machines * (t.own?.hostGpus ?? 0) +
    t.reserved.reduce((n, r, i) => n + sizes.reserved[i]! * r.unitGpus, 0);
  return gpus - Math.min(...held) >= peak;
}

/**
 * The steps the exact search of {@linkcode optimalPortfolio} takes, about: its table
 * L · P · (P ÷ u_s + 1) · (P ÷ u_od + 1) and its search Π_t (P ÷ u_t + 1) · (P ÷ G + 1) · L · P,
 * for L levels of a peak of P GPUs. A caller keeps it within what it can wait for.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { searchSteps } from "./portfolio.ts";
 *
 * // 2 levels, peak 4, units of 1, no owning: table 2 × 4 × 5 × 5 = 200, search 5 × 1 × 2 × 4 = 40
 * const steps = searchSteps(
 *   { levels: [{ gpus: 2, share: 0.5 }, { gpus: 4, share: 0.5 }], hours: 8760, kind: "work" },
 *   {
 *     own: null,
 *     reserved: [{ id: "1y", termMonths: 12, unitGpus: 1, perGpuHour: 1 }],
 *     onDemand: { id: "od", unitGpus: 1, perGpuHour: 2 },
 *     spot: { id: "spot", unitGpus: 1, perGpuHour: 1.5, calendarPerUsefulHour: 1.1 },
 *     api: null,
 *   },
 * );
 * assert.equal(steps, 240);
 * ```
 */
export function searchSteps(demand: PortfolioDemand, t: PortfolioTiers): number {
  const levels = demand.levels.filter((l) => l.share > 0).length;
  const peak = Math.max(0, ...demand.levels.map((l) => l.gpus));
  const per = (u: number | undefined) => u === undefined ? 1 : Math.ceil(peak / u) + 1;
  const table = levels * peak * per(t.spot?.unitGpus) * per(t.onDemand?.unitGpus);
  const sizes = t.reserved.reduce((n, r) => n * per(r.unitGpus), per(t.own?.hostGpus));
  return table + sizes * levels * peak;
}

/**
 * The cheapest portfolio for `demand` from `tiers`, found by exact search over whole units (see
 * the module's doc), with the best single tiers and the marginal rules.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { optimalPortfolio } from "./portfolio.ts";
 *
 * // one GPU wanted every hour, a second 30 % of them, over a year (8,760 h): reserving at 1.2 ÷ 2
 * // = 60 % of on demand's price pays for the first GPU (wanted 100 % > 60 % of the hours), not the
 * // second (30 % < 60 %): 1.2 × 8,760 + 0.3 × 8,760 × 2 = 10,512 + 5,256 = 15,768, against
 * // 1.3 × 8,760 × 2 = 22,776 all on demand and 2 × 10,512 = 21,024 all reserved
 * const r = optimalPortfolio(
 *   { levels: [{ gpus: 1, share: 0.7 }, { gpus: 2, share: 0.3 }], hours: 8760, kind: "work" },
 *   {
 *     own: null,
 *     reserved: [{ id: "1y", termMonths: 12, unitGpus: 1, perGpuHour: 1.2 }],
 *     onDemand: { id: "od", unitGpus: 1, perGpuHour: 2 },
 *     spot: null,
 *     api: null,
 *   },
 * );
 * assert.deepEqual(r.best.sizes, { machines: 0, reserved: [1] });
 * assert.equal(r.best.total.toFixed(2), "15768.00");
 * assert.deepEqual(r.singles.map((s) => [s.tier, s.total.toFixed(0)]), [
 *   ["reserved", "21024"],
 *   ["onDemand", "22776"],
 * ]);
 * ```
 */
export function optimalPortfolio(demand: PortfolioDemand, tiers: PortfolioTiers): PortfolioResult {
  check(demand, tiers);
  const levels = tables(demand, tiers);
  const peak = Math.max(0, ...levels.map((l) => l.gpus));
  let best: { sizes: PortfolioSizes; total: number } | undefined;
  let searched = 0;
  for (const sizes of allSizes(tiers, peak)) {
    if (surplus(sizes, tiers, peak)) continue;
    searched++;
    let total = Infinity;
    for (const use of USES) {
      if (!lacks(use, tiers)) total = Math.min(total, totalOf(sizes, levels, tiers, demand, use));
    }
    if (best === undefined || total < best.total - 1e-7) best = { sizes, total };
  }
  const result = priced(demand, tiers, best!.sizes, levels);
  return {
    best: result,
    singles: singleTiers(demand, tiers),
    rules: portfolioRules(demand, tiers),
    reach: portfolioReach(demand.levels),
    searched,
  };
}

/** Each tier alone: its cheapest portfolio with the other tiers removed, those that can serve the demand. */
export function singleTiers(
  demand: PortfolioDemand,
  tiers: PortfolioTiers,
): { tier: TierLine["tier"]; id: string; total: number }[] {
  const none: PortfolioTiers = {
    ...tiers,
    own: null,
    reserved: [],
    onDemand: null,
    spot: null,
    api: null,
  };
  const peak = Math.max(0, ...demand.levels.map((l) => l.gpus));
  const out: { tier: TierLine["tier"]; id: string; total: number }[] = [];
  const add = (tier: TierLine["tier"], id: string, t: PortfolioTiers, sizes: PortfolioSizes) => {
    const p = pricePortfolio(demand, t, sizes);
    if (Number.isFinite(p.total)) out.push({ tier, id, total: p.total });
  };
  if (tiers.own) {
    add("own", "own", { ...none, own: tiers.own }, {
      machines: Math.ceil(peak / tiers.own.hostGpus),
      reserved: [],
    });
  }
  for (const r of tiers.reserved) {
    add("reserved", r.id, { ...none, reserved: [r] }, {
      machines: 0,
      reserved: [Math.ceil(peak / r.unitGpus)],
    });
  }
  if (tiers.onDemand) {
    add("onDemand", tiers.onDemand.id, { ...none, onDemand: tiers.onDemand }, {
      machines: 0,
      reserved: [],
    });
  }
  if (tiers.spot) {
    add("spot", tiers.spot.id, { ...none, spot: tiers.spot }, { machines: 0, reserved: [] });
  }
  if (tiers.api) {
    add("api", tiers.api.id, { ...none, api: tiers.api }, { machines: 0, reserved: [] });
  }
  return out.sort((a, b) => a.total - b.total);
}

/**
 * The marginal rule of each tier, against on demand at r per GPU-hour (none without it):
 *
 * - reserve on term t one more GPU when demand reaches it more than p_t ÷ r of the hours (it costs
 *   p_t·H, the hours it takes over r·p·H; a term longer than the horizon, paid whole, more);
 * - own one more machine of G GPUs when they are reached on average more than F ÷ ((r − o)·G·H)
 *   of the hours (`null`: r ≤ o, never);
 * - own rather than reserve on term t a GPU reached p of the hours when F ÷ G + o·p·H < p_t·H, so
 *   below p = (p_t·H − F ÷ G) ÷ (o·H) (owning's running cost makes it dearer the more it works;
 *   `null`: never, F ÷ G ≥ p_t·H; 1 or more: at every share);
 * - spot takes interruptible GPU-hours when the spot rule holds and r_s < r;
 * - the API takes serving GPU-hours when its price per GPU-hour is below r.
 */
export function portfolioRules(demand: PortfolioDemand, t: PortfolioTiers): PortfolioRule[] {
  const r = t.onDemand?.perGpuHour ?? null;
  const H = demand.hours;
  // spot's price, where it may take work and undercuts on demand: the alternative for that work
  const rs = t.spot && spotAdmitted(demand, t.spot) && (r === null || t.spot.perGpuHour < r)
    ? t.spot.perGpuHour
    : null;
  const rules: PortfolioRule[] = [];
  if (r !== null) {
    for (const x of t.reserved) {
      const paid = reservedPaidHours(x, H) / H;
      rules.push({
        kind: "reserve",
        id: x.id,
        threshold: (x.perGpuHour * paid) / r,
        againstSpot: rs === null ? null : (x.perGpuHour * paid) / rs,
      });
    }
  }
  if (t.own) {
    const o = t.own.perGpuHour;
    const fPerGpu = t.own.fixedPerMachine / t.own.hostGpus;
    if (r !== null) {
      rules.push({
        kind: "own",
        threshold: r > o ? fPerGpu / ((r - o) * H) : null,
        ...(rs === null ? {} : { againstSpot: rs > o ? fPerGpu / ((rs - o) * H) : null }),
      });
    }
    for (const x of t.reserved) {
      const gap = x.perGpuHour * reservedPaidHours(x, H) - fPerGpu;
      rules.push({
        kind: "ownOverReserve",
        id: x.id,
        // owning free to run beats the reservation at every share: 1
        threshold: gap <= 0 ? null : o > 0 ? gap / (o * H) : 1,
      });
    }
  }
  if (t.spot) {
    rules.push({
      kind: "spot",
      id: t.spot.id,
      admitted: spotAdmitted(demand, t.spot),
      cheaper: r === null || t.spot.perGpuHour < r,
      priceShare: r === null ? null : t.spot.perGpuHour / r,
    });
  }
  if (t.api && demand.kind === "serving") {
    const price = t.api.perMillionTokens * t.api.millionTokensPerGpuHour;
    rules.push({ kind: "api", id: t.api.id, priceShare: r === null ? null : price / r });
  }
  return rules;
}
