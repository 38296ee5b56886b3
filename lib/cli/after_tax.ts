/**
 * `calc`'s after-tax view (`ScenarioResults.afterTax`, `lib/model/tax.ts`): its rows in the text
 * and its field in the JSON, money in the run's currency.
 *
 * JSON `afterTax`: `{buyer, owned, counts, parts, total, ownMinusRent, breakEven, payback,
 * paybackPreTax, financing}`: `buyer` `{id, name}` of `buyers.csv` or `null` (no tax); `owned`
 * `{ageYears}` or `null` (bought); `counts` whether a tax, VAT deducted or a loan counts; `parts`
 * `{preTax, financing, vat, incomeTax}`, each `{own, rent}` today (a credit negative), summing to
 * `total` `{own, rent}`; `ownMinusRent` above 0 when renting is cheaper; `breakEven` as the other
 * break-evens; `payback` and `paybackPreTax` `{kind: "month", month}` or `{kind:
 * "notWithinHorizon", lastMonthSearched}`, in present value with the machine sold that month;
 * `financing` `{principal, payment, paymentsPresentValue, cost, interestShield}`.
 *
 * @module
 */
import type { AfterTaxResults } from "../scenario/results.ts";
import type { PresentValuePayback, SidePair, TaxPart } from "../model/tax.ts";
import { TAX_PARTS } from "../model/tax.ts";
import type { Money } from "../present/format.ts";
import { formatMoney, formatNumber } from "../present/format.ts";
import type { BreakEven } from "../model/breakeven.ts";
import type { Financing } from "../model/tax.ts";

/** `calc --json`'s `afterTax`, money in the run's currency. */
export interface AfterTaxJson {
  /** The buyer whose taxes count; `null`: none, no tax. */
  buyer: AfterTaxResults["buyer"];
  /** The machine already owned and its age; `null` when bought. */
  owned: AfterTaxResults["owned"];
  /** Whether a tax, VAT deducted or a loan counts beside the pre-tax present value. */
  counts: boolean;
  /** Each part, owning and renting, today. */
  parts: Record<TaxPart, SidePair>;
  /** The parts added: what each side costs the buyer today. */
  total: SidePair;
  /** total.own − total.rent: above 0 when renting is cheaper. */
  ownMinusRent: number;
  /** Break-even hours a day after tax and financing, with its typed reason in the run's currency. */
  breakEven: BreakEven;
  /** Payback in present value after tax and financing. */
  payback: PresentValuePayback;
  /** Payback in present value before tax. */
  paybackPreTax: PresentValuePayback;
  /** The loan or lease; all 0 when paid in cash. */
  financing: Financing;
}

const pair = (p: SidePair, rate: number): SidePair => ({ own: p.own / rate, rent: p.rent / rate });

/**
 * `calc --json`'s `afterTax`: `a`'s money in `money`'s currency; `breakEven` is given already in
 * it (its reason's money converted as the other break-evens' are).
 */
export function afterTaxJson(a: AfterTaxResults, money: Money, breakEven: BreakEven): AfterTaxJson {
  const rate = money.cnyPerUnit;
  const f = a.financing;
  return {
    buyer: a.buyer,
    owned: a.owned === null ? null : { ...a.owned, valueToday: a.owned.valueToday / rate },
    counts: a.counts,
    parts: Object.fromEntries(TAX_PARTS.map((p) => [p, pair(a.parts[p], rate)])) as Record<
      TaxPart,
      SidePair
    >,
    total: pair(a.total, rate),
    ownMinusRent: a.ownMinusRent / rate,
    breakEven,
    payback: a.payback,
    paybackPreTax: a.paybackPreTax,
    financing: {
      principal: f.principal / rate,
      payment: f.payment / rate,
      paymentsPresentValue: f.paymentsPresentValue / rate,
      cost: f.cost / rate,
      interestShield: f.interestShield / rate,
    },
  };
}

/** A payback in present value, in words. */
function sayPayback(p: PresentValuePayback): string {
  return p.kind === "month"
    ? `month ${p.month}`
    : `not within the horizon (${p.lastMonthSearched} months searched)`;
}

/**
 * `calc`'s first rows of the after-tax view, beside the case's hours: who buys, and a machine
 * already owned (which changes every figure of owning).
 */
export function afterTaxHead(a: AfterTaxResults, money: Money): [string, string][] {
  const rows: [string, string][] = [[
    "Buyer",
    a.buyer === null
      ? "none named: no tax counted"
      : `${a.buyer.name}${a.counts ? "" : ": no tax counted"}`,
  ]];
  if (a.owned !== null) {
    rows.push([
      "Already owned",
      `${
        formatNumber(a.owned.ageYears, 1)
      } years old: the purchase is sunk; owning counts what ${"the machine would sell for now"}, ${
        formatMoney(a.owned.valueToday, money)
      }, given up by keeping it`,
    ]);
  }
  return rows;
}

/**
 * `calc`'s rows of the after-tax view when a tax, VAT or a loan counts: each side after tax with
 * its parts, the break-even and the payback, and the loan; none otherwise.
 *
 * @param a the case's after-tax view
 * @param money the run's currency (English words)
 * @param pv how the present value is named: "present value at 5 %"
 * @param sayBreakEven a break-even in words
 */
export function afterTaxRows(
  a: AfterTaxResults,
  money: Money,
  pv: string,
  sayBreakEven: (b: BreakEven) => string,
): [string, string][] {
  const m = (cny: number) => formatMoney(cny, money);
  const signed = (cny: number) => `${cny < 0 ? "−" : "+"}${m(Math.abs(cny))}`;
  const rows: [string, string][] = [];
  if (!a.counts) return rows;
  const parts = (side: "own" | "rent") =>
    `${m(a.total[side])} (pre-tax ${m(a.parts.preTax[side])}${
      a.parts.financing[side] === 0 ? "" : `, financing ${signed(a.parts.financing[side])}`
    }${a.parts.vat[side] === 0 ? "" : `, VAT ${signed(a.parts.vat[side])}`}${
      a.parts.incomeTax[side] === 0 ? "" : `, income tax ${signed(a.parts.incomeTax[side])}`
    })`;
  rows.push(
    [`After tax and financing, ${pv}: own`, parts("own")],
    [`After tax and financing, ${pv}: rent`, parts("rent")],
    [`Break-even after tax, ${pv}`, sayBreakEven(a.breakEven)],
    [
      "Payback in present value",
      `${sayPayback(a.paybackPreTax)} before tax, ${sayPayback(a.payback)} after`,
    ],
  );
  const f = a.financing;
  if (f.principal > 0) {
    rows.push([
      "Loan or lease",
      `${m(f.principal)} financed, ${m(f.payment)} a month: ${m(f.paymentsPresentValue)} today, ${
        signed(f.cost)
      } against cash`,
    ]);
  }
  return rows;
}
