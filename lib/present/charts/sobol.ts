/**
 * Global sensitivity chart: paired bars of each input's first-order (S1) and total (ST) Sobol'
 * index of an answer, largest total first, each with its bootstrap interval. The gap between a
 * pair (ST − S1) is what the input does through interactions with others.
 *
 * @module
 */
import * as Plot from "@observablehq/plot";
import type { GlobalSensitivity } from "../../model/global_sensitivity.ts";
import {
  colorLegend,
  figure,
  MARGINS,
  textWidth,
  ticksAcross,
  xAxis,
  yAxis,
} from "../chart_kinds.ts";
import type { Html } from "../display.ts";
import { formatNumber, formatPercent, type Money } from "../format.ts";
import { inputLabel } from "../inputs.ts";
import { words } from "../../words/messages.ts";

/** The answers whose Sobol' indices the chart draws. */
export type SobolAnswer = "ownMinusRent" | "breakEvenHours";

/** An input whose total index stays under this share of the variance (half a percent) is not drawn. */
const DRAWN_SHARE = 0.005;

/** An interaction (ST − S1) under this share (a point) is not named. */
const INTERACTION_SHARE = 0.01;

const S1_COLOR = "#4e79a7", ST_COLOR = "#a0cbe8";

/** The y band scale's padding, a share of each input's step. */
const PADDING = 0.2;

/**
 * Paired S1 and ST bars per input of one answer of {@linkcode GlobalSensitivity}, as shares of
 * the answer's variance (%), with their 95 % intervals; the caption states the input that causes
 * most, the largest interaction, the sum of the S1 and how the indices were computed.
 */
export function sobolChart(
  g: GlobalSensitivity,
  { answer, money, document }: {
    answer: SobolAnswer;
    money: Money;
    /** The document to draw in. @default a server-side one */
    document?: Document;
  },
): Html {
  const t = words(money.lang).charts.sobol;
  const lang = money.lang;
  const s = g[answer];
  const pct = (v: number) => formatPercent(v, 0, lang);
  const inputs = g.names.map((name, i) => ({
    label: inputLabel(name, money),
    first: s.first[i]!,
    total: s.total[i]!,
    firstInterval: s.firstInterval[i]!,
    totalInterval: s.totalInterval[i]!,
  })).sort((a, b) => b.total - a.total);
  const shown = inputs.filter((r) => r.total >= DRAWN_SHARE);
  const small = inputs.filter((r) => r.total < DRAWN_SHARE);
  const rows = shown.flatMap((r) => [
    {
      label: r.label,
      side: t.first,
      value: r.first,
      lo: r.firstInterval[0],
      hi: r.firstInterval[1],
    },
    {
      label: r.label,
      side: t.total,
      value: r.total,
      lo: r.totalInterval[0],
      hi: r.totalInterval[1],
    },
  ]);
  const top = inputs[0];
  const byInteraction = [...inputs].sort((a, b) => (b.total - b.first) - (a.total - a.first))[0];
  const sumFirst = s.first.reduce((a, b) => a + b, 0);
  const caption = [
    top && s.variance > 0 ? t.most(top.label, pct(top.first), pct(top.total)) : "",
    byInteraction && byInteraction.total - byInteraction.first >= INTERACTION_SHARE
      ? t.interaction(
        byInteraction.label,
        formatNumber((byInteraction.total - byInteraction.first) * 100, 1, lang),
      )
      : t.noInteraction,
    // within a point of 1 (or above it, by the estimators' error) nothing is left to interactions
    sumFirst >= 1 - INTERACTION_SHARE ? t.sumFirstAll(pct(sumFirst)) : t.sumFirst(pct(sumFirst)),
    answer === "breakEvenHours"
      ? t.edges(
        formatPercent(g.breakEvenEdges.never, 1, lang),
        formatPercent(g.breakEvenEdges.always, 1, lang),
      )
      : "",
    t.how(formatNumber(g.n, 0, lang), formatNumber(g.n * (g.names.length + 2), 0, lang), g.seed),
    small.length > 0 ? t.small(small.map((r) => r.label), formatPercent(DRAWN_SHARE, 1, lang)) : "",
  ].join("").trim();
  const longest = Math.max(0, ...shown.map((r) => textWidth(r.label)));
  const marginLeft = Math.min(360, Math.max(96, longest + 16));
  const high = Math.max(0.05, ...rows.map((r) => r.hi));
  const answerWords = answer === "ownMinusRent" ? t.ownMinusRent(money.currency) : t.breakEven;
  const half = 14; // px: each bar takes half of its input's band, the interval at its middle
  return figure({
    title: t.title(answerWords),
    caption,
    alt: t.alt(
      shown.length,
      words(lang).charts.cost.totals(shown.map((r) => t.pair(r.label, pct(r.first), pct(r.total)))),
    ),
  }, {
    marginLeft,
    // bands of 2 × half px: a band scale with padding p has a step of range / (n + p)
    height: MARGINS.marginTop + MARGINS.marginBottom +
      (2 * half / (1 - PADDING)) * (shown.length + PADDING),
    x: xAxis(t.axis, {
      grid: true,
      percent: true,
      // in percent: the scale's `percent` turns the rows' shares into percentages before the
      // domain. Not capped at 100 %: a bootstrap interval may pass it by the estimators' error,
      // and its end drawn past the frame would hide what the interval says
      domain: [Math.min(0, ...rows.map((r) => r.lo)) * 100, high * 1.05 * 100],
      ticks: ticksAcross(marginLeft, MARGINS.marginRight),
    }),
    y: yAxis(null, { domain: shown.map((r) => r.label), padding: PADDING }),
    color: colorLegend([t.first, t.total], [S1_COLOR, ST_COLOR]),
    marks: [
      Plot.barX(rows.filter((r) => r.side === t.first), {
        x: "value",
        y: "label",
        fill: "side",
        // a pixel past the band's middle, where its input's name sits, under the ST bar
        insetBottom: half - 1,
      }),
      Plot.barX(rows.filter((r) => r.side === t.total), {
        x: "value",
        y: "label",
        fill: "side",
        insetTop: half,
      }),
      Plot.ruleY(rows.filter((r) => r.side === t.first), {
        y: "label",
        x1: "lo",
        x2: "hi",
        dy: -half / 2,
        stroke: "#222",
      }),
      Plot.ruleY(rows.filter((r) => r.side === t.total), {
        y: "label",
        x1: "lo",
        x2: "hi",
        dy: half / 2,
        stroke: "#222",
      }),
      Plot.ruleX([0]),
    ],
  }, { document });
}
