// calc --json in another currency than the data's: every money field and every word in it is in
// the run's currency, for every shipped scenario, its job, the works of work.csv and calc --job.
import assert from "node:assert/strict";
import { calcJson, calculate } from "../../lib/cli/calc.ts";
import { calculateWork, workJson } from "../../lib/cli/work.ts";
import { jobJson, rankJobOf } from "../../lib/cli/job.ts";
import { readDataFiles } from "../../lib/data/files.ts";
import { parseDataset } from "../../lib/data/load.ts";
import type { ParameterValues } from "../../lib/params.ts";
import { ROOT } from "../helpers.ts";

const parsed = parseDataset(await readDataFiles(`${ROOT}data`));
assert.ok(parsed.ok);
const d = parsed.dataset;
const USD: ParameterValues = { currency: "USD" };

/**
 * Fields left as they are: `cnyPerUnit` is the rate itself (CNY to one unit of the run's
 * currency), and a `description` is the data's own text, quoted as `scenarios.csv` or `jobs.csv`
 * writes it.
 */
const KEPT = new Set(["cnyPerUnit", "description"]);

/** The paths of `value` (as JSON) whose key or text says CNY. */
function cnyIn(value: unknown, path = "$"): string[] {
  const text = JSON.stringify(value);
  if (!/CNY/i.test(text)) return [];
  if (value === null || typeof value !== "object") return [`${path}: ${text}`];
  return Object.entries(value).flatMap(([k, v]) =>
    KEPT.has(k) ? [] : /CNY/i.test(k) ? [`${path}.${k}`] : cnyIn(v, `${path}.${k}`)
  );
}

Deno.test("calc --json in USD says no CNY for any shipped scenario, with or without its job", () => {
  for (const s of d.scenarios) {
    const actual = calcJson(calculate(d, { ...USD, scenario: s.id }));
    assert.equal(actual.currency, "USD");
    assert.deepEqual(cnyIn(actual), [], s.id);
    for (const job of d.jobs) {
      const withJob = calcJson(calculate(d, { ...USD, scenario: s.id, job: job.id }));
      assert.deepEqual(cnyIn(withJob.job), [], `${s.id} ${job.id}`);
    }
  }
});

Deno.test("calc --json in USD says no CNY where owning never or always pays, in words or figures", () => {
  // a price far below and far above the owned machine's cost an hour: never and always, with spot
  for (const s of d.scenarios) {
    for (const cloud_price of [0.001, 1000]) {
      for (const interruptions_per_day of [0, 3]) {
        const p = { ...USD, scenario: s.id, cloud_price, interruptions_per_day };
        const actual = calcJson(calculate(d, p));
        assert.deepEqual(cnyIn(actual), [], JSON.stringify(p));
      }
    }
  }
});

Deno.test("calc --work --json in USD says no CNY for any work of work.csv under any shipped scenario", () => {
  for (const s of d.scenarios) {
    for (const w of d.works) {
      const actual = workJson(calculateWork(d, { ...USD, scenario: s.id, work: w.id }));
      assert.equal(actual.currency, "USD");
      assert.deepEqual(cnyIn(actual), [], `${s.id} ${w.id}`);
    }
  }
});

Deno.test("calc --job --json in USD says no CNY for any job of jobs.csv", () => {
  for (const s of d.scenarios) {
    for (const job of d.jobs) {
      const actual = jobJson(rankJobOf(d, job.id, { ...USD, scenario: s.id }));
      assert.deepEqual(cnyIn(actual), [], `${s.id} ${job.id}`);
    }
  }
});
