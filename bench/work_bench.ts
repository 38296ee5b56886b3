// deno task bench: one work ranked on 10,000 offerings (the data's, repeated), within 1 s: the
// 7 B LoRA run and the 70 B serving load of work.csv, each timed the whole way calc --work prices
// it (the case opened, the work ranked or served on every offering and machine).
import { calculateWork } from "../lib/cli/work.ts";
import { base, COUNT, dataset } from "./many_offerings.ts";

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
