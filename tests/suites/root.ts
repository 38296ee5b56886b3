// the test files at the top of tests/ in one worker of
// `deno task test`: lib/cli/run.ts says why (tests/cli/run_test.ts holds it to the folder).
import "../fuzz_test.ts";
import "../notebooks_test.ts";
import "../params_test.ts";
import "../workbook_test.ts";
