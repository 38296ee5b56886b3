/**
 * Monte Carlo charts: the distribution of owning minus renting, and of the break-even hours.
 *
 * @module
 */
import type { MonteCarloResult } from "../../model/montecarlo.ts";
import { histogramChart } from "../chart_kinds.ts";
import type { Html } from "../display.ts";
import { formatMoney, formatNumber, formatPercent, type Money } from "../format.ts";

/** Histogram of owning minus renting over the draws, with a line at 0. */
export function differenceHistogram(r: MonteCarloResult, { money }: { money: Money }): Html {
  const values = Float64Array.from(r.ownMinusCloud, (v) => v / money.cnyPerUnit);
  return histogramChart(
    values,
    {
      title: `Owning minus renting over the horizon, ${
        formatNumber(r.samples)
      } draws (${money.currency})`,
      caption: `Left of the red line owning is cheaper: ${
        formatPercent(r.probabilityOwnCheaper, 0)
      } of draws. Median ${
        formatMoney(r.quantiles.ownMinusCloud[1], money)
      }. Seed ${r.seed}: rerunning gives the same picture.`,
      alt:
        "A histogram of the cost difference between owning and renting, with a red line at zero.",
    },
    { label: `Own − rent over the horizon (${money.currency})`, money: true },
    { threshold: 0 },
  );
}

/** Histogram of the break-even hours of the draws that have one, with the reader's hours. */
export function breakEvenHistogram(
  r: MonteCarloResult,
  { hoursPerDay }: { hoursPerDay: number },
): Html {
  const q = r.quantiles.breakEvenHours;
  return histogramChart(
    r.breakEvenHours,
    {
      title: "Break-even hours a day across the draws that have one",
      caption: `${q ? `Median ${formatNumber(q[1], 1)} h/day; ` : ""}the red line is your ${
        formatNumber(hoursPerDay, 1)
      } h/day. ${formatPercent(r.breakEvenShares.never, 0)} of draws never break even and ${
        formatPercent(r.breakEvenShares.always, 0)
      } always do; they are not drawn.`,
      alt: "A histogram of break-even hours per day with a red line at the scenario's hours.",
    },
    { label: "Break-even (hours used a day)" },
    { threshold: hoursPerDay },
  );
}
