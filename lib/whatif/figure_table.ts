/**
 * The what-if page's table of figures, written again on every change: a row a figure
 * (`data-figure` its key, `data-value` its number), its label and its text set as text, a row
 * added or dropped where the case has more or fewer figures, and a cell whose text did not change
 * left as it is (a slider move rewrites only what moved).
 *
 * @module
 */
/// <reference lib="dom" />
import { element } from "./dom.ts";
import type { Figure } from "./figures.ts";

/**
 * Writes `figures` into the rows of `body` (the figures table's `<tbody>`), in `document`.
 *
 * @param body the table body the build wrote the figures into
 */
export function writeFigures(
  body: HTMLTableSectionElement,
  figures: readonly Figure[],
  document: Document,
): void {
  const rows = Array.from(body.rows);
  figures.forEach((f, i) => {
    let tr = rows[i];
    if (!tr) {
      tr = element(document, "tr");
      const th = element(document, "th");
      th.scope = "row";
      tr.append(th, element(document, "td"));
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
