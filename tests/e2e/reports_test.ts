// Builds the reports from a copy of data/ with one price changed, and looks at them in Chromium.
import assert from "node:assert/strict";
import { basename, dirname, join } from "node:path";
import { hashDataFiles, readDataFiles } from "../../lib/data/files.ts";
import { tco } from "../../lib/model/cost.ts";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import { PARAMETERS } from "../../lib/params.ts";
import { CNY, formatMoney } from "../../lib/present/format.ts";
import { applyOverrides, resolveScenario } from "../../lib/scenario.ts";
import { SEED_3090 } from "../../lib/model/inputs.ts";
import { copyFolder, ROOT, runReport, setCell } from "../helpers.ts";
import { copyFolderAs, scenarioSet, sharedBuild, testCache } from "./builds.ts";
import { CHECK_PAGE, launch, type PageCheck } from "./browser.ts";

const NOTEBOOKS = [...Deno.readDirSync(`${ROOT}notebooks`)].map((e) => e.name).filter((n) =>
  n.endsWith(".ipynb")
).map((n) => n.replace(".ipynb", "")).sort();

/**
 * The report cache of the changed-price test, kept between runs: a fresh build is compared with the
 * one this cache holds (built by an earlier run, or by this one when cold).
 */
const PRICE_CACHE = testCache("price-4.2");
/** A report cache of the test's own, so that what it says about the cache holds whatever else runs. */
const cacheDir = await Deno.makeTempDir({ prefix: "report-cache-" });

function buildReports(data: string, out: string, extra: string[] = [], cache = cacheDir) {
  return runReport(["--data", data, "--out", out, ...extra], {
    env: { WORKBOOK_REPORT_CACHE: cache },
  });
}

/** Renting the document's 4,380 hours at `price` CNY/h, as 01_seed_case formats it. */
const rentShown = (price: number) => {
  const rent = tco({ ...SEED_3090, cloudCnyPerGpuHour: price }).cloud.total;
  return `${Math.round(rent).toLocaleString("en-US")} CNY`;
};

Deno.test({
  name:
    "report: a changed price reaches the HTML, charts show in Chromium, builds are byte-identical, data is not written",
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
    const out2 = await Deno.makeTempDir({ prefix: "reports-b-" });
    // the first build is served from the kept cache when a run before this one built the same
    // inputs; the second executes the notebook that shows the price again, and both must hold the
    // same bytes (every notebook forced: tests/e2e/full/determinism_test.ts)
    const first = await buildReports(data, out1, [], PRICE_CACHE);
    assert.equal(first.code, 0, first.stderr);
    const second = await buildReports(data, out2, ["--force", "--only", "01"], PRICE_CACHE);
    assert.equal(second.code, 0, second.stderr);
    assert.doesNotMatch(second.stderr, /unchanged/, "--force executes the notebook");
    assert.equal(
      await hashDataFiles(await readDataFiles(data)),
      before,
      "the data folder was written",
    );

    for (const name of ["01_seed_case", "what-if"]) {
      const a = await Deno.readFile(`${out1}/${name}.html`),
        b = await Deno.readFile(`${out2}/${name}.html`);
      assert.deepEqual(a, b, `${name}.html differs between two builds of the same data`);
    }
    const seed = await Deno.readTextFile(`${out1}/01_seed_case.html`);
    assert.ok(
      seed.includes(rentShown(4.2)),
      "the changed price does not show in 01_seed_case.html",
    );
    assert.ok(!/(src|href)="https?:/.test(seed), "a report loads something from the network");
    assert.ok(!seed.includes(ROOT), "a report holds an absolute path");
    assert.ok(!seed.includes(String.fromCharCode(27)), "a report holds terminal colour codes");

    // the unchanged rebuild: nothing executed, the same bytes
    const out3 = await Deno.makeTempDir({ prefix: "reports-c-" });
    const third = await buildReports(data, out3, [], PRICE_CACHE);
    assert.equal(third.code, 0, third.stderr);
    for (const name of NOTEBOOKS) {
      assert.match(third.stderr, new RegExp(`${name}\\.html \\(unchanged\\)`));
      assert.deepEqual(
        await Deno.readFile(`${out3}/${name}.html`),
        await Deno.readFile(`${out1}/${name}.html`),
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
    // third build, so that the kept one stays at 4.2.
    const copied = await Deno.makeTempDir({ prefix: "report-cache-" });
    await copyTree(PRICE_CACHE, copied); // the cache holds folders too (the what-if bundle)
    await Deno.writeTextFile(
      offerings,
      setCell(await Deno.readTextFile(offerings), 2, "price", "3.9"),
    );
    const fourth = await buildReports(data, out3, ["--only", "01"], copied);
    assert.equal(fourth.code, 0, fourth.stderr);
    assert.doesNotMatch(fourth.stderr, /unchanged/, "a report was served from the cache");
    assert.ok((await Deno.readTextFile(`${out3}/01_seed_case.html`)).includes(rentShown(3.9)));
  },
});

Deno.test({
  name:
    "report: a failing notebook names the notebook, the cell and the error, and the old reports stay as they were",
  sanitizeResources: false,
  async fn() {
    // notebooks beside notebooks/, so that their ../lib/ imports resolve
    const dir = await Deno.makeTempDir({ dir: ROOT, prefix: ".test-notebooks-" });
    try {
      for (const name of ["01_seed_case", "02_tco_scenarios"]) {
        await Deno.copyFile(`${ROOT}notebooks/${name}.ipynb`, `${dir}/${name}.ipynb`);
      }
      const nb = JSON.parse(await Deno.readTextFile(`${dir}/02_tco_scenarios.ipynb`));
      const at = nb.cells.findLastIndex((c: { cell_type: string }) => c.cell_type === "code");
      nb.cells[at].source = ['throw new RangeError("the test breaks this cell");'];
      await Deno.writeTextFile(`${dir}/02_tco_scenarios.ipynb`, JSON.stringify(nb));
      const out = await Deno.makeTempDir({ prefix: "reports-old-" });
      await Deno.writeTextFile(`${out}/01_seed_case.html`, "old report");
      // a failed notebook is never cached, so it executes whatever the cache holds
      const r = await buildReports(`${ROOT}data`, out, ["--notebooks", dir], testCache("failing"));
      assert.equal(r.code, 1);
      assert.match(
        r.stderr,
        new RegExp(
          `notebook 02_tco_scenarios\\.ipynb failed at cell ${
            at + 1
          } \\(throw new RangeError.*\\): RangeError: the test breaks this cell`,
        ),
      );
      assert.equal(await Deno.readTextFile(`${out}/01_seed_case.html`), "old report");
      assert.deepEqual([...Deno.readDirSync(out)].map((e) => e.name), ["01_seed_case.html"]);
      const left = [...Deno.readDirSync(dirname(out))].filter((e) =>
        e.name.startsWith(`.${basename(out)}-building-`)
      );
      assert.deepEqual(left, [], "a temporary build folder was left behind");
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  },
});

Deno.test({
  name: "report: a project in a folder whose path has a space builds its reports",
  sanitizeResources: false,
  async fn() {
    const parent = await Deno.makeTempDir({ prefix: "workbook-space-" });
    const root = join(parent, "my work");
    const { stdout } = await new Deno.Command("git", {
      args: ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
      cwd: ROOT,
      stdout: "piped",
    }).output();
    for (const file of new TextDecoder().decode(stdout).split("\0").filter((f) => f !== "")) {
      await Deno.mkdir(dirname(join(root, file)), { recursive: true });
      await Deno.copyFile(join(ROOT, file), join(root, file));
    }
    await Deno.symlink(join(ROOT, ".venv"), join(root, ".venv")); // set-up is tested elsewhere
    const r = await runReport(["--only", "01", "--force"], { root });
    assert.equal(r.code, 0, r.stderr);
    const page = await Deno.readTextFile(join(root, "reports", "01_seed_case.html"));
    assert.match(page, /Inputs of this report/);
    await Deno.remove(parent, { recursive: true });
  },
});

Deno.test({
  name: "report: bad data stops the build with the validation messages and writes no report",
  sanitizeResources: false,
  async fn() {
    const data = await copyFolder(`${ROOT}data`);
    const sites = `${data}/sites.csv`;
    await Deno.writeTextFile(sites, setCell(await Deno.readTextFile(sites), 2, "pue", "zero"));
    const out = await Deno.makeTempDir({ prefix: "reports-bad-" });
    const r = await buildReports(data, out);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /sites\.csv row 2, column pue: found "zero", expected a PUE/);
    assert.deepEqual([...Deno.readDirSync(out)], []);
  },
});

Deno.test({
  name:
    "notebook: invalid data shows the list of problems as the cell's output and stops, without a stack trace",
  sanitizeResources: false,
  async fn() {
    const data = await copyFolder(`${ROOT}data`);
    const hw = `${data}/hardware.csv`;
    await Deno.writeTextFile(hw, setCell(await Deno.readTextFile(hw), 2, "wall_power", "a lot"));
    const out = await Deno.makeTempDir({ prefix: "notebook-bad-" });
    const { code } = await new Deno.Command(`${ROOT}.venv/bin/jupyter`, {
      args: [
        "nbconvert",
        "--to",
        "notebook",
        "--execute",
        "--allow-errors",
        "--ExecutePreprocessor.kernel_name=deno-workbook",
        "--output-dir",
        out,
        `${ROOT}notebooks/01_seed_case.ipynb`,
      ],
      cwd: `${ROOT}notebooks`,
      env: { WORKBOOK_DATA: data, JUPYTER_PLATFORM_DIRS: "1" },
      stdout: "null",
      stderr: "null",
    }).output();
    assert.equal(code, 0);
    const nb = JSON.parse(await Deno.readTextFile(`${out}/01_seed_case.ipynb`));
    const open = nb.cells.find((c: { source: string[] }) =>
      c.source.join("").includes("openWorkbook(p)")
    );
    const shown = open.outputs.find((o: { output_type: string }) =>
      o.output_type === "display_data"
    );
    assert.ok(shown, "no display of the problems");
    assert.match(
      shown.data["text/html"].join?.("") ?? shown.data["text/html"],
      /hardware\.csv row 2, column wall_power: found &quot;a lot&quot;/,
    );
    const error = open.outputs.find((o: { output_type: string }) => o.output_type === "error");
    assert.ok(error, "the cell did not stop the notebook");
    assert.ok(
      !error.traceback.join("\n").includes("    at "),
      `a stack trace is shown: ${error.traceback.join("\n")}`,
    );
  },
});

Deno.test({
  name: "report --scenario and --currency reach the notebooks; an unknown scenario stops the build",
  sanitizeResources: false,
  async fn() {
    const r = await sharedBuild([
      "--only",
      "01",
      "--scenario",
      "team-8xh100-247",
      "--currency",
      "usd",
    ]);
    assert.equal(r.code, 0, r.stderr);
    const out = r.out;
    const page = await Deno.readTextFile(`${out}/01_seed_case.html`);
    assert.match(page, /<code>team-8xh100-247<\/code>/);
    assert.match(page, /Money shown in USD/);
    assert.match(
      await Deno.readTextFile(`${out}/index.html`),
      /Scenario <code>team-8xh100-247<\/code>/,
    );
    const bad = await buildReports(
      `${ROOT}data`,
      await Deno.makeTempDir({ prefix: "reports-scenario-" }),
      ["--scenario", "nope"],
    );
    assert.equal(bad.code, 1);
    assert.match(bad.stderr, /Unknown scenario "nope": scenarios\.csv lists seed-3090-autodl/);
  },
});

Deno.test({
  name:
    "report: every notebook runs on every shipped scenario, and a report built with -p shows the model's figure",
  sanitizeResources: false,
  async fn() {
    const { dataset } = await loadDatasetOrThrow(`${ROOT}data`);
    // the builds the report lint reads too (tests/e2e/builds.ts): each scenario in its currency
    for (const s of dataset.scenarios.filter((s) => s.id !== "seed-3090-autodl")) {
      const r = await sharedBuild(scenarioSet(s.id, s.currency).args);
      assert.equal(r.code, 0, `${s.id}: ${r.stderr}`);
      for (const name of NOTEBOOKS) {
        const page = await Deno.readTextFile(`${r.out}/${name}.html`);
        assert.match(page, new RegExp(`<code>${s.id}</code>`), `${name} shows ${s.id}`);
      }
    }
    // "what if I use it 6 hours a day at 2 CNY/h?" with two -p flags
    const r = await sharedBuild(["-p", "hours_per_day=6", "-p", "cloud_price=2.0"]);
    assert.equal(r.code, 0, r.stderr);
    const out = r.out;
    const resolved = applyOverrides(resolveScenario(dataset, "seed-3090-autodl"), {
      hours_per_day: 6,
      cloud_price: 2,
    });
    const t = tco(resolved.inputs);
    const page = await Deno.readTextFile(`${out}/01_seed_case.html`);
    for (const cny of [t.own.total, t.cloud.total]) {
      assert.ok(page.includes(formatMoney(cny, CNY)), `${formatMoney(cny, CNY)} in the report`);
    }
    assert.match(page, /<code>hours_per_day = 6 h\/day<\/code>/);
    assert.match(
      await Deno.readTextFile(`${out}/index.html`),
      /<code>cloud_price = 2 per GPU-hour<\/code>/,
    );
  },
});

Deno.test({
  name: "report: a bad parameter stops the build before any notebook runs, naming the parameter",
  sanitizeResources: false,
  async fn() {
    const cases: [string[], RegExp][] = [
      [
        ["-p", "hours_per_day=30"],
        /Parameter hours_per_day: found 30, expected a number from 0 to 24/,
      ],
      [["-p", "cloud_price=abc"], /Parameter cloud_price: found "abc", expected a number/],
      [["-p", "cloud_price=-1"], /Parameter cloud_price: found "?-1"?, expected a number above 0/],
      [
        ["-p", "speed=2"],
        /Unknown parameter "speed": the parameters are scenario, lang, currency, hours_per_day/,
      ],
      [["-p", "hours_per_day"], /write it as NAME=VALUE/],
      [["--lang", "fr"], /Parameter lang: found "fr", expected one of en, zh/],
    ];
    for (const [args, message] of cases) {
      const out = join(await Deno.makeTempDir({ prefix: "reports-badp-" }), "reports");
      const r = await buildReports(`${ROOT}data`, out, args);
      assert.equal(r.code, 1, args.join(" "));
      assert.match(r.stderr, message);
      assert.doesNotMatch(r.stderr, / {4}at /);
      await assert.rejects(Deno.stat(out), Deno.errors.NotFound, "a reports folder was made");
    }
    const file = await Deno.makeTempFile({ suffix: ".yaml" });
    await Deno.writeTextFile(file, "# my question\nhours_per_day: 6\nutilization: 150%\n");
    const r = await buildReports(`${ROOT}data`, join(file + ".out"), ["--params", file]);
    assert.equal(r.code, 1);
    assert.match(
      r.stderr,
      /line 3: Parameter utilization: found 1\.5, expected a number from 0 to 1/,
    );
  },
});

Deno.test("report --help lists every parameter with its type, unit and default", async () => {
  const r = await runReport(["--help"]);
  assert.equal(r.code, 0);
  for (const p of PARAMETERS) {
    assert.match(
      r.stdout,
      new RegExp(
        `\\n  ${p.name} +${p.type}${p.unit ? `, ${p.unit.replace(/[/×]/g, ".")}` : ""}; default `,
      ),
    );
  }
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
