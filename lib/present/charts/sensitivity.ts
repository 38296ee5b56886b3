/**
 * Sensitivity charts: the tornado (each input at its low and high value) and the spider (each
 * input scaled from −50 % to +50 %).
 *
 * @module
 */
import type { SpiderPoint, TornadoBar } from "../../model/sensitivity.ts";
import { lineChart, tornadoChart as tornadoBars } from "../chart_kinds.ts";
import type { Html } from "../display.ts";
import { sayMostInfluential } from "../findings.ts";
import { CNY, type Money } from "../format.ts";

/** A tornado of bars the model computed; money bars are converted with `money`. */
export function tornadoChart(
  bars: readonly TornadoBar[],
  { title, axis, money, unit = "" }: {
    title: string;
    /** The axis label, with its unit. */
    axis: string;
    /** When the metric is money (CNY), the currency to show it in. */
    money?: Money;
    unit?: string;
  },
): Html {
  const k = money?.cnyPerUnit ?? 1;
  const shown = bars.map((b) => ({
    ...b,
    atLow: b.atLow / k,
    atHigh: b.atHigh / k,
    base: b.base / k,
  }));
  return tornadoBars(shown, {
    title,
    caption:
      `Each bar spans the result with one input at its low and its high value (data ranges, else ±20 %). ${
        sayMostInfluential(shown, { unit: money ? money.currency : unit, digits: money ? 0 : 1 })
      }`,
    alt: `A tornado chart of ${bars.length} inputs sorted by how much they move the result.`,
  }, axis);
}

/** A spider plot of points the model computed (metric against each input's factor). */
export function spiderChart(
  points: readonly SpiderPoint[],
  { title, axis, money = CNY, unit = "", yDomain }: {
    title: string;
    axis: string;
    money?: Money;
    unit?: string;
    yDomain?: [number, number];
  },
): Html {
  const spans = new Map<string, { min: number; max: number }>();
  for (const p of points) {
    const s = spans.get(p.label) ?? { min: Infinity, max: -Infinity };
    spans.set(p.label, { min: Math.min(s.min, p.value), max: Math.max(s.max, p.value) });
  }
  const ranked = [...spans].map(([label, s]) => ({ label, swing: s.max - s.min }))
    .sort((a, b) => b.swing - a.swing);
  return lineChart(
    points.map((p) => ({
      x: p.factor * 100,
      y: p.value / (unit ? 1 : money.cnyPerUnit),
      series: p.label,
    })),
    {
      title,
      caption: `Steeper lines matter more. ${sayMostInfluential(ranked, { unit })}`,
      alt:
        "A spider plot: one line per input of the result against the input as a percentage of its base value.",
    },
    { x: "Input, % of its base value", y: axis },
    { yDomain },
  );
}
