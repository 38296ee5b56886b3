// tests/words/, the catalogue of words: languages, prose, Chinese runs, in one worker of
// `deno task test`: lib/cli/run.ts says why (tests/cli/run_test.ts holds it to the folder).
import "../words/chinese_runs_test.ts";
import "../words/english_literals_test.ts";
import "../words/keys_only_test.ts";
import "../words/languages_test.ts";
import "../words/messages_test.ts";
import "../words/prose_test.ts";
