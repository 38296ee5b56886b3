// deno task bench: one work ranked on 10,000 offerings (the data's, repeated), within 1 s: the
// 7 B LoRA run and the 70 B serving load of work.csv, each timed the whole way calc --work prices
// it (the case opened, the work ranked or served on every offering and machine).
import { fileURLToPath } from "node:url";
import { readDataFiles } from "../lib/data/files.ts";
import { parseDataset } from "../lib/data/load.ts";
import { calculateWork } from "../lib/cli/work.ts";

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

for (
  const [scenario, work] of [
    ["seed-3090-autodl", "lora-7b-2b-tokens"],
    ["team-8xh100-247", "serve-70b-500m-tokens"],
  ]
) {
  Deno.bench(`${work} priced on ${COUNT} offerings and ${base.hardware.length} machines`, () => {
    calculateWork(dataset, { scenario: scenario!, work: work! });
  });
}
