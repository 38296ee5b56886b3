/**
 * The work as users state it: a work on each GPU model (a training run's hours on the fewest GPUs
 * that hold it, or a serving load's tokens a second a GPU), and a serving load's ways beside the
 * API and the case's fleet, each bar coloured by how its speed is known.
 *
 * @module
 */
import * as Plot from "@observablehq/plot";
import type { Work } from "../../data/load.ts";
import type { ServingResult } from "../../scenario/work.ts";
import type { WorkOnGpu } from "../../scenario/work_fit.ts";
import { figure, textWidth, xAxis, yAxis } from "../chart_kinds.ts";
import { WORK_COLORS } from "../colors.ts";
import type { Html } from "../display.ts";
import { CNY, formatNumber, formatPerMillion, type Money, moneyTick } from "../format.ts";
import { sayHours } from "../job_ranking.ts";
import { pricedWays } from "../work.ts";
import type { Lang } from "../../lang.ts";
import { words } from "../../words/messages.ts";

const BASES = ["measured", "peak", "estimate"] as const;

/** Room on the left for the longest of `labels`. */
const leftFor = (labels: readonly string[]) =>
  Math.min(360, Math.max(96, Math.max(0, ...labels.map(textWidth)) + 16));

/**
 * A training run's hours on the fewest GPUs of each model that hold it, or a serving load's output
 * tokens a second a GPU, one bar a GPU model the work can be timed on, coloured by how the speed
 * is known (legend).
 *
 * @param rows what `workOnGpus()` returned for `work`
 * @param options the work (its id and kind) and the reader's language
 */
export function workGpuChart(
  rows: readonly WorkOnGpu[],
  { work, lang = "en", width = 960, document }: {
    work: Pick<Work, "id" | "kind">;
    lang?: Lang;
    width?: number;
    document?: Document;
  },
): Html {
  const t = words(lang).charts.work;
  const gpusOf = words(lang).notebooks.nb10.gpusOf;
  const training = work.kind === "training";
  const bars = rows.filter((r) => r.fit !== "unknown").map((r) => ({
    label: training ? gpusOf(r.gpuModel, r.gpus!) : r.gpuModel,
    value: training ? r.hours! : r.perSecond!,
    basis: t.basis[r.basis!],
    key: r.basis!,
  }));
  const bases = BASES.filter((b) => bars.some((x) => x.key === b));
  const sorted = [...bars].sort((a, b) => a.value - b.value);
  const low = sorted[0], high = sorted.at(-1);
  const caption = low === undefined || high === undefined
    ? ""
    : training
    ? t.hoursCaption(low.label, sayHours(low.value, lang), high.label, sayHours(high.value, lang))
    : t.speedCaption(high.label, formatNumber(high.value, 0, lang), high.basis);
  const marginLeft = leftFor(bars.map((b) => b.label));
  return figure(
    {
      title: training ? t.hoursTitle(work.id) : t.speedTitle(work.id),
      caption,
      alt: t.gpuAlt(bars.length),
    },
    {
      marginLeft,
      height: 90 + 28 * bars.length,
      x: xAxis(training ? t.hoursAxis : t.speedAxis, { grid: true, nice: true }),
      y: yAxis(null, { domain: bars.map((b) => b.label) }),
      color: {
        legend: true,
        domain: bases.map((b) => t.basis[b]),
        range: bases.map((b) => WORK_COLORS[b]),
      },
      marks: [
        Plot.barX(bars, { x: "value", y: "label", fill: "basis", insetTop: 3, insetBottom: 3 }),
        Plot.ruleX([0]),
      ],
    },
    { width, document },
  );
}

/**
 * A serving load's ways, each serving the whole load alone: the cost a million output tokens of
 * the `measured` cheapest ways at a measured speed and the `estimated` cheapest at an estimated one
 * (the ways the model prices), coloured by how the speed is known, with a line at the API's price
 * and one at the case's fleet (owned GPUs and the rented overflow) where there are.
 */
export function servingWaysChart(
  result: ServingResult,
  { money = CNY, measured = 12, estimated = 8, width = 960, document }: {
    money?: Money;
    /** The most ways of a measured (or peak) speed drawn. @default 12 */
    measured?: number;
    /** The most ways of an estimated speed drawn. @default 8 */
    estimated?: number;
    width?: number;
    document?: Document;
  } = {},
): Html {
  const t = words(money.lang).charts.work;
  const priced = pricedWays(result);
  const shown = [
    ...priced.filter((w) => w.basis !== "estimate").slice(0, measured),
    ...priced.filter((w) => w.basis === "estimate").slice(0, estimated),
  ];
  const k = money.cnyPerUnit;
  const bars = shown.map((w) => ({
    label: w.id,
    value: w.cnyPerMillion / k,
    basis: t.basis[w.basis],
    key: w.basis as string,
  }));
  const lines = [
    ...(result.api === undefined ? [] : [{
      x: result.apiSplits[result.api.id]!.allInOutput / k,
      kind: t.api(result.api.provider),
      key: "api" as const,
    }]),
    ...(result.fleet === undefined
      ? []
      : [{ x: result.fleet.totalCnyPerMillion / k, kind: t.fleet, key: "fleet" as const }]),
  ];
  const bases = BASES.filter((b) => bars.some((x) => x.key === b));
  const cheapest = shown.find((w) => w.basis !== "estimate");
  const marginLeft = leftFor(bars.map((b) => b.label));
  return figure(
    {
      title: t.waysTitle(result.work.id, money.currency),
      caption: t.waysCaption(
        shown.filter((w) => w.basis !== "estimate").length,
        shown.filter((w) => w.basis === "estimate").length,
        priced.length,
        cheapest && t.way(cheapest.id, formatPerMillion(cheapest.cnyPerMillion, money)),
        result.api && formatPerMillion(result.apiSplits[result.api.id]!.allInOutput, money),
        result.fleet && formatPerMillion(result.fleet.totalCnyPerMillion, money),
      ),
      alt: t.waysAlt(bars.length),
    },
    {
      marginLeft,
      height: 100 + 26 * bars.length,
      x: xAxis(t.waysAxis(money.currency), { grid: true, nice: true, tickFormat: moneyTick }),
      y: yAxis(null, { domain: bars.map((b) => b.label) }),
      color: {
        legend: true,
        domain: [...bases.map((b) => t.basis[b]), ...lines.map((l) => l.kind)],
        range: [...bases.map((b) => WORK_COLORS[b]), ...lines.map((l) => WORK_COLORS[l.key])],
      },
      marks: [
        Plot.barX(bars, { x: "value", y: "label", fill: "basis", insetTop: 3, insetBottom: 3 }),
        Plot.ruleX([0]),
        Plot.ruleX(lines, { x: "x", stroke: "kind", strokeWidth: 2, strokeDasharray: "6,4" }),
      ],
    },
    { width, document },
  );
}
