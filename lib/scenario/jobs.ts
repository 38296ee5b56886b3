/**
 * Where the job files meet the job model: a job of `jobs.csv` ranked on every offering and
 * machine of a dataset, under a scenario's horizon, hours used, site, finance and spot settings.
 *
 * @module
 */
import type { Dataset } from "../data/load.ts";
import type { Job } from "../data/throughput.ts";
import {
  type GpuSpeed,
  type JobMachine,
  type JobOffering,
  type JobOptions,
  type JobRanking,
  rankJob,
} from "../model/job.ts";
import type { ResolvedScenario } from "./resolve.ts";
import { hardwareInputs, scenarioTerms, siteInputs } from "./terms.ts";
import { speedLookup } from "./job_speed.ts";
import { MODEL_WORDS } from "../words/messages/model_words.ts";

export { speedLookup };

/** Thrown when a job name is not in `jobs.csv`. */
export class UnknownJobError extends Error {
  /** The job asked for. */
  readonly job: string;
  /** The job ids `jobs.csv` lists. */
  readonly known: readonly string[];
  /** Makes the error for job `name`, listing the `known` job ids. */
  constructor(name: string, known: readonly string[]) {
    super(MODEL_WORDS.errors.unknownJob.en(name, known.join(", ")));
    this.name = "UnknownJobError";
    this.job = name;
    this.known = known;
  }
}

/** The job of `jobs.csv` named `name`. */
export function jobOf(dataset: Dataset, name: string): Job {
  const job = dataset.jobs.find((j) => j.id === name);
  if (!job) throw new UnknownJobError(name, dataset.jobs.map((j) => j.id));
  return job;
}

/** A job ranked under a scenario, with what it was computed from. */
export interface DatasetJobRanking {
  /** The job as `jobs.csv` describes it. */
  job: Job;
  /** The workload's unit: `samples/s` or `tokens/s`. */
  unit: string;
  /** The scenario whose site, finance, horizon and hours price the owned machines. */
  scenario: string;
  /** Every way to run the job, ranked by cost. */
  ranking: JobRanking;
}

/** How fast each offering or machine runs a piece of work, and each GPU model's memory. */
export interface SpeedOf {
  /** The speed on one GPU of an offering or machine (its id, its GPU model); `undefined` when unknown. */
  speed: (id: string, gpuModel: string) => GpuSpeed | undefined;
  /** The memory of one GPU of a model when known without a speed, GB. */
  memoryGb: (gpuModel: string) => number | undefined;
}

/**
 * Every offering and machine of the dataset as a way to run a piece of work under the resolved
 * scenario, at the speeds `speedOf` gives: offerings billed as the scenario's results bill them
 * (its spot rate, its own offering's price and trend as `-p` set them), the work's hours from its
 * own speed (not the speed against the machine); the scenario's own machine as the case resolved
 * it, the others at their own site and finance when `hardware.csv` names them.
 */
export function jobWays(
  dataset: Dataset,
  scenario: ResolvedScenario,
  speedOf: SpeedOf,
): { offerings: JobOffering[]; machines: JobMachine[] } {
  const s = scenario.scenario;
  const offerings: JobOffering[] = dataset.offerings.map((o) => ({
    id: o.id,
    label: `${o.provider} ${o.gpuCount > 1 ? `${o.gpuCount}× ` : ""}${o.gpuModel}`,
    gpuModel: o.gpuModel,
    gpuCount: o.gpuCount,
    pricingModel: o.pricingModel,
    // as the scenario's results bill it: its spot rate in whichever form it gives it (a share a
    // month, a day, hours between), and for its own offering the price and trend set by -p; the
    // job's hours come from its own throughput on the GPU, not from the speed against the machine
    terms: {
      ...(scenario.options.find((x) => x.offering.id === o.id)?.terms ?? scenarioTerms(o, s)),
      cloudSpeed: 1,
    },
    speed: speedOf.speed(o.id, o.gpuModel),
    memoryGb: speedOf.memoryGb(o.gpuModel),
  }));
  const machines: JobMachine[] = dataset.hardware.map((h) => {
    const site = dataset.sites.find((x) => x.id === h.siteId);
    const finance = dataset.finance.find((x) => x.id === h.financeId);
    return {
      id: h.id,
      label: h.name,
      gpuModel: h.gpuModel,
      // the scenario's own machine is the case as resolved, with what -p changed (its price,
      // power, site, electricity): the machine whose TCO the scenario's other views show
      inputs: h.id === scenario.hardware.id ? scenario.inputs : {
        ...scenario.inputs,
        ...hardwareInputs(h),
        // its own site whole: energy, labour, set-up, space and bandwidth
        ...(site ? siteInputs(site) : {}),
        ...(finance
          ? { costOfCapital: finance.costOfCapital, discountRate: finance.discountRate }
          : {}),
      },
      speed: speedOf.speed(h.id, h.gpuModel),
      memoryGb: speedOf.memoryGb(h.gpuModel),
    };
  });
  return { offerings, machines };
}

/**
 * Ranks job `name` on every offering and machine of the dataset under the resolved scenario.
 * Offerings are billed with the scenario's spot settings, a monthly or reserved one for its whole
 * term unless it is the scenario's own (see `rankJob`), per job over the term where the scenario's
 * `jobs_per_month` runs the job; the scenario's own machine as the scenario prices it (its inputs
 * as resolved, with what the parameters changed), the other machines at their own site and
 * finance when `hardware.csv` names them, else the scenario's, over the scenario's horizon and
 * hours used.
 */
export function rankDatasetJob(
  dataset: Dataset,
  name: string,
  scenario: ResolvedScenario,
  options: JobOptions = {},
): DatasetJobRanking {
  const job = jobOf(dataset, name);
  const lookup = speedLookup(dataset.throughput, job.workload);
  const s = scenario.scenario;
  const { offerings, machines } = jobWays(dataset, scenario, lookup);
  const unit = dataset.throughput.find((t) => t.workload === job.workload)?.unit ?? "samples/s";
  return {
    job,
    unit,
    scenario: s.id,
    ranking: rankJob(job, {
      base: scenario.inputs,
      capacityWaitHours: s.capacityWaitHours,
      offerings,
      machines,
      // a commitment the scenario holds already: the job pays its hours of it, not a new term
      heldOfferingId: scenario.offering.billing === "committed" ? scenario.offering.id : undefined,
      jobsPerMonth: s.jobsPerMonth?.find((x) => x.job === job.id)?.count,
    }, options),
  };
}
