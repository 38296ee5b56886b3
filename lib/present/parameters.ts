/**
 * The parameters a report was built with, worded in the report's language: each item of
 * `describeParameters()` as `cloud_price = 2 USD per GPU-hour` (`cloud_price = 2 USD 每 GPU 小时`),
 * the name as `-p` writes it, the unit in the report's words and money in its currency.
 *
 * @module
 */
import type { ParameterItem } from "../params/describe.ts";
import { unitShown } from "../parameter_units.ts";
import { words } from "../words/messages.ts";
import { escapeHtml, type Money } from "./format.ts";

/**
 * The unit of `item` in `money.lang`, money in `money.currency`: `"USD per GPU-hour"`,
 * `"小时/天"`; `""` for a fraction or a parameter without a unit.
 */
export function parameterUnit(
  item: { readonly unit?: ParameterItem["unit"]; readonly money?: boolean },
  money: Pick<Money, "currency" | "lang">,
): string {
  const unit = unitShown(item.unit) ? words(money.lang).whatIf.unit[item.unit] : "";
  if (!item.money) return unit;
  return unit === "" ? money.currency : `${money.currency} ${unit}`;
}

/**
 * A value as the report's language says it: a yes-or-no parameter's `true` and `false` (such as
 * `owned`) as 是 and 否 on a Chinese report, a choice's word (`financing = lease` as 融资租赁), as
 * typed on an English one; any other value (a number, an id of the data) as given.
 */
function valueText(name: string, value: string | number, lang: Money["lang"]): string {
  const { flagValue, choiceValue } = words(lang ?? "en").common;
  if (value === "true" || value === "false") return flagValue(value);
  const choices: Readonly<Record<string, Readonly<Record<string, string>>>> = choiceValue;
  const said = Object.hasOwn(choices, name) && typeof value === "string" &&
      Object.hasOwn(choices[name]!, value)
    ? choices[name]![value]
    : undefined;
  return said ?? String(value);
}

/**
 * One parameter value as text: `hours_per_day = 6 h/day`, `purchase_price = 13000 CNY`.
 *
 * @example
 * ```ts
 * import { parameterText } from "./parameters.ts";
 * const item = { name: "cloud_price", value: 2, unit: "perGpuHour", money: true } as const;
 * parameterText(item, { currency: "USD", lang: "zh" }); // "cloud_price = 2 USD 每 GPU 小时"
 * ```
 */
export function parameterText(
  item: ParameterItem,
  money: Pick<Money, "currency" | "lang">,
): string {
  const unit = parameterUnit(item, money);
  return `${item.name} = ${valueText(item.name, item.value, money.lang)}${unit ? ` ${unit}` : ""}`;
}

/**
 * The parameter values as HTML for a report's inputs: each name as code, its value and unit as
 * text, joined in the report's language.
 */
export function parametersHtml(
  items: readonly ParameterItem[],
  money: Pick<Money, "currency" | "lang">,
): string {
  const { comma } = words(money.lang).common;
  return items.map((item) => {
    const unit = parameterUnit(item, money);
    return `<code>${escapeHtml(item.name)}</code> = ${
      escapeHtml(valueText(item.name, item.value, money.lang))
    }${unit ? ` ${escapeHtml(unit)}` : ""}`;
  }).join(escapeHtml(comma));
}
