// tests/whatif/, the what-if page computed without a browser, in one worker of
// `deno task test`: lib/cli/run.ts says why (tests/cli/run_test.ts holds it to the folder).
import "../whatif/compare_test.ts";
import "../whatif/controls_test.ts";
import "../whatif/figures_test.ts";
import "../whatif/portfolio_test.ts";
import "../whatif/sliders_test.ts";
import "../whatif/terms_test.ts";
import "../whatif/work_test.ts";
