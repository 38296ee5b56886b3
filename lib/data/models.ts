/**
 * `models.csv`: the architectures of the models a serving load or a measured point names, as
 * their configs and papers give them: parameters in all and a token's share of them (a mixture of
 * experts), layers, and what a token keeps in the KV cache (KV heads × head size, or a latent of
 * multi-head latent attention). Optional: a folder without it has no architectures, and a work
 * that names none is estimated from its parameters alone.
 *
 * @module
 */
import { z } from "zod";
import {
  type CellSchema,
  id,
  number,
  type NumberRule,
  optionalNumber,
  optionalText,
  shapeOf,
  type Sourced,
  sourced,
  text,
} from "./cells.ts";
import type { AsOf } from "./cells.ts";
import type { DataIssue } from "./errors.ts";

/** The columns of `models.csv`. */
export const MODEL_COLUMNS = [
  "id",
  "description",
  "total_params",
  "active_params",
  "layers",
  "kv_heads",
  "head_dim",
  "kv_latent_dim",
  "notes",
  "source",
  "as_of",
] as const;

const params = {
  min: 1e6,
  max: 1e13,
  expected: "modelParams",
} satisfies NumberRule;

/** A whole number from 1 to `max`, said by `expected`. */
const whole = (max: number, expected: NumberRule["expected"]): NumberRule => ({
  min: 1,
  max,
  integer: true,
  expected,
});

/** The columns of one `models.csv` row and how each cell is read and checked. */
export const modelRow: z.ZodObject<{
  id: z.ZodType<string>;
  description: CellSchema<string>;
  total_params: CellSchema<number>;
  active_params: CellSchema<number | undefined>;
  layers: CellSchema<number>;
  kv_heads: CellSchema<number | undefined>;
  head_dim: CellSchema<number | undefined>;
  kv_latent_dim: CellSchema<number | undefined>;
  notes: CellSchema<string>;
  source: CellSchema<string>;
  as_of: CellSchema<AsOf>;
}> = z.object(shapeOf(MODEL_COLUMNS, {
  id: id(),
  description: text("description"),
  total_params: number(params),
  active_params: optionalNumber({ ...params, expected: "activeParams" }),
  layers: number(whole(1_000, "layers")),
  kv_heads: optionalNumber(whole(1_024, "kvHeads")),
  head_dim: optionalNumber(whole(4_096, "headDim")),
  kv_latent_dim: optionalNumber(whole(65_536, "kvLatentDim")),
  notes: optionalText(),
  ...sourced(),
}));

/** The file's spec, as `parseFile` reads it. */
export const MODELS_FILE = {
  schema: modelRow,
  key: "id",
  optional: ["active_params", "kv_heads", "head_dim", "kv_latent_dim", "notes"],
} as const;

/** A model's architecture, as the serving estimate reads it. */
export interface ModelArch extends Sourced {
  /** The row's id, as `work.csv` and `serving_points.csv` name it. */
  id: string;
  /** A one-line description. */
  description: string;
  /** Parameters in all (every expert of a mixture). */
  totalParams: number;
  /** Parameters a token runs through (a mixture's active experts); `totalParams` for a dense model. */
  activeParams: number;
  /** Transformer layers. */
  layers: number;
  /** Key-value heads a layer keeps (grouped-query attention); `undefined` for a latent. */
  kvHeads: number | undefined;
  /** Size of a head, elements; `undefined` for a latent. */
  headDim: number | undefined;
  /** Elements a layer keeps a token under multi-head latent attention (latent + RoPE key); `undefined` otherwise. */
  kvLatentDim: number | undefined;
  /** The spreadsheet row of `models.csv`. */
  row: number;
}

/**
 * Reads the rows of `models.csv` and checks each: active parameters at most the total, and a KV
 * cache it can be sized by (`kv_latent_dim`, or `kv_heads` with `head_dim`).
 */
export function parseModels(
  rows: readonly { row: number; value: z.output<typeof modelRow> }[],
  issues: DataIssue[],
): ModelArch[] {
  const file = "models.csv";
  return rows.map(({ row, value: m }) => {
    const issue = (column: string, value: string, problem: DataIssue["problem"] & object) =>
      issues.push({ file, row, column, value, problem });
    if (m.active_params !== undefined && m.active_params > m.total_params) {
      issue("active_params", String(m.active_params), {
        kind: "active-above-total",
        totalParams: m.total_params,
      });
    }
    if (m.kv_latent_dim === undefined) {
      if (m.kv_heads === undefined) {
        issue("kv_heads", "", { kind: "cell", expected: "kvHeads", blank: true });
      }
      if (m.head_dim === undefined) {
        issue("head_dim", "", { kind: "cell", expected: "headDim", blank: true });
      }
    }
    return {
      id: m.id,
      description: m.description,
      totalParams: m.total_params,
      activeParams: m.active_params ?? m.total_params,
      layers: m.layers,
      kvHeads: m.kv_heads,
      headDim: m.head_dim,
      kvLatentDim: m.kv_latent_dim,
      notes: m.notes,
      source: m.source,
      asOf: m.as_of,
      row,
    };
  });
}
