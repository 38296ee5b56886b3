/**
 * The what-if page's "what moves the answer" block, below its charts: the first-order and total
 * Sobol' indices of owning minus renting over the case's ranges (`globalSensitivity()`, the
 * numbers and the chart of notebook 05), for the case the page shows. They take N × (k + 2) runs
 * of the model (7,168 for the shipped case's 12 inputs at {@linkcode PAGE_SOBOL_ROWS} rows: 55 ms in
 * Deno and 120–200 ms for a first draw in Chromium on this 2-core machine under load, the
 * `whatif-sobol` measure): more than a frame, so they are computed once the controls rest
 * ({@linkcode REST_MS} after the last change) and only while the block is open, never on each move
 * of a slider. The block says so. Text set as text; the chart drawn in the page's document.
 *
 * @module
 */
/// <reference lib="dom" />
import { globalSensitivity } from "../model/global_sensitivity.ts";
import type { CostInputs } from "../model/inputs.ts";
import type { InputRange } from "../model/sensitivity.ts";
import { chartElement } from "../present/chart_kinds.ts";
import type { Html } from "../present/display.ts";
import { sobolChart } from "../present/charts/sobol.ts";
import { formatNumber, type Money } from "../present/format.ts";
import { words } from "../words/messages.ts";
import { element } from "./dom.ts";

/** The rows N of the page's Sobol' sample: half notebook 05's 1,024, so an update stays short. */
export const PAGE_SOBOL_ROWS = 512;

/** The seed of the page's sample and bootstrap: notebook 05's, so equal cases give equal indices. */
export const PAGE_SOBOL_SEED = 2026;

/** How long the controls must rest before the indices are computed, ms. */
export const REST_MS = 250;

/** What the indices are computed from: the case's inputs and the ranges they vary over. */
export interface SobolCase {
  /** The case's inputs, as the page computed them. */
  inputs: CostInputs;
  /** The case's ranges, around its values (`ResolvedScenario.ranges`). */
  ranges: readonly InputRange[];
}

/** The block: its element, and how the page hands it the case shown. */
export interface SobolBlock {
  /** The block's element (`#whatif-sobol`, a `<details>`), to insert below the charts. */
  element: HTMLElement;
  /** The case shown now: its indices are computed once the controls rest, while the block is open. */
  write(c: SobolCase): void;
}

/**
 * The chart of the Sobol' indices of own − rent of `c`, as the page draws it: N =
 * {@linkcode PAGE_SOBOL_ROWS}, seed {@linkcode PAGE_SOBOL_SEED}, drawn in `document`.
 */
export function sobolChartOf(c: SobolCase, money: Money, document?: Document): Html {
  const g = globalSensitivity(c.inputs, c.ranges, { n: PAGE_SOBOL_ROWS, seed: PAGE_SOBOL_SEED });
  return sobolChart(g, { answer: "ownMinusRent", money, document });
}

/** The block of a page in `money`'s currency and language, in `document`. */
export function sobolBlock(money: Money, document: Document): SobolBlock {
  const t = words(money.lang).whatIf.sobol;
  const box = element(document, "details", { id: "whatif-sobol" });
  const summary = element(document, "summary", { textContent: t.summary });
  const note = element(document, "p", {
    id: "whatif-sobol-note",
    textContent: t.note(formatNumber(PAGE_SOBOL_ROWS, 0, money.lang), REST_MS),
  });
  const chart = element(document, "div", { id: "whatif-sobol-chart" });
  chart.setAttribute("aria-live", "polite");
  box.append(summary, note, chart);
  let shown: SobolCase | undefined; // the case the page shows
  let drawn = ""; // the key of the case the chart was drawn for
  let timer: ReturnType<typeof setTimeout> | undefined;
  const keyOf = (c: SobolCase) => JSON.stringify([c.inputs, c.ranges]);
  const draw = () => {
    timer = undefined;
    if (!shown || !(box as HTMLDetailsElement).open) return;
    const key = keyOf(shown);
    if (key === drawn) return;
    performance.mark("whatif-sobol-start");
    chart.replaceChildren(chartElement(sobolChartOf(shown, money, document)));
    chart.dataset.case = key;
    drawn = key;
    performance.measure("whatif-sobol", "whatif-sobol-start");
  };
  const later = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(draw, REST_MS);
  };
  box.addEventListener("toggle", () => {
    if ((box as HTMLDetailsElement).open) draw();
  });
  return {
    element: box,
    write(c) {
      shown = c;
      if ((box as HTMLDetailsElement).open && keyOf(c) !== drawn) later();
    },
  };
}
