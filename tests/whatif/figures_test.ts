import assert from "node:assert/strict";
import fc from "fast-check";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import {
  applyOverrides,
  overridesFromParameters,
  resolveScenario,
  scenarioResults,
} from "../../lib/scenario.ts";
import { computeWhatIf, figuresOf } from "../../lib/whatif/figures.ts";
import { whatIfData } from "../../lib/whatif/html.ts";
import { ROOT } from "../helpers.ts";
import { arbSetting } from "./settings.ts";

const { dataset } = await loadDatasetOrThrow(`${ROOT}data`);

Deno.test("computeWhatIf() on the page's JSON gives calc's results for random settings of every scenario", () => {
  for (const s of dataset.scenarios) {
    for (const currency of [s.currency, s.currency === "USD" ? "CNY" : "USD"]) {
      const data = whatIfData(dataset, { currency }, s.id);
      const rate = data.money.cnyPerUnit;
      const spot = data.resolved.options.some((o) => o.kind === "spot");
      fc.assert(
        fc.property(arbSetting(rate, { spot }), (setting) => {
          // what calc computes: the scenario straight from the data, -p in the display currency
          const expected = scenarioResults(
            applyOverrides(resolveScenario(dataset, s.id), overridesFromParameters(setting, rate)),
          );
          const actual = computeWhatIf(data, setting).results;
          assert.deepEqual(actual, expected);
        }),
        { numRuns: 40 },
      );
    }
  }
});

Deno.test("figuresOf() never shows NaN or Infinity, and says never, always and no payback in words", () => {
  const data = whatIfData(dataset, {}, "seed-3090-autodl");
  fc.assert(
    fc.property(arbSetting(), (setting) => {
      const figures = figuresOf(computeWhatIf(data, setting).results, data.money);
      for (const f of figures) {
        assert.doesNotMatch(f.text, /NaN|Infinity|undefined|null/, `${f.label}: ${f.text}`);
        if (f.value !== undefined) assert.ok(Number.isFinite(f.value), f.label);
      }
    }),
    { numRuns: 500 },
  );
  // 24 h a day at a cloud price far above owning's: owning is cheaper from some hours on;
  // at 0.2 CNY/h against a 9,000 CNY card, never
  const cheap = figuresOf(computeWhatIf(data, { cloud_price: 0.2 }).results, data.money);
  assert.equal(
    cheap.find((f) => f.key === "break-even")!.text,
    "owning never cheaper, even at 24 h/day",
  );
  assert.equal(cheap.find((f) => f.key === "payback")!.text, "not within the horizon (36 months)");
});

Deno.test("figuresOf() reads the README's question: 6 h a day at 2 CNY/h breaks even at 9.08 h/day", () => {
  // calc --scenario seed-3090-autodl -p hours_per_day=6 -p cloud_price=2: above 9.08 h/day
  const data = whatIfData(dataset, {}, "seed-3090-autodl");
  const figures = figuresOf(
    computeWhatIf(data, { hours_per_day: 6, cloud_price: 2 }).results,
    data.money,
  );
  assert.equal(
    figures.find((f) => f.key === "break-even")!.text,
    "owning cheaper above 9.08 h/day",
  );
  assert.equal(figures.find((f) => f.key === "hours-used")!.text, "6.00 h/day over 3 years");
  // renting 6 h × 365 × 3 years at 2 CNY/h = 13,140 CNY
  assert.equal(figures.find((f) => f.key === "tco-rent")!.text, "13,140.00 CNY");
});
