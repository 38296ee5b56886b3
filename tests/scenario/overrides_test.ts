/** Applying overrides: parameters in the report's currency become a scenario's inputs in CNY. */
import assert from "node:assert/strict";
import fc from "fast-check";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import {
  applyOverrides,
  MONEY_PARAMETERS,
  overridesFromParameters,
} from "../../lib/scenario/overrides.ts";
import { allScenarios } from "../../lib/scenario/resolve.ts";
import { MANY } from "../model/arbitrary.ts";
import { ROOT } from "../helpers.ts";

const SHIPPED = allScenarios((await loadDatasetOrThrow(`${ROOT}data`)).dataset);

Deno.test("overridesFromParameters() converts the money parameters and only those, dropping text", () => {
  fc.assert(
    fc.property(
      fc.double({ min: 0.01, max: 100, noNaN: true }),
      fc.double({ min: 0, max: 1e6, noNaN: true }),
      (rate, value) => {
        const actual = overridesFromParameters(
          { scenario: "x", cloud_price: value, hours_per_day: value, labour_rate: undefined },
          rate,
        );
        assert.deepEqual(actual, { cloud_price: value * rate, hours_per_day: value });
      },
    ),
    MANY,
  );
  for (const name of MONEY_PARAMETERS) {
    // 2 USD at 7.1 CNY per USD = 14.2 CNY
    assert.equal(overridesFromParameters({ [name]: 2 }, 7.1)[name], 2 * 7.1);
  }
});

Deno.test("applyOverrides() with no overrides changes nothing of any shipped scenario", () => {
  for (const r of SHIPPED) {
    const actual = applyOverrides(r, {});
    assert.deepEqual(actual.inputs, r.inputs, r.scenario.id);
    assert.deepEqual(actual.options, r.options, r.scenario.id);
    assert.deepEqual(actual.overflow, r.overflow, r.scenario.id);
  }
});

Deno.test("applyOverrides() reprices the scenario's own offering only, and keeps the ranges around the new price", () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...SHIPPED),
      fc.double({ min: 0.05, max: 200, noNaN: true }),
      (r, price) => {
        const actual = applyOverrides(r, { cloud_price: price });
        assert.equal(actual.inputs.cloudCnyPerGpuHour, price);
        assert.equal(actual.options[0]!.terms.cloudCnyPerGpuHour, price);
        actual.options.slice(1).forEach((o, i) => assert.deepEqual(o, r.options[i + 1]));
        const before = r.ranges.find((x) => x.name === "cloudCnyPerGpuHour");
        const after = actual.ranges.find((x) => x.name === "cloudCnyPerGpuHour");
        if (before && after) {
          // a range around the data's price scales with it: low × (new ÷ old)
          const scale = price / r.inputs.cloudCnyPerGpuHour;
          assert.ok(Math.abs(after.low - before.low * scale) <= 1e-9 * Math.max(1, after.low));
          assert.ok(Math.abs(after.high - before.high * scale) <= 1e-9 * Math.max(1, after.high));
        }
      },
    ),
    { ...MANY, numRuns: 200 },
  );
});

Deno.test("applyOverrides() sets the hours a day from hours, days and utilisation, at most 24", () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...SHIPPED),
      fc.double({ min: 0, max: 24, noNaN: true }),
      fc.integer({ min: 0, max: 7 }),
      fc.double({ min: 0, max: 1, noNaN: true }),
      (r, hours, days, utilization) => {
        const actual = applyOverrides(r, {
          hours_per_day: hours,
          days_per_week: days,
          utilization,
        });
        // h/day × days/7 × utilisation
        const expected = Math.min(24, hours * days / 7 * utilization);
        assert.ok(Math.abs(actual.inputs.hoursPerDay - expected) <= 1e-12);
      },
    ),
    { ...MANY, numRuns: 200 },
  );
});
