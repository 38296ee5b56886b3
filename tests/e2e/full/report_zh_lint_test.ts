// `deno task test:reports`: Chinese builds of the default scenario with a parameter whose value or
// case words a Chinese page differently (a lease, a machine already owned, a serving work, a
// buyer's taxes) read clean in Chromium: no English word, `financing = lease` included.
import { DEFAULT_SCENARIO } from "../../../lib/cli/report.ts";
import { FULL } from "../../helpers.ts";
import type { ReportSet } from "../builds.ts";
import { dataset, lintSets } from "../lint_sets.ts";

/** The parameters a Chinese build is linted with, one build each. */
const PARAMETERS = [
  "financing=lease",
  "owned=true",
  "work=serve-70b-500m-tokens",
  "buyer=cn-general",
] as const;

const currency = dataset.scenarios.find((s) => s.id === DEFAULT_SCENARIO)!.currency;

/** The Chinese build of the default scenario with `-p parameter`. */
const zhSet = (parameter: string): ReportSet => ({
  label: `${DEFAULT_SCENARIO} (zh) with -p ${parameter}`,
  currency,
  args: ["-p", "lang=zh", "-p", parameter],
});

Deno.test({
  name:
    "report lint: Chinese builds with -p financing=lease, owned=true, a serving work and a buyer read clean in Chromium",
  ignore: !FULL, // test:reports: four builds of every notebook in JupyterLab
  sanitizeResources: false,
  sanitizeOps: false,
  fn: (t) => lintSets(t, PARAMETERS.map(zhSet)),
});
