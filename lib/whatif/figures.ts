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
import type { Lang } from "../lang.ts";
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

/** What the figures of one case are measured at or against, and the words they are said in. */
interface FigureContext {
  r: ScenarioResults;
  m: Money;
  lang: Lang;
  t: ReturnType<typeof words>["whatIf"]["figure"];
  /** The horizon, in years, as the labels say it. */
  years: string;
  /** "present value at 8.00%", as the labels say it. */
  pv: string;
  /** The hours a month, as the labels say them. */
  hoursPerMonth: string;
  at: Record<"hours" | "years" | "discount", FigureCondition>;
  /** The case's machine, given its names. */
  machine: FigureCondition[];
  /** The work a rented figure does, given the case's names. */
  work: FigureCondition[];
  /** The offering and the work of a rented figure. */
  rented: FigureCondition[];
  /** The machine, the offering and the work: a figure of both sides. */
  both: FigureCondition[];
  offering: (id: string | undefined) => FigureCondition[];
}

/** The conditions of `r`'s figures, and their words in `m`'s language. */
function figureContext(r: ScenarioResults, m: Money, names?: CaseNames): FigureContext {
  const lang = m.lang;
  const t = words(lang).whatIf.figure;
  const c = words(lang).common;
  const years = formatNumber(r.horizonYears, 2, lang).replace(/\.?0+$/, "");
  const rate = formatNumber(r.presentValue.discountRate * 100, 2, lang);
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
  // the scenario's own offering: the first option's (results.monthly after the own line)
  // a rented figure rents the machine's work: another machine's is another work
  const work: FigureCondition[] = names
    ? [{ kind: "work", value: names.work.key, text: names.work.name }]
    : [];
  const rented = [...offering(names?.offering.id ?? r.monthly[1]?.offeringId), ...work];
  return {
    r,
    m,
    lang,
    t,
    years,
    pv: t.presentValueAt(rate),
    hoursPerMonth,
    at,
    machine,
    work,
    rented,
    both: [...machine, ...rented],
    offering,
  };
}

/** A figure measured at or against `conditions`, its plain label its label unless given. */
function figure(
  f: Omit<Figure, "plainLabel" | "conditions"> & Partial<Pick<Figure, "plainLabel">>,
  conditions: readonly FigureCondition[],
): Figure {
  return { ...f, plainLabel: f.plainLabel ?? f.label, conditions: [...conditions] };
}

/** A break-even's hours a day, as a figure's value; none for never or always. */
const hoursOf = (b: BreakEven) => (b.kind === "hours" ? { value: b.breakEvenHoursPerDay } : {});

/** A payback's month, as a figure's value; none when not within the horizon. */
const monthOf = (p: Payback) => (p.kind === "month" ? { value: p.month } : {});

/**
 * The case's one answer: what every view's headline shows, measured for its demand (its hours of
 * its machine's work, or the work it states) over its horizon; none without the case's names.
 */
function answerFigures(x: FigureContext, names?: CaseNames): Figure[] {
  if (names?.answer === undefined) return [];
  const stated = names.answer.work;
  const demand: FigureCondition[] = stated === undefined
    ? [x.at.hours, { kind: "work" as const, value: names.work.key, text: names.work.name }]
    : [{ kind: "work", value: `work:${stated.id}`, text: stated.id }];
  return answerRows(x.r.answer, { names: names.answer.names, money: x.m, work: stated }).map((
    a,
  ) =>
    figure({
      key: `answer-${a.key}`,
      label: a.label,
      text: a.value,
      ...(a.number === undefined ? {} : { value: a.number }),
    }, a.number === undefined ? [] : [...demand, x.at.years])
  );
}

/** The hours used, the work both sides do, and the break-evens: as printed, in present value, after tax. */
function breakEvenFigures(x: FigureContext): Figure[] {
  const { r, t, lang, both, at } = x;
  return [
    figure({
      key: "hours-used",
      label: t.hoursUsed,
      text: t.hoursUsedText(formatNumber(r.usedHoursPerDay, 2, lang), x.years),
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
      ...hoursOf(r.consistent.breakEven),
    }, both),
    figure({
      key: "break-even-pv",
      label: t.breakEvenPv(x.pv),
      plainLabel: t.breakEvenPv(t.presentValue),
      text: sayBreakEven(r.presentValue.breakEven, lang),
      ...hoursOf(r.presentValue.breakEven),
    }, [...both, at.discount]),
    // after tax and financing, today: beside the break-even in present value it is measured in
    figure({
      key: "break-even-after-tax",
      label: words(lang).whatIf.terms.breakEvenAfterTax,
      text: sayBreakEven(r.afterTax.breakEven, lang),
      ...hoursOf(r.afterTax.breakEven),
    }, [...both, at.discount]),
  ];
}

/** What each side costs over the horizon: TCO, present value, and today after tax. */
function costFigures(x: FigureContext): Figure[] {
  const { r, m, t, lang, machine, rented, at } = x;
  const tco = r.consistent.tco;
  return [
    figure({
      key: "tco-own",
      label: t.tcoOwn(x.years),
      plainLabel: t.tcoOwnPlain,
      ...money(tco.own.total, m),
    }, [...machine, at.years]),
    figure({
      key: "tco-rent",
      label: t.tcoRent(x.years),
      plainLabel: t.tcoRentPlain,
      ...money(tco.rent.total, m),
    }, [...rented, at.years]),
    figure({
      key: "pv-own",
      label: t.pvOwn(x.pv),
      plainLabel: t.pvOwn(t.presentValue),
      ...money(r.presentValue.tco.own, m),
    }, [...machine, at.years, at.discount]),
    figure({
      key: "pv-rent",
      label: t.pvRent(x.pv),
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
  ];
}

/** The paybacks, and what each option costs a month at the hours used. */
function monthlyFigures(x: FigureContext, names?: CaseNames): Figure[] {
  const { r, m, t, lang, both, machine, work, at } = x;
  const own = r.monthly[0];
  return [
    figure({
      key: "payback",
      label: r.afterTax.owned ? t.paybackKept : t.payback,
      plainLabel: t.paybackPlain,
      text: sayPaybackMonth(r.payback, lang),
      ...monthOf(r.payback),
    }, both),
    figure({
      key: "payback-net",
      label: t.paybackNet,
      text: sayPaybackMonth(r.paybackNetOfResale, lang),
      ...monthOf(r.paybackNetOfResale),
    }, both),
    ...r.monthly.map((o) =>
      figure({
        key: `monthly-${o.offeringId ?? "own"}`,
        label: t.monthlyAt(x.hoursPerMonth, monthlyLabel(o, lang)),
        // beside another case's options (another GPU, perhaps), the offering's full name
        plainLabel: t.monthlyOf(
          o.offeringId === undefined
            ? monthlyLabel(o, lang)
            : names?.offerings.get(o.offeringId) ?? monthlyLabel(o, lang),
        ),
        ...money(o.cost, m),
      }, o === own ? [...machine, at.hours] : [...work, at.hours])
    ),
  ];
}

/** Spot's billed hours, time to finish and cost at its rate, when the scenario gives an interruption rate. */
function spotFigures(x: FigureContext): Figure[] {
  const { t, lang, at } = x;
  const spot = x.r.spot;
  if (spot === null) return [];
  return [
    figure({
      key: "spot-billed",
      label: t.spotBilled,
      text: formatNumber(spot.billedPerUsefulHour, 3, lang),
      value: spot.billedPerUsefulHour,
    }, x.offering(spot.offeringId)),
    figure({
      key: "spot-finish",
      label: t.spotFinish(x.hoursPerMonth),
      plainLabel: t.spotFinishPlain,
      text: `${formatNumber(spot.hoursToFinishMonth, 1, lang)} h`,
      value: spot.hoursToFinishMonth,
    }, [...x.offering(spot.offeringId), at.hours]),
    ...(spot.costShareOfOnDemand === null ? [] : [figure({
      key: "spot-at-rate",
      label: t.spotAtRate,
      text: saySpotAtRate(spot.costShareOfOnDemand, {
        lang,
        pair: spot.onDemandOfferingId === null
          ? undefined
          : { spot: spot.offeringId, onDemand: spot.onDemandOfferingId },
      }),
      value: spot.costShareOfOnDemand,
    }, x.offering(spot.offeringId))]),
  ];
}

/**
 * The figures the panel shows, in order: hours, break-even (before tax, in present value and after
 * tax and financing), TCO, present value, what each side costs today after tax, payback, monthly,
 * and spot's billed hours and time to finish when the scenario gives an interruption rate. Each
 * says what it is measured at or against (`conditions`): given the case's `names`, the machine
 * and offering too.
 */
export function figuresOf(r: ScenarioResults, m: Money, names?: CaseNames): Figure[] {
  const x = figureContext(r, m, names);
  return [
    ...answerFigures(x, names),
    ...breakEvenFigures(x),
    ...costFigures(x),
    ...monthlyFigures(x, names),
    ...spotFigures(x),
  ];
}

/** Whether a figure is one of the case's answer (`answer-…`), shown beside the controls. */
export function isAnswerFigure(f: { key: string }): boolean {
  return f.key.startsWith("answer-");
}
