/**
 * Number, money and HTML formatting for tables and captions. All text from the data files goes
 * through {@linkcode escapeHtml} before it reaches a report.
 *
 * @module
 */
import { type Lang, LOCALES } from "../lang.ts";
import { words } from "../words/messages.ts";

/** Escapes `& < > " '` so text from a CSV shows literally in HTML. */
export function escapeHtml(text: unknown): string {
  return String(text)
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** One formatter per language and number of decimals, made once: `toLocaleString` makes one on every call. */
const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A number with thousands separators and `digits` decimals, as `lang`'s locale writes it:
 * 25273 → "25,273" (en-US and zh-CN write numbers alike).
 */
export function formatNumber(value: number, digits = 0, lang: Lang = "en"): string {
  if (!Number.isFinite(value)) return "–";
  const key = `${lang}:${digits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[lang], {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/** A number with enough decimals to show four significant digits: 4500 → "4,500", 0.0007 → "0.0007". */
export function formatSignificant(value: number): string {
  if (!Number.isFinite(value)) return "–";
  if (value === 0) return "0";
  const digits = Math.max(0, Math.min(8, 3 - Math.floor(Math.log10(Math.abs(value)))));
  return formatNumber(value, digits).replace(/(\.\d*?)0+$/, "$1").replace(/\.$/, "");
}

/**
 * How a report shows amounts to its reader: the CNY amount shown in `currency`, given CNY per unit
 * of it, among words in `lang`. Every chart, table and finding takes one, so the currency and the
 * language travel together from the parameters to the page.
 */
export interface Money {
  /** The currency's code, e.g. `CNY` or `USD`. */
  currency: string;
  /** CNY per unit of the currency (1 for CNY). */
  cnyPerUnit: number;
  /** The language of the words around the amounts. */
  lang: Lang;
}

/** Amounts in CNY, words in English. */
export const CNY: Money = { currency: "CNY", cnyPerUnit: 1, lang: "en" };

/** Formats a CNY amount in the display currency: `25,273 CNY`, `3,512 USD`. */
export function formatMoney(cny: number, money: Money = CNY, digits?: number): string {
  const value = cny / money.cnyPerUnit;
  const d = digits ?? (Math.abs(value) < 100 ? 2 : 0);
  return `${formatNumber(value, d, money.lang)} ${money.currency}`;
}

/**
 * A price a million tokens with its currency: three decimals below 10 (a fleet's 0.355 USD against
 * another's 0.363, both 0.36 in two), as {@linkcode formatMoney} above.
 */
export function formatPerMillion(cny: number, money: Money = CNY): string {
  return formatMoney(cny, money, Math.abs(cny / money.cnyPerUnit) < 10 ? 3 : undefined);
}

/**
 * A tick label for a money axis, already in the display currency: the amount with thousands
 * separators and as many decimals as its size needs, never an SI prefix ("290m" would read as
 * 290 million). 250000 → "250,000", 0.29 → "0.29", 1.5 → "1.5".
 */
export function moneyTick(value: number): string {
  const size = Math.abs(value);
  const digits = size === 0 || size >= 100 ? 0 : size >= 10 ? 1 : size >= 0.1 ? 2 : 4;
  return formatNumber(value, digits).replace(/(\.\d*?)0+$/, "$1").replace(/\.$/, "");
}

/**
 * Formats a fraction as a percentage the way `lang` writes it: 0.0313 → "3.1 %" in English,
 * "3.1%" in Chinese (no space before the sign).
 */
export function formatPercent(fraction: number, digits = 1, lang: Lang = "en"): string {
  return words(lang).tables.percent(formatNumber(fraction * 100, digits, lang));
}

/** A column of an HTML table: a header and how to show a row's cell. Cells are escaped unless `html`. */
export interface Column<T> {
  /** The column's header, as text (escaped). */
  header: string;
  /** A row's cell: a number is shown with two decimals, text as it is. */
  value: (row: T) => string | number;
  /** How the cells are aligned. @default "right" for a number, else "left" */
  align?: "left" | "right";
  /** The cell is trusted HTML made by the workbook (never data text). @default false */
  html?: boolean;
}

/** An HTML table with escaped cells and right-aligned numbers. */
export function htmlTable<T>(
  rows: readonly T[],
  columns: readonly Column<T>[],
  caption?: string,
): string {
  const head = columns.map((c) =>
    `<th style="text-align:${c.align ?? "left"}">${escapeHtml(c.header)}</th>`
  ).join("");
  const body = rows.map((r) =>
    "<tr>" +
    columns.map((c) => {
      const v = c.value(r);
      const text = typeof v === "number" ? formatNumber(v, 2) : c.html ? v : escapeHtml(v);
      const align = c.align ?? (typeof v === "number" ? "right" : "left");
      return `<td style="text-align:${align}">${text}</td>`;
    }).join("") +
    "</tr>"
  ).join("\n");
  const cap = caption
    ? `<caption style="caption-side:bottom;text-align:left;color:#555">${
      escapeHtml(caption)
    }</caption>`
    : "";
  return `<table class="wb-table">${cap}<thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}
