/**
 * Where the work files meet a case: a training run or a serving load (a row of `work.csv`, or one
 * stated with `-p model_params=7e9 -p tokens=2e9 -p method=lora`) timed on each GPU from its facts
 * (`gpus.csv`: peak FLOP/s, memory, bandwidth) or a measured throughput, fitted to the memory it
 * needs, and priced on every offering and machine of the data: a training run as a job ranked by
 * cost (`rankJob`), a serving load as the GPUs it wants hour by hour, with the owned fleet sized by
 * the hybrid fleet's rule and the rest rented or sent to an API. No I/O, no `Deno`: the what-if
 * page runs it.
 *
 * @module
 */
import type { ApiPrice, Dataset, Throughput, Work } from "../data/load.ts";
import type { ServingWork, TrainingWork } from "../data/work.ts";
import { throughputOf } from "../data/throughput_of.ts";
import {
  apiShare,
  BYTES_PER_WEIGHT,
  estimatedServingTokensPerSecond,
  METHODS,
  servingGpusByHour,
  servingMemoryGb,
  servingProfile,
  TRAINING_METHODS,
  trainingMemoryGb,
  type TrainingMethod,
  trainingTokensPerSecond,
  WORK_DEFAULTS,
} from "../model/work.ts";
import {
  billedHoursPerUsefulHour,
  canSpread,
  type GpuSpeed,
  hostsOf,
  type JobRanking,
  rankJob,
} from "../model/job.ts";
import { fleetCosts, hybridFleet, type HybridResult, perGpuCosts } from "../model/hybrid.ts";
import { withTerms } from "../model/monthly.ts";
import { ParameterError, type ParameterValues } from "../params.ts";
import type { Expected } from "../params/reasons.ts";
import type { ResolvedScenario } from "./resolve.ts";
import { jobWays, type SpeedOf } from "./jobs.ts";

/** The parameters that state a work, or change the one `work` names. */
export const WORK_PARAMETERS = [
  "work",
  "model_params",
  "tokens",
  "method",
  "mfu",
  "precision",
  "runs_per_month",
  "tokens_per_day",
  "peak_factor",
] as const;

/** The id of a work stated by parameters alone. */
export const OWN_WORK_ID = "my-work";

/** "Parameter NAME: found VALUE, expected …: HELP", as `-p` refuses a value. */
function refuse(name: string, value: unknown, expected: Expected): ParameterError {
  return new ParameterError({ kind: "value", name, found: value, expected });
}

const num = (v: unknown): number | undefined => typeof v === "number" ? v : undefined;

/**
 * The work `values` state: the row of `work.csv` that `work` names with the parameters given over
 * it, or a work of the parameters alone (`model_params` and `tokens` for a training run,
 * `model_params` and `tokens_per_day` for a serving load); `undefined` when they state none.
 *
 * @throws {ParameterError} for a `work` the data lacks, or a work the parameters leave unstated
 */
export function workOf(dataset: Pick<Dataset, "works" | "fxDate">, values: ParameterValues):
  | Work
  | undefined {
  const given = WORK_PARAMETERS.some((n) => values[n] !== undefined);
  if (!given) return undefined;
  let base: Work | undefined;
  if (typeof values.work === "string") {
    base = dataset.works.find((w) => w.id === values.work);
    if (!base) {
      const ids = dataset.works.map((w) => w.id);
      throw refuse(
        "work",
        values.work,
        ids.length === 0 ? { kind: "noWorkRows" } : { kind: "oneOf", choices: ids },
      );
    }
  }
  const params = num(values.model_params) ?? base?.modelParams;
  const precision = typeof values.precision === "string"
    ? values.precision
    : base?.precision ?? "bf16";
  const serving = values.tokens_per_day !== undefined ||
    (values.tokens === undefined && values.method === undefined && base?.kind === "serving");
  if (params === undefined) {
    throw refuse(
      "model_params",
      values.model_params,
      { kind: "modelParams" },
    );
  }
  const common = {
    id: base?.id ?? OWN_WORK_ID,
    description: base?.description ?? "",
    modelParams: params,
    precision,
    workload: values.model_params === undefined ? base?.workload : undefined,
    api: base?.api,
    notes: base?.notes ?? "",
    source: base?.source ?? "parameters",
    asOf: base?.asOf ?? { text: dataset.fxDate, start: dataset.fxDate, end: dataset.fxDate },
    row: base?.row ?? 0,
  };
  if (serving) {
    const tokensPerDay = num(values.tokens_per_day) ??
      (base?.kind === "serving" ? base.tokensPerDay : undefined);
    if (tokensPerDay === undefined) {
      throw refuse(
        "tokens_per_day",
        values.tokens_per_day,
        { kind: "tokensPerDay" },
      );
    }
    return {
      ...common,
      kind: "serving",
      tokensPerDay,
      peakFactor: num(values.peak_factor) ?? (base?.kind === "serving" ? base.peakFactor : 1),
    };
  }
  const t = base?.kind === "training" ? base : undefined;
  const tokens = num(values.tokens) ?? t?.tokens;
  if (tokens === undefined) {
    throw refuse("tokens", values.tokens, { kind: "tokens" });
  }
  const method = typeof values.method === "string" ? values.method : t?.method ?? "full";
  if (!(TRAINING_METHODS as readonly string[]).includes(method)) {
    throw refuse(
      "method",
      values.method,
      { kind: "oneOf", choices: TRAINING_METHODS },
    );
  }
  return {
    ...common,
    kind: "training",
    tokens,
    method: method as TrainingMethod,
    mfu: num(values.mfu) ?? t?.mfu,
    runsPerMonth: num(values.runs_per_month) ?? t?.runsPerMonth,
  };
}

/** How a GPU's speed on a work is known: measured (`throughput.csv`), from its peak FLOP/s, or estimated. */
export type SpeedBasis = "measured" | "peak" | "estimate";

/** A GPU's speed on a work, its memory, and the GPUs a replica of the work takes on it. */
export interface WorkGpu extends GpuSpeed {
  /** How the speed is known. */
  basis: SpeedBasis;
}

/** The memory a work needs in all, GB: to train (`trainingMemoryGb`) or to serve (`servingMemoryGb`). */
export function workMemoryGb(work: Work): number {
  return work.kind === "training"
    ? trainingMemoryGb(work)
    : servingMemoryGb({ modelParams: work.modelParams, bytesPerWeight: bytesPerWeight(work) });
}

/** Bytes a weight of a work's precision (2 for BF16). */
export function bytesPerWeight(work: Pick<Work, "precision">): number {
  return BYTES_PER_WEIGHT[work.precision] ?? 2;
}

/** The MFU a training run reaches: its own, else the default (`WORK_DEFAULTS.mfu`). */
export function mfuOf(work: TrainingWork): number {
  return work.mfu ?? WORK_DEFAULTS.mfu;
}

/**
 * How fast one GPU of an offering or machine does a work, in tokens a second, and its memory: a
 * measured figure of the work's `workload` where `throughput.csv` has one, else from the GPU's
 * facts (`gpus.csv`): a training run at its peak × MFU ÷ (k × N), a serving load estimated from
 * its bandwidth and peak (`estimatedServingTokensPerSecond`, for a replica of as many GPUs as
 * hold the model); `undefined` when the data has neither.
 */
export function workSpeedOf(
  dataset: Pick<Dataset, "gpus" | "throughput">,
  work: Work,
): SpeedOf & { gpu: (id: string, gpuModel: string) => WorkGpu | undefined } {
  const memoryOf = (gpuModel: string) =>
    dataset.gpus.find((g) => g.gpuModel === gpuModel)?.memoryGb ??
      dataset.throughput.find((t) => t.gpuModel === gpuModel)?.memoryGb;
  const gpu = (id: string, gpuModel: string): WorkGpu | undefined => {
    const memoryGb = memoryOf(gpuModel);
    if (memoryGb === undefined) return undefined;
    if (work.workload !== undefined) {
      const t = throughputOf(dataset.throughput, work.workload, { id, gpuModel });
      if (t) return { perSecond: t.perSecond, memoryGb, basis: "measured" };
    }
    const facts = dataset.gpus.find((g) => g.gpuModel === gpuModel);
    const peak = facts?.bf16DenseTflops;
    if (work.kind === "training") {
      if (peak === undefined) return undefined;
      return {
        perSecond: trainingTokensPerSecond({ ...work, mfu: mfuOf(work) }, peak),
        memoryGb,
        basis: "peak",
      };
    }
    const bandwidth = facts?.memoryBandwidthTbs;
    if (peak === undefined || bandwidth === undefined) return undefined;
    const gpus = Math.max(1, Math.ceil(workMemoryGb(work) / memoryGb - 1e-9));
    return {
      perSecond: estimatedServingTokensPerSecond(
        { modelParams: work.modelParams, bytesPerWeight: bytesPerWeight(work) },
        { bandwidthTbs: bandwidth, peakTflops: peak, gpus },
      ),
      memoryGb,
      basis: "estimate",
    };
  };
  return { speed: gpu, memoryGb: memoryOf, gpu };
}

/**
 * The work as a workload of `throughput.csv`: one row a GPU model the work has a speed on (its
 * tokens a second a GPU), so that a case that does the work weighs other GPUs at their speed on
 * it (`relativeSpeed()`). Its id: `work:` and the work's.
 */
export function workThroughput(
  dataset: Pick<Dataset, "gpus" | "throughput" | "offerings" | "hardware">,
  work: Work,
): Throughput[] {
  const speedOf = workSpeedOf(dataset, work);
  const models = [
    ...new Set([
      ...dataset.offerings.map((o) => o.gpuModel),
      ...dataset.hardware.map((h) => h.gpuModel),
    ]),
  ];
  return models.flatMap((gpuModel) => {
    const g = speedOf.gpu("", gpuModel);
    return g === undefined ? [] : [{
      gpuModel,
      workload: workWorkload(work),
      perSecond: g.perSecond,
      unit: "tokens/s" as const,
      precision: work.precision,
      memoryGb: g.memoryGb,
      appliesTo: undefined,
      notes: g.basis,
      source: work.source,
      asOf: work.asOf,
      row: 0,
    }];
  });
}

/** The workload id a work adds to a case's throughput figures. */
export function workWorkload(work: Pick<Work, "id">): string {
  return `work:${work.id}`;
}

/** A training run ranked on every offering and machine, with its GPU-hours. */
export interface TrainingRanking {
  /** The run. */
  work: TrainingWork;
  /** Its FLOPs (k × N × D). */
  flops: number;
  /** Memory it needs in all, GB (spread over the GPUs it runs on). */
  memoryGb: number;
  /** The MFU it reaches. */
  mfu: number;
  /** Every way to run it once, ranked by cost (`rankJob`: its tokens at each GPU's speed). */
  ranking: JobRanking;
}

/**
 * Ranks a training run on every offering and machine of the dataset under the resolved scenario,
 * as a job of its tokens at each GPU's speed on it, spread over as many whole instances or
 * machines as hold its memory, every GPU working at the run's MFU (no further scaling loss: MFU is
 * the whole run's); where the run repeats (`runs_per_month`), priced per run over the term.
 */
export function rankTraining(
  dataset: Dataset,
  work: TrainingWork,
  scenario: ResolvedScenario,
): TrainingRanking {
  const memoryGb = workMemoryGb(work);
  const speedOf = workSpeedOf(dataset, work);
  const ways = jobWays(dataset, scenario, speedOf);
  // each machine busy as long as the run keeps it (its hours on it, runs a month or once over
  // the horizon), so that its cost an hour is that of doing this work
  const machines = ways.machines.map((m) => {
    const g = speedOf.gpu(m.id, m.gpuModel);
    const units = g === undefined
      ? 1
      : Math.max(1, Math.ceil(memoryGb / (g.memoryGb * m.inputs.gpuCount) - 1e-9));
    const hours = g === undefined ? undefined : busyHoursPerDay(
      work,
      work.tokens / (g.perSecond * units * m.inputs.gpuCount) / 3600,
      m.inputs.horizonYears,
    );
    return hours === undefined
      ? m
      : { ...m, inputs: { ...m.inputs, usedHoursPerDay: Math.min(24, hours) } };
  });
  const offerings = ways.offerings;
  const ranking = rankJob({
    id: work.id,
    work: work.tokens,
    memoryGb: 0,
    maxGpus: 100_000,
    totalMemoryGb: memoryGb,
  }, {
    base: scenario.inputs,
    capacityWaitHours: scenario.scenario.capacityWaitHours,
    offerings,
    machines,
    heldOfferingId: scenario.offering.billing === "committed" ? scenario.offering.id : undefined,
    jobsPerMonth: work.runsPerMonth,
  }, { scalingEfficiency: 1 });
  return {
    work,
    flops: METHODS[work.method].flopsPerParamToken * work.modelParams * work.tokens,
    memoryGb,
    mfu: mfuOf(work),
    ranking,
  };
}

/**
 * The hours a day a training run keeps the case's machine busy: its hours on the machine (its
 * GPUs at their speed on it) × its runs a month × 12 ÷ 365, or once over the horizon where it
 * does not repeat; `undefined` when the machine cannot run it (no speed, too little memory).
 */
export function trainingHoursPerDay(
  dataset: Dataset,
  work: TrainingWork,
  scenario: ResolvedScenario,
): number | undefined {
  const g = workSpeedOf(dataset, work).gpu(scenario.hardware.id, scenario.hardware.gpuModel);
  const gpus = scenario.inputs.gpuCount;
  if (g === undefined || g.memoryGb * gpus < workMemoryGb(work)) return undefined;
  return busyHoursPerDay(
    work,
    work.tokens / (g.perSecond * gpus) / 3600,
    scenario.inputs.horizonYears,
  );
}

/**
 * The hours a day a machine is busy with a training run that takes `runHours` on it: runs a month
 * × hours × 12 ÷ 365, or once over a horizon of `years` (hours ÷ 365 × years).
 */
export function busyHoursPerDay(
  work: Pick<TrainingWork, "runsPerMonth">,
  runHours: number,
  years: number,
): number {
  return work.runsPerMonth === undefined
    ? runHours / (365 * years)
    : work.runsPerMonth * runHours * 12 / 365;
}

/**
 * The hours a day a work keeps the case's machine busy: a training run's
 * ({@linkcode trainingHoursPerDay}); a serving load's GPU-hours a day on the machine's GPUs over
 * its GPUs (the GPUs its busiest hours want may exceed them: the hybrid fleet rents the rest);
 * `undefined` when the machine cannot do the work.
 */
export function workHoursPerDay(
  dataset: Dataset,
  work: Work,
  scenario: ResolvedScenario,
): number | undefined {
  if (work.kind === "training") return trainingHoursPerDay(dataset, work, scenario);
  const g = workSpeedOf(dataset, work).gpu(scenario.hardware.id, scenario.hardware.gpuModel);
  if (g === undefined) return undefined;
  const replica = Math.max(1, Math.ceil(workMemoryGb(work) / g.memoryGb - 1e-9));
  // a replica over separate machines is no way to serve it
  if (!canSpread(replica, scenario.inputs.gpuCount, "machine")) return undefined;
  const gpuHours = servingGpusByHour(work, g.perSecond, replica).reduce((a, n) => a + n, 0);
  return gpuHours / scenario.inputs.gpuCount;
}

/** One way to serve a load on its own: an offering or the owned machines, a month of it. */
export interface ServingWay {
  /** Rented (an offering) or owned (a machine). */
  kind: "offering" | "machine";
  /** The offering's or the machine's id. */
  id: string;
  /** How the reports name it. */
  label: string;
  /** The GPU model. */
  gpuModel: string;
  /** The pricing model of an offering, `owned` for a machine. */
  pricingModel: string;
  /** Output tokens a second one GPU serves. */
  perSecondPerGpu: number;
  /** How that speed is known. */
  basis: SpeedBasis;
  /** GPUs one replica of the model takes (as many as hold it). */
  replicaGpus: number;
  /** GPUs wanted in the busiest hour. */
  peakGpus: number;
  /** GPU-hours billed or used a day. */
  gpuHoursPerDay: number;
  /** What a month of the load costs this way, CNY. */
  cnyPerMonth: number;
  /** What a million output tokens cost this way, CNY. */
  cnyPerMillion: number;
}

/** A serving load priced every way, its owned fleet sized by the hybrid rule, and the API beside it. */
export interface ServingResult {
  /** The load. */
  work: ServingWork;
  /** Memory a replica needs in all, GB. */
  memoryGb: number;
  /**
   * Every way to serve the whole load alone: those of a measured speed first, then those of an
   * estimated one, each cheapest a million tokens first (an estimate is shown, not chosen over a
   * measurement: tensor parallelism over GPUs without a fast link falls short of it).
   */
  ways: ServingWay[];
  /**
   * Ways left out: no speed known, or a replica needs more GPUs (`gpus`) than they link into one
   * model (`canSpread()`: one host's, or the machine's own, on units of `unitGpus`).
   */
  excluded: (
    & { kind: "offering" | "machine"; id: string; gpuModel: string }
    & ({ reason: "no-speed" } | { reason: "spread"; gpus: number; unitGpus: number })
  )[];
  /**
   * The case's owned fleet and its overflow: the machine's GPUs wanted hour by hour, the fleet the
   * hybrid rule owns (in whole machines), the rest rented from the overflow offering; `undefined`
   * where the case's machine or overflow cannot serve it.
   */
  fleet: ServingFleet | undefined;
  /**
   * The case's owned fleet with the rest sent to the API instead of rented: `undefined` without
   * an API row, or where the case's machine cannot serve the load.
   */
  toApi: ServingApiFleet | undefined;
  /** The API row beside it, in CNY a million output tokens; `undefined` without one. */
  api: ApiPrice | undefined;
}

/** One size of the case's owned fleet for a serving load, the API serving the tokens it cannot. */
export interface ApiFleetCost {
  /** GPUs owned, N: a multiple of the GPUs in the case's machine. */
  owned: number;
  /** Machines owned. */
  machines: number;
  /** Owning N GPUs over the horizon: their fixed costs and the hours they work, CNY. */
  own: number;
  /** The tokens above what N GPUs serve, at the API's output price over the horizon, CNY. */
  api: number;
  /** own + api, CNY. */
  total: number;
  /** Share of the output tokens the owned GPUs serve. */
  servedByOwned: number;
}

/** The case's owned fleet for a serving load with the rest sent to the API. */
export interface ServingApiFleet {
  /** Every fleet size in whole machines, none owned first, up to the one covering the peak. */
  costs: ApiFleetCost[];
  /** The cheapest size (the fewest GPUs where two cost the same). */
  best: ApiFleetCost;
  /** The API row the rest is sent to. */
  apiId: string;
  /** Output tokens a month the owned GPUs serve. */
  ownedTokensPerMonth: number;
  /** Output tokens a month the API serves. */
  apiTokensPerMonth: number;
  /** Owning the cheapest fleet, CNY a million tokens it serves; `null` when it owns none. */
  ownedCnyPerMillion: number | null;
  /** The API's output price, CNY a million tokens; `null` when it serves none. */
  apiCnyPerMillion: number | null;
  /** The whole load on the owned GPUs and the API, CNY a million tokens. */
  totalCnyPerMillion: number;
}

/** The case's owned fleet for a serving load, and what each part costs a million tokens. */
export interface ServingFleet {
  /** GPUs of the case's machine wanted in each hour of the day. */
  gpusByHour: number[];
  /** The hybrid fleet: every size in whole machines, the cheapest, the rule. */
  hybrid: HybridResult;
  /** The offering renting the overflow. */
  overflowOfferingId: string;
  /** Output tokens a month the owned GPUs serve, and the rest. */
  ownedTokensPerMonth: number;
  /** Output tokens a month the overflow serves. */
  rentedTokensPerMonth: number;
  /** Owning the cheapest fleet, CNY a million tokens it serves; `null` when it serves none. */
  ownedCnyPerMillion: number | null;
  /** Renting the overflow, CNY a million tokens it serves; `null` when there is none. */
  rentedCnyPerMillion: number | null;
  /** The whole load on the cheapest fleet and its overflow, CNY a million tokens. */
  totalCnyPerMillion: number;
}

const DAYS_PER_MONTH = 365 / 12;

/**
 * A serving load on every offering and machine of the dataset, each alone (the GPUs it wants
 * hour by hour in whole replicas, billed as the offering bills: by the hour used, or a commitment
 * for the busiest hour's GPUs all month; a machine: as many whole machines as the busiest hour
 * wants, owned over the case's horizon), and the case's own fleet sized by the hybrid rule with
 * its overflow rented, beside the API.
 */
export function serveLoad(
  dataset: Dataset,
  work: ServingWork,
  scenario: ResolvedScenario,
): ServingResult {
  const speedOf = workSpeedOf(dataset, work);
  const memoryGb = workMemoryGb(work);
  const tokensPerMonth = work.tokensPerDay * DAYS_PER_MONTH;
  const perMillion = (cnyPerMonth: number) => cnyPerMonth / (tokensPerMonth / 1e6);
  const ways: ServingWay[] = [];
  const excluded: ServingResult["excluded"] = [];
  const { offerings, machines } = jobWays(dataset, scenario, speedOf);
  for (const o of offerings) {
    const g = speedOf.gpu(o.id, o.gpuModel);
    if (!g) {
      excluded.push({ kind: "offering", id: o.id, gpuModel: o.gpuModel, reason: "no-speed" });
      continue;
    }
    const replica = Math.max(1, Math.ceil(memoryGb / g.memoryGb - 1e-9));
    if (!canSpread(replica, o.gpuCount, "offering")) {
      excluded.push({
        kind: "offering",
        id: o.id,
        gpuModel: o.gpuModel,
        reason: "spread",
        gpus: replica,
        unitGpus: o.gpuCount,
      });
      continue;
    }
    const gpusByHour = servingGpusByHour(work, g.perSecond, replica);
    // whole instances each hour
    const instances = gpusByHour.map((n) => Math.ceil(n / o.gpuCount - 1e-9));
    const peak = Math.max(...instances);
    const committed = o.terms.cloudBilling === "committed";
    const gpuHoursPerDay = committed
      ? peak * o.gpuCount * 24
      : instances.reduce((a, n) => a + n, 0) * o.gpuCount;
    // a replica over several nodes is interrupted by any of them
    const perGpuHour = o.terms.cloudCnyPerGpuHour * (committed ? 1 : billedHoursPerUsefulHour({
      ...scenario.inputs,
      ...o.terms,
      cloudInterruptionsPerHour: o.terms.cloudInterruptionsPerHour *
        hostsOf(Math.ceil(replica / o.gpuCount), o.gpuCount),
    }));
    const cnyPerMonth = gpuHoursPerDay * DAYS_PER_MONTH * perGpuHour;
    ways.push({
      kind: "offering",
      id: o.id,
      label: o.label,
      gpuModel: o.gpuModel,
      pricingModel: o.pricingModel,
      perSecondPerGpu: g.perSecond,
      basis: g.basis,
      replicaGpus: replica,
      peakGpus: peak * o.gpuCount,
      gpuHoursPerDay,
      cnyPerMonth,
      cnyPerMillion: perMillion(cnyPerMonth),
    });
  }
  for (const m of machines) {
    const g = speedOf.gpu(m.id, m.gpuModel);
    if (!g) {
      excluded.push({ kind: "machine", id: m.id, gpuModel: m.gpuModel, reason: "no-speed" });
      continue;
    }
    const replica = Math.max(1, Math.ceil(memoryGb / g.memoryGb - 1e-9));
    if (!canSpread(replica, m.inputs.gpuCount, "machine")) {
      excluded.push({
        kind: "machine",
        id: m.id,
        gpuModel: m.gpuModel,
        reason: "spread",
        gpus: replica,
        unitGpus: m.inputs.gpuCount,
      });
      continue;
    }
    const gpusByHour = servingGpusByHour(work, g.perSecond, replica);
    const profile = servingProfile(gpusByHour);
    // owning enough whole machines for the busiest hour: the fleet that covers the peak
    const perGpu = perGpuCosts({ ...m.inputs, ...HOURLY_NOTHING });
    const covering = fleetCosts(profile, perGpu).at(-1)!;
    const months = 12 * m.inputs.horizonYears;
    const cnyPerMonth = months > 0 ? covering.total / months : Infinity;
    ways.push({
      kind: "machine",
      id: m.id,
      label: m.label,
      gpuModel: m.gpuModel,
      pricingModel: "owned",
      perSecondPerGpu: g.perSecond,
      basis: g.basis,
      replicaGpus: replica,
      peakGpus: covering.owned,
      gpuHoursPerDay: gpusByHour.reduce((a, n) => a + n, 0),
      cnyPerMonth,
      cnyPerMillion: perMillion(cnyPerMonth),
    });
  }
  // a measured speed before an estimate: an estimate is shown, never chosen over a measurement
  const estimated = (w: ServingWay) => w.basis === "estimate" ? 1 : 0;
  ways.sort((a, b) =>
    estimated(a) - estimated(b) || a.cnyPerMillion - b.cnyPerMillion || (a.id < b.id ? -1 : 1)
  );
  return {
    work,
    memoryGb,
    ways,
    excluded,
    fleet: servingFleet(dataset, work, scenario),
    toApi: servingFleetWithApi(dataset, work, scenario),
    api: dataset.apiPrices.find((a) => a.id === work.api),
  };
}

/**
 * Terms billed by the hour, for the fleet that covers the busiest hour: it rents nothing, so the
 * price of renting stays the machine's own terms' (an owned GPU's downtime is rented at it; an
 * unbounded price would make that cost ∞ × 0, not a number).
 */
const HOURLY_NOTHING = {
  cloudBilling: "hourly",
  cloudMinimumMonths: 0,
} as const;

/**
 * The case's owned fleet for a serving load, by the hybrid fleet's rule: the GPUs of its machine
 * wanted hour by hour (in whole replicas), owned in whole machines while a machine's GPUs are
 * wanted more than one GPU's break-even share, the rest rented from the case's overflow offering
 * at its speed on the load; `undefined` where the machine or the overflow has no speed, or
 * cannot hold a replica of the model (`canSpread()`: the machine's own GPUs, a host's).
 */
export function servingFleet(
  dataset: Dataset,
  work: ServingWork,
  scenario: ResolvedScenario,
): ServingFleet | undefined {
  const speedOf = workSpeedOf(dataset, work);
  const own = speedOf.gpu(scenario.hardware.id, scenario.hardware.gpuModel);
  const overflow = scenario.overflow;
  if (!own || !overflow) return undefined;
  const rented = speedOf.gpu(overflow.offering.id, overflow.offering.gpuModel);
  if (!rented) return undefined;
  const memoryGb = workMemoryGb(work);
  const replica = Math.max(1, Math.ceil(memoryGb / own.memoryGb - 1e-9));
  // a replica the machine cannot hold (over separate machines), or the overflow cannot
  if (!canSpread(replica, scenario.inputs.gpuCount, "machine")) return undefined;
  const rentedReplica = Math.max(1, Math.ceil(memoryGb / rented.memoryGb - 1e-9));
  if (!canSpread(rentedReplica, overflow.offering.gpuCount, "offering")) return undefined;
  const gpusByHour = servingGpusByHour(work, own.perSecond, replica);
  const terms = { ...overflow.terms, cloudSpeed: rented.perSecond / own.perSecond };
  const hybrid = hybridFleet(
    servingProfile(gpusByHour),
    perGpuCosts(withTerms(scenario.inputs, terms)),
  );
  const best = hybrid.best;
  const tokensPerMonth = work.tokensPerDay * DAYS_PER_MONTH;
  const owned = tokensPerMonth * best.servedByOwned;
  const months = 12 * scenario.inputs.horizonYears;
  const perMillion = (cny: number, tokens: number) =>
    tokens > 0 && months > 0 ? cny / months / (tokens / 1e6) : null;
  return {
    gpusByHour,
    hybrid,
    overflowOfferingId: overflow.offering.id,
    ownedTokensPerMonth: owned,
    rentedTokensPerMonth: tokensPerMonth - owned,
    ownedCnyPerMillion: perMillion(best.own, owned),
    rentedCnyPerMillion: perMillion(best.rent, tokensPerMonth - owned),
    totalCnyPerMillion: months > 0 ? best.total / months / (tokensPerMonth / 1e6) : Infinity,
  };
}

/**
 * The case's owned fleet for a serving load with the rest sent to its API row instead of rented:
 * every size in whole machines of the case's machine, each owned GPU costed as the hybrid fleet
 * costs it (its share of the machine's fixed costs, and the hours it works), the tokens above what
 * the owned replicas serve billed at the API's output price (`apiShare()`: by the token, at
 * today's price over the whole horizon), and the cheapest size. `undefined` without an API row,
 * or where the machine has no speed on the load or cannot hold a replica of the model.
 */
export function servingFleetWithApi(
  dataset: Dataset,
  work: ServingWork,
  scenario: ResolvedScenario,
): ServingApiFleet | undefined {
  const api = dataset.apiPrices.find((a) => a.id === work.api);
  if (api === undefined) return undefined;
  const own = workSpeedOf(dataset, work).gpu(scenario.hardware.id, scenario.hardware.gpuModel);
  if (!own) return undefined;
  const replica = Math.max(1, Math.ceil(workMemoryGb(work) / own.memoryGb - 1e-9));
  if (!canSpread(replica, scenario.inputs.gpuCount, "machine")) return undefined;
  const years = scenario.inputs.horizonYears;
  const months = 12 * years;
  if (!(months > 0)) return undefined;
  const profile = servingProfile(servingGpusByHour(work, own.perSecond, replica));
  const tokensPerMonth = work.tokensPerDay * DAYS_PER_MONTH;
  const apiPerToken = api.outputCnyPerMillion / 1e6;
  const costs = fleetCosts(profile, perGpuCosts({ ...scenario.inputs, ...HOURLY_NOTHING })).map(
    (f): ApiFleetCost => {
      const share = apiShare(work, own.perSecond, replica, f.owned);
      // nothing sent costs nothing (a free API row, or a fleet covering the peak)
      const apiCny = share > 0 ? share * tokensPerMonth * months * apiPerToken : 0;
      return {
        owned: f.owned,
        machines: f.machines,
        own: f.own,
        api: apiCny,
        total: f.own + apiCny,
        servedByOwned: 1 - share,
      };
    },
  );
  let best = costs[0]!;
  for (const f of costs) if (f.total < best.total) best = f;
  const owned = tokensPerMonth * best.servedByOwned;
  const sent = tokensPerMonth - owned;
  return {
    costs,
    best,
    apiId: api.id,
    ownedTokensPerMonth: owned,
    apiTokensPerMonth: sent,
    ownedCnyPerMillion: best.owned > 0 && owned > 0 ? best.own / months / (owned / 1e6) : null,
    apiCnyPerMillion: sent > 0 ? api.outputCnyPerMillion : null,
    totalCnyPerMillion: best.total / months / (tokensPerMonth / 1e6),
  };
}
