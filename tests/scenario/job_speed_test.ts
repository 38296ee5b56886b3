// A scenario's hours from the jobs it runs in a month (jobs_per_month in scenarios.csv).
import assert from "node:assert/strict";
import { expectedText } from "../../lib/present/data_problems.ts";
import { readDataFiles } from "../../lib/data/files.ts";
import { parseDataset } from "../../lib/data/load.ts";
import { hoursPerDayOfJobs } from "../../lib/scenario/job_speed.ts";
import { resolveScenario } from "../../lib/scenario.ts";
import { ROOT } from "../helpers.ts";

const files = await readDataFiles(`${ROOT}data`);

/** data/ with `jobs_per_month` set to `value` on the document's scenario (the first row). */
function withJobs(value: string) {
  const [header, first, ...rest] = files["scenarios.csv"]!.split("\n");
  const text = [
    `${header},jobs_per_month`,
    `${first},"${value}"`,
    ...rest.map((l) => l ? `${l},` : l),
  ]
    .join("\n");
  return parseDataset({ ...files, "scenarios.csv": text });
}

Deno.test("jobs_per_month sets the scenario's hours: 30 Swin-B epochs on the document's 3090", () => {
  const result = withJobs("swin-b-imagenet-run:30");
  assert.ok(result.ok, JSON.stringify(!result.ok && result.issues));
  const s = resolveScenario(result.dataset, "seed-3090-autodl");
  // A2: an epoch in 4 h 52 min on the local 3090; 30 a month × 12 months / 365 days
  const expected = 30 * (4 + 52 / 60) * 12 / 365; // 4.80 h/day
  assert.ok(Math.abs(s.inputs.usedHoursPerDay - expected) < 1e-9, String(s.inputs.usedHoursPerDay));
});

Deno.test("jobs_per_month with a job jobs.csv lacks names the file, row and column", () => {
  const result = withJobs("no-such-job:3");
  assert.ok(!result.ok);
  const issue = result.issues.find((i) => i.column === "jobs_per_month");
  assert.ok(issue, JSON.stringify(result.issues));
  assert.equal(issue.file, "scenarios.csv");
  assert.equal(issue.row, 2);
  assert.match(expectedText(issue), /swin-b-imagenet-run/);
});

Deno.test("hoursPerDayOfJobs() refuses a month that needs more than 24 hours a day", () => {
  const result = withJobs("swin-b-imagenet-run:1");
  assert.ok(result.ok);
  const machine = result.dataset.hardware.find((h) => h.id === "rtx3090-doc")!;
  // 160 epochs × 4.867 h × 12 / 365 = 25.6 h/day
  assert.throws(
    () => hoursPerDayOfJobs(result.dataset, machine, [{ job: "swin-b-imagenet-run", count: 160 }]),
    /need 25\.6 hours a day, more than 24/,
  );
});
