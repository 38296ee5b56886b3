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
import { kindOf } from "../scenario/work.ts";
import { type WorkPriced, workPriced } from "../scenario/work_priced.ts";
import type { ScenarioResults } from "../scenario/results.ts";
import { formatNumber, type Money } from "../present/format.ts";
import { sayWorkBrief, sayWorkMemory } from "../present/work_kinds.ts";
import { sayRequests, sayServingMemory } from "../present/serving.ts";
import { words } from "../words/messages.ts";
import type { Lang } from "../lang.ts";
import { offeringName } from "./case_data.ts";

export * from "./work_state.ts";
export * from "./work_rows.ts";

export type { WorkPriced };

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
  // the case's own pricing of its work (`caseResults()`), read as calc --work reads it
  return opened.work === undefined ? undefined : workPriced(opened.work, opened.results);
}

/**
 * The names the work's tables use: the case's machine, and the offering that rents the serving
 * fleet's overflow. The fleet chooses that offering among all the case's offerings (the one whose
 * cheapest size costs least, `servingFleet()`), so it is named by the fleet's id, not by the case's
 * own overflow; the case's own overflow where the work has no fleet.
 */
export function workNamesOf(
  opened: { dataset: Dataset; applied: ResolvedScenario },
  priced: WorkPriced | undefined,
  lang: Lang,
): { machine: string; overflow: string } {
  const id = priced?.serving?.fleet?.overflowOfferingId;
  const offering = id === undefined
    ? opened.applied.overflow?.offering
    : opened.dataset.offerings.find((o) => o.id === id);
  return {
    machine: opened.applied.hardware.name,
    overflow: offering ? offeringName(offering, lang) : "",
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
    // a serving load: its requests and target, and the memory a replica is priced with
    ...(p.serving === undefined ? [] : [{
      key: "requests",
      label: words(lang).serving.whatIf.figureRequests,
      text: sayRequests(p.serving, lang),
    }]),
    {
      key: "memory",
      label: t.figureMemory,
      text: p.serving === undefined
        ? sayWorkMemory(p.work, lang)
        : sayServingMemory(p.serving, lang),
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
