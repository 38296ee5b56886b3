/**
 * The workbook's library: is renting cloud GPUs cheaper than owning them?
 *
 * A tour, from a data folder to a chart, with the numbers of the document's case (an RTX 3090
 * bought for 9,000 CNY against AutoDL's 3090 at 3.5 CNY/h, 4 hours a day for 3 years; the ids
 * are those of `seed-figures.md`):
 *
 * ```ts
 * import assert from "node:assert/strict";
 * import {
 *   breakEvenHours,
 *   rentMonthlyLine,
 *   CNY,
 *   crossovers,
 *   loadDatasetOrThrow,
 *   monthlyCostChart,
 *   ownMonthlyLine,
 *   resolveScenario,
 *   scenarioResults,
 *   tco,
 * } from "./mod.ts";
 *
 * // The CSV files of data/, validated; money in CNY, power in kW
 * const { dataset } = await loadDatasetOrThrow("data");
 * // One scenario of scenarios.csv as the model's inputs, in base units
 * const scenario = resolveScenario(dataset, "seed-3090-autodl");
 *
 * // Owning for 3 years, each cost counted once: 13,500 − 2,700 + 2,847 + 500 + 2,127.94 (B14)
 * assert.equal(Math.round(tco(scenario.inputs).own.total), 16_275);
 *
 * // Owning pays above 4.30 h/day, electricity following the hours used (B14)
 * const b = breakEvenHours(scenario.inputs);
 * assert.equal(b.kind === "hours" && b.breakEvenHoursPerDay.toFixed(2), "4.30");
 *
 * // Everything `deno task calc --scenario seed-3090-autodl` prints, the document's own method
 * // beside it: its TCO counts the purchase and the depreciation both (B11), 6.59 h/day (B13)
 * const results = scenarioResults(scenario);
 * assert.equal(Math.round(results.documentMethod.tco), 25_275); // 25,273 with B9 rounded
 * const printed = results.documentMethod.breakEven;
 * assert.equal(printed.kind === "hours" && printed.breakEvenHoursPerDay.toFixed(2), "6.59");
 *
 * // Monthly cost of owning and of each way of renting the same GPU, and where they cross
 * const own = ownMonthlyLine(scenario.inputs);
 * const rented = scenario.options.map((o) => rentMonthlyLine(scenario.inputs, o));
 * const chart = monthlyCostChart([own, ...rented], {
 *   crossings: crossovers(own, rented),
 *   money: CNY,
 *   gpuModel: scenario.hardware.gpuModel,
 * });
 * // HTML: a captioned figure, shown by JupyterLab and written into the reports as it is
 * assert.match(chart.html, /^<figure/);
 * ```
 *
 * - `data/`: reading and validating the CSV files (`parseDataset`, `loadDataset`, `DataError`).
 * - `model/`: pure functions on plain numbers: `runCost`, `documentTco` and `auditDocument`
 *   (document 000 as printed), `tco` and `tcoPresentValue` (one model in `cost.ts`),
 *   `breakEvenHours`, `paybackMonth`, monthly lines, `tornado`, `spider`, `hoursPriceGrid`,
 *   `monteCarlo`, `decide` and the claims checks.
 * - `present/`: chart builders (`charts/`: rows in, a captioned figure out, such as
 *   `monthlyCostChart`), `table()`, the sentences that state findings (`findings.ts`), Jupyter
 *   displays.
 * - `params.ts`: the parameters a reader may change (the notebooks' parameters cell, `-p`).
 * - `workbook.ts`: what a notebook opens; `cli/`: the tasks.
 *
 * Every type that an export names is exported here too, with the lists such types are read off
 * (`COST_ITEMS`, `INPUTS`, `LANGUAGES`, …): `deno task check` documents this module alone and
 * fails on a type it names and does not export (`lib/cli/doc_lint.ts`).
 *
 * @module
 */
export {
  DataError,
  type DataIssue,
  type DataPlace,
  type DataProblem,
  type DataWarning,
  type WarningReason,
} from "./data/errors.ts";
export { formatIssue, issueText } from "./present/data_problems.ts";
export { formatWarning, warningText } from "./present/warnings.ts";
export { hashDataFiles, loadDataset, loadDatasetOrThrow, readDataFiles } from "./data/folder.ts";
export {
  type Dataset,
  type DemandProfile,
  type Finance,
  type FxRate,
  type Hardware,
  type HiddenCostValue,
  type LoadOptions,
  type LoadResult,
  type Offering,
  parseDataset,
  type Range,
  type RangeScope,
  type Scenario,
  type Site,
  type TranslatedFile,
  type Translation,
} from "./data/load.ts";
export {
  type Job,
  type JobData,
  type ParseFile,
  type Throughput,
  THROUGHPUT_UNITS,
  type ThroughputUnit,
} from "./data/throughput.ts";
export type { AsOf, CellSchema, Sourced } from "./data/cells.ts";
export { RANGE_PARAMETERS, RANGE_SCOPES } from "./data/ranges.ts";
export { type Lang, LANGUAGES } from "./lang.ts";
export {
  type CheapestWay,
  cheapestWay,
  type HybridResults,
  type ResolvedScenario,
  resolveScenario,
  type ScenarioOption,
  type ScenarioResults,
  scenarioResults,
  type SpotResults,
  UnknownScenarioError,
  type WayOffering,
  type WayToRent,
} from "./scenario.ts";
export {
  type AlwaysReason,
  type BreakEven,
  breakEvenHours,
  breakEvenHoursFixedTco,
  cumulativeCosts,
  type CumulativeOptions,
  type CumulativePoint,
  type HoursReason,
  type NeverReason,
  ownCheaperAt,
  type Payback,
  paybackMonth,
  type PaybackReason,
} from "./model/breakeven.ts";
export {
  auditDocument,
  DOCUMENT_000,
  type DocumentInputs,
  type DocumentTco,
  documentTco,
  type Slip,
  type SlipId,
} from "./model/document.ts";
export {
  type CostInputs,
  DEFAULTS,
  hoursPerMonthOf,
  type InputName,
  type RentBilling,
  SEED_3090,
  usedHoursPerDay,
} from "./model/inputs.ts";
export { monteCarlo, type MonteCarloResult } from "./model/montecarlo.ts";
export {
  type GlobalSensitivity,
  globalSensitivity,
  SOBOL_ROWS,
} from "./model/global_sensitivity.ts";
export {
  type SaltelliOutputs,
  type SaltelliSample,
  saltelliSample,
  sobol,
  type SobolIndices,
  sobolIndices,
  sobolSequence,
} from "./model/sobol.ts";
export {
  type Crossover,
  crossovers,
  monthlyCost,
  monthlyCurves,
  type MonthlyLine,
  type MonthlyPoint,
  ownMonthlyLine,
  type PricingModel,
  rentMonthlyLine,
  type RentOption,
  type RentTerms,
} from "./model/monthly.ts";
export {
  type RunCost,
  runCost,
  type RunInputs,
  slowdown,
  uploadSpeedMBps,
  uploadTimeHours,
} from "./model/run.ts";
export {
  defaultRanges,
  type Grid,
  grid,
  hoursPriceGrid,
  type InputRange,
  type Metric,
  spider,
  type SpiderPoint,
  tornado,
  type TornadoBar,
} from "./model/sensitivity.ts";
export {
  costLines,
  type PresentValue,
  presentValueLines,
  residualValue,
  type Tco,
  tco,
  tcoPresentValue,
} from "./model/cost.ts";
export {
  decide,
  type Decision,
  type DecisionAnswers,
  type DecisionStep,
  type Recommendation,
} from "./model/decision.ts";
export { type DatasetJobRanking, rankDatasetJob } from "./scenario/jobs.ts";
export {
  type GpuSpeed,
  type JobExclusion,
  type JobMachine,
  type JobOffering,
  type JobOptions,
  type JobPick,
  type JobRanking,
  type JobRankingWays,
  type JobRow,
  type JobSpec,
  type OfferingTerms,
  rankJob,
} from "./model/job.ts";
export { HIDDEN_COSTS, type HiddenCost } from "./model/hidden_costs.ts";
export type { FleetCost } from "./model/hybrid.ts";
export type { SpotReason, SpotStopsPaying } from "./model/spot.ts";
export { monthlyCostChart } from "./present/charts/monthly.ts";
export { CNY, type Money } from "./present/format.ts";
export type { Html } from "./present/display.ts";
// What the exports above name: their types, and the lists those types are read off
export type { Buyer } from "./data/buyers.ts";
export type { ToCny } from "./data/fx.ts";
export type { TranslatedLang } from "./data/localize.ts";
export type { ModelArch } from "./data/models.ts";
export type { ServingPoint } from "./data/serving_points.ts";
export type { UsedPrice } from "./data/used_prices.ts";
// the shapes of a work, one a kind: a new kind of work is exported with no line here
export type * from "./data/work.ts";
export {
  type ColumnInput,
  type InputColumn,
  type InputColumnFile,
  type InputColumnOf,
  INPUTS,
} from "./model/cost_inputs.ts";
export {
  COST_ITEMS,
  OTHER_COSTS,
  type OtherCost,
  type Side,
  type TcoField,
} from "./model/cost_items.ts";
export type { JobCharge, JobUnfit } from "./model/job_types.ts";
export {
  type AfterTax,
  type Financing,
  type PresentValuePayback,
  type SidePair,
  TAX_PARTS,
  type TaxPart,
} from "./model/tax.ts";
export type { TrainingMethod } from "./model/work.ts";
export type { AnswerWay, CaseAnswer, DemandKind, OwnCannot, Verdict } from "./scenario/answer.ts";
export type { StoragePrice } from "./scenario/market.ts";
export type { PriceChanges } from "./scenario/resolve.ts";
export type { Trend } from "./params/price_changes.ts";
export type { AfterTaxResults, HybridUnavailableReason } from "./scenario/results.ts";
export type { RelativeSpeed } from "./scenario/speed.ts";
export type { SpeedBasis } from "./scenario/work_speed.ts";
export type {
  ApiFleetCost,
  FleetSizeCost,
  PerMillionSplit,
  RankedWork,
  ServingApiFleet,
  ServingExclusion,
  ServingFleet,
  ServingResult,
  ServingWay,
} from "./scenario/work_types.ts";
export { CELLS } from "./words/messages/data_words.ts";
export type { BaseCellWord, CellWord, WorkCellWords } from "./data/errors.ts";
export type { CaseCause, JobsOfAMonthReason } from "./words/messages/model_words.ts";
