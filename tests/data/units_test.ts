import assert from "node:assert/strict";
import { evaluateArithmetic, perGbHour, toUnit } from "../../lib/data/units.ts";
import { near } from "../helpers.ts";

Deno.test("toUnit() converts a quantity with its unit: 650 W is 0.65 kW (A7's wall power)", () => {
  assert.equal(toUnit("650 W", "kW"), 0.65);
  assert.equal(toUnit("0.65 kW", "W"), 650);
  assert.throws(() => toUnit("a lot", "kW"));
  assert.throws(() => toUnit("650 GB", "kW")); // not a power
});

Deno.test("evaluateArithmetic() evaluates plain arithmetic and nothing else", () => {
  near(evaluateArithmetic("500/3"), 166.6667, 0.0001, "500/3"); // B6 spread over 3 years
  assert.equal(evaluateArithmetic("2 * 4500"), 9000); // B2 twice: the whole host
  assert.equal(evaluateArithmetic("(9000 - 2700) / 3"), 2100); // B8 a year
  assert.throws(() => evaluateArithmetic("sqrt(4)"), /Cannot evaluate "sqrt\(4\)"/);
  assert.throws(() => evaluateArithmetic("1e3"), /Cannot evaluate "1e3"/);
});

Deno.test("perGbHour() turns a storage price a day or a month (730 h) into one an hour", () => {
  assert.equal(perGbHour(0.0007, "gb-hour"), 0.0007); // A5's price
  near(perGbHour(0.0168, "gb-day"), 0.0007, 1e-12, "a day"); // 0.0007 × 24
  near(perGbHour(0.511, "gb-month"), 0.0007, 1e-12, "a month"); // 0.0007 × 730
});
