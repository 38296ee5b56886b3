// calc's JSON says its version first, the same in calc --json, calc --work --json and
// calc --job --json, so that a script can tell which fields to read.
import assert from "node:assert/strict";
import { calcJson, calculate } from "../../lib/cli/calc.ts";
import { calculateWork, workJson } from "../../lib/cli/work.ts";
import { jobJson, rankJobOf } from "../../lib/cli/job.ts";
import { CALC_JSON_VERSION } from "../../lib/cli/json_version.ts";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import { ROOT } from "../helpers.ts";

const { dataset } = await loadDatasetOrThrow(`${ROOT}data`);

Deno.test("calc's three JSONs open with version 6", () => {
  assert.equal(CALC_JSON_VERSION, 6);
  const outputs = [
    calcJson(calculate(dataset, { scenario: "seed-3090-autodl" })),
    workJson(calculateWork(dataset, { work: "lora-7b-2b-tokens" })),
    workJson(
      calculateWork(dataset, { scenario: "team-8xh100-247", work: "serve-70b-500m-tokens" }),
    ),
    jobJson(rankJobOf(dataset, "swin-b-imagenet-run", { scenario: "seed-3090-autodl" })),
  ];
  for (const json of outputs) {
    const parsed = JSON.parse(JSON.stringify(json));
    assert.equal(Object.keys(parsed)[0], "version");
    assert.equal(parsed.version, 6);
  }
});
