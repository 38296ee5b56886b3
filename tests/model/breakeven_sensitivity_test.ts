// How the break-even moves with one input at a time (lib/model/breakeven_sensitivity.ts), on the
// document's case: owning's fixed cost over 3 years is 0.857625 × purchase + 5,709.3125 CNY
// (purchase + 4,500 host − 30 % resale + 500 maintenance + 15.7625 % cost of capital on
// purchase + host), and each hour used saves 3.5 − 0.65 = 2.85 CNY; 1,095 days.
import assert from "node:assert/strict";
import fc from "fast-check";
import {
  breakEvenByPrice,
  breakEvenSpider,
  breakEvenTornado,
} from "../../lib/model/breakeven_sensitivity.ts";
import { SEED_3090 } from "../../lib/model/inputs.ts";
import { near } from "../helpers.ts";
import { arbInputs, MANY } from "./arbitrary.ts";

const hours = (b: { kind: string; breakEvenHoursPerDay?: number }) => {
  assert.equal(b.kind, "hours");
  return b.breakEvenHoursPerDay!;
};

Deno.test("breakEvenTornado(): a range that ends the break-even comes first, then by swing", () => {
  const bars = breakEvenTornado(SEED_3090, [
    { name: "purchaseCny", low: 4500, high: 13_500 },
    { name: "rentCnyPerGpuHour", low: 0.5, high: 5 },
  ]);
  assert.deepEqual(bars.map((b) => b.name), ["rentCnyPerGpuHour", "purchaseCny"]);
  const [price, purchase] = bars as [typeof bars[0], typeof bars[0]];
  // at 0.5 CNY/h renting costs less than the 0.65 CNY/h of electricity: never
  assert.equal(price.atLow.kind, "never");
  assert.ok(price.changesAnswer);
  assert.equal(price.swingHours, 0);
  // at 5 CNY/h: 13,427.94 / (1,095 × 4.35) = 2.8191 h/day
  near(hours(price.atHigh), 2.8191, 0.00005, "5 CNY/h");
  // the base: 13,427.94 / (1,095 × 2.85) = 4.3028 h/day (B14, electricity following the hours)
  near(hours(purchase.base), 4.3028, 0.00005, "base");
  // 4,500: (0.857625 × 4,500 + 5,709.3125) / 3,120.75 = 9,568.63 / 3,120.75 = 3.0661
  near(hours(purchase.atLow), 3.0661, 0.00005, "purchase 4,500");
  // 13,500: 17,287.25 / 3,120.75 = 5.5395
  near(hours(purchase.atHigh), 5.5395, 0.00005, "purchase 13,500");
  assert.ok(!purchase.changesAnswer);
  near(purchase.swingHours, 5.5395 - 3.0661, 0.0001, "swing");
});

Deno.test("breakEvenSpider() moves one input by factors from 1 − spread to 1 + spread", () => {
  const points = breakEvenSpider(SEED_3090, { names: ["purchaseCny"], spread: 0.5, steps: 3 });
  assert.deepEqual(points.map((p) => p.factor), [0.5, 1, 1.5]);
  // purchase 4,500, 9,000 and 13,500: the tornado's three break-evens
  const want = [3.0661, 4.3028, 5.5395];
  points.forEach((p, i) => near(hours(p.breakEven), want[i]!, 0.00005, `factor ${p.factor}`));
});

Deno.test("property: the spider at factor 1 is the tornado's base, for any scenario", () => {
  fc.assert(
    fc.property(arbInputs, (x) => {
      const base = breakEvenTornado(x, [{ name: "purchaseCny", low: 1, high: 2 }])[0]!.base;
      const mid = breakEvenSpider(x, { names: ["purchaseCny"], spread: 0.5, steps: 3 })[1]!;
      return mid.factor === 1 && JSON.stringify(mid.breakEven) === JSON.stringify(base);
    }),
    MANY,
  );
});

Deno.test("breakEvenByPrice(): the document's 3.5 CNY/h at 4.30 h/day, never below electricity's 0.65", () => {
  const [cheap, atCost, document, dear] = breakEvenByPrice(SEED_3090, [0.5, 0.65, 3.5, 7]);
  assert.equal(cheap!.breakEven.kind, "never", "renting an hour costs less than its electricity");
  assert.equal(atCost!.breakEven.kind, "never", "no hour saves anything");
  // B14: (13,500 − 2,700 + 500 + 2,127.9375) / ((3.5 − 0.65) × 1,095) = 4.3029 h/day
  const b = document!.breakEven;
  assert.ok(b.kind === "hours");
  near(b.breakEvenHoursPerDay, 13_427.9375 / (2.85 * 1_095), 1e-9, "B14");
  // at 7 CNY/h: 13,427.9375 / ((7 − 0.65) × 1,095) = 1.9312 h/day
  const d = dear!.breakEven;
  assert.ok(d.kind === "hours");
  near(d.breakEvenHoursPerDay, 13_427.9375 / (6.35 * 1_095), 1e-9, "at 7 CNY/h");
  assert.deepEqual([cheap, atCost, document, dear].map((p) => p!.price), [0.5, 0.65, 3.5, 7]);
});
