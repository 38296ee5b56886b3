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
  const lang = data.money.lang;
  const d = data.dataset;
  let choices: WhatIfChoices = {};
  const errors = new Map<string, HTMLElement>();
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className = "", text = "") => {
    const e = document.createElement(tag);
    if (className) e.className = className;
    if (text) e.textContent = text;
    return e;
  };
  const box = el("fieldset", "whatif-case");
  box.id = "whatif-case";
  box.append(el("legend", "", t.heading), el("p", "whatif-built", t.intro));

  /** A labelled select list with its error line. */
  function select(name: string, label: string, options: [string, string][]): HTMLSelectElement {
    const row = el("div", "whatif-control whatif-choice");
    const l = el("label", "", label);
    const s = el("select", "whatif-select");
    s.id = `whatif-${name}`;
    l.htmlFor = s.id;
    fill(s, options);
    const error = el("span", "whatif-error");
    error.setAttribute("role", "alert");
    error.dataset.name = name;
    errors.set(name, error);
    row.append(l, s, error);
    box.append(row);
    return s;
  }

  function fill(s: HTMLSelectElement, options: [string, string][]): void {
    s.replaceChildren(...options.map(([value, text]) => new Option(text, value)));
  }

  const machine = select("machine", t.machine, [
    // the machine, site and offering the page was built with (its choices applied)
    ["", t.asBuilt(data.resolved.hardware.id)],
    ...d.hardware.map((h): [string, string] => [h.id, `${h.name} (${h.id})`]),
    [OWN, t.ownMachine],
  ]);
  const models = gpuModelsOf(d);
  const gpuModel = select("gpu_model", t.gpuModel, models.map((m): [string, string] => [m, m]));
  const gpuRow = gpuModel.parentElement!;
  const site = select("site", t.site, [
    ["", t.asBuilt(data.resolved.scenario.siteId)],
    ...d.sites.map((x): [string, string] => [x.id, `${x.name} (${x.id})`]),
  ]);
  // the offering's filters: each lists the values of the data
  const distinct = (f: (o: (typeof d.offerings)[number]) => string) =>
    [...new Set(d.offerings.map(f))].sort();
  const filterOf = (name: string, label: string, values: string[], text = (v: string) => v) =>
    select(name, label, [["", t.any], ...values.map((v): [string, string] => [v, text(v)])]);
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
  const offering = select("offering", t.offering, []);
  const count = el("span", "whatif-built");
  count.id = "whatif-offering-count";
  offering.parentElement!.insertBefore(count, errors.get("offering")!);
  const workload = select("workload", t.workload, [
    ["", t.asBuilt(data.resolved.workload)],
    ...[...new Set(d.throughput.map((x) => x.workload))].sort().map((w): [string, string] => [
      w,
      w,
    ]),
  ]);
  const job = select("job", t.job, [
    ["", t.noJob],
    ...d.jobs.map((j): [string, string] => [j.id, `${j.id}: ${j.description}`]),
  ]);

  /** The filters and the offering outside them the list was last filled for. */
  let filled = "";

  /** The offering list, the filters applied; the chosen offering kept in it. */
  function fillOfferings(): void {
    const f = {
      gpu: filters.gpu.value,
      region: filters.region.value,
      provider: filters.provider.value,
      pricing: filters.pricing.value,
    };
    const passes = (o: (typeof d.offerings)[number]) =>
      (!f.gpu || o.gpuModel === f.gpu) && (!f.region || o.region === f.region) &&
      (!f.provider || o.provider === f.provider) && (!f.pricing || o.pricingModel === f.pricing);
    // a list already holding the choice is not built again: a change of offering only selects
    const outside = d.offerings.find((o) => o.id === choices.offering && !passes(o));
    const key = JSON.stringify([f, outside?.id ?? null]);
    if (key === filled) {
      offering.value = choices.offering ?? "";
      return;
    }
    filled = key;
    const shown = d.offerings.filter((o) => o === outside || passes(o));
    fill(offering, [
      ["", t.asBuilt(data.resolved.offering.id)],
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

  function show(next: WhatIfChoices): void {
    choices = { ...next };
    const own = choices.gpu_model !== undefined;
    machine.value = own ? OWN : choices.machine ?? "";
    gpuRow.hidden = !own;
    if (own) gpuModel.value = choices.gpu_model!;
    site.value = choices.site ?? "";
    fillOfferings();
    workload.value = choices.workload ?? "";
    job.value = choices.job ?? "";
  }

  const set = (name: string, value: string) => {
    const next = { ...choices };
    if (value === "") delete next[name];
    else next[name] = value;
    return next;
  };
  machine.addEventListener("change", () => {
    let next: WhatIfChoices;
    if (machine.value === OWN) {
      // an own machine starts as the machine shown, its GPU model the reader's to change
      const from = d.hardware.find((h) => h.id === choices.machine) ?? data.resolved.hardware;
      next = { ...choices, gpu_model: from.gpuModel };
    } else {
      const { gpu_model: _g, ...rest } = choices;
      next = { ...rest };
      if (machine.value === "") delete next.machine;
      else next.machine = machine.value;
    }
    show(next);
    changed(choices);
  });
  gpuModel.addEventListener("change", () => {
    show(set("gpu_model", gpuModel.value));
    changed(choices);
  });
  site.addEventListener("change", () => {
    show(set("site", site.value));
    changed(choices);
  });
  offering.addEventListener("change", () => {
    show(set("offering", offering.value));
    changed(choices);
  });
  workload.addEventListener("change", () => {
    show(set("workload", workload.value));
    changed(choices);
  });
  job.addEventListener("change", () => {
    show(set("job", job.value));
    changed(choices);
  });
  for (const f of Object.values(filters)) f.addEventListener("change", fillOfferings);
  show({});

  return {
    element: box,
    show,
    accepted() {
      for (const e of errors.values()) e.textContent = "";
    },
    refuse(error: Error) {
      const name = error instanceof ParameterError && error.reason.kind === "value"
        ? error.reason.name
        : error instanceof UnknownJobError
        ? "job"
        : undefined;
      if (name === undefined || !errors.has(name) || choices[name] === undefined) return false;
      const { [name]: _dropped, ...rest } = choices;
      show(rest);
      changed(choices);
      errors.get(name)!.textContent = t.refused(sayError(error, lang) ?? error.message);
      return true;
    },
  };
}
