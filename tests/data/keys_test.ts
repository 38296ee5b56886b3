// Every file with a key refuses a row that repeats it, naming the file, both rows and the key:
// which of two values would count is not for the workbook to guess.
import assert from "node:assert/strict";
import { formatIssue } from "../../lib/present/data_problems.ts";
import { type LoadResult, parseDataset } from "../../lib/data/load.ts";
import { FILES } from "../../lib/data/schema.ts";
import { JOB_FILES } from "../../lib/data/throughput.ts";
import { fixtureFiles, splitCsvLine } from "../helpers.ts";

const NOW = new Date("2026-12-01T00:00:00Z");
const JOB_TEXT: Record<string, string> = {
  "throughput.csv": [
    "gpu_model,workload,throughput,unit,precision,memory_gb,applies_to,source,as_of,notes",
    "RTX 3090,swin,80,samples/s,fp32,24,,doc,2023-01,",
  ].join("\n") + "\n",
  "jobs.csv": [
    "id,description,workload,epochs,work_per_epoch,memory_gb,max_gpus,deadline_hours,notes,source,as_of",
    "run,one epoch,swin,1,1000,22.1,1,,,doc,2023-01",
  ].join("\n") + "\n",
};

function issuesOf(result: LoadResult) {
  assert.equal(result.ok, false, "the data must be rejected");
  return result.ok ? [] : result.issues;
}

/** The key columns of each file: its `unique` columns, else its id column. */
const KEYED = Object.entries({ ...FILES, ...JOB_FILES }).flatMap(([file, spec]) => {
  const unique = ("unique" in spec ? spec.unique : undefined) ??
    (spec.key === undefined ? [] : [spec.key]);
  return unique.length === 0 ? [] : [{ file, unique: unique as readonly string[] }];
});

Deno.test("every data file has a key: ids, or the columns that together name a row", () => {
  assert.deepEqual(KEYED.map((k) => `${k.file}: ${k.unique.join(" + ")}`), [
    "fx.csv: currency + as_of",
    "cloud_offerings.csv: id",
    "hardware.csv: id",
    "sites.csv: id",
    "finance.csv: id",
    "buyers.csv: id",
    "scenarios.csv: id",
    "ranges.csv: parameter + scope + scope_id",
    "demand.csv: profile + gpus",
    "hidden_costs.csv: scenario_id + parameter",
    "throughput.csv: gpu_model + workload + applies_to",
    "jobs.csv: id",
  ]);
});

for (const { file, unique } of KEYED) {
  Deno.test(`${file}: a row repeating the key ${unique.join(" + ")} of row 2 is refused, naming both rows and the key`, () => {
    const files = { ...fixtureFiles(), ...JOB_TEXT };
    const lines = files[file]!.trimEnd().split("\n");
    const header = lines[0]!.split(",");
    const second = splitCsvLine(lines[1]!);
    files[file] = [...lines, lines[1]].join("\n") + "\n";
    const issues = issuesOf(parseDataset(files, { now: NOW }));
    const repeated = issues.filter((i) => i.file === file && i.row === lines.length + 1);
    assert.equal(repeated.length, 1, issues.map(formatIssue).join("\n"));
    const text = formatIssue(repeated[0]!);
    const column = unique.findLast((c) => header.includes(c)); // optional key columns may be left out
    assert.ok(text.startsWith(`${file} row ${lines.length + 1}, column ${column}:`), text);
    assert.match(text, /row 2 has/);
    for (const column of unique) {
      const cell = (second[header.indexOf(column)] ?? "").trim();
      if (cell !== "") assert.ok(text.includes(cell), `${text} names ${column} ${cell}`);
    }
  });
}

Deno.test("hidden_costs.csv: the same scenario and parameter twice with two values is refused", () => {
  // row 3 of the fixture: seed-3090-autodl,people,peopleCnyPerHour,100,CNY; rows 2-6 are its rows
  const files = fixtureFiles();
  files["hidden_costs.csv"] = files["hidden_costs.csv"]!.trimEnd() +
    "\nseed-3090-autodl,people,peopleCnyPerHour,150,CNY,Another estimate,assumption,2026-12\n";
  const issues = issuesOf(parseDataset(files, { now: NOW }));
  assert.deepEqual(issues.map(formatIssue), [
    'hidden_costs.csv row 7, column parameter: found "peopleCnyPerHour", expected a scenario_id and parameter not used together before: row 3 has scenario_id seed-3090-autodl and parameter peopleCnyPerHour already (keep one of the two rows)',
  ]);
});

Deno.test("demand.csv: a number of GPUs written twice in one profile is one key, 2 and 2.0 alike", () => {
  const files = fixtureFiles();
  // the fixture's small-team holds 1, 2 and 4 GPUs at 50 %, 30 % and 20 %: 2.0 repeats row 3's 2
  files["demand.csv"] = files["demand.csv"]!.trimEnd() + "\nsmall-team,2.0,0%,,x,2026-12\n";
  const issues = issuesOf(parseDataset(files, { now: NOW }));
  assert.deepEqual(issues.map(formatIssue), [
    'demand.csv row 5, column gpus: found "2.0", expected a profile and gpus not used together before: row 3 has profile small-team and gpus 2 already (keep one of the two rows)',
  ]);
  // the same number in another profile is another key
  const other = fixtureFiles();
  other["demand.csv"] = other["demand.csv"]!.trimEnd() + "\nbig-team,2,100%,,x,2026-12\n";
  const result = parseDataset(other, { now: NOW });
  assert.ok(result.ok, result.ok ? "" : result.issues.map(formatIssue).join("\n"));
});

Deno.test("fx.csv: two rates of one currency on one date are refused; on two dates they are a history", () => {
  const files = fixtureFiles();
  // row 2 of the fixture: USD,7.1957,2024
  files["fx.csv"] = files["fx.csv"]!.trimEnd() + "\nUSD,7.3,2024,another source\n";
  const issues = issuesOf(parseDataset(files, { now: NOW }));
  const text = issues.map(formatIssue).find((t) => t.startsWith("fx.csv"));
  assert.match(text ?? "", /row 2 has currency USD and as_of 2024 already/);
});
