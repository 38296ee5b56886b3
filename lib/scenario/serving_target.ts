/**
 * A served model's speed at its load's latency target, on one GPU model: the replica sizes that
 * meet it, each with its tokens a second a GPU, in this order of trust:
 *
 * 1. with no target, the maximum throughput `throughput.csv` measures for the work's workload
 *    (what a batch job with requests queued reaches);
 * 2. a measured point of `serving_points.csv` for the same model, GPU and precision at the load's
 *    input and output tokens a request (within 10 %), whose latency meets the target (the fastest
 *    a GPU for each replica size);
 * 3. the roofline estimate of `lib/model/serving_latency.ts` over the model's architecture
 *    (`models.csv`; else the KV cache by the stated rule).
 *
 * A load states what its users see: input and output tokens a request, the context it holds, and
 * a time to the first token and a time per output token; what it leaves out takes
 * {@linkcode SERVING_LOAD_DEFAULTS}. No I/O, no `Deno`: the what-if page runs it.
 *
 * @module
 */
import type { ApiPrice, Dataset, GpuFacts } from "../data/load.ts";
import type { ServingWork, WorkKind } from "../data/work.ts";
import { throughputOf } from "../data/throughput_of.ts";
import { BYTES_PER_WEIGHT, servingMemoryGb } from "../model/work.ts";
import {
  kvBytesPerElement,
  kvBytesPerToken,
  kvElementsByRule,
  type LatencyTarget,
  replicaMemoryGb,
  replicasAtTarget,
  type RequestShape,
  requestsThatFit,
  type ServedModel,
  SERVING_ESTIMATE,
  type ServingGpu,
  stepTimes,
} from "../model/serving_latency.ts";
import type { PerMillionSplit, ServingReplica } from "./work_types.ts";

export type { ServingReplica };

/**
 * A work that serves a model's tokens (a serving load or a batch job): the fields of a serving
 * load these functions read, of any kind.
 */
export type ServedWork =
  & Pick<
    ServingWork,
    | "id"
    | "modelId"
    | "modelParams"
    | "precision"
    | "workload"
    | "api"
    | "inputTokens"
    | "outputTokens"
    | "contextTokens"
    | "ttftMs"
    | "tpotMs"
  >
  & { kind: WorkKind };

/**
 * What a load that states no more takes: 1,000 input and 1,000 output tokens a request (the
 * shape of the published benchmarks, TensorRT-LLM's and InferenceX's 1k/1k); a serving load an
 * interactive chat target of 1 s to the first token and 50 ms a token (20 tokens a second a
 * user, faster than one reads; MLPerf's interactive Llama 2 70 B target is 450 ms and 40 ms, its
 * server target 2 s and 200 ms); a batch job no target.
 */
export const SERVING_LOAD_DEFAULTS = {
  inputTokens: 1_000,
  outputTokens: 1_000,
  interactive: { ttftMs: 1_000, tpotMs: 50 },
  offline: { ttftMs: null, tpotMs: null },
} as const;

/** How close a measured point's input and output tokens a request must be to the load's: 10 %. */
export const POINT_SHAPE_TOLERANCE = 0.1;

/** What each request of the load asks, its defaults filled in. */
export function requestShape(work: ServedWork): RequestShape {
  const inputTokens = work.inputTokens ?? SERVING_LOAD_DEFAULTS.inputTokens;
  const outputTokens = work.outputTokens ?? SERVING_LOAD_DEFAULTS.outputTokens;
  return {
    inputTokens,
    outputTokens,
    contextTokens: Math.max(work.contextTokens ?? 0, inputTokens + outputTokens),
  };
}

/** A target's bound: `none` and 0 set none; blank takes the kind's default. */
function bound(value: number | "none" | undefined, fallback: number | null): number | null {
  if (value === "none" || value === 0) return null;
  return value ?? fallback;
}

/**
 * The load's latency target, its kind's default where it states none: a serving load's users
 * wait (`interactive`), any other work's do not (`offline`).
 */
export function latencyTarget(work: ServedWork): LatencyTarget {
  const d = SERVING_LOAD_DEFAULTS[work.kind === "serving" ? "interactive" : "offline"];
  return { ttftMs: bound(work.ttftMs, d.ttftMs), tpotMs: bound(work.tpotMs, d.tpotMs) };
}

/** Whether the load sets no latency bound at all (so it is served at the maximum throughput). */
export function noTarget(target: LatencyTarget): boolean {
  return target.ttftMs === null && target.tpotMs === null;
}

/** Bytes a weight at a work's precision (2 for BF16). */
function bytesOf(precision: string): number {
  return BYTES_PER_WEIGHT[precision] ?? 2;
}

/**
 * The architecture of `models.csv` a work names, while its parameters are the architecture's
 * (within 1 %): a work whose `model_params` a reader changed is no longer that model.
 */
export function archOf(
  dataset: Pick<Dataset, "models">,
  work: Pick<ServedWork, "modelId" | "modelParams">,
): Dataset["models"][number] | undefined {
  const arch = work.modelId === undefined
    ? undefined
    : dataset.models.find((m) => m.id === work.modelId);
  return arch !== undefined &&
      Math.abs(arch.totalParams - work.modelParams) <= 0.01 * arch.totalParams
    ? arch
    : undefined;
}

/**
 * The model as the estimate reads it: its architecture from `models.csv` where the work names
 * one, else its parameters, dense, and the KV cache by the rule of `kvElementsByRule()`.
 */
export function servedModel(dataset: Pick<Dataset, "models">, work: ServedWork): ServedModel {
  const bytesPerWeight = bytesOf(work.precision);
  const perElement = kvBytesPerElement(bytesPerWeight);
  const arch = archOf(dataset, work);
  if (arch === undefined) {
    return {
      totalParams: work.modelParams,
      activeParams: work.modelParams,
      bytesPerWeight,
      kvBytesPerToken: kvElementsByRule(work.modelParams) * perElement,
    };
  }
  return {
    totalParams: arch.totalParams,
    activeParams: arch.activeParams,
    bytesPerWeight,
    kvBytesPerToken: kvBytesPerToken(arch, perElement),
  };
}

/**
 * A GPU as the estimate reads it: its FP8 peak where the weights are 8-bit or less and it has FP8
 * tensor cores (`fp8_dense_tflops`), else its dense BF16 peak (weights stored small are computed
 * in 16 bits); `undefined` without a peak or a bandwidth.
 */
export function servingGpu(facts: GpuFacts | undefined, precision: string): ServingGpu | undefined {
  if (facts?.bf16DenseTflops === undefined || facts.memoryBandwidthTbs === undefined) {
    return undefined;
  }
  const small = bytesOf(precision) <= 1;
  return {
    peakTflops: small && facts.fp8DenseTflops !== undefined
      ? facts.fp8DenseTflops
      : facts.bf16DenseTflops,
    bandwidthTbs: facts.memoryBandwidthTbs,
    memoryGb: facts.memoryGb,
  };
}

/** Whether a measured point is of the work's model at its precision on `gpuModel`. */
function samePoint(
  p: { model: string; gpuModel: string; precision: string },
  work: { modelId: string | undefined; precision: string },
  gpuModel: string,
): boolean {
  return p.model === work.modelId && p.gpuModel === gpuModel && p.precision === work.precision;
}

/** Whether a measured point's shape is the load's (within {@linkcode POINT_SHAPE_TOLERANCE}). */
function sameShape(
  p: { inputTokens: number; outputTokens: number },
  shape: RequestShape,
): boolean {
  const near = (a: number, b: number) => Math.abs(a - b) <= POINT_SHAPE_TOLERANCE * b;
  return near(p.inputTokens, shape.inputTokens) && near(p.outputTokens, shape.outputTokens);
}

/** Whether a measured point meets the target: each bound it sets stated and within it. */
function pointMeets(
  p: { ttftMs?: number; tpotMs?: number },
  target: LatencyTarget,
): boolean {
  const within = (v: number | undefined, b: number | null) =>
    b === null || (v !== undefined && v <= b + 1e-9);
  return within(p.ttftMs, target.ttftMs) && within(p.tpotMs, target.tpotMs);
}

/**
 * Every replica size one GPU model serves the load at within its target, fewest GPUs first, and
 * how each is known (the module's order); none where it cannot meet the target or its facts are
 * missing.
 */
export function servingReplicas(
  dataset: Pick<Dataset, "gpus" | "throughput" | "models" | "servingPoints">,
  work: ServedWork,
  way: { id: string; gpuModel: string },
): ServingReplica[] {
  const shape = requestShape(work);
  const target = latencyTarget(work);
  const model = servedModel(dataset, work);
  // the measured points of the model the work names, while it is that model
  const named = { modelId: archOf(dataset, work)?.id, precision: work.precision };
  const facts = dataset.gpus.find((g) => g.gpuModel === way.gpuModel);
  const gpu = servingGpu(facts, work.precision);
  // the prompts' share of a replica's time at a measured point: at its requests in flight, else
  // (a maximum measured with requests queued) at the most its memory holds, as at that maximum
  const share = (gpus: number, batch: number | undefined) => {
    if (gpu === undefined) return 0;
    const most = Math.min(
      requestsThatFit(model, gpu, shape, gpus, SERVING_ESTIMATE),
      SERVING_ESTIMATE.maxBatch,
    );
    return stepTimes(model, gpu, shape, gpus, Math.max(1, batch ?? most), SERVING_ESTIMATE)
      .prefillShare;
  };
  if (noTarget(target) && work.workload !== undefined) {
    const t = throughputOf(dataset.throughput, work.workload, way);
    if (t !== undefined) {
      const memoryGb = facts?.memoryGb ?? t.memoryGb;
      const gpus = Math.max(
        1,
        Math.ceil(
          servingMemoryGb({ modelParams: work.modelParams, bytesPerWeight: model.bytesPerWeight }) /
              memoryGb - 1e-9,
        ),
      );
      return [{
        gpus,
        perSecond: t.perSecond,
        basis: "measured",
        prefillShare: share(gpus, undefined),
        batch: undefined,
        ttftMs: undefined,
        tpotMs: undefined,
        boundBy: t.source,
      }];
    }
  }
  const measured = new Map<number, ServingReplica>();
  for (const p of dataset.servingPoints) {
    if (!samePoint(p, named, way.gpuModel) || !sameShape(p, shape) || !pointMeets(p, target)) {
      continue;
    }
    const perSecond = p.outputTokensPerSecond / p.gpus;
    const replicas = p.gpus / p.tp;
    const batch = p.concurrency === undefined ? undefined : p.concurrency / replicas;
    const was = measured.get(p.tp);
    if (was !== undefined && was.perSecond >= perSecond) continue;
    measured.set(p.tp, {
      gpus: p.tp,
      perSecond,
      basis: "measured",
      prefillShare: share(p.tp, batch),
      batch,
      ttftMs: p.ttftMs,
      tpotMs: p.tpotMs,
      boundBy: p.source,
    });
  }
  if (measured.size > 0) return [...measured.values()].sort((a, b) => a.gpus - b.gpus);
  if (gpu === undefined) return [];
  // points of this shape measured, none meeting the target: an estimate never promises more than
  // the slowest of them a GPU, so a tighter target never serves faster
  const slowest = new Map<number, number>();
  for (const p of dataset.servingPoints) {
    if (!samePoint(p, named, way.gpuModel) || !sameShape(p, shape)) continue;
    const perSecond = p.outputTokensPerSecond / p.gpus;
    slowest.set(p.tp, Math.min(slowest.get(p.tp) ?? Infinity, perSecond));
  }
  return replicasAtTarget(model, gpu, shape, target).map((r) => ({
    gpus: r.gpus,
    perSecond: Math.min(r.perGpuPerSecond, slowest.get(r.gpus) ?? Infinity),
    basis: "estimate",
    prefillShare: r.prefillShare,
    batch: r.batch,
    ttftMs: r.ttftMs,
    tpotMs: r.tpotMs,
    boundBy: r.boundBy,
  }));
}

/** Of the replica sizes, the fastest a GPU that `fits` allows (the fewest GPUs on a tie). */
export function bestReplica(
  replicas: readonly ServingReplica[],
  fits: (gpus: number) => boolean = () => true,
): ServingReplica | undefined {
  let best: ServingReplica | undefined;
  for (const r of replicas) {
    if (!fits(r.gpus)) continue;
    if (best === undefined || r.perSecond > best.perSecond * (1 + 1e-12)) best = r;
  }
  return best;
}

/**
 * GB one replica needs at the least: the weights and one request's KV cache at the full context,
 * over the share of memory not kept in reserve (`replicaMemoryGb()`).
 */
export function servedReplicaMemoryGb(
  dataset: Pick<Dataset, "models">,
  work: ServedWork,
): number {
  return replicaMemoryGb(
    servedModel(dataset, work),
    requestShape(work).contextTokens,
    SERVING_ESTIMATE,
  );
}

/**
 * A cost over a load's tokens, a million each: the prompts' share (`prefillShare`) over the input
 * tokens, the rest over the output tokens, and the whole over both.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { perMillionSplit } from "./serving_target.ts";
 *
 * // 1,000 CNY for 4 M input and 1 M output tokens, 60 % of the time on prompts:
 * // 600 ÷ 4 = 150 a million input, 400 ÷ 1 = 400 a million output, 1,000 ÷ 5 = 200 blended,
 * // 1,000 ÷ 1 = 1,000 over the output tokens alone
 * assert.deepEqual(perMillionSplit(1_000, 4e6, 1e6, 0.6), {
 *   input: 150, output: 400, blended: 200, allInOutput: 1_000,
 * });
 * ```
 */
export function perMillionSplit(
  cny: number,
  inputTokens: number,
  outputTokens: number,
  prefillShare: number,
): PerMillionSplit {
  const per = (c: number, tokens: number) => tokens > 0 ? c / (tokens / 1e6) : c > 0 ? Infinity : 0;
  return {
    input: per(cny * prefillShare, inputTokens),
    output: per(cny * (1 - prefillShare), outputTokens),
    blended: per(cny, inputTokens + outputTokens),
    allInOutput: per(cny, outputTokens),
  };
}

/**
 * An API's price a million output tokens at a load's shape: its output price and its input
 * price for the input tokens each output token brings (input ÷ output a request).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { apiCnyPerMillionOutput } from "./serving_target.ts";
 *
 * // 4 CNY a million in, 8 out; 2,000 in and 500 out a request: 8 + 4 × 4 = 24
 * const api = { inputCnyPerMillion: 4, outputCnyPerMillion: 8 };
 * assert.equal(apiCnyPerMillionOutput(api, { inputTokens: 2_000, outputTokens: 500 }), 24);
 * ```
 */
export function apiCnyPerMillionOutput(
  api: Pick<ApiPrice, "inputCnyPerMillion" | "outputCnyPerMillion">,
  shape: Pick<RequestShape, "inputTokens" | "outputTokens">,
): number {
  return api.outputCnyPerMillion +
    api.inputCnyPerMillion * shape.inputTokens / Math.max(1, shape.outputTokens);
}

/** An API's price a million input, output and blended tokens at a load's shape. */
export function apiSplit(
  api: Pick<ApiPrice, "inputCnyPerMillion" | "outputCnyPerMillion">,
  shape: Pick<RequestShape, "inputTokens" | "outputTokens">,
): PerMillionSplit {
  const i = shape.inputTokens;
  const o = Math.max(1, shape.outputTokens);
  return {
    input: api.inputCnyPerMillion,
    output: api.outputCnyPerMillion,
    blended: (api.inputCnyPerMillion * i + api.outputCnyPerMillion * o) / (i + o),
    allInOutput: apiCnyPerMillionOutput(api, shape),
  };
}

/** A measured point beside what the estimate gives at its batch. */
export interface PointCheck {
  /** The measured point. */
  point: Dataset["servingPoints"][number];
  /** Output tokens a second a GPU, measured. */
  measured: number;
  /** The estimate at the point's replica size and requests in flight a replica. */
  estimated: number;
  /** estimated ÷ measured − 1. */
  error: number;
  /** The estimate's time per output token and to the first token at that batch, ms. */
  tpotMs: number;
  /** The estimate's time to the first token, ms. */
  ttftMs: number;
}

/**
 * The estimate at each measured point that states its concurrency, for the error the README
 * gives: the point's model, GPU and precision, its replica size and requests in flight a replica
 * (its concurrency over its replicas), its input and output tokens a request.
 */
export function checkPoints(
  dataset: Pick<Dataset, "gpus" | "models" | "servingPoints">,
): PointCheck[] {
  return dataset.servingPoints.flatMap((p) => {
    const arch = dataset.models.find((m) => m.id === p.model);
    const gpu = servingGpu(dataset.gpus.find((g) => g.gpuModel === p.gpuModel), p.precision);
    if (arch === undefined || gpu === undefined || p.concurrency === undefined) return [];
    const bytesPerWeight = bytesOf(p.precision);
    const model: ServedModel = {
      totalParams: arch.totalParams,
      activeParams: arch.activeParams,
      bytesPerWeight,
      kvBytesPerToken: kvBytesPerToken(arch, kvBytesPerElement(bytesPerWeight)),
    };
    const shape = {
      inputTokens: p.inputTokens,
      outputTokens: p.outputTokens,
      contextTokens: p.inputTokens + p.outputTokens,
    };
    const batch = p.concurrency / (p.gpus / p.tp);
    const t = stepTimes(model, gpu, shape, p.tp, batch, SERVING_ESTIMATE);
    const estimated = batch / t.stepS / p.tp;
    const measured = p.outputTokensPerSecond / p.gpus;
    return [{
      point: p,
      measured,
      estimated,
      error: estimated / measured - 1,
      tpotMs: t.stepS * 1e3,
      ttftMs: t.ttftS * 1e3,
    }];
  });
}
