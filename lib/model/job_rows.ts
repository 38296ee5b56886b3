/**
 * One row of a job ranking (`job.ts`) a way: an offering rented for the job
 * ({@linkcode offeringRow}: the whole term bought for it or held, {@linkcode committedCost}; or
 * its hours, {@linkcode hourlyCost}) or an owned machine's share ({@linkcode machineRow}), each
 * priced with the one cost model's items (`cost.ts`); then the price it is ranked by
 * ({@linkcode finishRow}).
 *
 * @module
 */
import { costItems, ITEM, ownCostPerUsedGpuHour } from "./cost.ts";
import { type CostInputs, HOURS_PER_MONTH, machineGpusOf, usedShareOfDay } from "./inputs.ts";
import { hoursToFinish } from "./spot.ts";
import {
  chargeOf,
  type JobExclusion,
  type JobMachine,
  type JobOffering,
  type JobRankingWays,
  type JobRow,
  type JobSpec,
} from "./job_types.ts";
import { copiesFor, fitOf, hostsOf } from "./job_fit.ts";
import {
  billedHoursPerUsefulHour,
  jobHours,
  jobPriceFactor,
  perJobOverTerm,
  termPriceFactor,
} from "./job_price.ts";

/**
 * Below this many hours a day (3.6 ms) a machine counts as unused: an hour's share of its fixed
 * costs would run beyond what a number holds.
 */
const MIN_USED_HOURS_PER_DAY = 1e-6;

/** What every row of one ranking is priced with. */
export interface Pricing {
  /** What the job needs. */
  job: JobSpec;
  /** The ways it is ranked on, with the scenario's inputs. */
  ways: JobRankingWays;
  /** Work of g GPUs relative to g × one GPU, a fraction in (0, 1]. */
  scaling: number;
  /** The cost items of one hour, filled by {@linkcode costItems} for each way in turn. */
  items: Float64Array;
}

/** A row before what follows from its cost and hours (the price ranked, the picks). */
export type RowDraft =
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
  & { perJobOverTermCny?: number | undefined };

/**
 * A row with the price it is ranked by: per job over the term where the scenario runs the job
 * every month, else the one job's; what it pays for, per million of work and within the deadline.
 */
export function finishRow(r: RowDraft, { job, ways }: Pricing): JobRow {
  const repeated = (ways.jobsPerMonth ?? 0) > 0 && ways.base.horizonYears > 0;
  const paysFor = r.kind === "offering" ? "instance" : "share";
  const cny = repeated ? r.perJobOverTermCny ?? r.oneJobCny : r.oneJobCny;
  return {
    ...r,
    cny,
    perJobOverTermCny: repeated ? cny : null,
    paysFor,
    charge: chargeOf({ paysFor, commitment: r.commitment }),
    cnyPerMillion: cny / job.work * 1e6,
    pareto: false,
    withinDeadline: job.deadlineHours === undefined ? null : r.hours <= job.deadlineHours,
  };
}

/** An offering's row for the job, or why it is left out. */
export function offeringRow(o: JobOffering, at: Pricing): RowDraft | JobExclusion {
  const { job, ways, scaling } = at;
  const fit = fitOf(job, o.speed, o.memoryGb, o.gpuCount, o.hostGpus ?? o.gpuCount);
  if (!("speed" in fit)) {
    return { kind: "offering", id: o.id, label: o.label, gpuModel: o.gpuModel, ...fit };
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
  return {
    ...offering,
    ...(o.terms.rentBilling === "committed"
      ? committedCost(o, units, useful, ways)
      : hourlyCost(o, units, useful, at)),
  };
}

/** What an offering's hours and cost are in a row. */
export type OfferingCost = Pick<
  RowDraft,
  | "hours"
  | "billedHours"
  | "oneJobCny"
  | "perJobOverTermCny"
  | "termCny"
  | "termMonths"
  | "commitment"
>;

/**
 * A monthly or reserved offering: the whole term the job commits to, or, where the scenario
 * already holds it, the job's hours of it.
 */
export function committedCost(
  o: JobOffering,
  units: number,
  useful: number,
  ways: JobRankingWays,
): OfferingCost {
  const pricePerHour = units * o.gpuCount * o.terms.rentCnyPerGpuHour;
  const change = o.terms.rentPriceChangePerYear ?? ways.base.rentPriceChangePerYear;
  const term = Math.max(o.terms.rentMinimumMonths, 1);
  const months = Math.max(Math.ceil(useful / HOURS_PER_MONTH), term);
  // each month of the term at its price, as the scenario's commitment item pays it
  const termCny = pricePerHour * HOURS_PER_MONTH * months *
    termPriceFactor(change, months, Math.max(12 * ways.base.horizonYears, term));
  const held = o.id === ways.heldOfferingId;
  // the job's hours of a commitment kept busy, from month 0 as an hourly job's
  const share = pricePerHour * useful *
    jobPriceFactor(change, useful, 12 * ways.base.horizonYears);
  return {
    hours: useful,
    billedHours: useful,
    oneJobCny: held ? share : termCny,
    perJobOverTermCny: held ? share : perJobOverTerm(ways, useful, pricePerHour, term, change),
    termCny,
    termMonths: months,
    commitment: held ? "held" : "term",
  };
}

/**
 * An offering paid by the hour (on demand, spot): the cost model's compute item for the useful
 * hours, and the hours to finish with spot's interruptions and the wait for capacity.
 */
export function hourlyCost(
  o: JobOffering,
  units: number,
  useful: number,
  { ways, items }: Pricing,
): OfferingCost {
  const change = o.terms.rentPriceChangePerYear ?? ways.base.rentPriceChangePerYear;
  // the cost model's compute item: the instance's price per useful hour, spot's overhead
  // included, at month 0's price (horizon 0: no trend), then the trend over the job's months
  // (the job's hours are already the offering's own: a terms object that carries a case's
  // cloud speed must not scale them again)
  // (an interruption of any of its hosts stops the job)
  const hourly: CostInputs = {
    ...ways.base,
    rentSpeed: 1,
    storageGb: 0,
    setupHoursPerMonth: 0,
    horizonYears: 0,
  };
  const terms = {
    ...hourly,
    ...o.terms,
    gpuCount: units * o.gpuCount,
    rentSpeed: 1,
    rentInterruptionsPerHour: o.terms.rentInterruptionsPerHour * hostsOf(units, o.gpuCount),
  };
  costItems(terms, items);
  const perUsefulHour = items[ITEM.compute]!;
  // the hours the GPU needs, whatever the price does: spot's billed hours per useful hour,
  // and the wait for capacity after each interruption until it finishes
  const billed = useful * billedHoursPerUsefulHour(terms);
  const wait = ways.capacityWaitHours ?? 0;
  return {
    hours: hoursToFinish(useful, billed / useful, terms.rentInterruptionsPerHour, wait),
    billedHours: billed,
    oneJobCny: perUsefulHour * useful *
      jobPriceFactor(change, billed, 12 * ways.base.horizonYears),
    termCny: null,
    termMonths: null,
    commitment: null,
  };
}

/** An owned machine's row for the job (its share of the machine), or why it is left out. */
export function machineRow(
  m: JobMachine,
  { job, scaling, items }: Pricing,
): RowDraft | JobExclusion {
  // bought in whole machines: a model spreads over one machine's GPUs, or whole 8-GPU nodes
  const machineGpus = machineGpusOf(m.inputs);
  const fit = fitOf(job, m.speed, m.memoryGb, machineGpus, machineGpus);
  if (!("speed" in fit)) {
    return { kind: "machine", id: m.id, label: m.label, gpuModel: m.gpuModel, ...fit };
  }
  const speed = fit.speed;
  const utilization = usedShareOfDay(m.inputs.usedHoursPerDay);
  const perGpuHour = ownCostPerUsedGpuHour(m.inputs, utilization);
  if (perGpuHour === null || m.inputs.usedHoursPerDay < MIN_USED_HOURS_PER_DAY) {
    return {
      kind: "machine",
      id: m.id,
      label: m.label,
      gpuModel: m.gpuModel,
      reason: "unused",
      hoursPerDay: m.inputs.usedHoursPerDay,
    };
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
  return {
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
  };
}
