/**
 * The figure of a workload for one offering or machine in `throughput.csv`: one lookup for the
 * data's checks and the scenario's speeds alike. No zod (the what-if page carries it).
 *
 * @module
 */
import type { Throughput } from "./throughput.ts";

/**
 * The figure of `workload` for an offering or a machine: the row whose `applies_to` names it,
 * else its GPU model's row; `undefined` when the data has neither.
 *
 * @example
 * ```ts
 * import { loadDatasetOrThrow } from "./folder.ts";
 *
 * const { dataset } = await loadDatasetOrThrow("data");
 * throughputOf(dataset.throughput, "resnet50-fp16", { id: "rtx3090-doc", gpuModel: "RTX 3090" })
 *   ?.perSecond; // 905 images a second
 * ```
 */
export function throughputOf(
  throughput: readonly Throughput[],
  workload: string,
  of: { id: string; gpuModel: string },
): Throughput | undefined {
  let model: Throughput | undefined;
  for (const t of throughput) {
    if (t.workload !== workload || t.gpuModel !== of.gpuModel) continue;
    if (t.appliesTo === of.id) return t;
    if (t.appliesTo === undefined) model = t;
  }
  return model;
}
