// deno task import: what it writes, what it refuses, and a report from a folder with an import.
import assert from "node:assert/strict";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
// @ts-types="npm:@types/d3-dsv@3.0.7"
import { csvFormatRows, csvParseRows } from "d3-dsv";
import { copyFolder, FIXTURE, FULL, ROOT, runDeno, runReport, setCell } from "../helpers.ts";
import { filesUnder, halfWritten, serve } from "../import/servers.ts";
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

// import fetch: every catalog is served from 127.0.0.1 by the test; no test needs the internet.
const CATALOG = `${DIR}catalog-v7/`;
const toFileUrl = (path: string) => pathToFileURL(path).href;
const fetchTask = (args: string[]) =>
  runDeno([
    "run",
    "--allow-read",
    "--allow-write",
    "--allow-net",
    `${ROOT}lib/cli/import.ts`,
    "fetch",
    ...args,
  ]);

/**
 * A later snapshot of a catalog made from `text` by arithmetic: gpu_8x_a100 25 % dearer and
 * gpu_1x_a10 10 % cheaper in every region, gpu_1x_h100_pcie gone, gpu_1x_a100_new added (a copy of
 * gpu_1x_a100's rows).
 */
function laterSnapshot(text: string): string {
  const [header, ...rows] = csvParseRows(text);
  const at = (name: string) => header!.indexOf(name);
  const scale = (row: string[], k: number) =>
    row.map((cell, i) => i === at("Price") ? String(Number((Number(cell) * k).toFixed(4))) : cell);
  const out = rows.flatMap((row) => {
    const type = row[at("InstanceType")];
    if (type === "gpu_8x_a100") return [scale(row, 1.25)];
    if (type === "gpu_1x_a10") return [scale(row, 0.9)];
    if (type === "gpu_1x_h100_pcie") return [];
    if (type === "gpu_1x_a100") {
      return [row, row.map((cell, i) => i === at("InstanceType") ? "gpu_1x_a100_new" : cell)];
    }
    return [row];
  });
  return csvFormatRows([header!, ...out]) + "\n";
}

/** The change list `import fetch` printed for `cloud`: its indented lines under the heading. */
function fetchedChanges(stdout: string, cloud: string): string[] {
  const lines = stdout.split("\n");
  const from = lines.findIndex((l) => l.startsWith(`${cloud}: changes since the snapshot of`));
  assert.ok(from >= 0, `no change list for ${cloud} in:\n${stdout}`);
  const rest = lines.slice(from + 1);
  const end = rest.findIndex((l) => !l.startsWith("  "));
  return rest.slice(0, end < 0 ? undefined : end).map((l) => l.slice(2));
}

Deno.test({
  name:
    "import fetch twice keeps both snapshots, imports the second, and lists what import diff lists",
  // test:reports: the command against a local server; tests/import/fetch_test.ts holds download()
  ignore: !FULL,
  async fn() {
    const first = await Deno.readTextFile(`${CATALOG}lambda/vms.csv`);
    const second = laterSnapshot(first);
    let served = first;
    const server = serve((request) =>
      new URL(request.url).pathname === "/catalogs/v7/lambda/vms.csv"
        ? new Response(served)
        : new Response("not found", { status: 404 })
    );
    try {
      const data = await Deno.makeTempDir({ prefix: "fetch-data-" });
      const from = `${server.url}/catalogs/v7`;
      const args = ["--from", from, "--clouds", "lambda", "--data", data];
      const one = await fetchTask([...args, "--as-of", "2026-11-01"]);
      assert.equal(one.code, 0, one.stderr);
      assert.match(
        one.stderr,
        /lambda\.csv: 59,797 bytes from http:\/\/127\.0\.0\.1:\d+\/catalogs\/v7\/lambda\/vms\.csv/,
      );
      assert.match(one.stdout, /lambda: no earlier snapshot/);
      served = second;
      const two = await fetchTask([...args, "--as-of", "2026-12-01"]);
      assert.equal(two.code, 0, two.stderr);

      // the raw files are kept as served, each under its day
      const snapshots = join(data, "snapshots", "skypilot");
      assert.equal(await Deno.readTextFile(join(snapshots, "2026-11-01", "lambda.csv")), first);
      assert.equal(await Deno.readTextFile(join(snapshots, "2026-12-01", "lambda.csv")), second);

      // the offering file holds the second's rows, as import skypilot writes them
      const expected = join(await Deno.makeTempDir(), "cloud_offerings.expected.csv");
      const imported = await importTask([
        "skypilot",
        join(snapshots, "2026-12-01", "lambda.csv"),
        "--out",
        expected,
        "--as-of",
        "2026-12-01",
        "--source",
        `SkyPilot catalog ${from}/lambda/vms.csv`,
      ]);
      assert.equal(imported.code, 0, imported.stderr);
      assert.equal(
        await Deno.readTextFile(join(data, "cloud_offerings.skypilot-lambda.csv")),
        await Deno.readTextFile(expected),
      );

      // the change list is import diff's of the two snapshots
      const diffed = await importTask([
        "diff",
        join(snapshots, "2026-11-01", "lambda.csv"),
        join(snapshots, "2026-12-01", "lambda.csv"),
        "--data",
        data,
      ]);
      assert.equal(diffed.code, 0, diffed.stderr);
      const diffList = diffed.stdout.trimEnd().split("\n").filter((l) =>
        !l.startsWith("scenario ") && !l.startsWith("(the scenarios")
      );
      const changes = fetchedChanges(two.stdout, "lambda");
      assert.deepEqual(changes, diffList);
      assert.match(
        two.stdout,
        /lambda: changes since the snapshot of 2026-11-01 \(30 days earlier\):/,
      );
      assert.equal(changes[0], "1 added, 1 removed, 2 repriced");
      assert.deepEqual(changes.filter((l) => l.startsWith("repriced:")), [
        // largest move first: 10.32 × 1.25 = 12.9, 0.75 × 0.9 = 0.675
        "repriced: sky-lambda-gpu_8x_a100-od: 10.32 → 12.9 USD/instance-hour (up 25.0 %)",
        "repriced: sky-lambda-gpu_1x_a10-od: 0.75 → 0.675 USD/instance-hour (down 10.0 %)",
      ]);
      assert.ok(changes.some((l) => l.startsWith("added: sky-lambda-gpu_1x_a100_new-od ")));
      assert.ok(changes.some((l) => l.startsWith("removed: sky-lambda-gpu_1x_h100_pcie-od ")));
    } finally {
      await server.close();
    }
  },
});

Deno.test({
  name: "a failed import fetch leaves the data folder byte for byte as it was and names the file",
  // test:reports: the command against a local server; tests/import/fetch_test.ts holds download()
  ignore: !FULL,
  async fn() {
    const lambda = await Deno.readFile(`${CATALOG}lambda/vms.csv`);
    const nebius = await Deno.readTextFile(`${CATALOG}nebius/vms.csv`);
    let mode = "good";
    const held: (() => void)[] = [];
    const release = () => held.splice(0).forEach((resolve) => resolve());
    const server = serve(async (request) => {
      const path = new URL(request.url).pathname;
      if (path === "/v7/lambda/vms.csv") return new Response(lambda);
      if (path !== "/v7/nebius/vms.csv") return new Response("not found", { status: 404 });
      if (mode === "404") return new Response("not found", { status: 404 });
      if (mode === "broken") {
        return new Response(nebius.replace(",2.95,eu-north1,", ",ten,eu-north1,"));
      }
      if (mode === "stalled") await new Promise<void>((resolve) => held.push(resolve));
      return new Response(nebius);
    });
    const half = halfWritten(lambda);
    try {
      const data = await Deno.makeTempDir({ prefix: "fetch-data-" });
      await Deno.writeTextFile(join(data, "cloud_offerings.csv"), "a hand-made file\n");
      const args = ["--from", `${server.url}/v7`, "--clouds", "lambda,nebius", "--data", data];
      const first = await fetchTask([...args, "--as-of", "2026-11-01"]);
      assert.equal(first.code, 0, first.stderr);
      const before = await filesUnder(data);
      assert.equal(before.size, 5); // the hand-made file, 2 offering files, 2 snapshots

      const cases: [string, string[], RegExp][] = [
        [
          "404",
          [],
          /Cannot fetch nebius\.csv from http:\/\/127\.0\.0\.1:\d+\/v7\/nebius\/vms\.csv: answered 404 Not Found; nothing was written/,
        ],
        [
          "broken",
          [],
          /error: nebius\.csv row \d+, column Price: found "ten"[^]*nothing was written/,
        ],
        [
          "stalled",
          ["--timeout", "0.5", "--retries", "1"],
          /nebius\.csv: attempt 1 of 2 failed \([^)]*nothing came for 0\.5 s \(timed out\)\); trying again[^]*Cannot fetch nebius\.csv from .*nothing came for 0\.5 s \(timed out\) \(tried 2 times\); nothing was written/,
        ],
      ];
      for (const [name, more, message] of cases) {
        mode = name;
        const r = await fetchTask([...args, "--as-of", "2026-12-01", ...more]);
        release();
        assert.equal(r.code, 1, `${name}: ${r.stderr}`);
        assert.match(r.stderr, message, name);
        assert.deepEqual(await filesUnder(data), before, `${name}: the data folder changed`);
      }
      const broken = await fetchTask([
        "--from",
        `${half.url}/v7`,
        "--clouds",
        "lambda",
        "--data",
        data,
        "--retries",
        "0",
      ]);
      assert.equal(broken.code, 1, broken.stderr);
      assert.match(
        broken.stderr,
        /Cannot fetch lambda\.csv from http:\/\/127\.0\.0\.1:\d+\/v7\/lambda\/vms\.csv: the answer broke off after \d+ bytes[^]*; nothing was written/,
      );
      assert.deepEqual(await filesUnder(data), before, "half-written: the data folder changed");
    } finally {
      release();
      await Promise.all([server.close(), half.close()]);
    }
  },
});

Deno.test({
  name: "import fetch tries a failed request again and succeeds when the server recovers",
  // test:reports: the command against a local server; tests/import/fetch_test.ts holds download()
  ignore: !FULL,
  async fn() {
    const lambda = await Deno.readFile(`${CATALOG}lambda/vms.csv`);
    let requests = 0;
    const server = serve(() =>
      ++requests === 1 ? new Response("busy", { status: 503 }) : new Response(lambda)
    );
    try {
      const data = await Deno.makeTempDir({ prefix: "fetch-data-" });
      const r = await fetchTask([
        "--from",
        `${server.url}/v7`,
        "--clouds",
        "lambda",
        "--data",
        data,
        "--as-of",
        "2026-12-01",
      ]);
      assert.equal(r.code, 0, r.stderr);
      assert.match(
        r.stderr,
        /lambda\.csv: attempt 1 of 3 failed \(http:\/\/127\.0\.0\.1:\d+\/v7\/lambda\/vms\.csv: answered 503 Service Unavailable\); trying again in 1 s/,
      );
      assert.equal(requests, 2);
      assert.deepEqual(
        await Deno.readFile(join(data, "snapshots", "skypilot", "2026-12-01", "lambda.csv")),
        lambda,
      );
      assert.match(
        r.stdout,
        /wrote 18 offerings to .*cloud_offerings\.skypilot-lambda\.csv \(as of 2026-12-01\)/,
      );
    } finally {
      await server.close();
    }
  },
});

Deno.test({
  name:
    "import fetch from a local copy refuses offering files whose ids the folder has already, writing nothing",
  // test:reports: the command against a local server; tests/import/fetch_test.ts holds download()
  ignore: !FULL,
  async fn() {
    const data = await copyFolder(FIXTURE);
    const hand = await importTask([
      "skypilot",
      `${CATALOG}lambda/vms.csv`,
      "--out",
      join(data, "cloud_offerings.hand.csv"),
      "--provider",
      "Lambda",
    ]);
    assert.equal(hand.code, 0, hand.stderr);
    const before = await filesUnder(data);
    const r = await fetchTask(["--from", CATALOG, "--clouds", "lambda", "--data", data]);
    assert.equal(r.code, 1, r.stderr);
    assert.match(
      r.stderr,
      /error: cloud_offerings\.skypilot-lambda\.csv row 2, column id: found "sky-lambda-gpu_1x_a10-od", expected an id no other offering file uses \(cloud_offerings\.hand\.csv row 2 has it\)/,
    );
    assert.match(
      r.stderr,
      /would not be valid with the fetched offering files .*nothing was written/,
    );
    assert.deepEqual(await filesUnder(data), before, "the data folder changed");
    // without the clash, the same copy is fetched into the folder, which stays valid
    await Deno.remove(join(data, "cloud_offerings.hand.csv"));
    const ok = await fetchTask(["--from", CATALOG, "--clouds", "lambda", "--data", data]);
    assert.equal(ok.code, 0, ok.stderr);
    assert.match(ok.stderr, /lambda\.csv: 59,797 bytes from .*catalog-v7\/lambda\/vms\.csv/);
    const valid = await runDeno([
      "run",
      "--allow-read",
      `${ROOT}lib/cli/validate.ts`,
      "--data",
      data,
    ]);
    assert.equal(valid.code, 0, valid.stderr);
    // without --clouds, a fetch asks again for the clouds of the latest snapshot (a file: address too)
    const again = await fetchTask(["--from", toFileUrl(CATALOG), "--data", data]);
    assert.equal(again.code, 0, again.stderr);
    assert.deepEqual(again.stderr.match(/^import: \w+\.csv: /gm), ["import: lambda.csv: "]);
  },
});
