// The shipped data with its offerings repeated to 10,000 (each repeat a new id, its price moved
// by up to 96 %), for the benchmarks that rank one job or one work on that many ways.
import { fileURLToPath } from "node:url";
import { readDataFiles } from "../lib/data/files.ts";
import { type Dataset, parseDataset } from "../lib/data/load.ts";

/** How many offerings the benchmarks rank on. */
export const COUNT = 10_000;

const folder = fileURLToPath(new URL("../data", import.meta.url));
const result = parseDataset(await readDataFiles(folder), { now: new Date("2026-12-01") });
if (!result.ok) throw new Error("the data folder does not validate");

/** The shipped data as it validates. */
export const base: Dataset = result.dataset;

/** The shipped data with {@linkcode COUNT} offerings. */
export const dataset: Dataset = {
  ...base,
  offerings: Array.from({ length: COUNT }, (_, i) => {
    const o = base.offerings[i % base.offerings.length]!;
    const id = i < base.offerings.length ? o.id : `${o.id}-${i}`;
    return { ...o, id, cnyPerGpuHour: o.cnyPerGpuHour * (1 + (i % 97) / 100) };
  }),
};
