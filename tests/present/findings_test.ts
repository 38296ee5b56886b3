// The sentences that state findings, checked against the numbers on every shipped scenario.
import assert from "node:assert/strict";
import { inSentence } from "../../lib/words/messages/message.ts";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import { cumulativeCosts, paybackMonth } from "../../lib/model/breakeven.ts";
import { breakEvenSpider, breakEvenTornado } from "../../lib/model/breakeven_sensitivity.ts";
import { SEED_3090 } from "../../lib/model/inputs.ts";
import { crossovers, ownMonthlyLine, rentMonthlyLine } from "../../lib/model/monthly.ts";
import { cumulativeCostChart } from "../../lib/present/charts/cost.ts";
import { monthlyCostChart } from "../../lib/present/charts/monthly.ts";
import {
  breakEvenSpiderChart,
  breakEvenTornadoChart,
} from "../../lib/present/charts/sensitivity.ts";
import {
  CNY,
  formatMoney,
  formatNumber,
  formatPercent,
  moneyTick,
} from "../../lib/present/format.ts";
import {
  explainBreakEven,
  sayFleetRule,
  sayMostInfluential,
  sayPayback,
} from "../../lib/present/findings.ts";
import { hybridFleet, perGpuCosts } from "../../lib/model/hybrid.ts";
import { withTerms } from "../../lib/model/monthly.ts";
import { demandProfileOf } from "../../lib/scenario.ts";
import { breakEvenHours } from "../../lib/model/breakeven.ts";
import { inputLabel } from "../../lib/present/inputs.ts";
import { allScenarios } from "../../lib/scenario.ts";
import { monthlyLabel } from "../../lib/present/labels.ts";
import { ROOT } from "../helpers.ts";

const { dataset } = await loadDatasetOrThrow(`${ROOT}data`);
const scenarios = allScenarios(dataset);
const caption = (html: string) => /<figcaption[^>]*>([\s\S]*?)<\/figcaption>/.exec(html)![1]!;
const USD = { currency: "USD", cnyPerUnit: 7, lang: "en" } as const;

Deno.test("sayMostInfluential() names the largest swings first, and says when nothing moves", () => {
  assert.equal(
    sayMostInfluential(
      [{ label: "A", swing: 1 }, { label: "B", swing: 3 }].sort((a, b) => b.swing - a.swing),
    ),
    "B, by 3.0 between its low and high value, moves it most; then A, by 1.0.",
  );
  assert.equal(
    sayMostInfluential([{ label: "A", swing: 0 }]),
    "No input moves it within its range.",
  );
});

Deno.test("sayPayback() says a month inside the horizon, or that there is none, never 'never within'", () => {
  assert.equal(sayPayback({ kind: "month", month: 7 }, 36), "in month 7");
  assert.equal(
    sayPayback({
      kind: "notWithinHorizon",
      lastMonthSearched: 36,
      why: { kind: "not-within-horizon", months: 36 },
    }, 36),
    "not within the 36 months drawn",
  );
});

Deno.test("moneyTick() writes amounts out, never with an SI prefix", () => {
  assert.equal(moneyTick(0.29), "0.29"); // a 290m tick before
  assert.equal(moneyTick(250_000), "250,000");
  assert.equal(moneyTick(1.5), "1.5");
  assert.equal(moneyTick(0), "0");
});

Deno.test("explainBreakEven() speaks the report's currency, per GPU-hour", () => {
  // SEED_3090: 3.5 CNY/h rented, 0.65 kW × 1 CNY/kWh = 0.65 CNY/h owned; 1 USD = 7 CNY
  const text = explainBreakEven(breakEvenHours(SEED_3090), SEED_3090, USD);
  assert.ok(
    text.includes("0.50 USD per GPU-hour rented against 0.09 USD per GPU-hour owned"),
    text,
  );
  assert.ok(!text.includes("CNY"), text);
});

Deno.test("the break-even tornado says 'never' in words where the range ends the break-even", () => {
  // at 0.5 CNY/h the cloud is cheaper than the 0.65 CNY/h of electricity: never
  const bars = breakEvenTornado(SEED_3090, [{ name: "rentCnyPerGpuHour", low: 0.5, high: 5 }]);
  assert.equal(bars[0]!.atLow.kind, "never");
  const html = breakEvenTornadoChart(bars, { title: "t", money: CNY }).html;
  assert.match(html, />never</);
  assert.ok(!/24 = never/.test(html));
});

for (const s of scenarios) {
  const id = s.scenario.id;
  Deno.test(`${id}: the spider caption names the input that moves the break-even most`, () => {
    const names = [
      "purchaseCny",
      "rentCnyPerGpuHour",
      "horizonYears",
      "electricityCnyPerKwh",
    ] as const;
    const points = breakEvenSpider(s.inputs, { names, spread: 0.5 });
    const span = (n: string) => {
      const v = points.filter((p) => p.name === n && p.breakEven.kind === "hours")
        .map((p) => (p.breakEven as { breakEvenHoursPerDay: number }).breakEvenHoursPerDay);
      return v.length > 1 ? Math.max(...v) - Math.min(...v) : 0;
    };
    const top = [...names].sort((a, b) => span(b) - span(a))[0]!;
    const text = caption(breakEvenSpiderChart(points, { title: "t", money: USD }).html);
    if (span(top) > 1e-9) {
      assert.ok(text.startsWith(`Steeper lines matter more. ${inputLabel(top, USD)}, by`), text);
    } else assert.match(text, /No input moves it/);
    assert.ok(!text.includes("CNY"), text);
  });

  Deno.test(`${id}: the break-even tornado caption names its first bar`, () => {
    const bars = breakEvenTornado(s.inputs, s.ranges);
    const text = caption(breakEvenTornadoChart(bars, { title: "t", money: USD }).html);
    const moves = bars[0]!.changesAnswer || bars[0]!.swingHours > 1e-9;
    if (moves) assert.ok(text.includes(`${inputLabel(bars[0]!.name, USD)} moves it most`), text);
    assert.ok(!text.includes("CNY"), text);
  });

  Deno.test(`${id}: the monthly chart's caption states each crossing where it is`, () => {
    const own = ownMonthlyLine(s.inputs);
    const lines = s.options.map((o) => rentMonthlyLine(s.inputs, o));
    const crossings = crossovers(own, lines);
    const text = caption(
      monthlyCostChart([own, ...lines], { crossings, money: CNY, gpuModel: "GPU" }).html,
    );
    for (const c of crossings) {
      // the line's name inside the sentence: "on demand: AutoDL" (inSentence()); c.b is its key
      const line = inSentence(monthlyLabel(lines.find((l) => l.label === c.b)!));
      assert.ok(text.includes(`${line} ${c.ownCheaper} ${formatNumber(c.hours)} h/month`), text);
    }
    if (crossings.length === 0) assert.match(text, /never crosses/);
  });

  Deno.test(`${id}: the cumulative chart's caption says the payback months the model finds`, () => {
    const months = Math.floor(s.inputs.horizonYears * 12);
    const payback = paybackMonth(s.inputs, { maxMonths: months });
    const net = paybackMonth(s.inputs, { maxMonths: months, netOfResale: true });
    const text = caption(
      cumulativeCostChart(cumulativeCosts(s.inputs, months), {
        payback,
        paybackNetOfResale: net,
        money: CNY,
        title: "t",
      }).html,
    );
    const expected = payback.kind === "month"
      ? `pays back in cash in month ${payback.month};`
      : `pays back in cash not within the ${months} months drawn;`;
    assert.ok(text.includes(expected), text);
    assert.ok(!text.includes("never within"), text);
  });
}

Deno.test("sayFleetRule() of researcher-intermittent: one GPU breaks even at 39.9 %, the GPU that ends all renting at the scenario's 9.10 h/day over 24", () => {
  const r = scenarios.find((s) => s.scenario.id === "researcher-intermittent")!;
  const fleet = hybridFleet(
    demandProfileOf(r).profile.levels,
    perGpuCosts(withTerms(r.inputs, r.overflow!.terms)),
  );
  const actual = sayFleetRule(fleet);
  const b = breakEvenHours(r.inputs);
  assert.equal(b.kind, "hours");
  // 9.10 h/day ÷ 24 = 37.9 %: with the 880.38 CNY of storage (100 GB) and set-up (2 h a month)
  // that owning it saves, the one GPU pays from there, not from one GPU's 39.9 %
  const scenarioShare = b.kind === "hours" ? b.breakEvenHoursPerDay / 24 : NaN;
  assert.equal(formatPercent(scenarioShare, 1), "37.9 %");
  assert.ok(actual.includes("One GPU breaks even at 39.9 % of the hours"), actual);
  assert.ok(actual.includes("880 CNY over the horizon), so it would pay above 37.9 %"), actual);
  assert.ok(actual.includes(`demand reaches it 7.1 % of the hours`), actual);
  assert.ok(actual.includes(formatMoney(-fleet.machineSavings[0]!)), actual);
  assert.ok(actual.endsWith("Rent them all."), actual);
});

Deno.test("sayFleetRule() of a 3090 already owned: its own break-even first, then one bought beyond it", () => {
  const r = scenarios.find((s) => s.scenario.id === "seed-3090-autodl")!;
  const x = { ...r.inputs, alreadyOwned: 1, ownedAgeYears: 2 };
  const c = perGpuCosts(withTerms(x, r.overflow!.terms));
  const fleet = hybridFleet(demandProfileOf(r).profile.levels, c);
  const actual = sayFleetRule(fleet);
  // kept, it breaks even at its fixed cost over the saving of every hour of the horizon; a 3090
  // bought beside it at 13,427.94 / ((3.5 − 0.65) × 26,280) = 17.9 % (B14 ÷ 24)
  const share = c.ownedFixed! / ((3.5 - 0.65) * 26_280);
  assert.ok(
    actual.startsWith(
      `The GPU already owned, its purchase sunk, breaks even at ${
        formatPercent(share, 1)
      } of the hours; demand reaches it 16.7 % of them, so keeping it pays by its hours.`,
    ),
    actual,
  );
  assert.ok(actual.includes("One GPU bought beyond it breaks even at 17.9 % of the hours"), actual);
  // 4 h/day is 16.7 % of the hours: above the owned GPU's break-even, below a bought one's
  assert.equal(fleet.best.owned, 1);
  assert.ok(actual.endsWith("Own 1 GPU and rent nothing."), actual);
});

Deno.test("sayFleetRule() says the fleet the costs make cheapest: the H100 team owns one server, its bursts rented", () => {
  const r = scenarios.find((s) => s.scenario.id === "team-8xh100-247")!;
  const fleet = hybridFleet(
    demandProfileOf(r).profile.levels,
    perGpuCosts(withTerms(r.inputs, r.overflow!.terms)),
  );
  const actual = sayFleetRule(fleet, USD);
  assert.equal(fleet.best.owned, 8);
  assert.ok(actual.includes("Owning machines 2–3 (GPUs 9–24) would end all renting"), actual);
  assert.ok(actual.endsWith("Own 8 GPUs (1 machine) and rent the rest."), actual);
});
