// The Sobol' chart (lib/present/charts/sobol.ts): paired S1 and ST bars whose caption states the
// numbers it draws, in the report's language.
import assert from "node:assert/strict";
import { parseHTML } from "linkedom";
import { globalSensitivity } from "../../lib/model/global_sensitivity.ts";
import { SEED_3090 } from "../../lib/model/inputs.ts";
import { defaultRanges } from "../../lib/model/sensitivity.ts";
import { MARGINS } from "../../lib/present/chart_kinds.ts";
import { sobolChart } from "../../lib/present/charts/sobol.ts";
import type { Money } from "../../lib/present/format.ts";
import type { Lang } from "../../lib/lang.ts";
import { englishWords } from "../../lib/report/lint.ts";

const money = (lang: Lang): Money => ({ currency: "CNY", cnyPerUnit: 1, lang });
const G = globalSensitivity(SEED_3090, defaultRanges(SEED_3090), { n: 256, resamples: 20 });

function read(html: string) {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  const figure = document.querySelector("figure.wb-chart")!;
  return {
    title: figure.querySelector("h4")?.textContent ?? "",
    caption: figure.querySelector("figcaption")?.textContent ?? "",
    texts: [...figure.querySelectorAll("text")].map((t) => t.textContent ?? ""),
    bars: figure.querySelectorAll(`g[aria-label="bar"] rect`).length,
  };
}

Deno.test("sobolChart() draws an S1 and an ST bar per input it shows and names the input with the largest ST", () => {
  const actual = read(sobolChart(G, { answer: "ownMinusRent", money: money("en") }).toString());
  const top = G.names[G.ownMinusRent.total.indexOf(Math.max(...G.ownMinusRent.total))];
  assert.equal(top, "rentCnyPerGpuHour"); // the cloud price ±20 % moves own − rent most
  assert.match(actual.caption, /^Cloud price \(CNY\/GPU-hour\) causes \d+ % of the variance/);
  const shown = G.ownMinusRent.total.filter((st) => st >= 0.005).length;
  assert.equal(actual.bars, 2 * shown);
  assert.match(actual.caption, /N = 256 rows, 3,584 runs of the model/); // 256 × (12 + 2)
});

Deno.test("sobolChart() of the break-even says how often owning never pays, counted at 24 h/day", () => {
  const actual = read(sobolChart(G, { answer: "breakEvenHours", money: money("en") }).toString());
  assert.match(actual.title, /break-even/);
  assert.match(actual.caption, /never pays counts as 24 h\/day/);
});

Deno.test("sobolChart() in Chinese writes no English word but units and the indices' names", () => {
  for (const answer of ["ownMinusRent", "breakEvenHours"] as const) {
    const actual = read(sobolChart(G, { answer, money: money("zh") }).toString());
    for (const text of [actual.title, actual.caption, ...actual.texts]) {
      assert.deepEqual(englishWords(text, new Set()), [], text);
    }
  }
});

Deno.test("sobolChart() of an additive answer says the S1 add up, not that interactions remain", () => {
  // own − rent is linear in the cloud price and the purchase price: no interaction between them
  const ranges = [
    { name: "rentCnyPerGpuHour" as const, low: 2, high: 5 },
    { name: "purchaseCny" as const, low: 7_000, high: 11_000 },
  ];
  const g = globalSensitivity(SEED_3090, ranges, { n: 512, resamples: 20 });
  const actual = read(sobolChart(g, { answer: "ownMinusRent", money: money("en") }).toString());
  assert.match(actual.caption, /the inputs' effects add up/);
  assert.match(actual.caption, /No input's ST exceeds its S1 by a point/);
});

Deno.test("sobolChart() keeps an interval that passes 100 % inside its frame", () => {
  // the break-even's largest total index with a bootstrap interval to 112 %, as a lease case's
  // resamples gave: the x scale must reach it, not stop at 100 % and draw the rule's end outside
  const top = G.breakEvenHours.total.indexOf(Math.max(...G.breakEvenHours.total));
  const totalInterval = G.breakEvenHours.totalInterval.map((x, i) =>
    i === top ? [0.9, 1.12] as const : x
  );
  const g = { ...G, breakEvenHours: { ...G.breakEvenHours, totalInterval } };
  const { document } = parseHTML(
    `<!doctype html><html><body>${
      sobolChart(g as typeof G, { answer: "breakEvenHours", money: money("en") })
    }</body></html>`,
  );
  const svg = document.querySelector("figure.wb-chart svg[aria-description]")!;
  const width = Number(svg.getAttribute("width"));
  const ends = [...svg.querySelectorAll(`g[aria-label="rule"] line`)]
    .flatMap((l) => [Number(l.getAttribute("x1")), Number(l.getAttribute("x2"))]);
  assert.ok(ends.length > 0);
  const right = width - MARGINS.marginRight; // the plot area's right edge
  assert.ok(Math.max(...ends) <= right + 0.5, `${Math.max(...ends)} px > ${right} px`);
});
