// After tax and financing, worked by hand: the document's 3090 for a person (no change) and for a
// Chinese general taxpayer, the US 8×H100 server for a C corporation with 100 % bonus
// depreciation, a 36-month lease at 8 % against a 5 % discount rate, and a card already owned.
// Every reference figure is written as the arithmetic that gives it.
import assert from "node:assert/strict";
import { SEED_3090 } from "../../lib/model/inputs.ts";
import { breakEvenHours } from "../../lib/model/breakeven.ts";
import { tco, tcoPresentValue } from "../../lib/model/cost.ts";
import {
  afterTax,
  afterTaxBreakEven,
  depreciationFactor,
  financing,
  presentValuePayback,
} from "../../lib/model/tax.ts";
import type { CostInputs } from "../../lib/model/inputs.ts";

/** Σ v^m for m = from..to, v = (1 + r)^(−1/12): the present value of 1 a month. */
function months(r: number, from: number, to: number): number {
  let sum = 0;
  for (let m = from; m <= to; m++) sum += (1 + r) ** (-m / 12);
  return sum;
}

function close(actual: number, expected: number, tolerance = 1e-6, what = "") {
  assert.ok(
    Math.abs(actual - expected) <= tolerance * Math.max(1, Math.abs(expected)),
    `${what}: ${actual} is not ${expected}`,
  );
}

function hours(b: ReturnType<typeof breakEvenHours>): number {
  assert.equal(b.kind, "hours");
  return b.kind === "hours" ? b.breakEvenHoursPerDay : NaN;
}

Deno.test("the document's 3090 for a person: nothing changes, 14,275 against 14,232 CNY and 4.01 h/day", () => {
  const a = afterTax(SEED_3090);
  const pv = tcoPresentValue(SEED_3090);
  assert.equal(a.total.own, pv.own);
  assert.equal(a.total.rent, pv.rent);
  assert.deepEqual([Math.round(a.total.own), Math.round(a.total.rent)], [14_275, 14_232]);
  assert.deepEqual(
    afterTaxBreakEven(SEED_3090),
    breakEvenHours(SEED_3090, { view: "presentValue" }),
  );
  assert.equal(hours(afterTaxBreakEven(SEED_3090)).toFixed(2), "4.01");
});

Deno.test("the document's 3090 for a Chinese general taxpayer: VAT of 13 % and 6 % back, deducted at once at 25 %", () => {
  const x: CostInputs = {
    ...SEED_3090,
    incomeTaxRate: 0.25,
    goodsVatDeducted: 0.13,
    servicesVatDeducted: 0.06,
    firstYearDeduction: 1,
    firstYearLimitCny: 5_000_000,
  };
  const spread = months(0.05, 1, 36) / 36; // a monthly cost over 36 months, per CNY, today
  const atEnd = 1.05 ** -3;
  // owning, pre-tax today: 13,500 now, 2,700 back in 3 years, electricity 0.65 kW × 4 h × 365 ×
  // 3 × 1 CNY/kWh = 2,847 CNY and maintenance 500 CNY over the 36 months
  const capital = 13_500, resale = 2_700 * atEnd, power = 2_847 * spread, upkeep = 500 * spread;
  const own = capital - resale + power + upkeep;
  // the VAT each holds, 13/113 of a price of goods; the resale's is remitted
  const ownVat = -(capital - resale + power + upkeep) * 13 / 113;
  // income tax at 25 % on the net of VAT: the machine deducted at once (13,500 / 1.13 is far
  // below 5 M CNY), running costs as paid, the resale taxed when received
  const ownTax = -0.25 * (capital - resale + power + upkeep) * 100 / 113;
  // renting: 3.5 CNY × 4,380 h, paid month by month; 6/106 of it VAT
  const rent = 15_330 * spread;
  const a = afterTax(x);
  close(a.parts.preTax.own, own, 1e-9, "pre-tax own");
  close(a.parts.vat.own, ownVat, 1e-9, "VAT own");
  close(a.parts.incomeTax.own, ownTax, 1e-9, "income tax own");
  close(a.parts.vat.rent, -rent * 6 / 106, 1e-9, "VAT rent");
  close(a.parts.incomeTax.rent, -0.25 * rent * 100 / 106, 1e-9, "income tax rent");
  // owning 14,274.89 × (100/113) × 0.75 = 9,474.48, renting 14,231.90 × (100/106) × 0.75 =
  // 10,069.74: the VAT of goods is the larger refund, so owning turns cheaper after tax
  assert.deepEqual([Math.round(a.total.own), Math.round(a.total.rent)], [9_474, 10_070]);
  // break-even: fixed own × 100/113 over the hour's saving, 3.5 × 100/106 − 0.65 × 100/113
  // CNY, in present value (the lines scale by the same 0.75, which cancels)
  const fixed = (capital - resale + upkeep) * 100 / 113;
  const saving = (3.5 * 100 / 106 - 0.65 * 100 / 113) * spread;
  close(hours(afterTaxBreakEven(x)), fixed / saving / 1095, 1e-9, "break-even");
  assert.equal(hours(afterTaxBreakEven(x)).toFixed(2), "3.71"); // 4.01 h/day before tax
});

/** The US 8×H100 server of `hardware.csv` (server-8xh100, USD as the unit) against AWS p5. */
const H100: CostInputs = {
  ...SEED_3090,
  gpuCount: 8,
  purchaseCny: 230_000,
  hostShareCny: 0,
  residualFraction: 0.35,
  residualYears: 5,
  resaleHaircut: 0.3,
  maintenanceCnyPerYear: 23_000,
  activePowerKw: 7.65,
  pue: 1.56,
  electricityCnyPerKwh: 0.0806,
  costOfCapital: 0.08,
  discountRate: 0.08,
  rentCnyPerGpuHour: 55.04 / 8,
  usedHoursPerDay: 24,
  horizonYears: 3,
  incomeTaxRate: 0.21,
  firstYearDeduction: 1,
};

Deno.test("the US 8×H100 server for a C corporation, 100 % bonus depreciation at 21 %: both sides × 0.79, the break-even unchanged", () => {
  const spread = months(0.08, 1, 36) / 36;
  // resale after 3 years: 230,000 × 0.7 × (0.35 / 0.7)^(3/5), today at 8 %
  const resale = 230_000 * 0.7 * 0.5 ** 0.6 * 1.08 ** -3;
  const power = 7.65 * 1.56 * 0.0806 * 8760 * 3 * spread;
  const own = 230_000 - resale + power + 69_000 * spread;
  const rent = 55.04 * 8760 * 3 * spread;
  const a = afterTax(H100);
  close(a.parts.preTax.own, own, 1e-9, "pre-tax own");
  close(a.parts.preTax.rent, rent, 1e-9, "pre-tax rent");
  // all deducted when paid, the machine at once: the shield is 21 % of each side
  close(a.total.own, 0.79 * own, 1e-9, "after-tax own");
  close(a.total.rent, 0.79 * rent, 1e-9, "after-tax rent");
  close(
    hours(afterTaxBreakEven(H100)),
    hours(breakEvenHours(H100, { view: "presentValue" })),
    1e-9,
    "break-even",
  );
  // depreciated over 5 years instead: 36 of its 60 months within the horizon, the 40 % left
  // deducted at the sale; the shield is worth 21 % × 230,000 × (1 − D) less
  const straight = { ...H100, firstYearDeduction: 0, depreciationYears: 5 };
  const d = months(0.08, 1, 36) / 60 + (1 - 36 / 60) * 1.08 ** -3;
  close(depreciationFactor(straight, 230_000), d, 1e-12, "D");
  close(afterTax(straight).total.own - a.total.own, 0.21 * 230_000 * (1 - d), 1e-9, "deferral");
  assert.ok(hours(afterTaxBreakEven(straight)) > hours(afterTaxBreakEven(H100)));
});

Deno.test("the one-off deduction stops at its limit: above 5 M CNY the machine is depreciated", () => {
  const x = { ...SEED_3090, incomeTaxRate: 0.25, firstYearDeduction: 1, depreciationYears: 3 };
  assert.equal(depreciationFactor({ ...x, firstYearLimitCny: 5_000_000 }, 13_500), 1);
  close(depreciationFactor({ ...x, firstYearLimitCny: 10_000 }, 13_500), months(0.05, 1, 36) / 36);
});

Deno.test("the one-off deduction's limit is tested on each machine: four servers of 1.38 M CNY are deducted at once, one machine of 5.52 M is not", () => {
  // a Chinese general taxpayer buys 4 8×H100 servers at 230,000 USD × 6.7758 CNY/USD = 1,558,434
  // CNY each as paid, 1,558,434 ÷ 1.13 = 1,379,145 CNY with its 13 % VAT deducted
  const server = 230_000 * 6.7758 / 1.13;
  const x: CostInputs = {
    ...SEED_3090,
    gpuCount: 32,
    purchaseCny: 4 * 230_000 * 6.7758,
    hostShareCny: 0,
    incomeTaxRate: 0.25,
    goodsVatDeducted: 0.13,
    firstYearDeduction: 1,
    depreciationYears: 3,
    firstYearLimitCny: 5_000_000,
  };
  const four = { ...x, machineCount: 4 }, one = { ...x, machineCount: 1 };
  // each of the four under 5,000,000 CNY: deducted in full at purchase
  assert.equal(depreciationFactor(four, 4 * server), 1);
  // one machine of 4 × 1,379,145 = 5,516,580 CNY is above it: straight-line over the 3-year
  // horizon at 5 %, Σ_{m=1..36} 1.05^(−m/12) ÷ 36 = 0.9284
  const d = months(0.05, 1, 36) / 36;
  close(depreciationFactor(one, 4 * server), d, 1e-12, "one machine");
  // two machines of 2,758,290 CNY each: under it again
  assert.equal(depreciationFactor({ ...x, machineCount: 2 }, 4 * server), 1);
  // the shield of the deduction is 25 % × 5,516,580 × (1 − 0.9284) = 98,790 CNY larger today
  close(afterTax(one).total.own - afterTax(four).total.own, 0.25 * 4 * server * (1 - d), 1e-9);
  assert.equal(afterTax(one).total.rent, afterTax(four).total.rent);
  // a machine count below one is one machine
  close(depreciationFactor({ ...x, machineCount: 0 }, 4 * server), d, 1e-12, "blank: one");
});

Deno.test("a 36-month lease at 8 % against a 5 % discount rate: 420.24 CNY a month in advance, 602.15 CNY dearer than cash", () => {
  const x = { ...SEED_3090, loanRate: 0.08, loanMonths: 36, paidInAdvance: 1 };
  const j = 0.08 / 12;
  const payment = 13_500 * j / ((1 - (1 + j) ** -36) * (1 + j));
  const today = payment * months(0.05, 0, 35); // paid at the start of months 1 to 36
  const lease = financing(x, 13_500);
  close(lease.payment, payment, 1e-12, "payment");
  close(lease.paymentsPresentValue, today, 1e-9, "payments today");
  assert.equal(lease.payment.toFixed(2), "420.24");
  assert.equal(lease.cost.toFixed(2), "602.15"); // 14,102.15 − 13,500
  // a person deducts no interest: the lease adds its cost to owning, nothing else moves
  const a = afterTax(x);
  close(a.parts.financing.own, today - 13_500, 1e-9, "financing part");
  assert.equal(a.parts.incomeTax.own, 0);
  close(a.total.own - afterTax(SEED_3090).total.own, today - 13_500, 1e-9, "owning dearer");
});

Deno.test("a loan at the discount rate costs nothing; its interest is deducted at the tax rate", () => {
  // a nominal rate whose month is the 5 % year's month: 12 × (1.05^(1/12) − 1)
  const fair = 12 * (1.05 ** (1 / 12) - 1);
  for (const paidInAdvance of [0, 1]) {
    const x = { ...SEED_3090, loanRate: fair, loanMonths: 24, downPayment: 0.2, paidInAdvance };
    close(financing(x, 13_500).cost, 0, 1e-9, "cost");
  }
  // a 2-month loan of 1,000 at 12 % a year in arrears: payment 1,000 × 0.01 / (1 − 1.01^−2) =
  // 507.51; interest 10 in month 1 and 1.01 × 1,000 − 507.51 = 502.49 × 0.01 = 5.02 in month 2
  const x = { ...SEED_3090, loanRate: 0.12, loanMonths: 2, incomeTaxRate: 0.25, discountRate: 0 };
  const loan = financing(x, 1_000);
  const payment = 1_000 * 0.01 / (1 - 1.01 ** -2);
  close(loan.payment, payment, 1e-12, "payment");
  close(loan.interestShield, 0.25 * (10 + (1_010 - payment) * 0.01), 1e-9, "shield");
});

Deno.test("a lease longer than the horizon: the balance is paid off with the sale", () => {
  const x = { ...SEED_3090, horizonYears: 1, loanRate: 0.08, loanMonths: 36, paidInAdvance: 1 };
  const j = 0.08 / 12;
  const payment = 13_500 * j / ((1 - (1 + j) ** -36) * (1 + j));
  // after 12 payments in advance the balance owed is that of the 24 payments still due
  const left = payment * (1 - (1 + j) ** -24) / j * (1 + j);
  const lease = financing(x, 13_500);
  close(lease.paymentsPresentValue, payment * months(0.05, 0, 11) + left * 1.05 ** -1, 1e-9);
});

Deno.test("a 3090 already owned for 4 years: the purchase is not charged; break-even where rent meets power, upkeep and lost resale", () => {
  const x = { ...SEED_3090, alreadyOwned: 1, ownedAgeYears: 4 };
  const t = tco(x);
  // worth 9,000 × 0.3^(4/3) = 1,807.46 CNY today, 9,000 × 0.3^(7/3) = 542.24 CNY in 3 years
  const now = 9_000 * 0.3 ** (4 / 3), then = 9_000 * 0.3 ** (7 / 3);
  close(t.own.capital, now, 1e-12, "value given up");
  close(t.own.residual, then, 1e-12, "resale");
  assert.ok(t.own.capital < 9_000 + 4_500, "the purchase is never charged");
  // what keeping it costs: lost resale, 500 CNY of maintenance, what 1,807.46 CNY would have
  // earned at 5 % for 3 years; per hour 0.65 CNY of electricity against 3.5 CNY rented
  const fixed = now - then + 500 + now * (1.05 ** 3 - 1);
  close(hours(breakEvenHours(x)), fixed / (1095 * (3.5 - 0.65)), 1e-9, "break-even");
  assert.equal(hours(breakEvenHours(x)).toFixed(2), "0.66"); // 4.30 h/day when bought
  // in present value and after tax alike, a person: the same lines
  assert.deepEqual(afterTaxBreakEven(x), breakEvenHours(x, { view: "presentValue" }));
  // nothing financed: the card is paid for
  assert.equal(financing({ ...x, loanMonths: 36, loanRate: 0.08 }, t.own.capital).cost, 0);
});

Deno.test("a 3090 already owned, said to sell for 5,000 CNY today: capital 5,000, resale on the curve from there", () => {
  const x = { ...SEED_3090, alreadyOwned: 1, ownedAgeYears: 4, ownedValueTodayCny: 5_000 };
  const t = tco(x);
  assert.equal(t.own.capital, 5_000);
  // the curve's ratio over the 3 years kept: 0.3^(7/3) ÷ 0.3^(4/3) = 0.3, so 5,000 × 0.3 = 1,500
  close(t.own.residual, 1_500, 1e-9, "resale");
  // the curve's own value today (0 given) is what the reader's figure replaces: 1,807.46
  close(tco({ ...x, ownedValueTodayCny: 0 }).own.capital, 9_000 * 0.3 ** (4 / 3), 1e-12, "curve");
  // a machine bought ignores it: the purchase and the host share, 9,000 + 4,500
  assert.equal(tco({ ...x, alreadyOwned: 0 }).own.capital, 13_500);
});

Deno.test("payback in present value: the document's 3090 at 10 h a day, for a person and a general taxpayer", () => {
  const atTen = { ...SEED_3090, usedHoursPerDay: 10 };
  const person = presentValuePayback(atTen);
  assert.deepEqual(person, presentValuePayback(atTen, { preTax: true }));
  assert.equal(person.kind, "month");
  const company = presentValuePayback({
    ...atTen,
    incomeTaxRate: 0.25,
    goodsVatDeducted: 0.13,
    servicesVatDeducted: 0.06,
    firstYearDeduction: 1,
  });
  // the VAT back on the card shortens the wait
  assert.ok(company.kind === "month" && person.kind === "month" && company.month <= person.month);
});
