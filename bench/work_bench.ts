// deno task bench: one work priced on 10,000 offerings (the data's, repeated): the 7 B LoRA run,
// the 70 B serving load, the 70 B batch job and the mix of two LoRA runs of work.csv. "engine":
// the case already opened, its results and its work's answer (caseResults(), what every view
// reads); "calc --work": the whole command, the case opened from the parameters. Budget: the
// engine in 50 ms on this 2-core machine (README, "State the work").
import { calculateWork } from "../lib/cli/work.ts";
import { openCase } from "../lib/scenario.ts";
import { caseResults } from "../lib/scenario/case_results.ts";
import { base, COUNT, dataset } from "./many_offerings.ts";

for (
  const [scenario, work] of [
    ["seed-3090-autodl", "lora-7b-2b-tokens"],
    ["team-8xh100-247", "serve-70b-500m-tokens"],
    ["team-8xh100-247", "batch-70b-2b-tokens"],
    ["team-4090-burst", "mix-lora-7b-13b"],
  ]
) {
  const opened = openCase(dataset, { scenario: scenario!, work: work! });
  const ways = `${COUNT} offerings and ${base.hardware.length} machines`;
  Deno.bench(`engine: ${work} priced on ${ways}`, { group: work! }, () => {
    caseResults(opened);
  });
  Deno.bench(`calc --work: ${work} on ${ways}`, { group: work! }, () => {
    calculateWork(dataset, { scenario: scenario!, work: work! });
  });
}
