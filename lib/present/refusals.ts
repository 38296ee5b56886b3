/**
 * What stops a case, worded in the reader's language: a parameter refused (`-p`, a parameters
 * file, a choice the data lacks), a scenario, job or currency the data lacks, a machine that
 * cannot run a month's jobs, an `fx_date` before a currency's first rate. Each error carries its reason as values; this is where they become
 * words, for the command line, a report and the what-if page alike.
 *
 * @module
 */
import { ParameterError } from "../params/check.ts";
import { sayParameterReason } from "../params/reasons.ts";
import { FxDateError, UnknownCurrencyError, UnknownScenarioError } from "../scenario/resolve.ts";
import { UnknownJobError } from "../scenario/jobs.ts";
import { JobsOfAMonthError } from "../scenario/job_speed.ts";
import { NoScenariosError } from "../scenario/case.ts";
import type { Lang } from "../lang.ts";
import { words } from "../words/messages.ts";

/**
 * `error` in `lang` when it is one a reader can cause (see the module), else `undefined`; any
 * other `RangeError` (a model function refusing an argument) keeps its message, which names the
 * function, the argument and what it takes.
 *
 * @example
 * ```ts
 * import { ParameterError } from "../params/check.ts";
 * import { sayError } from "./refusals.ts";
 * sayError(new ParameterError({ kind: "unknown", name: "speed" }), "zh")!.startsWith("未知参数");
 * // true
 * ```
 */
export function sayError(error: unknown, lang: Lang): string | undefined {
  const t = words(lang).model.errors;
  if (error instanceof ParameterError) return sayParameterReason(error.reason, lang);
  if (error instanceof UnknownScenarioError) {
    return t.unknownScenario(error.scenario, error.known);
  }
  if (error instanceof UnknownJobError) return t.unknownJob(error.job, error.known);
  if (error instanceof UnknownCurrencyError) {
    return t.unknownCurrency(error.currency, error.known);
  }
  if (error instanceof FxDateError) {
    return t.fxDateBeforeRates(error.currency, error.fxDate, error.first, error.start);
  }
  if (error instanceof JobsOfAMonthError) return t.cannot(t.jobsOfAMonthClause(error.reason));
  if (error instanceof NoScenariosError) return t.noScenarios;
  if (error instanceof RangeError) return error.message;
  return undefined;
}
