/**
 * A case's one answer (`CaseAnswer` of `lib/scenario/answer.ts`) in `calc`'s JSON, the same field
 * in `calc --json` and `calc --work --json`, money in the run's currency:
 *
 * - `demand`: `hours`, `training` or `serving`; `horizonYears`
 * - `verdict`: `own`, `rent`, `hybrid` (owned machines and the rest rented or sent to an API),
 *   `api`, or `none` (no way can meet the demand)
 * - `cheapest`, `rent` and each of `ways` (measured speeds first, then cheapest first):
 *   `{kind: "own" | "rent" | "fleet" | "fleet-api" | "api", machineId, machines, offeringId,
 *   apiId, total, basis}`, `total` over the horizon; `cheapest` `null` when no way can
 * - `own`: `{kind: "priced", way}`, the case's own machines meeting the demand, or `{kind:
 *   "cannot", why, reason}` (`why`: `{kind: "memory", neededGb, gpus, gpuMemoryGb}` or `{kind:
 *   "no-speed", gpuModel}`)
 * - `machineHoursPerDay`: the hours a day the demand keeps one machine of the case busy (`null`:
 *   it cannot do the work); `breakEven`: the hours a day one machine must be busy to beat the
 *   cheapest way to rent (`calc --json`'s break-even form)
 * - `scheduleIgnored`: the schedule parameters given that a work's demand does not read
 *
 * @module
 */
import type { AnswerWay, CaseAnswer, OwnCannot } from "../scenario/answer.ts";
import { type Money } from "../present/format.ts";
import { sayOwnCannot } from "../present/answer.ts";
import { type BreakEvenJson, breakEvenJson } from "./break_even_json.ts";

/** A way of the answer in JSON. */
export interface AnswerWayJson {
  /** What meets the demand: `own`, `rent`, `fleet`, `fleet-api` or `api`. */
  kind: AnswerWay["kind"];
  /** The machine owned, `null` where none is. */
  machineId: string | null;
  /** Machines owned, 0 where none is. */
  machines: number;
  /** The offering rented, `null` where none is. */
  offeringId: string | null;
  /** The API, `null` where none is. */
  apiId: string | null;
  /** Over the horizon, in the run's currency. */
  total: number;
  /** How the speed it is priced at is known: `measured`, `peak` or `estimate`. */
  basis: AnswerWay["basis"];
}

/** The answer in JSON. */
export interface AnswerJson {
  /** What the demand is stated as: `hours`, `training` or `serving`. */
  demand: CaseAnswer["demand"];
  /** The horizon, years. */
  horizonYears: number;
  /** `own`, `rent`, `hybrid`, `api` or `none`. */
  verdict: CaseAnswer["verdict"];
  /** The cheapest way to meet the demand; `null` when no way can. */
  cheapest: AnswerWayJson | null;
  /** The case's own machines meeting the demand, or why they cannot, with the reason in words. */
  own: { kind: "priced"; way: AnswerWayJson } | { kind: "cannot"; why: OwnCannot; reason: string };
  /** The cheapest way to rent; `null` when no offering of the case's regions can. */
  rent: AnswerWayJson | null;
  /** Every way priced: measured speeds first, then cheapest first. */
  ways: AnswerWayJson[];
  /** Hours a day the demand keeps one machine of the case busy; `null` when it cannot. */
  machineHoursPerDay: number | null;
  /** The hours a day one machine must be busy to beat the cheapest way to rent. */
  breakEven: BreakEvenJson;
  /** The schedule parameters given that a work's demand does not read. */
  scheduleIgnored: string[];
}

/** A way in the run's currency. */
export function answerWayJson(w: AnswerWay, money: Money): AnswerWayJson {
  return {
    kind: w.kind,
    machineId: w.machineId,
    machines: w.machines,
    offeringId: w.offeringId,
    apiId: w.apiId,
    total: w.totalCny / money.cnyPerUnit,
    basis: w.basis,
  };
}

/** A case's answer in `calc`'s JSON, money in `money`'s currency. */
export function answerJson(a: CaseAnswer, money: Money): AnswerJson {
  const way = (w: AnswerWay) => answerWayJson(w, money);
  return {
    demand: a.demand,
    horizonYears: a.horizonYears,
    verdict: a.verdict,
    cheapest: a.cheapest === null ? null : way(a.cheapest),
    own: a.own.kind === "priced"
      ? { kind: "priced", way: way(a.own.way) }
      : { kind: "cannot", why: a.own.why, reason: sayOwnCannot(a.own.why, money.lang) },
    rent: a.rent === null ? null : way(a.rent),
    ways: a.ways.map(way),
    machineHoursPerDay: a.machineHoursPerDay,
    breakEven: breakEvenJson(a.breakEven, money),
    scheduleIgnored: a.scheduleIgnored,
  };
}
