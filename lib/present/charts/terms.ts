/**
 * The model's own names of what the charts draw (cost items, hidden costs, monthly lines) in the
 * report's language. The model gives a cost item by its key (`tcoItems()`'s `key`), the document
 * its items by their English names (`documentTcoItems()`), a monthly line by an English label
 * (`ownMonthlyLine()`); colours are chosen from the same key or name (`colors.ts`), the words drawn
 * come from the catalogue: the key, or the message's key that the English name finds, gives its
 * words in every language (English included, so that every language takes one path).
 *
 * @module
 */
import type { Lang } from "../../words/lang.ts";
import { CATALOGUE, words } from "../../words/messages.ts";

/** A reference to the document's cells written after an item's name: ` (B5)`. */
const CELL = / \(([A-Z]+\d+)\)$/;

/**
 * A cost item's name in `lang`, the item given by its key in the catalogue (`electricity`) or by
 * its English name, a cell of the document's after it allowed; a name the catalogue does not know
 * is shown as it is.
 *
 * @example
 * ```ts
 * itemName("electricity", "zh"); // "电费"
 * itemName("Electricity (B5)", "zh"); // "电费（B5）"
 * itemName("Electricity (B5)", "en"); // "Electricity (B5)"
 * ```
 */
export function itemName(label: string, lang: Lang): string {
  const cell = CELL.exec(label);
  const noun = cell ? label.slice(0, cell.index) : label;
  const key = Object.hasOwn(CATALOGUE.charts.items, noun)
    ? noun as keyof typeof CATALOGUE.charts.items
    : keyOf(CATALOGUE.charts.items, noun);
  if (key === undefined) return label;
  const w = words(lang);
  const name = w.charts.items[key];
  return cell ? name + w.common.openParen + cell[1] + w.common.closeParen : name;
}

/** The key of the message of `section` whose English is `english`. */
function keyOf<S extends Record<string, { en: string }>>(
  section: S,
  english: string,
): keyof S | undefined {
  return Object.keys(section).find((k) => section[k]!.en === english);
}

/**
 * A monthly line's name in `lang`: owning, or a renting line named `pricing: provider` by
 * `cloudMonthlyLine()`, its pricing model in the catalogue's words.
 *
 * @example
 * ```ts
 * lineName({ label: "On demand: AutoDL", kind: "on_demand" }, "zh"); // "按量计费：AutoDL"
 * ```
 */
export function lineName(line: { label: string; kind: string }, lang: Lang): string {
  const w = words(lang);
  if (line.kind === "own") return w.charts.cost.own;
  if (!Object.hasOwn(CATALOGUE.common.pricing, line.kind)) return line.label;
  const kind = line.kind as keyof typeof CATALOGUE.common.pricing;
  const english = CATALOGUE.common.pricing[kind].en;
  if (!line.label.startsWith(`${english}: `)) return line.label;
  return w.charts.monthly.line(w.common.pricing[kind], line.label.slice(english.length + 2));
}
