// `deno task test:reports`: every notebook runs in JupyterLab with the Deno kernel; the default
// test run opens two of them (tests/e2e/lab_test.ts).
import { runNotebooksInLab } from "../lab.ts";

Deno.test({
  name:
    "lab: every notebook runs in JupyterLab with the Deno kernel, and editing the parameters cell changes the figures",
  sanitizeResources: false,
  sanitizeOps: false,
  fn: () => runNotebooksInLab(),
});
