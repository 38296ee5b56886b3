/**
 * The monthly cost of each way of getting the GPU against the hours used in a month.
 *
 * @module
 */
import { type Crossover, monthlyCurves, type MonthlyLine } from "../../model/monthly.ts";
import { lineChart } from "../chart_kinds.ts";
import { seriesColors } from "../colors.ts";
import type { Html } from "../display.ts";
import { sayCrossovers } from "../findings.ts";
import { formatMoney, formatNumber, type Money } from "../format.ts";
import { words } from "../../words/messages.ts";
import { lineName } from "./terms.ts";

/** Straight lines of monthly cost from the model's monthly lines, with the crossings as dots. */
export function monthlyCostChart(
  lines: readonly MonthlyLine[],
  { crossings = [], money, hours, title, gpuModel, document }: {
    crossings?: readonly Crossover[];
    money: Money;
    /** Hours a month to draw. @default 0 to 730 by 10 */
    hours?: readonly number[];
    title?: string;
    gpuModel: string;
    /** The document to draw in. @default a server-side one */
    document?: Document;
  },
): Html {
  const t = words(money.lang).charts.monthly;
  const names = new Map(lines.map((l) => [l.label, lineName(l, money.lang)]));
  const name = (label: string) => names.get(label) ?? label;
  const curves = monthlyCurves(lines, hours).map((p) => ({
    x: p.hours,
    y: p.cost / money.cnyPerUnit,
    series: name(p.label),
  }));
  const colors = seriesColors(lines.map((l) => l.kind));
  const committed = lines.filter((l) => l.kind !== "own" && l.perHour === 0);
  return lineChart(
    curves,
    {
      title: title ?? t.title(gpuModel, money.currency),
      caption: `${
        sayCrossovers(crossings.map((c) => ({ ...c, b: name(c.b) })), { lang: money.lang })
      }${
        committed.length > 0
          ? t.committed(
            committed.map((l) => name(l.label)),
            t.amounts(committed.map((l) => formatMoney(l.fixed, money))),
          )
          : ""
      }${t.dots}`,
      alt: t.alt(lines.length),
    },
    { x: t.xHours, y: t.yCost(money.currency), yMoney: true },
    {
      series: lines.map((l, i) => ({ label: name(l.label), color: colors[i]! })),
      points: crossings.map((c) => ({
        x: c.hours,
        y: c.cost / money.cnyPerUnit,
        series: name(c.b),
        title: t.crossing(
          name(c.a),
          name(c.b),
          formatNumber(c.hours, 0, money.lang),
          formatMoney(c.cost, money),
        ),
      })),
      height: 440,
      xDomain: [0, Math.max(...(hours ?? [730]))],
      document,
    },
  );
}
