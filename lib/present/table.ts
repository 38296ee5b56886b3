/**
 * A formatted table of rows, the way a notebook shows what a model function returned:
 * `table(rows, { money, caption })`. Columns are the rows' keys (or the ones named), headers
 * their labels, numbers formatted by kind, yes and no in the report's language. Every cell is
 * escaped.
 *
 * @module
 */
import { Html } from "./display.ts";
import {
  CNY,
  escapeHtml,
  formatMoney,
  formatNumber,
  formatPercent,
  formatPerMillion,
  formatSignificant,
  htmlTable,
  type Money,
} from "./format.ts";
import type { Lang } from "../lang.ts";
import { words } from "../words/messages.ts";

/** How a column's numbers are shown. */
export type Format =
  | "money"
  | "perMillion"
  | "percent"
  | "percent2"
  | "number"
  | "integer"
  | "significant"
  | "text";

/** What {@linkcode table} shows of rows whose keys are `K`, and how. */
export interface TableOptions<K extends string> {
  /** The columns to show, in order. @default every key of the first row */
  columns?: readonly K[];
  /** Headers by key. @default the key */
  labels?: Partial<Record<K, string>>;
  /** How to show each column's numbers. @default "number" (two decimals; "money" for CNY amounts) */
  format?: Partial<Record<K, Format>>;
  /** The currency money columns are shown in. @default CNY */
  money?: Money;
  /** The language of the cells the table writes (yes, no, percentages). @default `money`'s, or "en" */
  lang?: Lang;
  /** Text below the table, such as the source of its numbers; none when absent. */
  caption?: string;
}

/** A cell's markup: escaped text, or the markup of an {@linkcode Html} value (a cited source). */
function cell(
  value: unknown,
  format: Format,
  money: Money | undefined,
  lang: Lang,
  moneyDigits?: number,
): string {
  return value instanceof Html
    ? value.html
    : escapeHtml(cellText(value, format, money, lang, moneyDigits));
}

/** A cell's text: yes or no, a number in its column's format, or the value as text. */
function cellText(...[value, format, money, lang, moneyDigits]: Parameters<typeof cell>): string {
  if (typeof value === "boolean") return value ? words(lang).common.yes : words(lang).common.no;
  if (typeof value !== "number") return value === undefined || value === null ? "" : String(value);
  switch (format) {
    case "money":
      return formatMoney(value, money, moneyDigits);
    case "perMillion":
      // a price a million tokens, each to its own digits: 0.267 USD beside 383 USD, never "0 USD"
      return formatPerMillion(value, money);
    case "percent":
      return formatPercent(value, 1, lang);
    case "percent2":
      return formatPercent(value, 2, lang);
    case "integer":
      return formatNumber(value, 0, lang);
    case "significant":
      return formatSignificant(value);
    case "text":
      return String(value);
    default:
      return formatNumber(value, 2, lang);
  }
}

/**
 * The decimals of a money column: one for the whole column, so that 0 and 12,345 read alike
 * ("0 CNY", "12,345 CNY", not "0.00 CNY" beside whole numbers): cents only when every amount is
 * below 100 in the shown currency.
 */
export function moneyDigits(values: readonly unknown[], money: Money = CNY): number {
  const amounts = values.filter((v): v is number => typeof v === "number" && Number.isFinite(v));
  return amounts.every((v) => Math.abs(v / money.cnyPerUnit) < 100) ? 2 : 0;
}

/**
 * A table of `rows`: any objects, those of an interface a model function returns as much as
 * literals, their string keys the columns.
 *
 * @example
 * ```ts
 * table([{ item: "Owning", cny: 16_275 }], { format: { cny: "money" }, labels: { cny: "3 years" } })
 * ```
 */
export function table<T extends object, K extends Extract<keyof T, string>>(
  rows: readonly T[],
  options: TableOptions<K> = {},
): Html {
  const keys = options.columns ?? (Object.keys(rows[0] ?? {}) as K[]);
  const lang = options.lang ?? options.money?.lang ?? "en";
  return new Html(htmlTable(
    rows,
    keys.map((k) => {
      const format = options.format?.[k] ?? "number";
      const digits = format === "money" ? moneyDigits(rows.map((r) => r[k]), options.money) : 0;
      return {
        header: options.labels?.[k] ?? k,
        value: (r: T) => cell(r[k], format, options.money, lang, digits),
        align: typeof rows[0]?.[k] === "number" ? "right" as const : "left" as const,
        html: true,
      };
    }),
    options.caption,
  ));
}
