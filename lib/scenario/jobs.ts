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
  type JobExclusion,
  type JobMachine,
  type JobOffering,
  type JobOptions,
  type JobRanking,
  rankJob,
} from "../model/job.ts";
import { priceChangeOf, type ResolvedScenario } from "./resolve.ts";
import type { RentTerms } from "../model/monthly.ts";
import { acceptsOffering } from "./cheapest.ts";
import { inRegion } from "./market.ts";
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
    super(MODEL_WORDS.errors.unknownJob.en(name, known));
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
 * An offering sold outside the regions and providers a case rents from, or a machine whose site
 * lies outside them: never ranked.
 */
export interface OutsideWay {
  /** An offering, or a machine at a site of its own. */
  kind: "offering" | "machine";
  /** The offering's or the machine's id. */
  id: string;
  /** How the ranking names it. */
  label: string;
  /** Its GPU model. */
  gpuModel: string;
  /** Where it is sold. */
  region: string;
  /** The regions and providers the case rents from (`region` of `scenarios.csv`, `-p region=`). */
  accepts: readonly string[];
}

/** Every offering and machine a case may use for a piece of work, and the offerings it may not. */
export interface JobWays {
  /** The offerings of the case's regions, billed as the case bills them. */
  offerings: JobOffering[];
  /** The machines of the data, the case's own as the case resolved it. */
  machines: JobMachine[];
  /** The offerings outside the case's regions, left out. */
  outside: OutsideWay[];
}

/** The ways outside the case's regions as exclusions of a ranking, with their reason. */
export function outsideExclusions(outside: readonly OutsideWay[]): JobExclusion[] {
  return outside.map((o) => ({
    kind: o.kind,
    id: o.id,
    label: o.label,
    gpuModel: o.gpuModel,
    reason: "region",
    region: o.region,
    accepts: o.accepts,
  }));
}

/**
 * Every offering and machine of the dataset as a way to run a piece of work under the resolved
 * scenario, at the speeds `speedOf` gives: the offerings of the regions and providers it rents
 * from (`accepts`; the others in `outside`), billed as the scenario's results bill them (its spot
 * rate, its own offering's price and trend as `-p` set them), the work's hours from its own speed
 * (not the speed against the machine); the scenario's own machine as the case resolved it, the
 * others at their own site and finance when `hardware.csv` names them (but another row of the
 * case's GPU model and count: the case's machine stands for it), each bought in whole machines.
 */
export function jobWays(
  dataset: Dataset,
  scenario: ResolvedScenario,
  speedOf: SpeedOf,
): JobWays {
  const s = scenario.scenario;
  const label = (o: Dataset["offerings"][number]) =>
    `${o.provider} ${o.gpuCount > 1 ? `${o.gpuCount}× ` : ""}${o.gpuModel}`;
  const withChange = (terms: RentTerms, o: Dataset["offerings"][number]): RentTerms => ({
    ...terms,
    rentSpeed: 1,
    rentPriceChangePerYear: priceChangeOf(scenario.priceChanges, o, terms.rentPriceChangePerYear),
  });
  const outside: OutsideWay[] = dataset.offerings
    .filter((o) => !acceptsOffering(scenario.accepts, o))
    .map((o) => ({
      kind: "offering" as const,
      id: o.id,
      label: label(o),
      gpuModel: o.gpuModel,
      region: o.region,
      accepts: scenario.accepts,
    }));
  // the terms the case's results bill each offering at, by id (a lookup, not a search per offering:
  // ten thousand offerings would make it a hundred million steps)
  const billed = new Map<string, RentTerms>();
  for (const x of scenario.market) billed.set(x.offering.id, x.terms);
  for (const x of scenario.options) billed.set(x.offering.id, x.terms);
  const offerings: JobOffering[] = dataset.offerings.filter((o) =>
    acceptsOffering(scenario.accepts, o)
  ).map((o) => ({
    id: o.id,
    label: label(o),
    gpuModel: o.gpuModel,
    gpuCount: o.gpuCount,
    hostGpus: o.hostGpus,
    pricingModel: o.pricingModel,
    // as the scenario's results bill it: its spot rate in whichever form it gives it (a share a
    // month, a day, hours between), for its own offering the price set by -p, and for every
    // offering the market's price change, its segment's or its own (-p cloud_price_change, trend,
    // price_change); the job's hours come from its own throughput on the GPU, not from the speed
    // against the machine
    terms: withChange(billed.get(o.id) ?? scenarioTerms(o, s), o),
    speed: speedOf.speed(o.id, o.gpuModel),
    memoryGb: speedOf.memoryGb(o.gpuModel),
  }));
  // a machine at a site of its own outside the case's regions, where the case's own site lies in
  // one of them (a US team does not run a server in Shenzhen)
  const home = dataset.sites.find((x) => x.id === s.siteId);
  const regional = home !== undefined && scenario.accepts.some((a) => inRegion(home.region, a));
  const away = (h: Dataset["hardware"][number]) => {
    const site = dataset.sites.find((x) => x.id === h.siteId);
    return regional && h.id !== scenario.hardware.id && site !== undefined &&
      !scenario.accepts.some((a) => inRegion(site.region, a));
  };
  for (const h of dataset.hardware.filter(away)) {
    outside.push({
      kind: "machine",
      id: h.id,
      label: h.name,
      gpuModel: h.gpuModel,
      region: dataset.sites.find((x) => x.id === h.siteId)!.region,
      accepts: scenario.accepts,
    });
  }
  // the case's machine stands for its GPUs: another row of the same GPU model and count is the
  // same machine at another price (the row a case of the reader's own copies anew) and is not
  // weighed beside it
  const same = (h: Dataset["hardware"][number]) =>
    h.id !== scenario.hardware.id && h.gpuModel === scenario.hardware.gpuModel &&
    h.gpuCount === scenario.hardware.gpuCount;
  const machines: JobMachine[] = dataset.hardware.filter((h) => !away(h) && !same(h)).map((h) => {
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
  return { offerings, machines, outside };
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
  const { offerings, machines, outside } = jobWays(dataset, scenario, lookup);
  const unit = dataset.throughput.find((t) => t.workload === job.workload)?.unit ?? "samples/s";
  return {
    job,
    unit,
    scenario: s.id,
    ranking: withOutside(
      rankJob(job, {
        base: scenario.inputs,
        capacityWaitHours: s.capacityWaitHours,
        offerings,
        machines,
        // a commitment the scenario holds already: the job pays its hours of it, not a new term
        heldOfferingId: scenario.offering.billing === "committed"
          ? scenario.offering.id
          : undefined,
        jobsPerMonth: s.jobsPerMonth?.find((x) => x.job === job.id)?.count,
      }, options),
      outside,
    ),
  };
}

/** A ranking with the offerings outside the case's regions among its ways left out. */
export function withOutside(ranking: JobRanking, outside: readonly OutsideWay[]): JobRanking {
  return outside.length === 0
    ? ranking
    : { ...ranking, excluded: [...ranking.excluded, ...outsideExclusions(outside)] };
}
