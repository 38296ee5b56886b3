/**
 * Cost charts: cost items as stacked bars, cumulative cost month by month, cost per GPU-hour
 * against utilisation. They draw what the model returned, in the reader's currency, each cost
 * item and each side in its own colour (`colors.ts`).
 *
 * @module
 */
import type { CumulativePoint, Payback } from "../../model/breakeven.ts";
import { lineChart, type Marker, stackedCostBars } from "../chart_kinds.ts";
import { itemColors, SERIES_COLORS } from "../colors.ts";
import type { Html } from "../display.ts";
import { sayPayback } from "../findings.ts";
import { formatMoney, formatNumber, formatPercent, type Money } from "../format.ts";

/** Stacked bars of cost items (CNY) per group. */
export function costItemsChart(
  rows: readonly { group: string; item: string; cny: number }[],
  { money, unit = money.currency, title, caption, alt, height }: {
    money: Money;
    /** The axis unit, e.g. `USD per GPU-hour`. @default the currency */
    unit?: string;
    title: string;
    caption: string;
    alt?: string;
    height?: number;
  },
): Html {
  const groups = [...new Set(rows.map((r) => r.group))];
  const items = [...new Set(rows.map((r) => r.item))];
  return stackedCostBars(
    rows.map((r) => ({ group: r.group, item: r.item, value: r.cny / money.cnyPerUnit })),
    {
      title,
      caption,
      alt: alt ??
        `Stacked bars of cost items for ${groups.join(", ")}: ${
          groups.map((g) =>
            `${g} ${
              formatMoney(
                rows.filter((r) => r.group === g).reduce((s, r) =>
                  s + r.cny, 0),
                money,
              )
            }`
          ).join("; ")
        }.`,
    },
    { unit, colors: itemColors(items), height: height ?? 110 + 44 * groups.length },
  );
}

/** Cumulative cost of owning (cash and net of resale) and renting, with the payback months marked. */
export function cumulativeCostChart(
  points: readonly CumulativePoint[],
  { money, payback, paybackNetOfResale, title, resaleHaircut, document }: {
    money: Money;
    payback: Payback;
    paybackNetOfResale: Payback;
    title: string;
    /** The used-market haircut the resale value assumes, a fraction. */
    resaleHaircut?: number;
    /** The document to draw in. @default a server-side one */
    document?: Document;
  },
): Html {
  const months = points[points.length - 1]?.month ?? 0;
  const series = [
    { label: "Own (paid, with the cost of capital)", color: SERIES_COLORS.own },
    {
      label: "Own, less what the hardware sells for",
      color: SERIES_COLORS.ownNetOfResale,
      dashed: true,
    },
    { label: "Rent", color: SERIES_COLORS.rent },
  ];
  const rows = points.flatMap((p) => [
    { x: p.month, series: series[0]!.label, y: p.own / money.cnyPerUnit },
    { x: p.month, series: series[1]!.label, y: p.ownNetOfResale / money.cnyPerUnit },
    { x: p.month, series: series[2]!.label, y: p.cloud / money.cnyPerUnit },
  ]);
  const markers: Marker[] = [
    ...(payback.kind === "month"
      ? [{ x: payback.month, label: `cash payback: month ${payback.month}` }]
      : []),
    ...(paybackNetOfResale.kind === "month" &&
        (payback.kind !== "month" || paybackNetOfResale.month !== payback.month)
      ? [{ x: paybackNetOfResale.month, label: `net of resale: month ${paybackNetOfResale.month}` }]
      : []),
  ];
  const end = points[points.length - 1];
  const haircut = resaleHaircut === undefined
    ? ""
    : ` The resale value assumes ${
      formatPercent(resaleHaircut, 0)
    } of the price lost on the used market as soon as the hardware is used (month 0 is before any use).`;
  return lineChart(
    rows,
    {
      title,
      caption: `Owning pays back in cash ${
        sayPayback(payback, months)
      }; counting what the hardware would sell for, ${sayPayback(paybackNetOfResale, months)}.${
        end
          ? ` After ${formatNumber(months)} months owning has cost ${
            formatMoney(end.own, money)
          } in cash (${formatMoney(end.ownNetOfResale, money)} net of resale), renting ${
            formatMoney(end.cloud, money)
          }.`
          : ""
      }${haircut}`,
      alt:
        `Three lines over ${months} months: cumulative cost of owning, of owning less resale value, and of renting.`,
    },
    { x: "Months since purchase", y: `Cumulative cost (${money.currency})`, yMoney: true },
    {
      series,
      markers,
      height: 420,
      document,
    },
  );
}

/** Cost per GPU-hour used against utilisation, owning against renting. */
export function costPerHourChart(
  rows: readonly { utilization: number; own: number; rent: number }[],
  { money, marks = [], caption, top }: {
    money: Money;
    /** Points to mark, e.g. the essay's 20 % (D4): utilisation and the CNY per hour there. */
    marks?: readonly { utilization: number; cny: number; label: string }[];
    caption: string;
    /** The highest cost drawn, CNY per GPU-hour (owning at low use runs off the chart). */
    top: number;
  },
): Html {
  const limit = top / money.cnyPerUnit;
  const series = [
    { label: "Own", color: SERIES_COLORS.own },
    { label: "Rent", color: SERIES_COLORS.rent },
  ];
  const lines = rows.flatMap((r) => [
    { x: r.utilization * 100, y: r.own / money.cnyPerUnit, series: "Own" },
    { x: r.utilization * 100, y: r.rent / money.cnyPerUnit, series: "Rent" },
  ]).filter((p) => p.y <= limit);
  return lineChart(
    lines,
    {
      title: `Cost per GPU-hour used against utilisation (${money.currency} per GPU-hour)`,
      caption,
      alt:
        "Two lines: owning's cost per used GPU-hour falling with utilisation, and renting's line.",
    },
    {
      x: "Utilisation (% of all hours)",
      y: `Cost per GPU-hour used (${money.currency})`,
      yMoney: true,
    },
    {
      series,
      points: marks.map((m) => ({
        x: m.utilization * 100,
        y: m.cny / money.cnyPerUnit,
        series: "Own",
        title: `${m.label}: ${formatMoney(m.cny, money, 2)} per GPU-hour`,
      })),
      markers: marks.map((m) => ({ x: m.utilization * 100, label: m.label })),
      yDomain: [0, limit],
      xDomain: [0, 100],
    },
  );
}
