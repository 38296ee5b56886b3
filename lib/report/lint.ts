/**
 * The report lint: opens built reports in headless Chromium and lists what a reader would see as
 * wrong: a chart with no data marks or marks outside its plot area, overlapping or cut-off chart
 * text, a colour scale without a legend, another currency's code, a sentinel (NaN, Infinity,
 * "never within") or U+FFFD (a character lost to a wrong encoding) on the page, an untitled page, charts narrower than 960 px or with text under
 * 12 px, money ticks in SI prefixes ("290m"), and on a Chinese page, English words in titles,
 * headings, table headers, captions, chart text and body text (paragraphs, list items, table
 * cells, the inputs box and the what-if panel).
 *
 * One function, {@linkcode snapshotPage}, runs in the browser and measures the page (every box in
 * CSS pixels of the page); every check is a small pure function from that snapshot to findings,
 * so that each can be read and tested on its own.
 *
 * @module
 */
import { join } from "node:path";
import { csvParse } from "d3-dsv";
import { TRANSLATED_LANGS } from "../data/localize.ts";
import { langOfTag, LANGUAGES } from "../words/lang.ts";
import type { Browser, Page } from "playwright-core";

/** Width of the page the reports are read at, in CSS pixels. */
export const VIEWPORT_WIDTH_PX = 1280;
/** Narrowest chart accepted on a {@linkcode VIEWPORT_WIDTH_PX} page, in CSS pixels. */
export const MIN_CHART_WIDTH_PX = 960;
/** Smallest chart text accepted, in CSS pixels as drawn (after the svg's scaling). */
export const MIN_CHART_FONT_PX = 12;

/** Chromium's flags for a headless run without network chatter. */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
];

/** A rectangle in CSS pixels of the page. */
export interface Box {
  /** Left edge, from the page's left. */
  x: number;
  /** Top edge, from the page's top (not the viewport's: scrolling is added). */
  y: number;
  /** Width; 0 for a vertical line. */
  width: number;
  /** Height; 0 for a horizontal line. */
  height: number;
}

/** One `<text>` of a chart: its words, the Plot group it belongs to, its line boxes, its size. */
export interface ChartText {
  /** The text's words, trimmed; texts with none are left out. */
  text: string;
  /** `aria-label` of the nearest labelled group, e.g. "x-axis tick label", "text". */
  role: string;
  /** One box per line (`<tspan>`), or the text's box when it has no tspans. */
  boxes: Box[];
  /** Font size as drawn, in CSS pixels (computed size × the svg's scale). */
  fontPx: number;
}

/** One group of data marks (a Plot mark): its elements' boxes and their own colours. */
export interface MarkGroup {
  /** The mark's `aria-label`, e.g. "bar", "line", "dot". */
  label: string;
  /** The boxes of the mark's elements that have a size. */
  boxes: Box[];
  /** Distinct `fill` values set on the mark's elements themselves (a colour channel). */
  fills: string[];
  /** Distinct `stroke` values set on the mark's elements themselves. */
  strokes: string[];
}

/** One chart: the main svg of a `figure.wb-chart`, or a Plot svg outside such a figure. */
export interface ChartSnapshot {
  /** The chart's `aria-label` (its figure's, else its svg's): the title the findings name it by. */
  title: string;
  /** The box of the chart's svg. */
  svg: Box;
  /** The plot area: grid lines, axis ticks or a frame mark give its edges, else the svg's. */
  frame: Box;
  /** Every `<text>` of the svg that holds words. */
  texts: ChartText[];
  /** The data marks: labelled groups of the svg other than axes, grids, frame and tips. */
  marks: MarkGroup[];
  /** Plot's legend (swatches or ramp) or any `[class*=legend]` in the chart's figure. */
  hasLegend: boolean;
  /** The legend's swatches: each label and its colour. */
  swatches: { label: string; colour: string }[];
  /** Title, svg text, legend labels and caption of the chart. */
  words: string[];
}

/** What the lint reads from one page. */
export interface PageSnapshot {
  /** The page's `<title>`; `""` when it has none. */
  title: string;
  /** The page's language, `<html lang>` ("en", "zh", "zh-CN"). */
  lang: string;
  /** Table captions and figure captions outside charts and the "Inputs of this report" box. */
  captions: string[];
  /** The page's visible text (`innerText`: closed `<details>` are left out). */
  visibleText: string;
  /** Headings outside the "Inputs of this report" box. */
  headings: string[];
  /** Table column headers outside the "Inputs of this report" box. */
  columnHeaders: string[];
  /** The first cell of each table body row (the row's label), outside that box. */
  rowHeaders: string[];
  /**
   * The body text a reader reads: each paragraph, list item, table cell, definition and labelled
   * control of the page (the inputs box and the what-if panel included); code and citations
   * (`<cite>`) left out.
   */
  bodyTexts: string[];
  /**
   * The tooltips a reader reads: the `title` of each HTML element (a what-if control's label says
   * what its parameter changes), code and charts left out. `[]` when a snapshot has none.
   */
  tooltips?: string[];
  /** The currency the page says it shows money in ("Money shown in USD", "money in USD"). */
  statedCurrency: string | null;
  /** Every chart of the page, in document order. */
  charts: ChartSnapshot[];
}

/** A problem on a page: the page, the chart or element, what is wrong. */
export interface Finding {
  /** The page's file name in the reports folder, e.g. `index.html`. */
  page: string;
  /** The check that found it. */
  check: CheckName;
  /** Where on the page: a chart's title, or a word for the element such as "page text". */
  element: string;
  /** What is wrong, in words, with the text or value seen where there is one. */
  message: string;
}

/** What a check knows beside the snapshot. */
export interface CheckContext {
  /** The page's file name in the reports folder, as findings name it. */
  page: string;
  /** The report's display currency, e.g. "USD". */
  currency: string;
  /** Every currency code the data knows (data/fx.csv and CNY). */
  currencies: readonly string[];
  /** Words of the data's names (ids, providers, GPU models, machines), lower-cased: a Chinese page may show them. */
  names?: ReadonlySet<string>;
}

/**
 * Measures a report page. Runs inside the browser (`page.evaluate`): it refers to nothing outside
 * itself.
 */
export function snapshotPage(): PageSnapshot {
  const rect = (e: Element): Box => {
    const r = e.getBoundingClientRect();
    return { x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height };
  };
  const inInputs = (e: Element) => e.closest(".wb-inputs") !== null;
  const isLegend = (e: Element) => {
    for (let n: Element | null = e; n; n = n.parentElement) {
      const cls = n.getAttribute("class") ?? "";
      if (/(^|\s)\S*(-swatches|-swatch|-ramp|legend)\S*(\s|$)/.test(cls)) return true;
      if (n.matches("figure.wb-chart")) return false;
    }
    return false;
  };
  const structural = /^(f?[xy]-(axis|grid)|frame|facet|tip)/;
  const chartOf = (svg: SVGSVGElement): ChartSnapshot => {
    const figure = svg.closest("figure.wb-chart") ?? svg.parentElement ?? svg;
    const title = figure.getAttribute("aria-label") ?? svg.getAttribute("aria-label") ?? "";
    const svgBox = rect(svg);
    let left = svgBox.x, right = svgBox.x + svgBox.width;
    let top = svgBox.y, bottom = svgBox.y + svgBox.height;
    const cx = svgBox.x + svgBox.width / 2, cy = svgBox.y + svgBox.height / 2;
    const frameMark = svg.querySelector('[aria-label="frame"]');
    const yGrid = [...svg.querySelectorAll('[aria-label="y-grid"] line')].map(rect);
    const xGrid = [...svg.querySelectorAll('[aria-label="x-grid"] line')].map(rect);
    if (frameMark) {
      const b = rect(frameMark);
      (left = b.x), (right = b.x + b.width), (top = b.y), (bottom = b.y + b.height);
    } else {
      if (yGrid.length > 0) {
        left = Math.min(...yGrid.map((b) => b.x));
        right = Math.max(...yGrid.map((b) => b.x + b.width));
      } else {
        for (const t of svg.querySelectorAll('[aria-label="y-axis tick"] path')) {
          const b = rect(t);
          if (b.x + b.width / 2 < cx) left = Math.max(left, b.x + b.width);
          else right = Math.min(right, b.x);
        }
      }
      if (xGrid.length > 0) {
        top = Math.min(...xGrid.map((b) => b.y));
        bottom = Math.max(...xGrid.map((b) => b.y + b.height));
      } else {
        for (const t of svg.querySelectorAll('[aria-label="x-axis tick"] path')) {
          const b = rect(t);
          if (b.y + b.height / 2 > cy) bottom = Math.min(bottom, b.y);
          else top = Math.max(top, b.y + b.height);
        }
      }
    }
    const texts: ChartText[] = [...svg.querySelectorAll("text")].map((t) => {
      const spans = [...t.querySelectorAll("tspan")].filter((s) => (s.textContent ?? "").trim());
      const m = (t as SVGTextElement).getScreenCTM();
      const scale = m ? Math.hypot(m.a, m.b) : 1;
      return {
        text: (t.textContent ?? "").trim(),
        role: t.closest("[aria-label]")?.getAttribute("aria-label") ?? "",
        boxes: (spans.length > 0 ? spans : [t]).map(rect),
        fontPx: parseFloat(getComputedStyle(t).fontSize) * scale,
      };
    }).filter((t) => t.text !== "");
    const marks: MarkGroup[] = [...svg.querySelectorAll("g[aria-label]")]
      .filter((g) => !structural.test(g.getAttribute("aria-label") ?? ""))
      .filter((g) => !g.querySelector("g[aria-label]"))
      .map((g) => {
        const elements = [...g.children].filter((e) => e.tagName.toLowerCase() !== "title");
        const own = (name: string) => [
          ...new Set(
            elements.map((e) => e.getAttribute(name)).filter((v): v is string =>
              v !== null && v !== "none"
            ),
          ),
        ];
        return {
          label: g.getAttribute("aria-label") ?? "",
          boxes: elements.map(rect).filter((b) => b.width > 0 || b.height > 0),
          fills: own("fill"),
          strokes: own("stroke"),
        };
      });
    // a legend's leaves, less the <style> Plot writes into a swatches or ramp legend
    const legendWords = [...figure.querySelectorAll("*")].filter((e) =>
      isLegend(e) && e.children.length === 0 && e.tagName.toLowerCase() !== "style"
    ).map((e) => (e.textContent ?? "").trim());
    const swatches = [...figure.querySelectorAll("[class]")].filter((e) =>
      /(^|\s)\S*-swatch(\s|$)/.test(e.getAttribute("class") ?? "")
    ).map((e) => {
      const paint = e.querySelector("[fill]:not([fill=none]), [stroke]:not([stroke=none])");
      return {
        label: (e.textContent ?? "").trim(),
        colour: paint?.getAttribute("fill") ?? paint?.getAttribute("stroke") ?? "",
      };
    });
    return {
      title,
      svg: svgBox,
      swatches,
      frame: { x: left, y: top, width: right - left, height: bottom - top },
      texts,
      marks,
      hasLegend: [...figure.querySelectorAll("[class]")].some((e) =>
        /(^|\s)\S*(-swatches|-ramp|legend)\S*(\s|$)/.test(e.getAttribute("class") ?? "")
      ),
      words: [
        figure.querySelector("h1,h2,h3,h4,h5,h6")?.textContent ?? "",
        ...texts.map((t) => t.text),
        ...legendWords,
        figure.querySelector("figcaption")?.textContent ?? "",
      ].filter((w) => w.trim() !== ""),
    };
  };
  const svgs = [...document.querySelectorAll("svg")].filter((svg) => {
    if (svg.parentElement?.closest("svg")) return false;
    if (isLegend(svg)) return false;
    return svg.closest("figure.wb-chart") !== null ||
      /(^|\s)plot-/.test(svg.getAttribute("class") ?? "");
  });
  const text = document.body?.innerText ?? "";
  const stated = /(?:[Mm]oney (?:shown )?in|金额单位) ([A-Z]{3})\b/.exec(text);
  return {
    title: document.title,
    lang: document.documentElement.lang ?? "",
    captions: [...document.querySelectorAll("caption, figcaption")].filter((c) =>
      !inInputs(c) && c.closest("figure.wb-chart") === null
    ).map((c) => (c.textContent ?? "").trim()).filter((c) => c !== ""),
    visibleText: text,
    headings: [...document.querySelectorAll("h1,h2,h3,h4,h5,h6")].filter((h) => !inInputs(h))
      .map((h) => (h.textContent ?? "").trim()),
    columnHeaders: [...document.querySelectorAll("th")].filter((h) => !inInputs(h))
      .map((h) => (h.textContent ?? "").trim()),
    rowHeaders: [...document.querySelectorAll("tbody tr > :first-child")].filter((h) =>
      !inInputs(h)
    ).map((h) => (h.textContent ?? "").trim()),
    statedCurrency: stated ? stated[1]! : null,
    bodyTexts: [
      ...document.querySelectorAll(
        "p, li, td, th, dd, dt, label, summary, blockquote, [role=alert], [role=status]",
      ),
    ].filter((e) =>
      e.closest("pre, code, svg, figure.wb-chart, .jp-InputArea, script, style") === null &&
      (e as HTMLElement).offsetParent !== null
    ).map((e) => {
      // a citation (<cite>) and code stay as written
      const copy = e.cloneNode(true) as Element;
      for (const c of copy.querySelectorAll("cite, code, pre, svg")) c.replaceWith(" ");
      return (copy.textContent ?? "").replace(/\s+/g, " ").trim();
    }).filter((t) => t !== ""),
    tooltips: [...document.querySelectorAll("[title]")].filter((e) =>
      !(e instanceof SVGElement) &&
      e.closest("pre, code, svg, figure.wb-chart, .jp-InputArea, script, style") === null
    ).map((e) => (e.getAttribute("title") ?? "").replace(/\s+/g, " ").trim()).filter((t) =>
      t !== ""
    ),
    charts: svgs.map((svg) => chartOf(svg as SVGSVGElement)),
  };
}

// ---------------------------------------------------------------------------------------------
// The checks: each takes a snapshot and returns its findings.

/** The names of the checks, as printed in front of each finding. */
export type CheckName =
  | "marks-outside-frame"
  | "no-data-marks"
  | "overlapping-text"
  | "cut-off-text"
  | "legend-missing"
  | "foreign-currency"
  | "sentinel-text"
  | "replacement-character"
  | "untitled-page"
  | "narrow-chart"
  | "small-text"
  | "si-money-tick"
  | "colour-meaning"
  | "english-text"
  | "empty-row"
  | "unlabelled-range";

/** How far (px) a mark's box may reach past the plot area: a dot's radius, a line's width. */
const MARK_SLACK_PX = 6;
/**
 * Two text boxes overlap when they share more than 1 px across and more than this share of the
 * lower box's height down: a text box is about 1.2 em tall with about 0.2 em above the capitals and
 * below the baseline, so a quarter of it is where the letters of two lines start to touch.
 */
const OVERLAP_WIDTH_PX = 1;
const OVERLAP_HEIGHT_SHARE = 0.25;
/** A text box may reach this far (px) past its svg before it counts as cut off. */
const CUT_SLACK_PX = 1;

const right = (b: Box) => b.x + b.width;
const bottom = (b: Box) => b.y + b.height;
const quote = (s: string, n = 60) => `"${s.length > n ? s.slice(0, n - 1) + "…" : s}"`;

/** A chart whose data marks (other than text) lie outside its plot area. */
export function checkMarksInsideFrame(page: PageSnapshot, ctx: CheckContext): Finding[] {
  const out: Finding[] = [];
  for (const c of page.charts) {
    for (const m of c.marks.filter((m) => m.label !== "text")) {
      const outside = m.boxes.filter((b) => sticksOut(b, c.frame, MARK_SLACK_PX));
      if (outside.length > 0) {
        out.push({
          page: ctx.page,
          check: "marks-outside-frame",
          element: c.title,
          message:
            `${outside.length} of ${m.boxes.length} "${m.label}" marks lie outside the plot area`,
        });
      }
    }
  }
  return out;
}

/** A chart with no data mark drawn (text marks are annotations and do not count). */
export function checkHasDataMarks(page: PageSnapshot, ctx: CheckContext): Finding[] {
  const empty = (c: ChartSnapshot) =>
    c.marks.every((m) => m.label === "text" || m.boxes.length === 0);
  return page.charts.filter(empty).map((c) => ({
    page: ctx.page,
    check: "no-data-marks" as const,
    element: c.title,
    message: "the chart draws no data marks",
  }));
}

/** Whether `b` reaches more than `slack` px beyond `r` on any side. */
const sticksOut = (b: Box, r: Box, slack: number) =>
  b.x < r.x - slack || right(b) > right(r) + slack ||
  b.y < r.y - slack || bottom(b) > bottom(r) + slack;

const intersect = (a: Box, b: Box) => ({
  width: Math.min(right(a), right(b)) - Math.max(a.x, b.x),
  height: Math.min(bottom(a), bottom(b)) - Math.max(a.y, b.y),
});

/**
 * Two texts of one chart drawn over each other (the lines of one text are not compared). One
 * finding per text that others run into, e.g. an axis label and the tick labels under it.
 */
export function checkTextOverlap(page: PageSnapshot, ctx: CheckContext): Finding[] {
  const out: Finding[] = [];
  for (const c of page.charts) {
    const pairs: [number, number][] = [];
    for (let i = 0; i < c.texts.length; i++) {
      for (let j = i + 1; j < c.texts.length; j++) {
        const hit = c.texts[i]!.boxes.some((p) =>
          c.texts[j]!.boxes.some((q) => {
            const s = intersect(p, q);
            return s.width > OVERLAP_WIDTH_PX &&
              s.height > OVERLAP_HEIGHT_SHARE * Math.min(p.height, q.height);
          })
        );
        if (hit) pairs.push([i, j]);
      }
    }
    const hits = (k: number) => pairs.filter((p) => p.includes(k)).length;
    const groups = new Map<number, number[]>();
    for (const [i, j] of pairs) {
      const [key, other] = hits(i) > hits(j) ? [i, j] : [j, i];
      groups.set(key, [...(groups.get(key) ?? []), other]);
    }
    for (const [key, others] of groups) {
      const a = c.texts[key]!;
      const roles = [...new Set(others.map((k) => c.texts[k]!.role))];
      out.push({
        page: ctx.page,
        check: "overlapping-text",
        element: c.title,
        message: `${quote(a.text)} (${a.role}) overlaps ${
          others.map((k) => quote(c.texts[k]!.text, 40)).join(", ")
        } (${roles.join(", ")})`,
      });
    }
  }
  return out;
}

/** Chart text that reaches past the edge of its svg, where it is clipped. */
export function checkTextInsideSvg(page: PageSnapshot, ctx: CheckContext): Finding[] {
  const out: Finding[] = [];
  for (const c of page.charts) {
    const cut = c.texts.filter((t) => t.boxes.some((b) => sticksOut(b, c.svg, CUT_SLACK_PX)));
    if (cut.length > 0) {
      out.push({
        page: ctx.page,
        check: "cut-off-text",
        element: c.title,
        message: `cut off at the chart's edge: ${
          cut.map((t) => `${quote(t.text, 40)} (${t.role})`).join(", ")
        }`,
      });
    }
  }
  return out;
}

/** A mark coloured by a channel (elements of one mark in several colours) with no legend. */
export function checkColourLegend(page: PageSnapshot, ctx: CheckContext): Finding[] {
  const out: Finding[] = [];
  for (const c of page.charts) {
    if (c.hasLegend) continue;
    const scaled = c.marks.filter((m) => m.fills.length > 1 || m.strokes.length > 1);
    if (scaled.length > 0) {
      const colours = new Set(scaled.flatMap((m) => [...m.fills, ...m.strokes]));
      out.push({
        page: ctx.page,
        check: "legend-missing",
        element: c.title,
        message: `${scaled.map((m) => `"${m.label}"`).join(", ")} marks use ${colours.size} ${
          colours.size > 20 ? "shades" : "colours"
        } and the chart has no legend`,
      });
    }
  }
  return out;
}

/** The currency codes in `text` other than `currency`, including camel-cased ("purchaseCny"). */
export function foreignCodes(text: string, ctx: CheckContext): string[] {
  const found = new Set<string>();
  for (const code of ctx.currencies) {
    if (code === ctx.currency) continue;
    const camel = code[0] + code.slice(1).toLowerCase();
    if (new RegExp(`\\b${code}\\b|[a-z]${camel}(?![a-z])`).test(text)) found.add(code);
  }
  return [...found];
}

/**
 * A currency code other than the report's in chart text (title, marks, axes, legend, caption),
 * headings, column headers or row labels; the "Inputs of this report" box, which states the rate,
 * is left out.
 */
export function checkCurrency(page: PageSnapshot, ctx: CheckContext): Finding[] {
  const out: Finding[] = [];
  const look = (element: string, words: string[]) => {
    for (const w of words) {
      const codes = foreignCodes(w, ctx);
      if (codes.length > 0) {
        out.push({
          page: ctx.page,
          check: "foreign-currency",
          element,
          message: `${quote(w, 80)} shows ${codes.join(", ")} in a ${ctx.currency} report`,
        });
      }
    }
  };
  for (const c of page.charts) look(c.title, [...new Set(c.words)]);
  const chartTitles = new Set(page.charts.map((c) => c.title));
  look("heading", page.headings.filter((h) => !chartTitles.has(h)));
  look("column header", [...new Set(page.columnHeaders)]);
  look("row label", [...new Set(page.rowHeaders)]);
  return out;
}

const SENTINELS =
  /\b(NaN|undefined|Infinity|null)\b|never within|\b\d+ = (never|always)\b|=>|\$\{|\[object Object\]/g;

/**
 * NaN, undefined, Infinity, null, "never within" or a number standing for never or always
 * ("24 = never") in the page's visible text; and code where a text belongs (`=>`, `${`, a
 * function of the catalogue shown instead of called).
 */
export function checkSentinels(page: PageSnapshot, ctx: CheckContext): Finding[] {
  const out: Finding[] = [];
  for (const line of page.visibleText.split("\n")) {
    const hits = [...new Set([...line.matchAll(SENTINELS)].map((m) => m[0]))];
    if (hits.length > 0) {
      out.push({
        page: ctx.page,
        check: "sentinel-text",
        element: "page text",
        message: `${hits.map((h) => `"${h}"`).join(", ")} in ${quote(line.trim(), 100)}`,
      });
    }
  }
  return out;
}

/**
 * U+FFFD on the page, in its title or in a chart: a character lost when a data file was read in
 * the wrong encoding ("Gongji (\uFFFD\uFFFD)"). The data loader refuses such files; this finds
 * one that reached a page another way.
 */
export function checkReplacementCharacter(page: PageSnapshot, ctx: CheckContext): Finding[] {
  const texts = new Map<string, string>();
  texts.set(page.title, "page title");
  for (const line of page.visibleText.split("\n")) texts.set(line.trim(), "page text");
  for (const c of page.charts) for (const w of c.words) if (!texts.has(w)) texts.set(w, c.title);
  return [...texts].filter(([text]) => text.includes("\uFFFD")).map(([text, element]) => ({
    page: ctx.page,
    check: "replacement-character" as const,
    element,
    message: `U+FFFD, a character lost to a wrong encoding, in ${quote(text, 100)}`,
  }));
}

/**
 * Units and abbreviations a Chinese report writes as they are (GPU, kWh, TCO, CNY, ...); with the
 * data's own names, the only Latin words a Chinese title, header, caption or chart may show.
 */
export const LATIN_ALLOWED: ReadonlySet<string> = new Set([
  "h",
  "kw",
  "kwh",
  "w",
  "gb",
  "tb",
  "mb",
  "mbit",
  "s",
  "gpu",
  "gpus",
  "cpu",
  "tco",
  "pue",
  "cny",
  "usd",
  "eur",
  "csv",
  "id",
  "sha",
  "fp16",
  "bf16",
  "fp32",
  "tflops",
  "tflop",
  "fp8",
  "int8",
  "int4",
  "nvlink",
  "pcie",
  "sxm",
  "x",
  "p",
  "deno",
  "task",
  "validate",
  "report",
  "calc",
  "json",
  "html",
  // the words engineers in China write in Latin letters: a training pass, a tool, the web, the
  // model FLOPs utilisation, an API, the ways to fine-tune, the KV cache
  "epoch",
  "mfu",
  "api",
  "lora",
  "qlora",
  "kv",
  "rsync",
  "web",
]);

/**
 * Columns of the data files whose values a report shows as names (ids, providers, GPU models, the
 * models an API serves),
 * and the words of `translations.csv` in each language, whose Latin letters (HGX, H100) are kept
 * on purpose. A machine's or site's English `name` is not among them: a Chinese page shows it as
 * translated.
 */
const NAME_COLUMNS = [
  "id",
  "model",
  ...TRANSLATED_LANGS,
  "provider",
  "gpu_model",
  "profile",
  "region",
  "workload",
  "scenario_id",
  "hardware_id",
  "offering_id",
  "site_id",
  "finance_id",
  "demand_profile",
  "currency",
  // a hosted model's name as its API lists it (api_prices.csv)
  "model",
];

const TRANSLATED: ReadonlySet<string> = new Set(TRANSLATED_LANGS);

/** The words of the data's names, lower-cased: what a Chinese report may show in Latin letters. */
export async function dataNames(dataDir: string): Promise<Set<string>> {
  const names = new Set<string>();
  for (const entry of Deno.readDirSync(dataDir)) {
    if (!entry.isFile || !entry.name.endsWith(".csv")) continue;
    const rows = csvParse(await Deno.readTextFile(join(dataDir, entry.name)));
    for (const row of rows) {
      for (const column of NAME_COLUMNS) {
        for (const word of (row[column] ?? "").split(/[^A-Za-z0-9]+/)) {
          // of a translation, only names (HGX, H100, ResNet): a lower-case word is a slip
          if (word === "" || TRANSLATED.has(column) && !/[A-Z0-9]/.test(word)) continue;
          names.add(word.toLowerCase());
        }
      }
    }
  }
  return names;
}

/**
 * A file name (`demand.csv`) or its path (`data/README.md`), a snake_case name (`as_of`,
 * `hours_per_day`), or an id the workbook makes for a reader's case (`my-seed-3090-autodl`, a work
 * stated by its fields `my-work`, its speeds' workload `work:lora-7b-2b-tokens`): identifiers.
 */
const IDENTIFIERS =
  /(?:[A-Za-z0-9_.-]+\/)*[A-Za-z0-9_-]+\.(?:csv|ts|ipynb|html|json|yaml|md)\b|\w+_\w+|(?<![A-Za-z\d-])(?:my-|work:)[A-Za-z0-9:-]*[A-Za-z0-9]/g;

/**
 * Latin words of `text` that are neither allowed units nor words of the data's names, file names
 * or snake_case names. Letters
 * written against a digit are part of an identifier, not a word: the document's cells (B3, D4),
 * ids such as `team-8xh100-247`.
 */
export function englishWords(text: string, names: ReadonlySet<string> = new Set()): string[] {
  const words = text.replace(IDENTIFIERS, " ").match(
    /(?<![A-Za-z\d])(?:[A-Za-z][A-Za-z'-]*[A-Za-z]|[A-Za-z])(?![A-Za-z\d])/g,
  ) ?? [];
  return [...new Set(words)].filter((w) => {
    const lower = w.toLowerCase();
    return !LATIN_ALLOWED.has(lower) && !names.has(lower) &&
      !lower.split(/[-']/).every((part) => LATIN_ALLOWED.has(part) || names.has(part));
  });
}

/**
 * On a page in a language not written in Latin letters (`latin` of `LANGUAGES`: a Chinese page,
 * `<html lang="zh…">`), English words in the title, headings, table headers,
 * captions, chart text (titles, axes, legends, captions), body text (paragraphs, list items,
 * table cells, the inputs box, the what-if panel) and tooltips (a control's help): everything a reader reads there comes from the
 * catalogue or the data's translations in that language, but for units, the data's names and ids, and
 * the sources as cited (a cell or text that is only a citation).
 */
export function checkEnglish(page: PageSnapshot, ctx: CheckContext): Finding[] {
  const lang = langOfTag(page.lang);
  if (lang === undefined || LANGUAGES[lang].latin) return [];
  const out: Finding[] = [];
  const look = (element: string, texts: readonly string[]) => {
    for (const text of new Set(texts)) {
      const found = englishWords(text, ctx.names);
      if (found.length === 0) continue;
      out.push({
        page: ctx.page,
        check: "english-text",
        element,
        message: `${found.slice(0, 6).map((w) => `"${w}"`).join(", ")} in ${quote(text, 100)}`,
      });
    }
  };
  look("page title", [page.title]);
  look("heading", page.headings);
  look("column header", page.columnHeaders);
  look("caption", page.captions);
  for (const chart of page.charts) look(`chart ${quote(chart.title, 40)}`, chart.words);
  look("body text", page.bodyTexts);
  look("tooltip", page.tooltips ?? []);
  return out;
}

/** A page whose `<title>` is empty or Jupyter's default "Notebook". */
export function checkTitle(page: PageSnapshot, ctx: CheckContext): Finding[] {
  const title = page.title.trim();
  if (title !== "" && title !== "Notebook") return [];
  return [{
    page: ctx.page,
    check: "untitled-page",
    element: "<title>",
    message: title === "" ? "the page has no title" : `the page's title is "${title}"`,
  }];
}

/** A chart drawn narrower than {@linkcode MIN_CHART_WIDTH_PX} on a 1280 px page. */
export function checkChartWidth(page: PageSnapshot, ctx: CheckContext): Finding[] {
  return page.charts.filter((c) => c.svg.width < MIN_CHART_WIDTH_PX - 0.5).map((c) => ({
    page: ctx.page,
    check: "narrow-chart" as const,
    element: c.title,
    message: `the chart is ${
      Math.round(c.svg.width)
    } px wide on a ${VIEWPORT_WIDTH_PX} px page (at least ${MIN_CHART_WIDTH_PX})`,
  }));
}

/** Chart text drawn smaller than {@linkcode MIN_CHART_FONT_PX}. */
export function checkFontSize(page: PageSnapshot, ctx: CheckContext): Finding[] {
  const out: Finding[] = [];
  for (const c of page.charts) {
    const small = c.texts.filter((t) => t.fontPx < MIN_CHART_FONT_PX - 0.05);
    if (small.length > 0) {
      const least = Math.min(...small.map((t) => t.fontPx));
      out.push({
        page: ctx.page,
        check: "small-text",
        element: c.title,
        message:
          `${small.length} of ${c.texts.length} texts are drawn below ${MIN_CHART_FONT_PX} px (smallest ${
            least.toFixed(1)
          } px, e.g. ${quote(small.find((t) => t.fontPx === least)!.text)})`,
      });
    }
  }
  return out;
}

/** A tick label in an SI prefix: "290m", "1.2k", "3M". */
export const SI_TICK = /\d(m|µ|k|M|G)$/;

/** Tick labels written with SI prefixes, which read as millions where Plot means milli. */
export function checkSiTicks(page: PageSnapshot, ctx: CheckContext): Finding[] {
  const out: Finding[] = [];
  for (const c of page.charts) {
    const ticks = c.texts.filter((t) => /tick label$/.test(t.role) && SI_TICK.test(t.text));
    if (ticks.length > 0) {
      out.push({
        page: ctx.page,
        check: "si-money-tick",
        element: c.title,
        message: `tick labels in SI prefixes: ${ticks.map((t) => `"${t.text}"`).join(", ")}`,
      });
    }
  }
  return out;
}

/** Two entries of one legend drawn in the same colour: the reader cannot tell them apart. */
export function checkSwatchColours(page: PageSnapshot, ctx: CheckContext): Finding[] {
  const out: Finding[] = [];
  for (const c of page.charts) {
    const byColour = Map.groupBy(c.swatches, (s) => s.colour.toLowerCase());
    for (const [colour, same] of byColour) {
      if (same.length > 1) {
        out.push({
          page: ctx.page,
          check: "colour-meaning",
          element: c.title,
          message: `${same.map((s) => `"${s.label}"`).join(" and ")} share the colour ${colour}`,
        });
      }
    }
  }
  return out;
}

/**
 * One legend label drawn in different colours in different charts of a set of reports (e.g.
 * electricity green in one report and red in another).
 *
 * @param pages every page of one build, by file name
 */
export function checkColoursAcrossPages(pages: ReadonlyMap<string, PageSnapshot>): Finding[] {
  const uses = new Map<string, { label: string; colour: string; page: string; chart: string }[]>();
  for (const [name, page] of pages) {
    for (const c of page.charts) {
      for (const s of c.swatches) {
        const key = s.label.toLowerCase();
        const use = { label: s.label, colour: s.colour.toLowerCase(), page: name, chart: c.title };
        uses.set(key, [...(uses.get(key) ?? []), use]);
      }
    }
  }
  const out: Finding[] = [];
  for (const [first, ...rest] of uses.values()) {
    for (const u of rest.filter((u) => u.colour !== first!.colour)) {
      out.push({
        page: u.page,
        check: "colour-meaning",
        element: u.chart,
        message: `"${u.label}" is ${u.colour} here and ${first!.colour} in ${first!.page} "${
          first!.chart
        }"`,
      });
    }
  }
  return out;
}

/** A tick label of a category axis (a row's name), not a number. */
const isCategory = (t: ChartText) => !/^[-−+]?[\d.]/.test(t.text);
/** Marks that draw data in a row or at a value (bars, dots, areas), not rules and texts. */
const dataMarks = (c: ChartSnapshot) =>
  c.marks.filter((m) => m.label !== "text" && !m.label.startsWith("rule"));

/**
 * A chart row with no data drawn: a category of the y axis (a tornado's input, a bar's name)
 * whose band no bar, dot or area reaches (a bar of zero width counts as none).
 */
export function checkEmptyRows(page: PageSnapshot, ctx: CheckContext): Finding[] {
  const out: Finding[] = [];
  for (const c of page.charts) {
    const rows = c.texts.filter((t) => t.role === "y-axis tick label" && isCategory(t));
    if (rows.length === 0) continue;
    const boxes = dataMarks(c).flatMap((m) => m.boxes).filter((b) => b.width >= 1 && b.height >= 1);
    const empty = rows.filter((t) => {
      const b = t.boxes[0]!;
      const cy = b.y + b.height / 2;
      return !boxes.some((m) => m.y <= cy && cy <= bottom(m));
    });
    if (empty.length > 0) {
      out.push({
        page: ctx.page,
        check: "empty-row",
        element: c.title,
        message: `no data drawn in the row${empty.length > 1 ? "s" : ""} ${
          empty.map((t) => quote(t.text, 40)).join(", ")
        }`,
      });
    }
  }
  return out;
}

/**
 * A value axis whose tick labels leave the data's range unread: data marks drawn beyond the
 * outermost labelled tick by more than a tenth of the plot's height (a log axis labelled only
 * at 10 and 100 with the cheapest points at 4). The reader cannot tell what those points are worth.
 */
export function checkLabelledRange(page: PageSnapshot, ctx: CheckContext): Finding[] {
  const out: Finding[] = [];
  for (const c of page.charts) {
    const ticks = c.texts.filter((t) => t.role === "y-axis tick label" && !isCategory(t));
    if (ticks.length === 0) continue;
    const centres = ticks.map((t) => t.boxes[0]!.y + t.boxes[0]!.height / 2);
    const top = Math.min(...centres), low = Math.max(...centres);
    const slack = c.frame.height / 10;
    // marks outside the plot area are checkMarksInsideFrame's
    const points = dataMarks(c).flatMap((m) => m.boxes).filter((b) =>
      !sticksOut(b, c.frame, MARK_SLACK_PX)
    ).map((b) => b.y + b.height / 2);
    const below = points.filter((y) => y > low + slack).length;
    const above = points.filter((y) => y < top - slack).length;
    if (below + above > 0) {
      out.push({
        page: ctx.page,
        check: "unlabelled-range",
        element: c.title,
        message: `${below + above} data mark(s) lie ${
          below > 0 ? "below the lowest" : "above the highest"
        } labelled value of the y axis (${
          quote(below > 0 ? ticks[centres.indexOf(low)]!.text : ticks[centres.indexOf(top)]!.text)
        }) by more than a tenth of the plot`,
      });
    }
  }
  return out;
}

/** Every check, in the order their findings are listed. */
export const CHECKS: readonly ((page: PageSnapshot, ctx: CheckContext) => Finding[])[] = [
  checkTitle,
  checkHasDataMarks,
  checkMarksInsideFrame,
  checkTextOverlap,
  checkTextInsideSvg,
  checkColourLegend,
  checkCurrency,
  checkSentinels,
  checkReplacementCharacter,
  checkChartWidth,
  checkFontSize,
  checkSiTicks,
  checkSwatchColours,
  checkEnglish,
  checkEmptyRows,
  checkLabelledRange,
];

/** Runs every check on one snapshot. */
export function lintSnapshot(page: PageSnapshot, ctx: CheckContext): Finding[] {
  return CHECKS.flatMap((check) => check(page, ctx));
}

// ---------------------------------------------------------------------------------------------
// Driving the browser.

/** Starts Debian's Chromium headless. */
export async function launchChromium(): Promise<Browser> {
  const { chromium } = await import("playwright-core");
  return await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: CHROMIUM_FLAGS,
    headless: true,
  });
}

/** Opens `url` at 1280 px wide and measures it. */
export async function snapshotUrl(browser: Browser, url: string): Promise<PageSnapshot> {
  const context = await browser.newContext({
    viewport: { width: VIEWPORT_WIDTH_PX, height: 900 },
    offline: true,
  });
  try {
    const page: Page = await context.newPage();
    await page.goto(url, { waitUntil: "load" });
    return await page.evaluate(snapshotPage);
  } finally {
    await context.close();
  }
}

/** Options of {@linkcode lintReports}. */
export interface LintOptions {
  /** The report's display currency; default: what the index or each page says it shows. */
  currency?: string;
  /** Every currency code to look for; default CNY, USD, EUR. */
  currencies?: readonly string[];
  /** A browser to reuse; default: one started and closed here. */
  browser?: Browser;
  /** Words of the data's names a Chinese page may show (see {@linkcode CheckContext}). */
  names?: ReadonlySet<string>;
}

/**
 * Lints every `*.html` of a folder of built reports (index.html included).
 *
 * @param dir the reports folder, e.g. `reports`
 * @returns the findings, page by page in name order; empty when the reports are clean
 * @throws Error when no currency is given and no page says which one it shows
 */
export async function lintReports(dir: string, options: LintOptions = {}): Promise<Finding[]> {
  const names = [...Deno.readDirSync(dir)].filter((e) => e.isFile && e.name.endsWith(".html"))
    .map((e) => e.name).sort();
  const browser = options.browser ?? await launchChromium();
  try {
    const snapshots = new Map<string, PageSnapshot>();
    for (const name of names) {
      const url = new URL(`file://${join(Deno.realPathSync(dir), name)}`).href;
      snapshots.set(name, await snapshotUrl(browser, url));
    }
    const fallback = options.currency ?? snapshots.get("index.html")?.statedCurrency ??
      [...snapshots.values()].find((s) => s.statedCurrency)?.statedCurrency;
    const currencies = [...new Set(["CNY", "USD", "EUR", ...(options.currencies ?? [])])];
    const perPage = names.flatMap((name) => {
      const snapshot = snapshots.get(name)!;
      const currency = options.currency ?? snapshot.statedCurrency ?? fallback;
      if (!currency) {
        throw new Error(
          `Cannot lint ${name}: no page says which currency the reports show; give --currency`,
        );
      }
      return lintSnapshot(snapshot, { page: name, currency, currencies, names: options.names });
    });
    return [...perPage, ...checkColoursAcrossPages(snapshots)];
  } finally {
    if (!options.browser) await browser.close();
  }
}

/** The findings as lines "page · check · element: message", grouped by page. */
export function formatFindings(findings: readonly Finding[]): string {
  return findings.map((f) => `${f.page} · ${f.check} · ${f.element}: ${f.message}`).join("\n");
}
