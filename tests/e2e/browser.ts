/** Headless Debian Chromium driven by playwright-core, for the report and JupyterLab tests. */
import { type Browser, chromium } from "playwright-core";

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
