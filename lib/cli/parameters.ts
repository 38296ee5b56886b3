/**
 * The parameters of a command line, for `report` and `calc` alike: `--params FILE`, then each
 * `-p NAME=VALUE`, then `--scenario` and `--currency`, each checked before anything runs.
 *
 * @module
 */
import {
  checkParameter,
  ParameterError,
  type ParameterValues,
  parseAssignment,
  parseParameterFile,
} from "../params.ts";
import { InputError } from "./main.ts";
import type { Dataset } from "../data/load.ts";
import { UnknownScenarioError } from "../scenario.ts";
import { openCase, type OpenedCase, scenarioIdOf } from "../scenario/case.ts";
import { UnknownJobError } from "../scenario/jobs.ts";
import { caseDescriber } from "../present/labels.ts";

/** The options every task with parameters takes. */
export const PARAMETER_OPTIONS = {
  p: { type: "string", short: "p", multiple: true },
  params: { type: "string" },
  scenario: { type: "string" },
  currency: { type: "string" },
  lang: { type: "string" },
} as const;

/** Reads the parameters given on the command line; a bad one is an {@linkcode InputError}. */
export async function parametersFromCommandLine(
  task: string,
  values: { p?: string[]; params?: string; scenario?: string; currency?: string; lang?: string },
): Promise<ParameterValues> {
  const parameters: ParameterValues = {};
  try {
    if (values.params !== undefined) {
      const file = values.params;
      const text = await Deno.readTextFile(file).catch((error: Error) => {
        throw new ParameterError(`Cannot read the parameters file ${file}: ${error.message}`);
      });
      Object.assign(parameters, parseParameterFile(text, file));
    }
    for (const assignment of values.p ?? []) {
      const [name, value] = parseAssignment(assignment);
      parameters[name] = value;
    }
    if (values.scenario !== undefined) {
      parameters.scenario = checkParameter("scenario", values.scenario);
    }
    if (values.currency !== undefined) {
      parameters.currency = checkParameter("currency", values.currency);
    }
    if (values.lang !== undefined) {
      parameters.lang = checkParameter("lang", values.lang);
    }
    if (typeof parameters.currency === "string") {
      parameters.currency = parameters.currency.toUpperCase();
    }
  } catch (error) {
    if (error instanceof ParameterError) {
      throw new InputError(`Cannot ${task}: ${error.message}`);
    }
    throw error;
  }
  return parameters;
}

export { scenarioIdOf };

/** A case as `calc` computes it: its data, its scenario as applied and the currency shown. */
export type { OpenedCase };

/**
 * Runs `compute` on the case of `parameters`, opened as every view opens it (`openCase()` of
 * `lib/scenario/case.ts`). An unknown scenario or job, or an input out of range, in the case or
 * in `compute`, is an {@linkcode InputError} saying that `task` cannot be done.
 */
export function withCase<T>(
  task: string,
  dataset: Dataset,
  parameters: ParameterValues,
  compute: (c: OpenedCase) => T,
): T {
  if (scenarioIdOf(dataset, parameters) === undefined) {
    throw new InputError(`Cannot ${task}: scenarios.csv is empty`);
  }
  try {
    return compute(openCase(dataset, parameters, { describe: caseDescriber("en") }));
  } catch (error) {
    if (
      !(error instanceof UnknownScenarioError || error instanceof UnknownJobError ||
        error instanceof RangeError || error instanceof ParameterError)
    ) throw error;
    throw new InputError(error.message);
  }
}
