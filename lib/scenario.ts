/**
 * Where data meets the model: a scenario of a validated dataset becomes model inputs in base
 * units, its cloud options, its ranges, and the summary results that `calc` and the reports show.
 * The module people import from; each concern lives in a file of `lib/scenario/`:
 *
 * - `resolve.ts`: a scenario of the data as model inputs ({@linkcode resolveScenario})
 * - `terms.ts`: the inputs a machine, a site and an offering set
 * - `overrides.ts`: parameters applied to a resolved scenario ({@linkcode applyOverrides})
 * - `case.ts`: a case opened as one whole, the one way every view opens it ({@linkcode openCase})
 * - `choices.ts`: rows chosen in place of a scenario's, or an own machine ({@linkcode applyChoices})
 * - `speed.ts`: how fast a rented GPU does the owned machine's work ({@linkcode relativeSpeed})
 * - `market.ts`: which offering is the cheapest ({@linkcode byPrice}, {@linkcode cheapestBy})
 * - `results.ts`: the headline results ({@linkcode scenarioResults})
 * - `answer.ts`: a case's one answer, its demand priced on whole units; `case_results.ts`: the
 *   results of an opened case with it ({@linkcode caseResults}), what every view reads
 * - `full_load.ts`: the D1 comparisons at 7×24 ({@linkcode fullLoadCases})
 *
 * It returns keys and numbers (each option and line known by its offering's id, its provider and
 * pricing model): `lib/present/labels.ts` words them in the report's language.
 *
 * @example
 * ```ts
 * import { loadDatasetOrThrow } from "./data/folder.ts";
 *
 * const { dataset } = await loadDatasetOrThrow("data");
 * const r = resolveScenario(dataset, "seed-3090-autodl");
 * const results = scenarioResults(applyOverrides(r, { hours_per_day: 6 }));
 * // the same case as every view opens it, choices included
 * const { applied } = openCase(dataset, { scenario: "seed-3090-autodl", hours_per_day: 6 });
 * scenarioResults(applied).consistent.tco.own.total === results.consistent.tco.own.total; // true
 * ```
 *
 * @module
 */
export {
  allScenarios,
  demandProfileOf,
  displayRate,
  type ResolvedScenario,
  resolveScenario,
  type ScenarioOption,
  UnknownScenarioError,
} from "./scenario/resolve.ts";
export {
  type CaseTerms,
  type HardwareInputs,
  hardwareInputs,
  offeringTerms,
  scenarioTerms,
  type SiteInputs,
  siteInputs,
  type SpotSettings,
} from "./scenario/terms.ts";
export {
  applyOverrides,
  caseSchedule,
  MONEY_PARAMETERS,
  type Overrides,
  overridesFromParameters,
} from "./scenario/overrides.ts";
export {
  byPrice,
  cheapestBy,
  cheapestByGpuModel,
  cheapestPerProvider,
  hourlyOfferings,
  type Priced,
  rentalOptions,
  type StoragePrice,
  storagePrices,
} from "./scenario/market.ts";
export { caseResults } from "./scenario/case_results.ts";
export {
  type AnswerWay,
  type CaseAnswer,
  DEMAND_KINDS,
  type DemandKind,
  type OwnCannot,
  type Verdict,
} from "./scenario/answer.ts";
export {
  breakEvenAgainst,
  type HybridChoice,
  hybridChoice,
  type HybridResults,
  hybridResults,
  type MarketBreakEven,
  marketBreakEvens,
  type ScenarioResults,
  scenarioResults,
  type SpotResults,
} from "./scenario/results.ts";
export {
  acceptsOffering,
  type CheapestWay,
  cheapestWay,
  type WayOffering,
  type WayToRent,
} from "./scenario/cheapest.ts";
export {
  applyChoices,
  caseKey,
  type CaseParts,
  caseScenarioId,
  CHOICE_PARAMETERS,
  type ChosenCase,
  gpuModelsOf,
  hasChoices,
  ownMachine,
  ownMachineBase,
  OwnMachineError,
  ownMachineId,
  type OwnMachineSpec,
} from "./scenario/choices.ts";
export {
  chooseCase,
  type ChosenScenario,
  openCase,
  type OpenedCase,
  scenarioIdOf,
} from "./scenario/case.ts";
export { canDoTheWork, type RelativeSpeed, relativeSpeed } from "./scenario/speed.ts";
export { type FullLoadCase, fullLoadCases, type SkippedMachine } from "./scenario/full_load.ts";
export {
  type CommitmentRow,
  commitmentRows,
  type HourlyComparison,
  OWNING_YEARS,
  type OwningComparison,
} from "./scenario/commitments.ts";
// the model's types the exports above are made of
export type { BreakEven, Payback } from "./model/breakeven.ts";
export type { PresentValue, Tco } from "./model/cost.ts";
export type { FleetCost } from "./model/hybrid.ts";
export type { CostInputs, InputName, RentBilling } from "./model/inputs.ts";
export type { MonthlyLine, PricingModel, RentOption, RentTerms } from "./model/monthly.ts";
export type { InputRange } from "./model/sensitivity.ts";
export type { SpotStopsPaying } from "./model/spot.ts";
