/**
 * The what-if page's buttons: _Reset_ (back to the build's case), _Compare_ (keep case A, change
 * case B), and the two that copy the case: as a parameters file (YAML, what `--params` reads) or
 * as rows of the data (`lib/scenario/case_rows.ts`), shown in a box to copy from (`copy_box.ts`).
 * The page decides what a reset and a comparison do (`on`).
 *
 * @module
 */
/// <reference lib="dom" />
import type { WhatIfData } from "./figures.ts";
import { type ParameterName, PARAMETERS, type ParameterValues } from "../params.ts";
import type { Lang } from "../lang.ts";
import { caseRows, caseRowsText, parametersYaml } from "../scenario/case_rows.ts";
import { caseDescriber } from "../present/labels.ts";
import { words } from "../words/messages.ts";
import { copyBox } from "./copy_box.ts";
import { sayError } from "../present/refusals.ts";
import { element } from "./dom.ts";

/**
 * The parameters of who buys and how that no column of `scenarios.csv` holds (a machine already
 * owned, its financing, and their numbers): the buyer is a column (`buyer_id`), these stay
 * parameters.
 */
export const NOT_COLUMNS: readonly ParameterName[] = PARAMETERS.filter((p) =>
  p.name === "owned" || p.name === "financing" || p.appliesWith !== undefined
).map((p) => p.name);

/**
 * The rows' `text` (`caseRowsText()`) with a comment atop its parameters file naming the terms
 * of `parameters` no column holds, in `lang`; as it was when there are none.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { withTermsNoted } from "./page_buttons.ts";
 *
 * const text = "# --params FILE\nscenario: \"my-x\"\nowned: \"true\"\n";
 * const noted = withTermsNoted(text, { scenario: "my-x", owned: "true" }, "en");
 * assert.match(noted, /# --params FILE\n# owned: not columns of scenarios.csv/);
 * assert.equal(withTermsNoted(text, { scenario: "my-x" }, "en"), text);
 * ```
 */
export function withTermsNoted(text: string, parameters: ParameterValues, lang: Lang): string {
  const names = NOT_COLUMNS.filter((n) => parameters[n] !== undefined);
  if (names.length === 0) return text;
  const head = "# --params FILE\n";
  const note = words(lang).whatIf.choice.notColumns(names.join(", "));
  return text.replace(head, `${head}${note}\n`);
}

/** The buttons' elements. */
export interface PageButtons {
  /** The row of buttons, to insert. */
  element: HTMLElement;
  /** The box the case is copied into, to insert below them. */
  copied: HTMLElement;
  /** The "Compare" button, whose words the page sets by whether it compares. */
  compare: HTMLButtonElement;
}

/**
 * The buttons of the page for `data`, drawn in `document`.
 *
 * @param on.reset called when _Reset_ is pressed
 * @param on.compare called when _Compare_ is pressed
 * @param on.caseParameters every parameter of the case shown, for the copies
 */
export function pageButtons(
  data: WhatIfData,
  document: Document,
  on: { reset(): void; compare(): void; caseParameters(): ParameterValues },
): PageButtons {
  const lang = data.money.lang;
  const t = words(lang).whatIf;
  const button = (id: string, text: string) => {
    const b = element(document, "button", { id, textContent: text });
    b.type = "button";
    return b;
  };
  const reset = button("whatif-reset", t.reset);
  reset.addEventListener("click", () => on.reset());
  const compare = button("whatif-compare", t.choice.compare);
  compare.addEventListener("click", () => on.compare());
  const copyParameters = button("whatif-copy-parameters", t.choice.copyParameters);
  const copyRows = button("whatif-copy-rows", t.choice.copyRows);
  const copied = copyBox(lang, document);
  copyParameters.addEventListener(
    "click",
    () => copied.copy(parametersYaml(on.caseParameters())),
  );
  copyRows.addEventListener("click", () => {
    try {
      // described in the page's language, as the page's data (machine and site names, the
      // scenario's description) is: the rows copied read as the page does
      const rows = caseRows(data.dataset, data.scenarioId, on.caseParameters(), {
        describe: caseDescriber(lang),
      });
      copied.copy(withTermsNoted(caseRowsText(rows), rows.parameters, lang));
    } catch (error) {
      copied.copy(sayError(error, lang) ?? (error as Error).message);
    }
  });
  const row = element(document, "div", { className: "whatif-buttons" });
  row.append(reset, compare, copyParameters, copyRows);
  return { element: row, copied: copied.element, compare };
}
