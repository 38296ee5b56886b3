/**
 * The script of the what-if page, bundled at build time into one inline classic script: it reads
 * the scenario the build wrote into the page (`#whatif-data`), builds a control for each number
 * parameter, and on every change recomputes with the model (`figures.ts`) and redraws the two
 * charts with the reports' builders. Above the controls, the reader's choices of rows
 * (`case_panel.ts`: machine or an own one, site, offering, job) make the case the model computes,
 * with the job's ranking; "Compare" keeps case A beside the case changed (B); two buttons copy the
 * case as a parameters file or as scenario rows (`lib/scenario/case_rows.ts`). The state (numbers,
 * choices, case A as `a.NAME`) lives in the URL's hash, written at most ten times a second.
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
  type WhatIfValues,
  writeHash,
} from "./controls.ts";
import { chartElement } from "../present/chart_kinds.ts";
import {
  chartInputsOf,
  chartKey,
  CHOICES,
  computeWhatIf,
  cumulativeChartOf,
  type Figure,
  figuresOf,
  jobOfCase,
  monthlyChartOf,
  readWhatIfData,
  type WhatIfChoices,
} from "./figures.ts";
import { words } from "../words/messages.ts";
import { type Refusal, sayRefusal, unitIn } from "./refusals.ts";
import { type CasePanel, casePanel } from "./case_panel.ts";
import { formatNumber } from "../present/format.ts";
import { PARAMETERS, type ParameterValues } from "../params.ts";
import { DEFAULT_LANG } from "../words/lang.ts";
import { caseRows, caseRowsText, parametersYaml } from "../scenario/case_rows.ts";
import type { DatasetJobRanking } from "../scenario/jobs.ts";

/** Each parameter's record by its name. */
const PARAMETER_BY_NAME = new Map(PARAMETERS.map((p) => [p.name, p]));

/** A number as a control shows it: at most six significant digits, no float noise. */
function show(value: number | undefined): string {
  return value === undefined ? "" : String(Number(value.toPrecision(6)));
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<"className" | "textContent" | "id" | "htmlFor", string>> = {},
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  Object.assign(e, props);
  return e;
}

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

/** The least time between two writes of the link, ms. */
const LINK_EVERY_MS = 100;

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
  let caseA: { values: WhatIfValues; choices: WhatIfChoices } | undefined;
  /** The inputs of the charts drawn ({@linkcode chartKey}): none until the first update. */
  let drawn = { cumulative: "", monthly: "" };

  const status = element("p", { id: "whatif-status", className: "whatif-status" });
  status.setAttribute("role", "status");
  const inputs = new Map<string, { slider: HTMLInputElement; box: HTMLInputElement }>();
  const errors = new Map<string, HTMLElement>();
  const list = element("div", { className: "whatif-controls" });
  for (const c of controls) {
    const row = element("div", { className: "whatif-control" });
    const label = element("label", { htmlFor: `whatif-${c.name}` });
    const name = (t.parameter as Record<string, string>)[c.name];
    if (name) label.append(`${name} `);
    label.append(element("code", { textContent: c.name }));
    if (c.unit && c.unit !== "fraction") label.append(` (${unitIn(c.unit, lang)})`);
    label.title = c.help;
    const slider = element("input", { className: "whatif-slider" });
    Object.assign(slider, {
      type: "range",
      min: String(c.sliderMin),
      max: String(c.sliderMax),
      step: String(c.step),
    });
    slider.setAttribute("aria-label", t.slider(name ?? c.name));
    slider.dataset.name = c.name;
    const box = element("input", { id: `whatif-${c.name}`, className: "whatif-box" });
    Object.assign(box, { type: "text", inputMode: "decimal", autocomplete: "off" });
    box.dataset.name = c.name;
    const hint = element("span", {
      className: "whatif-built",
      textContent: c.built === undefined ? t.builtAsScenario : t.built(show(c.built)),
    });
    const error = element("span", { className: "whatif-error" });
    error.setAttribute("role", "alert");
    error.dataset.name = c.name;
    row.append(label, slider, box, hint, error);
    list.append(row);
    inputs.set(c.name, { slider, box });
    errors.set(c.name, error);

    slider.addEventListener("input", () => {
      // a slider moved back to where the build has it is no change (a typed value is one): the
      // hours a day slid back to 8 keep the scenario's schedule, they do not mean 8 h at full use.
      // "Back" within a millionth of a step: Chromium writes a range's value with 15 digits.
      const { [c.name]: _own, ...others } = values;
      const asBuilt = shownValue(c, others, data.built);
      if (asBuilt !== undefined && Math.abs(Number(slider.value) - asBuilt) <= c.step * 1e-6) {
        values = others;
        box.value = show(asBuilt);
        errors.get(c.name)!.textContent = "";
        box.removeAttribute("aria-invalid");
        update({ keepBox: c.name });
        return;
      }
      box.value = slider.value;
      accept(c.name, slider.value);
    });
    box.addEventListener("input", () => accept(c.name, box.value));
  }
  const reset = element("button", { id: "whatif-reset", textContent: t.reset });
  reset.type = "button";
  reset.addEventListener("click", () => {
    values = {};
    choices = {};
    caseA = undefined;
    choicePanel.show(choices);
    clearErrors();
    update();
  });
  const choicePanel: CasePanel = casePanel(data, document, (next) => {
    choices = next;
    update();
  });
  const compare = element("button", { id: "whatif-compare", textContent: t.choice.compare });
  compare.type = "button";
  compare.addEventListener("click", () => {
    caseA = caseA ? undefined : { values: { ...values }, choices: { ...choices } };
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
  const copyLabel = element("label", {
    htmlFor: "whatif-copy-text",
    textContent: t.choice.copyText,
  });
  const copyText = element("textarea", { id: "whatif-copy-text", className: "whatif-copy" });
  copyText.readOnly = true;
  copyText.rows = 8;
  const copyStatus = element("span", { id: "whatif-copy-status", className: "whatif-built" });
  copyStatus.setAttribute("role", "status");
  const copyBox = element("div", { className: "whatif-copybox" });
  copyBox.hidden = true;
  copyBox.append(copyLabel, copyText, copyStatus);
  copyParameters.addEventListener("click", () => copy(parametersYaml(caseParameters())));
  copyRows.addEventListener("click", () => {
    try {
      copy(caseRowsText(caseRows(data.dataset, data.scenarioId, caseParameters())));
    } catch (error) {
      copy((error as Error).message);
    }
  });
  const buttons = element("div", { className: "whatif-buttons" });
  buttons.append(reset, compare, copyParameters, copyRows);
  panel.append(choicePanel.element, list, buttons, copyBox, status);
  const jobBox = element("section", { id: "whatif-job", className: "whatif-job" });
  const compareBox = element("section", { id: "whatif-ab", className: "whatif-ab" });
  const cumulativeA = element("div", { id: "whatif-cumulative-a" });
  table.after(compareBox, jobBox);
  cumulativeBox.after(cumulativeA);
  let drawnA = "";

  /** Every parameter of the case shown: the build's, the reader's, the scenario and the currency. */
  function caseParameters(): ParameterValues {
    return {
      scenario: data.scenarioId,
      ...(lang === DEFAULT_LANG ? {} : { lang }),
      currency: data.money.currency,
      ...data.built,
      ...values,
      ...data.chosen,
      ...choices,
    };
  }

  /** Shows `text` in the box below the buttons, selected, and puts it on the clipboard where the browser lets the page. */
  function copy(text: string): void {
    copyBox.hidden = false;
    copyText.value = text;
    copyText.select();
    const done = (ok: boolean) => {
      copyStatus.textContent = ok ? t.choice.copied : t.choice.notCopied;
    };
    if (navigator.clipboard?.writeText) {
      navigator.clipboard.writeText(text).then(() => done(true), () => done(false));
    } else done(false);
  }
  panel.hidden = false;
  document.getElementById("whatif-nojs")?.setAttribute("hidden", "");

  /** The reader typed or slid `text` into `name`: checked as `-p` checks it, then applied. */
  function accept(name: string, text: string): void {
    const error = errors.get(name)!;
    const box = inputs.get(name)!.box;
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
    caseA = a === undefined ? undefined : { values: a.values, choices: split.a!.choices };
    drawnA = "";
    choicePanel.show(choices);
    clearErrors();
    update({ refused: [...refusals, ...(a?.refusals ?? [])].map(say) });
  }

  function clearErrors(): void {
    for (const e of errors.values()) e.textContent = "";
    for (const { box } of inputs.values()) box.removeAttribute("aria-invalid");
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
    try {
      const computed = computeWhatIf(data, values, choices);
      const { applied, results } = computed;
      caseApplied = Object.keys(choices).length > 0 ? applied : undefined;
      choicePanel.accepted();
      figures = figuresOf(results, data.money);
      const jobStart = performance.now();
      ranking = jobOfCase(data, computed, choices);
      if (ranking) performance.measure("whatif-job", { start: jobStart });
      if (caseA) {
        const a = computeWhatIf(data, caseA.values, caseA.choices);
        figuresA = figuresOf(a.results, data.money);
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
      if (choicePanel.refuse(error as Error)) return;
      status.textContent = t.cannotCompute((error as Error).message);
      return;
    }
    writeFigures(figures);
    writeJob(ranking);
    writeComparison(figuresA, figures);
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
      const { slider, box } = inputs.get(c.name)!;
      // with rows chosen, a value the reader did not set is the case's (the chosen site's tariff)
      const v = caseApplied && values[c.name] === undefined && FOLLOW_CASE.includes(c.name)
        ? builtValue(PARAMETER_BY_NAME.get(c.name)!, caseApplied, data.built, data.money)
        : shownValue(c, values, data.built);
      if (c.name !== keepBox && box.value !== show(v)) box.value = show(v);
      if (v !== undefined && slider.value !== String(v)) slider.value = String(v);
      box.classList.toggle("whatif-changed", values[c.name] !== undefined);
    }
    const changed = Object.keys(values).length + Object.keys(choices).length;
    status.textContent = refused.length > 0
      ? t.leftOut(refused.join(words(lang).common.semicolon))
      : changed === 0
      ? t.showingBuilt
      : t.showingChanged(changed);
    writeLink();
    void table!.offsetHeight; // the layout the next frame needs, inside the measure
    performance.measure("whatif-update", "whatif-start");
  }

  /** When the link was last written (`performance.now()`, ms), and whether a write is waiting. */
  let linkWritten: number | undefined;
  let linkWaiting = false;

  /**
   * Writes the values into the link, at most once each {@linkcode LINK_EVERY_MS}: a drag fires
   * an input event a frame, a write costs the move milliseconds, and Chromium ignores writes
   * beyond 200 in 10 s. A write put off happens when the time is up, with the values then.
   */
  function writeLink(): void {
    if (linkWaiting) return;
    const wait = linkWritten === undefined ? 0 : linkWritten + LINK_EVERY_MS - performance.now();
    if (wait > 0) {
      linkWaiting = true;
      setTimeout(() => {
        linkWaiting = false;
        writeLink();
      }, wait);
      return;
    }
    const hash = joinHash(writeHash(values, controls), choices, caseA);
    if (hash !== location.hash && !(hash === "" && location.hash === "#")) {
      history.replaceState(null, "", hash === "" ? location.pathname + location.search : hash);
      linkWritten = performance.now();
    }
  }

  /** Writes the figures as text into the table's rows, adding or dropping rows as needed. */
  function writeFigures(figures: readonly Figure[]): void {
    const body = table!.querySelector("tbody")!;
    const rows = Array.from(body.rows);
    figures.forEach((f, i) => {
      let tr = rows[i];
      if (!tr) {
        tr = element("tr");
        const th = element("th");
        th.scope = "row";
        tr.append(th, element("td"));
        body.append(tr);
      }
      if (tr.dataset.figure !== f.key) tr.dataset.figure = f.key;
      if (f.value === undefined) delete tr.dataset.value;
      else tr.dataset.value = String(f.value);
      const [th, td] = [tr.cells[0]!, tr.cells[1]!];
      if (th.textContent !== f.label) th.textContent = f.label;
      if (td.textContent !== f.text) td.textContent = f.text;
    });
    for (const extra of rows.slice(figures.length)) extra.remove();
  }

  /** The job's ranking: its ten cheapest ways, then the rest of its Pareto front. */
  function writeJob(r: DatasetJobRanking | undefined): void {
    if (!r) {
      jobBox.replaceChildren();
      return;
    }
    const c = t.choice;
    const top = r.ranking.rows.slice(0, JOB_TOP);
    const front = r.ranking.rows.filter((x) => x.pareto && !top.includes(x));
    const heading = element("h2", { textContent: c.ranking(r.job.id, top.length) });
    if (top.length === 0) {
      jobBox.replaceChildren(heading, element("p", { textContent: c.rankingNone }));
      return;
    }
    const tableJob = element("table", { className: "whatif-figures", id: "whatif-job-table" });
    const head = element("tr");
    for (
      const text of [
        c.colRank,
        c.colWay,
        c.colGpus,
        c.colHours,
        c.colCost(data.money.currency),
        c.colPareto,
      ]
    ) head.append(element("th", { textContent: text }));
    const body = element("tbody");
    [...top, ...front].forEach((x) => {
      const tr = element("tr");
      const cost = x.cny / data.money.cnyPerUnit;
      tr.dataset.id = x.id;
      tr.dataset.cost = String(cost);
      tr.dataset.hours = String(x.hours);
      tr.dataset.pareto = String(x.pareto);
      const rank = r.ranking.rows.indexOf(x) + 1;
      for (
        const text of [
          String(rank),
          `${x.label} (${x.id})`,
          String(x.gpusUsed),
          formatNumber(x.hours, 2, lang),
          formatNumber(cost, 2, lang),
          x.pareto ? c.onFront : "",
        ]
      ) tr.append(element("td", { textContent: text }));
      body.append(tr);
    });
    const thead = element("thead");
    thead.append(head);
    tableJob.append(thead, body);
    jobBox.replaceChildren(heading, tableJob);
  }

  /** Case A, case B and their difference, figure by figure, while comparing. */
  function writeComparison(a: Figure[] | undefined, b: Figure[]): void {
    if (!a) {
      compareBox.replaceChildren();
      return;
    }
    const c = t.choice;
    const tableAb = element("table", { className: "whatif-figures", id: "whatif-ab-table" });
    const head = element("tr");
    for (const text of [c.colFigure, c.colA, c.colB, c.colDiff]) {
      head.append(element("th", { textContent: text }));
    }
    const body = element("tbody");
    for (const fb of b) {
      const fa = a.find((f) => f.key === fb.key);
      const tr = element("tr");
      tr.dataset.figure = fb.key;
      const diff = fa?.value !== undefined && fb.value !== undefined
        ? fb.value - fa.value
        : undefined;
      if (diff !== undefined) tr.dataset.diff = String(diff);
      const th = element("th", { textContent: fb.label });
      th.scope = "row";
      tr.append(
        th,
        element("td", { textContent: fa?.text ?? "" }),
        element("td", { textContent: fb.text }),
        element("td", {
          textContent: diff === undefined
            ? ""
            : `${diff > 0 ? "+" : ""}${formatNumber(diff, 2, lang)}`,
        }),
      );
      body.append(tr);
    }
    const thead = element("thead");
    thead.append(head);
    tableAb.append(thead, body);
    compareBox.replaceChildren(element("p", { textContent: c.comparing }), tableAb);
  }

  addEventListener("hashchange", fromHash);
  fromHash();
}

/** The controls whose value a chosen machine, site or offering sets: they show the case's. */
const FOLLOW_CASE = [
  "gpu_count",
  "machine_power",
  "purchase_price",
  "electricity_price",
  "labour_rate",
  "cloud_price",
  "cloud_price_change",
  "residual_fraction",
  "resale_haircut",
];

/** The rows of a job's ranking the page shows before its Pareto front, as `calc --json` gives them. */
const JOB_TOP = 10;

/**
 * The hash split into the number parameters (for {@linkcode readHash}), the choices, and case A
 * while comparing (its pairs written `a.NAME=VALUE`).
 */
function splitHash(hash: string): {
  numbers: string;
  choices: WhatIfChoices;
  a: { numbers: string; choices: WhatIfChoices } | undefined;
} {
  const numbers: string[] = [], aNumbers: string[] = [];
  const choices: WhatIfChoices = {}, aChoices: WhatIfChoices = {};
  let comparing = false;
  for (const pair of hash.replace(/^#/, "").split("&")) {
    if (pair === "") continue;
    const at = pair.indexOf("=");
    const raw = decodeURIComponent(at < 0 ? pair : pair.slice(0, at));
    const value = at < 0 ? "" : decodeURIComponent(pair.slice(at + 1));
    const inA = raw.startsWith("a.");
    const name = inA ? raw.slice(2) : raw;
    if (name === "compare" && !inA) comparing = true;
    else if ((CHOICES as readonly string[]).includes(name)) {
      (inA ? aChoices : choices)[name] = value;
    } else {(inA ? aNumbers : numbers).push(
        at < 0 ? encodeURIComponent(name) : `${encodeURIComponent(name)}${pair.slice(at)}`,
      );}
    if (inA) comparing = true;
  }
  return {
    numbers: numbers.join("&"),
    choices,
    a: comparing ? { numbers: aNumbers.join("&"), choices: aChoices } : undefined,
  };
}

/** The hash of the numbers' `hash` with the choices and, while comparing, case A. */
function joinHash(
  hash: string,
  choices: WhatIfChoices,
  caseA: { values: WhatIfValues; choices: WhatIfChoices } | undefined,
): string {
  const pairs = hash.replace(/^#/, "").split("&").filter((p) => p !== "");
  const text = (name: string, value: string | number) =>
    `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`;
  for (const name of CHOICES) {
    if (choices[name] !== undefined) pairs.push(text(name, choices[name]!));
  }
  if (caseA) {
    pairs.push("compare");
    for (const [name, value] of Object.entries(caseA.values)) pairs.push(text(`a.${name}`, value));
    for (const name of CHOICES) {
      if (caseA.choices[name] !== undefined) pairs.push(text(`a.${name}`, caseA.choices[name]!));
    }
  }
  return pairs.length === 0 ? "" : `#${pairs.join("&")}`;
}

main();
