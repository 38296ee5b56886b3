/**
 * How the costs beside hardware and rent move the answer, as a reader sees it: a sentence made
 * from the numbers and table rows, money in the report's currency, words in its language (the
 * catalogue's `findings.hiddenCosts` and `tables.hiddenCosts`; the chart is in
 * `charts/hidden_costs.ts`).
 *
 * @module
 */
import {
  HIDDEN_COST_NAMES,
  type HiddenCost,
  type HiddenCostEffect,
  type HiddenCostEffects,
} from "../model/hidden_costs.ts";
import type { InputName } from "../model/inputs.ts";
import { sayBreakEven } from "./findings.ts";
import { formatMoney, formatNumber, type Money } from "./format.ts";
import { inputLabel, inputValue, isMoneyInput } from "./inputs.ts";
import type { Lang } from "../lang.ts";
import { words } from "../words/messages.ts";
import type { Html } from "./display.ts";
import { cited } from "./sources.ts";

/** "renting is cheaper by 945 CNY" or "owning is cheaper by 7,840,988 USD". */
function sayAnswer(ownMinusRentCny: number, money: Money): string {
  const t = words(money.lang).findings.hiddenCosts;
  if (ownMinusRentCny === 0) return t.same;
  const amount = formatMoney(Math.abs(ownMinusRentCny), money);
  return ownMinusRentCny > 0 ? t.rentingCheaperBy(amount) : t.owningCheaperBy(amount);
}

/** "+7,200 CNY" / "−116 CNY": a change of own − rent. */
function sayChange(cny: number, money: Money): string {
  return `${cny < 0 ? "−" : "+"}${formatMoney(Math.abs(cny), money)}`;
}

function sayBreakEvenShift(e: HiddenCostEffect, lang: Lang): string {
  if (e.breakEvenChangeHours === null) return sayBreakEven(e.breakEven, { lang });
  const h = e.breakEvenChangeHours;
  return words(lang).findings.hiddenCosts.breakEvenShift(
    h >= 0,
    formatNumber(Math.abs(h), 2, lang),
  );
}

/** A cost's name in `lang`: "People", "运维人力"; "All of them" for all together. */
export function hiddenCostLabel(e: Pick<HiddenCostEffect, "cost">, lang: Lang = "en"): string {
  return words(lang).tables.hiddenCosts[e.cost];
}

/** Each cost's name in English, by its key (`people`: "People"). */
export const HIDDEN_COST_LABELS = Object.fromEntries(
  HIDDEN_COST_NAMES.map((cost) => [cost, hiddenCostLabel({ cost })]),
) as Record<HiddenCost, string>;

/**
 * A scenario's finding: which cost moves its answer most, by how much, and where all of them
 * together leave it, e.g. "seed-3090-autodl: counting people moves own − rent most (+7,200 CNY: the
 * break-even rises by 2.31 h/day) ... All of them together: renting is cheaper by 14,126 CNY
 * (without them renting is cheaper by 945 CNY), owning is cheaper above 11.00 h/day."
 */
export function sayHiddenCosts(label: string, e: HiddenCostEffects, money: Money): string {
  const lang = money.lang;
  const t = words(lang).findings.hiddenCosts;
  if (e.effects.length === 0 || e.all === null) {
    return t.noValue(label, sayAnswer(e.ownMinusRentCny, money));
  }
  const [first, ...rest] = e.effects;
  return t.effects(
    label,
    hiddenCostLabel(first!, lang),
    sayChange(first!.changeCny, money),
    sayBreakEvenShift(first!, lang),
    rest.map((r) => t.other(hiddenCostLabel(r, lang), sayChange(r.changeCny, money))),
    sayAnswer(e.all.ownMinusRentCny, money),
    sayAnswer(e.ownMinusRentCny, money),
    sayBreakEven(e.all.breakEven, { lang }),
    sayBreakEven(e.breakEven, { lang }),
  );
}

/** Table rows of the effects, all together last: money in CNY (a table converts it), break-even in words. */
export function hiddenCostRows(e: HiddenCostEffects, { lang = "en" }: { lang?: Lang } = {}): {
  cost: string;
  changeCny: number;
  ownMinusRentCny: number;
  breakEven: string;
}[] {
  const rows = [...e.effects, ...(e.all ? [e.all] : [])];
  return [
    {
      cost: words(lang).tables.hiddenCosts.none,
      changeCny: 0,
      ownMinusRentCny: e.ownMinusRentCny,
      breakEven: sayBreakEven(e.breakEven, { lang }),
    },
    ...rows.map((r) => ({
      cost: hiddenCostLabel(r, lang),
      changeCny: r.changeCny,
      ownMinusRentCny: r.ownMinusRentCny,
      breakEven: sayBreakEven(r.breakEven, { lang }),
    })),
  ];
}

/**
 * The what-if values as a reader reads them: the cost (the file's word in English, its name in
 * Chinese), input with its unit, value in the report's currency, source as cited (an assumption
 * in the catalogue's word).
 */
export function whatIfRows(
  rows: readonly { cost: string; parameter: InputName; value: number; source: string }[],
  money: Money,
): { cost: string; input: string; value: number; source: Html }[] {
  const t = words(money.lang).tables;
  return rows.map((r) => ({
    cost: t.hiddenCostOfData(r.cost),
    input: inputLabel(r.parameter, money),
    value: isMoneyInput(r.parameter) ? inputValue(r.parameter, r.value, money) : r.value,
    source: cited(r.source, money.lang),
  }));
}
