/** The index names the cheapest way at the scenario's hours, in every language and currency. */
import assert from "node:assert/strict";
import { readDataFiles } from "../../lib/data/files.ts";
import { parseDataset } from "../../lib/data/load.ts";
import { indexPage } from "../../lib/report/index_page.ts";
import { formatMoney } from "../../lib/present/format.ts";
import { cheapestWay, displayRate, relativeSpeed, resolveScenario } from "../../lib/scenario.ts";
import { calcJson, calculate } from "../../lib/cli/calc.ts";
import { ROOT } from "../helpers.ts";

const SHIPPED = await readDataFiles(`${ROOT}data`);
const NOW = new Date("2026-12-01");

function load(files: Record<string, string>) {
  const r = parseDataset(files, { now: NOW });
  assert.ok(r.ok, JSON.stringify(r.ok ? [] : r.issues));
  return r.dataset;
}

Deno.test("the index of every shipped scenario names its cheapest way at its hours, in CNY and USD, en and zh", () => {
  const d = load(SHIPPED);
  for (const s of d.scenarios) {
    const way = cheapestWay(resolveScenario(d, s.id));
    for (const lang of ["en", "zh"] as const) {
      for (const currency of ["CNY", "USD"]) {
        const html = indexPage([], d, { scenario: s.id, lang, currency });
        const money = { currency, cnyPerUnit: displayRate(d, currency), lang };
        assert.ok(html.includes(`<code>${way.cheapest.offering.id}</code>`), `${s.id} ${lang}`);
        assert.ok(
          html.includes(formatMoney(way.cheapest.totalCny, money)),
          `${s.id} ${lang} ${currency}`,
        );
        assert.ok(html.includes(formatMoney(way.ownCny, money)));
        // the answer leads: the cheapest way, and the verdict
        assert.match(
          html,
          lang === "en" ? /<li>Cheapest way: <strong>/ : /<li>最便宜的方式：<strong>/,
        );
        assert.match(
          html,
          lang === "en" ? /<li>Verdict: (own|rent)<\/li>/ : /<li>判断：(自购|租用)<\/li>/,
        );
      }
    }
  }
});

/** The issue's Shanghai team: AutoDL's monthly 4090 at a Shanghai home, renting from CN. */
function shanghai(extraOffering = "") {
  const scenarios = SHIPPED["scenarios.csv"]!.trimEnd() +
    "\nshanghai-4090-monthly,A lab in Shanghai against AutoDL's monthly 4090,rtx4090-cn,autodl-4090-monthly,shanghai-home,doc-5pct,10,5,100%,3,0,10%,0,CNY,,,,,,,,,CN\n";
  const offerings = SHIPPED["cloud_offerings.csv"]!.trimEnd() + "\n" + extraOffering;
  return load({ ...SHIPPED, "scenarios.csv": scenarios, "cloud_offerings.csv": offerings });
}

Deno.test("a Shanghai lab against a monthly rental: the page leads with the cheaper hourly ways, not with buying", () => {
  const d = shanghai();
  const c = calcJson(calculate(d, { scenario: "shanghai-4090-monthly" }));
  // 10 h × 5 days = 50 h a week, 7.14 h/day: 217 h a month, the monthly rental pays all 730
  assert.equal(c.cheapest.best, "rent");
  assert.equal(c.cheapest.way.offeringId, "gongji-4090-preempt");
  assert.ok(c.cheapest.way.total < c.cheapest.own);
  assert.ok(c.cheapest.way.total < c.cheapest.scenarioOffering.total);
  const html = indexPage([], d, { scenario: "shanghai-4090-monthly", lang: "en" });
  const first = html.indexOf("<li>");
  assert.match(
    html.slice(first, first + 300),
    /Cheapest way: <strong>renting Spot: Gongji \(共绩算力\) \(gongji-4090-preempt\)/,
  );
});

Deno.test("an imported US offering does not replace a Shanghai lab's cheapest way", () => {
  const before = calcJson(calculate(shanghai(), { scenario: "shanghai-4090-monthly" }));
  const us =
    "cheap-us-4090,Somewhere,RTX 4090,1,on_demand,0.05,USD,gpu-hour,us-west-2,per second,,,,,,,imported,catalog snapshot,2026-11\n";
  const after = calcJson(calculate(shanghai(us), { scenario: "shanghai-4090-monthly" }));
  assert.deepEqual(after.cheapest, before.cheapest);
  // asked for any region, it would be the cheapest
  const anywhere = calcJson(
    calculate(shanghai(us), { scenario: "shanghai-4090-monthly", region: "CN; us" }),
  );
  assert.equal(anywhere.cheapest.way.offeringId, "cheap-us-4090");
});

Deno.test("the index says when no speed is known of the scenario's own offering against its machine", () => {
  const d = load(SHIPPED);
  const machine = d.hardware.find((h) => h.id === "rtx3090-doc")!;
  const unknown = d.offerings.find((o) =>
    relativeSpeed(d.throughput, "swin-b-imagenet", machine, o).kind === "unknown"
  );
  assert.ok(unknown, "an offering of a GPU with no Swin-B figure");
  for (const lang of ["en", "zh"] as const) {
    const html = indexPage([], d, { scenario: "seed-3090-autodl", offering: unknown.id, lang });
    assert.match(
      html,
      lang === "en"
        ? /\. No speed is known of the scenario&#39;s own offering \(On demand: /
        : /。场景自己的租用方案.*速度未知/,
      lang,
    );
  }
  // a known speed says nothing of it
  assert.doesNotMatch(
    indexPage([], d, { scenario: "seed-3090-autodl", lang: "en" }),
    /No speed is known/,
  );
});
