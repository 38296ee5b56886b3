/**
 * The checks of parameter values, and reading them as `-p NAME=VALUE` writes them: the type,
 * range and choices of each one's record, refused with a {@linkcode ParameterError} that names the
 * parameter, the value found and what was expected.
 *
 * @module
 */
import { DEFAULT_LANG, isLang, type Lang } from "../words/lang.ts";
import { type Parameter, PARAMETERS } from "./records.ts";

/** Values of parameters, as the notebooks hold them; `undefined` means "not set". */
export type ParameterValues = Record<string, string | number | undefined>;

/** A parameter value the workbook cannot use, and what it expected. */
export class ParameterError extends Error {
  /** Makes the error with `message`, which says the parameter, the value and what was expected. */
  constructor(message: string) {
    super(message);
    this.name = "ParameterError";
  }
}

/** The record of parameter `name`; throws for a name the list lacks. */
export function find(name: string): Parameter {
  const p = PARAMETERS.find((x) => x.name === name);
  if (!p) {
    throw new ParameterError(
      `Unknown parameter "${name}": the parameters are ${PARAMETERS.map((x) => x.name).join(", ")}`,
    );
  }
  return p;
}

function expected(p: Parameter): string {
  if (p.type === "text") return p.help;
  const low = p.min === undefined ? "" : `${p.minExclusive ? "above" : "from"} ${p.min}`;
  const joint = !low ? "at most" : p.minExclusive ? "and at most" : "to";
  const high = p.max === undefined ? "" : `${low ? " " : ""}${joint} ${p.max}`;
  return `${p.integer ? "a whole number" : "a number"} ${low}${high}${
    p.unit ? ` (${p.unit})` : ""
  }: ${p.help}`;
}

/** Checks one value against its parameter; returns it (a number for numbers) or throws. */
export function checkParameter(name: string, value: unknown): string | number | undefined {
  const p = find(name);
  if (value === undefined || value === null) return undefined;
  if (p.type === "text") {
    if (typeof value !== "string" || value.trim() === "") {
      throw new ParameterError(
        `Parameter ${name}: found ${JSON.stringify(value)}, expected ${expected(p)}`,
      );
    }
    if (p.format === "date" && !isIsoDay(value.trim())) {
      throw new ParameterError(
        `Parameter ${name}: found ${
          JSON.stringify(value)
        }, expected a day as YYYY-MM-DD: ${p.help}`,
      );
    }
    if (p.choices && !p.choices.includes(value.trim())) {
      throw new ParameterError(
        `Parameter ${name}: found ${JSON.stringify(value)}, expected one of ${
          p.choices.join(", ")
        }: ${p.help}`,
      );
    }
    return value.trim();
  }
  const ok = typeof value === "number" && Number.isFinite(value) &&
    (p.min === undefined || (p.minExclusive ? value > p.min : value >= p.min)) &&
    (p.max === undefined || value <= p.max) && (!p.integer || Number.isInteger(value));
  if (!ok) {
    throw new ParameterError(
      `Parameter ${name}: found ${JSON.stringify(value)}, expected ${expected(p)}`,
    );
  }
  return value as number;
}

/** Whether `text` is a real day written `YYYY-MM-DD` (not 2026-02-30). */
function isIsoDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/** The report language `values` ask for, else the default (English). */
export function langOf(values: ParameterValues): Lang {
  return isLang(values.lang) ? values.lang : DEFAULT_LANG;
}

/**
 * Checks every value; the first problem throws, naming the parameter. The values set come back in
 * the list's order, whichever order the parameters cell and the injected cell gave them in.
 */
export function checkParameters(values: ParameterValues): ParameterValues {
  const checked: ParameterValues = {};
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
export function parseAssignment(text: string): [string, string | number] {
  const at = text.indexOf("=");
  if (at <= 0) {
    throw new ParameterError(
      `Cannot read -p "${text}": write it as NAME=VALUE, e.g. hours_per_day=6`,
    );
  }
  const name = text.slice(0, at).trim();
  const raw = text.slice(at + 1).trim();
  return [name, readValue(name, raw)];
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
  const percent = /%$/.test(text) && p.unit === "fraction" ||
    /%$/.test(text) && p.unit === "a year";
  const number = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?%?$/i.test(text)
    ? Number(text.replace(/%$/, "")) / (percent ? 100 : 1)
    : Number.NaN;
  if (/%$/.test(text) && !percent) {
    throw new ParameterError(
      `Parameter ${name}: found "${text}", expected ${
        expected(p)
      } (% only for fractions and rates)`,
    );
  }
  if (Number.isNaN(number)) {
    throw new ParameterError(`Parameter ${name}: found "${text}", expected ${expected(p)}`);
  }
  return checkParameter(name, number) as number;
}
