// `deno task test:reports`: every notebook runs in JupyterLab with the Deno kernel, in headless
// Chromium, and 01's parameters cell is edited and run again. The default test run executes the
// notebooks with the same kernel through the report builds, without JupyterLab's page.
import { runNotebooksInLab } from "../lab.ts";

Deno.test({
  name:
    "lab: every notebook runs in JupyterLab with the Deno kernel, and editing the parameters cell changes the figures",
  sanitizeResources: false,
  sanitizeOps: false,
  fn: () => runNotebooksInLab(),
});
