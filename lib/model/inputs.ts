/**
 * The model's inputs: plain numbers in base units (CNY, kW, hours, fractions), and the one place
 * where a scenario of the data folder becomes them.
 *
 * @module
 */

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
  residualYears: number;
  maintenanceCnyPerYear: number;
  /** Wall power while training, kW. */
  activePowerKw: number;
  /** Wall power while idle, kW; 0 for a machine switched off when not in use. */
  idlePowerKw: number;
  /** Power usage effectiveness: facility energy / IT energy, 1 or more. */
  pue: number;
  electricityCnyPerKwh: number;
  /** Yearly return the money would earn elsewhere (opportunity cost), a fraction. */
  costOfCapital: number;
  /** Yearly rate for the net present value view, a fraction. */
  discountRate: number;
  /** Cloud on-demand price, CNY per GPU-hour. */
  cloudCnyPerGpuHour: number;
  /** Cloud storage kept for the whole horizon, GB. */
  storageGb: number;
  storageCnyPerGbHour: number;
  /** Environment set-up hours per month billed at the GPU price (0 when the GPU-less mode is used). */
  setupHoursPerMonth: number;
  /** GPU hours actually used per day, averaged over the week. */
  hoursPerDay: number;
  horizonYears: number;
}

/** Numeric input names, for sensitivity and Monte Carlo. */
export type InputName = {
  [K in keyof CostInputs]: CostInputs[K] extends number ? K : never;
}[keyof CostInputs];

/** Used hours per day from a schedule: hours a day × days a week / 7 × utilisation. */
export function usedHoursPerDay(
  hoursPerDay: number,
  daysPerWeek: number,
  utilization: number,
): number {
  return (hoursPerDay * daysPerWeek / 7) * utilization;
}

export const DAYS_PER_YEAR = 365;
export const HOURS_PER_YEAR = 8760;
export const HOURS_PER_MONTH = 730;

/** The inputs of the document 000 (seed figures A and B), as written there. */
export const SEED_3090 = {
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
