/**
 * The one error type for data a user edits: every problem names the file, the spreadsheet row
 * (the header is row 1), the column, the value found and, as values, what was expected
 * ({@linkcode DataProblem}); the catalogue words it in the reader's language
 * (`lib/words/messages/data_words.ts`, {@linkcode formatIssue}).
 *
 * @module
 */
import type { Lang } from "../words/lang.ts";
import { words } from "../words/messages.ts";
import type { CellWord } from "../words/messages/data_words.ts";
import type { CaseCause, JobsOfAMonthReason } from "../words/messages/model_words.ts";

/** Where a problem or a warning is. */
export interface DataPlace {
  /** File name inside the data folder, e.g. `hardware.csv`. */
  file: string;
  /** Spreadsheet row number: the header is row 1, the first data row is row 2. 0 for the whole file. */
  row: number;
  /** Column name, or `""` when the problem is with the whole row or file. */
  column: string;
}

/** One problem found in a data file: where, the cell as found, and what was expected. */
export type DataIssue =
  & DataPlace
  & {
    /** The cell text as found (trimmed), `""` for a blank cell. */
    value: string;
  }
  & (
    | {
      /** What the cell, row or file should hold, as values. */
      problem: DataProblem;
      expected?: never;
      found?: never;
    }
    | {
      problem?: never;
      /** What the cell should hold, in English words: a problem found outside the data files' checks. */
      expected: string;
      /** What was found when it is not a cell's text; replaces `value` in messages. */
      found?: string;
    }
  );

/** A problem of a data file, as values: its kind, and what the words of that kind need. */
export type DataProblem =
  // a cell that does not hold what its column holds
  /** A number, a quantity or a text: `expected` keys the column's words; `blank` when the cell is blank. */
  | { kind: "cell"; expected: CellWord; blank?: boolean; orBlank?: boolean }
  | { kind: "id"; orBlank?: boolean }
  | { kind: "one-of"; values: readonly string[] }
  | { kind: "input-name"; values: readonly string[] }
  | { kind: "range-scope"; values: readonly string[] }
  | { kind: "date" }
  | { kind: "currency-code" }
  // the file itself
  | { kind: "header"; columns: readonly string[] }
  | { kind: "column-twice" }
  | { kind: "column-missing"; column: string }
  | { kind: "too-many-cells"; most: number }
  | { kind: "id-used"; firstRow: number }
  | {
    kind: "key-used";
    columns: readonly string[];
    values: readonly string[];
    firstRow: number;
  }
  | { kind: "file-not-found"; path: string }
  | { kind: "utf16" }
  | { kind: "nul-bytes" }
  /** `gb18030`: the line as GB18030 reads it, when the whole file reads so. */
  | { kind: "not-utf8"; line: number; bytes: string; gb18030?: string }
  | { kind: "replacement"; line: number; text: string }
  // a row against the rest of the folder
  | { kind: "unknown-currency"; known: readonly string[] }
  /** `orExtra`: an offering file's id, which the extra offering files may hold too. */
  | { kind: "unknown-id"; file: string; orBlank?: boolean; orExtra?: boolean }
  | { kind: "unknown-profile" }
  | { kind: "shares-sum"; profile: string; percent: string }
  | { kind: "idle-above-wall"; wallKw: number }
  | { kind: "not-input-of-cost"; cost: string; inputs: readonly string[] }
  | { kind: "negative-value"; parameter: string }
  | { kind: "currency-needed"; parameter: string }
  | { kind: "not-money"; parameter: string }
  | { kind: "factor-currency" }
  | { kind: "high-below-low"; low: number }
  | { kind: "outside-input"; parameter: string; min: number; max: number }
  | { kind: "negative-factor" }
  | { kind: "scope-id-without-scope" }
  | { kind: "scope-id-needed"; scope: string }
  | { kind: "range-twice"; firstRow: number; parameter: string }
  | { kind: "id-in-other-file"; file: string; row: number }
  | { kind: "storage-unit"; units: readonly string[] }
  | { kind: "storage-price-needed" }
  | { kind: "monthly-unit" }
  | { kind: "rate-twice"; first: string }
  | { kind: "checkpoint-interval" }
  /** `blankFor`: the workload a blank cell stands for, where one may be left blank. */
  | { kind: "unknown-workload"; workloads: readonly string[]; blankFor?: string }
  | { kind: "unknown-token-workload"; workloads: readonly string[] }
  | { kind: "jobs-per-month"; jobs: readonly string[] }
  /** `file`: the other file that gives the memory, when it is not this one. */
  | { kind: "memory-differs"; gb: number; row: number; gpuModel: string; file?: string }
  | { kind: "applies-to-unknown" }
  | { kind: "applies-to-other-gpu"; gpuModel: string; id: string; has: string }
  | { kind: "unknown-api"; ids: readonly string[] }
  | { kind: "unknown-translated-id"; file: string; ids: readonly string[] }
  | { kind: "column-not-translated"; file: string; columns: readonly string[] }
  | { kind: "translated-twice"; firstRow: number; column: string; id: string }
  | { kind: "precision"; values: readonly string[] }
  | { kind: "method"; methods: readonly string[] }
  // a scenario whose results cannot be computed (`scenarioIssues()` of `lib/scenario/check.ts`)
  /** `jobs_per_month` that `machine` cannot run. */
  | { kind: "jobs-of-a-month"; machine: string; reason: JobsOfAMonthReason }
  | { kind: "not-computable"; cause: CaseCause };

/** The kinds of problem whose `found` is the file's state, not a cell's text. */
export const FILE_FOUND = [
  "file-not-found",
  "utf16",
  "nul-bytes",
  "not-utf8",
  "replacement",
] as const;

/** A warning that does not stop a computation, such as a stale price. */
export interface DataWarning extends DataPlace {
  /** The scenario the warning concerns, when it concerns one (a report shows only its own). */
  scenario?: string;
  /** What is doubtful, as values, for a page to word it in its language. */
  reason: WarningReason;
}

/** What a {@linkcode DataWarning} says, as values. */
export type WarningReason =
  /** The row's figure is older than `maxAgeDays` days. */
  | { kind: "stale"; asOf: string; maxAgeDays: number }
  /** A scenario keeps storage and an offering of its GPU model has no storage price. */
  | { kind: "no-storage-price"; scenario: string; storageGb: number; offering: string }
  /** The machine and the offering have different GPUs, `cloud_speed` is blank and `throughput.csv` has no figure of the workload for both. */
  | { kind: "speed-unknown"; machineGpu: string; offeringGpu: string; workload: string }
  /** A column of the header no schema reads, at its place (1 for the first). */
  | { kind: "unused-column"; column: string; position: number }
  /** No offering or machine has the row's GPU model; `figures`: the row gives several. */
  | { kind: "gpu-unused"; gpuModel: string; figures: boolean };

/** What the issue's cell, row or file should hold, in `lang`. */
export function expectedText(issue: DataIssue, lang: Lang = "en"): string {
  if (issue.problem === undefined) return issue.expected;
  const said = words(lang).data.problem as Record<string, (p: DataProblem) => string>;
  return said[issue.problem.kind]!(issue.problem);
}

/**
 * Formats an issue as one line in English: `hardware.csv row 3, column wall_power: found "abc",
 * expected ...`, or for a file's state: `scenarios.csv: file not found; expected ...`.
 */
export function formatIssue(issue: DataIssue): string {
  return issueText(issue, "en");
}

/**
 * What was found in `lang`: the file's state where the problem is about it (`file not found`),
 * else the cell as written, quoted, or a blank cell.
 */
export function foundText(issue: DataIssue, lang: Lang = "en"): string {
  const t = words(lang).data;
  const p = issue.problem;
  if (p !== undefined && isFileState(p)) {
    return (t.found as Record<string, (p: DataProblem) => string>)[p.kind]!(p);
  }
  if (issue.found !== undefined) return issue.found;
  return issue.value === "" ? t.blankCell : t.quoted(issue.value);
}

function isFileState(p: DataProblem): boolean {
  return (FILE_FOUND as readonly string[]).includes(p.kind);
}

/** An issue as one line in `lang`, as {@linkcode formatIssue} words it in English. */
export function issueText(issue: DataIssue, lang: Lang): string {
  const t = words(lang).data;
  const where = t.at(issue.file, issue.row, issue.column);
  const line =
    issue.found !== undefined || issue.problem !== undefined && isFileState(issue.problem)
      ? t.fileLine
      : t.cellLine;
  return line(where, foundText(issue, lang), expectedText(issue, lang));
}

/** Formats a warning as one line in English: `hardware.csv row 2, column as_of: the figure is …`. */
export function formatWarning(warning: DataWarning): string {
  return warningText(warning, "en");
}

/** A warning as one line in `lang`: "hardware.csv 第 2 行 as_of 列：数据日期为 2023-01，…". */
export function warningText(warning: DataWarning, lang: Lang): string {
  const t = words(lang);
  const r = warning.reason;
  const w = t.inputsBox.warning;
  const said = r.kind === "stale"
    ? w.stale(r.asOf, r.maxAgeDays)
    : r.kind === "no-storage-price"
    ? w.noStoragePrice(r.scenario, String(r.storageGb), r.offering)
    : r.kind === "speed-unknown"
    ? w.speedUnknown(r.machineGpu, r.offeringGpu, r.workload)
    : r.kind === "unused-column"
    ? t.data.warning.unusedColumn(r.column, r.position)
    : t.data.warning.gpuUnused(r.gpuModel, r.figures);
  return `${
    t.inputsBox.warningAt(warning.file, warning.row, warning.column)
  }${t.common.colon}${said}`;
}

/** Thrown when a data folder holds problems; carries every problem found, not only the first. */
export class DataError extends Error {
  /** Every problem found, in file and row order. */
  readonly issues: readonly DataIssue[];
  /**
   * The error of `issues`, its message listing the first 50 in English.
   *
   * @param folder the folder's name as the message shows it
   */
  constructor(issues: readonly DataIssue[], folder = "data") {
    super(problemsText(issues, folder, "en"));
    this.name = "DataError";
    this.issues = issues;
  }
}

/** The problems of `folder` in `lang`: a line saying how many, then the first 50, one a line. */
export function problemsText(issues: readonly DataIssue[], folder: string, lang: Lang): string {
  const t = words(lang).data;
  const lines = issues.slice(0, 50).map((i) => issueText(i, lang));
  const more = issues.length > 50 ? `\n${t.more(issues.length - 50)}` : "";
  return `${t.cannotUse(folder, issues.length)}\n${lines.join("\n")}${more}`;
}
