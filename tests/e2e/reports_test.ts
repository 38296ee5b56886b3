// Report builds of the shipped data: every scenario, --scenario and --currency, -p, a path with a
// space, --help. Every scenario and the path with a space run in test:reports only (FULL).
import assert from "node:assert/strict";
import { dirname, join } from "node:path";
import { tco } from "../../lib/model/cost.ts";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import { PARAMETERS } from "../../lib/params.ts";
import { UNIT_WORDS } from "../../lib/words/messages/units.ts";
import { CNY, formatMoney } from "../../lib/present/format.ts";
import {
  applyOverrides,
  caseScenarioId,
  cheapestWay,
  overridesFromParameters,
  resolveScenario,
} from "../../lib/scenario.ts";
import { rankDatasetJob } from "../../lib/scenario/jobs.ts";
import { moneyDigits } from "../../lib/present/table.ts";
import { jobTableRows } from "../../lib/present/job_ranking.ts";
import { FULL, ROOT, runReport } from "../helpers.ts";
import { scenarioSet, sharedBuild } from "./builds.ts";

const NOTEBOOKS = [...Deno.readDirSync(`${ROOT}notebooks`)].map((e) => e.name).filter((n) =>
  n.endsWith(".ipynb")
).map((n) => n.replace(".ipynb", "")).sort();

/** A report cache of the file's own, so that what it says about the cache holds whatever else runs. */
const cacheDir = await Deno.makeTempDir({ prefix: "report-cache-" });

function buildReports(data: string, out: string, extra: string[] = [], cache = cacheDir) {
  return runReport(["--data", data, "--out", out, ...extra], {
    env: { WORKBOOK_REPORT_CACHE: cache },
  });
}

Deno.test({
  name: "report: a project in a folder whose path has a space builds its reports",
  ignore: !FULL, // test:reports: a copy of the project and notebook 01 executed
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
  ignore: !FULL, // test:reports, beside the report lint of the same builds (tests/e2e/full/)
  sanitizeResources: false,
  async fn() {
    const { dataset } = await loadDatasetOrThrow(`${ROOT}data`);
    // the builds the report lint reads too (tests/e2e/builds.ts): each scenario in its currency
    for (const s of dataset.scenarios.filter((s) => s.id !== "seed-3090-autodl")) {
      const r = await sharedBuild(scenarioSet(s.id, s.currency).args);
      assert.equal(r.code, 0, `${s.id}: ${r.stderr}`);
      for (const name of NOTEBOOKS) {
        const page = await Deno.readTextFile(`${r.out}/${name}.html`);
        // the scenario, or the case the notebook makes of it (10 does the work it prices: my-…)
        const ids = `(?:${s.id}|${caseScenarioId(s.id)})`;
        assert.match(page, new RegExp(`<code>${ids}</code>`), `${name} shows ${s.id}`);
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
    for (const cny of [t.own.total, t.rent.total]) {
      assert.ok(page.includes(formatMoney(cny, CNY)), `${formatMoney(cny, CNY)} in the report`);
    }
    assert.match(page, /<code>hours_per_day<\/code> = 6 h\/day/);
    assert.match(
      await Deno.readTextFile(`${out}/index.html`),
      /<code>cloud_price<\/code> = 2 CNY per GPU-hour/,
    );
  },
});

Deno.test({
  name:
    "report -p job=bert-large-squad ranks that job in 08, and -p purchase_price prices the scenario's own machine there as its TCO does",
  sanitizeResources: false,
  async fn() {
    const r = await sharedBuild([
      "--only",
      "08",
      "-p",
      "job=bert-large-squad",
      "-p",
      "purchase_price=5000",
    ]);
    assert.equal(r.code, 0, r.stderr);
    const page = await Deno.readTextFile(`${r.out}/08_job_cost.html`);
    assert.match(page, /Cost of bert-large-squad against the time to finish it/);
    assert.match(page, /<code>job<\/code> = bert-large-squad/);
    assert.doesNotMatch(page, /swin-b-imagenet-run/);
    // the document's 3090 at 5,000 CNY, in the ranking at the model's cost of the run
    const { dataset } = await loadDatasetOrThrow(`${ROOT}data`);
    const resolved = applyOverrides(
      resolveScenario(dataset, "seed-3090-autodl"),
      overridesFromParameters({ purchase_price: 5000 }, 1),
    );
    const ranked = rankDatasetJob(dataset, "bert-large-squad", resolved);
    const run = ranked.ranking.rows.find((x) => x.id === "rtx3090-doc")!;
    const rows = page.match(/<tr>(?:(?!<\/tr>).)*>rtx3090-doc<(?:(?!<\/tr>).)*<\/tr>/gs) ?? [];
    assert.equal(rows.length, 1);
    // in the decimals of the table's cost column: none where a way shown costs 100 CNY or more
    const digits = moneyDigits(jobTableRows(ranked, { limit: 25 }).map((x) => x.cost));
    assert.ok(rows[0]!.includes(`>${formatMoney(run.cny, CNY, digits)}<`), rows[0]);
  },
});

Deno.test({
  name:
    "report: 07 prices renting everything as the index and calc do, the TCO of renting with its storage and set-up",
  sanitizeResources: false,
  async fn() {
    const { dataset } = await loadDatasetOrThrow(`${ROOT}data`);
    // the build the report lint and the test above read: researcher-intermittent in CNY
    const r = await sharedBuild(scenarioSet("researcher-intermittent", "CNY").args);
    assert.equal(r.code, 0, r.stderr);
    const rent = tco(resolveScenario(dataset, "researcher-intermittent").inputs).rent.total;
    assert.equal(formatMoney(rent, CNY), "4,991 CNY"); // 4,110.94 compute + 722.70 + 157.68
    // the fleet rents where the case's cheapest way rents: Gongji's preemptible 4090, 1,877.14 h
    // × 1.19 CNY × 1.1 + 2 set-up hours a month × 36 × 1.19 = 2,542.86 CNY, its storage unpriced
    const way = cheapestWay(resolveScenario(dataset, "researcher-intermittent"));
    assert.equal(way.cheapest.offering.id, "gongji-4090-preempt");
    assert.equal(formatMoney(way.cheapest.totalCny, CNY), "2,543 CNY");
    const page = await Deno.readTextFile(`${r.out}/07_hybrid_fleet.html`);
    assert.ok(page.includes(`Renting every GPU is cheapest (2,543 CNY)`), "07's chart caption");
    const index = await Deno.readTextFile(`${r.out}/index.html`);
    assert.match(index, /renting <strong>4,991 CNY<\/strong>/);
    assert.match(index, /rent the rest \(Spot: Gongji \(共绩算力\)\): 2,543 CNY/);
  },
});

Deno.test("report --help lists every parameter with its type, unit and default", async () => {
  const r = await runReport(["--help"]);
  assert.equal(r.code, 0);
  for (const p of PARAMETERS) {
    assert.match(
      r.stdout,
      new RegExp(
        `\\n  ${p.name} +${p.type}${
          p.unit ? `, ${UNIT_WORDS[p.unit].en.replace(/[/×]/g, ".")}` : ""
        }; default `,
      ),
    );
  }
});
