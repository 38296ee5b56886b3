/**
 * The what-if page's work section, "Your work": the work to price, a row of `work.csv` or the
 * reader's own (a training run or a serving load), and its fields, the parameters of `-p` as a
 * person types them (`7e9`, `40%`; the method and the precision from their lists), each beside
 * the value the row gives or the model's default, with a line for its refusal in the words of
 * `-p` and, for a work of the reader's own, for a field it still needs. Only the fields of the
 * work's kind show and are passed (a serving load's field would make a training run a serving
 * load). Text from the data is set as text.
 *
 * The section's elements are made once (`workElements()` of `work_elements.ts`); its state (the reader's work
 * and the refusals at its fields) is shown by {@linkcode layout} and {@linkcode showWork}, and
 * changed by what the reader types or chooses ({@linkcode setField}).
 *
 * @module
 */
/// <reference lib="dom" />
import { sayKind } from "../present/work_kinds.ts";
import { ParameterError, type ParameterName, type ParameterValues } from "../params.ts";
import { sayError } from "../present/refusals.ts";
import {
  fieldDefault,
  fieldText,
  isWorkParameter,
  readWorkField,
  readWorkLink,
  rowValue,
  WORK_FIELDS,
  type WorkKind,
  workParameters,
  type WorkState,
} from "./work.ts";
import type { WhatIfData } from "./figures.ts";
import { type Refusal, sayRefusal } from "./refusals.ts";
import { words } from "../words/messages.ts";
import { OWN, type WorkElements, workElements } from "./work_elements.ts";

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

/** The section's state, and what it was built with. */
interface WorkContext {
  data: WhatIfData;
  /** The build's work, as the link would give it. */
  built: WorkState;
  /** The reader's work; `undefined`: the build's. */
  state: WorkState | undefined;
  /** The refusal shown at each field, by its name. */
  refused: Map<string, string>;
  /** The kind whose order the field rows are in. */
  ordered: WorkKind | undefined;
  elements: WorkElements;
}

/** The work shown: the reader's, else the build's. */
const shown = (c: WorkContext) => c.state ?? c.built;

/** The error line of each field: its refusal, else whether a work of one's own needs it. */
function writeErrors(c: WorkContext): void {
  const s = shown(c);
  const lang = c.data.money.lang;
  const missing = workParameters(s).missing;
  for (const [name, e] of c.elements.errors) {
    const text = c.refused.get(name) ??
      (missing.includes(name) && s.kind !== undefined
        ? words(lang).whatIf.work.needed(sayKind(s.kind, lang))
        : "");
    if (e.textContent !== text) e.textContent = text;
  }
}

/** A field's hint: the value the work's row gives, else the model's default. */
function hintOf(c: WorkContext, name: string, given: string | number | undefined): string {
  const w = words(c.data.money.lang).whatIf.work;
  const fallback = fieldDefault(name);
  return given !== undefined
    ? w.fromRow(fieldText(given))
    : fallback !== undefined
    ? w.byDefault(fieldText(fallback))
    : name === "runs_per_month"
    ? w.byDefault(w.once)
    : "";
}

/**
 * The rows of the work's kind shown, in that kind's order, each with its hint: the row's value or
 * the default.
 */
function layout(c: WorkContext): void {
  const s = shown(c);
  const { box, kind, kindRow, fields } = c.elements;
  const row = c.data.dataset.works.find((x) => x.id === s.id);
  if (s.kind !== undefined && s.kind !== c.ordered) {
    c.ordered = s.kind;
    for (const name of WORK_FIELDS[s.kind]) box.append(fields.get(name)!.row);
  }
  kindRow.hidden = s.kind === undefined || s.id !== undefined;
  kind.value = s.kind ?? "training";
  for (const [name, { input, hint, row: r }] of fields) {
    r.hidden = s.kind === undefined || !WORK_FIELDS[s.kind].includes(name);
    const given = row === undefined ? undefined : rowValue(row, name);
    const hintText = hintOf(c, name, given);
    if (hint.textContent !== hintText) hint.textContent = hintText;
    if (input instanceof HTMLSelectElement) {
      // the first entry is "as the row or the default has it"
      input.options[0]!.text = hintText;
    } else {
      input.placeholder = fieldText(given ?? fieldDefault(name));
    }
  }
  writeErrors(c);
}

/** Shows `next` (`undefined`: the build's) with `refusals` at their fields. */
function showWork(
  c: WorkContext,
  next: WorkState | undefined,
  refusals: readonly Refusal[] = [],
): void {
  c.state = next;
  const s = shown(c);
  const lang = c.data.money.lang;
  c.refused.clear();
  for (const r of refusals) c.refused.set(r.name, sayRefusal(r, lang));
  const { list } = c.elements;
  list.value = s.kind === undefined ? "" : s.id ?? OWN;
  const builtWork = c.data.dataset.works.find((x) => x.id === c.built.id);
  if (next === undefined && builtWork === undefined && c.built.kind !== undefined) list.value = "";
  for (const [name, { input }] of c.elements.fields) {
    const text = fieldText(s.fields[name]);
    if (input.value !== text) input.value = text;
    if (c.refused.has(name)) input.setAttribute("aria-invalid", "true");
    else input.removeAttribute("aria-invalid");
  }
  layout(c);
}

/**
 * The reader typed or chose `text` for field `name`: read as `-p` reads it.
 *
 * @returns whether the work changed (a refused value changes nothing)
 */
function setField(c: WorkContext, name: ParameterName, text: string): boolean {
  const s = shown(c);
  const next = { ...s, fields: { ...s.fields } };
  const { input } = c.elements.fields.get(name)!;
  if (text.trim() === "") {
    delete next.fields[name];
    c.refused.delete(name);
  } else {
    const read = readWorkField(name, text);
    if (!read.ok) {
      c.refused.set(name, sayRefusal(read.refusal, c.data.money.lang));
      writeErrors(c);
      input.setAttribute("aria-invalid", "true");
      return false;
    }
    c.refused.delete(name);
    next.fields[name] = read.value;
  }
  input.removeAttribute("aria-invalid");
  c.state = next;
  layout(c);
  return true;
}

/** The reader chose a work of the list: none, a row of `work.csv`, or one's own. */
function chooseWork(c: WorkContext, value: string): void {
  c.refused.clear();
  const was = shown(c);
  const row = c.data.dataset.works.find((x) => x.id === value);
  showWork(
    c,
    value === "" ? undefined : value === OWN
      // a work of one's own keeps the fields typed, of the kind shown
      ? { kind: was.kind ?? "training", fields: { ...was.fields } }
      : { id: row!.id, kind: row!.kind, fields: {} },
  );
}

/**
 * Shows `error` at the work's field it names, dropping that value.
 *
 * @returns `false` when it names none of the work's
 */
function refuseAt(c: WorkContext, error: Error): boolean {
  const name = error instanceof ParameterError && error.reason.kind === "value"
    ? error.reason.name
    : undefined;
  const state = c.state;
  if (name === undefined || !isWorkParameter(name) || state === undefined) return false;
  const lang = c.data.money.lang;
  const message = words(lang).whatIf.choice.refused(sayError(error, lang) ?? error.message);
  if (name === "work" || !(name in state.fields)) showWork(c, { fields: {} });
  else {
    const { [name]: _dropped, ...rest } = state.fields;
    showWork(c, { ...state, fields: rest });
  }
  c.refused.set(name, message);
  writeErrors(c);
  return true;
}

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
  // the build's work, as the link would give it
  const builtPairs = Object.fromEntries(
    Object.entries({ ...data.built, ...data.chosen }).filter(([n]) => isWorkParameter(n))
      .map(([n, v]) => [n, fieldText(v)]),
  );
  const built = readWorkLink(builtPairs, data.dataset).state;
  const c: WorkContext = {
    data,
    built,
    state: undefined,
    refused: new Map(),
    ordered: undefined,
    elements: workElements(data, document, built, (name, text) => {
      if (setField(c, name, text)) changed();
    }),
  };
  const { list, kind } = c.elements;
  list.addEventListener("change", () => {
    chooseWork(c, list.value);
    changed();
  });
  kind.addEventListener("change", () => {
    c.state = { ...shown(c), kind: kind.value as WorkKind };
    layout(c);
    changed();
  });
  showWork(c, undefined);
  return {
    element: c.elements.box,
    state: () => c.state,
    show: (next, refusals) => showWork(c, next, refusals),
    parameters() {
      writeErrors(c);
      return c.state === undefined ? undefined : workParameters(c.state).parameters;
    },
    refuse(error: Error) {
      if (!refuseAt(c, error)) return false;
      changed();
      return true;
    },
  };
}
