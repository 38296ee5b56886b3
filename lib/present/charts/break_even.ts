/**
 * Break-even charts: the hours a day at which owning pays against the cloud price, and the
 * hours × price surface of owning minus renting.
 *
 * @module
 */
import * as Plot from "@observablehq/plot";
import { type BreakEven, ownCheaperAt } from "../../model/breakeven.ts";
import type { Grid } from "../../model/sensitivity.ts";
import { colorLegend, figure, heatmapChart, xAxis, yAxis } from "../chart_kinds.ts";
import { SERIES_COLORS } from "../colors.ts";
import type { Html } from "../display.ts";
import { CNY, formatMoney, formatNumber, type Money, moneyTick } from "../format.ts";
import { words } from "../../words/messages.ts";

/**
 * Where a break-even stands on a chart's 0–24 hours-a-day axis: at its hours, on the top edge
 * when owning is never cheaper, on the bottom edge when it always is. A chart that draws an edge
 * says "never" or "always" in words beside it.
 */
export function onDayAxis(b: BreakEven): number {
  return b.kind === "hours" ? b.breakEvenHoursPerDay : b.kind === "never" ? 24 : 0;
}

const OFFERING_COLORS = [
  "#4e79a7",
  "#59a14f",
  "#f28e2b",
  "#9467bd",
  "#17becf",
  "#bcbd22",
  "#8c564b",
  "#7f7f7f",
];

/**
 * Break-even hours a day against the cloud price (CNY per GPU-hour), with the offerings of the
 * data as coloured dots (legend). An offering that never breaks even is drawn as a triangle on
 * the top edge, one that always does on the bottom edge, and the legend says so in words.
 */
export function breakEvenPriceChart(
  curve: readonly { price: number; breakEven: BreakEven }[],
  { offerings = [], usedHoursPerDay: hoursPerDay, money = CNY, machine }: {
    offerings?: readonly { price: number; breakEven: BreakEven; label: string }[];
    /** The reader's hours, drawn as a line. */
    usedHoursPerDay: number;
    money?: Money;
    machine: string;
  },
): Html {
  const t = words(money.lang).charts.breakEven;
  const hours = (h: number) => formatNumber(h, 1, money.lang);
  const worth = offerings.filter((o) => ownCheaperAt(o.breakEven, hoursPerDay));
  const line = curve.flatMap((c) =>
    c.breakEven.kind === "hours"
      ? [{ price: c.price / money.cnyPerUnit, hours: c.breakEven.breakEvenHoursPerDay }]
      : []
  );
  const above = curve.some((c) =>
    c.breakEven.kind === "hours" && c.breakEven.ownCheaper === "above"
  );
  const shown = offerings.slice(0, OFFERING_COLORS.length).map((o) => ({
    price: o.price / money.cnyPerUnit,
    hours: onDayAxis(o.breakEven),
    kind: o.breakEven.kind,
    key: o.breakEven.kind === "hours"
      ? t.hoursKey(o.label, hours(o.breakEven.breakEvenHoursPerDay))
      : o.breakEven.kind === "never"
      ? t.neverKey(o.label)
      : t.alwaysKey(o.label),
  }));
  const prices = [...line.map((l) => l.price), ...shown.map((s) => s.price)];
  const top = Math.max(1e-9, ...prices) * 1.05;
  const kinds = new Set(curve.map((c) => c.breakEven.kind));
  const curveWords = kinds.has("never") ? t.curveStops : "";
  return figure({
    title: t.title(machine),
    caption: `${line.length === 0 ? t.noCurve : above ? t.ownAbove : t.ownBelow}${curveWords}${
      t.beats(
        hours(hoursPerDay),
        worth.length,
        offerings.length,
        words(money.lang).charts.cost.list(worth.map((o) => o.label)),
      )
    }`,
    alt: t.alt(offerings.length, hours(hoursPerDay)),
  }, {
    height: 440,
    x: xAxis(t.xPrice(money.currency), {
      grid: true,
      domain: [0, top],
      tickFormat: moneyTick,
    }),
    y: yAxis(t.yHours, { grid: true, domain: [0, 24] }),
    color: colorLegend(shown.map((s) => s.key), OFFERING_COLORS.slice(0, shown.length)),
    marks: [
      ...(above
        ? [
          Plot.areaY(line, {
            x: "price",
            y1: "hours",
            y2: 24,
            fill: SERIES_COLORS.own,
            fillOpacity: 0.08,
          }),
        ]
        : []),
      Plot.line(line, { x: "price", y: "hours", stroke: "#222", strokeWidth: 2 }),
      Plot.ruleY([hoursPerDay], {
        stroke: SERIES_COLORS.own,
        strokeDasharray: "5,3",
        strokeWidth: 1.5,
      }),
      Plot.text([t.yourHours(hours(hoursPerDay))], {
        y: hoursPerDay,
        frameAnchor: "left",
        textAnchor: "start",
        dx: 4,
        dy: hoursPerDay > 21 ? 12 : -9,
        fill: SERIES_COLORS.own,
        text: (d: string) => d,
      }),
      ...([["hours", 0], ["never", 9], ["always", -9]] as const).map(([kind, dy]) =>
        Plot.dot(shown.filter((s) => s.kind === kind), {
          x: "price",
          y: "hours",
          fill: "key",
          symbol: kind === "hours" ? "circle" : "triangle",
          r: 7,
          dy, // the edge markers sit just inside the frame
          stroke: "white",
          title: "key",
        })
      ),
    ],
  });
}

/** The grid of owning minus renting (CNY) over hours a day × price, with the break-even line. */
export function breakEvenHeatmap(
  grid: Grid,
  { line, money = CNY, horizonYears }: {
    line: readonly { price: number; hoursPerDay: number }[];
    money?: Money;
    horizonYears: number;
  },
): Html {
  const t = words(money.lang).charts.breakEven;
  const xs = grid.xs, ys = grid.ys;
  const dx = xs.length > 1 ? (xs[1]! - xs[0]!) / 2 : 0.5;
  const dy = ys.length > 1 ? (ys[1]! - ys[0]!) / 2 : 0.5;
  const cells = [];
  for (let j = 0; j < ys.length; j++) {
    for (let i = 0; i < xs.length; i++) {
      const value = grid.values[j * xs.length + i]!;
      cells.push({
        value: value / money.cnyPerUnit,
        x1: xs[i]! - dx,
        x2: xs[i]! + dx,
        y1: (ys[j]! - dy) / money.cnyPerUnit,
        y2: (ys[j]! + dy) / money.cnyPerUnit,
        tip: (value < 0 ? t.tipSaves : t.tipCosts)(
          formatNumber(xs[i]!, 1, money.lang),
          formatMoney(ys[j]!, money, 2),
          formatMoney(Math.abs(value), money),
        ),
      });
    }
  }
  const cheaper = cells.filter((c) => c.value < 0).length;
  const years = formatNumber(horizonYears, 1, money.lang);
  return heatmapChart(
    cells,
    line.map((l) => ({ x: l.hoursPerDay, y: l.price / money.cnyPerUnit })),
    {
      title: t.heatmapTitle(years, money.currency),
      caption: `${t.heatmapCells(cheaper, cells.length)}${
        line.length > 0 ? t.heatmapLine : t.heatmapNoLine
      }${t.heatmapPoint}`,
      alt: t.heatmapAlt,
    },
    {
      x: t.xHoursUsed,
      y: t.xPrice(money.currency),
      value: t.heatmapValue(years, money.currency),
      yMoney: true,
    },
  );
}
