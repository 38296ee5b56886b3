/** Applying overrides: parameters in the report's currency become a scenario's inputs in CNY. */
import assert from "node:assert/strict";
import type { ParameterUnit } from "../../lib/parameter_units.ts";
import fc from "fast-check";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import {
  applyOverrides,
  MONEY_PARAMETERS,
  overridesFromParameters,
} from "../../lib/scenario/overrides.ts";
import { allScenarios } from "../../lib/scenario/resolve.ts";
import { PARAMETERS } from "../../lib/params.ts";
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
        assert.equal(actual.inputs.rentCnyPerGpuHour, price);
        assert.equal(actual.options[0]!.terms.rentCnyPerGpuHour, price);
        actual.options.slice(1).forEach((o, i) => assert.deepEqual(o, r.options[i + 1]));
        const before = r.ranges.find((x) => x.name === "rentCnyPerGpuHour");
        const after = actual.ranges.find((x) => x.name === "rentCnyPerGpuHour");
        if (before && after) {
          // a range around the data's price scales with it: low × (new ÷ old)
          const scale = price / r.inputs.rentCnyPerGpuHour;
          assert.ok(Math.abs(after.low - before.low * scale) <= 1e-9 * Math.max(1, after.low));
          assert.ok(Math.abs(after.high - before.high * scale) <= 1e-9 * Math.max(1, after.high));
        }
      },
    ),
    MANY,
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
        assert.ok(Math.abs(actual.inputs.usedHoursPerDay - expected) <= 1e-12);
      },
    ),
    MANY,
  );
});

Deno.test("applyOverrides() sets the model input a parameter's record names, in the model's units, and nothing else of the inputs", () => {
  const inputs = PARAMETERS.flatMap((p) =>
    p.binding.kind === "input" ? [{ p, input: p.binding.input, per: p.binding.per ?? 1 }] : []
  );
  assert.ok(inputs.length >= 10, "the number parameters that set an input");
  for (const r of SHIPPED) {
    for (const { p, input, per } of inputs) {
      // a value inside the parameter's range, different from the scenario's
      const low = p.min ?? 0, high = Math.min(p.max ?? 1e6, 1e6);
      const value = low + (high - low) * 0.37;
      const flag = p.binding.kind === "input" && p.binding.flag === true;
      // a flag is given as text, "true" setting its input to 1
      const actual = applyOverrides(r, { [p.name]: flag ? "true" : value });
      assert.equal(actual.inputs[input], flag ? 1 : value / per, `${r.scenario.id} ${p.name}`);
      const others = Object.keys(r.inputs).filter((k) => k !== input) as (keyof typeof r.inputs)[];
      for (const k of others) {
        assert.deepEqual(actual.inputs[k], r.inputs[k], `${r.scenario.id} ${p.name}: ${k}`);
      }
      // only cloud_price, cloud_speed and cloud_price_change reach an offering: the first two
      // the scenario's own alone, the market's price change every one
      const own = p.binding.kind === "input" && p.binding.ownOffering === true;
      const market = p.binding.kind === "input" && p.binding.market === true;
      actual.options.forEach((o, i) => {
        const before = r.options[i]!;
        if (market || (own && o.offering.id === r.offering.id)) {
          assert.equal((o.terms as unknown as Record<string, number>)[input], value / per);
        } else assert.deepEqual(o, before, `${r.scenario.id} ${p.name}: option ${i}`);
      });
    }
  }
});

Deno.test("MONEY_PARAMETERS are the records marked money: the prices, and nothing counted in hours, fractions or GB", () => {
  assert.deepEqual(
    [...MONEY_PARAMETERS],
    PARAMETERS.filter((p) => p.money).map((p) => p.name),
  );
  for (const name of ["cloud_price", "electricity_price", "purchase_price", "labour_rate"]) {
    assert.ok(MONEY_PARAMETERS.includes(name), name);
  }
  for (const p of PARAMETERS.filter((p) => p.money)) {
    assert.equal(p.type, "number", p.name);
    const counted: readonly (ParameterUnit | undefined)[] = [
      "fraction",
      "perYear",
      "hoursPerDay",
      "gb",
    ];
    assert.ok(!counted.includes(p.unit), p.name);
  }
});

Deno.test("applyOverrides() takes region as the list of regions and providers to rent from, and no other parameter changes it", () => {
  for (const r of SHIPPED) {
    assert.deepEqual(applyOverrides(r, { region: "CN; RunPod" }).accepts, ["CN", "RunPod"]);
    assert.deepEqual(applyOverrides(r, { hours_per_day: 3, cloud_price: 1 }).accepts, r.accepts);
  }
  // the report's own parameters are not overrides: they change no scenario
  assert.deepEqual(
    overridesFromParameters({
      scenario: "x",
      lang: "zh",
      currency: "USD",
      fx_date: "2026-01-01",
      region: "CN",
    }, 7),
    { region: "CN" },
  );
});
