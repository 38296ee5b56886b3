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
