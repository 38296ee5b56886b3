/**
 * What owning and renting cost a buyer after tax and financing, in present value, beside the
 * pre-tax present value of `cost.ts`. Four parts, each a cost (a credit is negative):
 *
 *   after tax = pre-tax + financing + VAT deducted + income tax
 *
 * - **pre-tax**: the present value of `presentValueLines()`, the machine paid in cash;
 * - **financing**: a loan or lease that pays the machine: the payments' present value at the
 *   discount rate less the amount financed (above 0 when its rate is above the discount rate);
 *   the balance left when the horizon ends is paid off with the sale ({@linkcode financing});
 * - **VAT deducted**: a buyer that deducts input VAT (a Chinese general taxpayer) gets back the
 *   VAT each price holds, rate ÷ (1 + rate) of it (goods 13 %, services 6 %), and remits it on
 *   the resale; prices in the data are as paid, VAT included;
 * - **income tax**: the tax shield, −rate × each deduction when it is made: running costs and
 *   rent deducted as paid, the machine by its schedule (a share at purchase, China's one-off
 *   deduction or bonus depreciation, the rest straight-line over its years, what is left deducted
 *   at the sale; {@linkcode depreciationFactor}), the loan's interest as it accrues; the resale is
 *   taxed when received.
 *
 * Every part is linear in the hours used, so the after-tax cost is again a fixed part plus a part
 * per machine-hour ({@linkcode afterTaxLines}) and the break-even reads off those lines like the
 * pre-tax one. At a rate of 0, no VAT deducted and no financing every added part is 0 and the
 * figures are the pre-tax ones exactly.
 *
 * An already-owned machine (`alreadyOwned`) is priced from today: its value now, given up by
 * keeping it, counts as the machine (taxed as its sale would be, the purchase long deducted: a
 * basis still to depreciate is not counted) and is not financed.
 *
 * Conventions a reader must know:
 * - every part is discounted at the scenario's one discount rate, which for a taxed buyer should
 *   be its rate after tax (a company that borrows at 8 % and pays 25 % tax: 6 %); at a rate
 *   before tax, a loan at that rate shows its interest's tax shield as a gain;
 * - a lease is a finance lease (hire purchase): the buyer keeps, depreciates and sells the
 *   machine and deducts its VAT at once; an operating lease, where the lessor keeps the machine,
 *   is not modelled;
 * - a deduction and a VAT credit count when the cost is paid (taxes are in truth settled by the
 *   quarter and the year), and the buyer has the profit and the output VAT to use them.
 *
 * @module
 */
import { clampInput, type CostInputs } from "./inputs.ts";
import { COST_ITEMS } from "./cost_items.ts";
import {
  costItems,
  ITEM,
  ITEM_COUNT,
  LINE,
  monthlyAnnuity,
  paidFactors,
  presentValueLines,
  usedHours,
} from "./cost.ts";
import { type BreakEven, breakEvenFromLines, lastPaybackMonth } from "./breakeven.ts";

/** The parts of the after-tax cost, in the order they are added. */
export const TAX_PARTS = ["preTax", "financing", "vat", "incomeTax"] as const;

/** One part of the after-tax cost: pre-tax, financing, VAT deducted, income tax. */
export type TaxPart = typeof TAX_PARTS[number];

/** Owning's and renting's present value, one part, CNY (a credit negative). */
export interface SidePair {
  /** Owning, CNY. */
  own: number;
  /** Renting, CNY. */
  rent: number;
}

/** The after-tax present value of a case at its hours, part by part, CNY. */
export interface AfterTax {
  /** Each part on each side, CNY; a credit (VAT back, a tax shield) is negative. */
  parts: Record<TaxPart, SidePair>;
  /** The sum of the parts: what each side costs the buyer today, CNY. */
  total: SidePair;
  /** total.own − total.rent: above 0 when renting is cheaper, CNY. */
  ownMinusRent: number;
}

/** A loan's or a lease's cash: what it costs beyond paying cash, and its interest's tax shield. */
export interface Financing {
  /** The amount financed: the purchase less the down payment, CNY. */
  principal: number;
  /** The monthly payment, CNY (0 when nothing is financed). */
  payment: number;
  /** The payments' present value, with the balance paid off at the horizon's end, CNY. */
  paymentsPresentValue: number;
  /** paymentsPresentValue − principal: what financing adds to owning today, CNY. */
  cost: number;
  /** The present value of the interest deducted: income-tax rate × each month's interest, CNY. */
  interestShield: number;
}

/** The share of a price that is VAT at `rate`, when it is deducted: rate ÷ (1 + rate). */
function vatShare(rate: number): number {
  return rate > 0 ? rate / (1 + rate) : 0;
}

/**
 * The present value, per CNY of the machines' tax basis, of their deductions over the horizon:
 * the share deducted at purchase (`firstYearDeduction`, when each machine, VAT deducted, costs at
 * most `firstYearLimitCny`, 0 for no limit: the limit is on a unit of equipment, so the basis is
 * split over `machineCount` machines, 32 GPUs bought as four 8-GPU servers being four), the rest
 * straight-line month by month over `depreciationYears`, and what is left undeducted when the
 * horizon ends, deducted at the sale. 1 when all is deducted at once; below 1 as deductions come
 * later.
 *
 * @param x The case's inputs (discount rate, horizon, the buyer's schedule, the machines).
 * @param basisCny The machines' tax basis in all (VAT deducted when the buyer deducts it), CNY.
 * @returns The deductions' present value per CNY of basis, 0 to 1.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { depreciationFactor } from "./tax.ts";
 * import { SEED_3090 } from "./inputs.ts";
 *
 * // straight-line over the 3-year horizon at 5 %: the monthly annuity over 36 months / 36
 * const x = { ...SEED_3090, depreciationYears: 3 };
 * // (33.4213 CNY today for 1 CNY a month over 36 months) / 36 = 0.9284
 * assert.equal(depreciationFactor(x, 13_500).toFixed(4), "0.9284");
 * assert.equal(depreciationFactor({ ...x, firstYearDeduction: 1 }, 13_500), 1);
 * // China's limit of 5 M CNY on each machine: two of 3 M are deducted at once, one of 6 M not
 * const china = { ...x, firstYearDeduction: 1, firstYearLimitCny: 5e6 };
 * assert.equal(depreciationFactor({ ...china, machineCount: 2 }, 6e6), 1);
 * assert.equal(depreciationFactor({ ...china, machineCount: 1 }, 6e6).toFixed(4), "0.9284");
 * ```
 */
export function depreciationFactor(x: CostInputs, basisCny: number): number {
  if (x.alreadyOwned > 0) return 1;
  const months = 12 * Math.max(0, x.horizonYears);
  const limit = x.firstYearLimitCny;
  const first = limit <= 0 || basisCny / clampInput("machineCount", x.machineCount) <= limit
    ? clampInput("firstYearDeduction", x.firstYearDeduction)
    : 0;
  if (first >= 1) return 1;
  const n = 12 * clampInput("depreciationYears", x.depreciationYears);
  const within = Math.min(n, months);
  const left = Math.max(0, 1 - months / n);
  const atEnd = (1 + x.discountRate) ** -(months / 12);
  return first + (1 - first) * (monthlyAnnuity(x.discountRate, within) / n + left * atEnd);
}

/**
 * The loan or lease that pays the machine: `loanMonths` monthly payments at `loanRate` a year
 * (nominal, ÷ 12 a month) of the purchase less the `downPayment`, at each month's end (a loan) or
 * start (a lease, `paidInAdvance`), discounted at the case's rate; when the horizon ends before
 * the term, the balance then is paid off with the sale. Nothing is financed when the term is 0 or
 * the machine is already owned.
 *
 * @param x The case's inputs.
 * @param purchaseCny What the machine costs, paid or financed, CNY (the capital item).
 * @returns The financing's figures, CNY.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { financing } from "./tax.ts";
 * import { SEED_3090 } from "./inputs.ts";
 *
 * // 13,500 CNY over 36 months at 8 % a year, paid in advance: j = 0.08 / 12,
 * // payment = 13,500 × j / ((1 − (1 + j)^−36) × (1 + j)) = 420.24 CNY a month
 * const lease = { ...SEED_3090, loanRate: 0.08, loanMonths: 36, paidInAdvance: 1 };
 * assert.equal(financing(lease, 13_500).payment.toFixed(2), "420.24");
 * ```
 */
export function financing(x: CostInputs, purchaseCny: number): Financing {
  const n = Math.round(clampInput("loanMonths", x.loanMonths));
  const principal = x.alreadyOwned > 0 || n <= 0
    ? 0
    : purchaseCny * (1 - clampInput("downPayment", x.downPayment));
  if (principal <= 0) {
    return { principal: 0, payment: 0, paymentsPresentValue: 0, cost: 0, interestShield: 0 };
  }
  // a monthly rate below 1e-12 is taken as 0: its payment would be rounded to noise
  const monthly = clampInput("loanRate", x.loanRate) / 12;
  const j = monthly < 1e-12 ? 0 : monthly;
  const advance = x.paidInAdvance > 0;
  const payment = j === 0
    ? principal / n
    : principal * j / (-Math.expm1(-n * Math.log1p(j)) * (advance ? 1 + j : 1));
  const months = 12 * Math.max(0, x.horizonYears);
  const eps = 1e-9; // keeps 12 × (1 / 3) four whole months
  const v = (m: number) => (1 + x.discountRate) ** -(m / 12);
  const tax = clampInput("incomeTaxRate", x.incomeTaxRate);
  // the balance grows by (1 + j) a month, pro rata (1 + j)^f over a part f of a month
  const grow = (f: number) => Math.expm1(f * Math.log1p(j));
  let balance = principal, paid = 0, shield = 0, at = 0;
  if (advance) {
    // payment m at the start of month m + 1 (time m), then the interest on what is left
    for (let m = 0; m < n && m < months - eps; m++) {
      paid += payment * v(m);
      balance -= payment;
      at = Math.min(m + 1, months);
      const interest = balance * grow(at - m);
      balance += interest;
      shield += tax * interest * v(at);
    }
  } else {
    // the month's interest, then payment m at its end (time m)
    for (let m = 1; m <= n && m <= months + eps; m++) {
      const interest = balance * j;
      balance += interest - payment;
      paid += payment * v(m);
      shield += tax * interest * v(m);
      at = m;
    }
    // a horizon that ends within a month: that part of the month's interest
    if (n > at && months > at + eps) {
      const interest = balance * grow(months - at);
      balance += interest;
      shield += tax * interest * v(months);
      at = months;
    }
  }
  // a term longer than the horizon: the balance is paid off when the machine is sold
  if (n > months + eps && balance > 1e-9 * principal) paid += balance * v(at);
  return {
    principal,
    payment,
    paymentsPresentValue: paid,
    cost: paid - principal,
    interestShield: shield,
  };
}

/** For each item: the share of its price that is VAT the buyer deducts. */
function vatShares(x: CostInputs): Float64Array {
  const goods = vatShare(clampInput("goodsVatDeducted", x.goodsVatDeducted));
  const services = vatShare(clampInput("servicesVatDeducted", x.servicesVatDeducted));
  return Float64Array.from(
    COST_ITEMS,
    (item) => item.vat === "goods" ? goods : item.vat === "services" ? services : 0,
  );
}

/** The positions in a line vector (see `LINE` of `cost.ts`) of each side's fixed part and part per hour. */
const LINE_OF = {
  own: [LINE.ownFixed, LINE.ownPerHour],
  rent: [LINE.rentFixed, LINE.rentPerHour],
} as const;

const scratch = new Float64Array(ITEM_COUNT);

/**
 * The after-tax present-value lines of `x`, part by part: for each part of
 * {@linkcode TAX_PARTS}, owning and renting as a fixed part plus a part per machine-hour used
 * (positions of `LINE` in `cost.ts`), CNY. The pre-tax part is `presentValueLines()`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { afterTaxLines } from "./tax.ts";
 * import { presentValueLines } from "./cost.ts";
 * import { SEED_3090 } from "./inputs.ts";
 *
 * // a person (no tax, no VAT deducted, cash): nothing beside the pre-tax lines
 * const parts = afterTaxLines(SEED_3090);
 * assert.deepEqual(parts.preTax, presentValueLines(SEED_3090));
 * assert.deepEqual([...parts.incomeTax, ...parts.vat, ...parts.financing], Array(12).fill(0));
 * ```
 */
export function afterTaxLines(x: CostInputs): Record<TaxPart, Float64Array> {
  const items = costItems(x, scratch);
  const factor = paidFactors(x);
  const vat = vatShares(x);
  const tax = clampInput("incomeTaxRate", x.incomeTaxRate);
  const out = {
    // summed as `presentValueLines()` sums it, so that a person's figures are the pre-tax ones
    preTax: presentValueLines(x),
    financing: new Float64Array(4),
    vat: new Float64Array(4),
    incomeTax: new Float64Array(4),
  };
  let equipmentNet = 0;
  COST_ITEMS.forEach((item, i) => {
    if (item.deducted === "no") return;
    const at = LINE_OF[item.side][item.perHour ? 1 : 0];
    const today = item.sign * items[i]! * factor[item.paid];
    out.vat[at]! -= today * vat[i]!;
    if (item.deducted === "asPaid") out.incomeTax[at]! -= tax * today * (1 - vat[i]!);
    else equipmentNet += items[i]! * (1 - vat[i]!);
  });
  // the machine and the site's set-up, deducted by the buyer's schedule
  const machineNet = items[ITEM.capital]! * (1 - vat[ITEM.capital]!);
  out.incomeTax[LINE.ownFixed]! -= tax * equipmentNet * depreciationFactor(x, machineNet);
  const loan = financing(x, items[ITEM.capital]!);
  out.financing[LINE.ownFixed] = loan.cost;
  out.incomeTax[LINE.ownFixed]! -= loan.interestShield;
  return out;
}

/**
 * The after-tax present value of owning and renting at the case's hours, part by part
 * ({@linkcode TAX_PARTS}).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { afterTax } from "./tax.ts";
 * import { tcoPresentValue } from "./cost.ts";
 * import { SEED_3090 } from "./inputs.ts";
 *
 * // the document's 3090 for a person: the pre-tax present value, 14,275 and 14,232 CNY
 * const a = afterTax(SEED_3090);
 * assert.equal(a.total.own, tcoPresentValue(SEED_3090).own);
 * assert.deepEqual([Math.round(a.total.own), Math.round(a.total.rent)], [14_275, 14_232]);
 * ```
 */
export function afterTax(x: CostInputs): AfterTax {
  const lines = afterTaxLines(x);
  const hours = usedHours(x);
  const at = (l: Float64Array, side: "own" | "rent") =>
    l[LINE_OF[side][0]]! + l[LINE_OF[side][1]]! * hours;
  const parts = Object.fromEntries(
    TAX_PARTS.map((p) => [p, { own: at(lines[p], "own"), rent: at(lines[p], "rent") }]),
  ) as Record<TaxPart, SidePair>;
  const sum = (side: "own" | "rent") => TAX_PARTS.reduce((s, p) => s + parts[p][side], 0);
  const total = { own: sum("own"), rent: sum("rent") };
  return { parts, total, ownMinusRent: total.own - total.rent };
}

/** The four parts' lines added: the after-tax present value as a fixed part plus a part per hour. */
export function afterTaxTotalLines(x: CostInputs): Float64Array {
  const lines = afterTaxLines(x);
  const out = new Float64Array(4);
  for (const p of TAX_PARTS) for (let k = 0; k < 4; k++) out[k]! += lines[p][k]!;
  return out;
}

/**
 * Break-even hours a day after tax and financing, in present value: where the after-tax lines
 * cross ({@linkcode afterTaxTotalLines}, `breakEvenFromLines()`).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { afterTaxBreakEven } from "./tax.ts";
 * import { breakEvenHours } from "./breakeven.ts";
 * import { SEED_3090 } from "./inputs.ts";
 *
 * // a person: the pre-tax present-value break-even, 4.01 h/day
 * const b = afterTaxBreakEven(SEED_3090);
 * assert.deepEqual(b, breakEvenHours(SEED_3090, { view: "presentValue" }));
 * ```
 */
export function afterTaxBreakEven(x: CostInputs): BreakEven {
  return breakEvenFromLines(afterTaxTotalLines(x), x.horizonYears);
}

/** A present-value payback: the first month owning costs at most renting, or none within the horizon. */
export type PresentValuePayback =
  | { kind: "month"; month: number }
  | { kind: "notWithinHorizon"; lastMonthSearched: number };

/**
 * The first month, 1 to the horizon's whole months, at which owning's present value, sold that
 * month, is at most renting's over the same months at the same hours a day (rent by the month,
 * a commitment too): after tax and financing, or pre-tax with `preTax`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { presentValuePayback } from "./tax.ts";
 * import { SEED_3090 } from "./inputs.ts";
 *
 * // the document's 3090 at 10 h a day: in present value, owning has caught up by month 9
 * const atTen = { ...SEED_3090, usedHoursPerDay: 10 };
 * assert.deepEqual(presentValuePayback(atTen), { kind: "month", month: 9 });
 * ```
 */
export function presentValuePayback(
  x: CostInputs,
  { preTax = false }: { preTax?: boolean } = {},
): PresentValuePayback {
  const last = lastPaybackMonth(x.horizonYears);
  for (let m = 1; m <= last; m++) {
    const at = { ...x, horizonYears: m / 12, rentMinimumMonths: 0 };
    const a = afterTax(at);
    const gap = preTax ? a.parts.preTax.own - a.parts.preTax.rent : a.ownMinusRent;
    if (gap <= 0) return { kind: "month", month: m };
  }
  return { kind: "notWithinHorizon", lastMonthSearched: last };
}
