/**
 * `serving_points.csv`: serving throughput as measured and published — a model of `models.csv` on
 * a GPU model of `gpus.csv` at a precision, in replicas of `tp` GPUs, with requests of so many
 * input and output tokens, so many in flight, and the latency it was served at. The serving
 * estimate takes a point that meets a load's target before its roofline. Optional: a folder
 * without it estimates every serving load.
 *
 * @module
 */
import { z } from "zod";
import {
  type CellSchema,
  gpuCount,
  id,
  number,
  type NumberRule,
  oneOf,
  optionalNumber,
  optionalText,
  shapeOf,
  type Sourced,
  sourced,
  text,
} from "./cells.ts";
import type { AsOf } from "./cells.ts";
import type { DataIssue, DataProblem } from "./errors.ts";
import { PRECISIONS } from "./work.ts";

/** The columns of `serving_points.csv`. */
export const SERVING_POINT_COLUMNS = [
  "model",
  "gpu_model",
  "precision",
  "tp",
  "gpus",
  "engine",
  "input_tokens",
  "output_tokens",
  "concurrency",
  "ttft_ms",
  "tpot_ms",
  "output_tokens_per_second",
  "notes",
  "source",
  "as_of",
] as const;

/** Tokens of a request: a whole number from 1 to 10 M. */
export const REQUEST_TOKENS = {
  min: 1,
  max: 1e7,
  integer: true,
  expected: "inputTokens",
} satisfies NumberRule;

const latency = {
  min: 0,
  minInclusive: false,
  max: 1e7,
  expected: "latencyMs",
} satisfies NumberRule;

/** The columns of one `serving_points.csv` row and how each cell is read and checked. */
export const servingPointRow: z.ZodObject<{
  model: z.ZodType<string>;
  gpu_model: CellSchema<string>;
  precision: CellSchema<(typeof PRECISIONS)[number]>;
  tp: CellSchema<number>;
  gpus: CellSchema<number>;
  engine: CellSchema<string>;
  input_tokens: CellSchema<number>;
  output_tokens: CellSchema<number>;
  concurrency: CellSchema<number | undefined>;
  ttft_ms: CellSchema<number | undefined>;
  tpot_ms: CellSchema<number | undefined>;
  output_tokens_per_second: CellSchema<number>;
  notes: CellSchema<string>;
  source: CellSchema<string>;
  as_of: CellSchema<AsOf>;
}> = z.object(shapeOf(SERVING_POINT_COLUMNS, {
  model: id(),
  gpu_model: text("gpuModelH100"),
  precision: oneOf(PRECISIONS),
  tp: number({ min: 1, max: 1024, integer: true, expected: "tp" }),
  gpus: gpuCount(),
  engine: text("engine"),
  input_tokens: number(REQUEST_TOKENS),
  output_tokens: number({ ...REQUEST_TOKENS, expected: "outputTokens" }),
  concurrency: optionalNumber({ ...REQUEST_TOKENS, expected: "concurrency" }),
  ttft_ms: optionalNumber(latency),
  tpot_ms: optionalNumber(latency),
  output_tokens_per_second: number({
    min: 0,
    minInclusive: false,
    max: 1e9,
    expected: "outputTokensPerSecond",
  }),
  notes: optionalText(),
  ...sourced(),
}));

/** The file's spec, as `parseFile` reads it: one point per setting measured. */
export const SERVING_POINTS_FILE = {
  schema: servingPointRow,
  key: undefined,
  optional: ["concurrency", "ttft_ms", "tpot_ms", "notes"],
  unique: [
    "model",
    "gpu_model",
    "precision",
    "tp",
    "gpus",
    "engine",
    "input_tokens",
    "output_tokens",
    "concurrency",
  ],
} as const;

/** A measured serving point: what `gpus` GPUs served in replicas of `tp`. */
export interface ServingPoint extends Sourced {
  /** The model, an id of `models.csv`. */
  model: string;
  /** The GPU model, as `gpus.csv` spells it. */
  gpuModel: string;
  /** The precision of the weights served. */
  precision: (typeof PRECISIONS)[number];
  /** GPUs a replica (tensor parallel). */
  tp: number;
  /** GPUs measured in all (a whole number of replicas). */
  gpus: number;
  /** The serving engine and its version. */
  engine: string;
  /** Input tokens a request. */
  inputTokens: number;
  /** Output tokens a request. */
  outputTokens: number;
  /** Requests in flight across all the GPUs; `undefined` where the source gives none. */
  concurrency: number | undefined;
  /** Time to the first token, ms; `undefined` where the source gives none. */
  ttftMs: number | undefined;
  /** Time a output token after the first, ms; `undefined` where the source gives none. */
  tpotMs: number | undefined;
  /** Output tokens a second across all the GPUs. */
  outputTokensPerSecond: number;
  /** The spreadsheet row of `serving_points.csv`. */
  row: number;
}

/**
 * Reads the rows of `serving_points.csv` and checks each against the folder: a model of
 * `models.csv`, a GPU model of `gpus.csv`, replicas that divide the GPUs, and a point that says
 * what it was measured at (its concurrency, or a latency), without which no target can use it.
 */
export function parseServingPoints(
  rows: readonly { row: number; value: z.output<typeof servingPointRow> }[],
  known: { models: ReadonlySet<string>; gpuModels: readonly string[] },
  issues: DataIssue[],
): ServingPoint[] {
  const file = "serving_points.csv";
  return rows.map(({ row, value: p }) => {
    const issue = (column: string, value: string, problem: DataProblem) =>
      issues.push({ file, row, column, value, problem });
    if (!known.models.has(p.model)) {
      issue("model", p.model, { kind: "unknown-id", file: "models.csv" });
    }
    if (!known.gpuModels.includes(p.gpu_model)) {
      issue("gpu_model", p.gpu_model, { kind: "unknown-gpu", gpuModels: known.gpuModels });
    }
    if (p.tp > p.gpus || p.gpus % p.tp !== 0) {
      issue("tp", String(p.tp), { kind: "tp-of-gpus", gpus: p.gpus });
    }
    if (p.concurrency === undefined && p.ttft_ms === undefined && p.tpot_ms === undefined) {
      issue("concurrency", "", { kind: "point-unmeasured" });
    }
    return {
      model: p.model,
      gpuModel: p.gpu_model,
      precision: p.precision,
      tp: p.tp,
      gpus: p.gpus,
      engine: p.engine,
      inputTokens: p.input_tokens,
      outputTokens: p.output_tokens,
      concurrency: p.concurrency,
      ttftMs: p.ttft_ms,
      tpotMs: p.tpot_ms,
      outputTokensPerSecond: p.output_tokens_per_second,
      notes: p.notes,
      source: p.source,
      asOf: p.as_of,
      row,
    };
  });
}
