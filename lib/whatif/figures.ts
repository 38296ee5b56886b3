/**
 * What the what-if page computes and shows for a setting of its controls: the scenario with the
 * build's parameters and the reader's applied (`applyOverrides`, as `-p` does), its headline
 * results (`scenarioResults`, the numbers `deno task calc` prints) as labelled figures, and the
 * job the case ranks. No `Deno`.
 *
 * What the page holds from the build and the case its controls make are `case_data.ts`'s, the
 * cumulative-cost and monthly-cost charts `charts.ts`'s; this module hands on their names so that
 * one import serves a caller.
 *
 * @module
 */
import type { BreakEven, Payback } from "../model/breakeven.ts";
import type { Dataset, Work } from "../data/load.ts";
import type { ParameterValues } from "../params.ts";
import { type DatasetJobRanking, rankDatasetJob } from "../scenario/jobs.ts";
import {
  caseResults,
  type ChosenCase,
  type ResolvedScenario,
  type ScenarioResults,
} from "../scenario.ts";
import { openCase } from "../scenario/case.ts";
import { formatNumber, type Money } from "../present/format.ts";
import { saySpotAtRate } from "../present/findings.ts";
import { sayWork } from "../present/cheapest.ts";
import { answerRows } from "../present/answer.ts";
import { caseDescriber, monthlyLabel } from "../present/labels.ts";
import type { Lang } from "../words/lang.ts";
import { words } from "../words/messages.ts";
import type { WhatIfValues } from "./controls.ts";
import {
  type CaseNames,
  caseParametersOf,
  resolveCase,
  type WhatIfChoices,
  type WhatIfData,
} from "./case_data.ts";

export * from "./case_data.ts";
export * from "./charts.ts";

/**
 * Something a figure is measured at or against: the hours a month, the horizon, the discount
 * rate, the machine owned or the offering rented. Two cases compared name the conditions they
 * differ in; a figure about another offering is another figure (no difference is taken).
 */
export interface FigureCondition {
  /** Which condition: `hours` (a month), `years`, `discount`, `machine`, `offering`. */
  kind: "hours" | "years" | "discount" | "machine" | "offering" | "work";
  /** Its value, compared between two cases: hours, years, a rate, an id. */
  value: number | string;
  /** Its value in words, in the page's language: "182.5 h/month", "RTX 3090 workstation". */
  text: string;
}

/** One figure of the panel: `value` in the display currency (money) or as its unit says. */
export interface Figure {
  /**
   * A stable key, what the figure is: `tco-own`, `payback`; a monthly cost by its option,
   * `monthly-own` or `monthly-` and the offering's id.
   */
  key: string;
  /** What the figure is, in the report's language. */
  label: string;
  /** The figure as the panel shows it, unit included. */
  text: string;
  /** The number behind `text` (money in the display currency, hours in h/day, a month); absent for words. */
  value?: number;
  /** The label without the values of its conditions ("TCO: own"), for two cases that differ in them. */
  plainLabel: string;
  /** What it is measured at or against; a case's machine and offering when `figuresOf` is given the case. */
  conditions: FigureCondition[];
}

/**
 * The scenario and its results for the reader's `values`, `choices` and `work` (the parameters
 * that state a work; the build's without it) over the build's parameters, opened as `calc` opens
 * it (`openCase()`), with the work the case does and the data it is priced on.
 */
export function computeWhatIf(
  data: WhatIfData,
  values: WhatIfValues,
  choices: WhatIfChoices = {},
  work?: ParameterValues,
): {
  applied: ResolvedScenario;
  results: ScenarioResults;
  chosen: ChosenCase;
  work: Work | undefined;
  dataset: Dataset;
} {
  const chosen = resolveCase(data, values, choices, work);
  const opened = openCase(data.dataset, caseParametersOf(data, values, choices, work), {
    describe: caseDescriber(data.money.lang),
    chosen,
  });
  return {
    applied: opened.applied,
    results: caseResults(opened),
    chosen: chosen.chosen,
    work: opened.work,
    dataset: opened.dataset,
  };
}

/** The job the case ranks (`choices.job`, else the build's), ranked on every offering and machine of its data; `undefined` without a job. */
export function jobOfCase(
  data: WhatIfData,
  computed: { applied: ResolvedScenario; chosen: ChosenCase },
  choices: WhatIfChoices = {},
): DatasetJobRanking | undefined {
  const job = choices.job ?? data.chosen.job;
  if (job === undefined || job === "") return undefined;
  return rankDatasetJob(computed.chosen.dataset, job, computed.applied);
}

/** Money to the cent in the display currency: `16,275.43 CNY`. */
function money(cny: number, m: Money): { text: string; value: number } {
  const value = cny / m.cnyPerUnit;
  return { text: `${formatNumber(value, 2, m.lang)} ${m.currency}`, value };
}

/** A break-even in words, the hours to the hundredth: "owning cheaper above 9.08 h/day". */
export function sayBreakEven(b: BreakEven, lang: Lang = "en"): string {
  const t = words(lang).whatIf.figure;
  if (b.kind !== "hours") return b.kind === "always" ? t.ownAlways : t.ownNever;
  const hours = formatNumber(b.breakEvenHoursPerDay, 2, lang);
  return b.ownCheaper === "above" ? t.ownCheaperAbove(hours) : t.ownCheaperBelow(hours);
}

/** A payback in words: "month 17", "not within the horizon (36 months)". */
export function sayPaybackMonth(p: Payback, lang: Lang = "en"): string {
  const t = words(lang).whatIf.figure;
  return p.kind === "month" ? t.month(p.month) : t.notWithin(p.lastMonthSearched);
}

/**
 * The figures the panel shows, in order: hours, break-even (before tax, in present value and after
 * tax and financing), TCO, present value, what each side costs today after tax, payback, monthly,
 * and spot's billed hours and time to finish when the scenario gives an interruption rate. Each
 * says what it is measured at or against (`conditions`): given the case's `names`, the machine
 * and offering too.
 */
export function figuresOf(r: ScenarioResults, m: Money, names?: CaseNames): Figure[] {
  const lang = m.lang;
  const t = words(lang).whatIf.figure;
  const c = words(lang).common;
  const years = formatNumber(r.horizonYears, 2, lang).replace(/\.?0+$/, "");
  const rate = formatNumber(r.presentValue.discountRate * 100, 2, lang);
  const pv = t.presentValueAt(rate);
  const hours = (b: BreakEven) => (b.kind === "hours" ? { value: b.breakEvenHoursPerDay } : {});
  const month = (p: Payback) => (p.kind === "month" ? { value: p.month } : {});
  const tco = r.consistent.tco;
  const hoursPerMonth = formatNumber(r.hoursPerMonth, 1, lang);
  const at = {
    hours: { kind: "hours", value: r.hoursPerMonth, text: c.hoursPerMonth(hoursPerMonth) },
    years: { kind: "years", value: r.horizonYears, text: c.years(years) },
    discount: {
      kind: "discount",
      value: r.presentValue.discountRate,
      text: t.discountedAt(rate),
    },
  } as const satisfies Record<string, FigureCondition>;
  const machine: FigureCondition[] = names
    ? [{ kind: "machine", value: names.machine.id, text: names.machine.name }]
    : [];
  const offering = (id: string | undefined): FigureCondition[] =>
    id === undefined ? [] : [{
      kind: "offering",
      value: id,
      text: names?.offerings.get(id) ?? id,
    }];
  const own = r.monthly[0];
  // the scenario's own offering: the first option's (results.monthly after the own line)
  // a rented figure rents the machine's work: another machine's is another work
  const work: FigureCondition[] = names
    ? [{ kind: "work", value: names.work.key, text: names.work.name }]
    : [];
  const rented = [...offering(names?.offering.id ?? r.monthly[1]?.offeringId), ...work];
  const both = [...machine, ...rented];
  const figure = (
    f: Omit<Figure, "plainLabel" | "conditions"> & Partial<Pick<Figure, "plainLabel">>,
    conditions: readonly FigureCondition[],
  ): Figure => ({ ...f, plainLabel: f.plainLabel ?? f.label, conditions: [...conditions] });
  // the case's one answer first: what every view's headline shows, measured for its demand (its
  // hours of its machine's work, or the work it states) over its horizon
  const stated = names?.answer?.work;
  const demand: FigureCondition[] = stated === undefined
    ? [
      at.hours,
      ...(names ? [{ kind: "work" as const, value: names.work.key, text: names.work.name }] : []),
    ]
    : [{ kind: "work", value: `work:${stated.id}`, text: stated.id }];
  const answer = names?.answer === undefined ? [] : answerRows(r.answer, {
    names: names.answer.names,
    money: m,
    work: stated,
  }).map((x) =>
    figure({
      key: `answer-${x.key}`,
      label: x.label,
      text: x.value,
      ...(x.number === undefined ? {} : { value: x.number }),
    }, x.number === undefined ? [] : [...demand, at.years])
  );
  return [
    ...answer,
    figure({
      key: "hours-used",
      label: t.hoursUsed,
      text: t.hoursUsedText(formatNumber(r.usedHoursPerDay, 2, lang), years),
      value: r.usedHoursPerDay,
    }, []),
    // both sides do the same work: how fast the rented GPU does the owned one's, and why
    figure({
      key: "work",
      label: words(lang).notebooks.cheapest.work.label,
      text: sayWork(r.work, lang),
      value: r.work.speed.speed,
    }, both),
    figure({
      key: "break-even",
      label: t.breakEven,
      text: sayBreakEven(r.consistent.breakEven, lang),
      ...hours(r.consistent.breakEven),
    }, both),
    figure({
      key: "break-even-pv",
      label: t.breakEvenPv(pv),
      plainLabel: t.breakEvenPv(t.presentValue),
      text: sayBreakEven(r.presentValue.breakEven, lang),
      ...hours(r.presentValue.breakEven),
    }, [...both, at.discount]),
    // after tax and financing, today: beside the break-even in present value it is measured in
    figure({
      key: "break-even-after-tax",
      label: words(lang).whatIf.terms.breakEvenAfterTax,
      text: sayBreakEven(r.afterTax.breakEven, lang),
      ...hours(r.afterTax.breakEven),
    }, [...both, at.discount]),
    figure({
      key: "tco-own",
      label: t.tcoOwn(years),
      plainLabel: t.tcoOwnPlain,
      ...money(tco.own.total, m),
    }, [...machine, at.years]),
    figure({
      key: "tco-rent",
      label: t.tcoRent(years),
      plainLabel: t.tcoRentPlain,
      ...money(tco.rent.total, m),
    }, [...rented, at.years]),
    figure({
      key: "pv-own",
      label: t.pvOwn(pv),
      plainLabel: t.pvOwn(t.presentValue),
      ...money(r.presentValue.tco.own, m),
    }, [...machine, at.years, at.discount]),
    figure({
      key: "pv-rent",
      label: t.pvRent(pv),
      plainLabel: t.pvRent(t.presentValue),
      ...money(r.presentValue.tco.rent, m),
    }, [...rented, at.years, at.discount]),
    figure({
      key: "after-tax-own",
      label: words(lang).whatIf.terms.ownToday,
      ...money(r.afterTax.total.own, m),
    }, [...machine, at.years, at.discount]),
    figure({
      key: "after-tax-rent",
      label: words(lang).whatIf.terms.rentToday,
      ...money(r.afterTax.total.rent, m),
    }, [...rented, at.years, at.discount]),
    figure({
      key: "payback",
      label: r.afterTax.owned ? t.paybackKept : t.payback,
      plainLabel: t.paybackPlain,
      text: sayPaybackMonth(r.payback, lang),
      ...month(r.payback),
    }, both),
    figure({
      key: "payback-net",
      label: t.paybackNet,
      text: sayPaybackMonth(r.paybackNetOfResale, lang),
      ...month(r.paybackNetOfResale),
    }, both),
    ...r.monthly.map((x) =>
      figure({
        key: `monthly-${x.offeringId ?? "own"}`,
        label: t.monthlyAt(hoursPerMonth, monthlyLabel(x, lang)),
        // beside another case's options (another GPU, perhaps), the offering's full name
        plainLabel: t.monthlyOf(
          x.offeringId === undefined
            ? monthlyLabel(x, lang)
            : names?.offerings.get(x.offeringId) ?? monthlyLabel(x, lang),
        ),
        ...money(x.cost, m),
      }, x === own ? [...machine, at.hours] : [...work, at.hours])
    ),
    ...(r.spot === null ? [] : [
      figure({
        key: "spot-billed",
        label: t.spotBilled,
        text: formatNumber(r.spot.billedPerUsefulHour, 3, lang),
        value: r.spot.billedPerUsefulHour,
      }, offering(r.spot.offeringId)),
      figure({
        key: "spot-finish",
        label: t.spotFinish(hoursPerMonth),
        plainLabel: t.spotFinishPlain,
        text: `${formatNumber(r.spot.hoursToFinishMonth, 1, lang)} h`,
        value: r.spot.hoursToFinishMonth,
      }, [...offering(r.spot.offeringId), at.hours]),
      ...(r.spot.costShareOfOnDemand === null ? [] : [figure({
        key: "spot-at-rate",
        label: t.spotAtRate,
        text: saySpotAtRate(r.spot.costShareOfOnDemand, {
          lang,
          pair: r.spot.onDemandOfferingId === null
            ? undefined
            : { spot: r.spot.offeringId, onDemand: r.spot.onDemandOfferingId },
        }),
        value: r.spot.costShareOfOnDemand,
      }, offering(r.spot.offeringId))]),
    ]),
  ];
}

/** Whether a figure is one of the case's answer (`answer-…`), shown beside the controls. */
export function isAnswerFigure(f: { key: string }): boolean {
  return f.key.startsWith("answer-");
}
