// The case's one answer over random readers' cases that state a work (a training run or a serving
// load of work.csv, or one of their own): every view shows calc's answer to the cent, the schedule
// sets nothing of a work, a training run's hours follow its tokens, and every way ranked is whole
// units of what is rented, linked GPUs and the case's regions. 100 cases in `deno task test`,
// 2,000 in `deno task test:reports`.
import assert from "node:assert/strict";
import fc from "fast-check";
import { calcJson, calculate } from "../../lib/cli/calc.ts";
import { calculateWork, workJson } from "../../lib/cli/work.ts";
import { InputError } from "../../lib/cli/main.ts";
import { readDataFiles } from "../../lib/data/files.ts";
import { parseDataset } from "../../lib/data/load.ts";
import type { ParameterValues } from "../../lib/params.ts";
import { indexPage } from "../../lib/report/index_page.ts";
import { computeWhatIf } from "../../lib/whatif/figures.ts";
import { whatIfData } from "../../lib/whatif/html.ts";
import { canSpread } from "../../lib/model/job.ts";
import { acceptsOffering } from "../../lib/scenario/cheapest.ts";
import { openCase } from "../../lib/scenario.ts";
import { caseResults } from "../../lib/scenario/case_results.ts";
import { CASE_RUNS, ROOT } from "../helpers.ts";
import { arbCase } from "./case_arbitrary.ts";

const r = parseDataset(await readDataFiles(`${ROOT}data`), { now: new Date("2026-12-04") });
assert.ok(r.ok);
const dataset = r.dataset;

/**
 * A work drawn for every case: a row of work.csv, or a training run, a serving load or a batch job
 * of one's own.
 */
const arbWork: fc.Arbitrary<ParameterValues> = fc.oneof(
  fc.record({ work: fc.constantFrom(...dataset.works.map((w) => w.id)) }),
  fc.record({
    model_params: fc.constantFrom(1e9, 7e9, 13e9, 70e9),
    tokens: fc.constantFrom(1e9, 2e9, 20e9),
    method: fc.constantFrom("full", "lora", "qlora"),
    runs_per_month: fc.option(fc.constantFrom(1, 4), { nil: undefined }),
  }),
  fc.record({
    model_params: fc.constantFrom(3e9, 8e9, 70e9),
    tokens_per_day: fc.constantFrom(1e7, 5e8, 2e9),
    peak_factor: fc.constantFrom(1, 1.5, 2, 3),
    precision: fc.constantFrom("bf16", "fp8", "int4"),
  }),
  fc.record({
    model_params: fc.constantFrom(8e9, 70e9),
    batch_tokens: fc.constantFrom(1e8, 2e9, 5e10),
    deadline_hours: fc.option(fc.constantFrom(4, 24, 168), { nil: undefined }),
    precision: fc.constantFrom("bf16", "fp8"),
  }),
).map((w) => Object.fromEntries(Object.entries(w).filter(([, v]) => v !== undefined)));

/** A reader's case with a work, as `-p` takes it. */
const arbWorkCase = fc.tuple(arbCase(dataset), arbWork).map(([p, w]) => {
  const {
    work: _w,
    model_params: _m,
    tokens: _t,
    method: _me,
    tokens_per_day: _d,
    batch_tokens: _b,
    ...rest
  } = p;
  return { ...rest, ...w } as ParameterValues;
});

// deno-lint-ignore no-explicit-any
function calc(p: ParameterValues): any {
  try {
    return JSON.parse(JSON.stringify(calcJson(calculate(dataset, p))));
  } catch (error) {
    if (error instanceof InputError) return undefined;
    throw error;
  }
}

/** Money to the cent: equal within half a cent, or a billionth of its size. */
const cents = (a: number, b: number) => Math.abs(a - b) <= Math.max(0.005, 1e-9 * Math.abs(a));

Deno.test("property: calc, calc --work, the what-if page and the index show one answer of a case with a work, to the cent", () => {
  let compared = 0;
  fc.assert(
    fc.property(arbWorkCase, (p) => {
      const j = calc(p);
      if (j === undefined) return;
      compared++;
      // calc --work: the same answer, field for field
      const w = JSON.parse(JSON.stringify(workJson(calculateWork(dataset, p))));
      assert.deepEqual(w.answer, j.answer, JSON.stringify(p));
      // the what-if page built for the case: its computed answer in the page's currency
      const page = computeWhatIf(whatIfData(dataset, p, String(p.scenario)), {});
      const a = page.results.answer;
      const rate = j.cnyPerUnit;
      assert.equal(a.verdict, j.answer.verdict, JSON.stringify(p));
      assert.equal(a.cheapest === null, j.answer.cheapest === null);
      if (a.cheapest !== null) {
        assert.ok(cents(a.cheapest.totalCny / rate, j.answer.cheapest.total), JSON.stringify(p));
        assert.equal(a.cheapest.offeringId, j.answer.cheapest.offeringId);
        assert.equal(a.cheapest.apiId, j.answer.cheapest.apiId);
        assert.equal(a.cheapest.machines, j.answer.cheapest.machines);
      }
      assert.equal(a.breakEven.kind, j.answer.breakEven.kind);
      if (a.breakEven.kind === "hours") {
        assert.ok(
          Math.abs(a.breakEven.breakEvenHoursPerDay - j.answer.breakEven.breakEvenHoursPerDay) <
            1e-9,
        );
      }
      // the index: its headline says calc's cheapest way and its total, in the case's currency
      const html = indexPage([], dataset, { ...p, scenario: String(p.scenario), lang: "en" })
        .replace(/&#39;/g, "'");
      const li = /<li>Cheapest way: <strong>([^<]*)<\/strong><\/li>/.exec(html)?.[1];
      assert.ok(li !== undefined, "the index states the cheapest way");
      if (j.answer.cheapest !== null) {
        const total = j.answer.cheapest.total;
        const shown = total.toLocaleString("en-US", {
          minimumFractionDigits: Math.abs(total) < 100 ? 2 : 0,
          maximumFractionDigits: Math.abs(total) < 100 ? 2 : 0,
        });
        assert.ok(li.includes(`${shown} ${j.currency}`), `${li} ≠ ${shown}`);
      }
    }),
    { numRuns: CASE_RUNS },
  );
  assert.ok(compared > CASE_RUNS * 0.5, `${compared} of ${CASE_RUNS} compared`);
});

Deno.test("property: with a work, the schedule sets nothing, and a training run's hours follow its tokens", () => {
  fc.assert(
    fc.property(
      arbWorkCase,
      fc.record({
        hours_per_day: fc.integer({ min: 0, max: 24 }),
        days_per_week: fc.integer({ min: 1, max: 7 }),
        utilization: fc.double({ min: 0.05, max: 1, noNaN: true }),
      }),
      fc.constantFrom("hours_per_day", "days_per_week", "utilization"),
      (p, schedule, name) => {
        const j = calc(p);
        if (j === undefined) return;
        const set = calc({ ...p, [name]: schedule[name as keyof typeof schedule] });
        assert.ok(set !== undefined);
        assert.deepEqual(
          { ...set.answer, scheduleIgnored: [] },
          { ...j.answer, scheduleIgnored: [] },
          `${name}: ${JSON.stringify(p)}`,
        );
        assert.deepEqual(set.tco, j.tco, name);
        assert.ok(set.answer.scheduleIgnored.includes(name));
        // a training run of twice the tokens: twice its GPU-hours, every way and the machine
        const c = openCase(dataset, p);
        if (c.work?.kind !== "training") return;
        const tokens = c.work.tokens;
        const twice = caseResults(openCase(dataset, { ...p, tokens: 2 * tokens }));
        const once = caseResults(c);
        for (const row of once.ranked!.ranking.rows) {
          const other = twice.ranked!.ranking.rows.find((x) => x.id === row.id);
          if (other === undefined || other.units !== row.units) continue;
          assert.ok(
            Math.abs(other.billedHours * other.gpusUsed - 2 * row.billedHours * row.gpusUsed) <=
              1e-9 * row.billedHours * row.gpusUsed,
            row.id,
          );
        }
        const m = once.answer.machineHoursPerDay;
        if (m !== null) {
          assert.ok(Math.abs(twice.answer.machineHoursPerDay! - 2 * m) <= 1e-12 * m, "× 2");
        }
      },
    ),
    { numRuns: CASE_RUNS },
  );
});

Deno.test("property: every way ranked is whole units of what is rented, on linked GPUs, in the case's regions", () => {
  fc.assert(
    fc.property(arbWorkCase, (p) => {
      let c;
      try {
        c = openCase(dataset, p);
      } catch {
        return;
      }
      const res = caseResults(c);
      const accepts = c.applied.accepts;
      const offering = (id: string) => c.dataset.offerings.find((o) => o.id === id)!;
      for (const row of res.ranked?.ranking.rows ?? []) {
        if (row.kind === "offering") {
          const o = offering(row.id);
          assert.ok(acceptsOffering(accepts, o), `${row.id} outside ${accepts.join("; ")}`);
          // whole instances: the GPUs paid are whole units of the instance
          assert.equal(row.gpusPaid % o.gpuCount, 0, row.id);
          assert.ok(row.gpusPaid >= o.gpuCount, row.id);
        }
        // each copy of the work (several only for a batch job split to meet its deadline) on
        // whole units it can link
        assert.ok(Number.isInteger(row.copies) && row.copies >= 1, row.id);
        assert.equal(row.units % row.copies, 0, row.id);
        assert.ok(canSpread(row.gpusPaid / row.copies, row.gpusInUnit, row.hostGpus), row.id);
      }
      for (const w of res.serving?.ways ?? []) {
        if (w.kind !== "offering") continue;
        const o = offering(w.id);
        assert.ok(acceptsOffering(accepts, o), `${w.id} outside ${accepts.join("; ")}`);
        // a replica within one instance's linked GPUs, or over whole nodes of 8 or more
        assert.ok(w.replicaGpus <= o.hostGpus || o.gpuCount >= 8, w.id);
        // whole instances every hour: the GPUs paid at the peak and every hour are whole units
        assert.equal(w.peakGpus % o.gpuCount, 0, w.id);
        assert.ok(
          Math.abs(w.gpuHoursPerDay / o.gpuCount - Math.round(w.gpuHoursPerDay / o.gpuCount)) <
            1e-9,
        );
      }
      // the answer's ways too: none of another region
      for (const way of res.answer.ways) {
        if (way.offeringId !== null) {
          assert.ok(acceptsOffering(accepts, offering(way.offeringId)), way.offeringId);
        }
      }
    }),
    { numRuns: CASE_RUNS },
  );
});
