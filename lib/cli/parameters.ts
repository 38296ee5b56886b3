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
import { DEFAULT_SCENARIO_ID } from "../defaults.ts";
import {
  applyChoices,
  applyOverrides,
  displayRate,
  overridesFromParameters,
  type ResolvedScenario,
  resolveScenario,
  UnknownScenarioError,
} from "../scenario.ts";
import { UnknownJobError } from "../scenario/jobs.ts";

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

/**
 * The scenario a command opens when `parameters` name none: the default `--help` states when the
 * data has it, else the first of `scenarios.csv` (a data folder of one's own); `undefined` when
 * the file is empty.
 */
export function scenarioIdOf(dataset: Dataset, parameters: ParameterValues): string | undefined {
  if (typeof parameters.scenario === "string") return parameters.scenario;
  return dataset.scenarios.some((s) => s.id === DEFAULT_SCENARIO_ID)
    ? DEFAULT_SCENARIO_ID
    : dataset.scenarios[0]?.id;
}

/** A case as `calc` computes it: its data, its scenario as applied and the currency shown. */
export interface OpenedCase {
  /** The data folder with the case's chosen rows added (`applyChoices()`). */
  dataset: Dataset;
  /** The scenario with the choices and the other parameters applied. */
  applied: ResolvedScenario;
  /** The currency the figures are shown in and money parameters are read in. */
  currency: string;
  /** CNY per unit of `currency`. */
  cnyPerUnit: number;
}

/**
 * Runs `compute` on the case of `parameters`: their scenario ({@linkcode scenarioIdOf}) with the
 * choices and the other parameters applied, money parameters read in `parameters.currency`, else
 * the scenario's. An unknown scenario or job, or an input out of range, in the case or in
 * `compute`, is an {@linkcode InputError} saying that `task` cannot be done.
 */
export function withCase<T>(
  task: string,
  dataset: Dataset,
  parameters: ParameterValues,
  compute: (c: OpenedCase) => T,
): T {
  const scenarioId = scenarioIdOf(dataset, parameters);
  if (scenarioId === undefined) throw new InputError(`Cannot ${task}: scenarios.csv is empty`);
  try {
    const chosen = applyChoices(dataset, scenarioId, parameters);
    const resolved = resolveScenario(chosen.dataset, chosen.scenarioId);
    const currency = typeof parameters.currency === "string"
      ? parameters.currency
      : resolved.scenario.currency;
    const cnyPerUnit = displayRate(dataset, currency);
    const applied = applyOverrides(resolved, overridesFromParameters(parameters, cnyPerUnit));
    return compute({ dataset: chosen.dataset, applied, currency, cnyPerUnit });
  } catch (error) {
    if (
      !(error instanceof UnknownScenarioError || error instanceof UnknownJobError ||
        error instanceof RangeError || error instanceof ParameterError)
    ) throw error;
    throw new InputError(error.message);
  }
}
