/**
 * The kinds of chart the builders of `charts/` draw: each takes rows and returns a `<figure>` with a title,
 * a caption that says what to see, and alt text (aria label and description). Charts draw;
 * they never compute model numbers. Static marks only: nothing here needs a pointer.
 *
 * @module
 */
import * as Plot from "@observablehq/plot";
import { parseHTML } from "linkedom";
import { escapeHtml } from "./format.ts";
import { Html } from "./display.ts";

const { document: defaultDocument } = parseHTML(
  "<!doctype html><html><head></head><body></body></html>",
);

export interface ChartText {
  title: string;
  /** What the reader should see, one or two sentences. */
  caption: string;
  /** A description of the chart for screen readers. */
  alt: string;
}

export interface ChartOptions {
  width?: number;
  height?: number;
  document?: Document;
}

/** Renders Plot options inside a titled, captioned, labelled figure. */
export function figure(
  text: ChartText,
  options: Plot.PlotOptions,
  { width = 720, height, document }: ChartOptions = {},
): Html {
  const doc = document ?? (defaultDocument as unknown as Document);
  const chart = Plot.plot({
    width,
    height,
    style: { fontSize: "12px", background: "white", color: "#222" },
    ...options,
    ariaLabel: text.title,
    ariaDescription: text.alt,
    document: doc,
  });
  // Plot returns a bare <svg>, or a <figure> when it adds a legend; give every svg its namespace.
  for (const svg of [chart, ...Array.from(chart.querySelectorAll("svg"))]) {
    if (svg.tagName.toLowerCase() === "svg") {
      svg.setAttribute("xmlns", "http://www.w3.org/2000/svg");
    }
  }
  const inner = chart.outerHTML;
  return new Html(
    `<figure class="wb-chart" role="group" aria-label="${
      escapeHtml(text.title)
    }" style="margin:1em 0;max-width:${width}px">` +
      `<h4 style="margin:0 0 0.3em 0">${escapeHtml(text.title)}</h4>${inner}` +
      `<figcaption style="color:#444;margin-top:0.3em">${
        escapeHtml(text.caption)
      }</figcaption></figure>`,
  );
}

/** Stacked bars of cost items per group (e.g. scenario or method). */
export function stackedCostBars(
  rows: readonly { group: string; item: string; value: number }[],
  text: ChartText,
  { unit = "CNY", ...options }: ChartOptions & { unit?: string } = {},
): Html {
  return figure(text, {
    marginLeft: 190,
    x: { label: `Cost (${unit})`, grid: true, tickFormat: "~s" },
    y: { label: null },
    color: { legend: true, scheme: "tableau10" },
    marks: [
      Plot.barX(rows, Plot.stackX({ x: "value", y: "group", fill: "item", title: "item" })),
      Plot.ruleX([0]),
    ],
  }, options);
}

/** Cumulative cost of owning and renting over months, with the payback month marked. */
export function cumulativeChart(
  rows: readonly { month: number; series: string; cost: number }[],
  paybackMonths: readonly { month: number; label: string }[],
  text: ChartText,
  { unit = "CNY", ...options }: ChartOptions & { unit?: string } = {},
): Html {
  return figure(text, {
    x: { label: "Months since purchase", grid: true },
    y: { label: `Cumulative cost (${unit})`, grid: true, tickFormat: "~s" },
    color: { legend: true },
    marks: [
      Plot.line(rows, { x: "month", y: "cost", stroke: "series", strokeWidth: 2 }),
      Plot.ruleX(paybackMonths, { x: "month", stroke: "#444", strokeDasharray: "4,3" }),
      Plot.text(paybackMonths, {
        x: "month",
        frameAnchor: "top",
        text: "label",
        dx: 4,
        textAnchor: "start",
      }),
    ],
  }, options);
}

/** A line chart of y against x per series, with optional labelled points. */
export function lineChart(
  rows: readonly { x: number; y: number; series: string }[],
  text: ChartText,
  axes: { x: string; y: string },
  {
    points = [],
    rules = [],
    yDomain,
    ...options
  }: ChartOptions & {
    points?: readonly { x: number; y: number; label: string }[];
    rules?: readonly { y: number; label: string }[];
    yDomain?: [number, number];
  } = {},
): Html {
  return figure(text, {
    x: { label: axes.x, grid: true },
    y: { label: axes.y, grid: true, domain: yDomain, tickFormat: "~s" },
    color: { legend: true },
    marks: [
      Plot.line(rows, { x: "x", y: "y", stroke: "series", strokeWidth: 2 }),
      Plot.ruleY(rules, { y: "y", stroke: "#999", strokeDasharray: "4,3" }),
      Plot.text(rules, { y: "y", text: "label", frameAnchor: "right", dy: -6 }),
      Plot.dot(points, { x: "x", y: "y", fill: "black", r: 3.5 }),
      Plot.text(points, {
        x: "x",
        y: "y",
        text: "label",
        dx: 6,
        dy: -8,
        textAnchor: "start",
        fontSize: 10,
      }),
    ],
  }, options);
}

/** Break-even hours a day against the cloud price, with the data's offerings drawn as points. */
export function breakEvenChart(
  curve: readonly { price: number; hours: number }[],
  offerings: readonly { price: number; hours: number; label: string }[],
  userHours: number,
  text: ChartText,
  { unit = "CNY", ...options }: ChartOptions & { unit?: string } = {},
): Html {
  return figure(text, {
    x: { label: `Cloud price (${unit} per GPU-hour)`, grid: true },
    y: { label: "Break-even (hours used per day)", grid: true, domain: [0, 24] },
    marks: [
      Plot.areaY(curve, { x: "price", y1: "hours", y2: 24, fill: "#4e79a7", fillOpacity: 0.12 }),
      Plot.line(curve, { x: "price", y: "hours", stroke: "#4e79a7", strokeWidth: 2 }),
      Plot.ruleY([userHours], { stroke: "#e15759", strokeDasharray: "5,3" }),
      Plot.text([`your hours: ${userHours.toFixed(1)} h/day`], {
        y: userHours,
        frameAnchor: "right",
        dy: -7,
        fill: "#e15759",
        text: (d: string) => d,
      }),
      Plot.dot(offerings, { x: "price", y: "hours", fill: "black", r: 3.5 }),
      Plot.text(offerings, {
        x: "price",
        y: "hours",
        text: "label",
        dx: 6,
        textAnchor: "start",
        fontSize: 10,
      }),
    ],
  }, options);
}

/** A heatmap of owning minus renting over hours a day × cloud price, with the break-even line. */
export function heatmapChart(
  cells: readonly { x: number; y: number; value: number }[],
  line: readonly { x: number; y: number }[],
  text: ChartText,
  axes: { x: string; y: string; value: string },
  options: ChartOptions = {},
): Html {
  const max = Math.max(1, ...cells.map((c) => Math.abs(c.value)));
  return figure(text, {
    x: { label: axes.x },
    y: { label: axes.y },
    color: {
      type: "diverging",
      scheme: "RdBu",
      domain: [-max, max],
      label: axes.value,
      reverse: true,
    },
    marks: [
      Plot.rect(
        cells,
        { x1: "x1", x2: "x2", y1: "y1", y2: "y2", fill: "value" } as Plot.RectOptions,
      ),
      Plot.line(line, { x: "x", y: "y", stroke: "black", strokeWidth: 2 }),
    ],
  }, options);
}

/** A tornado: one bar per input from the metric at its low value to the one at its high value. */
export function tornadoChart(
  bars: readonly { label: string; atLow: number; atHigh: number; base: number }[],
  text: ChartText,
  axis: string,
  options: ChartOptions = {},
): Html {
  const rows = bars.flatMap((b) => [
    { label: b.label, from: b.base, to: b.atLow, side: "input at its low value" },
    { label: b.label, from: b.base, to: b.atHigh, side: "input at its high value" },
  ]);
  const base = bars[0]?.base ?? 0;
  return figure(text, {
    marginLeft: 200,
    x: { label: axis, grid: true, tickFormat: "~s" },
    y: { label: null, domain: bars.map((b) => b.label) },
    color: {
      legend: true,
      domain: ["input at its low value", "input at its high value"],
      range: ["#4e79a7", "#f28e2b"],
    },
    marks: [
      Plot.barX(rows, { x1: "from", x2: "to", y: "label", fill: "side" }),
      Plot.ruleX([base], { stroke: "black" }),
    ],
  }, options);
}

/** A histogram of samples with a rule at a threshold. */
export function histogramChart(
  values: ArrayLike<number>,
  text: ChartText,
  axis: string,
  { threshold, ...options }: ChartOptions & { threshold?: number } = {},
): Html {
  const data = Array.from(values);
  return figure(text, {
    x: { label: axis, tickFormat: "~s" },
    y: { label: "Share of samples (%)", grid: true, percent: true },
    marks: [
      Plot.rectY(
        data,
        Plot.binX({ y: "proportion" }, {
          x: (d: number) => d,
          fill: "#4e79a7",
          thresholds: 40,
        } as Plot.BinXInputs<Plot.RectYOptions>),
      ),
      Plot.ruleY([0]),
      ...(threshold === undefined
        ? []
        : [Plot.ruleX([threshold], { stroke: "#e15759", strokeWidth: 2 })]),
    ],
  }, options);
}

/** Horizontal bars of one value per label (e.g. spot ÷ on-demand ratios), with an optional band. */
export function barChart(
  rows: readonly { label: string; value: number }[],
  text: ChartText,
  axis: string,
  { band, percent = false, ...options }: ChartOptions & {
    band?: [number, number];
    percent?: boolean;
  } = {},
): Html {
  return figure(text, {
    marginLeft: 230,
    x: { label: axis, grid: true, percent },
    y: { label: null, domain: rows.map((r) => r.label) },
    marks: [
      ...(band
        ? [
          Plot.rectX([band], {
            x1: (d: number[]) => d[0],
            x2: (d: number[]) => d[1],
            fill: "#59a14f",
            fillOpacity: 0.15,
          }),
        ]
        : []),
      Plot.barX(rows, { x: "value", y: "label", fill: "#4e79a7" }),
      Plot.ruleX([0]),
    ],
  }, options);
}
