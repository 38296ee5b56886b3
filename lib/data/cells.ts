/**
 * How one CSV cell is read. The rules are written once here and used by every schema:
 *
 * - Cells are trimmed and NFKC-normalised, so full-width digits (１２３) and `％` read as ASCII.
 * - A blank cell is missing, never 0.
 * - `1,000` and `1,000.5` are read as thousands separators (groups of three digits only);
 *   a comma anywhere else is an error, because `1,5` could mean 1.5 or 15.
 * - `50%` is 0.5, accepted only in fraction columns (utilisation, residual value, rates).
 * - Plain arithmetic of digits with `+ - * /` and parentheses (`500/3`) is evaluated by mathjs.
 * - `NaN`, `Infinity`, `1e309` and spreadsheet errors such as `#N/A` are rejected.
 * - `-0` reads as 0.
 * - Powers: `650 W`, `650w`, `0.65 kW`, `0.65KW` (W and kW in any case), or a bare number in kW.
 *
 * @module
 */
import { z } from "zod";
import { evaluateArithmetic, toUnit } from "./units.ts";
import type { CellWord, DataProblem } from "./errors.ts";
import { columnInputs, type ColumnName, type InputColumn } from "../model/cost_inputs.ts";

/** Trims and NFKC-normalises a cell. */
export function clean(text: string | undefined): string {
  return (text ?? "").normalize("NFKC").trim();
}

const PLAIN = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
const THOUSANDS = /^[+-]?\d{1,3}(,\d{3})+(\.\d+)?$/;
const ARITHMETIC = /^[0-9.\s+\-*/()]+$/;
const BINARY = /[\d)]\s*[+\-*/]\s*[\d(.]/;
const DOUBLE_OPERATOR = /[+\-*/]\s*[+\-*/]/;

/** Reads a number cell by the module's rules; returns `undefined` when it is not a finite number. */
export function readNumber(text: string, { percent = false } = {}): number | undefined {
  let s = clean(text);
  let scale = 1;
  if (percent && s.endsWith("%")) {
    s = s.slice(0, -1).trim();
    scale = 0.01;
  }
  let value: number;
  if (PLAIN.test(s)) value = Number(s);
  else if (THOUSANDS.test(s)) value = Number(s.replaceAll(",", ""));
  else if (ARITHMETIC.test(s) && BINARY.test(s) && !DOUBLE_OPERATOR.test(s)) {
    try {
      value = evaluateArithmetic(s);
    } catch {
      return undefined;
    }
  } else return undefined;
  if (!Number.isFinite(value)) return undefined;
  return value * scale + 0; // + 0 turns -0 into 0
}

/** What a number cell must hold to be valid; the bounds are in the column's base unit. */
export interface NumberRule {
  /** Smallest allowed value. */
  min?: number;
  /** Whether `min` itself is allowed. @default true */
  minInclusive?: boolean;
  /** Largest allowed value, itself allowed. */
  max?: number;
  /** Whether only whole numbers are allowed. @default false */
  integer?: boolean;
  /** Whether `50%` is read as 0.5 (fraction columns only). @default false */
  percent?: boolean;
  /** What the column holds, as the key of its words in the catalogue (`price`: "a price above 0 …"). */
  expected: CellWord;
}

/** The zod issue of a cell that does not hold what its column holds: its problem as values. */
export function refuse(ctx: z.core.$RefinementCtx<unknown>, problem: DataProblem): typeof z.NEVER {
  ctx.addIssue({ code: "custom", message: problem.kind, params: { problem } });
  return z.NEVER;
}

/** The problem of a zod issue that {@linkcode refuse} raised; `undefined` for another. */
export function problemOf(issue: object): DataProblem | undefined {
  return "params" in issue
    ? (issue.params as { problem?: DataProblem } | undefined)?.problem
    : undefined;
}

function inRange(value: number, rule: NumberRule): boolean {
  if (rule.integer && !Number.isInteger(value)) return false;
  if (rule.min !== undefined) {
    if (rule.minInclusive === false ? value <= rule.min : value < rule.min) return false;
  }
  if (rule.max !== undefined && value > rule.max) return false;
  return true;
}

/**
 * A zod schema that reads one CSV cell (a string, or `undefined` when the row is short) into a
 * value of type `T`, adding an issue when the cell does not hold what the column expects.
 */
export type CellSchema<T> = z.ZodPipe<
  z.ZodOptional<z.ZodString>,
  z.ZodTransform<T, string | undefined>
>;

/** A required number cell. */
export function number(rule: NumberRule): CellSchema<number> {
  return z.string().optional().transform((text, ctx) => {
    const s = clean(text);
    if (s === "") return refuse(ctx, { kind: "cell", expected: rule.expected, blank: true });
    const value = readNumber(s, { percent: rule.percent });
    if (value === undefined || !inRange(value, rule)) {
      return refuse(ctx, { kind: "cell", expected: rule.expected });
    }
    return value;
  });
}

/** An optional number cell: blank is `undefined`, anything else must be a valid number. */
export function optionalNumber(rule: NumberRule): CellSchema<number | undefined> {
  return z.string().optional().transform((text, ctx) => {
    const s = clean(text);
    if (s === "") return undefined;
    const value = readNumber(s, { percent: rule.percent });
    if (value === undefined || !inRange(value, rule)) {
      return refuse(ctx, { kind: "cell", expected: rule.expected, orBlank: true });
    }
    return value;
  });
}

/**
 * A physical quantity: `650 W`, `0.65 kW`, or a bare number in `baseUnit`; converted with mathjs.
 * Returns the value in `baseUnit`.
 */
export function quantity(
  baseUnit: string,
  rule: NumberRule & { required?: boolean },
): CellSchema<number | undefined> {
  return z.string().optional().transform((text, ctx) => {
    const s = clean(text);
    if (s === "") {
      if (rule.required === false) return undefined;
      return refuse(ctx, { kind: "cell", expected: rule.expected, blank: true });
    }
    let value = readNumber(s);
    if (value === undefined && /[a-z]/i.test(s) && /^[+-]?[\d.]/.test(s)) {
      try {
        value = toUnit(
          s.replace(/(\d)\s*(k?)w$/i, (_m, d: string, k: string) => `${d} ${k.toLowerCase()}W`),
          baseUnit,
        );
      } catch {
        value = undefined;
      }
    }
    if (value === undefined || !Number.isFinite(value) || !inRange(value, rule)) {
      return refuse(ctx, { kind: "cell", expected: rule.expected });
    }
    return value + 0;
  });
}

/** A required text cell (trimmed, kept verbatim otherwise). */
export function text(expected: CellWord): CellSchema<string> {
  return z.string().optional().transform((value, ctx) => {
    const s = clean(value);
    if (s === "") return refuse(ctx, { kind: "cell", expected, blank: true });
    return (value ?? "").trim();
  });
}

/** An optional text cell: blank is `""`. */
export function optionalText(): CellSchema<string> {
  return z.string().optional().transform((value) => (value ?? "").trim());
}

const ID = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** An identifier: letters, digits, `-`, `_` and `.`; with `optional`, a blank cell is `undefined`. */
function identifier(optional: boolean) {
  return z.string().optional().transform((value, ctx) => {
    const s = clean(value);
    if (optional && s === "") return undefined;
    if (!ID.test(s)) return refuse(ctx, { kind: "id", orBlank: optional });
    return s;
  });
}

/** An identifier: letters, digits, `-`, `_` and `.`. */
export function id(): z.ZodType<string> {
  return identifier(false) as z.ZodType<string>;
}

/** An optional identifier: blank is `undefined`, anything else must be an id. */
export function optionalId(): CellSchema<string | undefined> {
  return identifier(true);
}

/** One of a fixed set of words, e.g. a pricing model. */
export function oneOf<const T extends readonly [string, ...string[]]>(
  values: T,
): CellSchema<T[number]> {
  return z.string().optional().transform((value, ctx) => {
    const s = clean(value).toLowerCase();
    const found = values.find((v) => v === s);
    if (found === undefined) return refuse(ctx, { kind: "one-of", values });
    return found as T[number];
  });
}

/** A dated period: `YYYY`, `YYYY-MM` or `YYYY-MM-DD`. */
export interface AsOf {
  /** The cell as written. */
  text: string;
  /** Last day of the period, ISO `YYYY-MM-DD`: a price "as of 2025" is taken as of 2025-12-31. */
  end: string;
  /** First day of the period, ISO `YYYY-MM-DD`. */
  start: string;
}

/** Parses `YYYY`, `YYYY-MM` or `YYYY-MM-DD` into a period; `undefined` when it is not a real date. */
export function parseAsOf(textValue: string): AsOf | undefined {
  const s = clean(textValue);
  const m = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(s);
  if (!m) return undefined;
  const year = Number(m[1]);
  if (year < 1990 || year > 2100) return undefined;
  const pad = (n: number) => String(n).padStart(2, "0");
  if (m[2] === undefined) return { text: s, start: `${year}-01-01`, end: `${year}-12-31` };
  const month = Number(m[2]);
  if (month < 1 || month > 12) return undefined;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (m[3] === undefined) {
    return { text: s, start: `${year}-${pad(month)}-01`, end: `${year}-${pad(month)}-${lastDay}` };
  }
  const day = Number(m[3]);
  if (day < 1 || day > lastDay) return undefined;
  return { text: s, start: s, end: s };
}

/** A required as-of date cell. */
export function asOf(): CellSchema<AsOf> {
  return z.string().optional().transform((value, ctx) => {
    const parsed = parseAsOf(value ?? "");
    if (parsed === undefined) return refuse(ctx, { kind: "date" });
    return parsed;
  });
}

/** A currency code: CNY or one listed in fx.csv (checked when the folder is loaded). */
export function currency(): CellSchema<string> {
  return z.string().optional().transform((value, ctx) => {
    const s = clean(value).toUpperCase();
    if (!/^[A-Z]{3}$/.test(s)) return refuse(ctx, { kind: "currency-code" });
    return s;
  });
}

/**
 * The cell schemas of a row whose columns are `columns`, in their order (`cells` names every
 * column and no other): the shape of its `z.object`.
 */
export function shapeOf<
  const C extends string,
  S extends { readonly [K in C]: z.ZodTypeAny },
>(
  columns: readonly C[],
  cells: S & { readonly [K in Exclude<keyof S, C>]: never },
): S {
  return Object.fromEntries(columns.map((c) => [c, cells[c]])) as unknown as S;
}

/** A price: above 0, at most 10⁹ in the row's currency. */
export const PRICE = {
  min: 0,
  minInclusive: false,
  max: 1e9,
  expected: "price",
} satisfies NumberRule;
/** A fraction from 0 to 1, `50%` allowed. */
export const FRACTION = {
  min: 0,
  max: 1,
  percent: true,
  expected: "fraction",
} satisfies NumberRule;
/** A yearly rate from 0 to 1, `5%` allowed. */
export const RATE = { min: 0, max: 1, percent: true, expected: "rate" } satisfies NumberRule;

/** The two columns every sourced row ends with: where its figures come from and as of when. */
export function sourced(): { source: CellSchema<string>; as_of: CellSchema<AsOf> } {
  return { source: text("source"), as_of: asOf() };
}

/** What every sourced row carries once loaded: its notes, where its figures come from, as of when. */
export interface Sourced {
  /** Free notes of the row. */
  notes: string;
  /** Where the figures come from. */
  source: string;
  /** The date or period the figures are as of. */
  asOf: AsOf;
}

/** A whole number of GPUs, in a machine or an offering's instance. */
export function gpuCount(): CellSchema<number> {
  return number({ min: 1, max: 1024, integer: true, expected: "gpuCount" });
}

/**
 * The columns of `file` that set a model input as written, each validated as its input's record
 * says (`lib/model/cost_inputs.ts`): blank = not counted.
 */
export function inputColumns<F extends InputColumn["file"]>(
  file: F,
): Record<ColumnName<F>, CellSchema<number | undefined>> {
  return Object.fromEntries(
    columnInputs(file).map(({ name: input, column: { name, min, minInclusive, max, percent } }) => [
      name,
      optionalNumber({ min, minInclusive, max, percent, expected: input }),
    ]),
  ) as Record<ColumnName<F>, CellSchema<number | undefined>>;
}
