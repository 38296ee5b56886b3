/**
 * A consistent total cost of ownership for any horizon, against renting the same GPUs.
 *
 * Owning = capital (GPU + host share) − residual value + electricity that follows the hours used
 * (active power for the hours used, idle power for the rest, times PUE) + maintenance + the
 * cost of capital (what the money would have earned: capital × ((1 + r)^years − 1)).
 * Renting = GPU-hours used (plus set-up hours) × price + storage kept by the month.
 *
 * @module
 */
import { type CostInputs, HOURS_PER_MONTH, HOURS_PER_YEAR } from "./inputs.ts";

/** The cost items of owning and renting over the horizon, CNY. */
export interface Tco {
  horizonYears: number;
  /** Machine-hours used over the horizon. */
  usedHours: number;
  own: {
    capital: number;
    residual: number;
    /** capital − residual */
    depreciation: number;
    electricity: number;
    maintenance: number;
    costOfCapital: number;
    total: number;
    /** total / GPU-hours used; `null` when no hour is used. */
    perUsedGpuHour: number | null;
  };
  cloud: {
    compute: number;
    setup: number;
    storage: number;
    total: number;
    perUsedGpuHour: number | null;
  };
  /** own.total − cloud.total: above 0 when renting is cheaper. */
  ownMinusCloud: number;
}

/**
 * Value left after `years`: purchase × fraction^(years / residualYears), a constant yearly
 * rate of decline that gives `residualFraction` after `residualYears`. 0 years keeps it all.
 */
export function residualValue(
  purchaseCny: number,
  residualFraction: number,
  residualYears: number,
  years: number,
): number {
  if (years <= 0) return purchaseCny;
  if (residualFraction <= 0) return 0;
  return purchaseCny * residualFraction ** (years / residualYears);
}

/** Used machine-hours over the horizon: hours/day × 365 days × years, at most every hour. */
export function usedHours(inputs: Pick<CostInputs, "hoursPerDay" | "horizonYears">): number {
  const hours = Math.min(inputs.hoursPerDay, 24) * 365 * inputs.horizonYears;
  return Math.max(0, hours);
}

/**
 * The consistent TCO of owning and renting.
 *
 * @example
 * ```ts
 * import { SEED_3090 } from "./inputs.ts";
 * tco(SEED_3090).own.total; // ≈ 16,275: 13,500 − 2,700 + 2,847 + 500 + 2,127.94 (B14 with exact B9)
 * ```
 */
export function tco(inputs: CostInputs): Tco {
  const years = Math.max(0, inputs.horizonYears);
  const used = usedHours(inputs);
  const totalHours = HOURS_PER_YEAR * years;
  const capital = inputs.purchaseCny + inputs.hostShareCny;
  const residual = residualValue(
    inputs.purchaseCny,
    inputs.residualFraction,
    inputs.residualYears,
    years,
  );
  const kwh = (inputs.activePowerKw * used + inputs.idlePowerKw * Math.max(0, totalHours - used)) *
    inputs.pue;
  const electricity = kwh * inputs.electricityCnyPerKwh;
  const maintenance = inputs.maintenanceCnyPerYear * years;
  const costOfCapital = capital * ((1 + inputs.costOfCapital) ** years - 1);
  const ownTotal = capital - residual + electricity + maintenance + costOfCapital;
  const gpuHours = used * inputs.gpuCount;
  const compute = gpuHours * inputs.cloudCnyPerGpuHour;
  const setup = inputs.setupHoursPerMonth * 12 * years * inputs.gpuCount *
    inputs.cloudCnyPerGpuHour;
  const storage = inputs.storageGb * inputs.storageCnyPerGbHour * totalHours;
  const cloudTotal = compute + setup + storage;
  return {
    horizonYears: years,
    usedHours: used,
    own: {
      capital,
      residual,
      depreciation: capital - residual,
      electricity,
      maintenance,
      costOfCapital,
      total: ownTotal,
      perUsedGpuHour: gpuHours > 0 ? ownTotal / gpuHours : null,
    },
    cloud: {
      compute,
      setup,
      storage,
      total: cloudTotal,
      perUsedGpuHour: gpuHours > 0 ? cloudTotal / gpuHours : null,
    },
    ownMinusCloud: ownTotal - cloudTotal,
  };
}

/** Net present value of a series of monthly costs: Σ cost_m / (1 + r)^(m/12), month m = 1..n. */
export function npv(yearlyRate: number, monthlyCosts: ArrayLike<number>): number {
  let total = 0;
  for (let m = 0; m < monthlyCosts.length; m++) {
    total += monthlyCosts[m]! / (1 + yearlyRate) ** ((m + 1) / 12);
  }
  return total;
}

/** The discounted view: present value of owning (capital now, running costs monthly, residual at the end) and of renting. */
export function tcoNpv(inputs: CostInputs): { own: number; cloud: number; ownMinusCloud: number } {
  const months = Math.round(Math.max(0, inputs.horizonYears) * 12);
  const t = tco(inputs);
  const monthlyOwn = months > 0 ? (t.own.electricity + t.own.maintenance) / months : 0;
  const monthlyCloud = months > 0 ? t.cloud.total / months : 0;
  const r = inputs.discountRate;
  const ownRunning = npv(r, new Array(months).fill(monthlyOwn));
  const residualNow = t.own.residual / (1 + r) ** (months / 12);
  const own = t.own.capital + ownRunning - residualNow;
  const cloud = npv(r, new Array(months).fill(monthlyCloud));
  return { own, cloud, ownMinusCloud: own - cloud };
}

/** Cost of owning per GPU-hour used at a utilisation (fraction of all hours), over the horizon; `null` at 0. */
export function ownCostPerUsedGpuHour(inputs: CostInputs, utilization: number): number | null {
  return tco({ ...inputs, hoursPerDay: 24 * utilization }).own.perUsedGpuHour;
}

export { HOURS_PER_MONTH };
