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
import { inputLabel, inputUnit, inputValue } from "../inputs.ts";
import type { Lang } from "../../lang.ts";
import { words } from "../../words/messages.ts";

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
  const unit = inputUnit(bar.name, money);
  const show = (v: number) =>
    formatNumber(inputValue(bar.name, v, money), Math.abs(v) < 10 ? 2 : 0, money.lang);
  return words(money.lang).charts.sensitivity.range(show(bar.low), show(bar.high), unit);
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
  const t = words(money.lang).charts.sensitivity;
  const k = money.cnyPerUnit;
  // an input that does not move the result (by a 200th of the widest swing: its two half-bars
  // under 2.5 px each) draws an empty row: the caption names it instead
  const widest = Math.max(0, ...bars.map((b) => b.swing));
  const still = bars.filter((b) => !(b.swing > widest / VISIBLE_SHARE));
  const moving = bars.filter((b) => !still.includes(b));
  const shown = moving.map((b) => ({
    label: inputLabel(b.name, money),
    atLow: b.atLow / k,
    atHigh: b.atHigh / k,
    base: b.base / k,
    swing: b.swing / k,
  }));
  return tornadoBars(
    shown,
    {
      title,
      caption: t.tornadoCaption(
        formatNumber(RANGE_SPREAD * 100, 0, money.lang),
        formatMoney(bars[0]?.base ?? 0, money),
        sayMostInfluential(shown, { unit: money.currency, digits: 0, lang: money.lang }),
      ) + unmoved(still, money),
      alt: t.tornadoAlt(
        bars.length,
        words(money.lang).charts.cost.totals(
          bars.map((b) => t.from(inputLabel(b.name, money), rangeText(b, money))),
        ),
      ),
    },
    { label: axis, money: true },
    { lang: money.lang },
  );
}

/**
 * A tornado row spanning less than this share of its axis is not drawn (1/200: a bar from the
 * base to each end under 2.5 px on a 960 px chart, which reads as an empty row).
 */
const VISIBLE_SHARE = 200;

/** The caption's sentence naming the inputs that do not move the result, or "" for none. */
function unmoved(bars: readonly { name: TornadoBar["name"] }[], money: Money): string {
  if (bars.length === 0) return "";
  const t = words(money.lang).charts.sensitivity;
  return t.unmoved(bars.map((b) => inputLabel(b.name, money)));
}

function hoursOrWord(b: BreakEven): number | string {
  return b.kind === "hours" ? b.breakEvenHoursPerDay : b.kind;
}

/** A break-even as the captions write it: "4.3 h/day", "never", "always" (in `lang`). */
function sayEnd(b: BreakEven, lang: Lang): string {
  const t = words(lang).charts.sensitivity;
  return b.kind === "hours"
    ? t.hoursPerDay(formatNumber(b.breakEvenHoursPerDay, 1, lang))
    : t[b.kind];
}

/**
 * A tornado of the break-even: bars in hours a day; an end where owning never (or always) wins
 * runs to the right (left) edge with the word "never" ("always") beside it.
 */
export function breakEvenTornadoChart(
  bars: readonly BreakEvenBar[],
  { title, money }: { title: string; money: Money },
): Html {
  const t = words(money.lang).charts.sensitivity;
  const end = (b: BreakEven) => sayEnd(b, money.lang);
  const base = bars[0]?.base;
  const flips = bars.filter((b) => b.changesAnswer);
  // a 200th of the day's 24 hours: moves the break-even by less than 0.12 h/day
  const moving = bars.filter((b) => !b.changesAnswer && b.swingHours > 24 / VISIBLE_SHARE);
  // an input that moves neither the answer nor the hours draws an empty row: the caption names it
  const still = bars.filter((b) => !flips.includes(b) && !moving.includes(b));
  const shown = bars.filter((b) => !still.includes(b)).map((b) => ({
    label: inputLabel(b.name, money),
    atLow: hoursOrWord(b.atLow),
    atHigh: hoursOrWord(b.atHigh),
    base: base === undefined ? 24 : onDayAxis(base),
  }));
  const first = flips[0] ?? moving[0];
  return tornadoBars(
    shown,
    {
      title,
      caption: `${t.breakEvenCaption(base ? end(base) : t.none)}${
        first === undefined ? t.noneMoves : t.movesMost(
          inputLabel(first.name, money),
          end(first.atLow),
          end(first.atHigh),
          rangeText(first, money),
        )
      }${first === undefined ? "" : unmoved(still, money)}`,
      alt: t.breakEvenAlt(
        bars.length,
        words(money.lang).charts.cost.totals(
          bars.map((b) => t.span(inputLabel(b.name, money), end(b.atLow), end(b.atHigh))),
        ),
      ),
    },
    { label: t.yBreakEven, domain: [0, 24], edges: { never: 24, always: 0 } },
    {
      lang: money.lang,
    },
  );
}

/** A spider plot of a money result (CNY) against each input's factor, shown in `money`. */
export function spiderChart(
  points: readonly SpiderPoint[],
  { title, axis, money }: { title: string; axis: string; money: Money },
): Html {
  const t = words(money.lang).charts.sensitivity;
  const names = [...new Set(points.map((p) => p.name))];
  const labels = names.map((n) => inputLabel(n, money));
  const spans = names.map((name) => {
    const values = points.filter((p) => p.name === name).map((p) => p.value / money.cnyPerUnit);
    return { label: inputLabel(name, money), swing: Math.max(...values) - Math.min(...values) };
  }).sort((a, b) => b.swing - a.swing);
  return figure({
    title,
    caption: t.steeper(
      sayMostInfluential(spans, { unit: money.currency, digits: 0, lang: money.lang }),
    ),
    alt: t.spiderAlt,
  }, {
    height: 460,
    x: xAxis(t.xFactor, { grid: true, inset: 10 }),
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
  const t = words(money.lang).charts.sensitivity;
  const names = [...new Set(points.map((p) => p.name))];
  const labels = names.map((n) => inputLabel(n, money));
  const rows = points.map((p) => ({
    x: p.factor * 100,
    y: p.breakEven.kind === "hours" ? p.breakEven.breakEvenHoursPerDay : NaN,
    series: inputLabel(p.name, money),
  }));
  const edges = points.filter((p) => p.breakEven.kind !== "hours").map((p) => ({
    x: p.factor * 100,
    y: onDayAxis(p.breakEven),
    kind: p.breakEven.kind,
    series: inputLabel(p.name, money),
    tip: t.edgeTip(
      inputLabel(p.name, money),
      formatNumber(p.factor * 100, 0, money.lang),
      p.breakEven.kind === "never" ? t.never : t.always,
    ),
  }));
  const hoursDrawn = rows.map((r) => r.y).filter((y) => Number.isFinite(y));
  const spans = names.map((name) => {
    const hours = points.filter((p) => p.name === name && p.breakEven.kind === "hours")
      .map((p) => (p.breakEven as { breakEvenHoursPerDay: number }).breakEvenHoursPerDay);
    const flips = points.some((p) => p.name === name && p.breakEven.kind !== "hours");
    return {
      label: inputLabel(name, money),
      swing: hours.length > 1 ? Math.max(...hours) - Math.min(...hours) : 0,
      flips,
    };
  });
  const flipping = spans.filter((s) => s.flips).map((s) => s.label);
  const edgeWords = [
    ...(edges.some((e) => e.kind === "never") ? [{ text: t.neverMark, anchor: "top-right" }] : []),
    ...(edges.some((e) => e.kind === "always")
      ? [{ text: t.alwaysMark, anchor: "bottom-right" }]
      : []),
  ];
  return figure({
    title,
    caption: `${
      t.steeper(
        sayMostInfluential(spans.sort((a, b) => b.swing - a.swing), {
          unit: t.hoursUnit,
          digits: 1,
          lang: money.lang,
        }),
      )
    }${
      flipping.length > 0 ? t.ends(flipping, formatNumber(SPIDER_SPREAD * 100, 0, money.lang)) : ""
    }`,
    alt: t.breakEvenSpiderAlt,
  }, {
    height: 460,
    marginRight: 80,
    x: xAxis(t.xFactor, { grid: true, inset: 10 }),
    // the whole day when a marker stands at an edge, else the range the lines take
    y: yAxis(t.yBreakEven, {
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
      ...edgeWords.map((w) =>
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
