// The report lint in the default test run: the default scenario in its own currency (CNY) and the
// default language (tests/e2e/builds.ts, defaultReportSets). `deno task test:reports` lints every
// scenario in every currency and language and the -p example of docs/notebooks.md (tests/e2e/full/). The
// builds are shared and kept; a folder whose exact bytes the same lint and Chromium read clean
// before is not read again.
import assert from "node:assert/strict";
import { join } from "node:path";
import { FULL, ROOT, runDeno } from "../helpers.ts";
import { defaultReportSets } from "./builds.ts";
import { dataset, lintSets } from "./lint_sets.ts";
import { DEFECTS, reportPage } from "../report/pages.ts";

Deno.test({
  name: "report lint: the default scenario's reports in its own currency read clean in Chromium",
  sanitizeResources: false,
  sanitizeOps: false,
  fn: (t) => lintSets(t, defaultReportSets(dataset)),
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
    "lint-reports prints each finding with page and chart and exits 1, exits 0 on clean pages (test:reports), answers --help and -h",
  sanitizeResources: false,
  async fn() {
    const dir = await Deno.makeTempDir({ prefix: "lint-cli-" });
    await Deno.writeTextFile(join(dir, "01_clean.html"), reportPage());
    if (FULL) { // a Chromium of its own; the page's lint in tests/report/lint_test.ts
      const clean = await lintTask([dir]);
      assert.equal(clean.code, 0, clean.stderr);
      assert.match(clean.stdout, /no findings/);
    }

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
