/**
 * A case's one answer: its demand priced on whole units of supply, the cheapest way to meet it,
 * and the verdict, which every view reads (`calc`, `calc --work`, the index, the notebooks, the
 * what-if page). A case is its demand:
 *
 * - **hours**: the scenario's schedule (or its jobs a month), hours a day of its machine's work;
 *   owning the machine against every offering of its regions that can do that work
 *   (`cheapestWay()`);
 * - **training**: a training run, once or some times a month, whatever the schedule: every way to
 *   run it ranked in whole instances and machines (`rankTraining()`), each over the horizon's
 *   runs, a machine bought for it alone at its whole cost;
 * - **serving**: a serving load, its tokens each hour of the day: every way alone, the case's
 *   machines with the rest rented in whole instances or sent to an API, and every API for the
 *   model (`serveLoad()`).
 *
 * The one machine's break-even is what it is beside the answer: the hours a day one machine must
 * be busy to beat the cheapest way to rent, set against the hours the demand keeps it busy. No
 * I/O, no `Deno`.
 *
 * @module
 */
import type { BreakEven } from "../model/breakeven.ts";
import { breakEvenHours } from "../model/breakeven.ts";
import { withTerms } from "../model/monthly.ts";
import { machineGpusOf } from "../model/inputs.ts";
import type { JobRow } from "../model/job.ts";
import type { CheapestWay } from "./cheapest.ts";
import type { ResolvedScenario } from "./resolve.ts";
import type { ServingResult } from "./work_types.ts";
import { leastSure, type SpeedBasis } from "./work_speed.ts";
import { type PricedWork, type RankedWork, WORK_KINDS } from "./work_kinds.ts";
import type { WorkKind } from "../data/work.ts";

/** What a case's demand is stated as: the hours of its schedule, or a kind of work. */
export type DemandKind = "hours" | WorkKind;

/** The demand kinds, in the order the views name them. */
export const DEMAND_KINDS: readonly DemandKind[] = ["hours", ...WORK_KINDS];

/**
 * One way to meet a case's demand over its horizon:
 * - `own`: machines bought (or the case's own kept) for it, in whole machines;
 * - `rent`: an offering, in whole instances (a commitment for its whole term);
 * - `fleet`: the case's machines with the rest rented in whole instances of an offering;
 * - `fleet-api`: the case's machines with the rest sent to an API;
 * - `api`: an API serving every token.
 */
export interface AnswerWay {
  /** What meets the demand. */
  kind: "own" | "rent" | "fleet" | "fleet-api" | "api";
  /** The machine owned (`own`, `fleet`, `fleet-api`), else `null`. */
  machineId: string | null;
  /** Machines owned; 0 where none is. */
  machines: number;
  /** The offering rented (`rent`, the rest of a `fleet`), else `null`. */
  offeringId: string | null;
  /** The API (`api`, the rest of a `fleet-api`), else `null`. */
  apiId: string | null;
  /** The whole horizon this way, CNY. */
  totalCny: number;
  /** How the speed it is priced at is known (the least sure of its parts); `measured` for an API. */
  basis: SpeedBasis;
}

/** Why the case's own machine is not a way to meet its demand. */
export type OwnCannot =
  /** Its GPUs hold too little of the work, or not linked: it needs `neededGb` over linked GPUs. */
  | { kind: "memory"; neededGb: number; gpus: number; gpuMemoryGb: number | undefined }
  /** No speed for the work on its GPU. */
  | { kind: "no-speed"; gpuModel: string };

/** What the verdict says: own, rent, both (a hybrid fleet), an API, or nothing can. */
export type Verdict = "own" | "rent" | "hybrid" | "api" | "none";

/** A case's one answer. */
export interface CaseAnswer {
  /** What the demand is stated as. */
  demand: DemandKind;
  /** The horizon, years. */
  horizonYears: number;
  /** The cheapest way to meet the demand; `null` when no way can. */
  cheapest: AnswerWay | null;
  /** What the cheapest way does: own, rent, hybrid, api, none. */
  verdict: Verdict;
  /** The case's own machines meeting the demand, or why they cannot. */
  own: { kind: "priced"; way: AnswerWay } | { kind: "cannot"; why: OwnCannot };
  /** The cheapest way to rent, whole units; `null` when no offering of the case's regions can. */
  rent: AnswerWay | null;
  /** Every way priced, the answer's order: measured speeds first, then cheapest first. */
  ways: AnswerWay[];
  /**
   * Hours a day the demand keeps one machine of the case's busy (a serving load's GPU-hours over
   * its GPUs, more than 24 where its busiest hours want more); `null` when it cannot do the work.
   */
  machineHoursPerDay: number | null;
  /**
   * One machine against the cheapest way to rent: the hours a day it must be busy for owning to
   * cost less (the one machine's TCO at those hours).
   */
  breakEven: BreakEven;
  /**
   * The schedule parameters given that a work's demand does not read (`hours_per_day`,
   * `days_per_week`, `utilization`): the work's own hours are the demand.
   */
  scheduleIgnored: string[];
}

/** Orders ways: a measured speed before an estimate, then the cheaper, then by kind and id. */
export function byAnswer(a: AnswerWay, b: AnswerWay): number {
  const est = (w: AnswerWay) => w.basis === "estimate" ? 1 : 0;
  return est(a) - est(b) || a.totalCny - b.totalCny || KEYS.compare(wayKey(a), wayKey(b));
}

/** The collation of `localeCompare()`, made once. */
const KEYS = new Intl.Collator();

/**
 * `ways` in {@linkcode byAnswer}'s order, each way's key made once (a case of ten thousand
 * offerings has thousands of ties in price).
 */
export function sortByAnswer(ways: readonly AnswerWay[]): AnswerWay[] {
  const est = (w: AnswerWay) => w.basis === "estimate" ? 1 : 0;
  return ways.map((w) => ({ w, key: wayKey(w) }))
    .sort((a, b) =>
      est(a.w) - est(b.w) || a.w.totalCny - b.w.totalCny || KEYS.compare(a.key, b.key)
    )
    .map((x) => x.w);
}

/** A way's key: its kind and the ids of its parts. */
export function wayKey(w: AnswerWay): string {
  return [w.kind, w.machineId ?? "", w.machines, w.offeringId ?? "", w.apiId ?? ""].join("|");
}

/** The verdict of a way: what it owns and what it rents or sends. */
export function verdictOf(w: AnswerWay | null): Verdict {
  if (w === null) return "none";
  switch (w.kind) {
    case "own":
      return "own";
    case "rent":
      return "rent";
    case "api":
      return "api";
    case "fleet":
    case "fleet-api":
      return "hybrid";
  }
}

/**
 * The hours a day one machine must be busy to beat renting `offeringId` (its terms as the case
 * bills them, at its speed on the machine's work); the case's own cheapest way's where the case's
 * market has no such offering.
 */
export function breakEvenAgainstWay(
  r: ResolvedScenario,
  offeringId: string | null,
  fallback: BreakEven,
): BreakEven {
  const o = offeringId === null
    ? undefined
    : [...r.options, ...r.market].find((x) => x.offering.id === offeringId);
  return o === undefined ? fallback : breakEvenHours(withTerms(r.inputs, o.terms));
}

/** The answer of a case whose demand is its hours: owning its machine or the cheapest way to rent them. */
export function hoursAnswer(r: ResolvedScenario, way: CheapestWay): CaseAnswer {
  const own: AnswerWay = {
    kind: "own",
    machineId: r.hardware.id,
    machines: r.inputs.gpuCount / machineGpusOf(r.inputs),
    offeringId: null,
    apiId: null,
    totalCny: way.ownCny,
    basis: "measured",
  };
  const rents: AnswerWay[] = way.weighed.map((w) => ({
    kind: "rent",
    machineId: null,
    machines: 0,
    offeringId: w.offering.id,
    apiId: null,
    totalCny: w.totalCny,
    basis: "measured",
  }));
  const rent = rents[0] ?? null;
  // a tie is owning's, as `cheapestWay()` has it
  const cheapest = rent === null || own.totalCny <= rent.totalCny ? own : rent;
  return {
    demand: "hours",
    horizonYears: r.inputs.horizonYears,
    cheapest,
    verdict: verdictOf(cheapest),
    own: { kind: "priced", way: own },
    rent,
    ways: sortByAnswer([own, ...rents]),
    machineHoursPerDay: r.inputs.usedHoursPerDay,
    breakEven: way.breakEven,
    scheduleIgnored: [],
  };
}

/** How many times a training run is done over the horizon: once, or its runs a month × 12 × years. */
export function runsOverHorizon(runsPerMonth: number | undefined, years: number): number {
  return runsPerMonth === undefined || !(runsPerMonth > 0) ? 1 : runsPerMonth * 12 * years;
}

/** A training ranking's row as a way over the horizon's runs. */
function rankedWay(row: JobRow, runs: number, basis: SpeedBasis): AnswerWay {
  return {
    kind: row.kind === "machine" ? "own" : "rent",
    machineId: row.kind === "machine" ? row.id : null,
    machines: row.kind === "machine" ? row.units : 0,
    offeringId: row.kind === "offering" ? row.id : null,
    apiId: null,
    totalCny: row.cny * runs,
    basis,
  };
}

/** What an answer of a work is given beside its priced ways. */
export interface AnswerContext {
  /** Hours a day the work keeps one machine of the case busy; `null` when it cannot do it. */
  machineHoursPerDay: number | null;
  /** Why the case's machine cannot do the work, where it cannot. */
  cannot: OwnCannot;
  /** The one machine's break-even against the case's cheapest way at its hours, where no way of the work's is of the market. */
  fallback: BreakEven;
  /** The schedule parameters given beside the work. */
  scheduleIgnored: string[];
}

/**
 * The answer of a work ranked way by way (a training run, a batch job): the ranking's rows over
 * the horizon's runs (a machine bought for it alone at its whole cost, its hours the runs'), and
 * every API for the model billed by the token; the cheapest of them (within the work's deadline,
 * where it has one; an estimated speed after every measured one) and the case's own machine among
 * them, or why it cannot do the work.
 */
export function rankingAnswer(
  r: ResolvedScenario,
  ranked: RankedWork,
  ctx: AnswerContext,
): CaseAnswer {
  const basisOf = (row: JobRow): SpeedBasis => ranked.basis[row.id] ?? "estimate";
  const runs = runsOverHorizon(ranked.runsPerMonth, r.inputs.horizonYears);
  const rows = ranked.ranking.rows;
  // a row that misses the deadline is no way to do the work (rankJob() ranks it all the same)
  const meets = (row: JobRow) => row.withinDeadline !== false;
  const apis: AnswerWay[] = ranked.apis.map((api) => ({
    kind: "api",
    machineId: null,
    machines: 0,
    offeringId: null,
    apiId: api.id,
    totalCny: runs * ranked.ranking.job.work * ranked.apiSplits[api.id]!.allInOutput / 1e6,
    basis: "measured",
  }));
  const ways = sortByAnswer([
    ...rows.filter(meets).map((row) => rankedWay(row, runs, basisOf(row))),
    ...apis,
  ]);
  // the first of every way in the answer's order: a measured speed (or an API's price) before an
  // estimate, then the cheaper; never the ranking's own cheapest alone, which may be an estimate
  const cheapest = ways[0] ?? null;
  const ownRow = rows.find((x) => x.kind === "machine" && x.id === r.hardware.id);
  const rentRow = rows.find((x) => x.kind === "offering" && meets(x));
  const rent = rentRow === undefined ? null : rankedWay(rentRow, runs, basisOf(rentRow));
  return {
    demand: ranked.work.kind,
    horizonYears: r.inputs.horizonYears,
    cheapest,
    verdict: verdictOf(cheapest),
    own: ownRow === undefined
      ? { kind: "cannot", why: ctx.cannot }
      : { kind: "priced", way: rankedWay(ownRow, runs, basisOf(ownRow)) },
    rent,
    ways,
    machineHoursPerDay: ctx.machineHoursPerDay,
    breakEven: breakEvenAgainstWay(r, rent?.offeringId ?? null, ctx.fallback),
    scheduleIgnored: ctx.scheduleIgnored,
  };
}

/**
 * The answer of a priced work, by the shape it was priced in: ranked way by way
 * ({@linkcode rankingAnswer}) or a serving load's ({@linkcode servingAnswer}).
 */
export function answerOf(
  r: ResolvedScenario,
  priced: PricedWork,
  ctx: AnswerContext,
): CaseAnswer {
  switch (priced.shape) {
    case "ranking":
      return rankingAnswer(r, priced.ranked, ctx);
    case "serving":
      return servingAnswer(r, priced.serving, ctx);
  }
}

/**
 * The answer of a serving load: every way alone, the case's fleet with the rest rented, the same
 * with the rest sent to the cheapest API, and each API alone; the cheapest of them (among the
 * ways with a speed, an estimated speed after every measured one; an API, which has no speed,
 * against the way they choose) and the case's own machines covering the busiest hour, or why
 * they cannot.
 */
export function servingAnswer(
  r: ResolvedScenario,
  s: ServingResult,
  { machineHoursPerDay, cannot, fallback, scheduleIgnored }: AnswerContext,
): CaseAnswer {
  const alone: AnswerWay[] = s.ways.map((w) => ({
    kind: w.kind === "machine" ? "own" : "rent",
    machineId: w.kind === "machine" ? w.id : null,
    machines: w.kind === "machine" ? Math.round(w.peakGpus / w.unitGpus) : 0,
    offeringId: w.kind === "offering" ? w.id : null,
    apiId: null,
    totalCny: w.totalCny,
    basis: w.basis,
  }));
  const ownWay = alone.find((w) => w.kind === "own" && w.machineId === r.hardware.id);
  const basisOf = (id: string | null) =>
    s.ways.find((w) => w.id === id)?.basis ?? "estimate" as SpeedBasis;
  const ownBasis = ownWay?.basis ?? "estimate";
  const fleets: AnswerWay[] = [];
  const f = s.fleet;
  // a fleet that owns some machines and rents the rest (owning none or all is a way alone)
  if (f !== undefined && f.best.machines > 0 && f.best.rent > 0) {
    fleets.push({
      kind: "fleet",
      machineId: r.hardware.id,
      machines: f.best.machines,
      offeringId: f.overflowOfferingId,
      apiId: null,
      totalCny: f.best.total,
      basis: leastSure(ownBasis, basisOf(f.overflowOfferingId)),
    });
  }
  const a = s.toApi;
  if (a !== undefined && a.best.machines > 0 && a.best.api > 0) {
    fleets.push({
      kind: "fleet-api",
      machineId: r.hardware.id,
      machines: a.best.machines,
      offeringId: null,
      apiId: a.apiId,
      totalCny: a.best.total,
      basis: ownBasis,
    });
  }
  const apis: AnswerWay[] = s.apis.map((api) => ({
    kind: "api",
    machineId: null,
    machines: 0,
    offeringId: null,
    apiId: api.id,
    totalCny: s.tokens * s.apiSplits[api.id]!.allInOutput / 1e6,
    basis: "measured",
  }));
  // the ways with a speed in answer order (a measured speed before an estimate); an API's price
  // is no speed, so it stands against the way they choose at that way's cost, never behind an
  // estimate for being one
  const served = sortByAnswer([...alone, ...fleets]);
  const sent = sortByAnswer(apis);
  const apiFirst = sent[0] !== undefined &&
    (served[0] === undefined || sent[0].totalCny < served[0].totalCny);
  const first = apiFirst ? sent[0] : served[0];
  const ways = first === undefined
    ? []
    : [first, ...sortByAnswer([...served, ...sent].filter((w) => w !== first))];
  const cheapest = ways[0] ?? null;
  const rent = ways.find((w) => w.kind === "rent") ?? null;
  return {
    demand: "serving",
    horizonYears: r.inputs.horizonYears,
    cheapest,
    verdict: verdictOf(cheapest),
    own: ownWay === undefined ? { kind: "cannot", why: cannot } : { kind: "priced", way: ownWay },
    rent,
    ways,
    machineHoursPerDay,
    breakEven: breakEvenAgainstWay(r, rent?.offeringId ?? null, fallback),
    scheduleIgnored,
  };
}
