/**
 * The documents' claims against the data: a verdict line, and the spot ÷ on-demand ratios.
 *
 * @module
 */
import type { SpotRatio, Verdict } from "../../model/claims.ts";
import * as Plot from "@observablehq/plot";
import { figure, lineChart, textWidth, xAxis, yAxis } from "../chart_kinds.ts";
import { SERIES_COLORS } from "../colors.ts";
import { Html } from "../display.ts";
import { escapeHtml, formatPercent, type Money } from "../format.ts";

/** A claim, its verdict in colour and the summary that backs it. */
export function verdictLine(v: Verdict): Html {
  const color = v.verdict === "confirmed"
    ? "#2e7d32"
    : v.verdict === "refuted"
    ? "#c62828"
    : "#ef6c00";
  return new Html(
    `<p class="wb-verdict"><strong>${
      escapeHtml(v.claim)
    }</strong><br><span style="color:${color};font-weight:600">${escapeHtml(v.verdict)}</span>: ${
      escapeHtml(v.summary)
    }</p>`,
  );
}

/** Spot price as a share of on-demand for every pair in the data, one dot each, by provider. */
export function spotRatioChart(
  ratios: readonly SpotRatio[],
  { band = [0.1, 0.2] as [number, number] } = {},
): Html {
  const inside = ratios.filter((r) => r.ratio >= band[0] && r.ratio <= band[1]).length;
  const providers = [...new Set(ratios.map((r) => r.provider))].sort();
  const longest = Math.max(0, ...providers.map(textWidth));
  // `percent: true` multiplies the values by 100, so the domain is written in percent
  const top = Math.max(100, ...ratios.map((r) => r.ratio * 100));
  return figure({
    title: "Spot price as a share of on-demand: every pair in the data, by provider",
    caption: ratios.length === 0
      ? "The data has no spot price beside an on-demand price of the same GPU and provider."
      : `The green band is the claim's ${formatPercent(band[0], 0)}–${
        formatPercent(band[1], 0)
      }: ${inside} of ${ratios.length} spot prices fall in it.`,
    alt:
      `Dots of ${ratios.length} spot-to-on-demand ratios for ${providers.length} providers, with a shaded band.`,
  }, {
    marginLeft: Math.min(360, Math.max(96, longest + 16)),
    height: 110 + 32 * Math.max(1, providers.length),
    x: xAxis("Spot ÷ on-demand (%)", { grid: true, percent: true, domain: [0, top] }),
    y: yAxis(null, { domain: providers }),
    marks: [
      Plot.rectX([band], {
        x1: (d: number[]) => d[0],
        x2: (d: number[]) => d[1],
        fill: SERIES_COLORS.spot,
        fillOpacity: 0.18,
      }),
      Plot.dot(ratios, {
        x: "ratio",
        y: "provider",
        fill: SERIES_COLORS.spot,
        fillOpacity: 0.8,
        r: 5,
        title: (d: SpotRatio) => `${d.provider} ${d.gpuModel}: ${formatPercent(d.ratio, 0)}`,
      }),
      Plot.ruleX([0]),
    ],
  });
}

/** Spot's effective price per useful GPU-hour against how often it is interrupted, with on demand. */
export function spotEffectivePriceChart(
  rows: readonly { sharePerMonth: number; cnyPerUsefulGpuHour: number }[],
  { onDemandCnyPerGpuHour, breakEvenSharePerMonth, money, label }: {
    onDemandCnyPerGpuHour: number;
    /** Where spot stops paying (share interrupted a month). */
    breakEvenSharePerMonth: number;
    money: Money;
    /** The offering drawn, e.g. `AWS H100 80GB`. */
    label: string;
  },
): Html {
  const k = money.cnyPerUnit;
  const inRange = breakEvenSharePerMonth <= (rows.at(-1)?.sharePerMonth ?? 0);
  const series = [
    { label: "Spot, per useful hour", color: SERIES_COLORS.spot },
    { label: "On demand", color: SERIES_COLORS.on_demand },
  ];
  return lineChart(
    rows.map((r) => ({
      x: r.sharePerMonth * 100,
      y: r.cnyPerUsefulGpuHour / k,
      series: series[0]!.label,
    }))
      .concat(
        rows.map((r) => ({
          x: r.sharePerMonth * 100,
          y: onDemandCnyPerGpuHour / k,
          series: series[1]!.label,
        })),
      ),
    {
      title:
        `${label}: spot's price per useful GPU-hour against its interruptions (${money.currency})`,
      caption: inRange
        ? `Spot stops paying once ${
          formatPercent(breakEvenSharePerMonth, 0)
        } of instances are interrupted in a month.`
        : `Spot pays at every interruption frequency drawn: it would stop paying only at ${
          formatPercent(breakEvenSharePerMonth, 1)
        } of instances interrupted a month, checkpointed at the Young–Daly interval.`,
      alt:
        "A rising line of spot's effective price against the share of instances interrupted a month, and a flat on-demand line.",
    },
    {
      x: "Instances interrupted in a month (%)",
      y: `Price per useful GPU-hour (${money.currency})`,
      yMoney: true,
    },
    {
      series,
      markers: inRange
        ? [{
          x: breakEvenSharePerMonth * 100,
          label: `break-even: ${formatPercent(breakEvenSharePerMonth, 0)}`,
        }]
        : [],
      height: 400,
    },
  );
}
