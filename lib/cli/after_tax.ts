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
import type { Lang } from "../lang.ts";
import { words } from "../words/messages.ts";

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
function sayPayback(p: PresentValuePayback, lang: Lang): string {
  const t = words(lang).commands.calc;
  return p.kind === "month" ? t.payMonth(p.month) : t.payNeverSearched(p.lastMonthSearched);
}

/**
 * `calc`'s first rows of the after-tax view, beside the case's hours: who buys, and a machine
 * already owned (which changes every figure of owning), in `money.lang`.
 */
export function afterTaxHead(a: AfterTaxResults, money: Money): [string, string][] {
  const t = words(money.lang).commands.calc;
  const rows: [string, string][] = [[
    t.buyer,
    a.buyer === null ? t.noBuyer : a.counts ? a.buyer.name : t.buyerNoTax(a.buyer.name),
  ]];
  if (a.owned !== null) {
    rows.push([
      t.alreadyOwned,
      t.alreadyOwnedValue(
        formatNumber(a.owned.ageYears, 1, money.lang),
        formatMoney(a.owned.valueToday, money),
      ),
    ]);
  }
  return rows;
}

/**
 * `calc`'s rows of the after-tax view when a tax, VAT or a loan counts: each side after tax with
 * its parts, the break-even and the payback, and the loan; none otherwise.
 *
 * @param a the case's after-tax view
 * @param money the run's currency and language
 * @param pv how the present value is named: "present value at 5 %"
 * @param sayBreakEven a break-even in words
 */
export function afterTaxRows(
  a: AfterTaxResults,
  money: Money,
  pv: string,
  sayBreakEven: (b: BreakEven) => string,
): [string, string][] {
  const t = words(money.lang).commands.calc;
  const m = (cny: number) => formatMoney(cny, money);
  const sign = (cny: number) => `${cny < 0 ? "−" : "+"}${m(Math.abs(cny))}`;
  // a part that is 0 is left out of a side's parts
  const signed = (cny: number) => cny === 0 ? null : sign(cny);
  const rows: [string, string][] = [];
  if (!a.counts) return rows;
  const parts = (side: "own" | "rent") =>
    t.afterTaxParts(m(a.total[side]), {
      preTax: m(a.parts.preTax[side]),
      financing: signed(a.parts.financing[side]),
      vat: signed(a.parts.vat[side]),
      incomeTax: signed(a.parts.incomeTax[side]),
    });
  rows.push(
    [t.afterTax(pv, "own"), parts("own")],
    [t.afterTax(pv, "rent"), parts("rent")],
    [t.breakEvenAfterTax(pv), sayBreakEven(a.breakEven)],
    [
      t.paybackPv,
      t.paybackPvValue(sayPayback(a.paybackPreTax, money.lang), sayPayback(a.payback, money.lang)),
    ],
  );
  const f = a.financing;
  if (f.principal > 0) {
    rows.push([
      t.loan,
      t.loanValue(m(f.principal), m(f.payment), m(f.paymentsPresentValue), sign(f.cost)),
    ]);
  }
  return rows;
}
