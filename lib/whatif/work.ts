/**
 * The what-if page's work, pure (no DOM, no `Deno`): the fields a training run and a serving
 * load are stated with (the parameters of `lib/params.ts`, as `-p` takes them), a value typed
 * read as `-p` reads it, the parameters the page passes for the work it shows, its link, and the
 * work priced under the page's case as `calc --work` prices it (`lib/scenario/work.ts`): the
 * rows the page shows, money in its currency, words in its language.
 *
 * The work's fields, its link and the values typed are `work_state.ts`'s, the rows of its tables
 * `work_rows.ts`'s; this module prices the work and says its figures, and hands on the names of
 * the others so that one import serves a caller.
 *
 * @module
 */
import type { Dataset, Work } from "../data/load.ts";
import type { ResolvedScenario } from "../scenario/resolve.ts";
import { kindOf, type RankedWork, type ServingResult, workMemoryGb } from "../scenario/work.ts";
import type { ScenarioResults } from "../scenario/results.ts";
import { formatNumber, type Money } from "../present/format.ts";
import { sayWorkBrief, sayWorkMemory } from "../present/work_kinds.ts";
import { words } from "../words/messages.ts";

export * from "./work_state.ts";
export * from "./work_rows.ts";

/** A work priced under a case, as `calc --work` prices it (`calculateWork()` of `lib/cli/work.ts`). */
export interface WorkPriced {
  /** The work. */
  work: Work;
  /** Memory it needs in all, GB (a serving load: a replica's). */
  memoryGb: number;
  /** Hours a day it keeps the case's machine busy; `undefined` when the machine cannot do it. */
  machineHoursPerDay: number | undefined;
  /** A training run or a batch job ranked on every offering and machine. */
  ranked?: RankedWork;
  /** A serving load priced every way, the case's fleet and the API. */
  serving?: ServingResult;
}

/**
 * The work of a case opened as `calc --work` opens it (`openCase()`, the page's `computeWhatIf()`)
 * priced on every offering and machine of the case's data; `undefined` when the case states none.
 *
 * @param opened the case's data (its chosen rows added), its scenario applied and its work
 */
export function priceWork(
  opened: {
    dataset: Dataset;
    applied: ResolvedScenario;
    work: Work | undefined;
    results: Pick<ScenarioResults, "ranked" | "serving" | "answer">;
  },
): WorkPriced | undefined {
  const { work, results } = opened;
  if (work === undefined) return undefined;
  // the case's own pricing of its work (`caseResults()`), never a second one
  return {
    work,
    memoryGb: workMemoryGb(work),
    machineHoursPerDay: results.answer.machineHoursPerDay ?? undefined,
    ...(results.ranked ? { ranked: results.ranked } : {}),
    ...(results.serving ? { serving: results.serving } : {}),
  };
}

/** One line of the work's figures: what it is, in words, and the number behind it. */
export interface WorkFigure {
  /** What the figure is: `work`, `memory`, `compute`, `busy`. */
  key: string;
  /** Its label, in the page's language. */
  label: string;
  /** The figure in words. */
  text: string;
  /** The number behind it (GB, FLOPs, hours a day); absent for words. */
  value?: number;
}

/**
 * The work in words, as its kind says it (`lib/present/work_kinds.ts`): "train a model of 7 B
 * parameters on 2 B tokens (LoRA adapters, MFU 40 %)".
 */
export function sayWorkStated(work: Work, lang: Money["lang"]): string {
  return sayWorkBrief(work, lang);
}

/**
 * The work's figures: what it is, the memory it needs, a training run's compute, and the hours
 * a day it keeps the case's machine busy (the case's hours: a work is the case's demand, whatever
 * the schedule).
 *
 * @param machine the case's machine, named
 */
export function workFigures(
  p: WorkPriced,
  money: Money,
  { machine }: { machine: string },
): WorkFigure[] {
  const lang = money.lang;
  const t = words(lang).whatIf.work;
  const hours = p.machineHoursPerDay;
  // a training run's FLOPs, k × N × D (`WorkKindRecord.facts`); other kinds count none
  const flops = kindOf(p.work).facts(p.work).flops;
  return [
    { key: "work", label: t.figureWork, text: `${p.work.id}: ${sayWorkStated(p.work, lang)}` },
    {
      key: "memory",
      label: t.figureMemory,
      text: sayWorkMemory(p.work, lang),
      value: p.memoryGb,
    },
    ...(typeof flops === "number"
      ? [{
        key: "compute",
        label: t.figureCompute,
        text: t.flops(flops.toPrecision(3).replace("e+", "e")),
        value: flops,
      }]
      : []),
    {
      key: "busy",
      label: t.figureBusy,
      text: hours === undefined ? t.cannotDo(machine) : (hours > 24 ? t.busyOverADay : t.busy)(
        formatNumber(hours, 2, lang),
        machine,
      ),
      ...(hours === undefined ? {} : { value: hours }),
    },
  ];
}
