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
import { type ServedSaid, servedSaid, servedSpeedOf, type SpeedBasis } from "./work_speed.ts";
import {
  apiCnyPerMillionOutput,
  apiSplit,
  latencyTarget,
  noTarget,
  perMillionSplit,
  requestShape,
  servedReplicaMemoryGb,
  type ServedWork,
  servingGpu,
  type ServingReplica,
} from "./serving_target.ts";
import { ParameterError } from "../params.ts";
import type {
  ApiFleetCost,
  FleetSizeCost,
  PerMillionSplit,
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

/**
 * The replica sizes a way can serve at: of those that meet the target, each that a unit of
 * `unitGpus` on hosts of `hostGpus` can hold; else why none (`undefined`: none meets it).
 */
function replicasOn(
  replicas: readonly ServingReplica[] | undefined,
  unitGpus: number,
  hostGpus: number,
): ServingReplica[] | { fewest: number } | undefined {
  if (replicas === undefined || replicas.length === 0) return undefined;
  const held = replicas.filter((r) => canSpread(r.gpus, unitGpus, hostGpus));
  return held.length > 0 ? held : { fewest: Math.min(...replicas.map((x) => x.gpus)) };
}

/**
 * Of a way's replica sizes, the one it costs least to serve at (the fewest GPUs on a tie): each
 * size's cost only grows as its speed falls, so the least of them does too, and a tighter target
 * (fewer sizes, each slower) never costs less.
 */
export function cheapestOf<T>(
  options: readonly T[],
  costOf: (x: T) => number,
): { option: T; cny: number } {
  let best: { option: T; cny: number } | undefined;
  for (const option of options) {
    const cny = costOf(option);
    if (best === undefined || cny < best.cny) best = { option, cny };
  }
  return best!;
}

/** Why a GPU model has no speed on a load: no facts to estimate from, or none meets its target. */
function noSpeed(
  dataset: Pick<Dataset, "gpus">,
  work: ServedWork,
  gpuModel: string,
): { reason: "no-speed" } | { reason: "target"; ttftMs: number | null; tpotMs: number | null } {
  const target = latencyTarget(work);
  const gpu = servingGpu(dataset.gpus.find((g) => g.gpuModel === gpuModel), work.precision);
  return gpu === undefined || noTarget(target)
    ? { reason: "no-speed" }
    : { reason: "target", ...target };
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
  const memoryGb = servedReplicaMemoryGb(dataset, work);
  const shape = requestShape(work);
  const years = scenario.inputs.horizonYears;
  const months = 12 * years;
  const load = hourlyLoad(work, years);
  const tokens = work.tokensPerDay * load.days;
  const inputTokens = tokens * shape.inputTokens / Math.max(1, shape.outputTokens);
  const perMillion = (cny: number) => tokens > 0 ? cny / (tokens / 1e6) : Infinity;
  const split = (cny: number, r: ServingReplica) =>
    perMillionSplit(cny, inputTokens, tokens, r.prefillShare);
  const ways: ServingWay[] = [];
  const excluded: ServingExclusion[] = [];
  const { offerings, machines, outside } = jobWays(dataset, scenario, speedOf);
  excluded.push(...outside.map(outsideExclusion));
  // hourly offerings that can take a fleet's rest: their supply, by id
  const rests: { offering: JobOffering; basis: SpeedBasis; rests: RestSupply[] }[] = [];
  for (const o of offerings) {
    const host = o.hostGpus ?? o.gpuCount;
    const held = replicasOn(speedOf.gpu(o.id, o.gpuModel)?.replicas, o.gpuCount, host);
    if (held === undefined) {
      excluded.push({
        kind: "offering",
        id: o.id,
        gpuModel: o.gpuModel,
        ...noSpeed(dataset, work, o.gpuModel),
      });
      continue;
    }
    if (!Array.isArray(held)) {
      excluded.push({
        kind: "offering",
        id: o.id,
        gpuModel: o.gpuModel,
        reason: "spread",
        gpus: held.fewest,
        unitGpus: o.gpuCount,
        hostGpus: host,
      });
      continue;
    }
    const priced = held.map((r) => ({ r, ...offeringAlone(load, work, scenario, o, r) }));
    const { option: p } = cheapestOf(priced, (x) => x.total);
    if (o.terms.rentBilling !== "committed") {
      rests.push({ offering: o, basis: p.r.basis, rests: priced.map((x) => x.rest!) });
    }
    ways.push({
      kind: "offering",
      id: o.id,
      label: o.label,
      gpuModel: o.gpuModel,
      pricingModel: o.pricingModel,
      ...replicaFields(p.r),
      unitGpus: o.gpuCount,
      peakGpus: p.peakGpus,
      gpuHoursPerDay: p.gpuHoursPerDay,
      totalCny: p.total,
      cnyPerMonth: months > 0 ? p.total / months : Infinity,
      cnyPerMillion: perMillion(p.total),
      split: split(p.total, p.r),
    });
  }
  for (const m of machines) {
    const unit = machineGpusOf(m.inputs);
    const held = replicasOn(speedOf.gpu(m.id, m.gpuModel)?.replicas, unit, unit);
    if (held === undefined) {
      excluded.push({
        kind: "machine",
        id: m.id,
        gpuModel: m.gpuModel,
        ...noSpeed(dataset, work, m.gpuModel),
      });
      continue;
    }
    if (!Array.isArray(held)) {
      excluded.push({
        kind: "machine",
        id: m.id,
        gpuModel: m.gpuModel,
        reason: "spread",
        gpus: held.fewest,
        unitGpus: unit,
        hostGpus: unit,
      });
      continue;
    }
    // a machine of the data other than the case's is bought, whatever the case owns
    const { option: p } = cheapestOf(
      held.map((r) => {
        const own = ownedSupply(m, r.gpus, r.perSecond);
        const cover = machinesToCover(load.tokensPerSecondByHour, own);
        return { r, f: servingFleetSize(load, own, cover, { kind: "none" }) };
      }),
      (x) => x.f.totalCny,
    );
    const f = p.f;
    ways.push({
      kind: "machine",
      id: m.id,
      label: m.label,
      gpuModel: m.gpuModel,
      pricingModel: "owned",
      ...replicaFields(p.r),
      unitGpus: unit,
      peakGpus: f.ownedGpus,
      gpuHoursPerDay: f.ownedGpuHoursPerDay,
      totalCny: f.totalCny,
      cnyPerMonth: months > 0 ? f.totalCny / months : Infinity,
      cnyPerMillion: perMillion(f.totalCny),
      split: split(f.totalCny, p.r),
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
    inputTokens,
    shape,
    target: latencyTarget(work),
    ways,
    excluded,
    fleet: own.length === 0 ? undefined : servingFleet(load, own, rests, months),
    toApi: own.length === 0 || api === undefined
      ? undefined
      : servingApiFleet(load, own, api, months, shape),
    api,
    apis,
    apiSplits: Object.fromEntries(apis.map((a) => [a.id, apiSplit(a, shape)])),
  };
}

/** An offering serving the whole load alone at one replica size, over the horizon. */
function offeringAlone(
  load: HourlyLoad,
  work: ServingWork,
  scenario: ResolvedScenario,
  o: JobOffering,
  r: ServingReplica,
): { total: number; peakGpus: number; gpuHoursPerDay: number; rest: RestSupply | undefined } {
  if (o.terms.rentBilling === "committed") {
    // the busiest hour's instances held every month of the horizon (at least the term)
    const gpusByHour = servingGpusByHour(work, r.perSecond, r.gpus);
    const units = Math.ceil(Math.max(0, ...gpusByHour) / o.gpuCount - 1e-9);
    const peakGpus = units * o.gpuCount;
    const l = costLines({ ...scenario.inputs, ...o.terms, gpuCount: peakGpus, rentSpeed: 1 });
    return { total: l[LINE.rentFixed]!, peakGpus, gpuHoursPerDay: peakGpus * 24, rest: undefined };
  }
  const rest = rentSupply(scenario.inputs, o, r.gpus, r.perSecond);
  const f = servingFleetSize(load, undefined, 0, rest);
  return {
    total: f.totalCny,
    peakGpus: f.peakRentedUnits * o.gpuCount,
    gpuHoursPerDay: f.rentedGpuHoursPerDay,
    rest,
  };
}

/** A way's fields of the replica it serves at. */
function replicaFields(r: ServingReplica) {
  return {
    perSecondPerGpu: r.perSecond,
    basis: r.basis,
    replicaGpus: r.gpus,
    batch: r.batch,
    ttftMs: r.ttftMs,
    tpotMs: r.tpotMs,
    prefillShare: r.prefillShare,
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
 * Every API row for a load's model, cheapest first at the load's input and output tokens a
 * request: the row the load names, and every row of `api_prices.csv` for a model of the same size
 * (its `model_params`).
 */
export function apisFor(dataset: Pick<Dataset, "apiPrices">, work: ServedWork): ApiPrice[] {
  const shape = requestShape(work);
  const price = (a: ApiPrice) => apiCnyPerMillionOutput(a, shape);
  return dataset.apiPrices
    .filter((a) =>
      a.id === work.api ||
      (a.modelParams !== undefined &&
        Math.abs(a.modelParams - work.modelParams) <= 1e-9 * work.modelParams)
    )
    .sort((a, b) => price(a) - price(b) || (a.id < b.id ? -1 : 1));
}

/** The case's own machine as owned supply for the load at each replica size it holds; none where it cannot serve. */
function caseSupply(
  dataset: Dataset,
  work: ServingWork,
  scenario: ResolvedScenario,
  machines: readonly JobMachine[],
): CaseSupply[] {
  const m = machines.find((x) => x.id === scenario.hardware.id);
  if (m === undefined) return [];
  const unit = machineGpusOf(m.inputs);
  const held = replicasOn(servedSpeedOf(dataset, work).gpu(m.id, m.gpuModel)?.replicas, unit, unit);
  if (held === undefined || !Array.isArray(held)) return [];
  return held.map((r) => ({
    supply: ownedSupply(m, r.gpus, r.perSecond),
    gpusByHour: servingGpusByHour(work, r.perSecond, r.gpus),
  }));
}

/** The case's machine as owned supply at one replica size, and the GPUs it wants each hour. */
interface CaseSupply {
  supply: OwnedSupply;
  gpusByHour: number[];
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
  owns: readonly CaseSupply[],
  rests: readonly { offering: JobOffering; basis: SpeedBasis; rests: RestSupply[] }[],
  months: number,
): ServingFleet | undefined {
  let chosen:
    | {
      offering: JobOffering;
      own: CaseSupply;
      sizes: ServingFleetSize[];
      best: ServingFleetSize;
    }
    | undefined;
  // an offering of a measured speed before one of an estimated speed, as the ways are ranked;
  // each replica size of the owned machines and of the offering tried, the cheapest kept
  const measured = rests.filter((r) => r.basis !== "estimate");
  for (const r of measured.length > 0 ? measured : rests) {
    for (const own of owns) {
      for (const rest of r.rests) {
        const f = servingFleetSizes(load, own.supply, rest);
        if (
          chosen === undefined || f.best.totalCny < chosen.best.totalCny ||
          (f.best.totalCny === chosen.best.totalCny && r.offering.id < chosen.offering.id)
        ) {
          chosen = { offering: r.offering, own, ...f };
        }
      }
    }
  }
  if (chosen === undefined) return undefined;
  const own = chosen.own;
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
  owns: readonly CaseSupply[],
  api: ApiPrice,
  months: number,
  shape: { inputTokens: number; outputTokens: number },
): ServingApiFleet {
  const apiPrice = apiCnyPerMillionOutput(api, shape);
  const { option: f } = cheapestOf(
    owns.map((own) =>
      servingFleetSizes(load, own.supply, { kind: "api", cnyPerMillion: apiPrice })
    ),
    (x) => x.best.totalCny,
  );
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
    apiCnyPerMillion: sent > 0 ? apiPrice : null,
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
  dataset: Pick<Dataset, "gpus" | "throughput" | "models" | "servingPoints">,
  work: ServingWork,
  scenario: Pick<ResolvedScenario, "hardware" | "inputs">,
): number | undefined {
  const g = servedSpeedOf(dataset, work).gpu(scenario.hardware.id, scenario.hardware.gpuModel);
  const unit = machineGpusOf(scenario.inputs);
  // a replica over the GPUs the machine links, and no more than it has: the size that keeps
  // its GPUs busy the fewest hours
  const held = (g?.replicas ?? []).filter((r) =>
    r.gpus <= scenario.inputs.gpuCount && canSpread(r.gpus, unit, unit)
  );
  if (held.length === 0) return undefined;
  const { cny: gpuHours } = cheapestOf(
    held,
    (r) => servingGpusByHour(work, r.perSecond, r.gpus).reduce((a, n) => a + n, 0),
  );
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
  fields: [
    "tokens_per_day",
    "peak_factor",
    "input_tokens",
    "output_tokens",
    "context_tokens",
    "ttft_ms",
    "tpot_ms",
  ],
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
      ...requestStated(values, base),
      ttftMs: num(values.ttft_ms) ?? base?.ttftMs,
      tpotMs: num(values.tpot_ms) ?? base?.tpotMs,
    };
  },
  memoryGb: (work, dataset) => servedReplicaMemoryGb(dataset, work),
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
  facts: (work) => ({
    tokensPerDay: work.tokensPerDay,
    peakFactor: work.peakFactor,
    ...requestFacts(work),
  }),
  given: (work) => ({
    tokens_per_day: work.tokensPerDay,
    peak_factor: work.peakFactor,
    ...requestGiven(work),
    ttft_ms: targetGiven(work.ttftMs),
    tpot_ms: targetGiven(work.tpotMs),
  }),
  said: (work) => ({
    ...servedSaid(work),
    tokensPerDay: work.tokensPerDay,
    peakFactor: work.peakFactor,
  }),
};

/** A target as a parameter gives it: `none` as 0. */
function targetGiven(v: number | "none" | undefined): number | undefined {
  return v === "none" ? 0 : v;
}

/** The request's shape a served work's parameters state, else its row's. */
export function requestStated(
  values: Readonly<Record<string, unknown>>,
  base:
    | Partial<Pick<ServedWork, "inputTokens" | "outputTokens" | "contextTokens" | "modelId">>
    | undefined,
): Pick<ServedWork, "inputTokens" | "outputTokens" | "contextTokens" | "modelId"> {
  return {
    modelId: base?.modelId,
    inputTokens: num(values.input_tokens) ?? base?.inputTokens,
    outputTokens: num(values.output_tokens) ?? base?.outputTokens,
    contextTokens: num(values.context_tokens) ?? base?.contextTokens,
  };
}

/** A served work's request shape and target, its defaults filled in. */
export interface RequestFacts {
  /** The `models.csv` row it serves (`null`: none named). */
  modelId: string | null;
  /** Input tokens a request. */
  inputTokensPerRequest: number;
  /** Output tokens a request. */
  outputTokensPerRequest: number;
  /** Tokens a request holds in the KV cache at its end: at least input and output. */
  contextTokens: number;
  /** The bound on the time to the first token, ms (`null`: none). */
  ttftMs: number | null;
  /** The bound on the time a further output token, ms (`null`: none). */
  tpotMs: number | null;
}

/** A served work's request shape and target as `calc --work --json` states them (defaults filled in). */
export function requestFacts(work: ServedWork): RequestFacts {
  const shape = requestShape(work);
  const target = latencyTarget(work);
  return {
    modelId: work.modelId ?? null,
    inputTokensPerRequest: shape.inputTokens,
    outputTokensPerRequest: shape.outputTokens,
    contextTokens: shape.contextTokens,
    ttftMs: target.ttftMs,
    tpotMs: target.tpotMs,
  };
}

/** A served work's request shape as parameters give it (`undefined` where it gives none). */
export function requestGiven(
  work: ServedWork,
): Record<"input_tokens" | "output_tokens" | "context_tokens", number | undefined> {
  return {
    input_tokens: work.inputTokens,
    output_tokens: work.outputTokens,
    context_tokens: work.contextTokens,
  };
}

/** A serving load's cost at one bound on the time per output token. */
export interface CostAtTarget {
  /** The bound on the time per output token, ms. */
  tpotMs: number;
  /** The case's machine owned alone, whole machines (`null`: it cannot serve at this bound). */
  owned: PerMillionSplit | null;
  /** The cheapest rented way alone, whole instances (`null`: none serves at this bound). */
  rented: PerMillionSplit | null;
  /** Its id (`null` with none). */
  rentedId: string | null;
  /** Each API for the model, by id: the same at every bound. */
  apis: Readonly<Record<string, PerMillionSplit>>;
}

/**
 * A serving load priced at each bound of `tpotsMs` on the time per output token, its other
 * figures (the time to the first token among them) kept: what owning the case's machine, the
 * cheapest rented way and each API cost a million tokens as the target tightens or loosens.
 */
export function costByTarget(
  dataset: Dataset,
  work: ServingWork,
  scenario: ResolvedScenario,
  tpotsMs: readonly number[],
): CostAtTarget[] {
  return tpotsMs.map((tpotMs) => {
    const s = serveLoad(dataset, { ...work, tpotMs }, scenario);
    const owned = s.ways.find((w) => w.kind === "machine" && w.id === scenario.hardware.id);
    let rented: ServingWay | undefined;
    for (const w of s.ways) {
      if (
        w.kind === "offering" && (rented === undefined || w.cnyPerMillion < rented.cnyPerMillion)
      ) {
        rented = w;
      }
    }
    return {
      tpotMs,
      owned: owned?.split ?? null,
      rented: rented?.split ?? null,
      rentedId: rented?.id ?? null,
      apis: s.apiSplits,
    };
  });
}
