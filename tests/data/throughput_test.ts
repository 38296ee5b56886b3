import assert from "node:assert/strict";
import { expectedText, formatIssue } from "../../lib/present/data_problems.ts";
import { type LoadResult, parseDataset } from "../../lib/data/load.ts";
import { fixtureFiles, near, ROOT, setCell } from "../helpers.ts";

const NOW = new Date("2026-12-01T00:00:00Z");
const THROUGHPUT = [
  "gpu_model,workload,throughput,unit,precision,memory_gb,applies_to,source,as_of,notes",
  "RTX 3090,swin,1281167 / ((4 + 52/60) * 3600),samples/s,fp32,24,,doc,2023-01,",
  "RTX 3090,swin,32 / 0.428,samples/s,fp32,24,autodl-3090-doc,doc,2023-01,",
].join("\n");
const JOBS = [
  "id,description,workload,epochs,work_per_epoch,memory_gb,max_gpus,deadline_hours,notes,source,as_of",
  'run,one epoch,swin,1,"1,281,167",22.1,1,,,doc,2023-01',
].join("\n");

function parse(throughput = THROUGHPUT, jobs = JOBS): LoadResult {
  return parseDataset(
    { ...fixtureFiles(), "throughput.csv": throughput, "jobs.csv": jobs },
    { now: NOW },
  );
}

function issuesOf(result: LoadResult) {
  assert.equal(result.ok, false, "the data must be rejected");
  return result.ok ? [] : result.issues;
}

Deno.test("a folder without throughput.csv and jobs.csv validates, with no jobs", () => {
  const result = parseDataset(fixtureFiles(), { now: NOW });
  assert.ok(result.ok, result.ok ? "" : result.issues.map(formatIssue).join("\n"));
  assert.deepEqual(result.dataset.jobs, []);
  assert.deepEqual(result.dataset.throughput, []);
});

Deno.test("throughput.csv and jobs.csv are read with arithmetic cells and thousands separators", () => {
  const result = parse();
  assert.ok(result.ok, result.ok ? "" : result.issues.map(formatIssue).join("\n"));
  const [local, cloud] = result.dataset.throughput;
  near(local!.perSecond, 1_281_167 / (4.8667 * 3600), 0.01, "local images a second"); // A2
  assert.equal(cloud!.appliesTo, "autodl-3090-doc");
  const job = result.dataset.jobs[0]!;
  assert.equal(job.work, 1_281_167);
  assert.equal(job.deadlineHours, undefined);
});

Deno.test("a bad throughput cell is an issue with file, row and column", () => {
  const issues = issuesOf(parse(setCell(THROUGHPUT, 3, "throughput", "fast")));
  assert.deepEqual(issues.map((i) => [i.file, i.row, i.column]), [
    ["throughput.csv", 3, "throughput"],
  ]);
});

Deno.test("a job whose workload has no throughput figure is an issue naming the known ones", () => {
  const issues = issuesOf(parse(THROUGHPUT, setCell(JOBS, 2, "workload", "bert")));
  assert.equal(issues.length, 1);
  assert.deepEqual([issues[0]!.file, issues[0]!.row, issues[0]!.column], [
    "jobs.csv",
    2,
    "workload",
  ]);
  assert.match(expectedText(issues[0]!), /swin/);
});

Deno.test("applies_to must name an offering or machine of the same GPU model", () => {
  const unknown = issuesOf(parse(setCell(THROUGHPUT, 3, "applies_to", "nowhere")));
  assert.deepEqual(unknown.map((i) => [i.row, i.column]), [[3, "applies_to"]]);
  const other = issuesOf(parse(setCell(THROUGHPUT, 3, "applies_to", "aws-p5-od")));
  assert.match(expectedText(other[0]!), /H100 80GB/);
});

Deno.test("one GPU model has one memory, and a figure is given once per scope", () => {
  const memory = issuesOf(parse(setCell(THROUGHPUT, 3, "memory_gb", "48")));
  assert.deepEqual(memory.map((i) => [i.row, i.column]), [[3, "memory_gb"]]);
  const twice = issuesOf(parse(setCell(THROUGHPUT, 3, "applies_to", "")));
  assert.deepEqual(twice.map((i) => [i.row, i.column]), [[3, "applies_to"]]);
  assert.match(
    formatIssue(twice[0]!),
    /row 2 has gpu_model RTX 3090 and workload swin and applies_to \(blank\) already/,
  );
});

Deno.test("a required blank cell of jobs.csv is an issue; deadline_hours may be blank", () => {
  const issues = issuesOf(parse(THROUGHPUT, setCell(JOBS, 2, "max_gpus", "")));
  assert.deepEqual(issues.map((i) => [i.file, i.row, i.column]), [["jobs.csv", 2, "max_gpus"]]);
});

Deno.test("the shipped data's GPU models in throughput.csv are all spelt as offerings spell them", async () => {
  const { loadDataset } = await import("../../lib/data/folder.ts");
  const result = await loadDataset(`${ROOT}data`, { now: NOW });
  assert.ok(result.ok);
  assert.deepEqual(result.warnings.filter((w) => w.file === "throughput.csv"), []);
});
