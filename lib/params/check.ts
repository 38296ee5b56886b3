/**
 * The checks of parameter values, and reading them as `-p NAME=VALUE` writes them: the type,
 * range and choices of each one's record, refused with a {@linkcode ParameterError} that carries
 * the parameter, the value found and what was expected as values (`reasons.ts`), worded by the
 * catalogue in the reader's language.
 *
 * @module
 */
import { DEFAULT_LANG, isLang, type Lang } from "../lang.ts";
import { type Parameter, type ParameterName, PARAMETERS } from "./records.ts";
import { parsePriceChanges, parseTrends } from "./price_changes.ts";
import { takesPercent } from "../parameter_units.ts";
import { type Expected, type ParameterReason, sayParameterReason } from "./reasons.ts";

/**
 * Values of parameters by name, as the notebooks hold them; `undefined` means "not set". A name
 * the list lacks does not compile; text from outside (`-p`, a file, a cell) is read by
 * {@linkcode checkParameters}, which refuses an unknown name.
 */
export type ParameterValues = { [Name in ParameterName]?: string | number };

/** Values as given from outside, by any name, before {@linkcode checkParameters} reads them. */
export type GivenValues = Readonly<Record<string, string | number | undefined>>;

/** A parameter value the workbook cannot use, and what it expected, as values to word. */
export class ParameterError extends Error {
  /** Why the value is refused, for a page or command to word in its language. */
  readonly reason: ParameterReason;
  /** Makes the error for `reason`; its message is the catalogue's English. */
  constructor(reason: ParameterReason) {
    super(sayParameterReason(reason, "en"));
    this.name = "ParameterError";
    this.reason = reason;
  }
}

/** The record of parameter `name`; throws for a name the list lacks. */
export function find(name: string): Parameter {
  const p = PARAMETERS.find((x) => x.name === name);
  if (!p) throw new ParameterError({ kind: "unknown", name });
  return p;
}

/** The refusal of `value` for parameter `name`, which takes what `expected` says. */
function refused(name: string, value: unknown, expected: Expected): ParameterError {
  return new ParameterError({ kind: "value", name, found: value, expected });
}

/** Checks one value against its parameter; returns it (a number for numbers) or throws. */
export function checkParameter(name: string, value: unknown): string | number | undefined {
  const p = find(name);
  if (value === undefined || value === null) return undefined;
  if (p.type === "text") {
    if (typeof value !== "string" || value.trim() === "") {
      throw refused(name, value, { kind: "text" });
    }
    if (p.format === "date" && !isIsoDay(value.trim())) throw refused(name, value, { kind: "day" });
    if (p.format === "priceChanges" && parsePriceChanges(value) === undefined) {
      throw refused(name, value, { kind: "priceChanges" });
    }
    if (p.format === "trends" && parseTrends(value) === undefined) {
      throw refused(name, value, { kind: "trends" });
    }
    if (p.choices && !p.choices.includes(value.trim())) {
      throw refused(name, value, { kind: "oneOf", choices: p.choices });
    }
    return value.trim();
  }
  const ok = typeof value === "number" && Number.isFinite(value) &&
    (p.min === undefined || (p.minExclusive ? value > p.min : value >= p.min)) &&
    (p.max === undefined || value <= p.max) && (!p.integer || Number.isInteger(value));
  if (!ok) throw refused(name, value, { kind: "number" });
  return value as number;
}

/** Whether `text` is a real day written `YYYY-MM-DD` (not 2026-02-30). */
function isIsoDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/**
 * The values set, name and value, in the list's order: `Object.entries` with the names typed.
 *
 * @example
 * ```ts
 * import { valuesSet } from "./check.ts";
 * valuesSet({ gpu_count: 2, scenario: "seed-3090-autodl" }); // [["scenario", "seed-3090-autodl"], ["gpu_count", 2]]
 * ```
 */
export function valuesSet(values: ParameterValues): [ParameterName, string | number][] {
  return PARAMETERS.flatMap((p) => {
    const value = values[p.name];
    return value === undefined ? [] : [[p.name, value] as [ParameterName, string | number]];
  });
}

/** The report language `values` ask for, else the default (English). */
export function langOf(values: GivenValues | ParameterValues): Lang {
  return isLang(values.lang) ? values.lang : DEFAULT_LANG;
}

/**
 * Checks every value; the first problem throws, naming the parameter. The values set come back in
 * the list's order, whichever order the parameters cell and the injected cell gave them in.
 */
export function checkParameters(values: GivenValues | ParameterValues): ParameterValues {
  const checked: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) {
    const one = checkParameter(name, value);
    if (one !== undefined) checked[name] = one;
  }
  return Object.fromEntries(
    PARAMETERS.filter((p) => checked[p.name] !== undefined).map((p) => [p.name, checked[p.name]]),
  );
}

/**
 * Reads `NAME=VALUE` as written on a command line: numbers as `6`, `2.5`, `1e3` or `50%`
 * (for fractions), text as it is. Throws naming the parameter when the value is not of its type.
 */
export function parseAssignment(text: string): [ParameterName, string | number] {
  const at = text.indexOf("=");
  if (at <= 0) {
    throw new ParameterError({ kind: "syntax", text });
  }
  const name = text.slice(0, at).trim();
  const raw = text.slice(at + 1).trim();
  const value = readValue(name, raw);
  return [find(name).name, value];
}

/**
 * Reads one value as `-p` or a parameters file gives it: text as it is, a number from its text
 * (`6`, `1e3`, `50%` for fractions and rates); throws as {@linkcode checkParameter} does.
 */
export function readValue(name: string, raw: unknown): string | number {
  const p = find(name);
  if (p.type === "text") return checkParameter(name, String(raw)) as string;
  if (typeof raw === "number") return checkParameter(name, raw) as number;
  const text = String(raw).trim();
  const percent = /%$/.test(text) && takesPercent(p.unit);
  const number = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?%?$/i.test(text)
    ? Number(text.replace(/%$/, "")) / (percent ? 100 : 1)
    : Number.NaN;
  if (/%$/.test(text) && !percent) {
    throw new ParameterError({
      kind: "value",
      name,
      found: text,
      expected: { kind: "number" },
      percent: true,
    });
  }
  if (Number.isNaN(number)) throw refused(name, text, { kind: "number" });
  return checkParameter(name, number) as number;
}
