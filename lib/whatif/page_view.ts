/**
 * What the what-if page shows for its state ({@linkcode PageState}: the reader's values, choices,
 * case A): the case computed with them and the work asked, its figures, its job's ranking
 * (`calc --job`'s rows), the work priced every way, the fleet as a portfolio (`calc`'s, its last
 * optimum kept while the demand and the tiers are unchanged), case A's figures when comparing, and
 * each chart whose inputs changed drawn anew in the page's document. No event handling and no writing to the
 * page: `page_render.ts` shows the {@linkcode PageView}.
 *
 * The steps are timed as the `whatif-compute`, `whatif-charts`, `whatif-work`, `whatif-job` and
 * `whatif-portfolio` performance measures, from the `whatif-start` mark of the update.
 *
 * @module
 */
/// <reference lib="dom" />
import type { WhatIfValues } from "./controls.ts";
import { spotInPlay } from "./controls.ts";
import { chartElement } from "../present/chart_kinds.ts";
import {
  caseNames,
  chartInputsOf,
  chartKey,
  computeWhatIf,
  cumulativeChartOf,
  type Figure,
  figuresOf,
  jobOfCase,
  monthlyChartOf,
  type WhatIfChoices,
  type WhatIfData,
} from "./figures.ts";
import type { ParameterValues } from "../params.ts";
import type { DatasetJobRanking } from "../scenario/jobs.ts";
import type { PageCase } from "./hash.ts";
import { priceWork, workNamesOf, workParameters, type WorkPriced } from "./work.ts";
import { type TermsInPlay, termsInPlay } from "./terms.ts";
import type { AfterTaxResults } from "../scenario/results.ts";
import type { BreakEven } from "../model/breakeven.ts";
import type { SobolCase } from "./sobol_block.ts";
import { type CasePortfolio, casePortfolio } from "../scenario/portfolio.ts";
import {
  optimalPortfolio,
  type PortfolioDemand,
  type PortfolioResult,
  type PortfolioTiers,
} from "../model/portfolio.ts";

/** The inputs of the two charts drawn ({@linkcode chartKey}): `""` until the first update. */
export interface DrawnCharts {
  /** The cumulative-cost chart's. */
  cumulative: string;
  /** The monthly-cost chart's. */
  monthly: string;
}

/** What the reader set on the page, and what the page drew last. */
export interface PageState {
  /** The number parameters the reader set, in the controls' units. */
  values: WhatIfValues;
  /** The reader's choices of rows (`machine`, `site`, `offering`, `job`, `gpu_model`). */
  choices: WhatIfChoices;
  /** Case A while comparing: the values and choices kept when the reader pressed "Compare". */
  caseA: PageCase | undefined;
  /** The case computed last when rows are chosen or a work is stated: the values its controls show. */
  caseApplied: ReturnType<typeof computeWhatIf>["applied"] | undefined;
  /** The inputs of the charts drawn. */
  drawn: DrawnCharts;
  /** Case A's chart drawn, by its case (`""`: none). */
  drawnA: string;
  /** The last portfolio's optimum, by its demand and tiers: a slider that moves neither reuses it. */
  optimum?: { key: string; result: PortfolioResult };
}

/** The state of a page as the build made it: nothing set, nothing drawn. */
export function builtState(): PageState {
  return {
    values: {},
    choices: {},
    caseA: undefined,
    caseApplied: undefined,
    drawn: { cumulative: "", monthly: "" },
    drawnA: "",
  };
}

/** What the page shows for a state. */
export interface PageView {
  /** The figures of the case. */
  figures: Figure[];
  /** The inputs of the charts of the case. */
  keys: DrawnCharts;
  /** Each chart drawn anew; left out when its inputs did not change. */
  charts: { cumulative?: Element; monthly?: Element };
  /** The ranking of the case's job, when it has one. */
  ranking: DatasetJobRanking | undefined;
  /** Case A's figures while comparing. */
  figuresA: Figure[] | undefined;
  /** Case A's cumulative chart, when drawn anew. */
  chartA: Element | undefined;
  /** Whether spot's inputs move a figure of the case (its controls are then shown). */
  spot: boolean;
  /** Whether the machine is owned and whether it is financed (their controls are then shown). */
  terms: TermsInPlay;
  /** The case's after-tax view, and its break-even before tax (in present value) beside it. */
  afterTax: { view: AfterTaxResults; preTaxBreakEven: BreakEven };
  /** The work priced every way, when one is stated. */
  priced: WorkPriced | undefined;
  /** Whether a work is the case's demand, its hours the case's (the schedule set nothing). */
  workSetsHours: boolean;
  /** The names the work's table uses: the case's machine and its overflow's offering. */
  workNames: { machine: string; overflow: string };
  /** What the Sobol' indices of the case are computed from, once the controls rest. */
  sensitivity: SobolCase;
  /**
   * The fleet as a portfolio for the demand profile the case names, as `calc` sizes it (CNY);
   * `null` for a case naming none, or stating a work.
   */
  portfolio: CasePortfolio | null;
}

/**
 * The portfolio of a computed case, as `calc` computes it (`calculate()`: none while a work is
 * stated), its optimum kept in `state` and reused while the demand and the tiers are unchanged.
 * Timed as the `whatif-portfolio` measure.
 */
export function portfolioOf(
  computed: Pick<ReturnType<typeof computeWhatIf>, "applied" | "work">,
  state: Pick<PageState, "optimum"> = {},
): CasePortfolio | null {
  if (computed.work !== undefined) return null;
  const start = performance.now();
  const solve = (demand: PortfolioDemand, tiers: PortfolioTiers) => {
    const key = JSON.stringify([demand, tiers]);
    if (state.optimum?.key !== key) {
      state.optimum = { key, result: optimalPortfolio(demand, tiers) };
    }
    return state.optimum.result;
  };
  const p = casePortfolio(computed.applied, { solve });
  performance.measure("whatif-portfolio", { start });
  return p;
}

/**
 * Computes what the page shows for `state` with the work `asked`; records in `state` the case
 * computed (`caseApplied`) and case A's chart drawn (`drawnA`).
 *
 * @param accepted called once the case is computed, before the rest (the case panel clears its
 *   refusals)
 * @throws what the model throws for the case (an own machine it cannot price, a work's field)
 */
export function computeView(
  data: WhatIfData,
  state: PageState,
  asked: ParameterValues | undefined,
  { document, accepted }: { document: Document; accepted: () => void },
): PageView {
  const lang = data.money.lang;
  const computed = computeWhatIf(data, state.values, state.choices, asked);
  const { applied, results } = computed;
  // a work is the case's demand: its hours are the case's, whatever the schedule (openCase())
  const workSetsHours = computed.work !== undefined;
  state.caseApplied = Object.keys(state.choices).length > 0 || computed.work !== undefined
    ? applied
    : undefined;
  accepted();
  const workStart = performance.now();
  const priced = priceWork(computed);
  if (priced) performance.measure("whatif-work", { start: workStart });
  const workNames = workNamesOf(computed, priced, lang);
  const figures = figuresOf(
    results,
    data.money,
    caseNames(applied, lang, { names: computed.dataset, work: computed.work }),
  );
  const jobStart = performance.now();
  const ranking = jobOfCase(data, computed, state.choices);
  if (ranking) performance.measure("whatif-job", { start: jobStart });
  const spot = spotInPlay(applied, ranking?.ranking.rows);
  let figuresA: Figure[] | undefined;
  let chartA: Element | undefined;
  if (state.caseA) {
    const caseA = state.caseA;
    const a = computeWhatIf(
      data,
      caseA.values,
      caseA.choices,
      caseA.work === undefined ? undefined : workParameters(caseA.work).parameters,
    );
    figuresA = figuresOf(
      a.results,
      data.money,
      caseNames(a.applied, lang, { names: a.dataset, work: a.work }),
    );
    const keyA = JSON.stringify(caseA);
    if (keyA !== state.drawnA) {
      chartA = chartElement(
        cumulativeChartOf(chartInputsOf(a.applied, a.results, data.money), document),
      );
      state.drawnA = keyA;
    }
  }
  const portfolio = portfolioOf(computed, state);
  const bad = figures.find((f) => f.value !== undefined && !Number.isFinite(f.value));
  if (bad) throw new RangeError(`${bad.label} is not a finite number`);
  performance.measure("whatif-compute", "whatif-start");
  const drawnFrom = chartInputsOf(applied, results, data.money);
  const keys = {
    cumulative: chartKey(drawnFrom.cumulative),
    monthly: chartKey(drawnFrom.monthly),
  };
  // a chart the change does not move (the discount rate moves neither) is left as it is
  const charts = {
    cumulative: keys.cumulative === state.drawn.cumulative
      ? undefined
      : chartElement(cumulativeChartOf(drawnFrom, document)),
    monthly: keys.monthly === state.drawn.monthly
      ? undefined
      : chartElement(monthlyChartOf(drawnFrom, document)),
  };
  performance.measure("whatif-charts", "whatif-start");
  return {
    figures,
    keys,
    charts,
    ranking,
    figuresA,
    chartA,
    spot,
    terms: termsInPlay(applied.inputs),
    afterTax: { view: results.afterTax, preTaxBreakEven: results.presentValue.breakEven },
    priced,
    workSetsHours,
    workNames,
    sensitivity: { inputs: applied.inputs, ranges: applied.ranges },
    portfolio,
  };
}
