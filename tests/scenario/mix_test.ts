// A mix of training runs on the same machines (lib/scenario/mix.ts), the issue's "a 7 B LoRA run
// 4 times a month and a 13 B LoRA run twice a month": a month of both is the demand. Reference
// figures: work.csv's rows (7e9 and 13e9 parameters, 500e6 tokens each, LoRA: 4 FLOPs a parameter
// a token), gpus.csv's H100 (989 TFLOP/s dense BF16) at the default 40 % MFU, and AWS p5 on demand
// (55.04 USD an 8-GPU instance-hour), with the arithmetic beside each.
import assert from "node:assert/strict";
import { calcJson, calculate } from "../../lib/cli/calc.ts";
import { calculateWork, workJson } from "../../lib/cli/work.ts";
import { formatIssue } from "../../lib/present/data_problems.ts";
import { readDataFiles } from "../../lib/data/files.ts";
import { parseDataset } from "../../lib/data/load.ts";
import type { ParameterValues } from "../../lib/params.ts";
import { computeWhatIf } from "../../lib/whatif/figures.ts";
import { whatIfData } from "../../lib/whatif/html.ts";
import { priceWork } from "../../lib/whatif/work.ts";
import { ROOT } from "../helpers.ts";

const files = await readDataFiles(`${ROOT}data`);
const NOW = new Date("2026-12-04");
const parsed = parseDataset(files, { now: NOW });
assert.ok(parsed.ok);
const dataset = parsed.dataset;

const TEAM = { scenario: "team-8xh100-247", currency: "USD" };
const MIX = { ...TEAM, work: "mix-lora-7b-13b" };
// deno-lint-ignore no-explicit-any
const work = (p: ParameterValues): any =>
  JSON.parse(JSON.stringify(workJson(calculateWork(dataset, p))));
const close = (a: number, b: number, what: string) =>
  assert.ok(Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b)), `${what}: ${a} ≠ ${b}`);

/** Hours of one LoRA run of `params` on 500e6 tokens on 8 H100s: 4 × N × D ÷ (989e12 × 0.4 × 8) ÷ 3,600. */
const runHours = (params: number) => 4 * params * 500e6 / (989e12 * 0.4 * 8) / 3600;

Deno.test("a mix keeps the case's machine busy the sum of its runs' hours, in calc --work, calc and the page", () => {
  // 7 B: 1.229 h a run × 4 a month; 13 B: 2.283 h × 2 a month; × 12 ÷ 365 days
  const sum = (4 * runHours(7e9) + 2 * runHours(13e9)) * 12 / 365;
  const each = (id: string) => work({ ...TEAM, work: id }).machineHoursPerDay as number;
  close(each("lora-7b-monthly"), 4 * runHours(7e9) * 12 / 365, "the 7 B run alone");
  close(each("lora-13b-monthly"), 2 * runHours(13e9) * 12 / 365, "the 13 B run alone");
  const j = work(MIX);
  close(j.machineHoursPerDay, sum, "calc --work");
  close(j.machineHoursPerDay, each("lora-7b-monthly") + each("lora-13b-monthly"), "the sum");
  // calc and the what-if page read the same answer
  const c = JSON.parse(JSON.stringify(calcJson(calculate(dataset, MIX))));
  close(c.answer.machineHoursPerDay, sum, "calc");
  const data = whatIfData(dataset, { currency: "USD" }, "team-8xh100-247");
  const page = priceWork(computeWhatIf(data, {}, {}, { work: "mix-lora-7b-13b" }))!;
  close(page.machineHoursPerDay!, sum, "the page");
});

Deno.test("a mix on an hourly offering costs a month what its runs cost one by one, and its JSON names them", () => {
  const j = work(MIX);
  assert.equal(j.work.kind, "mix");
  assert.equal(j.work.parts, "lora-7b-monthly+lora-13b-monthly");
  // a month's tokens: 4 × 500e6 + 2 × 500e6 = 3e9
  assert.equal(j.work.monthlyTokens, 3e9);
  // the memory of its largest run: 13e9 × 2 bytes (LoRA) × 1.2 = 31.2 GB
  close(j.work.memoryGb, 31.2, "memory");
  const row = (x: { rows: { id: string }[] }, id: string) =>
    // deno-lint-ignore no-explicit-any
    x.rows.find((r) => r.id === id) as any;
  const p5 = row(j, "aws-p5-od");
  // a month on one p5: 4 × 1.229 h + 2 × 2.283 h = 9.48 h at 55.04 USD an hour = 521.9 USD
  close(p5.hours, 4 * runHours(7e9) + 2 * runHours(13e9), "a month's hours");
  close(p5.cost, (4 * runHours(7e9) + 2 * runHours(13e9)) * 55.04, "a month's cost");
  const alone = (id: string) => row(work({ ...TEAM, work: id }), "aws-p5-od").cost as number;
  close(p5.cost, 4 * alone("lora-7b-monthly") + 2 * alone("lora-13b-monthly"), "runs one by one");
  // over the horizon, a month of it every month: 36 × the month
  const way = j.answer.ways.find((w: { offeringId: string | null }) =>
    w.offeringId === "aws-p5-od"
  );
  close(way.total, 36 * p5.cost, "36 months");
});

Deno.test("work.csv: a mix naming a run that does not repeat, or no run, is an error naming the file, row and column", () => {
  const csv = files["work.csv"]!.replace(
    "lora-7b-monthly+lora-13b-monthly",
    "lora-7b-2b-tokens+lora-13b-monthly",
  );
  assert.notEqual(csv, files["work.csv"]);
  const bad = parseDataset({ ...files, "work.csv": csv }, { now: NOW });
  assert.equal(bad.ok, false);
  const lines = bad.ok ? [] : bad.issues.map(formatIssue);
  // lora-7b-2b-tokens runs once over the horizon: a mix's runs are those of a month
  assert.ok(
    lines.some((l) =>
      /^work\.csv row \d+, column parts: found "lora-7b-2b-tokens", expected one of lora-7b-monthly, lora-13b-monthly/
        .test(l)
    ),
    lines.join("\n"),
  );
});
