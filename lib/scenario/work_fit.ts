/**
 * A work on each GPU model of the data: the GPUs that hold its memory, how fast one of them does
 * it, and so its GPU-hours (a training run) or the GPUs its busiest hour wants (a serving load).
 * What notebook 10 shows before it prices the work: the same speeds and memory rules as
 * `rankTraining()` and `serveLoad()` (`workSpeedOf()`, `workMemoryGb()`), a GPU model at a time.
 * No I/O, no `Deno`.
 *
 * @module
 */
import type { Dataset, Work } from "../data/load.ts";
import type { SpeedBasis } from "./work_speed.ts";
import type { SpeedData } from "./work_types.ts";
import { kindOf, workMemoryGb, workSpeedOf } from "./work_kinds.ts";
import { bestReplica } from "./serving_target.ts";

/** How a GPU model holds a work: on one GPU, spread over several, or not known (no figure). */
export type WorkFit = "one" | "several" | "unknown";

/** A work on one GPU model. */
export interface WorkOnGpu {
  /** The GPU model. */
  gpuModel: string;
  /** Memory of one GPU, GB; `undefined` where the data has no figure. */
  memoryGb: number | undefined;
  /** GPUs that hold the work's memory: ⌈memory it needs ÷ one GPU's⌉; `undefined` without a figure. */
  gpus: number | undefined;
  /** On one GPU, over several, or unknown: no memory figure, or no speed (peak, bandwidth or a measurement). */
  fit: WorkFit;
  /** Tokens a second one GPU does (trains on, or serves); `undefined` when unknown. */
  perSecond: number | undefined;
  /** How that speed is known: measured, from the peak, or estimated. */
  basis: SpeedBasis | undefined;
  /** A training run: GPU-hours it takes (its tokens ÷ tokens a second a GPU ÷ 3,600). */
  gpuHours?: number;
  /** A training run: hours on the GPUs that hold it (GPU-hours ÷ `gpus`). */
  hours?: number;
  /** A serving load: GPUs its busiest hour wants, in whole replicas of `gpus`. */
  peakGpus?: number;
  /** A serving load: GPU-hours a day, in whole replicas each hour. */
  gpuHoursPerDay?: number;
}

/**
 * The work on every GPU model of the data: those of `gpus.csv` first, in its order, then the
 * other models of the offerings and machines; each with the GPUs that hold the work's memory
 * (`workMemoryGb()` spread over whole GPUs, as `rankTraining()` and `serveLoad()` spread it), its
 * speed on one GPU (`workSpeedOf()`: measured, from the peak × MFU, or estimated) and what that
 * speed makes of the work.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { loadDatasetOrThrow } from "../data/folder.ts";
 * import { workOf } from "./work.ts";
 *
 * const { dataset } = await loadDatasetOrThrow("data");
 * const work = workOf(dataset, { work: "lora-7b-2b-tokens" })!;
 * const h100 = workOnGpus(dataset, work).find((g) => g.gpuModel === "H100 80GB")!;
 * // 16.8 GB on one 80 GB GPU; 4 × 7e9 × 2e9 FLOPs ÷ (989e12 × 0.4 × 3,600) = 39.3 GPU-hours
 * assert.equal(h100.fit, "one");
 * assert.equal(h100.gpuHours!.toFixed(1), "39.3");
 * ```
 */
export function workOnGpus(
  dataset: SpeedData & Pick<Dataset, "offerings" | "hardware">,
  work: Work,
): WorkOnGpu[] {
  const speedOf = workSpeedOf(dataset, work);
  const needGb = workMemoryGb(work, dataset);
  const models = [
    ...new Set([
      ...dataset.gpus.map((g) => g.gpuModel),
      ...dataset.offerings.map((o) => o.gpuModel),
      ...dataset.hardware.map((h) => h.gpuModel),
    ]),
  ];
  return models.map((gpuModel) => {
    const memoryGb = speedOf.memoryGb(gpuModel);
    const g = speedOf.gpu("", gpuModel);
    // a served model's GPUs are its fastest replica's (the size its speed is of), else the
    // fewest that hold the work's memory
    const replica = g?.replicas === undefined ? undefined : bestReplica(g.replicas);
    const gpus = memoryGb === undefined
      ? undefined
      : replica?.gpus ?? Math.max(1, Math.ceil(needGb / memoryGb - 1e-9));
    const base = {
      gpuModel,
      memoryGb,
      gpus,
      fit: (g === undefined || gpus === undefined
        ? "unknown"
        : gpus === 1
        ? "one"
        : "several") as WorkFit,
      perSecond: g?.perSecond,
      basis: g?.basis,
    };
    if (g === undefined || gpus === undefined) {
      return base;
    }
    // a run's GPU-hours and hours, or the GPUs a load's busiest hour wants: its kind's record
    return { ...base, ...kindOf(work).onGpu(work, g.perSecond, gpus) };
  });
}
