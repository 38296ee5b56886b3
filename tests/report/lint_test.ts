// Each check of the report lint, on a clean hand-made page and on pages with one defect each.
import assert from "node:assert/strict";
import { join } from "node:path";
import {
  checkChartWidth,
  checkColourLegend,
  type CheckContext,
  checkCurrency,
  checkEmptyRows,
  checkEnglish,
  checkFontSize,
  checkHasDataMarks,
  checkLabelledRange,
  checkMarksInsideFrame,
  checkReplacementCharacter,
  CHECKS,
  checkSentinels,
  checkSiTicks,
  checkSwatchColours,
  checkTextInsideSvg,
  checkTextOverlap,
  checkTitle,
  dataNames,
  englishWords,
  type Finding,
  foreignCodes,
  launchChromium,
  lintReports,
  type PageSnapshot,
  snapshotUrl,
} from "../../lib/report/lint.ts";
import { parameterHelp } from "../../lib/params.ts";
import { hashFolder, sha256 } from "../../lib/report/cache.ts";
import type { Browser } from "playwright-core";
import { DEFECTS, reportPage } from "./pages.ts";
import { ROOT } from "../helpers.ts";

const CTX: CheckContext = { page: "p.html", currency: "CNY", currencies: ["CNY", "USD", "EUR"] };

/**
 * Where the hand-made pages' snapshots are kept between runs: a page is laid out in Chromium again
 * only when its bytes, the code of lib/report/ (the snapshot, taken in the page, and how the page
 * is opened) or the Chromium changed; the checks themselves read the snapshot every run.
 */
const SNAPSHOTS = join(ROOT, ".cache", "lint-snapshots");
const CHROMIUM = await new Deno.Command("/usr/bin/chromium", {
  args: ["--version"],
  stdout: "piped",
  stderr: "null",
}).output().then((o) => new TextDecoder().decode(o.stdout).trim(), () => "unknown");
const REPORT_CODE = await hashFolder(join(ROOT, "lib", "report"));

/** The check each defect page is written for. */
const CHECK_OF: Record<string, (p: PageSnapshot, c: CheckContext) => Finding[]> = {
  "untitled-page": checkTitle,
  "no-data-marks": checkHasDataMarks,
  "marks-outside-frame": checkMarksInsideFrame,
  "overlapping-text": checkTextOverlap,
  "cut-off-text": checkTextInsideSvg,
  "legend-missing": checkColourLegend,
  "foreign-currency": checkCurrency,
  "sentinel-text": checkSentinels,
  "replacement-character": checkReplacementCharacter,
  "narrow-chart": checkChartWidth,
  "small-text": checkFontSize,
  "si-money-tick": checkSiTicks,
  "colour-meaning": checkSwatchColours,
  "empty-row": checkEmptyRows,
  "unlabelled-range": checkLabelledRange,
};

Deno.test({
  name: "report lint: each check passes the clean page and finds the one defect of its own page",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn(t) {
    const dir = await Deno.makeTempDir({ prefix: "lint-pages-" });
    let started: Promise<Browser> | undefined; // Chromium starts when a page is not kept
    const browser = () => started ??= launchChromium();
    const snapshot = async (name: string, html: string): Promise<PageSnapshot> => {
      const kept = join(SNAPSHOTS, `${await sha256([REPORT_CODE, CHROMIUM, html])}.json`);
      try {
        return JSON.parse(await Deno.readTextFile(kept));
      } catch {
        // not kept: lay it out
      }
      await Deno.writeTextFile(join(dir, name), html);
      const taken = await snapshotUrl(await browser(), `file://${join(dir, name)}`);
      await Deno.mkdir(SNAPSHOTS, { recursive: true });
      await Deno.writeTextFile(kept, JSON.stringify(taken));
      return taken;
    };
    try {
      const clean = await snapshot("clean.html", reportPage());
      await t.step("the clean page has one chart with its marks, texts and legend", () => {
        assert.equal(clean.charts.length, 1, "the legend's swatch svgs are not charts");
        const chart = clean.charts[0]!;
        assert.equal(chart.title, "Cost against hours (CNY)");
        assert.ok(chart.hasLegend);
        // the frame is the grid's extent: x 60..980, y 20..260 in a 1000 px svg at 1:1
        assert.ok(Math.abs(chart.frame.width - 920) < 2, `frame ${JSON.stringify(chart.frame)}`);
        assert.ok(Math.abs(chart.frame.height - 240) < 2, `frame ${JSON.stringify(chart.frame)}`);
        assert.equal(clean.statedCurrency, "CNY");
      });
      for (const check of CHECKS) {
        await t.step(`${check.name}() finds nothing on the clean page`, () => {
          assert.deepEqual(check(clean, CTX), []);
        });
      }
      for (const [name, options] of Object.entries(DEFECTS)) {
        await t.step(
          `${CHECK_OF[name]!.name}() finds the page's ${name}, and only it`,
          async () => {
            const page = await snapshot(`${name}.html`, reportPage(options));
            const own = CHECK_OF[name]!(page, CTX);
            assert.equal(own.length, 1, JSON.stringify(own));
            assert.equal(own[0]!.check, name);
            const all = CHECKS.flatMap((c) => c(page, CTX));
            assert.deepEqual(all.map((f) => f.check), [name], JSON.stringify(all, null, 1));
          },
        );
      }
      await t.step(
        "a chart drawn narrower than its viewBox has its text measured as drawn",
        async () => {
          // 1000 px of viewBox drawn at 960 px: 12 px text shows at 11.5 px
          const page = await snapshot("scaled.html", reportPage({ drawnWidthPx: 960 }));
          const found = checkFontSize(page, CTX);
          assert.equal(found.length, 1);
          assert.match(found[0]!.message, /smallest 11\.5 px/);
        },
      );
      await t.step(
        "lintReports() reads the currency each page states and lints every page",
        async () => {
          const reports = await Deno.makeTempDir({ prefix: "lint-reports-" });
          await Deno.writeTextFile(join(reports, "01_clean.html"), reportPage());
          await Deno.writeTextFile(
            join(reports, "02_usd.html"),
            reportPage({ xLabel: "Cost (USD) →" }),
          );
          // "Own" in red here, blue on the other pages: one meaning, two colours
          await Deno.writeTextFile(
            join(reports, "03_red.html"),
            reportPage({ swatchColours: ["#e15759", "#efb118"] }),
          );
          const found = await lintReports(reports, { browser: await browser() });
          assert.deepEqual(found.map((f) => [f.page, f.check]), [
            ["02_usd.html", "foreign-currency"],
            ["03_red.html", "colour-meaning"],
          ]);
          assert.match(found[1]!.message, /"Own" is #e15759 here and #4269d0 in 01_clean\.html/);
          // read as a USD report, the clean page's CNY labels are the foreign ones
          const asUsd = await lintReports(reports, { browser: await browser(), currency: "USD" });
          assert.ok(asUsd.some((f) => f.page === "01_clean.html" && /CNY/.test(f.message)));
        },
      );
    } finally {
      await (await started)?.close();
      await Deno.remove(dir, { recursive: true });
    }
  },
});

Deno.test("foreignCodes() finds other codes, camel-cased ones too, and leaves the report's own", () => {
  assert.deepEqual(foreignCodes("Purchase price (CNY)", { ...CTX, currency: "USD" }), ["CNY"]);
  assert.deepEqual(foreignCodes("purchaseCny", { ...CTX, currency: "USD" }), ["CNY"]);
  assert.deepEqual(foreignCodes("Cost (CNY per GPU-hour)", CTX), []);
  assert.deepEqual(foreignCodes("CNYX and Eurasia", CTX), []);
});

Deno.test("checkSentinels() names each sentinel and leaves words that contain one", () => {
  const page = (visibleText: string): PageSnapshot => ({
    title: "t",
    lang: "en",
    captions: [],
    visibleText,
    headings: [],
    columnHeaders: [],
    rowHeaders: [],
    bodyTexts: [],
    statedCurrency: "CNY",
    charts: [],
  });
  assert.deepEqual(checkSentinels(page("Nullable inputs, undefinedness, Infinityx"), CTX), []);
  const found = checkSentinels(page("a NaN\nb undefined and Infinity\nc null\n24 = never"), CTX);
  assert.equal(found.length, 4);
  assert.match(found[1]!.message, /"undefined", "Infinity"/);
});

Deno.test("checkReplacementCharacter() finds U+FFFD in the title, the text and a chart, once each", () => {
  const page = {
    ...snapshotOf("en"),
    title: "03 · Break-even for Gongji (\uFFFD\uFFFD)",
    visibleText: "Spot: Gongji (\uFFFD\uFFFD)\nOwning is cheaper above 4.3 h/day.",
  };
  page.charts = page.charts.map((c) => ({ ...c, words: [...c.words, "Gongji (\uFFFD\uFFFD)"] }));
  const found = checkReplacementCharacter(page, CTX);
  assert.deepEqual(found.map((f) => f.element), ["page title", "page text", page.charts[0]!.title]);
  assert.match(
    found[1]!.message,
    /U\+FFFD, a character lost to a wrong encoding, in "Spot: Gongji/,
  );
  assert.deepEqual(checkReplacementCharacter(snapshotOf("en"), CTX), []);
});

Deno.test("checkSentinels() finds code shown where a text belongs", () => {
  const page = { ...snapshotOf("zh"), visibleText: "盈亏平衡点：(h) => `${h} h/day`" };
  const found = checkSentinels(page, CTX);
  assert.equal(found.length, 1);
  assert.match(found[0]!.message, /"=>", "\$\{"/);
});

/** A snapshot of a page in `lang` with Chinese words everywhere the English check reads. */
function snapshotOf(lang: string): PageSnapshot {
  return {
    title: "03 · 盈亏平衡点",
    lang,
    captions: ["金额单位 CNY"],
    visibleText: "",
    headings: ["本场景的盈亏平衡点"],
    columnHeaders: ["报价", "每 GPU 小时价格 (CNY)"],
    rowHeaders: ["AutoDL 按量计费"],
    bodyTexts: ["场景：RTX 3090 工作站（文档中的机器），AutoDL 按量计费，每天 8 小时"],
    statedCurrency: "CNY",
    charts: [{
      title: "盈亏平衡点与云端单价",
      svg: { x: 0, y: 0, width: 960, height: 400 },
      frame: { x: 60, y: 20, width: 880, height: 340 },
      texts: [],
      marks: [],
      hasLegend: true,
      swatches: [],
      words: ["盈亏平衡点与云端单价", "每天小时数 (h) →", "RTX 3090", "AutoDL"],
    }],
  };
}

Deno.test("englishWords() leaves units and the data's names, finds the rest", () => {
  const names = new Set(["autodl", "rtx", "seed", "autodl-3090"]);
  assert.deepEqual(englishWords("每 GPU 小时 3.5 CNY，AutoDL RTX 3090，kWh", names), []);
  assert.deepEqual(englishWords("Break-even 盈亏平衡点 (h/day)", names), ["Break-even", "day"]);
  assert.deepEqual(englishWords("seed-3090-autodl 场景", names), []);
  // a machine's name as translations.csv writes it keeps its model's letters
  const machine = new Set(["rtx", "hgx"]);
  assert.deepEqual(englishWords("HGX H100 8 卡服务器、RTX 3090 工作站：盈亏平衡点", machine), []);
  // letters against a digit belong to an identifier: the document's cells, ids
  assert.deepEqual(englishWords("购机价（B3）、20 %（D4）、team-8xh100-247", names), ["team"]);
  assert.deepEqual(englishWords("3-year TCO，B3 cell", names), ["year", "cell"]);
  // the abbreviations a Chinese text on models writes in Latin letters
  assert.deepEqual(
    englishWords("MFU 40%，LoRA 与 QLoRA，KV 缓存，API 价格，FP8，TFLOP/s", names),
    [],
  ); // the ids the workbook makes for a reader's case and work are identifiers; "my" alone is a word
  assert.deepEqual(
    englishWords("假如：my-seed-3090-autodl；my-work 的成本；work:my-work；work:lora-7b", names),
    [],
  );
  assert.deepEqual(englishWords("my 工作", names), ["my"]);
  // a file's path is an identifier, folders and all
  assert.deepEqual(englishWords("应为 data/finance.csv，含 data/README.md 列出的各列", names), []);
});

Deno.test("dataNames() reads a hosted model's name from api_prices.csv as one of the data's names", async () => {
  const names = await dataNames(`${ROOT}data`);
  assert.deepEqual(
    englishWords("Together AI 的 Meta-Llama-3.1-70B-Instruct-Turbo API", names),
    [],
  );
});

Deno.test("checkEnglish() reads Chinese pages only and names the English words of each element", () => {
  const names = new Set(["autodl", "rtx"]);
  const ctx = { ...CTX, names };
  assert.deepEqual(checkEnglish(snapshotOf("zh-CN"), ctx), []);
  const english = snapshotOf("en");
  english.headings = ["Break-even of this scenario"];
  assert.deepEqual(checkEnglish(english, ctx), [], "an English page is not read");
  const mixed = snapshotOf("zh");
  mixed.columnHeaders = ["price per GPU-hour"];
  mixed.charts[0]!.words.push("Cost over the horizon →");
  const found = checkEnglish(mixed, ctx);
  assert.deepEqual(found.map((f) => f.element), ["column header", 'chart "盈亏平衡点与云端单价"']);
  assert.match(found[0]!.message, /"price", "per", "GPU-hour"/);
  assert.ok(found.every((f) => f.check === "english-text"));
});

Deno.test("checkEnglish() reads the body text of a Chinese page: paragraphs, cells, the what-if panel", () => {
  const ctx = { ...CTX, names: new Set(["autodl", "rtx"]) };
  const page = snapshotOf("zh");
  page.bodyTexts.push(
    "场景：A team running an 8x H100 server around the clock",
    '链接中被忽略：Parameter hours_per_day: found "abc", expected a number',
    "assumption",
  );
  const found = checkEnglish(page, ctx);
  assert.deepEqual(found.map((f) => f.element), ["body text", "body text", "body text"]);
  assert.match(found[0]!.message, /"team", "running", "an"/);
  assert.match(found[1]!.message, /"Parameter", .*"found"/);
  assert.match(found[2]!.message, /"assumption"/);
});

Deno.test("checkEnglish() reads the tooltips of a Chinese page: a control's help in English is found", () => {
  const ctx = { ...CTX, names: new Set(["autodl", "rtx"]) };
  const page = { ...snapshotOf("zh"), tooltips: [parameterHelp("horizon_years", "zh")] };
  assert.deepEqual(checkEnglish(page, ctx), []);
  page.tooltips.push(parameterHelp("horizon_years", "en"));
  const found = checkEnglish(page, ctx);
  assert.deepEqual(found.map((f) => f.element), ["tooltip"]);
  assert.match(found[0]!.message, /"how", "long"/);
});
