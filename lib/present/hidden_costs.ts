/**
 * How the costs beside hardware and rent move the answer, as a reader sees it: a sentence made
 * from the numbers and table rows, money in the report's currency (the chart is in
 * `charts/hidden_costs.ts`).
 *
 * @module
 */
import type { HiddenCostEffect, HiddenCostEffects } from "../model/hidden_costs.ts";
import type { InputName } from "../model/inputs.ts";
import { sayBreakEven } from "./findings.ts";
import { formatMoney, formatNumber, type Money } from "./format.ts";
import { inputLabel, inputValue, isMoneyInput } from "./inputs.ts";

/** "renting is cheaper by 945 CNY" or "owning is cheaper by 7,840,988 USD". */
function sayAnswer(ownMinusCloudCny: number, money: Money): string {
  if (ownMinusCloudCny === 0) return "owning and renting cost the same";
  const side = ownMinusCloudCny > 0 ? "renting" : "owning";
  return `${side} is cheaper by ${formatMoney(Math.abs(ownMinusCloudCny), money)}`;
}

/** "+7,200 CNY" / "−116 CNY": a change of own − rent. */
function sayChange(cny: number, money: Money): string {
  return `${cny < 0 ? "−" : "+"}${formatMoney(Math.abs(cny), money)}`;
}

function sayBreakEvenShift(e: HiddenCostEffect): string {
  if (e.breakEvenChangeHours === null) return sayBreakEven(e.breakEven);
  const h = e.breakEvenChangeHours;
  return `the break-even ${h >= 0 ? "rises" : "falls"} by ${formatNumber(Math.abs(h), 2)} h/day`;
}

/**
 * A scenario's finding: which cost moves its answer most, by how much, and where all of them
 * together leave it, e.g. "seed-3090-autodl: counting people moves own − rent most (+7,200 CNY: the
 * break-even rises by 2.31 h/day) ... All of them together: renting is cheaper by 14,126 CNY
 * (without them renting is cheaper by 945 CNY), owning is cheaper above 11.00 h/day."
 */
export function sayHiddenCosts(label: string, e: HiddenCostEffects, money: Money): string {
  if (e.effects.length === 0 || e.all === null) {
    return `${label}: hidden_costs.csv gives no value for it; ${
      sayAnswer(e.ownMinusCloudCny, money)
    }.`;
  }
  const [first, ...rest] = e.effects;
  const others = rest.map((r) => `${r.label.toLowerCase()} ${sayChange(r.changeCny, money)}`);
  return `${label}: counting ${first!.label.toLowerCase()} moves own − rent most (${
    sayChange(first!.changeCny, money)
  }; ${sayBreakEvenShift(first!)})` + (others.length > 0 ? `, then ${others.join(", ")}` : "") +
    `. All of them together: ${sayAnswer(e.all.ownMinusCloudCny, money)} (without them ${
      sayAnswer(e.ownMinusCloudCny, money)
    }); ${sayBreakEven(e.all.breakEven)} (${sayBreakEven(e.breakEven)} without them).`;
}

/** Table rows of the effects, all together last: money in CNY (a table converts it), break-even in words. */
export function hiddenCostRows(e: HiddenCostEffects): {
  cost: string;
  changeCny: number;
  ownMinusCloudCny: number;
  breakEven: string;
}[] {
  const rows = [...e.effects, ...(e.all ? [e.all] : [])];
  return [
    {
      cost: "None (the scenario)",
      changeCny: 0,
      ownMinusCloudCny: e.ownMinusCloudCny,
      breakEven: sayBreakEven(e.breakEven),
    },
    ...rows.map((r) => ({
      cost: r.label,
      changeCny: r.changeCny,
      ownMinusCloudCny: r.ownMinusCloudCny,
      breakEven: sayBreakEven(r.breakEven),
    })),
  ];
}

/** The what-if values as a reader reads them: input with its unit, value in the report's currency. */
export function whatIfRows(
  rows: readonly { cost: string; parameter: InputName; value: number; source: string }[],
  money: Money,
): { cost: string; input: string; value: number; source: string }[] {
  return rows.map((r) => ({
    cost: r.cost,
    input: inputLabel(r.parameter, money),
    value: isMoneyInput(r.parameter) ? inputValue(r.parameter, r.value, money) : r.value,
    source: r.source,
  }));
}
