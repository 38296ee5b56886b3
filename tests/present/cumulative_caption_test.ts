import assert from "node:assert/strict";
import { cumulativeCosts, paybackMonth } from "../../lib/model/breakeven.ts";
import { SEED_3090 } from "../../lib/model/inputs.ts";
import { cumulativeCostChart } from "../../lib/present/charts/cost.ts";
import { CNY } from "../../lib/present/format.ts";

const caption = (html: string) => /<figcaption[^>]*>([^]*?)<\/figcaption>/.exec(html)?.[1] ?? "";

Deno.test("the cumulative chart's caption says why net of resale starts above 0 in month 0: the document's host share sells for nothing", () => {
  const x = SEED_3090; // 9,000 CNY card, 4,500 CNY host share, no haircut (the document's case)
  const points = cumulativeCosts(x, 36);
  assert.equal(Math.round(points[0]!.ownNetOfResale), 4_500);
  for (const lang of ["en", "zh"] as const) {
    const money = { ...CNY, lang };
    const html = cumulativeCostChart(points, {
      money,
      payback: paybackMonth(x, { maxMonths: 36 }),
      paybackNetOfResale: paybackMonth(x, { maxMonths: 36, netOfResale: true }),
      title: "t",
      resaleHaircut: x.resaleHaircut,
      hostShare: x.hostShareCny,
    }).toString();
    const text = caption(html);
    assert.match(text, /4,500 CNY/, text);
    assert.match(text, /13,500 CNY/, text);
    assert.match(text, /9,000 CNY/, text);
    assert.match(
      text,
      lang === "en" ? /host(&#39;|')s share .*sells for nothing/ : /主机分摊/,
      text,
    );
  }
});

Deno.test("the cumulative chart of a machine already owned starts at its value today, not cash paid, from today", () => {
  // the document's 3090 owned for 4 years: keeping it gives up 1,807.47 CNY today, and it sells
  // for exactly that, so net of resale starts at 0
  const x = { ...SEED_3090, alreadyOwned: 1, ownedAgeYears: 4 };
  const points = cumulativeCosts(x, 36);
  assert.equal(points[0]!.own.toFixed(2), "1807.47");
  for (const lang of ["en", "zh"] as const) {
    const html = cumulativeCostChart(points, {
      money: { ...CNY, lang },
      payback: paybackMonth(x, { maxMonths: 36 }),
      paybackNetOfResale: paybackMonth(x, { maxMonths: 36, netOfResale: true }),
      title: "t",
      resaleHaircut: x.resaleHaircut,
      hostShare: x.hostShareCny,
      owned: true,
    }).toString();
    const text = caption(html);
    if (lang === "en") {
      assert.match(html, /Keep it \(its value today, with the cost of capital\)/);
      assert.match(html, /Months from today/);
      assert.match(text, /already owned: nothing is paid for it/, text);
      assert.doesNotMatch(
        html,
        /in cash|cash payback|since purchase|paid, with|before any use/,
        text,
      );
    } else {
      assert.match(html, /留用（今天的价值，含资金机会成本）/);
      assert.match(html, /从今天起的月数/);
      assert.doesNotMatch(html, /现金|购机后|尚未使用/, text);
    }
  }
});
