/**
 * Where data meets the model: a scenario of a validated dataset becomes model inputs in base
 * units, its cloud options, its ranges, and the summary results that `calc` and the reports show.
 *
 * @module
 */
import type { Dataset, DemandProfile, Hardware, Offering, Scenario, Site } from "./data/load.ts";
import { cnyPerUnit } from "./data/fx.ts";
import {
  type BreakEven,
  breakEvenHours,
  breakEvenHoursFixedTco,
  lastPaybackMonth,
  type Payback,
  paybackMonth,
} from "./model/breakeven.ts";
import {
  committedMonths,
  type PresentValue,
  type Tco,
  tco,
  tcoPresentValue,
} from "./model/cost.ts";
import { type FleetCost, hybridFleet, perGpuCosts } from "./model/hybrid.ts";
import { documentInputsFrom } from "./model/document.ts";
import { documentSums } from "./model/document_sums.ts";
import { hoursPerDayOfJobs } from "./job_speed.ts";
import { type CostInputs, DEFAULTS, HOURS_PER_MONTH, usedHoursPerDay } from "./model/inputs.ts";
import {
  cloudMonthlyLine,
  type CloudOption,
  type CloudTerms,
  monthlyCost,
  type MonthlyLine,
  ownMonthlyLine,
  PRICING_TERMS,
  withTerms,
} from "./model/monthly.ts";
import {
  countedCostInputs,
  defaultRanges,
  type InputRange,
  SENSITIVE_INPUTS,
  SPOT_INPUTS,
} from "./model/sensitivity.ts";
import {
  hoursToFinish,
  ratePerHour,
  spotCost,
  type SpotStopsPaying,
  spotStopsPaying,
} from "./model/spot.ts";

/** A scenario with the rows it names and its model inputs. */
export interface ResolvedScenario {
  scenario: Scenario;
  hardware: Hardware;
  offering: Offering;
  inputs: CostInputs;
  /** Ways to rent the same GPU model found in the data (the scenario's offering first). */
  options: (CloudOption & { offering: Offering })[];
  /**
   * What rents a hybrid fleet's overflow: an offering sold by the hour, the scenario's own when
   * it is on demand or spot, else the cheapest on-demand offering of the same GPU model;
   * `undefined` when the data has none.
   */
  overflow: { offering: Offering; terms: CloudTerms } | undefined;
  /** The demand profile the scenario names in `demand.csv`, for the hybrid fleet. */
  demand: DemandProfile | undefined;
  ranges: InputRange[];
  /** CNY per unit of the scenario's display currency. */
  cnyPerDisplayUnit: number;
}

/** Thrown when a scenario name is not in the data. */
export class UnknownScenarioError extends Error {
  constructor(name: string, known: readonly string[]) {
    super(`Unknown scenario "${name}": scenarios.csv lists ${known.join(", ")}`);
    this.name = "UnknownScenarioError";
  }
}

const LABELS: Record<Offering["pricingModel"], string> = {
  on_demand: "On demand",
  spot: "Spot",
  monthly: "Monthly rental (包月)",
  reserved_1y: "Reserved 1 year",
  reserved_3y: "Reserved 3 years",
};

/** The model inputs a machine of hardware.csv sets. */
export function hardwareInputs(hardware: Hardware): Pick<
  CostInputs,
  | "gpuCount"
  | "purchaseCny"
  | "hostShareCny"
  | "residualFraction"
  | "residualYears"
  | "resaleHaircut"
  | "maintenanceCnyPerYear"
  | "activePowerKw"
  | "idlePowerKw"
  | "gpuFailuresPerYear"
  | "repairShare"
  | "downtimeHoursPerFailure"
> {
  return {
    gpuCount: hardware.gpuCount,
    purchaseCny: hardware.purchaseCny,
    hostShareCny: hardware.hostShareCny,
    residualFraction: hardware.residualFraction,
    residualYears: hardware.residualYears,
    resaleHaircut: hardware.resaleHaircut,
    maintenanceCnyPerYear: hardware.maintenanceCnyPerYear,
    activePowerKw: hardware.wallPowerKw,
    idlePowerKw: hardware.idlePowerKw ?? 0,
    gpuFailuresPerYear: hardware.failuresPerYear ?? 0,
    repairShare: hardware.repairShare ?? 0,
    downtimeHoursPerFailure: hardware.downtimeHours ?? 0,
  };
}

/** The model inputs a site of sites.csv sets beside its energy: labour, space, bandwidth (blank = 0). */
export function siteInputs(site: Site): Pick<
  CostInputs,
  | "pue"
  | "electricityCnyPerKwh"
  | "labourCnyPerHour"
  | "siteSetupCny"
  | "siteCnyPerKwMonth"
  | "bandwidthMbps"
> {
  return {
    pue: site.pue,
    electricityCnyPerKwh: site.electricityCnyPerKwh,
    labourCnyPerHour: site.labourCnyPerHour ?? 0,
    siteSetupCny: site.siteSetupCny ?? 0,
    siteCnyPerKwMonth: site.siteCnyPerKwMonth ?? 0,
    bandwidthMbps: site.bandwidthMbps ?? 0,
  };
}

/** A scenario's spot settings beyond the flat overhead (see `scenarios.csv`). */
export interface SpotSettings {
  /** Interruptions per hour; given, spot is modelled with its checkpoints instead of `spotOverhead`. */
  interruptionsPerHour?: number;
  /** Hours between checkpoints, 0 = the Young–Daly optimum. @default 0 */
  checkpointIntervalHours?: number;
}

/**
 * How an offering is billed, as model inputs: its pricing model's terms and its own storage
 * price (a blank storage price is billed as 0); spot with its interruptions when
 * `interruptionsPerMonth` (the share of instances interrupted in a month) or
 * `spot.interruptionsPerHour` is given, else with the flat `spotOverhead`.
 */
export function offeringTerms(
  offering: Offering,
  spotOverhead: number,
  interruptionsPerMonth?: number,
  spot: SpotSettings = {},
): CloudTerms {
  const terms = PRICING_TERMS[offering.pricingModel];
  const isSpot = offering.pricingModel === "spot";
  const rate = spot.interruptionsPerHour ??
    (interruptionsPerMonth !== undefined ? ratePerHour(interruptionsPerMonth) : undefined);
  const modelled = isSpot && rate !== undefined;
  return {
    cloudCnyPerGpuHour: offering.cnyPerGpuHour,
    cloudBilling: terms.billing,
    cloudMinimumMonths: terms.minimumMonths,
    cloudOverhead: isSpot && !modelled ? spotOverhead : 0,
    cloudInterruptionsPerHour: modelled ? rate : 0,
    checkpointIntervalHours: modelled ? spot.checkpointIntervalHours ?? 0 : 0,
    storageCnyPerGbHour: offering.storageCnyPerGbHour ?? 0,
    ingressCnyPerGb: offering.ingressCnyPerGb ?? 0,
    egressCnyPerGb: offering.egressCnyPerGb ?? 0,
    cloudPriceChangePerYear: offering.priceChangePerYear ?? 0,
  };
}

/** The terms of `offering` for `scenario`: its spot settings as `scenarios.csv` gives them. */
export function scenarioTerms(offering: Offering, scenario: Scenario): CloudTerms {
  return offeringTerms(offering, scenario.spotOverhead, undefined, {
    interruptionsPerHour: scenario.interruptionsPerHour,
    checkpointIntervalHours: scenario.checkpointIntervalHours,
  });
}

/** The CNY value of one unit of `currency` at the data's latest date; an unknown currency is an error. */
export function displayRate(dataset: Dataset, currency: string): number {
  const rate = cnyPerUnit(dataset.fx, currency, dataset.asOfRange.latest);
  if (rate === undefined) {
    const known = [...new Set(["CNY", ...dataset.fx.map((r) => r.currency)])].join(", ");
    throw new RangeError(`Unknown currency "${currency}": fx.csv lists ${known}`);
  }
  return rate;
}

/** Resolves scenario `name` of `dataset` into model inputs. */
export function resolveScenario(dataset: Dataset, name: string): ResolvedScenario {
  const scenario = dataset.scenarios.find((s) => s.id === name);
  if (!scenario) throw new UnknownScenarioError(name, dataset.scenarios.map((s) => s.id));
  const hardware = dataset.hardware.find((h) => h.id === scenario.hardwareId)!;
  const offering = dataset.offerings.find((o) => o.id === scenario.offeringId)!;
  const site = dataset.sites.find((s) => s.id === scenario.siteId)!;
  const finance = dataset.finance.find((f) => f.id === scenario.financeId)!;
  const inputs: CostInputs = {
    ...DEFAULTS,
    ...hardwareInputs(hardware),
    ...scenarioTerms(offering, scenario),
    cloudSpeed: scenario.cloudSpeed ?? DEFAULTS.cloudSpeed,
    checkpointWriteHours: scenario.checkpointWriteMinutes !== undefined
      ? scenario.checkpointWriteMinutes / 60
      : DEFAULTS.checkpointWriteHours,
    restartHours: scenario.restartMinutes !== undefined
      ? scenario.restartMinutes / 60
      : DEFAULTS.restartHours,
    ...siteInputs(site),
    costOfCapital: finance.costOfCapital,
    discountRate: finance.discountRate,
    storageGb: scenario.storageGb,
    setupHoursPerMonth: scenario.setupHoursPerMonth,
    ownOpsHoursPerMonth: scenario.ownOpsHoursPerMonth ?? 0,
    rentOpsHoursPerMonth: scenario.cloudOpsHoursPerMonth ?? 0,
    transferInGbPerMonth: scenario.dataInGbPerMonth ?? 0,
    transferOutGbPerMonth: scenario.dataOutGbPerMonth ?? 0,
    // jobs_per_month, when given, sets the hours; else the schedule does
    hoursPerDay: scenario.jobsPerMonth !== undefined
      ? hoursPerDayOfJobs(dataset, hardware, scenario.jobsPerMonth)
      : usedHoursPerDay(scenario.hoursPerDay, scenario.daysPerWeek, scenario.utilization),
    horizonYears: scenario.horizonYears,
  };
  const options: ResolvedScenario["options"] = [];
  const seen = new Set<string>();
  const add = (o: Offering) => {
    if (seen.has(o.pricingModel)) return;
    seen.add(o.pricingModel);
    options.push({
      label: `${LABELS[o.pricingModel]}: ${o.provider}`,
      kind: o.pricingModel,
      terms: scenarioTerms(o, scenario),
      offering: o,
    });
  };
  add(offering);
  const same = dataset.offerings.filter((o) => o.gpuModel === offering.gpuModel).sort(byPrice);
  for (const o of same) add(o);
  const given: InputRange[] = dataset.ranges.map((r) => {
    const name = r.parameter;
    const base = inputs[name];
    return r.kind === "factor"
      ? { name, low: base * r.low, high: base * r.high }
      : { name, low: r.low, high: r.high };
  });
  const spot = inputs.cloudInterruptionsPerHour > 0;
  const ranges = defaultRanges(inputs, given, {
    names: [
      ...SENSITIVE_INPUTS,
      ...(spot ? SPOT_INPUTS : []),
      ...countedCostInputs(inputs),
    ],
  });
  const cnyPerDisplayUnit = displayRate(dataset, scenario.currency);
  const overflowOffering = offering.billing === "hourly"
    ? offering
    : same.find((o) => o.pricingModel === "on_demand");
  const overflow = overflowOffering
    ? { offering: overflowOffering, terms: scenarioTerms(overflowOffering, scenario) }
    : undefined;
  const demand = dataset.demand.find((p) => p.id === scenario.demandProfile);
  return {
    scenario,
    hardware,
    offering,
    inputs,
    options,
    overflow,
    demand,
    ranges,
    cnyPerDisplayUnit,
  };
}

/**
 * The spot facts of a scenario that gives an interruption rate, for its spot option (the
 * scenario's own offering when it is spot, else the cheapest spot offering of the GPU model).
 */
export interface SpotResults {
  offeringId: string;
  /** Interruptions per billed hour. */
  ratePerHour: number;
  /** Mean hours between interruptions (1 ÷ rate); `null` without interruptions. */
  hoursBetweenInterruptions: number | null;
  /** The checkpoint interval used, hours (the Young–Daly optimum where the data gives none); `null` when no checkpoint is written. */
  checkpointIntervalHours: number | null;
  /** Billed hours per useful hour: 1 + write/interval + rate × (interval/2 + restart). */
  billedPerUsefulHour: number;
  /** Hours waited for capacity after each interruption (`capacity_wait_minutes` ÷ 60). */
  capacityWaitHours: number;
  /** Calendar hours per useful hour: billed hours × (1 + rate × wait). */
  calendarHoursPerUsefulHour: number;
  /** Calendar hours to finish a month's useful hours of the scenario (`hoursPerMonth`). */
  hoursToFinishMonth: number;
  /** The on-demand offering spot is weighed against: the cheapest of the same GPU model. */
  onDemandOfferingId: string | null;
  /** How often spot may be interrupted before on demand is cheaper per useful hour. */
  stopsPaying: SpotStopsPaying | null;
}

/** A hybrid fleet: every fleet size, and the offering that rents the overflow. */
export type HybridResults =
  | {
    kind: "fleet";
    profile: string;
    overflowOfferingId: string;
    overflowLabel: string;
    /** Each fleet size from 0 owned GPUs to the profile's peak, CNY over the horizon. */
    costs: FleetCost[];
    best: FleetCost;
    breakEvenUtilization: number | null;
  }
  | { kind: "unavailable"; profile: string; reason: string };

/** The headline results of a scenario, in CNY unless a field says otherwise. */
export interface ScenarioResults {
  scenario: string;
  description: string;
  usedHoursPerDay: number;
  horizonYears: number;
  /**
   * The document's way of summing applied to this scenario (B11-style: purchase and depreciation
   * both, electricity fixed), exact compounding as {@linkcode documentSums} rounds it; for
   * comparison with document 000 only.
   */
  documentMethod: { tco: number; breakEven: BreakEven };
  /** Undiscounted, with the opportunity cost of the capital as an item (the document's convention). */
  consistent: { tco: Tco; breakEven: BreakEven };
  /** Every cash flow discounted month by month at the scenario's discount rate. */
  presentValue: { tco: PresentValue; breakEven: BreakEven; discountRate: number };
  /**
   * Monthly cost of each option at the scenario's hours, storage at the option's own price;
   * `storagePriced` is false where the offering has no storage price and its storage is billed
   * as 0.
   */
  monthly: {
    label: string;
    kind: MonthlyLine["kind"];
    cost: number;
    offeringId?: string;
    storagePriced?: boolean;
  }[];
  hoursPerMonth: number;
  /** Cash payback: rent paid by the month, a commitment too. */
  payback: Payback;
  paybackNetOfResale: Payback;
  /** The last month payback is searched in: the horizon's whole months, ⌊12 × years⌋. */
  paybackLastMonthSearched: number;
  /** The used-market haircut the resale value starts from, and whether the data gave it. */
  resale: { haircut: number; haircutAssumed: boolean };
  /** The scenario's commitment, a separate fact from the cash paid by the month; `null` when billed by the hour. */
  commitment: {
    minimumMonths: number;
    monthsPaid: number;
    cnyPerMonth: number;
    totalCny: number;
  } | null;
  /** Spot's billed and calendar hours; `null` unless the scenario gives a rate and the data a spot offering. */
  spot: SpotResults | null;
  /** The hybrid fleet for the scenario's demand profile; `null` when it names none. */
  hybrid: HybridResults | null;
}

function spotResults(r: ResolvedScenario, hoursPerMonth: number): SpotResults | null {
  const spot = r.options.find((o) => o.kind === "spot");
  if (!spot || r.scenario.interruptionsPerHour === undefined) return null;
  const x = withTerms(r.inputs, spot.terms);
  const rate = x.cloudInterruptionsPerHour;
  const cost = spotCost(x.cloudCnyPerGpuHour, rate, {
    intervalHours: x.checkpointIntervalHours,
    writeHours: x.checkpointWriteHours,
    restartHours: x.restartHours,
  });
  const wait = r.scenario.capacityWaitHours ?? 0;
  const onDemand = r.options.find((o) => o.kind === "on_demand");
  return {
    offeringId: spot.offering.id,
    ratePerHour: rate,
    hoursBetweenInterruptions: rate > 0 ? 1 / rate : null,
    checkpointIntervalHours: Number.isFinite(cost.intervalHours) ? cost.intervalHours : null,
    billedPerUsefulHour: cost.billedPerUsefulHour,
    capacityWaitHours: wait,
    calendarHoursPerUsefulHour: hoursToFinish(1, cost.billedPerUsefulHour, rate, wait),
    hoursToFinishMonth: hoursToFinish(hoursPerMonth, cost.billedPerUsefulHour, rate, wait),
    onDemandOfferingId: onDemand?.offering.id ?? null,
    stopsPaying: onDemand
      ? spotStopsPaying(x.cloudCnyPerGpuHour, onDemand.terms.cloudCnyPerGpuHour, {
        writeHours: x.checkpointWriteHours,
        restartHours: x.restartHours,
      })
      : null,
  };
}

/** The hybrid fleet of a resolved scenario, its overflow rented by the hour (see `overflow`). */
export function hybridResults(r: ResolvedScenario): HybridResults | null {
  if (!r.demand) return null;
  if (!r.overflow) {
    return {
      kind: "unavailable",
      profile: r.demand.id,
      reason: `No offering of ${r.offering.gpuModel} is sold by the hour to rent the overflow with`,
    };
  }
  const h = hybridFleet(r.demand.levels, perGpuCosts(withTerms(r.inputs, r.overflow.terms)));
  const o = r.overflow.offering;
  return {
    kind: "fleet",
    profile: r.demand.id,
    overflowOfferingId: o.id,
    overflowLabel: `${LABELS[o.pricingModel]}: ${o.provider}`,
    costs: h.costs,
    best: h.best,
    breakEvenUtilization: h.breakEvenUtilization.kind === "share"
      ? h.breakEvenUtilization.utilization
      : null,
  };
}

/** Computes the headline results of a resolved scenario. */
export function scenarioResults(r: ResolvedScenario): ScenarioResults {
  const { inputs, scenario } = r;
  const docTotal = documentSums(
    documentInputsFrom(inputs, { scheduledHoursPerDay: inputs.hoursPerDay, utilization: 1 }),
  ).exact.countedTwiceCny;
  const docBreakEven = breakEvenHoursFixedTco(
    docTotal,
    inputs.horizonYears,
    inputs.cloudCnyPerGpuHour * inputs.gpuCount,
  );
  const hoursPerMonth = inputs.hoursPerDay * 365 / 12;
  const own = ownMonthlyLine(inputs);
  const monthly = [
    { label: "Own", kind: own.kind, cost: monthlyCost(own, hoursPerMonth) },
    ...r.options.map((o) => {
      const line = cloudMonthlyLine(inputs, o);
      return {
        label: o.label,
        kind: line.kind,
        cost: monthlyCost(line, hoursPerMonth),
        offeringId: o.offering.id,
        storagePriced: o.offering.storageCnyPerGbHour !== undefined,
      };
    }),
  ];
  return {
    scenario: scenario.id,
    description: scenario.description,
    usedHoursPerDay: inputs.hoursPerDay,
    horizonYears: inputs.horizonYears,
    documentMethod: { tco: docTotal, breakEven: docBreakEven },
    consistent: { tco: tco(inputs), breakEven: breakEvenHours(inputs) },
    presentValue: {
      tco: tcoPresentValue(inputs),
      breakEven: breakEvenHours(inputs, { view: "presentValue" }),
      discountRate: inputs.discountRate,
    },
    monthly,
    hoursPerMonth,
    payback: paybackMonth(inputs),
    paybackNetOfResale: paybackMonth(inputs, { netOfResale: true }),
    paybackLastMonthSearched: lastPaybackMonth(inputs.horizonYears),
    resale: {
      haircut: inputs.resaleHaircut,
      haircutAssumed: !r.hardware.resaleHaircutGiven &&
        inputs.resaleHaircut === r.hardware.resaleHaircut,
    },
    commitment: inputs.cloudBilling === "committed"
      ? {
        minimumMonths: inputs.cloudMinimumMonths,
        monthsPaid: committedMonths(inputs),
        cnyPerMonth: inputs.gpuCount * inputs.cloudCnyPerGpuHour * HOURS_PER_MONTH,
        totalCny: tco(inputs).cloud.commitment,
      }
      : null,
    spot: spotResults(r, hoursPerMonth),
    hybrid: hybridResults(r),
  };
}

/** A machine of the data that D1 cannot be checked for, and why. */
export interface SkippedMachine {
  hardwareId: string;
  reason: string;
}

/**
 * The D1 comparisons: every machine of 8 GPUs or more at 7×24 against the cheapest on-demand and
 * reserved offering of each provider for its GPU model, at the site and finance the data names
 * for the machine (its own `site_id` and `finance_id`, else those of a scenario that uses it).
 * A machine with neither is skipped with its reason, never priced at another machine's site.
 */
export function fullLoadCases(
  dataset: Dataset,
): {
  cases: { label: string; hardwareId: string; offeringId: string; inputs: CostInputs }[];
  skipped: SkippedMachine[];
} {
  const cases: { label: string; hardwareId: string; offeringId: string; inputs: CostInputs }[] = [];
  const skipped: SkippedMachine[] = [];
  for (const h of dataset.hardware.filter((h) => h.gpuCount >= 8)) {
    const user = dataset.scenarios.find((s) => s.hardwareId === h.id);
    const site = dataset.sites.find((s) => s.id === (h.siteId ?? user?.siteId));
    const finance = dataset.finance.find((f) => f.id === (h.financeId ?? user?.financeId));
    if (!site || !finance) {
      skipped.push({
        hardwareId: h.id,
        reason: `hardware.csv row ${h.row} names no ${
          !site ? "site_id" : "finance_id"
        } and no scenario uses the machine`,
      });
      continue;
    }
    const offers = new Map<string, Offering>();
    for (const o of dataset.offerings) {
      if (o.gpuModel !== h.gpuModel) continue;
      if (o.pricingModel !== "on_demand" && !o.pricingModel.startsWith("reserved")) continue;
      const key = `${o.provider}|${o.pricingModel}`;
      const seen = offers.get(key);
      if (!seen || byPrice(o, seen) < 0) offers.set(key, o);
    }
    if (offers.size === 0) {
      skipped.push({
        hardwareId: h.id,
        reason: `no on-demand or reserved offering of ${h.gpuModel}`,
      });
    }
    for (const o of offers.values()) {
      cases.push({
        label: `${h.name} vs ${o.provider} ${LABELS[o.pricingModel].toLowerCase()}`,
        hardwareId: h.id,
        offeringId: o.id,
        inputs: {
          ...DEFAULTS,
          ...hardwareInputs(h),
          ...offeringTerms(o, 0),
          pue: site.pue,
          electricityCnyPerKwh: site.electricityCnyPerKwh,
          costOfCapital: finance.costOfCapital,
          discountRate: finance.discountRate,
          storageGb: 0,
          storageCnyPerGbHour: 0,
          setupHoursPerMonth: 0,
          hoursPerDay: 24,
          horizonYears: 3,
        },
      });
    }
  }
  return { cases, skipped };
}

/** Overrides of a scenario's inputs, as the parameters name them (numbers; money in CNY). */
export interface Overrides {
  hours_per_day?: number;
  days_per_week?: number;
  utilization?: number;
  horizon_years?: number;
  cloud_price?: number;
  electricity_price?: number;
  purchase_price?: number;
  cost_of_capital?: number;
  discount_rate?: number;
  cloud_speed?: number;
  storage_gb?: number;
  residual_fraction?: number;
  resale_haircut?: number;
  /** Spot interruptions a day (replaces the scenario's rate, in whichever form it gave it). */
  interruptions_per_day?: number;
  /** Minutes waiting for spot capacity after each interruption. */
  capacity_wait_minutes?: number;
  /** CNY an hour of operations work costs. */
  labour_rate?: number;
  /** Hours a month of people's work on the owned machine and on the rented side. */
  own_ops_hours?: number;
  cloud_ops_hours?: number;
  /** Yearly change of the cloud price over the horizon, every way of renting alike. */
  cloud_price_change?: number;
}

/** The money parameters, given in the report's currency and converted to CNY. */
export const MONEY_PARAMETERS = [
  "cloud_price",
  "electricity_price",
  "purchase_price",
  "labour_rate",
] as const;

/**
 * The scenario with `overrides` applied, the scenario's own offering repriced. `hours_per_day`
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
  const change = o.cloud_price_change;
  const options = r.options.map(spotTerms).map((opt, i) =>
    i === 0 && o.cloud_price !== undefined
      ? { ...opt, terms: { ...opt.terms, cloudCnyPerGpuHour: o.cloud_price } }
      : opt
  ).map((opt) =>
    change === undefined
      ? opt
      : { ...opt, terms: { ...opt.terms, cloudPriceChangePerYear: change } }
  );
  const spotOverflow = r.overflow && spotTerms(r.overflow);
  const repriced =
    spotOverflow && o.cloud_price !== undefined && r.overflow!.offering === r.offering
      ? { ...spotOverflow, terms: { ...spotOverflow.terms, cloudCnyPerGpuHour: o.cloud_price } }
      : spotOverflow;
  const overflow = repriced && change !== undefined
    ? { ...repriced, terms: { ...repriced.terms, cloudPriceChangePerYear: change } }
    : repriced;
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
  const out: Record<string, number> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== "number") continue;
    const money = (MONEY_PARAMETERS as readonly string[]).includes(name);
    out[name] = value * (money ? cnyPerDisplayUnit : 1);
  }
  return out as Overrides;
}

/**
 * The cheapest offering of each provider and pricing model: what a chart or table shows, so a
 * price file of any length draws the same few marks.
 */
export function cheapestPerProvider<
  T extends { provider: string; pricingModel: string; cnyPerGpuHour: number },
>(offerings: readonly T[]): T[] {
  const best = new Map<string, T>();
  for (const o of offerings) {
    const key = `${o.provider}|${o.pricingModel}`;
    const seen = best.get(key);
    if (!seen || byPrice(o, seen) < 0) best.set(key, o);
  }
  return [...best.values()];
}

/** The offerings of `gpuModel` billed by the hour (on demand and spot). */
export function hourlyOfferings(dataset: Dataset, gpuModel?: string): Offering[] {
  return dataset.offerings.filter((o) =>
    o.billing === "hourly" && (gpuModel === undefined || o.gpuModel === gpuModel)
  );
}

/** Every scenario of the data resolved as it is written (no overrides). */
export function allScenarios(dataset: Dataset): ResolvedScenario[] {
  return dataset.scenarios.map((s) => resolveScenario(dataset, s.id));
}

/**
 * The demand profile a scenario names in `demand.csv`; for a scenario that names none, the first
 * profile of the file, with `named: false` so that a notebook can say so.
 */
export function demandProfileOf(
  dataset: Dataset,
  scenario: Scenario,
): { profile: DemandProfile; named: boolean } | undefined {
  const named = dataset.demand.find((p) => p.id === scenario.demandProfile);
  if (named) return { profile: named, named: true };
  const first = dataset.demand[0];
  return first ? { profile: first, named: false } : undefined;
}

/** The cheapest offering per GPU-hour of each GPU model and pricing model in the data. */
export function cheapestByGpuModel(offerings: readonly Offering[]): Offering[] {
  const best = new Map<string, Offering>();
  for (const o of offerings) {
    const key = `${o.gpuModel}|${o.pricingModel}`;
    const seen = best.get(key);
    if (!seen || byPrice(o, seen) < 0) best.set(key, o);
  }
  return [...best.values()].sort((a, b) =>
    a.gpuModel === b.gpuModel
      ? a.pricingModel < b.pricingModel ? -1 : 1
      : a.gpuModel < b.gpuModel
      ? -1
      : 1
  );
}

/**
 * Orders offerings by price per GPU-hour; prices within 1e-9 of each other are ordered by id, so
 * that which offering is the cheapest never turns on rounding (two offerings priced 1.98 CNY, one
 * of them converted from another unit, or every price scaled alike).
 */
export function byPrice(
  a: { cnyPerGpuHour: number; id?: string },
  b: { cnyPerGpuHour: number; id?: string },
): number {
  const d = a.cnyPerGpuHour - b.cnyPerGpuHour;
  if (Math.abs(d) > 1e-9 * Math.max(Math.abs(a.cnyPerGpuHour), Math.abs(b.cnyPerGpuHour))) return d;
  const x = a.id ?? "", y = b.id ?? "";
  return x < y ? -1 : x > y ? 1 : 0;
}
