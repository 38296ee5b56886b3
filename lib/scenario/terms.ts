/**
 * The model inputs the rows of the data set: a machine of `hardware.csv`, a site of `sites.csv`,
 * and how an offering of `cloud_offerings.csv` is billed for a scenario.
 *
 * @module
 */
import type { Buyer, Hardware, Offering, Scenario, Site } from "../data/load.ts";
import { type CostInputs, DEFAULTS } from "../model/inputs.ts";
import { type ColumnInput, columnInputValues } from "../data/columns.ts";
import { PRICING_TERMS, type RentTerms } from "../model/monthly.ts";
import { ratePerHour } from "../model/spot.ts";

/** The inputs a machine of `hardware.csv` sets. */
export type HardwareInputs = Pick<
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
  | "alreadyOwned"
  | "ownedAgeYears"
  | ColumnInput<"hardware.csv">
>;

/**
 * The model inputs a machine of hardware.csv sets (CNY, kW; a blank idle power = 0, and so is a
 * blank column that sets an input as written, such as the failures), bought, not already owned:
 * in a ranking of machines, only the case's own machine is the one `-p owned=true` owns.
 */
export function hardwareInputs(hardware: Hardware): HardwareInputs {
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
    // a machine of the data is one to buy: only the case's own machine is owned (`-p owned=true`)
    alreadyOwned: 0,
    ownedAgeYears: 0,
    ...columnInputValues("hardware.csv", hardware.inputs),
  };
}

/** The inputs a buyer of `buyers.csv` sets: its taxes. */
export type BuyerInputs = Pick<
  CostInputs,
  | "incomeTaxRate"
  | "goodsVatDeducted"
  | "servicesVatDeducted"
  | "firstYearDeduction"
  | "depreciationYears"
  | "firstYearLimitCny"
>;

/** The model inputs a buyer of `buyers.csv` sets; none (no tax, a person) without one. */
export function buyerInputs(buyer: Buyer | undefined): BuyerInputs {
  // no buyer: the model's defaults, a buyer who deducts nothing
  const b = buyer ?? DEFAULTS;
  return {
    incomeTaxRate: b.incomeTaxRate,
    goodsVatDeducted: b.goodsVatDeducted,
    servicesVatDeducted: b.servicesVatDeducted,
    firstYearDeduction: b.firstYearDeduction,
    depreciationYears: b.depreciationYears,
    firstYearLimitCny: b.firstYearLimitCny,
  };
}

/** The inputs a site of `sites.csv` sets. */
export type SiteInputs = Pick<
  CostInputs,
  "pue" | "electricityCnyPerKwh" | ColumnInput<"sites.csv">
>;

/**
 * The model inputs a site of sites.csv sets: its energy, and the columns that set an input as
 * written (labour, site set-up and space, bandwidth; blank = 0).
 */
export function siteInputs(site: Site): SiteInputs {
  return {
    pue: site.pue,
    electricityCnyPerKwh: site.electricityCnyPerKwh,
    ...columnInputValues("sites.csv", site.inputs),
  };
}

/** A scenario's spot settings beyond the flat overhead (see `scenarios.csv`). */
export interface SpotSettings {
  /** Interruptions per hour; given, spot is modelled with its checkpoints instead of `spotOverhead`. */
  interruptionsPerHour?: number;
  /** Hours between checkpoints, 0 = the interval that bills least. @default 0 */
  checkpointIntervalHours?: number;
}

/** What an offering's terms take from the case beyond the offering's row. */
export interface CaseTerms {
  /** Work the offering's GPU does in an hour relative to the owned one. @default 1 */
  rentSpeed?: number;
  /**
   * The storage price, CNY per GB-hour, where the offering's row has none (its provider's, see
   * `storagePrices()` of `market.ts`). @default 0 (not priced)
   */
  storageCnyPerGbHour?: number;
}

/**
 * How an offering is billed, as model inputs: its pricing model's terms and its own storage
 * price (a blank one is `given.storageCnyPerGbHour`, else billed as 0); spot with its
 * interruptions when `interruptionsPerMonth` (the share of instances interrupted in a month) or
 * `spot.interruptionsPerHour` is given, else with the flat `spotOverhead` (a fraction); the
 * hours at `given.rentSpeed` (default 1, as fast as the owned GPU).
 */
export function offeringTerms(
  offering: Offering,
  spotOverhead: number,
  interruptionsPerMonth?: number,
  spot: SpotSettings = {},
  given: CaseTerms = {},
): RentTerms {
  const terms = PRICING_TERMS[offering.pricingModel];
  const isSpot = offering.pricingModel === "spot";
  const rate = spot.interruptionsPerHour ??
    (interruptionsPerMonth !== undefined ? ratePerHour(interruptionsPerMonth) : undefined);
  const modelled = isSpot && rate !== undefined;
  return {
    rentCnyPerGpuHour: offering.cnyPerGpuHour,
    rentBilling: terms.billing,
    rentMinimumMonths: terms.minimumMonths,
    rentOverhead: isSpot && !modelled ? spotOverhead : 0,
    rentInterruptionsPerHour: modelled ? rate : 0,
    checkpointIntervalHours: modelled ? spot.checkpointIntervalHours ?? 0 : 0,
    storageCnyPerGbHour: offering.storageCnyPerGbHour ?? given.storageCnyPerGbHour ?? 0,
    ingressCnyPerGb: offering.ingressCnyPerGb ?? 0,
    egressCnyPerGb: offering.egressCnyPerGb ?? 0,
    rentPriceChangePerYear: offering.priceChangePerYear ?? 0,
    rentSpeed: given.rentSpeed ?? 1,
  };
}

/**
 * The terms of `offering` for `scenario`: its spot settings as `scenarios.csv` gives them, and
 * what the case gives (the speed against the owned GPU, the provider's storage price).
 */
export function scenarioTerms(
  offering: Offering,
  scenario: Scenario,
  given: CaseTerms = {},
): RentTerms {
  return offeringTerms(offering, scenario.spotOverhead, undefined, {
    interruptionsPerHour: scenario.interruptionsPerHour,
    checkpointIntervalHours: scenario.checkpointIntervalHours,
  }, given);
}
