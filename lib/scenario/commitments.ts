/**
 * Commitment break-even for every commitment of the data (a reserved term or a monthly rental,
 * billed `committed`): the utilisation above which it costs less than the cheapest on-demand and
 * the cheapest spot offering of its GPU model (`commitmentBreakEven()` of
 * `lib/model/commitment.ts`), beside owning's break-even utilisation for a machine of that GPU
 * model, where the data has one.
 *
 * @module
 */
import type { Dataset } from "../data/load.ts";
import type { Offering } from "../data/offerings.ts";
import { type BreakEven, breakEvenHours } from "../model/breakeven.ts";
import {
  type CommitmentBreakEven,
  commitmentBreakEven,
  wholeGpusOfBoth,
} from "../model/commitment.ts";
import { type CostInputs, DEFAULTS } from "../model/inputs.ts";
import type { PricingModel } from "../model/monthly.ts";
import { hardwareInputs, offeringTerms } from "./terms.ts";

/** The years owning is weighed over beside a commitment: a machine's 3 years, as the D1 comparisons. */
export const OWNING_YEARS = 3;

/** A commitment against the cheapest offering of its GPU model billed by the hour. */
export interface HourlyComparison {
  /** The hourly offering: the cheapest of its pricing model for the GPU model, per GPU-hour. */
  offeringId: string;
  /** Its provider. */
  provider: string;
  /** Its price, CNY per GPU-hour used (spot's interruptions not counted). */
  cnyPerGpuHour: number;
  /**
   * The GPUs compared: the fewest both sell in whole units (a GPU reserved singly beside an 8-GPU
   * instance: 8), for which the break-even is the ratio of the prices a GPU-hour.
   */
  gpus: number;
  /** Where the commitment starts to cost less, or `never`. */
  breakEven: CommitmentBreakEven;
}

/** Owning a machine of the commitment's GPU model, against the cheapest on-demand offering of it. */
export interface OwningComparison {
  /** The machine of `hardware.csv` (the case's own, when of that GPU model). */
  machineId: string;
  /** GPUs in it. */
  gpuCount: number;
  /** The on-demand offering it is weighed against. */
  againstOfferingId: string;
  /** Years weighed: {@linkcode OWNING_YEARS}. */
  horizonYears: number;
  /** Owning's break-even (its `utilization`, the share of all hours used), or always, or never. */
  breakEven: BreakEven;
}

/** One commitment of the data and where it pays. */
export interface CommitmentRow {
  /** The committed offering. */
  offeringId: string;
  /** Its provider. */
  provider: string;
  /** Its GPU model. */
  gpuModel: string;
  /** `monthly`, `reserved_1y` or `reserved_3y`. */
  pricingModel: PricingModel;
  /** Its price, CNY per GPU-hour of its term (a month's price ÷ 730). */
  cnyPerGpuHour: number;
  /** GPUs in one unit of it. */
  gpuCount: number;
  /** Against the cheapest on-demand offering of its GPU model; `null` when the data has none. */
  onDemand: HourlyComparison | null;
  /** Against the cheapest spot offering of its GPU model; `null` when the data has none. */
  spot: HourlyComparison | null;
  /**
   * Against its own provider's cheapest on-demand offering of the GPU model (a reservation's
   * discount as the provider states it); `null` when the provider sells it on demand nowhere in
   * the data.
   */
  providerOnDemand: HourlyComparison | null;
  /** Owning a machine of its GPU model, against the on-demand offering; `null` when none. */
  owning: OwningComparison | null;
}

/**
 * The cheapest offering of `model` sold as `pricing`, per GPU-hour (the first of a tie), of
 * `provider` when given.
 */
function cheapestOf(
  offerings: readonly Offering[],
  model: string,
  pricing: PricingModel,
  provider?: string,
) {
  let best: Offering | undefined;
  for (const o of offerings) {
    if (o.gpuModel !== model || o.pricingModel !== pricing) continue;
    if (provider !== undefined && o.provider !== provider) continue;
    if (best === undefined || o.cnyPerGpuHour < best.cnyPerGpuHour) best = o;
  }
  return best;
}

function hourlyComparison(c: Offering, o: Offering | undefined): HourlyComparison | null {
  if (o === undefined) return null;
  return {
    offeringId: o.id,
    provider: o.provider,
    cnyPerGpuHour: o.cnyPerGpuHour,
    gpus: wholeGpusOfBoth(c.gpuCount, o.gpuCount),
    breakEven: commitmentBreakEven(c.cnyPerGpuHour, o.cnyPerGpuHour),
  };
}

/**
 * Where owning is weighed: the case's site and finance (its PUE, electricity price, cost of
 * capital and discount rate, read from `inputs`) and its own machine, preferred for its GPU model
 * and taken as the case has it (its price and power as set, not its row's).
 */
export interface OwningCase {
  /** The case's machine of `hardware.csv`: owned for its GPU model rather than the data's first. */
  machineId: string;
  /** The case's inputs. */
  inputs: CostInputs;
}

/**
 * Owning a machine of GPU model `model` at the case's site and finance, bought, for
 * {@linkcode OWNING_YEARS} years, against `onDemand` by the hour at the same speed: the case's own
 * machine when it is of that model, else the first of `hardware.csv`.
 */
function owningComparison(
  dataset: Dataset,
  model: string,
  onDemand: Offering | undefined,
  at: OwningCase,
): OwningComparison | null {
  if (onDemand === undefined) return null;
  const machines = dataset.hardware.filter((h) => h.gpuModel === model);
  const h = machines.find((m) => m.id === at.machineId) ?? machines[0];
  if (h === undefined) return null;
  const row = hardwareInputs(h);
  // the case's own machine as the case has it (a price or power set by a parameter), bought
  const machine = h.id === at.machineId
    ? {
      ...Object.fromEntries(Object.keys(row).map((k) => [k, at.inputs[k as keyof typeof row]])),
      alreadyOwned: 0,
      ownedAgeYears: 0,
    }
    : row;
  const inputs: CostInputs = {
    ...DEFAULTS,
    ...row,
    ...machine,
    ...offeringTerms(onDemand, 0),
    pue: at.inputs.pue,
    electricityCnyPerKwh: at.inputs.electricityCnyPerKwh,
    costOfCapital: at.inputs.costOfCapital,
    discountRate: at.inputs.discountRate,
    storageGb: 0,
    storageCnyPerGbHour: 0,
    setupHoursPerMonth: 0,
    usedHoursPerDay: 24,
    horizonYears: OWNING_YEARS,
  };
  return {
    machineId: h.id,
    gpuCount: h.gpuCount,
    againstOfferingId: onDemand.id,
    horizonYears: OWNING_YEARS,
    breakEven: breakEvenHours(inputs),
  };
}

/**
 * Every commitment of the data (billed `committed`: `monthly`, `reserved_1y`, `reserved_3y`), in
 * the order of the offering files, with the utilisation above which it costs less than the
 * cheapest on-demand and spot offering of its GPU model and its own provider's on-demand one,
 * whole units of both, and owning's break-even for a machine of that model against the cheapest
 * on-demand offering, at the case's site and finance.
 *
 * @param dataset The data.
 * @param at The case: its machine, site and finance, where owning is weighed.
 * @returns One row per commitment.
 */
export function commitmentRows(dataset: Dataset, at: OwningCase): CommitmentRow[] {
  const { offerings } = dataset;
  return offerings.filter((o) => o.billing === "committed").map((c) => {
    const onDemand = cheapestOf(offerings, c.gpuModel, "on_demand");
    return {
      offeringId: c.id,
      provider: c.provider,
      gpuModel: c.gpuModel,
      pricingModel: c.pricingModel,
      cnyPerGpuHour: c.cnyPerGpuHour,
      gpuCount: c.gpuCount,
      onDemand: hourlyComparison(c, onDemand),
      spot: hourlyComparison(c, cheapestOf(offerings, c.gpuModel, "spot")),
      providerOnDemand: hourlyComparison(
        c,
        cheapestOf(offerings, c.gpuModel, "on_demand", c.provider),
      ),
      owning: owningComparison(dataset, c.gpuModel, onDemand, at),
    };
  });
}
