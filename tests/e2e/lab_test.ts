// JupyterLab with the Deno kernel in headless Chromium, on notebook 01, whose parameters cell the
// test edits and reruns. `deno task test:reports` runs every notebook the same way
// (tests/e2e/full/lab_test.ts).
import { runNotebooksInLab } from "./lab.ts";

Deno.test({
  name:
    "lab: notebook 01 runs in JupyterLab with the Deno kernel, and editing the parameters cell changes the figures",
  sanitizeResources: false,
  sanitizeOps: false,
  fn: () => runNotebooksInLab(["01"]),
});
