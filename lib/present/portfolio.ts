/**
 * A case's portfolio in words (`lib/scenario/portfolio.ts`): each tier of the optimum with its
 * size and cost, as `calc` and the index say it, money in the run's currency.
 *
 * @module
 */
import type { PortfolioRule, TierLine } from "../model/portfolio.ts";
import type { CasePortfolio } from "../scenario/portfolio.ts";
import type { Lang } from "../lang.ts";
import { formatMoney, formatNumber, formatPercent, type Money } from "./format.ts";
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

/**
 * The portfolio of the case's demand profile, as `calc` says it (label, value): each tier's size and cost and the total, its
 * premise, the best single tier, the hybrid fleet's simple answer and what the portfolio saves
 * against it, and the marginal rule of each tier.
 */
export function portfolioRows(p: CasePortfolio, money: Money): [string, string][] {
  const lang = money.lang;
  const t = words(lang).commands.calc;
  const m = (cny: number) => formatMoney(cny, money);
  const pct = (x: number) => formatPercent(x, 1, lang);
  const best = p.result.best;
  const single = p.result.singles[0];
  const rows: [string, string][] = [
    [t.portfolio(p.profile), t.portfolioValue(sayPortfolioTiers(p, money), m(best.total))],
    [
      t.portfolioPremise,
      t.portfolioPremiseValue(
        pct(p.demand.interruptibleShare ?? 0),
        p.demand.maxStretch == null ? null : formatNumber(p.demand.maxStretch, 2, lang),
        p.result.searched,
        p.tiers.onDemand === null ? null : {
          id: p.tiers.onDemand.id,
          price: formatMoney(p.tiers.onDemand.perGpuHour, money, 3),
        },
      ),
    ],
  ];
  if (single) {
    rows.push([
      t.portfolioSingle,
      t.portfolioSingleValue(
        t.portfolioTierName(single.tier),
        single.tier === "own" ? null : single.id,
        m(single.total),
      ),
    ]);
  }
  const saved = portfolioSaving(p, money);
  if (p.hybrid) {
    rows.push([
      t.portfolioSimple,
      t.portfolioSimpleValue(
        p.hybrid.ownedGpus,
        p.hybrid.overflowOfferingId,
        m(p.hybrid.total),
        // a saving that does not show is none: the portfolio is the simple answer
        saved === null ? null : m(saved),
      ),
    ]);
  }
  for (const r of p.result.rules) rows.push([t.portfolioRule, sayPortfolioRule(r, lang)]);
  return rows;
}

/** A marginal rule of the portfolio in words, as `calc` says it. */
export function sayPortfolioRule(r: PortfolioRule, lang: Lang): string {
  const t = words(lang).commands.calc;
  const pct = (x: number | null) => x === null ? null : formatPercent(x, 1, lang);
  // a share of the hours of 100 % or more is never reached
  const againstSpot = (x: number | null | undefined) =>
    x === undefined || (x === null && r.kind === "reserve")
      ? ""
      : t.ruleAgainstSpot(x === null || x >= 1 ? null : pct(x));
  switch (r.kind) {
    case "reserve":
      return t.ruleReserve(r.id, pct(r.threshold)!, r.threshold >= 1) + againstSpot(r.againstSpot);
    case "own":
      return t.ruleOwn(pct(r.threshold)) + againstSpot(r.againstSpot);
    case "ownOverReserve":
      return t.ruleOwnOverReserve(
        r.id,
        r.threshold !== null && r.threshold >= 1 ? "always" : pct(r.threshold),
      );
    case "spot":
      return t.ruleSpot(r.id, r.admitted, pct(r.priceShare));
    case "api":
      return t.ruleApi(r.id, pct(r.priceShare));
  }
}

/** One row of a portfolio's table: a tier of the optimum, the rented side's fixed costs, or the total. */
export interface PortfolioRow {
  /** What the row is: `own`, `reserved`, `onDemand`, `spot`, `api`, `rentFixed` or `total`. */
  key: TierLine["tier"] | "rentFixed" | "total";
  /** The tier's name in the language. */
  tier: string;
  /** The offering or API it rents (`""` for owning, the fixed costs and the total). */
  offering: string;
  /** Whole units held, or at most running (`null`: the API, the fixed costs, the total). */
  units: number | null;
  /** GPUs held, or at most running (`null` for the fixed costs and the total). */
  gpus: number | null;
  /** GPU-hours over the horizon (`null` for the fixed costs and the total). */
  gpuHours: number | null;
  /** Its cost over the horizon, CNY. */
  cny: number;
}

/**
 * The rows of `p`'s optimum as a table shows them: each tier used (own first, then reservations,
 * spot, on demand, the API), the rented side's fixed costs when paid, and the total, CNY.
 */
export function portfolioTableRows(p: CasePortfolio, lang: Lang): PortfolioRow[] {
  const name = words(lang).commands.calc.portfolioTierName;
  const t = words(lang).notebooks.nb07.portfolio;
  const best = p.result.best;
  return [
    ...best.lines.map((l): PortfolioRow => ({
      key: l.tier,
      tier: name(l.tier),
      offering: l.tier === "own" ? "" : l.id,
      units: l.units,
      gpus: l.gpus,
      gpuHours: l.gpuHours,
      cny: l.cost,
    })),
    ...(best.rentFixed > 0
      ? [{
        key: "rentFixed" as const,
        tier: t.rentFixed,
        offering: "",
        units: null,
        gpus: null,
        gpuHours: null,
        cny: best.rentFixed,
      }]
      : []),
    {
      key: "total",
      tier: t.total,
      offering: "",
      units: null,
      gpus: null,
      gpuHours: null,
      cny: best.total,
    },
  ];
}
