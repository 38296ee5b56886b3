// Text from the CSV files is shown literally: HTML, <script>, Markdown and formulas in names,
// notes and sources never run or render. The data folder is never written.
import assert from "node:assert/strict";
import { hashDataFiles, readDataFiles } from "../../lib/data/folder.ts";
import { ROOT, runDeno, runReport, setCell } from "../helpers.ts";
import { copyFolderAs, testCache } from "./builds.ts";
import { launch } from "./browser.ts";

const SCRIPT = "<script>window.__injected = 1</script>";
const IMG = '<img src=x onerror="window.__injected = 2">';
const MARKDOWN = "**bold** [link](javascript:alert(1))";
const FORMULA = '=HYPERLINK("http://example.invalid","click")';

Deno.test({
  name: "injection: hostile text in the data appears literally in the reports and no script runs",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    // named alike in every run, so that its kept cache serves a warm run (the key holds the name)
    const data = await copyFolderAs(`${ROOT}data`, "data-injection");
    const edit = async (file: string, row: number, column: string, value: string) => {
      const path = `${data}/${file}`;
      await Deno.writeTextFile(path, setCell(await Deno.readTextFile(path), row, column, value));
    };
    await edit("cloud_offerings.csv", 2, "provider", `AutoDL ${SCRIPT}`); // autodl-3090-doc
    await edit("hardware.csv", 2, "name", `RTX 3090 ${IMG}`);
    await edit("scenarios.csv", 2, "description", `${MARKDOWN} ${FORMULA}`);
    await edit("sites.csv", 2, "source", `${SCRIPT} ${FORMULA}`);
    // read-only for good measure (root ignores it; the hash check below is the proof)
    for (const e of Deno.readDirSync(data)) await Deno.chmod(`${data}/${e.name}`, 0o444);
    await Deno.chmod(data, 0o555);
    const before = await hashDataFiles(await readDataFiles(data));

    const validate = await runDeno([
      "run",
      "--allow-read",
      `${ROOT}lib/cli/validate.ts`,
      "--data",
      data,
    ]);
    assert.equal(validate.code, 0, validate.stdout + validate.stderr);
    const calc = await runDeno([
      "run",
      "--allow-read",
      `${ROOT}lib/cli/calc.ts`,
      "--data",
      data,
      "--scenario",
      "seed-3090-autodl",
      "--json",
    ]);
    assert.equal(calc.code, 0, calc.stderr);
    assert.ok(JSON.parse(calc.stdout).description.includes(FORMULA));

    const out = await Deno.makeTempDir({ prefix: "reports-injection-" });
    const build = await runReport(["--data", data, "--out", out, "--only", "01,04"], {
      env: { WORKBOOK_REPORT_CACHE: testCache("injection") },
    });
    assert.equal(build.code, 0, build.stderr);
    assert.equal(
      await hashDataFiles(await readDataFiles(data)),
      before,
      "the data folder was written",
    );
    await Deno.chmod(data, 0o755);

    const browser = await launch();
    try {
      const page = await browser.newPage();
      for (const name of ["01_seed_case", "04_monthly_sensitivity"]) {
        await page.goto(`file://${out}/${name}.html`, { waitUntil: "load" });
        await page.waitForTimeout(200);
        assert.equal(
          await page.evaluate("window.__injected"),
          undefined,
          `${name}: injected script ran`,
        );
        const text = await page.evaluate("document.body.innerText") as string;
        assert.ok(text.includes(FORMULA), `${name}: the formula text is not shown literally`);
        assert.ok(text.includes(MARKDOWN), `${name}: the Markdown is not shown literally`);
        assert.ok(text.includes(IMG), `${name}: the <img> text is not shown literally`);
        assert.equal(
          await page.locator("img[src=x]").count(),
          0,
          `${name}: the <img> became an element`,
        );
      }
      // the what-if page shows the scenario's description and the providers, and redraws them
      await page.goto(`file://${out}/what-if.html`, { waitUntil: "load" });
      await page.fill("#whatif-hours_per_day", "6");
      assert.equal(await page.evaluate("window.__injected"), undefined, "what-if: a script ran");
      const whatIf = await page.evaluate("document.body.innerText") as string;
      for (const literal of [FORMULA, MARKDOWN, `On demand: AutoDL ${SCRIPT}`]) {
        assert.ok(whatIf.includes(literal), `what-if: ${literal} is not shown literally`);
      }
      assert.equal(await page.locator("#whatif-figures script, svg script").count(), 0);
      const monthly = await Deno.readTextFile(`${out}/04_monthly_sensitivity.html`);
      assert.ok(
        monthly.includes("AutoDL &lt;script&gt;"),
        "the provider name is not escaped in 04",
      );
    } finally {
      await browser.close();
    }
  },
});
