/**
 * `ranges.csv`: the low and high values of an input that the sensitivity charts sweep and the
 * Monte Carlo draws from, each for the scope it names (a scenario, an offering, a machine, a
 * site or a region; blank: every scenario). Its columns, the schema of its rows and the ranges.
 *
 * @module
 */
import { z } from "zod";
import { INPUT_NAMES, type InputName, inputNamed, INPUTS } from "../model/cost_inputs.ts";
import { type AsOf, number, oneOf, optionalText, refuse, shapeOf, sourced } from "./cells.ts";
import type { DataFile } from "./csv.ts";
import type { DataIssue, DataProblem } from "./errors.ts";
import type { ToCny } from "./fx.ts";

/** The columns of `ranges.csv`. */
export const RANGE_COLUMNS = [
  "parameter",
  "low",
  "high",
  "kind",
  "notes",
  "source",
  "as_of",
  "scope",
  "scope_id",
  "currency",
] as const;

/** The model inputs `ranges.csv` may name: every numeric input (`lib/model/cost_inputs.ts`). */
export const RANGE_PARAMETERS: readonly InputName[] = INPUT_NAMES;

/**
 * What a row of `ranges.csv` may hold for: a scenario, the machine, the site or its region, or
 * the offering it names in `scope_id`, most specific first (a scenario's own row wins).
 */
export const RANGE_SCOPES = ["scenario", "offering", "hardware", "site", "region"] as const;

/** A row of `ranges.csv`. */
const rangeRow = z.object(shapeOf(RANGE_COLUMNS, {
  parameter: z.string().optional().transform((value, ctx) => {
    const s = (value ?? "").trim();
    // an input's former name reads as the input it became (`FORMER_INPUT_NAMES`)
    const named = inputNamed(s);
    const found = RANGE_PARAMETERS.find((p) => p === named);
    if (found === undefined) return refuse(ctx, { kind: "input-name", values: RANGE_PARAMETERS });
    return found;
  }),
  // signed: a price's yearly change may fall or rise; each input's own bounds are checked after
  low: number({ min: -1e10, max: 1e10, percent: true, expected: "low" }),
  high: number({ min: -1e10, max: 1e10, percent: true, expected: "high" }),
  kind: oneOf(["factor", "value"] as const),
  scope: z.string().optional().transform((value, ctx) => {
    const s = (value ?? "").trim().toLowerCase();
    if (s === "") return undefined;
    const found = RANGE_SCOPES.find((x) => x === s);
    if (found === undefined) return refuse(ctx, { kind: "range-scope", values: RANGE_SCOPES });
    return found;
  }),
  scope_id: optionalText(),
  currency: optionalText(),
  notes: optionalText(),
  ...sourced(),
}));

/** A valid row of `ranges.csv`. */
export type RangeRow = z.output<typeof rangeRow>;

/** `ranges.csv` as the loader reads it: no id; one row an input and scope; a folder may have none. */
export const RANGES_FILE: DataFile<RangeRow> = {
  schema: rangeRow,
  key: undefined,
  required: false,
  optional: ["scope", "scope_id", "currency"],
  unique: ["parameter", "scope", "scope_id"],
};

/** What a range holds for: a kind of row and its id (a region's name), or every scenario. */
export type RangeScope =
  | { kind: typeof RANGE_SCOPES[number]; id: string }
  | { kind: "all" };

/** A range of `ranges.csv`: `factor` ranges scale the scenario's value, `value` ranges are in the input's unit. */
export interface Range {
  /** A model input name (`RANGE_PARAMETERS`). */
  parameter: typeof RANGE_PARAMETERS[number];
  /** The low end: a factor of the scenario's value, or a value in the input's base unit (money in CNY, converted from `currency`). */
  low: number;
  /** The high end, in the unit of `low`. */
  high: number;
  /** `factor`: `low` and `high` scale the scenario's value; `value`: they are values. */
  kind: "factor" | "value";
  /** The scenarios the range holds for. */
  scope: RangeScope;
  /** The currency `low` and `high` were written in, for a money value; `undefined` otherwise. */
  currency?: string;
  /** Free notes of the row. */
  notes: string;
  /** Where the range comes from. */
  source: string;
  /** The date or period the range is as of. */
  asOf: AsOf;
  /** The spreadsheet row of `ranges.csv`. */
  row: number;
}

/** The ids a scope may name, by the file that lists them. */
export interface RangeScopeIds {
  /** Ids of `scenarios.csv`. */
  scenario: ReadonlySet<string>;
  /** Ids of the offering files. */
  offering: ReadonlySet<string>;
  /** Ids of `hardware.csv`. */
  hardware: ReadonlySet<string>;
  /** Ids of `sites.csv`. */
  site: ReadonlySet<string>;
}

const SCOPE_FILES = {
  scenario: "scenarios.csv",
  offering: "cloud_offerings.csv",
  hardware: "hardware.csv",
  site: "sites.csv",
} as const;

/**
 * The ranges of the valid rows of `ranges.csv`. A low above its high, a value outside the input's
 * own bounds (`INPUTS`; a price's yearly change may be negative), a negative factor, a scope id no file lists,
 * an id without a scope, a currency on an input that is not money, and two rows for one input
 * and scope are issues; money values in another currency are converted to CNY with `toCny` at
 * the row's date.
 */
export function parseRanges(
  rows: readonly { row: number; value: RangeRow }[],
  issues: DataIssue[],
  { ids, toCny }: { ids?: RangeScopeIds; toCny?: ToCny } = {},
): Range[] {
  const ranges: Range[] = [];
  const seen = new Map<string, number>();
  for (const { row, value: r } of rows) {
    const issue = (column: string, value: string, problem: DataProblem) =>
      issues.push({ file: "ranges.csv", row, column, value, problem });
    if (r.low > r.high) issue("high", String(r.high), { kind: "high-below-low", low: r.low });
    // a value inside the input's own bounds (a price may rise: its yearly change up to +100 %,
    // down to −90 %); a factor scales the scenario's value, never below 0
    const { min = 0, max = Infinity } = INPUTS[r.parameter] as { min?: number; max?: number };
    for (const [column, x] of [["low", r.low], ["high", r.high]] as const) {
      if (r.kind === "factor" ? x < 0 : x < min || x > max) {
        issue(
          column,
          String(+x.toPrecision(12)),
          r.kind === "factor"
            ? { kind: "negative-factor" }
            : { kind: "outside-input", parameter: r.parameter, min, max },
        );
      }
    }
    const scopeId = r.scope_id;
    let scope: RangeScope = { kind: "all" };
    if (r.scope === undefined) {
      if (scopeId !== "") {
        issue("scope_id", scopeId, { kind: "scope-id-without-scope" });
        continue;
      }
    } else if (scopeId === "") {
      issue("scope_id", "", { kind: "scope-id-needed", scope: r.scope });
      continue;
    } else if (r.scope !== "region" && ids !== undefined && !ids[r.scope].has(scopeId)) {
      issue("scope_id", scopeId, {
        kind: "unknown-id",
        file: SCOPE_FILES[r.scope],
        orExtra: r.scope === "offering",
      });
      continue;
    } else {
      scope = { kind: r.scope, id: scopeId };
    }
    const key = `${r.parameter}|${scope.kind}|${"id" in scope ? scope.id.toLowerCase() : ""}`;
    const first = seen.get(key);
    if (first !== undefined) {
      issue("parameter", r.parameter, {
        kind: "range-twice",
        firstRow: first,
        parameter: r.parameter,
      });
      continue;
    }
    seen.set(key, row);
    const money = r.parameter.includes("Cny");
    const code = r.currency.toUpperCase();
    if (code !== "" && (!money || r.kind === "factor")) {
      issue(
        "currency",
        code,
        r.kind === "factor"
          ? { kind: "factor-currency" }
          : { kind: "not-money", parameter: r.parameter },
      );
      continue;
    }
    const rate = code === "" || code === "CNY" || toCny === undefined
      ? 1
      : toCny("ranges.csv", row, "currency", code);
    ranges.push({
      parameter: r.parameter,
      low: r.low * rate,
      high: r.high * rate,
      kind: r.kind,
      scope,
      ...(money && r.kind === "value" ? { currency: code === "" ? "CNY" : code } : {}),
      notes: r.notes,
      source: r.source,
      asOf: r.as_of,
      row,
    });
  }
  return ranges;
}
