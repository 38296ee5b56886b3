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
 * Each update is timed as the `whatif-update` performance measure (`bench/whatif_bench.ts`).
 *
 * @module
 */
/// <reference lib="dom" />
import {
  builtValue,
  type Control,
  controlsFor,
  readControl,
  readHash,
  shownValue,
  spotInPlay,
  type WhatIfValues,
  writeHash,
} from "./controls.ts";
import { chartElement } from "../present/chart_kinds.ts";
import {
  caseNames,
  caseParametersOf,
  chartInputsOf,
  chartKey,
  computeWhatIf,
  cumulativeChartOf,
  type Figure,
  figuresOf,
  jobOfCase,
  monthlyChartOf,
  offeringName,
  readWhatIfData,
  type WhatIfChoices,
} from "./figures.ts";
import { words } from "../words/messages.ts";
import { type Refusal, sayRefusal } from "./refusals.ts";
import { type CasePanel, casePanel } from "./case_panel.ts";
import { PARAMETERS, type ParameterValues } from "../params.ts";
import { DEFAULT_LANG } from "../words/lang.ts";
import { caseRows, caseRowsText, parametersYaml } from "../scenario/case_rows.ts";
import { OwnMachineError } from "../scenario/choices.ts";
import type { DatasetJobRanking } from "../scenario/jobs.ts";
import { compareFigures, comparisonTable } from "./compare.ts";
import { controlRows, show } from "./control_rows.ts";
import { copyBox } from "./copy_box.ts";
import { element as elementOf } from "./dom.ts";
import { joinHash, type PageCase, splitHash } from "./hash.ts";
import { jobTable } from "./job_table.ts";
import { writeFigures } from "./figure_table.ts";
import { linkWriter } from "./link.ts";
import { priceWork, readWorkLink, workParameters, type WorkPriced } from "./work.ts";
import { workPanel } from "./work_panel.ts";
import { workTable } from "./work_table.ts";

/** Each parameter's record by its name. */
const PARAMETER_BY_NAME = new Map(PARAMETERS.map((p) => [p.name, p]));

/** An element of the page's document (text as text). */
const element = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Parameters<typeof elementOf>[2] = {},
) => elementOf(document, tag, props);

const sheet = new CSSStyleSheet();
const sheetTexts: string[] = [];

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

function main(): void {
  const source = document.getElementById("whatif-data");
  const panel = document.getElementById("whatif-panel");
  const table = document.getElementById("whatif-figures");
  const cumulativeBox = document.getElementById("whatif-cumulative");
  const monthlyBox = document.getElementById("whatif-monthly");
  if (!source || !panel || !table || !cumulativeBox || !monthlyBox) return;
  const data = readWhatIfData(source.textContent ?? "{}");
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  const built = computeWhatIf(data, {});
  // every number parameter's control; spot's are shown while spot is in play in the case
  const controls: Control[] = controlsFor(built.applied, data.built, data.money);
  // a count of GPUs moves by whole GPUs
  for (const c of controls) if (c.name === "gpu_count") Object.assign(c, { step: 1, sliderMin: 1 });
  const t = words(data.money.lang).whatIf;
  const lang = data.money.lang;
  /** A refusal in the page's language. */
  const say = (r: Refusal) => sayRefusal(r, lang);
  let values: WhatIfValues = {};
  /** The case computed last when rows are chosen: the values its controls show. */
  let caseApplied: ReturnType<typeof computeWhatIf>["applied"] | undefined;
  /** The reader's choices of rows (`machine`, `site`, `offering`, `job`, `gpu_model`). */
  let choices: WhatIfChoices = {};
  /** Case A while comparing: the values and choices kept when the reader pressed "Compare". */
  let caseA: PageCase | undefined;
  /** The inputs of the charts drawn ({@linkcode chartKey}): none until the first update. */
  let drawn = { cumulative: "", monthly: "" };
  /** Case A's chart drawn, by its case. */
  let drawnA = "";

  const status = element("p", { id: "whatif-status", className: "whatif-status" });
  status.setAttribute("role", "status");
  const { list, rows: inputs } = controlRows(controls, lang, document, {
    slide(c, value) {
      // a slider moved back to where the build has it is no change (a typed value is one): the
      // hours a day slid back to 8 keep the scenario's schedule, they do not mean 8 h at full use.
      // "Back" within a millionth of a step: Chromium writes a range's value with 15 digits.
      const { [c.name]: _own, ...others } = values;
      const asBuilt = shownValue(c, others, data.built);
      const { box, error } = inputs.get(c.name)!;
      if (asBuilt !== undefined && Math.abs(Number(value) - asBuilt) <= c.step * 1e-6) {
        values = others;
        box.value = show(asBuilt);
        error.textContent = "";
        box.removeAttribute("aria-invalid");
        update({ keepBox: c.name });
        return;
      }
      box.value = value;
      accept(c.name, value);
    },
    type: (c, text) => accept(c.name, text),
  });
  const reset = element("button", { id: "whatif-reset", textContent: t.reset });
  reset.type = "button";
  reset.addEventListener("click", () => {
    values = {};
    choices = {};
    caseA = undefined;
    choicePanel.show(choices);
    work.show(undefined);
    clearErrors();
    update();
  });
  const choicePanel: CasePanel = casePanel(data, document, (next) => {
    choices = next;
    update();
  });
  // the work: its fields in its own section, not among the sliders; priced below the figures
  const work = workPanel(data, document, () => update());
  const workResult = workTable(data.money, document);
  const compare = element("button", { id: "whatif-compare", textContent: t.choice.compare });
  compare.type = "button";
  compare.addEventListener("click", () => {
    caseA = caseA
      ? undefined
      : { values: { ...values }, choices: { ...choices }, work: work.state() };
    drawnA = "";
    update();
  });
  const copyParameters = element("button", {
    id: "whatif-copy-parameters",
    textContent: t.choice.copyParameters,
  });
  copyParameters.type = "button";
  const copyRows = element("button", { id: "whatif-copy-rows", textContent: t.choice.copyRows });
  copyRows.type = "button";
  const copied = copyBox(lang, document);
  copyParameters.addEventListener("click", () => copied.copy(parametersYaml(caseParameters())));
  copyRows.addEventListener("click", () => {
    try {
      copied.copy(caseRowsText(caseRows(data.dataset, data.scenarioId, caseParameters())));
    } catch (error) {
      copied.copy((error as Error).message);
    }
  });
  const buttons = element("div", { className: "whatif-buttons" });
  buttons.append(reset, compare, copyParameters, copyRows);
  panel.append(choicePanel.element, work.element, list, buttons, copied.element, status);
  const job = jobTable(data.money, document);
  const compareBox = element("section", { id: "whatif-ab", className: "whatif-ab" });
  const cumulativeA = element("div", { id: "whatif-cumulative-a" });
  table.after(compareBox, workResult.element, job.element);
  cumulativeBox.after(cumulativeA);
  const writeLink = linkWriter(() =>
    joinHash(writeHash(values, controls), choices, caseA, work.state())
  );

  /**
   * Every parameter of the case shown: the build's, the reader's (the work's included), the
   * scenario and the currency.
   */
  function caseParameters(): ParameterValues {
    return {
      ...(lang === DEFAULT_LANG ? {} : { lang }),
      ...caseParametersOf(data, values, choices, work.parameters()),
    };
  }

  panel.hidden = false;
  document.getElementById("whatif-nojs")?.setAttribute("hidden", "");

  /** The reader typed or slid `text` into `name`: checked as `-p` checks it, then applied. */
  function accept(name: string, text: string): void {
    const { box, error } = inputs.get(name)!;
    if (text.trim() === "") {
      delete values[name];
      error.textContent = "";
      box.removeAttribute("aria-invalid");
      update({ keepBox: name });
      return;
    }
    const read = readControl(name, text);
    if (!read.ok) {
      error.textContent = say(read.refusal);
      box.setAttribute("aria-invalid", "true");
      return;
    }
    error.textContent = "";
    box.removeAttribute("aria-invalid");
    values = { ...values, [name]: read.value };
    update({ keepBox: name });
  }

  function fromHash(): void {
    const split = splitHash(location.hash);
    const { values: read, refusals } = readHash(split.numbers, controls);
    values = read;
    choices = split.choices;
    const a = split.a === undefined ? undefined : readHash(split.a.numbers, controls);
    // a work stated in the link, its values read as -p reads them; none: the build's
    const linked = readWorkLink(split.work, data.dataset);
    const readA = split.a === undefined ? undefined : readWorkLink(split.a.work, data.dataset);
    caseA = a === undefined ? undefined : {
      values: a.values,
      choices: split.a!.choices,
      work: Object.keys(split.a!.work).length === 0 ? undefined : readA!.state,
    };
    drawnA = "";
    choicePanel.show(choices);
    work.show(Object.keys(split.work).length === 0 ? undefined : linked.state, linked.refusals);
    clearErrors();
    update({
      refused: [...refusals, ...linked.refusals, ...(a?.refusals ?? []), ...(readA?.refusals ?? [])]
        .map(say),
    });
  }

  function clearErrors(): void {
    for (const { box, error } of inputs.values()) {
      error.textContent = "";
      box.removeAttribute("aria-invalid");
    }
  }

  /** Recomputes, writes the figures, redraws the charts, shows the controls' values and the hash. */
  function update({ keepBox, refused = [] }: { keepBox?: string; refused?: string[] } = {}) {
    performance.mark("whatif-start");
    let figures: Figure[];
    let keys: typeof drawn;
    let charts: { cumulative?: Element; monthly?: Element };
    let ranking: DatasetJobRanking | undefined;
    let figuresA: Figure[] | undefined;
    let chartA: Element | undefined;
    let spot: boolean;
    let priced: WorkPriced | undefined;
    let workSetsHours = false;
    let workNames = { machine: "", overflow: "" };
    const asked = work.parameters();
    try {
      const computed = computeWhatIf(data, values, choices, asked);
      const { applied, results } = computed;
      // the hours a day are the work's unless the schedule is set (openCase())
      const given = caseParametersOf(data, values, choices, asked);
      workSetsHours = computed.work !== undefined && !SCHEDULE.some((n) => given[n] !== undefined);
      caseApplied = Object.keys(choices).length > 0 || computed.work !== undefined
        ? applied
        : undefined;
      choicePanel.accepted();
      const workStart = performance.now();
      priced = priceWork(computed);
      if (priced) performance.measure("whatif-work", { start: workStart });
      workNames = {
        machine: applied.hardware.name,
        overflow: applied.overflow ? offeringName(applied.overflow.offering, lang) : "",
      };
      figures = figuresOf(results, data.money, caseNames(applied, lang));
      const jobStart = performance.now();
      ranking = jobOfCase(data, computed, choices);
      if (ranking) performance.measure("whatif-job", { start: jobStart });
      spot = spotInPlay(applied, ranking?.ranking.rows);
      if (caseA) {
        const a = computeWhatIf(
          data,
          caseA.values,
          caseA.choices,
          caseA.work === undefined ? undefined : workParameters(caseA.work).parameters,
        );
        figuresA = figuresOf(a.results, data.money, caseNames(a.applied, lang));
        const keyA = JSON.stringify(caseA);
        if (keyA !== drawnA) {
          chartA = chartElement(
            cumulativeChartOf(chartInputsOf(a.applied, a.results, data.money), document),
          );
          drawnA = keyA;
        }
      }
      const bad = figures.find((f) => f.value !== undefined && !Number.isFinite(f.value));
      if (bad) throw new RangeError(`${bad.label} is not a finite number`);
      performance.measure("whatif-compute", "whatif-start");
      const drawnFrom = chartInputsOf(applied, results, data.money);
      keys = { cumulative: chartKey(drawnFrom.cumulative), monthly: chartKey(drawnFrom.monthly) };
      // a chart the change does not move (the discount rate moves neither) is left as it is
      charts = {
        cumulative: keys.cumulative === drawn.cumulative
          ? undefined
          : chartElement(cumulativeChartOf(drawnFrom, document)),
        monthly: keys.monthly === drawn.monthly
          ? undefined
          : chartElement(monthlyChartOf(drawnFrom, document)),
      };
      performance.measure("whatif-charts", "whatif-start");
    } catch (error) {
      if (choicePanel.refuse(error as Error) || work.refuse(error as Error)) return;
      status.textContent = error instanceof OwnMachineError
        ? t.cannotPriceOwn(
          `${error.unpriced.gpuCount}× ${error.unpriced.gpuModel}`,
          error.unpriced.machineCounts.length === 0
            ? null
            : error.unpriced.machineCounts.join(", "),
        )
        : t.cannotCompute((error as Error).message);
      return;
    }
    writeFigures(table!.querySelector("tbody")!, figures, document);
    job.write(ranking);
    workResult.write(priced, { ...workNames, setsHours: workSetsHours });
    compareBox.replaceChildren(
      ...(figuresA === undefined ? [] : [
        element("p", { textContent: t.choice.comparing }),
        comparisonTable(compareFigures(figuresA, figures, lang), lang, document),
      ]),
    );
    if (!caseA) cumulativeA.replaceChildren();
    else if (chartA) {
      const caption = element("h3", { textContent: t.choice.chartA });
      cumulativeA.replaceChildren(caption, withStylesMoved(chartA));
    }
    compare.textContent = caseA ? t.choice.stopCompare : t.choice.compare;
    if (charts.cumulative) cumulativeBox!.replaceChildren(withStylesMoved(charts.cumulative));
    if (charts.monthly) monthlyBox!.replaceChildren(withStylesMoved(charts.monthly));
    drawn = keys;
    for (const c of controls) {
      const { row, slider, box } = inputs.get(c.name)!;
      // spot's controls while spot is in play; a value typed stays in the case and the link
      if (c.spot && row.hidden === spot) row.hidden = !spot;
      // with rows chosen, a value the reader did not set is the case's (the chosen site's tariff)
      const follows = FOLLOW_CASE.includes(c.name) || workSetsHours && SCHEDULE.includes(c.name);
      const v = caseApplied && values[c.name] === undefined && follows
        ? builtValue(PARAMETER_BY_NAME.get(c.name)!, caseApplied, data.built, data.money)
        : shownValue(c, values, data.built);
      if (c.name !== keepBox && box.value !== show(v)) box.value = show(v);
      if (v !== undefined && slider.value !== String(v)) slider.value = String(v);
      box.classList.toggle("whatif-changed", values[c.name] !== undefined);
    }
    const changed = Object.keys(values).length + Object.keys(choices).length +
      Object.keys(asked ?? {}).length;
    status.textContent = refused.length > 0
      ? t.leftOut(refused.join(words(lang).common.semicolon))
      : changed === 0
      ? t.showingBuilt
      : t.showingChanged(changed);
    writeLink();
    void table!.offsetHeight; // the layout the next frame needs, inside the measure
    performance.measure("whatif-update", "whatif-start");
  }

  addEventListener("hashchange", fromHash);
  fromHash();
}

/** The parts of the schedule: a work sets them (its hours every day at full use) unless one is given. */
const SCHEDULE = ["hours_per_day", "days_per_week", "utilization"];

/** The controls whose value a chosen machine, site or offering sets: they show the case's. */
const FOLLOW_CASE = [
  "gpu_count",
  "machine_power",
  "purchase_price",
  "electricity_price",
  "labour_rate",
  "cloud_price",
  "cloud_price_change",
  "cloud_speed",
  "residual_fraction",
  "resale_haircut",
];

main();
