// tests/cli/, the command-line tasks: calc, validate, run, the JSON and its version, in one worker of
// `deno task test`: lib/cli/run.ts says why (tests/cli/run_test.ts holds it to the folder).
import "../cli/after_tax_test.ts";
import "../cli/calc_currency_test.ts";
import "../cli/calc_test.ts";
import "../cli/check_notebooks_test.ts";
import "../cli/columns_test.ts";
import "../cli/doc_lint_test.ts";
import "../cli/json_version_test.ts";
import "../cli/main_test.ts";
import "../cli/run_test.ts";
import "../cli/validate_test.ts";
import "../cli/work_test.ts";
