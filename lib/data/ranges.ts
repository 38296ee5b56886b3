/**
 * `ranges.csv`: the low and high values of an input that the sensitivity charts sweep.
 *
 * @module
 */
import type { AsOf } from "./cells.ts";
import type { DataIssue } from "./errors.ts";
import type { RANGE_PARAMETERS, RangeRow } from "./schema.ts";

/** A range of `ranges.csv`: `factor` ranges scale the scenario's value, `value` ranges are in the input's unit. */
export interface Range {
  /** A model input name (`RANGE_PARAMETERS`). */
  parameter: typeof RANGE_PARAMETERS[number];
  /** The low end: a factor of the scenario's value, or a value in the input's unit (`kind`). */
  low: number;
  /** The high end, in the unit of `low`. */
  high: number;
  /** `factor`: `low` and `high` scale the scenario's value; `value`: they are values. */
  kind: "factor" | "value";
  /** Free notes of the row. */
  notes: string;
  /** Where the range comes from. */
  source: string;
  /** The date or period the range is as of. */
  asOf: AsOf;
  /** The spreadsheet row of `ranges.csv`. */
  row: number;
}

/** The ranges of the valid rows of `ranges.csv`; a low above its high is an issue. */
export function parseRanges(
  rows: readonly { row: number; value: RangeRow }[],
  issues: DataIssue[],
): Range[] {
  return rows.map(
    ({ row, value: r }) => {
      if (r.low > r.high) {
        issues.push({
          file: "ranges.csv",
          row,
          column: "high",
          value: String(r.high),
          expected: `a value not below low (${r.low})`,
        });
      }
      return {
        parameter: r.parameter,
        low: r.low,
        high: r.high,
        kind: r.kind,
        notes: r.notes,
        source: r.source,
        asOf: r.as_of,
        row,
      };
    },
  );
}
