// tests/present/, the words, tables and charts the reports show, in one worker of
// `deno task test`: lib/cli/run.ts says why (tests/cli/run_test.ts holds it to the folder).
import "../present/article_test.ts";
import "../present/break_even_chart_test.ts";
import "../present/chart_kinds_test.ts";
import "../present/chart_words_test.ts";
import "../present/claims_words_test.ts";
import "../present/colors_test.ts";
import "../present/cumulative_caption_test.ts";
import "../present/data_problems_test.ts";
import "../present/document_rows_test.ts";
import "../present/findings_lang_test.ts";
import "../present/findings_test.ts";
import "../present/format_test.ts";
import "../present/hidden_cost_chart_test.ts";
import "../present/in_sentence_test.ts";
import "../present/inputs_test.ts";
import "../present/job_chart_test.ts";
import "../present/labels_test.ts";
import "../present/lang_branches_test.ts";
import "../present/parameters_test.ts";
import "../present/reasons_test.ts";
import "../present/scenario_reasons_test.ts";
import "../present/sources_test.ts";
import "../present/table_test.ts";
import "../present/tornado_rows_test.ts";
import "../present/warnings_test.ts";
import "../present/work_test.ts";
