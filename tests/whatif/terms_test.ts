import assert from "node:assert/strict";
import fc from "fast-check";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import { calcJson, calcText, calculate } from "../../lib/cli/calc.ts";
import { CNY } from "../../lib/present/format.ts";
import { PARAMETERS, parseAssignment } from "../../lib/params.ts";
import { computeWhatIf, figuresOf } from "../../lib/whatif/figures.ts";
import { whatIfData } from "../../lib/whatif/html.ts";
import { controlsFor, writeHash } from "../../lib/whatif/controls.ts";
import { joinHash, splitHash } from "../../lib/whatif/hash.ts";
import { sayRefusal } from "../../lib/whatif/refusals.ts";
import {
  builtTerms,
  readTerm,
  readTerms,
  shownTerms,
  termsInPlay,
  withTerm,
} from "../../lib/whatif/terms.ts";
import { afterTaxRows } from "../../lib/present/after_tax.ts";
import { ROOT } from "../helpers.ts";
import { arbSetting, arbTerms } from "./settings.ts";

const { dataset } = await loadDatasetOrThrow(`${ROOT}data`);
const BUYERS = dataset.buyers.map((b) => b.id);

/** The message calc gives for `parameters`, or `undefined` when it computes them. */
function calcRefusal(parameters: Record<string, string>): string | undefined {
  try {
    parseAssignment(`${Object.keys(parameters)[0]}=${Object.values(parameters)[0]}`);
    calculate(dataset, parameters);
    return undefined;
  } catch (error) {
    // parseAssignment's ParameterError, or calc's InputError with the same words
    return (error as Error).message;
  }
}

Deno.test("readTerm() refuses an unknown buyer, owned and financing with the words -p gives", () => {
  for (
    const [name, text] of [["buyer", "nobody"], ["owned", "maybe"], ["financing", "credit"]]
  ) {
    const read = readTerm(name, text, dataset);
    assert.ok(!read.ok, name);
    const expected = calcRefusal({ [name]: text });
    assert.ok(expected !== undefined, name);
    assert.equal(read.refusal.message, expected);
    // in Chinese, from the catalogue, naming the values it takes
    const zh = sayRefusal(read.refusal, "zh");
    assert.match(zh, new RegExp(`参数 ${name}：收到 “${text}”，应为.* 之一`), zh);
  }
  assert.deepEqual(readTerm("buyer", "cn-general", dataset), { ok: true, value: "cn-general" });
  assert.deepEqual(readTerm("owned", "true", dataset), { ok: true, value: "true" });
  assert.deepEqual(readTerm("financing", "lease", dataset), { ok: true, value: "lease" });
});

Deno.test("the link writes the terms as the choices' pairs and reads them back, refusing bad ones", () => {
  const data = whatIfData(dataset, {}, "seed-3090-autodl");
  const controls = controlsFor(data.resolved, data.built, data.money);
  const choices = { machine: "rtx4090-cn", buyer: "cn-general", owned: "true", financing: "lease" };
  const hash = joinHash(writeHash({ loan_rate: 0.08 }, controls), choices, undefined);
  assert.equal(
    hash,
    "#loan_rate=0.08&machine=rtx4090-cn&buyer=cn-general&owned=true&financing=lease",
  );
  const split = splitHash(hash);
  assert.equal(split.numbers, "loan_rate=0.08");
  assert.deepEqual(readTerms(split.choices, dataset), { choices, refusals: [] });
  // case A's terms ride as a.NAME
  const a = splitHash(joinHash("", {}, { values: {}, choices: { buyer: "person" } })).a!;
  assert.deepEqual(a.choices, { buyer: "person" });
  // a bad term is left out and said; the rows chosen pass on to the case
  const bad = readTerms({ machine: "rtx4090-cn", owned: "yes", buyer: "x" }, dataset);
  assert.deepEqual(bad.choices, { machine: "rtx4090-cn" });
  assert.deepEqual(bad.refusals.map((r) => r.name), ["owned", "buyer"]);
});

Deno.test("a term set back to the build's value is no change, and the build's -p terms are the page's", () => {
  const data = whatIfData(dataset, { financing: "loan", owned: "true" }, "seed-3090-autodl");
  const built = builtTerms(data);
  // the document's scenario names its buyer: a person
  assert.deepEqual(built, { buyer: "person", owned: "true", financing: "loan" });
  assert.deepEqual(withTerm({ buyer: "us-c-corp" }, "financing", "loan", built), {
    buyer: "us-c-corp",
  });
  assert.deepEqual(withTerm({}, "owned", "false", built), { owned: "false" });
  assert.deepEqual(shownTerms(built, { owned: "false" }).owned, "false");
  // the build's terms reach the case: owned, so nothing is financed
  const { applied } = computeWhatIf(data, {});
  assert.deepEqual(termsInPlay(applied.inputs), { owned: true, financing: false });
});

Deno.test("termsInPlay() shows the owned machine's age only when owned, the loan's terms only when financed", () => {
  const data = whatIfData(dataset, {}, "seed-3090-autodl");
  const inPlay = (choices: Record<string, string>, values: Record<string, number> = {}) =>
    termsInPlay(computeWhatIf(data, values, choices).applied.inputs);
  assert.deepEqual(inPlay({}), { owned: false, financing: false });
  assert.deepEqual(inPlay({ financing: "loan" }), { owned: false, financing: true });
  assert.deepEqual(inPlay({ financing: "lease" }, { loan_months: 0 }), {
    owned: false,
    financing: true,
  });
  assert.deepEqual(inPlay({ owned: "true", financing: "lease" }), {
    owned: true,
    financing: false,
  });
  // and the controls that apply with each are the records' own
  const controls = controlsFor(data.resolved, data.built, data.money);
  assert.deepEqual(
    controls.filter((c) => c.appliesWith !== undefined).map((c) => [c.name, c.appliesWith]),
    PARAMETERS.filter((p) => p.appliesWith !== undefined).map((p) => [p.name, p.appliesWith]),
  );
  assert.deepEqual(
    controls.filter((c) => c.appliesWith).map((c) => c.name),
    ["owned_years", "value_today", "loan_rate", "loan_months", "down_payment"],
  );
});

/** `x` and `y` equal to a millionth of a cent in relative terms. */
function near(x: number, y: number, what: string): void {
  assert.ok(Math.abs(x - y) <= 1e-9 * Math.max(1, Math.abs(y)), `${what}: ${x} against ${y}`);
}

Deno.test("computeWhatIf() gives calc's afterTax for random settings with a buyer, an owned machine and financing", () => {
  for (const s of dataset.scenarios) {
    for (const currency of [s.currency, s.currency === "USD" ? "CNY" : "USD"]) {
      const data = whatIfData(dataset, { currency }, s.id);
      const rate = data.money.cnyPerUnit;
      fc.assert(
        fc.property(arbSetting(rate), arbTerms(BUYERS), (setting, { terms, numbers }) => {
          const values = { ...setting, ...numbers };
          const j = calcJson(calculate(dataset, { scenario: s.id, currency, ...values, ...terms }));
          const { results } = computeWhatIf(data, values, terms);
          const a = results.afterTax;
          assert.deepEqual(a.buyer, j.afterTax.buyer);
          assert.equal(a.counts, j.afterTax.counts);
          assert.equal(a.owned === null, j.afterTax.owned === null);
          // the table's rows are calc's parts and total, in the page's currency
          for (const row of afterTaxRows(a, "en")) {
            const expected = row.key === "total" ? j.afterTax.total : j.afterTax.parts[row.key];
            near(row.own / rate, expected.own, `${s.id} ${row.key} own`);
            near(row.rent / rate, expected.rent, `${s.id} ${row.key} rent`);
          }
          const figures = figuresOf(results, data.money);
          const value = (key: string) => figures.find((f) => f.key === key)!.value;
          near(value("after-tax-own")!, j.afterTax.total.own, "after-tax-own");
          near(value("after-tax-rent")!, j.afterTax.total.rent, "after-tax-rent");
          const be = j.afterTax.breakEven;
          assert.equal(
            value("break-even-after-tax"),
            be.kind === "hours" ? be.breakEvenHoursPerDay : undefined,
          );
          assert.deepEqual(a.payback, j.afterTax.payback);
        }),
        { numRuns: 15 },
      );
    }
  }
});

Deno.test("an owned machine's payback is that of keeping it, on the page and in calc's text, in both languages", async () => {
  const { dataset } = await loadDatasetOrThrow(`${ROOT}data`);
  for (const owned of [false, true]) {
    const c = calculate(dataset, {
      scenario: "seed-3090-autodl",
      ...(owned ? { owned: "true", owned_years: 2 } : {}),
    });
    const text = calcText(c);
    assert.match(text, owned ? /Payback of keeping it/ : /Payback \(cash\)/);
    for (const lang of ["en", "zh"] as const) {
      const label = figuresOf(c.results, { ...CNY, lang }).find((f) => f.key === "payback")!.label;
      const cash = lang === "en" ? /cash/ : /现金/;
      if (owned) assert.doesNotMatch(label, cash, label);
      else assert.match(label, cash, label);
    }
  }
});
