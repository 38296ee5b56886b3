// `deno task test:reports`: every notebook executed again with --force gives the bytes of the kept
// build. The default test run forces only the notebook that shows the changed price
// (tests/e2e/full/report_cache_test.ts); `deno task test:slow` executes every notebook 20 times.
import assert from "node:assert/strict";
import { join } from "node:path";
import { DEFAULT_SCENARIO } from "../../../lib/cli/report.ts";
import { runReport } from "../../helpers.ts";
import { scenarioSet, sharedBuild } from "../builds.ts";

Deno.test({
  name: "report: every notebook executed again with --force gives the kept build's bytes",
  sanitizeResources: false,
  async fn() {
    const set = scenarioSet(DEFAULT_SCENARIO, "CNY");
    const kept = await sharedBuild(set.args);
    assert.equal(kept.code, 0, kept.stderr);
    // a cache of its own, so that the forced build leaves the shared one as it was
    const cache = await Deno.makeTempDir({ prefix: "report-cache-" });
    const out = join(await Deno.makeTempDir({ prefix: "reports-forced-" }), "reports");
    const forced = await runReport([...set.args, "--force", "--out", out], {
      env: { WORKBOOK_REPORT_CACHE: cache },
    });
    assert.equal(forced.code, 0, forced.stderr);
    assert.doesNotMatch(forced.stderr, /unchanged/, "--force executes every notebook");
    const names = [...Deno.readDirSync(kept.out)].map((e) => e.name).sort();
    assert.deepEqual([...Deno.readDirSync(out)].map((e) => e.name).sort(), names);
    // the index of a folder that had a build says what moved since it; a first build does not
    const withoutSince = (html: string) =>
      html.replace(/(<p class="wb-prices">[^<]*?\.)\s*No price changed since[^<]*/, "$1");
    for (const name of names) {
      if (name === "index.html") {
        assert.equal(
          withoutSince(await Deno.readTextFile(join(out, name))),
          withoutSince(await Deno.readTextFile(join(kept.out, name))),
          "index.html differs between the kept build and a forced one",
        );
        continue;
      }
      assert.deepEqual(
        await Deno.readFile(join(out, name)),
        await Deno.readFile(join(kept.out, name)),
        `${name} differs between the kept build and a forced one`,
      );
    }
    await Deno.remove(cache, { recursive: true });
  },
});
