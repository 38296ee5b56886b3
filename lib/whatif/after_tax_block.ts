/**
 * The what-if page's after-tax block, below its figures: what the case says of the buyer's taxes
 * and financing (`sayAfterTax()` of `lib/present/after_tax.ts`), and the table of the parts on
 * each side (`afterTaxRows()`: before tax, financing, VAT deducted, the income-tax shield, and
 * their sum), money to the cent in the page's currency, each cell's number in `data-value`. The
 * headline line of a machine already owned is written here too. Text set as text.
 *
 * @module
 */
/// <reference lib="dom" />
import type { BreakEven } from "../model/breakeven.ts";
import type { AfterTaxResults } from "../scenario/results.ts";
import { afterTaxRows, sayAfterTax } from "../present/after_tax.ts";
import { formatMoney, formatNumber, type Money } from "../present/format.ts";
import { words } from "../words/messages.ts";
import { element, tableOf } from "./dom.ts";

/** The block: its element, and how the page writes a case into it. */
export interface AfterTaxBlock {
  /** The block's element (`#whatif-after-tax`), to insert below the figures. */
  element: HTMLElement;
  /** Writes the case's after-tax view, its pre-tax break-even (present value) beside it. */
  write(a: AfterTaxResults, preTaxBreakEven: BreakEven): void;
}

/** Money to the cent in the page's currency, as the figures show it: `16,275.43 CNY`. */
function cents(cny: number, m: Money): { text: string; value: number } {
  const value = cny / m.cnyPerUnit;
  return { text: `${formatNumber(value, 2, m.lang)} ${m.currency}`, value };
}

/**
 * The line the page's headline says of a machine already owned (its age, what it would sell for
 * now, given up by keeping it); `""` when it is bought.
 */
export function sayOwned(a: Pick<AfterTaxResults, "owned">, money: Money): string {
  if (a.owned === null) return "";
  return words(money.lang).inputsBox.alreadyOwned(
    formatNumber(a.owned.ageYears, 1, money.lang),
    formatMoney(a.owned.valueToday, money),
  );
}

/** The after-tax block of a page in `money`'s currency and language, drawn in `document`. */
export function afterTaxBlock(money: Money, document: Document): AfterTaxBlock {
  const lang = money.lang;
  const t = words(lang).notebooks.afterTax;
  const box = element(document, "section", { id: "whatif-after-tax" });
  const sentence = element(document, "p", { id: "whatif-after-tax-says" });
  const { table, body } = tableOf(document, "whatif-after-tax-table", [
    t.columns.part,
    t.columns.own,
    t.columns.rent,
  ]);
  box.append(
    element(document, "h3", { textContent: words(lang).whatIf.terms.afterTax }),
    sentence,
    table,
  );
  return {
    element: box,
    write(a, preTaxBreakEven) {
      sentence.textContent = sayAfterTax(a, preTaxBreakEven, money);
      const rows = afterTaxRows(a, lang);
      while (body.rows.length > rows.length) body.rows[body.rows.length - 1]!.remove();
      rows.forEach((r, i) => {
        let tr = body.rows[i];
        if (!tr) {
          tr = element(document, "tr");
          const th = element(document, "th");
          th.scope = "row";
          tr.append(th, element(document, "td"), element(document, "td"));
          body.append(tr);
        }
        tr.dataset.part = r.key;
        tr.cells[0]!.textContent = r.part;
        for (const [k, side] of [[1, r.own], [2, r.rent]] as const) {
          const { text, value } = cents(side, money);
          const td = tr.cells[k]!;
          if (td.textContent !== text) td.textContent = text;
          td.dataset.value = String(value);
        }
      });
    },
  };
}
