/**
 * The script of the what-if page, bundled at build time into one inline classic script: it reads
 * the scenario the build wrote into the page (`#whatif-data`), builds a control for each number
 * parameter, and on every change recomputes with the model (`figures.ts`) and redraws the two
 * charts with the reports' builders. The state lives in the URL's hash, written at most ten times
 * a second.
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
  computeWhatIf,
  cumulativeChartOf,
  type Figure,
  figuresOf,
  monthlyChartOf,
  readWhatIfData,
} from "./figures.ts";
import { words } from "../present/messages.ts";
import { type Refusal, sayRefusal, unitIn } from "./refusals.ts";

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
  const t = words(data.money.lang).whatIf;
  const lang = data.money.lang;
  /** A refusal in the page's language. */
  const say = (r: Refusal) => sayRefusal(r, lang);
  let values: WhatIfValues = {};
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
    clearErrors();
    update();
  });
  panel.append(list, reset, status);
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
    const { values: read, refusals } = readHash(location.hash, controls);
    values = read;
    clearErrors();
    update({ refused: refusals.map(say) });
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
    try {
      const { applied, results } = computeWhatIf(data, values);
      figures = figuresOf(results, data.money);
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
      status.textContent = t.cannotCompute((error as Error).message);
      return;
    }
    writeFigures(figures);
    if (charts.cumulative) cumulativeBox!.replaceChildren(withStylesMoved(charts.cumulative));
    if (charts.monthly) monthlyBox!.replaceChildren(withStylesMoved(charts.monthly));
    drawn = keys;
    for (const c of controls) {
      const { slider, box } = inputs.get(c.name)!;
      const v = shownValue(c, values, data.built);
      if (c.name !== keepBox && box.value !== show(v)) box.value = show(v);
      if (v !== undefined && slider.value !== String(v)) slider.value = String(v);
      box.classList.toggle("whatif-changed", values[c.name] !== undefined);
    }
    const changed = Object.keys(values).length;
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
    const hash = writeHash(values, controls);
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

  addEventListener("hashchange", fromHash);
  fromHash();
}

main();
