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
 * The ranking's shapes are in `job_types.ts`, whether a way holds the job in `job_fit.ts`, a
 * job's hours and their price over time in `job_price.ts`; this module ranks, and hands on their
 * names so that one import serves a caller.
 *
 * @module
 */
import { costItems, ITEM, ITEM_COUNT, ownCostPerUsedGpuHour } from "./cost.ts";
import { type CostInputs, HOURS_PER_MONTH, machineGpusOf, usedShareOfDay } from "./inputs.ts";
import { hoursToFinish } from "./spot.ts";
import { ArgumentError } from "./errors.ts";
import {
  chargeOf,
  type JobExclusion,
  type JobMachine,
  type JobOffering,
  type JobOptions,
  type JobPick,
  type JobRanking,
  type JobRow,
  type JobSpec,
} from "./job_types.ts";
import { fitOf, hostsOf } from "./job_fit.ts";
import {
  billedHoursPerUsefulHour,
  jobHours,
  jobPriceFactor,
  perJobOverTerm,
  termPriceFactor,
} from "./job_price.ts";

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

/**
 * Below this many hours a day (3.6 ms) a machine counts as unused: an hour's share of its fixed
 * costs would run beyond what a number holds.
 */
const MIN_USED_HOURS_PER_DAY = 1e-6;

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
    const fit = fitOf(job, o.speed, o.memoryGb, o.gpuCount, o.hostGpus ?? o.gpuCount);
    if (!("speed" in fit)) {
      excluded.push({ kind: "offering", id: o.id, label: o.label, gpuModel: o.gpuModel, ...fit });
      continue;
    }
    const speed = fit.speed;
    // whole instances, as many as the job's memory needs (times the copies a job of independent
    // parts needs to meet its deadline), paid whole
    const copies = copiesFor(
      job,
      jobHours(job.work, speed.perSecond, fit.units * o.gpuCount, scaling),
    );
    const units = fit.units * copies;
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
      hostGpus: o.hostGpus ?? o.gpuCount,
      units,
      copies,
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
        billedHours: useful,
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
      billedHours: billed,
      oneJobCny: perUsefulHour * useful *
        jobPriceFactor(change, billed, 12 * ways.base.horizonYears),
      termCny: null,
      termMonths: null,
      commitment: null,
    }));
  }
  for (const m of ways.machines) {
    // bought in whole machines: a model spreads over one machine's GPUs, or whole 8-GPU nodes
    const machineGpus = machineGpusOf(m.inputs);
    const fit = fitOf(job, m.speed, m.memoryGb, machineGpus, machineGpus);
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
    // as many machines as the job's memory needs (times the copies a job of independent parts
    // needs to meet its deadline), each priced as this one
    const copies = copiesFor(
      job,
      jobHours(job.work, speed.perSecond, fit.units * machineGpus, scaling),
    );
    const units = fit.units * copies;
    const gpus = Math.min(job.maxGpus, units * machineGpus);
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
      gpusInUnit: machineGpus,
      hostGpus: machineGpus,
      units,
      copies,
      perSecondPerGpu: speed.perSecond,
      hours,
      billedHours: hours,
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
