/**
 * Times one recompute and redraw of the what-if page in headless Chromium: builds the page of a
 * scenario, opens it from `file://` offline, moves the hours-a-day slider `MOVES` times, then the
 * cloud-price slider, and reads the page's `whatif-update` measures (model, figures, the charts
 * whose inputs changed drawn, inserted and laid out). Prints the median and the 95th percentile,
 * and the page's size.
 *
 * `deno run -A bench/whatif_bench.ts [SCENARIO] [CURRENCY] [MOVES]`
 *
 * @module
 */
import { fileURLToPath } from "node:url";
import { loadDatasetOrThrow } from "../lib/data/folder.ts";
import { bundleWhatIf } from "../lib/report/bundle.ts";
import { whatIfData, whatIfPage } from "../lib/whatif/html.ts";

// a timing script, not a `Deno.bench` suite: `deno task bench` imports it and skips it
if (import.meta.main) {
  const { launch } = await import("../tests/e2e/browser.ts"); // playwright reads the environment
  const [scenario = "seed-3090-autodl", currency, movesText = "200"] = Deno.args;
  const moves = Number(movesText);
  const root = fileURLToPath(new URL("..", import.meta.url));
  const { dataset } = await loadDatasetOrThrow(`${root}data`);
  const dir = await Deno.makeTempDir({ prefix: "whatif-bench-" });
  const started = performance.now();
  const script = await bundleWhatIf(`${root}.cache/whatif`);
  const bundled = performance.now();
  const html = whatIfPage(
    whatIfData(dataset, currency ? { currency } : {}, scenario),
    script,
  );
  const written = performance.now();
  await Deno.writeTextFile(`${dir}/what-if.html`, html);

  const percentile = (xs: number[], p: number) => {
    const s = [...xs].sort((a, b) => a - b);
    return s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
  };
  const browser = await launch();
  try {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      offline: true,
    });
    const page = await context.newPage();
    await page.goto(`file://${dir}/what-if.html`);
    await page.waitForSelector("#whatif-hours_per_day");
    const ms = (x: number) => `${x.toFixed(1)} ms`;
    console.log(
      `what-if page of ${scenario}: ${(html.length / 1024).toFixed(0)} KB (script ${
        (script.length / 1024).toFixed(0)
      } KB); bundle ${ms(bundled - started)} (cached when lib/ is unchanged), page ${
        ms(written - bundled)
      }`,
    );
    // hours a day move the cumulative chart only (the monthly lines are cost against hours); the
    // cloud price moves both
    for (const [name, what] of [["hours_per_day", "one chart"], ["cloud_price", "both charts"]]) {
      await page.click("#whatif-reset");
      await page.evaluate(() => performance.clearMeasures());
      // each move is one input event on the slider, as a drag fires them
      await page.evaluate(({ n, name }: { n: number; name: string }) => {
        const slider = document.querySelector<HTMLInputElement>(
          `input.whatif-slider[data-name="${name}"]`,
        )!;
        const low = Number(slider.min), high = Number(slider.max);
        for (let i = 0; i < n; i++) {
          slider.value = String(low + (high - low) * (((i * 7) % 24) + 0.5) / 24);
          slider.dispatchEvent(new Event("input", { bubbles: true }));
        }
      }, { n: moves, name: name! });
      const read = (entry: string) =>
        page.evaluate((n: string) => performance.getEntriesByName(n).map((e) => e.duration), entry);
      const update = await read("whatif-update");
      const compute = await read("whatif-compute");
      const charts = await read("whatif-charts");
      console.log(
        `${update.length} moves of ${name} (${what} redrawn): recompute + redraw median ${
          ms(percentile(update, 0.5))
        }, p95 ${ms(percentile(update, 0.95))} (model and figures: median ${
          ms(percentile(compute, 0.5))
        }; up to the charts drawn: median ${ms(percentile(charts, 0.5))})`,
      );
    }
  } finally {
    await browser.close();
    await Deno.remove(dir, { recursive: true });
  }
}
