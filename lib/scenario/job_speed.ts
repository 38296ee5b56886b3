/**
 * How fast a machine or an offering runs a workload (`throughput.csv`), and the hours a month of
 * jobs (`jobs_per_month` in `scenarios.csv`) take on a scenario's machine.
 *
 * @module
 */
import type { Dataset, Hardware } from "../data/load.ts";
import type { Throughput } from "../data/throughput.ts";
import { type GpuSpeed, JOB_DEFAULTS, jobHours } from "../model/job.ts";
import { hoursPerDayOfMonth } from "../model/inputs.ts";
import { type JobsOfAMonthReason, MODEL_WORDS } from "../words/messages/model_words.ts";

export type { JobsOfAMonthReason };

/** What a machine cannot do with a month's jobs, in English after "cannot" (the catalogue's words). */
export function jobsOfAMonthClause(r: JobsOfAMonthReason): string {
  return MODEL_WORDS.errors.jobsOfAMonthClause.en(r);
}

/** Thrown when a machine cannot run a scenario's jobs of a month: the reason as values. */
export class JobsOfAMonthError extends RangeError {
  /** Why the machine cannot run them. */
  readonly reason: JobsOfAMonthReason;
  /** Makes the error for `reason`, its message the catalogue's English. */
  constructor(reason: JobsOfAMonthReason) {
    super(MODEL_WORDS.errors.cannot.en(jobsOfAMonthClause(reason)));
    this.name = "JobsOfAMonthError";
    this.reason = reason;
  }
}

/**
 * The speed of a workload on an offering or machine: the figure of `throughput.csv` for that id
 * (`applies_to`), else the one for its GPU model; and each GPU model's memory.
 */
export function speedLookup(
  throughput: readonly Throughput[],
  workload: string,
): {
  speed: (id: string, gpuModel: string) => GpuSpeed | undefined;
  memoryGb: (gpuModel: string) => number | undefined;
} {
  const byId = new Map<string, GpuSpeed>();
  const byModel = new Map<string, GpuSpeed>();
  const memory = new Map<string, number>();
  for (const t of throughput) {
    memory.set(t.gpuModel, t.memoryGb);
    if (t.workload !== workload) continue;
    const speed = { perSecond: t.perSecond, memoryGb: t.memoryGb };
    if (t.appliesTo !== undefined) byId.set(t.appliesTo, speed);
    else byModel.set(t.gpuModel, speed);
  }
  return {
    speed: (id, gpuModel) => byId.get(id) ?? byModel.get(gpuModel),
    memoryGb: (gpuModel) => memory.get(gpuModel),
  };
}

/**
 * The hours a day a machine is used to run `jobs` each month, averaged over the year: each job's
 * hours on the machine (its GPUs, at most the job's) times the share of the machine's GPUs it
 * takes, times its count, × 12 / 365. The same machine-hours the model's `usedHoursPerDay` counts.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { loadDatasetOrThrow } from "../data/folder.ts";
 * import { hoursPerDayOfJobs } from "./job_speed.ts";
 *
 * const { dataset } = await loadDatasetOrThrow("data");
 * const rtx3090 = dataset.hardware.find((h) => h.id === "rtx3090-doc")!;
 * // 30 Swin-B epochs a month on the document's 3090 at 4 h 52 min each (A2):
 * // 30 × 4.867 h × 12 / 365 = 4.80 h/day
 * const jobs = [{ job: "swin-b-imagenet-run", count: 30 }];
 * assert.equal(hoursPerDayOfJobs(dataset, rtx3090, jobs).toFixed(2), "4.80");
 * ```
 *
 * @throws {JobsOfAMonthError} (a `RangeError`) when the machine has no throughput figure for a job's workload, too little
 *   memory for it, or the jobs need more than 24 hours a day
 */
export function hoursPerDayOfJobs(
  dataset: Pick<Dataset, "jobs" | "throughput">,
  machine: Pick<Hardware, "id" | "gpuModel" | "gpuCount">,
  jobs: readonly { job: string; count: number }[],
): number {
  let hoursPerMonth = 0;
  for (const { job: name, count } of jobs) {
    const job = dataset.jobs.find((j) => j.id === name);
    if (!job) throw new JobsOfAMonthError({ kind: "noJob", job: name });
    const speed = speedLookup(dataset.throughput, job.workload).speed(machine.id, machine.gpuModel);
    if (!speed) {
      throw new JobsOfAMonthError({
        kind: "noThroughput",
        job: name,
        machine: machine.id,
        workload: job.workload,
        gpuModel: machine.gpuModel,
      });
    }
    if (job.memoryGb > speed.memoryGb) {
      throw new JobsOfAMonthError({
        kind: "memory",
        job: name,
        machine: machine.id,
        neededGb: job.memoryGb,
        gpuModel: machine.gpuModel,
        hasGb: speed.memoryGb,
      });
    }
    const gpus = Math.max(1, Math.min(job.maxGpus, machine.gpuCount));
    const hours = jobHours(job.work, speed.perSecond, gpus, JOB_DEFAULTS.scalingEfficiency);
    hoursPerMonth += count * hours * (gpus / Math.max(1, machine.gpuCount));
  }
  const hoursPerDay = hoursPerDayOfMonth(hoursPerMonth);
  if (hoursPerDay > 24) {
    throw new JobsOfAMonthError({ kind: "tooManyHours", machine: machine.id, hoursPerDay });
  }
  return hoursPerDay;
}
