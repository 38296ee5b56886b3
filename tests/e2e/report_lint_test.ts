// Builds the reports of every shipped scenario in its own currency and in the other of CNY and
// USD, and once with the README's -p example, and reads every page with the report lint. The builds
// are shared and kept (tests/e2e/builds.ts); a folder whose exact bytes the same lint and Chromium
// read clean before is not read again.
import assert from "node:assert/strict";
import { join } from "node:path";
import { DEFAULT_SCENARIO } from "../../lib/cli/report.ts";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import type { Browser } from "playwright-core";
import { hashFolder, sha256 } from "../../lib/report/cache.ts";
import { formatFindings, launchChromium, lintReports } from "../../lib/report/lint.ts";
import { ROOT, runDeno } from "../helpers.ts";
import { sharedBuild } from "./builds.ts";
import { DEFECTS, reportPage } from "../report/pages.ts";

interface Build {
  label: string;
  currency: string;
  args: string[];
}

/** The currency codes the shipped data knows: CNY and those of fx.csv. */
const { dataset } = await loadDatasetOrThrow(`${ROOT}data`);
const CURRENCIES = ["CNY", ...new Set(dataset.fx.map((r) => r.currency))];

function shippedBuilds(): Build[] {
  const builds: Build[] = [];
  for (const s of dataset.scenarios) {
    const other = s.currency === "USD" ? "CNY" : "USD";
    for (const currency of [s.currency, other]) {
      builds.push({
        label: `${s.id} in ${currency}`,
        currency,
        args: ["--scenario", s.id, "--currency", currency],
      });
    }
  }
  // the README's "6 hours a day at 2 CNY/h", as typed there: the default scenario, its currency
  const first = dataset.scenarios.find((s) => s.id === DEFAULT_SCENARIO)!;
  builds.push({
    label: `${first.id} with -p hours_per_day=6 -p cloud_price=2.0`,
    currency: first.currency,
    args: ["-p", "hours_per_day=6", "-p", "cloud_price=2.0"],
  });
  return builds;
}

const CHROMIUM_VERSION = await new Deno.Command("/usr/bin/chromium", {
  args: ["--version"],
  stdout: "piped",
  stderr: "null",
}).output().then((o) => new TextDecoder().decode(o.stdout).trim(), () => "unknown");
const LIB_HASH = await hashFolder(join(ROOT, "lib"));

/**
 * What decides the lint's answer on a folder of reports: every page's bytes, the lint and the rest
 * of lib/, the Chromium that lays the pages out and the lint's options. A folder whose key was
 * read clean before (a stamp beside it) is clean again; findings are never remembered.
 */
async function cleanKey(dir: string, options: object): Promise<string> {
  const names = [...Deno.readDirSync(dir)].map((e) => e.name).filter((n) => n.endsWith(".html"))
    .sort();
  const pages = await Promise.all(names.map((n) => Deno.readFile(join(dir, n))));
  return await sha256([
    LIB_HASH,
    CHROMIUM_VERSION,
    JSON.stringify(options),
    ...names.flatMap((n, i) => [n, pages[i]!]),
  ]);
}

const exists = (path: string) => Deno.stat(path).then(() => true, () => false);

Deno.test({
  name:
    "report lint: every shipped scenario in CNY and USD, and the README's -p example, reads clean in Chromium",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn(t) {
    const builds = shippedBuilds();
    // shared with the other end-to-end tests and kept between runs (tests/e2e/builds.ts); the
    // lint of one build reads while the next one builds
    const built = builds.map((b) => sharedBuild(b.args));
    // Chromium starts only when a build holds pages not yet read clean (see cleanKey)
    let browser: Promise<Browser> | undefined;
    try {
      for (const [i, b] of builds.entries()) {
        await t.step(`${b.label}: no finding on any page`, async () => {
          const r = await built[i]!;
          assert.equal(r.code, 0, `${b.label}: the build failed: ${r.stderr}`);
          const options = { currency: b.currency, currencies: CURRENCIES };
          const clean = join(r.out, "..", `lint-clean-${await cleanKey(r.out, options)}`);
          if (await exists(clean)) return; // these very bytes read clean with this lint and Chromium
          browser ??= launchChromium();
          const findings = await lintReports(r.out, { ...options, browser: await browser });
          assert.equal(
            findings.length,
            0,
            `${b.label}: ${findings.length} finding(s)\n${formatFindings(findings)}`,
          );
          for (const e of Deno.readDirSync(join(r.out, ".."))) {
            if (e.name.startsWith("lint-clean-")) await Deno.remove(join(r.out, "..", e.name));
          }
          await Deno.writeTextFile(clean, "");
        });
      }
    } finally {
      await Promise.allSettled(built);
      if (browser) await (await browser).close();
    }
  },
});

const lintTask = (args: string[]) =>
  runDeno([
    "run",
    "--allow-read",
    "--allow-write",
    "--allow-run",
    "--allow-env",
    "--allow-sys",
    join(ROOT, "lib", "cli", "lint_reports.ts"),
    ...args,
  ]);

Deno.test({
  name:
    "lint-reports prints each finding with page and chart and exits 1, exits 0 on clean pages, answers --help and -h",
  sanitizeResources: false,
  async fn() {
    const dir = await Deno.makeTempDir({ prefix: "lint-cli-" });
    await Deno.writeTextFile(join(dir, "01_clean.html"), reportPage());
    const clean = await lintTask([dir]);
    assert.equal(clean.code, 0, clean.stderr);
    assert.match(clean.stdout, /no findings/);

    await Deno.writeTextFile(join(dir, "02_ticks.html"), reportPage(DEFECTS["si-money-tick"]));
    const found = await lintTask([dir, "--currency", "cny"]);
    assert.equal(found.code, 1, found.stderr);
    assert.match(
      found.stdout,
      /02_ticks\.html · si-money-tick · Cost against hours \(CNY\): tick labels in SI prefixes: "180m", "290m"/,
    );
    assert.match(found.stdout, /1 finding\(s\) on 1 page\(s\)/);

    for (const flag of ["--help", "-h"]) {
      const help = await lintTask([flag]);
      assert.equal(help.code, 0);
      assert.match(help.stdout, /^deno task lint-reports DIR/);
    }
    const unknown = await lintTask([dir, "--colour"]);
    assert.equal(unknown.code, 2);
    assert.match(unknown.stderr, /Unknown option '--colour': see deno task lint-reports --help/);
    const missing = await lintTask([join(dir, "nope")]);
    assert.equal(missing.code, 1);
    assert.match(missing.stderr, /nope is not a folder/);
    assert.doesNotMatch(missing.stderr, / {4}at /);
    await Deno.remove(dir, { recursive: true });
  },
});
