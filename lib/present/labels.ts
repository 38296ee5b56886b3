/**
 * The words a reader sees for the ways of renting and owning, in the report's language: every
 * label of the scenario's options, monthly lines, ways to rent, overflow and D1 comparisons is
 * made here, once, from the pricing model and the provider (which the scenario returns) with
 * the catalogue's words (`common.pricing`).
 *
 * @module
 */
import type { PricingModel } from "../model/monthly.ts";
import { DEFAULT_LANG, type Lang } from "../lang.ts";
import { words } from "../words/messages.ts";
import type { CaseParts } from "../scenario/choices.ts";

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

/**
 * A line of a scenario's monthly costs named: owning (`kind` `own`) as {@linkcode ownLabel},
 * a way of renting by its pricing model and provider as {@linkcode optionLabel}.
 */
export function monthlyLabel(
  line: { kind: PricingModel | "own"; provider?: string },
  lang: Lang = DEFAULT_LANG,
): string {
  return line.kind === "own"
    ? ownLabel(lang)
    : optionLabel({ pricingModel: line.kind, provider: line.provider ?? "" }, lang);
}

/** A D1 comparison as it is named: `"8×H100 server vs AWS on demand"`, `"8×H100 server 对比 AWS 按量计费"`. */
export function fullLoadLabel(
  c: { machineName: string; pricingModel: PricingModel; provider: string },
  lang: Lang = DEFAULT_LANG,
): string {
  return words(lang).tables.fullLoad(c.machineName, c.provider, pricingLabel(c.pricingModel, lang));
}

/** The D1 comparisons, each with its label in `lang` (as the model's claims take them). */
export function labelledFullLoadCases<
  C extends { machineName: string; pricingModel: PricingModel; provider: string },
>(cases: readonly C[], lang: Lang = DEFAULT_LANG): (C & { label: string })[] {
  return cases.map((c) => ({ ...c, label: fullLoadLabel(c, lang) }));
}

/**
 * How a case made of the reader's choices is described in `lang`: its machine at its site
 * against its offering (`applyChoices()`'s `describe`).
 */
export function caseDescriber(lang: Lang = DEFAULT_LANG): (c: CaseParts) => string {
  return ({ machineName, siteName, offering }) =>
    words(lang).tables.caseDescription(
      machineName,
      siteName,
      `${offering.provider} ${
        offering.gpuCount > 1 ? `${offering.gpuCount}× ` : ""
      }${offering.gpuModel}`,
      pricingLabel(offering.pricingModel, lang),
    );
}

/** The offering that rents a hybrid fleet's overflow, named as an option (`hybridResults()`). */
export function overflowLabel(
  h: { overflowProvider: string; overflowPricingModel: PricingModel },
  lang: Lang = DEFAULT_LANG,
): string {
  return optionLabel({ provider: h.overflowProvider, pricingModel: h.overflowPricingModel }, lang);
}
