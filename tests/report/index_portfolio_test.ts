/** The index says the portfolio where it beats the fleet's simple answer, and only there. */
import assert from "node:assert/strict";
import { readDataFiles } from "../../lib/data/files.ts";
import { parseDataset } from "../../lib/data/load.ts";
import { indexPage } from "../../lib/report/index_page.ts";
import { formatMoney } from "../../lib/present/format.ts";
import { displayRate, resolveScenario } from "../../lib/scenario.ts";
import { casePortfolio } from "../../lib/scenario/portfolio.ts";
import { ROOT } from "../helpers.ts";

const loaded = parseDataset(await readDataFiles(`${ROOT}data`), { now: new Date("2026-12-01") });
assert.ok(loaded.ok);
const DATA = loaded.dataset;

Deno.test("the index states the portfolio where it beats the simple answer, with its total and saving, in CNY and USD, en and zh", () => {
  let beats = 0, same = 0;
  for (const s of DATA.scenarios) {
    const p = casePortfolio(resolveScenario(DATA, s.id));
    for (const lang of ["en", "zh"] as const) {
      for (const currency of ["CNY", "USD"]) {
        const html = indexPage([], DATA, { scenario: s.id, lang, currency });
        const money = { currency, cnyPerUnit: displayRate(DATA, currency), lang };
        const line = lang === "en" ? "Sized together as a portfolio" : "作为组合机群一起定规模";
        const saved = p === null || p.hybrid === null ? 0 : p.hybrid.total - p.result.best.total;
        if (saved > 1) {
          beats++;
          const li = html.split("\n").find((l) => l.startsWith("<li>") && l.includes(line));
          assert.ok(li !== undefined, `${s.id} ${lang} ${currency}: no portfolio line`);
          assert.ok(li.includes(`<strong>${formatMoney(p!.result.best.total, money)}</strong>`));
          assert.ok(li.includes(formatMoney(saved, money)), `${li} lacks the saving`);
        } else {
          same++;
          assert.ok(!html.includes(line), `${s.id}: the portfolio is the simple answer`);
        }
      }
    }
  }
  // the H100 team's portfolio fills its whole spot instances (1,896 USD below); the 4090 team's
  // is its simple answer, everything on spot
  assert.ok(beats > 0 && same > 0, `${beats} beat, ${same} the same`);
});
