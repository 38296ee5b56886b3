/**
 * The one error type for data a user edits, and the problems it carries as values: every problem
 * names the file, the spreadsheet row (the header is row 1), the column, the value found and what
 * was expected ({@linkcode DataProblem}). The data layer words nothing: the catalogue words a
 * problem in the reader's language (`lib/words/messages/data_words.ts`) and
 * `lib/present/data_problems.ts` makes its line. This file imports nothing, so that the data
 * files, the catalogue and the scenario can all name these types.
 *
 * @module
 */

/**
 * The key of what a cell of a column holds (`NumberRule.expected` of `cells.ts`): the words a
 * cell's problem is said in. `CELLS` of `lib/words/messages/data_words.ts` words every key.
 */
export type CellWord = BaseCellWord | keyof WorkCellWords;

/** The keys of the cells of every file but the kinds of work's columns of `work.csv`. */
export type BaseCellWord =
  | "price"
  | "fraction"
  | "rate"
  | "power"
  | "source"
  | "gpuCount"
  | "provider"
  | "gpuModel"
  | "storagePrice"
  | "ingressPrice"
  | "egressPrice"
  | "priceChange"
  | "hostGpus"
  | "machineName"
  | "hostShare"
  | "residualYears"
  | "resaleHaircut"
  | "maintenance"
  | "siteName"
  | "pue"
  | "financeName"
  | "buyerName"
  | "taxRate"
  | "vatDeducted"
  | "firstYearDeduction"
  | "depreciationYears"
  | "firstYearLimit"
  | "cnyPerUnit"
  | "description"
  | "hoursPerDay"
  | "daysPerWeek"
  | "horizon"
  | "storageGb"
  | "spotOverhead"
  | "setupHours"
  | "interruptionsPerMonth"
  | "interruptionsPerDay"
  | "hoursBetweenInterruptions"
  | "capacityWait"
  | "checkpointInterval"
  | "checkpointWrite"
  | "restart"
  | "rentSpeed"
  | "ownOps"
  | "rentOps"
  | "dataIn"
  | "dataOut"
  | "demandGpus"
  | "demandShare"
  | "low"
  | "high"
  | "hiddenParameter"
  | "hiddenValue"
  | "gpuModelSpelt"
  | "throughput"
  | "memory"
  | "epochs"
  | "workPerEpoch"
  | "jobMemory"
  | "maxGpus"
  | "deadline"
  | "gpuModelH100"
  | "bf16"
  | "bandwidth"
  | "modelParams"
  | "apiModelParams"
  | "apiModel"
  | "inputPerMillion"
  | "outputPerMillion"
  | "translatedColumn"
  | "peopleCnyPerHour"
  | "siteSetupCny"
  | "siteCnyPerKwMonth"
  | "bandwidthMbps"
  | "machineCount"
  | "gpuFailuresPerYear"
  | "repairShare"
  | "downtimeHoursPerFailure"
  | "fp8"
  | "activeParams"
  | "layers"
  | "kvHeads"
  | "headDim"
  | "kvLatentDim"
  | "tp"
  | "engine"
  | "inputTokens"
  | "outputTokens"
  | "contextTokens"
  | "concurrency"
  | "latencyMs"
  | "latencyTarget"
  | "outputTokensPerSecond"
  | "ageYears"
  | "shareOfNew"
  | "usedPrice"
  | "newPrice";

/**
 * The keys of the kinds of work's columns of `work.csv`: `work.ts` adds them to this interface
 * beside the rules that name them, so that a kind's columns stay in its own files.
 */
// deno-lint-ignore no-empty-interface
export interface WorkCellWords {}

/** Why a machine cannot run a scenario's jobs of a month, as values (`hoursPerDayOfJobs()`). */
export type JobsOfAMonthReason =
  | { kind: "noJob"; job: string }
  | { kind: "noThroughput"; job: string; machine: string; workload: string; gpuModel: string }
  | {
    kind: "memory";
    job: string;
    machine: string;
    neededGb: number;
    gpuModel: string;
    hasGb: number;
  }
  | { kind: "tooManyHours"; machine: string; hoursPerDay: number };

/** Why a scenario's results cannot be computed, as values (`scenarioIssues()`). */
export type CaseCause =
  /** Its machine cannot run its jobs of a month. */
  | { kind: "jobs"; reason: JobsOfAMonthReason }
  /** Its currency is not one of `fx.csv`. */
  | { kind: "currency"; currency: string; known: readonly string[] }
  /** A model function refused an input: the function, the argument and what it takes. */
  | { kind: "argument"; text: string };

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
  /** The day of the rates (`fx_date`) is before `start`, the first day of the currency's first rate (this row, as of `first`). */
  | { kind: "fx-date-before-rates"; fxDate: string; currency: string; first: string; start: string }
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
  // the architectures and measured serving points (`models.ts`, `serving_points.ts`)
  /** Active parameters above `totalParams`, the model's total. */
  | { kind: "active-above-total"; totalParams: number }
  /** A work's parameters more than 1 % from `totalParams`, those of `model` of `models.csv`. */
  | { kind: "params-differ"; model: string; totalParams: number }
  | { kind: "unknown-gpu"; gpuModels: readonly string[] }
  /** A replica of more GPUs than `gpus`, or that does not divide them. */
  | { kind: "tp-of-gpus"; gpus: number }
  /** A measured point with neither its concurrency nor a latency. */
  | { kind: "point-unmeasured" }
  /** `used_prices.csv`: a share of the price new that is not the row's used ÷ new price (`ratio`). */
  | { kind: "share-of-prices"; ratio: number }
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

/**
 * Thrown when a data folder holds problems; carries every problem found, not only the first. Its
 * message names each problem by place and kind, for a programmer: a reader sees them worded
 * (`problemsText()` of `lib/present/data_problems.ts`).
 */
export class DataError extends Error {
  /** Every problem found, in file and row order. */
  readonly issues: readonly DataIssue[];
  /** The folder's name as messages show it. */
  readonly folder: string;
  /**
   * The error of `issues` of `folder`.
   *
   * @param folder the folder's name as the message shows it
   */
  constructor(issues: readonly DataIssue[], folder = "data") {
    const places = issues.slice(0, 50).map((i) =>
      `${i.file}:${i.row}:${i.column} ${i.problem?.kind ?? "expected"}`
    );
    super(`${folder}: ${issues.length}\n${places.join("\n")}`);
    this.name = "DataError";
    this.issues = issues;
    this.folder = folder;
  }
}
