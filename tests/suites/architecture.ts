// tests/architecture/, the library's shape: its imports run one way, in one worker of
// `deno task test`: lib/cli/run.ts says why (tests/cli/run_test.ts holds it to the folder).
import "../architecture/layers_test.ts";
