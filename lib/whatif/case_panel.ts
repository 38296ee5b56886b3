/**
 * The choices of the what-if page: select lists of the machine (a row of `hardware.csv` or the
 * reader's own, with its GPU model), the site, the offering (filtered by GPU model, region,
 * provider and pricing model), the kind of work (`workload`: its speeds set the hours a rented
 * GPU of another model needs) and the job, from the data the page holds. Data text is set as
 * text (`Option`'s text, `textContent`). A choice the workbook refuses is shown at its control
 * with the words of `-p` and left out.
 *
 * @module
 */
/// <reference lib="dom" />
import type { WhatIfChoices, WhatIfData } from "./figures.ts";
import { words } from "../words/messages.ts";
import { gpuModelsOf } from "../scenario.ts";
import { pricingLabel } from "../present/labels.ts";
import { sayError } from "../present/refusals.ts";
import { ParameterError } from "../params.ts";
import { UnknownJobError } from "../scenario/jobs.ts";

/** The panel: its element, and how the page sets and checks its choices. */
export interface CasePanel {
  /** The panel's element, to insert in the page. */
  element: HTMLElement;
  /** Shows `choices` in the select lists (from the link, or a reset). */
  show(choices: WhatIfChoices): void;
  /** The choices shown were computed: clears the refusals. */
  accepted(): void;
  /**
   * Shows `error` at the control it names when it refuses a choice (`Parameter machine: …`),
   * drops that choice and recomputes; `false` when it names none.
   */
  refuse(error: Error): boolean;
}

/** The value of the machine list that stands for the reader's own machine. */
const OWN = "(own)";

/** Where the panel's select lists go: the fieldset, each list's error line by its name, the words. */
interface PanelBox {
  data: WhatIfData;
  document: Document;
  t: ReturnType<typeof words>["whatIf"]["choice"];
  box: HTMLElement;
  errors: Map<string, HTMLElement>;
}

/** The panel's select lists. */
interface CaseLists {
  machine: HTMLSelectElement;
  gpuModel: HTMLSelectElement;
  /** The GPU model's row, shown for an own machine only. */
  gpuRow: HTMLElement;
  site: HTMLSelectElement;
  /** The offering's filters: each lists the values of the data. */
  filters: Record<"gpu" | "region" | "provider" | "pricing", HTMLSelectElement>;
  offering: HTMLSelectElement;
  /** How many offerings the filters let through. */
  count: HTMLElement;
  workload: HTMLSelectElement;
  job: HTMLSelectElement;
}

/** The panel's state, its lists and what it calls back. */
interface PanelContext extends PanelBox {
  lists: CaseLists;
  /** The reader's choices. */
  choices: WhatIfChoices;
  /** The filters and the offering outside them the offering list was last filled for. */
  filled: string;
  changed: (choices: WhatIfChoices) => void;
}

type Offering = WhatIfData["dataset"]["offerings"][number];

/** An element `tag` of `className` holding `text`. */
function el<K extends keyof HTMLElementTagNameMap>(
  document: Document,
  tag: K,
  className = "",
  text = "",
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text) e.textContent = text;
  return e;
}

/** A labelled select list with its error line, appended to the panel. */
function select(
  p: PanelBox,
  name: string,
  label: string,
  options: [string, string][],
): HTMLSelectElement {
  const row = el(p.document, "div", "whatif-control whatif-choice");
  const l = el(p.document, "label", "", label);
  const s = el(p.document, "select", "whatif-select");
  s.id = `whatif-${name}`;
  l.htmlFor = s.id;
  fill(s, options);
  const error = el(p.document, "span", "whatif-error");
  error.setAttribute("role", "alert");
  error.dataset.name = name;
  p.errors.set(name, error);
  row.append(l, s, error);
  p.box.append(row);
  return s;
}

/** `s`'s options, as `[value, text]` pairs. */
function fill(s: HTMLSelectElement, options: [string, string][]): void {
  s.replaceChildren(...options.map(([value, text]) => new Option(text, value)));
}

/** The panel's lists, from the data: the machine, its GPU model, the site, the offering and its filters, the workload, the job. */
function caseLists(p: PanelBox): CaseLists {
  const { data, t } = p;
  const d = data.dataset;
  const lang = data.money.lang;
  const machine = select(p, "machine", t.machine, [
    // the machine, site and offering the page was built with (its choices applied)
    ["", t.asBuilt(data.resolved.hardware.id)],
    ...d.hardware.map((h): [string, string] => [h.id, `${h.name} (${h.id})`]),
    [OWN, t.ownMachine],
  ]);
  const models = gpuModelsOf(d);
  const gpuModel = select(p, "gpu_model", t.gpuModel, models.map((m): [string, string] => [m, m]));
  const site = select(p, "site", t.site, [
    ["", t.asBuilt(data.resolved.scenario.siteId)],
    ...d.sites.map((x): [string, string] => [x.id, `${x.name} (${x.id})`]),
  ]);
  const distinct = (f: (o: Offering) => string) => [...new Set(d.offerings.map(f))].sort();
  const filterOf = (name: string, label: string, values: string[], text = (v: string) => v) =>
    select(p, name, label, [["", t.any], ...values.map((v): [string, string] => [v, text(v)])]);
  const filters = {
    gpu: filterOf("filter-gpu", t.filterGpu, distinct((o) => o.gpuModel)),
    region: filterOf("filter-region", t.filterRegion, distinct((o) => o.region)),
    provider: filterOf("filter-provider", t.filterProvider, distinct((o) => o.provider)),
    pricing: filterOf(
      "filter-pricing",
      t.filterPricing,
      distinct((o) => o.pricingModel),
      (v) => pricingLabel(v as never, lang),
    ),
  };
  const offering = select(p, "offering", t.offering, []);
  const count = el(p.document, "span", "whatif-built");
  count.id = "whatif-offering-count";
  offering.parentElement!.insertBefore(count, p.errors.get("offering")!);
  const workload = select(p, "workload", t.workload, [
    ["", t.asBuilt(data.resolved.workload)],
    ...[...new Set(d.throughput.map((x) => x.workload))].sort().map((w): [string, string] => [
      w,
      w,
    ]),
  ]);
  const job = select(p, "job", t.job, [
    ["", t.noJob],
    ...d.jobs.map((j): [string, string] => [j.id, `${j.id}: ${j.description}`]),
  ]);
  const gpuRow = gpuModel.parentElement!;
  return { machine, gpuModel, gpuRow, site, filters, offering, count, workload, job };
}

/** The offering list, the filters applied; the chosen offering kept in it. */
function fillOfferings(c: PanelContext): void {
  const { filters, offering, count } = c.lists;
  const { t, choices } = c;
  const d = c.data.dataset;
  const lang = c.data.money.lang;
  const f = {
    gpu: filters.gpu.value,
    region: filters.region.value,
    provider: filters.provider.value,
    pricing: filters.pricing.value,
  };
  const passes = (o: Offering) =>
    (!f.gpu || o.gpuModel === f.gpu) && (!f.region || o.region === f.region) &&
    (!f.provider || o.provider === f.provider) && (!f.pricing || o.pricingModel === f.pricing);
  // a list already holding the choice is not built again: a change of offering only selects
  const outside = d.offerings.find((o) => o.id === choices.offering && !passes(o));
  const key = JSON.stringify([f, outside?.id ?? null]);
  if (key === c.filled) {
    offering.value = choices.offering ?? "";
    return;
  }
  c.filled = key;
  const shown = d.offerings.filter((o) => o === outside || passes(o));
  fill(offering, [
    ["", t.asBuilt(c.data.resolved.offering.id)],
    ...shown.map((o): [string, string] => [
      o.id,
      `${o.provider} ${o.gpuCount > 1 ? `${o.gpuCount}× ` : ""}${o.gpuModel}, ${
        pricingLabel(o.pricingModel, lang)
      }, ${o.region} (${o.id})`,
    ]),
  ]);
  offering.value = choices.offering ?? "";
  count.textContent = t.shown(shown.length, d.offerings.length);
}

/** Shows `next` in the select lists, and keeps it as the panel's choices. */
function showChoices(c: PanelContext, next: WhatIfChoices): void {
  const l = c.lists;
  c.choices = { ...next };
  const choices = c.choices;
  const own = choices.gpu_model !== undefined;
  l.machine.value = own ? OWN : choices.machine ?? "";
  l.gpuRow.hidden = !own;
  if (own) l.gpuModel.value = choices.gpu_model!;
  l.site.value = choices.site ?? "";
  fillOfferings(c);
  l.workload.value = choices.workload ?? "";
  l.job.value = choices.job ?? "";
}

/** The choices with `name` set to `value` (`""`: dropped). */
function withChoice(choices: WhatIfChoices, name: string, value: string): WhatIfChoices {
  const next = { ...choices };
  if (value === "") delete next[name];
  else next[name] = value;
  return next;
}

/** The choices after the machine list changed: an own machine, a row of the data or the build's. */
function machineChosen(c: PanelContext): WhatIfChoices {
  const { choices } = c;
  const value = c.lists.machine.value;
  if (value === OWN) {
    // an own machine starts as the machine shown, its GPU model the reader's to change
    const from = c.data.dataset.hardware.find((h) => h.id === choices.machine) ??
      c.data.resolved.hardware;
    return { ...choices, gpu_model: from.gpuModel };
  }
  const { gpu_model: _g, ...rest } = choices;
  const next: WhatIfChoices = { ...rest };
  if (value === "") delete next.machine;
  else next.machine = value;
  return next;
}

/** Each list's change shown and passed on; a filter's change refills the offering list. */
function listen(c: PanelContext): void {
  const l = c.lists;
  const on = (s: HTMLSelectElement, next: () => WhatIfChoices) =>
    s.addEventListener("change", () => {
      showChoices(c, next());
      c.changed(c.choices);
    });
  on(l.machine, () => machineChosen(c));
  const named = [
    ["gpu_model", l.gpuModel],
    ["site", l.site],
    ["offering", l.offering],
    ["workload", l.workload],
    ["job", l.job],
  ] as const;
  for (const [name, s] of named) on(s, () => withChoice(c.choices, name, s.value));
  for (const f of Object.values(l.filters)) f.addEventListener("change", () => fillOfferings(c));
}

/** Shows `error` at the list it names and drops that choice, calling back; `false` when it names none. */
function refuseChoice(c: PanelContext, error: Error): boolean {
  const name = error instanceof ParameterError && error.reason.kind === "value"
    ? error.reason.name
    : error instanceof UnknownJobError
    ? "job"
    : undefined;
  if (name === undefined || !c.errors.has(name) || c.choices[name] === undefined) return false;
  const { [name]: _dropped, ...rest } = c.choices;
  showChoices(c, rest);
  c.changed(c.choices);
  c.errors.get(name)!.textContent = c.t.refused(
    sayError(error, c.data.money.lang) ?? error.message,
  );
  return true;
}

/**
 * The choices panel of `data`, calling `changed` with the reader's choices on every change.
 *
 * @param data the page's data (its dataset is what the lists offer)
 */
export function casePanel(
  data: WhatIfData,
  document: Document,
  changed: (choices: WhatIfChoices) => void,
): CasePanel {
  const t = words(data.money.lang).whatIf.choice;
  const box = el(document, "fieldset", "whatif-case");
  box.id = "whatif-case";
  box.append(el(document, "legend", "", t.heading), el(document, "p", "whatif-built", t.intro));
  const p: PanelBox = { data, document, t, box, errors: new Map() };
  const c: PanelContext = { ...p, lists: caseLists(p), choices: {}, filled: "", changed };
  listen(c);
  showChoices(c, {});
  return {
    element: box,
    show: (choices) => showChoices(c, choices),
    accepted() {
      for (const e of c.errors.values()) e.textContent = "";
    },
    refuse: (error) => refuseChoice(c, error),
  };
}
