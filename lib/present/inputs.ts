/**
 * The names and units of the model's inputs as a report shows them, money in the report's
 * currency and words in its language: `Purchase price (USD)`, `Electricity (CNY/kWh)`,
 * `购机价（USD）`. Names and worded units come from the catalogue (`lib/words/messages/inputs.ts`).
 * Values of money inputs are converted with {@linkcode inputValue}. The model's inputs are in CNY; no label
 * here says CNY unless the report does.
 *
 * @module
 */
import type { Range } from "../data/load.ts";
import type { CostInputs, InputName } from "../model/inputs.ts";
import { INPUTS, inputUnitOf } from "../model/cost_inputs.ts";
import type { InputRange } from "../model/sensitivity.ts";
import type { Money } from "./format.ts";
import { words } from "../words/messages.ts";
import type { Html } from "./display.ts";
import { cited } from "./sources.ts";

/**
 * The label of an input with its unit, money in `money`'s currency, words in its language.
 *
 * @example
 * ```ts
 * inputLabel("purchaseCny", { currency: "USD", cnyPerUnit: 7.1, lang: "en" }); // "Purchase price (USD)"
 * inputLabel("usedHoursPerDay", { currency: "CNY", cnyPerUnit: 1, lang: "zh" }); // "每天使用小时数（小时/天）"
 * ```
 */
export function inputLabel(name: InputName, money: Money): string {
  const t = words(money.lang).inputs;
  if (!(name in INPUTS)) return name;
  const text = inputUnit(name, money);
  const noun = t.names[name];
  return text === "" ? noun : t.withUnit(noun, text);
}

/**
 * The unit of an input, money in `money`'s currency, words in its language; "" for a count or a
 * ratio (GPUs, PUE).
 *
 * @example
 * ```ts
 * inputUnit("maintenanceCnyPerYear", { currency: "USD", cnyPerUnit: 7.1, lang: "en" }); // "USD/year"
 * inputUnit("usedHoursPerDay", { currency: "CNY", cnyPerUnit: 1, lang: "zh" }); // "小时/天"
 * ```
 */
export function inputUnit(name: InputName, money: Money): string {
  if (!(name in INPUTS)) return "";
  const unit = inputUnitOf(name);
  const t = words(money.lang).inputs;
  return (unit.money ? money.currency : "") + (unit.word ? t.units[unit.word] : "") +
    (unit.symbol ?? "");
}

/** Whether an input is an amount of money (CNY in the model), to be converted for display. */
export function isMoneyInput(name: InputName): boolean {
  return name in INPUTS && inputUnitOf(name).money === true;
}

/** An input's value as the report shows it: money converted to the display currency. */
export function inputValue(name: InputName, value: number, money: Money): number {
  return isMoneyInput(name) ? value / money.cnyPerUnit : value;
}

/** One row of the table of ranges: an input, its value and range in the report's units, where the range comes from. */
export interface RangeRowShown {
  /** The input's label with its unit. */
  input: string;
  /** The scenario's value, money in the report's currency. */
  base: number;
  /** The low end of the range, in the units of `base`. */
  low: number;
  /** The high end of the range, in the units of `base`. */
  high: number;
  /** What the range holds for ("region US"), or that it is an assumption. */
  scope: string;
  /** The row's source (cited), date and row number, or the ±20 % assumption; "widened" where it was. */
  source: Html | string;
  /** Whether the range is the ±20 % assumption (no row of ranges.csv holds for the input). */
  assumed: boolean;
}

/**
 * The ranges a scenario's sensitivity and Monte Carlo use, each with the row of `ranges.csv` it
 * comes from (`sources`, one an input) or the ±20 % assumption, in the words of `money.lang`.
 */
export function rangeRows(
  ranges: readonly InputRange[],
  sources: readonly Range[],
  inputs: CostInputs,
  money: Money,
): RangeRowShown[] {
  const w = words(money.lang).notebooks.nb05;
  return ranges.map((r) => {
    const from = sources.find((x) => x.parameter === r.name);
    const widened = (r.moved ? w.moved : "") + (r.widened ? w.widened : "");
    return {
      input: inputLabel(r.name, money),
      base: inputValue(r.name, inputs[r.name], money),
      low: inputValue(r.name, r.low, money),
      high: inputValue(r.name, r.high, money),
      scope: from ? w.scope(from.scope) : w.assumption,
      source: from
        ? cited(from.source, money.lang, w.sourceAfter(from.asOf.text, from.row) + widened)
        : w.plusMinus20 + widened,
      assumed: from === undefined,
    };
  });
}
