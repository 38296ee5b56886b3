/**
 * The hybrid fleet: the demand profile, and the cost of owning N GPUs and renting the rest.
 *
 * @module
 */
import * as Plot from "@observablehq/plot";
import type { DemandProfile, HybridResult } from "../../model/hybrid.ts";
import { barChart, figure } from "../chart_kinds.ts";
import type { Html } from "../display.ts";
import { CNY, formatMoney, formatPercent } from "../format.ts";

/** The share of hours in which each number of GPUs is wanted. */
export function demandChart(profile: DemandProfile, { name = "the profile" } = {}): Html {
  const mean = profile.reduce((n, l) => n + l.gpus * l.share, 0);
  const peak = Math.max(...profile.map((l) => l.gpus));
  return barChart(
    profile.map((l) => ({ label: `${l.gpus} GPU${l.gpus === 1 ? "" : "s"}`, value: l.share })),
    {
      title: `GPUs wanted and the share of hours, ${name}`,
      caption: `On average ${mean.toFixed(1)} GPUs are wanted, ${
        formatPercent(mean / peak, 0)
      } of the peak of ${peak}.`,
      alt: `Bars of the share of hours for ${profile.length} levels of demand.`,
    },
    "Share of hours (%)",
    { percent: true },
  );
}

/** Total, owning and renting cost against the GPUs owned, with the cheapest marked. */
export function fleetCostChart(r: HybridResult, { money = CNY } = {}): Html {
  const k = money.cnyPerUnit;
  const rows = r.costs.flatMap((c) => [
    { owned: c.owned, cost: c.total / k, series: "Total" },
    { owned: c.owned, cost: c.own / k, series: "Owned GPUs" },
    { owned: c.owned, cost: c.rent / k, series: "Rented overflow" },
  ]);
  const marks = [
    { owned: r.allRented.owned, cost: r.allRented.total / k, label: "rent all" },
    { owned: r.allOwned.owned, cost: r.allOwned.total / k, label: "own all" },
    { owned: r.best.owned, cost: r.best.total / k, label: `cheapest: own ${r.best.owned}` },
  ];
  const extreme = Math.min(r.allOwned.total, r.allRented.total);
  return figure({
    title: `Cost over the horizon against the GPUs owned (${money.currency})`,
    caption: `Owning ${r.best.owned} GPUs and renting the rest costs ${
      formatMoney(r.best.total, money)
    }: ${formatPercent(1 - r.best.total / extreme, 0)} less than the cheaper extreme (own all ${
      formatMoney(r.allOwned.total, money)
    }, rent all ${formatMoney(r.allRented.total, money)}); owned GPUs then serve ${
      formatPercent(r.best.servedByOwned, 0)
    } of the GPU-hours wanted.`,
    alt:
      "Three lines of cost against the number of GPUs owned: total, owned and rented, with the cheapest fleet marked.",
  }, {
    x: { label: "GPUs owned", grid: true },
    y: { label: `Cost over the horizon (${money.currency})`, grid: true, tickFormat: "~s" },
    color: { legend: true },
    marks: [
      Plot.line(rows, { x: "owned", y: "cost", stroke: "series", strokeWidth: 2 }),
      Plot.dot(marks, { x: "owned", y: "cost", fill: "black", r: 4 }),
      Plot.text(marks, { x: "owned", y: "cost", text: "label", dy: -10, fontSize: 10 }),
    ],
  });
}
