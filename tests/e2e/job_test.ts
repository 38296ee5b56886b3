import assert from "node:assert/strict";
import { copyFolder, ROOT, runDeno } from "../helpers.ts";

/**
 * A folder of SkyPilot catalog files (`vms.csv` copies) to import: `SKYPILOT_CATALOGS`, else the
 * shared snapshots where ../shared/ is beside the project (the team's machines and CI), else the
 * fixtures'.
 */
const SHARED = `${ROOT}../shared/catalogs/skypilot-v7`;
const CATALOGS = Deno.env.get("SKYPILOT_CATALOGS") ??
  (() => {
    try {
      return Deno.statSync(SHARED).isDirectory ? SHARED : undefined;
    } catch {
      return undefined;
    }
  })();
const CATALOG_FILES = CATALOGS
  ? [...Deno.readDirSync(CATALOGS)].filter((e) => e.name.endsWith(".csv"))
    .map((e) => `${CATALOGS}/${e.name}`).sort()
  : ["lambda_2026-12.csv", "runpod_cut.csv"].map((n) => `${ROOT}tests/fixtures/skypilot/${n}`);

async function calcJob(args: string[]) {
  const r = await runDeno(["run", "--allow-read", `${ROOT}lib/cli/calc.ts`, ...args]);
  assert.equal(r.code, 0, r.stderr);
  return r.stdout;
}

Deno.test("calc --job --json ranks the Swin-B run with A4 on autodl-3090-doc", async () => {
  const out = JSON.parse(await calcJob(["--job", "swin-b-imagenet-run", "--json"]));
  const autodl = out.rows.find((r: { id: string }) => r.id === "autodl-3090-doc");
  // A4: 5 h 02 min × 3.5 CNY/h = 17.617 (the document rounds the hours first: 17.61)
  assert.ok(Math.abs(autodl.cost - (5 + 2 / 60) * 3.5) < 1e-9, String(autodl.cost));
  assert.equal(out.cheapest.kind, "found");
  assert.equal(out.currency, "CNY");
});

Deno.test("calc --job --json says what each row pays for: the hours, a term, a held term or a share", async () => {
  type Row = { id: string; charge: string; cost: number; hours: number; termCost: number | null };
  const charge = (out: { rows: Row[] }, id: string) => out.rows.find((r) => r.id === id)!;
  const once = JSON.parse(await calcJob(["--job", "swin-b-imagenet-run", "--json"]));
  assert.equal(charge(once, "autodl-3090-doc").charge, "hours");
  assert.equal(charge(once, "autodl-4090-monthly").charge, "term");
  assert.equal(charge(once, "rtx3090-doc").charge, "share");
  // 包月 bought for the job: its whole month, 1,052 CNY
  assert.ok(Math.abs(charge(once, "autodl-4090-monthly").cost - 1052) < 1e-9);
  // the case holds that monthly rental: the job pays its hours of it, 1,052 / 730 × 3.39 h
  const held = JSON.parse(
    await calcJob([
      "--job",
      "swin-b-imagenet-run",
      "-p",
      "scenario=researcher-intermittent",
      "-p",
      "offering=autodl-4090-monthly",
      "--json",
    ]),
  );
  const row = charge(held, "autodl-4090-monthly");
  assert.equal(row.charge, "held");
  assert.ok(Math.abs(row.cost - 1052 / 730 * row.hours) < 1e-9, String(row.cost));
});

Deno.test("calc --job -p interruptions_per_day=3 --json changes the spot rows' costs", async () => {
  type Row = { id: string; pricingModel: string; cost: number };
  const flat = JSON.parse(await calcJob(["--job", "swin-b-imagenet-run", "--json"]));
  const daily = JSON.parse(
    await calcJob(["--job", "swin-b-imagenet-run", "-p", "interruptions_per_day=3", "--json"]),
  );
  const spot = flat.rows.filter((r: Row) => r.pricingModel === "spot");
  assert.ok(spot.length > 0);
  for (const x of spot) {
    const y = daily.rows.find((r: Row) => r.id === x.id);
    assert.notEqual(y.cost, x.cost, x.id);
  }
  const onDemand = flat.rows.find((r: Row) => r.id === "autodl-3090-doc");
  assert.equal(daily.rows.find((r: Row) => r.id === "autodl-3090-doc").cost, onDemand.cost);
});

Deno.test("calc --job with an unknown job names the jobs and exits 1", async () => {
  const r = await runDeno(["run", "--allow-read", `${ROOT}lib/cli/calc.ts`, "--job", "nope"]);
  assert.equal(r.code, 1);
  assert.match(r.stderr, /Unknown job "nope": jobs\.csv lists swin-b-imagenet-run/);
});

Deno.test(
  "with SkyPilot catalogs imported, the ranking covers every offering",
  async () => {
    const data = await copyFolder(`${ROOT}data`);
    const imported = await runDeno([
      "run",
      "--allow-read",
      "--allow-write",
      `${ROOT}lib/cli/import.ts`,
      "skypilot",
      ...CATALOG_FILES,
      "--out",
      `${data}/cloud_offerings.skypilot.csv`,
    ]);
    assert.equal(imported.code, 0, imported.stderr);
    const { loadDatasetOrThrow } = await import("../../lib/data/folder.ts");
    const { dataset } = await loadDatasetOrThrow(data);
    const fromSkypilot = dataset.offerings.filter((o) => o.file === "cloud_offerings.skypilot.csv");
    assert.ok(fromSkypilot.length > 0, "imported offerings");
    // the document's case renting in CN and from the imported providers, wherever they sell
    const providers = [...new Set(fromSkypilot.map((o) => o.provider))];
    const out = JSON.parse(
      await calcJob([
        "--data",
        data,
        "--job",
        "swin-b-imagenet-run",
        "-p",
        `region=CN; ${providers.join("; ")}`,
        "--json",
      ]),
    );
    const covered = [...out.rows, ...out.excluded].map((x: { id: string }) => x.id).sort();
    const all = [...dataset.offerings.map((o) => o.id), ...dataset.hardware.map((h) => h.id)]
      .sort();
    assert.deepEqual(covered, all);
    // imported H100s with a throughput figure are ranked, not left out
    assert.ok(out.rows.some((r: { id: string }) => r.id.startsWith("sky-")));
    await Deno.remove(data, { recursive: true });
  },
);
