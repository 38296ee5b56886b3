// Random cases with a work for the what-if page's tests (tests/whatif/work_test.ts in-process,
// tests/e2e/full/whatif_work_test.ts in Chromium), and the check that what the page shows of a work is
// what `calc --work --json` gives for the parameters the page copies, to the cent.
import assert from "node:assert/strict";
import type { Dataset } from "../../lib/data/load.ts";
import type { ParameterValues } from "../../lib/params.ts";
import { seededRandom } from "../../lib/model/random.ts";

/**
 * `n` cases of `d` with a work, drawn with `seed`: by turns a training run of `work.csv` (some of
 * its fields given over it), a serving load of `work.csv`, a training run stated by its fields
 * alone, a serving load stated so, a batch job or a mix of runs of `work.csv`, and a batch job
 * stated by its fields; a serving load now and then with its requests' input, output and context
 * tokens and a latency target (`ttft_ms`, `tpot_ms`, 0 for none); CNY and USD by turns; some with another machine, horizon or
 * electricity price. Numbers are as a person types them. `servingOnly`: serving loads alone, a row
 * of `work.csv` and one stated by its fields by turns, each kind in CNY and USD.
 */
export function randomWorkCases(
  d: Dataset,
  n: number,
  seed: number,
  { servingOnly = false }: { servingOnly?: boolean } = {},
): ParameterValues[] {
  const random = seededRandom(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const round = (x: number, digits: number) => Number(x.toFixed(digits));
  const maybe = (p: number) => random() < p;
  const training = d.works.filter((w) => w.kind === "training").map((w) => w.id);
  const serving = d.works.filter((w) => w.kind === "serving").map((w) => w.id);
  const batch = d.works.filter((w) => w.kind === "batch").map((w) => w.id);
  const mixes = d.works.filter((w) => w.kind === "mix").map((w) => w.id);
  // a serving load's requests and latency target (issue 48), each now and then, 0 for no bound
  const requestOf = (values: ParameterValues) => {
    if (maybe(0.4)) values.input_tokens = pick([200, 1_000, 4_000]);
    if (maybe(0.4)) values.output_tokens = pick([100, 500, 1_000]);
    if (maybe(0.3)) values.context_tokens = pick([8_000, 32_000]);
    if (maybe(0.6)) values.ttft_ms = pick([0, 300, 1_000, 3_000]);
    if (maybe(0.6)) values.tpot_ms = pick([0, 15, 30, 100]);
  };
  return Array.from({ length: n }, (_, i) => {
    const values: ParameterValues = {
      scenario: pick(d.scenarios).id,
      // serving loads only: each kind (a row, stated) in both currencies
      currency: (servingOnly ? Math.floor(i / 2) : i) % 2 === 0 ? "CNY" : "USD",
    };
    // serving loads only: a row of work.csv (case 1) and one stated by its fields (default), alternately
    switch (servingOnly ? (i % 2 === 0 ? 1 : 3) : i % 6) {
      case 0:
        values.work = pick(training);
        if (maybe(0.5)) values.mfu = round(0.25 + random() * 0.3, 2);
        if (maybe(0.3)) values.runs_per_month = pick([1, 2, 4, 8]);
        if (maybe(0.3)) values.method = pick(["full", "lora", "qlora"]);
        break;
      case 1:
        values.work = pick(serving);
        if (maybe(0.5)) values.peak_factor = round(1 + random() * 3, 1);
        if (maybe(0.3)) values.tokens_per_day = pick([2e7, 1e8, 2e9]);
        requestOf(values);
        break;
      case 2:
        values.model_params = pick([1e9, 3e9, 7e9, 13e9, 70e9]);
        values.tokens = pick([1e9, 2e9, 2e10, 1e11]);
        values.method = pick(["full", "lora", "qlora"]);
        if (maybe(0.5)) values.mfu = round(0.25 + random() * 0.3, 2);
        if (maybe(0.3)) values.precision = pick(["bf16", "fp8"]);
        if (maybe(0.3)) values.runs_per_month = pick([1, 3, 10]);
        break;
      case 4:
        // a batch job, or now and then a mix of training runs (rows of work.csv, no fields)
        if (mixes.length > 0 && maybe(0.4)) {
          values.work = pick(mixes);
          break;
        }
        values.work = pick(batch);
        if (maybe(0.5)) values.deadline_hours = pick([6, 24, 72]);
        if (maybe(0.3)) values.batch_tokens = pick([1e8, 2e9, 2e10]);
        break;
      case 5:
        values.model_params = pick([8e9, 13e9, 70e9]);
        values.batch_tokens = pick([1e8, 1e9, 5e9]);
        if (maybe(0.5)) values.deadline_hours = pick([4, 12, 48]);
        if (maybe(0.5)) values.precision = pick(["bf16", "fp8"]);
        break;
      default:
        values.model_params = pick([7e9, 8e9, 13e9, 70e9]);
        values.tokens_per_day = pick([1e7, 5e7, 2e8, 5e8]);
        if (maybe(0.5)) values.peak_factor = round(1 + random() * 3, 1);
        if (maybe(0.5)) values.precision = pick(["bf16", "fp8", "int4"]);
        requestOf(values);
    }
    if (maybe(0.3)) values.machine = pick(d.hardware).id;
    if (maybe(0.25)) values.horizon_years = pick([1, 2, 4, 5]);
    if (maybe(0.3)) values.electricity_price = round(0.3 + random(), 2);
    return values;
  });
}

/** What the page shows of a work: its figures and each row's numbers, as its data attributes carry them. */
export interface ShownWork {
  /** The figures by key (`memory`, `busy`, `compute`): their numbers, absent for words. */
  figures: Record<string, number | undefined>;
  /** The ways, in the page's order: a training run's ranking or a serving load's ways. */
  ways: Record<string, string | number | boolean | null>[];
  /**
   * The fleet's parts and the API rows: a million output tokens each (an API's with their input at
   * the load's shape), `null` where none; an API row's id and its prices a million input, output and
   * blended tokens.
   */
  fleet: {
    part: string;
    perMillion: number | null;
    api?: string;
    input?: number;
    output?: number;
    blended?: number;
  }[];
}

// deno-lint-ignore no-explicit-any
type Json = any;

const cents = (x: number | null) => x === null ? null : Math.round(x * 100);

/** Holds what the page shows of a work to `calc --work --json`'s (`j`): every row, money to the cent. */
export function assertSameWork(shown: ShownWork, j: Json, what: string): void {
  const close = (a: unknown, b: number, label: string) =>
    assert.ok(Math.abs(Number(a) - b) <= 1e-9 * Math.max(1, Math.abs(b)), `${what}: ${label}`);
  close(shown.figures.memory, j.work.memoryGb, "memory");
  if (j.machineHoursPerDay === null) assert.equal(shown.figures.busy, undefined, `${what}: busy`);
  else close(shown.figures.busy, j.machineHoursPerDay, "busy");
  if (j.rows !== undefined) {
    // a training run or a batch job: its ranking (a batch job counts no FLOPs)
    if (j.work.kind === "training") close(shown.figures.compute, j.work.flops, "compute");
    else assert.equal(shown.figures.compute, undefined, `${what}: compute`);
    assert.equal(shown.ways.length, j.rows.length, `${what}: every row`);
    j.rows.forEach((r: Json, k: number) => {
      const s = shown.ways[k]!;
      const at = `${what} rank ${k + 1} ${r.id}`;
      assert.equal(s.id, r.id, at);
      assert.equal(Number(s.rank), k + 1, at);
      assert.equal(Number(s.gpus), r.gpusUsed, `${at}: GPUs`);
      assert.equal(Number(s.units), r.units, `${at}: units`);
      close(s.hours, r.hours, `${r.id} hours`);
      close(s.gpuHours, r.gpuHours, `${r.id} GPU-hours`);
      assert.equal(cents(Number(s.cost)), cents(r.cost), `${at}: cost`);
      assert.equal(cents(Number(s.perMillion)), cents(r.costPerMillionTokens), `${at}: a million`);
      assert.equal(s.charge, r.charge, `${at}: pays for`);
    });
    assert.deepEqual(shown.fleet, [], `${what}: no fleet for a ${j.work.kind} job`);
    return;
  }
  assert.equal(shown.ways.length, j.ways.length, `${what}: every way`);
  j.ways.forEach((w: Json, k: number) => {
    const s = shown.ways[k]!;
    const at = `${what} way ${k + 1} ${w.id}`;
    assert.equal(s.id, w.id, at);
    assert.equal(s.basis, w.basis, `${at}: basis`);
    assert.equal(Number(s.replica), w.replicaGpus, `${at}: replica`);
    assert.equal(Number(s.peak), w.peakGpus, `${at}: peak`);
    close(s.gpuHours, w.gpuHoursPerDay, `${w.id} GPU-hours a day`);
    const num = (x: unknown) => x === null || x === undefined ? null : Number(x);
    assert.equal(cents(num(s.perMonth)), cents(w.costPerMonth), `${at}: a month`);
    assert.equal(cents(num(s.perMillion)), cents(w.costPerMillionTokens), `${at}: a million`);
    for (const k of ["input", "output", "blended"] as const) {
      const key = `split${k[0]!.toUpperCase()}${k.slice(1)}`;
      assert.equal(cents(num(s[key])), cents(w.perMillion[k]), `${at}: a million, ${k}`);
    }
  });
  assert.ok("requests" in shown.figures, `${what}: the requests and target`);
  const part = (name: string) => shown.fleet.find((f) => f.part === name);
  if (j.fleet === null) {
    assert.equal(part("total"), undefined, `${what}: no fleet`);
  } else {
    assert.equal(cents(part("owned")!.perMillion), cents(j.fleet.ownedCostPerMillion), what);
    assert.equal(cents(part("rented")!.perMillion), cents(j.fleet.rentedCostPerMillion), what);
    assert.equal(cents(part("total")!.perMillion), cents(j.fleet.totalCostPerMillion), what);
  }
  if (j.toApi === null) {
    assert.equal(part("api-total"), undefined, `${what}: nothing sent to the API`);
  } else {
    const a = j.toApi;
    assert.equal(cents(part("api-owned")!.perMillion), cents(a.ownedCostPerMillion), what);
    assert.equal(cents(part("api-sent")!.perMillion), cents(a.apiCostPerMillion), what);
    assert.equal(cents(part("api-total")!.perMillion), cents(a.totalCostPerMillion), what);
  }
  if (j.api === null) assert.equal(part("api"), undefined, `${what}: no API`);
  else assert.equal(part("api")!.api, j.api.id, `${what}: the cheapest API first`);
  // every API at the load's shape (`apisAtLoad`), in calc's order
  const apis = shown.fleet.filter((f) => f.part === "api");
  assert.deepEqual(apis.map((a) => a.api), j.apis.map((a: Json) => a.id), `${what}: every API`);
  for (const a of apis) {
    const at = j.apisAtLoad[a.api!];
    assert.equal(cents(a.perMillion), cents(at.allInOutput), `${what}: ${a.api} all in`);
    for (const k of ["input", "output", "blended"] as const) {
      assert.equal(cents(a[k]!), cents(at[k]), `${what}: ${a.api} ${k}`);
    }
  }
}
