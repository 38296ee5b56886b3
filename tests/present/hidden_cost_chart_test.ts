// The hidden costs' bars: a cost that does not change own − rent in the case has no empty row;
// the caption names it, in the report's language.
import assert from "node:assert/strict";
import { parseHTML } from "linkedom";
import { hiddenCostEffects } from "../../lib/model/hidden_costs.ts";
import { SEED_3090 } from "../../lib/model/inputs.ts";
import { hiddenCostChart } from "../../lib/present/charts/hidden_costs.ts";
import type { Lang } from "../../lib/lang.ts";
import { words } from "../../lib/words/messages.ts";

/** The chart's row names (its y axis's ticks) and its caption. */
function read(html: string) {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  const ticks = [...document.querySelectorAll('[aria-label="y-axis tick label"] text')]
    .map((t) => t.textContent!);
  return { ticks, caption: document.querySelector("figcaption")!.textContent! };
}

for (const lang of ["en", "zh"] as const satisfies readonly Lang[]) {
  const names = words(lang).tables.hiddenCosts;
  const money = { currency: "CNY", cnyPerUnit: 1, lang };

  Deno.test(`hiddenCostChart() names in its caption, not as an empty row, a cost that changes nothing (${lang})`, () => {
    // a price trend of 0 a year changes nothing; 30 h a month of people at 100 CNY/h changes a lot
    const effects = hiddenCostEffects(SEED_3090, {
      people: { ownPeopleHoursPerMonth: 30, peopleCnyPerHour: 100 },
      price_trend: { rentPriceChangePerYear: 0 },
    });
    assert.equal(effects.effects.find((e) => e.cost === "price_trend")!.changeCny, 0);

    const actual = read(hiddenCostChart(effects, { money, scenario: "seed-3090-autodl" }).html);

    assert.deepEqual(actual.ticks, [names.people]);
    assert.ok(actual.caption.includes(names.price_trend), actual.caption);
  });

  Deno.test(`hiddenCostChart() draws every cost that moves own − rent, its caption naming none (${lang})`, () => {
    const effects = hiddenCostEffects(SEED_3090, {
      people: { ownPeopleHoursPerMonth: 30, peopleCnyPerHour: 100 },
      price_trend: { rentPriceChangePerYear: -0.25 },
    });

    const actual = read(hiddenCostChart(effects, { money, scenario: "seed-3090-autodl" }).html);

    assert.deepEqual(actual.ticks.toSorted(), [names.people, names.price_trend].toSorted());
    assert.equal(actual.caption, words(lang).charts.hiddenCosts.caption);
  });
}
