import { loadDatasetOrThrow } from "./lib/data/folder.ts";
import { calculate } from "./lib/cli/calc.ts";
import { randomCases } from "./tests/scenario/cases.ts";
import { demandProfileOf } from "./lib/scenario/resolve.ts";
import { withCase } from "./lib/cli/parameters.ts";
const { dataset } = await loadDatasetOrThrow("data");
for (const v of randomCases(dataset, 24, 5050)) {
  const c = calculate(dataset, v);
  const named = withCase("x", dataset, v, (c) => demandProfileOf(c.applied).named);
  console.log(v.scenario, v.machine ?? v.gpu_model, v.hours_per_day, c.portfolio ? "yes" : "null", c.work ? "work" : "", named);
}
