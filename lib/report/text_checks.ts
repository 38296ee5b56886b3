/**
 * The report lint's checks of a page's words, each a pure function from a page's snapshot to
 * findings: an untitled page, another currency's code in charts, headings and table headers, a
 * sentinel (NaN, Infinity, "never within") or code where text belongs, and U+FFFD (a character
 * lost to a wrong encoding). The check of English on a Chinese page is `english.ts`'s.
 *
 * @module
 */
import type { PageSnapshot } from "./snapshot.ts";
import { type CheckContext, type Finding, quote } from "./finding.ts";

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
