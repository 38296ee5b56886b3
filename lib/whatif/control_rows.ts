/**
 * The what-if page's number controls as elements: for each control of `controls.ts` a row with
 * its label (the parameter's name in the page's language, its `-p` name and its unit), a slider,
 * a box to type into, the value it was built with and a line for its refusal. The page decides
 * what a move or a typed value does (`on`), and which rows show (a spot control only while spot
 * is in play).
 *
 * @module
 */
/// <reference lib="dom" />
import type { Lang } from "../lang.ts";
import { words } from "../words/messages.ts";
import { parameterHelp } from "../params.ts";
import { type Control, restsAt } from "./controls.ts";
import { element } from "./dom.ts";

/** A number as a control shows it: at most six significant digits, no float noise. */
export function show(value: number | undefined): string {
  return value === undefined ? "" : String(Number(value.toPrecision(6)));
}

/** The elements of one control. */
export interface ControlRow {
  /** The row (hidden while its control does not apply to the case). */
  row: HTMLElement;
  /** The slider (`.whatif-slider`, `data-name`). */
  slider: HTMLInputElement;
  /** The box to type into (`#whatif-NAME`). */
  box: HTMLInputElement;
  /** The line where a refused value is said. */
  error: HTMLElement;
}

/**
 * The rows of `controls` in a list element, in `lang`, drawn in `document`; `on.slide` is called
 * with a slider's value when it moves, `on.type` with a box's text when it is typed into.
 *
 * @returns the list, to insert, and each control's elements by its name
 */
export function controlRows(
  controls: readonly Control[],
  lang: Lang,
  document: Document,
  on: { slide(c: Control, value: string): void; type(c: Control, text: string): void },
): { list: HTMLElement; rows: Map<string, ControlRow> } {
  const t = words(lang).whatIf;
  const rows = new Map<string, ControlRow>();
  const list = element(document, "div", { className: "whatif-controls" });
  for (const c of controls) {
    const row = element(document, "div", { className: "whatif-control" });
    row.dataset.name = c.name;
    const label = element(document, "label", { htmlFor: `whatif-${c.name}` });
    const name = (t.parameter as Record<string, string>)[c.name];
    if (name) label.append(`${name} `);
    label.append(element(document, "code", { textContent: c.name }));
    if (c.unit) label.append(` (${c.unit})`);
    label.title = parameterHelp(c.name, lang);
    const slider = element(document, "input", { className: "whatif-slider" });
    Object.assign(slider, {
      type: "range",
      min: String(c.sliderMin),
      max: String(c.sliderMax),
      step: String(c.step),
    });
    // at its built value; without one (spot's rate "as the scenario") at its start, not at the
    // end where a range input's default (50, clamped to its max) would put it
    slider.value = String(restsAt(c));
    slider.setAttribute("aria-label", t.slider(name ?? c.name));
    slider.dataset.name = c.name;
    const box = element(document, "input", { id: `whatif-${c.name}`, className: "whatif-box" });
    Object.assign(box, { type: "text", inputMode: "decimal", autocomplete: "off" });
    box.dataset.name = c.name;
    const hint = element(document, "span", {
      className: "whatif-built",
      textContent: c.built === undefined ? t.builtAsScenario : t.built(show(c.built)),
    });
    const error = element(document, "span", { className: "whatif-error" });
    error.setAttribute("role", "alert");
    error.dataset.name = c.name;
    row.append(label, slider, box, hint, error);
    list.append(row);
    rows.set(c.name, { row, slider, box, error });
    slider.addEventListener("input", () => on.slide(c, slider.value));
    box.addEventListener("input", () => on.type(c, box.value));
  }
  return { list, rows };
}
