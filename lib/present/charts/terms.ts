/**
 * The names of what the charts draw (cost items, monthly lines) in the report's language, read off
 * their keys: a cost item by its key (`tcoItems()`'s `key`, `documentTcoItems()`'s, with the
 * document's cell after it where a chart shows it), a monthly line by its kind and provider.
 *
 * @module
 */
import type { Lang } from "../../lang.ts";
import { words } from "../../words/messages.ts";

/** The key of a cost item, as the catalogue names it (`lib/words/messages/costs.ts`). */
export type ItemKey = keyof ReturnType<typeof words>["charts"]["items"];

/**
 * A cost item's name in `lang`, the document's cell after it when one is given; a key the
 * catalogue does not know is shown as it is.
 *
 * @example
 * ```ts
 * itemName("electricity", "zh"); // "电费"
 * itemName("electricity", "zh", "B5"); // "电费（B5）"
 * itemName("electricity", "en", "B5"); // "Electricity (B5)"
 * ```
 */
export function itemName(key: string, lang: Lang, cell?: string): string {
  const w = words(lang);
  const name = Object.hasOwn(w.charts.items, key) ? w.charts.items[key as ItemKey] : key;
  return cell === undefined ? name : name + w.common.openParen + cell + w.common.closeParen;
}

/**
 * A monthly line's name in `lang`: owning, or a way of renting named by its pricing model and
 * provider (`rentMonthlyLine()`); a line given neither is shown by its label.
 *
 * @example
 * ```ts
 * lineName({ label: "x", kind: "on_demand", provider: "AutoDL" }, "zh"); // "按量计费：AutoDL"
 * lineName({ label: "own", kind: "own" }, "en"); // "Own"
 * ```
 */
export function lineName(
  line: { label: string; kind: string; provider?: string },
  lang: Lang,
): string {
  const w = words(lang);
  if (line.kind === "own") return w.charts.cost.own;
  if (line.provider === undefined || !Object.hasOwn(w.common.pricing, line.kind)) {
    return line.label;
  }
  const pricing = w.common.pricing[line.kind as keyof typeof w.common.pricing];
  return w.charts.monthly.line(pricing, line.provider);
}
