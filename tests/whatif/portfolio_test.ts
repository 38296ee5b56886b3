// The what-if page's portfolio block computed without a browser: for random cases of several
// scenarios, in CNY and USD, the optimum the page shows is calc --json's `portfolio` to the cent;
// sizes typed reprice with pricePortfolio; the sizes follow the optimum until the reader sets
// them, stay set when the case changes, and the button returns them.
import assert from "node:assert/strict";
import fc from "fast-check";
import { parseHTML } from "linkedom";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import { calcJson, calculate } from "../../lib/cli/calc.ts";
import { computeWhatIf, type WhatIfData } from "../../lib/whatif/figures.ts";
import { whatIfData } from "../../lib/whatif/html.ts";
import { portfolioOf } from "../../lib/whatif/page_view.ts";
import {
  MOST_UNITS,
  portfolioAt,
  portfolioBlock,
  portfolioTableRows,
  readSize,
} from "../../lib/whatif/portfolio_block.ts";
import { pricePortfolio } from "../../lib/model/portfolio.ts";
import type { CasePortfolio } from "../../lib/scenario/portfolio.ts";
import type { ParameterValues } from "../../lib/params.ts";
import { ROOT } from "../helpers.ts";
import { randomCases } from "../scenario/cases.ts";

const { dataset } = await loadDatasetOrThrow(`${ROOT}data`);

const pages = new Map<string, WhatIfData>();
function pageData(scenario: string, currency: string, lang: "en" | "zh" = "en"): WhatIfData {
  const key = `${scenario} ${currency} ${lang}`;
  if (!pages.has(key)) pages.set(key, whatIfData(dataset, { currency, lang }, scenario));
  return pages.get(key)!;
}

/** A case as the page holds it: its numbers and its choices of rows. */
function asPage(values: ParameterValues) {
  const numbers: Record<string, number> = {};
  const choices: Record<string, string> = {};
  for (const [name, v] of Object.entries(values)) {
    if (name === "scenario" || name === "currency" || v === undefined) continue;
    if (typeof v === "number") numbers[name] = v;
    else choices[name] = String(v);
  }
  return { numbers, choices };
}

/** The page's portfolio of a case, computed as the page computes it. */
function shownPortfolio(values: ParameterValues, currency: string) {
  const data = pageData(String(values.scenario), currency);
  const { numbers, choices } = asPage(values);
  return { data, p: portfolioOf(computeWhatIf(data, numbers, choices)) };
}

// deno-lint-ignore no-explicit-any
type Json = any;
const cents = (x: number) => Math.round(x * 100);

/**
 * 30 random cases of the choices' generator, half of them in USD; two in three keep the
 * scenario's machine (another machine makes a case of its own, without the scenario's demand
 * profile: no portfolio, on the page as in calc).
 */
const CASES = randomCases(dataset, 30, 5050).map((c, i) => {
  const { machine: _m, gpu_model: _g, gpu_count: _n, machine_power: _p, ...kept } = c;
  return { ...(i % 3 === 2 ? c : kept), currency: i % 2 === 0 ? "CNY" : "USD" };
});

Deno.test("what-if portfolio: the optimum's rows are calc --json's portfolio to the cent, for random cases of several scenarios in CNY and USD", () => {
  const scenarios = new Set<string>(), currencies = new Set<string>();
  let withPortfolio = 0;
  for (const [i, values] of CASES.entries()) {
    const what = `case ${i + 1}: ${JSON.stringify(values)}`;
    const currency = String(values.currency);
    const { data, p } = shownPortfolio(values, currency);
    const j: Json = JSON.parse(JSON.stringify(calcJson(calculate(dataset, values)))).portfolio;
    assert.equal(p === null, j === null, `${what}: a portfolio on both or neither`);
    if (p === null) continue;
    withPortfolio++;
    scenarios.add(String(values.scenario));
    currencies.add(currency);
    assert.equal(data.money.currency, currency);
    assert.equal(p.profile, j.profile, what);
    assert.deepEqual(
      { machines: p.result.best.sizes.machines, reserved: p.result.best.sizes.reserved },
      { machines: j.best.machines, reserved: j.best.reserved },
      what,
    );
    const rows = portfolioTableRows(p.result.best, data.money);
    const lines = rows.filter((r) => r.tier !== "rentFixed" && r.tier !== "total");
    assert.equal(lines.length, j.best.lines.length, `${what}: every tier`);
    lines.forEach((r, k) => {
      const l = j.best.lines[k];
      assert.deepEqual([r.tier, r.id, r.units, r.gpus], [l.tier, l.id, l.units, l.gpus], what);
      assert.ok(Math.abs(r.gpuHours! - l.gpuHours) < 1e-6, `${what}: ${l.id} GPU-hours`);
      assert.equal(cents(r.cost), cents(l.cost), `${what}: ${l.id} cost`);
    });
    const fixed = rows.find((r) => r.tier === "rentFixed");
    assert.equal(cents(fixed?.cost ?? 0), cents(j.best.rentFixed), `${what}: fixed costs`);
    const total = rows.at(-1)!;
    assert.equal(total.tier, "total");
    assert.equal(cents(total.cost), cents(j.best.total), `${what}: total`);
    // the rows add up to the total
    const sum = rows.slice(0, -1).reduce((a, r) => a + r.cost, 0);
    assert.ok(Math.abs(sum - total.cost) < 1e-6 * Math.max(1, total.cost), what);
    // the simple answer and the saving the block says are calc's
    if (j.simple !== null) {
      assert.equal(cents(p.hybrid!.total / data.money.cnyPerUnit), cents(j.simple.total), what);
      assert.equal(
        cents(Math.max(0, p.hybrid!.total - p.result.best.total) / data.money.cnyPerUnit),
        cents(j.savedAgainstSimple),
        what,
      );
    }
    assert.deepEqual(p.result.rules, j.rules, what);
  }
  assert.ok(withPortfolio >= 15, `most cases have a portfolio (${withPortfolio})`);
  assert.ok(scenarios.size >= 3, `several scenarios (${[...scenarios]})`);
  assert.deepEqual([...currencies].sort(), ["CNY", "USD"]);
});

Deno.test("what-if portfolio: sizes typed reprice with pricePortfolio, never below the optimum", () => {
  const { p } = shownPortfolio({ scenario: "team-8xh100-247" }, "USD");
  assert.ok(p !== null);
  const own = p.tiers.own!.hostGpus;
  const peak = Math.max(...p.demand.levels.map((l) => l.gpus));
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: Math.ceil(peak / own) + 2 }),
      fc.array(fc.integer({ min: 0, max: peak + 2 }), {
        minLength: p.tiers.reserved.length,
        maxLength: p.tiers.reserved.length,
      }),
      (machines, reserved) => {
        const at = portfolioAt(p, { machines, reserved });
        const priced = pricePortfolio(p.demand, p.tiers, { machines, reserved });
        assert.equal(at.priced.total, priced.total);
        assert.ok(at.priced.total >= p.result.best.total - 1e-6);
        assert.equal(
          at.optimum,
          machines === p.result.best.sizes.machines &&
            reserved.every((n, i) => n === p.result.best.sizes.reserved[i]),
        );
      },
    ),
    { numRuns: 100, seed: 50 },
  );
  // the optimum's sizes are the optimum, priced as found
  assert.equal(portfolioAt(p, undefined).priced, p.result.best);
});

Deno.test("readSize() takes whole units from 0 to MOST_UNITS only", () => {
  assert.equal(readSize("0"), 0);
  assert.equal(readSize(" 12 "), 12);
  assert.equal(readSize(String(MOST_UNITS)), MOST_UNITS);
  for (const bad of ["", "-1", "1.5", "1e3", "x", String(MOST_UNITS + 1)]) {
    assert.equal(readSize(bad), undefined, bad);
  }
});

/** The block drawn in a document without a browser, and what it shows. */
function drawn(lang: "en" | "zh" = "en") {
  const { document } = parseHTML("<!doctype html><html><body></body></html>");
  const money = {
    currency: "USD",
    cnyPerUnit: pageData("team-8xh100-247", "USD").money.cnyPerUnit,
    lang,
  };
  const block = portfolioBlock(money, document as unknown as Document);
  document.body.append(block.element as unknown as Node);
  const q = (s: string) => document.querySelector(s) as unknown as HTMLElement;
  const type = (id: string, text: string) => {
    const box = q(`#${id}`) as HTMLInputElement;
    box.value = text;
    box.dispatchEvent(new (document.defaultView as unknown as typeof globalThis).Event("input"));
  };
  const sizes = () => JSON.parse(q("#whatif-portfolio").dataset.sizes!);
  const total = () => Number(q("#whatif-portfolio-line").dataset.yours);
  return { block, q, type, sizes, total, money };
}

Deno.test("what-if portfolio block: sizes start at the optimum, a size typed reprices, they stay set when the case changes, and the button returns them", () => {
  const base = shownPortfolio({ scenario: "team-8xh100-247" }, "USD").p!;
  const dearer = shownPortfolio({ scenario: "team-8xh100-247", cloud_price: 9 }, "USD").p!;
  const { block, q, type, sizes, total, money } = drawn();
  const best = (p: CasePortfolio) => p.result.best.sizes;
  block.write(base);
  assert.equal(q("#whatif-portfolio").hidden, false);
  assert.deepEqual(sizes(), best(base));
  assert.equal(q("#whatif-portfolio-table").dataset.optimum, "true");
  // a case whose optimum differs: the sizes follow it while the reader set none
  block.write(dearer);
  assert.deepEqual(sizes(), best(dearer));
  // typed: repriced at the reader's sizes, as pricePortfolio prices them
  const mine = { machines: best(dearer).machines + 1, reserved: best(dearer).reserved };
  type("whatif-portfolio-machines", String(mine.machines));
  assert.deepEqual(sizes(), mine);
  const priced = pricePortfolio(dearer.demand, dearer.tiers, mine);
  assert.equal(cents(total()), cents(priced.total / money.cnyPerUnit));
  assert.equal(q("#whatif-portfolio-table").dataset.optimum, "false");
  assert.match(q("#whatif-portfolio-line").textContent!, /^optimum: .* — .* USD; yours: .* \(\+/);
  const totalCell = q('#whatif-portfolio-table tr[data-tier="total"] td:last-child');
  assert.equal(cents(Number(totalCell.dataset.value)), cents(priced.total / money.cnyPerUnit));
  // another case: the reader's sizes kept, priced for it
  block.write(base);
  assert.deepEqual(sizes(), mine);
  assert.equal(
    cents(total()),
    cents(pricePortfolio(base.demand, base.tiers, mine).total / money.cnyPerUnit),
  );
  // a bad size refused at its box, the sizes as they were
  type("whatif-portfolio-machines", "1.5");
  assert.equal(q("#whatif-portfolio-machines").getAttribute("aria-invalid"), "true");
  assert.deepEqual(sizes(), mine);
  // back to the optimum, which then follows the case again
  (q("#whatif-portfolio-back") as HTMLButtonElement).click();
  assert.deepEqual(sizes(), best(base));
  assert.equal(q("#whatif-portfolio-machines").getAttribute("aria-invalid"), null);
  block.write(dearer);
  assert.deepEqual(sizes(), best(dearer));
  // the page's Reset forgets the reader's sizes
  type("whatif-portfolio-machines", String(mine.machines));
  assert.deepEqual(sizes(), mine);
  block.reset();
  block.write(dearer);
  assert.deepEqual(sizes(), best(dearer));
  // no portfolio (a work stated): hidden
  block.write(null);
  assert.equal(q("#whatif-portfolio").hidden, true);
});
