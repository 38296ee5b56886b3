// the docs tests in one worker of `deno task test`: lib/cli/run.ts says why (tests/cli/run_test.ts
// holds it to the folder).
import "../docs/commands_test.ts";
import "../docs/findings_test.ts";
import "../docs/how_to_test.ts";
import "../docs/links_test.ts";
import "../docs/readme_test.ts";
import "../docs/resale_readme_test.ts";
import "../docs/sobol_readme_test.ts";
