/**
 * The words a reader sees for the ways of renting and owning, in the report's language: every
 * label the scenario results, the options and the D1 comparisons show is made here, once, from
 * the pricing model and the provider with the catalogue's words (`common.pricing`).
 *
 * @module
 */
import type { PricingModel } from "../data/schema.ts";
import { DEFAULT_LANG, type Lang } from "../words/lang.ts";
import { words } from "../words/messages.ts";

/** What a pricing model is called in tables and charts: "On demand", "按量计费". */
export function pricingLabel(pricingModel: PricingModel, lang: Lang = DEFAULT_LANG): string {
  return words(lang).common.pricing[pricingModel];
}

/** The label of the owned machine's line in the monthly costs: "Own", "自购". */
export function ownLabel(lang: Lang = DEFAULT_LANG): string {
  return words(lang).common.own;
}

/** An offering as an option is named: `"Spot: AutoDL"`, `"竞价实例：AutoDL"`. */
export function optionLabel(
  o: { pricingModel: PricingModel; provider: string },
  lang: Lang = DEFAULT_LANG,
): string {
  return words(lang).tables.option(pricingLabel(o.pricingModel, lang), o.provider);
}

/** A D1 comparison as it is named: `"8×H100 server vs AWS on demand"`, `"8×H100 server 对比 AWS 按量计费"`. */
export function fullLoadLabel(
  machineName: string,
  o: { pricingModel: PricingModel; provider: string },
  lang: Lang = DEFAULT_LANG,
): string {
  return words(lang).tables.fullLoad(machineName, o.provider, pricingLabel(o.pricingModel, lang));
}
