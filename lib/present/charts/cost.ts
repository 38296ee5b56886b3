/**
 * Cost charts: cost items as stacked bars, cumulative cost month by month, cost per GPU-hour
 * against utilisation. They draw what the model returned, in the reader's currency.
 *
 * @module
 */
import type { CumulativePoint, Payback } from "../../model/breakeven.ts";
import { cumulativeChart, lineChart, stackedCostBars } from "../chart_kinds.ts";
import type { Html } from "../display.ts";
import { sayPayback } from "../findings.ts";
import { CNY, formatMoney, type Money } from "../format.ts";

/** Stacked bars of cost items (CNY) per group. */
export function costItemsChart(
  rows: readonly { group: string; item: string; cny: number }[],
  { money = CNY, unit = money.currency, title, caption, alt, height }: {
    money?: Money;
    /** The axis unit, e.g. `USD per GPU-hour`. @default the currency */
    unit?: string;
    title: string;
    caption: string;
    alt?: string;
    height?: number;
  },
): Html {
  const groups = [...new Set(rows.map((r) => r.group))];
  return stackedCostBars(
    rows.map((r) => ({ group: r.group, item: r.item, value: r.cny / money.cnyPerUnit })),
    {
      title,
      caption,
      alt: alt ?? `Stacked bars of cost items for ${groups.join(", ")}.`,
    },
    { unit, height: height ?? 60 + 30 * groups.length },
  );
}

/** Cumulative cost of owning (cash and net of resale) and renting, with the payback months marked. */
export function cumulativeCostChart(
  points: readonly CumulativePoint[],
  { money = CNY, payback, paybackNetOfResale, title }: {
    money?: Money;
    payback: Payback;
    paybackNetOfResale: Payback;
    title?: string;
  },
): Html {
  const months = points[points.length - 1]?.month ?? 0;
  const rows = points.flatMap((p) => [
    { month: p.month, series: "Own (cash)", cost: p.own / money.cnyPerUnit },
    { month: p.month, series: "Own, less resale value", cost: p.ownNetOfResale / money.cnyPerUnit },
    { month: p.month, series: "Rent", cost: p.cloud / money.cnyPerUnit },
  ]);
  const marks = [
    ...(payback.kind === "month"
      ? [{ month: payback.month, label: `cash payback: month ${payback.month}` }]
      : []),
    ...(paybackNetOfResale.kind === "month" &&
        (payback.kind !== "month" || paybackNetOfResale.month !== payback.month)
      ? [{
        month: paybackNetOfResale.month,
        label: `with resale: month ${paybackNetOfResale.month}`,
      }]
      : []),
  ];
  const end = points[points.length - 1];
  return cumulativeChart(rows, marks, {
    title: title ?? `Cumulative cost month by month (${money.currency})`,
    caption: `Owning pays back in cash at ${
      sayPayback(payback, months)
    }; counting what the hardware would sell for, at ${sayPayback(paybackNetOfResale, months)}.${
      end
        ? ` After ${months} months owning has cost ${
          formatMoney(end.ownNetOfResale, money)
        } net of resale, renting ${formatMoney(end.cloud, money)}.`
        : ""
    }`,
    alt:
      `Three lines over ${months} months: cumulative cost of owning, of owning less resale value, and of renting.`,
  }, { unit: money.currency });
}

/** Cost per GPU-hour used against utilisation, owning against renting. */
export function costPerHourChart(
  rows: readonly { utilization: number; own: number; rent: number }[],
  { money = CNY, marks = [], caption, top }: {
    money?: Money;
    /** Points to label, e.g. the essay's 20 % (D4): utilisation and the CNY per hour there. */
    marks?: readonly { utilization: number; cny: number; label: string }[];
    caption: string;
    /** The highest cost drawn, CNY per GPU-hour (owning at low use runs off the chart). */
    top?: number;
  },
): Html {
  const limit = (top ?? Infinity) / money.cnyPerUnit;
  const lines = rows.flatMap((r) => [
    { x: r.utilization * 100, y: r.own / money.cnyPerUnit, series: "Own" },
    { x: r.utilization * 100, y: r.rent / money.cnyPerUnit, series: "Rent" },
  ]).filter((p) => p.y <= limit);
  return lineChart(
    lines,
    {
      title: `Cost per GPU-hour used against utilisation (${money.currency})`,
      caption,
      alt:
        "Two lines: owning's cost per used GPU-hour falling with utilisation, and renting's line.",
    },
    { x: "Utilisation (% of all hours)", y: `Cost per GPU-hour used (${money.currency})` },
    {
      points: marks.map((m) => ({
        x: m.utilization * 100,
        y: m.cny / money.cnyPerUnit,
        label: m.label,
      })),
      yDomain: Number.isFinite(limit) ? [0, limit] : undefined,
    },
  );
}
