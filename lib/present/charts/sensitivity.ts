/**
 * Sensitivity charts: the tornado (each input at its low and high value) and the spider (each
 * input scaled from −50 % to +50 %), of a money result or of the break-even. Inputs are named
 * with their units in the report's currency; "never" and "always" are drawn as words at the
 * frame's edge, never as a number of hours.
 *
 * @module
 */
import * as Plot from "@observablehq/plot";
import type { BreakEven } from "../../model/breakeven.ts";
import type { BreakEvenBar, BreakEvenSpiderPoint } from "../../model/breakeven_sensitivity.ts";
import {
  RANGE_SPREAD,
  SPIDER_SPREAD,
  type SpiderPoint,
  type TornadoBar,
} from "../../model/sensitivity.ts";
import {
  colorLegend,
  figure,
  FONT_PX,
  tornadoChart as tornadoBars,
  xAxis,
  yAxis,
} from "../chart_kinds.ts";
import type { Html } from "../display.ts";
import { onDayAxis } from "./break_even.ts";
import { sayMostInfluential } from "../findings.ts";
import { formatMoney, formatNumber, type Money } from "../format.ts";
import { inputLabel, inputValue } from "../inputs.ts";

const SPIDER_COLORS = [
  "#4e79a7",
  "#f28e2b",
  "#59a14f",
  "#e15759",
  "#b07aa1",
  "#76b7b2",
  "#edc948",
  "#9c755f",
  "#17becf",
  "#bcbd22",
];

/** The range of an input as the report shows it: "1,268 to 1,902 USD". */
function rangeText(bar: { name: TornadoBar["name"]; low: number; high: number }, money: Money) {
  const label = inputLabel(bar.name, money);
  const unit = /\(([^)]*)\)$/.exec(label)?.[1] ?? "";
  const show = (v: number) =>
    formatNumber(inputValue(bar.name, v, money), Math.abs(v) < 10 ? 2 : 0);
  return `${show(bar.low)} to ${show(bar.high)}${unit ? ` ${unit}` : ""}`;
}

/** A tornado of a money result (CNY) the model computed, shown in `money`. */
export function tornadoChart(
  bars: readonly TornadoBar[],
  { title, axis, money }: {
    title: string;
    /** The axis label, with its unit (in the report's currency). */
    axis: string;
    money: Money;
  },
): Html {
  const k = money.cnyPerUnit;
  const shown = bars.map((b) => ({
    label: inputLabel(b.name, money),
    atLow: b.atLow / k,
    atHigh: b.atHigh / k,
    base: b.base / k,
    swing: b.swing / k,
  }));
  return tornadoBars(shown, {
    title,
    caption:
      `Each bar spans the result with one input at its low and its high value (data ranges, else ±${
        formatNumber(RANGE_SPREAD * 100, 0)
      } %), the others as the scenario has them; the black line is the scenario's ${
        formatMoney(bars[0]?.base ?? 0, money)
      }. ${sayMostInfluential(shown, { unit: money.currency, digits: 0 })}`,
    alt: `A tornado chart of ${bars.length} inputs sorted by how much they move the result: ${
      bars.map((b) => `${inputLabel(b.name, money)} from ${rangeText(b, money)}`).join("; ")
    }.`,
  }, { label: axis, money: true });
}

function hoursOrWord(b: BreakEven): number | string {
  return b.kind === "hours" ? b.hoursPerDay : b.kind;
}

function sayEnd(b: BreakEven): string {
  return b.kind === "hours" ? `${formatNumber(b.hoursPerDay, 1)} h/day` : b.kind;
}

/**
 * A tornado of the break-even: bars in hours a day; an end where owning never (or always) wins
 * runs to the right (left) edge with the word "never" ("always") beside it.
 */
export function breakEvenTornadoChart(
  bars: readonly BreakEvenBar[],
  { title, money }: { title: string; money: Money },
): Html {
  const base = bars[0]?.base;
  const shown = bars.map((b) => ({
    label: inputLabel(b.name, money),
    atLow: hoursOrWord(b.atLow),
    atHigh: hoursOrWord(b.atHigh),
    base: base === undefined ? 24 : onDayAxis(base),
  }));
  const flips = bars.filter((b) => b.changesAnswer);
  const moving = bars.filter((b) => !b.changesAnswer && b.swingHours > 1e-9);
  const first = flips[0] ?? moving[0];
  return tornadoBars(shown, {
    title,
    caption:
      `Each bar spans the break-even with one input at its low and its high value, the others as the scenario has them; the black line is the scenario's (${
        base ? sayEnd(base) : "none"
      }). "never": owning is never cheaper at that end of the range; "always": it is cheaper at any hours. ${
        first === undefined
          ? "No input moves the break-even within its range."
          : `${inputLabel(first.name, money)} moves it most: ${
            sayEnd(first.atLow)
          } at its low value and ${sayEnd(first.atHigh)} at its high value (${
            rangeText(first, money)
          }).`
      }`,
    alt: `A tornado chart of the break-even hours a day for ${bars.length} inputs: ${
      bars.map((b) => `${inputLabel(b.name, money)} ${sayEnd(b.atLow)} to ${sayEnd(b.atHigh)}`)
        .join("; ")
    }.`,
  }, { label: "Break-even (hours used a day)", domain: [0, 24], edges: { never: 24, always: 0 } });
}

/** A spider plot of a money result (CNY) against each input's factor, shown in `money`. */
export function spiderChart(
  points: readonly SpiderPoint[],
  { title, axis, money }: { title: string; axis: string; money: Money },
): Html {
  const names = [...new Set(points.map((p) => p.name))];
  const labels = names.map((n) => inputLabel(n, money));
  const spans = names.map((name) => {
    const values = points.filter((p) => p.name === name).map((p) => p.value / money.cnyPerUnit);
    return { label: inputLabel(name, money), swing: Math.max(...values) - Math.min(...values) };
  }).sort((a, b) => b.swing - a.swing);
  return figure({
    title,
    caption: `Steeper lines matter more. ${
      sayMostInfluential(spans, { unit: money.currency, digits: 0 })
    }`,
    alt:
      "A spider plot: one line per input of the result against the input as a percentage of its base value.",
  }, {
    height: 460,
    x: xAxis("Input, % of its value in the scenario", { grid: true, inset: 10 }),
    y: yAxis(axis, { grid: true }),
    color: colorLegend(labels, SPIDER_COLORS.slice(0, labels.length)),
    marks: [
      Plot.line(
        points.map((p) => ({
          x: p.factor * 100,
          y: p.value / money.cnyPerUnit,
          series: inputLabel(p.name, money),
        })),
        {
          x: "x",
          y: "y",
          stroke: "series",
          strokeWidth: 2.5,
        },
      ),
    ],
  });
}

/**
 * A spider plot of the break-even: one line per input, broken where there is no break-even; a
 * point where owning never wins is a triangle on the top edge, one where it always wins on the
 * bottom edge, with the words written at the edges.
 */
export function breakEvenSpiderChart(
  points: readonly BreakEvenSpiderPoint[],
  { title, money }: { title: string; money: Money },
): Html {
  const names = [...new Set(points.map((p) => p.name))];
  const labels = names.map((n) => inputLabel(n, money));
  const rows = points.map((p) => ({
    x: p.factor * 100,
    y: p.breakEven.kind === "hours" ? p.breakEven.hoursPerDay : NaN,
    series: inputLabel(p.name, money),
  }));
  const edges = points.filter((p) => p.breakEven.kind !== "hours").map((p) => ({
    x: p.factor * 100,
    y: onDayAxis(p.breakEven),
    kind: p.breakEven.kind,
    series: inputLabel(p.name, money),
    tip: `${inputLabel(p.name, money)} at ${
      formatNumber(p.factor * 100, 0)
    } %: ${p.breakEven.kind}`,
  }));
  const hoursDrawn = rows.map((r) => r.y).filter((y) => Number.isFinite(y));
  const spans = names.map((name) => {
    const hours = points.filter((p) => p.name === name && p.breakEven.kind === "hours")
      .map((p) => (p.breakEven as { hoursPerDay: number }).hoursPerDay);
    const flips = points.some((p) => p.name === name && p.breakEven.kind !== "hours");
    return {
      label: inputLabel(name, money),
      swing: hours.length > 1 ? Math.max(...hours) - Math.min(...hours) : 0,
      flips,
    };
  });
  const flipping = spans.filter((s) => s.flips).map((s) => s.label);
  const words = [
    ...(edges.some((e) => e.kind === "never") ? [{ text: "▲ never", anchor: "top-right" }] : []),
    ...(edges.some((e) => e.kind === "always")
      ? [{ text: "▼ always", anchor: "bottom-right" }]
      : []),
  ];
  return figure({
    title,
    caption: `Steeper lines matter more. ${
      sayMostInfluential(spans.sort((a, b) => b.swing - a.swing), { unit: "h/day", digits: 1 })
    }${
      flipping.length > 0
        ? ` ${flipping.join(", ")} ${
          flipping.length === 1 ? "ends" : "end"
        } the break-even within ±${
          formatNumber(SPIDER_SPREAD * 100, 0)
        } %: triangles on the top edge mark "never", on the bottom edge "always".`
        : ""
    }`,
    alt:
      "A spider plot: one line per input of the break-even hours a day against the input as a percentage of its base value.",
  }, {
    height: 460,
    marginRight: 80,
    x: xAxis("Input, % of its value in the scenario", { grid: true, inset: 10 }),
    // the whole day when a marker stands at an edge, else the range the lines take
    y: yAxis("Break-even (hours used a day)", {
      grid: true,
      domain: [0, edges.length > 0 ? 24 : Math.min(24, Math.max(1, ...hoursDrawn) * 1.15)],
    }),
    color: colorLegend(labels, SPIDER_COLORS.slice(0, labels.length)),
    marks: [
      Plot.line(rows, { x: "x", y: "y", stroke: "series", strokeWidth: 2.5 }),
      // markers sit just inside the frame's top ("never") and bottom ("always") edges
      Plot.dot(edges.filter((e) => e.kind === "never"), {
        x: "x",
        y: "y",
        fill: "series",
        symbol: "triangle",
        r: 5,
        dy: 7,
        title: "tip",
      }),
      Plot.dot(edges.filter((e) => e.kind === "always"), {
        x: "x",
        y: "y",
        fill: "series",
        symbol: "triangle2",
        r: 5,
        dy: -7,
        title: "tip",
      }),
      ...words.map((w) =>
        Plot.text([w.text], {
          frameAnchor: w.anchor as "top-right" | "bottom-right",
          text: (d: string) => d,
          dx: 74,
          textAnchor: "end",
          fontWeight: "bold",
          fontSize: FONT_PX,
        })
      ),
    ],
  });
}
