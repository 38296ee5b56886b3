import assert from "node:assert/strict";
import fc from "fast-check";
import {
  CNY,
  escapeHtml,
  formatMoney,
  formatNumber,
  formatPercent,
  formatSignificant,
  htmlTable,
  moneyTick,
} from "../../lib/present/format.ts";
import { MANY } from "../model/arbitrary.ts";

/** 1 USD = 6.7758 CNY, as fx.csv has it. */
const USD = { currency: "USD", cnyPerUnit: 6.7758, lang: "en" } as const;

Deno.test("escapeHtml() escapes the five characters that HTML reads", () => {
  assert.equal(
    escapeHtml(`<script>alert("x") & 'y'</script>`),
    "&lt;script&gt;alert(&quot;x&quot;) &amp; &#39;y&#39;&lt;/script&gt;",
  );
  // the ampersand first: an escaped entity is escaped again, never taken as markup
  assert.equal(escapeHtml("&lt;"), "&amp;lt;");
  assert.equal(escapeHtml(3.5), "3.5");
});

Deno.test("formatNumber() groups thousands and rounds to the digits asked, a dash for no number", () => {
  assert.equal(formatNumber(25_273), "25,273"); // B11 as printed
  assert.equal(formatNumber(2127.9375, 2), "2,127.94"); // B9 exact
  assert.equal(formatNumber(-6300), "-6,300");
  assert.equal(formatNumber(0.5), "1"); // half away from zero, as toLocaleString rounds
  assert.equal(formatNumber(Number.NaN), "–");
  assert.equal(formatNumber(Number.POSITIVE_INFINITY), "–");
});

Deno.test("formatNumber() writes what toLocaleString writes, whichever digits were asked before", () => {
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.double({ noNaN: true }), fc.integer({ min: 0, max: 6 })), {
        minLength: 1,
      }),
      (cases) => {
        for (const [value, digits] of cases) {
          const expected = Number.isFinite(value)
            ? value.toLocaleString("en-US", {
              minimumFractionDigits: digits,
              maximumFractionDigits: digits,
            })
            : "–";
          assert.equal(formatNumber(value, digits), expected);
        }
      },
    ),
    MANY,
  );
});

Deno.test("formatSignificant() shows four significant digits and drops trailing zeros", () => {
  assert.equal(formatSignificant(4500), "4,500"); // B2
  assert.equal(formatSignificant(0.0007), "0.0007"); // A5's storage price, CNY/GB-h
  assert.equal(formatSignificant(3.1655), "3.166"); // A7: 4 significant digits
  assert.equal(formatSignificant(0.65), "0.65");
  assert.equal(formatSignificant(123_456), "123,456"); // never fewer than the integer digits
  assert.equal(formatSignificant(0), "0");
  assert.equal(formatSignificant(Number.NaN), "–");
});

Deno.test("formatMoney() converts CNY to the display currency, 2 decimals below 100", () => {
  assert.equal(formatMoney(16_274.94), "16,275 CNY"); // B14 with exact compounding
  assert.equal(formatMoney(17.605), "17.61 CNY"); // A4: below 100, two decimals
  // 15,330 CNY (4,380 h × 3.5) / 6.7758 = 2,262.46 USD
  assert.equal(formatMoney(15_330, USD), "2,262 USD");
  // 3.5 CNY/h / 6.7758 = 0.5165 USD
  assert.equal(formatMoney(3.5, USD), "0.52 USD");
  assert.equal(formatMoney(3.5, USD, 3), "0.517 USD");
  assert.equal(formatMoney(99.996, CNY), "100.00 CNY"); // the size is judged before rounding
});

Deno.test("moneyTick() never uses an SI prefix and shows as many decimals as the size needs", () => {
  assert.equal(moneyTick(250_000), "250,000");
  assert.equal(moneyTick(0.29), "0.29");
  assert.equal(moneyTick(1.5), "1.5");
  assert.equal(moneyTick(12.5), "12.5");
  assert.equal(moneyTick(0.0007), "0.0007");
  assert.equal(moneyTick(0), "0");
  assert.equal(moneyTick(-1200), "-1,200");
});

Deno.test("formatPercent() shows a fraction as a percentage with a space before the sign", () => {
  assert.equal(formatPercent(0.0313), "3.1 %"); // A1
  assert.equal(formatPercent(0.6682981, 0), "67 %"); // D1's saving for the 3090 at 24 h/day
  assert.equal(formatPercent(1), "100.0 %");
});

Deno.test("htmlTable() escapes text cells, right-aligns numbers and keeps trusted HTML cells", () => {
  const html = htmlTable(
    [{ item: "<b>Electricity</b>", cny: 2847, note: "<em>B5</em>" }],
    [
      { header: "item", value: (r) => r.item },
      { header: "CNY", value: (r) => r.cny },
      { header: "note", value: (r) => r.note, html: true },
    ],
    "Costs & <sources>",
  );
  assert.match(html, /<td style="text-align:left">&lt;b&gt;Electricity&lt;\/b&gt;<\/td>/);
  assert.match(html, /<td style="text-align:right">2,847\.00<\/td>/);
  assert.match(html, /<td style="text-align:left"><em>B5<\/em><\/td>/);
  assert.match(html, /<caption[^>]*>Costs &amp; &lt;sources&gt;<\/caption>/);
  assert.match(html, /<th style="text-align:left">CNY<\/th>/);
  assert.ok(!htmlTable([], [{ header: "a", value: () => 1 }]).includes("<caption"));
});
