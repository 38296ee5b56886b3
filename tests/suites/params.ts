// tests/params/, the parameters: their records, help and descriptions, in one worker of
// `deno task test`: lib/cli/run.ts says why (tests/cli/run_test.ts holds it to the folder).
import "../params/describe_test.ts";
import "../params/help_test.ts";
import "../params/names_test.ts";
