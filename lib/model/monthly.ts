/**
 * Monthly cost of each way of getting the GPU as the hours used per month go from 0 to 730:
 * owning (fixed part amortised over the horizon plus electricity per hour), on demand, spot with
 * its interruption overhead, monthly rental (包月) and reserved capacity.
 *
 * @module
 */
import { type CostInputs, HOURS_PER_MONTH } from "./inputs.ts";
import { tco } from "./tco.ts";

/** A way of renting, priced per GPU. */
export interface CloudOption {
  label: string;
  kind: "on_demand" | "spot" | "monthly" | "reserved_1y" | "reserved_3y";
  /** CNY per GPU-hour (for monthly and reserved: what a full month costs / 730). */
  cnyPerGpuHour: number;
  /** Extra hours lost to interruptions and restarts from checkpoints, a fraction (spot). @default 0 */
  overhead?: number;
}

/** A straight line: monthly cost = fixed + perHour × hours. */
export interface MonthlyLine {
  label: string;
  kind: CloudOption["kind"] | "own";
  fixed: number;
  perHour: number;
}

/** The owning line: amortised fixed costs per month + electricity per hour used. */
export function ownMonthlyLine(inputs: CostInputs): MonthlyLine {
  const months = Math.max(1, inputs.horizonYears * 12);
  const t0 = tco({ ...inputs, hoursPerDay: 0, horizonYears: months / 12 });
  const perHour = (inputs.activePowerKw - inputs.idlePowerKw) * inputs.pue *
    inputs.electricityCnyPerKwh;
  return { label: "Own", kind: "own", fixed: t0.own.total / months, perHour };
}

/** A renting line: hourly options pay per hour used, monthly and reserved ones pay 730 hours whatever is used. */
export function cloudMonthlyLine(inputs: CostInputs, option: CloudOption): MonthlyLine {
  const storage = inputs.storageGb * inputs.storageCnyPerGbHour * HOURS_PER_MONTH;
  const g = inputs.gpuCount;
  const price = option.cnyPerGpuHour;
  if (option.kind === "monthly" || option.kind === "reserved_1y" || option.kind === "reserved_3y") {
    return {
      label: option.label,
      kind: option.kind,
      fixed: storage + g * price * HOURS_PER_MONTH,
      perHour: 0,
    };
  }
  const factor = 1 + (option.overhead ?? 0);
  return {
    label: option.label,
    kind: option.kind,
    fixed: storage + inputs.setupHoursPerMonth * g * price,
    perHour: g * price * factor,
  };
}

/** Monthly cost of a line at `hours` used in the month (0 to 730). */
export function monthlyCost(line: MonthlyLine, hours: number): number {
  return line.fixed + line.perHour * hours;
}

/** One point of the monthly cost curves. */
export interface MonthlyPoint {
  label: string;
  hours: number;
  cost: number;
}

/** Curves of every line from 0 to 730 hours a month in `steps` steps. */
export function monthlyCurves(lines: readonly MonthlyLine[], steps = 73): MonthlyPoint[] {
  const points: MonthlyPoint[] = [];
  for (const line of lines) {
    for (let i = 0; i <= steps; i++) {
      const hours = (HOURS_PER_MONTH * i) / steps;
      points.push({ label: line.label, hours, cost: monthlyCost(line, hours) });
    }
  }
  return points;
}

/** Where two lines cross between 0 and 730 hours a month. */
export interface Crossover {
  a: string;
  b: string;
  hours: number;
  cost: number;
}

/** The hours a month at which owning costs what each renting line costs, where that lies in [0, 730]. */
export function crossovers(own: MonthlyLine, others: readonly MonthlyLine[]): Crossover[] {
  const out: Crossover[] = [];
  for (const o of others) {
    const slope = o.perHour - own.perHour;
    if (slope === 0) continue;
    const hours = (own.fixed - o.fixed) / slope;
    if (hours >= 0 && hours <= HOURS_PER_MONTH) {
      out.push({ a: own.label, b: o.label, hours, cost: monthlyCost(own, hours) });
    }
  }
  return out;
}

/** The cheapest line at `hours` a month. */
export function cheapestAt(lines: readonly MonthlyLine[], hours: number): MonthlyLine {
  let best = lines[0]!;
  for (const l of lines) if (monthlyCost(l, hours) < monthlyCost(best, hours)) best = l;
  return best;
}
