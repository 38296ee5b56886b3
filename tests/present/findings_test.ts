// The sentences that state findings, checked against the numbers on every shipped scenario.
import assert from "node:assert/strict";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import { cumulativeCosts, paybackMonth } from "../../lib/model/breakeven.ts";
import { cloudMonthlyLine, crossovers, ownMonthlyLine } from "../../lib/model/monthly.ts";
import { breakEvenOnDayAxis, INPUT_LABELS, spider, tornado } from "../../lib/model/sensitivity.ts";
import { cumulativeCostChart } from "../../lib/present/charts/cost.ts";
import { monthlyCostChart } from "../../lib/present/charts/monthly.ts";
import { spiderChart, tornadoChart } from "../../lib/present/charts/sensitivity.ts";
import { formatNumber } from "../../lib/present/format.ts";
import { sayMostInfluential } from "../../lib/present/findings.ts";
import { allScenarios } from "../../lib/scenario.ts";
import { ROOT } from "../helpers.ts";

const { dataset } = await loadDatasetOrThrow(`${ROOT}data`);
const scenarios = allScenarios(dataset);
const caption = (html: string) => /<figcaption[^>]*>([\s\S]*?)<\/figcaption>/.exec(html)![1]!;

Deno.test("sayMostInfluential() names the largest swings first, and says when nothing moves", () => {
  assert.equal(
    sayMostInfluential(
      [{ label: "A", swing: 1 }, { label: "B", swing: 3 }].sort((a, b) => b.swing - a.swing),
    ),
    "B (3.0) and A (1.0) move it most.",
  );
  assert.equal(
    sayMostInfluential([{ label: "A", swing: 0 }]),
    "No input moves it within its range.",
  );
});

for (const s of scenarios) {
  const id = s.scenario.id;
  Deno.test(`${id}: the spider caption names the inputs that move the break-even most`, () => {
    const names = [
      "purchaseCny",
      "cloudCnyPerGpuHour",
      "horizonYears",
      "electricityCnyPerKwh",
    ] as const;
    const points = spider(s.inputs, breakEvenOnDayAxis, { names, spread: 0.5 });
    const span = (n: string) => {
      const v = points.filter((p) => p.name === n).map((p) => p.value);
      return Math.max(...v) - Math.min(...v);
    };
    const top = [...names].sort((a, b) => span(b) - span(a))[0]!;
    const text = caption(spiderChart(points, { title: "t", axis: "h", unit: "h" }).html);
    if (span(top) > 1e-9) assert.ok(text.includes(INPUT_LABELS[top]), `${text} should name ${top}`);
    else assert.match(text, /No input moves it/);
  });

  Deno.test(`${id}: the tornado caption names its longest bar`, () => {
    const bars = tornado(s.inputs, breakEvenOnDayAxis, s.ranges);
    const text = caption(tornadoChart(bars, { title: "t", axis: "h", unit: "h" }).html);
    if (bars[0]!.swing > 1e-9) assert.ok(text.includes(`${bars[0]!.label} (`), text);
  });

  Deno.test(`${id}: the monthly chart's caption states each crossing where it is`, () => {
    const own = ownMonthlyLine(s.inputs);
    const lines = s.options.map((o) => cloudMonthlyLine(s.inputs, o));
    const crossings = crossovers(own, lines);
    const text = caption(monthlyCostChart([own, ...lines], { crossings }).html);
    for (const c of crossings) {
      assert.ok(text.includes(`${c.b} ${c.ownCheaper} ${formatNumber(c.hours)} h/month`), text);
    }
    if (crossings.length === 0) assert.match(text, /never crosses/);
  });

  Deno.test(`${id}: the cumulative chart's caption says the payback months the model finds`, () => {
    const months = Math.round(s.inputs.horizonYears * 12);
    const payback = paybackMonth(s.inputs, { maxMonths: months });
    const net = paybackMonth(s.inputs, { maxMonths: months, netOfResale: true });
    const text = caption(
      cumulativeCostChart(cumulativeCosts(s.inputs, months), { payback, paybackNetOfResale: net })
        .html,
    );
    const say = (p: typeof payback) =>
      p.kind === "month" ? `month ${p.month}` : `never within ${months} months`;
    assert.ok(text.includes(`in cash at ${say(payback)}`), text);
    assert.ok(text.includes(`sell for, at ${say(net)}`), text);
  });
}
