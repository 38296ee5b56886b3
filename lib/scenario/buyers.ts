/**
 * The case priced after tax for each buyer of `buyers.csv` in turn: what the after-tax view's
 * table of buyers draws (`buyersTable()` of `lib/present/after_tax.ts`), so the view computes no
 * figure of its own.
 *
 * @module
 */
import type { Buyer } from "../data/load.ts";
import { type BreakEven, breakEvenHours } from "../model/breakeven.ts";
import type { CostInputs } from "../model/inputs.ts";
import { afterTax, afterTaxBreakEven } from "../model/tax.ts";
import { buyerInputs } from "./terms.ts";

/** One buyer's after-tax totals and break-even for a case. */
export interface BuyerAfterTax {
  /** The buyer's row. */
  buyer: Buyer;
  /** Owning's after-tax total over the horizon, CNY. */
  own: number;
  /** Renting's after-tax total over the horizon, CNY. */
  rent: number;
  /** The break-even after this buyer's taxes. */
  breakEven: BreakEven;
}

/** The case of `x` before tax and for each of `buyers` after its taxes. */
export interface BuyersAfterTax {
  /** The break-even before tax (present value), which every buyer's is set against. */
  beforeTax: BreakEven;
  /** Each buyer's, in the order of `buyers`. */
  buyers: BuyerAfterTax[];
}

/**
 * Prices the case of inputs `x` after the taxes of each of `buyers` (their inputs in place of
 * the case's own buyer's), with the break-even before tax beside.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { buyersAfterTax } from "./buyers.ts";
 * import { SEED_3090 } from "../model/inputs.ts";
 * const { buyers } = buyersAfterTax([], SEED_3090);
 * assert.deepEqual(buyers, []);
 * ```
 */
export function buyersAfterTax(buyers: readonly Buyer[], x: CostInputs): BuyersAfterTax {
  return {
    beforeTax: breakEvenHours(x, { view: "presentValue" }),
    buyers: buyers.map((buyer) => {
      const y = { ...x, ...buyerInputs(buyer) };
      const a = afterTax(y);
      return { buyer, own: a.total.own, rent: a.total.rent, breakEven: afterTaxBreakEven(y) };
    }),
  };
}
