/**
 * Price history chart: each segment's prices (a GPU model × a pricing model) over time, a dot a
 * price and a line through each date's geometric mean, on a log scale of the report's currency
 * per GPU-hour; the caption gives each fitted segment's yearly drift and volatility, read within
 * providers (`lib/model/price_history.ts`). It draws the series it is given; it fits nothing.
 *
 * @module
 */
import * as Plot from "@observablehq/plot";
import type { PriceFit, PriceSeries } from "../../model/price_history.ts";
import { colorLegend, figure, xAxis, yAxis } from "../chart_kinds.ts";
import type { Html } from "../display.ts";
import { formatPercent, type Money, moneyTick } from "../format.ts";
import { words } from "../../words/messages.ts";

/** The colours of the segments, in order (Tableau 10). */
const COLORS = [
  "#4e79a7",
  "#f28e2b",
  "#e15759",
  "#76b7b2",
  "#59a14f",
  "#edc948",
  "#b07aa1",
  "#ff9da7",
  "#9c755f",
  "#bab0ac",
];

/** The segments with prices at two dates or more: those a chart may draw. */
export function datedSegments(series: readonly PriceSeries[]): PriceSeries[] {
  return series.filter((s) =>
    s.kind === "segment" && new Set(s.points.map((p) => p.date)).size >= 2
  );
}

/**
 * The segments a chart draws: of {@linkcode datedSegments}, the ten (one a colour) with the most
 * prices, then by key.
 */
export function drawnSegments(series: readonly PriceSeries[]): PriceSeries[] {
  return [...datedSegments(series)].sort((a, b) =>
    b.points.length - a.points.length || a.key.localeCompare(b.key)
  ).slice(0, COLORS.length);
}

/** Ticks 1, 2, 5 × 10^k within [lo, hi] (a log axis labelled where its points sit). */
function logTicks(lo: number, hi: number): number[] {
  const out: number[] = [];
  for (let k = Math.floor(Math.log10(lo)) - 1; k <= Math.ceil(Math.log10(hi)); k++) {
    for (const m of [1, 2, 5]) {
      const v = m * 10 ** k;
      if (v >= lo && v <= hi) out.push(v);
    }
  }
  return out;
}

/**
 * Each drawn segment's prices over time ({@linkcode drawnSegments}), money in `money`'s currency
 * per GPU-hour; the caption says what a dot and a line are, and each fitted segment's drift and
 * volatility a year.
 */
export function priceHistoryChart(
  series: readonly PriceSeries[],
  { money }: { money: Money },
): Html {
  const lang = money.lang;
  const t = words(lang).charts.priceHistory;
  const pricing = words(lang).common.pricing as Record<string, string>;
  const segments = drawnSegments(series);
  const label = (s: PriceSeries) =>
    t.segment(s.gpuModel, pricing[s.pricingModel] ?? s.pricingModel);
  const price = (cny: number) => cny / money.cnyPerUnit;
  const dots = segments.flatMap((s) =>
    s.points.map((p) => ({
      date: new Date(`${p.date}T00:00:00Z`),
      price: price(p.cnyPerGpuHour),
      series: label(s),
    }))
  );
  const means = segments.flatMap((s) =>
    [...new Set(s.points.map((p) => p.date))].sort().map((d) => {
      const logs = s.points.filter((p) => p.date === d).map((p) =>
        Math.log(price(p.cnyPerGpuHour))
      );
      return {
        date: new Date(`${d}T00:00:00Z`),
        price: Math.exp(logs.reduce((a, b) => a + b, 0) / logs.length),
        series: label(s),
      };
    })
  );
  const fitted = segments.filter((s): s is PriceSeries & { fit: PriceFit } => !("kind" in s.fit));
  const pct = (x: number) => `${x >= 0 ? "+" : "−"}${formatPercent(Math.abs(x), 1, lang)}`;
  const caption = [
    t.what(segments.length, datedSegments(series).length),
    fitted.length === 0 ? t.noFit : t.fitted(fitted.map((s) =>
      t.fit(
        label(s),
        pct(s.fit.driftPerYear),
        s.fit.volatilityPerYear === undefined
          ? null
          : formatPercent(s.fit.volatilityPerYear, 0, lang),
      )
    )),
    t.how,
  ].join("");
  const prices = dots.map((d) => d.price);
  const lo = Math.min(...prices) / 1.3, hi = Math.max(...prices) * 1.3;
  const years = dots.map((d) => d.date.getUTCFullYear());
  const first = Math.min(...years), last = Math.max(...years) + 1;
  const yearTicks = Array.from(
    { length: last - first + 1 },
    (_, i) => new Date(Date.UTC(first + i, 0, 1)),
  );
  const names = segments.map(label);
  return figure({
    title: t.title,
    caption,
    alt: t.alt(names),
  }, {
    x: xAxis(t.axisX, {
      type: "utc",
      domain: [yearTicks[0]!, yearTicks[yearTicks.length - 1]!],
      ticks: yearTicks,
      tickFormat: (d: Date) => String(d.getUTCFullYear()),
      grid: true,
    }),
    y: yAxis(t.axisY(money.currency), {
      type: "log",
      domain: [lo, hi],
      ticks: logTicks(lo, hi),
      tickFormat: moneyTick,
      grid: true,
    }),
    color: colorLegend(names, COLORS.slice(0, names.length)),
    marks: [
      Plot.line(means, { x: "date", y: "price", z: "series", stroke: "series", strokeWidth: 2 }),
      Plot.dot(dots, { x: "date", y: "price", fill: "series", stroke: "white", r: 4 }),
    ],
  });
}
