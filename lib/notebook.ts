/**
 * What a notebook imports, in one statement: `import { openWorkbook, show, table, tco } from
 * "../lib/notebook.ts";`. Each name is re-exported from the module that defines it, and the
 * module holds nothing else: no function of its own, no wording, so what a cell calls is the
 * library's own function, documented where it is written.
 *
 * A notebook gets, by the room of the workbook it comes from:
 *
 * - the workbook: {@linkcode openWorkbook} with its parameters, the scenarios beside the case,
 *   the defaults a notebook falls back on;
 * - the model (`model/`): pure functions on plain numbers: one run's cost, the TCO and its
 *   present value, break-even and payback, monthly lines, sensitivity, Monte Carlo, fleets, the
 *   document's figures and its audit, the claims checked, the work's methods and defaults;
 * - the scenario (`scenario.ts`, `scenario/`): the market's cheapest ways, fleets and jobs and
 *   works on the data;
 * - the presentation (`present/`): `table()`, the displays `show()` shows, number and money
 *   formats, the rows a table shows, the sentences that state findings, and the chart builders.
 *
 * Why one module: a notebook is read for its story, and a first cell of fifteen deep imports is
 * the library's layout, not the story; the names a notebook uses stay visible in its one import.
 * `mod.ts` is the library's documented entry for code; this module is the notebooks' and holds
 * what they use, so the two overlap where notebooks and code call the same functions.
 *
 * @module
 */

// the workbook: what a notebook opens, and the defaults it falls back on
export { caseAndOthers, openWorkbook, StopError, type WorkbookParameters } from "./workbook.ts";
export { DEFAULT_JOB_ID, DEFAULT_WORK_ID } from "./defaults.ts";

// the model: pure functions on plain numbers
export { runCost } from "./model/run.ts";
export { SEED_3090 } from "./model/inputs.ts";
export { maxUsedHours, perUsedGpuHourAt, tco, tcoItems, tcoPresentValue } from "./model/cost.ts";
export {
  breakEvenHours,
  breakEvenHoursFixedTco,
  cumulativeCosts,
  lastPaybackMonth,
  paybackMonth,
} from "./model/breakeven.ts";
export {
  breakEvenByPrice,
  breakEvenSpider,
  breakEvenTornado,
} from "./model/breakeven_sensitivity.ts";
export {
  crossovers,
  monthlyCost,
  ownMonthlyLine,
  rentMonthlyLine,
  withTerms,
} from "./model/monthly.ts";
export {
  hoursPriceGrid,
  linspace,
  ownMinusRent,
  ownMonthlyCost,
  tornado,
} from "./model/sensitivity.ts";
export { monteCarlo } from "./model/montecarlo.ts";
export { globalSensitivity } from "./model/global_sensitivity.ts";
export { priceSeries } from "./model/price_history.ts";
export { offeringObservations } from "./import/history.ts";
export { hybridFleet, perGpuCosts } from "./model/hybrid.ts";
export { commitmentBreakEven } from "./model/commitment.ts";
export { compareShapes } from "./model/fleet_shapes.ts";
export { hiddenCostEffects, whatIfFrom } from "./model/hidden_costs.ts";
export { decide } from "./model/decision.ts";
export { JOB_DEFAULTS } from "./model/job.ts";
export { METHODS, servingProfile, TRAINING_METHODS, WORK_DEFAULTS } from "./model/work.ts";
export { SERVING_ESTIMATE } from "./model/serving_latency.ts";
export {
  auditDocument,
  DOCUMENT_000,
  documentTco,
  MEASURED_000,
  PRINTED_000,
} from "./model/document.ts";
export { documentSums } from "./model/document_sums.ts";
export { documentTcoFigures, documentTcoItems, runFigures, speedFigures } from "./model/figures.ts";
export {
  checkFullLoadClaim,
  checkMarkupClaim,
  checkPaybackClaim,
  checkPeakUtilizationClaim,
  checkResaleClaim,
  checkShortProjectClaim,
  checkSpotClaim,
  fullLoadSavings,
  peakSizedUtilization,
  rentMarkups,
  resaleShares,
  shortProjects,
  spotBreakEvens,
  spotCostCurve,
  spotPairOf,
  spotRatios,
} from "./model/claims.ts";

// the scenario: the data's ways, fleets, jobs and works
export {
  cheapestBy,
  cheapestByGpuModel,
  cheapestPerProvider,
  cheapestWay,
  commitmentRows,
  demandProfileOf,
  fullLoadCases,
  hourlyOfferings,
  hybridChoice,
  marketBreakEvens,
} from "./scenario.ts";
export { rankDatasetJob } from "./scenario/jobs.ts";
export { workOnGpus } from "./scenario/work_fit.ts";
export { costByTarget } from "./scenario/serving.ts";
export { casePortfolio } from "./scenario/portfolio.ts";
export { portfolioTableRows, sayPortfolioRule } from "./present/portfolio.ts";

// the presentation: displays, tables, formats, rows, sentences
export { codeParagraph, headline, list, paragraph, show, stack } from "./present/display.ts";
export { table } from "./present/table.ts";
export { formatMoney, formatNumber, formatPercent } from "./present/format.ts";
export { cited, sourcedParagraph } from "./present/sources.ts";
export { labelledFullLoadCases, monthlyLabel, optionLabel } from "./present/labels.ts";
export { rangeRows } from "./present/inputs.ts";
export { runRows, slipRows, speedRows, tcoFigureRows } from "./present/document_rows.ts";
export { cheapestHeadline, cheapestRows } from "./present/cheapest.ts";
export { afterTaxTable, buyersTable, sayAfterTax } from "./present/after_tax.ts";
export { answerRows } from "./present/answer.ts";
export { hiddenCostRows, sayHiddenCosts, whatIfRows } from "./present/hidden_costs.ts";
export {
  jobTableRows,
  sayCheapestJob,
  sayExcluded,
  sayHours,
  unitWord,
} from "./present/job_ranking.ts";
export {
  pricedWays,
  sayBusy,
  sayFit,
  sayNotServing,
  sayRankedCheapest,
  sayServingExcluded,
  sayServingFleet,
  sayServingWays,
  sayWork,
  servingFleetRows,
  servingWayRows,
  workGpuRows,
} from "./present/work.ts";
export {
  explainBreakEven,
  sayBreakEven,
  sayFleetChoices,
  sayFleetRule,
  saySkippedMachine,
  saySpotAtRate,
  sayStopsPaying,
  sayWithoutBreakEven,
} from "./present/findings.ts";

// the presentation: chart builders, rows in and a captioned figure out
export { itemName } from "./present/charts/terms.ts";
export { costItemsChart, costPerHourChart, cumulativeCostChart } from "./present/charts/cost.ts";
export { breakEvenHeatmap, breakEvenPriceChart } from "./present/charts/break_even.ts";
export { monthlyCostChart } from "./present/charts/monthly.ts";
export {
  breakEvenSpiderChart,
  breakEvenTornadoChart,
  tornadoChart,
} from "./present/charts/sensitivity.ts";
export { breakEvenHistogram, differenceHistogram } from "./present/charts/uncertainty.ts";
export { sobolChart } from "./present/charts/sobol.ts";
export { priceHistoryChart } from "./present/charts/price_history.ts";
export { demandChart, fleetCostChart } from "./present/charts/hybrid.ts";
export { commitmentChart } from "./present/charts/commitments.ts";
export { portfolioChart } from "./present/charts/portfolio.ts";
export { jobCostTimeChart } from "./present/charts/job.ts";
export { servingWaysChart, workGpuChart } from "./present/charts/work.ts";
export { costByTargetChart, servingTargetRows } from "./present/charts/serving_target.ts";
export { sayRequests, sayServingMemory } from "./present/serving.ts";
export { hiddenCostChart } from "./present/charts/hidden_costs.ts";
export {
  sayDecisionStep,
  spotEffectivePriceChart,
  spotRatioChart,
  verdictLine,
} from "./present/charts/claims.ts";
