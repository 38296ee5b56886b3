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
import type { Dataset, Work } from "../data/load.ts";
import type { WorkKind } from "../data/work.ts";
import { type ParameterName, PARAMETERS } from "../params.ts";
import type { ResolvedScenario } from "./resolve.ts";
import type { Throughput } from "../data/load.ts";
import type { WorkSpeedOf } from "./work_speed.ts";
import { TRAINING } from "./training.ts";
import { SERVING } from "./serving.ts";
import { BATCH } from "./batch.ts";
import { MIX } from "./mix.ts";
import type {
  OnGpu,
  PricedWork,
  RankedWork,
  SpeedData,
  WorkKindRecord,
  WorkSaid,
} from "./work_types.ts";

export type { OnGpu, PricedWork, RankedWork, WorkKindRecord, WorkSaid };

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
export function workMemoryGb(work: Work, dataset: Pick<Dataset, "models">): number {
  return kindOf(work).memoryGb(work, dataset);
}

/** How fast one GPU of each offering or machine does a work, and each GPU model's memory. */
export function workSpeedOf(
  dataset: SpeedData,
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
  dataset: SpeedData & Pick<Dataset, "offerings" | "hardware">,
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
