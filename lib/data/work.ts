/**
 * The work files of a data folder, all optional: `gpus.csv` (each GPU model's peak dense BF16
 * FLOP/s, memory and memory bandwidth, sourced), `work.csv` (training runs and serving loads as
 * users state them: a model's parameters and its tokens) and `api_prices.csv` (what a hosted
 * model's API charges a million tokens, in any currency). A folder without them validates as
 * before and has no work.
 *
 * @module
 */
import { z } from "zod";
import {
  clean,
  currency,
  id,
  number,
  oneOf,
  optionalId,
  optionalNumber,
  optionalText,
  refuse,
  shapeOf,
  sourced,
  text,
} from "./cells.ts";
import type { AsOf, CellSchema, Sourced } from "./cells.ts";
import type { CellWord, DataIssue, DataProblem, DataWarning } from "./errors.ts";
import type { ToCny } from "./fx.ts";
import type { Hardware } from "./hardware.ts";
import type { ModelArch } from "./models.ts";
import type { Offering } from "./offerings.ts";
import type { ParseFile, Throughput } from "./throughput.ts";
import { TRAINING_METHODS, type TrainingMethod } from "../model/work.ts";

declare module "./errors.ts" {
  /** The keys of what the kinds of work's columns of `work.csv` hold, beside their rules below. */
  interface WorkCellWords {
    /** Tokens a training run trains on. */
    tokens: true;
    /** A training run's model FLOPs utilisation. */
    mfu: true;
    /** Runs of a training a month. */
    runsPerMonth: true;
    /** Output tokens a serving load serves a day. */
    tokensPerDay: true;
    /** A serving load's busiest hour over its mean. */
    peakFactor: true;
    /** Output tokens a batch inference job generates. */
    batchTokens: true;
    /** Hours within which a batch inference job must be done. */
    deadlineHours: true;
    /** A mix's training runs. */
    parts: true;
  }
}

/** The columns of `gpus.csv`. */
export const GPU_COLUMNS = [
  "gpu_model",
  "bf16_dense_tflops",
  "fp8_dense_tflops",
  "memory_gb",
  "memory_bandwidth_tbs",
  "notes",
  "source",
  "as_of",
] as const;

/** The columns of `api_prices.csv`. */
export const API_PRICE_COLUMNS = [
  "id",
  "provider",
  "model",
  "model_params",
  "input_per_million",
  "output_per_million",
  "currency",
  "notes",
  "source",
  "as_of",
] as const;

/**
 * The kinds of work, in the order the data and the parameters name them (`kind` of `work.csv`);
 * the scenario layer's `WORK_KIND_RECORDS` lists the same, in this order.
 */
export const WORK_KINDS = ["training", "serving", "batch", "mix"] as const;

/** The precisions a work may name, as `BYTES_PER_WEIGHT` of `lib/model/work.ts` weighs them. */
export const PRECISIONS = ["bf16", "fp16", "fp8", "int8", "int4"] as const;

/** The columns of one `gpus.csv` row. */
export const gpuRow: z.ZodObject<{
  gpu_model: CellSchema<string>;
  bf16_dense_tflops: CellSchema<number | undefined>;
  fp8_dense_tflops: CellSchema<number | undefined>;
  memory_gb: CellSchema<number>;
  memory_bandwidth_tbs: CellSchema<number | undefined>;
  notes: CellSchema<string>;
  source: CellSchema<string>;
  as_of: CellSchema<AsOf>;
}> = z.object(shapeOf(GPU_COLUMNS, {
  gpu_model: text("gpuModelH100"),
  bf16_dense_tflops: optionalNumber({
    min: 0,
    minInclusive: false,
    max: 1e5,
    expected: "bf16",
  }),
  fp8_dense_tflops: optionalNumber({
    min: 0,
    minInclusive: false,
    max: 1e5,
    expected: "fp8",
  }),
  memory_gb: number({
    min: 0,
    minInclusive: false,
    max: 10_000,
    expected: "memory",
  }),
  memory_bandwidth_tbs: optionalNumber({
    min: 0,
    minInclusive: false,
    max: 1_000,
    expected: "bandwidth",
  }),
  notes: optionalText(),
  ...sourced(),
}));

/**
 * The columns of `work.csv`, in the order the shipped file writes them: those of every work, then
 * each kind's own (a kind added to `Work` adds its columns here, its cells' rules in `workRow`
 * and its reading in `WORK_ROWS`), then the sources.
 */
export const WORK_COLUMNS = [
  "id",
  "kind",
  "description",
  "model_params",
  "tokens",
  "method",
  "precision",
  "mfu",
  "runs_per_month",
  "tokens_per_day",
  "peak_factor",
  "batch_tokens",
  "deadline_hours",
  "parts",
  "workload",
  "api",
  "model",
  "input_tokens",
  "output_tokens",
  "context_tokens",
  "ttft_ms",
  "tpot_ms",
  "notes",
  "source",
  "as_of",
] as const;

/** A column of `work.csv`. */
type WorkColumn = (typeof WORK_COLUMNS)[number];

/** The columns every row of `work.csv` fills, whatever its kind: the others may be left out. */
const FILLED = new Set<string>(
  ["id", "kind", "description", "model_params", "source", "as_of"] satisfies WorkColumn[],
);

/** Tokens of a request: a whole number from 1 to 10 M. */
const TOKENS = { min: 1, max: 1e7, integer: true } as const;

/**
 * A latency a work must be served within, ms: a number above 0, `none` for no target (a batch
 * job's), or a blank cell for the default.
 */
function latencyTarget(): CellSchema<number | "none" | undefined> {
  const ms = optionalNumber({ min: 0, minInclusive: false, max: 1e7, expected: "latencyTarget" });
  return z.string().optional().transform((value, ctx) => {
    if (clean(value).toLowerCase() === "none") return "none" as const;
    const read = ms.safeParse(value);
    if (read.success) return read.data;
    return refuse(ctx, { kind: "cell", expected: "latencyTarget", orBlank: true });
  });
}

/** The columns of one `work.csv` row. */
export const workRow: z.ZodObject<{
  id: z.ZodType<string>;
  kind: CellSchema<WorkKind>;
  description: CellSchema<string>;
  model_params: CellSchema<number | undefined>;
  tokens: CellSchema<number | undefined>;
  method: CellSchema<string>;
  precision: CellSchema<string>;
  mfu: CellSchema<number | undefined>;
  runs_per_month: CellSchema<number | undefined>;
  tokens_per_day: CellSchema<number | undefined>;
  peak_factor: CellSchema<number | undefined>;
  batch_tokens: CellSchema<number | undefined>;
  deadline_hours: CellSchema<number | undefined>;
  parts: CellSchema<string>;
  workload: CellSchema<string | undefined>;
  api: CellSchema<string | undefined>;
  model: CellSchema<string | undefined>;
  input_tokens: CellSchema<number | undefined>;
  output_tokens: CellSchema<number | undefined>;
  context_tokens: CellSchema<number | undefined>;
  ttft_ms: CellSchema<number | "none" | undefined>;
  tpot_ms: CellSchema<number | "none" | undefined>;
  notes: CellSchema<string>;
  source: CellSchema<string>;
  as_of: CellSchema<AsOf>;
}> = z.object(shapeOf(WORK_COLUMNS, {
  id: id(),
  kind: oneOf(WORK_KINDS),
  description: text("description"),
  // every kind's but a mix's, whose runs give theirs (`WORK_ROWS`)
  model_params: optionalNumber({
    min: 1e6,
    max: 1e13,
    expected: "modelParams",
  }),
  tokens: optionalNumber({
    min: 0,
    minInclusive: false,
    max: 1e15,
    expected: "tokens",
  }),
  method: optionalText(),
  precision: optionalText(),
  mfu: optionalNumber({
    min: 0,
    minInclusive: false,
    max: 1,
    percent: true,
    expected: "mfu",
  }),
  runs_per_month: optionalNumber({
    min: 0,
    minInclusive: false,
    max: 10_000,
    expected: "runsPerMonth",
  }),
  tokens_per_day: optionalNumber({
    min: 0,
    minInclusive: false,
    max: 1e15,
    expected: "tokensPerDay",
  }),
  peak_factor: optionalNumber({
    min: 1,
    max: 100,
    expected: "peakFactor",
  }),
  batch_tokens: optionalNumber({
    min: 0,
    minInclusive: false,
    max: 1e16,
    expected: "batchTokens",
  }),
  deadline_hours: optionalNumber({
    min: 0,
    minInclusive: false,
    max: 1e5,
    expected: "deadlineHours",
  }),
  parts: optionalText(),
  workload: optionalId(),
  api: optionalId(),
  model: optionalId(),
  input_tokens: optionalNumber({ ...TOKENS, expected: "inputTokens" }),
  output_tokens: optionalNumber({ ...TOKENS, expected: "outputTokens" }),
  context_tokens: optionalNumber({ ...TOKENS, expected: "contextTokens" }),
  ttft_ms: latencyTarget(),
  tpot_ms: latencyTarget(),
  notes: optionalText(),
  ...sourced(),
}));

/** The columns of one `api_prices.csv` row. */
export const apiPriceRow: z.ZodObject<{
  id: z.ZodType<string>;
  provider: CellSchema<string>;
  model: CellSchema<string>;
  model_params: CellSchema<number | undefined>;
  input_per_million: CellSchema<number>;
  output_per_million: CellSchema<number>;
  currency: CellSchema<string>;
  notes: CellSchema<string>;
  source: CellSchema<string>;
  as_of: CellSchema<AsOf>;
}> = z.object(shapeOf(API_PRICE_COLUMNS, {
  id: id(),
  provider: text("provider"),
  model: text("apiModel"),
  model_params: optionalNumber({
    min: 1e6,
    max: 1e13,
    expected: "apiModelParams",
  }),
  input_per_million: number({
    min: 0,
    max: 1e6,
    expected: "inputPerMillion",
  }),
  output_per_million: number({
    min: 0,
    max: 1e6,
    expected: "outputPerMillion",
  }),
  currency: currency(),
  notes: optionalText(),
  ...sourced(),
}));

/** The three files, their schemas, row keys and columns a file may leave out. */
export const WORK_FILES = {
  "gpus.csv": {
    schema: gpuRow,
    key: "gpu_model",
    optional: ["bf16_dense_tflops", "fp8_dense_tflops", "memory_bandwidth_tbs", "notes"],
  },
  "work.csv": {
    schema: workRow,
    key: "id",
    optional: WORK_COLUMNS.filter((c) => !FILLED.has(c)),
  },
  "api_prices.csv": {
    schema: apiPriceRow,
    key: "id",
    optional: ["model_params", "notes"],
  },
} as const;

/** A GPU model's facts: peak dense BF16 FLOP/s, memory and its bandwidth, each with its source. */
export interface GpuFacts extends Sourced {
  /** The GPU model, spelt as in the offering files. */
  gpuModel: string;
  /** Peak dense BF16 tensor throughput, TFLOP/s; `undefined` where the data has no figure. */
  bf16DenseTflops: number | undefined;
  /** Memory of one GPU, GB. */
  memoryGb: number;
  /** Memory bandwidth, TB/s; `undefined` where the data has no figure. */
  memoryBandwidthTbs: number | undefined;
  /** Peak dense FP8 tensor throughput, TFLOP/s; `undefined` for a GPU without FP8 or a figure. */
  fp8DenseTflops: number | undefined;
  /** The spreadsheet row of `gpus.csv`. */
  row: number;
}

/**
 * What a work of `work.csv` says of its model and its requests, beside its parameters (blank
 * for a training run): the columns the serving estimate reads.
 */
export interface RequestColumns {
  /** The model, an id of `models.csv`; `undefined` for none (estimated from its parameters). */
  modelId?: string | undefined;
  /** Input tokens a request; `undefined` = the default. */
  inputTokens?: number | undefined;
  /** Output tokens a request; `undefined` = the default. */
  outputTokens?: number | undefined;
  /** Tokens a request keeps in context at the most; `undefined` = input + output. */
  contextTokens?: number | undefined;
  /** Time to the first token it must be served within, ms; `"none"` for no target, `undefined` = the default. */
  ttftMs?: number | "none" | undefined;
  /** Time a output token after the first, ms; `"none"` for no target, `undefined` = the default. */
  tpotMs?: number | "none" | undefined;
}

/** A training run of `work.csv`. */
export interface TrainingWork extends Sourced, RequestColumns {
  /** Its kind. */
  kind: "training";
  /** The row's id. */
  id: string;
  /** A one-line description. */
  description: string;
  /** Parameters of the model. */
  modelParams: number;
  /** Tokens to train on. */
  tokens: number;
  /** Full training, LoRA or QLoRA. */
  method: TrainingMethod;
  /** The precision of the run (bf16 where the row gives none). */
  precision: string;
  /** Model FLOPs utilisation; `undefined` = the default (`WORK_DEFAULTS.mfu`). */
  mfu: number | undefined;
  /** Runs a month; `undefined` = run once. */
  runsPerMonth: number | undefined;
  /** A workload of `throughput.csv` measured in tokens a second for the run, else estimated from the GPU's peak. */
  workload: string | undefined;
  /** An `api_prices.csv` row to set beside it; `undefined` for none. */
  api: string | undefined;
  /** The spreadsheet row of `work.csv`. */
  row: number;
}

/** A serving load of `work.csv`. */
export interface ServingWork extends Sourced, RequestColumns {
  /** Its kind. */
  kind: "serving";
  /** The row's id. */
  id: string;
  /** A one-line description. */
  description: string;
  /** Parameters of the model served. */
  modelParams: number;
  /** Output tokens a day. */
  tokensPerDay: number;
  /** The busiest hour's rate over the day's mean (1 where the row gives none). */
  peakFactor: number;
  /** The precision of the weights served (bf16 where the row gives none). */
  precision: string;
  /** A workload of `throughput.csv` measured in tokens a second a GPU, else estimated (and said to be). */
  workload: string | undefined;
  /** An `api_prices.csv` row to set beside it; `undefined` for none. */
  api: string | undefined;
  /** The spreadsheet row of `work.csv`. */
  row: number;
}

/** A batch inference job of `work.csv`: tokens to generate within a deadline, no latency target. */
export interface BatchWork extends Sourced, RequestColumns {
  /** Its kind. */
  kind: "batch";
  /** The row's id. */
  id: string;
  /** A one-line description. */
  description: string;
  /** Parameters of the model run. */
  modelParams: number;
  /** Output tokens to generate. */
  batchTokens: number;
  /** Hours within which it must be done; `undefined` without a deadline. */
  deadlineHours: number | undefined;
  /** The precision of the weights (bf16 where the row gives none). */
  precision: string;
  /** A workload of `throughput.csv` measured in tokens a second a GPU, else estimated (and said to be). */
  workload: string | undefined;
  /** An `api_prices.csv` row to set beside it; `undefined` for none. */
  api: string | undefined;
  /** The spreadsheet row of `work.csv`. */
  row: number;
}

/**
 * A mix of training runs of `work.csv` done on the same machines: each run as often a month as
 * its row says (`runs_per_month`), so that a month of the mix is the demand.
 */
export interface MixWork extends Sourced {
  /** Its kind. */
  kind: "mix";
  /** The row's id. */
  id: string;
  /** A one-line description. */
  description: string;
  /** Parameters of its largest run's model. */
  modelParams: number;
  /** The precision of its runs (bf16). */
  precision: string;
  /** Its training runs, each repeated a number of times a month. */
  parts: TrainingWork[];
  /** Unused: each run has its own. */
  workload: string | undefined;
  /** Unused: a training run has no API. */
  api: string | undefined;
  /** The spreadsheet row of `work.csv`. */
  row: number;
}

/** A row of `work.csv`: a training run, a serving load, a batch inference job or a mix of runs. */
export type Work = TrainingWork | ServingWork | BatchWork | MixWork;

/** What a work is: its `kind` column. */
export type WorkKind = Work["kind"];

// `WORK_KINDS` names exactly the kinds of `Work`: a kind in one and not the
// other is a compile error here
const _everyKindListed: readonly WorkKind[] = WORK_KINDS;
const _onlyKindsListed = (k: WorkKind): (typeof WORK_KINDS)[number] => k;

/** The fields every work has, whatever its kind. */
export type WorkCommon = Pick<
  Work,
  | "id"
  | "description"
  | "modelParams"
  | "precision"
  | "workload"
  | "api"
  | "notes"
  | "source"
  | "asOf"
  | "row"
>;

/** A blank cell its kind cannot do without: what the column holds, said as the cell's rule says it. */
const needed = (expected: CellWord): DataProblem => ({ kind: "cell", expected, blank: true });

/**
 * Each kind's row of `work.csv`: the work its columns state, with an issue for a column it
 * needs that is blank (`issue(column, value, problem)`). One record a kind: a kind added to
 * {@linkcode Work} is a compile error here until its row is read.
 */
const WORK_ROWS: {
  [K in WorkKind]: (
    w: z.output<typeof workRow>,
    common: WorkCommon,
    issue: (column: string, value: string, problem: DataProblem) => void,
    works: readonly Work[],
    requests: RequestColumns,
  ) => Extract<Work, { kind: K }>;
} = {
  training: (w, common, issue, _works, requests) => {
    modelOf(w, issue);
    const method = w.method.trim().toLowerCase();
    if (w.tokens === undefined) issue("tokens", "", needed("tokens"));
    if (!(TRAINING_METHODS as readonly string[]).includes(method)) {
      issue("method", w.method, { kind: "method", methods: TRAINING_METHODS });
    }
    return {
      ...common,
      ...requests,
      kind: "training",
      tokens: w.tokens ?? 0,
      method: method as TrainingMethod,
      mfu: w.mfu,
      runsPerMonth: w.runs_per_month,
    };
  },
  serving: (w, common, issue, _works, requests) => {
    modelOf(w, issue);
    if (w.tokens_per_day === undefined) issue("tokens_per_day", "", needed("tokensPerDay"));
    return {
      ...common,
      ...requests,
      kind: "serving",
      tokensPerDay: w.tokens_per_day ?? 0,
      peakFactor: w.peak_factor ?? 1,
    };
  },
  batch: (w, common, issue, _works, requests) => {
    modelOf(w, issue);
    if (w.batch_tokens === undefined) issue("batch_tokens", "", needed("batchTokens"));
    return {
      ...common,
      ...requests,
      kind: "batch",
      batchTokens: w.batch_tokens ?? 0,
      deadlineHours: w.deadline_hours,
    };
  },
  // its runs are rows of the file read before it, each repeated a number of times a month
  mix: (w, common, issue, works) => {
    const runs = works.filter((x): x is TrainingWork =>
      x.kind === "training" && x.runsPerMonth !== undefined
    );
    const ids = w.parts.split("+").map((x) => x.trim()).filter((x) => x !== "");
    if (ids.length === 0) issue("parts", w.parts, needed("parts"));
    const parts = ids.flatMap((id) => {
      const run = runs.find((x) => x.id === id);
      if (run === undefined) {
        issue("parts", id, { kind: "one-of", values: runs.map((x) => x.id) });
      }
      return run === undefined ? [] : [run];
    });
    return {
      ...common,
      kind: "mix",
      modelParams: Math.max(0, ...parts.map((x) => x.modelParams)),
      parts,
    };
  },
};

/** A kind's model parameters, which every kind but a mix needs: its own, or its model's. */
function modelOf(
  w: z.output<typeof workRow>,
  issue: (column: string, value: string, problem: DataProblem) => void,
): void {
  if (w.model_params === undefined && w.model === undefined) {
    issue("model_params", "", needed("modelParams"));
  }
}

/** A hosted model's API price, CNY a million tokens. */
export interface ApiPrice {
  /** The row's id. */
  id: string;
  /** The provider. */
  provider: string;
  /** The model as the provider lists it. */
  model: string;
  /** The model's parameters where the row gives them. */
  modelParams: number | undefined;
  /** A million input tokens, CNY. */
  inputCnyPerMillion: number;
  /** A million output tokens, CNY. */
  outputCnyPerMillion: number;
  /** The row's currency, and its prices as written in it. */
  written: { currency: string; inputPerMillion: number; outputPerMillion: number };
  /** Free notes of the row. */
  notes: string;
  /** Where the prices come from. */
  source: string;
  /** The date or period the prices are as of. */
  asOf: AsOf;
  /** The spreadsheet row of `api_prices.csv`. */
  row: number;
}

/** What the work files add to a dataset. */
export interface WorkData {
  /** Rows of `gpus.csv` (none when the file is absent). */
  gpus: GpuFacts[];
  /** Rows of `work.csv` (none when the file is absent). */
  works: Work[];
  /** Rows of `api_prices.csv`, in CNY (none when the file is absent). */
  apiPrices: ApiPrice[];
}

/**
 * Reads `gpus.csv`, `work.csv` and `api_prices.csv` when present and checks them against each
 * other and the folder: a GPU's memory as `throughput.csv` gives it; a training run's tokens and
 * method, a serving load's tokens a day; a workload measured in tokens a second; an API row that
 * exists. A GPU model no offering or machine has gets a warning (a name spelt differently).
 */
export function parseWorkData(
  files: Readonly<Record<string, string>>,
  known: {
    offerings: readonly Offering[];
    hardware: readonly Hardware[];
    throughput: readonly Throughput[];
    /** The architectures of `models.csv` a work may name. */
    models: readonly ModelArch[];
  },
  toCny: ToCny,
  parse: ParseFile,
  issues: DataIssue[],
  warnings: DataWarning[],
): WorkData {
  const read = <K extends keyof typeof WORK_FILES>(name: K) =>
    files[name] === undefined ? [] : parse(name, files[name]!, WORK_FILES[name]).rows as {
      row: number;
      value: z.output<typeof WORK_FILES[K]["schema"]>;
    }[];
  const models = new Set([
    ...known.offerings.map((o) => o.gpuModel),
    ...known.hardware.map((h) => h.gpuModel),
  ]);
  const gpus: GpuFacts[] = [];
  for (const { row, value: g } of read("gpus.csv")) {
    const measured = known.throughput.find((t) => t.gpuModel === g.gpu_model);
    if (measured && measured.memoryGb !== g.memory_gb) {
      issues.push({
        file: "gpus.csv",
        row,
        column: "memory_gb",
        value: String(g.memory_gb),
        problem: {
          kind: "memory-differs",
          gb: measured.memoryGb,
          row: measured.row,
          gpuModel: g.gpu_model,
          file: "throughput.csv",
        },
      });
    }
    if (!models.has(g.gpu_model)) {
      warnings.push({
        file: "gpus.csv",
        row,
        column: "gpu_model",
        reason: { kind: "gpu-unused", gpuModel: g.gpu_model, figures: true },
      });
    }
    gpus.push({
      gpuModel: g.gpu_model,
      bf16DenseTflops: g.bf16_dense_tflops,
      fp8DenseTflops: g.fp8_dense_tflops,
      memoryGb: g.memory_gb,
      memoryBandwidthTbs: g.memory_bandwidth_tbs,
      notes: g.notes,
      source: g.source,
      asOf: g.as_of,
      row,
    });
  }
  const apiPrices: ApiPrice[] = [];
  for (const { row, value: a } of read("api_prices.csv")) {
    const rate = toCny("api_prices.csv", row, "currency", a.currency);
    apiPrices.push({
      id: a.id,
      provider: a.provider,
      model: a.model,
      modelParams: a.model_params,
      inputCnyPerMillion: a.input_per_million * rate,
      outputCnyPerMillion: a.output_per_million * rate,
      written: {
        currency: a.currency,
        inputPerMillion: a.input_per_million,
        outputPerMillion: a.output_per_million,
      },
      notes: a.notes,
      source: a.source,
      asOf: a.as_of,
      row,
    });
  }
  const tokenWorkloads = new Set(
    known.throughput.filter((t) => t.unit === "tokens/s").map((t) => t.workload),
  );
  const works: Work[] = [];
  for (const { row, value: w } of read("work.csv")) {
    const issue = (column: string, value: string, problem: DataProblem) =>
      issues.push({ file: "work.csv", row, column, value, problem });
    const precision = w.precision.trim().toLowerCase() || "bf16";
    if (!(PRECISIONS as readonly string[]).includes(precision)) {
      issue("precision", w.precision, { kind: "precision", values: PRECISIONS });
    }
    if (w.workload !== undefined && !tokenWorkloads.has(w.workload)) {
      issue("workload", w.workload, {
        kind: "unknown-token-workload",
        workloads: [...tokenWorkloads],
      });
    }
    if (w.api !== undefined && !apiPrices.some((a) => a.id === w.api)) {
      issue("api", w.api, { kind: "unknown-api", ids: apiPrices.map((a) => a.id) });
    }
    const arch = w.model === undefined ? undefined : known.models.find((m) => m.id === w.model);
    if (w.model !== undefined && arch === undefined) {
      issue("model", w.model, { kind: "unknown-id", file: "models.csv", orBlank: true });
    }
    if (
      arch !== undefined && w.model_params !== undefined &&
      Math.abs(w.model_params - arch.totalParams) > 0.01 * arch.totalParams
    ) {
      issue("model_params", String(w.model_params), {
        kind: "params-differ",
        model: arch.id,
        totalParams: arch.totalParams,
      });
    }
    const requests: RequestColumns = {
      modelId: w.model,
      inputTokens: w.input_tokens,
      outputTokens: w.output_tokens,
      contextTokens: w.context_tokens,
      ttftMs: w.ttft_ms,
      tpotMs: w.tpot_ms,
    };
    const common = {
      id: w.id,
      description: w.description,
      modelParams: w.model_params ?? arch?.totalParams ?? 0,
      precision,
      workload: w.workload,
      api: w.api,
      notes: w.notes,
      source: w.source,
      asOf: w.as_of,
      row,
    };
    works.push(WORK_ROWS[w.kind](w, common, issue, works, requests));
  }
  return { gpus, works, apiPrices };
}
