// validate refuses what calc refuses: over random scenarios.csv rows (jobs_per_month, hours and
// the spot rate drawn at random, some beyond what a machine can run), every scenario that calc
// or calc --job cannot compute is a problem validate lists at that scenario's row, and validate
// lists nothing they compute. (The report build stops on the same list: lib/cli/report.ts.)
import assert from "node:assert/strict";
import { expectedText } from "../../lib/present/data_problems.ts";
import fc from "fast-check";
import { validateFolder } from "../../lib/cli/validate.ts";
import { calculate } from "../../lib/cli/calc.ts";
import { rankJobOf } from "../../lib/cli/job.ts";
import { InputError } from "../../lib/cli/main.ts";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import { ROOT, splitCsvLine } from "../helpers.ts";

const SHIPPED = (await loadDatasetOrThrow(`${ROOT}data`)).dataset;
const JOBS = SHIPPED.jobs.map((j) => j.id);
const TEXT: Record<string, string> = {};
for (const entry of Deno.readDirSync(`${ROOT}data`)) {
  if (entry.name.endsWith(".csv")) {
    TEXT[entry.name] = Deno.readTextFileSync(`${ROOT}data/${entry.name}`);
  }
}

const quote = (c: string) => /[",\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c;

/** scenarios.csv with `jobs_per_month` (added when missing) and `hours_per_day` set per row. */
function withRows(
  text: string,
  rows: readonly { jobs: string; hoursPerDay: string; perDay: string }[],
): string {
  const lines = text.trimEnd().split("\n");
  const header = splitCsvLine(lines[0]!);
  for (const column of ["jobs_per_month", "interruptions_per_day"]) {
    if (!header.includes(column)) header.push(column);
  }
  const at = (column: string) => header.indexOf(column);
  const out = [header.join(",")];
  lines.slice(1).forEach((line, i) => {
    const cells = splitCsvLine(line);
    while (cells.length < header.length) cells.push("");
    const r = rows[i % rows.length]!;
    cells[at("jobs_per_month")] = r.jobs;
    cells[at("hours_per_day")] = r.hoursPerDay;
    // one form of the rate a row: the month's share gives way to the day's when one is drawn
    if (r.perDay !== "") cells[at("interruptions_per_month")] = "";
    cells[at("interruptions_per_day")] = r.perDay;
    out.push(cells.map(quote).join(","));
  });
  return out.join("\n") + "\n";
}

const arbRow = fc.record({
  jobs: fc.oneof(
    fc.constant(""),
    fc.array(
      fc.tuple(fc.constantFrom(...JOBS), fc.integer({ min: 1, max: 600 })),
      { minLength: 1, maxLength: 3 },
    ).map((pairs) => pairs.map(([job, count]) => `${job}:${count}`).join(" ")),
  ),
  hoursPerDay: fc.integer({ min: 0, max: 24 }).map(String),
  perDay: fc.oneof(fc.constant(""), fc.double({ min: 0, max: 1440, noNaN: true }).map(String)),
});

Deno.test("validate lists a scenario's row exactly when calc or calc --job refuse it", async () => {
  const folder = await Deno.makeTempDir();
  const seen = { refused: 0, computed: 0, notLoaded: 0 };
  try {
    await fc.assert(
      fc.asyncProperty(fc.array(arbRow, { minLength: 1, maxLength: 6 }), async (rows) => {
        for (const [name, text] of Object.entries(TEXT)) {
          await Deno.writeTextFile(
            `${folder}/${name}`,
            name === "scenarios.csv" ? withRows(text, rows) : text,
          );
        }
        const validated = await validateFolder(folder);
        const loaded = await loadDatasetOrThrow(folder).catch(() => undefined);
        if (loaded === undefined) {
          // the files themselves are refused: calc stops at the load, validate lists them
          assert.equal(validated.ok, false);
          seen.notLoaded++;
          return;
        }
        const d = loaded.dataset;
        const listed = new Set(
          validated.ok ? [] : validated.issues.filter((i) => i.file === "scenarios.csv")
            .map((i) => i.row),
        );
        if (!validated.ok) {
          for (const i of validated.issues) {
            assert.ok(i.file !== "" && i.row > 0, `every problem has a file and row: ${i.file}`);
          }
        }
        for (const s of d.scenarios) {
          let refused = false;
          try {
            calculate(d, { scenario: s.id });
            rankJobOf(d, JOBS[0]!, { scenario: s.id });
          } catch (error) {
            if (!(error instanceof InputError)) throw error;
            refused = true;
          }
          assert.equal(
            listed.has(s.row),
            refused,
            `${s.id} (row ${s.row}): calc refused ${refused}`,
          );
          seen[refused ? "refused" : "computed"]++;
        }
      }),
      { numRuns: 40 },
    );
    // the draws reach both sides: scenarios refused and scenarios computed
    assert.ok(seen.refused > 0 && seen.computed > 0, JSON.stringify(seen));
  } finally {
    await Deno.remove(folder, { recursive: true });
  }
});

Deno.test("validate names 200 Swin-B runs a month on the document's 3090 at its row and column", async () => {
  const folder = await Deno.makeTempDir();
  try {
    for (const [name, text] of Object.entries(TEXT)) {
      const rows = [{ jobs: "swin-b-imagenet-run:200", hoursPerDay: "8", perDay: "" }];
      const first = name === "scenarios.csv"
        ? withRows(text, rows).split("\n").map((line, i) =>
          i <= 1 ? line : line.replace(/swin-b-imagenet-run:200/, "")
        ).join("\n")
        : text;
      await Deno.writeTextFile(`${folder}/${name}`, first);
    }
    const r = await validateFolder(folder);
    assert.equal(r.ok, false);
    if (r.ok) return;
    // 200 × 4.867 h × 12 / 365 = 32.0 h a day on one 3090: more than 24
    const issue = r.issues.find((i) => i.row === 2)!;
    assert.equal(issue.file, "scenarios.csv");
    assert.equal(issue.column, "jobs_per_month");
    assert.match(expectedText(issue), /32\.0 hours a day, more than 24/);
    assert.equal(r.issues.length, 1, "the other scenarios compute");
  } finally {
    await Deno.remove(folder, { recursive: true });
  }
});
