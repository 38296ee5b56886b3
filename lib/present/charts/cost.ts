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
import { words } from "../../words/messages.ts";
import { itemName } from "./terms.ts";

/**
 * Stacked bars of cost items (CNY) per group, each item given by its key (`tcoItems()`'s `key`,
 * `documentTcoItems()`'s), with the document's cell after its name where `cell` gives one.
 */
export function costItemsChart(
  rows: readonly { group: string; item: string; cell?: string; cny: number }[],
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
  const t = words(money.lang).charts.cost;
  const groups = [...new Set(rows.map((r) => r.group))];
  const name = (r: { item: string; cell?: string }) => itemName(r.item, money.lang, r.cell);
  // one item drawn per name, coloured by its key
  const items = new Map<string, string>();
  for (const r of rows) if (!items.has(name(r))) items.set(name(r), r.item);
  return stackedCostBars(
    rows.map((r) => ({
      group: r.group,
      item: name(r),
      value: r.cny / money.cnyPerUnit,
    })),
    {
      title,
      caption,
      alt: alt ??
        t.itemsAlt(
          t.list(groups),
          t.totals(
            groups.map((g) =>
              `${g} ${
                formatMoney(
                  rows.filter((r) => r.group === g).reduce((s, r) => s + r.cny, 0),
                  money,
                )
              }`
            ),
          ),
        ),
    },
    {
      unit,
      colors: itemColors([...items.values()]),
      height: height ?? 110 + 44 * groups.length,
      lang: money.lang,
    },
  );
}

/** Cumulative cost of owning (cash and net of resale) and renting, with the payback months marked. */
export function cumulativeCostChart(
  points: readonly CumulativePoint[],
  { money, payback, paybackNetOfResale, title, resaleHaircut, hostShare, owned, document }: {
    money: Money;
    payback: Payback;
    paybackNetOfResale: Payback;
    title: string;
    /** The used-market haircut the resale value assumes, a fraction. */
    resaleHaircut?: number;
    /** The part of the price that is a host machine's share (CNY), which sells for nothing. */
    hostShare?: number;
    /**
     * Whether the machine is already owned (`alreadyOwned`): month 0 is today and owning starts at
     * the machine's value today, given up by keeping it, not at cash paid. @default false
     */
    owned?: boolean;
    /** The document to draw in. @default a server-side one */
    document?: Document;
  },
): Html {
  const t = words(money.lang).charts.cost;
  const months = points[points.length - 1]?.month ?? 0;
  const series = [
    { label: owned ? t.ownKept : t.ownPaid, color: SERIES_COLORS.own },
    { label: t.ownLessResale, color: SERIES_COLORS.ownNetOfResale, dashed: true },
    { label: t.rent, color: SERIES_COLORS.rent },
  ];
  const rows = points.flatMap((p) => [
    { x: p.month, series: series[0]!.label, y: p.own / money.cnyPerUnit },
    { x: p.month, series: series[1]!.label, y: p.ownNetOfResale / money.cnyPerUnit },
    { x: p.month, series: series[2]!.label, y: p.rent / money.cnyPerUnit },
  ]);
  const markers: Marker[] = [
    ...(payback.kind === "month"
      ? [{
        x: payback.month,
        label: (owned ? t.keptPayback : t.cashPayback)(payback.month),
      }]
      : []),
    ...(paybackNetOfResale.kind === "month" &&
        (payback.kind !== "month" || paybackNetOfResale.month !== payback.month)
      ? [{ x: paybackNetOfResale.month, label: t.netOfResale(paybackNetOfResale.month) }]
      : []),
  ];
  const end = points[points.length - 1];
  const haircut = resaleHaircut === undefined
    ? ""
    : (owned ? t.keptHaircut : t.haircut)(formatPercent(resaleHaircut, 0, money.lang));
  // why the net-of-resale line does not start at 0: what is paid up front and does not come back
  const start = points[0];
  const startText = start && start.ownNetOfResale >= 0.5 * money.cnyPerUnit
    ? t.startNet(
      formatMoney(start.ownNetOfResale, money),
      formatMoney(start.own, money),
      formatMoney(start.own - start.ownNetOfResale, money),
      hostShare !== undefined && hostShare > 0 ? formatMoney(hostShare, money) : undefined,
    )
    : "";
  return lineChart(
    rows,
    {
      title,
      caption: `${
        (owned ? t.keptPaybacks : t.paybacks)(
          sayPayback(payback, months, { lang: money.lang }),
          sayPayback(paybackNetOfResale, months, { lang: money.lang }),
        )
      }${
        end
          ? (owned ? t.keptAfter : t.after)(
            formatNumber(months, 0, money.lang),
            formatMoney(end.own, money),
            formatMoney(end.ownNetOfResale, money),
            formatMoney(end.rent, money),
          )
          : ""
      }${haircut}${startText}`,
      alt: t.cumulativeAlt(months),
    },
    { x: owned ? t.xMonthsKept : t.xMonths, y: t.yCumulative(money.currency), yMoney: true },
    {
      series,
      markers,
      height: 420,
      document,
    },
  );
}

/**
 * Cost per GPU-hour used against utilisation, owning against renting (rows of
 * `perUsedGpuHourAt()`; a side with no hour used is not drawn).
 */
export function costPerHourChart(
  rows: readonly { utilization: number; own: number | null; rent: number | null }[],
  { money, marks = [], caption, top }: {
    money: Money;
    /** Points to mark, e.g. the essay's 20 % (D4): utilisation and the CNY per hour there. */
    marks?: readonly { utilization: number; cny: number; label: string }[];
    caption: string;
    /** The highest cost drawn, CNY per GPU-hour (owning at low use runs off the chart). */
    top: number;
  },
): Html {
  const t = words(money.lang).charts.cost;
  const limit = top / money.cnyPerUnit;
  const series = [
    { label: t.own, color: SERIES_COLORS.own },
    { label: t.rent, color: SERIES_COLORS.rent },
  ];
  const lines = rows.flatMap((r) =>
    ([[r.own, t.own], [r.rent, t.rent]] as const).flatMap(([cny, series]) =>
      cny === null ? [] : [{ x: r.utilization * 100, y: cny / money.cnyPerUnit, series }]
    )
  ).filter((p) => p.y <= limit);
  return lineChart(
    lines,
    {
      title: t.perHourTitle(money.currency),
      caption,
      alt: t.perHourAlt,
    },
    {
      x: t.xUtilisation,
      y: t.yPerHour(money.currency),
      yMoney: true,
    },
    {
      series,
      points: marks.map((m) => ({
        x: m.utilization * 100,
        y: m.cny / money.cnyPerUnit,
        series: t.own,
        title: t.perHourPoint(m.label, formatMoney(m.cny, money, 2)),
      })),
      markers: marks.map((m) => ({ x: m.utilization * 100, label: m.label })),
      yDomain: [0, limit],
      xDomain: [0, 100],
    },
  );
}
