/** The parameter list: the checks of a parameters cell, and the words --help takes from it. */
import assert from "node:assert/strict";
import { checkParameters, ParameterError, PARAMETERS, parametersHelp } from "../lib/params.ts";
import { UNIT_WORDS } from "../lib/words/messages/units.ts";

Deno.test("checkParameters() returns the values set in the list's order, leaving out those not set", () => {
  // as a parameters cell holding a few, then a cell injected below it adding others
  const cell = { scenario: "seed-3090-autodl", lang: "en", hours_per_day: undefined };
  const injected = { region: "CN", utilization: 0.5, cloud_price: 2, hours_per_day: 6 };
  const actual = checkParameters(Object.assign(cell, injected));
  assert.deepEqual(Object.keys(actual), [
    "scenario",
    "lang",
    "hours_per_day",
    "utilization",
    "cloud_price",
    "region",
  ]);
  assert.deepEqual(actual, { ...cell, ...injected });
  assert.throws(() => checkParameters({ colour: 1 }), ParameterError);
});

Deno.test("--help lists every parameter of the list, once, in its order, with its unit and help", () => {
  const lines = parametersHelp().split("\n");
  assert.equal(lines.length, PARAMETERS.length);
  PARAMETERS.forEach((p, i) => {
    assert.match(lines[i]!, new RegExp(`^ {2}${p.name} +${p.type}`), p.name);
    assert.ok(lines[i]!.endsWith(p.help), p.name);
    if (p.unit) assert.ok(lines[i]!.includes(`, ${UNIT_WORDS[p.unit].en};`), p.name);
  });
});

Deno.test("every parameter's record is whole: a number has a range and sets something, text sets the report, the accepts, a choice, a flag, the financing or the resale", () => {
  for (const p of PARAMETERS) {
    if (p.type === "number") {
      assert.ok(p.max !== undefined, `${p.name}: a number without a largest value`);
      assert.notEqual(p.binding.kind, "report", `${p.name}: a number that sets nothing`);
      assert.notEqual(p.binding.kind, "accepts", p.name);
    } else {
      const b = p.binding;
      const flag = b.kind === "input" && b.flag === true;
      assert.ok(
        ["report", "accepts", "priceChanges", "choice", "financing", "resale"].includes(b.kind) ||
          flag,
        p.name,
      );
      // a flag is true or false, and nothing else
      if (flag) assert.deepEqual([...p.choices ?? []].sort(), ["false", "true"], p.name);
      assert.ok(!p.money, p.name);
    }
  }
  assert.equal(new Set(PARAMETERS.map((p) => p.name)).size, PARAMETERS.length, "names unique");
});
