/**
 * Break-even: the hours a day at which owning costs what renting costs, and the month the
 * cumulative cost curves cross. "Never" and "always" are results with their reason.
 *
 * @module
 */
import { type CostInputs, HOURS_PER_MONTH } from "./inputs.ts";
import { residualValue, tco } from "./tco.ts";

/** A break-even in hours a day, or the reason there is none. */
export type BreakEven =
  | { kind: "hours"; hoursPerDay: number; utilization: number }
  | { kind: "never"; reason: string }
  | { kind: "always"; reason: string };

const fmt = (x: number) => x.toFixed(2);

/**
 * Break-even hours a day of the consistent model: own(h) = A + B·h and rent(h) = C + D·h are
 * straight lines in h, so h* = (A − C) / (D − B).
 *
 * @example
 * ```ts
 * breakEvenHours({ ...SEED_3090, residualFraction: 0.3 }); // { kind: "hours", hoursPerDay: ≈4.3, ... }
 * ```
 */
export function breakEvenHours(inputs: CostInputs): BreakEven {
  const years = inputs.horizonYears;
  if (years <= 0) {
    return {
      kind: "never",
      reason: "The horizon is 0 years: there are no hours to spread the purchase over",
    };
  }
  const at0 = tco({ ...inputs, hoursPerDay: 0 });
  const at1 = tco({ ...inputs, hoursPerDay: 1 });
  const a = at0.own.total, b = at1.own.total - at0.own.total;
  const c = at0.cloud.total, d = at1.cloud.total - at0.cloud.total;
  const perHourOwn = b / (365 * years);
  const perHourCloud = d / (365 * years);
  if (d <= b) {
    return {
      kind: "never",
      reason: `Cannot break even: the cloud price ${
        fmt(perHourCloud)
      } CNY/h is at or below the local running cost ${fmt(perHourOwn)} CNY/h`,
    };
  }
  const h = (a - c) / (d - b);
  if (h <= 0) {
    return { kind: "always", reason: "Owning costs less than renting even at 0 hours a day" };
  }
  if (h > 24) {
    return {
      kind: "never",
      reason: `Owning would need ${fmt(h)} hours a day, more than the 24 a day has`,
    };
  }
  return { kind: "hours", hoursPerDay: h, utilization: h / 24 };
}

/** The document's break-even: a fixed TCO / (365 × years × price per hour) (B13). */
export function breakEvenHoursFixedTco(
  totalCny: number,
  years: number,
  cloudCnyPerHour: number,
): BreakEven {
  if (years <= 0 || cloudCnyPerHour <= 0) {
    return {
      kind: "never",
      reason: `Cannot break even: horizon ${years} years, price ${fmt(cloudCnyPerHour)} CNY/h`,
    };
  }
  const h = totalCny / (365 * years * cloudCnyPerHour);
  if (h > 24) {
    return {
      kind: "never",
      reason: `Owning would need ${fmt(h)} hours a day, more than the 24 a day has`,
    };
  }
  return { kind: "hours", hoursPerDay: h, utilization: h / 24 };
}

/** One month of the cumulative cost curves. */
export interface CumulativePoint {
  month: number;
  /** Cumulative cost of owning: capital, running costs and cost of capital so far. */
  own: number;
  /** The same less what the hardware would sell for at that month. */
  ownNetOfResale: number;
  cloud: number;
}

/** Cumulative cost of owning and renting month by month, from month 0 to `months`. */
export function cumulativeCosts(inputs: CostInputs, months: number): CumulativePoint[] {
  const horizonMonths = Math.max(1, inputs.horizonYears * 12);
  const t = tco({ ...inputs, horizonYears: horizonMonths / 12 });
  const runningPerMonth = (t.own.electricity + t.own.maintenance) / horizonMonths;
  const cloudPerMonth = t.cloud.total / horizonMonths;
  const capital = t.own.capital;
  const points: CumulativePoint[] = [];
  for (let m = 0; m <= months; m++) {
    const years = m / 12;
    const own = capital + runningPerMonth * m + capital * ((1 + inputs.costOfCapital) ** years - 1);
    const resale = residualValue(
      inputs.purchaseCny,
      inputs.residualFraction,
      inputs.residualYears,
      years,
    );
    points.push({ month: m, own, ownNetOfResale: own - resale, cloud: cloudPerMonth * m });
  }
  return points;
}

export type Payback = { kind: "month"; month: number } | { kind: "never"; reason: string };

/**
 * The first month at which the cumulative cost of owning is at most that of renting.
 * With `netOfResale`, owning is credited with what the hardware would sell for that month.
 */
export function paybackMonth(
  inputs: CostInputs,
  { netOfResale = false, maxMonths = Math.max(1, Math.round(inputs.horizonYears * 12)) } = {},
): Payback {
  const points = cumulativeCosts(inputs, maxMonths);
  for (const p of points) {
    if (p.month === 0) continue;
    if ((netOfResale ? p.ownNetOfResale : p.own) <= p.cloud) {
      return { kind: "month", month: p.month };
    }
  }
  return { kind: "never", reason: `Owning does not pay back within ${maxMonths} months` };
}

export { HOURS_PER_MONTH };
