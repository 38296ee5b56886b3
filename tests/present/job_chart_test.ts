import assert from "node:assert/strict";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import { rankDatasetJob } from "../../lib/jobs.ts";
import { jobCostTimeChart } from "../../lib/present/charts/job.ts";
import { moneyTick } from "../../lib/present/format.ts";
import { sayCheapestJob } from "../../lib/present/job_ranking.ts";
import { resolveScenario } from "../../lib/scenario.ts";
import { ROOT } from "../helpers.ts";

const { dataset } = await loadDatasetOrThrow(`${ROOT}data`, { now: new Date("2026-12-01") });
const scenario = resolveScenario(dataset, "seed-3090-autodl");

Deno.test("moneyTick() writes money without SI prefixes", () => {
  assert.deepEqual([1000, 20_000, 4, 2.5, 0.5, 0].map(moneyTick), [
    "1,000",
    "20,000",
    "4",
    "2.5",
    "0.5",
    "0",
  ]);
});

Deno.test("jobCostTimeChart() is 960 px wide with a legend, in the reader's currency, caption from the ranking", () => {
  const usd = { currency: "USD", cnyPerUnit: 7, lang: "en" } as const;
  for (const job of dataset.jobs) {
    const r = rankDatasetJob(dataset, job.id, scenario);
    const html = jobCostTimeChart(r.ranking, { money: usd }).toString();
    assert.match(html, /max-width:960px/);
    assert.match(html, /Cost of the job \(USD\)/);
    assert.doesNotMatch(html, /CNY/, job.id);
    assert.match(html, /-swatch"/, "a colour legend");
    assert.ok(!/>\d+(\.\d+)?[kMµm]</.test(html), `${job.id}: an SI-prefixed tick`);
    assert.ok(html.includes(r.ranking.pareto[0]!.id), "the front is labelled");
  }
});

Deno.test("sayCheapestJob() names the cheapest way within the deadline", () => {
  const r = rankDatasetJob(dataset, "bert-large-squad", scenario);
  const pick = r.ranking.cheapest.kind === "found" ? r.ranking.cheapest.row : undefined;
  assert.ok(pick);
  const sentence = sayCheapestJob(r);
  assert.match(sentence, /^The cheapest way to run bert-large-squad within 30 min is /);
  assert.ok(sentence.includes(pick.id));
});
