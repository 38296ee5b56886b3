/**
 * The script of the what-if page, bundled at build time into one inline classic script: it reads
 * the scenario the build wrote into the page (`#whatif-data`), builds a control for each number
 * parameter (`control_rows.ts`; spot's shown while spot is in play in the case), and on every
 * change recomputes with the model (`figures.ts`) and redraws the two charts with the reports'
 * builders. Above the controls, the reader's choices of rows (`case_panel.ts`: machine or an own
 * one, site, offering, job) make the case the model computes, with the job's ranking
 * (`job_table.ts`, the rows of `calc --job`); "Compare" keeps case A beside the case changed (B),
 * each with its own figures (`compare.ts`); two buttons copy the case as a parameters file or as
 * scenario rows (`lib/scenario/case_rows.ts`, `copy_box.ts`). The state (numbers, choices, case A
 * as `a.NAME`) lives in the URL's hash (`hash.ts`), written at most ten times a second.
 *
 * Text from the data reaches the page through `textContent` only. The builders draw the charts
 * in this document and hand back their elements (their text set as text, their inline styles
 * through the CSSOM, which the page's Content-Security-Policy allows, never as markup); a chart
 * whose inputs did not change is not drawn again.
 *
 * Each concern has its module: what the page shows for its state (`page_view.ts`), showing it
 * (`page_render.ts`), the buttons (`page_buttons.ts`); this one wires them to the reader's
 * events and the address. Each update is timed as the `whatif-update` performance measure
 * (`bench/whatif_bench.ts`).
 *
 * @module
 */
/// <reference lib="dom" />
import {
  type Control,
  controlsFor,
  readControl,
  readHash,
  slidBack,
  writeHash,
} from "./controls.ts";
import {
  caseParametersOf,
  computeWhatIf,
  readWhatIfData,
  TERMS,
  type WhatIfChoices,
  type WhatIfData,
} from "./figures.ts";
import { words } from "../words/messages.ts";
import { sayRefusal } from "./refusals.ts";
import { type CasePanel, casePanel } from "./case_panel.ts";
import type { ParameterValues } from "../params.ts";
import { DEFAULT_LANG, type Lang } from "../lang.ts";
import { OwnMachineError } from "../scenario/choices.ts";
import { sayError } from "../present/refusals.ts";
import { type ControlRow, controlRows, show } from "./control_rows.ts";
import { element } from "./dom.ts";
import { joinHash, splitHash } from "./hash.ts";
import { jobTable } from "./job_table.ts";
import { linkWriter } from "./link.ts";
import { readWorkLink } from "./work.ts";
import { type WorkPanel, workPanel } from "./work_panel.ts";
import { workTable } from "./work_table.ts";
import { type PageButtons, pageButtons } from "./page_buttons.ts";
import { builtState, computeView, type PageState, type PageView } from "./page_view.ts";
import { adoptChartStyles, type PageParts, showView } from "./page_render.ts";
import { type TermsPanel, termsPanel } from "./terms_panel.ts";
import { readTerms } from "./terms.ts";
import { afterTaxBlock } from "./after_tax_block.ts";
import { sobolBlock } from "./sobol_block.ts";
import { portfolioBlock } from "./portfolio_block.ts";

/** The choices without the terms (`TERMS`: the buyer, owned, financing), or only the terms. */
function splitTerms(choices: WhatIfChoices): { rows: WhatIfChoices; terms: WhatIfChoices } {
  const rows: WhatIfChoices = {}, terms: WhatIfChoices = {};
  for (const [name, value] of Object.entries(choices)) {
    ((TERMS as readonly string[]).includes(name) ? terms : rows)[name] = value;
  }
  return { rows, terms };
}

/** The page's elements the build wrote: its data, the panel and where the figures go. */
function pageElements() {
  const source = document.getElementById("whatif-data");
  const panel = document.getElementById("whatif-panel");
  const table = document.getElementById("whatif-figures");
  const answerTable = document.getElementById("whatif-answer-figures");
  const cumulativeBox = document.getElementById("whatif-cumulative");
  const monthlyBox = document.getElementById("whatif-monthly");
  if (!source || !panel || !table || !answerTable || !cumulativeBox || !monthlyBox) {
    return undefined;
  }
  return { source, panel, table, answerTable, cumulativeBox, monthlyBox };
}

/** The controls of the page: every number parameter's (a count of GPUs moving by whole GPUs). */
function pageControls(data: WhatIfData): Control[] {
  const built = computeWhatIf(data, {});
  // every number parameter's control; spot's are shown while spot is in play in the case
  return controlsFor(built.applied, data.built, data.money);
}

/** The page's state and the parts its handlers read and change. */
interface Page {
  data: WhatIfData;
  controls: Control[];
  lang: Lang;
  /** The reader's numbers, choices and case A. */
  state: PageState;
  /** Each control's elements, by its name. */
  inputs: Map<string, ControlRow>;
  choicePanel: CasePanel;
  terms: TermsPanel;
  work: WorkPanel;
  /** Where the view is shown. */
  parts: PageParts;
  status: HTMLElement;
  /** Writes the state into the address (at most ten times a second). */
  writeLink: () => void;
}

/** The page's elements found, its data read: the controls and panels made and wired, then the state of the link shown. */
function main(): void {
  const found = pageElements();
  if (!found) return;
  const data = readWhatIfData(found.source.textContent ?? "{}");
  adoptChartStyles(document);
  const page = buildPage(data, found);
  found.panel.hidden = false;
  document.getElementById("whatif-nojs")?.setAttribute("hidden", "");
  addEventListener("hashchange", () => fromHash(page));
  fromHash(page);
}

/** The choices' panels, the work, the controls and the buttons in the panel, wired to the page. */
function buildPage(data: WhatIfData, found: NonNullable<ReturnType<typeof pageElements>>): Page {
  const controls = pageControls(data);
  const lang = data.money.lang;
  const state: PageState = builtState();
  // the handlers below run on the reader's events, once `page` (at the end) is made
  const status = element(document, "p", { id: "whatif-status", className: "whatif-status" });
  status.setAttribute("role", "status");
  const { list, rows: inputs } = controlRows(controls, lang, document, {
    slide: (c, value) => slide(page, c, value),
    type: (c, text) => accept(page, c.name, text),
  });
  // the rows chosen and the terms are one set of choices, each panel changing its own part
  const choicePanel: CasePanel = casePanel(data, document, (next) => {
    state.choices = { ...splitTerms(next).rows, ...splitTerms(state.choices).terms };
    update(page);
  });
  const terms: TermsPanel = termsPanel(data, document, (next) => {
    state.choices = { ...splitTerms(state.choices).rows, ...next };
    update(page);
  });
  // the work: its fields in its own section, not among the sliders; priced below the figures
  const work: WorkPanel = workPanel(data, document, () => update(page));
  const buttons = pageButtons(data, document, {
    reset: () => reset(page),
    compare: () => compare(page),
    caseParameters: () => caseParameters(page),
  });
  found.panel.append(
    choicePanel.element,
    terms.element,
    work.element,
    list,
    buttons.element,
    buttons.copied,
    status,
  );
  const parts = figureParts(data, found, { buttons, status, inputs });
  const writeLink = linkWriter(() =>
    joinHash(writeHash(state.values, controls), state.choices, state.caseA, work.state())
  );
  const page: Page = {
    data,
    controls,
    lang,
    state,
    inputs,
    choicePanel,
    terms,
    work,
    parts,
    status,
    writeLink,
  };
  return page;
}

/** Where the figures, the tables of the work and the job, and case A's chart go, placed in the page. */
function figureParts(
  data: WhatIfData,
  found: NonNullable<ReturnType<typeof pageElements>>,
  made: { buttons: PageButtons; status: HTMLElement; inputs: Map<string, ControlRow> },
): PageParts {
  const { table, answerTable, cumulativeBox, monthlyBox } = found;
  const parts: PageParts = {
    table,
    answerTable,
    cumulativeBox,
    monthlyBox,
    cumulativeA: element(document, "div", { id: "whatif-cumulative-a" }),
    compareBox: element(document, "section", { id: "whatif-ab", className: "whatif-ab" }),
    compare: made.buttons.compare,
    status: made.status,
    job: jobTable(data.money, document),
    workResult: workTable(data.money, document),
    inputs: made.inputs,
    afterTax: afterTaxBlock(data.money, document),
    owned: document.getElementById("whatif-owned-line"),
    sobol: sobolBlock(data.money, document),
    portfolio: portfolioBlock(data.money, document),
  };
  table.after(
    parts.afterTax.element,
    parts.portfolio.element,
    parts.compareBox,
    parts.workResult.element,
    parts.job.element,
  );
  cumulativeBox.after(parts.cumulativeA);
  monthlyBox.after(parts.sobol.element);
  return parts;
}

/** A slider moved to `value`: back to where the build has it, no change (a typed value is one). */
function slide(page: Page, c: Control, value: string): void {
  const { state, inputs } = page;
  const back = slidBack(c, value, state.values);
  const { box, error } = inputs.get(c.name)!;
  if (back !== undefined) {
    state.values = back;
    box.value = show(c.built);
    clearError({ box, error });
    update(page, { keepBox: c.name });
    return;
  }
  box.value = value;
  accept(page, c.name, value);
}

/** _Reset_: the build's case again. */
function reset(page: Page): void {
  const { state } = page;
  state.values = {};
  state.choices = {};
  state.caseA = undefined;
  page.choicePanel.show(state.choices);
  page.terms.show(state.choices);
  page.work.show(undefined);
  page.parts.portfolio.reset();
  clearErrors(page);
  update(page);
}

/** _Compare_: the case shown kept as case A, or case A dropped. */
function compare(page: Page): void {
  const { state } = page;
  state.caseA = state.caseA ? undefined : {
    values: { ...state.values },
    choices: { ...state.choices },
    work: page.work.state(),
  };
  state.drawnA = "";
  update(page);
}

/**
 * Every parameter of the case shown: the build's, the reader's (the work's included), the
 * scenario and the currency.
 */
function caseParameters(page: Page): ParameterValues {
  const { data, lang, state } = page;
  return {
    ...(lang === DEFAULT_LANG ? {} : { lang }),
    ...caseParametersOf(data, state.values, state.choices, page.work.parameters()),
  };
}

/** The reader typed or slid `text` into `name`: checked as `-p` checks it, then applied. */
function accept(page: Page, name: string, text: string): void {
  const { state } = page;
  const { box, error } = page.inputs.get(name)!;
  if (text.trim() === "") {
    delete state.values[name];
    clearError({ box, error });
    update(page, { keepBox: name });
    return;
  }
  const read = readControl(name, text);
  if (!read.ok) {
    error.textContent = sayRefusal(read.refusal, page.lang);
    box.setAttribute("aria-invalid", "true");
    return;
  }
  clearError({ box, error });
  state.values = { ...state.values, [name]: read.value };
  update(page, { keepBox: name });
}

/** The state of the address shown: its numbers, terms, rows, work and case A, each refusal said. */
function fromHash(page: Page): void {
  const { data, controls, state } = page;
  const split = splitHash(location.hash);
  const { values: read, refusals } = readHash(split.numbers, controls);
  state.values = read;
  // the terms read as -p reads them (a buyer of buyers.csv, owned true or false, cash, loan or
  // lease); the rows chosen are refused by the case, at their controls
  const chosen = readTerms(split.choices, data.dataset);
  state.choices = chosen.choices;
  const a = split.a === undefined ? undefined : readHash(split.a.numbers, controls);
  const choicesA = split.a === undefined ? undefined : readTerms(split.a.choices, data.dataset);
  // a work stated in the link, its values read as -p reads them; none: the build's
  const linked = readWorkLink(split.work, data.dataset);
  const readA = split.a === undefined ? undefined : readWorkLink(split.a.work, data.dataset);
  state.caseA = a === undefined ? undefined : {
    values: a.values,
    choices: choicesA!.choices,
    work: Object.keys(split.a!.work).length === 0 ? undefined : readA!.state,
  };
  state.drawnA = "";
  page.choicePanel.show(state.choices);
  page.terms.show(state.choices);
  page.work.show(Object.keys(split.work).length === 0 ? undefined : linked.state, linked.refusals);
  clearErrors(page);
  update(page, {
    refused: [
      ...refusals,
      ...chosen.refusals,
      ...linked.refusals,
      ...(a?.refusals ?? []),
      ...(choicesA?.refusals ?? []),
      ...(readA?.refusals ?? []),
    ].map((r) => sayRefusal(r, page.lang)),
  });
}

/** Every control's refusal cleared. */
function clearErrors(page: Page): void {
  for (const row of page.inputs.values()) clearError(row);
}

/** Recomputes, writes the figures, redraws the charts, shows the controls' values and the hash. */
function update(
  page: Page,
  { keepBox, refused = [] }: { keepBox?: string; refused?: string[] } = {},
): void {
  const { data, state, choicePanel, terms, work } = page;
  performance.mark("whatif-start");
  const asked = work.parameters();
  let view: PageView;
  try {
    view = computeView(data, state, asked, {
      document,
      accepted: () => {
        choicePanel.accepted();
        terms.accepted();
      },
    });
  } catch (error) {
    const e = error as Error;
    if (choicePanel.refuse(e) || terms.refuse(e) || work.refuse(e)) return;
    page.status.textContent = cannotCompute(error, page.lang);
    return;
  }
  const changed = Object.keys(state.values).length + Object.keys(state.choices).length +
    Object.keys(asked ?? {}).length;
  showView(view, state, {
    data,
    controls: page.controls,
    parts: page.parts,
    document,
    keepBox,
    refused,
    changed,
  });
  page.writeLink();
  void page.parts.table.offsetHeight; // the layout the next frame needs, inside the measure
  performance.measure("whatif-update", "whatif-start");
}

/** Why the case shown cannot be computed, in `lang`: an own machine no row prices, or the error worded. */
function cannotCompute(error: unknown, lang: Lang): string {
  const t = words(lang).whatIf;
  return error instanceof OwnMachineError
    ? t.cannotPriceOwn(
      `${error.unpriced.gpuCount}× ${error.unpriced.gpuModel}`,
      error.unpriced.machineCounts.length === 0 ? null : error.unpriced.machineCounts.join(", "),
    )
    : t.cannotCompute(sayError(error, lang) ?? (error as Error).message);
}

/** A control's refusal cleared. */
function clearError({ box, error }: Pick<ControlRow, "box" | "error">): void {
  error.textContent = "";
  box.removeAttribute("aria-invalid");
}

main();
