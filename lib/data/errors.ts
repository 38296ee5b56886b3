/**
 * The one error type for data a user edits: every problem names the file, the spreadsheet row
 * (the header is row 1), the column, the value found and what was expected.
 *
 * @module
 */

/** One problem found in a data file. */
export interface DataIssue {
  /** File name inside the data folder, e.g. `hardware.csv`. */
  file: string;
  /** Spreadsheet row number: the header is row 1, the first data row is row 2. 0 for the whole file. */
  row: number;
  /** Column name, or `""` when the problem is with the whole row or file. */
  column: string;
  /** The cell text as found (trimmed), `""` for a blank cell. */
  value: string;
  /** What the cell should hold, in words. */
  expected: string;
  /** What was found when it is not a cell's text, e.g. `file not found`; replaces `value` in messages. */
  found?: string;
}

/** A warning that does not stop a computation, such as a stale price. */
export interface DataWarning {
  /** File name inside the data folder. */
  file: string;
  /** Spreadsheet row number (the header is row 1). */
  row: number;
  /** Column name, or `""` for the whole row or file. */
  column: string;
  /** What is doubtful, in words. */
  message: string;
  /** The scenario the warning concerns, when it concerns one (a report shows only its own). */
  scenario?: string;
  /** What is doubtful as values, for a page to word it in its language (`message` is English). */
  reason?: WarningReason;
}

/** What a {@linkcode DataWarning} says, as values. */
export type WarningReason =
  /** The row's figure is older than `maxAgeDays` days. */
  | { kind: "stale"; asOf: string; maxAgeDays: number }
  /** A scenario keeps storage and an offering of its GPU model has no storage price. */
  | { kind: "no-storage-price"; scenario: string; storageGb: number; offering: string }
  /** The machine and the offering have different GPUs, `cloud_speed` is blank and `throughput.csv` has no figure of the workload for both. */
  | { kind: "speed-unknown"; machineGpu: string; offeringGpu: string; workload: string };

/**
 * Formats an issue as one line: `hardware.csv row 3, column wall_power: found "abc", expected ...`,
 * or with `found`: `scenarios.csv: file not found; expected ...`.
 */
export function formatIssue(issue: DataIssue): string {
  const where = issue.row === 0 ? issue.file : `${issue.file} row ${issue.row}`;
  const column = issue.column === "" ? "" : `, column ${issue.column}`;
  if (issue.found !== undefined) {
    return `${where}${column}: ${issue.found}; expected ${issue.expected}`;
  }
  const found = issue.value === "" ? "a blank cell" : `"${issue.value}"`;
  return `${where}${column}: found ${found}, expected ${issue.expected}`;
}

/** Formats a warning as one line. */
export function formatWarning(warning: DataWarning): string {
  const column = warning.column === "" ? "" : `, column ${warning.column}`;
  return `${warning.file} row ${warning.row}${column}: ${warning.message}`;
}

/** Thrown when a data folder holds problems; carries every problem found, not only the first. */
export class DataError extends Error {
  /** Every problem found, in file and row order. */
  readonly issues: readonly DataIssue[];
  /**
   * The error of `issues`, its message listing the first 50.
   *
   * @param folder the folder's name as the message shows it
   */
  constructor(issues: readonly DataIssue[], folder = "data") {
    const lines = issues.slice(0, 50).map(formatIssue);
    const more = issues.length > 50 ? `\n... and ${issues.length - 50} more` : "";
    super(
      `Cannot use the data in ${folder}: ${issues.length} problem${
        issues.length === 1 ? "" : "s"
      }\n${lines.join("\n")}${more}`,
    );
    this.name = "DataError";
    this.issues = issues;
  }
}
