/**
 * The kinds of chart the builders of `charts/` draw: stacked cost bars, lines, a heatmap, a
 * tornado, a histogram and bars. Each takes rows and returns a `<figure>` with a title, a caption
 * that says what to see, and alt text (aria label and description), framed as every chart is
 * (`chart_frame.ts`, whose names this module hands on). Charts draw; they never compute model
 * numbers. Static marks only: nothing here needs a pointer (tooltips are SVG `<title>`s, which a
 * browser shows offline).
 *
 * @module
 */
import * as Plot from "@observablehq/plot";
import { moneyTick } from "./format.ts";
import { Html } from "./display.ts";
import { words } from "../words/messages.ts";
import {
  CHART_WIDTH,
  type ChartOptions,
  type ChartText,
  colorLegend,
  figure,
  FONT_PX,
  MARGINS,
  spreadLabels,
  textWidth,
  ticksAcross,
  xAxis,
  yAxis,
} from "./chart_frame.ts";

export * from "./chart_frame.ts";

/** Stacked bars of cost items per group (e.g. scenario or method), each item in its colour. */
export function stackedCostBars(
  rows: readonly { group: string; item: string; value: number }[],
  text: ChartText,
  { unit, colors, lang = "en", ...options }: ChartOptions & {
    unit: string;
    colors: readonly string[];
  },
): Html {
  const items = [...new Set(rows.map((r) => r.item))];
  const groups = [...new Set(rows.map((r) => r.group))];
  const longest = Math.max(0, ...groups.map(textWidth));
  return figure(text, {
    marginLeft: Math.min(360, Math.max(96, longest + 16)),
    x: xAxis(words(lang).charts.kinds.cost(unit), { grid: true, tickFormat: moneyTick, ticks: 6 }),
    y: yAxis(null, { domain: groups }),
    color: colorLegend(items, colors),
    marks: [
      Plot.barX(
        rows,
        Plot.stackX({
          x: "value",
          y: "group",
          fill: "item",
          title: (d: { item: string; value: number }) => `${d.item}: ${moneyTick(d.value)} ${unit}`,
        }),
      ),
      Plot.ruleX([0]),
    ],
  }, options);
}

/** A line: its label, its colour, and its points. */
export interface Series {
  /** The series' name, as the rows' `series` and the legend name it. */
  label: string;
  /** The line's colour, a CSS colour. */
  color: string;
  /** Dashed, for a line that is a variant of another (owning net of resale). */
  dashed?: boolean;
}

/** A labelled vertical rule, e.g. a payback month. */
export interface Marker {
  /** Where the rule stands, in the unit of the chart's x axis. */
  x: number;
  /** The words written at the top of the rule. */
  label: string;
}

/**
 * Lines of y against x, one per series, each in its colour with a legend; optional dots
 * (coloured like a series), vertical markers with spread labels, and a horizontal band.
 */
export function lineChart(
  rows: readonly { x: number; y: number; series: string }[],
  text: ChartText,
  axes: { x: string; y: string; yMoney?: boolean; xPercent?: boolean; xTicks?: number[] },
  {
    series,
    points = [],
    markers = [],
    yDomain,
    xDomain,
    ...options
  }: ChartOptions & {
    series: readonly Series[];
    /** Dots on the lines (crossings, a point of interest), in a series' colour. */
    points?: readonly { x: number; y: number; series: string; title: string }[];
    markers?: readonly Marker[];
    yDomain?: [number, number];
    xDomain?: [number, number];
  },
): Html {
  const xs = rows.map((r) => r.x);
  const x0 = xDomain?.[0] ?? Math.min(...xs), x1 = xDomain?.[1] ?? Math.max(...xs);
  const width = options.width ?? CHART_WIDTH;
  const inner = width - MARGINS.marginLeft - MARGINS.marginRight;
  const px = (x: number) => x1 > x0 ? ((x - x0) / (x1 - x0)) * inner : 0;
  const labels = markers.map((m) => {
    const w = textWidth(m.label);
    const right = px(m.x) + 4 + w > inner; // would run off the frame: write it leftwards
    return {
      ...m,
      anchor: right ? "end" : "start",
      w,
      center: right ? px(m.x) - w / 2 : px(m.x) + w / 2,
    };
  });
  const dy = spreadLabels(labels.map((l) => ({ x: l.center, width: l.w + 8 })));
  const dashed = series.filter((s) => s.dashed).map((s) => s.label);
  return figure(text, {
    marginTop: MARGINS.marginTop + (markers.length > 0 ? Math.max(...dy, 0) + FONT_PX + 6 : 0),
    x: xAxis(axes.x, {
      grid: true,
      domain: xDomain,
      percent: axes.xPercent,
      ...(axes.xTicks ? { ticks: axes.xTicks } : {}),
    }),
    y: yAxis(axes.y, {
      grid: true,
      domain: yDomain,
      tickFormat: axes.yMoney ? moneyTick : undefined,
    }),
    color: colorLegend(series.map((s) => s.label), series.map((s) => s.color)),
    marks: [
      // z named: a line of one point a series (a fleet of one size) is no quantitative stroke
      Plot.line(rows.filter((r) => !dashed.includes(r.series)), {
        x: "x",
        y: "y",
        z: "series",
        stroke: "series",
        strokeWidth: 2.5,
      }),
      Plot.line(rows.filter((r) => dashed.includes(r.series)), {
        x: "x",
        y: "y",
        z: "series",
        stroke: "series",
        strokeWidth: 2.5,
        strokeDasharray: "6,4",
      }),
      Plot.ruleX(markers, { x: "x", stroke: "#444", strokeDasharray: "4,3" }),
      ...labels.map((l, i) =>
        Plot.text([l], {
          x: "x",
          frameAnchor: "top",
          text: "label",
          dx: l.anchor === "start" ? 4 : -4,
          dy: -(FONT_PX + 4) - dy[i]!,
          textAnchor: l.anchor as "start" | "end",
          lineAnchor: "bottom",
          fill: "#222",
        })
      ),
      Plot.dot(points, {
        x: "x",
        y: "y",
        fill: "series",
        stroke: "white",
        r: 5,
        title: "title",
      }),
    ],
  }, options);
}

/** A heatmap of an amount over two axes, a diverging colour ramp with its legend, tooltips. */
export function heatmapChart(
  cells: readonly { x1: number; x2: number; y1: number; y2: number; value: number; tip: string }[],
  line: readonly { x: number; y: number }[],
  text: ChartText,
  axes: { x: string; y: string; value: string; yMoney?: boolean },
  options: ChartOptions = {},
): Html {
  // A stepped ramp (eight bins, symmetric about zero) rather than a continuous one: its legend is
  // drawn as rectangles, readable in print and without a canvas.
  const max = niceCeiling(Math.max(1e-9, ...cells.map((c) => Math.abs(c.value))));
  const thresholds = [-0.75, -0.5, -0.25, 0, 0.25, 0.5, 0.75].map((f) => f * max);
  return figure(text, {
    height: 460,
    x: xAxis(axes.x),
    y: yAxis(axes.y, { tickFormat: axes.yMoney ? moneyTick : undefined }),
    color: {
      type: "threshold",
      domain: thresholds,
      scheme: "RdBu", // red where own − rent < 0 (owning cheaper), blue where renting is
      label: axes.value,
      legend: true,
      width: 720,
      tickFormat: moneyTick,
    } as Plot.ScaleOptions,
    marks: [
      Plot.rect(cells, { x1: "x1", x2: "x2", y1: "y1", y2: "y2", fill: "value", title: "tip" }),
      Plot.line(line, { x: "x", y: "y", stroke: "black", strokeWidth: 2 }),
    ],
  }, options);
}

/** The smallest of 1, 2, 2.5, 5 × 10^k at or above `value` (> 0). */
function niceCeiling(value: number): number {
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 2.5, 5, 10].find((m) => m * power >= value) ?? 10) * power;
}

/**
 * A tornado: one bar per input from the result at its low value to the one at its high value.
 * An end that is not a number ("never", "always") is drawn as an arrow to the frame's edge with
 * the word beside it.
 */
export function tornadoChart(
  bars: readonly {
    label: string;
    atLow: number | string;
    atHigh: number | string;
    base: number;
  }[],
  text: ChartText,
  axis: {
    label: string;
    money?: boolean;
    domain?: [number, number];
    edges?: Record<string, number>;
  },
  { lang = "en", ...options }: ChartOptions = {},
): Html {
  const t = words(lang).charts.kinds;
  const LOW = t.inputLow, HIGH = t.inputHigh;
  const edgeWord = (v: string) => v === "never" ? t.never : v === "always" ? t.always : v;
  const end = (v: number | string) => typeof v === "number" ? v : axis.edges?.[v] ?? 0;
  const rows = bars.flatMap((b) => [
    { label: b.label, from: b.base, to: end(b.atLow), side: LOW },
    { label: b.label, from: b.base, to: end(b.atHigh), side: HIGH },
  ]);
  const edgeWords = bars.flatMap((b) =>
    ([[b.atLow, LOW], [b.atHigh, HIGH]] as const).filter(([v]) => typeof v === "string").map((
      [v, side],
    ) => ({ label: b.label, x: end(v), word: edgeWord(String(v)), side }))
  );
  const base = bars[0]?.base ?? 0;
  const longest = Math.max(0, ...bars.map((b) => textWidth(b.label)));
  const marginLeft = Math.min(360, longest + 16);
  return figure(text, {
    marginLeft,
    marginRight: 70,
    height: 90 + 34 * bars.length,
    x: xAxis(axis.label, {
      grid: true,
      domain: axis.domain,
      tickFormat: axis.money ? moneyTick : undefined,
      ticks: Math.min(axis.money ? 6 : 10, ticksAcross(marginLeft, 70)),
    }),
    y: yAxis(null, { domain: bars.map((b) => b.label) }),
    color: colorLegend([LOW, HIGH], ["#4e79a7", "#f28e2b"]),
    marks: [
      Plot.barX(rows, {
        x1: "from",
        x2: "to",
        y: "label",
        fill: "side",
        insetTop: 3,
        insetBottom: 3,
      }),
      Plot.ruleX([base], { stroke: "black" }),
      Plot.text(edgeWords, {
        x: "x",
        y: "label",
        text: "word",
        textAnchor: "start",
        dx: 4,
        fill: "#222",
        fontWeight: "bold",
      }),
    ],
  }, options);
}

/** A histogram of samples with a rule at a threshold. */
export function histogramChart(
  values: ArrayLike<number>,
  text: ChartText,
  axis: { label: string; money?: boolean },
  { threshold, lang = "en", ...options }: ChartOptions & { threshold?: number } = {},
): Html {
  const data = Array.from(values);
  return figure(text, {
    // money ticks are written out in full: fewer of them, so that they never touch
    x: xAxis(axis.label, axis.money ? { tickFormat: moneyTick, ticks: 6 } : {}),
    y: yAxis(words(lang).charts.kinds.shareOfSamples, { grid: true, percent: true }),
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

/** Horizontal bars of one value per label, with an optional band; `percent` for fractions. */
export function barChart(
  rows: readonly { label: string; value: number }[],
  text: ChartText,
  axis: string,
  { band, percent = false, color = "#4e79a7", ...options }: ChartOptions & {
    band?: [number, number];
    percent?: boolean;
    color?: string;
  } = {},
): Html {
  const longest = Math.max(0, ...rows.map((r) => textWidth(r.label)));
  const marginLeft = Math.min(360, Math.max(96, longest + 16));
  return figure(text, {
    marginLeft,
    height: 90 + 28 * rows.length,
    x: xAxis(axis, { grid: true, percent, ticks: ticksAcross(marginLeft, MARGINS.marginRight) }),
    y: yAxis(null, { domain: rows.map((r) => r.label) }),
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
      Plot.barX(rows, { x: "value", y: "label", fill: color, insetTop: 3, insetBottom: 3 }),
      Plot.ruleX([0]),
    ],
  }, options);
}
