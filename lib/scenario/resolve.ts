/**
 * Resolving a scenario: the rows of `scenarios.csv` and the rows it names become model inputs in
 * base units, with its ways of renting, its hybrid fleet's overflow and its sensitivity ranges.
 *
 * @module
 */
import type {
  Buyer,
  Dataset,
  DemandProfile,
  Hardware,
  Offering,
  Range,
  Scenario,
  Site,
} from "../data/load.ts";
import { cnyPerUnit, firstRateAfter } from "../data/fx_of.ts";
import { hoursPerDayOfJobs } from "./job_speed.ts";
import {
  type CostInputs,
  DEFAULTS,
  type InputName,
  usedHoursPerDay,
  usedShareOfDay,
} from "../model/inputs.ts";
import type { RentOption, RentTerms } from "../model/monthly.ts";
import {
  countedCostInputs,
  defaultRanges,
  type InputRange,
  SENSITIVE_INPUTS,
  SPOT_INPUTS,
} from "../model/sensitivity.ts";
import { byPrice, inRegion, rentalOptions, type StoragePrice, storagePrices } from "./market.ts";
import { canDoTheWork, type RelativeSpeed, relativeSpeed } from "./speed.ts";
import { DEFAULT_WORKLOAD } from "../defaults.ts";
import { buyerInputs, hardwareInputs, scenarioTerms, siteInputs } from "./terms.ts";
import { MODEL_WORDS } from "../words/messages/model_words.ts";
import type { Trend } from "../params/price_changes.ts";
import { type SegmentedOffering, trendOf } from "./trends.ts";

/**
 * A way to rent, with the offering it comes from, how fast its GPU does the owned machine's
 * work (its terms' `rentSpeed`) and where its storage price comes from.
 */
export type ScenarioOption = RentOption & {
  /** The offering of the data. */
  offering: Offering;
  /** Its GPU's speed against the owned machine's on the scenario's workload. */
  speed: RelativeSpeed;
  /** Where its storage price comes from: its row, its provider's, or none (billed as 0). */
  storage: StoragePrice;
};

/** A scenario with the rows it names and its model inputs. */
export interface ResolvedScenario {
  /** The row of `scenarios.csv`. */
  scenario: Scenario;
  /** The machine it owns. */
  hardware: Hardware;
  /** The offering it rents. */
  offering: Offering;
  /** The buyer of `buyers.csv` whose taxes the after-tax view counts; none: a buyer who deducts nothing. */
  buyer: Buyer | undefined;
  /** The model inputs, in base units (CNY, kW, hours). */
  inputs: CostInputs;
  /**
   * The kind of work the machine does (`workload` of the row, else `DEFAULT_WORKLOAD`): its
   * speeds in `throughput.csv` set the hours a rented GPU of another model needs.
   */
  workload: string;
  /** How fast the scenario's offering does the machine's work (`inputs.rentSpeed`), and why. */
  speed: RelativeSpeed;
  /** Ways to rent the offering's GPU model found in the data (the scenario's offering first). */
  options: ScenarioOption[];
  /**
   * Every offering of the data that can do the owned machine's work, whatever its region: those
   * of the machine's GPU model, and those of another model whose speed on the scenario's workload
   * `throughput.csv` gives and whose GPU holds the machine GPU's memory (`canDoTheWork()`), each
   * billed for the machine's work at its speed. What the cheapest way
   * at the scenario's hours is chosen from, among those `accepts` lets in, whichever offering the
   * scenario compares with.
   */
  market: ScenarioOption[];
  /** The regions and providers the scenario rents from (`region` of scenarios.csv, `-p region=`); empty = any. */
  accepts: string[];
  /**
   * The yearly price changes the reader gives the market: `market` every rented offering's
   * (`-p cloud_price_change`), `segments` a market segment's (`-p trend=H100:+40%`) over the
   * market's, `offerings` one offering's by its id (`-p price_change=ID:40%`) over both; none
   * given, each offering keeps its row's (`price_change_per_year`).
   */
  priceChanges: PriceChanges;
  /**
   * What rents a hybrid fleet's overflow: an offering sold by the hour, the scenario's own when
   * it is on demand or spot, else the cheapest on-demand offering of the same GPU model;
   * `undefined` when the data has none.
   */
  overflow: { offering: Offering; terms: RentTerms } | undefined;
  /** The demand profile the scenario names in `demand.csv`, for the hybrid fleet. */
  demand: DemandProfile | undefined;
  /** The sensitivity ranges of the inputs, in the inputs' units. */
  ranges: InputRange[];
  /**
   * The rows of `ranges.csv` that hold for the scenario, one an input (the most specific scope
   * wins, see {@linkcode rangesFor}); an input of `ranges` without one varies by ±20 % of its
   * value, an assumption.
   */
  rangeSources: Range[];
  /** CNY per unit of the scenario's display currency, at the dataset's one rate. */
  cnyPerDisplayUnit: number;
}

/** The yearly price changes a reader gives the market (see `ResolvedScenario.priceChanges`). */
export interface PriceChanges {
  /** Every rented offering's, a fraction a year; `undefined`: each its row's. */
  market: number | undefined;
  /** Market segments' trends, over the market's (`lib/scenario/trends.ts` says which holds which). */
  segments: readonly Trend[];
  /** One offering's by its id, over its segments' and the market's. */
  offerings: Readonly<Record<string, number>>;
}

/**
 * The yearly price change of `offering` under `changes`: its own, else its most specific
 * segment's ({@linkcode trendOf}), else the market's, else `fallback` (its row's, as its terms
 * carry it).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { priceChangeOf } from "./resolve.ts";
 *
 * const o = { id: "aws-p5-spot", gpuModel: "H100 80GB", provider: "AWS", pricingModel: "spot" } as const;
 * const changes = { market: 0.05, segments: [{ segment: "H100", change: 0.4 }], offerings: {} };
 * assert.equal(priceChangeOf(changes, o, 0), 0.4);
 * assert.equal(priceChangeOf({ ...changes, offerings: { "aws-p5-spot": -0.1 } }, o, 0), -0.1);
 * assert.equal(priceChangeOf({ ...changes, segments: [] }, o, 0), 0.05);
 * ```
 */
export function priceChangeOf(
  changes: PriceChanges,
  offering: Pick<Offering, "id"> & SegmentedOffering,
  fallback: number,
): number {
  return changes.offerings[offering.id] ?? trendOf(changes.segments, offering)?.change ??
    changes.market ?? fallback;
}

/** Thrown when a scenario name is not in the data. */
export class UnknownScenarioError extends Error {
  /** The scenario asked for. */
  readonly scenario: string;
  /** The ids `scenarios.csv` lists. */
  readonly known: readonly string[];
  /** Names the scenario asked for and those `scenarios.csv` lists. */
  constructor(name: string, known: readonly string[]) {
    super(MODEL_WORDS.errors.unknownScenario.en(name, known));
    this.name = "UnknownScenarioError";
    this.scenario = name;
    this.known = known;
  }
}

/** Thrown for a currency `fx.csv` does not list. */
export class UnknownCurrencyError extends RangeError {
  /** The currency asked for. */
  readonly currency: string;
  /** The currencies known: CNY and those of `fx.csv`. */
  readonly known: readonly string[];
  /** Names the currency asked for and those known. */
  constructor(currency: string, known: readonly string[]) {
    super(MODEL_WORDS.errors.unknownCurrency.en(currency, known));
    this.name = "UnknownCurrencyError";
    this.currency = currency;
    this.known = known;
  }
}

/**
 * Thrown for a currency whose first rate in `fx.csv` begins after the day asked for (`fx_date`):
 * no rate of that day exists, and the next one would be a later year's.
 */
export class FxDateError extends RangeError {
  /** The currency asked for. */
  readonly currency: string;
  /** The day asked for (`fx_date`), ISO. */
  readonly fxDate: string;
  /** The first rate's `as_of` as written, such as `2024`. */
  readonly first: string;
  /** The first day that rate covers, ISO. */
  readonly start: string;
  /** Names the day, the currency and the first day fx.csv has a rate of it for. */
  constructor(currency: string, fxDate: string, first: { text: string; start: string }) {
    super(MODEL_WORDS.errors.fxDateBeforeRates.en(currency, fxDate, first.text, first.start));
    this.name = "FxDateError";
    this.currency = currency;
    this.fxDate = fxDate;
    this.first = first.text;
    this.start = first.start;
  }
}

/**
 * The CNY value of one unit of `currency` at the dataset's one rate (of its `fxDate`, the rate its
 * prices were converted with); an unknown currency is an error, and so is a day before the
 * currency's first rate ({@linkcode FxDateError}).
 */
export function displayRate(dataset: Dataset, currency: string): number {
  const first = firstRateAfter(dataset.fx, currency, dataset.fxDate);
  if (first !== undefined) throw new FxDateError(currency, dataset.fxDate, first.asOf);
  const rate = cnyPerUnit(dataset.fx, currency, dataset.fxDate);
  if (rate === undefined) {
    throw new UnknownCurrencyError(currency, [
      ...new Set(["CNY", ...dataset.fx.map((r) => r.currency)]),
    ]);
  }
  return rate;
}

/**
 * Resolves scenario `name` of `dataset` into model inputs, each option known by its offering's id
 * (`label`; `lib/present/labels.ts` names it by its pricing model and provider); throws
 * {@linkcode UnknownScenarioError} for a name the data lacks.
 */
export function resolveScenario(
  dataset: Dataset,
  name: string,
): ResolvedScenario {
  const scenario = dataset.scenarios.find((s) => s.id === name);
  if (!scenario) throw new UnknownScenarioError(name, dataset.scenarios.map((s) => s.id));
  const hardware = dataset.hardware.find((h) => h.id === scenario.hardwareId)!;
  const offering = dataset.offerings.find((o) => o.id === scenario.offeringId)!;
  const site = dataset.sites.find((s) => s.id === scenario.siteId)!;
  const finance = dataset.finance.find((f) => f.id === scenario.financeId)!;
  const buyer = dataset.buyers.find((b) => b.id === scenario.buyerId);
  const workload = scenario.workload ?? DEFAULT_WORKLOAD;
  const storage = storagePrices(dataset.offerings);
  const speedOf = (o: Offering): RelativeSpeed =>
    o.id === offering.id && scenario.rentSpeed !== undefined
      ? { kind: "given", speed: scenario.rentSpeed }
      : relativeSpeed(dataset.throughput, workload, hardware, o);
  const optionOf = (o: Offering): ScenarioOption => {
    const speed = speedOf(o);
    const stored = storage(o);
    return {
      label: o.id,
      provider: o.provider,
      kind: o.pricingModel,
      terms: scenarioTerms(o, scenario, {
        rentSpeed: speed.speed,
        storageCnyPerGbHour: stored.kind === "unpriced" ? undefined : stored.cnyPerGbHour,
      }),
      offering: o,
      speed,
      storage: stored,
    };
  };
  const own = optionOf(offering);
  const inputs: CostInputs = {
    ...DEFAULTS,
    ...hardwareInputs(hardware),
    ...own.terms,
    checkpointWriteHours: scenario.checkpointWriteMinutes !== undefined
      ? scenario.checkpointWriteMinutes / 60
      : DEFAULTS.checkpointWriteHours,
    restartHours: scenario.restartMinutes !== undefined
      ? scenario.restartMinutes / 60
      : DEFAULTS.restartHours,
    ...siteInputs(site),
    costOfCapital: finance.costOfCapital,
    discountRate: finance.discountRate,
    ...buyerInputs(buyer),
    storageGb: scenario.storageGb,
    setupHoursPerMonth: scenario.setupHoursPerMonth,
    ownPeopleHoursPerMonth: scenario.ownPeopleHoursPerMonth ?? 0,
    rentPeopleHoursPerMonth: scenario.rentPeopleHoursPerMonth ?? 0,
    transferInGbPerMonth: scenario.dataInGbPerMonth ?? 0,
    transferOutGbPerMonth: scenario.dataOutGbPerMonth ?? 0,
    // jobs_per_month, when given, sets the hours; else the schedule does
    usedHoursPerDay: scenario.jobsPerMonth !== undefined
      ? hoursPerDayOfJobs(dataset, hardware, scenario.jobsPerMonth)
      : usedHoursPerDay(scenario.scheduledHoursPerDay, scenario.daysPerWeek, scenario.utilization),
    horizonYears: scenario.horizonYears,
  };
  const same = dataset.offerings.filter((o) => o.gpuModel === offering.gpuModel).sort(byPrice);
  const options: ScenarioOption[] = rentalOptions(offering, same).map((o) =>
    o === offering ? own : optionOf(o)
  );
  // every offering that can do the machine's work: its GPU model's, and others of a known speed
  // that hold the machine's GPU memory
  const market: ScenarioOption[] = [...dataset.offerings].sort(byPrice)
    .map((o) => o === offering ? own : optionOf(o))
    .filter((o) => canDoTheWork(o.speed));
  const rangeSources = rangesFor(dataset.ranges, {
    scenario,
    hardware,
    offering,
    site,
  });
  const given: InputRange[] = rangeSources.map((r) => {
    const name = r.parameter;
    const base = inputs[name];
    return r.kind === "factor"
      ? { name, low: base * r.low, high: base * r.high }
      : { name, low: r.low, high: r.high };
  });
  const spot = inputs.rentInterruptionsPerHour > 0;
  // an input with a sourced range for the case is varied even at 0 (a flat price whose market
  // trend ranges.csv bounds); spot's only where the case can be interrupted
  const ranged = given.map((r) => r.name)
    .filter((name) => spot || !(SPOT_INPUTS as readonly InputName[]).includes(name));
  const ranges = defaultRanges(inputs, given, {
    names: [
      ...new Set([
        ...SENSITIVE_INPUTS,
        ...(spot ? SPOT_INPUTS : []),
        ...countedCostInputs(inputs),
        ...ranged,
      ]),
    ],
  });
  const cnyPerDisplayUnit = displayRate(dataset, scenario.currency);
  const overflowOffering = offering.billing === "hourly"
    ? offering
    : same.find((o) => o.pricingModel === "on_demand");
  const overflow = overflowOffering
    ? {
      offering: overflowOffering,
      terms: options.find((o) => o.offering === overflowOffering)?.terms ??
        optionOf(overflowOffering).terms,
    }
    : undefined;
  const demand = dataset.demand.find((p) => p.id === scenario.demandProfile);
  return {
    scenario,
    hardware,
    offering,
    buyer,
    inputs,
    workload,
    speed: own.speed,
    options,
    market,
    accepts: scenario.accepts,
    priceChanges: { market: undefined, segments: [], offerings: {} },
    overflow,
    demand,
    ranges,
    rangeSources,
    cnyPerDisplayUnit,
  };
}

const SCOPE_ORDER = ["scenario", "offering", "hardware", "site", "region", "all"] as const;

/**
 * The ranges of `ranges` that hold for a scenario, one an input: a row scoped to the scenario
 * wins over one scoped to its offering, then its machine, its site, its site's region (the
 * longest region name that holds: `CN-Shenzhen` before `CN`) and last a row without a scope.
 *
 * @example
 * ```ts
 * import { loadDatasetOrThrow } from "../data/folder.ts";
 *
 * const { dataset } = await loadDatasetOrThrow("data");
 * const s = dataset.scenarios[0]!;
 * rangesFor(dataset.ranges, {
 *   scenario: s,
 *   hardware: dataset.hardware.find((h) => h.id === s.hardwareId)!,
 *   offering: dataset.offerings.find((o) => o.id === s.offeringId)!,
 *   site: dataset.sites.find((x) => x.id === s.siteId)!,
 * }); // the rows of the document's case
 * ```
 */
export function rangesFor(
  ranges: readonly Range[],
  of: { scenario: Scenario; hardware: Hardware; offering: Offering; site: Site },
): Range[] {
  const rank = (r: Range): number => {
    const s = r.scope;
    if (s.kind === "all") return SCOPE_ORDER.indexOf("all");
    const holds = s.kind === "region" ? inRegion(of.site.region, s.id) : s.id ===
      {
        scenario: of.scenario,
        offering: of.offering,
        hardware: of.hardware,
        site: of.site,
      }[s.kind].id;
    return holds ? SCOPE_ORDER.indexOf(s.kind) : -1;
  };
  const best = new Map<string, Range>();
  for (const r of ranges) {
    const k = rank(r);
    if (k < 0) continue;
    const seen = best.get(r.parameter);
    const better = seen === undefined || k < rank(seen) ||
      (k === rank(seen) && r.scope.kind === "region" && seen.scope.kind === "region" &&
        r.scope.id.length > seen.scope.id.length);
    if (better) best.set(r.parameter, r);
  }
  return ranges.filter((r) => best.get(r.parameter) === r);
}

/** Every scenario of the data resolved as it is written (no overrides). */
export function allScenarios(dataset: Dataset): ResolvedScenario[] {
  return dataset.scenarios.map((s) => resolveScenario(dataset, s.id));
}

/**
 * The demand profile a scenario names in `demand.csv`; for a scenario that names none, its own
 * schedule as a profile (its machine's GPUs wanted in the share of hours it uses them, none the
 * rest), with `named: false` so that a notebook can say so. Never another scenario's profile.
 */
export function demandProfileOf(
  r: Pick<ResolvedScenario, "scenario" | "hardware" | "inputs" | "demand">,
): { profile: DemandProfile; named: boolean } {
  if (r.demand) return { profile: r.demand, named: true };
  const used = usedShareOfDay(r.inputs.usedHoursPerDay);
  const levels = [{ gpus: 0, share: 1 - used }, { gpus: r.inputs.gpuCount, share: used }];
  return {
    profile: {
      id: r.scenario.id,
      levels: levels.filter((l) => l.share > 0),
      notes: "",
      source: "scenarios.csv",
      asOf: r.hardware.asOf,
      row: r.scenario.row,
    },
    named: false,
  };
}
