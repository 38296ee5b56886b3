import assert from "node:assert/strict";
import { cnyPerUnit, type Rate, ratesOn } from "../../lib/data/fx_of.ts";

const rate = (currency: string, cny: number, end: string): Rate => ({
  currency,
  cnyPerUnit: cny,
  asOf: { end },
});
const FX = [
  rate("USD", 7.1, "2026-06-30"),
  rate("USD", 6.7758, "2025-01-01"),
  rate("EUR", 7.9, "2026-01-01"),
];

Deno.test("cnyPerUnit() takes the latest rate dated on or before the day, else the earliest", () => {
  assert.equal(cnyPerUnit(FX, "USD", "2026-12-03"), 7.1);
  assert.equal(cnyPerUnit(FX, "USD", "2026-06-30"), 7.1); // dated that very day
  assert.equal(cnyPerUnit(FX, "USD", "2026-06-29"), 6.7758);
  assert.equal(cnyPerUnit(FX, "USD", "2020-01-01"), 6.7758); // before every rate: the earliest
  assert.equal(cnyPerUnit(FX, "EUR", "2026-12-03"), 7.9);
});

Deno.test("cnyPerUnit() of CNY is 1, and of a currency without a rate is undefined", () => {
  assert.equal(cnyPerUnit([], "CNY", "2026-12-03"), 1);
  assert.equal(cnyPerUnit(FX, "JPY", "2026-12-03"), undefined);
});

Deno.test("ratesOn() gives each currency's one rate on the day, in the order of their codes", () => {
  const fx = FX.map((r, i) => ({
    ...r,
    source: "x",
    row: i + 2,
    asOf: { ...r.asOf, text: r.asOf.end, start: r.asOf.end },
  }));
  assert.deepEqual(
    ratesOn(fx, "2026-06-29").map((r) => [r.currency, r.cnyPerUnit]),
    [["EUR", 7.9], ["USD", 6.7758]],
  );
  assert.deepEqual(ratesOn(fx, "2026-07-01").map((r) => r.cnyPerUnit), [7.9, 7.1]);
});
