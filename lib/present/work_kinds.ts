/**
 * A work in words, whatever its kind: its kind's name, the work in a phrase (the what-if page's
 * list, `calc --work`), as a case's demand, in a sentence with its arithmetic (notebook 10), the
 * memory it needs, how its GPU-hours are counted, and the what-if page's heading and intro over
 * its ways. The words are its kind's (`WORK_KIND_WORDS` of `lib/words/messages/work_kinds.ts`),
 * fed the figures its kind's record says of it (`said()` of `lib/scenario/work_kinds.ts`) and the
 * report's number formats; nothing here names a kind, so a new kind adds nothing to this file.
 *
 * @module
 */
import type { Work } from "../data/load.ts";
import type { WorkKind } from "../data/work.ts";
import { kindOf, type SaidOf, type WorkSaid } from "../scenario/work.ts";
import { formatNumber, formatPercent } from "./format.ts";
import type { Lang } from "../lang.ts";
import { words } from "../words/messages.ts";
import type { Words } from "../words/messages/message.ts";
import { type KindWords, type SayNumbers, WORK_KIND_WORDS } from "../words/messages/work_kinds.ts";

// every kind of work has its words, and each kind's words take the figures its record gives: a
// kind missing here, or a figure its words want that its record does not give, does not compile
const _saidFitsWords: { readonly [K in WorkKind]: KindWords<SaidOf[K]> } = WORK_KIND_WORDS;

/** The report's number formats in `lang`, as a kind's words take them. */
export function sayNumbers(lang: Lang): SayNumbers {
  return {
    number: (x, digits) => formatNumber(x, digits, lang),
    percent: (x, digits) => formatPercent(x, digits, lang),
    count: (n) => words(lang).whatIf.work.count(n),
    short: (x) => formatNumber(x, 2, lang).replace(/\.?0+$/, ""),
  };
}

/** A work's kind's words in `lang`, with the figures its record says of it and the formats. */
function said(work: Work, lang: Lang): {
  w: Words<KindWords<WorkSaid>>;
  s: WorkSaid;
  f: SayNumbers;
} {
  // each kind's words take its own figures; the record gives them for the same kind
  const w = words(lang).workKinds[work.kind] as unknown as Words<KindWords<WorkSaid>>;
  return { w, s: kindOf(work).said(work), f: sayNumbers(lang) };
}

/** A kind of work's name: "a training run", "一次训练". */
export function sayKind(kind: WorkKind, lang: Lang = "en"): string {
  return words(lang).workKinds[kind].name;
}

/** The work in a phrase: "train a model of 7 B parameters on 2 B tokens (LoRA adapters, MFU 40 %)". */
export function sayWorkBrief(work: Work, lang: Lang = "en"): string {
  const { w, s, f } = said(work, lang);
  return w.brief(s, f);
}

/** The work as a case's demand over `years`: "lora-7b-2b-tokens, run once over 3 years". */
export function sayWorkDemand(work: Work, years: number, lang: Lang = "en"): string {
  const { w, s, f } = said(work, lang);
  return w.demand(s, f, years);
}

/** The work in a sentence with its arithmetic (its FLOPs, its memory), notebook 10's. */
export function sayWorkSentence(work: Work, lang: Lang = "en"): string {
  const { w, s, f } = said(work, lang);
  return w.sentence(s, f);
}

/** The memory the work needs, in all or a replica's: "84.0 GB a replica of the model (fp8)". */
export function sayWorkMemory(work: Work, lang: Lang = "en"): string {
  const { w, s, f } = said(work, lang);
  return w.memory(f.number(s.memoryGb, 1), work.precision);
}

/** How the work's GPU-hours are counted, said after the fewest and the most. */
export function sayHoursRule(work: Work, lang: Lang = "en"): string {
  return said(work, lang).w.hoursRule;
}

/** The what-if page's heading over the work's `n` ways, and what its table shows (`top` in view). */
export function sayWaysOf(
  work: Work,
  { n, top }: { n: number; top: number },
  lang: Lang = "en",
): { heading: string; intro: string } {
  const { w } = said(work, lang);
  return { heading: w.waysHeading(n), intro: w.waysIntro(top) };
}
