/**
 * The one way the what-if page's modules make an element: in the document given, its text set as
 * text (`textContent`), never as markup, so that text from the data stays text.
 *
 * @module
 */
/// <reference lib="dom" />

/** The properties {@linkcode element} sets; text as text. */
export type ElementProps = Partial<
  Record<"className" | "textContent" | "id" | "htmlFor", string>
>;

/**
 * An element `tag` of `document` with `props` set.
 *
 * @param document the document to make it in (the page's)
 * @returns the element, not yet inserted
 */
export function element<K extends keyof HTMLElementTagNameMap>(
  document: Document,
  tag: K,
  props: ElementProps = {},
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  Object.assign(e, props);
  return e;
}

/**
 * A table of `columns` headers and an empty body, with `id` and the page's figures class.
 *
 * @returns the table and its body, to fill
 */
export function tableOf(
  document: Document,
  id: string,
  columns: readonly string[],
): { table: HTMLTableElement; body: HTMLTableSectionElement } {
  const table = element(document, "table", { className: "whatif-figures", id });
  const head = element(document, "tr");
  for (const text of columns) head.append(element(document, "th", { textContent: text }));
  const thead = element(document, "thead");
  thead.append(head);
  const body = element(document, "tbody");
  table.append(thead, body);
  return { table, body };
}
