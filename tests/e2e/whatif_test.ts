// The what-if page in Chromium, opened from file:// with the network blocked: the controls
// recompute the figures calc prints, the link keeps the state, bad values are refused with the
// words of -p, data text stays text, the page's CSP lets nothing else run, and without
// JavaScript the figures and charts are those of the build.
import assert from "node:assert/strict";
import fc from "fast-check";
import type { BrowserContext, Page } from "playwright-core";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import type { Dataset } from "../../lib/data/load.ts";
import { formatNumber } from "../../lib/present/format.ts";
import { saySpotAtRate } from "../../lib/present/findings.ts";
import { dataNames, lintSnapshot, snapshotPage } from "../../lib/report/lint.ts";
import { bundleWhatIf } from "../../lib/report/bundle.ts";
import { whatIfData, whatIfPage } from "../../lib/whatif/html.ts";
import { computeWhatIf } from "../../lib/whatif/figures.ts";
import type { WhatIfValues } from "../../lib/whatif/controls.ts";
import { sobolChartOf } from "../../lib/whatif/sobol_block.ts";
import { parseHTML } from "linkedom";
import { calcJson, calculate } from "../../lib/cli/calc.ts";
import { parameterHelp } from "../../lib/params.ts";
import { FULL, ROOT, runDeno } from "../helpers.ts";
import { arbSetting } from "../whatif/settings.ts";
import { launch } from "./browser.ts";

const { dataset } = await loadDatasetOrThrow(`${ROOT}data`);
const dir = await Deno.makeTempDir({ prefix: "whatif-test-" });
const script = await bundleWhatIf(`${dir}/cache`);

Deno.test("what-if bundle: the script read back from its cache is the script bundled", async () => {
  // a warm report build takes the script from the cache; its page must be a cold build's, byte
  // for byte (escaped `<!--` and `<script` included, which the page's CSP hash covers)
  assert.equal(await bundleWhatIf(`${dir}/cache`), script);
});

async function writePage(
  name: string,
  d: Dataset,
  scenario: string,
  currency?: string,
  lang?: "zh",
) {
  const parameters = { ...(currency ? { currency } : {}), ...(lang ? { lang } : {}) };
  const html = whatIfPage(whatIfData(d, parameters, scenario), script);
  await Deno.writeTextFile(`${dir}/${name}`, html);
  return { url: `file://${dir}/${name}`, bytes: new TextEncoder().encode(html).length };
}

/** A page context with every request that is not a file refused, and the refused ones listed. */
async function offline(context: BrowserContext): Promise<string[]> {
  const refused: string[] = [];
  await context.route("**/*", (route) => {
    const url = route.request().url();
    if (url.startsWith("file:")) return route.continue();
    refused.push(url);
    return route.abort();
  });
  await context.addInitScript(() => {
    const seen: string[] = [];
    (globalThis as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) => {
      seen.push(`${e.violatedDirective}: ${e.sample}`);
    });
  });
  return refused;
}

interface Shown {
  key: string;
  label: string;
  text: string;
  value: number | null;
}

const figures = (page: Page): Promise<Shown[]> =>
  page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLTableRowElement>(
        "#whatif-answer-figures tr, #whatif-figures tr",
      ),
    ].map((tr) => ({
      key: tr.dataset.figure ?? "",
      label: tr.cells[0]!.textContent ?? "",
      text: tr.cells[1]!.textContent ?? "",
      value: tr.dataset.value === undefined ? null : Number(tr.dataset.value),
    }))
  );

const violations = (page: Page): Promise<string[]> =>
  page.evaluate(() => (globalThis as unknown as { cspViolations: string[] }).cspViolations);

/** Types each value into its control, as a reader would. */
async function setControls(page: Page, values: Record<string, number>): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    await page.fill(`#whatif-${name}`, String(value));
  }
}

/**
 * calc's JSON for a setting, as `calc --scenario S --currency C -p NAME=VALUE ... --json` prints
 * it: the function the command runs, in this process (tests/e2e/cli_test.ts runs the command).
 */
function calc(scenario: string, currency: string, values: Record<string, number>) {
  const c = calculate(dataset, { scenario, currency, ...values });
  return JSON.parse(JSON.stringify(calcJson(c)));
}

type BreakEvenJson = { kind: string; breakEvenHoursPerDay?: number; ownCheaper?: string };
type PaybackJson = { kind: string; month?: number; lastMonthSearched?: number };

/** The panel's figures against calc's: money to the cent as shown, words as calc's kinds. */
// deno-lint-ignore no-explicit-any
function assertSameAsCalc(shown: Shown[], c: any, what: string): void {
  const at = (key: string) => {
    const f = shown.find((x) => x.key === key);
    assert.ok(f, `${what}: no figure ${key}`);
    return f;
  };
  const money = (key: string, expected: number) => {
    const f = at(key);
    assert.equal(f.text, `${formatNumber(expected, 2)} ${c.currency}`, `${what}: ${f.label}`);
    assert.ok(
      Math.abs(f.value! - expected) < 0.005,
      `${what}: ${f.label} ${f.value} ≠ ${expected}`,
    );
  };
  const breakEven = (key: string, b: BreakEvenJson) => {
    const f = at(key);
    const words = b.kind === "hours"
      ? `owning cheaper ${b.ownCheaper} ${formatNumber(b.breakEvenHoursPerDay!, 2)} h/day`
      : b.kind === "always"
      ? "owning cheaper at any hours a day"
      : "owning never cheaper, even at 24 h/day";
    assert.equal(f.text, words, `${what}: ${f.label}`);
  };
  const payback = (key: string, p: PaybackJson) => {
    const f = at(key);
    const words = p.kind === "month"
      ? `month ${p.month}`
      : `not within the horizon (${p.lastMonthSearched} month${
        p.lastMonthSearched === 1 ? "" : "s"
      })`;
    assert.equal(f.text, words, `${what}: ${f.label}`);
  };
  assert.ok(Math.abs(at("hours-used").value! - c.usedHoursPerDay) < 1e-9, `${what}: hours used`);
  // the rented GPU's speed on the owned machine's work, as calc states it
  assert.ok(Math.abs(at("work").value! - c.work.speed.speed) < 1e-12, `${what}: speed`);
  assert.ok(at("work").text.startsWith(c.work.workload), `${what}: the work named`);
  breakEven("break-even", c.breakEven.consistent);
  breakEven("break-even-pv", c.breakEven.presentValue);
  money("tco-own", c.tco.consistent.own.total);
  money("tco-rent", c.tco.consistent.rent.total);
  money("pv-own", c.tco.presentValue.own);
  money("pv-rent", c.tco.presentValue.rent);
  payback("payback", c.payback);
  payback("payback-net", c.paybackNetOfResale);
  assert.equal(shown.filter((f) => f.key.startsWith("monthly-")).length, c.monthly.length);
  // a monthly cost is keyed by its option: monthly-own, monthly-OFFERING
  c.monthly.forEach((m: { label: string; costPerMonth: number; offeringId?: string }) => {
    const key = `monthly-${m.offeringId ?? "own"}`;
    assert.ok(at(key).label.endsWith(`: ${m.label}`), `${what}: monthly ${m.label}`);
    money(key, m.costPerMonth);
  });
  if (c.spot === null) assert.ok(!shown.some((f) => f.key.startsWith("spot-")), what);
  else {
    const billed = at("spot-billed");
    assert.equal(billed.text, formatNumber(c.spot.billedPerUsefulHour, 3), `${what}: billed`);
    assert.ok(Math.abs(billed.value! - c.spot.billedPerUsefulHour) < 1e-9, `${what}: billed`);
    const finish = at("spot-finish");
    assert.equal(finish.text, `${formatNumber(c.spot.hoursToFinishMonth, 1)} h`, `${what}: finish`);
    if (c.spot.costShareOfOnDemand !== null) {
      const share = at("spot-at-rate");
      assert.ok(Math.abs(share.value! - c.spot.costShareOfOnDemand) < 1e-9, `${what}: at rate`);
      // naming the spot offering and the on-demand one it is weighed against
      const pair = { spot: c.spot.offeringId, onDemand: c.spot.onDemandOfferingId };
      assert.equal(
        share.text,
        saySpotAtRate(c.spot.costShareOfOnDemand, { pair }),
        `${what}: at rate`,
      );
      assert.ok(share.text.includes(c.spot.onDemandOfferingId), `${what}: against which`);
    }
  }
  for (const f of shown) assert.doesNotMatch(f.text, /NaN|Infinity|undefined|null/, what);
}

Deno.test({
  name:
    "what-if page: recomputes offline as calc does, keeps its state in the link, text stays text",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn(t) {
    const seed = await writePage("seed.html", dataset, "seed-3090-autodl");
    const team = await writePage("team.html", dataset, "team-8xh100-247", "USD");
    // 3 days a week, mid-slider, and spot priced with its flat overhead: no rate of its own
    const researcher = await writePage("researcher.html", dataset, "researcher-intermittent");
    const browser = await launch();
    try {
      await t.step("each page is at most 1.5 MB", () => {
        for (const p of [seed, team]) assert.ok(p.bytes <= 1.5e6, `${p.url}: ${p.bytes} bytes`);
      });

      await t.step(
        "6 h a day at 2 CNY/h reads 9.08 h/day, and the link opens the same",
        async () => {
          const context = await browser.newContext({ offline: true });
          const refused = await offline(context);
          const page = await context.newPage();
          await page.goto(seed.url);
          const built = await figures(page);
          await setControls(page, { cloud_price: 2, hours_per_day: 6 });
          const shown = await figures(page);
          // calc --scenario seed-3090-autodl -p hours_per_day=6 -p cloud_price=2
          const expected = calc("seed-3090-autodl", "CNY", {
            hours_per_day: 6,
            cloud_price: 2,
          });
          assertSameAsCalc(shown, expected, "6 h at 2 CNY/h");
          assert.equal(
            shown.find((f) => f.key === "break-even")!.text,
            "owning cheaper above 9.08 h/day",
          );
          assert.equal(
            shown.find((f) => f.key === "payback")!.text,
            "not within the horizon (36 months)",
          );
          // the link is written at most ten times a second: wait for the last write
          await page.waitForFunction(() => location.hash.includes("hours_per_day"), null, {
            timeout: 2000,
          }).catch(() => {});
          assert.equal(new URL(page.url()).hash, "#hours_per_day=6&cloud_price=2");
          // the page as redrawn reads right by the report lint's rules
          const findings = lintSnapshot(await page.evaluate(snapshotPage), {
            page: "what-if.html",
            currency: "CNY",
            currencies: ["CNY", "USD", "EUR"],
          });
          assert.deepEqual(findings, []);

          const again = await context.newPage();
          await again.goto(`${seed.url}#hours_per_day=6&cloud_price=2`);
          assert.deepEqual(await figures(again), shown);
          assert.equal(await again.inputValue("#whatif-hours_per_day"), "6");
          assert.equal(await again.inputValue("#whatif-cloud_price"), "2");
          // the schedule's hours: the document's 50 % use stays
          assert.equal(await again.inputValue("#whatif-utilization"), "0.5", "6 h of the schedule");

          await again.click("#whatif-reset");
          assert.deepEqual(await figures(again), built);
          assert.equal(new URL(again.url()).hash, "");
          assert.equal(await again.inputValue("#whatif-hours_per_day"), "8");
          assert.deepEqual(refused, []);
          assert.deepEqual(await violations(page), []);
          await context.close();
        },
      );

      await t.step(
        "the Sobol' block computes when opened and again once the controls rest, as the engine gives",
        async () => {
          const context = await browser.newContext({ offline: true });
          await offline(context);
          const page = await context.newPage();
          const data = whatIfData(dataset, {}, "seed-3090-autodl");
          const expected = (values: WhatIfValues) => {
            const { applied } = computeWhatIf(data, values);
            const html = sobolChartOf(applied, data.money).html;
            return parseHTML(html).document.querySelector("figcaption")!.textContent;
          };
          const caption = () => page.textContent("#whatif-sobol-chart figcaption");
          await page.goto(seed.url);
          // closed, nothing is computed
          assert.equal(await page.locator("#whatif-sobol-chart figure").count(), 0);
          await page.click("#whatif-sobol summary");
          await page.waitForSelector("#whatif-sobol-chart figure");
          assert.equal(await caption(), expected({}));
          // a move recomputes once the controls rest: the caption the engine gives at 12 h/day
          await setControls(page, { hours_per_day: 12 });
          const at12 = expected({ hours_per_day: 12 });
          assert.notEqual(at12, expected({}));
          await page.waitForFunction(
            (text) =>
              document.querySelector("#whatif-sobol-chart figcaption")?.textContent === text,
            at12,
            { timeout: 5000 },
          );
          await context.close();
        },
      );

      await t.step("a bad value is refused at its control with the words of -p", async () => {
        const context = await browser.newContext({ offline: true });
        await offline(context);
        const page = await context.newPage();
        await page.goto(seed.url);
        const before = await figures(page);
        for (const [name, text] of [["hours_per_day", "30"], ["cloud_price", "free"]]) {
          await page.fill(`#whatif-${name}`, text!);
          const message = await page.textContent(`.whatif-error[data-name="${name}"]`);
          const cli = await runDeno([
            "run",
            "--allow-read",
            `${ROOT}lib/cli/calc.ts`,
            "--scenario",
            "seed-3090-autodl",
            "-p",
            `${name}=${text}`,
          ]);
          assert.equal(cli.code, 1);
          assert.ok(message && message.startsWith(`Parameter ${name}: found`), message ?? "");
          assert.ok(cli.stderr.includes(message!), `calc says: ${cli.stderr}`);
          assert.equal(await page.getAttribute(`#whatif-${name}`, "aria-invalid"), "true");
          assert.deepEqual(await figures(page), before, "a refused value changes nothing");
        }
        await context.close();
      });

      await t.step({
        name: "on a Chinese page, the refusals of a bad link and a bad value read in Chinese",
        // test:reports: tests/whatif/controls_test.ts holds the refusals' Chinese words
        ignore: !FULL,
        fn: async () => {
          const zh = await writePage("seed-zh.html", dataset, "seed-3090-autodl", undefined, "zh");
          const context = await browser.newContext({ offline: true });
          await offline(context);
          const page = await context.newPage();
          await page.goto(`${zh.url}#hours_per_day=abc&colour=red`);
          await page.fill("#whatif-cloud_price", "free");
          const status = await page.textContent("#whatif-status");
          const error = await page.textContent('.whatif-error[data-name="cloud_price"]');
          assert.match(
            status ?? "",
            /^链接中被忽略：参数 hours_per_day：收到 “abc”，应为/,
            status ?? "",
          );
          assert.match(error ?? "", /^参数 cloud_price：收到 “free”，应为大于 0/, error ?? "");
          // a control's tooltip says what its parameter changes, in Chinese
          assert.equal(
            await page.getAttribute('label[for="whatif-cloud_speed"]', "title"),
            parameterHelp("cloud_speed", "zh"),
          );
          // the report lint reads the panel and its tooltips as a Chinese reader does: ids and
          // values aside, no English
          const snapshot = await page.evaluate(snapshotPage);
          const sliders = await page.locator("input.whatif-slider").count();
          assert.ok((snapshot.tooltips ?? []).length >= sliders, "every control's tooltip");
          const findings = lintSnapshot(snapshot, {
            page: "what-if.html",
            currency: "CNY",
            currencies: ["CNY", "USD", "EUR"],
            // the data's names (ids, providers, GPU models, workloads) and what the test typed
            names: new Set([
              ...await dataNames(`${ROOT}data`),
              ...["abc", "colour", "free", "utilization"],
            ]),
          }).filter((f) => f.check === "english-text");
          assert.deepEqual(findings, []);
          await context.close();
        },
      });

      await t.step({
        name: "2 random settings show calc's figures to the cent",
        ignore: !FULL, // test:reports; tests/whatif/figures_test.ts holds them without a browser
        fn: async () => {
          // team-8xh100-247 has a spot option with an interruption rate: its spot controls too.
          // tests/whatif/figures_test.ts holds the page's computation to calc's over many more
          // random settings, without a browser.
          const seedSettings = fc.sample(arbSetting(), { numRuns: 1, seed: 20261203 });
          const teamSettings = fc.sample(arbSetting(1, { spot: true }), { numRuns: 1, seed: 3 });
          const cases = seedSettings.flatMap((s, i) => [
            { page: seed, scenario: "seed-3090-autodl", currency: "CNY", values: s },
            {
              page: team,
              scenario: "team-8xh100-247",
              currency: "USD",
              values: teamSettings[i]!,
            },
          ]);
          const context = await browser.newContext({ offline: true });
          const refused = await offline(context);
          const pages = new Map<string, Page>();
          for (const c of cases) {
            let page = pages.get(c.page.url);
            if (!page) {
              page = await context.newPage();
              await page.goto(c.page.url);
              pages.set(c.page.url, page);
            } else await page.click("#whatif-reset");
            await setControls(page, c.values);
            const what = `${c.scenario} ${JSON.stringify(c.values)}`;
            assertSameAsCalc(await figures(page), calc(c.scenario, c.currency, c.values), what);
            assert.deepEqual(await violations(page), [], what);
          }
          assert.deepEqual(refused, []);
          await context.close();
        },
      });

      await t.step({
        name:
          "every slider moved a step right and back (left and back at the end of its range: 7 days a week) shows the built figures again, to the cent",
        ignore: !FULL, // test:reports: some 60 sliders, each moved twice
        fn: async () => {
          const context = await browser.newContext({ offline: true });
          await offline(context);
          const rightAndBack = new Set<string>(), atEnd = new Set<string>();
          for (const p of [seed, team, researcher]) {
            const page = await context.newPage();
            await page.goto(p.url);
            const built = await figures(page);
            // the sliders the case shows (spot's only where spot is in play)
            const names = await page.$$eval(
              ".whatif-control:not([hidden]) .whatif-slider",
              (sliders) => sliders.map((s) => (s as HTMLInputElement).dataset.name!),
            );
            assert.ok(names.includes("cloud_speed") && names.includes("storage_gb"), p.url);
            for (const name of names) {
              const slider = `.whatif-slider[data-name="${name}"]`;
              const box = `#whatif-${name}`;
              const what = `${p.url}: ${name}`;
              const before = await page.inputValue(box);
              await page.focus(slider);
              await page.keyboard.press("ArrowRight");
              let [away, back] = ["ArrowRight", "ArrowLeft"];
              if (Number(await page.inputValue(box)) === Number(before)) {
                // at the end of a range that takes nothing more (7 days a week): no step, no
                // change; then a step left and back
                assert.deepEqual(await figures(page), built, `${what}: no step right`);
                atEnd.add(`${name}=${before}`);
                [away, back] = ["ArrowLeft", "ArrowRight"];
                await page.keyboard.press(away);
              } else rightAndBack.add(name);
              const moved = await page.inputValue(box);
              assert.notEqual(Number(moved), Number(before), `${what}: the slider moved`);
              if (["hours_per_day", "days_per_week", "utilization"].includes(name)) {
                assert.notDeepEqual(await figures(page), built, `${what}: the figures moved`);
              }
              await page.keyboard.press(back);
              assert.equal(Number(await page.inputValue(box)), Number(before), `${what} back`);
              assert.deepEqual(await figures(page), built, `${what}: ${away} and back`);
            }
            await page.close();
          }
          // the document's 7 days a week are at the end; the researcher's 3 go right and back
          assert.ok(atEnd.has("days_per_week=7") && rightAndBack.has("days_per_week"));
          assert.ok(rightAndBack.has("interruptions_per_day") && rightAndBack.has("gpu_count"));
          // and the idle hours' occupancy rented out: 1 by default, the most there is
          assert.deepEqual([...atEnd].sort(), [
            "days_per_week=7",
            "hours_per_day=24",
            "rent_out_occupancy=1",
            "utilization=1",
          ]);
          await context.close();
        },
      });

      await t.step(
        "spot's rate as the scenario: its slider rests at its start, and Reset or a cleared box puts it back there",
        async () => {
          const context = await browser.newContext({ offline: true });
          await offline(context);
          const page = await context.newPage();
          await page.goto(researcher.url);
          const built = await figures(page);
          const slider = '.whatif-slider[data-name="interruptions_per_day"]';
          const box = "#whatif-interruptions_per_day";
          assert.deepEqual([await page.inputValue(slider), await page.inputValue(box)], ["0", ""]);
          await page.focus(slider);
          await page.keyboard.press("ArrowRight");
          await page.keyboard.press("ArrowRight");
          assert.equal(await page.inputValue(box), "1");
          await page.click("#whatif-reset");
          assert.deepEqual([await page.inputValue(slider), await page.inputValue(box)], ["0", ""]);
          assert.deepEqual(await figures(page), built, "reset");
          await setControls(page, { interruptions_per_day: 3 });
          assert.equal(await page.inputValue(slider), "3");
          await page.fill(box, "");
          assert.deepEqual([await page.inputValue(slider), await page.inputValue(box)], ["0", ""]);
          assert.deepEqual(await figures(page), built, "cleared");
          await context.close();
        },
      );

      await t.step(
        "a typed value stays as typed, beyond the slider too, until the reader moves its slider",
        async () => {
          const context = await browser.newContext({ offline: true });
          await offline(context);
          const page = await context.newPage();
          await page.goto(seed.url);
          const slider = '.whatif-slider[data-name="storage_gb"]';
          // seed-3090-autodl keeps no storage: its slider still reaches 50,000 GB (sliderMax)
          assert.equal(await page.getAttribute(slider, "max"), "50000");
          await setControls(page, { storage_gb: 500 });
          assert.equal(await page.inputValue(slider), "500");
          await setControls(page, { storage_gb: 120_000 });
          assert.equal(await page.inputValue(slider), "50000", "pinned at its end");
          // another control moved: the typed storage is kept, in the box and in the figures
          await page.focus('.whatif-slider[data-name="discount_rate"]');
          await page.keyboard.press("ArrowRight");
          const discount = Number(await page.inputValue("#whatif-discount_rate"));
          assert.equal(await page.inputValue("#whatif-storage_gb"), "120000");
          assertSameAsCalc(
            await figures(page),
            calc("seed-3090-autodl", "CNY", { storage_gb: 120_000, discount_rate: discount }),
            "120,000 GB typed, the discount rate slid",
          );
          await context.close();
        },
      );

      await t.step(
        "at 1280 × 800 the answer is in view beside the controls, and stays there while they move",
        async () => {
          const context = await browser.newContext({
            offline: true,
            viewport: { width: 1280, height: 800 },
          });
          await offline(context);
          const page = await context.newPage();
          await page.goto(team.url);
          const inView = () =>
            page.evaluate(() => {
              const box = document.getElementById("whatif-answer")!.getBoundingClientRect();
              return box.top >= 0 && box.bottom <= innerHeight && box.left >= 0 &&
                box.right <= innerWidth;
            });
          assert.ok(await inView(), "in view without scrolling");
          const panel = await page.evaluate(() =>
            document.getElementById("whatif-panel")!.getBoundingClientRect().left
          );
          const answer = await page.evaluate(() =>
            document.getElementById("whatif-answer")!.getBoundingClientRect().left
          );
          assert.ok(answer > panel, "beside the controls, to their right");
          // the last control of the panel, scrolled to and moved: the answer still in view, and
          // its cheapest way the page's own figure for the value set
          const last = await page.evaluate(() => {
            const boxes = [...document.querySelectorAll<HTMLInputElement>(".whatif-box")]
              .filter((b) => b.offsetParent !== null);
            const b = boxes[boxes.length - 1]!;
            b.scrollIntoView({ block: "center" });
            return b.id;
          });
          assert.ok(await inView(), `in view with ${last} in view`);
          const before = await page.textContent("[data-figure=answer-cheapest] td");
          await page.fill("#whatif-hours_per_day", "4");
          await page.evaluate(() =>
            document.getElementById("whatif-hours_per_day")!.scrollIntoView({ block: "center" })
          );
          assert.ok(await inView(), "in view with hours a day in view");
          const after = await page.textContent("[data-figure=answer-cheapest] td");
          assert.notEqual(after, before, "the answer follows the controls");
          await context.close();
        },
      );

      await t.step("without JavaScript the page shows the build's figures and charts", async () => {
        const context = await browser.newContext({ offline: true, javaScriptEnabled: false });
        const page = await context.newPage();
        await page.goto(seed.url);
        const shown = await figures(page);
        assertSameAsCalc(shown, calc("seed-3090-autodl", "CNY", {}), "as built");
        assert.equal(await page.locator("figure.wb-chart").count(), 2);
        assert.equal(await page.isVisible("#whatif-nojs"), true);
        assert.equal(await page.isVisible("#whatif-panel"), false);
        await context.close();
      });

      await t.step(
        "provider names and descriptions stay text; the CSP lets nothing else run",
        async () => {
          const evil = "<img src=x onerror=alert(1)>";
          const description = "</script><script>alert(2)</script>";
          const scenario = dataset.scenarios.find((s) => s.id === "seed-3090-autodl")!;
          const hostile: Dataset = {
            ...dataset,
            offerings: dataset.offerings.map((o) =>
              o.id === scenario.offeringId ? { ...o, provider: evil } : o
            ),
            scenarios: dataset.scenarios.map((s) => s === scenario ? { ...s, description } : s),
          };
          const page0 = await writePage("hostile.html", hostile, "seed-3090-autodl");
          const context = await browser.newContext({ offline: true });
          await offline(context);
          const page = await context.newPage();
          const dialogs: string[] = [];
          page.on("dialog", (d) => {
            dialogs.push(d.message());
            d.dismiss();
          });
          await page.goto(page0.url);
          const look = () =>
            page.evaluate(() => ({
              images: document.querySelectorAll("img").length,
              text: document.body.innerText,
              scripts: document.scripts.length,
            }));
          const loaded = await look();
          assert.equal(loaded.images, 0);
          assert.equal(loaded.scripts, 2, "the data and the page's script");
          assert.ok(loaded.text.includes(`On demand: ${evil}`), "the provider name as text");
          assert.ok(loaded.text.includes(description), "the description as text");
          await setControls(page, { cloud_price: 2.5 });
          const moved = await look();
          assert.equal(moved.images, 0);
          assert.ok(moved.text.includes(`Monthly at 121.7 h: On demand: ${evil}`));
          assert.deepEqual(dialogs, []);
          assert.deepEqual(await violations(page), []);

          // the policy is enforced: a script or style the build did not write is refused
          const ran = await page.evaluate(() => {
            const s = document.createElement("script");
            s.textContent = "globalThis.injected = 1";
            document.body.append(s);
            return (globalThis as unknown as { injected?: number }).injected ?? null;
          });
          assert.equal(ran, null);
          assert.ok((await violations(page)).some((v) => v.startsWith("script-src")));
          const csp = await page.getAttribute(
            'meta[http-equiv="Content-Security-Policy"]',
            "content",
          );
          assert.match(
            csp!,
            /^default-src 'none'; script-src 'sha256-[A-Za-z0-9+/=]+'; style-src /,
          );
          assert.doesNotMatch(csp!, /unsafe-inline|unsafe-eval|https?:/);
          await context.close();
        },
      );
    } finally {
      await browser.close();
      await Deno.remove(dir, { recursive: true });
    }
  },
});
