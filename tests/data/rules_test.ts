/** The cross-column rules of the data: power columns, clusters, spot rates, blank storage prices. */
import assert from "node:assert/strict";
import { expectedText, formatIssue } from "../../lib/present/data_problems.ts";
import { formatWarning } from "../../lib/present/warnings.ts";
import { type LoadResult, parseDataset } from "../../lib/data/load.ts";
import { fixtureFiles, setCell } from "../helpers.ts";

const NOW = new Date("2026-12-01T00:00:00Z");

function issuesOf(result: LoadResult) {
  assert.equal(result.ok, false, "the data must be rejected");
  return result.ok ? [] : result.issues;
}

/** The fixture with scenario `row` given extra columns (blank in the other rows). */
function withScenarioColumns(row: number, cells: Record<string, string>) {
  const files = fixtureFiles();
  const lines = files["scenarios.csv"]!.trimEnd().split("\n");
  const names = Object.keys(cells);
  lines[0] += "," + names.join(",");
  for (let i = 1; i < lines.length; i++) {
    lines[i] += "," + names.map((n) => (i + 1 === row ? cells[n] : "")).join(",");
  }
  files["scenarios.csv"] = lines.join("\n") + "\n";
  return files;
}

Deno.test("parseDataset() refuses idle_power above wall_power, naming both columns, file and row", () => {
  const files = fixtureFiles();
  files["hardware.csv"] = setCell(files["hardware.csv"]!, 2, "idle_power", "900 W");
  const issues = issuesOf(parseDataset(files, { now: NOW }));
  assert.equal(issues.length, 1);
  const line = formatIssue(issues[0]!);
  assert.match(line, /^hardware\.csv row 2, column idle_power: found "0\.9 kW"/);
  assert.match(line, /wall_power \(0\.65 kW\)/);
});

Deno.test("parseDataset() accepts a cluster: 17 nodes of 8 GPUs drawing 173 kW as one row", () => {
  const files = fixtureFiles();
  let hw = setCell(files["hardware.csv"]!, 3, "gpu_count", "136");
  hw = setCell(hw, 3, "wall_power", "173 kW");
  hw = setCell(hw, 3, "idle_power", "40 kW");
  files["hardware.csv"] = hw;
  const result = parseDataset(files, { now: NOW });
  assert.ok(result.ok, result.ok ? "" : result.issues.map(formatIssue).join("\n"));
  const cluster = result.dataset.hardware.find((h) => h.id === "server-8xh100")!;
  assert.equal(cluster.gpuCount, 136);
  assert.equal(cluster.wallPowerKw, 173);
  files["hardware.csv"] = setCell(hw, 3, "wall_power", "10001 kW");
  assert.equal(issuesOf(parseDataset(files, { now: NOW }))[0]!.column, "wall_power");
});

Deno.test("parseDataset() reads spot's rate as a monthly share, interruptions a day or hours between them", () => {
  const cases: [Record<string, string>, number][] = [
    [{ interruptions_per_month: "10%" }, -Math.log(0.9) / 730],
    [{ interruptions_per_day: "3" }, 3 / 24],
    [{ hours_between_interruptions: "20" }, 1 / 20],
  ];
  for (const [cells, rate] of cases) {
    const result = parseDataset(withScenarioColumns(2, cells), { now: NOW });
    assert.ok(result.ok, result.ok ? "" : result.issues.map(formatIssue).join("\n"));
    const s = result.dataset.scenarios[0]!;
    assert.ok(Math.abs(s.interruptionsPerHour! - rate) <= 1e-15, JSON.stringify(cells));
    assert.equal(result.dataset.scenarios[1]!.interruptionsPerHour, undefined);
  }
  const wait = parseDataset(withScenarioColumns(2, { capacity_wait_minutes: "90" }), { now: NOW });
  assert.ok(wait.ok);
  assert.equal(wait.dataset.scenarios[0]!.capacityWaitHours, 1.5);
});

Deno.test("parseDataset() refuses a rate given twice and a checkpoint interval under a minute", () => {
  const twice = issuesOf(parseDataset(
    withScenarioColumns(2, { interruptions_per_month: "10%", interruptions_per_day: "1" }),
    { now: NOW },
  ));
  assert.equal(twice.length, 1);
  assert.equal(twice[0]!.column, "interruptions_per_day");
  assert.match(expectedText(twice[0]!), /interruptions_per_month gives it already/);
  const tiny = issuesOf(parseDataset(
    withScenarioColumns(2, { checkpoint_interval_hours: "1e-300" }),
    { now: NOW },
  ));
  assert.equal(tiny[0]!.column, "checkpoint_interval_hours");
  const zero = parseDataset(withScenarioColumns(2, { checkpoint_interval_hours: "0" }), {
    now: NOW,
  });
  assert.ok(zero.ok, "0 is the interval that bills least");
});

Deno.test("parseDataset() warns when a scenario keeps storage at an offering with no storage price", () => {
  const files = fixtureFiles();
  // team-8xh100 keeps 2,000 GB; blank its own offering's storage price
  const row = files["cloud_offerings.csv"]!.split("\n").findIndex((l) =>
    l.startsWith("aws-p5-od,")
  );
  let offerings = setCell(files["cloud_offerings.csv"]!, row + 1, "storage_price", "");
  offerings = setCell(offerings, row + 1, "storage_unit", "");
  files["cloud_offerings.csv"] = offerings;
  const result = parseDataset(files, { now: NOW });
  assert.ok(result.ok, result.ok ? "" : result.issues.map(formatIssue).join("\n"));
  const storage = result.warnings.filter((w) => w.column === "storage_price");
  assert.equal(storage.length, 1, storage.map(formatWarning).join("\n"));
  assert.match(
    formatWarning(storage[0]!),
    /aws-p5-od has no storage price; its storage is billed as 0/,
  );
});

Deno.test("blank header cells (a spreadsheet's trailing empty columns) are no column twice; a named one twice is refused", () => {
  const files = fixtureFiles();
  const [header, ...rows] = files["finance.csv"]!.trimEnd().split("\n");
  // two blank columns after the last, as a spreadsheet may save them
  const blank = [`${header},,`, ...rows.map((r) => `${r},,`)].join("\n") + "\n";
  const ok = parseDataset({ ...files, "finance.csv": blank }, { now: NOW });
  assert.ok(ok.ok, ok.ok ? "" : ok.issues.map(formatIssue).join("\n"));
  const named = [`${header},notes`, ...rows.map((r) => `${r},x`)].join("\n") + "\n";
  const twice = issuesOf(parseDataset({ ...files, "finance.csv": named }, { now: NOW }));
  assert.ok(
    twice.some((i) =>
      i.file === "finance.csv" && i.column === "notes" && i.problem?.kind === "column-twice"
    ),
  );
});
