// deno task import: what it writes, what it refuses, and a report from a folder with an import.
import assert from "node:assert/strict";
import { join } from "node:path";
import { ROOT, runDeno, runReport, setCell } from "../helpers.ts";
import { copyFolderAs, testCache } from "./builds.ts";

const DIR = `${ROOT}tests/fixtures/skypilot/`;
const importTask = (args: string[]) =>
  runDeno(["run", "--allow-read", "--allow-write", `${ROOT}lib/cli/import.ts`, ...args]);

Deno.test("import skypilot writes an offering file, says what it did, and never overwrites without --force", async () => {
  const out = join(await Deno.makeTempDir(), "cloud_offerings.skypilot.csv");
  const r = await importTask([
    "skypilot",
    `${DIR}lambda_cut.csv`,
    `${DIR}runpod_cut.csv`,
    "--out",
    out,
    "--as-of",
    "2026-12-02",
  ]);
  assert.equal(r.code, 0, r.stderr);
  assert.match(
    r.stdout,
    /lambda_cut\.csv \(Lambda\): 4 rows read, 3 GPU rows kept, 1 CPU rows skipped/,
  );
  assert.match(r.stdout, /GPU models: A100 40GB, A100 80GB, H100 80GB, RTX 4090/);
  assert.match(r.stdout, /wrote 6 offerings/);
  const written = await Deno.readTextFile(out);
  const again = await importTask(["skypilot", `${DIR}lambda_cut.csv`, "--out", out]);
  assert.equal(again.code, 1);
  assert.match(again.stderr, /it exists; add --force/);
  assert.equal(await Deno.readTextFile(out), written, "the file was overwritten");
});

Deno.test("import skypilot: a bad catalog names file, row and column and writes nothing", async () => {
  const dir = await Deno.makeTempDir();
  const bad = join(dir, "lambda.csv");
  await Deno.writeTextFile(
    bad,
    (await Deno.readTextFile(`${DIR}lambda_cut.csv`)).replace(",10.32,europe", ",ten,europe"),
  );
  const out = join(dir, "cloud_offerings.skypilot.csv");
  const r = await importTask(["skypilot", bad, "--out", out]);
  assert.equal(r.code, 1);
  assert.match(
    r.stderr,
    /error: lambda\.csv row 3, column Price: found "ten", expected a price above 0/,
  );
  assert.match(r.stderr, /nothing was written/);
  await assert.rejects(Deno.stat(out));
});

Deno.test("import diff lists what changed and whether a scenario's verdict would", async () => {
  const r = await importTask([
    "diff",
    `${DIR}lambda_2026-11.csv`,
    `${DIR}lambda_2026-12.csv`,
    "--data",
    `${ROOT}data`,
  ]);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /1 added, 1 removed, 1 repriced/);
  assert.match(r.stdout, /repriced: sky-lambda-gpu_8x_a100-od: 10\.32 → 9\.6 USD\/instance-hour/);
  assert.match(r.stdout, /cheapest A100 40GB on_demand: 1\.2900 USD\/GPU-h → 1\.2000 USD\/GPU-h/);
});

Deno.test({
  name:
    "a data folder with an imported offering file validates, clashing ids are named, and the reports use it",
  sanitizeResources: false,
  async fn() {
    // named alike in every run, so that its kept cache serves a warm run (the key holds the name)
    const data = await copyFolderAs(`${ROOT}data`, "data-imported");
    const imported = join(data, "cloud_offerings.skypilot.csv");
    const r = await importTask([
      "skypilot",
      `${DIR}runpod_cut.csv`,
      "--out",
      imported,
      "--provider",
      "RunPod",
    ]);
    assert.equal(r.code, 0, r.stderr);
    const out = await Deno.makeTempDir({ prefix: "reports-imported-" });
    const built = await runReport(["--data", data, "--out", out, "--only", "03"], {
      env: { WORKBOOK_REPORT_CACHE: testCache("imported") },
    });
    assert.equal(built.code, 0, built.stderr);
    const page = await Deno.readTextFile(`${out}/03_break_even.html`); // the market in the data
    assert.match(page, /cloud_offerings\.skypilot\.csv/);
    assert.match(page, /in 2 file\(s\)/);
    // an id used in both files is an error naming both
    const hand = join(data, "cloud_offerings.csv");
    const id = (await Deno.readTextFile(imported)).split("\n")[1]!.split(",")[0]!;
    await Deno.writeTextFile(hand, setCell(await Deno.readTextFile(hand), 2, "id", id));
    const clash = await runDeno([
      "run",
      "--allow-read",
      `${ROOT}lib/cli/validate.ts`,
      "--data",
      data,
    ]);
    assert.equal(clash.code, 1);
    assert.match(
      clash.stderr,
      new RegExp(
        `cloud_offerings\\.skypilot\\.csv row \\d+, column id: found "${id}", expected an id no other offering file uses \\(cloud_offerings\\.csv row 2 has it\\)`,
      ),
    );
  },
});
