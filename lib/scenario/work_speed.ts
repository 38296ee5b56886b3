/**
 * How fast a GPU does a work, the parts every kind of work shares (`work_kinds.ts` holds each
 * kind's own): a measured throughput of the work's workload where `throughput.csv` has one, else
 * an estimate from the GPU's facts (`gpus.csv`: peak FLOP/s, memory, bandwidth); the bytes a
 * weight of a precision; whether the case's machine holds a work of some memory on GPUs it links.
 * No I/O, no `Deno`.
 *
 * @module
 */
import type { Dataset, GpuFacts, Work } from "../data/load.ts";
import { throughputOf } from "../data/throughput_of.ts";
import { BYTES_PER_WEIGHT, servingMemoryGb, WORK_DEFAULTS } from "../model/work.ts";
import { bestReplica, type ServedWork, servingReplicas } from "./serving_target.ts";
import { canSpread } from "../model/job.ts";
import { type CostInputs, machineGpusOf } from "../model/inputs.ts";
import type { SpeedBasis, WorkGpu, WorkSaid, WorkSpeedOf } from "./work_types.ts";

export type { SpeedBasis, WorkGpu, WorkSpeedOf };

/** The less sure of two speeds' bases: an estimate, else from the peak, else measured. */
export function leastSure(a: SpeedBasis, b: SpeedBasis): SpeedBasis {
  return a === "estimate" || b === "estimate"
    ? "estimate"
    : a === "peak" || b === "peak"
    ? "peak"
    : a;
}

/** How the speed of each way ranked is known, by the way's id (`estimate` where none is). */
export function basesOf(
  rows: readonly { id: string; gpuModel: string }[],
  speedOf: WorkSpeedOf,
): Record<string, SpeedBasis> {
  return Object.fromEntries(
    rows.map((r) => [r.id, speedOf.gpu(r.id, r.gpuModel)?.basis ?? "estimate"]),
  );
}

/** Bytes a weight of a work's precision (2 for BF16). */
export function bytesPerWeight(work: Pick<Work, "precision">): number {
  return BYTES_PER_WEIGHT[work.precision] ?? 2;
}

/**
 * How fast one GPU of each offering or machine does `work`: its measured throughput on the work's
 * `workload` where `throughput.csv` has one, else `estimate` of the GPU's facts and memory (a kind
 * of work's own rule, `undefined` where the facts lack what it needs).
 */
export function workGpuSpeed(
  dataset: Pick<Dataset, "gpus" | "throughput">,
  work: Pick<Work, "workload">,
  estimate: (facts: GpuFacts | undefined, memoryGb: number) => WorkGpu | undefined,
): WorkSpeedOf {
  return speedsOf(dataset, (id, gpuModel, memoryGb) => {
    if (work.workload !== undefined) {
      const t = throughputOf(dataset.throughput, work.workload, { id, gpuModel });
      if (t) return { perSecond: t.perSecond, memoryGb, basis: "measured" };
    }
    return estimate(dataset.gpus.find((g) => g.gpuModel === gpuModel), memoryGb);
  });
}

/**
 * A {@linkcode WorkSpeedOf} from `speedOn`, the speed of a way (an offering's or a machine's id) on
 * a GPU model of known memory: a GPU model's memory from `gpus.csv`, else from `throughput.csv`
 * (none: no speed), and each way's speed found once (a way is asked for its fit and its price).
 */
function speedsOf(
  dataset: Pick<Dataset, "gpus" | "throughput">,
  speedOn: (id: string, gpuModel: string, memoryGb: number) => WorkGpu | undefined,
): WorkSpeedOf {
  const memoryOf = (gpuModel: string) =>
    dataset.gpus.find((g) => g.gpuModel === gpuModel)?.memoryGb ??
      dataset.throughput.find((t) => t.gpuModel === gpuModel)?.memoryGb;
  const found = new Map<string, WorkGpu | undefined>();
  const gpu = (id: string, gpuModel: string): WorkGpu | undefined => {
    const key = `${id}\n${gpuModel}`;
    if (found.has(key)) return found.get(key);
    const memoryGb = memoryOf(gpuModel);
    const g = memoryGb === undefined ? undefined : speedOn(id, gpuModel, memoryGb);
    found.set(key, g);
    return g;
  };
  return { speed: gpu, memoryGb: memoryOf, gpu };
}

/** What a served model's words say of it: a work's figures, the bytes a weight and the factor beyond. */
export interface ServedSaid extends WorkSaid {
  /** Bytes a weight at its precision. */
  bytes: number;
  /** 1 + the memory beyond the weights (the KV cache, buffers). */
  factor: number;
}

/**
 * What the words of a served model's work say of it, whatever its kind (a serving load, a batch
 * job): its id, model, precision, a replica's memory, the bytes a weight and the factor beyond.
 */
export function servedSaid(
  work: Pick<Work, "id" | "description" | "modelParams" | "precision">,
): ServedSaid {
  return {
    id: work.id,
    description: work.description,
    modelParams: work.modelParams,
    precision: work.precision,
    memoryGb: servedMemoryGb(work),
    bytes: bytesPerWeight(work),
    factor: 1 + WORK_DEFAULTS.servingOverhead,
  };
}

/** The memory a model served needs in all, GB: its weights at its precision and 20 % more. */
export function servedMemoryGb(work: Pick<Work, "modelParams" | "precision">): number {
  return servingMemoryGb({ modelParams: work.modelParams, bytesPerWeight: bytesPerWeight(work) });
}

/**
 * How fast one GPU serves a model's output tokens (a serving load, a batch inference job) at its
 * load's latency target: the fastest a GPU of the replica sizes `servingReplicas()` finds
 * (measured, else estimated), each size kept for the ways that link fewer GPUs.
 */
export function servedSpeedOf(
  dataset: Pick<Dataset, "gpus" | "throughput" | "models" | "servingPoints">,
  work: ServedWork,
): WorkSpeedOf {
  return speedsOf(dataset, (id, gpuModel, memoryGb) => {
    const replicas = servingReplicas(dataset, work, { id, gpuModel });
    const best = bestReplica(replicas);
    return best === undefined
      ? undefined
      : { perSecond: best.perSecond, memoryGb, basis: best.basis, replicas };
  });
}

/**
 * Whether the case's machine holds a work of `memoryGb` on its GPUs of `gpuMemoryGb` each: spread
 * over the GPUs it links (one machine's, or whole nodes of 8 or more), and no more than it has.
 */
export function holdsWork(
  scenario: { inputs: Pick<CostInputs, "gpuCount" | "machineCount"> },
  gpuMemoryGb: number,
  memoryGb: number,
): boolean {
  const gpus = Math.max(1, Math.ceil(memoryGb / gpuMemoryGb - 1e-9));
  const unit = machineGpusOf(scenario.inputs);
  return gpus <= scenario.inputs.gpuCount && canSpread(gpus, unit, unit);
}
