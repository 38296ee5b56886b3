/**
 * The words a reader sees for the ways of renting and owning: every label the scenario results,
 * the options and the D1 comparisons show is written here, once.
 *
 * @module
 */
import type { PricingModel } from "../data/schema.ts";

/** What each pricing model is called in tables and charts. */
export const PRICING_LABELS: Readonly<Record<PricingModel, string>> = {
  on_demand: "On demand",
  spot: "Spot",
  monthly: "Monthly rental (包月)",
  reserved_1y: "Reserved 1 year",
  reserved_3y: "Reserved 3 years",
};

/** The label of the owned machine's line in the monthly costs. */
export const OWN_LABEL = "Own";

/** An offering as an option is named: `"Spot: AutoDL"`. */
export function optionLabel(o: { pricingModel: PricingModel; provider: string }): string {
  return `${PRICING_LABELS[o.pricingModel]}: ${o.provider}`;
}

/** A D1 comparison as it is named: `"8×H100 server vs AWS on demand"`. */
export function fullLoadLabel(
  machineName: string,
  o: { pricingModel: PricingModel; provider: string },
): string {
  return `${machineName} vs ${o.provider} ${PRICING_LABELS[o.pricingModel].toLowerCase()}`;
}
