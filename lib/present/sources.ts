/**
 * A source as a page shows it: a citation stays as the data cites it, inside `<cite>`; the word
 * `assumption` that opens a source the workbook's own figure is read as a word of the catalogue
 * ("assumption", "假设"), with what follows it (`assumption: …`, `assumption (…)`) cited; the
 * source `parameters`, of a work the reader stated by parameters alone
 * (`lib/scenario/work_stated.ts`), is the catalogue's word too ("parameters", "参数"), and so is
 * `example (assumption)`, a work of `work.csv` the workbook made up ("示例（假设）"), with any
 * citation after its `;` cited.
 *
 * @module
 */
import { Html } from "./display.ts";
import { escapeHtml } from "./format.ts";
import type { Lang } from "../lang.ts";
import { words } from "../words/messages.ts";

/** `assumption`, `assumption: detail` or `assumption (detail)`, in any case. */
const ASSUMPTION = /^assumption\b(?:\s*:\s*(.+)|\s*\((.+)\))?\s*$/is;

/** `example (assumption)`, then what else it cites after a `;`, in any case. */
const EXAMPLE = /^example\s*\(\s*assumption\s*\)\s*(?:;\s*(.+))?$/is;

/** The source of a work stated by parameters alone, as `workOf()` of the scenario writes it. */
const PARAMETERS = "parameters";

/**
 * The markup of a source in `lang`: `<cite>` around what the data cites, the catalogue's word
 * for an assumption.
 *
 * @example
 * ```ts
 * sourceHtml("assumption", "zh"); // "假设"
 * sourceHtml("assumption (edit to your own rate)", "zh"); // "假设（<cite>edit to your own rate</cite>）"
 * sourceHtml("Uptime Institute 2023 survey", "zh"); // "<cite>Uptime Institute 2023 survey</cite>"
 * sourceHtml("parameters", "zh"); // "参数"
 * sourceHtml("example (assumption); Hoffmann et al. 2022", "zh"); // "示例（假设）；<cite>Hoffmann et al. 2022</cite>"
 * ```
 */
export function sourceHtml(source: string, lang: Lang): string {
  const t = words(lang).common;
  if (source.trim() === PARAMETERS) return escapeHtml(t.parameters);
  const example = EXAMPLE.exec(source.trim());
  if (example) {
    const said = t.example + t.openParen + t.assumption + t.closeParen;
    const also = example[1];
    return escapeHtml(said) +
      (also === undefined ? "" : escapeHtml(t.semicolon) + `<cite>${escapeHtml(also)}</cite>`);
  }
  const m = ASSUMPTION.exec(source.trim());
  if (!m) return `<cite>${escapeHtml(source.trim())}</cite>`;
  const detail = m[1] ?? m[2];
  return detail === undefined
    ? escapeHtml(t.assumption)
    : escapeHtml(t.assumption) + escapeHtml(t.openParen) + `<cite>${escapeHtml(detail)}</cite>` +
      escapeHtml(t.closeParen);
}

/** {@linkcode sourceHtml} as a table cell, with plain `after` text (escaped) behind it. */
export function cited(source: string, lang: Lang, after = ""): Html {
  return new Html(sourceHtml(source, lang) + escapeHtml(after));
}

/**
 * A paragraph that says `text`, then where it comes from and the data's notes: "… Source:
 * <cite>…</cite>. Notes", "…来源：<cite>…</cite>。备注。". `text` and `notes` are escaped.
 */
export function sourcedParagraph(text: string, source: string, notes: string, lang: Lang): Html {
  const t = words(lang).common;
  const said = t.nextSentence(
    escapeHtml(text),
    `${escapeHtml(t.source + t.colon)}${sourceHtml(source, lang)}${escapeHtml(t.stop)}`,
  );
  const noted = notes.trim() === ""
    ? said
    : t.nextSentence(said, escapeHtml(closed(notes.trim(), lang)));
  return new Html(`<p>${noted}</p>`);
}

/** `text` ending in a full stop of `lang` (kept when it ends in one already). */
function closed(text: string, lang: Lang): string {
  return /[。！？.!?]$/.test(text) ? text : text + words(lang).common.stop;
}
