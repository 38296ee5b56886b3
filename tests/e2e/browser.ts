/** Headless Debian Chromium driven by playwright-core, for the report and JupyterLab tests. */
import assert from "node:assert/strict";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-quic",
  "--no-first-run",
  "--disable-component-update",
  "--disable-sync",
];

export async function launch(): Promise<Browser> {
  return await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: CHROMIUM_FLAGS,
    headless: true,
  });
}

/** Every request of `context` that is not for a file refused: the page must work offline. */
export async function offline(context: BrowserContext): Promise<void> {
  await context.route(
    "**/*",
    (route) => route.request().url().startsWith("file:") ? route.continue() : route.abort(),
  );
}

/**
 * Runs `fn` on one page of a fresh offline browser, then checks that the page threw no error and
 * closes the browser, also when `fn` fails.
 */
export async function withOfflinePage(
  fn: (page: Page, context: BrowserContext) => Promise<void>,
): Promise<void> {
  const browser = await launch();
  try {
    const context = await browser.newContext({ offline: true });
    await offline(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    await fn(page, context);
    assert.deepEqual(errors, [], "the page threw");
    await context.close();
  } finally {
    await browser.close();
  }
}

/** What a report page shows: broken images, charts and their sizes, error outputs. */
export interface PageCheck {
  brokenImages: number;
  charts: { label: string; width: number; height: number }[];
  errorOutputs: number;
  scripts: number;
}

export const CHECK_PAGE = `(() => {
  const images = [...document.images];
  const brokenImages = images.filter((i) => !i.complete || i.naturalWidth === 0).length;
  const charts = [...document.querySelectorAll("figure.wb-chart")].map((f) => {
    // the chart is the largest svg of the figure; legends add small swatch svgs
    const boxes = [...f.querySelectorAll("svg")].map((s) => s.getBoundingClientRect());
    const box = boxes.sort((a, b) => b.width * b.height - a.width * a.height)[0] || { width: 0, height: 0 };
    return { label: f.getAttribute("aria-label") || "", width: box.width, height: box.height };
  });
  const errorOutputs = document.querySelectorAll('[data-mime-type="application/vnd.jupyter.stderr"], .jp-OutputArea-output.jp-RenderedText[data-mime-type*="error"]').length;
  return { brokenImages, charts, errorOutputs, scripts: document.scripts.length };
})()`;

/**
 * How many of a browser test's seeded random cases a run drives through Chromium:
 * `WORKBOOK_BROWSER_CASES` (`deno task test:reports` sets 20, every case), else one of each kind
 * the test names, the quick run's. The cases are drawn alike either way; fewer only means fewer of
 * them are opened.
 */
export const BROWSER_CASES: number | undefined = Deno.env.has("WORKBOOK_BROWSER_CASES")
  ? Number(Deno.env.get("WORKBOOK_BROWSER_CASES"))
  : undefined;

/**
 * `count` of `cases` with their indices, in order: first the first case of each `kind` (so that a
 * short run still opens one of every kind), then the earliest others. `count` is
 * {@link BROWSER_CASES} when set, else one a kind.
 */
export function someCases<T>(
  cases: readonly T[],
  kinds: readonly ((c: T) => boolean)[],
  count: number = BROWSER_CASES ?? kinds.length,
): [number, T][] {
  const picked = new Set<number>();
  for (const kind of kinds) {
    const i = cases.findIndex(kind);
    if (i >= 0 && picked.size < count) picked.add(i);
  }
  for (let i = 0; i < cases.length && picked.size < count; i++) picked.add(i);
  return [...picked].sort((a, b) => a - b).map((i) => [i, cases[i]!]);
}
