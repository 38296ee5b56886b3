/**
 * How fast a rented GPU does the owned machine's work: owning and renting compare the same work,
 * so an hour owned is matched by 1 ÷ speed hours rented. The same GPU model is as fast (1); a
 * pair of GPU models is as fast as the figures of the scenario's kind of work (`workload`) in
 * `throughput.csv` say; a scenario row's `cloud_speed` (or `-p cloud_speed`) says it for its own
 * pair; and a pair with no figure is `unknown`, counted as 1 and said so.
 *
 * @module
 */
import type { Hardware, Offering, Throughput } from "../data/load.ts";
import { throughputOf } from "../data/throughput_of.ts";

/**
 * The work a rented GPU does in an hour relative to the owned one (`speed`, the model's
 * `rentSpeed`), and where it comes from:
 * - `same-gpu`: the same GPU model, as fast (1);
 * - `measured`: the workload's figures of `throughput.csv`, rented ÷ owned (a second each), and
 *   whether the rented GPU holds the owned one's memory (`fits`);
 * - `given`: set for the scenario's own pair (`cloud_speed` of its row, or `-p cloud_speed`);
 * - `unknown`: different GPU models and no figure of the workload for both: counted as 1.
 */
export type RelativeSpeed =
  | { kind: "same-gpu"; speed: 1 }
  | {
    kind: "measured";
    speed: number;
    workload: string;
    /** Samples or tokens a second on one owned GPU. */
    ownedPerSecond: number;
    /** Samples or tokens a second on one rented GPU. */
    rentedPerSecond: number;
    /** Memory of one owned GPU and of one rented GPU, GB (`throughput.csv`). */
    ownedMemoryGb: number;
    /** Memory of one rented GPU, GB. */
    rentedMemoryGb: number;
    /**
     * Whether the rented GPU holds at least the owned one's memory, so that any work that fits
     * the owned GPU fits it: only such a GPU is weighed as a way to do the machine's work.
     */
    fits: boolean;
  }
  | { kind: "given"; speed: number }
  | { kind: "unknown"; speed: 1; workload: string; ownedGpu: string; rentedGpu: string };

/**
 * Whether a rented GPU of this speed can do the owned machine's work: the same GPU model, or
 * another whose speed is known and whose memory holds the owned GPU's.
 */
export function canDoTheWork(speed: RelativeSpeed): boolean {
  return speed.kind === "same-gpu" || speed.kind === "given" ||
    (speed.kind === "measured" && speed.fits);
}

/**
 * The speed of `offering`'s GPU against `machine`'s on `workload`: as fast when the GPU model is
 * the same; else the ratio of their GPU models' figures in `throughput` (an offering's own figure,
 * `applies_to`, is left aside as it is for the same model), or `unknown` without both.
 *
 * @example
 * ```ts
 * import { loadDatasetOrThrow } from "../data/folder.ts";
 *
 * const { dataset } = await loadDatasetOrThrow("data");
 * const rtx3090 = dataset.hardware.find((h) => h.id === "rtx3090-doc")!;
 * const h100 = dataset.offerings.find((o) => o.id === "neocloud-h100-od")!;
 * relativeSpeed(dataset.throughput, "resnet50-fp16", rtx3090, h100).speed; // 2616 / 905 = 2.89
 * ```
 */
export function relativeSpeed(
  throughput: readonly Throughput[],
  workload: string,
  machine: Pick<Hardware, "id" | "gpuModel">,
  offering: Pick<Offering, "id" | "gpuModel">,
): RelativeSpeed {
  if (machine.gpuModel === offering.gpuModel) return { kind: "same-gpu", speed: 1 };
  // GPU model against GPU model: an offering's own figure (the same card measured slower in one
  // cloud) is not a speed between GPUs, as the same model counts as 1 whatever its figures
  const owned = throughputOf(throughput, workload, { id: "", gpuModel: machine.gpuModel });
  const rented = throughputOf(throughput, workload, { id: "", gpuModel: offering.gpuModel });
  if (!owned || !rented) {
    return {
      kind: "unknown",
      speed: 1,
      workload,
      ownedGpu: machine.gpuModel,
      rentedGpu: offering.gpuModel,
    };
  }
  return {
    kind: "measured",
    speed: rented.perSecond / owned.perSecond,
    workload,
    ownedPerSecond: owned.perSecond,
    rentedPerSecond: rented.perSecond,
    ownedMemoryGb: owned.memoryGb,
    rentedMemoryGb: rented.memoryGb,
    fits: rented.memoryGb >= owned.memoryGb,
  };
}
