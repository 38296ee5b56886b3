// Sobol' indices of the workbook's answers (lib/model/global_sensitivity.ts): priced by the one
// model, and agreeing with SALib's on the shipped scenario (tests/reference/salib_sobol.json,
// made by tests/reference/salib_sobol.py on SALib's own sample).
import assert from "node:assert/strict";
import fc from "fast-check";
import { breakEvenHours } from "../../lib/model/breakeven.ts";
import { tco } from "../../lib/model/cost.ts";
import { answersAt, globalSensitivity } from "../../lib/model/global_sensitivity.ts";
import { type CostInputs, SEED_3090 } from "../../lib/model/inputs.ts";
import { defaultRanges, hasRange } from "../../lib/model/sensitivity.ts";
import type { SobolIndices } from "../../lib/model/sobol.ts";
import { openWorkbook } from "../../lib/workbook.ts";
import { near, ROOT } from "../helpers.ts";
import { agree } from "./arbitrary.ts";

/** SALib's indices of one output: S1, ST and the half-widths of their 95 % intervals. */
interface SalibIndices {
  S1: number[];
  S1_conf: number[];
  ST: number[];
  ST_conf: number[];
}

const REFERENCE = JSON.parse(
  Deno.readTextFileSync(`${ROOT}tests/reference/salib_sobol.json`),
) as {
  seed: number;
  workbook: {
    scenario: string;
    n: number;
    names: string[];
    ranges: { name: string; low: number; high: number; mode: number }[];
    ownMinusRent: SalibIndices;
    breakEvenHours: SalibIndices;
  };
};

/**
 * Each of our indices lies within SALib's 95 % interval, widened by our own interval's half-width
 * (two estimates of one number from two samples: each carries its own error) and by 0.005.
 */
function withinSalib(ours: SobolIndices, salib: SalibIndices, names: string[], what: string) {
  for (
    const [key, conf, mine, interval] of [
      ["S1", "S1_conf", ours.first, ours.firstInterval],
      ["ST", "ST_conf", ours.total, ours.totalInterval],
    ] as const
  ) {
    names.forEach((name, i) => {
      const [lo, hi] = interval[i]!;
      const tolerance = salib[conf][i]! + (hi - lo) / 2 + 0.005;
      near(mine[i]!, salib[key][i]!, tolerance, `${what} ${key} of ${name}`);
    });
  }
}

Deno.test("globalSensitivity() of the shipped scenario agrees with SALib's indices within their intervals", async () => {
  const { scenario, n, names } = REFERENCE.workbook;
  const wb = await openWorkbook({ scenario }, {
    folder: `${ROOT}data`,
    now: new Date("2026-12-01T00:00:00Z"),
  });
  const actual = globalSensitivity(wb.inputs, wb.scenario.ranges, { n, seed: REFERENCE.seed });
  const ranges = wb.scenario.ranges.filter(hasRange).map((r) => ({
    name: r.name,
    low: r.low,
    high: r.high,
    mode: wb.inputs[r.name],
  }));
  assert.deepEqual(
    ranges,
    REFERENCE.workbook.ranges,
    "the scenario's ranges changed since the reference was made: rerun tests/reference/salib_sobol.py",
  );
  assert.deepEqual(actual.names, names);
  withinSalib(actual.ownMinusRent, REFERENCE.workbook.ownMinusRent, names, "own − rent");
  withinSalib(actual.breakEvenHours, REFERENCE.workbook.breakEvenHours, names, "break-even");
  // the cloud price causes most of the spread of own − rent: 0.78 of it on its own (SALib)
  const top = actual.ownMinusRent.total.indexOf(Math.max(...actual.ownMinusRent.total));
  assert.equal(names[top], "rentCnyPerGpuHour");
});

Deno.test("answersAt() prices a point as tco() and breakEvenHours() do (one model)", () => {
  const ranges = defaultRanges(SEED_3090).filter(hasRange);
  const answers = answersAt(SEED_3090, ranges);
  const x = new Float64Array(ranges.length), out = new Float64Array(2);
  fc.assert(
    fc.property(
      fc.array(fc.double({ min: 0, max: 1, noNaN: true }), {
        minLength: ranges.length,
        maxLength: ranges.length,
      }),
      (u) => {
        ranges.forEach((r, k) => x[k] = r.low + (r.high - r.low) * u[k]!);
        answers.price(x, out);
        const inputs: CostInputs = Object.assign(
          { ...SEED_3090 },
          Object.fromEntries(ranges.map((r, k) => [r.name, x[k]!])),
        );
        assert.ok(agree(out[0]!, tco(inputs).ownMinusRent, tco(inputs).own.total), "own − rent");
        const b = breakEvenHours(inputs);
        const hours = b.kind === "hours" ? b.breakEvenHoursPerDay : b.kind === "never" ? 24 : 0;
        near(out[1]!, hours, 1e-9, "break-even");
      },
    ),
    { numRuns: 100 },
  );
});

Deno.test("globalSensitivity() with one input moving gives it all the variance: S1 = ST = 1", () => {
  const ranges = [{ name: "rentCnyPerGpuHour" as const, low: 2, high: 5 }];
  const actual = globalSensitivity(SEED_3090, ranges, { n: 256 });
  // own − rent is linear in the price: every run differs by the price alone
  near(actual.ownMinusRent.first[0]!, 1, 0.01, "S1");
  near(actual.ownMinusRent.total[0]!, 1, 0.01, "ST");
});

Deno.test("globalSensitivity() leaves out an input whose range is one value, as the tornado does", () => {
  const ranges = [
    { name: "rentCnyPerGpuHour" as const, low: 2, high: 5 },
    { name: "purchaseCny" as const, low: 9_000, high: 9_000 },
    { name: "usedHoursPerDay" as const, low: 2, high: 6 },
  ];
  const actual = globalSensitivity(SEED_3090, ranges, { n: 256 });
  assert.deepEqual(actual.names, ["rentCnyPerGpuHour", "usedHoursPerDay"]);
  // own − rent = gap − (price − own per hour) × used hours: the product is an interaction
  const interaction = actual.ownMinusRent.total[0]! - actual.ownMinusRent.first[0]!;
  assert.ok(interaction > 0.01, `ST − S1 of the price: ${interaction}`);
});
