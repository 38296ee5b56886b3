/**
 * The kinds of work, one record each, as `COST_ITEMS` is for costs: a training run
 * (`training.ts`), a serving load (`serving.ts`) and a batch inference job (`batch.ts`). A record
 * holds the parameters that state its kind, the memory it needs and a GPU's speed on it, how it is
 * priced on the case's ways, the hours it keeps the case's machine busy, what it does on one GPU
 * model, and its figures for `calc --work --json`; how its ways are shown is one of two shapes
 * (`ranking`: each way once, a training run or a batch job; `serving`: a load's hours, fleet and
 * APIs). Every layer reads a work through this list: the functions below dispatch on it, never on
 * `kind === "training" ? … : …`, and a kind added to `Work` (`lib/data/work.ts`) is a compile
 * error here until its record exists. No I/O, no `Deno`.
 *
 * @module
 */
import type { ApiPrice, Dataset, Work } from "../data/load.ts";
import type { WorkCommon, WorkKind } from "../data/work.ts";
import type { JobRanking } from "../model/job.ts";
import { type ParameterName, PARAMETERS, type ParameterValues } from "../params.ts";
import type { ResolvedScenario } from "./resolve.ts";
import type { ServingResult } from "./serving.ts";
import type { Throughput } from "../data/load.ts";
import type { SpeedBasis, WorkSpeedOf } from "./work_speed.ts";
import { TRAINING } from "./training.ts";
import { SERVING } from "./serving.ts";
import { BATCH } from "./batch.ts";
import { MIX } from "./mix.ts";

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
  /** Every API for its model, cheapest output price first (a batch job); none for a training run. */
  apis: ApiPrice[];
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
  memoryGb(work: W): number;
  /** How fast one GPU of each offering or machine does it. */
  speedOf(dataset: Pick<Dataset, "gpus" | "throughput">, work: W): WorkSpeedOf;
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

/** Every kind's record: the compiler asks for one for each kind of `Work`. */
export const WORK_KIND_RECORDS = {
  training: TRAINING,
  serving: SERVING,
  batch: BATCH,
  mix: MIX,
} as const satisfies { readonly [K in WorkKind]: WorkKindRecord<Extract<Work, { kind: K }>> };

/** What each kind's words are given, by kind: the figures its record's `said()` gives. */
export type SaidOf = {
  [K in WorkKind]: ReturnType<(typeof WORK_KIND_RECORDS)[K]["said"]>;
};

/**
 * The kinds of work, in the order of `WORK_KIND_RECORDS` (that of `work.csv`'s `kind`): the list a
 * page's script reads, without the data files' schemas.
 */
export const WORK_KINDS: readonly WorkKind[] = Object.keys(WORK_KIND_RECORDS) as WorkKind[];

/** The record of a work's kind. */
export function kindOf<W extends Work>(work: W): WorkKindRecord<W> {
  return WORK_KIND_RECORDS[work.kind] as unknown as WorkKindRecord<W>;
}

/**
 * The fields of each kind in the order the what-if page shows them: `model_params`, the kind's
 * own, then `precision`; none for a kind stated by a row of `work.csv` alone (a mix of runs).
 */
export function workFields(kind: WorkKind): readonly ParameterName[] {
  const own = WORK_KIND_RECORDS[kind].fields;
  return own.length === 0 ? [] : ["model_params", ...own, "precision"];
}

/**
 * The value a row of `work.csv` gives the parameter `name`, as `-p` would give it; `undefined`
 * where the row leaves it to the model's default or its kind has no such field.
 */
export function givenValue(work: Work, name: string): string | number | undefined {
  if (name === "model_params") return work.modelParams;
  if (name === "precision") return work.precision;
  const value = kindOf(work).given(work)[name];
  return typeof value === "string" || typeof value === "number" ? value : undefined;
}

/**
 * The parameters that state a work: `work`, and every kind's fields with `model_params` and
 * `precision`, in the order of `PARAMETERS` (`lib/params/records.ts`).
 */
export const WORK_PARAMETERS: readonly ParameterName[] = (() => {
  const names = new Set<ParameterName>([
    "work",
    "model_params",
    ...Object.values(WORK_KIND_RECORDS).flatMap((k) => k.fields),
    "precision",
  ]);
  return PARAMETERS.map((p) => p.name).filter((n) => names.has(n));
})();

/** What a work's words say of it: its figures, in no language (`WorkKindRecord.said`). */
export function workSaid(work: Work): WorkSaid {
  return kindOf(work).said(work);
}

/** Memory a work needs in all, GB (a serving load: a replica's). */
export function workMemoryGb(work: Work): number {
  return kindOf(work).memoryGb(work);
}

/** How fast one GPU of each offering or machine does a work, and each GPU model's memory. */
export function workSpeedOf(
  dataset: Pick<Dataset, "gpus" | "throughput">,
  work: Work,
): WorkSpeedOf {
  return kindOf(work).speedOf(dataset, work);
}

/** A work priced on every way of the case, in the shape its views show. */
export function priceWork(dataset: Dataset, work: Work, scenario: ResolvedScenario): PricedWork {
  return kindOf(work).price(dataset, work, scenario);
}

/**
 * The hours a day a work keeps the case's machine busy (more than 24 where a serving load's
 * busiest hours want more GPUs than it has); `undefined` when the machine cannot do the work.
 */
export function workHoursPerDay(
  dataset: Dataset,
  work: Work,
  scenario: ResolvedScenario,
): number | undefined {
  return kindOf(work).busyHoursPerDay(dataset, work, scenario);
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
