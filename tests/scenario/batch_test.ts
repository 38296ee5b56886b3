// A batch inference job, the third kind of work (lib/scenario/batch.ts): a model's output tokens
// within a deadline, each GPU at its full serving throughput, split over as many replicas side by
// side as meet the deadline, every API for the model a way too. Reference figures: the row of
// work.csv (2e9 tokens of a 70 B model in FP8 within 48 h) and throughput.csv's measured
// Llama-3.3-70B FP8 rates (TensorRT-LLM: 2,102.5 tokens/s an H100, 2,909 an H200), with the
// arithmetic beside each.
import assert from "node:assert/strict";
import { calcJson, calculate } from "../../lib/cli/calc.ts";
import { calculateWork, workJson, workText } from "../../lib/cli/work.ts";
import { formatIssue } from "../../lib/present/data_problems.ts";
import { readDataFiles } from "../../lib/data/files.ts";
import { parseDataset } from "../../lib/data/load.ts";
import { ParameterError, type ParameterValues } from "../../lib/params.ts";
import { openCase } from "../../lib/scenario.ts";
import { caseResults } from "../../lib/scenario/case_results.ts";
import { workOf } from "../../lib/scenario/work.ts";
import { answerRows } from "../../lib/present/answer.ts";
import { sayRankedCheapest } from "../../lib/present/work.ts";
import { ROOT } from "../helpers.ts";

const files = await readDataFiles(`${ROOT}data`);
const NOW = new Date("2026-12-04");
const parsed = parseDataset(files, { now: NOW });
assert.ok(parsed.ok);
const dataset = parsed.dataset;

const TEAM = { scenario: "team-8xh100-247", work: "batch-70b-2b-tokens", currency: "USD" };
// deno-lint-ignore no-explicit-any
const work = (p: ParameterValues): any =>
  JSON.parse(JSON.stringify(workJson(calculateWork(dataset, p))));
const close = (a: number, b: number, what: string) =>
  assert.ok(Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b)), `${what}: ${a} ≠ ${b}`);

/** GPU-hours of the job at one GPU's tokens a second: 2e9 ÷ rate ÷ 3,600. */
const gpuHours = (perSecond: number) => 2e9 / perSecond / 3600;

Deno.test("a batch job of work.csv is priced at each GPU's measured full throughput on whole instances, and a machine bought for it once", () => {
  const j = work(TEAM);
  assert.equal(j.work.kind, "batch");
  assert.equal(j.work.batchTokens, 2e9);
  assert.equal(j.work.deadlineHours, 48);
  // a replica: 70e9 weights × 1 byte (FP8) × 1.2 = 84 GB
  close(j.work.memoryGb, 84, "memory");
  // an 8 × H100 p5 on demand: 2e9 ÷ (2,102.5 × 8) ÷ 3,600 = 33.03 h, within 48 h: one copy, the
  // GPU-hours 264.2, at 55.04 USD an instance-hour = 6.88 USD a GPU-hour: 1,817.94 USD
  const p5 = j.rows.find((r: { id: string }) => r.id === "aws-p5-od");
  assert.equal(p5.copies, 1);
  assert.equal(p5.units, 1);
  assert.equal(p5.basis, "measured");
  close(p5.hours, gpuHours(2102.5) / 8, "p5 hours");
  close(p5.gpuHours, gpuHours(2102.5), "p5 GPU-hours");
  close(p5.cost, gpuHours(2102.5) * 55.04 / 8, "p5 cost");
  // a million tokens: the cost ÷ 2,000
  close(p5.costPerMillionTokens, p5.cost / 2000, "p5 a million");
  // the team's own machine, its 8 H100s busy 33.03 h once over 3 years: 0.0302 h a day
  close(j.machineHoursPerDay, gpuHours(2102.5) / 8 / (365 * 3), "machine hours");
  // every API for a 70 B model: the job is 2,000 M output tokens and, at 1,000 input tokens a
  // request of 1,000 output, 2,000 M input tokens, each at the API's price
  assert.ok(j.apis.length >= 2);
  const ways = j.answer.ways;
  for (const api of j.apis) {
    const way = ways.find((w: { apiId: string | null }) => w.apiId === api.id);
    close(way.total, 2000 * api.outputPerMillion + 2000 * api.inputPerMillion, api.id);
  }
});

Deno.test("a batch job due sooner than one copy finishes splits into copies side by side, at the same cost by the hour", () => {
  const free = work({ ...TEAM, deadline_hours: 1000 });
  const due = work({ ...TEAM, deadline_hours: 10 });
  const row = (j: { rows: { id: string }[] }) =>
    // deno-lint-ignore no-explicit-any
    j.rows.find((r) => r.id === "aws-p5-od") as any;
  // 33.03 h on one p5, due within 10 h: ⌈33.03 ÷ 10⌉ = 4 copies of one p5, 8.26 h each
  assert.equal(row(free).copies, 1);
  assert.equal(row(due).copies, 4);
  assert.equal(row(due).units, 4);
  close(row(due).hours, gpuHours(2102.5) / 32, "4 copies' hours");
  // billed by the hour: 4 × 8.26 h is 33.03 instance-hours, the same 1,817.94 USD
  close(row(due).cost, row(free).cost, "the same cost");
  // every way that still meets no deadline is left out of the answer, never chosen
  for (const w of due.answer.ways) {
    const r = due.rows.find((x: { id: string }) => x.id === (w.offeringId ?? w.machineId));
    if (r !== undefined) assert.ok(r.hours <= 10, r.id);
  }
});

Deno.test("a batch job's answer is the cheapest measured way: an estimate that costs less is named beside it, never chosen", () => {
  // the A100 p4d on spot at a third of its price (its speed on the job an estimate)
  const cheap = {
    ...dataset,
    offerings: dataset.offerings.map((o) =>
      o.id === "aws-p4d-spot" ? { ...o, cnyPerGpuHour: o.cnyPerGpuHour / 3 } : o
    ),
  };
  const c = openCase(cheap, TEAM);
  const r = caseResults(c);
  const a = r.answer;
  assert.equal(a.demand, "batch");
  // the H200 p5en on spot, measured at 2,909 tokens/s, is cheaper than any API and any other
  // measured way; the A100 p4d on spot costs less at an estimated speed only
  assert.equal(a.cheapest?.offeringId, "aws-p5en-spot");
  assert.equal(a.cheapest?.basis, "measured");
  const estimate = a.ways.find((w) => w.basis === "estimate")!;
  assert.ok(estimate.totalCny < a.cheapest!.totalCny);
  const money = { currency: "USD", cnyPerUnit: c.cnyPerUnit, lang: "en" as const };
  const rows = answerRows(a, { names: c.dataset, money, work: c.work });
  assert.match(rows.find((x) => x.key === "cheapest")!.value, /aws-p5en-spot/);
  const cheaper = rows.find((x) => x.key === "cheaper-estimate")!;
  assert.match(cheaper.value, /aws-p4d-spot.*not chosen/);
  assert.equal(cheaper.number, estimate.totalCny / c.cnyPerUnit);
  // calc says what calc --work says
  assert.deepEqual(
    JSON.parse(JSON.stringify(calcJson(calculate(cheap, TEAM)).answer)),
    JSON.parse(JSON.stringify(workJson(calculateWork(cheap, TEAM)))).answer,
  );
  assert.match(
    workText(calculateWork(cheap, TEAM)),
    /Demand +batch-70b-2b-tokens: 2 B output tokens in one batch within 48 h/,
  );
  // notebook 10's sentence under the ranking names the ranking's cheapest and the answer's
  const said = sayRankedCheapest(r.ranked!, a, c.dataset, money);
  assert.match(said, /cheapest way to run batch-70b-2b-tokens within 48 h is .*aws-p4d-spot/);
  assert.match(said, /The answer above takes renting .*aws-p5en-spot.*measured speed/);
});

Deno.test("a batch job stated by the parameters alone needs batch_tokens; its deadline is optional", () => {
  const w = workOf(dataset, { model_params: 8e9, batch_tokens: 1e9 });
  assert.equal(w?.kind, "batch");
  assert.equal(w?.kind === "batch" && w.deadlineHours, undefined);
  assert.throws(
    () => workOf(dataset, { model_params: 8e9, deadline_hours: 12 }),
    (e: unknown) => e instanceof ParameterError && /batch_tokens/.test(e.message),
  );
});

Deno.test("work.csv: a batch row without batch_tokens is an error naming the file, row and column", () => {
  const csv = files["work.csv"]!.replace(
    /^batch-70b-2b-tokens,batch,(.*?),70e9,,,fp8,,,,,2e9,/m,
    "batch-70b-2b-tokens,batch,$1,70e9,,,fp8,,,,,,",
  );
  assert.notEqual(csv, files["work.csv"]);
  const bad = parseDataset({ ...files, "work.csv": csv }, { now: NOW });
  assert.equal(bad.ok, false);
  const lines = bad.ok ? [] : bad.issues.map(formatIssue);
  assert.ok(
    lines.some((l) => /^work\.csv row 5, column batch_tokens: .*output tokens a batch/.test(l)),
    lines.join("\n"),
  );
});
