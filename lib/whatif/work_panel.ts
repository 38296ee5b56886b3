/**
 * The what-if page's work section, "Your work": the work to price, a row of `work.csv` or the
 * reader's own (a training run or a serving load), and its fields, the parameters of `-p` as a
 * person types them (`7e9`, `40%`; the method and the precision from their lists), each beside
 * the value the row gives or the model's default, with a line for its refusal in the words of
 * `-p` and, for a work of the reader's own, for a field it still needs. Only the fields of the
 * work's kind show and are passed (a serving load's field would make a training run a serving
 * load). Text from the data is set as text.
 *
 * @module
 */
/// <reference lib="dom" />
import { sayKind } from "../present/work_kinds.ts";
import { ParameterError, parameterHelp, PARAMETERS, type ParameterValues } from "../params.ts";
import { sayError } from "../present/refusals.ts";
import { isWorkParameter } from "./work.ts";
import {
  fieldDefault,
  fieldText,
  METHOD_CHOICES,
  readWorkField,
  readWorkLink,
  rowValue,
  sayWorkStated,
  WORK_FIELDS,
  WORK_KINDS,
  type WorkKind,
  workParameters,
  type WorkState,
} from "./work.ts";
import type { WhatIfData } from "./figures.ts";
import { type Refusal, sayRefusal } from "./refusals.ts";
import { parameterUnit } from "../present/parameters.ts";
import { words } from "../words/messages.ts";
import { element } from "./dom.ts";

/** The work section: its element, and how the page sets and reads the work. */
export interface WorkPanel {
  /** The section's element (`#whatif-work-panel`), to insert in the page. */
  element: HTMLElement;
  /** The reader's work; `undefined` while it is the build's. */
  state(): WorkState | undefined;
  /** Shows `state` (from the link; `undefined`, the build's, after a reset), with the link's `refusals` at their fields. */
  show(state: WorkState | undefined, refusals?: readonly Refusal[]): void;
  /**
   * The parameters that state the reader's work (`{}`: none), `undefined` while it is the build's;
   * a work of the reader's own that lacks a field it needs is none, and the field says so.
   */
  parameters(): ParameterValues | undefined;
  /**
   * Shows `error` at the work's field it names (`Parameter work: …`), drops that value and calls
   * the page back; `false` when it names none.
   */
  refuse(error: Error): boolean;
}

/** The value of the work list that stands for a work of the reader's own. */
const OWN = "(own)";

/** The fields of every kind, in the order of `lib/params.ts`. */
const FIELDS = PARAMETERS.filter((p) => WORK_KINDS.some((k) => WORK_FIELDS[k].includes(p.name)));

/**
 * The work section of `data`'s page, calling `changed` on every change of the work.
 *
 * @param data the page's data (its `work.csv` rows are what the list offers)
 */
export function workPanel(
  data: WhatIfData,
  document: Document,
  changed: () => void,
): WorkPanel {
  const lang = data.money.lang;
  const t = words(lang).whatIf;
  const w = t.work;
  const works = data.dataset.works;
  // the build's work, as the link would give it
  const builtPairs = Object.fromEntries(
    Object.entries({ ...data.built, ...data.chosen }).filter(([n]) => isWorkParameter(n))
      .map(([n, v]) => [n, fieldText(v)]),
  );
  const built = readWorkLink(builtPairs, data.dataset).state;
  /** The reader's work; `undefined`: the build's. */
  let state: WorkState | undefined;
  /** The refusal shown at each field, by its name. */
  const refused = new Map<string, string>();
  const errors = new Map<string, HTMLElement>();

  const box = element(document, "fieldset", { id: "whatif-work-panel", className: "whatif-case" });
  box.append(
    element(document, "legend", { textContent: w.heading }),
    element(document, "p", { className: "whatif-built", textContent: w.intro }),
  );

  /** A labelled row: the parameter's name in the page's language, its `-p` name and its unit. */
  function row(name: string, input: HTMLElement, hint?: HTMLElement): HTMLElement {
    const r = element(document, "div", {
      className: `whatif-control ${hint ? "whatif-work-field" : "whatif-choice"}`,
    });
    r.dataset.name = name;
    const label = element(document, "label", { htmlFor: input.id });
    const p = PARAMETERS.find((x) => x.name === name);
    const said = (t.parameter as Record<string, string>)[name];
    if (said) label.append(`${said} `);
    label.append(element(document, "code", { textContent: name }));
    const unit = p ? parameterUnit({ unit: p.unit, money: p.money === true }, data.money) : "";
    if (unit) label.append(` (${unit})`);
    if (p) label.title = parameterHelp(name, lang);
    const error = element(document, "span", { className: "whatif-error" });
    error.setAttribute("role", "alert");
    error.dataset.name = name;
    errors.set(name, error);
    r.append(label, input, ...(hint ? [hint] : []), error);
    box.append(r);
    return r;
  }

  const select = (id: string, options: [string, string][]) => {
    const s = element(document, "select", { id, className: "whatif-select" });
    s.replaceChildren(...options.map(([value, text]) => new Option(text, value)));
    return s;
  };
  const builtWork = works.find((x) => x.id === built.id);
  const list = select("whatif-work", [
    [
      "",
      built.kind === undefined ? w.none : t.choice.asBuilt(built.id ?? sayKind(built.kind, lang)),
    ],
    ...works.map((x): [string, string] => [x.id, `${x.id}: ${sayWorkStated(x, lang)}`]),
    [OWN, w.own],
  ]);
  row("work", list);
  const kind = select(
    "whatif-work-kind",
    // a work of one's own is of a kind stated by its fields (a mix is rows of work.csv)
    WORK_KINDS.filter((k) => WORK_FIELDS[k].length > 0).map((k): [string, string] => [
      k,
      sayKind(k, lang),
    ]),
  );
  const kindRow = row("kind", kind);
  // the kind is no parameter: its label is the section's own words
  kindRow.querySelector("label")!.replaceChildren(w.kind);

  /** Each field's input (a box, or a list for the method and the precision), hint and row. */
  const inputs = new Map<
    string,
    { input: HTMLInputElement | HTMLSelectElement; hint: HTMLElement; row: HTMLElement }
  >();
  for (const p of FIELDS) {
    const hint = element(document, "span", { className: "whatif-built" });
    let input: HTMLInputElement | HTMLSelectElement;
    if (p.type === "text") {
      const values = p.name === "method" ? METHOD_CHOICES : p.choices ?? [];
      input = select(`whatif-${p.name}`, [
        ["", ""],
        ...values.map((v): [string, string] => [
          v,
          p.name === "method" ? `${w.method[v as keyof typeof w.method]} (${v})` : v,
        ]),
      ]);
      input.addEventListener("change", () => set(p.name, (input as HTMLSelectElement).value));
    } else {
      input = element(document, "input", { id: `whatif-${p.name}`, className: "whatif-box" });
      Object.assign(input, { type: "text", inputMode: "decimal", autocomplete: "off" });
      input.addEventListener("input", () => set(p.name, input.value));
    }
    input.dataset.name = p.name;
    inputs.set(p.name, { input, hint, row: row(p.name, input, hint) });
  }

  /** The work shown: the reader's, else the build's. */
  const shown = () => state ?? built;

  /** The reader typed or chose `text` for field `name`: read as `-p` reads it. */
  function set(name: string, text: string): void {
    const next = { ...shown(), fields: { ...shown().fields } };
    if (text.trim() === "") {
      delete next.fields[name];
      refused.delete(name);
    } else {
      const read = readWorkField(name, text);
      if (!read.ok) {
        refused.set(name, sayRefusal(read.refusal, lang));
        writeErrors();
        inputs.get(name)!.input.setAttribute("aria-invalid", "true");
        return;
      }
      refused.delete(name);
      next.fields[name] = read.value;
    }
    inputs.get(name)!.input.removeAttribute("aria-invalid");
    state = next;
    layout();
    changed();
  }

  list.addEventListener("change", () => {
    refused.clear();
    const was = shown();
    const row = works.find((x) => x.id === list.value);
    state = list.value === "" ? undefined : list.value === OWN
      // a work of one's own keeps the fields typed, of the kind shown
      ? { kind: was.kind ?? "training", fields: { ...was.fields } }
      : { id: row!.id, kind: row!.kind, fields: {} };
    show(state);
    changed();
  });
  kind.addEventListener("change", () => {
    state = { ...shown(), kind: kind.value as WorkKind };
    layout();
    changed();
  });

  /** The error line of each field: its refusal, else whether a work of one's own needs it. */
  function writeErrors(): void {
    const s = shown();
    const missing = workParameters(s).missing;
    for (const [name, e] of errors) {
      const text = refused.get(name) ??
        (missing.includes(name) && s.kind !== undefined ? w.needed(sayKind(s.kind, lang)) : "");
      if (e.textContent !== text) e.textContent = text;
    }
  }

  /** The kind whose order the field rows are in. */
  let ordered: WorkKind | undefined;

  /**
   * The rows of the work's kind shown, in that kind's order, each with its hint: the row's value or
   * the default.
   */
  function layout(): void {
    const s = shown();
    const row = works.find((x) => x.id === s.id);
    if (s.kind !== undefined && s.kind !== ordered) {
      ordered = s.kind;
      for (const name of WORK_FIELDS[s.kind]) box.append(inputs.get(name)!.row);
    }
    kindRow.hidden = s.kind === undefined || s.id !== undefined;
    kind.value = s.kind ?? "training";
    for (const [name, { input, hint, row: r }] of inputs) {
      r.hidden = s.kind === undefined || !WORK_FIELDS[s.kind].includes(name);
      const given = row === undefined ? undefined : rowValue(row, name);
      const fallback = fieldDefault(name);
      const hintText = given !== undefined
        ? w.fromRow(fieldText(given))
        : fallback !== undefined
        ? w.byDefault(fieldText(fallback))
        : name === "runs_per_month"
        ? w.byDefault(w.once)
        : "";
      if (hint.textContent !== hintText) hint.textContent = hintText;
      if (input instanceof HTMLSelectElement) {
        // the first entry is "as the row or the default has it"
        input.options[0]!.text = hintText;
      } else {
        input.placeholder = fieldText(given ?? fallback);
      }
    }
    writeErrors();
  }

  function show(next: WorkState | undefined, refusals: readonly Refusal[] = []): void {
    state = next;
    const s = shown();
    refused.clear();
    for (const r of refusals) refused.set(r.name, sayRefusal(r, lang));
    list.value = s.kind === undefined ? "" : s.id ?? OWN;
    if (next === undefined && builtWork === undefined && built.kind !== undefined) list.value = "";
    for (const [name, { input }] of inputs) {
      const text = fieldText(s.fields[name]);
      if (input.value !== text) input.value = text;
      if (refused.has(name)) input.setAttribute("aria-invalid", "true");
      else input.removeAttribute("aria-invalid");
    }
    layout();
  }
  show(undefined);

  return {
    element: box,
    state: () => state,
    show,
    parameters() {
      writeErrors();
      return state === undefined ? undefined : workParameters(state).parameters;
    },
    refuse(error: Error) {
      const name = error instanceof ParameterError && error.reason.kind === "value"
        ? error.reason.name
        : undefined;
      if (name === undefined || !isWorkParameter(name) || state === undefined) return false;
      const message = t.choice.refused(sayError(error, lang) ?? error.message);
      if (name === "work" || !(name in state.fields)) show({ fields: {} });
      else {
        const { [name]: _dropped, ...rest } = state.fields;
        show({ ...state, fields: rest });
      }
      refused.set(name, message);
      writeErrors();
      changed();
      return true;
    },
  };
}
