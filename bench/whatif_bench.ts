/**
 * Times one recompute and redraw of the what-if page in headless Chromium: builds the page of a
 * scenario, opens it from `file://` offline, moves the hours-a-day slider `MOVES` times, then the
 * cloud-price slider, and reads the page's `whatif-update` measures (model, figures, the charts
 * whose inputs changed drawn, inserted and laid out). Prints the median and the 95th percentile,
 * and the page's size.
 *
 * Then changes the machine, the site and the offering `MOVES / 10` times each (the case resolved
 * again), and ranks a job over every offering of a page whose data holds 1,000 offerings (the
 * folder's, copied under new ids up to that many): the `whatif-job` measure. Then, with each work
 * of `work.csv` chosen, moves the cloud price on the page of the data and on that of 1,000
 * offerings: the update and the `whatif-work` measure (the work priced every way). Last, changes
 * the work itself on both pages (each row's count typed anew, a mix chosen in turn with the other
 * rows): the update from the input to the figures and the work's table replaced.
 *
 * `deno run -A bench/whatif_bench.ts [SCENARIO] [CURRENCY] [MOVES] [DATA_FOLDER]`
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
  const [scenario = "seed-3090-autodl", currency, movesText = "200", folder] = Deno.args;
  const moves = Number(movesText);
  const root = fileURLToPath(new URL("..", import.meta.url));
  const { dataset } = await loadDatasetOrThrow(folder ?? `${root}data`);
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
    for (
      const [name, what] of [
        ["hours_per_day", "one chart"],
        ["cloud_price", "both charts"],
        ["purchase_price", "the portfolio searched anew"],
      ]
    ) {
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
      const portfolio = await read("whatif-portfolio");
      console.log(
        `${update.length} moves of ${name} (${what} redrawn): recompute + redraw median ${
          ms(percentile(update, 0.5))
        }, p95 ${ms(percentile(update, 0.95))} (model and figures: median ${
          ms(percentile(compute, 0.5))
        }; up to the charts drawn: median ${ms(percentile(charts, 0.5))}${
          portfolio.length === 0
            ? ""
            : `; of which the portfolio: median ${ms(percentile(portfolio, 0.5))}, p95 ${
              ms(percentile(portfolio, 0.95))
            }`
        })`,
      );
    }
    // the portfolio's sizes typed: repriced at the reader's sizes, the case not recomputed
    if (await page.locator("#whatif-portfolio-machines, #whatif-portfolio-reserved-0").count()) {
      await page.click("#whatif-reset");
      await page.evaluate(() => performance.clearMeasures());
      await page.evaluate((n: number) => {
        const box = document.querySelector<HTMLInputElement>(
          "#whatif-portfolio-machines, #whatif-portfolio-reserved-0",
        )!;
        for (let i = 0; i < n; i++) {
          box.value = String(i % 6);
          box.dispatchEvent(new Event("input", { bubbles: true }));
        }
      }, moves);
      const price = await page.evaluate(() =>
        performance.getEntriesByName("whatif-portfolio-price").map((e) => e.duration)
      );
      console.log(
        `${price.length} sizes typed in the portfolio: repriced and its table written, median ${
          ms(percentile(price, 0.5))
        }, p95 ${ms(percentile(price, 0.95))}`,
      );
    }
    // a change of machine, site or offering: the case resolved again, then recomputed and redrawn
    const lists = {
      machine: dataset.hardware.map((h) => h.id),
      site: dataset.sites.map((x) => x.id),
      offering: dataset.offerings.map((o) => o.id),
    };
    for (const [name, ids] of Object.entries(lists)) {
      await page.click("#whatif-reset");
      await page.evaluate(() => performance.clearMeasures());
      await page.evaluate(({ n, name, ids }: { n: number; name: string; ids: string[] }) => {
        const list = document.querySelector<HTMLSelectElement>(`#whatif-${name}`)!;
        for (let i = 0; i < n; i++) {
          list.value = ids[i % ids.length]!;
          list.dispatchEvent(new Event("change", { bubbles: true }));
        }
      }, { n: Math.max(10, moves / 10), name, ids });
      const [update, compute] = await page.evaluate(() =>
        ["whatif-update", "whatif-compute"].map((n) =>
          performance.getEntriesByName(n).map((e) => e.duration)
        )
      );
      console.log(
        `${update!.length} changes of ${name}: recompute + redraw median ${
          ms(percentile(update!, 0.5))
        }, p95 ${ms(percentile(update!, 0.95))} (the case resolved, the model and figures: median ${
          ms(percentile(compute!, 0.5))
        })`,
      );
    }
  } finally {
    await browser.close();
  }
  // the job ranked over 1,000 offerings: the folder's copied under new ids up to that many
  const many = Array.from({ length: 1000 }, (_, i) => {
    const o = dataset.offerings[i % dataset.offerings.length]!;
    return i < dataset.offerings.length ? o : { ...o, id: `${o.id}-copy-${i}` };
  });
  const big = whatIfPage(
    whatIfData({ ...dataset, offerings: many }, currency ? { currency } : {}, scenario),
    script,
  );
  await Deno.writeTextFile(`${dir}/what-if-1000.html`, big);
  const browser2 = await launch();
  try {
    const page = await browser2.newPage();
    const job = dataset.jobs.find((j) => j.id === "bert-large-squad")?.id ?? dataset.jobs[0]!.id;
    await page.goto(`file://${dir}/what-if-1000.html#job=${job}`);
    await page.waitForSelector("#whatif-job");
    await page.evaluate(() => performance.clearMeasures());
    await page.evaluate((n: number) => {
      const slider = document.querySelector<HTMLInputElement>(
        'input.whatif-slider[data-name="hours_per_day"]',
      )!;
      for (let i = 0; i < n; i++) {
        slider.value = String(1 + (i % 23));
        slider.dispatchEvent(new Event("input", { bubbles: true }));
      }
    }, Math.max(10, moves / 10));
    const ranked = await page.evaluate(() =>
      performance.getEntriesByName("whatif-job").map((e) => e.duration)
    );
    const ms = (x: number) => `${x.toFixed(1)} ms`;
    console.log(
      `job ${job} ranked over ${many.length} offerings, ${ranked.length} times: median ${
        ms(percentile(ranked, 0.5))
      }, p95 ${ms(percentile(ranked, 0.95))}; that page ${(big.length / 1024).toFixed(0)} KB`,
    );
    // a work chosen: each move prices it again on every offering and machine (the `whatif-work`
    // measure) and writes its table's first rows; its other rows stay closed
    for (const work of dataset.works.map((w) => w.id)) {
      for (
        const [label, url] of [["the shipped data", `${dir}/what-if.html`], [
          `${many.length} offerings`,
          `${dir}/what-if-1000.html`,
        ]]
      ) {
        await page.goto(`file://${url}#work=${work}`);
        await page.waitForSelector("#whatif-work-table");
        await page.evaluate(() => performance.clearMeasures());
        await page.evaluate((n: number) => {
          const slider = document.querySelector<HTMLInputElement>(
            'input.whatif-slider[data-name="cloud_price"]',
          )!;
          const low = Number(slider.min), high = Number(slider.max);
          for (let i = 0; i < n; i++) {
            slider.value = String(low + (high - low) * (((i * 7) % 24) + 0.5) / 24);
            slider.dispatchEvent(new Event("input", { bubbles: true }));
          }
        }, Math.max(10, moves / 2));
        const [update, priced] = await page.evaluate(() =>
          ["whatif-update", "whatif-work"].map((n) =>
            performance.getEntriesByName(n).map((e) => e.duration)
          )
        );
        console.log(
          `work ${work}, ${label}: ${
            update!.length
          } moves of the cloud price, recompute + redraw median ${
            ms(percentile(update!, 0.5))
          }, p95 ${ms(percentile(update!, 0.95))} (the work priced: median ${
            ms(percentile(priced!, 0.5))
          }, p95 ${ms(percentile(priced!, 0.95))})`,
        );
      }
    }
    // the work changed: each of its numbers typed anew (its tokens, tokens a day, output tokens in
    // all; a mix, which has no fields, chosen in turn with the other rows), timed from the input
    // to the figures and the work's table replaced (`whatif-update`)
    for (
      const [label, url] of [["the shipped data", `${dir}/what-if.html`], [
        `${many.length} offerings`,
        `${dir}/what-if-1000.html`,
      ]]
    ) {
      const changes: number[] = [];
      for (const work of dataset.works) {
        await page.goto(`file://${url}#work=${work.id}`);
        await page.waitForSelector("#whatif-work-table");
        await page.evaluate(() => performance.clearMeasures());
        const field = { training: "tokens", serving: "tokens_per_day", batch: "batch_tokens" }[
          work.kind as string
        ];
        await page.evaluate(({ field, n, ids }) => {
          for (let i = 0; i < n; i++) {
            if (field !== undefined) {
              const box = document.querySelector<HTMLInputElement>(`#whatif-${field}`)!;
              box.value = `${1 + (i % 9)}e${8 + (i % 3)}`;
              box.dispatchEvent(new Event("input", { bubbles: true }));
            } else {
              const list = document.querySelector<HTMLSelectElement>("#whatif-work")!;
              list.value = ids[i % ids.length]!;
              list.dispatchEvent(new Event("change", { bubbles: true }));
            }
          }
        }, { field, n: Math.max(10, moves / 4), ids: dataset.works.map((w) => w.id) });
        changes.push(
          ...await page.evaluate(() =>
            performance.getEntriesByName("whatif-update").map((e) => e.duration)
          ),
        );
      }
      console.log(
        `the work changed, ${label}: ${changes.length} changes (its numbers typed, rows chosen), recompute + redraw median ${
          ms(percentile(changes, 0.5))
        }, p95 ${ms(percentile(changes, 0.95))}`,
      );
    }
  } finally {
    await browser2.close();
    await Deno.remove(dir, { recursive: true });
  }
}
