// `deno task test:reports`: every shipped scenario in CNY and in USD, in every report language
// (tests/e2e/builds.ts, LANGUAGES), and the -p example of docs/notebooks.md, each built and read clean by the
// report lint in Chromium. The default test run lints a subset of these sets.
import { allReportSets } from "../builds.ts";
import { dataset, lintSets } from "../lint_sets.ts";

Deno.test({
  name:
    "report lint: every shipped scenario in every currency and language, and the -p example of docs/notebooks.md, reads clean in Chromium",
  sanitizeResources: false,
  sanitizeOps: false,
  fn: (t) => lintSets(t, allReportSets(dataset)),
});
