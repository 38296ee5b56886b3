/**
 * Where the work files meet a case: a training run or a serving load (a row of `work.csv`, or one
 * stated with `-p model_params=7e9 -p tokens=2e9 -p method=lora`) timed on each GPU from its facts
 * (`gpus.csv`: peak FLOP/s, memory, bandwidth) or a measured throughput, fitted to the memory it
 * needs, and priced on every offering and machine of the data: a training run as a job ranked by
 * cost (`rankJob`), a serving load as the GPUs it wants hour by hour, with the owned fleet sized by
 * the hybrid fleet's rule and the rest rented or sent to an API. No I/O, no `Deno`: the what-if
 * page runs it.
 *
 * The work that parameters state is `work_stated.ts`'s, a GPU's speed on it and its memory
 * `work_speed.ts`'s, a serving load priced every way `serving.ts`'s; this module ranks a training
 * run and says the hours a work keeps the case's machine busy, and hands on the names of the
 * others so that one import serves a caller.
 *
 * @module
 */
import type { Dataset, Work } from "../data/load.ts";
import type { TrainingWork } from "../data/work.ts";
import { METHODS, servingGpusByHour } from "../model/work.ts";
import { canSpread, type JobRanking, rankJob } from "../model/job.ts";
import type { ResolvedScenario } from "./resolve.ts";
import { jobWays, withOutside } from "./jobs.ts";
import { machineGpusOf } from "../model/inputs.ts";
import { mfuOf, workMemoryGb, workSpeedOf } from "./work_speed.ts";

export * from "./work_stated.ts";
export * from "./work_speed.ts";
export * from "./serving.ts";

/** A training run ranked on every offering and machine, with its GPU-hours. */
export interface TrainingRanking {
  /** The run. */
  work: TrainingWork;
  /** Its FLOPs (k × N × D). */
  flops: number;
  /** Memory it needs in all, GB (spread over the GPUs it runs on). */
  memoryGb: number;
  /** The MFU it reaches. */
  mfu: number;
  /** Every way to run it once, ranked by cost (`rankJob`: its tokens at each GPU's speed). */
  ranking: JobRanking;
}

/**
 * Ranks a training run on every offering and machine of the dataset under the resolved scenario,
 * as a job of its tokens at each GPU's speed on it, spread over as many whole instances or
 * machines as hold its memory, every GPU working at the run's MFU (no further scaling loss: MFU is
 * the whole run's); where the run repeats (`runs_per_month`), priced per run over the term.
 */
export function rankTraining(
  dataset: Dataset,
  work: TrainingWork,
  scenario: ResolvedScenario,
): TrainingRanking {
  const memoryGb = workMemoryGb(work);
  const speedOf = workSpeedOf(dataset, work);
  const ways = jobWays(dataset, scenario, speedOf);
  // each machine busy as long as the run keeps it (its hours on it, runs a month or once over
  // the horizon), so that its cost an hour is that of doing this work
  const machines = ways.machines.map((m) => {
    const g = speedOf.gpu(m.id, m.gpuModel);
    const unit = machineGpusOf(m.inputs);
    const units = g === undefined
      ? 1
      : Math.max(1, Math.ceil(memoryGb / (g.memoryGb * unit) - 1e-9));
    const hours = g === undefined ? undefined : busyHoursPerDay(
      work,
      work.tokens / (g.perSecond * units * unit) / 3600,
      m.inputs.horizonYears,
    );
    return hours === undefined
      ? m
      : { ...m, inputs: { ...m.inputs, usedHoursPerDay: Math.min(24, hours) } };
  });
  const offerings = ways.offerings;
  const ranking = withOutside(
    rankJob({
      id: work.id,
      work: work.tokens,
      memoryGb: 0,
      maxGpus: 100_000,
      totalMemoryGb: memoryGb,
    }, {
      base: scenario.inputs,
      capacityWaitHours: scenario.scenario.capacityWaitHours,
      offerings,
      machines,
      heldOfferingId: scenario.offering.billing === "committed" ? scenario.offering.id : undefined,
      jobsPerMonth: work.runsPerMonth,
    }, { scalingEfficiency: 1 }),
    ways.outside,
  );
  return {
    work,
    flops: METHODS[work.method].flopsPerParamToken * work.modelParams * work.tokens,
    memoryGb,
    mfu: mfuOf(work),
    ranking,
  };
}

/**
 * The hours a day a training run keeps the case's machine busy: its hours on the machine (its
 * GPUs at their speed on it) × its runs a month × 12 ÷ 365, or once over the horizon where it
 * does not repeat; `undefined` when the machine cannot run it (no speed, too little memory).
 */
export function trainingHoursPerDay(
  dataset: Dataset,
  work: TrainingWork,
  scenario: ResolvedScenario,
): number | undefined {
  const g = workSpeedOf(dataset, work).gpu(scenario.hardware.id, scenario.hardware.gpuModel);
  const gpus = scenario.inputs.gpuCount;
  if (g === undefined || !holdsWork(scenario, g.memoryGb, workMemoryGb(work))) return undefined;
  return busyHoursPerDay(
    work,
    work.tokens / (g.perSecond * gpus) / 3600,
    scenario.inputs.horizonYears,
  );
}

/**
 * Whether the case's machine holds a work of `memoryGb` on its GPUs of `gpuMemoryGb` each: spread
 * over the GPUs it links (one machine's, or whole nodes of 8 or more), and no more than it has.
 */
export function holdsWork(
  scenario: Pick<ResolvedScenario, "inputs">,
  gpuMemoryGb: number,
  memoryGb: number,
): boolean {
  const gpus = Math.max(1, Math.ceil(memoryGb / gpuMemoryGb - 1e-9));
  const unit = machineGpusOf(scenario.inputs);
  return gpus <= scenario.inputs.gpuCount && canSpread(gpus, unit, unit);
}

/**
 * The hours a day a machine is busy with a training run that takes `runHours` on it: runs a month
 * × hours × 12 ÷ 365, or once over a horizon of `years` (hours ÷ 365 × years).
 */
export function busyHoursPerDay(
  work: Pick<TrainingWork, "runsPerMonth">,
  runHours: number,
  years: number,
): number {
  return work.runsPerMonth === undefined
    ? runHours / (365 * years)
    : work.runsPerMonth * runHours * 12 / 365;
}

/**
 * The hours a day a work keeps the case's machine busy: a training run's
 * ({@linkcode trainingHoursPerDay}); a serving load's GPU-hours a day on the machine's GPUs over
 * its GPUs (the GPUs its busiest hours want may exceed them: the hybrid fleet rents the rest);
 * `undefined` when the machine cannot do the work.
 */
export function workHoursPerDay(
  dataset: Dataset,
  work: Work,
  scenario: ResolvedScenario,
): number | undefined {
  if (work.kind === "training") return trainingHoursPerDay(dataset, work, scenario);
  const g = workSpeedOf(dataset, work).gpu(scenario.hardware.id, scenario.hardware.gpuModel);
  if (g === undefined) return undefined;
  const replica = Math.max(1, Math.ceil(workMemoryGb(work) / g.memoryGb - 1e-9));
  // a replica over separate machines is no way to serve it
  if (!holdsWork(scenario, g.memoryGb, workMemoryGb(work))) return undefined;
  const gpuHours = servingGpusByHour(work, g.perSecond, replica).reduce((a, n) => a + n, 0);
  return gpuHours / scenario.inputs.gpuCount;
}
