// The used market's resale (lib/model/resale_market.ts): the share read off a table by age, and
// the resale curve set through it at the ages a case reads.
import assert from "node:assert/strict";
import fc from "fast-check";
import { marketCurve, type MarketPoints, marketShareAt } from "../../lib/model/resale_market.ts";
import { residualValue, usedValue } from "../../lib/model/cost_basis.ts";

const close = (actual: number, expected: number, tol: number, what = "") =>
  assert.ok(Math.abs(actual - expected) <= tol, `${what}: ${actual} against ${expected}`);

const TABLE: MarketPoints = [
  { ageYears: 2, share: 0.6 },
  { ageYears: 4, share: 0.4 },
  { ageYears: 6, share: 0.3 },
  { ageYears: 6, share: 0.5 },
];

Deno.test("marketShareAt() interpolates linearly by age, averages one age's rows and holds the ends", () => {
  // 3 years: halfway from 0.6 (2 years) to 0.4 (4 years) = 0.5
  assert.deepEqual(marketShareAt(TABLE, 3), { ageYears: 3, share: 0.5, read: "between" });
  // 6 years: the two rows averaged, (0.3 + 0.5) / 2 = 0.4; 5 years: between 0.4 and 0.4
  close(marketShareAt(TABLE, 6).share, 0.4, 1e-15, "6 years");
  close(marketShareAt(TABLE, 5).share, 0.4, 1e-15, "5 years");
  assert.deepEqual(marketShareAt(TABLE, 1), { ageYears: 1, share: 0.6, read: "below" });
  assert.equal(marketShareAt(TABLE, 9).read, "above");
  close(marketShareAt(TABLE, 9).share, 0.4, 1e-15, "9 years");
  assert.equal(marketShareAt(TABLE, 4).share, 0.4);
});

Deno.test("marketCurve() of a machine bought today: the purchase at 0, the table's share at the horizon", () => {
  // 3 years: 0.5 (above); 9,000 × 0.5 = 4,500 at the end, the purchase itself at 0
  const { curve, start, end } = marketCurve(TABLE, { horizonYears: 3 });
  assert.equal(start, undefined);
  assert.equal(end.share, 0.5);
  const value = (years: number) =>
    residualValue(9_000, curve.residualFraction, curve.residualYears, curve.resaleHaircut, years);
  close(value(3), 4_500, 1e-9, "end");
  assert.equal(value(0), 9_000);
});

Deno.test("marketCurve() of a machine owned at 2 years, 2 years on: through 0.6 today and 0.4 at the end", () => {
  // q = (0.4 / 0.6)^(1/2) = 0.8165 a year, s = 0.6 / q² = 0.9: haircut 0.1, 0.4 at 4 years
  const { curve, heldFlat } = marketCurve(TABLE, { horizonYears: 2, ownedAgeYears: 2 });
  assert.equal(heldFlat, false);
  close(curve.resaleHaircut, 0.1, 1e-12, "haircut");
  assert.equal(curve.residualFraction, 0.4);
  assert.equal(curve.residualYears, 4);
  const at = (age: number) =>
    usedValue(9_000, curve.residualFraction, curve.residualYears, curve.resaleHaircut, age);
  close(at(2), 5_400, 1e-9, "today: 9,000 × 0.6");
  close(at(4), 3_600, 1e-9, "end: 9,000 × 0.4");
  // a year on, between: 9,000 × 0.6 × q = 4,409 (the exponential between the two)
  close(at(3), 9_000 * 0.6 * Math.sqrt(0.4 / 0.6), 1e-9, "between");
});

Deno.test("marketCurve() holds the value flat where the table rises between the two ages", () => {
  const rising: MarketPoints = [{ ageYears: 2, share: 0.4 }, { ageYears: 4, share: 0.5 }];
  const { curve, heldFlat } = marketCurve(rising, { horizonYears: 2, ownedAgeYears: 2 });
  assert.equal(heldFlat, true);
  const at = (age: number) =>
    usedValue(1_000, curve.residualFraction, curve.residualYears, curve.resaleHaircut, age);
  close(at(2), 400, 1e-9, "today");
  close(at(4), 400, 1e-9, "end, held at today's");
});

Deno.test("marketCurve() passes through the table's shares at the owned machine's two ages (property)", () => {
  const table = fc.array(
    fc.record({
      ageYears: fc.double({ min: 0, max: 10, noNaN: true }),
      share: fc.double({ min: 0.01, max: 1.5, noNaN: true }),
    }),
    { minLength: 1, maxLength: 8 },
  );
  fc.assert(
    fc.property(
      table,
      fc.double({ min: 0, max: 12, noNaN: true }),
      fc.double({ min: 0.1, max: 8, noNaN: true }),
      (rows, age, years) => {
        const points = rows as unknown as MarketPoints;
        const m = marketCurve(points, { horizonYears: years, ownedAgeYears: age });
        const at = (a: number) =>
          usedValue(1, m.curve.residualFraction, m.curve.residualYears, m.curve.resaleHaircut, a);
        const today = marketShareAt(points, age).share;
        const end = marketShareAt(points, age + years).share;
        close(at(age), today, 1e-9 * Math.max(1, today), "today");
        close(at(age + years), Math.min(end, today), 1e-9 * Math.max(1, today), "end");
        // bought: the share at the horizon, from the purchase
        const b = marketCurve(points, { horizonYears: years }).curve;
        close(
          residualValue(1, b.residualFraction, b.residualYears, b.resaleHaircut, years),
          marketShareAt(points, years).share,
          1e-9,
          "bought",
        );
      },
    ),
  );
});
