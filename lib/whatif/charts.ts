/**
 * The what-if page's two charts, the reports' cumulative-cost and monthly-cost charts of the case:
 * what each is drawn from ({@linkcode ChartInputs}), a key that tells when a chart must be drawn
 * again, and the charts drawn in a document given (the page's) or a server-side one. No `Deno`.
 *
 * @module
 */
import type { CumulativePoint } from "../model/breakeven.ts";
import { cumulativeCosts } from "../model/breakeven.ts";
import { crossovers, type MonthlyLine, ownMonthlyLine, rentMonthlyLine } from "../model/monthly.ts";
import { type ResolvedScenario, type ScenarioResults } from "../scenario.ts";
import { cumulativeCostChart } from "../present/charts/cost.ts";
import { monthlyCostChart } from "../present/charts/monthly.ts";
import type { Html } from "../present/display.ts";
import { type Money } from "../present/format.ts";
import { words } from "../words/messages.ts";

import { caseNames } from "./case_data.ts";

/** The hours a month the monthly chart draws: 0 to 730 by 10, as notebook 04. */
const CHART_HOURS = Array.from({ length: 74 }, (_, i) => i * 10);

/** What the page's two charts are drawn from: each builder's arguments, the document aside. */
export interface ChartInputs {
  /** The cumulative-cost chart's points and options. */
  cumulative: {
    points: CumulativePoint[];
    options: Omit<Parameters<typeof cumulativeCostChart>[1], "document">;
  };
  /** The monthly-cost chart's lines and options. */
  monthly: {
    lines: MonthlyLine[];
    options: Omit<Parameters<typeof monthlyCostChart>[1], "document">;
  };
}

/**
 * The inputs of the cumulative-cost and monthly-cost charts of `applied`, titled with the case's
 * machine and offering in the page's language.
 */
export function chartInputsOf(
  applied: ResolvedScenario,
  results: ScenarioResults,
  m: Money,
): ChartInputs {
  const x = applied.inputs;
  const months = Math.max(1, results.paybackLastMonthSearched);
  const t = words(m.lang).whatIf.chart;
  const names = caseNames(applied, m.lang);
  const own = ownMonthlyLine(x);
  const renting = applied.options.map((o) => rentMonthlyLine(x, o));
  return {
    cumulative: {
      points: cumulativeCosts(x, months),
      options: {
        money: m,
        payback: results.payback,
        paybackNetOfResale: results.paybackNetOfResale,
        resaleHaircut: x.resaleHaircut,
        hostShare: x.hostShareCny,
        owned: x.alreadyOwned > 0,
        title: t.cumulative(names.machine.name, names.offering.name, m.currency),
      },
    },
    monthly: {
      lines: [own, ...renting],
      options: {
        crossings: crossovers(own, renting),
        money: m,
        gpuModel: applied.offering.gpuModel,
        title: t.monthly(names.machine.name, applied.offering.gpuModel, m.currency),
        hours: CHART_HOURS,
      },
    },
  };
}

/**
 * A chart's inputs as text: equal texts draw the same chart. Numbers that JSON would write as
 * `null` (NaN, ±Infinity) are written as themselves, so that they differ from each other.
 */
export function chartKey(inputs: ChartInputs[keyof ChartInputs]): string {
  return JSON.stringify(
    inputs,
    (_, v) => typeof v === "number" && !Number.isFinite(v) ? String(v) : v,
  );
}

/** The cumulative-cost chart of the reports, drawn in `document` (a server-side one if not given). */
export function cumulativeChartOf(inputs: ChartInputs, document?: Document): Html {
  const { points, options } = inputs.cumulative;
  return cumulativeCostChart(points, { ...options, document });
}

/** The monthly-cost chart of the reports, drawn in `document` (a server-side one if not given). */
export function monthlyChartOf(inputs: ChartInputs, document?: Document): Html {
  const { lines, options } = inputs.monthly;
  return monthlyCostChart(lines, { ...options, document });
}

/**
 * The cumulative-cost and monthly-cost charts of `applied`, drawn by the reports' builders
 * (HTML of a captioned figure each).
 */
export function chartsOf(
  applied: ResolvedScenario,
  results: ScenarioResults,
  m: Money,
): { cumulative: string; monthly: string } {
  const inputs = chartInputsOf(applied, results, m);
  return { cumulative: cumulativeChartOf(inputs).html, monthly: monthlyChartOf(inputs).html };
}
