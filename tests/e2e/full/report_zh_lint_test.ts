// `deno task test:reports`: Chinese builds of the default scenario with a parameter whose value or
// case words a Chinese page differently (a lease, a machine already owned, a serving work, a
// buyer's taxes) read clean in Chromium: no English word, `financing = lease` included.
import { DEFAULT_SCENARIO } from "../../../lib/cli/report.ts";
import { FULL } from "../../helpers.ts";
import type { ReportSet } from "../builds.ts";
import { dataset, lintSets } from "../lint_sets.ts";

/**
 * The parameters Chinese builds are linted with, a build a line: a lease, a buyer's taxes and a
 * serving work together (each words its own parts of the pages), and a machine already owned,
 * which takes no financing (two builds, not four: the full run stays within CI's time).
 */
const PARAMETERS = [
  ["financing=lease", "buyer=cn-general", "work=serve-70b-500m-tokens"],
  ["owned=true"],
] as const;

const currency = dataset.scenarios.find((s) => s.id === DEFAULT_SCENARIO)!.currency;

/** The Chinese build of the default scenario with `-p` each of `parameters`. */
const zhSet = (parameters: readonly string[]): ReportSet => ({
  label: `${DEFAULT_SCENARIO} (zh) with -p ${parameters.join(" -p ")}`,
  currency,
  args: ["-p", "lang=zh", ...parameters.flatMap((p) => ["-p", p])],
});

Deno.test({
  name:
    "report lint: Chinese builds with -p financing=lease, owned=true, a serving work and a buyer read clean in Chromium",
  ignore: !FULL, // test:reports: two builds of every notebook in JupyterLab
  sanitizeResources: false,
  sanitizeOps: false,
  fn: (t) => lintSets(t, PARAMETERS.map(zhSet)),
});
