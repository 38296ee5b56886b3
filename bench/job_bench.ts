// deno task bench: one job ranked on 10,000 offerings (the data's, repeated), within 1 s.
import { rankDatasetJob } from "../lib/scenario/jobs.ts";
import { resolveScenario } from "../lib/scenario.ts";
import { base, COUNT, dataset } from "./many_offerings.ts";

const scenario = resolveScenario(dataset, "seed-3090-autodl");

for (const job of ["swin-b-imagenet-run", "bert-large-squad"]) {
  Deno.bench(`${job} ranked on ${COUNT} offerings and ${base.hardware.length} machines`, () => {
    rankDatasetJob(dataset, job, scenario);
  });
}
