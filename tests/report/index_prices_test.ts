// The index says how old a build's prices are and what moved since the previous build: each
// offering's and machine's price as written, so that an exchange rate moving is not a price moving.
import assert from "node:assert/strict";
import { readDataFiles } from "../../lib/data/files.ts";
import { parseDataset } from "../../lib/data/load.ts";
import { indexPage } from "../../lib/report/index_page.ts";
import { priceChanges, priceSnapshot, readSnapshot } from "../../lib/report/prices_snapshot.ts";
import { ROOT } from "../helpers.ts";

const SHIPPED = await readDataFiles(`${ROOT}data`);
const NOW = new Date("2026-12-01");

function load(files: Record<string, string>) {
  const r = parseDataset(files, { now: NOW });
  assert.ok(r.ok, JSON.stringify(r.ok ? [] : r.issues));
  return r.dataset;
}

/** The shipped data with the price of offering `id` (its `price` column) times `k`. */
function repriced(id: string, k: number) {
  const lines = SHIPPED["cloud_offerings.csv"]!.split("\n");
  const header = lines[0]!.split(",");
  const at = header.indexOf("price");
  const row = lines.findIndex((l) => l.startsWith(`${id},`));
  const cells = lines[row]!.split(",");
  cells[at] = String(Number(cells[at]) * k);
  lines[row] = cells.join(",");
  return { ...SHIPPED, "cloud_offerings.csv": lines.join("\n") };
}

Deno.test("the index says the prices' age, and what moved since the previous build, in English and Chinese", () => {
  const before = load(SHIPPED);
  const previous = priceSnapshot(before, "2026-11-01");
  // the snapshot reads back as written; a file that is not one is not read
  assert.deepEqual(readSnapshot(JSON.stringify(previous)), previous);
  assert.equal(readSnapshot("{}"), undefined);
  assert.equal(readSnapshot("not json"), undefined);
  const seed = before.scenarios.find((s) => s.id === "seed-3090-autodl")!;
  const offering = before.offerings.find((o) => o.id === seed.offeringId)!;
  // nothing moved
  const same = indexPage([], before, { scenario: seed.id }, { builtOn: "2026-12-01", previous });
  assert.match(same, /No price changed since the previous build \(2026-11-01\)\./);
  assert.ok(same.includes(`the scenario&#39;s offering is as of ${offering.asOf.text}`), same);
  // the oldest price: its period's last day to the build, in days
  const oldest = [...before.offerings, ...before.hardware].map((x) => x.asOf)
    .reduce((a, d) => d.end < a.end ? d : a);
  const days = Math.round((Date.parse("2026-12-01") - Date.parse(oldest.end)) / 86_400_000);
  assert.ok(same.includes(`Prices as of ${oldest.text} to `), same);
  assert.ok(same.includes(`the oldest ${days.toLocaleString("en-US")} days before`), same);
  // the seed offering 10 % dearer: one price moved, up 10.0 %, from its price as written
  const after = load(repriced(offering.id, 1.1));
  const c = priceChanges(previous, priceSnapshot(after, "2026-12-01"));
  assert.deepEqual([c.moved.length, c.added, c.gone], [1, [], []]);
  assert.ok(Math.abs(c.moved[0]!.change - 0.1) < 1e-9);
  const en = indexPage([], after, { scenario: seed.id }, { builtOn: "2026-12-01", previous });
  assert.match(en, /Since the previous build \(2026-11-01\): 1 price moved, 0 added, 0 gone/);
  assert.ok(en.includes(`${offering.id} `) && en.includes("(+10.0 %)"), en);
  const zh = indexPage([], after, { scenario: seed.id, lang: "zh" }, {
    builtOn: "2026-12-01",
    previous,
  });
  assert.match(zh, /自上次生成（2026-11-01）以来：1 个价格变化/);
  // without a previous build only the age is said; without a day, nothing
  const first = indexPage([], after, { scenario: seed.id }, { builtOn: "2026-12-01" });
  assert.ok(first.includes("Prices as of") && !first.includes("previous build"));
  assert.ok(!indexPage([], after, { scenario: seed.id }).includes("Prices as of"));
});

Deno.test("the index dates the case's own offering and machine, after -p offering= and -p machine=", () => {
  const d = load(SHIPPED);
  const asOf = (rows: readonly { id: string; asOf: { text: string } }[], id: string) =>
    rows.find((r) => r.id === id)!.asOf.text;
  const offering = "neocloud-h100-spot", machine = "rtx4090-cn";
  // the seed scenario's own rows are older than those the parameters choose
  const seed = d.scenarios.find((s) => s.id === "seed-3090-autodl")!;
  assert.notEqual(asOf(d.offerings, seed.offeringId), asOf(d.offerings, offering));
  assert.notEqual(asOf(d.hardware, seed.hardwareId), asOf(d.hardware, machine));
  const html = indexPage([], d, { scenario: seed.id, offering, machine }, {
    builtOn: "2026-12-01",
  });
  const expected = `the scenario&#39;s offering is as of ${asOf(d.offerings, offering)}, ` +
    `its machine as of ${asOf(d.hardware, machine)}.`;
  assert.ok(html.includes(expected), html.match(/<p class="wb-prices">[^<]*/)?.[0]);
});
