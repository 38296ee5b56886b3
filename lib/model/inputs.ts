/**
 * The model's inputs: plain numbers in base units (CNY, kW, hours, fractions), the defaults of
 * the optional ones, and the document's case.
 *
 * @module
 */
import { OTHER_COSTS_NOT_COUNTED } from "./cost_items.ts";

/** How the rented GPU is billed: per hour used, or per month of the horizon whatever is used. */
export type CloudBilling = "hourly" | "committed";

/** Everything the owning-vs-renting model needs, in base units. */
export interface CostInputs {
  /** GPUs in the machine, and in the rented instance it is compared with. */
  gpuCount: number;
  /** Purchase price of the machine or GPUs, CNY. */
  purchaseCny: number;
  /** Share of a host machine attributed to the GPUs, CNY; bought with them, worth nothing at the end. */
  hostShareCny: number;
  /** Fraction of `purchaseCny` the hardware still fetches after `residualYears`. */
  residualFraction: number;
  /** Years after which the hardware fetches `residualFraction` of its purchase price. */
  residualYears: number;
  /** Fraction of `purchaseCny` lost as soon as the hardware is used (the used-market discount); the value then declines to `residualFraction` at `residualYears`. */
  resaleHaircut: number;
  /** Maintenance of the owned machine, CNY a year. */
  maintenanceCnyPerYear: number;
  /** Wall power while training, kW. */
  activePowerKw: number;
  /** Wall power while idle, kW; 0 for a machine switched off when not in use. */
  idlePowerKw: number;
  /** Power usage effectiveness: facility energy / IT energy, 1 or more. */
  pue: number;
  /** Electricity price at the site, CNY/kWh. */
  electricityCnyPerKwh: number;
  /** Yearly return the money would earn elsewhere (opportunity cost, undiscounted view), a fraction. */
  costOfCapital: number;
  /** Yearly rate at which the present-value view discounts every cash flow, a fraction. */
  discountRate: number;
  /** Cloud price, CNY per GPU-hour; for committed billing the month's price / 730. */
  cloudCnyPerGpuHour: number;
  /** How the rented GPU is billed: by the hour used, or by the month committed. */
  cloudBilling: CloudBilling;
  /** Committed billing: the months paid at the least (1 for a monthly rental, 12 or 36 for a reserved term); 0 for hourly. */
  cloudMinimumMonths: number;
  /** Hourly billing: extra billed hours per useful hour (spot interruptions and restarts), a fraction. */
  cloudOverhead: number;
  /** Work the cloud GPU does in an hour relative to the owned one (0.967 when it is 3.42 % slower); 1 = as fast. */
  cloudSpeed: number;
  /** Hourly billing that can be interrupted (spot): interruptions per hour (see `spot.ts`); 0 otherwise. */
  cloudInterruptionsPerHour: number;
  /** Hours between checkpoints of an interruptible job; 0 = the interval that bills least (`spot.ts`). */
  checkpointIntervalHours: number;
  /** Hours to write a checkpoint. */
  checkpointWriteHours: number;
  /** Hours to restart after an interruption (a new instance, the checkpoint read back). */
  restartHours: number;
  /** Cloud storage kept for the whole horizon, GB. */
  storageGb: number;
  /** Cloud storage price, CNY per GB-hour. */
  storageCnyPerGbHour: number;
  /** Environment set-up hours per month billed at the GPU price (hourly billing; 0 with a GPU-less mode). */
  setupHoursPerMonth: number;
  /** GPU hours actually used per day, averaged over the week; at most 24. */
  hoursPerDay: number;
  /** How long the GPU is owned or rented, years. */
  horizonYears: number;
  /** Hours a month someone spends running the owned machine (drivers, failures, scheduling); 0 = not counted. */
  ownOpsHoursPerMonth: number;
  /** Hours a month someone spends on the rented side (images, data sync, cost monitoring); 0 = not counted. */
  rentOpsHoursPerMonth: number;
  /** What an hour of that work costs, CNY. */
  labourCnyPerHour: number;
  /** One-time cost of housing the owned machine (rack, power and network work), CNY, paid with the purchase. */
  siteSetupCny: number;
  /** Rack or colocation space, CNY per kW of wall power (`activePowerKw`) a month. */
  siteCnyPerKwMonth: number;
  /** Data moved into the cloud each month, GB. */
  transferInGbPerMonth: number;
  /** Data moved out of the cloud each month, GB. */
  transferOutGbPerMonth: number;
  /** The provider's price of data in, CNY per GB. */
  ingressCnyPerGb: number;
  /** The provider's price of data out, CNY per GB. */
  egressCnyPerGb: number;
  /** The site's bandwidth to the cloud, Mbit/s; with hourly billing the instance is billed while data moves; 0 = not counted. */
  bandwidthMbps: number;
  /** Share of the owned GPUs that fail in a year (0.061: 148 faulty-GPU interruptions in 54 days on 16,384 H100s). */
  gpuFailuresPerYear: number;
  /** Cost of a failure as a share of one GPU's purchase price (1 = replaced). */
  repairShare: number;
  /** Hours a failed GPU is out, rented instead at the cloud price (scaled by the share of hours used). */
  downtimeHoursPerFailure: number;
  /** Yearly change of the cloud price over the horizon (−0.25 = 25 % cheaper each year); 0 = flat. */
  cloudPriceChangePerYear: number;
}

/** Numeric input names, for sensitivity and Monte Carlo. */
export type InputName = {
  [K in keyof CostInputs]: CostInputs[K] extends number ? K : never;
}[keyof CostInputs];

/**
 * Where each numeric input sits in an input vector (written out, so that a fast loop reads the
 * positions as constants).
 */
export const INPUT_INDEX = {
  gpuCount: 0,
  purchaseCny: 1,
  hostShareCny: 2,
  residualFraction: 3,
  residualYears: 4,
  resaleHaircut: 5,
  maintenanceCnyPerYear: 6,
  activePowerKw: 7,
  idlePowerKw: 8,
  pue: 9,
  electricityCnyPerKwh: 10,
  costOfCapital: 11,
  discountRate: 12,
  cloudCnyPerGpuHour: 13,
  cloudMinimumMonths: 14,
  cloudOverhead: 15,
  cloudSpeed: 16,
  storageGb: 17,
  storageCnyPerGbHour: 18,
  setupHoursPerMonth: 19,
  hoursPerDay: 20,
  horizonYears: 21,
  cloudInterruptionsPerHour: 22,
  checkpointIntervalHours: 23,
  checkpointWriteHours: 24,
  restartHours: 25,
  ownOpsHoursPerMonth: 26,
  rentOpsHoursPerMonth: 27,
  labourCnyPerHour: 28,
  siteSetupCny: 29,
  siteCnyPerKwMonth: 30,
  transferInGbPerMonth: 31,
  transferOutGbPerMonth: 32,
  ingressCnyPerGb: 33,
  egressCnyPerGb: 34,
  bandwidthMbps: 35,
  gpuFailuresPerYear: 36,
  repairShare: 37,
  downtimeHoursPerFailure: 38,
  cloudPriceChangePerYear: 39,
} as const satisfies Record<InputName, number>;

/** Every numeric input name, in the order of {@linkcode INPUT_INDEX} (what `ranges.csv` may name). */
export const INPUT_NAMES = Object.keys(INPUT_INDEX) as InputName[];

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
  cloudBilling: "hourly",
  cloudMinimumMonths: 0,
  cloudOverhead: 0,
  cloudSpeed: 1,
  cloudInterruptionsPerHour: 0,
  checkpointIntervalHours: 0,
  // assumptions, edited per scenario in scenarios.csv: 5 minutes to write a checkpoint, 10 to
  // restart (the 2-minute notice, a new instance, the checkpoint read back)
  checkpointWriteHours: 5 / 60,
  restartHours: 10 / 60,
  ...NOT_COUNTED,
} as const satisfies Partial<CostInputs>;

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
  return Math.min(24, (hoursPerDay * daysPerWeek / 7) * utilization);
}

/** Days in a year of the model: 365 (no leap days). */
export const DAYS_PER_YEAR = 365;
/** Hours in a year of the model: 365 × 24 = 8,760. */
export const HOURS_PER_YEAR = 8760;
/** Hours in an average month: 8,760 / 12 = 730. */
export const HOURS_PER_MONTH = 730;

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
  cloudCnyPerGpuHour: 3.5,
  storageGb: 0,
  storageCnyPerGbHour: 0.0007,
  setupHoursPerMonth: 0,
  hoursPerDay: 4,
  horizonYears: 3,
} as const satisfies CostInputs;
