import assert from "node:assert/strict";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import { compareFigures } from "../../lib/whatif/compare.ts";
import { caseNames, computeWhatIf, figuresOf } from "../../lib/whatif/figures.ts";
import { whatIfData } from "../../lib/whatif/html.ts";
import { ROOT } from "../helpers.ts";

const { dataset } = await loadDatasetOrThrow(`${ROOT}data`);
const data = whatIfData(dataset, {}, "seed-3090-autodl");

/** The figures of a case of the page: its own hours, machine and offering. */
function figuresOfCase(values: Record<string, number>, choices: Record<string, string>) {
  const c = computeWhatIf(data, values, choices);
  return figuresOf(
    c.results,
    data.money,
    caseNames(c.applied, "en", { names: c.dataset, work: c.work }),
  );
}

// A: the document's 3090 against AutoDL's on-demand 3090 at 6 h a day fully used (182.5 h a
// month); B: the same machine against AutoDL's 4090 包月 at 10 h a day (304.2 h a month)
const a = figuresOfCase({ hours_per_day: 6, utilization: 1 }, {});
const b = figuresOfCase({ hours_per_day: 10, utilization: 1 }, {
  offering: "autodl-4090-monthly",
});
const rows = compareFigures(a, b, "en");
const row = (key: string) => {
  const r = rows.find((x) => x.key === key);
  assert.ok(r, `a row ${key}`);
  return r;
};

Deno.test("compareFigures(): each side is its own case's figure, keyed by what it is", () => {
  for (const r of rows) {
    assert.equal(r.a, a.find((f) => f.key === r.key), `${r.key}: case A's own`);
    assert.equal(r.b, b.find((f) => f.key === r.key), `${r.key}: case B's own`);
  }
  // every figure of either case has its row, once
  const keys = new Set([...a, ...b].map((f) => f.key));
  assert.deepEqual(rows.map((r) => r.key).sort(), [...keys].sort());
  assert.equal(new Set(rows.map((r) => r.key)).size, rows.length);
});

Deno.test("compareFigures(): a monthly option only one case rents has its row, with nothing on the other side", () => {
  // the 3090's on-demand line is case A's only, the 4090 包月 case B's only
  const onDemand = row("monthly-autodl-3090-doc");
  assert.ok(onDemand.a && !onDemand.b && onDemand.diff === undefined);
  const monthly = row("monthly-autodl-4090-monthly");
  assert.ok(!monthly.a && monthly.b && monthly.diff === undefined);
  // named in full (the two cases rent other GPUs), and at the hours of its case
  assert.equal(onDemand.label, "Monthly cost: AutoDL RTX 3090, on demand");
  assert.equal(
    onDemand.differs,
    "case A only: RTX 3090 workstation (the document's), 182.5 h/month",
  );
  assert.equal(monthly.label, "Monthly cost: AutoDL RTX 4090, monthly rental (包月)");
  assert.equal(
    monthly.differs,
    "case B only: RTX 3090 workstation (the document's), 304.2 h/month",
  );
});

Deno.test("compareFigures(): owning at other hours says so and takes the difference", () => {
  const own = row("monthly-own");
  assert.equal(own.label, "Monthly cost: Own");
  assert.deepEqual(own.differing, ["hours"]);
  // 6 h × 365 / 12 = 182.5 h; 10 h × 365 / 12 = 304.2 h
  assert.equal(own.differs, "case A: 182.5 h/month; case B: 304.2 h/month");
  assert.equal(own.diff, own.b!.value! - own.a!.value!);
  // the same machine, the same horizon: the TCO of owning compares, its label as it is
  const tco = row("tco-own");
  assert.deepEqual(tco.differing, []);
  assert.equal(tco.label, "TCO over 3 years: own");
  assert.equal(tco.diff, tco.b!.value! - tco.a!.value!);
});

Deno.test("compareFigures(): figures against another offering name it and take no difference", () => {
  for (const key of ["break-even", "break-even-pv", "tco-rent", "pv-rent", "payback"]) {
    const r = row(key);
    assert.ok(r.differing.includes("offering"), key);
    assert.equal(r.diff, undefined, `${key}: no B − A across offerings`);
    assert.match(
      r.differs,
      /^case A: AutoDL RTX 3090, on demand; case B: AutoDL RTX 4090, monthly rental \(包月\)$/,
      key,
    );
  }
});

Deno.test("compareFigures(): the same case on both sides differs in nothing, and every difference is 0", () => {
  for (const r of compareFigures(b, b, "en")) {
    assert.deepEqual(r.differing, [], r.key);
    assert.equal(r.label, r.b!.label);
    if (r.b!.value !== undefined) assert.equal(r.diff, 0, r.key);
  }
});

Deno.test("compareFigures(): two offerings of one provider and GPU are told apart by their ids", () => {
  // A against the document's AutoDL 3090 at 3.5 CNY/h, B against AutoDL's 2026 low price
  const doc = figuresOfCase({ hours_per_day: 6 }, {});
  const low = figuresOfCase({ hours_per_day: 6 }, { offering: "autodl-3090-low" });
  const rows = compareFigures(doc, low, "en");
  const be = rows.find((r) => r.key === "break-even")!;
  assert.match(be.differs, /\(autodl-3090-doc\).*\(autodl-3090-low\)/);
  assert.equal(be.diff, undefined, "no difference across offerings");
  const labels = rows.map((r) => r.label);
  assert.equal(new Set(labels).size, labels.length, "no two rows named alike");
});

Deno.test("compareFigures(): renting another machine's work is another work: no difference, said why", () => {
  // B owns an RTX 4090 where A owns the document's 3090: the same offering rents other work
  const a3090 = figuresOfCase({ hours_per_day: 6 }, {});
  const b4090 = figuresOfCase({ hours_per_day: 6 }, { machine: "rtx4090-cn" });
  const rows = compareFigures(a3090, b4090, "en");
  for (const key of ["tco-rent", "pv-rent", "monthly-autodl-3090-doc", "answer-cheapest"]) {
    const r = rows.find((x) => x.key === key)!;
    assert.ok(r.differing.includes("work"), `${key}: the work differs`);
    assert.equal(r.diff, undefined, `${key}: no difference across works`);
  }
  // owning is owning: the difference is taken, the machines named
  const own = rows.find((x) => x.key === "tco-own")!;
  assert.ok(own.differing.includes("machine"));
  assert.equal(own.diff, own.b!.value! - own.a!.value!);
});
