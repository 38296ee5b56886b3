/**
 * The work the what-if page states, pure (no DOM, no `Deno`): its kinds and the fields each is
 * stated with (the parameters of `lib/params.ts`, as `-p` takes them), a value typed read as `-p`
 * reads it, the work a link's pairs give and the pairs of a work, the parameters the page passes
 * for it, and the values a row of `work.csv` gives or the model takes by default.
 *
 * @module
 */
import type { Dataset, Work } from "../data/load.ts";
import type { WorkKind } from "../data/work.ts";
import {
  isParameterName,
  ParameterError,
  type ParameterName,
  PARAMETERS,
  type ParameterValues,
  parseAssignment,
} from "../params.ts";
import {
  givenValue,
  statedKind,
  WORK_KIND_RECORDS,
  WORK_KINDS,
  WORK_PARAMETERS,
  workFields,
} from "../scenario/work.ts";
import { TRAINING_METHODS, WORK_DEFAULTS } from "../model/work.ts";
import { type Refusal, refusalOf } from "./refusals.ts";

export { WORK_KINDS, type WorkKind };

/**
 * The fields of each kind of work, in the order the page shows them: the parameters `workOf()`
 * of `lib/scenario/work_stated.ts` reads for it (`workFields()`: a field of another kind would
 * make it that kind).
 */
export const WORK_FIELDS: Readonly<Record<WorkKind, readonly ParameterName[]>> = Object
  .fromEntries(WORK_KINDS.map((k) => [k, workFields(k)])) as Record<
    WorkKind,
    readonly ParameterName[]
  >;

/** The fields a work stated by the reader alone cannot do without (`workOf()` refuses it). */
export const WORK_NEEDS: Readonly<Record<WorkKind, readonly ParameterName[]>> = Object.fromEntries(
  WORK_KINDS.map((k) => [k, WORK_KIND_RECORDS[k].needs]),
) as Record<WorkKind, readonly ParameterName[]>;

/**
 * The work the page states: a row of `work.csv` or the reader's own, its kind, and the fields the
 * reader gave.
 */
export interface WorkState {
  /** A row of `work.csv`; `undefined` for a work of the reader's own, or none. */
  id?: string;
  /** The work's kind (a row's own, or the reader's choice); `undefined`: no work. */
  kind?: WorkKind;
  /** The fields the reader gave, as `-p` reads them (numbers as numbers). */
  fields: ParameterValues;
}

/** No work: the hours of the schedule. */
export const NO_WORK: WorkState = { fields: {} };

/** Whether `name` is a parameter that states a work (`work` and its fields). */
export function isWorkParameter(name: string): name is ParameterName {
  return (WORK_PARAMETERS as readonly string[]).includes(name);
}

/**
 * The parameters the page passes for `state`: `work` and the fields of its kind the reader gave;
 * nothing for a work of the reader's own that lacks a field it needs (`missing` names them).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { workParameters } from "./work_state.ts";
 *
 * // a training run of the reader's own: a serving load's field is not passed, the tokens needed
 * const fields = { model_params: 7e9, tokens_per_day: 1e6 };
 * assert.deepEqual(workParameters({ kind: "training", fields }), {
 *   parameters: {},
 *   missing: ["tokens"],
 * });
 * assert.deepEqual(
 *   workParameters({ kind: "training", fields: { ...fields, tokens: 2e9 } }).parameters,
 *   { model_params: 7e9, tokens: 2e9 },
 * );
 * ```
 */
export function workParameters(
  state: WorkState,
): { parameters: ParameterValues; missing: string[] } {
  const kind = state.kind;
  if (kind === undefined) return { parameters: {}, missing: [] };
  const fields = Object.fromEntries(
    WORK_FIELDS[kind].filter((n) => state.fields[n] !== undefined).map((n) => [
      n,
      state.fields[n],
    ]),
  );
  if (state.id !== undefined) return { parameters: { work: state.id, ...fields }, missing: [] };
  const missing = WORK_NEEDS[kind].filter((n) => fields[n] === undefined);
  return { parameters: missing.length > 0 ? {} : fields, missing };
}

/**
 * Reads what a reader typed or chose for the work's field `name`, with the rules and words of `-p`
 * (`7e9`, `40%` for a fraction).
 *
 * @returns the value, or the refusal `-p` gives (with the values a text field takes)
 */
export function readWorkField(
  name: string,
  text: string,
): { ok: true; value: string | number } | { ok: false; refusal: Refusal } {
  try {
    return { ok: true, value: parseAssignment(`${name}=${text}`)[1] };
  } catch (error) {
    if (!(error instanceof ParameterError)) throw error;
    return { ok: false, refusal: refusalOf(name, error) };
  }
}

/**
 * The work of a link's pairs (`work`, and the fields, as `splitHash` of `hash.ts` gives them):
 * a work `work.csv` lacks, and a value `-p` refuses, left out and listed with the words of `-p`.
 * A work of the reader's own is of the kind whose own field it gives (`statedKind()`), else a
 * training run.
 */
export function readWorkLink(
  pairs: Readonly<Record<string, string>>,
  dataset: Pick<Dataset, "works">,
): { state: WorkState; refusals: Refusal[] } {
  const refusals: Refusal[] = [];
  const fields: ParameterValues = {};
  let id: string | undefined;
  for (const [name, text] of Object.entries(pairs)) {
    if (name === "work") {
      const ids = dataset.works.map((w) => w.id);
      if (ids.includes(text)) id = text;
      else {
        // as openCase() refuses a work the data lacks (workOf() of lib/scenario/work_stated.ts)
        const expected = ids.length === 0
          ? { kind: "noWorkRows" as const }
          : { kind: "oneOf" as const, choices: ids };
        refusals.push(
          refusalOf(name, new ParameterError({ kind: "value", name, found: text, expected })),
        );
      }
      continue;
    }
    const read = readWorkField(name, text);
    if (!read.ok) refusals.push(read.refusal);
    else if (isParameterName(name)) fields[name] = read.value;
  }
  const row = dataset.works.find((w) => w.id === id);
  if (row !== undefined) return { state: { id, kind: row.kind, fields }, refusals };
  if (Object.keys(fields).length === 0) return { state: NO_WORK, refusals };
  return { state: { kind: statedKind(fields, undefined), fields }, refusals };
}

/** A number as a person types it: `7e9` for 7,000,000,000 (a million and more), `0.4`, `2000`. */
export function typedNumber(x: number): string {
  const plain = String(x);
  const exponent = x.toExponential().replace("e+", "e");
  return Math.abs(x) >= 1e6 && Number(exponent) === x && exponent.length < plain.length
    ? exponent
    : plain;
}

/**
 * The link's pairs of `state`: `work`, then the fields of its kind the reader gave, in the order
 * of `lib/params.ts`, numbers as a person types them.
 */
export function workLink(state: WorkState): [string, string][] {
  const names = state.kind === undefined ? [] : WORK_FIELDS[state.kind];
  return [
    ...(state.id === undefined ? [] : [["work", state.id] as [string, string]]),
    ...PARAMETERS.filter((p) => names.includes(p.name) && state.fields[p.name] !== undefined)
      .map((p): [string, string] => [p.name, fieldText(state.fields[p.name])]),
  ];
}

/** A field's value as a person types it (`7e9`), or `""` for none. */
export function fieldText(value: string | number | undefined): string {
  return value === undefined ? "" : typeof value === "number" ? typedNumber(value) : value;
}

/**
 * The value a field of a row of `work.csv` has, as `-p` would give it; `undefined` where the row
 * leaves it to the model's default.
 */
export function rowValue(work: Work, name: string): string | number | undefined {
  return givenValue(work, name);
}

/** What the model takes for a field a work leaves out (`-p`'s default), `undefined` for a field it needs. */
export function fieldDefault(name: string): string | number | undefined {
  const defaults: Record<string, string | number> = {
    method: "full",
    mfu: WORK_DEFAULTS.mfu,
    precision: "bf16",
    peak_factor: 1,
  };
  return defaults[name];
}

/** The training methods `-p method=` takes, in its order. */
export const METHOD_CHOICES: readonly string[] = TRAINING_METHODS;
