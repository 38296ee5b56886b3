/**
 * What a check of the report lint returns and knows: a {@linkcode Finding} (the page, the check
 * by its {@linkcode CheckName}, the element, the message), the {@linkcode CheckContext} beside the
 * snapshot, and {@linkcode quote}, the way every finding cites the text it saw.
 *
 * @module
 */

/** A problem on a page: the page, the chart or element, what is wrong. */
export interface Finding {
  /** The page's file name in the reports folder, e.g. `index.html`. */
  page: string;
  /** The check that found it. */
  check: CheckName;
  /** Where on the page: a chart's title, or a word for the element such as "page text". */
  element: string;
  /** What is wrong, in words, with the text or value seen where there is one. */
  message: string;
}

/** What a check knows beside the snapshot. */
export interface CheckContext {
  /** The page's file name in the reports folder, as findings name it. */
  page: string;
  /** The report's display currency, e.g. "USD". */
  currency: string;
  /** Every currency code the data knows (data/fx.csv and CNY). */
  currencies: readonly string[];
  /** Words of the data's names (ids, providers, GPU models, machines), lower-cased: a Chinese page may show them. */
  names?: ReadonlySet<string>;
}

/** The names of the checks, as printed in front of each finding. */
export type CheckName =
  | "marks-outside-frame"
  | "no-data-marks"
  | "overlapping-text"
  | "cut-off-text"
  | "legend-missing"
  | "foreign-currency"
  | "sentinel-text"
  | "replacement-character"
  | "untitled-page"
  | "narrow-chart"
  | "small-text"
  | "si-money-tick"
  | "colour-meaning"
  | "english-text"
  | "empty-row"
  | "unlabelled-range";

/**
 * `s` in double quotes, cut to `n` characters with "…" where longer: how a finding cites text.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { quote } from "./finding.ts";
 *
 * assert.equal(quote("Monthly cost", 8), '"Monthly…"');
 * ```
 */
export function quote(s: string, n = 60): string {
  return `"${s.length > n ? s.slice(0, n - 1) + "…" : s}"`;
}
