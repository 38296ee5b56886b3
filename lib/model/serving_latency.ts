/**
 * How fast a GPU serves a model's tokens while its users still see a latency target: a roofline
 * estimate of one replica of `t` GPUs (tensor parallel) decoding `b` requests at once with
 * continuous batching, each request `I` input tokens and `O` output tokens, holding at most `C`
 * tokens of KV cache.
 *
 *   KV cache a token        K = elements a token × bytes an element (2 × layers × KV heads ×
 *                           head size for grouped-query attention; layers × latent size for
 *                           multi-head latent attention)
 *   memory of a replica     W + b × K × C ≤ t × memory × (1 − reserve)   (W: every weight)
 *   weights read a step     W × (1 − (1 − W_a ÷ W)^b)    (a mixture of experts reads its active
 *                           weights W_a for one request, and more experts the larger the batch)
 *   decode, one step        max(weights read + b × K × (I + O ÷ 2)) ÷ (t × bandwidth × e_bw),
 *                               b × 2 × N_a ÷ (t × peak × e_dec)) ÷ e_tp(t)
 *   prefill, one prompt     p = I × 2 × N_a ÷ (t × peak × e_pre × e_tp(t))
 *   one step                s = decode + (b ÷ O) × p      (b ÷ O requests start each step)
 *   time per output token   TPOT = s
 *   time to first token     TTFT = p + ρ × p ÷ (2 × (1 − ρ)) + decode, ρ = (b ÷ O) × p ÷ s
 *                           (the prompt's prefill, the wait behind others', one step)
 *   output tokens a second  b ÷ s a replica, b ÷ (s × t) a GPU
 *
 * The batch is the largest that fits memory and meets both targets (each grows with the batch);
 * with no target, the largest that fits, up to `maxBatch`. Every replica size from the fewest GPUs
 * that hold the weights and one request up to the GPUs linked is tried; the one giving the most
 * tokens a second a GPU is the estimate. Attention's own FLOPs and a queue's burstiness beyond
 * the prefill wait are left out.
 *
 * Pure functions on plain numbers, no I/O.
 *
 * @module
 */

/** A model as the estimate reads it. */
export interface ServedModel {
  /** Every parameter, N: what the weights hold in memory. */
  totalParams: number;
  /** Parameters a token passes through, N_a (N for a dense model; a mixture of experts: fewer). */
  activeParams: number;
  /** Bytes a weight at the precision served. */
  bytesPerWeight: number;
  /** Bytes of KV cache one token of context holds, over every layer. */
  kvBytesPerToken: number;
}

/** A GPU as the estimate reads it. */
export interface ServingGpu {
  /** Peak dense tensor TFLOP/s at the precision computed in. */
  peakTflops: number;
  /** Memory bandwidth, TB/s. */
  bandwidthTbs: number;
  /** Memory, GB. */
  memoryGb: number;
}

/** What each request of a load asks. */
export interface RequestShape {
  /** Input (prompt) tokens a request, I. */
  inputTokens: number;
  /** Output tokens a request, O. */
  outputTokens: number;
  /** Tokens a request holds in the KV cache at most, C (at least I + O). */
  contextTokens: number;
}

/** What a load's users see at most; `null` where the load sets no bound. */
export interface LatencyTarget {
  /** Time to the first token, ms. */
  ttftMs: number | null;
  /** Time per output token after the first, ms. */
  tpotMs: number | null;
}

/** The assumptions of the estimate, each stated; the README gives its error on measured points. */
export interface ServingEstimateOptions {
  /** Share of peak FLOP/s a prefill reaches. */
  prefillEfficiency: number;
  /** Share of peak FLOP/s a decode step's matrix products reach. */
  decodeEfficiency: number;
  /** Share of peak memory bandwidth a decode step reaches. */
  bandwidthEfficiency: number;
  /** What each doubling of the GPUs of a replica keeps of their sum (its all-reduce's toll). */
  tensorParallelEfficiency: number;
  /** Share of each GPU's memory kept for activations, graphs and fragments, not for weights or KV. */
  memoryReserve: number;
  /** The most requests an engine batches at once. */
  maxBatch: number;
  /** The most GPUs a replica spans. */
  maxReplicaGpus: number;
}

/**
 * The estimate's assumptions. Efficiencies set so the estimate meets the measured points of
 * `serving_points.csv` within the error the README gives (`tests/model/serving_latency_test.ts`
 * checks them); the memory reserve is vLLM's default `gpu_memory_utilization` of 0.9; the largest
 * batch TensorRT-LLM's default `max_batch_size` of 2,048.
 */
export const SERVING_ESTIMATE: Readonly<ServingEstimateOptions> = {
  prefillEfficiency: 0.5,
  decodeEfficiency: 0.5,
  bandwidthEfficiency: 0.75,
  tensorParallelEfficiency: 0.9,
  memoryReserve: 0.1,
  maxBatch: 2_048,
  maxReplicaGpus: 8,
};

/** One replica size at the load's target. */
export interface ReplicaAtTarget {
  /** GPUs of the replica, t. */
  gpus: number;
  /** Requests decoded at once, b. */
  batch: number;
  /** Output tokens a second one GPU serves. */
  perGpuPerSecond: number;
  /** Time to the first token at that batch, ms. */
  ttftMs: number;
  /** Time per output token at that batch, ms. */
  tpotMs: number;
  /** Share of the replica's time spent on prompts (prefill), in [0, 1]: the input tokens' share of its cost. */
  prefillShare: number;
  /** Memory the replica holds at that batch: weights and KV cache, GB. */
  memoryGb: number;
  /** Where the batch stops: memory, TTFT, TPOT, or the engine's largest batch. */
  boundBy: "memory" | "ttft" | "tpot" | "max-batch";
}

/** The timings of one step of a replica at batch `b`. */
export interface StepTimes {
  /** Decoding one token of each of the b requests, s. */
  decodeS: number;
  /** Prefilling one prompt alone, s. */
  prefillS: number;
  /** One step, the prompts that start in it included, s (= TPOT). */
  stepS: number;
  /** Time to the first token, s. */
  ttftS: number;
  /** Share of the time spent on prompts. */
  prefillShare: number;
}

/** What `t` GPUs keep of their sum in a replica: e_tp^(log₂ t). */
export function tensorParallelKeeps(gpus: number, efficiency: number): number {
  return gpus <= 1 ? 1 : efficiency ** Math.log2(gpus);
}

/**
 * Bytes of the weights one decode step reads at batch `b`: each request's tokens route through a
 * share N_a ÷ N of the weights, drawn apart, so the batch reads W × (1 − (1 − N_a ÷ N)^b); one
 * request the active weights, a dense model all of them.
 */
export function weightsReadBytes(model: ServedModel, batch: number): number {
  const total = model.totalParams * model.bytesPerWeight;
  const share = Math.min(1, model.activeParams / model.totalParams);
  if (share >= 1) return total;
  return total * (1 - (1 - share) ** batch);
}

/**
 * The step of one replica of `gpus` GPUs at batch `batch` (see the module's formulas).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { SERVING_ESTIMATE, stepTimes } from "./serving_latency.ts";
 *
 * // 70 B dense in FP8 (70 GB), 0.16 MB of KV a token, on two H100s (1,979 TFLOP/s FP8,
 * // 3.35 TB/s), 64 requests of 2,000 in and 500 out: decode reads 70 GB + 64 × 0.16 MB ×
 * // 2,250 = 93.6 GB over 2 × 3.35 × 0.75 TB/s, ÷ 0.9: 20.7 ms a step
 * const model = { totalParams: 70e9, activeParams: 70e9, bytesPerWeight: 1, kvBytesPerToken: 163_840 };
 * const gpu = { peakTflops: 1_979, bandwidthTbs: 3.35, memoryGb: 80 };
 * const shape = { inputTokens: 2_000, outputTokens: 500, contextTokens: 2_500 };
 * const t = stepTimes(model, gpu, shape, 2, 64, SERVING_ESTIMATE);
 * assert.equal((t.decodeS * 1e3).toFixed(1), "20.7");
 * ```
 */
export function stepTimes(
  model: ServedModel,
  gpu: ServingGpu,
  shape: RequestShape,
  gpus: number,
  batch: number,
  options: ServingEstimateOptions,
): StepTimes {
  const keeps = tensorParallelKeeps(gpus, options.tensorParallelEfficiency);
  const flops = gpus * gpu.peakTflops * 1e12;
  const bytesPerSecond = gpus * gpu.bandwidthTbs * 1e12 * options.bandwidthEfficiency;
  const meanContext = shape.inputTokens + shape.outputTokens / 2;
  const read = weightsReadBytes(model, batch) + batch * model.kvBytesPerToken * meanContext;
  const byBandwidth = read / bytesPerSecond;
  const byCompute = batch * 2 * model.activeParams / (flops * options.decodeEfficiency);
  const decodeS = Math.max(byBandwidth, byCompute) / keeps;
  const prefillS = shape.inputTokens * 2 * model.activeParams /
    (flops * options.prefillEfficiency * keeps);
  const prefillPerStep = batch / Math.max(1, shape.outputTokens) * prefillS;
  const stepS = decodeS + prefillPerStep;
  const share = stepS > 0 ? prefillPerStep / stepS : 0;
  const wait = share < 1 ? share * prefillS / (2 * (1 - share)) : Infinity;
  return { decodeS, prefillS, stepS, ttftS: prefillS + wait + decodeS, prefillShare: share };
}

/** GB a replica of `gpus` GPUs leaves for the KV cache once its weights are in; negative when they do not fit. */
export function kvRoomGb(
  model: ServedModel,
  gpu: ServingGpu,
  gpus: number,
  options: Pick<ServingEstimateOptions, "memoryReserve">,
): number {
  return gpus * gpu.memoryGb * (1 - options.memoryReserve) -
    model.totalParams * model.bytesPerWeight / 1e9;
}

/**
 * GB a replica needs at the least: its weights and one request's KV cache at the full context,
 * over the share of memory not kept in reserve. A longer context never needs less.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { replicaMemoryGb, SERVING_ESTIMATE } from "./serving_latency.ts";
 *
 * // 70 GB of weights and 128,000 tokens × 0.16 MB = 21 GB, over 0.9: 101.1 GB (two 80 GB GPUs)
 * const model = { totalParams: 70e9, activeParams: 70e9, bytesPerWeight: 1, kvBytesPerToken: 163_840 };
 * assert.equal(replicaMemoryGb(model, 128_000, SERVING_ESTIMATE).toFixed(1), "101.1");
 * ```
 */
export function replicaMemoryGb(
  model: ServedModel,
  contextTokens: number,
  options: Pick<ServingEstimateOptions, "memoryReserve">,
): number {
  return (model.totalParams * model.bytesPerWeight + model.kvBytesPerToken * contextTokens) / 1e9 /
    (1 - options.memoryReserve);
}

/** The most requests whose full context fits beside the weights on `gpus` GPUs. */
export function requestsThatFit(
  model: ServedModel,
  gpu: ServingGpu,
  shape: RequestShape,
  gpus: number,
  options: Pick<ServingEstimateOptions, "memoryReserve">,
): number {
  const room = kvRoomGb(model, gpu, gpus, options) * 1e9;
  if (room <= 0) return 0;
  const perRequest = model.kvBytesPerToken * shape.contextTokens;
  return perRequest > 0 ? Math.floor(room / perRequest + 1e-9) : Number.MAX_SAFE_INTEGER;
}

/** Whether a step meets the target. */
function meets(t: StepTimes, target: LatencyTarget): boolean {
  return (target.tpotMs === null || t.stepS * 1e3 <= target.tpotMs + 1e-9) &&
    (target.ttftMs === null || t.ttftS * 1e3 <= target.ttftMs + 1e-9);
}

/**
 * One replica of `gpus` GPUs at the largest batch that fits memory and meets `target`;
 * `undefined` when not even one request fits or meets it.
 */
export function replicaAtTarget(
  model: ServedModel,
  gpu: ServingGpu,
  shape: RequestShape,
  target: LatencyTarget,
  gpus: number,
  options: ServingEstimateOptions = SERVING_ESTIMATE,
): ReplicaAtTarget | undefined {
  const fits = Math.min(requestsThatFit(model, gpu, shape, gpus, options), options.maxBatch);
  if (fits < 1) return undefined;
  const at = (b: number) => stepTimes(model, gpu, shape, gpus, b, options);
  if (!meets(at(1), target)) return undefined;
  // TTFT and TPOT each grow with the batch: the largest that meets both, by halving
  let low = 1;
  let high = fits;
  if (!meets(at(high), target)) {
    while (high - low > 1) {
      const mid = Math.floor((low + high) / 2);
      if (meets(at(mid), target)) low = mid;
      else high = mid;
    }
    high = low;
  }
  const batch = high;
  const t = at(batch);
  const next = batch + 1;
  const boundBy: ReplicaAtTarget["boundBy"] = batch === fits
    ? (fits === options.maxBatch ? "max-batch" : "memory")
    : (() => {
      const n = at(next);
      return target.tpotMs !== null && n.stepS * 1e3 > target.tpotMs + 1e-9 ? "tpot" : "ttft";
    })();
  return {
    gpus,
    batch,
    perGpuPerSecond: batch / t.stepS / gpus,
    ttftMs: t.ttftS * 1e3,
    tpotMs: t.stepS * 1e3,
    prefillShare: t.prefillShare,
    memoryGb: (model.totalParams * model.bytesPerWeight +
      batch * model.kvBytesPerToken * shape.contextTokens) / 1e9,
    boundBy,
  };
}

/** The replica sizes tried: powers of two from 1 to `most`. */
export function replicaSizes(most: number): number[] {
  const sizes: number[] = [];
  for (let t = 1; t <= most; t *= 2) sizes.push(t);
  return sizes;
}

/**
 * Every replica size up to `options.maxReplicaGpus` that holds the model and meets the target,
 * fewest GPUs first.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { replicasAtTarget } from "./serving_latency.ts";
 *
 * // 70 B in FP8 on H100s at 1 s to the first token and 50 ms a token: one GPU holds the
 * // weights but few requests; two or more serve at the target
 * const model = { totalParams: 70e9, activeParams: 70e9, bytesPerWeight: 1, kvBytesPerToken: 163_840 };
 * const gpu = { peakTflops: 1_979, bandwidthTbs: 3.35, memoryGb: 80 };
 * const shape = { inputTokens: 2_000, outputTokens: 500, contextTokens: 2_500 };
 * const r = replicasAtTarget(model, gpu, shape, { ttftMs: 1_000, tpotMs: 50 });
 * assert.deepEqual(r.map((x) => x.gpus), [1, 2, 4, 8]);
 * assert.ok(r.every((x) => x.tpotMs <= 50 && x.ttftMs <= 1_000));
 * ```
 */
export function replicasAtTarget(
  model: ServedModel,
  gpu: ServingGpu,
  shape: RequestShape,
  target: LatencyTarget,
  options: ServingEstimateOptions = SERVING_ESTIMATE,
): ReplicaAtTarget[] {
  return replicaSizes(options.maxReplicaGpus)
    .map((t) => replicaAtTarget(model, gpu, shape, target, t, options))
    .filter((r): r is ReplicaAtTarget => r !== undefined);
}

/** Of replica sizes, the one serving the most tokens a second a GPU (the fewest GPUs on a tie). */
export function fastestReplica(
  replicas: readonly ReplicaAtTarget[],
): ReplicaAtTarget | undefined {
  let best: ReplicaAtTarget | undefined;
  for (const r of replicas) {
    if (best === undefined || r.perGpuPerSecond > best.perGpuPerSecond * (1 + 1e-12)) best = r;
  }
  return best;
}

/**
 * Bytes of KV cache a token holds: elements a token × bytes an element. Grouped-query attention:
 * 2 (K and V) × layers × KV heads × head size; multi-head latent attention: layers × latent size.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { kvBytesPerToken } from "./serving_latency.ts";
 *
 * // Llama 3.1 70 B: 80 layers, 8 KV heads of 128, in FP8: 2 × 80 × 8 × 128 = 163,840 bytes
 * assert.equal(kvBytesPerToken({ layers: 80, kvHeads: 8, headDim: 128 }, 1), 163_840);
 * // DeepSeek-V3: 61 layers × 576 in BF16 = 70,272 bytes
 * assert.equal(kvBytesPerToken({ layers: 61, kvLatentDim: 576 }, 2), 70_272);
 * ```
 */
export function kvBytesPerToken(
  arch: { layers: number; kvHeads?: number; headDim?: number; kvLatentDim?: number },
  bytesPerElement: number,
): number {
  const elements = arch.kvLatentDim !== undefined
    ? arch.layers * arch.kvLatentDim
    : 2 * arch.layers * (arch.kvHeads ?? 0) * (arch.headDim ?? 0);
  return elements * bytesPerElement;
}

/**
 * KV cache elements a token where a work names no architecture: 0.6 × √N, the rule of the Llama 3
 * models of `models.csv` (8 B: 65,536 = 0.73 √N; 70 B: 163,840 = 0.62 √N; 405 B: 258,048 =
 * 0.41 √N); an estimate within ±35 % of them, high for the largest.
 */
export function kvElementsByRule(totalParams: number): number {
  return 0.6 * Math.sqrt(totalParams);
}

/**
 * Bytes a KV cache element takes at a precision: 1 where the weights are 8-bit (an FP8 KV cache,
 * as FP8 checkpoints serve), else 2 (a 16-bit cache, also beside 4-bit weights).
 */
export function kvBytesPerElement(bytesPerWeight: number): number {
  return bytesPerWeight === 1 ? 1 : 2;
}
