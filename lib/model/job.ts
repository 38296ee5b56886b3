/**
 * One job on every way of getting a GPU: the time to finish it and what it costs on each cloud
 * offering and on each machine one could own, ranked by cost, with the Pareto front of cost
 * against time and the cheapest way that meets the job's deadline.
 *
 *   GPUs used g   = min(the job's max GPUs, the offering's or machine's GPUs)
 *   useful hours  = work / (samples or tokens a second per GPU × g × e) / 3600,
 *                   e = the scaling efficiency when g > 1 (an assumption, {@linkcode JOB_DEFAULTS}), else 1
 *
 * What an hour costs comes from the one cost model (`cost.ts`), never retyped here:
 * - on demand and spot: the compute item of {@linkcode costItems} per machine-hour (the whole
 *   instance, its GPUs the job does not use included) at month 0's price, times the useful hours;
 *   for spot that item holds the interruption overhead (`spot.ts`). The job starts at month 0: a
 *   price that changes by a share a year moves the cost of a job only in the months after its
 *   first ({@linkcode jobPriceFactor}), and never its hours;
 * - the hours to finish: useful hours × the billed hours per useful hour (spot's checkpoints,
 *   lost work and restarts, {@linkcode billedHoursPerUsefulHour}), plus the wait for capacity after
 *   each interruption (`capacityWaitHours`): what the GPU needs, whatever its price;
 * - monthly rental and reserved terms: nobody rents them for a job's hours, so one job pays the
 *   whole minimum term it commits to (one month, 12 or 36; more months when the job runs longer),
 *   each month at its price as the scenario's commitment pays it: a term of k months costs
 *   price × 730 × k × {@linkcode priceTrendFactor}(yearly change, k), the `commitment` item of
 *   `cost_items.ts` for a horizon of k months ({@linkcode termPriceFactor}). Unless the scenario already holds that commitment
 *   (its own offering): the job then pays its hours at the commitment's price per hour (the
 *   month's price / 730), its share of a commitment kept busy, from month 0 as an hourly job
 *   does ({@linkcode jobPriceFactor}). Where the scenario runs the job n times a month
 *   (`jobs_per_month`), a row also gives the price per job over the term: the instances n jobs
 *   keep busy, ⌈n × hours / 730⌉, for the months paid (the horizon's, at least the term, with the
 *   price trend over them), over the jobs of the horizon; the ranking is by that price then, else
 *   by the one-job price;
 * - an owned machine: {@linkcode ownCostPerUsedGpuHour} at the scenario's horizon and utilisation,
 *   times the GPUs used and the hours, at the machine's own site and finance (see `jobs.ts`): the
 *   share of the machine the job occupies, where a rented instance is paid whole (`paysFor` says
 *   which); `runningCny` is the electricity above idle alone (what the job adds to a machine
 *   already bought: document 000's A7 counts only this; the downtime rented after failures is not
 *   in it).
 *
 * What a row's cost pays for is {@linkcode JobRow.charge}: the hours it runs (on demand, spot), a
 * whole term bought for it, its hours of a term the scenario holds, or its share of an owned
 * machine.
 *
 * A GPU model without a throughput figure for the workload, or with less memory than the job
 * needs on each GPU, is left out with the reason; so is a way that cannot hold a model spread
 * over GPUs (more GPUs than one host's on units that are not cluster nodes, {@linkcode canSpread})
 * and a machine the scenario never uses. A job on several nodes is interrupted as often as all of
 * them together.
 *
 * @module
 */
import { costItems, ITEM, ITEM_COUNT, ownCostPerUsedGpuHour, priceTrendFactor } from "./cost.ts";
import { type CloudBilling, type CostInputs, HOURS_PER_MONTH, usedShareOfDay } from "./inputs.ts";
import { hoursToFinish, interruptionOverhead } from "./spot.ts";
import { ArgumentError } from "./errors.ts";

/** Defaults of a job ranking's options. */
export const JOB_DEFAULTS = {
  /**
   * Work g GPUs do, relative to g × one GPU (assumption). Lambda's deeplearning-benchmark
   * (pytorch-train-throughput-fp16.csv @0551cb70) gives for ResNet-50 8× A100 80GB SXM4
   * 11,439 / (8 × 1,582) = 0.904, 8× H100 SXM5 20,728 / (8 × 2,616) = 0.990 and 2× RTX 3090
   * 1,751 / (2 × 905) = 0.967: 0.9 is the lowest of them, rounded.
   */
  scalingEfficiency: 0.9,
} as const satisfies JobOptions;

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
   * Memory the job needs in all, GB, which it spreads over the GPUs it runs on (a model sharded
   * across GPUs, `lib/model/work.ts`); `undefined` for a job that must fit one GPU. A way whose
   * unit (an instance, a machine) holds too little runs it on as many whole units as hold it.
   */
  totalMemoryGb?: number | undefined;
}

/**
 * GPUs in one host (assumption): a model spread over GPUs needs them linked, so a way holds it
 * over at most this many GPUs of one host (an offering priced by the GPU rents them as one
 * instance: AutoDL, RunPod and the clouds rent 1 to 8 GPUs of a host; an owned machine holds it
 * over its own GPUs), and beyond a host only over whole nodes of this many GPUs, the servers
 * clusters are built of with their network (AWS p5, an 8-GPU server). Separate single-GPU
 * instances or workstations are never joined into one model.
 */
export const HOST_GPUS = 8;

/**
 * Whether a model spread over `gpus` GPUs can run on units of `unitGpus` GPUs: within one host
 * ({@linkcode HOST_GPUS} GPUs of an offering, the machine's own GPUs), or over whole nodes of
 * {@linkcode HOST_GPUS} or more.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.ok(canSpread(4, 1, "offering")); // four GPUs of one host, rented by the GPU
 * assert.ok(!canSpread(14, 1, "offering")); // more than a host, on single-GPU instances
 * assert.ok(canSpread(14, 8, "offering")); // two 8-GPU nodes
 * assert.ok(!canSpread(4, 1, "machine")); // four separate workstations
 * ```
 */
export function canSpread(gpus: number, unitGpus: number, kind: "offering" | "machine"): boolean {
  return unitGpus >= HOST_GPUS || gpus <= (kind === "offering" ? HOST_GPUS : unitGpus);
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
  cloudCnyPerGpuHour: number;
  /** By the hour used, or by the month committed. */
  cloudBilling: CloudBilling;
  /** Months paid at the least (1 for a monthly rental, 12 or 36 reserved); 0 for hourly. */
  cloudMinimumMonths: number;
  /** Extra billed hours per useful hour, a fraction. */
  cloudOverhead: number;
  /** Interruptions per hour (spot); 0 otherwise. */
  cloudInterruptionsPerHour: number;
  /**
   * The price's yearly change, a fraction (−0.25 = 25 % cheaper each year); absent: the
   * scenario's (`base`).
   */
  cloudPriceChangePerYear?: number;
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
 * import { chargeOf } from "./job.ts";
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
  /** Whole instances or machines the job runs on: 1, more where its memory needs them. */
  units: number;
  /**
   * What the job pays for: the whole rented `instance` while it runs, or its `share` of an owned
   * machine (the GPUs it uses, of `gpusInUnit`).
   */
  paysFor: "instance" | "share";
  /** Samples or tokens a second on one GPU. */
  perSecondPerGpu: number;
  /** Hours from start to finish (spot: with its checkpoints, lost work and restarts). */
  hours: number;
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
  | { reason: "unused"; hoursPerDay: number };

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

const SECONDS_PER_HOUR = 3600;
/**
 * Below this many hours a day (3.6 ms) a machine counts as unused: an hour's share of its fixed
 * costs would run beyond what a number holds.
 */
const MIN_USED_HOURS_PER_DAY = 1e-6;

/**
 * The GPU's speed and the whole units (instances or machines of `gpuCount` GPUs) the job takes
 * when it can run, else why it cannot: too little memory on each GPU, or in all the GPUs it may
 * use (`totalMemoryGb` over at most `maxGpus`), or no speed known.
 */
function fitOf(
  job: JobSpec,
  speed: GpuSpeed | undefined,
  memoryGb: number | undefined,
  gpuCount: number,
  kind: "offering" | "machine",
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
    if (!Number.isFinite(units) || !canSpread(gpus, gpuCount, kind)) {
      const host = gpuCount >= HOST_GPUS ? Infinity : kind === "offering" ? HOST_GPUS : gpuCount;
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
 * Hours billed per useful hour of an hourly offering: 1 + its flat overhead + spot's interruptions
 * and checkpoints ({@linkcode interruptionOverhead}); the price and its trend play no part.
 */
export function billedHoursPerUsefulHour(
  terms: Pick<
    CostInputs,
    | "cloudOverhead"
    | "cloudInterruptionsPerHour"
    | "checkpointIntervalHours"
    | "checkpointWriteHours"
    | "restartHours"
  >,
): number {
  return 1 + terms.cloudOverhead + interruptionOverhead(
    terms.cloudInterruptionsPerHour,
    terms.checkpointIntervalHours,
    terms.checkpointWriteHours,
    terms.restartHours,
  );
}

/**
 * The price of a job that starts at month 0 and bills `hours` in a row, over month 0's price,
 * with the price of month m at q^m, q = (1 + `yearlyChange`)^(1/12), as `cost.ts` has it over a
 * horizon of `horizonMonths` (after it, the price of its last month): 1 for a job within its first
 * month; k whole months (k ≤ the horizon's) and r hours more cost
 * (730 × k × {@linkcode priceTrendFactor}(change, k) + r × q^k) / hours.
 */
export function jobPriceFactor(
  yearlyChange: number,
  hours: number,
  horizonMonths = Infinity,
): number {
  if (yearlyChange === 0 || hours <= HOURS_PER_MONTH) return 1;
  const last = Math.max(0, Math.ceil(horizonMonths) - 1);
  const months = Math.min(Math.floor(hours / HOURS_PER_MONTH), last);
  const rest = hours - months * HOURS_PER_MONTH;
  const q = Math.exp(Math.log1p(yearlyChange) / 12);
  return (HOURS_PER_MONTH * months * priceTrendFactor(yearlyChange, months) + rest * q ** months) /
    hours;
}

/**
 * The price of a term of `months` whole months bought at month 0, over `months` × month 0's
 * price: {@linkcode priceTrendFactor}(change, months), the factor of the scenario's commitment
 * item, for a term within `pricedMonths` (the horizon's months, at least the minimum term); the
 * months of a job that outlasts them at the price of their last month, as
 * {@linkcode jobPriceFactor} prices an hourly job beyond the horizon (so that a job of
 * centuries on a rising price stays a finite number).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { termPriceFactor } from "./job.ts";
 *
 * // a 1-year term at −25 % a year: (q¹² − 1) / (12 (q − 1)), q = 0.75^(1/12)
 * assert.equal(termPriceFactor(-0.25, 12, 12).toFixed(4), "0.8795");
 * ```
 */
export function termPriceFactor(
  yearlyChange: number,
  months: number,
  pricedMonths: number,
): number {
  return jobPriceFactor(yearlyChange, months * HOURS_PER_MONTH, pricedMonths);
}

/** Useful hours to do `work` at `perSecond` per GPU on `gpus` GPUs with the scaling efficiency. */
export function jobHours(
  work: number,
  perSecond: number,
  gpus: number,
  scalingEfficiency: number,
): number {
  const efficiency = gpus > 1 ? scalingEfficiency : 1;
  return work / (perSecond * gpus * efficiency) / SECONDS_PER_HOUR;
}

/**
 * One of n jobs a month on a commitment bought for them: the instances the jobs keep busy,
 * ⌈n × hours / 730⌉, for the months paid (the horizon's, at least the term `termMonths`, each
 * month at its price: {@linkcode priceTrendFactor} of `yearlyChange` over them), over the
 * n × 12 × years jobs of the horizon, CNY, and never more than the term bought for one job;
 * `undefined` when the job is run once.
 */
function perJobOverTerm(
  ways: { base: CostInputs; jobsPerMonth?: number | undefined },
  hours: number,
  pricePerInstanceHour: number,
  termMonths: number,
  yearlyChange: number,
): number | undefined {
  const n = ways.jobsPerMonth ?? 0;
  const runMonths = 12 * ways.base.horizonYears;
  if (!(n > 0 && runMonths > 0)) return undefined;
  const instances = Math.ceil(n * hours / HOURS_PER_MONTH);
  const paidMonths = Math.max(runMonths, termMonths);
  const spread = pricePerInstanceHour * HOURS_PER_MONTH * instances * paidMonths *
    priceTrendFactor(yearlyChange, paidMonths) / (n * runMonths);
  // fewer than one job in a horizon shorter than the term: no dearer than the term bought for it
  const onceMonths = Math.max(Math.ceil(hours / HOURS_PER_MONTH), termMonths);
  const once = pricePerInstanceHour * HOURS_PER_MONTH * onceMonths *
    termPriceFactor(yearlyChange, onceMonths, paidMonths);
  return Math.min(spread, once);
}

/**
 * Ranks every offering and machine for a job.
 *
 * @param job what the job needs
 * @param ways the offerings, with the scenario's inputs their terms are applied to, and the machines
 * @returns ranked rows, the ways left out with their reasons, the Pareto front and the picks
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { SEED_3090 } from "./inputs.ts";
 * import { rankJob } from "./job.ts";
 *
 * // one epoch of ImageNet-1k (1,281,167 images): 4 h 52 min locally, 5 h 02 min on AutoDL (A2)
 * const job = { id: "swin-b-epoch", work: 1_281_167, memoryGb: 22.1, maxGpus: 1 };
 * const perSecond = (hours: number) => 1_281_167 / (hours * 3600);
 * const r = rankJob(job, {
 *   base: SEED_3090,
 *   offerings: [{
 *     id: "autodl-3090",
 *     label: "AutoDL RTX 3090",
 *     gpuModel: "RTX 3090",
 *     gpuCount: 1,
 *     pricingModel: "on_demand",
 *     terms: { ...SEED_3090, cloudBilling: "hourly", cloudMinimumMonths: 0, cloudOverhead: 0 },
 *     speed: { perSecond: perSecond(5 + 2 / 60), memoryGb: 24 },
 *   }],
 *   machines: [{
 *     id: "rtx3090",
 *     label: "RTX 3090, owned",
 *     gpuModel: "RTX 3090",
 *     inputs: SEED_3090,
 *     speed: { perSecond: perSecond(4 + 52 / 60), memoryGb: 24 },
 *   }],
 * });
 * // renting: 5.033 h × 3.5 CNY/h = 17.62 CNY (A4); owning: its full cost per hour used
 * assert.equal(r.cheapest.kind === "found" && r.cheapest.row.id, "autodl-3090");
 * assert.equal(r.rows[0]!.cny.toFixed(2), "17.62");
 * ```
 */
export function rankJob(
  job: JobSpec,
  ways: {
    /** The scenario's inputs: the spot checkpoint settings come from here. */
    base: CostInputs;
    /** Spot: hours waited for capacity after each interruption (calendar, not billed). @default 0 */
    capacityWaitHours?: number;
    offerings: readonly JobOffering[];
    machines: readonly JobMachine[];
    /** The id of the monthly or reserved offering the scenario already holds, if any. */
    heldOfferingId?: string | undefined;
    /** How many times a month the scenario runs this job (`jobs_per_month`); 0 or absent: once. */
    jobsPerMonth?: number | undefined;
  },
  options: JobOptions = {},
): JobRanking {
  const scaling = options.scalingEfficiency ?? JOB_DEFAULTS.scalingEfficiency;
  if (!(scaling > 0 && scaling <= 1)) {
    throw new ArgumentError("rankJob", "scalingEfficiency", scaling, "(0, 1]");
  }
  const rows: JobRow[] = [];
  const excluded: JobExclusion[] = [];
  const wait = ways.capacityWaitHours ?? 0;
  const items = new Float64Array(ITEM_COUNT);
  const hourly: CostInputs = {
    ...ways.base,
    cloudSpeed: 1,
    storageGb: 0,
    setupHoursPerMonth: 0,
    horizonYears: 0,
  };
  const repeated = (ways.jobsPerMonth ?? 0) > 0 && ways.base.horizonYears > 0;
  const row = (
    r:
      & Omit<
        JobRow,
        | "pareto"
        | "withinDeadline"
        | "cnyPerMillion"
        | "cny"
        | "perJobOverTermCny"
        | "paysFor"
        | "charge"
      >
      & { perJobOverTermCny?: number },
  ): JobRow => ({
    ...r,
    cny: repeated ? r.perJobOverTermCny ?? r.oneJobCny : r.oneJobCny,
    perJobOverTermCny: repeated ? r.perJobOverTermCny ?? r.oneJobCny : null,
    paysFor: r.kind === "offering" ? "instance" : "share",
    charge: chargeOf({
      paysFor: r.kind === "offering" ? "instance" : "share",
      commitment: r.commitment,
    }),
    cnyPerMillion: (repeated ? r.perJobOverTermCny ?? r.oneJobCny : r.oneJobCny) / job.work * 1e6,
    pareto: false,
    withinDeadline: job.deadlineHours === undefined ? null : r.hours <= job.deadlineHours,
  });
  for (const o of ways.offerings) {
    const fit = fitOf(job, o.speed, o.memoryGb, o.gpuCount, "offering");
    if (!("speed" in fit)) {
      excluded.push({ kind: "offering", id: o.id, label: o.label, gpuModel: o.gpuModel, ...fit });
      continue;
    }
    const speed = fit.speed;
    // whole instances, as many as the job's memory needs, paid whole
    const units = fit.units;
    const gpus = Math.min(job.maxGpus, units * o.gpuCount);
    const useful = jobHours(job.work, speed.perSecond, gpus, scaling);
    const pricePerHour = units * o.gpuCount * o.terms.cloudCnyPerGpuHour;
    const offering = {
      kind: "offering" as const,
      id: o.id,
      label: o.label,
      gpuModel: o.gpuModel,
      pricingModel: o.pricingModel,
      gpusUsed: gpus,
      gpusPaid: units * o.gpuCount,
      gpusInUnit: o.gpuCount,
      units,
      perSecondPerGpu: speed.perSecond,
      runningCny: null,
    };
    const change = o.terms.cloudPriceChangePerYear ?? ways.base.cloudPriceChangePerYear;
    if (o.terms.cloudBilling === "committed") {
      const term = Math.max(o.terms.cloudMinimumMonths, 1);
      const months = Math.max(Math.ceil(useful / HOURS_PER_MONTH), term);
      // each month of the term at its price, as the scenario's commitment item pays it
      const termCny = pricePerHour * HOURS_PER_MONTH * months *
        termPriceFactor(change, months, Math.max(12 * ways.base.horizonYears, term));
      const held = o.id === ways.heldOfferingId;
      // the job's hours of a commitment kept busy, from month 0 as an hourly job's
      const share = pricePerHour * useful *
        jobPriceFactor(change, useful, 12 * ways.base.horizonYears);
      rows.push(row({
        ...offering,
        hours: useful,
        oneJobCny: held ? share : termCny,
        perJobOverTermCny: held ? share : perJobOverTerm(ways, useful, pricePerHour, term, change),
        termCny,
        termMonths: months,
        commitment: held ? "held" : "term",
      }));
      continue;
    }
    // the cost model's compute item: the instance's price per useful hour, spot's overhead
    // included, at month 0's price (horizon 0: no trend), then the trend over the job's months
    // (the job's hours are already the offering's own: a terms object that carries a case's
    // cloud speed must not scale them again)
    // (an interruption of any of its hosts stops the job)
    const terms = {
      ...hourly,
      ...o.terms,
      gpuCount: units * o.gpuCount,
      cloudSpeed: 1,
      cloudInterruptionsPerHour: o.terms.cloudInterruptionsPerHour * hostsOf(units, o.gpuCount),
    };
    costItems(terms, items);
    const perUsefulHour = items[ITEM.compute]!;
    // the hours the GPU needs, whatever the price does: spot's billed hours per useful hour,
    // and the wait for capacity after each interruption until it finishes
    const billed = useful * billedHoursPerUsefulHour(terms);
    rows.push(row({
      ...offering,
      hours: hoursToFinish(useful, billed / useful, terms.cloudInterruptionsPerHour, wait),
      oneJobCny: perUsefulHour * useful *
        jobPriceFactor(change, billed, 12 * ways.base.horizonYears),
      termCny: null,
      termMonths: null,
      commitment: null,
    }));
  }
  for (const m of ways.machines) {
    const fit = fitOf(job, m.speed, m.memoryGb, m.inputs.gpuCount, "machine");
    if (!("speed" in fit)) {
      excluded.push({ kind: "machine", id: m.id, label: m.label, gpuModel: m.gpuModel, ...fit });
      continue;
    }
    const speed = fit.speed;
    const utilization = usedShareOfDay(m.inputs.usedHoursPerDay);
    const perGpuHour = ownCostPerUsedGpuHour(m.inputs, utilization);
    if (perGpuHour === null || m.inputs.usedHoursPerDay < MIN_USED_HOURS_PER_DAY) {
      excluded.push({
        kind: "machine",
        id: m.id,
        label: m.label,
        gpuModel: m.gpuModel,
        reason: "unused",
        hoursPerDay: m.inputs.usedHoursPerDay,
      });
      continue;
    }
    // as many machines as the job's memory needs, each priced as this one
    const units = fit.units;
    const gpus = Math.min(job.maxGpus, units * m.inputs.gpuCount);
    const hours = jobHours(job.work, speed.perSecond, gpus, scaling);
    // electricity above idle per machine-hour (not the downtime rented after failures), for the
    // share of the machine's GPUs the job uses
    const runningPerHour = costItems(m.inputs, items)[ITEM.activeEnergy]! * gpus /
      m.inputs.gpuCount;
    rows.push(row({
      kind: "machine",
      id: m.id,
      label: m.label,
      gpuModel: m.gpuModel,
      pricingModel: "owned",
      gpusUsed: gpus,
      gpusPaid: gpus,
      gpusInUnit: m.inputs.gpuCount,
      units,
      perSecondPerGpu: speed.perSecond,
      hours,
      oneJobCny: perGpuHour * gpus * hours,
      runningCny: runningPerHour * hours,
      termCny: null,
      termMonths: null,
      commitment: null,
    }));
  }
  rows.sort((a, b) =>
    a.cny - b.cny || a.hours - b.hours || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
  const pareto: JobRow[] = [];
  let fastest = Infinity;
  for (const r of rows) {
    if (r.hours < fastest) {
      r.pareto = true;
      pareto.push(r);
      fastest = r.hours;
    }
  }
  const within = job.deadlineHours === undefined
    ? rows[0]
    : rows.find((r) => r.withinDeadline === true);
  const quickest = pareto[pareto.length - 1];
  const cheapest: JobPick = within
    ? { kind: "found", row: within, deadlineHours: job.deadlineHours }
    : rows.length === 0
    ? { kind: "none", reason: "no-way" }
    : {
      kind: "none",
      reason: "deadline",
      deadlineHours: job.deadlineHours!,
      fastestId: quickest!.id,
      fastestHours: quickest!.hours,
    };
  return {
    job,
    rows,
    excluded,
    pareto,
    cheapest,
    fastest: quickest
      ? { kind: "found", row: quickest, deadlineHours: job.deadlineHours }
      : { kind: "none", reason: "no-way" },
    scalingEfficiency: scaling,
  };
}
