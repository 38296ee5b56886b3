/**
 * Applying overrides: the parameters a reader sets (`-p hours_per_day=6`, a notebook's
 * `parameters` cell) become changes of a resolved scenario's inputs, its options and its ranges.
 *
 * @module
 */
import type { Offering, Scenario } from "../data/load.ts";
import { type CostInputs, usedHoursPerDay } from "../model/inputs.ts";
import type { CloudTerms } from "../model/monthly.ts";
import { countedCostInputs, defaultRanges } from "../model/sensitivity.ts";
import type { ResolvedScenario } from "./resolve.ts";
import { scenarioTerms } from "./terms.ts";
import { splitAccepts } from "../data/accepts.ts";

/** Overrides of a scenario's inputs, as the parameters name them (numbers; money in CNY). */
export interface Overrides {
  /** Hours a day the GPU works, h/day. */
  hours_per_day?: number;
  /** Days a week it works. */
  days_per_week?: number;
  /** The share of the scheduled hours it works, a fraction. */
  utilization?: number;
  /** Years the comparison covers. */
  horizon_years?: number;
  /** Cloud price of the scenario's own offering, CNY per GPU-hour. */
  cloud_price?: number;
  /** Electricity, CNY per kWh. */
  electricity_price?: number;
  /** The machine's `purchase_price` (the GPU, or the whole server where the row prices one; `host_share` apart), CNY. */
  purchase_price?: number;
  /** Yearly cost of capital, a fraction. */
  cost_of_capital?: number;
  /** Yearly discount rate, a fraction. */
  discount_rate?: number;
  /** Work the cloud GPU does in an hour relative to the owned one. */
  cloud_speed?: number;
  /** GB of storage kept in the cloud. */
  storage_gb?: number;
  /** The share of the purchase price left at the residual year. */
  residual_fraction?: number;
  /** The share lost on the used market at once. */
  resale_haircut?: number;
  /** Spot interruptions a day (replaces the scenario's rate, in whichever form it gave it). */
  interruptions_per_day?: number;
  /** Minutes waiting for spot capacity after each interruption. */
  capacity_wait_minutes?: number;
  /** CNY an hour of operations work costs. */
  labour_rate?: number;
  /** Hours a month of people's work on the owned machine and on the rented side. */
  own_ops_hours?: number;
  /** Hours a month of people's work on the rented side. */
  cloud_ops_hours?: number;
  /** Yearly change of the price of the scenario's own offering over the horizon (as `cloud_price`, the other options keep their rows'). */
  cloud_price_change?: number;
  /** The regions and providers to rent from, separated by `;` (`CN; RunPod`); replaces the scenario's. */
  region?: string;
}

/** The money parameters, given in the report's currency and converted to CNY. */
export const MONEY_PARAMETERS = [
  "cloud_price",
  "electricity_price",
  "purchase_price",
  "labour_rate",
] as const;

/**
 * The scenario with `overrides` applied. The cloud's price and its yearly change (`cloud_price`,
 * `cloud_price_change`) set the scenario's own offering, and the hybrid fleet's overflow when it
 * is that offering; every other option is billed with its own row's. `hours_per_day`
 * is the hours the GPU works a day: with it the schedule is those hours every day at full use
 * unless `days_per_week` or `utilization` are given too; without it, days and utilisation
 * change the scenario's own schedule.
 */
export function applyOverrides(r: ResolvedScenario, o: Overrides): ResolvedScenario {
  const s: Scenario = {
    ...r.scenario,
    ...(o.interruptions_per_day !== undefined
      ? { interruptionsPerMonth: undefined, interruptionsPerHour: o.interruptions_per_day / 24 }
      : {}),
    ...(o.capacity_wait_minutes !== undefined
      ? { capacityWaitHours: o.capacity_wait_minutes / 60 }
      : {}),
  };
  // spot's terms follow the new rate: the scenario's own offering and the spot option alike
  const spotTerms = <T extends { offering: Offering; terms: CloudTerms }>(opt: T): T =>
    opt.offering.pricingModel === "spot" && o.interruptions_per_day !== undefined
      ? { ...opt, terms: { ...scenarioTerms(opt.offering, s), ...priceOf(opt.terms) } }
      : opt;
  const own = spotTerms(r.options[0]!);
  const x: CostInputs = own === r.options[0]
    ? { ...r.inputs }
    : { ...r.inputs, ...own.terms, ...priceOf(r.inputs) };
  if (o.hours_per_day !== undefined) {
    // hours a day the GPU works; every day at full use unless days or utilisation are given too
    x.hoursPerDay = usedHoursPerDay(o.hours_per_day, o.days_per_week ?? 7, o.utilization ?? 1);
  } else if (o.days_per_week !== undefined || o.utilization !== undefined) {
    x.hoursPerDay = usedHoursPerDay(
      s.hoursPerDay,
      o.days_per_week ?? s.daysPerWeek,
      o.utilization ?? s.utilization,
    );
  }
  if (o.horizon_years !== undefined) x.horizonYears = o.horizon_years;
  if (o.cloud_price !== undefined) x.cloudCnyPerGpuHour = o.cloud_price;
  if (o.electricity_price !== undefined) x.electricityCnyPerKwh = o.electricity_price;
  if (o.purchase_price !== undefined) x.purchaseCny = o.purchase_price;
  if (o.cost_of_capital !== undefined) x.costOfCapital = o.cost_of_capital;
  if (o.discount_rate !== undefined) x.discountRate = o.discount_rate;
  if (o.cloud_speed !== undefined) x.cloudSpeed = o.cloud_speed;
  if (o.storage_gb !== undefined) x.storageGb = o.storage_gb;
  if (o.residual_fraction !== undefined) x.residualFraction = o.residual_fraction;
  if (o.resale_haircut !== undefined) x.resaleHaircut = o.resale_haircut;
  if (o.labour_rate !== undefined) x.labourCnyPerHour = o.labour_rate;
  if (o.own_ops_hours !== undefined) x.ownOpsHoursPerMonth = o.own_ops_hours;
  if (o.cloud_ops_hours !== undefined) x.rentOpsHoursPerMonth = o.cloud_ops_hours;
  if (o.cloud_price_change !== undefined) x.cloudPriceChangePerYear = o.cloud_price_change;
  // one rule for the cloud's price and its trend: they set the scenario's own offering (and the
  // hybrid fleet's overflow when it is that offering); every other option keeps its row's
  const priced = <T extends { offering: Offering; terms: CloudTerms }>(opt: T): T =>
    opt.offering.id !== r.offering.id ? opt : {
      ...opt,
      terms: {
        ...opt.terms,
        ...(o.cloud_price !== undefined ? { cloudCnyPerGpuHour: o.cloud_price } : {}),
        ...(o.cloud_price_change !== undefined
          ? { cloudPriceChangePerYear: o.cloud_price_change }
          : {}),
      },
    };
  const options = r.options.map(spotTerms).map(priced);
  const market = r.market.map(spotTerms).map(priced);
  const overflow = r.overflow && priced(spotTerms(r.overflow));
  // the ranges were set around the data's values: keep them around the new ones
  const given = r.ranges.map((range) => {
    const before = r.inputs[range.name], after = x[range.name];
    if (before === after) return range;
    const scale = before !== 0 ? after / before : 1;
    return before !== 0
      ? { name: range.name, low: range.low * scale, high: range.high * scale }
      : { name: range.name, low: after, high: after };
  });
  return {
    ...r,
    scenario: s,
    inputs: x,
    options,
    market,
    accepts: o.region !== undefined ? splitAccepts(o.region) : r.accepts,
    overflow,
    ranges: defaultRanges(x, given, {
      names: [...new Set([...r.ranges.map((range) => range.name), ...countedCostInputs(x)])],
    }),
  };
}

/** The price part of cloud terms, kept when spot's rate is overridden. */
function priceOf(
  t: Pick<CloudTerms, "cloudCnyPerGpuHour">,
): Pick<CloudTerms, "cloudCnyPerGpuHour"> {
  return { cloudCnyPerGpuHour: t.cloudCnyPerGpuHour };
}

/** The numeric parameter values as overrides in CNY: money parameters × `cnyPerDisplayUnit`. */
export function overridesFromParameters(
  values: Readonly<Record<string, string | number | undefined>>,
  cnyPerDisplayUnit: number,
): Overrides {
  const out: Record<string, number | string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (name === "region" && typeof value === "string") out.region = value;
    if (typeof value !== "number") continue;
    const money = (MONEY_PARAMETERS as readonly string[]).includes(name);
    out[name] = value * (money ? cnyPerDisplayUnit : 1);
  }
  return out as Overrides;
}
