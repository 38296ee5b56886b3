/**
 * The work a case's parameters state: a row of `work.csv` that `work` names, with the parameters
 * given over it, or a training run or serving load stated by parameters alone
 * (`-p model_params=7e9 -p tokens=2e9 -p method=lora`), refused in the words of `-p` where the
 * data lacks it or the parameters leave it unstated. No I/O, no `Deno`.
 *
 * @module
 */
import type { Dataset, Work } from "../data/load.ts";
import { TRAINING_METHODS, type TrainingMethod } from "../model/work.ts";
import { ParameterError, type ParameterValues } from "../params.ts";
import type { Expected } from "../params/reasons.ts";

/** The parameters that state a work, or change the one `work` names. */
export const WORK_PARAMETERS = [
  "work",
  "model_params",
  "tokens",
  "method",
  "mfu",
  "precision",
  "runs_per_month",
  "tokens_per_day",
  "peak_factor",
] as const;

/** The id of a work stated by parameters alone. */
export const OWN_WORK_ID = "my-work";

/** "Parameter NAME: found VALUE, expected …: HELP", as `-p` refuses a value. */
function refuse(name: string, value: unknown, expected: Expected): ParameterError {
  return new ParameterError({ kind: "value", name, found: value, expected });
}

const num = (v: unknown): number | undefined => typeof v === "number" ? v : undefined;

/**
 * The work `values` state: the row of `work.csv` that `work` names with the parameters given over
 * it, or a work of the parameters alone (`model_params` and `tokens` for a training run,
 * `model_params` and `tokens_per_day` for a serving load); `undefined` when they state none.
 *
 * @throws {ParameterError} for a `work` the data lacks, or a work the parameters leave unstated
 */
export function workOf(dataset: Pick<Dataset, "works" | "fxDate">, values: ParameterValues):
  | Work
  | undefined {
  const given = WORK_PARAMETERS.some((n) => values[n] !== undefined);
  if (!given) return undefined;
  let base: Work | undefined;
  if (typeof values.work === "string") {
    base = dataset.works.find((w) => w.id === values.work);
    if (!base) {
      const ids = dataset.works.map((w) => w.id);
      throw refuse(
        "work",
        values.work,
        ids.length === 0 ? { kind: "noWorkRows" } : { kind: "oneOf", choices: ids },
      );
    }
  }
  const params = num(values.model_params) ?? base?.modelParams;
  const precision = typeof values.precision === "string"
    ? values.precision
    : base?.precision ?? "bf16";
  const serving = values.tokens_per_day !== undefined ||
    (values.tokens === undefined && values.method === undefined && base?.kind === "serving");
  if (params === undefined) {
    throw refuse(
      "model_params",
      values.model_params,
      { kind: "modelParams" },
    );
  }
  const common = {
    id: base?.id ?? OWN_WORK_ID,
    description: base?.description ?? "",
    modelParams: params,
    precision,
    workload: values.model_params === undefined ? base?.workload : undefined,
    api: base?.api,
    notes: base?.notes ?? "",
    source: base?.source ?? "parameters",
    asOf: base?.asOf ?? { text: dataset.fxDate, start: dataset.fxDate, end: dataset.fxDate },
    row: base?.row ?? 0,
  };
  if (serving) {
    const tokensPerDay = num(values.tokens_per_day) ??
      (base?.kind === "serving" ? base.tokensPerDay : undefined);
    if (tokensPerDay === undefined) {
      throw refuse(
        "tokens_per_day",
        values.tokens_per_day,
        { kind: "tokensPerDay" },
      );
    }
    return {
      ...common,
      kind: "serving",
      tokensPerDay,
      peakFactor: num(values.peak_factor) ?? (base?.kind === "serving" ? base.peakFactor : 1),
    };
  }
  const t = base?.kind === "training" ? base : undefined;
  const tokens = num(values.tokens) ?? t?.tokens;
  if (tokens === undefined) {
    throw refuse("tokens", values.tokens, { kind: "tokens" });
  }
  const method = typeof values.method === "string" ? values.method : t?.method ?? "full";
  if (!(TRAINING_METHODS as readonly string[]).includes(method)) {
    throw refuse(
      "method",
      values.method,
      { kind: "oneOf", choices: TRAINING_METHODS },
    );
  }
  return {
    ...common,
    kind: "training",
    tokens,
    method: method as TrainingMethod,
    mfu: num(values.mfu) ?? t?.mfu,
    runsPerMonth: num(values.runs_per_month) ?? t?.runsPerMonth,
  };
}
