/**
 * A Chinese run says every message a reader can meet in Chinese (issue #38): a `-p` refused, a
 * parameters file refused, a case the data cannot make (an unknown scenario, machine or GPU
 * model, a work left unstated), a scenario's jobs a machine cannot run, `validate`'s lines and
 * `calc --json`'s labels. Each text holds Chinese and no English word but the data's names, ids,
 * units and snake_case names; the same refusal in English keeps the words of `-p`.
 */
import assert from "node:assert/strict";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import { issueText } from "../../lib/present/data_problems.ts";
import { localizeDataset } from "../../lib/data/localize.ts";
import { ParameterError, type ParameterValues, parseAssignment } from "../../lib/params.ts";
import { parseParameterFile } from "../../lib/params/file.ts";
import { sayError } from "../../lib/present/refusals.ts";
import { caseDescriber } from "../../lib/present/labels.ts";
import { parametersFromCommandLine, withCase } from "../../lib/cli/parameters.ts";
import { InputError } from "../../lib/cli/main.ts";
import { validationLines } from "../../lib/cli/validate.ts";
import { calculateWork, workText } from "../../lib/cli/work.ts";
import { calcJson, calcTextOf, calculate } from "../../lib/cli/calc.ts";
import { jobTextOf, rankJobOf } from "../../lib/cli/job.ts";
import { scenarioIssues } from "../../lib/scenario/check.ts";
import { caseRows } from "../../lib/scenario/case_rows.ts";
import { DEFAULT_SCENARIO_ID } from "../../lib/defaults.ts";
import { dataNames, englishWords } from "../../lib/report/lint.ts";
import { PARAMETERS } from "../../lib/params.ts";

const { dataset } = await loadDatasetOrThrow("data");

/** The Latin words a Chinese line may hold: the data's names and ids, and the parameters' names. */
const NAMES = await (async () => {
  const names = await dataNames("data");
  for (const p of PARAMETERS) names.add(p.name);
  // the codes of -p: its form, the values of lang and the number written in a JSON file
  for (const word of ["name", "value", "id", "en", "zh", "work", "fx"]) names.add(word);
  return names;
})();

/**
 * Asserts `text` is Chinese: Han characters, and no English word beyond {@linkcode NAMES} once
 * what the reader typed (`typed`, shown back as it was typed) is left out.
 */
function assertChinese(text: string, typed: readonly string[] = []): void {
  assert.match(text, /\p{Script=Han}/u, text);
  const rest = typed.reduce(
    (t, x) =>
      t.replace(
        new RegExp(`(?<![\\w-])${x.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w-])`, "g"),
        " ",
      ),
    text,
  );
  assert.deepEqual(englishWords(rest, NAMES), [], text);
}

/** The values a refusal shows back as the reader typed them. */
const TYPED = ["abc", "this is no pair", "no-such-scenario", "no-such-machine", "no-such-work"]
  .concat(["no-such-job", "data", "GTX 480", "speed", "fr", "XYZ"]);

/** The error `run` throws. */
function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  assert.fail("nothing was thrown");
}

Deno.test("a -p refused is worded in Chinese, and in English with the words of -p", () => {
  for (
    const [assignment, english] of [
      ["hours_per_day=30", /^Parameter hours_per_day: found 30, expected a number from 0 to 24/],
      ["cloud_price=abc", /^Parameter cloud_price: found "abc", expected a number above 0/],
      ["gpu_count=2.5", /^Parameter gpu_count: found 2.5, expected a whole number/],
      ["hours_per_day=5%", /\(% only for fractions and rates\)$/],
      ["speed=2", /^Unknown parameter "speed": the parameters are scenario, lang/],
      ["hours_per_day", /^Cannot read -p "hours_per_day": write it as NAME=VALUE/],
      ["lang=fr", /^Parameter lang: found "fr", expected one of en, zh/],
      ["fx_date=2026-02-30", /^Parameter fx_date: found "2026-02-30", expected a day as YYYY/],
      // a large bound grouped as the reader reads it, not 1000000
      ["model_params=5", /expected a number from 1,000,000 to 10,000,000,000,000 \(parameters\)/],
    ] as const
  ) {
    const error = thrown(() => parseAssignment(assignment));
    assert.ok(error instanceof ParameterError, assignment);
    assert.match(error.message, english);
    assertChinese(sayError(error, "zh")!, TYPED);
    assert.doesNotMatch(sayError(error, "zh")!, /\d{5}/, "a bound not grouped");
  }
});

Deno.test("a parameters file refused is worded in Chinese", () => {
  for (
    const text of ["hours_per_day: 30\n", "utilization: 0.5\nthis is no pair\n", "[1, 2]"]
  ) {
    const error = thrown(() => parseParameterFile(text, "my.yaml"));
    assert.ok(error instanceof ParameterError, text);
    assertChinese(sayError(error, "zh")!, TYPED);
  }
});

Deno.test("a command line with -p lang=zh or --lang zh refuses a -p in Chinese", async () => {
  for (
    const values of [
      { p: ["lang=zh", "hours_per_day=30"] },
      { p: ["hours_per_day=30"], lang: "zh" },
      { p: ["no_such=1", "lang=zh"] },
    ]
  ) {
    const error = await parametersFromCommandLine("compute", values).then(
      () => undefined,
      (e) => e,
    );
    assert.ok(error instanceof InputError, JSON.stringify(values));
    assert.ok(error.message.startsWith("无法计算："), error.message);
    assertChinese(error.message);
  }
});

Deno.test("a case the data cannot make is refused in the run's language", () => {
  for (
    const values of [
      { scenario: "no-such-scenario" },
      { machine: "no-such-machine" },
      { gpu_model: "GTX 480" },
      { gpu_model: "H100", gpu_count: 4 },
      { model_params: 7e9 },
      { work: "no-such-work" },
      { currency: "XYZ" },
    ]
  ) {
    const run = (lang: string) =>
      thrown(() => withCase("calculate", dataset, { ...values, lang }, () => 0));
    const zh = run("zh");
    assert.ok(zh instanceof InputError, JSON.stringify(values));
    assertChinese(zh.message, TYPED);
    const en = run("en");
    assert.ok(en instanceof InputError);
    assert.doesNotMatch(en.message, /\p{Script=Han}/u);
  }
});

Deno.test("a scenario whose machine cannot run its jobs is a problem worded in Chinese", () => {
  const [first, ...rest] = dataset.scenarios;
  const jobs = [
    { job: "no-such-job", count: 1 },
    { job: dataset.jobs[0]!.id, count: 100_000 },
  ];
  for (const job of jobs) {
    const broken = { ...dataset, scenarios: [{ ...first!, jobsPerMonth: [job] }, ...rest] };
    const issues = scenarioIssues(broken);
    assert.equal(issues.length, 1, JSON.stringify(job));
    const line = issueText(issues[0]!, "zh");
    assertChinese(line, TYPED);
    assert.match(issueText(issues[0]!, "en"), /expected jobs the scenario's machine .* can run/);
    const { stderr, stdout } = validationLines(
      { ok: false, issues, warnings: [] },
      "data",
      "zh",
    );
    for (const l of [...stderr, ...stdout]) assertChinese(l, TYPED);
  }
});

Deno.test("validate --lang zh says a valid folder and its warnings in Chinese", () => {
  const result = { ok: true as const, dataset, warnings: [] };
  const { stdout } = validationLines(result, "data", "zh");
  assertChinese(stdout.at(-1)!, TYPED);
  assert.match(validationLines(result, "data", "en").stdout.at(-1)!, /^data: valid: \d+ offerings/);
});

Deno.test("calc --json with -p lang=zh labels its options in Chinese beside their keys", () => {
  const json = calcJson(calculate(dataset, { scenario: DEFAULT_SCENARIO_ID, lang: "zh" }));
  for (const m of json.monthly) {
    assertChinese(m.label);
    assert.ok(["own", "cloud"].includes(m.kind) || m.kind.length > 0);
  }
  const english = calcJson(calculate(dataset, { scenario: DEFAULT_SCENARIO_ID }));
  assert.deepEqual(json.monthly.map((m) => m.kind), english.monthly.map((m) => m.kind));
  assert.deepEqual(
    json.monthly.map((m) => m.offeringId),
    english.monthly.map((m) => m.offeringId),
  );
});

Deno.test("a Chinese page's case copied as scenario rows is described in Chinese", () => {
  const zh = localizeDataset(dataset, "zh");
  const rows = caseRows(zh, DEFAULT_SCENARIO_ID, { machine: dataset.hardware[1]!.id }, {
    describe: caseDescriber("zh"),
  });
  const description = rows.lines[0]!.line.split(",")[1]!;
  assert.equal(rows.lines[0]!.file, "scenarios.csv");
  assert.match(description, /\p{Script=Han}/u, description);
});

/** The cases a Chinese calc is read in: every shipped scenario, and a buyer's owned, leased machine. */
const CALC_CASES: readonly ParameterValues[] = [
  ...dataset.scenarios.map((s) => ({ scenario: s.id })),
  { financing: "lease", owned: "true", buyer: "cn-general" },
  { financing: "loan", buyer: "cn-general", scenario: "team-8xh100-247" },
  { currency: "USD" },
];

Deno.test("calc --lang zh prints no English sentence: every shipped scenario, and a buyer's owned or financed machine", () => {
  for (const p of CALC_CASES) {
    const zh = calcTextOf(dataset, { ...p, lang: "zh" });
    for (const line of zh.split("\n")) assertChinese(line);
    // the same rows as in English, a figure a row
    const en = calcTextOf(dataset, p);
    assert.equal(zh.split("\n").length, en.split("\n").length, JSON.stringify(p));
  }
});

Deno.test("calc --work --lang zh prints no English sentence for any work of work.csv", () => {
  const zh = localizeDataset(dataset, "zh");
  for (const work of dataset.works) {
    const text = workText(calculateWork(zh, { work: work.id, lang: "zh" }), 15, "zh");
    for (const line of text.split("\n").filter((l) => l.trim() !== "")) assertChinese(line);
  }
});

Deno.test("calc --job --lang zh prints no English sentence for any job of jobs.csv, in the rows English has", () => {
  for (const job of dataset.jobs) {
    for (const p of [{}, { scenario: "team-8xh100-247" }, { currency: "USD" }]) {
      const zh = jobTextOf(dataset, job.id, { ...p, lang: "zh" });
      for (const line of zh.split("\n")) assertChinese(line);
      const en = jobTextOf(dataset, job.id, p);
      assert.equal(zh.split("\n").length, en.split("\n").length, `${job.id} ${JSON.stringify(p)}`);
    }
  }
});

Deno.test("calc --job refuses an unknown job in Chinese, its list of jobs joined by 、", () => {
  const zh = thrown(() => rankJobOf(dataset, "no-such-job", { lang: "zh" }));
  assert.ok(zh instanceof InputError);
  assertChinese(zh.message, TYPED);
  assert.match(zh.message, new RegExp(dataset.jobs.slice(0, 2).map((j) => j.id).join("、")));
  assert.doesNotMatch(zh.message, /, /);
  const en = thrown(() => rankJobOf(dataset, "no-such-job", {}));
  assert.match(
    (en as Error).message,
    new RegExp(dataset.jobs.slice(0, 2).map((j) => j.id).join(", ")),
  );
});

Deno.test("an unknown scenario or currency is refused in Chinese with the known ones joined by 、", () => {
  for (const values of [{ scenario: "no-such-scenario" }, { currency: "XYZ" }]) {
    const zh = thrown(() => withCase("calculate", dataset, { ...values, lang: "zh" }, () => 0));
    assert.ok(zh instanceof InputError);
    assert.match(zh.message, /中有 [^,]+、/, zh.message);
    assert.doesNotMatch(zh.message, /, /, zh.message);
  }
});

Deno.test("a work left unstated names, for each kind it lists, the field that states it", () => {
  for (const lang of ["zh", "en"] as const) {
    const error = thrown(() => calculateWork(dataset, { model_params: 7e9, lang }));
    assert.ok(error instanceof InputError);
    if (lang === "zh") assertChinese(error.message, TYPED);
    // a kind with no field would read "、（一组训练任务）" or ", (a mix of training runs)"
    assert.doesNotMatch(error.message, /(^|[、：,:]\s*)[（(]/, error.message);
  }
});
