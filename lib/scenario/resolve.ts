/**
 * Resolving a scenario: the rows of `scenarios.csv` and the rows it names become model inputs in
 * base units, with its ways of renting, its hybrid fleet's overflow and its sensitivity ranges.
 *
 * @module
 */
import type { Dataset, DemandProfile, Hardware, Offering, Scenario } from "../data/load.ts";
import { cnyPerUnit } from "../data/fx.ts";
import { hoursPerDayOfJobs } from "../job_speed.ts";
import { type CostInputs, DEFAULTS, usedHoursPerDay } from "../model/inputs.ts";
import type { CloudOption, CloudTerms } from "../model/monthly.ts";
import {
  countedCostInputs,
  defaultRanges,
  type InputRange,
  SENSITIVE_INPUTS,
  SPOT_INPUTS,
} from "../model/sensitivity.ts";
import { DEFAULT_LANG, type Lang } from "../present/lang.ts";
import { optionLabel } from "./labels.ts";
import { byPrice, rentalOptions } from "./market.ts";
import { hardwareInputs, scenarioTerms, siteInputs } from "./terms.ts";

/** A way to rent the scenario's GPU model, with the offering it comes from. */
export type ScenarioOption = CloudOption & { offering: Offering };

/** A scenario with the rows it names and its model inputs. */
export interface ResolvedScenario {
  /** The row of `scenarios.csv`. */
  scenario: Scenario;
  /** The machine it owns. */
  hardware: Hardware;
  /** The offering it rents. */
  offering: Offering;
  /** The model inputs, in base units (CNY, kW, hours). */
  inputs: CostInputs;
  /** Ways to rent the same GPU model found in the data (the scenario's offering first). */
  options: ScenarioOption[];
  /**
   * What rents a hybrid fleet's overflow: an offering sold by the hour, the scenario's own when
   * it is on demand or spot, else the cheapest on-demand offering of the same GPU model;
   * `undefined` when the data has none.
   */
  overflow: { offering: Offering; terms: CloudTerms } | undefined;
  /** The demand profile the scenario names in `demand.csv`, for the hybrid fleet. */
  demand: DemandProfile | undefined;
  /** The sensitivity ranges of the inputs, in the inputs' units. */
  ranges: InputRange[];
  /** CNY per unit of the scenario's display currency, at the dataset's one rate. */
  cnyPerDisplayUnit: number;
  /** The language of its labels and of those its results make (options, monthly lines, overflow). @default "en" */
  lang?: Lang;
}

/** Thrown when a scenario name is not in the data. */
export class UnknownScenarioError extends Error {
  /**
   * @param name the scenario asked for
   * @param known the ids `scenarios.csv` lists
   */
  /** Names the scenario asked for and those `scenarios.csv` lists. */
  constructor(name: string, known: readonly string[]) {
    super(`Unknown scenario "${name}": scenarios.csv lists ${known.join(", ")}`);
    this.name = "UnknownScenarioError";
  }
}

/**
 * The CNY value of one unit of `currency` at the dataset's one rate (of its `fxDate`, the rate its
 * prices were converted with); an unknown currency is an error.
 */
export function displayRate(dataset: Dataset, currency: string): number {
  const rate = cnyPerUnit(dataset.fx, currency, dataset.fxDate);
  if (rate === undefined) {
    const known = [...new Set(["CNY", ...dataset.fx.map((r) => r.currency)])].join(", ");
    throw new RangeError(`Unknown currency "${currency}": fx.csv lists ${known}`);
  }
  return rate;
}

/**
 * Resolves scenario `name` of `dataset` into model inputs, its options labelled in `lang`; throws
 * {@linkcode UnknownScenarioError} for a name the data lacks.
 */
export function resolveScenario(
  dataset: Dataset,
  name: string,
  { lang = DEFAULT_LANG }: { lang?: Lang } = {},
): ResolvedScenario {
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
  const same = dataset.offerings.filter((o) => o.gpuModel === offering.gpuModel).sort(byPrice);
  const options: ScenarioOption[] = rentalOptions(offering, same).map((o) => ({
    label: optionLabel(o, lang),
    kind: o.pricingModel,
    terms: scenarioTerms(o, scenario),
    offering: o,
  }));
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
    lang,
  };
}

/** Every scenario of the data resolved as it is written (no overrides), labelled in `lang`. */
export function allScenarios(
  dataset: Dataset,
  { lang = DEFAULT_LANG }: { lang?: Lang } = {},
): ResolvedScenario[] {
  return dataset.scenarios.map((s) => resolveScenario(dataset, s.id, { lang }));
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
