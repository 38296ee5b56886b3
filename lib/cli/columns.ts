/**
 * Plain-text columns for a terminal: widths in terminal columns, where an East Asian wide or
 * fullwidth character (Chinese, Japanese, Korean, fullwidth forms) takes 2 and a combining mark 0.
 *
 * @module
 */

const WIDE =
  /[\u1100-\u115F\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA000-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6\u{1F300}-\u{1F64F}\u{1F900}-\u{1F9FF}\u{20000}-\u{3FFFD}]/u;
const ZERO = /[\p{Mn}\p{Me}\u200B-\u200F]/u;

/**
 * The number of terminal columns `text` takes.
 *
 * @example
 * ```ts
 * displayWidth("AutoDL 按量"); // 11: 7 for "AutoDL ", 2 × 2 for "按量"
 * ```
 */
export function displayWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += WIDE.test(ch) ? 2 : ZERO.test(ch) ? 0 : 1;
  return width;
}

/** `text` padded with spaces on the right to `width` terminal columns. */
export function padEndToWidth(text: string, width: number): string {
  return text + " ".repeat(Math.max(0, width - displayWidth(text)));
}

/** Two columns, the first padded to its widest cell, separated by two spaces. */
export function twoColumns(rows: readonly (readonly [string, string])[]): string {
  const width = Math.max(0, ...rows.map(([k]) => displayWidth(k)));
  return rows.map(([k, v]) => `${padEndToWidth(k, width)}  ${v}`).join("\n");
}
