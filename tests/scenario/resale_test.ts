// -p resale=market: the machine's resale read from the used market (data/used_prices.csv) where
// it has rows of the machine's GPU model, else the rule; the default, the rule, keeps every figure.
import assert from "node:assert/strict";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import { openCase } from "../../lib/scenario/case.ts";
import { tco } from "../../lib/model/cost.ts";
import { breakEvenHours } from "../../lib/model/breakeven.ts";
import { calculate } from "../../lib/cli/calculation.ts";
import { calcJson } from "../../lib/cli/calc_json.ts";
import { calcText } from "../../lib/cli/calc_text.ts";
import { ROOT } from "../helpers.ts";

const { dataset } = await loadDatasetOrThrow(`${ROOT}data`);

const close = (actual: number, expected: number, tol: number, what = "") =>
  assert.ok(Math.abs(actual - expected) <= tol, `${what}: ${actual} against ${expected}`);

// The RTX 3090 rows of data/used_prices.csv, a share of the 1,499 USD launch price at an age in
// months from the 2020-09 launch ÷ 12: 812 (25), 867 (27), 758 (31), 740 (35), 704 (38),
// 750 (68), and 500 and 800 (70, averaged: 650).

Deno.test("-p resale=market: an owned 3090 four years old is worth the table's share today and at the end", () => {
  const c = openCase(dataset, {
    scenario: "seed-3090-autodl",
    owned: "true",
    owned_years: 4,
    resale: "market",
  });
  // today, 4 years: between 38 months (704) and 68 months (750), (48 − 38) / (68 − 38) = 1/3 of
  // the way: (704 + 46 / 3) / 1,499 = 0.479875; × the 9,000 CNY purchase = 4,318.88 CNY
  // at the end, 4 + 3 = 7 years, after the table's oldest age (70 months): 650 / 1,499 held;
  // × 9,000 = 3,902.60 CNY
  const t = tco(c.applied.inputs);
  close(t.own.capital, 9_000 * (704 + 46 / 3) / 1_499, 1e-9, "capital");
  close(t.own.residual, 9_000 * 650 / 1_499, 1e-9, "residual");
  close(t.own.capital, 4_318.88, 0.005, "capital as printed");
  close(t.own.residual, 3_902.60, 0.005, "residual as printed");
  // docs/buyers.md: keeping it costs 4,444 CNY over 3 years at the market, 4,897 by the rule
  close(t.own.total, 4_444, 0.5, "own total, market");
  const rule = openCase(dataset, { scenario: "seed-3090-autodl", owned: "true", owned_years: 4 });
  close(tco(rule.applied.inputs).own.total, 4_897, 0.5, "own total, rule");
  assert.equal(c.resale.kind, "market");
  if (c.resale.kind !== "market") return;
  assert.equal(c.resale.rows.length, 8);
  assert.equal(c.resale.market.start?.read, "between");
  assert.equal(c.resale.market.end.read, "above");
});

Deno.test("-p resale=market: a 3090 bought today sells after 3 years for the table's share at 3 years", () => {
  const c = openCase(dataset, { scenario: "seed-3090-autodl", resale: "market" });
  // 3 years = 36 months: between 35 (740) and 38 (704), 1/3 of the way: 740 − 36 / 3 = 728;
  // 9,000 × 728 / 1,499 = 4,370.91 CNY, against the rule's 30 %: 2,700 CNY
  const t = tco(c.applied.inputs);
  close(t.own.residual, 9_000 * 728 / 1_499, 1e-9, "residual");
  assert.equal(
    t.own.capital,
    tco(openCase(dataset, { scenario: "seed-3090-autodl" }).applied.inputs).own.capital,
  );
});

Deno.test("-p resale=rule, the default, keeps the document's case: 2,700 CNY resale, break-even 6.6 h/day (B13), 4.30 consistent (B14)", () => {
  const none = openCase(dataset, { scenario: "seed-3090-autodl" });
  const rule = openCase(dataset, { scenario: "seed-3090-autodl", resale: "rule" });
  assert.deepEqual(rule.applied, none.applied);
  assert.equal(none.resale.kind, "rule");
  // B7: 30 % of 9,000 after 3 years
  close(tco(none.applied.inputs).own.residual, 2_700, 1e-9, "residual");
  // B14 following: (16,274.94 − 2,847) / (1,095 × 2.85) = 4.30 h/day
  const b = breakEvenHours(none.applied.inputs);
  assert.equal(b.kind, "hours");
  if (b.kind === "hours") close(b.breakEvenHoursPerDay, 4.30, 0.005, "break-even");
  // B13: 25,273 / 3,832.5 = 6.594 h/day (25,274.94 unrounded: 6.595), the document's own way of summing
  for (const p of [{}, { resale: "rule" }]) {
    const json = calcJson(calculate(dataset, { scenario: "seed-3090-autodl", ...p }));
    const d = json.breakEven.documentMethod;
    assert.equal(d.kind, "hours");
    if (d.kind === "hours") close(d.breakEvenHoursPerDay, 6.594, 0.001, "B13");
    assert.notEqual(json.document, null);
  }
});

Deno.test("-p resale=market on a GPU model the table lacks keeps the rule and says so", () => {
  const market = openCase(dataset, { scenario: "researcher-intermittent", resale: "market" });
  const rule = openCase(dataset, { scenario: "researcher-intermittent" });
  assert.deepEqual(market.applied, rule.applied);
  assert.equal(market.resale.kind, "rule");
  if (market.resale.kind === "rule") assert.equal(market.resale.asked, "market");
  const text = calcText(
    calculate(dataset, { scenario: "researcher-intermittent", resale: "market" }),
  );
  assert.match(text, /used_prices\.csv has no row of RTX 4090/);
});

Deno.test("calc states which resale a case uses, in text and JSON, in English and Chinese", () => {
  const p = { scenario: "seed-3090-autodl", owned: "true", owned_years: 4, resale: "market" };
  const json = calcJson(calculate(dataset, p));
  assert.equal(json.resale.from.kind, "market");
  if (json.resale.from.kind === "market") {
    close(json.resale.from.start!.share, (704 + 46 / 3) / 1_499, 1e-12, "start");
    assert.equal(json.resale.from.rows.length, 8);
    assert.ok(json.resale.from.rows.every((r) => r.source !== "" && r.asOf !== ""));
  }
  assert.equal(
    calcJson(calculate(dataset, { scenario: "seed-3090-autodl" })).resale.from.kind,
    "rule",
  );
  const en = calcText(calculate(dataset, p));
  assert.match(
    en,
    /by the used market \(used_prices\.csv: 8 rows of RTX 3090 as of 2022-10 to 2026\)/,
  );
  assert.match(en, /48\.0 % of its price new today/);
  const zh = calcText(calculate(dataset, { ...p, lang: "zh" }));
  assert.match(zh, /按二手市场/);
  assert.match(
    calcText(calculate(dataset, { scenario: "seed-3090-autodl" })),
    /by the machine's rule: 30\.0 % of its purchase price left after 3 years/,
  );
});
