/**
 * Whether a way can hold a job: the GPUs one host links ({@linkcode HOST_GPUS}), whether a model
 * spread over GPUs fits the units a way is made of ({@linkcode canSpread}), the whole units its
 * memory needs ({@linkcode unitsNeeded}), and the fit of one way or why it cannot run the job
 * ({@linkcode fitOf}: too little memory, a spread it cannot link, no throughput figure), and the
 * copies of a job of independent parts its deadline needs ({@linkcode copiesFor}).
 *
 * @module
 */
import type { GpuSpeed, JobSpec, JobUnfit } from "./job_types.ts";

/**
 * GPUs in one cluster node (assumption): beyond one host a model is spread only over whole nodes
 * of at least this many GPUs, the servers clusters are built of with their network (AWS p5, an
 * 8-GPU server). Within a host, a way links as many GPUs as one of its instances or machines
 * holds: an offering's `host_gpus` (AutoDL, RunPod and the clouds rent 1 to 8 GPUs of a host at
 * the price of one each; blank in the data: exactly its `gpu_count`), a machine's own. Separate
 * single-GPU instances or workstations are never joined into one model.
 */
export const HOST_GPUS = 8;

/**
 * Whether a model spread over `gpus` GPUs can run on units of `unitGpus` GPUs whose instance or
 * machine links at most `hostGpus` GPUs of one host: within one host, or over whole nodes of
 * {@linkcode HOST_GPUS} or more.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.ok(canSpread(4, 1, 8)); // four GPUs of one host, rented by the GPU (AutoDL)
 * assert.ok(!canSpread(4, 1, 1)); // four separate single-GPU instances
 * assert.ok(!canSpread(14, 1, 8)); // more than a host, on single-GPU instances
 * assert.ok(canSpread(14, 8, 8)); // two 8-GPU nodes
 * assert.ok(!canSpread(4, 1, 1)); // four separate workstations
 * ```
 */
export function canSpread(gpus: number, unitGpus: number, hostGpus: number): boolean {
  return unitGpus >= HOST_GPUS || gpus <= Math.max(unitGpus, hostGpus);
}

/**
 * The hosts a job on `units` units of `unitGpus` GPUs runs on: each node its own host, else one
 * host holding them all. A spot interruption of any host stops the job.
 */
export function hostsOf(units: number, unitGpus: number): number {
  return unitGpus >= HOST_GPUS ? units : 1;
}

/**
 * The whole units (instances or machines) of `gpuCount` GPUs of `memoryGb` each that a job needs
 * to hold `totalMemoryGb` spread over their GPUs: at least 1; `Infinity` when even `maxGpus`
 * GPUs of them cannot hold it.
 */
export function unitsNeeded(
  job: Pick<JobSpec, "totalMemoryGb" | "maxGpus">,
  gpuCount: number,
  memoryGb: number,
): number {
  if (job.totalMemoryGb === undefined) return 1;
  const gpus = Math.ceil(job.totalMemoryGb / memoryGb - 1e-9);
  if (gpus > job.maxGpus) return Infinity;
  return Math.max(1, Math.ceil(gpus / gpuCount));
}

/**
 * The GPU's speed and the whole units (instances or machines of `gpuCount` GPUs, linking at most
 * `hostGpus` of one host) the job takes when it can run, else why it cannot: too little memory on each GPU, or in all the GPUs it may
 * use (`totalMemoryGb` over at most `maxGpus`), or no speed known.
 */
export function fitOf(
  job: JobSpec,
  speed: GpuSpeed | undefined,
  memoryGb: number | undefined,
  gpuCount: number,
  hostGpus: number,
):
  | { speed: GpuSpeed; units: number }
  | Extract<JobUnfit, { reason: "memory" | "spread" | "no-throughput" }> {
  const memory = speed?.memoryGb ?? memoryGb;
  if (memory !== undefined && memory < job.memoryGb) {
    return {
      reason: "memory",
      neededGb: job.memoryGb,
      hasGb: memory,
    };
  }
  const units = memory === undefined ? 1 : unitsNeeded(job, gpuCount, memory);
  if (memory !== undefined && job.totalMemoryGb !== undefined) {
    const gpus = Math.ceil(job.totalMemoryGb / memory - 1e-9);
    if (!Number.isFinite(units) || !canSpread(gpus, gpuCount, hostGpus)) {
      const host = gpuCount >= HOST_GPUS ? Infinity : Math.max(gpuCount, hostGpus);
      return {
        reason: "spread",
        neededGb: job.totalMemoryGb,
        gpus,
        unitGpus: gpuCount,
        mostGpus: Math.min(job.maxGpus, host),
      };
    }
  }
  if (speed === undefined) {
    return { reason: "no-throughput" };
  }
  return { speed, units };
}

/**
 * How many copies of a job of independent parts (`parallel`) run side by side to finish within its
 * deadline, each on the units one copy needs: ⌈hours on one copy ÷ deadline⌉, at least 1; 1 for a
 * job of one piece or without a deadline. Billed by the hour, the copies cost what one copy costs
 * in all: the same GPU-hours, in fewer hours.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { copiesFor } from "./job.ts";
 *
 * // 30 h on one copy, due within 8 h: 4 copies, 7.5 h
 * assert.equal(copiesFor({ parallel: true, deadlineHours: 8 }, 30), 4);
 * assert.equal(copiesFor({ deadlineHours: 8 }, 30), 1); // one piece: it cannot split
 * ```
 */
export function copiesFor(
  job: Pick<JobSpec, "parallel" | "deadlineHours">,
  hoursOnOne: number,
): number {
  const d = job.deadlineHours;
  if (!job.parallel || d === undefined || !(d > 0) || !(hoursOnOne > d)) return 1;
  return Math.min(1e6, Math.ceil(hoursOnOne / d - 1e-9));
}
