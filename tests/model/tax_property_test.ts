// Properties of the after-tax view over random valid cases: no tax and no financing give
// today's figures exactly; with everything deducted when paid, a higher tax rate never makes
// owning dearer relative to renting; an owned machine is never charged its purchase.
import assert from "node:assert/strict";
import fc from "fast-check";
import { agree, arbBuyerInputs, arbInputs, MANY } from "./arbitrary.ts";
import { costItems, ITEM, presentValueLines, tco } from "../../lib/model/cost.ts";
import { breakEvenHours } from "../../lib/model/breakeven.ts";
import { usedValue } from "../../lib/model/cost_items.ts";
import {
  afterTax,
  afterTaxBreakEven,
  afterTaxLines,
  depreciationFactor,
  financing,
} from "../../lib/model/tax.ts";

Deno.test("no tax, no VAT deducted and no financing: the after-tax figures are today's, exactly", () => {
  fc.assert(
    fc.property(arbInputs, (x) => {
      const lines = afterTaxLines(x);
      assert.deepEqual(lines.preTax, presentValueLines(x));
      for (const part of [lines.financing, lines.vat, lines.incomeTax]) {
        assert.ok(part.every((v) => v === 0));
      }
      const a = afterTax(x);
      assert.equal(a.total.own, a.parts.preTax.own + 0 + 0 + 0);
      assert.deepEqual(afterTaxBreakEven(x), breakEvenHours(x, { view: "presentValue" }));
    }),
    MANY,
  );
});

Deno.test("deducted in full when paid: a higher tax rate never raises owning's after-tax cost relative to renting's", () => {
  fc.assert(
    fc.property(
      arbBuyerInputs,
      fc.double({ min: 0, max: 0.6, noNaN: true }),
      fc.double({ min: 0, max: 0.6, noNaN: true }),
      (buyer, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const x = { ...buyer, alreadyOwned: 0, firstYearDeduction: 1, firstYearLimitCny: 0 };
        const at = (t: number) => afterTax({ ...x, incomeTaxRate: t }).total;
        const l = at(low), h = at(high);
        fc.pre(l.rent > 1 && h.rent > 1);
        // own/rent = N_own/N_rent + (F − t·I)/((1 − t)·N_rent), whose slope in t is
        // (F − I)/((1 − t)²·N_rent) ≤ 0: the loan's cost F never exceeds its interest I today
        const scale = Math.max(1, Math.abs(l.own / l.rent));
        assert.ok(
          h.own / h.rent <= l.own / l.rent + 1e-9 * scale,
          `${h.own / h.rent} > ${l.own / l.rent}`,
        );
      },
    ),
    MANY,
  );
});

Deno.test("an owned machine is never charged its purchase, its host share or its site's set-up", () => {
  fc.assert(
    fc.property(arbBuyerInputs, (buyer) => {
      const x = { ...buyer, alreadyOwned: 1 };
      const items = costItems(x);
      // its value today: the reader's (value_today), else the resale curve's at its age
      const curve = usedValue(
        x.purchaseCny,
        x.residualFraction,
        x.residualYears,
        x.resaleHaircut,
        x.ownedAgeYears,
      );
      const now = x.ownedValueTodayCny > 0 ? x.ownedValueTodayCny : curve;
      assert.equal(items[ITEM.capital], now);
      assert.ok(curve <= x.purchaseCny);
      // what it sells for at the end is never more than today, and keeps the curve's ratio
      assert.ok(items[ITEM.resale]! <= now * (1 + 1e-12));
      if (curve > 0 && x.horizonYears > 0) {
        const ratio = usedValue(
          x.purchaseCny,
          x.residualFraction,
          x.residualYears,
          x.resaleHaircut,
          x.ownedAgeYears + x.horizonYears,
        ) / curve;
        assert.ok(Math.abs(items[ITEM.resale]! - now * ratio) <= 1e-9 * now, "the curve's ratio");
      }
      assert.equal(items[ITEM.siteSetup], 0);
      // neither the host share nor the site's set-up, both sunk, moves a figure
      const other = {
        ...x,
        hostShareCny: x.hostShareCny + 1_000,
        siteSetupCny: x.siteSetupCny + 1,
      };
      assert.deepEqual(tco(other), tco(x));
      assert.deepEqual(afterTax(other), afterTax(x));
      // nothing to finance
      assert.equal(financing(x, now).principal, 0);
      // keeping it costs at most what buying it would: the value lost from a lower start
      const bought = tco({ ...x, alreadyOwned: 0, costOfCapital: 0 });
      const owned = tco({ ...x, costOfCapital: 0, ownedValueTodayCny: 0 });
      assert.ok(owned.own.depreciation <= bought.own.depreciation + 1e-9 * x.purchaseCny);
    }),
    MANY,
  );
});

Deno.test("the deductions' present value lies between 0 and 1 a CNY, and is 1 when all is deducted at once", () => {
  fc.assert(
    fc.property(arbBuyerInputs, fc.double({ min: 0, max: 1e7, noNaN: true }), (x, basis) => {
      const d = depreciationFactor(x, basis);
      assert.ok(d >= 0 && d <= 1 + 1e-12, String(d));
      assert.equal(
        depreciationFactor({ ...x, firstYearDeduction: 1, firstYearLimitCny: 0 }, basis),
        1,
      );
    }),
    MANY,
  );
});

Deno.test("a loan at the discount rate's own monthly rate costs nothing today, at any term and down payment", () => {
  fc.assert(
    fc.property(arbBuyerInputs, (buyer) => {
      const x = {
        ...buyer,
        alreadyOwned: 0,
        loanRate: 12 * ((1 + buyer.discountRate) ** (1 / 12) - 1),
        loanMonths: Math.max(1, buyer.loanMonths),
      };
      const loan = financing(x, x.purchaseCny);
      assert.ok(agree(loan.cost, 0, x.purchaseCny), String(loan.cost));
    }),
    MANY,
  );
});

Deno.test("the same purchase in more machines is never dearer after tax: a limit on each unit is met as often or more", () => {
  fc.assert(
    fc.property(arbBuyerInputs, fc.integer({ min: 1, max: 16 }), (x, more) => {
      const split = { ...x, machineCount: x.machineCount + more };
      const basis = x.purchaseCny;
      assert.ok(depreciationFactor(split, basis) >= depreciationFactor(x, basis));
      assert.ok(afterTax(split).total.own <= afterTax(x).total.own + 1e-9 * x.purchaseCny);
      // renting knows nothing of the machines
      assert.equal(afterTax(split).total.rent, afterTax(x).total.rent);
    }),
    MANY,
  );
});
