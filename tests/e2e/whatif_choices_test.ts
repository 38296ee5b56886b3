// The what-if page's choices in Chromium, opened from file:// with the network off: 20 random
// cases (machine, site, offering, job and numbers, some with a machine of the reader's own) show
// calc's figures and job ranking for the parameters the page copies, to the cent; the scenario
// rows it copies, added to the data, rebuild the same figures; the link and the A/B comparison
// hold; the report lint reads the page clean in both languages and currencies.
import assert from "node:assert/strict";
import type { BrowserContext, Page } from "playwright-core";
import { calcJson, calculate } from "../../lib/cli/calc.ts";
import { readDataFiles } from "../../lib/data/files.ts";
import { type Dataset, parseDataset } from "../../lib/data/load.ts";
import { CHOICE_PARAMETERS } from "../../lib/scenario.ts";
import { type ParameterValues, parseParameterFile } from "../../lib/params.ts";
import { lintSnapshot, snapshotPage } from "../../lib/report/lint.ts";
import { bundleWhatIf } from "../../lib/report/bundle.ts";
import { CHOICES } from "../../lib/whatif/figures.ts";
import { whatIfData, whatIfPage } from "../../lib/whatif/html.ts";
import { ROOT } from "../helpers.ts";
import { randomCases } from "../scenario/cases.ts";
import { launch } from "./browser.ts";

const SHIPPED = await readDataFiles(`${ROOT}data`);
function load(files: Record<string, string>): Dataset {
  const r = parseDataset(files, { folder: "data" });
  assert.ok(r.ok, JSON.stringify(r.ok ? [] : r.issues.slice(0, 3)));
  return r.dataset;
}
const dataset = load(SHIPPED);
const dir = await Deno.makeTempDir({ prefix: "whatif-choices-" });
const script = await bundleWhatIf(`${dir}/cache`);

/** The page of `scenario` in `currency` and `lang`, written once. */
const pages = new Map<string, string>();
async function pageOf(scenario: string, currency = "CNY", lang = "en"): Promise<string> {
  const key = `${scenario}-${currency}-${lang}`;
  if (!pages.has(key)) {
    const html = whatIfPage(whatIfData(dataset, { currency, lang }, scenario), script);
    await Deno.writeTextFile(`${dir}/${key}.html`, html);
    pages.set(key, `file://${dir}/${key}.html`);
  }
  return pages.get(key)!;
}

async function offline(context: BrowserContext): Promise<void> {
  await context.route(
    "**/*",
    (route) => route.request().url().startsWith("file:") ? route.continue() : route.abort(),
  );
}

/** The link of a case: its numbers and choices (its scenario is the page's). */
function hashOf(values: ParameterValues): string {
  return "#" + Object.entries(values).filter(([name]) => name !== "scenario" && name !== "currency")
    .map(([n, v]) => `${encodeURIComponent(n)}=${encodeURIComponent(String(v))}`).join("&");
}

const figures = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLTableRowElement>("#whatif-figures tr")].map((tr) => [
        tr.dataset.figure ?? "",
        tr.dataset.value === undefined ? tr.cells[1]!.textContent : Number(tr.dataset.value),
      ]),
    )
  );

const jobRows = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLTableRowElement>("#whatif-job-table tbody tr")].map((
      tr,
    ) => ({ id: tr.dataset.id!, cost: Number(tr.dataset.cost), pareto: tr.dataset.pareto }))
  );

async function copied(page: Page, button: string): Promise<string> {
  await page.click(button);
  return await page.inputValue("#whatif-copy-text");
}

// deno-lint-ignore no-explicit-any
type Json = any;
const cents = (x: number) => Math.round(x * 100);

/** The page's figures against calc --json of the same parameters, to the cent. */
function assertSame(shown: Record<string, unknown>, j: Json, what: string) {
  const t = j.tco;
  assert.equal(cents(shown["tco-own"] as number), cents(t.consistent.own.total), `${what} tco-own`);
  assert.equal(cents(shown["tco-rent"] as number), cents(t.consistent.cloud.total), what);
  assert.equal(cents(shown["pv-own"] as number), cents(t.presentValue.own), what);
  assert.equal(cents(shown["pv-rent"] as number), cents(t.presentValue.cloud), what);
  const be = j.breakEven.consistent;
  if (be.kind === "hours") {
    assert.ok(Math.abs((shown["break-even"] as number) - be.breakEvenHoursPerDay) < 1e-9, what);
  }
  const pb = j.payback;
  if (pb.kind === "month") assert.equal(shown.payback, pb.month, what);
  j.monthly.forEach((m: Json, i: number) =>
    assert.equal(cents(shown[`monthly-${i}`] as number), cents(m.costPerMonth), `${what} ${i}`)
  );
  const c = j.cheapest;
  const best = c.best === "own" ? c.own : c.way.total;
  assert.equal(cents(shown.cheapest as number), cents(best), `${what} cheapest`);
}

Deno.test({
  name:
    "what-if choices: 20 random cases show calc's figures and job ranking for the copied parameters",
  sanitizeResources: false,
  sanitizeOps: false,
  fn: async (t) => {
    const browser = await launch();
    try {
      const context = await browser.newContext({ offline: true });
      await offline(context);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(String(e)));
      const cases = randomCases(dataset, 20, 2026);
      assert.ok(cases.filter((c) => c.gpu_model !== undefined).length >= 5, "some own machines");
      let rowsChecked = 0;
      for (const [i, values] of cases.entries()) {
        await t.step(`case ${i + 1}: ${JSON.stringify(values)}`, async () => {
          const url = await pageOf(String(values.scenario));
          await page.goto(`${url}${hashOf(values)}`);
          await page.waitForSelector("#whatif-case");
          const shown = await figures(page);
          const params = parseParameterFile(
            await copied(page, "#whatif-copy-parameters"),
            "copied.yaml",
          );
          // the own machine's GPU model is asked for only when the case has an own machine
          assert.equal(
            await page.isVisible("#whatif-gpu_model"),
            values.gpu_model !== undefined,
            "the GPU model's control shows with an own machine only",
          );
          // the copy holds the case as set
          for (const [name, value] of Object.entries(values)) {
            assert.equal(params[name], value, name);
          }
          const j = JSON.parse(JSON.stringify(calcJson(calculate(dataset, params))));
          assertSame(shown, j, `case ${i + 1}`);
          // the job's ranking: its ten cheapest ways in calc's order, at calc's cost
          const rows = await jobRows(page);
          assert.deepEqual(
            rows.slice(0, j.job.top.length).map((r) => r.id),
            j.job.top.map((r: Json) => r.id),
          );
          rows.slice(0, j.job.top.length).forEach((r, k) =>
            assert.equal(cents(r.cost), cents(j.job.top[k].cost), `${r.id}`)
          );
          // the rest of the Pareto front follows
          const front = new Set(j.job.pareto.map((r: Json) => r.id));
          for (const r of rows.slice(j.job.top.length)) assert.ok(front.has(r.id), r.id);
          // the copied rows, added to the data, rebuild the page's figures (every fourth case)
          if (i % 4 === 0) {
            const text = await copied(page, "#whatif-copy-rows");
            const files = { ...SHIPPED };
            const [rowsPart, paramsPart] = text.split("# --params FILE\n");
            let file = "";
            for (const line of rowsPart!.split("\n")) {
              const named = /^# (\S+\.csv) /.exec(line);
              if (named) file = named[1]!;
              else if (line !== "") files[file] = `${files[file]}${line}\n`;
            }
            const rebuilt = JSON.parse(JSON.stringify(calcJson(calculate(
              load(files),
              parseParameterFile(paramsPart!, "rows.yaml"),
            ))));
            const { cheapest: _c, ...rest } = shown;
            assertSame(
              { ...rest, cheapest: shown.cheapest },
              { ...rebuilt },
              `rows of case ${i + 1}`,
            );
            rowsChecked++;
          }
        });
      }
      assert.equal(rowsChecked, 5);
      assert.deepEqual(errors, []);
      await context.close();
    } finally {
      await browser.close();
    }
  },
});

Deno.test({
  name:
    "what-if choices: the link gives the case back, and A/B shows both cases and their difference",
  sanitizeResources: false,
  sanitizeOps: false,
  fn: async () => {
    const browser = await launch();
    try {
      const context = await browser.newContext({ offline: true });
      await offline(context);
      const page = await context.newPage();
      const url = await pageOf("researcher-intermittent");
      await page.goto(url);
      await page.selectOption("#whatif-machine", "(own)");
      await page.selectOption("#whatif-gpu_model", "RTX 4090");
      await page.fill("#whatif-gpu_count", "4");
      await page.selectOption("#whatif-filter-provider", "Gongji (共绩算力)").catch(() => {});
      await page.selectOption("#whatif-job", "bert-large-squad");
      await page.waitForFunction(() => location.hash.includes("job="), null, { timeout: 3000 });
      const a = await figures(page);
      // the own machine's wall power follows its four GPUs: 4 × the 0.81 kW of rtx4090-cn
      assert.equal(await page.inputValue("#whatif-machine_power"), String(4 * 0.81));
      // the link round trip: a fresh page at this address shows the same case
      const link = page.url();
      const again = await context.newPage();
      await again.goto(link);
      assert.deepEqual(await figures(again), a);
      assert.equal(await again.inputValue("#whatif-machine"), "(own)");
      assert.equal(await again.inputValue("#whatif-job"), "bert-large-squad");
      // A/B: keep A, change B's hours and site
      await page.click("#whatif-compare");
      await page.fill("#whatif-hours_per_day", "12");
      await page.selectOption("#whatif-site", dataset.sites[0]!.id);
      const b = await figures(page);
      // the chosen site's tariff shows in the electricity control (CNY per kWh, as sites.csv has it)
      assert.equal(
        Number(await page.inputValue("#whatif-electricity_price")),
        dataset.sites[0]!.electricityCnyPerKwh,
      );
      const diffs = await page.evaluate(() =>
        Object.fromEntries(
          [...document.querySelectorAll<HTMLTableRowElement>("#whatif-ab-table tbody tr")]
            .filter((tr) => tr.dataset.diff !== undefined)
            .map((tr) => [tr.dataset.figure!, Number(tr.dataset.diff)]),
        )
      );
      for (const key of ["tco-own", "tco-rent", "pv-own", "pv-rent"]) {
        assert.ok(Math.abs(diffs[key]! - ((b[key] as number) - (a[key] as number))) < 1e-6, key);
      }
      assert.notEqual(b["tco-own"], a["tco-own"]);
      assert.equal(await page.locator("#whatif-cumulative-a svg").count() > 0, true, "A's chart");
      await page.waitForFunction(() => location.hash.includes("compare"), null, { timeout: 3000 });
      const both = await context.newPage();
      await both.goto(page.url());
      assert.deepEqual(await figures(both), b);
      assert.equal(await both.locator("#whatif-ab-table").count(), 1);
      // a choice the data lacks is refused at its control with the words of -p
      const bad = await context.newPage();
      await bad.goto(`${url}#machine=no-such-machine`);
      assert.match(
        await bad.textContent('.whatif-error[data-name="machine"]') ?? "",
        /Parameter machine: found "no-such-machine", expected one of/,
      );
      await context.close();
    } finally {
      await browser.close();
    }
  },
});

Deno.test({
  name: "what-if choices: the report lint reads the page clean in en and zh, CNY and USD",
  sanitizeResources: false,
  sanitizeOps: false,
  fn: async () => {
    const browser = await launch();
    try {
      for (const lang of ["en", "zh"]) {
        for (const currency of ["CNY", "USD"]) {
          const context = await browser.newContext({ offline: true });
          await offline(context);
          const page = await context.newPage();
          const url = await pageOf("team-4090-burst", currency, lang);
          await page.goto(
            `${url}#gpu_model=RTX%204090&gpu_count=2&offering=autodl-4090-median&job=bert-large-squad&compare&a.hours_per_day=3`,
          );
          await page.waitForSelector("#whatif-job-table");
          const findings = lintSnapshot(await page.evaluate(snapshotPage), {
            page: "what-if.html",
            currency,
            currencies: ["CNY", "USD", "EUR"],
            ...(lang === "zh"
              ? {
                // the data's ids are names, not English words
                names: new Set(
                  [
                    ...[
                      dataset.scenarios,
                      dataset.hardware,
                      dataset.sites,
                      dataset.offerings,
                      dataset.jobs,
                    ]
                      .flatMap((rows) => rows.map((r) => r.id)),
                    ...dataset.scenarios.map((s) => `my-${s.id}`),
                    ...dataset.offerings.map((o) => o.provider),
                    "my-2x-rtx-4090",
                  ].flatMap((id) => [id, ...id.split(/[-_ .]/)]).map((w) => w.toLowerCase()),
                ),
              }
              : {}),
          });
          assert.deepEqual(findings, [], `${lang} ${currency}`);
          await context.close();
        }
      }
    } finally {
      await browser.close();
    }
  },
});

// the choices the page offers are the parameters' own
Deno.test("the page's choices are parameters applied before the scenario is resolved", () => {
  for (const name of CHOICES) {
    assert.ok(
      (CHOICE_PARAMETERS as readonly string[]).includes(name) || name === "job",
      name,
    );
  }
});
