/**
 * The shapes of a job ranking (`job.ts`): what a job needs ({@linkcode JobSpec}), the offerings
 * and machines it is ranked on ({@linkcode JobOffering}, {@linkcode JobMachine}), and what the
 * ranking returns: a row a way ({@linkcode JobRow}, with what its cost pays for,
 * {@linkcode chargeOf}), the ways left out and why ({@linkcode JobExclusion}), and the picks.
 *
 * @module
 */
import type { CostInputs, RentBilling } from "./inputs.ts";

/** The ways a job is ranked on (`rankJob`), and what of the scenario prices them. */
export interface JobRankingWays {
  /** The scenario's inputs: the spot checkpoint settings come from here. */
  base: CostInputs;
  /** Spot: hours waited for capacity after each interruption (calendar, not billed). @default 0 */
  capacityWaitHours?: number;
  /** The offerings one could rent, each with its terms and speed on the job. */
  offerings: readonly JobOffering[];
  /** The machines one could own, each with its inputs and speed on the job. */
  machines: readonly JobMachine[];
  /** The id of the monthly or reserved offering the scenario already holds, if any. */
  heldOfferingId?: string | undefined;
  /** How many times a month the scenario runs this job (`jobs_per_month`); 0 or absent: once. */
  jobsPerMonth?: number | undefined;
}

/** How the ranking counts work spread over several GPUs. */
export interface JobOptions {
  /** Work of g GPUs relative to g × one GPU, for g > 1, a fraction in (0, 1]. @default 0.9 */
  scalingEfficiency?: number;
}

/** What a job needs, in the unit of its workload's throughput (samples or tokens). */
export interface JobSpec {
  /** The job's id in `jobs.csv`. */
  id: string;
  /** Samples or tokens to process (epochs × per epoch). */
  work: number;
  /** Memory the job needs on each GPU, GB. */
  memoryGb: number;
  /** The most GPUs the job can use at once. */
  maxGpus: number;
  /** Hours within which it must finish; `undefined` without a deadline. */
  deadlineHours?: number | undefined;
  /**
   * Whether the job splits into independent parts (a batch of inference requests), so that a way
   * too slow for the deadline runs it on as many more whole units as meet it, each holding its
   * own copy of the model; `false`: the units its memory needs.
   */
  parallel?: boolean;
  /**
   * Memory the job needs in all, GB, which it spreads over the GPUs it runs on (a model sharded
   * across GPUs, `lib/model/work.ts`); `undefined` for a job that must fit one GPU. A way whose
   * unit (an instance, a machine) holds too little runs it on as many whole units as hold it.
   */
  totalMemoryGb?: number | undefined;
}

/** How fast one GPU does the job's workload, and its memory. */
export interface GpuSpeed {
  /** Samples or tokens a second on one GPU. */
  perSecond: number;
  /** Memory of one GPU, GB. */
  memoryGb: number;
}

/** How an offering is billed, as the cost model takes it (see `scenario.ts`'s `offeringTerms`). */
export interface OfferingTerms {
  /** Price, CNY per GPU-hour (a commitment: the month's price / 730). */
  rentCnyPerGpuHour: number;
  /** By the hour used, or by the month committed. */
  rentBilling: RentBilling;
  /** Months paid at the least (1 for a monthly rental, 12 or 36 reserved); 0 for hourly. */
  rentMinimumMonths: number;
  /** Extra billed hours per useful hour, a fraction. */
  rentOverhead: number;
  /** Interruptions per hour (spot); 0 otherwise. */
  rentInterruptionsPerHour: number;
  /**
   * The price's yearly change, a fraction (−0.25 = 25 % cheaper each year); absent: the
   * scenario's (`base`).
   */
  rentPriceChangePerYear?: number;
}

/** A cloud offering to rank. */
export interface JobOffering {
  /** The offering's id in `offerings.csv`. */
  id: string;
  /** How the ranking names it. */
  label: string;
  /** The GPU model, as `hardware.csv` and `offerings.csv` name it. */
  gpuModel: string;
  /** GPUs in the instance, all paid while the job runs. */
  gpuCount: number;
  /**
   * The most GPUs of one host an instance of it links, each at its price (`host_gpus` of the
   * data: AutoDL rents 1 to 8 GPUs of a host); `undefined`: exactly `gpuCount`.
   */
  hostGpus?: number | undefined;
  /** `on_demand`, `spot`, `monthly`, `reserved_1y` or `reserved_3y`. */
  pricingModel: string;
  /** How it is billed. */
  terms: OfferingTerms;
  /** `undefined` when the data has no figure for the workload on this GPU model. */
  speed: GpuSpeed | undefined;
  /** Memory of one GPU when known without a throughput figure, GB. */
  memoryGb?: number | undefined;
}

/** A machine to rank: its full model inputs (site, finance, horizon and hours used of the scenario). */
export interface JobMachine {
  /** The machine's id in `hardware.csv`. */
  id: string;
  /** How the ranking names it. */
  label: string;
  /** The GPU model, as `hardware.csv` names it. */
  gpuModel: string;
  /** The scenario's model inputs with this machine's hardware. */
  inputs: CostInputs;
  /**  undefined;|`undefined` when the data has no figure for the workload on this GPU model. */
  speed: GpuSpeed | undefined;
  /**  undefined;|Memory of one GPU when known without a throughput figure, GB. */
  memoryGb?: number | undefined;
}

/** What a job row's cost pays for ({@linkcode JobRow.charge}). */
export type JobCharge = "hours" | "term" | "held" | "share";

/**
 * What a row's cost pays for, from how it is billed: a machine's `share`, a commitment's `term`
 * or `held` term, else the `hours` of an instance billed by the hour.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { chargeOf } from "./job_types.ts";
 *
 * assert.equal(chargeOf({ paysFor: "instance", commitment: "held" }), "held");
 * assert.equal(chargeOf({ paysFor: "instance", commitment: null }), "hours");
 * ```
 */
export function chargeOf(
  row: { paysFor: "instance" | "share"; commitment: "term" | "held" | null },
): JobCharge {
  if (row.paysFor === "share") return "share";
  return row.commitment ?? "hours";
}

/** One way to run the job, with its time and cost. */
export interface JobRow {
  /**  "machine";|Rented (an offering) or owned (a machine). */
  kind: "offering" | "machine";
  /** The offering's or the machine's id in the data. */
  id: string;
  /** How the ranking names it. */
  label: string;
  /** The GPU model. */
  gpuModel: string;
  /** The pricing model of an offering, `owned` for a machine. */
  pricingModel: string;
  /** GPUs the job runs on. */
  gpusUsed: number;
  /** GPUs paid for while it runs: the whole instance for an offering, the GPUs used for a machine. */
  gpusPaid: number;
  /** GPUs in the rented instance or the owned machine. */
  gpusInUnit: number;
  /** The most GPUs of one host the way links: an instance's `hostGpus`, a machine's own GPUs. */
  hostGpus: number;
  /**
   * Whole instances or machines the job runs on: 1, more where its memory needs them, times its
   * `copies`.
   */
  units: number;
  /**
   * Copies of the job side by side, each on `units ÷ copies` units: 1, more for a job of
   * independent parts (`parallel`) that one copy would finish after its deadline.
   */
  copies: number;
  /**
   * What the job pays for: the whole rented `instance` while it runs, or its `share` of an owned
   * machine (the GPUs it uses, of `gpusInUnit`).
   */
  paysFor: "instance" | "share";
  /** Samples or tokens a second on one GPU. */
  perSecondPerGpu: number;
  /**
   * Hours from start to finish: {@linkcode JobRow.billedHours} and, on spot, the wait for
   * capacity after each interruption.
   */
  hours: number;
  /**
   * Hours the instance or machine runs the job and is paid for: an offering billed by the hour,
   * the useful hours × its billed hours per useful hour (its flat overhead, spot's checkpoints,
   * lost work and restarts); a commitment or a machine, the useful hours (what a term bought for
   * the job costs beyond them is {@linkcode JobRow.termCny}). Never the wait for capacity, which is
   * calendar time nobody bills.
   */
  billedHours: number;
  /**
   * The cost the ranking is by, CNY: {@linkcode JobRow.perJobOverTermCny} where the scenario runs
   * the job repeatedly, else {@linkcode JobRow.oneJobCny}.
   */
  cny: number;
  /**
   * Running the job once, CNY: a monthly or reserved offering the scenario does not hold costs its
   * whole minimum term ({@linkcode JobRow.termCny}).
   */
  oneJobCny: number;
  /**
   * Where the scenario runs the job repeatedly (`jobs_per_month`): the price of one of them over
   * the term, CNY (a commitment spread over the jobs it serves); `null` otherwise.
   */
  perJobOverTermCny: number | null;
  /**
   * How a monthly or reserved offering is priced: `term` (bought for the job: at least its minimum
   * term) or `held` (the scenario's own commitment: the job's hours at its hourly rate); `null`
   * for offerings billed by the hour and for machines.
   */
  commitment: "term" | "held" | null;
  /** CNY per million samples or tokens. */
  cnyPerMillion: number;
  /** Machines: the electricity above idle alone, CNY; `null` for offerings. */
  runningCny: number | null;
  /** Monthly and reserved: the whole minimum term taken for this job alone, CNY; `null` otherwise. */
  termCny: number | null;
  /** Monthly and reserved: the months of {@linkcode JobRow.termCny}; `null` otherwise. */
  termMonths: number | null;
  /**
   * What the row's cost pays for, read off {@linkcode JobRow.paysFor} and
   * {@linkcode JobRow.commitment}: `hours`, the hours the job runs on an instance billed by the
   * hour (on demand, spot), the whole instance; `term`, the whole term of a monthly or reserved
   * offering bought for the job ({@linkcode JobRow.termCny}, or where the scenario runs the job
   * repeatedly its share of the terms bought for those jobs); `held`, the job's hours of the
   * commitment the scenario already holds (its own offering), at the commitment's price an hour;
   * `share`, the job's share of an owned machine, the GPUs it uses of
   * {@linkcode JobRow.gpusInUnit} at the machine's full cost per hour used.
   */
  charge: JobCharge;
  /** No other row is both cheaper (or as cheap) and faster. */
  pareto: boolean;
  /** Whether it finishes within the deadline; `null` without one. */
  withinDeadline: boolean | null;
}

/**
 * Why a way cannot run a job, with the figures the reason states: too little memory (GB the job
 * needs on each GPU, GB the GPU has), a model spread over more GPUs than the way links, no
 * throughput figure for the workload, or a machine not used (the hours a day the scenario uses it).
 */
export type JobUnfit =
  | { reason: "memory"; neededGb: number; hasGb: number }
  /**
   * The memory it needs in all (`totalMemoryGb`) is more than the GPUs it may spread it over
   * hold: `gpus` GPUs are needed, on units of `unitGpus` that are not joined beyond one host
   * ({@linkcode canSpread}), or beyond the job's `maxGpus`.
   */
  | {
    reason: "spread";
    neededGb: number;
    gpus: number;
    unitGpus: number;
    /** The most GPUs it may spread over on this way: a host's, the machine's, or `maxGpus`. */
    mostGpus: number;
  }
  | { reason: "no-throughput" }
  | { reason: "unused"; hoursPerDay: number }
  /** Sold in `region`, outside the regions and providers the case rents from (`accepts`). */
  | { reason: "region"; region: string; accepts: readonly string[] };

/** A way left out of the ranking, and why ({@linkcode JobUnfit}). */
export type JobExclusion =
  & JobUnfit
  & {
    /** Rented (an offering) or owned (a machine). */
    kind: "offering" | "machine";
    /** The offering's or the machine's id in the data. */
    id: string;
    /** How the ranking names it. */
    label: string;
    /** The GPU model. */
    gpuModel: string;
  };

/**
 * The cheapest row within the deadline (or overall, without one), or why there is none: no way
 * can run the job, or none finishes within the deadline (hours), the fastest (its id) taking
 * `fastestHours`.
 */
export type JobPick =
  | { kind: "found"; row: JobRow; deadlineHours: number | undefined }
  | { kind: "none"; reason: "no-way" }
  | {
    kind: "none";
    reason: "deadline";
    deadlineHours: number;
    fastestId: string;
    fastestHours: number;
  };

/** Every way to run a job, ranked by cost, with the cheapest and the fastest. */
export interface JobRanking {
  /** The job ranked. */
  job: JobSpec;
  /** Ranked by cost, then hours, then id. */
  rows: JobRow[];
  /** The ways left out, and why. */
  excluded: JobExclusion[];
  /** The rows of the Pareto front, fastest last. */
  pareto: JobRow[];
  /** The cheapest row within the deadline (or overall, without one). */
  cheapest: JobPick;
  /** The fastest row. */
  fastest: JobPick;
  /** Work of g GPUs relative to g × one GPU that the ranking used, a fraction. */
  scalingEfficiency: number;
}
