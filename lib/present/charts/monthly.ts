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
  const curves = monthlyCurves(lines, hours).map((p) => ({
    x: p.hours,
    y: p.cost / money.cnyPerUnit,
    series: p.label,
  }));
  const colors = seriesColors(lines.map((l) => l.kind));
  const committed = lines.filter((l) => l.kind !== "own" && l.perHour === 0);
  return lineChart(
    curves,
    {
      title: title ??
        `Monthly cost of each way to get a ${gpuModel} against hours used (${money.currency} per month)`,
      caption: `${sayCrossovers(crossings)}${
        committed.length > 0
          ? ` ${committed.map((l) => l.label).join(" and ")} ${
            committed.length === 1 ? "costs" : "cost"
          } the same whatever the hours (${
            committed.map((l) => formatMoney(l.fixed, money)).join(", ")
          } a month).`
          : ""
      } Dots mark where owning crosses a renting line.`,
      alt:
        `Straight lines of monthly cost against hours a month for ${lines.length} options, with dots where owning crosses each.`,
    },
    { x: "Hours used per month", y: `Cost per month (${money.currency})`, yMoney: true },
    {
      series: lines.map((l, i) => ({ label: l.label, color: colors[i]! })),
      points: crossings.map((c) => ({
        x: c.hours,
        y: c.cost / money.cnyPerUnit,
        series: c.b,
        title: `${c.a} = ${c.b} at ${formatNumber(c.hours)} h/month: ${formatMoney(c.cost, money)}`,
      })),
      height: 440,
      xDomain: [0, Math.max(...(hours ?? [730]))],
      document,
    },
  );
}
