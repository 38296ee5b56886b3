/**
 * The data's problems in words, in the reader's language: each problem as one line with its file,
 * row, column, what was found and what was expected; the folder's problems as a list; and the box
 * a report shows in place of its figures when the data has problems. The data layer gives the
 * problems as values (`lib/data/errors.ts`); the catalogue holds their words
 * (`lib/words/messages/data_words.ts`).
 *
 * @module
 */
import { type DataIssue, type DataProblem, FILE_FOUND } from "../data/errors.ts";
import { escapeHtml } from "./format.ts";
import type { Lang } from "../lang.ts";
import { words } from "../words/messages.ts";

/** What the issue's cell, row or file should hold, in `lang`. */
export function expectedText(issue: DataIssue, lang: Lang = "en"): string {
  if (issue.problem === undefined) return issue.expected;
  const said = words(lang).data.problem as Record<string, (p: DataProblem) => string>;
  return said[issue.problem.kind]!(issue.problem);
}

/**
 * Formats an issue as one line in English: `hardware.csv row 3, column wall_power: found "abc",
 * expected ...`, or for a file's state: `scenarios.csv: file not found; expected ...`.
 */
export function formatIssue(issue: DataIssue): string {
  return issueText(issue, "en");
}

/**
 * What was found in `lang`: the file's state where the problem is about it (`file not found`),
 * else the cell as written, quoted, or a blank cell.
 */
export function foundText(issue: DataIssue, lang: Lang = "en"): string {
  const t = words(lang).data;
  const p = issue.problem;
  if (p !== undefined && isFileState(p)) {
    return (t.found as Record<string, (p: DataProblem) => string>)[p.kind]!(p);
  }
  if (issue.found !== undefined) return issue.found;
  return issue.value === "" ? t.blankCell : t.quoted(issue.value);
}

function isFileState(p: DataProblem): boolean {
  return (FILE_FOUND as readonly string[]).includes(p.kind);
}

/** An issue as one line in `lang`, as {@linkcode formatIssue} words it in English. */
export function issueText(issue: DataIssue, lang: Lang): string {
  const t = words(lang).data;
  const where = t.at(issue.file, issue.row, issue.column);
  const line =
    issue.found !== undefined || issue.problem !== undefined && isFileState(issue.problem)
      ? t.fileLine
      : t.cellLine;
  return line(where, foundText(issue, lang), expectedText(issue, lang));
}

/** The problems of `folder` in `lang`: a line saying how many, then the first 50, one a line. */
export function problemsText(issues: readonly DataIssue[], folder: string, lang: Lang): string {
  const t = words(lang).data;
  const lines = issues.slice(0, 50).map((i) => issueText(i, lang));
  const more = issues.length > 50 ? `\n${t.more(issues.length - 50)}` : "";
  return `${t.cannotUse(folder, issues.length)}\n${lines.join("\n")}${more}`;
}

/**
 * Why a data folder could not be read, in `lang`: a folder that does not exist in the
 * catalogue's words, any other error as the system words it.
 */
export function unreadText(error: Error, lang: Lang): string {
  return error instanceof Deno.errors.NotFound ? words(lang).data.folderNotFound : error.message;
}

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
