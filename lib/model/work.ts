/**
 * The work as users state it: a training run by model size and tokens, and a serving load by
 * tokens a day, turned into what the cost model prices: GPU-hours on a GPU of a given peak, the
 * memory the work needs (and so the GPUs it must spread over), and tokens a second per GPU.
 *
 *   training FLOPs          C = k × N × D, k = 6 for full training (forward 2N, backward 4N a
 *                           token), 4 for LoRA and QLoRA (no weight gradients for the frozen N)
 *   tokens a second a GPU   s = peak FLOP/s × MFU ÷ (k × N)
 *   GPU-hours               C ÷ (peak FLOP/s × MFU × 3600)
 *   memory to train         bytes a parameter × N × (1 + activations), 16 bytes with Adam in
 *                           mixed precision (weights 2, gradients 2, optimizer states and master
 *                           weights 12); LoRA: 2 (16-bit weights); QLoRA: 0.5 (4-bit weights);
 *                           the adapters and their optimizer states are counted in `activations`
 *   memory to serve         bytes a weight × N × (1 + KV cache and buffers)
 *   serving, estimated      one decode step reads every weight once: at batch b a GPU group
 *                           holding the model yields at most b × bandwidth ÷ weight bytes tokens a
 *                           second, and at most peak × MFU ÷ (2N) (each token costs 2N FLOPs)
 *
 * Pure functions on plain numbers; the figures and their sources are in `WORK_DEFAULTS` and in the
 * data (`gpus.csv`, `work.csv`).
 *
 * @module
 */

/** How a model's weights are trained: all of them, or small adapters beside frozen ones. */
export type TrainingMethod = "full" | "lora" | "qlora";

/** The training methods, in the order the data and `-p method=` name them. */
export const TRAINING_METHODS: readonly TrainingMethod[] = ["full", "lora", "qlora"];

/** What one training method costs a parameter and a token. */
export interface MethodFacts {
  /** FLOPs a parameter a token (6 full: 2 forward + 4 backward; 4 with frozen weights). */
  flopsPerParamToken: number;
  /** Bytes a parameter held in GPU memory while training. */
  bytesPerParam: number;
}

/**
 * The facts of each training method. Full training: C ≈ 6·N·D (Kaplan et al. 2020, section 2.1;
 * EleutherAI, "Transformer Math 101", 2023) and 16 bytes a parameter with Adam in mixed
 * precision ("Transformer Math 101": 2 weights + 2 gradients + 12 optimizer). LoRA and QLoRA
 * (Hu et al. 2021; Dettmers et al. 2023): the backward pass still carries the activations'
 * gradients through the frozen weights (2N) but computes none for them, so 4·N·D (an estimate:
 * the adapters' own FLOPs, well under 1 % of N, left out); weights in 16 bits (2 bytes) or 4 bits
 * (0.5 bytes).
 */
export const METHODS: Readonly<Record<TrainingMethod, MethodFacts>> = {
  full: { flopsPerParamToken: 6, bytesPerParam: 16 },
  lora: { flopsPerParamToken: 4, bytesPerParam: 2 },
  qlora: { flopsPerParamToken: 4, bytesPerParam: 0.5 },
};

/** Defaults of the work model, each an assumption or a sourced typical value. */
export const WORK_DEFAULTS = {
  /**
   * Model FLOPs utilisation of a training run when the data gives none: 0.4, the middle of the
   * 30–50 % production runs reach (PaLM 46.2 %, Chowdhery et al. 2022 table 3; Llama 3 405B
   * 38–43 %, Dubey et al. 2024 table 4).
   */
  mfu: 0.4,
  /** The range the tornado and the Monte Carlo draw MFU from: 30 % to 50 % (same sources). */
  mfuRange: [0.3, 0.5] as const,
  /**
   * Memory beyond the weights, gradients and optimizer states while training (activations,
   * adapters, buffers), a share of them: 20 % (an assumption; activations grow with the
   * micro-batch and the sequence, and activation checkpointing cuts them).
   */
  trainingOverhead: 0.2,
  /** Memory beyond the weights while serving (the KV cache of the batch, buffers): 20 % (an assumption). */
  servingOverhead: 0.2,
} as const;

/** Bytes a weight takes at a precision. */
export const BYTES_PER_WEIGHT: Readonly<Record<string, number>> = {
  fp32: 4,
  bf16: 2,
  fp16: 2,
  fp8: 1,
  int8: 1,
  int4: 0.5,
};

/** A training run as users state it. */
export interface TrainingRun {
  /** Parameters of the model, N. */
  modelParams: number;
  /** Tokens to train on, D. */
  tokens: number;
  /** Full training, or adapters beside frozen weights. */
  method: TrainingMethod;
  /** Model FLOPs utilisation the run reaches, a fraction in (0, 1]. */
  mfu: number;
}

/** FLOPs of a training run: k × N × D, k of its method ({@linkcode METHODS}). */
export function trainingFlops(run: Pick<TrainingRun, "modelParams" | "tokens" | "method">): number {
  return METHODS[run.method].flopsPerParamToken * run.modelParams * run.tokens;
}

/**
 * Tokens a second one GPU of peak `peakTflops` (dense BF16, TFLOP/s) trains at: peak × MFU ÷
 * (k × N).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 *
 * // a 7 B model with LoRA on an H100 (989 TFLOP/s) at 40 % MFU: 989e12 × 0.4 ÷ (4 × 7e9)
 * const s = trainingTokensPerSecond({ modelParams: 7e9, method: "lora", mfu: 0.4 }, 989);
 * assert.equal(Math.round(s), 14_129);
 * ```
 */
export function trainingTokensPerSecond(
  run: Pick<TrainingRun, "modelParams" | "method" | "mfu">,
  peakTflops: number,
): number {
  return peakTflops * 1e12 * run.mfu / (METHODS[run.method].flopsPerParamToken * run.modelParams);
}

/**
 * GPU-hours a training run takes on GPUs of peak `peakTflops`: C ÷ (peak × MFU × 3600).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 *
 * // 1 B parameters on 20 B tokens, fully: 6 × 1e9 × 20e9 = 1.2e20 FLOPs; at 989 TFLOP/s and
 * // 40 % MFU: 1.2e20 ÷ (989e12 × 0.4 × 3600) = 84.3 H100-hours
 * const h = trainingGpuHours({ modelParams: 1e9, tokens: 20e9, method: "full", mfu: 0.4 }, 989);
 * assert.equal(h.toFixed(1), "84.3");
 * ```
 */
export function trainingGpuHours(run: TrainingRun, peakTflops: number): number {
  return trainingFlops(run) / (peakTflops * 1e12 * run.mfu * 3600);
}

/**
 * GB of GPU memory a training run needs in all, spread over its GPUs: bytes a parameter of its
 * method × N × (1 + `overhead`).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 *
 * // 7 B fully with Adam: 16 × 7e9 = 112 GB, and 20 % more: 134.4 GB (two 80 GB GPUs at least)
 * assert.equal(trainingMemoryGb({ modelParams: 7e9, method: "full" }), 134.4);
 * // with LoRA: 2 × 7e9 × 1.2 = 16.8 GB (one 24 GB card)
 * assert.equal(trainingMemoryGb({ modelParams: 7e9, method: "lora" }), 16.8);
 * ```
 */
export function trainingMemoryGb(
  run: Pick<TrainingRun, "modelParams" | "method">,
  overhead: number = WORK_DEFAULTS.trainingOverhead,
): number {
  return Number((METHODS[run.method].bytesPerParam * run.modelParams * (1 + overhead) / 1e9)
    .toPrecision(12));
}

/** A serving load as users state it. */
export interface ServingLoad {
  /** Parameters of the model served, N. */
  modelParams: number;
  /** Output tokens generated a day. */
  tokensPerDay: number;
  /** The busiest hour's rate over the day's mean, at least 1. */
  peakFactor: number;
  /** Bytes a weight (2 in BF16). */
  bytesPerWeight: number;
}

/**
 * GB of GPU memory a served model needs in all, spread over the GPUs of one replica: bytes a
 * weight × N × (1 + `overhead`).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 *
 * // 70 B in BF16: 140 GB of weights, and 20 % for the KV cache: 168 GB (three 80 GB GPUs)
 * assert.equal(servingMemoryGb({ modelParams: 70e9, bytesPerWeight: 2 }), 168);
 * ```
 */
export function servingMemoryGb(
  load: Pick<ServingLoad, "modelParams" | "bytesPerWeight">,
  overhead: number = WORK_DEFAULTS.servingOverhead,
): number {
  return Number((load.bytesPerWeight * load.modelParams * (1 + overhead) / 1e9).toPrecision(12));
}

/**
 * The shape of a day's load, hour 0 to 23, its mean 1 and its peak `peakFactor` (at hour 14): a
 * cosine from a trough of 2 − peakFactor up to the peak where peakFactor ≤ 2; above 2, the trough
 * is 0 and the cosine is raised to the power that keeps the mean at 1 (a sharper peak).
 */
export function dayShape(peakFactor: number): number[] {
  // a load is shaped once per peak factor, not once per offering it is priced on
  let shape = DAY_SHAPES.get(peakFactor);
  if (shape === undefined) {
    if (DAY_SHAPES.size >= 1024) DAY_SHAPES.clear();
    DAY_SHAPES.set(peakFactor, shape = shapeOfDay(peakFactor));
  }
  return [...shape];
}

/** The day shapes {@linkcode dayShape} has drawn, by peak factor. */
const DAY_SHAPES = new Map<number, readonly number[]>();

/** {@linkcode dayShape}, drawn. */
function shapeOfDay(peakFactor: number): number[] {
  const p = Math.max(1, peakFactor);
  const wave = Array.from(
    { length: 24 },
    (_, h) => (1 + Math.cos(2 * Math.PI * (h - 14) / 24)) / 2,
  );
  if (p <= 2) return wave.map((w) => 2 - p + (2 * p - 2) * w);
  const meanAt = (k: number) => p * wave.reduce((a, w) => a + w ** k, 0) / 24;
  let low = 1, high = 1;
  while (meanAt(high) > 1) high *= 2;
  for (let i = 0; i < 60; i++) {
    const mid = (low + high) / 2;
    if (meanAt(mid) > 1) low = mid;
    else high = mid;
  }
  return wave.map((w) => p * w ** ((low + high) / 2));
}

/**
 * The GPUs wanted in each hour of a day for a serving load: the day's mean rate (tokens a day ÷
 * 86,400 a second) shaped by {@linkcode dayShape}, over what a replica of `replicaGpus` GPUs
 * serves (`perGpu` tokens a second each), in whole replicas. The busiest hour wants the peak.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 *
 * // 50 M tokens a day (578.7 a second on average), twice as busy at the peak, 1,000 tokens a
 * // second a GPU, one GPU a replica: 1,158 a second at 14:00 wants 2 GPUs, 0 at 02:00
 * const g = servingGpusByHour({ tokensPerDay: 50e6, peakFactor: 2 }, 1_000, 1);
 * assert.equal(g[14], 2);
 * assert.equal(g[2], 0);
 * ```
 */
export function servingGpusByHour(
  load: Pick<ServingLoad, "tokensPerDay" | "peakFactor">,
  perGpu: number,
  replicaGpus: number,
): number[] {
  const mean = load.tokensPerDay / 86_400;
  const perReplica = perGpu * replicaGpus;
  return dayShape(load.peakFactor).map((x) =>
    Math.max(0, Math.ceil(mean * x / perReplica - 1e-9)) * replicaGpus
  );
}

/**
 * The share of a serving load's output tokens above what `ownedGpus` GPUs serve, hour by hour:
 * what an API serves when the owned fleet sends it the rest. Owned GPUs serve in whole replicas
 * (⌊N ÷ `replicaGpus`⌋ of them, `perGpu` tokens a second a GPU); an API bills the token, so the
 * rest is not rounded up to a GPU.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 *
 * // 2,500 tokens a second in every hour (peak factor 1), 1,000 a second a GPU: two owned GPUs
 * // serve 2,000 of them, the API the other 500, 500 ÷ 2,500 = 20 %; three serve it all
 * const load = { tokensPerDay: 2_500 * 86_400, peakFactor: 1 };
 * assert.equal(apiShare(load, 1_000, 1, 2), 0.2);
 * assert.equal(apiShare(load, 1_000, 1, 3), 0);
 * // a replica of two GPUs: three owned GPUs hold one replica, 2,000 a second; the API 20 %
 * assert.equal(apiShare(load, 1_000, 2, 3), 0.2);
 * ```
 */
export function apiShare(
  load: Pick<ServingLoad, "tokensPerDay" | "peakFactor">,
  perGpu: number,
  replicaGpus: number,
  ownedGpus: number,
): number {
  const mean = load.tokensPerDay / 86_400;
  const served = Math.floor(ownedGpus / replicaGpus + 1e-9) * replicaGpus * perGpu;
  const shape = dayShape(load.peakFactor);
  const wanted = shape.reduce((a, x) => a + mean * x, 0);
  const above = shape.reduce((a, x) => a + Math.max(0, mean * x - served), 0);
  return wanted > 0 ? above / wanted : 0;
}

/**
 * A demand profile (GPUs wanted and the share of hours each) of the GPUs a serving load wants by
 * hour ({@linkcode servingGpusByHour}): what the hybrid fleet sizes an owned fleet against.
 */
export function servingProfile(gpusByHour: readonly number[]): { gpus: number; share: number }[] {
  const counts = new Map<number, number>();
  for (const g of gpusByHour) counts.set(g, (counts.get(g) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => a[0] - b[0])
    .map(([gpus, n]) => ({ gpus, share: n / gpusByHour.length }));
}
