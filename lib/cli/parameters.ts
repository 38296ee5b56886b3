/**
 * The parameters of a command line, for `report` and `calc` alike: `--params FILE`, then each
 * `-p NAME=VALUE`, then `--scenario` and `--currency`, each checked before anything runs.
 *
 * @module
 */
import {
  checkParameter,
  langOf,
  ParameterError,
  type ParameterValues,
  parseAssignment,
  parseParameterFile,
} from "../params.ts";
import { InputError } from "./main.ts";
import type { Dataset } from "../data/load.ts";
import { openCase, type OpenedCase, scenarioIdOf } from "../scenario/case.ts";
import { caseDescriber } from "../present/labels.ts";
import { sayError } from "../present/refusals.ts";
import { DEFAULT_LANG, isLang, type Lang } from "../lang.ts";
import { words } from "../words/messages.ts";

/** What a command was asked to do, as "Cannot …" names it in each language. */
export type Task = keyof ReturnType<typeof words>["params"]["refusal"]["task"];

/**
 * The language a command line asks for, read before its parameters are checked so that a refusal
 * is worded in it: `--lang`, else the last `-p lang=…`, else what the parameters read so far say.
 */
function askedLang(values: { p?: string[]; lang?: string }, read: ParameterValues): Lang {
  if (isLang(values.lang)) return values.lang;
  const given = (values.p ?? []).map((a) => /^\s*lang\s*=\s*(\S+)\s*$/.exec(a)?.[1])
    .filter(isLang);
  return given.at(-1) ?? (isLang(read.lang) ? read.lang : DEFAULT_LANG);
}

/** The options every task with parameters takes. */
export const PARAMETER_OPTIONS = {
  p: { type: "string", short: "p", multiple: true },
  params: { type: "string" },
  scenario: { type: "string" },
  currency: { type: "string" },
  lang: { type: "string" },
} as const;

/**
 * Reads the parameters given on the command line; a bad one is an {@linkcode InputError} saying
 * that `task` cannot be done and why, in the language the command line asks for.
 */
export async function parametersFromCommandLine(
  task: Task,
  values: { p?: string[]; params?: string; scenario?: string; currency?: string; lang?: string },
): Promise<ParameterValues> {
  const parameters: ParameterValues = {};
  try {
    if (values.params !== undefined) {
      const file = values.params;
      const text = await Deno.readTextFile(file).catch((error: Error) => {
        throw new ParameterError({ kind: "fileUnread", file, detail: error.message });
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
      const t = words(askedLang(values, parameters)).params.refusal;
      throw new InputError(t.cannot(t.task[task], sayError(error, askedLang(values, parameters))!));
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
 * in `compute`, is an {@linkcode InputError} saying why in the run's language (`lang`).
 */
export function withCase<T>(
  task: Task,
  dataset: Dataset,
  parameters: ParameterValues,
  compute: (c: OpenedCase) => T,
): T {
  const lang = langOf(parameters);
  if (scenarioIdOf(dataset, parameters) === undefined) {
    const t = words(lang);
    throw new InputError(
      t.params.refusal.cannot(t.params.refusal.task[task], t.model.errors.noScenarios),
    );
  }
  try {
    return compute(openCase(dataset, parameters, { describe: caseDescriber(lang) }));
  } catch (error) {
    const said = sayError(error, lang);
    if (said === undefined) throw error;
    throw new InputError(said);
  }
}
