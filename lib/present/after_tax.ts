/**
 * The after-tax view in a report (`ScenarioResults.afterTax`, `lib/model/tax.ts`): a table of
 * its parts on each side, a sentence that compares it with the pre-tax present value, and the
 * case priced for every buyer of `buyers.csv`, in the report's language and currency.
 *
 * @module
 */
import type { Buyer } from "../data/load.ts";
import type { CostInputs } from "../model/inputs.ts";
import { TAX_PARTS, type TaxPart } from "../model/tax.ts";
import type { Lang } from "../lang.ts";
import type { AfterTaxResults } from "../scenario/results.ts";
import { buyersAfterTax } from "../scenario/buyers.ts";
import { words } from "../words/messages.ts";
import type { Html } from "./display.ts";
import { formatMoney, type Money } from "./format.ts";
import { sayBreakEven } from "./findings.ts";
import { table } from "./table.ts";

/** One row of the after-tax table: a part (or the total) by its key, named in a language, CNY. */
export interface AfterTaxRow {
  /** The part of `TAX_PARTS`, or `total`. */
  key: TaxPart | "total";
  /** The part's name in the language asked. */
  part: string;
  /** What it adds to owning today, CNY (a credit negative). */
  own: number;
  /** What it adds to renting today, CNY. */
  rent: number;
}

/**
 * The rows of the after-tax table: each part on each side, then their sum, named in `lang`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { afterTaxRows } from "./after_tax.ts";
 * import { afterTax } from "../model/tax.ts";
 * import { SEED_3090 } from "../model/inputs.ts";
 *
 * const rows = afterTaxRows(afterTax(SEED_3090), "en");
 * assert.deepEqual(rows.map((r) => r.key), ["preTax", "financing", "vat", "incomeTax", "total"]);
 * ```
 */
export function afterTaxRows(
  a: Pick<AfterTaxResults, "parts" | "total">,
  lang: Lang,
): AfterTaxRow[] {
  const t = words(lang).notebooks.afterTax;
  return [
    ...TAX_PARTS.map((p) => ({
      key: p,
      part: t.parts[p],
      own: a.parts[p].own,
      rent: a.parts[p].rent,
    })),
    { key: "total" as const, part: t.parts.total, own: a.total.own, rent: a.total.rent },
  ];
}

/** The parts of the after-tax cost on each side, and their sum, as a table: a credit negative. */
export function afterTaxTable(a: AfterTaxResults, money: Money): Html {
  const t = words(money.lang).notebooks.afterTax;
  const rows = afterTaxRows(a, money.lang).map(({ part, own, rent }) => ({ part, own, rent }));
  return table(rows, {
    format: { own: "money", rent: "money" },
    money,
    labels: t.columns,
  });
}

/**
 * What the after-tax view says of the case: who buys, what each side costs today after tax
 * against before it, and the break-even after tax against before it.
 */
export function sayAfterTax(
  a: AfterTaxResults,
  preTaxBreakEven: Parameters<typeof sayBreakEven>[0],
  money: Money,
): string {
  const t = words(money.lang).notebooks.afterTax;
  const m = (cny: number) => formatMoney(cny, money);
  const be = (b: Parameters<typeof sayBreakEven>[0]) => sayBreakEven(b, { lang: money.lang });
  if (!a.counts) return t.nothingCounts(a.buyer?.name);
  return t.sentence({
    buyer: a.buyer?.name,
    own: m(a.total.own),
    rent: m(a.total.rent),
    ownBefore: m(a.parts.preTax.own),
    rentBefore: m(a.parts.preTax.rent),
    breakEven: be(a.breakEven),
    breakEvenBefore: be(preTaxBreakEven),
  });
}

/**
 * The case priced for each buyer of `buyers`: owning and renting today after tax, and the
 * break-even after tax, beside the break-even before tax; the case's own buyer marked.
 */
export function buyersTable(
  buyers: readonly Buyer[],
  x: CostInputs,
  money: Money,
  caseBuyer: string | undefined,
): Html {
  const t = words(money.lang).notebooks.afterTax;
  const priced = buyersAfterTax(buyers, x);
  const before = sayBreakEven(priced.beforeTax, { lang: money.lang });
  const rows = priced.buyers.map(({ buyer: b, own, rent, breakEven }) => ({
    buyer: b.id === caseBuyer ? t.thisCase(b.name) : b.name,
    own,
    rent,
    breakEven: sayBreakEven(breakEven, { lang: money.lang }),
  }));
  return table(rows, {
    format: { own: "money", rent: "money" },
    money,
    labels: t.buyerColumns,
    caption: t.buyersCaption(before),
  });
}
