/**
 * The model's inputs: the defaults of the optional ones, the document's case and the units of
 * time; the inputs themselves, plain numbers in base units, are declared in `cost_inputs.ts` and
 * re-exported here.
 *
 * @module
 */
import { clampInput, type CostInputs, INPUTS } from "./cost_inputs.ts";
import { OTHER_COSTS_NOT_COUNTED } from "./cost_items.ts";

export {
  clampInput,
  type CostInputs,
  DAYS_PER_YEAR,
  HOURS_PER_MONTH,
  HOURS_PER_YEAR,
  INPUT_INDEX,
  INPUT_NAMES,
  type InputName,
  type RentBilling,
} from "./cost_inputs.ts";

/**
 * The inputs of the costs the documents name beside the hardware and the rent (people, site,
 * data transfer, failures, a cloud price that moves: `OTHER_COSTS` of `cost_items.ts`), all 0:
 * not counted. A scenario that leaves them blank
 * prices only what the document priced.
 */
export const NOT_COUNTED: typeof OTHER_COSTS_NOT_COUNTED =
  OTHER_COSTS_NOT_COUNTED satisfies Partial<CostInputs>;

/** The inputs a scenario may leave out, and what they are then. */
export const DEFAULTS = {
  // a machine whose data leaves the haircut blank: an RTX 3090 sold at 1,070 USD new (StockX,
  // 2025-03) and at about 750 USD used (eBay and r/hardwareswap, 2026-05), 30 % below new
  resaleHaircut: 0.3,
  rentBilling: "hourly",
  rentMinimumMonths: 0,
  rentOverhead: 0,
  rentSpeed: 1,
  rentInterruptionsPerHour: 0,
  checkpointIntervalHours: 0,
  // assumptions, edited per scenario in scenarios.csv: 5 minutes to write a checkpoint, 10 to
  // restart (the 2-minute notice, a new instance, the checkpoint read back)
  checkpointWriteHours: 5 / 60,
  restartHours: 10 / 60,
  ...NOT_COUNTED,
  // one machine, bought, not owned; no tax (a person); paid in cash (see `tax.ts`)
  machineCount: 1,
  alreadyOwned: 0,
  ownedAgeYears: 0,
  ownedValueTodayCny: 0,
  incomeTaxRate: 0,
  goodsVatDeducted: 0,
  servicesVatDeducted: 0,
  firstYearDeduction: 0,
  depreciationYears: 3,
  firstYearLimitCny: 0,
  loanRate: 0,
  loanMonths: 0,
  downPayment: 0,
  paidInAdvance: 0,
  // idle hours not rented out; when priced, every idle hour rented and no fee unless stated (the
  // most they can earn: the research records no occupancy or host fee)
  rentOutCnyPerGpuHour: 0,
  rentOutOccupancy: 1,
  rentOutFee: 0,
  rentOutWearCnyPerGpuHour: 0,
} as const satisfies Partial<CostInputs>;

/** Hours in a day, the most a machine is used a day (the `max` of `usedHoursPerDay`'s record). */
export const HOURS_PER_DAY: number = INPUTS.usedHoursPerDay.max;

/**
 * The share of the day a machine is used: hours used a day, clamped to 0–24 ({@linkcode clampInput}),
 * over 24.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { usedShareOfDay } from "./inputs.ts";
 *
 * assert.equal(usedShareOfDay(6), 0.25);
 * assert.equal(usedShareOfDay(30), 1); // at most every hour
 * ```
 */
export function usedShareOfDay(hoursPerDay: number): number {
  return clampInput("usedHoursPerDay", hoursPerDay) / HOURS_PER_DAY;
}

/**
 * Used hours per day from a schedule: hours a day × days a week / 7 × utilisation, at most 24.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { usedHoursPerDay } from "./inputs.ts";
 *
 * assert.equal(usedHoursPerDay(8, 7, 0.5), 4); // the document: 8 h a day at 50 % (B4)
 * assert.equal(usedHoursPerDay(4, 3, 1), 12 / 7); // 4 h on 3 days a week: 1.71 h a day
 * ```
 */
export function usedHoursPerDay(
  hoursPerDay: number,
  daysPerWeek: number,
  utilization: number,
): number {
  return clampInput("usedHoursPerDay", (hoursPerDay * daysPerWeek / 7) * utilization);
}

/**
 * Hours used in an average month at `hoursPerDay`: hours a day × 365 / 12.
 *
 * @param hoursPerDay Hours used a day (0 to 24).
 * @returns Hours used a month.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { hoursPerMonthOf } from "./inputs.ts";
 *
 * // the document's 8 h/day at 50 % (B4): 4 × 365 / 12 = 121.67 h a month
 * assert.equal(hoursPerMonthOf(4).toFixed(2), "121.67");
 * assert.equal(hoursPerMonthOf(24), 730); // every hour of the month
 * ```
 */
export function hoursPerMonthOf(hoursPerDay: number): number {
  return hoursPerDay * 365 / 12;
}

/**
 * Hours used a day, averaged over the year, at `hoursPerMonth` used every month: hours a month
 * × 12 / 365, the inverse of {@linkcode hoursPerMonthOf}.
 *
 * @param hoursPerMonth Hours used a month.
 * @returns Hours used a day.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { hoursPerDayOfMonth } from "./inputs.ts";
 *
 * assert.equal(hoursPerDayOfMonth(730), 24); // every hour of the month
 * // 30 Swin-B epochs of 4.867 h a month (A2): 146 h × 12 / 365 = 4.80 h/day
 * assert.equal(hoursPerDayOfMonth(30 * (4 + 52 / 60)).toFixed(2), "4.80");
 * ```
 */
export function hoursPerDayOfMonth(hoursPerMonth: number): number {
  return hoursPerMonth * 12 / 365;
}

/** The inputs of the document 000 (seed figures A and B), as written there. */
export const SEED_3090 = {
  ...DEFAULTS,
  resaleHaircut: 0, // the document assumes no used-market haircut
  gpuCount: 1,
  purchaseCny: 9000,
  hostShareCny: 4500,
  residualFraction: 0.3,
  residualYears: 3,
  maintenanceCnyPerYear: 500 / 3,
  activePowerKw: 0.65,
  idlePowerKw: 0,
  pue: 1,
  electricityCnyPerKwh: 1,
  costOfCapital: 0.05,
  discountRate: 0.05,
  rentCnyPerGpuHour: 3.5,
  storageGb: 0,
  storageCnyPerGbHour: 0.0007,
  setupHoursPerMonth: 0,
  usedHoursPerDay: 4,
  horizonYears: 3,
} as const satisfies CostInputs;

/**
 * GPUs in one machine of the inputs, bought whole: the GPUs over the whole machines they are in
 * (`machineCount`, at least 1): 8 for 32 H100s bought as four 8-GPU servers.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { machineGpusOf } from "./inputs.ts";
 *
 * assert.equal(machineGpusOf({ gpuCount: 32, machineCount: 4 }), 8);
 * assert.equal(machineGpusOf({ gpuCount: 1, machineCount: 0 }), 1); // a blank column: one machine
 * ```
 */
export function machineGpusOf(x: Pick<CostInputs, "gpuCount" | "machineCount">): number {
  return x.gpuCount / Math.max(1, Math.round(x.machineCount) || 1);
}
