/**
 * How fast a GPU does a work, and what memory the work needs: a measured throughput of the work's
 * workload where `throughput.csv` has one, else from the GPU's facts (`gpus.csv`: peak FLOP/s,
 * bandwidth), the bytes a weight of its precision, the MFU a training run reaches, and the work
 * as a workload of `throughput.csv` so a case weighs other GPUs at their speed on it. No I/O, no
 * `Deno`.
 *
 * @module
 */
import type { Dataset, Throughput, Work } from "../data/load.ts";
import type { TrainingWork } from "../data/work.ts";
import { throughputOf } from "../data/throughput_of.ts";
import {
  BYTES_PER_WEIGHT,
  estimatedServingTokensPerSecond,
  servingMemoryGb,
  trainingMemoryGb,
  trainingTokensPerSecond,
  WORK_DEFAULTS,
} from "../model/work.ts";
import { type GpuSpeed } from "../model/job.ts";
import { type SpeedOf } from "./jobs.ts";

/** How a GPU's speed on a work is known: measured (`throughput.csv`), from its peak FLOP/s, or estimated. */
export type SpeedBasis = "measured" | "peak" | "estimate";

/** A GPU's speed on a work, its memory, and the GPUs a replica of the work takes on it. */
export interface WorkGpu extends GpuSpeed {
  /** How the speed is known. */
  basis: SpeedBasis;
}

/** The memory a work needs in all, GB: to train (`trainingMemoryGb`) or to serve (`servingMemoryGb`). */
export function workMemoryGb(work: Work): number {
  return work.kind === "training"
    ? trainingMemoryGb(work)
    : servingMemoryGb({ modelParams: work.modelParams, bytesPerWeight: bytesPerWeight(work) });
}

/** Bytes a weight of a work's precision (2 for BF16). */
export function bytesPerWeight(work: Pick<Work, "precision">): number {
  return BYTES_PER_WEIGHT[work.precision] ?? 2;
}

/** The MFU a training run reaches: its own, else the default (`WORK_DEFAULTS.mfu`). */
export function mfuOf(work: TrainingWork): number {
  return work.mfu ?? WORK_DEFAULTS.mfu;
}

/**
 * How fast one GPU of an offering or machine does a work, in tokens a second, and its memory: a
 * measured figure of the work's `workload` where `throughput.csv` has one, else from the GPU's
 * facts (`gpus.csv`): a training run at its peak × MFU ÷ (k × N), a serving load estimated from
 * its bandwidth and peak (`estimatedServingTokensPerSecond`, for a replica of as many GPUs as
 * hold the model); `undefined` when the data has neither.
 */
export function workSpeedOf(
  dataset: Pick<Dataset, "gpus" | "throughput">,
  work: Work,
): SpeedOf & { gpu: (id: string, gpuModel: string) => WorkGpu | undefined } {
  const memoryOf = (gpuModel: string) =>
    dataset.gpus.find((g) => g.gpuModel === gpuModel)?.memoryGb ??
      dataset.throughput.find((t) => t.gpuModel === gpuModel)?.memoryGb;
  const gpu = (id: string, gpuModel: string): WorkGpu | undefined => {
    const memoryGb = memoryOf(gpuModel);
    if (memoryGb === undefined) return undefined;
    if (work.workload !== undefined) {
      const t = throughputOf(dataset.throughput, work.workload, { id, gpuModel });
      if (t) return { perSecond: t.perSecond, memoryGb, basis: "measured" };
    }
    const facts = dataset.gpus.find((g) => g.gpuModel === gpuModel);
    const peak = facts?.bf16DenseTflops;
    if (work.kind === "training") {
      if (peak === undefined) return undefined;
      return {
        perSecond: trainingTokensPerSecond({ ...work, mfu: mfuOf(work) }, peak),
        memoryGb,
        basis: "peak",
      };
    }
    const bandwidth = facts?.memoryBandwidthTbs;
    if (peak === undefined || bandwidth === undefined) return undefined;
    const gpus = Math.max(1, Math.ceil(workMemoryGb(work) / memoryGb - 1e-9));
    return {
      perSecond: estimatedServingTokensPerSecond(
        { modelParams: work.modelParams, bytesPerWeight: bytesPerWeight(work) },
        { bandwidthTbs: bandwidth, peakTflops: peak, gpus },
      ),
      memoryGb,
      basis: "estimate",
    };
  };
  return { speed: gpu, memoryGb: memoryOf, gpu };
}

/**
 * The work as a workload of `throughput.csv`: one row a GPU model the work has a speed on (its
 * tokens a second a GPU), so that a case that does the work weighs other GPUs at their speed on
 * it (`relativeSpeed()`). Its id: `work:` and the work's.
 */
export function workThroughput(
  dataset: Pick<Dataset, "gpus" | "throughput" | "offerings" | "hardware">,
  work: Work,
): Throughput[] {
  const speedOf = workSpeedOf(dataset, work);
  const models = [
    ...new Set([
      ...dataset.offerings.map((o) => o.gpuModel),
      ...dataset.hardware.map((h) => h.gpuModel),
    ]),
  ];
  return models.flatMap((gpuModel) => {
    const g = speedOf.gpu("", gpuModel);
    return g === undefined ? [] : [{
      gpuModel,
      workload: workWorkload(work),
      perSecond: g.perSecond,
      unit: "tokens/s" as const,
      precision: work.precision,
      memoryGb: g.memoryGb,
      appliesTo: undefined,
      notes: g.basis,
      source: work.source,
      asOf: work.asOf,
      row: 0,
    }];
  });
}

/** The workload id a work adds to a case's throughput figures. */
export function workWorkload(work: Pick<Work, "id">): string {
  return `work:${work.id}`;
}
