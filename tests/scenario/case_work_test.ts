// A case with a work (lib/scenario/case.ts, work.ts, case_rows.ts): the hours it keeps the
// machine busy are those of the case as the parameters set it, an owned machine serving a load
// costs a number, and the case's rows with the work left as a parameter give its figures again.
import assert from "node:assert/strict";
import { calcJson, calculate } from "../../lib/cli/calc.ts";
import { calculateWork, workJson } from "../../lib/cli/work.ts";
import { readDataFiles } from "../../lib/data/files.ts";
import { type Dataset, parseDataset } from "../../lib/data/load.ts";
import type { ParameterValues } from "../../lib/params.ts";
import { openCase } from "../../lib/scenario/case.ts";
import { caseRows } from "../../lib/scenario/case_rows.ts";
import { serveLoad, workHoursPerDay } from "../../lib/scenario/work.ts";
import { scenarioResults } from "../../lib/scenario.ts";
import { ROOT } from "../helpers.ts";
import { randomWorkCases } from "../whatif/work_cases.ts";

const SHIPPED = await readDataFiles(`${ROOT}data`);
function load(files: Record<string, string>): Dataset {
  const r = parseDataset(files, { folder: "data" });
  assert.ok(r.ok, JSON.stringify(r.ok ? [] : r.issues.slice(0, 3)));
  return r.dataset;
}
const shipped = load(SHIPPED);

Deno.test("openCase(): a training run done once is spread over the horizon the reader gives", () => {
  const at = (years: number) =>
    openCase(shipped, { work: "pretrain-1b-20b-tokens", horizon_years: years });
  const three = at(3), six = at(6);
  // the run's hours once over 6 years are half those over 3: the hours used a day halve
  assert.ok(
    Math.abs(six.applied.inputs.usedHoursPerDay - three.applied.inputs.usedHoursPerDay / 2) < 1e-12,
  );
  // and they are the hours calc --work says it keeps the machine busy
  for (const c of [three, six]) {
    assert.equal(c.applied.inputs.usedHoursPerDay, workHoursPerDay(c.dataset, c.work!, c.applied));
  }
});

Deno.test("serveLoad(): an owned machine serving a load costs what the case's own line costs at the hours the load keeps it busy", () => {
  // 200 M tokens a day at the row's target: the busiest hour's 2 × 2e8 ÷ 86,400 = 4,630 tokens a
  // second want three replicas of two H100s at their estimated speed, within one server
  const c = openCase(shipped, {
    scenario: "team-8xh100-247",
    work: "serve-70b-500m-tokens",
    tokens_per_day: 2e8,
  });
  const s = serveLoad(c.dataset, c.work as never, c.applied);
  const owned = s.ways.filter((w) => w.kind === "machine");
  assert.ok(owned.length > 0);
  for (const w of owned) assert.ok(Number.isFinite(w.cnyPerMonth), `${w.id}: ${w.cnyPerMonth}`);
  // the case's own machine: one server covers the busiest hour, its GPU-hours a day ÷ 8 GPUs are
  // the case's hours; a month of it is the case's own monthly cost
  const server = owned.find((w) => w.id === c.applied.hardware.id)!;
  assert.equal(server.replicaGpus, 2);
  assert.equal(Math.ceil(2 * 2e8 / 86_400 / (2 * server.perSecondPerGpu)), 3);
  assert.equal(server.peakGpus, 8);
  assert.equal(server.gpuHoursPerDay / 8, c.applied.inputs.usedHoursPerDay);
  const ownMonthly = scenarioResults(c.applied).monthly[0]!.cost;
  assert.ok(Math.abs(server.cnyPerMonth - ownMonthly) < 1e-6 * ownMonthly);
});

/** Numbers of `a` and `b` equal within a relative 1e-9, the rest equal. */
function assertClose(a: unknown, b: unknown, path: string): void {
  if (typeof a === "number" && typeof b === "number") {
    assert.ok(Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b)), `${path}: ${a} ≠ ${b}`);
  } else if (a !== null && b !== null && typeof a === "object" && typeof b === "object") {
    assert.deepEqual(Object.keys(a).sort(), Object.keys(b).sort(), path);
    for (const k of Object.keys(a)) {
      assertClose(
        (a as Record<string, unknown>)[k],
        (b as Record<string, unknown>)[k],
        `${path}.${k}`,
      );
    }
  } else assert.deepEqual(a, b, path);
}

Deno.test("caseRows(): a case with a work, its rows added to the data, gives calc's and calc --work's figures with the work left a parameter", () => {
  for (const [i, values] of randomWorkCases(shipped, 16, 5).entries()) {
    const rows = caseRows(shipped, String(values.scenario), values);
    const files = { ...SHIPPED };
    for (const l of rows.lines) files[l.file] = `${files[l.file]}${l.line}\n`;
    const rebuilt = load(files);
    // the work is no column of the shipped files: it stays a parameter, as set
    for (
      const name of ["work", "model_params", "tokens", "tokens_per_day", "method", "mfu"] as const
    ) {
      assert.equal(rows.parameters[name], values[name], `case ${i + 1} ${name}`);
    }
    const what = `case ${i + 1} ${JSON.stringify(values)}`;
    // deno-lint-ignore no-explicit-any
    const strip = ({ scenario: _s, ...rest }: any) => rest;
    const work = (d: Dataset, p: ParameterValues) =>
      strip(JSON.parse(JSON.stringify(workJson(calculateWork(d, p)))));
    assertClose(work(rebuilt, rows.parameters), work(shipped, values), what);
    const calc = (d: Dataset, p: ParameterValues) => {
      const j = JSON.parse(JSON.stringify(calcJson(calculate(d, p))));
      return { usedHoursPerDay: j.usedHoursPerDay, tco: j.tco, monthly: j.monthly };
    };
    assertClose(calc(rebuilt, rows.parameters), calc(shipped, values), what);
  }
});
