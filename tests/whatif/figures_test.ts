import assert from "node:assert/strict";
import fc from "fast-check";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import {
  applyOverrides,
  overridesFromParameters,
  resolveScenario,
  scenarioResults,
} from "../../lib/scenario.ts";
import { parseHTML } from "linkedom";
import { chartElement } from "../../lib/present/chart_kinds.ts";
import {
  caseNames,
  chartInputsOf,
  chartKey,
  chartsOf,
  computeWhatIf,
  cumulativeChartOf,
  figuresOf,
  monthlyChartOf,
} from "../../lib/whatif/figures.ts";
import { whatIfData } from "../../lib/whatif/html.ts";
import { ROOT } from "../helpers.ts";
import { arbSetting } from "./settings.ts";
import { MANY } from "../model/arbitrary.ts";

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
    MANY,
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

Deno.test("figuresOf() reads the question of docs/whatif.md: 6 h a day fully used at 2 CNY/h breaks even at 9.08 h/day", () => {
  // calc --scenario seed-3090-autodl -p hours_per_day=6 -p utilization=1 -p cloud_price=2
  const data = whatIfData(dataset, {}, "seed-3090-autodl");
  const figures = figuresOf(
    computeWhatIf(data, { hours_per_day: 6, utilization: 1, cloud_price: 2 }).results,
    data.money,
  );
  assert.equal(
    figures.find((f) => f.key === "break-even")!.text,
    "owning cheaper above 9.08 h/day",
  );
  assert.equal(figures.find((f) => f.key === "hours-used")!.text, "6.00 h/day over 3 years");
  // renting 6 h × 365 × 3 years at 2 CNY/h = 13,140 CNY
  assert.equal(figures.find((f) => f.key === "tco-rent")!.text, "13,140.00 CNY");
  // the hours a day alone are the schedule's: 6 h at the document's 50 % use are 3 h used
  const schedule = figuresOf(computeWhatIf(data, { hours_per_day: 6 }).results, data.money);
  assert.equal(schedule.find((f) => f.key === "hours-used")!.text, "3.00 h/day over 3 years");
});

/** The charts' HTML and their inputs' keys for a setting of a page. */
function drawn(data: ReturnType<typeof whatIfData>, setting: Record<string, number>) {
  const { applied, results } = computeWhatIf(data, setting);
  const inputs = chartInputsOf(applied, results, data.money);
  return {
    inputs,
    html: chartsOf(applied, results, data.money),
    keys: { cumulative: chartKey(inputs.cumulative), monthly: chartKey(inputs.monthly) },
  };
}

Deno.test("chartKey(): two settings draw the same chart exactly when its inputs have the same key", () => {
  const data = whatIfData(dataset, {}, "seed-3090-autodl");
  let same = 0, different = 0;
  fc.assert(
    fc.property(
      arbSetting(),
      // a second setting: the first with one value changed, a parameter that moves neither
      // chart (the discount rate), or one that moves the cumulative chart only (hours a day)
      fc.oneof(
        arbSetting(),
        fc.record({ discount_rate: fc.double({ min: 0, max: 0.2, noNaN: true }) }),
        fc.record({ hours_per_day: fc.integer({ min: 0, max: 24 }) }),
      ),
      (a, change) => {
        const one = drawn(data, a), two = drawn(data, { ...a, ...change });
        for (const chart of ["cumulative", "monthly"] as const) {
          const sameKey = one.keys[chart] === two.keys[chart];
          assert.equal(sameKey, one.html[chart] === two.html[chart], chart);
          if (sameKey) same++;
          else different++;
        }
      },
    ),
    { numRuns: 60 },
  );
  assert.ok(same > 0 && different > 0, `${same} same, ${different} different`);
});

Deno.test("chartKey() tells non-finite numbers apart, which JSON writes alike", () => {
  const { inputs } = drawn(whatIfData(dataset, {}, "seed-3090-autodl"), {});
  const withFirst = (own: number) => ({
    ...inputs.cumulative,
    points: [{ ...inputs.cumulative.points[0]!, own }, ...inputs.cumulative.points.slice(1)],
  });
  const keys = [NaN, Infinity, -Infinity, 0].map((x) => chartKey(withFirst(x)));
  assert.equal(new Set(keys).size, 4);
});

Deno.test("the page's charts drawn in its document are the reports' charts of the same inputs", () => {
  for (const s of dataset.scenarios) {
    const data = whatIfData(dataset, {}, s.id);
    // 2 CNY/h in the page's currency
    const { inputs, html } = drawn(data, { cloud_price: 2 / data.money.cnyPerUnit });
    const doc = parseHTML("<!doctype html><html><body></body></html>")
      .document as unknown as Document;
    for (
      const [element, markup] of [
        [chartElement(cumulativeChartOf(inputs, doc)), html.cumulative],
        [chartElement(monthlyChartOf(inputs, doc)), html.monthly],
      ] as const
    ) {
      assert.equal(element.ownerDocument, doc, s.id);
      const box = doc.createElement("div");
      box.innerHTML = markup;
      const parsed = box.firstElementChild!;
      assert.equal(element.getAttribute("aria-label"), parsed.getAttribute("aria-label"), s.id);
      assert.equal(element.textContent, parsed.textContent, s.id);
      assert.equal(
        element.querySelectorAll("*").length,
        parsed.querySelectorAll("*").length,
        s.id,
      );
    }
  }
});

Deno.test("figuresOf() keys each monthly cost by what it is: monthly-own, then monthly- and the offering's id", () => {
  const data = whatIfData(dataset, {}, "seed-3090-autodl");
  const { applied, results } = computeWhatIf(data, {}, { offering: "autodl-4090-monthly" });
  const figures = figuresOf(results, data.money, caseNames(applied, "en"));
  assert.deepEqual(
    figures.filter((f) => f.key.startsWith("monthly-")).map((f) => f.key),
    ["monthly-own", ...applied.options.map((o) => `monthly-${o.offering.id}`)],
  );
  assert.equal(applied.options[0]!.offering.id, "autodl-4090-monthly");
  // each names the hours a month it is at, and the own one the machine owned
  const own = figures.find((f) => f.key === "monthly-own")!;
  assert.deepEqual(own.conditions.map((c) => c.kind), ["machine", "hours"]);
  assert.equal(own.conditions[0]!.value, "rtx3090-doc");
  // the rent side is measured against the case's offering, in words
  const rent = figures.find((f) => f.key === "tco-rent")!;
  assert.deepEqual(rent.conditions[0], {
    kind: "offering",
    value: "autodl-4090-monthly",
    text: "AutoDL RTX 4090, monthly rental (包月)",
  });
});

Deno.test("the page's charts are titled with the case's machine and offering, in the page's language", () => {
  for (const lang of ["en", "zh"] as const) {
    const data = whatIfData(dataset, { lang }, "seed-3090-autodl");
    const choices = { machine: "rtx4090-cn", offering: "autodl-4090-monthly" };
    const { applied, results } = computeWhatIf(data, {}, choices);
    const { cumulative, monthly } = chartInputsOf(applied, results, data.money);
    const machine = lang === "en"
      ? "RTX 4090 workstation (China street price)"
      : "RTX 4090 工作站（国内市场价）"; // translations.csv
    const offering = lang === "en"
      ? "AutoDL RTX 4090, monthly rental (包月)"
      : "AutoDL RTX 4090（包月）";
    assert.equal(
      cumulative.options.title,
      lang === "en"
        ? `Cumulative cost month by month (CNY): owning ${machine} or renting ${offering}`
        : `逐月累计成本（CNY）：自购 ${machine} 或租用 ${offering}`,
    );
    assert.ok(monthly.options.title!.includes(machine), monthly.options.title);
    assert.ok(monthly.options.title!.includes("RTX 4090"), monthly.options.title);
    // never the scenario's id, which names another machine (an RTX 3090)
    for (const title of [cumulative.options.title, monthly.options.title!]) {
      assert.doesNotMatch(title, /seed-3090-autodl|my-/, title);
    }
  }
});
