// tests/scenario/, resolving a scenario: choices, buyers, the cheapest way, work, in one worker of
// `deno task test`: lib/cli/run.ts says why (tests/cli/run_test.ts holds it to the folder).
import "../scenario/answer_property_test.ts";
import "../scenario/batch_test.ts";
import "../scenario/buyer_test.ts";
import "../scenario/buyers_test.ts";
import "../scenario/case_whole_test.ts";
import "../scenario/case_work_test.ts";
import "../scenario/cheapest_test.ts";
import "../scenario/choices_test.ts";
import "../scenario/demand_test.ts";
import "../scenario/job_speed_test.ts";
import "../scenario/market_test.ts";
import "../scenario/mix_test.ts";
import "../scenario/newcomer_test.ts";
import "../scenario/one_rate_test.ts";
import "../scenario/overrides_test.ts";
import "../scenario/portfolio_test.ts";
import "../scenario/ranges_test.ts";
import "../scenario/resale_test.ts";
import "../scenario/results_test.ts";
import "../scenario/serving_points_test.ts";
import "../scenario/serving_target_test.ts";
import "../scenario/trends_test.ts";
import "../scenario/work_fit_test.ts";
import "../scenario/work_kinds_test.ts";
import "../scenario/work_test.ts";
