/**
 * What stops `calc` or `report` for a scenario of a data folder that loads, as problems with file,
 * row and column, for `validate` to list beside the problems of the files themselves: a
 * `jobs_per_month` the scenario's machine cannot run (more than 24 hours a day, a job without a
 * throughput figure for its GPU, too little memory), or any other input the scenario's results
 * cannot be computed from. Each is a typed problem (`jobs-of-a-month`, `not-computable`) that the
 * catalogue words in the reader's language.
 *
 * @module
 */
import type { DataIssue } from "../data/errors.ts";
import type { Dataset } from "../data/load.ts";
import { hoursPerDayOfJobs, JobsOfAMonthError } from "./job_speed.ts";
import type { CaseCause } from "../words/messages/model_words.ts";
import { resolveScenario, UnknownCurrencyError } from "./resolve.ts";
import { scenarioResults } from "./results.ts";

/**
 * Every scenario of `dataset` resolved and its results computed as `calc` computes them; each
 * that cannot be is a problem at its row of `scenarios.csv` (at `jobs_per_month` when the jobs
 * are the cause).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { loadDatasetOrThrow } from "../data/folder.ts";
 * import { scenarioIssues } from "./check.ts";
 *
 * const { dataset } = await loadDatasetOrThrow("data");
 * assert.deepEqual(scenarioIssues(dataset), []);
 * ```
 */
export function scenarioIssues(dataset: Dataset): DataIssue[] {
  const issues: DataIssue[] = [];
  for (const s of dataset.scenarios) {
    const hardware = dataset.hardware.find((h) => h.id === s.hardwareId);
    if (s.jobsPerMonth !== undefined && hardware) {
      try {
        hoursPerDayOfJobs(dataset, hardware, s.jobsPerMonth);
      } catch (error) {
        if (!(error instanceof RangeError)) throw error;
        issues.push({
          file: "scenarios.csv",
          row: s.row,
          column: "jobs_per_month",
          value: s.jobsPerMonth.map((j) => `${j.job}:${j.count}`).join(" "),
          problem: error instanceof JobsOfAMonthError
            ? { kind: "jobs-of-a-month", machine: hardware.id, reason: error.reason }
            : { kind: "not-computable", cause: causeOf(error) },
        });
        continue;
      }
    }
    try {
      scenarioResults(resolveScenario(dataset, s.id));
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      issues.push({
        file: "scenarios.csv",
        row: s.row,
        column: "",
        value: s.id,
        problem: { kind: "not-computable", cause: causeOf(error) },
      });
    }
  }
  return issues;
}

/** Why a scenario's results cannot be computed, as values: a model function's refusal as it is. */
function causeOf(error: RangeError): CaseCause {
  if (error instanceof JobsOfAMonthError) return { kind: "jobs", reason: error.reason };
  if (error instanceof UnknownCurrencyError) {
    return { kind: "currency", currency: error.currency, known: error.known };
  }
  return { kind: "argument", text: error.message };
}
