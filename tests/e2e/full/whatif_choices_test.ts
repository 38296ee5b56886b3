// The what-if page's choices in Chromium, opened from file:// with the network off (`deno task
// test:reports`; tests/whatif/ holds the page's computation to calc's in the quick run): 20 random
// cases (machine, site, offering, job and numbers, some with a machine of the reader's own) show
// calc's figures and job ranking for the parameters the page copies, to the cent; the scenario
// rows it copies, added to the data, rebuild the same figures; the link and the A/B comparison
// hold; the report lint reads the page clean in both languages and currencies.
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { calcJson, calculate } from "../../../lib/cli/calc.ts";
import { jobJson, rankJobOf } from "../../../lib/cli/job.ts";
import { formatNumber } from "../../../lib/present/format.ts";
import { sayPaysFor } from "../../../lib/present/job_ranking.ts";
import { readDataFiles } from "../../../lib/data/files.ts";
import { type Dataset, parseDataset } from "../../../lib/data/load.ts";
import {
  type ParameterValues,
  parseAssignment,
  parseParameterFile,
  valuesSet,
} from "../../../lib/params.ts";
import { lintSnapshot, snapshotPage } from "../../../lib/report/lint.ts";
import { dataNames } from "../../../lib/report/english.ts";
import { bundleWhatIf } from "../../../lib/report/bundle.ts";
import { whatIfData, whatIfPage } from "../../../lib/whatif/html.ts";
import { ROOT } from "../../helpers.ts";
import { randomCases } from "../../scenario/cases.ts";
import { launch, offline, someCases, withOfflinePage } from "../browser.ts";

const SHIPPED = await readDataFiles(`${ROOT}data`);
function load(files: Record<string, string>): Dataset {
  const r = parseDataset(files, { folder: "data" });
  assert.ok(r.ok, JSON.stringify(r.ok ? [] : r.issues.slice(0, 3)));
  return r.dataset;
}
const dataset = load(SHIPPED);
const DATA_NAMES = await dataNames(`${ROOT}data`);
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

/** The link of a case: its numbers and choices (its scenario is the page's). */
function hashOf(values: ParameterValues): string {
  return "#" + Object.entries(values).filter(([name]) => name !== "scenario" && name !== "currency")
    .map(([n, v]) => `${encodeURIComponent(n)}=${encodeURIComponent(String(v))}`).join("&");
}

const figures = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLTableRowElement>(
        "#whatif-answer-figures tr, #whatif-figures tr",
      )].map((tr) => [
        tr.dataset.figure ?? "",
        tr.dataset.value === undefined ? tr.cells[1]!.textContent : Number(tr.dataset.value),
      ]),
    )
  );

/**
 * Every row of the page's job table, the collapsed ones opened: what each says, by its cells and
 * its data attributes, and which table it is in.
 */
async function jobRows(page: Page) {
  // opened once, it stays open for the next case of the same page (a new hash, one document)
  const closed = await page.$$eval(
    "#whatif-job-more",
    (more) =>
      more.length > 0 && !(more[0] as HTMLDetailsElement).hidden &&
      !(more[0] as HTMLDetailsElement).open,
  );
  if (closed) {
    // its rows are written on its toggle event, which follows the click
    await page.click("#whatif-job-more summary");
    await page.waitForSelector("#whatif-job-more-table");
  }
  // open, they are written again once the controls rest
  await page.waitForSelector("#whatif-job-more:not([data-stale])", { state: "attached" })
    .catch(() => {});
  return await page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLTableRowElement>(
        "#whatif-job-table tbody tr, #whatif-job-more-table tbody tr",
      ),
    ].map((tr) => ({
      id: tr.dataset.id!,
      rank: Number(tr.dataset.rank),
      rankText: tr.cells[0]!.textContent,
      cost: Number(tr.dataset.cost),
      hours: Number(tr.dataset.hours),
      hoursText: tr.cells[5]!.textContent,
      charge: tr.dataset.charge,
      pays: tr.cells[4]!.textContent,
      pareto: tr.dataset.pareto === "true",
      shown: tr.closest("table")!.id === "whatif-job-table",
    }))
  );
}

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
  assert.equal(cents(shown["tco-rent"] as number), cents(t.consistent.rent.total), what);
  assert.equal(cents(shown["pv-own"] as number), cents(t.presentValue.own), what);
  assert.equal(cents(shown["pv-rent"] as number), cents(t.presentValue.rent), what);
  const be = j.breakEven.consistent;
  if (be.kind === "hours") {
    assert.ok(Math.abs((shown["break-even"] as number) - be.breakEvenHoursPerDay) < 1e-9, what);
  }
  const pb = j.payback;
  if (pb.kind === "month") assert.equal(shown.payback, pb.month, what);
  j.monthly.forEach((m: Json) => {
    const key = `monthly-${m.offeringId ?? "own"}`;
    assert.equal(cents(shown[key] as number), cents(m.costPerMonth), `${what} ${key}`);
  });
  // the case's one answer, in the panel beside the controls (`answer-cheapest`), is calc's
  const c = j.cheapest;
  const best = c.best === "own" ? c.own : c.way.total;
  assert.equal(cents(j.answer.cheapest.total), cents(best), `${what} calc's answer`);
  assert.equal(cents(shown["answer-cheapest"] as number), cents(best), `${what} cheapest`);
}

Deno.test({
  name:
    "what-if choices: random cases show calc's figures and job ranking for the copied parameters",
  sanitizeResources: false,
  sanitizeOps: false,
  fn: (t) =>
    withOfflinePage(async (page) => {
      const cases = randomCases(dataset, 20, 2026);
      assert.ok(cases.filter((c) => c.gpu_model !== undefined).length >= 5, "some own machines");
      const opened = someCases(cases, [
        (c) => c.gpu_model !== undefined,
        (c) => c.gpu_model === undefined,
      ]);
      let rowsChecked = 0;
      for (const [i, values] of opened) {
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
          for (const [name, value] of valuesSet(values)) {
            assert.equal(params[name], value, name);
          }
          const j = JSON.parse(JSON.stringify(calcJson(calculate(dataset, params))));
          assertSame(shown, j, `case ${i + 1}`);
          // the job's table is calc --job --json's for the copied parameters: every row, in its
          // order, with its hours, its cost to the cent and what the cost pays for
          const rows = (await jobRows(page)).sort((x, y) => x.rank - y.rank);
          const calcJob = JSON.parse(JSON.stringify(
            jobJson(rankJobOf(dataset, String(params.job), params)),
          ));
          assert.equal(rows.length, calcJob.rows.length, "every row");
          calcJob.rows.forEach((c: Json, k: number) => {
            const r = rows[k]!;
            assert.equal(r.id, c.id, `rank ${k + 1}`);
            assert.equal(r.rank, k + 1, c.id);
            assert.equal(r.rankText, String(k + 1), c.id);
            assert.ok(Math.abs(r.hours - c.hours) < 1e-9, `${c.id}: hours`);
            assert.equal(r.hoursText, formatNumber(c.hours, 2), `${c.id}: hours shown`);
            assert.equal(cents(r.cost), cents(c.cost), `${c.id}: cost`); // a CNY page
            assert.equal(r.charge, c.charge, `${c.id}: pays for`);
            const row = { ...c, perJobOverTermCny: c.perJobOverTermCost };
            assert.equal(r.pays, sayPaysFor(row), `${c.id}: pays for, in words`);
            assert.equal(r.pareto, c.pareto, `${c.id}: front`);
            // the ten cheapest and the Pareto front shown, the others collapsed
            assert.equal(r.shown, k < 10 || c.pareto, `${c.id}: shown first`);
          });
          // and calc --json's ten cheapest are the same ways
          assert.deepEqual(
            rows.slice(0, j.job.top.length).map((r) => r.id),
            j.job.top.map((r: Json) => r.id),
          );
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
      // every fourth case's rows rebuilt: 5 of the 20
      assert.equal(rowsChecked, opened.filter(([i]) => i % 4 === 0).length);
      assert.ok(opened.length < 20 || rowsChecked === 5);
    }),
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

/** The A/B table: each row's key, sides, difference and what differs, as the page shows them. */
const abRows = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLTableRowElement>("#whatif-ab-table tbody tr")].map((
      tr,
    ) => ({
      key: tr.dataset.figure!,
      a: tr.dataset.a === undefined ? undefined : Number(tr.dataset.a),
      b: tr.dataset.b === undefined ? undefined : Number(tr.dataset.b),
      diff: tr.dataset.diff === undefined ? undefined : Number(tr.dataset.diff),
      differs: tr.dataset.differs?.split(" ") ?? [],
      label: tr.cells[0]!.textContent ?? "",
      aText: tr.cells[1]!.textContent,
      bText: tr.cells[2]!.textContent,
    }))
  );

/** The money figures of calc --json by the page's keys, in the display currency. */
function calcByKey(j: Json): Map<string, number> {
  const t = j.tco;
  return new Map<string, number>([
    ["tco-own", t.consistent.own.total],
    ["tco-rent", t.consistent.rent.total],
    ["pv-own", t.presentValue.own],
    ["pv-rent", t.presentValue.rent],
    ...j.monthly.map((m: Json): [string, number] => [
      `monthly-${m.offeringId ?? "own"}`,
      m.costPerMonth,
    ]),
  ]);
}

Deno.test({
  name:
    "what-if A/B: each column is its own case's figures at its own hours and offering, a difference only for like with like",
  sanitizeResources: false,
  sanitizeOps: false,
  fn: async () => {
    const browser = await launch();
    try {
      const context = await browser.newContext({ offline: true });
      await offline(context);
      const page = await context.newPage();
      const url = await pageOf("seed-3090-autodl");
      // A: the document's 3090 against AutoDL's on-demand 3090, 6 h a day fully used (182.5 h a
      // month)
      await page.goto(`${url}#hours_per_day=6&utilization=1`);
      await page.waitForSelector("#whatif-case");
      const paramsA = parseParameterFile(await copied(page, "#whatif-copy-parameters"), "a.yaml");
      await page.click("#whatif-compare");
      // B: 10 h a day (304.2 h a month) against AutoDL's 4090 包月
      await page.fill("#whatif-hours_per_day", "10");
      await page.selectOption("#whatif-offering", "autodl-4090-monthly");
      const paramsB = parseParameterFile(await copied(page, "#whatif-copy-parameters"), "b.yaml");
      assert.equal(paramsB.offering, "autodl-4090-monthly");
      assert.equal(paramsA.offering, undefined);
      const calcA = JSON.parse(JSON.stringify(calcJson(calculate(dataset, paramsA))));
      const calcB = JSON.parse(JSON.stringify(calcJson(calculate(dataset, paramsB))));
      const a = calcByKey(calcA), b = calcByKey(calcB);
      const rows = await abRows(page);
      const row = (key: string) => rows.find((r) => r.key === key)!;
      // each column equals its own case's calc --json, and a row one case lacks is a dash there
      for (const r of rows) {
        if (a.has(r.key)) assert.equal(cents(r.a!), cents(a.get(r.key)!), `${r.key}: A`);
        else if (r.key.startsWith("monthly-")) assert.equal(r.aText, "—", `${r.key}: not A's`);
        if (b.has(r.key)) assert.equal(cents(r.b!), cents(b.get(r.key)!), `${r.key}: B`);
        else if (r.key.startsWith("monthly-")) assert.equal(r.bText, "—", `${r.key}: not B's`);
      }
      for (const key of [...a.keys(), ...b.keys()]) assert.ok(row(key), `a row ${key}`);
      assert.equal(row("monthly-autodl-3090-doc").bText, "—");
      assert.equal(row("monthly-autodl-4090-monthly").aText, "—");
      assert.ok(Math.abs(row("hours-used").a! - calcA.usedHoursPerDay) < 1e-9);
      assert.ok(Math.abs(row("hours-used").b! - calcB.usedHoursPerDay) < 1e-9);
      assert.equal(row("payback").a, calcA.payback.month);
      assert.equal(row("payback").b, calcB.payback.month);
      // against another offering: said, and no difference
      for (const key of ["break-even", "break-even-pv", "tco-rent", "pv-rent", "payback"]) {
        assert.ok(row(key).differs.includes("offering"), `${key} names the offerings`);
        assert.equal(row(key).diff, undefined, `${key}: no difference across offerings`);
        assert.match(row(key).label, /case A: AutoDL RTX 3090, on demand; case B: AutoDL RTX 4090/);
      }
      for (const r of rows.filter((x) => x.differs.includes("offering"))) {
        assert.equal(r.diff, undefined, r.key);
      }
      // owning at other hours: the hours said, the difference B − A
      const own = row("monthly-own");
      assert.deepEqual(own.differs, ["hours"]);
      assert.match(own.label, /case A: 182\.5 h\/month; case B: 304\.2 h\/month/);
      assert.ok(Math.abs(own.diff! - (own.b! - own.a!)) < 1e-9);
      assert.ok(Math.abs(row("tco-own").diff! - (b.get("tco-own")! - a.get("tco-own")!)) < 1e-6);
      // the link gives both cases back
      await page.waitForFunction(() => location.hash.includes("a.hours_per_day=6"), null, {
        timeout: 3000,
      });
      const again = await context.newPage();
      await again.goto(page.url());
      assert.deepEqual(await abRows(again), rows);
      await context.close();
    } finally {
      await browser.close();
    }
  },
});

Deno.test({
  name:
    "what-if spot: choosing a spot offering brings the interruption controls, and setting one gives calc's figures",
  sanitizeResources: false,
  sanitizeOps: false,
  fn: () =>
    withOfflinePage(async (page) => {
      const url = await pageOf("seed-3090-autodl");
      const spotControls = ["interruptions_per_day", "capacity_wait_minutes"];
      const visible = async () =>
        Object.fromEntries(
          await Promise.all(
            spotControls.map(async (n) => [n, await page.isVisible(`#whatif-${n}`)] as const),
          ),
        );
      // the document's case rents a 3090, and the data has no 3090 spot offering
      await page.goto(url);
      await page.waitForSelector("#whatif-case");
      assert.deepEqual(await visible(), {
        interruptions_per_day: false,
        capacity_wait_minutes: false,
      });
      // Gongji's preemptible 4090: a spot case
      await page.selectOption("#whatif-offering", "gongji-4090-preempt");
      assert.deepEqual(await visible(), {
        interruptions_per_day: true,
        capacity_wait_minutes: true,
      });
      const flat = await figures(page);
      await page.fill("#whatif-interruptions_per_day", "6");
      await page.fill("#whatif-capacity_wait_minutes", "30");
      const shown = await figures(page);
      const params = parseParameterFile(await copied(page, "#whatif-copy-parameters"), "s.yaml");
      assert.equal(params.interruptions_per_day, 6);
      assert.equal(params.offering, "gongji-4090-preempt");
      const j = JSON.parse(JSON.stringify(calcJson(calculate(dataset, params))));
      assertSame(shown, j, "6 interruptions a day");
      // spot is modelled with its interruptions, no longer the flat overhead
      assert.ok(Math.abs((shown["spot-billed"] as number) - j.spot.billedPerUsefulHour) < 1e-9);
      assert.ok(Math.abs((shown["spot-finish"] as number) - j.spot.hoursToFinishMonth) < 1e-9);
      assert.notEqual(shown["tco-rent"], flat["tco-rent"], "the rate moves the spot case's rent");
      // back to the 3090 on demand: the controls go, the values stay in the link
      await page.selectOption("#whatif-offering", "");
      assert.deepEqual(await visible(), {
        interruptions_per_day: false,
        capacity_wait_minutes: false,
      });
      await page.waitForFunction(
        () => !location.hash.includes("offering=") && location.hash.includes("interruptions"),
        null,
        { timeout: 3000 },
      );
      assert.match(page.url(), /interruptions_per_day=6/);
      assert.match(page.url(), /capacity_wait_minutes=30/);
      // a job ranked on the data's spot offerings brings them back: its spot rows use the rate
      await page.selectOption("#whatif-job", "swin-b-imagenet-run");
      assert.deepEqual(await visible(), {
        interruptions_per_day: true,
        capacity_wait_minutes: true,
      });
    }),
});

Deno.test({
  name:
    "what-if charts: titled with the case's machine and offering in the page's language, A's and B's",
  sanitizeResources: false,
  sanitizeOps: false,
  fn: async () => {
    const browser = await launch();
    try {
      for (const lang of ["en", "zh"] as const) {
        const context = await browser.newContext({ offline: true });
        await offline(context);
        const page = await context.newPage();
        const url = await pageOf("seed-3090-autodl", "CNY", lang);
        // A: as built (the document's 3090 against AutoDL's 3090); B: a 4090 against its 包月
        await page.goto(`${url}#machine=rtx4090-cn&offering=autodl-4090-monthly&compare`);
        await page.waitForSelector("#whatif-cumulative-a figure");
        const titles = await page.evaluate(() =>
          Object.fromEntries(
            ["whatif-cumulative", "whatif-monthly", "whatif-cumulative-a"].map((id) => [
              id,
              document.querySelector(`#${id} figure.wb-chart`)!.getAttribute("aria-label"),
            ]),
          )
        );
        const [b, a] = lang === "en"
          ? [
            ["RTX 4090 workstation (China street price)", "AutoDL RTX 4090, monthly rental (包月)"],
            ["RTX 3090 workstation (the document's)", "AutoDL RTX 3090, on demand"],
          ]
          : [
            ["RTX 4090 工作站（国内市场价）", "AutoDL RTX 4090（包月）"],
            ["RTX 3090 工作站（文档中的机器）", "AutoDL RTX 3090（按量计费）"],
          ];
        assert.equal(
          titles["whatif-cumulative"],
          lang === "en"
            ? `Cumulative cost month by month (CNY): owning ${b![0]} or renting ${b![1]}`
            : `逐月累计成本（CNY）：自购 ${b![0]} 或租用 ${b![1]}`,
        );
        assert.equal(
          titles["whatif-cumulative-a"],
          lang === "en"
            ? `Cumulative cost month by month (CNY): owning ${a![0]} or renting ${a![1]}`
            : `逐月累计成本（CNY）：自购 ${a![0]} 或租用 ${a![1]}`,
        );
        assert.ok(titles["whatif-monthly"]!.includes(b![0]!), titles["whatif-monthly"]!);
        for (const title of Object.values(titles)) {
          assert.doesNotMatch(title!, /seed-3090-autodl/, "not the scenario's id");
        }
        await context.close();
      }
    } finally {
      await browser.close();
    }
  },
});

Deno.test({
  name:
    "what-if choices: the report lint reads the page clean in en and zh, CNY and USD, a machine owned and financed, the portfolio at the reader's sizes",
  // test:reports; the quick run lints the page as redrawn in en and zh (tests/e2e/whatif_test.ts)
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
            `${url}#gpu_model=RTX%204090&gpu_count=2&offering=autodl-4090-median&job=bert-large-squad&buyer=cn-general&financing=lease&compare&a.hours_per_day=3&a.owned=true`,
          );
          await page.waitForSelector("#whatif-job-table");
          const snapshots = [await page.evaluate(snapshotPage)];
          // and a machine already owned, said in the headline, financed by nothing
          await page.goto("about:blank");
          await page.goto(`${url}#buyer=us-c-corp&owned=true&owned_years=3&financing=loan`);
          await page.waitForSelector("#whatif-owned-line:not([hidden])");
          snapshots.push(await page.evaluate(snapshotPage));
          // and the portfolio at sizes of the reader's, beside its optimum
          await page.goto("about:blank");
          await page.goto(url);
          await page.fill("#whatif-portfolio-reserved-0", "3");
          await page.waitForSelector('#whatif-portfolio-table[data-optimum="false"]');
          snapshots.push(await page.evaluate(snapshotPage));
          const findings = snapshots.flatMap((snapshot) =>
            lintSnapshot(snapshot, {
              page: "what-if.html",
              currency,
              currencies: ["CNY", "USD", "EUR"],
              ...(lang === "zh"
                ? {
                  // the data's ids are names, not English words
                  names: new Set(
                    [
                      // and the words of its names, as the report lint reads them (HGX, the C of
                      // a C corporation)
                      ...DATA_NAMES,
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
            })
          );
          assert.deepEqual(findings, [], `${lang} ${currency} ${JSON.stringify(findings)}`);
          await context.close();
        }
      }
    } finally {
      await browser.close();
    }
  },
});

/** The after-tax block's cells (in the page's currency) and the after-tax figures shown. */
const afterTaxShown = (page: Page) =>
  page.evaluate(() => ({
    parts: Object.fromEntries(
      [...document.querySelectorAll<HTMLTableRowElement>("#whatif-after-tax-table tbody tr")]
        .map((tr) => [tr.dataset.part!, {
          own: Number(tr.cells[1]!.dataset.value),
          rent: Number(tr.cells[2]!.dataset.value),
        }]),
    ),
    says: document.getElementById("whatif-after-tax-says")!.textContent,
    owned: (document.getElementById("whatif-owned-line") as HTMLElement).hidden
      ? ""
      : document.getElementById("whatif-owned-line")!.textContent,
  }));

Deno.test({
  name:
    "what-if terms: switching the buyer, owned and financing changes the after-tax block, as calc does",
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
      await page.goto(await pageOf("seed-3090-autodl"));
      await page.waitForSelector("#whatif-after-tax-table");
      const visible = (name: string) => page.isVisible(`.whatif-control[data-name="${name}"]`);
      /** The page against calc --json for the parameters it copies, to the cent. */
      const sameAsCalc = async (what: string) => {
        const params = parseParameterFile(
          await copied(page, "#whatif-copy-parameters"),
          "copied.yaml",
        );
        const j = JSON.parse(JSON.stringify(calcJson(calculate(dataset, params))));
        const shown = await afterTaxShown(page);
        for (const key of ["preTax", "financing", "vat", "incomeTax", "total"]) {
          const expected = key === "total" ? j.afterTax.total : j.afterTax.parts[key];
          assert.equal(cents(shown.parts[key]!.own), cents(expected.own), `${what} ${key} own`);
          assert.equal(cents(shown.parts[key]!.rent), cents(expected.rent), `${what} ${key} rent`);
        }
        const f = await figures(page);
        assert.equal(cents(f["after-tax-own"] as number), cents(j.afterTax.total.own), what);
        const be = j.afterTax.breakEven;
        if (be.kind === "hours") {
          assert.ok(
            Math.abs((f["break-even-after-tax"] as number) - be.breakEvenHoursPerDay) < 1e-9,
          );
        }
        assertSame(f, j, what);
        return { shown, params };
      };
      const built = await sameAsCalc("as built");
      // the document's buyer is a person: no tax, nothing financed, nothing owned
      assert.deepEqual(built.shown.parts.vat, { own: 0, rent: 0 });
      assert.equal(built.shown.owned, "");
      for (const name of ["owned_years", "loan_rate", "loan_months", "down_payment"]) {
        assert.equal(await visible(name), false, `${name} hidden as built`);
      }
      await t.step("a general taxpayer deducts VAT and income tax", async () => {
        await page.selectOption("#whatif-buyer", "cn-general");
        const { shown, params } = await sameAsCalc("cn-general");
        assert.equal(params.buyer, "cn-general");
        assert.ok(shown.parts.vat!.own < 0 && shown.parts.incomeTax!.rent < 0);
        assert.notDeepEqual(shown.parts.total, built.shown.parts.total);
      });
      await t.step("a lease shows the loan's controls and costs its interest", async () => {
        await page.selectOption("#whatif-financing", "lease");
        assert.equal(await visible("loan_rate"), true);
        assert.equal(await visible("owned_years"), false);
        await page.fill("#whatif-loan_rate", "0.08");
        const { shown } = await sameAsCalc("lease at 8 %");
        assert.ok(shown.parts.financing!.own > 0, "a lease at 8 % costs beyond cash");
        await page.waitForFunction(() => location.hash.includes("financing=lease"));
        assert.match(
          await page.evaluate(() => location.hash),
          /loan_rate=0\.08.*buyer=cn-general.*financing=lease/,
        );
      });
      await t.step(
        "a machine already owned is said in the headline and finances nothing",
        async () => {
          await page.check("#whatif-owned");
          assert.equal(await visible("owned_years"), true);
          assert.equal(await visible("loan_rate"), false, "an owned machine is not financed");
          await page.fill("#whatif-owned_years", "2");
          const { shown, params } = await sameAsCalc("owned");
          assert.equal(params.owned, "true");
          assert.match(shown.owned, /^Already owned, 2\.0 years old/);
          assert.deepEqual(shown.parts.financing, { own: 0, rent: 0 });
          // the scenario row copied says what stays a parameter
          assert.match(
            await copied(page, "#whatif-copy-rows"),
            /# --params FILE\n# owned, owned_years, financing, loan_rate: not columns of scenarios\.csv, so they stay parameters here\n/,
          );
        },
      );
      await t.step(
        "the link gives the terms back, and refuses a buyer with the words of -p",
        async () => {
          const hash = await page.evaluate(() => location.hash);
          await page.goto("about:blank");
          await page.goto(`${await pageOf("seed-3090-autodl")}${hash}`);
          await page.waitForSelector("#whatif-after-tax-table");
          assert.equal(await page.inputValue("#whatif-buyer"), "cn-general");
          assert.equal(await page.isChecked("#whatif-owned"), true);
          await sameAsCalc("from the link");
          await page.goto("about:blank");
          await page.goto(`${await pageOf("seed-3090-autodl")}#buyer=nobody&financing=credit`);
          await page.waitForSelector("#whatif-after-tax-table");
          const status = await page.textContent("#whatif-status");
          for (const [name, text] of [["buyer", "nobody"], ["financing", "credit"]]) {
            let said = "";
            try {
              // as -p reads it, then as calc opens the case
              parseAssignment(`${name}=${text}`);
              calculate(dataset, { [name]: text });
            } catch (error) {
              said = (error as Error).message;
            }
            // -p's words up to its help text (sayRefusal())
            const words = said.slice(0, said.indexOf(":", said.indexOf("expected")));
            assert.ok(words !== "" && status!.includes(words), `${status} lacks ${words}`);
          }
          assert.equal(await page.inputValue("#whatif-buyer"), "person");
        },
      );
      assert.deepEqual(errors, []);
      await context.close();
    } finally {
      await browser.close();
    }
  },
});
