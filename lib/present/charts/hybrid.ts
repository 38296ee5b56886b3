/**
 * The hybrid fleet: the demand profile, and the cost of owning N GPUs and renting the rest.
 *
 * @module
 */
import type { DemandProfile, HybridResult } from "../../model/hybrid.ts";
import { barChart, lineChart } from "../chart_kinds.ts";
import { SERIES_COLORS } from "../colors.ts";
import type { Html } from "../display.ts";
import { formatMoney, formatNumber, formatPercent, type Money } from "../format.ts";

/** The share of hours in which each number of GPUs is wanted. */
export function demandChart(profile: DemandProfile, { name }: { name: string }): Html {
  const mean = profile.reduce((n, l) => n + l.gpus * l.share, 0);
  const peak = Math.max(...profile.map((l) => l.gpus));
  return barChart(
    profile.map((l) => ({ label: `${l.gpus} GPU${l.gpus === 1 ? "" : "s"}`, value: l.share })),
    {
      title: `GPUs wanted and the share of hours, ${name}`,
      caption: `On average ${formatNumber(mean, 1)} GPUs are wanted, ${
        formatPercent(peak > 0 ? mean / peak : 0, 0)
      } of the peak of ${peak}.`,
      alt: `Bars of the share of hours for ${profile.length} levels of demand.`,
    },
    "Share of hours (%)",
    { percent: true },
  );
}

/** Total, owning and renting cost against the GPUs owned, with the cheapest marked. */
export function fleetCostChart(r: HybridResult, { money }: { money: Money }): Html {
  const k = money.cnyPerUnit;
  const series = [
    { label: "Total", color: SERIES_COLORS.total },
    { label: "Owned GPUs", color: SERIES_COLORS.own },
    { label: "Rented overflow", color: SERIES_COLORS.rent },
  ];
  const rows = r.costs.flatMap((c) => [
    { x: c.owned, y: c.total / k, series: "Total" },
    { x: c.owned, y: c.own / k, series: "Owned GPUs" },
    { x: c.owned, y: c.rent / k, series: "Rented overflow" },
  ]);
  const extreme = Math.min(r.allOwned.total, r.allRented.total);
  const saved = extreme > 0 ? 1 - r.best.total / extreme : 0;
  const peak = r.allOwned.owned;
  return lineChart(
    rows,
    {
      title: `Cost over the horizon against the GPUs owned (${money.currency})`,
      caption: `${
        r.best.owned === 0
          ? `Renting every GPU is cheapest (${
            formatMoney(r.best.total, money)
          }); owning all ${peak} costs ${formatMoney(r.allOwned.total, money)}.`
          : r.best.owned === peak
          ? `Owning all ${peak} GPUs is cheapest (${
            formatMoney(r.best.total, money)
          }); renting every one costs ${formatMoney(r.allRented.total, money)}.`
          : `Owning ${r.best.owned} GPUs and renting the rest costs ${
            formatMoney(r.best.total, money)
          }: ${formatPercent(saved, 0)} less than the cheaper extreme (own all ${
            formatMoney(r.allOwned.total, money)
          }, rent all ${formatMoney(r.allRented.total, money)}); owned GPUs then serve ${
            formatPercent(r.best.servedByOwned, 0)
          } of the GPU-hours wanted.`
      } The dashed line marks the cheapest fleet.`,
      alt:
        "Three lines of cost against the number of GPUs owned: total, owned and rented, with the cheapest fleet marked.",
    },
    { x: "GPUs owned", y: `Cost over the horizon (${money.currency})`, yMoney: true },
    {
      series,
      markers: [{ x: r.best.owned, label: `cheapest: own ${r.best.owned}` }],
      points: [{
        x: r.best.owned,
        y: r.best.total / k,
        series: "Total",
        title: `own ${r.best.owned}: ${formatMoney(r.best.total, money)}`,
      }],
      height: 420,
      xDomain: [0, peak],
    },
  );
}
