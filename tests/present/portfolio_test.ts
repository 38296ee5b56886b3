// A case's portfolio as notebook 07 shows it (lib/present/portfolio.ts, charts/portfolio.ts): the
// table's rows add up to the optimum calc prints, and the chart's bars and caption state calc's
// totals and savings, in the report's language.
import assert from "node:assert/strict";
import { parseHTML } from "linkedom";
import { calcJson, calculate } from "../../lib/cli/calc.ts";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import { openCase } from "../../lib/scenario.ts";
import { casePortfolio } from "../../lib/scenario/portfolio.ts";
import { portfolioTableRows, sayPortfolioRule } from "../../lib/present/portfolio.ts";
import { portfolioChart } from "../../lib/present/charts/portfolio.ts";
import { formatMoney, type Money } from "../../lib/present/format.ts";
import { englishWords } from "../../lib/report/lint.ts";
import { ROOT } from "../helpers.ts";

const { dataset } = await loadDatasetOrThrow(`${ROOT}data`, { now: new Date("2026-12-04") });

for (const scenario of ["team-8xh100-247", "team-4090-burst", "seed-3090-autodl"]) {
  Deno.test(`portfolioTableRows() of ${scenario}: the tiers and the fixed costs add up to calc's total`, () => {
    const applied = openCase(dataset, { scenario }).applied;
    const p = casePortfolio(applied)!;
    const rows = portfolioTableRows(p, "en");
    const total = rows.at(-1)!;
    assert.equal(total.key, "total");
    const parts = rows.slice(0, -1).reduce((a, r) => a + r.cny, 0);
    assert.ok(Math.abs(parts - total.cny) < 1e-6 * total.cny, `${parts} vs ${total.cny}`);
    // calc --json prints the same optimum, in the case's currency
    const j = JSON.parse(JSON.stringify(calcJson(calculate(dataset, { scenario }))));
    const rate = j.cnyPerUnit ?? 1;
    assert.ok(Math.abs(total.cny / rate - j.portfolio.best.total) < 0.005, "calc's total");
    // whole units: a GPU count is the units times the unit's GPUs
    for (const r of rows.filter((x) => x.units !== null)) {
      assert.equal(Number.isInteger(r.units), true, r.tier);
      assert.equal(Number.isInteger(r.gpus), true, r.tier);
    }
  });
}

Deno.test("portfolioChart() draws the optimum first and says what it saves against the simple answer", () => {
  // the US team: the portfolio (own 1 server, spot for the rest) saves against the hybrid fleet
  const applied = openCase(dataset, { scenario: "team-8xh100-247" }).applied;
  const p = casePortfolio(applied)!;
  const j = JSON.parse(
    JSON.stringify(calcJson(calculate(dataset, { scenario: "team-8xh100-247" }))),
  );
  const money: Money = { currency: "USD", cnyPerUnit: j.cnyPerUnit, lang: "en" };
  const { document } = parseHTML(
    `<!doctype html><html><body>${
      portfolioChart(p, { money, years: applied.inputs.horizonYears })
    }</body></html>`,
  );
  const caption = document.querySelector("figcaption")!.textContent!;
  assert.ok(caption.includes(formatMoney(p.result.best.total, money)), caption);
  assert.ok(j.portfolio.savedAgainstSimple > 0);
  assert.ok(caption.includes(formatMoney(j.portfolio.savedAgainstSimple * j.cnyPerUnit, money)));
  const labels = [...document.querySelectorAll("g[aria-label='y-axis tick label'] text")]
    .map((t) => t.textContent);
  assert.equal(labels[0], "The portfolio (the optimum)");
  // one bar for the optimum, the simple answer and each single tier
  assert.equal(
    document.querySelectorAll("g[aria-label='bar'] rect").length,
    2 + p.result.singles.length,
  );
});

Deno.test("the portfolio's table, rules and chart in Chinese write no English word but ids and units", () => {
  const applied = openCase(dataset, { scenario: "team-8xh100-247" }).applied;
  const p = casePortfolio(applied)!;
  const money: Money = { currency: "USD", cnyPerUnit: 6.7758, lang: "zh" };
  const ids = new Set([
    ...dataset.offerings.map((o) => o.id),
    ...p.tiers.reserved.map((r) => r.id),
  ]);
  const known = (text: string) =>
    englishWords(
      text.split(/[\s（）()：:，,；;]+/).filter((w) => !ids.has(w)).join(" "),
      new Set(),
    );
  for (const r of portfolioTableRows(p, "zh")) assert.deepEqual(known(r.tier), [], r.tier);
  for (const r of p.result.rules) {
    const said = sayPortfolioRule(r, "zh");
    assert.deepEqual(known(said), [], said);
  }
  const { document } = parseHTML(
    `<!doctype html><html><body>${
      portfolioChart(p, { money, years: applied.inputs.horizonYears })
    }</body></html>`,
  );
  for (const t of [...document.querySelectorAll("h4, figcaption, text")]) {
    assert.deepEqual(known(t.textContent ?? ""), [], t.textContent ?? "");
  }
});
