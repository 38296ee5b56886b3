/**
 * Where the work files meet a case: a training run, a serving load or a batch inference job (a row
 * of `work.csv`, or one stated with `-p model_params=7e9 -p tokens=2e9 -p method=lora`), each a
 * kind of `work_kinds.ts` (its record in `training.ts`, `serving.ts` and `batch.ts`): timed on each
 * GPU from its facts (`gpus.csv`) or a measured throughput, fitted to the memory it needs, and
 * priced on every offering and machine of the case's regions in whole units. No I/O, no `Deno`:
 * the what-if page runs it. This module hands on the names of the others, so that one import
 * serves a caller: the records and what reads them, and the result types of the kinds whose
 * views show more than the answer (a training run's ranking, a serving load's fleet). A kind is
 * otherwise reached through its record: a new one adds nothing here.
 *
 * @module
 */
export * from "./work_kinds.ts";
export * from "./work_stated.ts";
export * from "./work_speed.ts";
export * from "./training.ts";
export * from "./serving.ts";
export type { PerMillionSplit, ServingResult, ServingWay } from "./work_types.ts";
