// A report build from a copy of data/ with one price changed: the price reaches the HTML, an
// unchanged rebuild executes nothing and gives the same bytes, the pages show in Chromium, and
// changing the price again executes the notebook that shows it (`deno task test:reports`; the quick
// run holds the cache's keys in tests/report/cache_test.ts).
import assert from "node:assert/strict";
import { join } from "node:path";
import { hashDataFiles, readDataFiles } from "../../../lib/data/files.ts";
import { tco } from "../../../lib/model/cost.ts";
import { SEED_3090 } from "../../../lib/model/inputs.ts";
import { ROOT, runReport, setCell } from "../../helpers.ts";
import { copyFolderAs, testCache } from "../builds.ts";
import { CHECK_PAGE, launch, type PageCheck } from "../browser.ts";

const NOTEBOOKS = [...Deno.readDirSync(`${ROOT}notebooks`)].map((e) => e.name).filter((n) =>
  n.endsWith(".ipynb")
).map((n) => n.replace(".ipynb", "")).sort();

/**
 * The report cache of the changed-price test, kept between runs, so that a warm run executes no
 * notebook at 4.2 CNY/h (an earlier run, or this one when cold, built them).
 */
const PRICE_CACHE = testCache("price-4.2");

function buildReports(data: string, out: string, extra: string[], cache: string) {
  return runReport(["--data", data, "--out", out, ...extra], {
    env: { WORKBOOK_REPORT_CACHE: cache },
  });
}

/** Renting the document's 4,380 hours at `price` CNY/h, as 01_seed_case formats it. */
const rentShown = (price: number) => {
  const rent = tco({ ...SEED_3090, rentCnyPerGpuHour: price }).rent.total;
  return `${Math.round(rent).toLocaleString("en-US")} CNY`;
};

Deno.test({
  name:
    "report: a changed price reaches the HTML, charts show in Chromium, a rebuild is byte-identical, data is not written",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    // named alike in every run, so that the cache below can serve it (the key holds the name)
    const data = await copyFolderAs(`${ROOT}data`, "data-price");
    const offerings = `${data}/cloud_offerings.csv`;
    // autodl-3090-doc is data row 2: 3.5 → 4.2 CNY/h
    await Deno.writeTextFile(
      offerings,
      setCell(await Deno.readTextFile(offerings), 2, "price", "4.2"),
    );
    const before = await hashDataFiles(await readDataFiles(data));
    const out1 = await Deno.makeTempDir({ prefix: "reports-a-" });
    // served from the kept cache when a run before this one built the same inputs, else executed;
    // a notebook executed again gives the same bytes as the kept build (every notebook forced:
    // tests/e2e/full/determinism_test.ts, which CI runs)
    const first = await buildReports(data, out1, [], PRICE_CACHE);
    assert.equal(first.code, 0, first.stderr);
    assert.equal(
      await hashDataFiles(await readDataFiles(data)),
      before,
      "the data folder was written",
    );

    const seed = await Deno.readTextFile(`${out1}/01_seed_case.html`);
    assert.ok(
      seed.includes(rentShown(4.2)),
      "the changed price does not show in 01_seed_case.html",
    );
    assert.ok(!/(src|href)="https?:/.test(seed), "a report loads something from the network");
    assert.ok(!seed.includes(ROOT), "a report holds an absolute path");
    assert.ok(!seed.includes(String.fromCharCode(27)), "a report holds terminal colour codes");

    // the unchanged rebuild: nothing executed, the same bytes
    const out2 = await Deno.makeTempDir({ prefix: "reports-c-" });
    const rebuilt = await buildReports(data, out2, [], PRICE_CACHE);
    assert.equal(rebuilt.code, 0, rebuilt.stderr);
    for (const name of NOTEBOOKS) {
      assert.match(rebuilt.stderr, new RegExp(`${name}\\.html \\(unchanged\\)`));
    }
    for (const name of [...NOTEBOOKS, "what-if", "index"]) {
      assert.deepEqual(
        await Deno.readFile(`${out2}/${name}.html`),
        await Deno.readFile(`${out1}/${name}.html`),
        `${name}.html differs between two builds of the same data`,
      );
    }

    const browser = await launch();
    try {
      const context = await browser.newContext({ offline: true });
      for (const name of NOTEBOOKS) {
        const page = await context.newPage();
        const errors: string[] = [];
        page.on("pageerror", (e) => errors.push(String(e)));
        await page.goto(`file://${out1}/${name}.html`, { waitUntil: "load" });
        const check = await page.evaluate(CHECK_PAGE) as PageCheck;
        assert.equal(check.brokenImages, 0, `${name}: broken images`);
        assert.equal(check.errorOutputs, 0, `${name}: error output`);
        assert.deepEqual(errors, [], `${name}: script errors`);
        if (name !== "01_seed_case" || check.charts.length > 0) {
          assert.ok(check.charts.length > 0, `${name}: no chart`);
        }
        for (const c of check.charts) {
          assert.ok(
            c.width > 50 && c.height > 50,
            `${name}: chart "${c.label}" is ${c.width}×${c.height}`,
          );
        }
        await page.close();
      }
      const index = await context.newPage();
      await index.goto(`file://${out1}/index.html`);
      const links = await index.locator("ul a").count();
      assert.equal(links, NOTEBOOKS.length);
      await context.close();
    } finally {
      await browser.close();
    }

    // one price changed: the report that shows it is built again (its key holds the data's hash,
    // as every notebook's does) and shows the new figure. A copy of the cache that served the
    // rebuild, so that the kept one stays at 4.2.
    const copied = await Deno.makeTempDir({ prefix: "report-cache-" });
    await copyTree(PRICE_CACHE, copied); // the cache holds folders too (the what-if bundle)
    await Deno.writeTextFile(
      offerings,
      setCell(await Deno.readTextFile(offerings), 2, "price", "3.9"),
    );
    const changed = await buildReports(data, out2, ["--only", "01"], copied);
    assert.equal(changed.code, 0, changed.stderr);
    assert.doesNotMatch(changed.stderr, /unchanged/, "a report was served from the cache");
    assert.ok((await Deno.readTextFile(`${out2}/01_seed_case.html`)).includes(rentShown(3.9)));
  },
});

/** Copies the files of `from` and its folders into `to`. */
async function copyTree(from: string, to: string): Promise<void> {
  for (const e of Deno.readDirSync(from)) {
    if (e.isDirectory) {
      await Deno.mkdir(join(to, e.name), { recursive: true });
      await copyTree(join(from, e.name), join(to, e.name));
    } else if (e.isFile) await Deno.copyFile(join(from, e.name), join(to, e.name));
  }
}
