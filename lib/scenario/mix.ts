/**
 * A mix of training runs as a kind of work (`work_kinds.ts`): runs of `work.csv`, each repeated a
 * number of times a month, done on the same machines ("a 7 B LoRA run 4 times a month and a 13 B
 * LoRA run twice a month on the same 4090s"). A month of the mix is the demand: each way does
 * every run of the month, so a machine is busy the sum of the runs' hours and a commitment is
 * shared by them. No I/O, no `Deno`.
 *
 * A month of the mix is ranked as one job of its tokens (`rankRuns()` of `training.ts`), at the
 * speed that gives each GPU the same hours as the runs do one by one: for runs of D_i tokens,
 * m_i times a month, at s_i tokens a second on a GPU, the mix's T = Σ m_i × D_i tokens take
 * Σ m_i × D_i ÷ s_i seconds, so its speed is T ÷ Σ (m_i × D_i ÷ s_i); a GPU without a speed on one
 * of the runs has none on the mix. It needs the memory of its largest run, on whole units that
 * hold it.
 *
 * @module
 */
import type { Dataset } from "../data/load.ts";
import type { MixWork, TrainingWork } from "../data/work.ts";
import { ParameterError } from "../params.ts";
import type { ResolvedScenario } from "./resolve.ts";
import { rankRuns, TRAINING } from "./training.ts";
import { leastSure, type SpeedBasis, type WorkSpeedOf } from "./work_speed.ts";
import type { SpeedData, WorkKindRecord, WorkSaid } from "./work_types.ts";

/** A month of a mix's tokens: Σ runs a month × tokens of each run. */
export function monthlyTokens(work: Pick<MixWork, "parts">): number {
  return work.parts.reduce((sum, p) => sum + (p.runsPerMonth ?? 0) * p.tokens, 0);
}

/** How fast one GPU does a month of the mix: the speed that gives it the runs' hours in all. */
function mixSpeedOf(dataset: SpeedData, work: MixWork): WorkSpeedOf {
  const speeds = work.parts.map((p) => ({ p, of: TRAINING.speedOf(dataset, p) }));
  const first = speeds[0]?.of;
  const gpu: WorkSpeedOf["gpu"] = (id, gpuModel) => {
    let seconds = 0;
    let basis: SpeedBasis = "measured";
    let memoryGb: number | undefined;
    for (const { p, of } of speeds) {
      const g = of.gpu(id, gpuModel);
      if (g === undefined) return undefined;
      seconds += (p.runsPerMonth ?? 0) * p.tokens / g.perSecond;
      basis = leastSure(basis, g.basis);
      memoryGb = g.memoryGb;
    }
    if (memoryGb === undefined || !(seconds > 0)) return undefined;
    return { perSecond: monthlyTokens(work) / seconds, memoryGb, basis };
  };
  return { speed: gpu, gpu, memoryGb: (gpuModel) => first?.memoryGb(gpuModel) };
}

/** The memory a mix needs: its largest run's, in all. */
function mixMemoryGb(work: MixWork): number {
  return Math.max(0, ...work.parts.map((p) => TRAINING.memoryGb(p, { models: [] })));
}

/** What a mix's words say of it (`WORK_KIND_WORDS`): its runs and a month's tokens, in no language. */
export interface MixSaid extends WorkSaid {
  /** Its runs: id, tokens, model and runs a month. */
  parts: { id: string; tokens: number; modelParams: number; runsPerMonth: number }[];
  /** A month of its tokens. */
  monthlyTokens: number;
}

/** A mix of training runs done on the same machines, a month of each the demand. */
export const MIX: WorkKindRecord<MixWork, MixSaid> = {
  // stated by a row of work.csv only (`work=ID`): its runs are rows too
  fields: [],
  needs: [],
  shape: "ranking",
  stated(values, base) {
    if (base === undefined) {
      throw new ParameterError({
        kind: "value",
        name: "work",
        found: values.work,
        expected: { kind: "needed" },
      });
    }
    return base;
  },
  memoryGb: mixMemoryGb,
  speedOf: mixSpeedOf,
  price: (dataset, work, scenario) => ({
    shape: "ranking",
    ranked: {
      work,
      memoryGb: mixMemoryGb(work),
      // a month of the mix, done every month
      runsPerMonth: 1,
      ...rankRuns(dataset, scenario, {
        id: work.id,
        tokens: monthlyTokens(work),
        runsPerMonth: 1,
        memoryGb: mixMemoryGb(work),
        speedOf: mixSpeedOf(dataset, work),
      }),
      apis: [],
      apiSplits: {},
    },
  }),
  busyHoursPerDay(dataset: Dataset, work: MixWork, scenario: ResolvedScenario) {
    // the sum of its runs' hours a day; none where the machine cannot do one of them
    let hours = 0;
    for (const p of work.parts as TrainingWork[]) {
      const h = TRAINING.busyHoursPerDay(dataset, p, scenario);
      if (h === undefined) return undefined;
      hours += h;
    }
    return hours;
  },
  onGpu(work, perSecond, gpus) {
    const gpuHours = monthlyTokens(work) / perSecond / 3600;
    return { gpuHours, hours: gpuHours / gpus };
  },
  facts: (work) => ({
    parts: work.parts.map((p) => p.id).join("+"),
    monthlyTokens: monthlyTokens(work),
  }),
  given: () => ({}),
  said: (work) => ({
    id: work.id,
    description: work.description,
    modelParams: work.modelParams,
    precision: work.precision,
    memoryGb: mixMemoryGb(work),
    parts: work.parts.map((p) => ({
      id: p.id,
      tokens: p.tokens,
      modelParams: p.modelParams,
      runsPerMonth: p.runsPerMonth ?? 0,
    })),
    monthlyTokens: monthlyTokens(work),
  }),
};
