/**
 * The workbook's library: is renting cloud GPUs cheaper than owning them?
 *
 * A tour, from a data folder to a chart:
 *
 * ```ts
 * import { loadDatasetOrThrow, resolveScenario, scenarioResults, breakEvenHours, tco } from "./lib/mod.ts";
 *
 * const { dataset, warnings } = await loadDatasetOrThrow("data"); // validated, CNY and kW
 * const scenario = resolveScenario(dataset, "seed-3090-autodl"); // model inputs in base units
 * tco(scenario.inputs).own.total; // consistent 3-year cost of owning, CNY
 * breakEvenHours(scenario.inputs); // { kind: "hours", hoursPerDay: 4.30, ... }
 * scenarioResults(scenario); // everything `deno task calc` prints
 * ```
 *
 * - `data/`: reading and validating the CSV files (`parseDataset`, `loadDataset`, `DataError`).
 * - `model/`: pure functions on plain numbers: `runCost`, `documentTco` and `auditDocument`
 *   (document 000 as printed), `tco` and `tcoPresentValue` (one model in `cost.ts`), `breakEvenHours`, `paybackMonth`, monthly lines,
 *   `tornado`, `spider`, `hoursPriceGrid`, `monteCarlo`, `decide` and the claims checks.
 * - `present/`: chart builders (`charts/`: rows in, a captioned figure out), `table()`, the
 *   sentences that state findings (`findings.ts`), Jupyter displays.
 * - `params.ts`: the parameters a reader may change (the notebooks' parameters cell, `-p`).
 * - `workbook.ts`: what a notebook opens; `cli/`: the tasks.
 *
 * @module
 */
export {
  DataError,
  type DataIssue,
  type DataWarning,
  formatIssue,
  formatWarning,
} from "./data/errors.ts";
export { hashDataFiles, loadDataset, loadDatasetOrThrow, readDataFiles } from "./data/folder.ts";
export { type Dataset, parseDataset } from "./data/load.ts";
export { resolveScenario, scenarioResults, UnknownScenarioError } from "./scenario.ts";
export {
  type BreakEven,
  breakEvenHours,
  breakEvenHoursFixedTco,
  cumulativeCosts,
  paybackMonth,
} from "./model/breakeven.ts";
export { auditDocument, DOCUMENT_000, documentTco } from "./model/document.ts";
export { type CostInputs, DEFAULTS, SEED_3090, usedHoursPerDay } from "./model/inputs.ts";
export { monteCarlo } from "./model/montecarlo.ts";
export {
  cloudMonthlyLine,
  crossovers,
  monthlyCost,
  monthlyCurves,
  ownMonthlyLine,
} from "./model/monthly.ts";
export { runCost, slowdown, uploadSpeedMBps, uploadTimeHours } from "./model/run.ts";
export { defaultRanges, grid, hoursPriceGrid, spider, tornado } from "./model/sensitivity.ts";
export { costLines, presentValueLines, residualValue, tco, tcoPresentValue } from "./model/cost.ts";
export { decide } from "./model/decision.ts";
export { rankDatasetJob } from "./jobs.ts";
export { rankJob } from "./model/job.ts";
