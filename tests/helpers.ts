/** Test helpers: the valid fixture folder as text, and edits of it. */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { DATA_FILES } from "../lib/data/load.ts";

export const FIXTURE = fileURLToPath(new URL("./fixtures/valid/", import.meta.url));
export const ROOT = fileURLToPath(new URL("../", import.meta.url));

/** The fixture's files, name → text. */
export function fixtureFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of DATA_FILES) {
    try {
      files[name] = Deno.readTextFileSync(FIXTURE + name);
    } catch (error) {
      if (!(error instanceof Deno.errors.NotFound)) throw error; // an optional file left out
    }
  }
  return files;
}

/** Replaces the cell at spreadsheet `row` (header = 1) and `column` of a CSV text (simple CSV: no quoted commas in that row before the column). */
export function setCell(text: string, row: number, column: string, value: string): string {
  const lines = text.split("\n");
  const header = lines[0]!.split(",");
  const col = header.indexOf(column);
  if (col < 0) throw new Error(`no column ${column}`);
  const cells = splitCsvLine(lines[row - 1]!);
  cells[col] = value;
  lines[row - 1] = cells.map((c) => /[",\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c).join(
    ",",
  );
  return lines.join("\n");
}

/** Splits one CSV line into cells, honouring quotes. */
export function splitCsvLine(line: string): string[] {
  const out: string[] = [];
  let cur = "", quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') (cur += '"'), i++;
      else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") out.push(cur), cur = "";
    else cur += ch;
  }
  out.push(cur);
  return out;
}

/** Asserts `a` and `b` are within `tolerance` (absolute). */
export function near(actual: number, expected: number, tolerance: number, what = "value"): void {
  if (!(Math.abs(actual - expected) <= tolerance)) {
    throw new Error(`${what}: expected ${expected} ± ${tolerance}, got ${actual}`);
  }
}

/** Copies a folder's files (flat) to a new temporary folder. */
export async function copyFolder(from: string): Promise<string> {
  const to = await Deno.makeTempDir({ prefix: "workbook-test-" });
  for (const e of Deno.readDirSync(from)) {
    if (e.isFile) await Deno.copyFile(`${from}/${e.name}`, `${to}/${e.name}`);
  }
  return to;
}

/** Runs `deno ARGS` in the project folder and collects its output. */
export async function runDeno(
  args: string[],
  { env = {}, cwd = ROOT }: { env?: Record<string, string>; cwd?: string } = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  const { code, stdout, stderr } = await new Deno.Command(Deno.execPath(), {
    args,
    cwd,
    env,
    stdout: "piped",
    stderr: "piped",
  })
    .output();
  const dec = new TextDecoder();
  return { code, stdout: dec.decode(stdout), stderr: dec.decode(stderr) };
}

/** Runs the report command as `deno task report` does, with its permissions. */
export function runReport(
  args: string[],
  { env = {}, root = ROOT }: { env?: Record<string, string>; root?: string } = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  return runDeno([
    "run",
    "--allow-read",
    "--allow-write",
    "--allow-run",
    "--allow-env",
    join(root, "lib", "cli", "report.ts"),
    ...args,
  ], { env, cwd: root });
}

/**
 * How many cases a property draws: 100 in `deno task test` (fast-check's own default),
 * `WORKBOOK_PROPERTY_RUNS` when set (`deno task test:reports` draws 2,000 in every folder that holds
 * properties). fast-check draws new cases in every run, so the quick runs add up; the long one is
 * the stress run.
 */
export const PROPERTY_RUNS = Number(Deno.env.get("WORKBOOK_PROPERTY_RUNS") ?? 100);

/**
 * How many cases a property draws whose every case is whole calc runs on a whole data set
 * (`tests/scenario/case_whole_test.ts`): 100 in `deno task test`, as {@link PROPERTY_RUNS},
 * `WORKBOOK_PROPERTY_RUNS` when set (`deno task test:reports` draws 2,000).
 */
export const CASE_RUNS = PROPERTY_RUNS;

/**
 * Whether this run is `deno task test:reports` (`WORKBOOK_FULL=1`): the end-to-end tests and steps
 * the quick `deno task test` leaves to it (more builds, Chromium cases and the report lint of more
 * pages) run only then; elsewhere they are listed as ignored, so that a quick run says what it left.
 */
export const FULL = Deno.env.get("WORKBOOK_FULL") === "1";
