/**
 * A batch inference job as a kind of work (`work_kinds.ts`): a model's output tokens to generate
 * within a deadline, no latency target, so every GPU serves at its full throughput (measured, or
 * estimated as a serving load's). Each way runs it on whole instances or machines that hold a
 * replica of the model, as many more of them side by side as meet the deadline (the job splits
 * into independent requests: billed by the hour, the copies cost what one copy costs); every API
 * for the model is a way too, billed by the token. No I/O, no `Deno`.
 *
 * @module
 */
import type { Dataset } from "../data/load.ts";
import type { BatchWork } from "../data/work.ts";
import { copiesFor, type JobSpec, rankJob } from "../model/job.ts";
import { machineGpusOf } from "../model/inputs.ts";
import { ParameterError, type ParameterValues } from "../params.ts";
import type { ResolvedScenario } from "./resolve.ts";
import { jobWays, withOutside } from "./jobs.ts";
import { apisFor, requestFacts, requestStated } from "./serving.ts";
import { apiSplit, requestShape } from "./serving_target.ts";
import { busyHoursPerDay } from "./training.ts";
import {
  basesOf,
  holdsWork,
  servedMemoryGb,
  type ServedSaid,
  servedSaid,
  servedSpeedOf,
} from "./work_speed.ts";
import type { RankedWork, WorkKindRecord } from "./work_types.ts";

const num = (v: unknown): number | undefined => typeof v === "number" ? v : undefined;

/** What the job model is asked: the tokens, a replica's memory spread, the deadline, split freely. */
function jobOf(work: BatchWork): JobSpec {
  return {
    id: work.id,
    work: work.batchTokens,
    memoryGb: 0,
    maxGpus: 100_000,
    totalMemoryGb: servedMemoryGb(work),
    deadlineHours: work.deadlineHours,
    parallel: true,
  };
}

/**
 * Ranks a batch inference job on every offering and machine of the case: its tokens at each GPU's
 * full serving throughput, on the whole units that hold a replica, times the copies that meet its
 * deadline; a machine bought for it alone, once over the horizon (each copy a machine busy its
 * share of the hours); every API for the model beside them.
 */
export function rankBatch(
  dataset: Dataset,
  work: BatchWork,
  scenario: ResolvedScenario,
): RankedWork {
  const memoryGb = servedMemoryGb(work);
  const speedOf = servedSpeedOf(dataset, work);
  const ways = jobWays(dataset, scenario, speedOf);
  const apis = apisFor(dataset, work);
  const job = jobOf(work);
  const machines = ways.machines.map((m) => {
    const g = speedOf.gpu(m.id, m.gpuModel);
    if (g === undefined) return m;
    const unit = machineGpusOf(m.inputs);
    const units = Math.max(1, Math.ceil(memoryGb / (g.memoryGb * unit) - 1e-9));
    const oneCopy = work.batchTokens / (g.perSecond * units * unit) / 3600;
    // each of the copies a machine of its own, busy its share of the hours once over the horizon
    const copies = copiesFor(job, oneCopy);
    const hours = busyHoursPerDay(undefined, oneCopy / copies, m.inputs.horizonYears);
    return { ...m, inputs: { ...m.inputs, usedHoursPerDay: Math.min(24, hours) } };
  });
  const ranking = withOutside(
    rankJob(job, {
      base: scenario.inputs,
      capacityWaitHours: scenario.scenario.capacityWaitHours,
      offerings: ways.offerings,
      machines,
      heldOfferingId: scenario.offering.billing === "committed" ? scenario.offering.id : undefined,
    }, { scalingEfficiency: 1 }),
    ways.outside,
  );
  return {
    work,
    memoryGb,
    runsPerMonth: undefined,
    ranking,
    basis: basesOf(ranking.rows, speedOf),
    apis,
    apiSplits: Object.fromEntries(apis.map((a) => [a.id, apiSplit(a, requestShape(work))])),
  };
}

/** What a batch job's words say of it (`WORK_KIND_WORDS`): its figures, in no language. */
export interface BatchSaid extends ServedSaid {
  /** Output tokens in all. */
  batchTokens: number;
  /** Hours it must finish within; `undefined`: no deadline. */
  deadlineHours: number | undefined;
}

/** A batch inference job: a model's output tokens to generate within a deadline, no latency target. */
export const BATCH: WorkKindRecord<BatchWork, BatchSaid> = {
  fields: ["batch_tokens", "deadline_hours", "input_tokens", "output_tokens"],
  needs: ["model_params", "batch_tokens"],
  shape: "ranking",
  stated(values: ParameterValues, base, common) {
    const batchTokens = num(values.batch_tokens) ?? base?.batchTokens;
    if (batchTokens === undefined) {
      throw new ParameterError({
        kind: "value",
        name: "batch_tokens",
        found: values.batch_tokens,
        expected: { kind: "needed" },
      });
    }
    return {
      ...common,
      kind: "batch",
      batchTokens,
      deadlineHours: num(values.deadline_hours) ?? base?.deadlineHours,
      ...requestStated(values, base),
      ttftMs: base?.ttftMs,
      tpotMs: base?.tpotMs,
    };
  },
  memoryGb: (work) => servedMemoryGb(work),
  speedOf: (dataset, work) => servedSpeedOf(dataset, work),
  price: (dataset, work, scenario) => ({
    shape: "ranking",
    ranked: rankBatch(dataset, work, scenario),
  }),
  busyHoursPerDay(dataset, work, scenario) {
    const g = servedSpeedOf(dataset, work).gpu(scenario.hardware.id, scenario.hardware.gpuModel);
    if (g === undefined || !holdsWork(scenario, g.memoryGb, servedMemoryGb(work))) {
      return undefined;
    }
    const hours = work.batchTokens / (g.perSecond * scenario.inputs.gpuCount) / 3600;
    return busyHoursPerDay(undefined, hours, scenario.inputs.horizonYears);
  },
  onGpu(work, perSecond, gpus) {
    const gpuHours = work.batchTokens / perSecond / 3600;
    return { gpuHours, hours: gpuHours / gpus };
  },
  facts: (work) => ({
    batchTokens: work.batchTokens,
    deadlineHours: work.deadlineHours ?? null,
    ...requestFacts(work),
  }),
  said: (work) => ({
    ...servedSaid(work),
    batchTokens: work.batchTokens,
    deadlineHours: work.deadlineHours,
  }),
  given: (work) => ({
    batch_tokens: work.batchTokens,
    deadline_hours: work.deadlineHours,
    input_tokens: work.inputTokens,
    output_tokens: work.outputTokens,
  }),
};
