/**
 * The model's own names of what the charts draw (cost items, hidden costs, monthly lines) in the
 * report's language. The model names them in English (`tcoItems()`, `HIDDEN_COST_LABELS`,
 * `ownMonthlyLine()`); colours are chosen from those names (`colors.ts`), the words drawn come
 * from the catalogue.
 *
 * @module
 */
import type { Lang } from "../lang.ts";
import { CATALOGUE, words } from "../messages.ts";

/** A reference to the document's cells written after an item's name: ` (B5)`. */
const CELL = / \(([A-Z]+\d+)\)$/;

/**
 * A cost item's name in `lang`; a name the catalogue does not know is shown as it is.
 *
 * @example
 * ```ts
 * itemName("Electricity (B5)", "zh"); // "电费（B5）"
 * itemName("Electricity (B5)", "en"); // "Electricity (B5)"
 * ```
 */
export function itemName(label: string, lang: Lang): string {
  if (lang === "en") return label;
  const cell = CELL.exec(label);
  const noun = cell ? label.slice(0, cell.index) : label;
  const item = Object.values(CATALOGUE.charts.items).find((m) => m.en === noun);
  if (!item) return label;
  return cell ? `${item[lang]}（${cell[1]}）` : item[lang];
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
  if (lang === "en") return line.label;
  const w = words(lang);
  if (line.kind === "own") return w.charts.cost.own;
  const pricing = CATALOGUE.common.pricing[line.kind as keyof typeof CATALOGUE.common.pricing];
  if (!pricing || !line.label.startsWith(`${pricing.en}: `)) return line.label;
  return w.charts.monthly.line(pricing[lang], line.label.slice(pricing.en.length + 2));
}
