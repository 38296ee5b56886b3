/**
 * The report lint: opens built reports in headless Chromium and lists what a reader would see as
 * wrong: a chart with no data marks or marks outside its plot area, overlapping or cut-off chart
 * text, a colour scale without a legend, another currency's code, a sentinel (NaN, Infinity,
 * "never within") or U+FFFD (a character lost to a wrong encoding) on the page, an untitled page, charts narrower than 960 px or with text under
 * 12 px, money ticks in SI prefixes ("290m"), and on a Chinese page, English words in titles,
 * headings, table headers, captions, chart text and body text (paragraphs, list items, table
 * cells, the inputs box and the what-if panel).
 *
 * One function, {@linkcode snapshotPage} (`snapshot.ts`), runs in the browser and measures the
 * page (every box in CSS pixels of the page); every check is a small pure function from that
 * snapshot to findings, so that each can be read and tested on its own: the charts' in
 * `chart_checks.ts`, the page's words in `text_checks.ts`, English on a Chinese page in
 * `english.ts`. This module lists them ({@linkcode CHECKS}), drives the browser over a folder of
 * reports, and hands on the names of those modules, so that one import serves a caller.
 *
 * @module
 */
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { type PageSnapshot, snapshotPage, VIEWPORT_WIDTH_PX } from "./snapshot.ts";
import type { CheckContext, Finding } from "./finding.ts";
import {
  checkChartWidth,
  checkColourLegend,
  checkColoursAcrossPages,
  checkEmptyRows,
  checkFontSize,
  checkHasDataMarks,
  checkLabelledRange,
  checkMarksInsideFrame,
  checkSiTicks,
  checkSwatchColours,
  checkTextInsideSvg,
  checkTextOverlap,
} from "./chart_checks.ts";
import {
  checkCurrency,
  checkReplacementCharacter,
  checkSentinels,
  checkTitle,
} from "./text_checks.ts";
import { checkEnglish } from "./english.ts";

export * from "./snapshot.ts";
export * from "./finding.ts";
export * from "./chart_checks.ts";
export * from "./text_checks.ts";
export * from "./english.ts";

/** Chromium's flags for a headless run without network chatter. */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
];

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
