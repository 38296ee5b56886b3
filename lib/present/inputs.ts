/**
 * The names and units of the model's inputs as a report shows them, money in the report's
 * currency and words in its language: `Purchase price (USD)`, `Electricity (CNY/kWh)`,
 * `购机价（USD）`. Names and worded units come from the catalogue (`messages/inputs.ts`). Values of
 * money inputs are converted with {@linkcode inputValue}. The model's inputs are in CNY; no label
 * here says CNY unless the report does.
 *
 * @module
 */
import type { InputName } from "../model/inputs.ts";
import type { Money } from "./format.ts";
import { words } from "./messages.ts";
import type { INPUT_TERMS } from "./messages/inputs.ts";

/** A unit with words in it, by its key in the catalogue. */
type UnitWord = keyof typeof INPUT_TERMS.units;

/**
 * An input's unit: an amount of money in the report's currency (`money`), followed by a worded
 * unit (`word`, from the catalogue) or one every language writes alike (`symbol`: kW, /kWh).
 */
interface Unit {
  money?: true;
  word?: UnitWord;
  symbol?: string;
}

const UNITS: Record<InputName, Unit> = {
  gpuCount: {},
  purchaseCny: { money: true },
  hostShareCny: { money: true },
  residualFraction: { word: "shareOfPurchase" },
  residualYears: { word: "years" },
  resaleHaircut: { word: "shareOfPurchase" },
  maintenanceCnyPerYear: { money: true, word: "perYear" },
  activePowerKw: { symbol: "kW" },
  idlePowerKw: { symbol: "kW" },
  pue: {},
  electricityCnyPerKwh: { money: true, symbol: "/kWh" },
  costOfCapital: { word: "aYear" },
  discountRate: { word: "aYear" },
  cloudCnyPerGpuHour: { money: true, word: "perGpuHour" },
  cloudMinimumMonths: { word: "months" },
  cloudOverhead: { word: "extraHoursPerHour" },
  cloudSpeed: { word: "timesOwned" },
  cloudInterruptionsPerHour: { word: "perHour" },
  checkpointIntervalHours: { word: "hours" },
  checkpointWriteHours: { word: "hours" },
  restartHours: { word: "hours" },
  storageGb: { symbol: "GB" },
  storageCnyPerGbHour: { money: true, word: "perGbHour" },
  setupHoursPerMonth: { word: "aMonth" },
  hoursPerDay: { word: "hoursPerDay" },
  horizonYears: { word: "years" },
  ownOpsHoursPerMonth: { word: "hoursPerMonth" },
  rentOpsHoursPerMonth: { word: "hoursPerMonth" },
  labourCnyPerHour: { money: true, word: "perLabourHour" },
  siteSetupCny: { money: true },
  siteCnyPerKwMonth: { money: true, word: "perKwMonth" },
  transferInGbPerMonth: { word: "gbPerMonth" },
  transferOutGbPerMonth: { word: "gbPerMonth" },
  ingressCnyPerGb: { money: true, symbol: "/GB" },
  egressCnyPerGb: { money: true, symbol: "/GB" },
  bandwidthMbps: { symbol: "Mbit/s" },
  gpuFailuresPerYear: { word: "shareAYear" },
  repairShare: { word: "shareOfAGpu" },
  downtimeHoursPerFailure: { word: "hours" },
  cloudPriceChangePerYear: { word: "aYear" },
};

/**
 * The label of an input with its unit, money in `money`'s currency, words in its language.
 *
 * @example
 * ```ts
 * inputLabel("purchaseCny", { currency: "USD", cnyPerUnit: 7.1, lang: "en" }); // "Purchase price (USD)"
 * inputLabel("hoursPerDay", { currency: "CNY", cnyPerUnit: 1, lang: "zh" }); // "每天使用小时数（小时/天）"
 * ```
 */
export function inputLabel(name: InputName, money: Money): string {
  const t = words(money.lang).inputs;
  const unit = UNITS[name];
  if (!unit) return name;
  const text = (unit.money ? money.currency : "") + (unit.word ? t.units[unit.word] : "") +
    (unit.symbol ?? "");
  const noun = t.names[name];
  return text === "" ? noun : t.withUnit(noun, text);
}

/** Whether an input is an amount of money (CNY in the model), to be converted for display. */
export function isMoneyInput(name: InputName): boolean {
  return UNITS[name]?.money === true;
}

/** An input's value as the report shows it: money converted to the display currency. */
export function inputValue(name: InputName, value: number, money: Money): number {
  return isMoneyInput(name) ? value / money.cnyPerUnit : value;
}
