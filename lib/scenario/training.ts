/**
 * A training run as a kind of work (`work_kinds.ts`): the parameters that state it, its memory, a
 * GPU's speed on it (measured, else its peak × MFU), its ways ranked in whole instances and
 * machines over the horizon's runs (`rankJob()`), and the hours it keeps the case's machine busy.
 * No I/O, no `Deno`.
 *
 * @module
 */
import type { Dataset } from "../data/load.ts";
import type { TrainingWork } from "../data/work.ts";
import {
  METHODS,
  TRAINING_METHODS,
  trainingMemoryGb,
  type TrainingMethod,
  trainingTokensPerSecond,
  WORK_DEFAULTS,
} from "../model/work.ts";
import { rankJob } from "../model/job.ts";
import { machineGpusOf } from "../model/inputs.ts";
import { ParameterError } from "../params.ts";
import type { ResolvedScenario } from "./resolve.ts";
import { jobWays, withOutside } from "./jobs.ts";
import { basesOf, holdsWork, workGpuSpeed, type WorkSpeedOf } from "./work_speed.ts";
import type { RankedWork, WorkKindRecord, WorkSaid } from "./work_types.ts";

/** A training run ranked on every offering and machine, with its FLOPs and MFU. */
export interface TrainingRanking extends RankedWork {
  /** The run. */
  work: TrainingWork;
  /** Its FLOPs (k × N × D). */
  flops: number;
  /** The MFU it reaches. */
  mfu: number;
}

/** The MFU a training run reaches: its own, else the default (`WORK_DEFAULTS.mfu`). */
export function mfuOf(work: Pick<TrainingWork, "mfu">): number {
  return work.mfu ?? WORK_DEFAULTS.mfu;
}

const num = (v: unknown): number | undefined => typeof v === "number" ? v : undefined;

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
  const memoryGb = trainingMemoryGb(work);
  const speedOf = TRAINING.speedOf(dataset, work);
  const { ranking, basis } = rankRuns(dataset, scenario, {
    id: work.id,
    tokens: work.tokens,
    runsPerMonth: work.runsPerMonth,
    memoryGb,
    speedOf,
  });
  return {
    work,
    flops: METHODS[work.method].flopsPerParamToken * work.modelParams * work.tokens,
    memoryGb,
    mfu: mfuOf(work),
    runsPerMonth: work.runsPerMonth,
    ranking,
    basis,
    // an API serves a model; it trains none
    apis: [],
    apiSplits: {},
  };
}

/**
 * Ranks a run of `tokens` (once over the horizon, or `runsPerMonth` times a month) on every
 * offering and machine of the case: at each GPU's speed on it (`speedOf`), spread over as many
 * whole instances or machines as hold `memoryGb`, every GPU at that speed (no further scaling
 * loss); each machine busy as long as the runs keep it. A training run's ranking, and a month of
 * a mix of runs (`mix.ts`).
 */
export function rankRuns(
  dataset: Dataset,
  scenario: ResolvedScenario,
  { id, tokens, runsPerMonth, memoryGb, speedOf }: {
    id: string;
    tokens: number;
    runsPerMonth: number | undefined;
    memoryGb: number;
    speedOf: WorkSpeedOf;
  },
): Pick<RankedWork, "ranking" | "basis"> {
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
      runsPerMonth,
      tokens / (g.perSecond * units * unit) / 3600,
      m.inputs.horizonYears,
    );
    return hours === undefined
      ? m
      : { ...m, inputs: { ...m.inputs, usedHoursPerDay: Math.min(24, hours) } };
  });
  const ranking = withOutside(
    rankJob({
      id,
      work: tokens,
      memoryGb: 0,
      maxGpus: 100_000,
      totalMemoryGb: memoryGb,
    }, {
      base: scenario.inputs,
      capacityWaitHours: scenario.scenario.capacityWaitHours,
      offerings: ways.offerings,
      machines,
      heldOfferingId: scenario.offering.billing === "committed" ? scenario.offering.id : undefined,
      jobsPerMonth: runsPerMonth,
    }, { scalingEfficiency: 1 }),
    ways.outside,
  );
  return { ranking, basis: basesOf(ranking.rows, speedOf) };
}

/**
 * The hours a day a machine is busy with a run that takes `runHours` on it: runs a month × hours ×
 * 12 ÷ 365, or once over a horizon of `years` (hours ÷ 365 × years).
 */
export function busyHoursPerDay(
  runsPerMonth: number | undefined,
  runHours: number,
  years: number,
): number {
  return runsPerMonth === undefined ? runHours / (365 * years) : runsPerMonth * runHours * 12 / 365;
}

/** What a training run's words say of it (`WORK_KIND_WORDS`): its figures, in no language. */
export interface TrainingSaid extends WorkSaid {
  /** Bytes a parameter: weights, gradients and optimizer states. */
  bytes: number;
  /** 1 + the memory beyond them (activations, adapters). */
  factor: number;
  /** Tokens it trains on. */
  tokens: number;
  /** Full, LoRA or QLoRA. */
  method: TrainingMethod;
  /** FLOPs a parameter a token, k. */
  k: number;
  /** Its MFU. */
  mfu: number;
  /** Its FLOPs, k × N × D. */
  flops: number;
  /** Runs a month; `undefined`: once over the horizon. */
  runsPerMonth: number | undefined;
}

/** A training run: a model's parameters trained on tokens, in full or with adapters, once or a number of times a month. */
export const TRAINING: WorkKindRecord<TrainingWork, TrainingSaid> = {
  fields: ["tokens", "method", "mfu", "runs_per_month"],
  needs: ["model_params", "tokens"],
  shape: "ranking",
  stated(values, base, common) {
    const tokens = num(values.tokens) ?? base?.tokens;
    if (tokens === undefined) {
      throw new ParameterError({
        kind: "value",
        name: "tokens",
        found: values.tokens,
        expected: { kind: "needed" },
      });
    }
    const method = typeof values.method === "string" ? values.method : base?.method ?? "full";
    if (!(TRAINING_METHODS as readonly string[]).includes(method)) {
      throw new ParameterError({
        kind: "value",
        name: "method",
        found: values.method,
        expected: { kind: "oneOf", choices: TRAINING_METHODS },
      });
    }
    return {
      ...common,
      kind: "training",
      tokens,
      method: method as TrainingMethod,
      mfu: num(values.mfu) ?? base?.mfu,
      runsPerMonth: num(values.runs_per_month) ?? base?.runsPerMonth,
    };
  },
  memoryGb: (work) => trainingMemoryGb(work),
  speedOf: (dataset, work) =>
    workGpuSpeed(dataset, work, (facts, memoryGb) => {
      const peak = facts?.bf16DenseTflops;
      if (peak === undefined) return undefined;
      return {
        perSecond: trainingTokensPerSecond({ ...work, mfu: mfuOf(work) }, peak),
        memoryGb,
        basis: "peak",
      };
    }),
  price: (dataset, work, scenario) => ({
    shape: "ranking",
    ranked: rankTraining(dataset, work, scenario),
  }),
  busyHoursPerDay(dataset, work, scenario) {
    const g = TRAINING.speedOf(dataset, work).gpu(
      scenario.hardware.id,
      scenario.hardware.gpuModel,
    );
    const gpus = scenario.inputs.gpuCount;
    if (g === undefined || !holdsWork(scenario, g.memoryGb, trainingMemoryGb(work))) {
      return undefined;
    }
    return busyHoursPerDay(
      work.runsPerMonth,
      work.tokens / (g.perSecond * gpus) / 3600,
      scenario.inputs.horizonYears,
    );
  },
  onGpu(work, perSecond, gpus) {
    const gpuHours = work.tokens / perSecond / 3600;
    return { gpuHours, hours: gpuHours / gpus };
  },
  facts: (work) => ({
    tokens: work.tokens,
    method: work.method,
    mfu: mfuOf(work),
    flops: METHODS[work.method].flopsPerParamToken * work.modelParams * work.tokens,
    runsPerMonth: work.runsPerMonth ?? null,
  }),
  said: (work) => ({
    id: work.id,
    description: work.description,
    modelParams: work.modelParams,
    precision: work.precision,
    memoryGb: trainingMemoryGb(work),
    bytes: METHODS[work.method].bytesPerParam,
    factor: 1 + WORK_DEFAULTS.trainingOverhead,
    tokens: work.tokens,
    method: work.method,
    k: METHODS[work.method].flopsPerParamToken,
    mfu: mfuOf(work),
    flops: METHODS[work.method].flopsPerParamToken * work.modelParams * work.tokens,
    runsPerMonth: work.runsPerMonth,
  }),
  given: (work) => ({
    tokens: work.tokens,
    method: work.method,
    mfu: work.mfu,
    runs_per_month: work.runsPerMonth,
  }),
};
