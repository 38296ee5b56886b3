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
