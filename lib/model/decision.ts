/**
 * The decision guide of document 002 (E1): answers in, a recommendation with its reasons out, to
 * stand beside the numbers. The model returns keys and typed steps; the questions, the
 * recommendations and the documents' tables (001's D5, 002's E2) are words of the catalogue
 * (`lib/words/messages/notebooks.ts`).
 *
 * @module
 */
import { type BreakEven, ownCheaperAt } from "./breakeven.ts";

/** The questions of the guide. */
export interface DecisionAnswers {
  /** Needs multi-GPU interconnect (NVLink) or more memory than local cards have. */
  needsInterconnectOrLargeMemory: boolean;
  /** Expected length of the project, months. */
  projectMonths: number;
  /** Whether the GPUs would be busy most days (high frequency of use). */
  highFrequency: boolean;
  /** Whether the data may leave the premises. */
  dataMayLeave: boolean;
  /** Whether there is staff to run hardware. */
  hasOpsStaff: boolean;
  /** The model's break-even, when known, and the hours a day the user expects. */
  breakEven?: BreakEven;
  /** Hours a day the user expects the GPUs to be used, compared with `breakEven`. */
  expectedHoursPerDay?: number;
}

/** What the flow of 002 recommends, by key (the catalogue words it). */
export type Recommendation =
  | "cloud"
  | "onPrem"
  | "privateCloudOrOnPrem"
  | "hybrid"
  | "computeLocalTco";

/**
 * One step of the flow of 002 taken (lib/present/charts/claims.ts `sayDecisionStep` says it):
 * the data stays on premises, interconnect or large memory is needed, the GPUs would not be busy
 * most days, the project is short or long (`months`), the model's break-even against the hours
 * expected (`cheaper`: whether owning is cheaper at them), or whether there is staff to run
 * hardware.
 */
export type DecisionStep =
  | { kind: "dataStays" }
  | { kind: "interconnect" }
  | { kind: "notBusy" }
  | { kind: "shortProject"; months: number }
  | { kind: "longProject"; months: number }
  | { kind: "model"; breakEven: BreakEven; expectedHoursPerDay: number; cheaper: boolean }
  | { kind: "noOpsStaff" }
  | { kind: "opsStaff" };

/** The flow of 002's answer: what to do, and each step that led there. */
export interface Decision {
  /** What to do. */
  recommendation: Recommendation;
  /** Each step of the flow taken, in order. */
  reasons: DecisionStep[];
}

/**
 * Walks the flow of 002: (1) interconnect or large memory → evaluate cloud first; (2) data may
 * not leave → on-prem or private; (3) longer than 6–12 months at high frequency → compute the
 * local TCO (decided here by the break-even when given); (4) ops staff → on-prem feasible,
 * check the idle rate; otherwise managed cloud.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { breakEvenHours } from "./breakeven.ts";
 * import { decide } from "./decision.ts";
 * import { SEED_3090 } from "./inputs.ts";
 *
 * const answers = {
 *   needsInterconnectOrLargeMemory: false,
 *   projectMonths: 36,
 *   highFrequency: true,
 *   dataMayLeave: true,
 *   hasOpsStaff: true,
 *   breakEven: breakEvenHours(SEED_3090), // 4.30 h/day (B14)
 * };
 * assert.equal(decide({ ...answers, expectedHoursPerDay: 4 }).recommendation, "cloud");
 * assert.equal(decide({ ...answers, expectedHoursPerDay: 8 }).recommendation, "onPrem");
 * ```
 */
export function decide(answers: DecisionAnswers): Decision {
  const reasons: DecisionStep[] = [];
  if (!answers.dataMayLeave) {
    reasons.push({ kind: "dataStays" });
    return { recommendation: "privateCloudOrOnPrem", reasons };
  }
  if (answers.needsInterconnectOrLargeMemory) {
    reasons.push({ kind: "interconnect" });
    return { recommendation: "cloud", reasons };
  }
  const long = answers.projectMonths >= 6;
  if (!(long && answers.highFrequency)) {
    reasons.push(
      long ? { kind: "notBusy" } : { kind: "shortProject", months: answers.projectMonths },
    );
    return { recommendation: "cloud", reasons };
  }
  reasons.push({ kind: "longProject", months: answers.projectMonths });
  const b = answers.breakEven, expected = answers.expectedHoursPerDay;
  if (b !== undefined && expected !== undefined) {
    const cheaper = ownCheaperAt(b, expected);
    reasons.push({ kind: "model", breakEven: b, expectedHoursPerDay: expected, cheaper });
    if (!cheaper) return { recommendation: "cloud", reasons };
  }
  if (!answers.hasOpsStaff) {
    reasons.push({ kind: "noOpsStaff" });
    return { recommendation: "hybrid", reasons };
  }
  reasons.push({ kind: "opsStaff" });
  return {
    recommendation: answers.breakEven === undefined ? "computeLocalTco" : "onPrem",
    reasons,
  };
}
