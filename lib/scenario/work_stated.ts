/**
 * The work a case's parameters state: a row of `work.csv` that `work` names, with the parameters
 * given over it, or a work stated by parameters alone (`-p model_params=7e9 -p tokens=2e9
 * -p method=lora`), of the kind whose own field is given (`WORK_KIND_RECORDS`: a training run's
 * `tokens`, a serving load's `tokens_per_day`, a batch job's `batch_tokens`), refused in the words
 * of `-p` where the data lacks it or the parameters leave it unstated. No I/O, no `Deno`.
 *
 * @module
 */
import type { Dataset, Work } from "../data/load.ts";
import type { WorkCommon, WorkKind } from "../data/work.ts";
import { ParameterError, type ParameterValues } from "../params.ts";
import { kindOf, WORK_KIND_RECORDS, WORK_KINDS, WORK_PARAMETERS } from "./work_kinds.ts";

export { WORK_PARAMETERS };

/** The id of a work stated by parameters alone. */
export const OWN_WORK_ID = "my-work";

const num = (v: unknown): number | undefined => typeof v === "number" ? v : undefined;

/**
 * The kind of work `values` state over a row of kind `base`: the first kind whose defining field
 * they give (a training run's `tokens`, a serving load's `tokens_per_day`, a batch job's
 * `batch_tokens`), else the row's, else the first kind a field of its alone is given of
 * (`deadline_hours`), else the first kind one of whose fields they give (fields such as
 * `input_tokens` belong to more than one kind), else a training run.
 */
export function statedKind(values: ParameterValues, base: WorkKind | undefined): WorkKind {
  const given = (names: readonly string[]) =>
    names.some((n) => n !== "model_params" && values[n as keyof ParameterValues] !== undefined);
  const fields = (k: WorkKind): readonly string[] => WORK_KIND_RECORDS[k].fields;
  // a field of one kind alone (`deadline_hours`) says the kind before one kinds share
  const own = (k: WorkKind) =>
    fields(k).filter((n) => WORK_KINDS.every((o) => o === k || !fields(o).includes(n)));
  return WORK_KINDS.find((k) => given(WORK_KIND_RECORDS[k].needs)) ?? base ??
    WORK_KINDS.find((k) => given(own(k))) ?? WORK_KINDS.find((k) => given(fields(k))) ??
    "training";
}

/**
 * The work `values` state: the row of `work.csv` that `work` names with the parameters given over
 * it, or a work of the parameters alone (`model_params` and the fields its kind needs: `tokens`
 * for a training run, `tokens_per_day` for a serving load, `batch_tokens` for a batch job);
 * `undefined` when they state none.
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
      throw new ParameterError({
        kind: "value",
        name: "work",
        found: values.work,
        expected: ids.length === 0 ? { kind: "noWorkRows" } : { kind: "oneOf", choices: ids },
      });
    }
  }
  const params = num(values.model_params) ?? base?.modelParams;
  if (params === undefined) {
    throw new ParameterError({
      kind: "value",
      name: "model_params",
      found: values.model_params,
      expected: { kind: "modelParams" },
    });
  }
  const common: WorkCommon = {
    id: base?.id ?? OWN_WORK_ID,
    description: base?.description ?? "",
    modelParams: params,
    precision: typeof values.precision === "string" ? values.precision : base?.precision ?? "bf16",
    workload: values.model_params === undefined ? base?.workload : undefined,
    api: base?.api,
    notes: base?.notes ?? "",
    source: base?.source ?? "parameters",
    asOf: base?.asOf ?? { text: dataset.fxDate, start: dataset.fxDate, end: dataset.fxDate },
    row: base?.row ?? 0,
  };
  const kind = statedKind(values, base?.kind);
  const record = WORK_KIND_RECORDS[kind] as ReturnType<typeof kindOf<Work>>;
  return record.stated(values, base?.kind === kind ? base : undefined, common);
}
