/**
 * A case's results: the headline results of its scenario as applied (`scenarioResults()`) with
 * the one answer its demand gives (`answer.ts`): the hours of its schedule, or the work it states,
 * priced once here for every view. No I/O, no `Deno`: the what-if page runs it.
 *
 * @module
 */
import type { OpenedCase } from "./case.ts";
import { resultsBeside, type ScenarioResults, scenarioResults } from "./results.ts";
import { answerOf, type OwnCannot } from "./answer.ts";
import { priceWork, workHoursPerDay, workMemoryGb, workSpeedOf } from "./work_kinds.ts";
import type { Work } from "../data/load.ts";

/**
 * Why the case's machine cannot do `work`: no speed on its GPU, or too little memory over the
 * GPUs it links.
 */
function cannotOf(c: OpenedCase, work: Work): OwnCannot {
  const h = c.applied.hardware;
  const g = workSpeedOf(c.dataset, work).gpu(h.id, h.gpuModel);
  return g === undefined ? { kind: "no-speed", gpuModel: h.gpuModel } : {
    kind: "memory",
    neededGb: workMemoryGb(work, c.dataset),
    gpus: c.applied.inputs.gpuCount,
    gpuMemoryGb: g.memoryGb,
  };
}

/**
 * The results of an opened case: its scenario's headline results, and the answer of its demand:
 * its hours, or the work its parameters state priced by its kind's record (`work_kinds.ts`),
 * which `ranked` (a training run, a batch job) or `serving` (a serving load) then holds.
 *
 * @example
 * ```ts
 * import { loadDatasetOrThrow } from "../data/folder.ts";
 * import { openCase } from "./case.ts";
 *
 * const { dataset } = await loadDatasetOrThrow("data");
 * const r = caseResults(openCase(dataset, { work: "lora-7b-2b-tokens" }));
 * r.answer.demand; // "training"
 * r.answer.cheapest?.offeringId; // the cheapest way to run it, in the case's regions
 * ```
 */
export function caseResults(c: OpenedCase): ScenarioResults {
  const work = c.work;
  if (work === undefined) return scenarioResults(c.applied);
  // a work is the case's demand: its answer, never the schedule's
  const base = resultsBeside(c.applied);
  const priced = priceWork(c.dataset, work, c.applied);
  const answer = answerOf(c.applied, priced, {
    machineHoursPerDay: workHoursPerDay(c.dataset, work, c.applied) ?? null,
    cannot: cannotOf(c, work),
    fallback: base.cheapest.breakEven,
    scheduleIgnored: c.scheduleIgnored,
  });
  return {
    ...base,
    ...(priced.shape === "ranking" ? { ranked: priced.ranked } : { serving: priced.serving }),
    answer,
  };
}
