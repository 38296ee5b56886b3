/**
 * The elements of the what-if page's work section (`work_panel.ts`): the list of works (none, the
 * rows of `work.csv`, one's own), the kind of a work of one's own, and a row for each field of
 * every kind, each labelled with the parameter's name in the page's language, its `-p` name and
 * its unit, beside a hint and a line for its refusal. Text from the data is set as text.
 *
 * @module
 */
/// <reference lib="dom" />
import { sayKind } from "../present/work_kinds.ts";
import { parameterHelp, type ParameterName, PARAMETERS } from "../params.ts";
import { parameterUnit } from "../present/parameters.ts";
import { METHOD_CHOICES, sayWorkStated, WORK_FIELDS, WORK_KINDS, type WorkState } from "./work.ts";
import type { WhatIfData } from "./figures.ts";
import { words } from "../words/messages.ts";
import { element } from "./dom.ts";

/** The value of the work list that stands for a work of the reader's own. */
export const OWN = "(own)";

/** The fields of every kind, in the order of `lib/params.ts`. */
const FIELDS = PARAMETERS.filter((p) => WORK_KINDS.some((k) => WORK_FIELDS[k].includes(p.name)));

/** One field's elements. */
export interface FieldElements {
  /** Its input: a box, or a list for the method and the precision. */
  input: HTMLInputElement | HTMLSelectElement;
  /** The value the work's row gives, or the model's default. */
  hint: HTMLElement;
  /** Its row (hidden while the work's kind has no such field). */
  row: HTMLElement;
}

/** The section's elements. */
export interface WorkElements {
  /** The section (`#whatif-work-panel`). */
  box: HTMLElement;
  /** The list of works: none, the rows of `work.csv`, one's own. */
  list: HTMLSelectElement;
  /** The kind of a work of one's own. */
  kind: HTMLSelectElement;
  /** The kind's row (hidden for a row of `work.csv`, or no work). */
  kindRow: HTMLElement;
  /** Each field's elements, by its name. */
  fields: Map<ParameterName, FieldElements>;
  /** The line of each row's refusal, by its name. */
  errors: Map<string, HTMLElement>;
}

/** A list element of `options`, `[value, text]` each. */
function selectOf(document: Document, id: string, options: [string, string][]): HTMLSelectElement {
  const s = element(document, "select", { id, className: "whatif-select" });
  s.replaceChildren(...options.map(([value, text]) => new Option(text, value)));
  return s;
}

/**
 * A labelled row in `box`: the parameter's name in the page's language, its `-p` name and its
 * unit, the input, its hint and the line of its refusal (put in `errors`).
 */
function fieldRow(
  box: HTMLElement,
  errors: Map<string, HTMLElement>,
  data: WhatIfData,
  { name, input, hint }: { name: string; input: HTMLElement; hint?: HTMLElement },
): HTMLElement {
  const document = box.ownerDocument;
  const lang = data.money.lang;
  const r = element(document, "div", {
    className: `whatif-control ${hint ? "whatif-work-field" : "whatif-choice"}`,
  });
  r.dataset.name = name;
  const label = element(document, "label", { htmlFor: input.id });
  const p = PARAMETERS.find((x) => x.name === name);
  const said = (words(lang).whatIf.parameter as Record<string, string>)[name];
  if (said) label.append(`${said} `);
  label.append(element(document, "code", { textContent: name }));
  const unit = p ? parameterUnit(p, data.money) : "";
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

/**
 * The section's elements for `data`'s page: the list of works (the build's first), the kind of a
 * work of one's own, and a row for each field of every kind, `typed` called with a field's text.
 */
export function workElements(
  data: WhatIfData,
  document: Document,
  built: WorkState,
  typed: (name: ParameterName, text: string) => void,
): WorkElements {
  const lang = data.money.lang;
  const t = words(lang).whatIf;
  const w = t.work;
  const errors = new Map<string, HTMLElement>();
  const box = element(document, "fieldset", { id: "whatif-work-panel", className: "whatif-case" });
  box.append(
    element(document, "legend", { textContent: w.heading }),
    element(document, "p", { className: "whatif-built", textContent: w.intro }),
  );
  const list = selectOf(document, "whatif-work", [
    [
      "",
      built.kind === undefined ? w.none : t.choice.asBuilt(built.id ?? sayKind(built.kind, lang)),
    ],
    ...data.dataset.works.map((x): [string, string] => [
      x.id,
      `${x.id}: ${sayWorkStated(x, lang)}`,
    ]),
    [OWN, w.own],
  ]);
  fieldRow(box, errors, data, { name: "work", input: list });
  const kind = selectOf(
    document,
    "whatif-work-kind",
    // a work of one's own is of a kind stated by its fields (a mix is rows of work.csv)
    WORK_KINDS.filter((k) => WORK_FIELDS[k].length > 0).map((k): [string, string] => [
      k,
      sayKind(k, lang),
    ]),
  );
  const kindRow = fieldRow(box, errors, data, { name: "kind", input: kind });
  // the kind is no parameter: its label is the section's own words
  kindRow.querySelector("label")!.replaceChildren(w.kind);
  const fields = new Map<ParameterName, FieldElements>();
  for (const p of FIELDS) {
    const hint = element(document, "span", { className: "whatif-built" });
    let input: HTMLInputElement | HTMLSelectElement;
    if (p.type === "text") {
      const values = p.name === "method" ? METHOD_CHOICES : p.choices ?? [];
      input = selectOf(document, `whatif-${p.name}`, [
        ["", ""],
        ...values.map((v): [string, string] => [
          v,
          p.name === "method" ? `${w.method[v as keyof typeof w.method]} (${v})` : v,
        ]),
      ]);
      input.addEventListener("change", () => typed(p.name, input.value));
    } else {
      input = element(document, "input", { id: `whatif-${p.name}`, className: "whatif-box" });
      Object.assign(input, { type: "text", inputMode: "decimal", autocomplete: "off" });
      input.addEventListener("input", () => typed(p.name, input.value));
    }
    input.dataset.name = p.name;
    fields.set(p.name, {
      input,
      hint,
      row: fieldRow(box, errors, data, { name: p.name, input, hint }),
    });
  }
  return { box, list, kind, kindRow, fields, errors };
}
