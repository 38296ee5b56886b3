/**
 * The what-if page shows a {@linkcode PageView}: the figures, the job's ranking, the work's table,
 * case A beside case B while comparing, the charts drawn anew (their `<style>` rules moved into
 * one constructed style sheet, which the page's Content-Security-Policy allows), each control's
 * value (the reader's, else the case's or the build's) and the status line.
 *
 * @module
 */
/// <reference lib="dom" />
import type { SobolBlock } from "./sobol_block.ts";
import type { PortfolioBlock } from "./portfolio_block.ts";
import { builtValue, type Control, restsAt, shownValue } from "./controls.ts";
import type { WhatIfData } from "./figures.ts";
import { type Parameter, PARAMETERS } from "../params.ts";
import { words } from "../words/messages.ts";
import { compareFigures, comparisonTable } from "./compare.ts";
import { type ControlRow, show } from "./control_rows.ts";
import { element } from "./dom.ts";
import { writeFigures } from "./figure_table.ts";
import { isAnswerFigure } from "./figures.ts";
import type { JobTable } from "./job_table.ts";
import type { WorkTable } from "./work_table.ts";
import { type AfterTaxBlock, sayOwned } from "./after_tax_block.ts";
import type { PageState, PageView } from "./page_view.ts";

/** Each parameter's record by its name. */
const PARAMETER_BY_NAME: ReadonlyMap<string, Parameter> = new Map(
  PARAMETERS.map((p) => [p.name, p]),
);

const sheet = new CSSStyleSheet();
const sheetTexts: string[] = [];

/** Lets `document` apply the styles of the charts the page draws. */
export function adoptChartStyles(document: Document): void {
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/**
 * A chart drawn in this document, ready to insert: its `<style>` elements (Plot's class-scoped
 * rules) moved into one constructed style sheet. Its other styles were set through the CSSOM.
 */
function withStylesMoved(chart: Element): Element {
  for (const style of Array.from(chart.querySelectorAll("style"))) {
    const text = style.textContent ?? "";
    if (!sheetTexts.includes(text)) {
      sheetTexts.push(text);
      sheet.replaceSync(sheetTexts.join("\n"));
    }
    style.remove();
  }
  return chart;
}

/** The parts of the page an update writes. */
export interface PageParts {
  /** The figures' table. */
  table: HTMLElement;
  /** The answer's table, beside the controls (`#whatif-answer-figures`). */
  answerTable: HTMLElement;
  /** Where the cumulative-cost chart is drawn, and case A's below it. */
  cumulativeBox: HTMLElement;
  /** Case A's cumulative-cost chart while comparing. */
  cumulativeA: HTMLElement;
  /** Where the monthly-cost chart is drawn. */
  monthlyBox: HTMLElement;
  /** Case A beside case B while comparing. */
  compareBox: HTMLElement;
  /** The "Compare" button, its words saying what a press does. */
  compare: HTMLElement;
  /** The status line. */
  status: HTMLElement;
  /** The job's ranking. */
  job: JobTable;
  /** What the work costs every way. */
  workResult: WorkTable;
  /** Each control's row by its parameter's name. */
  inputs: Map<string, ControlRow>;
  /** The after-tax block below the figures. */
  afterTax: AfterTaxBlock;
  /** The headline's line of a machine already owned (`#whatif-owned-line`), when the page has it. */
  owned: HTMLElement | null;
  /** The Sobol' indices below the charts, computed once the controls rest. */
  sobol: SobolBlock;
  /** The fleet as a portfolio, below the after-tax block, with its tier sizes as controls. */
  portfolio: PortfolioBlock;
}

/**
 * Writes `view` into the page and records the charts drawn in `state`.
 *
 * @param options.keepBox the control the reader is typing in, whose box is left as typed
 * @param options.refused the values left out of the link, worded, for the status line
 * @param options.changed how many parameters and choices the reader set
 */
export function showView(
  view: PageView,
  state: PageState,
  { data, controls, parts, document, keepBox, refused, changed }: {
    data: WhatIfData;
    controls: readonly Control[];
    parts: PageParts;
    document: Document;
    keepBox?: string;
    refused: readonly string[];
    changed: number;
  },
): void {
  const lang = data.money.lang;
  const t = words(lang).whatIf;
  // the answer beside the controls, the other figures below them
  writeFigures(
    parts.answerTable.querySelector("tbody")!,
    view.figures.filter(isAnswerFigure),
    document,
  );
  writeFigures(
    parts.table.querySelector("tbody")!,
    view.figures.filter((f) => !isAnswerFigure(f)),
    document,
  );
  parts.afterTax.write(view.afterTax.view, view.afterTax.preTaxBreakEven);
  parts.portfolio.write(view.portfolio);
  if (parts.owned) {
    const owned = sayOwned(view.afterTax.view, data.money);
    if (parts.owned.textContent !== owned) parts.owned.textContent = owned;
    parts.owned.hidden = owned === "";
  }
  parts.job.write(view.ranking);
  parts.workResult.write(view.priced, view.workNames);
  parts.compareBox.replaceChildren(
    ...(view.figuresA === undefined ? [] : [
      element(document, "p", { textContent: t.choice.comparing }),
      comparisonTable(compareFigures(view.figuresA, view.figures, lang), lang, document),
    ]),
  );
  if (!state.caseA) parts.cumulativeA.replaceChildren();
  else if (view.chartA) {
    const caption = element(document, "h3", { textContent: t.choice.chartA });
    parts.cumulativeA.replaceChildren(caption, withStylesMoved(view.chartA));
  }
  parts.compare.textContent = state.caseA ? t.choice.stopCompare : t.choice.compare;
  if (view.charts.cumulative) {
    parts.cumulativeBox.replaceChildren(withStylesMoved(view.charts.cumulative));
  }
  if (view.charts.monthly) parts.monthlyBox.replaceChildren(withStylesMoved(view.charts.monthly));
  parts.sobol.write(view.sensitivity);
  state.drawn = view.keys;
  showControls(view, state, { data, controls, inputs: parts.inputs, keepBox });
  parts.status.textContent = refused.length > 0
    ? t.leftOut(refused.join(words(lang).common.semicolon))
    : changed === 0
    ? t.showingBuilt
    : t.showingChanged(changed);
}

/**
 * Shows each control's value: the reader's, else (with rows chosen or a work setting the hours)
 * the case's, else the build's; spot's controls while spot is in play.
 */
function showControls(
  view: PageView,
  state: PageState,
  { data, controls, inputs, keepBox }: {
    data: WhatIfData;
    controls: readonly Control[];
    inputs: Map<string, ControlRow>;
    keepBox?: string;
  },
): void {
  for (const c of controls) {
    const { row, slider, box } = inputs.get(c.name)!;
    // spot's controls while spot is in play, an owned machine's age while it is owned, the
    // loan's terms while it is financed; a value typed stays in the case and the link
    // and no schedule while a work is the demand: the work's hours are its own
    const shown = (c.spot ? view.spot : c.appliesWith === undefined || view.terms[c.appliesWith]) &&
      !(view.workSetsHours && c.schedule);
    if (row.hidden === shown) row.hidden = !shown;
    // with rows chosen, a value the reader did not set is the case's (the chosen site's tariff)
    const follows = c.followsCase || view.workSetsHours && c.schedule;
    const v = state.caseApplied && state.values[c.name] === undefined && follows
      ? builtValue(PARAMETER_BY_NAME.get(c.name)!, state.caseApplied, data.built, data.money)
      : shownValue(c, state.values, data.built);
    if (c.name !== keepBox && box.value !== show(v)) box.value = show(v);
    // without a value (spot's rate as the scenario), where the slider rests as built
    const at = String(v ?? restsAt(c));
    if (slider.value !== at) slider.value = at;
    box.classList.toggle("whatif-changed", state.values[c.name] !== undefined);
  }
}
