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
 * - on demand and spot: the compute item of `costItems` per machine-hour (the whole
 *   instance, its GPUs the job does not use included) at month 0's price, times the useful hours;
 *   for spot that item holds the interruption overhead (`spot.ts`). The job starts at month 0: a
 *   price that changes by a share a year moves the cost of a job only in the months after its
 *   first ({@linkcode jobPriceFactor}), and never its hours;
 * - the hours to finish: useful hours × the billed hours per useful hour (spot's checkpoints,
 *   lost work and restarts, {@linkcode billedHoursPerUsefulHour}), plus the wait for capacity after
 *   each interruption (`capacityWaitHours`): what the GPU needs, whatever its price; the hours
 *   paid (`billedHours`) are those without the wait, which nobody bills;
 * - monthly rental and reserved terms: nobody rents them for a job's hours, so one job pays the
 *   whole minimum term it commits to (one month, 12 or 36; more months when the job runs longer),
 *   each month at its price as the scenario's commitment pays it: a term of k months costs
 *   price × 730 × k × `priceTrendFactor`(yearly change, k) of `cost.ts`, the `commitment` item of
 *   `cost_items.ts` for a horizon of k months ({@linkcode termPriceFactor}). Unless the scenario already holds that commitment
 *   (its own offering): the job then pays its hours at the commitment's price per hour (the
 *   month's price / 730), its share of a commitment kept busy, from month 0 as an hourly job
 *   does ({@linkcode jobPriceFactor}). Where the scenario runs the job n times a month
 *   (`jobs_per_month`), a row also gives the price per job over the term: the instances n jobs
 *   keep busy, ⌈n × hours / 730⌉, for the months paid (the horizon's, at least the term, with the
 *   price trend over them), over the jobs of the horizon; the ranking is by that price then, else
 *   by the one-job price;
 * - an owned machine: `ownCostPerUsedGpuHour` at the scenario's horizon and utilisation,
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
 * The ranking's shapes are in `job_types.ts`, whether a way holds the job in `job_fit.ts`, a
 * job's hours and their price over time in `job_price.ts`, each way's row in `job_rows.ts`; this
 * module ranks the rows, and hands on the names of the first three so that one import serves a
 * caller.
 *
 * @module
 */
import { ITEM_COUNT } from "./cost.ts";
import { ArgumentError } from "./errors.ts";
import type {
  JobExclusion,
  JobOptions,
  JobPick,
  JobRanking,
  JobRankingWays,
  JobRow,
  JobSpec,
} from "./job_types.ts";
import { finishRow, machineRow, offeringRow, type Pricing } from "./job_rows.ts";

export * from "./job_types.ts";
export * from "./job_fit.ts";
export * from "./job_price.ts";

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
 *     terms: { ...SEED_3090, rentBilling: "hourly", rentMinimumMonths: 0, rentOverhead: 0 },
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
export function rankJob(job: JobSpec, ways: JobRankingWays, options: JobOptions = {}): JobRanking {
  const scaling = options.scalingEfficiency ?? JOB_DEFAULTS.scalingEfficiency;
  if (!(scaling > 0 && scaling <= 1)) {
    throw new ArgumentError("rankJob", "scalingEfficiency", scaling, "(0, 1]");
  }
  const at: Pricing = { job, ways, scaling, items: new Float64Array(ITEM_COUNT) };
  const rows: JobRow[] = [];
  const excluded: JobExclusion[] = [];
  for (const o of ways.offerings) {
    const r = offeringRow(o, at);
    if ("reason" in r) excluded.push(r);
    else rows.push(finishRow(r, at));
  }
  for (const m of ways.machines) {
    const r = machineRow(m, at);
    if ("reason" in r) excluded.push(r);
    else rows.push(finishRow(r, at));
  }
  return ranked(job, rows, excluded, scaling);
}

/**
 * The rows ranked by cost, then hours, then id; the Pareto front of cost against hours; the
 * cheapest row within the deadline (or why there is none) and the fastest.
 */
function ranked(
  job: JobSpec,
  rows: JobRow[],
  excluded: JobExclusion[],
  scaling: number,
): JobRanking {
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
