// The what-if page's portfolio block in Chromium, opened from file:// with the network off (`deno
// task test:reports` opens all 20 random cases, `WORKBOOK_BROWSER_CASES=20`; a run of this file
// alone one of each kind; tests/whatif/portfolio_test.ts holds the page's computation to calc's in
// the quick run): the optimum the page shows is calc --json's `portfolio` to the cent, in CNY and
// USD; a size typed reprices to what pricePortfolio gives in Deno for the same sizes; the button
// returns to the optimum; a case without a portfolio hides the block.
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { calcJson, calculate } from "../../../lib/cli/calc.ts";
import { loadDatasetOrThrow } from "../../../lib/data/folder.ts";
import { pricePortfolio } from "../../../lib/model/portfolio.ts";
import type { ParameterValues } from "../../../lib/params.ts";
import { bundleWhatIf } from "../../../lib/report/bundle.ts";
import { whatIfData, whatIfPage } from "../../../lib/whatif/html.ts";
import { ROOT } from "../../helpers.ts";
import { randomCases } from "../../scenario/cases.ts";
import { someCases, withOfflinePage } from "../browser.ts";

const { dataset } = await loadDatasetOrThrow(`${ROOT}data`);
const dir = await Deno.makeTempDir({ prefix: "whatif-portfolio-" });
const script = await bundleWhatIf(`${dir}/cache`);

/** The page of `scenario` in `currency`, written once. */
const pages = new Map<string, string>();
async function pageOf(scenario: string, currency: string): Promise<string> {
  const key = `${scenario}-${currency}`;
  if (!pages.has(key)) {
    const html = whatIfPage(whatIfData(dataset, { currency }, scenario), script);
    await Deno.writeTextFile(`${dir}/${key}.html`, html);
    pages.set(key, `file://${dir}/${key}.html`);
  }
  return pages.get(key)!;
}

/** The link of a case: its numbers and choices (its scenario and currency are the page's). */
function hashOf(values: ParameterValues): string {
  return "#" + Object.entries(values).filter(([name]) => name !== "scenario" && name !== "currency")
    .map(([n, v]) => `${encodeURIComponent(n)}=${encodeURIComponent(String(v))}`).join("&");
}

/**
 * 20 random cases of the choices' generator, every other in USD; two in three keep the scenario's
 * machine (another machine makes a case of its own, without the scenario's demand profile).
 */
const CASES = randomCases(dataset, 20, 5051).map((c, i) => {
  const { machine: _m, gpu_model: _g, gpu_count: _n, machine_power: _p, ...kept } = c;
  return { ...(i % 3 === 2 ? c : kept), currency: i % 2 === 0 ? "CNY" : "USD" };
});

/** What the block shows: hidden or not, its sizes, its line's totals and its table's rows. */
const shownBlock = (page: Page) =>
  page.evaluate(() => {
    const box = document.querySelector<HTMLElement>("#whatif-portfolio")!;
    const line = document.querySelector<HTMLElement>("#whatif-portfolio-line")!;
    const value = (td: HTMLTableCellElement) =>
      td.dataset.value === undefined ? null : Number(td.dataset.value);
    return {
      hidden: box.hidden,
      sizes: box.dataset.sizes === undefined ? null : JSON.parse(box.dataset.sizes),
      optimum: Number(line.dataset.optimum),
      yours: Number(line.dataset.yours),
      line: line.textContent ?? "",
      atOptimum: document.querySelector<HTMLElement>("#whatif-portfolio-table")!.dataset.optimum,
      rows: [
        ...document.querySelectorAll<HTMLTableRowElement>("#whatif-portfolio-table tbody tr"),
      ].map((tr) => ({
        tier: tr.dataset.tier!,
        id: tr.dataset.id!,
        units: value(tr.cells[2]!),
        gpus: value(tr.cells[3]!),
        gpuHours: value(tr.cells[4]!),
        cost: value(tr.cells[5]!)!,
        costText: tr.cells[5]!.textContent ?? "",
      })),
    };
  });

// deno-lint-ignore no-explicit-any
type Json = any;
const cents = (x: number) => Math.round(x * 100);

Deno.test({
  name:
    "what-if portfolio: random cases show calc --json's portfolio to the cent, and a size typed reprices as pricePortfolio does",
  sanitizeResources: false,
  sanitizeOps: false,
  fn: (t) =>
    withOfflinePage(async (page) => {
      const has = (c: ParameterValues) => calculate(dataset, c).portfolio !== null;
      const opened = someCases(CASES, [
        (c) => c.currency === "CNY" && has(c),
        (c) => c.currency === "USD" && has(c),
        (c) => !has(c),
      ]);
      let typedIn = 0, checked = 0;
      for (const [i, values] of opened) {
        await t.step(`case ${i + 1}: ${JSON.stringify(values)}`, async () => {
          const what = `case ${i + 1}`;
          const calc = calculate(dataset, values);
          const j: Json = JSON.parse(JSON.stringify(calcJson(calc))).portfolio;
          const url = await pageOf(String(values.scenario), String(values.currency));
          await page.goto(`${url}${hashOf(values)}`);
          await page.waitForSelector("#whatif-case");
          const shown = await shownBlock(page);
          assert.equal(shown.hidden, j === null, `${what}: the block shown with a portfolio only`);
          if (j === null) return;
          checked++;
          assert.deepEqual(shown.sizes, { machines: j.best.machines, reserved: j.best.reserved });
          assert.equal(shown.atOptimum, "true");
          // every tier's line, then the rented side's fixed costs when paid, then the total
          const lines = shown.rows.filter((r) => r.tier !== "rentFixed" && r.tier !== "total");
          assert.equal(lines.length, j.best.lines.length, `${what}: every tier`);
          lines.forEach((r, k) => {
            const l = j.best.lines[k];
            assert.deepEqual([r.tier, r.id, r.units, r.gpus], [l.tier, l.id, l.units, l.gpus]);
            assert.ok(Math.abs(r.gpuHours! - l.gpuHours) < 1e-6, `${what}: ${l.id} GPU-hours`);
            assert.equal(cents(r.cost), cents(l.cost), `${what}: ${l.id} cost`);
            assert.match(r.costText, new RegExp(` ${calc.money.currency}$`));
          });
          const fixed = shown.rows.find((r) => r.tier === "rentFixed");
          assert.equal(cents(fixed?.cost ?? 0), cents(j.best.rentFixed), `${what}: fixed costs`);
          const total = shown.rows.at(-1)!;
          assert.equal(total.tier, "total");
          assert.equal(cents(total.cost), cents(j.best.total), `${what}: total`);
          assert.equal(cents(shown.optimum), cents(j.best.total), `${what}: the optimum's line`);
          // a size typed: the page's total is pricePortfolio's for the same sizes, in Deno
          const p = calc.portfolio!;
          const own = p.tiers.own !== null;
          const box = own ? "#whatif-portfolio-machines" : "#whatif-portfolio-reserved-0";
          if ((await page.locator(box).count()) === 0) return; // nothing to size: no own, no term
          const sizes = { machines: j.best.machines, reserved: [...j.best.reserved] };
          if (own) sizes.machines += 1;
          else sizes.reserved[0] += 2;
          await page.fill(box, String(own ? sizes.machines : sizes.reserved[0]));
          const typed = await shownBlock(page);
          assert.deepEqual(typed.sizes, sizes, `${what}: the sizes typed`);
          assert.equal(typed.atOptimum, "false");
          const priced = pricePortfolio(p.demand, p.tiers, sizes);
          const yours = priced.total / calc.money.cnyPerUnit;
          assert.equal(cents(typed.yours), cents(yours), `${what}: repriced`);
          assert.equal(cents(typed.rows.at(-1)!.cost), cents(yours), `${what}: the table's total`);
          priced.lines.forEach((l, k) => {
            const r = typed.rows[k]!;
            assert.deepEqual([r.tier, r.id, r.units], [l.tier, l.id, l.units], what);
            assert.equal(cents(r.cost), cents(l.cost / calc.money.cnyPerUnit), `${what}: ${l.id}`);
          });
          assert.equal(cents(typed.optimum), cents(j.best.total), `${what}: the optimum kept`);
          assert.ok(typed.line.startsWith("optimum: "), typed.line);
          // back to the optimum
          await page.click("#whatif-portfolio-back");
          const back = await shownBlock(page);
          assert.deepEqual(back.sizes, { machines: j.best.machines, reserved: j.best.reserved });
          assert.equal(cents(back.yours), cents(j.best.total));
          // sizes typed, then the page's Reset: the build's case at its optimum
          await page.fill(box, String(own ? sizes.machines : sizes.reserved[0]));
          await page.click("#whatif-reset");
          const built: Json = JSON.parse(JSON.stringify(calcJson(calculate(dataset, {
            scenario: values.scenario,
            currency: values.currency,
          })))).portfolio;
          const reset = await shownBlock(page);
          assert.equal(reset.atOptimum, "true", `${what}: Reset forgets the sizes`);
          assert.equal(cents(reset.yours), cents(built.best.total), `${what}: the build's`);
          typedIn++;
        });
      }
      assert.ok(typedIn >= 2, `sizes typed in CNY and USD (${typedIn})`);
      // all 20 opened: most have a portfolio (14 of these 20, of all four scenarios, 7 in USD)
      assert.ok(opened.length < 20 || checked >= 12, `cases with a portfolio: ${checked}`);
    }),
});
