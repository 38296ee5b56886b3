// tests/import/, the catalog import: parsing a snapshot and fetching one, in one worker of
// `deno task test`: lib/cli/run.ts says why (tests/cli/run_test.ts holds it to the folder).
import "../import/fetch_test.ts";
import "../import/history_test.ts";
import "../import/skypilot_test.ts";
