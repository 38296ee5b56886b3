// JupyterLab with the Deno kernel in headless Chromium, on two notebooks: 01 (whose parameters cell
// the test edits) and 02 (charts). `deno task test:reports` runs every notebook
// (tests/e2e/full/lab_test.ts).
import { runNotebooksInLab } from "./lab.ts";

Deno.test({
  name:
    "lab: notebooks 01 and 02 run in JupyterLab with the Deno kernel, and editing the parameters cell changes the figures",
  sanitizeResources: false,
  sanitizeOps: false,
  fn: () => runNotebooksInLab(["01", "02"]),
});
