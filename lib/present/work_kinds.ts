/**
 * The words of each kind of work, one record each beside the model's (`WORK_KIND_RECORDS` of
 * `lib/scenario/work_kinds.ts`): the kind's name, the work in a phrase (the what-if page's list,
 * `calc --work`), as a case's demand (the answer's first row), in a sentence with its arithmetic
 * (notebook 10), and the memory it needs. A kind added to `Work` is a compile error here until its
 * words exist; the sentences themselves are the catalogue's (`lib/words/messages/`), in English and
 * Chinese.
 *
 * @module
 */
import type { BatchWork, ServingWork, TrainingWork, Work } from "../data/load.ts";
import type { WorkKind } from "../data/work.ts";
import { METHODS, WORK_DEFAULTS } from "../model/work.ts";
import { bytesPerWeight, mfuOf, workMemoryGb } from "../scenario/work.ts";
import { formatNumber, formatPercent } from "./format.ts";
import type { Lang } from "../words/lang.ts";
import { words } from "../words/messages.ts";

/** What every view says of one kind of work. */
export interface WorkKindWords<W extends Work> {
  /** The kind's name: "a training run". */
  name(lang: Lang): string;
  /** The work in a phrase: "train a model of 7 B parameters on 2 B tokens (LoRA adapters, MFU 40 %)". */
  brief(work: W, lang: Lang): string;
  /** The work as a case's demand: "lora-7b, 2 runs a month"; `years`: the case's horizon. */
  demand(work: W, years: number, lang: Lang): string;
  /** The work in a sentence with its arithmetic (its FLOPs, its memory), notebook 10's. */
  sentence(work: W, lang: Lang): string;
  /** The memory it needs, `gb` formatted: in all, or a replica's. */
  memory(gb: string, work: W, lang: Lang): string;
  /** The what-if page's heading over its `n` ways. */
  waysHeading(n: number, lang: Lang): string;
  /** What the what-if page's table of its ways shows, the first `top` of them in view. */
  waysIntro(top: number, lang: Lang): string;
}

const whatIf = (lang: Lang) => words(lang).whatIf.work;
const nb10 = (lang: Lang) => words(lang).notebooks.nb10;
const demand = (lang: Lang) => words(lang).answer.demand;
/** A figure as few digits as it needs: 1.5, not 1.50. */
const short = (x: number, lang: Lang) => formatNumber(x, 2, lang).replace(/\.?0+$/, "");

const TRAINING_WORDS: WorkKindWords<TrainingWork> = {
  name: (lang) => whatIf(lang).training,
  brief: (work, lang) =>
    whatIf(lang).describeTraining(
      whatIf(lang).count(work.modelParams),
      whatIf(lang).count(work.tokens),
      whatIf(lang).method[work.method],
      formatNumber((work.mfu ?? WORK_DEFAULTS.mfu) * 100, 1, lang).replace(/\.0$/, ""),
      work.runsPerMonth === undefined ? null : formatNumber(work.runsPerMonth, 0, lang),
    ),
  demand: (work, years, lang) =>
    work.runsPerMonth === undefined
      ? demand(lang).trainingOnce(work.id, formatNumber(years, 0, lang))
      : demand(lang).trainingRepeated(work.id, formatNumber(work.runsPerMonth, 2, lang)),
  sentence(work, lang) {
    const m = METHODS[work.method];
    return nb10(lang).training({
      id: work.id,
      description: work.description,
      params: work.modelParams,
      tokens: work.tokens,
      method: nb10(lang).method[work.method],
      k: m.flopsPerParamToken,
      mfu: formatPercent(mfuOf(work), 0, lang),
      runsPerMonth: work.runsPerMonth,
      flops: m.flopsPerParamToken * work.modelParams * work.tokens,
      memoryGb: formatNumber(workMemoryGb(work), 1, lang),
      bytes: m.bytesPerParam,
      factor: formatNumber(1 + WORK_DEFAULTS.trainingOverhead, 1, lang),
    });
  },
  memory: (gb, work, lang) => whatIf(lang).memoryTraining(gb, work.precision),
  waysHeading: (n, lang) => whatIf(lang).trainingHeading(n),
  waysIntro: (top, lang) => whatIf(lang).trainingIntro(top),
};

const SERVING_WORDS: WorkKindWords<ServingWork> = {
  name: (lang) => whatIf(lang).serving,
  brief: (work, lang) =>
    whatIf(lang).describeServing(
      whatIf(lang).count(work.modelParams),
      whatIf(lang).count(work.tokensPerDay),
      short(work.peakFactor, lang),
    ),
  demand: (work, _years, lang) =>
    demand(lang).serving(
      work.id,
      whatIf(lang).count(work.tokensPerDay),
      short(work.peakFactor, lang),
    ),
  sentence(work, lang) {
    const mean = work.tokensPerDay / 86_400;
    return nb10(lang).serving({
      id: work.id,
      description: work.description,
      params: work.modelParams,
      precision: work.precision,
      tokensPerDay: work.tokensPerDay,
      meanPerSecond: formatNumber(mean, 0, lang),
      peakPerSecond: formatNumber(mean * work.peakFactor, 0, lang),
      peakFactor: formatNumber(work.peakFactor, 1, lang),
      memoryGb: formatNumber(workMemoryGb(work), 1, lang),
      bytes: bytesPerWeight(work),
      factor: formatNumber(1 + WORK_DEFAULTS.servingOverhead, 1, lang),
    });
  },
  memory: (gb, work, lang) => whatIf(lang).memoryServing(gb, work.precision),
  waysHeading: (n, lang) => whatIf(lang).servingHeading(n),
  waysIntro: (top, lang) => whatIf(lang).servingIntro(top),
};

const BATCH_WORDS: WorkKindWords<BatchWork> = {
  name: (lang) => whatIf(lang).batch,
  brief: (work, lang) =>
    whatIf(lang).describeBatch(
      whatIf(lang).count(work.modelParams),
      whatIf(lang).count(work.batchTokens),
      work.deadlineHours === undefined ? null : short(work.deadlineHours, lang),
    ),
  demand: (work, _years, lang) =>
    demand(lang).batch(
      work.id,
      whatIf(lang).count(work.batchTokens),
      work.deadlineHours === undefined ? null : short(work.deadlineHours, lang),
    ),
  sentence: (work, lang) =>
    nb10(lang).batch({
      id: work.id,
      description: work.description,
      params: work.modelParams,
      precision: work.precision,
      batchTokens: work.batchTokens,
      deadlineHours: work.deadlineHours === undefined ? undefined : short(work.deadlineHours, lang),
      memoryGb: formatNumber(workMemoryGb(work), 1, lang),
      bytes: bytesPerWeight(work),
      factor: formatNumber(1 + WORK_DEFAULTS.servingOverhead, 1, lang),
    }),
  memory: (gb, work, lang) => whatIf(lang).memoryServing(gb, work.precision),
  waysHeading: (n, lang) => whatIf(lang).trainingHeading(n),
  waysIntro: (top, lang) => whatIf(lang).batchIntro(top),
};

/** Every kind's words: the compiler asks for them for each kind of `Work`. */
export const WORK_KIND_WORDS: {
  readonly [K in WorkKind]: WorkKindWords<Extract<Work, { kind: K }>>;
} = { training: TRAINING_WORDS, serving: SERVING_WORDS, batch: BATCH_WORDS };

/** The words of a work's kind. */
export function wordsOf<W extends Work>(work: W): WorkKindWords<W> {
  return WORK_KIND_WORDS[work.kind] as unknown as WorkKindWords<W>;
}

/** A kind of work's name: "a training run", "一次训练". */
export function sayKind(kind: WorkKind, lang: Lang = "en"): string {
  return WORK_KIND_WORDS[kind].name(lang);
}

/** The work in a phrase: what the what-if page's list and `calc --work` say of it. */
export function sayWorkBrief(work: Work, lang: Lang = "en"): string {
  return wordsOf(work).brief(work, lang);
}
