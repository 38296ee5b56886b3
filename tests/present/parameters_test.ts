/** The parameters a report was built with, worded in the report's language. */
import assert from "node:assert/strict";
import { describeParameters, PARAMETERS } from "../../lib/params.ts";
import { parametersHtml, parameterText } from "../../lib/present/parameters.ts";
import { englishWords } from "../../lib/report/lint.ts";

const items = describeParameters({
  hours_per_day: 6,
  utilization: 0.5,
  cloud_price: 2,
  purchase_price: 13000,
  cost_of_capital: 0.05,
});

Deno.test("parameterText() says each value with its unit in English, money in the report's currency", () => {
  const actual = items.map((i) => parameterText(i, { currency: "USD", lang: "en" }));
  assert.deepEqual(actual, [
    "hours_per_day = 6 h/day",
    "utilization = 0.5",
    "cloud_price = 2 USD per GPU-hour",
    "purchase_price = 13000 USD",
    "cost_of_capital = 0.05 a year",
  ]);
});

Deno.test("parameterText() says the units in Chinese on a Chinese report, with no English word but the names", () => {
  const actual = items.map((i) => parameterText(i, { currency: "CNY", lang: "zh" }));
  assert.deepEqual(actual, [
    "hours_per_day = 6 小时/天",
    "utilization = 0.5",
    "cloud_price = 2 CNY 每 GPU 小时",
    "purchase_price = 13000 CNY",
    "cost_of_capital = 0.05 每年",
  ]);
  const names = new Set(items.map((i) => i.name));
  for (const text of actual) assert.deepEqual(englishWords(text, names), [], text);
});

Deno.test("parametersHtml() puts each name in code and joins the values in the report's language", () => {
  const two = items.slice(0, 2);
  assert.equal(
    parametersHtml(two, { currency: "CNY", lang: "zh" }),
    "<code>hours_per_day</code> = 6 小时/天，<code>utilization</code> = 0.5",
  );
  assert.equal(
    parametersHtml(two, { currency: "CNY", lang: "en" }),
    "<code>hours_per_day</code> = 6 h/day, <code>utilization</code> = 0.5",
  );
  const region = describeParameters({ region: "<b>CN</b>" });
  assert.equal(
    parametersHtml(region, { currency: "CNY", lang: "en" }),
    "<code>region</code> = &lt;b&gt;CN&lt;/b&gt;",
  );
});

Deno.test("a yes-or-no parameter reads 是 or 否 on a Chinese report and as typed on an English one", () => {
  const owned = { name: "owned", value: "true", money: false };
  const bought = { ...owned, value: "false" };
  assert.equal(parameterText(owned, { currency: "CNY", lang: "zh" }), "owned = 是");
  assert.equal(parameterText(bought, { currency: "CNY", lang: "zh" }), "owned = 否");
  assert.equal(parameterText(owned, { currency: "CNY", lang: "en" }), "owned = true");
  assert.equal(parametersHtml([owned], { currency: "CNY", lang: "zh" }), "<code>owned</code> = 是");
});

Deno.test("a choice parameter's every value reads without English on a Chinese report, as typed on an English one", () => {
  const choices = PARAMETERS.filter((p) => p.choices !== undefined && p.name !== "lang");
  assert.ok(choices.some((p) => p.name === "financing"), "financing is a choice");
  for (const p of choices) {
    for (const value of p.choices!) {
      const item = { name: p.name, value, unit: p.unit, money: false };
      const zh = parameterText(item, { currency: "CNY", lang: "zh" });
      assert.deepEqual(englishWords(zh, new Set([p.name])), [], zh);
      assert.equal(parameterText(item, { currency: "CNY", lang: "en" }), `${p.name} = ${value}`);
    }
  }
  const lease = { name: "financing", value: "lease", money: false };
  assert.equal(parameterText(lease, { currency: "CNY", lang: "zh" }), "financing = 融资租赁");
  assert.equal(
    parametersHtml([lease], { currency: "CNY", lang: "zh" }),
    "<code>financing</code> = 融资租赁",
  );
});
