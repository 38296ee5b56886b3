import assert from "node:assert/strict";
import { INPUT_NAMES } from "../../lib/model/inputs.ts";
import { inputLabel, inputValue, isMoneyInput } from "../../lib/present/inputs.ts";
import { CNY } from "../../lib/present/format.ts";

/** 1 USD = 7.1 CNY. */
const USD = { currency: "USD", cnyPerUnit: 7.1, lang: "en" } as const;

Deno.test("inputLabel() names money in the report's currency and fixed units as they are", () => {
  assert.equal(inputLabel("purchaseCny", USD), "Purchase price (USD)");
  assert.equal(inputLabel("purchaseCny", CNY), "Purchase price (CNY)");
  assert.equal(inputLabel("electricityCnyPerKwh", USD), "Electricity (USD/kWh)");
  assert.equal(inputLabel("rentCnyPerGpuHour", USD), "Cloud price (USD/GPU-hour)");
  assert.equal(inputLabel("activePowerKw", USD), "Wall power (kW)");
  assert.equal(inputLabel("usedHoursPerDay", USD), "Hours used a day (h/day)");
  assert.equal(inputLabel("pue", USD), "PUE"); // no unit, no brackets
});

Deno.test("every model input has a label, and no label of a USD report says CNY", () => {
  for (const name of INPUT_NAMES) {
    const label = inputLabel(name, USD);
    assert.ok(label !== "" && label !== name, `${name} has no label of its own`);
    assert.ok(!label.includes("CNY"), label);
  }
});

Deno.test("inputValue() converts money inputs only: 9,000 CNY is 1,267.61 USD at 7.1", () => {
  assert.ok(isMoneyInput("purchaseCny"));
  assert.ok(!isMoneyInput("activePowerKw"));
  assert.ok(Math.abs(inputValue("purchaseCny", 9000, USD) - 1267.6056) < 1e-4); // 9,000 / 7.1
  assert.equal(inputValue("activePowerKw", 0.65, USD), 0.65);
  assert.equal(inputValue("residualFraction", 0.3, USD), 0.3); // a share, not money
  assert.equal(inputValue("purchaseCny", 9000, CNY), 9000);
});
