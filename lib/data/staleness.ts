/**
 * Stale prices: a dated figure older than the age a price is trusted for gets a warning, and the
 * folder's dates give the range the reports state.
 *
 * @module
 */
import type { AsOf } from "./cells.ts";
import type { DataWarning } from "./errors.ts";

/** A dated row: where it is and as of when its figure is. */
export interface DatedRow {
  /** The file the row is in. */
  file: string;
  /** The spreadsheet row. */
  row: number;
  /** The date or period its figure is as of. */
  asOf: AsOf;
}

/** A warning for each row whose figure ends more than `maxAgeDays` days before `now`. */
export function staleWarnings(
  dated: readonly DatedRow[],
  now: Date,
  maxAgeDays: number,
): DataWarning[] {
  const cutoff = new Date(now.getTime() - maxAgeDays * 86_400_000).toISOString().slice(0, 10);
  return dated.filter((d) => d.asOf.end < cutoff).map((d) => ({
    file: d.file,
    row: d.row,
    column: "as_of",
    reason: { kind: "stale" as const, asOf: d.asOf.text, maxAgeDays },
  }));
}

/** The earliest start and latest end of the rows' as-of dates, ISO dates (`""` for no rows). */
export function asOfRange(dated: readonly DatedRow[]): { earliest: string; latest: string } {
  const ends = dated.map((d) => d.asOf.end).sort();
  const starts = dated.map((d) => d.asOf.start).sort();
  return { earliest: starts[0] ?? "", latest: ends[ends.length - 1] ?? "" };
}
