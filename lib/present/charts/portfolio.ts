/**
 * The portfolio chart: the total cost of the optimum beside the hybrid fleet's simple answer and
 * each tier alone, for one demand profile over the horizon, the optimum marked.
 *
 * @module
 */
import type { CasePortfolio } from "../../scenario/portfolio.ts";
import { barChart } from "../chart_kinds.ts";
import type { Html } from "../display.ts";
import { formatMoney, formatNumber, type Money } from "../format.ts";
import { portfolioSaving } from "../portfolio.ts";
import { words } from "../../words/messages.ts";

/**
 * Bars of the total cost over the horizon of `p`'s optimum, its simple answer (own N GPUs, rent
 * the rest on one offering) and each single tier that can serve the demand alone, cheapest
 * first after the optimum, in the display currency; the caption states what the portfolio saves.
 */
export function portfolioChart(
  p: CasePortfolio,
  { money, years, document }: {
    money: Money;
    /** The horizon, years. */
    years: number;
    /** The document to draw in. @default a server-side one */
    document?: Document;
  },
): Html {
  const lang = money.lang;
  const t = words(lang).notebooks.nb07.portfolio;
  const name = words(lang).commands.calc.portfolioTierName;
  const best = p.result.best.total;
  const rows = [
    { label: t.optimum, value: best / money.cnyPerUnit },
    ...(p.hybrid
      ? [{
        label: t.simple(p.hybrid.ownedGpus),
        value: p.hybrid.total / money.cnyPerUnit,
      }]
      : []),
    ...p.result.singles.map((s) => ({
      label: t.single(name(s.tier), s.tier === "own" ? null : s.id),
      value: s.total / money.cnyPerUnit,
    })),
  ];
  const saved = portfolioSaving(p, money);
  const single = p.result.singles[0];
  const againstSingle = single && single.total - best > 0 ? single.total - best : null;
  return barChart(
    rows,
    {
      title: t.title(formatNumber(years, 1, lang), money.currency),
      caption: t.caption(
        formatMoney(best, money),
        saved === null ? null : formatMoney(saved, money),
        againstSingle === null ? null : formatMoney(againstSingle, money),
        p.hybrid?.overflowOfferingId ?? null,
      ),
      alt: t.alt(rows.length),
    },
    t.axis(money.currency),
    { document },
  );
}
