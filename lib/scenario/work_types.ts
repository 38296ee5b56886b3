/**
 * The types every kind of work shares, and nothing else: what a kind's record holds
 * ({@linkcode WorkKindRecord}), what it says of a work, how a work is priced (a ranking of ways, or
 * a serving load's fleet), and how a GPU's speed on a work is known. The kinds (`training.ts`,
 * `serving.ts`, `batch.ts`, `mix.ts`), the helpers they share (`work_speed.ts`) and the list of
 * kinds (`work_kinds.ts`) import these; this file imports none of them, so that no kind and the
 * list import each other.
 *
 * @module
 */
import type { ApiPrice, Dataset, Work } from "../data/load.ts";
import type { ServingWork, WorkCommon } from "../data/work.ts";
import type { FleetCost } from "../model/hybrid.ts";
import type { GpuSpeed, JobRanking } from "../model/job.ts";
import type { ParameterName, ParameterValues } from "../params.ts";
import type { SpeedOf } from "./jobs.ts";
import type { ResolvedScenario } from "./resolve.ts";

/** How a GPU's speed on a work is known: measured (`throughput.csv`), from its peak FLOP/s, or estimated. */
export type SpeedBasis = "measured" | "peak" | "estimate";

/** A GPU's speed on a work, its memory, and how the speed is known. */
export interface WorkGpu extends GpuSpeed {
  /** How the speed is known. */
  basis: SpeedBasis;
  /** A served model: every replica size that meets its load's target (`perSecond`: the fastest's). */
  replicas?: readonly ServingReplica[];
}

/** The data a GPU's speed on a work is read from. */
export type SpeedData = Pick<Dataset, "gpus" | "throughput" | "models" | "servingPoints">;

/** One replica size a GPU model serves a load at, within its latency target, and how its speed is known. */
export interface ServingReplica {
  /** GPUs of a replica. */
  gpus: number;
  /** Output tokens a second one GPU serves. */
  perSecond: number;
  /** How the speed is known. */
  basis: SpeedBasis;
  /** Share of the GPUs' time on prompts: the input tokens' share of the cost (the estimate's, where measured). */
  prefillShare: number;
  /** Requests in flight a replica (`undefined`: not stated by the measurement). */
  batch: number | undefined;
  /** Time to the first token, ms (`undefined`: not stated). */
  ttftMs: number | undefined;
  /** Time per output token, ms (`undefined`: not stated). */
  tpotMs: number | undefined;
  /** An estimate: what stops the batch growing (`memory`, `ttft`, `tpot`, `max-batch`); measured: its source. */
  boundBy: string;
}

/** How fast each GPU of an offering or machine does a work (`undefined`: unknown), and each model's memory. */
export type WorkSpeedOf = SpeedOf & { gpu: (id: string, gpuModel: string) => WorkGpu | undefined };

/** One way to serve a load on its own: an offering or owned machines, over the horizon. */
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
  /** GPUs one replica of the model takes (the size of those its unit links that serves fastest at the target). */
  replicaGpus: number;
  /** Requests in flight a replica (`undefined`: not stated by a measurement). */
  batch: number | undefined;
  /** Time to the first token and per output token at that batch, ms (`undefined`: not stated). */
  ttftMs: number | undefined;
  /** Time per output token at that batch, ms (`undefined`: not stated). */
  tpotMs: number | undefined;
  /** Share of its GPUs' time on prompts, the input tokens' share of its cost. */
  prefillShare: number;
  /** GPUs in one unit it is paid by: an instance, or a machine bought whole. */
  unitGpus: number;
  /** GPUs paid in the busiest hour, whole units (machines owned: all their GPUs). */
  peakGpus: number;
  /** GPU-hours paid a day, whole units each hour (a commitment: its GPUs all day; machines: those working). */
  gpuHoursPerDay: number;
  /** The whole horizon this way, CNY (its price's trend and the rented side's fixed costs included). */
  totalCny: number;
  /** What a month of the load costs this way on average over the horizon, CNY. */
  cnyPerMonth: number;
  /** What a million output tokens cost this way, the prompts' share included, CNY. */
  cnyPerMillion: number;
  /** What a million tokens cost each way: input, output, and both at the load's ratio (`perMillionSplit()`). */
  split: PerMillionSplit;
}

/** A cost over the tokens it serves, a million each, CNY: input, output, and both blended. */
export interface PerMillionSplit {
  /** The prompts' share of the cost over the input tokens. */
  input: number;
  /** The rest over the output tokens. */
  output: number;
  /** The whole over input and output tokens together. */
  blended: number;
  /** The whole over the output tokens alone (what a way's `cnyPerMillion` is). */
  allInOutput: number;
}

/** Why a way cannot serve the load alone. */
export type ServingExclusion =
  & { kind: "offering" | "machine"; id: string; gpuModel: string }
  & (
    | { reason: "no-speed" }
    | { reason: "target"; ttftMs: number | null; tpotMs: number | null }
    | { reason: "spread"; gpus: number; unitGpus: number; hostGpus: number }
    | { reason: "region"; region: string; accepts: readonly string[] }
  );

/** The case's owned machines for a serving load, and what meets the rest. */
export interface ServingFleet {
  /** GPUs of the case's machine wanted in each hour of the day, whole replicas. */
  gpusByHour: number[];
  /** Every fleet size from none owned to the machines covering the busiest hour. */
  costs: FleetSizeCost[];
  /** The cheapest size. */
  best: FleetSizeCost;
  /** Owning none. */
  allRented: FleetSizeCost;
  /** Owning the machines that cover the busiest hour. */
  allOwned: FleetSizeCost;
  /** GPUs in one machine of the case's, bought whole. */
  machineGpus: number;
  /** The offering renting the rest: an hourly one of the case's regions that makes the cheapest fleet. */
  overflowOfferingId: string;
  /** GPUs in one instance of it, paid whole. */
  overflowUnitGpus: number;
  /** Output tokens a month the owned machines serve, on average. */
  ownedTokensPerMonth: number;
  /** Output tokens a month the overflow serves. */
  rentedTokensPerMonth: number;
  /** Owning the cheapest fleet, CNY a million tokens it serves; `null` when it serves none. */
  ownedCnyPerMillion: number | null;
  /** Renting the rest, CNY a million tokens it serves; `null` when there is none. */
  rentedCnyPerMillion: number | null;
  /** The whole load on the cheapest fleet and its overflow, CNY a million tokens. */
  totalCnyPerMillion: number;
  /** The whole horizon on the cheapest fleet, CNY. */
  totalCny: number;
  /** Instances of the overflow rented in the busiest hour. */
  peakRentedUnits: number;
}

/**
 * One fleet size's cost over the horizon (the shape `fleetCostChart()` draws), CNY: that of an
 * hourly demand (`FleetCost`), its rest rented or sent to an API, its share served by the owned
 * machines that of the output tokens.
 */
export type FleetSizeCost = FleetCost;

/** One size of the case's owned fleet with the rest sent to an API (the names of before). */
export interface ApiFleetCost {
  /** GPUs owned. */
  owned: number;
  /** Machines owned. */
  machines: number;
  /** Owning them over the horizon, CNY. */
  own: number;
  /** The tokens above what they serve, at the API's output price over the horizon, CNY. */
  api: number;
  /** own + api, CNY. */
  total: number;
  /** Share of the output tokens the owned machines serve. */
  servedByOwned: number;
}

/** The case's owned fleet for a serving load with the rest sent to the cheapest API. */
export interface ServingApiFleet {
  /** Every fleet size in whole machines, none owned first, up to the one covering the peak. */
  costs: ApiFleetCost[];
  /** The cheapest size (the fewest machines where two cost the same). */
  best: ApiFleetCost;
  /** The API row the rest is sent to. */
  apiId: string;
  /** Output tokens a month the owned machines serve. */
  ownedTokensPerMonth: number;
  /** Output tokens a month the API serves. */
  apiTokensPerMonth: number;
  /** Owning the cheapest fleet, CNY a million tokens it serves; `null` when it owns none. */
  ownedCnyPerMillion: number | null;
  /** The API's output price, CNY a million tokens; `null` when it serves none. */
  apiCnyPerMillion: number | null;
  /** The whole load on the owned machines and the API, CNY a million tokens. */
  totalCnyPerMillion: number;
  /** The whole horizon, CNY. */
  totalCny: number;
}

/** A serving load priced every way, the case's fleet, and the APIs beside it. */
export interface ServingResult {
  /** The load. */
  work: ServingWork;
  /** Memory a replica needs at the least: its weights and one request's KV cache at the full context, GB. */
  memoryGb: number;
  /** Output tokens over the horizon. */
  tokens: number;
  /** Input tokens over the horizon (output tokens × input ÷ output a request). */
  inputTokens: number;
  /** What each request asks: input and output tokens, the context it holds. */
  shape: { inputTokens: number; outputTokens: number; contextTokens: number };
  /** What its users see at most, ms; `null` where no bound is set. */
  target: { ttftMs: number | null; tpotMs: number | null };
  /**
   * Every way to serve the whole load alone: those of a measured speed first, then those of an
   * estimated one, each cheapest first (an estimate is shown, not chosen over a measurement).
   */
  ways: ServingWay[];
  /** Ways left out: no speed known, a replica over GPUs they do not link, or outside the case's regions. */
  excluded: ServingExclusion[];
  /** The case's owned fleet with the rest rented; `undefined` where its machine or no overflow can serve. */
  fleet: ServingFleet | undefined;
  /** The case's owned fleet with the rest sent to the cheapest API; `undefined` without an API or a machine that serves. */
  toApi: ServingApiFleet | undefined;
  /** The cheapest API for the model (by its price a million output tokens at the load's ratio); `undefined` without one. */
  api: ApiPrice | undefined;
  /** Every API row for the model, cheapest at the load's ratio first: the load's own row, and any row of its model's size. */
  apis: ApiPrice[];
  /** Each API's cost a million tokens, input, output and blended at the load's ratio, by its id. */
  apiSplits: Readonly<Record<string, PerMillionSplit>>;
}

/** A work whose ways are each priced once over the horizon's runs: a training run, a batch job. */
export interface RankedWork {
  /** The work. */
  work: Work;
  /** Memory it needs in all, GB (spread over the GPUs it runs on). */
  memoryGb: number;
  /** Runs a month; `undefined`: once over the horizon. */
  runsPerMonth: number | undefined;
  /** Every way to run it once, ranked by cost (`rankJob()`), its ways outside the case's regions left out. */
  ranking: JobRanking;
  /** How the speed of each way ranked is known, by its id (`basesOf()`). */
  basis: Readonly<Record<string, SpeedBasis>>;
  /** Every API for its model, cheapest at its input and output tokens a request first (a batch job); none for a training run. */
  apis: ApiPrice[];
  /** Each API's cost a million tokens at the work's request shape, by its id. */
  apiSplits: Readonly<Record<string, PerMillionSplit>>;
}

/** A work priced on the case's ways, in the shape its views show. */
export type PricedWork =
  | { shape: "ranking"; ranked: RankedWork }
  | { shape: "serving"; serving: ServingResult };

/** A work on one GPU model: its GPU-hours and hours (a run), or the GPUs its busiest hour wants (a load). */
export interface OnGpu {
  /** GPU-hours it takes. */
  gpuHours?: number;
  /** Hours on the GPUs that hold it. */
  hours?: number;
  /** GPUs its busiest hour wants, in whole replicas. */
  peakGpus?: number;
  /** GPU-hours a day, in whole replicas each hour. */
  gpuHoursPerDay?: number;
}

/**
 * What every work's words say of it (`WORK_KIND_WORDS` of `lib/words/messages/work_kinds.ts`): its
 * figures, in no language; a kind's record adds its own (`TrainingSaid` of `training.ts`).
 */
export interface WorkSaid {
  /** The work's id (of `work.csv`, or `my-work`). */
  id: string;
  /** Its description, in the report's language (`translations.csv`). */
  description: string;
  /** Parameters of the model. */
  modelParams: number;
  /** The precision of its weights ("fp8"). */
  precision: string;
  /** GB of GPU memory it needs: in all (a training run) or a replica's. */
  memoryGb: number;
}

/** One kind of work: everything every layer reads of it; `S`, what its words say of it. */
export interface WorkKindRecord<W extends Work, S extends WorkSaid = WorkSaid> {
  /**
   * The parameters of this kind (`lib/params/records.ts`), in the order the what-if page shows
   * them, beside `model_params` and `precision`, which every kind takes; one of them given
   * states a work of this kind.
   */
  fields: readonly ParameterName[];
  /** Of its fields, those a work stated by the parameters alone cannot do without. */
  needs: readonly ParameterName[];
  /** How its ways are shown: `ranking` (each way once) or `serving` (a load's hours, fleet and APIs). */
  shape: PricedWork["shape"];
  /**
   * The work `values` state over `base`, a row of `work.csv` of this kind (`undefined`: the
   * parameters alone), with the fields every work has (`common`).
   *
   * @throws {ParameterError} for a field it needs that neither gives
   */
  stated(values: ParameterValues, base: W | undefined, common: WorkCommon): W;
  /** Memory it needs in all, GB. */
  memoryGb(work: W, dataset: Pick<Dataset, "models">): number;
  /** How fast one GPU of each offering or machine does it. */
  speedOf(dataset: SpeedData, work: W): WorkSpeedOf;
  /** The work priced on every way of the case (in its regions, in whole units). */
  price(dataset: Dataset, work: W, scenario: ResolvedScenario): PricedWork;
  /** Hours a day it keeps the case's machine busy; `undefined` when the machine cannot do it. */
  busyHoursPerDay(dataset: Dataset, work: W, scenario: ResolvedScenario): number | undefined;
  /** What it comes to on one GPU model of `perSecond` tokens a second, spread over `gpus`. */
  onGpu(work: W, perSecond: number, gpus: number): OnGpu;
  /** Its own figures in `calc --work --json`'s `work`, beside the id, kind, model and memory. */
  facts(work: W): Record<string, number | string | null>;
  /**
   * The values a row of this kind gives its `fields`, as `-p` would give them; `undefined` for a
   * field the row leaves to the model's default.
   */
  given(work: W): Readonly<Record<string, string | number | undefined>>;
  /**
   * What its words say of it (`WORK_KIND_WORDS` of `lib/words/messages/work_kinds.ts`): its
   * figures, in no language.
   */
  said(work: W): S;
}
