import assert from "node:assert/strict";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import { rankDatasetJob } from "../../lib/scenario/jobs.ts";
import { jobCostTimeChart, logTicks } from "../../lib/present/charts/job.ts";
import { moneyTick } from "../../lib/present/format.ts";
import { sayCheapestJob } from "../../lib/present/job_ranking.ts";
import { resolveScenario } from "../../lib/scenario.ts";
import { ROOT } from "../helpers.ts";

const { dataset } = await loadDatasetOrThrow(`${ROOT}data`, { now: new Date("2026-12-01") });
const scenario = resolveScenario(dataset, "seed-3090-autodl");
const USD = { currency: "USD", cnyPerUnit: 7, lang: "en" } as const;

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

Deno.test("logTicks() labels 1, 2 and 5 of each decade from below the least value to above the most", () => {
  assert.deepEqual(logTicks(4.43, 79.4), [2, 5, 10, 20, 50, 100]);
  assert.deepEqual(logTicks(0.03, 0.9), [0.02, 0.05, 0.1, 0.2, 0.5, 1]);
  assert.deepEqual(logTicks(10, 1000), [10, 20, 50, 100, 200, 500, 1000]);
});

Deno.test("jobCostTimeChart() labels its cost axis at or below the cheapest way and at or above the dearest, for every job in CNY and USD", () => {
  for (const money of [{ currency: "CNY", cnyPerUnit: 1, lang: "en" } as const, USD]) {
    for (const job of dataset.jobs) {
      const r = rankDatasetJob(dataset, job.id, scenario);
      if (r.ranking.rows.length === 0) continue;
      const html = jobCostTimeChart(r.ranking, { money }).toString();
      const axis = /aria-label="y-axis tick label"[^]*?<\/g>/.exec(html)?.[0] ?? "";
      const labels = [...axis.matchAll(/>([\d.,]+)<\/text>/g)].map((m) =>
        Number(m[1]!.replaceAll(",", ""))
      );
      const costs = r.ranking.rows.map((row) => row.cny / money.cnyPerUnit);
      const what = `${job.id} in ${money.currency}: labels ${labels.join(", ")}`;
      assert.ok(Math.min(...labels) <= Math.min(...costs), what);
      assert.ok(Math.max(...labels) >= Math.max(...costs), what);
    }
  }
});
