/**
 * The exchange rates a dataset's money was converted at, in words: one rate a currency, the
 * latest of `fx.csv` on or before the dataset's rate date. Every report's inputs box and the
 * what-if page state it.
 *
 * @module
 */
import type { Dataset } from "../data/load.ts";
import { ratesOn } from "../data/fx_of.ts";
import type { Lang } from "../lang.ts";
import { words } from "../words/messages.ts";

/**
 * "Exchange rates: every price converted once, at the latest rate in fx.csv on or before
 * 2026-12-03: 1 USD = 6.7758 CNY (as of 2026-06)" in `lang`; `undefined` when `fx.csv` lists no
 * rate (every price is in CNY).
 */
export function sayRates(dataset: Pick<Dataset, "fx" | "fxDate">, lang: Lang): string | undefined {
  const rates = ratesOn(dataset.fx, dataset.fxDate);
  if (rates.length === 0) return undefined;
  const t = words(lang).inputsBox;
  return t.oneRate(
    dataset.fxDate,
    rates.map((r) => t.rate(r.currency, r.cnyPerUnit.toFixed(4), r.asOf.text)).join(
      words(lang).common.comma,
    ),
  );
}
