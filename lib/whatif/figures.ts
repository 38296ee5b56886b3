/**
 * What the what-if page computes and shows for a setting of its controls: the scenario with the
 * build's parameters and the reader's applied (`applyOverrides`, as `-p` does), its headline
 * results (`scenarioResults`, the numbers `deno task calc` prints) as labelled figures, and the
 * cumulative-cost and monthly-cost charts of the reports, drawn in a document given (the page's)
 * or a server-side one. No `Deno`.
 *
 * @module
 */
import type { BreakEven, CumulativePoint, Payback } from "../model/breakeven.ts";
import { cumulativeCosts } from "../model/breakeven.ts";
import {
  cloudMonthlyLine,
  crossovers,
  type MonthlyLine,
  ownMonthlyLine,
} from "../model/monthly.ts";
import type { Dataset, Work } from "../data/load.ts";
import type { ParameterValues } from "../params.ts";
import { type DatasetJobRanking, rankDatasetJob } from "../scenario/jobs.ts";
import {
  CHOICE_PARAMETERS,
  type ChosenCase,
  hasChoices,
  type ResolvedScenario,
  type ScenarioResults,
  scenarioResults,
} from "../scenario.ts";
import { chooseCase, type ChosenScenario, openCase } from "../scenario/case.ts";
import { WORK_PARAMETERS } from "../scenario/work.ts";
import { cumulativeCostChart } from "../present/charts/cost.ts";
import { monthlyCostChart } from "../present/charts/monthly.ts";
import type { Html } from "../present/display.ts";
import { formatNumber, type Money } from "../present/format.ts";
import { saySpotAtRate } from "../present/findings.ts";
import { sayWork } from "../present/cheapest.ts";
import { caseDescriber, monthlyLabel, optionLabel, pricingLabel } from "../present/labels.ts";
import type { Lang } from "../words/lang.ts";
import { words } from "../words/messages.ts";
import type { WhatIfValues } from "./controls.ts";

/** The reader's choices of rows, as the text parameters name them (`machine`, `site`, `offering`, `job`, `gpu_model`). */
export type WhatIfChoices = Record<string, string>;

/**
 * What the page holds from the build: the data (in the report's language, what the choices pick
 * from), the scenario it was built for, the build's parameters and the currency.
 */
export interface WhatIfData {
  /** The data folder, its words in the report's language (translations and hidden costs left out). */
  dataset: Dataset;
  /** The scenario the page was built for. */
  scenarioId: string;
  /** The scenario resolved from the data with the build's choices, before any number parameter (not in the JSON: read from `dataset`). */
  resolved: ResolvedScenario;
  /** The number parameters the report was built with, money in `money.currency`. */
  built: WhatIfValues;
  /** The choices the report was built with (`-p machine=`, `job=`, …). */
  chosen: WhatIfChoices;
  /** The report's currency, its rate to CNY and the language. */
  money: Money;
}

/** The text parameters the page offers as choices, in the order it shows them. */
export const CHOICES = ["machine", "gpu_model", "site", "offering", "workload", "job"] as const;

/** The page's data as JSON: what {@linkcode readWhatIfData} reads back. */
export function whatIfJson(data: WhatIfData): string {
  const { resolved: _r, ...kept } = data;
  return JSON.stringify(kept);
}

/** Reads the page's data from its JSON, and resolves the scenario as built. */
export function readWhatIfData(json: string): WhatIfData {
  const data = JSON.parse(json) as Omit<WhatIfData, "resolved">;
  const { resolved } = chooseCase(data.dataset, data.scenarioId, builtParameters(data), {
    describe: caseDescriber(data.money.lang),
  });
  return { ...data, resolved };
}

/** The parameters the page was built with: its numbers and choices, in its currency. */
function builtParameters(data: Omit<WhatIfData, "resolved">): ParameterValues {
  return { ...data.built, ...data.chosen, currency: data.money.currency };
}

/** The last case's choices applied, for each page: a number moved does not resolve it again. */
const chosenCache = new WeakMap<WhatIfData, { key: string; chosen: ChosenScenario }>();

/**
 * Every parameter of a case of the page: the build's, the reader's `values` and `choices` over
 * them, its scenario and currency, as "Copy as parameters" gives them to `calc`; with `work`, the
 * parameters that state the reader's work in place of any the build gave (`{}`: no work),
 * without it the build's work.
 */
export function caseParametersOf(
  data: Pick<WhatIfData, "built" | "chosen" | "money" | "scenarioId">,
  values: WhatIfValues,
  choices: WhatIfChoices = {},
  work?: ParameterValues,
): ParameterValues {
  const all: ParameterValues = {
    scenario: data.scenarioId,
    currency: data.money.currency,
    ...data.built,
    ...values,
    ...data.chosen,
    ...choices,
  };
  if (work === undefined) return all;
  for (const name of WORK_PARAMETERS) delete all[name];
  return { ...all, ...work };
}

/**
 * The case of `values` and `choices` over the build's, its choices applied and its scenario
 * resolved (`chooseCase()`, as `calc` opens it), before the number parameters. The last case is
 * kept: a number moved does not resolve it again (the own machine's price is part of the case).
 */
export function resolveCase(
  data: WhatIfData,
  values: WhatIfValues,
  choices: WhatIfChoices = {},
  work?: ParameterValues,
): ChosenScenario {
  const given = caseParametersOf(data, values, choices, work);
  if (!hasChoices(given)) {
    return {
      chosen: { dataset: data.dataset, scenarioId: data.scenarioId, own: undefined },
      resolved: data.resolved,
    };
  }
  const own = given.gpu_model !== undefined || given.gpu_count !== undefined ||
    given.machine_power !== undefined;
  const key = JSON.stringify([
    ...CHOICE_PARAMETERS.map((n) => given[n] ?? null),
    own ? given.purchase_price ?? null : null,
  ]);
  const kept = chosenCache.get(data);
  if (kept?.key === key) return kept.chosen;
  const chosen = chooseCase(data.dataset, data.scenarioId, given, {
    describe: caseDescriber(data.money.lang),
  });
  chosenCache.set(data, { key, chosen });
  return chosen;
}

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
    results: scenarioResults(opened.applied),
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
 * The machine and offering a case owns and rents, named in the page's language: what a figure is
 * measured against and what its charts are titled with.
 */
export interface CaseNames {
  /** The machine owned: its id and name. */
  machine: { id: string; name: string };
  /** The offering rented: its id and name ("AutoDL RTX 4090, 包月"). */
  offering: { id: string; name: string };
  /** The name of each offering of the case's options, by id. */
  offerings: ReadonlyMap<string, string>;
  /**
   * The work renting stands for: the machine's GPUs and the kind of work (`key`), named by the
   * machine; a rented figure of another case's work measures another work.
   */
  work: { key: string; name: string };
}

/** "AutoDL RTX 4090, monthly rental (包月)": an offering named by provider, GPUs and pricing. */
export function offeringName(
  o: Pick<ResolvedScenario["offering"], "provider" | "gpuCount" | "gpuModel" | "pricingModel">,
  lang: Lang,
): string {
  const gpus = `${o.gpuCount > 1 ? `${o.gpuCount}× ` : ""}${o.gpuModel}`;
  return words(lang).whatIf.choice.offeringName(
    o.provider,
    gpus,
    pricingLabel(o.pricingModel, lang),
  );
}

/** The names of the machine and offerings of a resolved case, in `lang`. */
export function caseNames(applied: ResolvedScenario, lang: Lang): CaseNames {
  return {
    machine: { id: applied.hardware.id, name: applied.hardware.name },
    offering: { id: applied.offering.id, name: offeringName(applied.offering, lang) },
    offerings: new Map(applied.options.map((o) => [o.offering.id, offeringName(o.offering, lang)])),
    work: {
      key: `${applied.inputs.gpuCount}× ${applied.hardware.gpuModel}, ${applied.workload}`,
      name: applied.hardware.name,
    },
  };
}

/**
 * The figures the panel shows, in order: hours, break-even, TCO, present value, payback, monthly,
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
  return [
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
      ...money(tco.cloud.total, m),
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
      ...money(r.presentValue.tco.cloud, m),
    }, [...rented, at.years, at.discount]),
    figure({
      key: "payback",
      label: t.payback,
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
    cheapestFigure(r, m, at.hours, work),
  ];
}

/** The cheapest way at the case's hours: owning, or renting its cheapest offering, over the horizon. */
function cheapestFigure(
  r: ScenarioResults,
  m: Money,
  hours: FigureCondition,
  work: readonly FigureCondition[],
): Figure {
  const t = words(m.lang).whatIf.choice;
  const c = r.cheapest;
  const own = c.best === "own";
  const { text, value } = money(own ? c.ownCny : c.cheapest.totalCny, m);
  return {
    key: "cheapest",
    label: t.cheapest,
    plainLabel: t.cheapest,
    text: own
      ? t.cheapestOwn(text)
      : t.cheapestRent(optionLabel(c.cheapest.offering, m.lang), text),
    value,
    conditions: [hours, ...work],
  };
}

/** The hours a month the monthly chart draws: 0 to 730 by 10, as notebook 04. */
const CHART_HOURS = Array.from({ length: 74 }, (_, i) => i * 10);

/** What the page's two charts are drawn from: each builder's arguments, the document aside. */
export interface ChartInputs {
  /** The cumulative-cost chart's points and options. */
  cumulative: {
    points: CumulativePoint[];
    options: Omit<Parameters<typeof cumulativeCostChart>[1], "document">;
  };
  /** The monthly-cost chart's lines and options. */
  monthly: {
    lines: MonthlyLine[];
    options: Omit<Parameters<typeof monthlyCostChart>[1], "document">;
  };
}

/**
 * The inputs of the cumulative-cost and monthly-cost charts of `applied`, titled with the case's
 * machine and offering in the page's language.
 */
export function chartInputsOf(
  applied: ResolvedScenario,
  results: ScenarioResults,
  m: Money,
): ChartInputs {
  const x = applied.inputs;
  const months = Math.max(1, results.paybackLastMonthSearched);
  const t = words(m.lang).whatIf.chart;
  const names = caseNames(applied, m.lang);
  const own = ownMonthlyLine(x);
  const renting = applied.options.map((o) => cloudMonthlyLine(x, o));
  return {
    cumulative: {
      points: cumulativeCosts(x, months),
      options: {
        money: m,
        payback: results.payback,
        paybackNetOfResale: results.paybackNetOfResale,
        resaleHaircut: x.resaleHaircut,
        hostShare: x.hostShareCny,
        title: t.cumulative(names.machine.name, names.offering.name, m.currency),
      },
    },
    monthly: {
      lines: [own, ...renting],
      options: {
        crossings: crossovers(own, renting),
        money: m,
        gpuModel: applied.offering.gpuModel,
        title: t.monthly(names.machine.name, applied.offering.gpuModel, m.currency),
        hours: CHART_HOURS,
      },
    },
  };
}

/**
 * A chart's inputs as text: equal texts draw the same chart. Numbers that JSON would write as
 * `null` (NaN, ±Infinity) are written as themselves, so that they differ from each other.
 */
export function chartKey(inputs: ChartInputs[keyof ChartInputs]): string {
  return JSON.stringify(
    inputs,
    (_, v) => typeof v === "number" && !Number.isFinite(v) ? String(v) : v,
  );
}

/** The cumulative-cost chart of the reports, drawn in `document` (a server-side one if not given). */
export function cumulativeChartOf(inputs: ChartInputs, document?: Document): Html {
  const { points, options } = inputs.cumulative;
  return cumulativeCostChart(points, { ...options, document });
}

/** The monthly-cost chart of the reports, drawn in `document` (a server-side one if not given). */
export function monthlyChartOf(inputs: ChartInputs, document?: Document): Html {
  const { lines, options } = inputs.monthly;
  return monthlyCostChart(lines, { ...options, document });
}

/**
 * The cumulative-cost and monthly-cost charts of `applied`, drawn by the reports' builders
 * (HTML of a captioned figure each).
 */
export function chartsOf(
  applied: ResolvedScenario,
  results: ScenarioResults,
  m: Money,
): { cumulative: string; monthly: string } {
  const inputs = chartInputsOf(applied, results, m);
  return { cumulative: cumulativeChartOf(inputs).html, monthly: monthlyChartOf(inputs).html };
}
