/**
 * The box a report shows in place of its figures when the data has problems: how many, in which
 * folder, and each problem with its file, row, column, what was found and what was expected, all
 * in the report's language.
 *
 * @module
 */
import { type DataIssue, issueText } from "../data/errors.ts";
import { escapeHtml } from "./format.ts";
import type { Lang } from "../words/lang.ts";
import { words } from "../words/messages.ts";

/**
 * The HTML of the data-problems box (`<div class="wb-problems">`) for `issues` of the folder
 * `folder`, in `lang`.
 *
 * @example
 * ```ts
 * const box = problemsBox(
 *   [{ file: "sites.csv", row: 2, column: "pue", value: "0.5", problem: { kind: "cell", expected: "pue" } }],
 *   "data",
 *   "zh",
 * );
 * box.includes("sites.csv 第 2 行 pue 列"); // true
 * ```
 */
export function problemsBox(issues: readonly DataIssue[], folder: string, lang: Lang): string {
  // the folder's name as code: a name the reader gave it, in any language
  const mark = "\u0000";
  const heading = escapeHtml(words(lang).data.box(mark, issues.length))
    .replace(mark, `<code>${escapeHtml(folder)}</code>`);
  const list = issues.map((i) => `<li>${escapeHtml(issueText(i, lang))}</li>`).join("");
  return `<div class="wb-problems"><strong>${heading}</strong><ul>${list}</ul></div>`;
}
