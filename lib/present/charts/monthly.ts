/**
 * The monthly cost of each way of getting the GPU against the hours used in a month.
 *
 * @module
 */
import { type Crossover, monthlyCurves, type MonthlyLine } from "../../model/monthly.ts";
import { lineChart } from "../chart_kinds.ts";
import type { Html } from "../display.ts";
import { sayCrossovers } from "../findings.ts";
import { CNY, formatNumber, type Money } from "../format.ts";

/** Straight lines of monthly cost from the model's monthly lines, with the crossings marked. */
export function monthlyCostChart(
  lines: readonly MonthlyLine[],
  { crossings = [], money = CNY, hours, title, gpuModel = "GPU" }: {
    crossings?: readonly Crossover[];
    money?: Money;
    /** Hours a month to draw. @default 0 to 730 by 10 */
    hours?: readonly number[];
    title?: string;
    gpuModel?: string;
  },
): Html {
  const curves = monthlyCurves(lines, hours).map((p) => ({
    x: p.hours,
    y: p.cost / money.cnyPerUnit,
    series: p.label,
  }));
  return lineChart(
    curves,
    {
      title: title ??
        `Monthly cost of each way to get a ${gpuModel} against hours used (${money.currency} per month)`,
      caption: `${
        sayCrossovers(crossings)
      } A commitment (monthly rental, reserved) costs the same whatever the hours.`,
      alt:
        `Straight lines of monthly cost against hours a month for ${lines.length} options, with dots where owning crosses each.`,
    },
    { x: "Hours used per month", y: `Cost per month (${money.currency})` },
    {
      points: crossings.map((c) => ({
        x: c.hours,
        y: c.cost / money.cnyPerUnit,
        label: `${formatNumber(c.hours)} h`,
      })),
    },
  );
}
