/**
 * The D1 comparisons: every large machine of the data at 7×24 against the cheapest way to rent
 * its GPU model from each provider.
 *
 * @module
 */
import type { Dataset } from "../data/load.ts";
import { type CostInputs, DEFAULTS } from "../model/inputs.ts";
import type { PricingModel } from "../model/monthly.ts";
import { cheapestPerProvider } from "./market.ts";
import { hardwareInputs, offeringTerms } from "./terms.ts";

/**
 * One D1 comparison: a machine against one offering, as model inputs (CNY, 24 h a day, 3 years);
 * `labelledFullLoadCases()` of `lib/present/labels.ts` names it in the report's language.
 */
export interface FullLoadCase {
  /** The machine of `hardware.csv`. */
  hardwareId: string;
  /** Its name (in the report's language once `localizeDataset()` has put it in it). */
  machineName: string;
  /** The offering it is weighed against. */
  offeringId: string;
  /** The offering's provider. */
  provider: string;
  /** The offering's pricing model. */
  pricingModel: PricingModel;
  /** The model inputs: the machine at 7×24 for 3 years, the offering's terms. */
  inputs: CostInputs;
}

/** A machine of the data that D1 cannot be checked for, and why. */
export interface SkippedMachine {
  /** The machine of `hardware.csv`. */
  hardwareId: string;
  /**
   * Why it is skipped: its row of `hardware.csv` (`row`) names no site or no finance (`column`)
   * and no scenario uses the machine, or the data has no on-demand or reserved offering of its GPU.
   */
  reason:
    | { kind: "noSiteOrFinance"; row: number; column: "site_id" | "finance_id" }
    | { kind: "noOffering"; gpuModel: string };
}

/**
 * The D1 comparisons: every machine of 8 GPUs or more at 7×24 against the cheapest on-demand and
 * reserved offering of each provider for its GPU model, at the site and finance the data names
 * for the machine (its own `site_id` and `finance_id`, else those of a scenario that uses it).
 * A machine with neither is skipped with its reason, never priced at another machine's site.
 */
export function fullLoadCases(
  dataset: Dataset,
): { cases: FullLoadCase[]; skipped: SkippedMachine[] } {
  const cases: FullLoadCase[] = [];
  const skipped: SkippedMachine[] = [];
  for (const h of dataset.hardware.filter((h) => h.gpuCount >= 8)) {
    const user = dataset.scenarios.find((s) => s.hardwareId === h.id);
    const site = dataset.sites.find((s) => s.id === (h.siteId ?? user?.siteId));
    const finance = dataset.finance.find((f) => f.id === (h.financeId ?? user?.financeId));
    if (!site || !finance) {
      skipped.push({
        hardwareId: h.id,
        reason: { kind: "noSiteOrFinance", row: h.row, column: !site ? "site_id" : "finance_id" },
      });
      continue;
    }
    const offers = cheapestPerProvider(
      dataset.offerings.filter((o) =>
        o.gpuModel === h.gpuModel &&
        (o.pricingModel === "on_demand" || o.pricingModel.startsWith("reserved"))
      ),
    );
    if (offers.length === 0) {
      skipped.push({
        hardwareId: h.id,
        reason: { kind: "noOffering", gpuModel: h.gpuModel },
      });
    }
    for (const o of offers) {
      cases.push({
        hardwareId: h.id,
        machineName: h.name,
        offeringId: o.id,
        provider: o.provider,
        pricingModel: o.pricingModel,
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
          usedHoursPerDay: 24,
          horizonYears: 3,
        },
      });
    }
  }
  return { cases, skipped };
}
