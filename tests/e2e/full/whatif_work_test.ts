// The what-if page's work section in Chromium, opened from file:// with the network off (`deno
// task test:reports`; tests/whatif/work_test.ts holds the section's rows to calc's in the quick
// run): 20 seeded cases with a work (training runs and serving loads, rows of work.csv and works
// stated by their fields, CNY and USD; some typed into the section, the others from the link) show every row
// `calc --work --json` gives for the parameters the page copies, to the cent, and the headline
// figures calc gives for them; the link gives the work back; a bad value is refused at its field
// with the words of -p; the report lint reads the page clean in English and Chinese with a work.
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { calcJson, calculate } from "../../../lib/cli/calc.ts";
import { calculateWork, workJson } from "../../../lib/cli/work.ts";
import { loadDatasetOrThrow } from "../../../lib/data/folder.ts";
import { type ParameterValues, parseParameterFile, valuesSet } from "../../../lib/params.ts";
import { dataNames, lintSnapshot, snapshotPage } from "../../../lib/report/lint.ts";
import { bundleWhatIf } from "../../../lib/report/bundle.ts";
import { OWN_WORK_ID, WORK_PARAMETERS, workWorkload } from "../../../lib/scenario/work.ts";
import { whatIfData, whatIfPage } from "../../../lib/whatif/html.ts";
import { fieldText } from "../../../lib/whatif/work.ts";
import { ROOT } from "../../helpers.ts";
import { assertSameWork, randomWorkCases, type ShownWork } from "../../whatif/work_cases.ts";
import { launch, offline, someCases, withOfflinePage } from "../browser.ts";

const { dataset } = await loadDatasetOrThrow(`${ROOT}data`);
const dir = await Deno.makeTempDir({ prefix: "whatif-work-" });
const script = await bundleWhatIf(`${dir}/cache`);
const isWork = (name: string) => (WORK_PARAMETERS as readonly string[]).includes(name);

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

/** The link of `values` but the scenario and currency (the page's own), those of `only` kept. */
function hashOf(values: ParameterValues, only = (_name: string) => true): string {
  return "#" +
    Object.entries(values).filter(([name]) =>
      name !== "scenario" && name !== "currency" && only(name)
    ).map(([n, v]) => `${encodeURIComponent(n)}=${encodeURIComponent(fieldText(v))}`).join("&");
}

/** Types the work of `values` into the work section, as a reader does. */
async function typeWork(page: Page, values: ParameterValues): Promise<void> {
  if (typeof values.work === "string") await page.selectOption("#whatif-work", values.work);
  else {
    await page.selectOption("#whatif-work", "(own)");
    await page.selectOption(
      "#whatif-work-kind",
      values.tokens_per_day === undefined ? "training" : "serving",
    );
  }
  for (const [name, value] of Object.entries(values)) {
    if (!isWork(name) || name === "work" || value === undefined) continue;
    if (name === "method" || name === "precision") {
      await page.selectOption(`#whatif-${name}`, String(value));
    } else await page.fill(`#whatif-${name}`, fieldText(value));
  }
}

/**
 * What the page shows of the work, the collapsed rows opened: its figures, every way in its
 * order and the fleet, each as its data attributes carry it.
 */
async function shownWork(page: Page): Promise<ShownWork> {
  await page.waitForSelector("#whatif-work-result:not([hidden])");
  const closed = await page.$$eval(
    "#whatif-work-more",
    (more) =>
      more.length > 0 && !(more[0] as HTMLDetailsElement).hidden &&
      !(more[0] as HTMLDetailsElement).open,
  );
  if (closed) {
    await page.click("#whatif-work-more summary");
    await page.waitForSelector("#whatif-work-more-table");
  }
  await page.waitForSelector("#whatif-work-more:not([data-stale])", { state: "attached" })
    .catch(() => {});
  return await page.evaluate(() => {
    const rows = (selector: string) =>
      [...document.querySelectorAll<HTMLTableRowElement>(selector)].map((tr) =>
        ({ ...tr.dataset }) as Record<string, string>
      );
    const num = (x: string | undefined) => x === undefined ? null : Number(x);
    return {
      figures: Object.fromEntries(
        rows("#whatif-work-figures tr").map((
          r,
        ) => [r.figure!, r.value ? Number(r.value) : undefined]),
      ),
      ways: rows("#whatif-work-table tbody tr, #whatif-work-more-table tbody tr")
        .map((r): Record<string, string | number | null> => ({
          ...r,
          perMonth: num(r.perMonth),
          perMillion: num(r.perMillion),
        }))
        .sort((a, b) => Number(a.rank) - Number(b.rank)),
      fleet: rows("#whatif-work-fleet tbody tr").map((r) => ({
        part: r.part!,
        perMillion: num(r.perMillion),
        ...(r.api === undefined ? {} : {
          api: r.api,
          input: Number(r.input),
          output: Number(r.output),
          blended: Number(r.blended),
        }),
      })),
    };
  });
}

/** The headline figures' numbers by key. */
const figures = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLTableRowElement>(
        "#whatif-answer-figures tr, #whatif-figures tr",
      )].map((tr) => [
        tr.dataset.figure ?? "",
        tr.dataset.value === undefined ? null : Number(tr.dataset.value),
      ]),
    )
  );

async function copiedParameters(page: Page): Promise<ParameterValues> {
  await page.click("#whatif-copy-parameters");
  return parseParameterFile(await page.inputValue("#whatif-copy-text"), "copied.yaml");
}

/**
 * Opens the case of `values` on its page, its work typed into the work section (`byHand`) or read
 * from the link; checks that the parameters the page copies state every value set, and gives what
 * the page shows of the work beside `calc --work --json` for those parameters.
 */
async function openWork(page: Page, values: ParameterValues, byHand: boolean) {
  const url = await pageOf(String(values.scenario), String(values.currency));
  await page.goto(`${url}${hashOf(values, byHand ? (n) => !isWork(n) : undefined)}`);
  await page.waitForSelector("#whatif-work-panel");
  if (byHand) await typeWork(page, values);
  const shown = await shownWork(page);
  const params = await copiedParameters(page);
  // the copy states the work as set, and the case's other numbers and choices
  for (const [name, value] of valuesSet(values)) assert.equal(params[name], value, name);
  const json = JSON.parse(JSON.stringify(workJson(calculateWork(dataset, params))));
  return { shown, params, json };
}

const cents = (x: number) => Math.round(x * 100);

Deno.test({
  name:
    "what-if work: random cases with a work show calc --work's rows and calc's figures for the parameters the page copies, to the cent",
  sanitizeResources: false,
  sanitizeOps: false,
  fn: (t) =>
    withOfflinePage(async (page, context) => {
      const cases = randomWorkCases(dataset, 20, 2027);
      for (const kind of ["training", "serving"]) {
        assert.ok(cases.some((c) => dataset.works.find((w) => w.id === c.work)?.kind === kind));
      }
      assert.ok(cases.some((c) => c.work === undefined && c.tokens !== undefined), "stated runs");
      assert.ok(cases.some((c) => c.work === undefined && c.tokens_per_day !== undefined));
      const kindOf = (c: ParameterValues) => dataset.works.find((w) => w.id === c.work)?.kind;
      const opened = someCases(cases, [
        (c) => kindOf(c) === "training",
        (c) => kindOf(c) === "serving",
        (c) => c.work === undefined && c.tokens !== undefined,
        (c) => c.work === undefined && c.tokens_per_day !== undefined,
        (c) => c.currency === "USD",
      ]);
      let typed = 0;
      for (const [i, values] of opened) {
        await t.step(`case ${i + 1}: ${JSON.stringify(values)}`, async () => {
          // every third case typed into the work section, the others opened from the link
          const byHand = i % 3 === 1;
          if (byHand) typed++;
          const { shown, params, json: j } = await openWork(page, values, byHand);
          assertSameWork(shown, j, `case ${i + 1}`);
          // the work moves the headline figures as it moves calc's
          const calc = JSON.parse(JSON.stringify(calcJson(calculate(dataset, params))));
          const head = await figures(page);
          assert.ok(Math.abs(head["hours-used"]! - calc.usedHoursPerDay) < 1e-9, "hours used");
          assert.equal(cents(head["tco-own"]!), cents(calc.tco.consistent.own.total), "tco-own");
          assert.equal(cents(head["tco-rent"]!), cents(calc.tco.consistent.rent.total));
          // the link gives the work back: a fresh page at this address shows the same
          // the link is written at most ten times a second: wait for the one with every field
          const pairs = Object.entries(values).filter(([n]) => isWork(n)).map(([n, v]) =>
            `${n}=${encodeURIComponent(fieldText(v))}`
          );
          await page.waitForFunction(
            (pairs: string[]) => pairs.every((p) => location.hash.split(/[#&]/).includes(p)),
            pairs,
            { timeout: 3000 },
          );
          const again = await context.newPage();
          await again.goto(page.url());
          assert.deepEqual(await shownWork(again), shown, "the link's work");
          await again.close();
        });
      }
      // every third case typed by hand: 6 of the 20
      assert.equal(typed, opened.filter(([i]) => i % 3 === 1).length);
      assert.ok(opened.length < 20 || typed >= 6, `${typed} typed`);
    }),
});

Deno.test({
  name:
    "what-if work: random serving loads (input, output and context tokens, TTFT and TPOT targets) show calc --work's ways, fleet and APIs, to the cent",
  sanitizeResources: false,
  sanitizeOps: false,
  fn: (t) =>
    withOfflinePage(async (page) => {
      const cases = randomWorkCases(dataset, 20, 48, { servingOnly: true });
      const stated = (c: ParameterValues) => c.work === undefined;
      const target = (c: ParameterValues) => c.ttft_ms !== undefined || c.tpot_ms !== undefined;
      // the quick pick (WORKBOOK_BROWSER_CASES unset): a row and a stated load in each currency,
      // one with a target; all 20 with WORKBOOK_BROWSER_CASES=20
      const opened = someCases(cases, [
        (c) => !stated(c) && c.currency === "CNY",
        (c) => stated(c) && c.currency === "USD",
        (c) => target(c) && (c.context_tokens !== undefined || c.input_tokens !== undefined),
      ]);
      for (const [i, values] of opened) {
        await t.step(`serving load ${i + 1}: ${JSON.stringify(values)}`, async () => {
          // every other load typed into the work section, the others opened from the link
          const { shown, json: j } = await openWork(page, values, i % 2 === 1);
          assert.ok(j.ways.length > 0 || j.apis !== undefined, "a serving load's ways or APIs");
          assertSameWork(shown, j, `serving load ${i + 1}`);
        });
      }
    }),
});

Deno.test({
  name:
    "what-if work: its fields are the work section's, a bad value is refused there with the words of -p, and the reset clears the work",
  sanitizeResources: false,
  sanitizeOps: false,
  fn: async () => {
    const browser = await launch();
    try {
      const context = await browser.newContext({ offline: true });
      await offline(context);
      const page = await context.newPage();
      const url = await pageOf("seed-3090-autodl");
      await page.goto(`${url}#work=lora-7b-2b-tokens`);
      await page.waitForSelector("#whatif-work-table");
      // no slider states a work: its fields are in the work section only
      for (const name of ["model_params", "tokens", "mfu", "tokens_per_day"]) {
        assert.equal(await page.locator(`.whatif-slider[data-name="${name}"]`).count(), 0, name);
        assert.equal(await page.locator(`#whatif-work-panel #whatif-${name}`).count(), 1, name);
      }
      // a training run shows a training run's fields only
      assert.equal(await page.isVisible("#whatif-tokens"), true);
      assert.equal(await page.isVisible("#whatif-tokens_per_day"), false);
      const before = await shownWork(page);
      await page.fill("#whatif-mfu", "1.5");
      assert.equal(
        await page.textContent('#whatif-work-panel .whatif-error[data-name="mfu"]'),
        "Parameter mfu: found 1.5, expected a number above 0 and at most 1 (fraction)",
      );
      // nothing is recomputed from a refused value
      assert.deepEqual(await shownWork(page), before);
      // 40% is 0.4, as -p reads it: the rows of the default MFU
      await page.fill("#whatif-mfu", "40%");
      assert.equal(
        await page.textContent('#whatif-work-panel .whatif-error[data-name="mfu"]'),
        "",
      );
      assert.deepEqual(await shownWork(page), before);
      // half the MFU: every hour and cost billed by the hour twice as long
      await page.fill("#whatif-mfu", "0.2");
      const slower = await shownWork(page);
      const hourly = (s: ShownWork) =>
        new Map(
          s.ways.filter((w) => w.charge === "hours").map((w) => [String(w.id), Number(w.hours)]),
        );
      for (const [id, hours] of hourly(before)) {
        assert.ok(Math.abs(hourly(slower).get(id)! - 2 * hours) < 1e-6 * hours, id);
      }
      // a work the data lacks, from an edited link: left out, said at the work's list
      await page.goto(`${url}#work=no-such-work&hours_per_day=6`);
      await page.waitForSelector("#whatif-work-panel");
      assert.match(
        await page.textContent("#whatif-status") ?? "",
        /Left out of the link: Parameter work: found "no-such-work", expected one of lora-7b-2b-tokens/,
      );
      assert.equal(await page.isVisible("#whatif-work-result"), false);
      // a work of one's own says what it still needs, and is priced once it has it
      await page.selectOption("#whatif-work", "(own)");
      assert.equal(
        await page.textContent('#whatif-work-panel .whatif-error[data-name="tokens"]'),
        "Needed to state a training run",
      );
      await page.fill("#whatif-model_params", "7e9");
      await page.fill("#whatif-tokens", "2e9");
      await page.waitForSelector("#whatif-work-result:not([hidden])");
      // the reset clears the work and its link
      await page.click("#whatif-reset");
      assert.equal(await page.isVisible("#whatif-work-result"), false);
      assert.equal(await page.inputValue("#whatif-work"), "");
      await page.waitForFunction(() => !location.hash.includes("model_params"), null, {
        timeout: 3000,
      });
      // A/B keeps A's work: B without one shows its own case, A's in the link
      await page.goto(`${url}#work=serve-70b-500m-tokens`);
      await page.waitForSelector("#whatif-work-fleet");
      await page.click("#whatif-compare");
      await page.selectOption("#whatif-work", "");
      // the link is written at most ten times a second: wait for the one without B's work
      await page.waitForFunction(
        () =>
          location.hash.includes("a.work=serve-70b-500m-tokens") &&
          !/(^#|&)work=/.test(location.hash),
        null,
        { timeout: 3000 },
      );
      const both = await context.newPage();
      await both.goto(page.url());
      await both.waitForSelector("#whatif-ab-table");
      assert.equal(await both.isVisible("#whatif-work-result"), false);
      assert.deepEqual(await figures(both), await figures(page));
      await context.close();
    } finally {
      await browser.close();
    }
  },
});

Deno.test({
  name: "what-if work: the report lint reads the page clean with a work, in en and zh",
  // test:reports; the quick run lints the page as redrawn in en and zh (tests/e2e/whatif_test.ts)
  sanitizeResources: false,
  sanitizeOps: false,
  fn: async () => {
    const browser = await launch();
    // the data's names, and the ids the workbook makes: a work stated by its fields (`my-work`)
    // and the workload a work makes of itself (`work:` and its id), as `my-` and a scenario's id
    // are names in tests/e2e/full/whatif_choices_test.ts
    const names = new Set([
      ...await dataNames(`${ROOT}data`),
      ...[...dataset.works, { id: OWN_WORK_ID }].flatMap((w) =>
        workWorkload(w).toLowerCase().split(/[^a-z0-9]+/)
      ),
      OWN_WORK_ID,
    ]);
    try {
      for (const lang of ["en", "zh"]) {
        for (
          const [scenario, currency, hash] of [
            ["seed-3090-autodl", "CNY", "#work=lora-7b-2b-tokens&runs_per_month=4"],
            ["team-8xh100-247", "USD", "#work=serve-70b-500m-tokens"],
            [
              "researcher-intermittent",
              "CNY",
              "#model_params=8e9&tokens_per_day=5e7&precision=fp8",
            ],
          ] as const
        ) {
          const context = await browser.newContext({ offline: true });
          await offline(context);
          const page = await context.newPage();
          await page.goto(`${await pageOf(scenario, currency, lang)}${hash}`);
          // every row shown: the collapsed ones opened
          await shownWork(page);
          const findings = lintSnapshot(await page.evaluate(snapshotPage), {
            page: "what-if.html",
            currency,
            currencies: ["CNY", "USD", "EUR"],
            ...(lang === "zh" ? { names } : {}),
          });
          assert.deepEqual(findings, [], `${lang} ${scenario} ${hash}`);
          await context.close();
        }
      }
    } finally {
      await browser.close();
    }
  },
});
