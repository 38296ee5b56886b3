// tests/data/, reading the data folder: cells, units, keys, encodings, rules, in one worker of
// `deno task test`: lib/cli/run.ts says why (tests/cli/run_test.ts holds it to the folder).
import "../data/cells_test.ts";
import "../data/encoding_test.ts";
import "../data/former_names_test.ts";
import "../data/fx_test.ts";
import "../data/hidden_costs_load_test.ts";
import "../data/keys_test.ts";
import "../data/load_test.ts";
import "../data/rules_test.ts";
import "../data/serving_data_test.ts";
import "../data/staleness_test.ts";
import "../data/throughput_test.ts";
import "../data/translations_test.ts";
import "../data/units_test.ts";
import "../data/used_prices_test.ts";
