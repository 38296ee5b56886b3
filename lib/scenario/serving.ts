/**
 * A serving load priced on whole units of supply, hour by hour (`serving_fleet.ts`): on every
 * offering of the case's regions and every machine of the data alone, the case's own machines
 * sized with the rest rented on the offering that makes the cheapest fleet, the same fleet with
 * the rest sent to an API, and every API row for the model. A live service wants its replicas in
 * every hour its tokens come in, so a rented way pays whole instances every hour it serves and a
 * commitment pays the busiest hour's instances all month. No I/O, no `Deno`: the what-if page
 * runs it.
 *
 * @module
 */
import type { ApiPrice, Dataset } from "../data/load.ts";
import type { ServingWork } from "../data/work.ts";
import { dayShape, servingGpusByHour } from "../model/work.ts";
import { canSpread, hostsOf, type JobMachine, type JobOffering } from "../model/job.ts";
import { perGpuCosts } from "../model/hybrid.ts";
import { costLines, LINE } from "../model/cost.ts";
import { type CostInputs, machineGpusOf } from "../model/inputs.ts";
import {
  type HourlyLoad,
  machinesToCover,
  type OwnedSupply,
  type RestSupply,
  type ServingFleetSize,
  servingFleetSize,
  servingFleetSizes,
} from "../model/serving_fleet.ts";
import type { ResolvedScenario } from "./resolve.ts";
import { jobWays, type OutsideWay } from "./jobs.ts";
import {
  holdsWork,
  servedMemoryGb,
  type ServedSaid,
  servedSaid,
  servedSpeedOf,
  type SpeedBasis,
} from "./work_speed.ts";
import { ParameterError } from "../params.ts";
import type {
  ApiFleetCost,
  FleetSizeCost,
  ServingApiFleet,
  ServingExclusion,
  ServingFleet,
  ServingResult,
  ServingWay,
  WorkKindRecord,
} from "./work_types.ts";

const DAYS_PER_YEAR = 365;

/** The load's tokens a second in each hour of a day, over the case's horizon. */
export function hourlyLoad(work: ServingWork, years: number): HourlyLoad {
  const mean = work.tokensPerDay / 86_400;
  return {
    tokensPerSecondByHour: dayShape(work.peakFactor).map((x) => mean * x),
    days: DAYS_PER_YEAR * Math.max(0, years),
  };
}

/** Whole GPUs that hold a replica of `memoryGb` on GPUs of `gpuMemoryGb`. */
function replicaOf(memoryGb: number, gpuMemoryGb: number): number {
  return Math.max(1, Math.ceil(memoryGb / gpuMemoryGb - 1e-9));
}

/**
 * An hourly offering as the rest of a fleet: its price a GPU-hour billed as the case bills it
 * (overhead, spot's interruptions over the hosts a replica spans, the price's trend over the
 * horizon: the compute line of `costLines()` of one GPU at speed 1) and the rented side's fixed
 * costs (storage, set-up, people, data transfer).
 */
function rentSupply(
  base: CostInputs,
  o: JobOffering,
  replicaGpus: number,
  perGpuPerSecond: number,
): Extract<RestSupply, { kind: "rent" }> {
  const units = Math.ceil(replicaGpus / o.gpuCount - 1e-9);
  const l = costLines({
    ...base,
    ...o.terms,
    gpuCount: 1,
    rentSpeed: 1,
    rentInterruptionsPerHour: o.terms.rentInterruptionsPerHour * hostsOf(units, o.gpuCount),
  });
  return {
    kind: "rent",
    unitGpus: o.gpuCount,
    replicaGpus,
    perGpuPerSecond,
    cnyPerGpuHour: l[LINE.rentPerHour]!,
    fixedCny: l[LINE.rentFixed]!,
  };
}

/**
 * A machine as owned supply: each machine's fixed costs over the horizon (the first ones' their
 * own when the case's machine is already owned) and a GPU's cost per hour it works, from the cost
 * lines of `perGpuCosts()`.
 */
export function ownedSupply(
  m: Pick<JobMachine, "inputs">,
  replicaGpus: number,
  perGpuPerSecond: number,
): OwnedSupply {
  const machineGpus = machineGpusOf(m.inputs);
  const c = perGpuCosts({ ...m.inputs, ...HOURLY_NOTHING });
  return {
    machineGpus,
    replicaGpus,
    perGpuPerSecond,
    machineFixedCny: c.ownFixed * machineGpus,
    kept: c.ownedFixed === null
      ? null
      : { machines: m.inputs.gpuCount / machineGpus, fixedCny: c.ownedFixed * machineGpus },
    cnyPerGpuHour: c.ownPerHour,
  };
}

/**
 * Terms billed by the hour, for owned machines costed alone: they rent nothing, so the price of
 * renting stays the machine's own terms' (an owned GPU's downtime is rented at it).
 */
const HOURLY_NOTHING = { rentBilling: "hourly", rentMinimumMonths: 0 } as const;

/** The fleet sizes as the chart and tables read them. */
function sizeCost(s: ServingFleetSize): FleetSizeCost {
  return {
    owned: s.ownedGpus,
    machines: s.machines,
    own: s.ownCny,
    rent: s.restCny,
    total: s.totalCny,
    servedByOwned: s.ownedShare,
  };
}

/**
 * A serving load on every offering of the case's regions and every machine of the data, each
 * alone; the case's machines sized with the rest rented on the offering that makes the cheapest
 * fleet, and with the rest sent to the cheapest API; and every API row for the model.
 */
export function serveLoad(
  dataset: Dataset,
  work: ServingWork,
  scenario: ResolvedScenario,
): ServingResult {
  const speedOf = servedSpeedOf(dataset, work);
  const memoryGb = servedMemoryGb(work);
  const years = scenario.inputs.horizonYears;
  const months = 12 * years;
  const load = hourlyLoad(work, years);
  const tokens = work.tokensPerDay * load.days;
  const perMillion = (cny: number) => tokens > 0 ? cny / (tokens / 1e6) : Infinity;
  const ways: ServingWay[] = [];
  const excluded: ServingExclusion[] = [];
  const { offerings, machines, outside } = jobWays(dataset, scenario, speedOf);
  excluded.push(...outside.map(outsideExclusion));
  // hourly offerings that can take a fleet's rest: their supply, by id
  const rests: { offering: JobOffering; basis: SpeedBasis; rest: RestSupply }[] = [];
  for (const o of offerings) {
    const g = speedOf.gpu(o.id, o.gpuModel);
    if (!g) {
      excluded.push({ kind: "offering", id: o.id, gpuModel: o.gpuModel, reason: "no-speed" });
      continue;
    }
    const replica = replicaOf(memoryGb, g.memoryGb);
    const host = o.hostGpus ?? o.gpuCount;
    if (!canSpread(replica, o.gpuCount, host)) {
      excluded.push({
        kind: "offering",
        id: o.id,
        gpuModel: o.gpuModel,
        reason: "spread",
        gpus: replica,
        unitGpus: o.gpuCount,
        hostGpus: host,
      });
      continue;
    }
    let total: number;
    let peakGpus: number;
    let gpuHoursPerDay: number;
    if (o.terms.rentBilling === "committed") {
      // the busiest hour's instances held every month of the horizon (at least the term)
      const gpusByHour = servingGpusByHour(work, g.perSecond, replica);
      const units = Math.ceil(Math.max(0, ...gpusByHour) / o.gpuCount - 1e-9);
      peakGpus = units * o.gpuCount;
      gpuHoursPerDay = peakGpus * 24;
      const l = costLines({ ...scenario.inputs, ...o.terms, gpuCount: peakGpus, rentSpeed: 1 });
      total = l[LINE.rentFixed]!;
    } else {
      const rest = rentSupply(scenario.inputs, o, replica, g.perSecond);
      rests.push({ offering: o, basis: g.basis, rest });
      const s = servingFleetSize(load, undefined, 0, rest);
      total = s.totalCny;
      peakGpus = s.peakRentedUnits * o.gpuCount;
      gpuHoursPerDay = s.rentedGpuHoursPerDay;
    }
    ways.push({
      kind: "offering",
      id: o.id,
      label: o.label,
      gpuModel: o.gpuModel,
      pricingModel: o.pricingModel,
      perSecondPerGpu: g.perSecond,
      basis: g.basis,
      replicaGpus: replica,
      unitGpus: o.gpuCount,
      peakGpus,
      gpuHoursPerDay,
      totalCny: total,
      cnyPerMonth: months > 0 ? total / months : Infinity,
      cnyPerMillion: perMillion(total),
    });
  }
  for (const m of machines) {
    const g = speedOf.gpu(m.id, m.gpuModel);
    if (!g) {
      excluded.push({ kind: "machine", id: m.id, gpuModel: m.gpuModel, reason: "no-speed" });
      continue;
    }
    const replica = replicaOf(memoryGb, g.memoryGb);
    const unit = machineGpusOf(m.inputs);
    if (!canSpread(replica, unit, unit)) {
      excluded.push({
        kind: "machine",
        id: m.id,
        gpuModel: m.gpuModel,
        reason: "spread",
        gpus: replica,
        unitGpus: unit,
        hostGpus: unit,
      });
      continue;
    }
    // a machine of the data other than the case's is bought, whatever the case owns
    const own = ownedSupply(m, replica, g.perSecond);
    const cover = machinesToCover(load.tokensPerSecondByHour, own);
    const s = servingFleetSize(load, own, cover, { kind: "none" });
    ways.push({
      kind: "machine",
      id: m.id,
      label: m.label,
      gpuModel: m.gpuModel,
      pricingModel: "owned",
      perSecondPerGpu: g.perSecond,
      basis: g.basis,
      replicaGpus: replica,
      unitGpus: unit,
      peakGpus: s.ownedGpus,
      gpuHoursPerDay: s.ownedGpuHoursPerDay,
      totalCny: s.totalCny,
      cnyPerMonth: months > 0 ? s.totalCny / months : Infinity,
      cnyPerMillion: perMillion(s.totalCny),
    });
  }
  // a measured speed before an estimate: an estimate is shown, never chosen over a measurement
  const estimated = (w: ServingWay) => w.basis === "estimate" ? 1 : 0;
  ways.sort((a, b) =>
    estimated(a) - estimated(b) || a.cnyPerMillion - b.cnyPerMillion || (a.id < b.id ? -1 : 1)
  );
  const apis = apisFor(dataset, work);
  const api = apis[0];
  const own = caseSupply(dataset, work, scenario, machines);
  return {
    work,
    memoryGb,
    tokens,
    ways,
    excluded,
    fleet: own === undefined ? undefined : servingFleet(load, own, rests, months),
    toApi: own === undefined || api === undefined
      ? undefined
      : servingApiFleet(load, own.supply, api, months),
    api,
    apis,
  };
}

function outsideExclusion(o: OutsideWay): ServingExclusion {
  return {
    kind: o.kind,
    id: o.id,
    gpuModel: o.gpuModel,
    reason: "region",
    region: o.region,
    accepts: o.accepts,
  };
}

/**
 * Every API row for a load's model, cheapest output price first: the row the load names, and
 * every row of `api_prices.csv` for a model of the same size (its `model_params`).
 */
export function apisFor(
  dataset: Pick<Dataset, "apiPrices">,
  work: Pick<ServingWork, "api" | "modelParams">,
): ApiPrice[] {
  return dataset.apiPrices
    .filter((a) =>
      a.id === work.api ||
      (a.modelParams !== undefined &&
        Math.abs(a.modelParams - work.modelParams) <= 1e-9 * work.modelParams)
    )
    .sort((a, b) => a.outputCnyPerMillion - b.outputCnyPerMillion || (a.id < b.id ? -1 : 1));
}

/** The case's own machine as owned supply for the load, with its speed; `undefined` where it cannot serve. */
function caseSupply(
  dataset: Dataset,
  work: ServingWork,
  scenario: ResolvedScenario,
  machines: readonly JobMachine[],
): { supply: OwnedSupply; gpusByHour: number[] } | undefined {
  const m = machines.find((x) => x.id === scenario.hardware.id);
  if (m === undefined) return undefined;
  const g = servedSpeedOf(dataset, work).gpu(m.id, m.gpuModel);
  if (!g) return undefined;
  const replica = replicaOf(servedMemoryGb(work), g.memoryGb);
  const unit = machineGpusOf(m.inputs);
  if (!canSpread(replica, unit, unit)) return undefined;
  return {
    supply: ownedSupply(m, replica, g.perSecond),
    gpusByHour: servingGpusByHour(work, g.perSecond, replica),
  };
}

/** Output tokens a month, on average over the horizon. */
function perMonth(tokens: number, months: number): number {
  return months > 0 ? tokens / months : 0;
}

/**
 * The case's fleet: every size of its machines with the rest rented on each hourly offering that
 * can take it, and the offering whose cheapest size costs least (ties: the lower id).
 */
function servingFleet(
  load: HourlyLoad,
  own: { supply: OwnedSupply; gpusByHour: number[] },
  rests: readonly { offering: JobOffering; basis: SpeedBasis; rest: RestSupply }[],
  months: number,
): ServingFleet | undefined {
  let chosen:
    | { offering: JobOffering; sizes: ServingFleetSize[]; best: ServingFleetSize }
    | undefined;
  // an offering of a measured speed before one of an estimated speed, as the ways are ranked
  const measured = rests.filter((r) => r.basis !== "estimate");
  for (const r of measured.length > 0 ? measured : rests) {
    const f = servingFleetSizes(load, own.supply, r.rest);
    if (
      chosen === undefined || f.best.totalCny < chosen.best.totalCny ||
      (f.best.totalCny === chosen.best.totalCny && r.offering.id < chosen.offering.id)
    ) {
      chosen = { offering: r.offering, ...f };
    }
  }
  if (chosen === undefined) return undefined;
  const best = chosen.best;
  const tokensPerMonth = perMonth(best.tokens, months);
  const owned = tokensPerMonth * best.ownedShare;
  const rented = tokensPerMonth - owned;
  const per = (cny: number, monthly: number) =>
    monthly > 0 && months > 0 ? cny / months / (monthly / 1e6) : null;
  const costs = chosen.sizes.map(sizeCost);
  return {
    gpusByHour: own.gpusByHour,
    costs,
    best: sizeCost(best),
    allRented: costs[0]!,
    allOwned: costs[costs.length - 1]!,
    machineGpus: own.supply.machineGpus,
    overflowOfferingId: chosen.offering.id,
    overflowUnitGpus: chosen.offering.gpuCount,
    ownedTokensPerMonth: owned,
    rentedTokensPerMonth: rented,
    ownedCnyPerMillion: best.ownedShare > 0 ? per(best.ownCny, owned) : null,
    rentedCnyPerMillion: best.ownedShare < 1 ? per(best.restCny, rented) : null,
    totalCnyPerMillion: best.tokens > 0 ? best.totalCny / (best.tokens / 1e6) : Infinity,
    totalCny: best.totalCny,
    peakRentedUnits: best.peakRentedUnits,
  };
}

/** The case's machines with the rest sent to `api` by the token, every size and the cheapest. */
function servingApiFleet(
  load: HourlyLoad,
  own: OwnedSupply,
  api: ApiPrice,
  months: number,
): ServingApiFleet {
  const f = servingFleetSizes(load, own, { kind: "api", cnyPerMillion: api.outputCnyPerMillion });
  const toCost = (s: ServingFleetSize): ApiFleetCost => ({
    owned: s.ownedGpus,
    machines: s.machines,
    own: s.ownCny,
    api: s.restCny,
    total: s.totalCny,
    servedByOwned: s.ownedShare,
  });
  const best = f.best;
  const tokensPerMonth = perMonth(best.tokens, months);
  const owned = tokensPerMonth * best.ownedShare;
  const sent = tokensPerMonth - owned;
  return {
    costs: f.sizes.map(toCost),
    best: toCost(best),
    apiId: api.id,
    ownedTokensPerMonth: owned,
    apiTokensPerMonth: sent,
    ownedCnyPerMillion: best.ownedGpus > 0 && owned > 0 && months > 0
      ? best.ownCny / months / (owned / 1e6)
      : null,
    apiCnyPerMillion: sent > 0 ? api.outputCnyPerMillion : null,
    totalCnyPerMillion: best.tokens > 0 ? best.totalCny / (best.tokens / 1e6) : Infinity,
    totalCny: best.totalCny,
  };
}

const num = (v: unknown): number | undefined => typeof v === "number" ? v : undefined;

/**
 * The hours a day a serving load keeps the case's machine busy: its GPU-hours a day on the
 * machine's GPUs, whole replicas each hour, over its GPUs (more than 24 where its busiest hours
 * want more GPUs than it has); `undefined` when the machine cannot hold a replica or has no speed.
 */
export function servingHoursPerDay(
  dataset: Pick<Dataset, "gpus" | "throughput">,
  work: ServingWork,
  scenario: Pick<ResolvedScenario, "hardware" | "inputs">,
): number | undefined {
  const g = servedSpeedOf(dataset, work).gpu(scenario.hardware.id, scenario.hardware.gpuModel);
  if (g === undefined) return undefined;
  const memoryGb = servedMemoryGb(work);
  if (!holdsWork(scenario, g.memoryGb, memoryGb)) return undefined;
  const replica = replicaOf(memoryGb, g.memoryGb);
  const gpuHours = servingGpusByHour(work, g.perSecond, replica).reduce((a, n) => a + n, 0);
  return gpuHours / scenario.inputs.gpuCount;
}

/** What a serving load's words say of it (`WORK_KIND_WORDS`): its figures, in no language. */
export interface ServingSaid extends ServedSaid {
  /** Output tokens a day. */
  tokensPerDay: number;
  /** The busiest hour over the day's mean. */
  peakFactor: number;
}

/** A serving load: a model's output tokens a day over a day's shape, every hour its tokens come in. */
export const SERVING: WorkKindRecord<ServingWork, ServingSaid> = {
  fields: ["tokens_per_day", "peak_factor"],
  needs: ["model_params", "tokens_per_day"],
  shape: "serving",
  stated(values, base, common) {
    const tokensPerDay = num(values.tokens_per_day) ?? base?.tokensPerDay;
    if (tokensPerDay === undefined) {
      throw new ParameterError({
        kind: "value",
        name: "tokens_per_day",
        found: values.tokens_per_day,
        expected: { kind: "needed" },
      });
    }
    return {
      ...common,
      kind: "serving",
      tokensPerDay,
      peakFactor: num(values.peak_factor) ?? base?.peakFactor ?? 1,
    };
  },
  memoryGb: (work) => servedMemoryGb(work),
  speedOf: (dataset, work) => servedSpeedOf(dataset, work),
  price: (dataset, work, scenario) => ({
    shape: "serving",
    serving: serveLoad(dataset, work, scenario),
  }),
  busyHoursPerDay: (dataset, work, scenario) => servingHoursPerDay(dataset, work, scenario),
  onGpu(work, perSecond, gpus) {
    const byHour = servingGpusByHour(work, perSecond, gpus);
    return {
      peakGpus: Math.max(...byHour),
      gpuHoursPerDay: byHour.reduce((a, n) => a + n, 0),
    };
  },
  facts: (work) => ({ tokensPerDay: work.tokensPerDay, peakFactor: work.peakFactor }),
  given: (work) => ({ tokens_per_day: work.tokensPerDay, peak_factor: work.peakFactor }),
  said: (work) => ({
    ...servedSaid(work),
    tokensPerDay: work.tokensPerDay,
    peakFactor: work.peakFactor,
  }),
};
