/**
 * The report lint over report sets: each set built once (shared and kept, see `builds.ts`) and
 * every page read in headless Chromium. A folder whose exact bytes the same lint and Chromium read
 * clean before is not read again, so a warm run reads only what changed.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import { hashFolder, sha256 } from "../../lib/report/cache.ts";
import { dataNames, formatFindings, launchChromium, lintReports } from "../../lib/report/lint.ts";
import { ROOT } from "../helpers.ts";
import { type ReportSet, sharedBuild } from "./builds.ts";

/** The shipped data, whose scenarios the report sets are built from. */
export const { dataset } = await loadDatasetOrThrow(`${ROOT}data`);

/** The currency codes the shipped data knows: CNY and those of fx.csv. */
const CURRENCIES = ["CNY", ...new Set(dataset.fx.map((r) => r.currency))];

/** The words of the data's names a Chinese page may show. */
const NAMES = await dataNames(`${ROOT}data`);

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

/** Builds `sets` and lints each, one test step a set: no finding on any page. */
export async function lintSets(t: Deno.TestContext, sets: readonly ReportSet[]): Promise<void> {
  // the lint of one build reads while the next one builds
  const built = sets.map((b) => sharedBuild(b.args));
  // Chromium starts only when a build holds pages not yet read clean (see cleanKey)
  let browser: Promise<Browser> | undefined;
  try {
    for (const [i, b] of sets.entries()) {
      await t.step(`${b.label}: no finding on any page`, async () => {
        const r = await built[i]!;
        assert.equal(r.code, 0, `${b.label}: the build failed: ${r.stderr}`);
        const options = { currency: b.currency, currencies: CURRENCIES };
        const clean = join(r.out, "..", `lint-clean-${await cleanKey(r.out, options)}`);
        if (await exists(clean)) return; // these very bytes read clean with this lint and Chromium
        browser ??= launchChromium();
        const findings = await lintReports(r.out, {
          ...options,
          names: NAMES,
          browser: await browser,
        });
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
}
