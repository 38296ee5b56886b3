// deno task bench: one job ranked on 10,000 offerings (the data's, repeated), within 1 s.
import { fileURLToPath } from "node:url";
import { readDataFiles } from "../lib/data/files.ts";
import { parseDataset } from "../lib/data/load.ts";
import { rankDatasetJob } from "../lib/scenario/jobs.ts";
import { resolveScenario } from "../lib/scenario.ts";

const folder = fileURLToPath(new URL("../data", import.meta.url));
const result = parseDataset(await readDataFiles(folder), { now: new Date("2026-12-01") });
if (!result.ok) throw new Error("the data folder does not validate");
const base = result.dataset;
const COUNT = 10_000;
const offerings = Array.from({ length: COUNT }, (_, i) => {
  const o = base.offerings[i % base.offerings.length]!;
  const id = i < base.offerings.length ? o.id : `${o.id}-${i}`;
  return { ...o, id, cnyPerGpuHour: o.cnyPerGpuHour * (1 + (i % 97) / 100) };
});
const dataset = { ...base, offerings };
const scenario = resolveScenario(dataset, "seed-3090-autodl");

for (const job of ["swin-b-imagenet-run", "bert-large-squad"]) {
  Deno.bench(`${job} ranked on ${COUNT} offerings and ${base.hardware.length} machines`, () => {
    rankDatasetJob(dataset, job, scenario);
  });
}
