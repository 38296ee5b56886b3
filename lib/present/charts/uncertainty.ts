/**
 * Monte Carlo charts: the distribution of owning minus renting, and of the break-even hours.
 *
 * @module
 */
import type { MonteCarloResult } from "../../model/montecarlo.ts";
import { histogramChart } from "../chart_kinds.ts";
import type { Html } from "../display.ts";
import { formatMoney, formatNumber, formatPercent, type Money } from "../format.ts";
import type { Lang } from "../../lang.ts";
import { words } from "../../words/messages.ts";

/** Histogram of owning minus renting over the draws, with a line at 0. */
export function differenceHistogram(r: MonteCarloResult, { money }: { money: Money }): Html {
  const t = words(money.lang).charts.uncertainty;
  const values = Float64Array.from(r.ownMinusRent, (v) => v / money.cnyPerUnit);
  return histogramChart(
    values,
    {
      title: t.differenceTitle(formatNumber(r.samples, 0, money.lang), money.currency),
      caption: t.differenceCaption(
        formatPercent(r.probabilityOwnCheaper, 0, money.lang),
        formatMoney(r.quantiles.ownMinusRent[1], money),
        r.seed,
      ),
      alt: t.differenceAlt,
    },
    { label: t.differenceAxis(money.currency), money: true },
    { threshold: 0, lang: money.lang },
  );
}

/** Histogram of the break-even hours of the draws that have one, with the reader's hours. */
export function breakEvenHistogram(
  r: MonteCarloResult,
  { usedHoursPerDay: hoursPerDay, lang = "en" }: {
    /** The reader's hours a day, drawn as a line. */
    usedHoursPerDay: number;
    /** @default "en" */
    lang?: Lang;
  },
): Html {
  const t = words(lang).charts.uncertainty;
  const q = r.quantiles.breakEvenHours;
  return histogramChart(
    r.breakEvenHours,
    {
      title: t.breakEvenTitle,
      caption: t.breakEvenCaption(
        q ? t.median(formatNumber(q[1], 1, lang)) : "",
        formatNumber(hoursPerDay, 1, lang),
        formatPercent(r.breakEvenShares.never, 0, lang),
        formatPercent(r.breakEvenShares.always, 0, lang),
      ),
      alt: t.breakEvenAlt,
    },
    { label: t.breakEvenAxis },
    { threshold: hoursPerDay, lang },
  );
}
