/**
 * A case's results: the headline results of its scenario as applied (`scenarioResults()`) with
 * the one answer its demand gives (`answer.ts`): the hours of its schedule, or the work it states,
 * priced once here for every view. No I/O, no `Deno`: the what-if page runs it.
 *
 * @module
 */
import type { OpenedCase } from "./case.ts";
import { type ScenarioResults, scenarioResults } from "./results.ts";
import { type OwnCannot, servingAnswer, trainingAnswer } from "./answer.ts";
import { rankTraining, workHoursPerDay } from "./work.ts";
import { serveLoad } from "./serving.ts";
import { workMemoryGb, workSpeedOf } from "./work_speed.ts";
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
    neededGb: workMemoryGb(work),
    gpus: c.applied.inputs.gpuCount,
    gpuMemoryGb: g.memoryGb,
  };
}

/**
 * The results of an opened case: its scenario's headline results, and the answer of its demand:
 * its hours, or the work its parameters state (a training run ranked, a serving load priced),
 * which `training` or `serving` then holds.
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
  const base = scenarioResults(c.applied);
  const work = c.work;
  if (work === undefined) return base;
  const busy = workHoursPerDay(c.dataset, work, c.applied);
  const common = {
    machineHoursPerDay: busy ?? null,
    cannot: cannotOf(c, work),
    fallback: base.cheapest.breakEven,
    scheduleIgnored: c.scheduleIgnored,
  };
  if (work.kind === "training") {
    const training = rankTraining(c.dataset, work, c.applied);
    const speed = workSpeedOf(c.dataset, work);
    return {
      ...base,
      training,
      answer: trainingAnswer(c.applied, training, {
        ...common,
        basisOf: (row) => speed.gpu(row.id, row.gpuModel)?.basis ?? "estimate",
      }),
    };
  }
  const serving = serveLoad(c.dataset, work, c.applied);
  return { ...base, serving, answer: servingAnswer(c.applied, serving, common) };
}
