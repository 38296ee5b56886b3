/**
 * A case's work priced, as every view reads it: `calc --work` (`lib/cli/work.ts`) and the what-if
 * page (`lib/whatif/work.ts`) take the case's own pricing of its work (`caseResults()`: a training
 * run or a batch job ranked way by way, a serving load priced every way) through this one function,
 * never a dispatch of their own. No I/O, no data loading: the page imports it.
 *
 * @module
 */
import type { Work } from "../data/load.ts";
import type { ScenarioResults } from "./results.ts";
import { type RankedWork, workMemoryGb } from "./work_kinds.ts";
import type { ServingResult } from "./work_types.ts";

/** A work priced under a case: what `calc --work` prints and the page's work section shows. */
export interface WorkPriced {
  /** The work. */
  work: Work;
  /** Memory it needs in all, GB (a serving load: a replica's). */
  memoryGb: number;
  /** Hours a day it keeps the case's machine busy; `undefined` when the machine cannot do it. */
  machineHoursPerDay: number | undefined;
  /** A training run or a batch job ranked on every offering and machine. */
  ranked?: RankedWork;
  /** A serving load priced every way, the case's fleet and the API. */
  serving?: ServingResult;
}

/**
 * `work` priced under its case: the case's results (`caseResults()` of
 * `lib/scenario/case_results.ts`) read for the work, the ranking or the serving load its kind has.
 *
 * @param work the case's work
 * @param results the case's results, which priced it
 */
export function workPriced(
  work: Work,
  results: Pick<ScenarioResults, "ranked" | "serving" | "answer">,
): WorkPriced {
  return {
    work,
    memoryGb: results.serving?.memoryGb ?? results.ranked?.memoryGb ??
      workMemoryGb(work, { models: [] }),
    machineHoursPerDay: results.answer.machineHoursPerDay ?? undefined,
    ...(results.ranked ? { ranked: results.ranked } : {}),
    ...(results.serving ? { serving: results.serving } : {}),
  };
}
