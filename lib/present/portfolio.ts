/**
 * A case's portfolio in words (`lib/scenario/portfolio.ts`): each tier of the optimum with its
 * size and cost, as `calc` and the index say it, money in the run's currency.
 *
 * @module
 */
import type { CasePortfolio } from "../scenario/portfolio.ts";
import { formatMoney, formatNumber, type Money } from "./format.ts";
import { words } from "../words/messages.ts";

/**
 * Each tier of `p`'s optimum in words, own first, then the rented side's fixed costs when paid,
 * joined by the language's semicolon: "own 1 machine of 8 GPUs (275,896 USD); spot up to 16 GPUs
 * on aws-p5-spot, 58,867 GPU-h (155,217 USD); …".
 */
export function sayPortfolioTiers(p: CasePortfolio, money: Money): string {
  const lang = money.lang;
  const t = words(lang).commands.calc;
  const m = (cny: number) => formatMoney(cny, money);
  const n = (x: number) => formatNumber(x, 0, lang);
  const best = p.result.best;
  const termOf = (id: string) => p.tiers.reserved.find((r) => r.id === id)?.termMonths ?? 0;
  const lines = best.lines.map((l) =>
    l.tier === "own"
      ? t.portfolioOwn(l.units!, l.unitGpus!, m(l.cost))
      : l.tier === "reserved"
      ? t.portfolioReserved(l.gpus, l.id, termOf(l.id), m(l.cost))
      : l.tier === "api"
      ? t.portfolioApi(l.id, n(l.gpuHours), m(l.cost))
      : t.portfolioHourly(l.tier === "spot", l.gpus, l.id, n(l.gpuHours), m(l.cost))
  );
  if (best.rentFixed > 0) lines.push(t.portfolioRentFixed(m(best.rentFixed)));
  return lines.join(words(lang).common.semicolon);
}

/**
 * What the portfolio saves against the hybrid fleet's simple answer, CNY; `null` when it saves
 * nothing that shows in `money` (under half its smallest shown unit), or there is no simple answer.
 */
export function portfolioSaving(p: CasePortfolio, money: Money): number | null {
  if (p.hybrid === null) return null;
  const saved = p.hybrid.total - p.result.best.total;
  // formatMoney shows whole units at and above 100, else cents
  const shown = formatMoney(saved, money);
  return saved > 0 && /[1-9]/.test(shown) ? saved : null;
}
