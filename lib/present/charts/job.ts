/**
 * One job on every way of running it: cost against the time to finish, the Pareto front drawn
 * through the ways nothing beats on both, the deadline and the cheapest way within it marked.
 *
 * @module
 */
import * as Plot from "@observablehq/plot";
import type { JobRanking } from "../../model/job.ts";
import { figure, textWidth } from "../chart_kinds.ts";
import type { Html } from "../display.ts";
import { SERIES_COLORS } from "../colors.ts";
import { CNY, formatMoney, formatSignificant, type Money, moneyTick } from "../format.ts";
import { sayHours, sayPricing } from "../job_ranking.ts";
import type { Lang } from "../../lang.ts";
import { words } from "../../words/messages.ts";

/** One colour per pricing model in every chart, whichever of them a ranking holds. */
const PRICING_COLOURS: Record<string, string> = {
  on_demand: SERIES_COLORS.on_demand,
  spot: SERIES_COLORS.spot,
  monthly: SERIES_COLORS.monthly,
  reserved_1y: SERIES_COLORS.reserved_1y,
  reserved_3y: SERIES_COLORS.reserved_3y,
  owned: SERIES_COLORS.own,
};

/** A pricing model as the legend names it: "on demand" in English, the documents' 按量计费 in Chinese. */
function pricingName(pricingModel: string, lang: Lang): string {
  return sayPricing(pricingModel, { lang });
}

/**
 * A log scale when the values span more than a factor of 10, else linear from 0 to a round tick
 * at or above the most (`nice`). The log scale
 * runs over whole decades and is labelled at 1, 2 and 5 of each ({@linkcode logTicks}): Plot's own
 * log ticks can leave the decade that holds the cheapest points without a label.
 */
export function scaleFor(
  values: readonly number[],
):
  | { type: "log"; domain: [number, number]; ticks: number[] }
  | { type: "linear"; zero: true; nice: true } {
  const lo = Math.min(...values), hi = Math.max(...values);
  // a linear axis rounded out to a tick beyond the dearest way, so that it is labelled
  if (!(lo > 0 && hi / lo > 10)) return { type: "linear", zero: true, nice: true };
  const ticks = logTicks(lo, hi);
  return { type: "log", domain: [ticks[0]!, ticks[ticks.length - 1]!], ticks };
}

/** A scale's options for Plot, without the ticks a log scale draws as marks ({@linkcode logAxis}). */
function scaleOptions(scale: ReturnType<typeof scaleFor>) {
  return scale.type === "log" ? { type: scale.type, domain: scale.domain } : scale;
}

/**
 * A log scale's grid and axis as marks, every tick labelled with `format`: given to the scale,
 * Plot formats a log axis through d3's log format, which leaves the 5s (and more) unlabelled.
 * Nothing for a linear scale, whose axis the scale draws.
 */
function logAxis(
  dim: "x" | "y",
  scale: ReturnType<typeof scaleFor>,
  format: (value: number) => string,
  { label, labelOffset }: { label: string; labelOffset?: number },
): Plot.Markish[] {
  if (scale.type !== "log") return [];
  const text = (d: number) => format(d);
  return dim === "x"
    ? [Plot.gridX(scale.ticks), Plot.axisX(scale.ticks, { text, label, labelOffset })]
    : [Plot.gridY(scale.ticks), Plot.axisY(scale.ticks, { text, label })];
}

/**
 * Ticks 1, 2 and 5 of every decade from the one at or below `lo` to the one that reaches `hi`,
 * starting at the last tick at or below `lo` and ending at the first at or above `hi`:
 * logTicks(4.43, 79.4) = [2, 5, 10, 20, 50, 100].
 */
export function logTicks(lo: number, hi: number): number[] {
  const all: number[] = [];
  for (let e = Math.floor(Math.log10(lo)); e <= Math.ceil(Math.log10(hi)); e++) {
    // integer arithmetic first, so that 2 × 10^-1 is 0.2 and not 0.20000000000000004
    for (const m of [1, 2, 5]) all.push(e >= 0 ? m * 10 ** e : m / 10 ** -e);
  }
  const first = all.findLastIndex((t) => t <= lo), last = all.findIndex((t) => t >= hi);
  return all.slice(Math.max(0, first), last < 0 ? all.length : last + 1);
}

/** Where a label of the front goes, relative to its point: right or left, above or below. */
const LABEL_SPOTS = [
  { dx: 7, dy: -10, anchor: "start" },
  { dx: 7, dy: 12, anchor: "start" },
  { dx: -7, dy: -10, anchor: "end" },
  { dx: -7, dy: 12, anchor: "end" },
  { dx: 7, dy: -24, anchor: "start" },
  { dx: 7, dy: 26, anchor: "start" },
] as const;

/**
 * The front's labels placed one by one, fastest first, each at the first spot of
 * {@linkcode LABEL_SPOTS} whose box (estimated in pixels from the scales' domains) meets no label
 * placed before it: near points on the front (3.39 h and 3.40 h) get their labels apart.
 */
function placeLabels(
  front: readonly { hours: number; cost: number; id: string }[],
  frame: {
    x: (hours: number) => number;
    y: (cost: number) => number;
  },
) {
  const boxes: { x0: number; x1: number; y0: number; y1: number }[] = [];
  return [...front].sort((a, b) => a.hours - b.hours).map((p) => {
    const w = textWidth(p.id), px = frame.x(p.hours), py = frame.y(p.cost);
    const boxOf = (s: (typeof LABEL_SPOTS)[number]) => {
      const x0 = s.anchor === "start" ? px + s.dx : px + s.dx - w;
      const yc = py + s.dy;
      return { x0: x0 - 2, x1: x0 + w + 2, y0: yc - 9, y1: yc + 9 };
    };
    const free = (b: ReturnType<typeof boxOf>) =>
      boxes.every((o) => b.x1 <= o.x0 || o.x1 <= b.x0 || b.y1 <= o.y0 || o.y1 <= b.y0);
    const spot = LABEL_SPOTS.find((s) => free(boxOf(s))) ?? LABEL_SPOTS[0];
    boxes.push(boxOf(spot));
    return { ...p, ...spot };
  });
}

/**
 * Cost of the job against the hours it takes on each ranked way, coloured by pricing model.
 *
 * @param ranking what `rankJob()` returned
 * @param options the reader's money, the chart's width (at least 960 px)
 */
export function jobCostTimeChart(
  ranking: JobRanking,
  { money = CNY, width = 960, document }: { money?: Money; width?: number; document?: Document } =
    {},
): Html {
  const t = words(money.lang).charts.job;
  const hoursText = (h: number) => sayHours(h, money.lang);
  const k = money.cnyPerUnit;
  const rows = ranking.rows.map((r) => ({
    hours: r.hours,
    cost: r.cny / k,
    model: r.pricingModel,
    pricing: pricingName(r.pricingModel, money.lang),
    id: r.id,
  }));
  const pricings = Object.keys(PRICING_COLOURS).filter((p) => rows.some((r) => r.model === p));
  const front = ranking.pareto.map((r) => ({ hours: r.hours, cost: r.cny / k, id: r.id }))
    .sort((a, b) => a.hours - b.hours);
  const pick = ranking.cheapest.kind === "found" ? ranking.cheapest.row : undefined;
  const deadline = ranking.job.deadlineHours;
  const fastest = ranking.pareto[ranking.pareto.length - 1];
  const cheapest = ranking.rows[0];
  const within = deadline === undefined ? "" : t.within(hoursText(deadline));
  const end = (r: { id: string; cny: number; hours: number }) =>
    t.end(r.id, formatMoney(r.cny, money), hoursText(r.hours));
  const caption = rows.length === 0
    ? t.none(ranking.job.id)
    : `${
      t.ways(rows.length, ranking.job.id, ranking.pareto.length, end(cheapest!), end(fastest!))
    }${
      pick
        ? t.cheapest(within, pick.id, formatMoney(pick.cny, money), hoursText(pick.hours))
        : t.nothing(within)
    }${t.commitments}`;
  const hoursScale = scaleFor([...rows.map((r) => r.hours), ...(deadline ? [deadline] : [])]);
  const costScale = scaleFor(rows.map((r) => r.cost));
  const chartWidth = Math.max(960, width), height = 480;
  const position = (
    scale: ReturnType<typeof scaleFor>,
    values: number[],
    from: number,
    to: number,
  ) => {
    const lo = scale.type === "log" ? Math.log(Math.min(...values)) : 0;
    const hi = scale.type === "log" ? Math.log(Math.max(...values)) : Math.max(...values);
    const at = (v: number) => scale.type === "log" ? Math.log(v) : v;
    return (v: number) => from + (hi > lo ? (at(v) - lo) / (hi - lo) : 0) * (to - from);
  };
  // the frame as the marks below lay it out: margins, insets and Plot's default right margin 20
  const labels = rows.length === 0 ? [] : placeLabels(front, {
    x: position(
      hoursScale,
      [...rows.map((r) => r.hours), ...(deadline ? [deadline] : [])],
      70,
      chartWidth - 20 - 150,
    ),
    y: position(costScale, rows.map((r) => r.cost), height - 50 - 24, 20 + 12),
  });
  return figure(
    {
      title: t.title(ranking.job.id, money.currency),
      caption,
      alt: t.alt(rows.length, deadline !== undefined),
    },
    {
      height,
      // room for the longest cost label ("1,000,000" where a term bought for one job is priced)
      marginLeft: Math.max(
        70,
        24 + 8 * Math.max(
              ...(costScale.type === "log" ? costScale.ticks : rows.map((r) => r.cost))
                .map((v) => moneyTick(v).length),
            ),
      ),
      marginBottom: 50,
      x: {
        ...scaleOptions(hoursScale),
        label: t.xHours,
        grid: true,
        tickFormat: formatSignificant, // 0.03, not Plot's "30m" that reads as minutes
        labelOffset: 40,
        insetRight: 150, // room for the labels of the front
      },
      y: {
        ...scaleOptions(costScale),
        label: t.yCost(money.currency),
        grid: true,
        insetBottom: 24, // room for a label below the cheapest point
        insetTop: 12,
        tickFormat: moneyTick,
      },
      color: {
        legend: true,
        domain: pricings.map((p) => pricingName(p, money.lang)),
        range: pricings.map((p) => PRICING_COLOURS[p] ?? "#9c755f"),
      },
      marks: [
        ...logAxis("x", hoursScale, formatSignificant, { label: t.xHours, labelOffset: 40 }),
        ...logAxis("y", costScale, moneyTick, { label: t.yCost(money.currency) }),
        ...(deadline === undefined ? [] : [
          Plot.ruleX([deadline], { stroke: "#888", strokeDasharray: "5,4" }),
          Plot.text([deadline], {
            x: (d: number) => d,
            text: () => t.deadline(hoursText(deadline)),
            frameAnchor: "top",
            dx: 4,
            textAnchor: "start",
            fontSize: 12,
          }),
        ]),
        Plot.line(front, { x: "hours", y: "cost", stroke: "#111", strokeWidth: 1.5 }),
        Plot.dot(rows, { x: "hours", y: "cost", fill: "pricing", r: 4, fillOpacity: 0.8 }),
        // each label of the front where it meets no other (placeLabels)
        ...labels.map((l) =>
          Plot.text([l], {
            x: "hours",
            y: "cost",
            text: "id",
            dx: l.dx,
            dy: l.dy,
            textAnchor: l.anchor,
            fontSize: 12,
          })
        ),
        ...(pick
          ? [Plot.dot([{ hours: pick.hours, cost: pick.cny / k }], {
            x: "hours",
            y: "cost",
            r: 9,
            stroke: "#d62728",
            strokeWidth: 2,
          })]
          : []),
      ],
    },
    { width: chartWidth, document },
  );
}
