// A case is one coherent whole in every view: a case built from choices (-p, the what-if page)
// equals, to the cent, the same case written as rows of the data (the page's own copy) and read
// back, in CNY and USD, at two exchange-rate days; and setting any parameter to the value the case
// already has changes no figure. Random cases of tests/scenario/case_arbitrary.ts.
import assert from "node:assert/strict";
import fc from "fast-check";
import { type CalcJson, calcJson, calculate } from "../../lib/cli/calc.ts";
import { InputError } from "../../lib/cli/main.ts";
import { readDataFiles } from "../../lib/data/files.ts";
import { type Dataset, parseDataset } from "../../lib/data/load.ts";
import { type Parameter, PARAMETERS, type ParameterValues } from "../../lib/params.ts";
import { openCase } from "../../lib/scenario.ts";
import { caseRows } from "../../lib/scenario/case_rows.ts";
import { builtValue } from "../../lib/whatif/controls.ts";
import { CASE_RUNS, ROOT } from "../helpers.ts";
import { arbCase } from "./case_arbitrary.ts";

const SHIPPED = await readDataFiles(`${ROOT}data`);
/** Two days whose rates differ: the 2025 average (7.1875 CNY a USD) and June 2026's (6.7758). */
const FX_DATES = ["2025-06-30", "2026-12-01"] as const;

function load(files: Record<string, string>, fxDate: string): Dataset {
  const r = parseDataset(files, { folder: "data", fxDate, now: new Date("2026-12-04") });
  assert.ok(r.ok, JSON.stringify(r.ok ? [] : r.issues.slice(0, 3)));
  return r.dataset;
}
const shipped = Object.fromEntries(FX_DATES.map((d) => [d, load(SHIPPED, d)])) as Record<
  typeof FX_DATES[number],
  Dataset
>;

/** calc --json of `p` on `d`, or `undefined` when the case is refused (a speed out of range, …). */
function calc(d: Dataset, p: ParameterValues): CalcJson | undefined {
  try {
    return calcJson(calculate(d, p));
  } catch (error) {
    if (error instanceof InputError) return undefined;
    throw error;
  }
}

/**
 * Every figure of calc --json that a case's data or parameters set: money (to half a cent),
 * hours and shares (to 1e-9 relative), words and ids as they are; the ids of the case's own rows
 * and its description, which name the case, left out.
 */
function figures(j: CalcJson): unknown {
  const { scenario: _s, description: _d, parameters: _p, fxDate: _f, cnyPerUnit: _c, ...rest } = j;
  return JSON.parse(JSON.stringify(rest, (k, v) => {
    if (k === "speed" && typeof v === "object" && v !== null) return v.speed; // not whence
    // words, and the id of a profile the case's rows name anew
    if (k === "reason" || k === "label" || k === "overflowLabel" || k === "profile") {
      return undefined;
    }
    // the parameters given that set nothing, as `parameters` echoes those given: no figure
    if (k === "scheduleIgnored") return undefined;
    // the case's own machine, which its copied rows name anew (`my-` and the row it starts from)
    if (k === "machineId" && typeof v === "string") return v.replace(/^my-/, "");
    return v;
  }));
}

/** Whether two figures agree: numbers within half a cent or 1e-9 of their size. */
function agree(a: unknown, b: unknown, path = ""): string | undefined {
  if (typeof a === "number" && typeof b === "number") {
    const ok = a === b || Math.abs(a - b) <= Math.max(0.005, 1e-9 * Math.abs(a));
    return ok ? undefined : `${path}: ${a} ≠ ${b}`;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return `${path}: ${a.length} items ≠ ${b.length}`;
    for (let i = 0; i < a.length; i++) {
      const d = agree(a[i], b[i], `${path}[${i}]`);
      if (d) return d;
    }
    return undefined;
  }
  if (typeof a === "object" && a !== null && typeof b === "object" && b !== null) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) {
      const d = agree(
        (a as Record<string, unknown>)[k],
        (b as Record<string, unknown>)[k],
        `${path}.${k}`,
      );
      if (d) return d;
    }
    return undefined;
  }
  return a === b ? undefined : `${path}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`;
}

/** The files of the data with the case's rows added. */
function withRows(rows: ReturnType<typeof caseRows>): Record<string, string> {
  const files = { ...SHIPPED };
  for (const l of rows.lines) {
    assert.equal(files[l.file]!.split("\n")[0], l.header, `${l.file}: the shipped columns`);
    files[l.file] = `${files[l.file]}${l.line}\n`;
  }
  return files;
}

Deno.test("a case from its parameters equals its copied rows read back, to the cent, in CNY and USD at two exchange-rate days", () => {
  let compared = 0;
  fc.assert(
    fc.property(arbCase(shipped[FX_DATES[0]]), (p) => {
      const expected0 = calc(shipped[FX_DATES[0]], p);
      if (expected0 === undefined) return; // a case calc refuses is refused by the page too
      // the rows are written once, on the first day, and pasted into the data
      const rows = caseRows(shipped[FX_DATES[0]], String(p.scenario), p);
      const files = withRows(rows);
      for (const day of FX_DATES) {
        const expected: CalcJson = day === FX_DATES[0] ? expected0 : calc(shipped[day], p)!;
        const actual = calc(load(files, day), rows.parameters);
        assert.ok(actual, `${day}: the rows are refused: ${JSON.stringify(rows)}`);
        const d = agree(figures(actual), figures(expected));
        assert.equal(d, undefined, `${day} ${JSON.stringify(p)}\n${JSON.stringify(rows)}`);
        assert.equal(actual.currency, expected.currency);
      }
      compared++;
    }),
    { numRuns: CASE_RUNS },
  );
  assert.ok(compared > CASE_RUNS * 0.8, `${compared} of ${CASE_RUNS} compared`);
});

/**
 * The value parameter `p` has in the case of `values` (money in the case's currency), as the
 * what-if page reads it back; `undefined` where it has none a reader could type back (a blank
 * spot rate, the own machine's id).
 */
function currentValue(p: Parameter, values: ParameterValues): string | number | undefined {
  const c = openCase(shipped[FX_DATES[1]], values);
  const a = c.applied;
  const money = { currency: c.currency, cnyPerUnit: c.cnyPerUnit, lang: "en" } as const;
  switch (p.name) {
    case "machine":
      return a.hardware.id.startsWith("my-") ? undefined : a.hardware.id;
    case "site":
      return a.scenario.siteId;
    case "offering":
      return a.offering.id;
    case "workload":
      // a work's speeds are no workload a reader types: the work is given instead
      return a.workload.startsWith("work:") ? undefined : a.workload;
    case "gpu_model":
      return a.hardware.gpuModel;
    case "region":
      return a.accepts.join("; ");
    case "gpu_count":
      return a.hardware.gpuCount;
    case "machine_power":
      return a.hardware.wallPowerKw;
  }
  if (p.type !== "number") return undefined;
  return builtValue(p, a, {}, money);
}

/** The parameters a reader may type a value of: every one but the report's own and the job. */
const TYPED = PARAMETERS.filter((p) => p.binding.kind !== "report" && p.name !== "job");

Deno.test("setting a parameter to the value the case already has changes no figure", () => {
  const day = FX_DATES[1];
  let set = 0;
  fc.assert(
    fc.property(
      arbCase(shipped[day]),
      fc.shuffledSubarray(TYPED, { minLength: 3, maxLength: 6 }),
      (p, names) => {
        const expected = calc(shipped[day], p);
        if (expected === undefined) return;
        for (const parameter of names) {
          const value = currentValue(parameter, p);
          if (value === undefined) continue;
          const actual = calc(shipped[day], { ...p, [parameter.name]: value });
          assert.ok(actual, `${parameter.name} = ${value} refused: ${JSON.stringify(p)}`);
          const d = agree(figures(actual), figures(expected));
          assert.equal(d, undefined, `${parameter.name} = ${value}: ${JSON.stringify(p)}`);
          set++;
        }
      },
    ),
    { numRuns: CASE_RUNS },
  );
  assert.ok(set > CASE_RUNS, `${set} values set`);
});
