/**
 * Break-even charts: the hours a day at which owning pays against the cloud price, and the
 * hours × price surface of owning minus renting.
 *
 * @module
 */
import type { BreakEven } from "../../model/breakeven.ts";
import type { Grid } from "../../model/sensitivity.ts";
import { breakEvenChart, heatmapChart } from "../chart_kinds.ts";
import type { Html } from "../display.ts";
import { CNY, formatNumber, type Money } from "../format.ts";

/** Where a break-even sits on a 0–24 h axis: never at 24, always at 0 (the axis says so). */
export function onDayAxis(b: BreakEven): number {
  return b.kind === "hours" ? b.hoursPerDay : b.kind === "always" ? 0 : 24;
}

/** Break-even hours a day against the cloud price (CNY per GPU-hour), offerings as labelled points. */
export function breakEvenPriceChart(
  curve: readonly { price: number; breakEven: BreakEven }[],
  { offerings = [], hoursPerDay, money = CNY, machine }: {
    offerings?: readonly { price: number; breakEven: BreakEven; label: string }[];
    /** The reader's hours, drawn as a line. */
    hoursPerDay: number;
    money?: Money;
    machine: string;
  },
): Html {
  const worth = offerings.filter((o) =>
    o.breakEven.kind === "always" ||
    (o.breakEven.kind === "hours" && (o.breakEven.ownCheaper === "above"
      ? hoursPerDay > o.breakEven.hoursPerDay
      : hoursPerDay < o.breakEven.hoursPerDay))
  );
  return breakEvenChart(
    curve.filter((c) => c.breakEven.kind !== "never").map((c) => ({
      price: c.price / money.cnyPerUnit,
      hours: onDayAxis(c.breakEven),
    })),
    offerings.map((o) => ({
      price: o.price / money.cnyPerUnit,
      hours: onDayAxis(o.breakEven),
      label: o.label,
    })),
    hoursPerDay,
    {
      title: `Break-even hours a day against the cloud price, ${machine}`,
      caption: `Above the curve owning is cheaper. At your ${
        formatNumber(hoursPerDay, 1)
      } h/day owning beats ${worth.length} of the ${offerings.length} offerings drawn${
        worth.length > 0 ? ` (${worth.map((o) => o.label).join(", ")})` : ""
      }; a point at 24 h never breaks even.`,
      alt:
        `A falling curve of break-even hours against price per GPU-hour, with ${offerings.length} offerings as labelled dots and a line at ${
          formatNumber(hoursPerDay, 1)
        } hours a day.`,
    },
    { unit: money.currency },
  );
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
  const xs = grid.xs, ys = grid.ys;
  const dx = xs.length > 1 ? (xs[1]! - xs[0]!) / 2 : 0.5;
  const dy = ys.length > 1 ? (ys[1]! - ys[0]!) / 2 : 0.5;
  const cells = [];
  for (let j = 0; j < ys.length; j++) {
    for (let i = 0; i < xs.length; i++) {
      cells.push({
        x: xs[i]!,
        y: ys[j]! / money.cnyPerUnit,
        value: grid.values[j * xs.length + i]! / money.cnyPerUnit,
        x1: xs[i]! - dx,
        x2: xs[i]! + dx,
        y1: (ys[j]! - dy) / money.cnyPerUnit,
        y2: (ys[j]! + dy) / money.cnyPerUnit,
      });
    }
  }
  const cheaper = cells.filter((c) => c.value < 0).length;
  return heatmapChart(
    cells,
    line.map((l) => ({ x: l.hoursPerDay, y: l.price / money.cnyPerUnit })),
    {
      title: `Owning minus renting over ${
        formatNumber(horizonYears, 1)
      } years, by hours a day and cloud price (${money.currency})`,
      caption:
        `Blue: owning is cheaper (${cheaper} of ${cells.length} cells); red: renting is cheaper. The black line is the break-even.`,
      alt:
        "A heatmap of cost difference over hours used per day and cloud price, with a black break-even curve.",
    },
    {
      x: "Hours used per day",
      y: `Cloud price (${money.currency} per GPU-hour)`,
      value: `Own − rent (${money.currency})`,
    },
  );
}
