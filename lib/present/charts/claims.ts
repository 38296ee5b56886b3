/**
 * The documents' claims against the data in words (a verdict line, the steps of the decision flow),
 * and the spot ÷ on-demand ratios.
 *
 * @module
 */
import type { SpotRatio, Verdict } from "../../model/claims.ts";
import type { DecisionStep } from "../../model/decision.ts";
import * as Plot from "@observablehq/plot";
import { figure, lineChart, textWidth, xAxis, yAxis } from "../chart_kinds.ts";
import { SERIES_COLORS } from "../colors.ts";
import { Html } from "../display.ts";
import { escapeHtml, formatNumber, formatPercent, type Money } from "../format.ts";
import { sayStopsPaying } from "../findings.ts";
import type { SpotStopsPaying } from "../../model/spot.ts";
import type { Lang } from "../../lang.ts";
import { words } from "../../words/messages.ts";

/** A claim and the numbers behind its verdict, in `lang`. */
export function sayVerdict(
  v: Verdict,
  { lang = "en" }: { lang?: Lang } = {},
): { claim: string; finding: string } {
  const t = words(lang).claims;
  return { claim: t.claim[v.claim], finding: findingOf(v, t.finding) };
}

/** What `v` found, in the words of `t`. */
function findingOf(v: Verdict, t: ReturnType<typeof words>["claims"]["finding"]): string {
  switch (v.claim) {
    case "D1": {
      const f = v.finding;
      return f.kind === "noCase" ? t.D1.noCase : t.D1.savings(f.lo, f.hi, f.count, f.inside);
    }
    case "D2": {
      const f = v.finding;
      return f.kind === "noPair"
        ? t.D2.noPair
        : t.D2.ratios(f.inside, f.count, f.lo, f.hi, f.median);
    }
    case "D6": {
      const f = v.finding;
      return t.D6.cheaper(f.cheaper, f.count) +
        (f.exceptions.length > 0 ? t.D6.exceptions(f.exceptions) : "");
    }
    case "C3":
      return t.C3(v.finding.cash, v.finding.netOfResale);
    case "D3": {
      const f = v.finding;
      return f.kind === "allFromTheEssay"
        ? t.D3.allFromTheEssay
        : t.D3.shares(f.years, f.lo, f.hi, f.count, f.inside, f.echoed);
    }
    case "D4": {
      const f = v.finding;
      return f.kind === "noProfile" ? t.D4.noProfile : t.D4.profiles(f.profiles, f.below);
    }
    case "001": {
      const f = v.finding;
      return f.kind === "noCase"
        ? t["001"].noCase
        : t["001"].markups(f.years, f.lo, f.hi, f.count, f.above);
    }
  }
}

/** One step of the decision flow of 002 (`decide()`), in `lang`. */
export function sayDecisionStep(step: DecisionStep, { lang = "en" }: { lang?: Lang } = {}): string {
  const t = words(lang).claims.step;
  switch (step.kind) {
    case "shortProject":
      return t.shortProject(step.months);
    case "longProject":
      return t.longProject(step.months);
    case "model":
      return t.model(step.breakEven, step.expectedHoursPerDay, step.cheaper);
    default:
      return t[step.kind];
  }
}

/**
 * A claim, its verdict in colour (in `lang`) and the finding that backs it. A verdict on an input
 * the data assumes says so ("does not hold on the assumed profile"), in grey: the data neither
 * refutes nor confirms the claim.
 */
export function verdictLine(v: Verdict, { lang = "en" }: { lang?: Lang } = {}): Html {
  const color = v.assumed !== undefined
    ? "#616161"
    : v.verdict === "confirmed"
    ? "#2e7d32"
    : v.verdict === "refuted"
    ? "#c62828"
    : "#ef6c00";
  const t = words(lang).charts.claims;
  const verdict = v.assumed !== undefined
    ? t.verdictOnAssumed[v.assumed][v.verdict]
    : t.verdict[v.verdict];
  const said = sayVerdict(v, { lang });
  return new Html(
    `<p class="wb-verdict"><strong>${escapeHtml(said.claim)}</strong><br>${
      words(lang).claims.verdictAndFinding(
        `<span style="color:${color};font-weight:600">${escapeHtml(verdict)}</span>`,
        escapeHtml(said.finding),
      )
    }</p>`,
  );
}

/** Spot price as a share of on-demand for every pair in the data, one dot each, by provider. */
export function spotRatioChart(
  ratios: readonly SpotRatio[],
  { band = [0.1, 0.2] as [number, number], lang = "en" }: {
    /** The claim's range of spot ÷ on-demand, fractions. @default [0.1, 0.2] */
    band?: [number, number];
    /** @default "en" */
    lang?: Lang;
  } = {},
): Html {
  const t = words(lang).charts.claims;
  const inside = ratios.filter((r) => r.ratio >= band[0] && r.ratio <= band[1]).length;
  const providers = [...new Set(ratios.map((r) => r.provider))].sort();
  const longest = Math.max(0, ...providers.map(textWidth));
  // `percent: true` multiplies the values by 100, so the domain is written in percent
  const top = Math.max(100, ...ratios.map((r) => r.ratio * 100));
  return figure({
    title: t.ratioTitle,
    caption: ratios.length === 0 ? t.ratioNone : t.ratioBand(
      formatPercent(band[0], 0, lang),
      formatPercent(band[1], 0, lang),
      inside,
      ratios.length,
    ),
    alt: t.ratioAlt(ratios.length, providers.length),
  }, {
    marginLeft: Math.min(360, Math.max(96, longest + 16)),
    height: 110 + 32 * Math.max(1, providers.length),
    x: xAxis(t.ratioAxis, { grid: true, percent: true, domain: [0, top] }),
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
        title: (d: SpotRatio) => `${d.provider} ${d.gpuModel}: ${formatPercent(d.ratio, 0, lang)}`,
      }),
      Plot.ruleX([0]),
    ],
  });
}

/** Spot's effective price per useful GPU-hour against how often it is interrupted, with on demand. */
export function spotEffectivePriceChart(
  rows: readonly { perDay: number; cnyPerUsefulGpuHour: number }[],
  { onDemandCnyPerGpuHour, stopsPaying, money, label }: {
    onDemandCnyPerGpuHour: number;
    /** Where spot stops paying against on demand. */
    stopsPaying: SpotStopsPaying;
    money: Money;
    /** The offering drawn, e.g. `AWS H100 80GB`. */
    label: string;
  },
): Html {
  const t = words(money.lang).charts.claims;
  const k = money.cnyPerUnit;
  const series = [
    { label: t.spotSeries, color: SERIES_COLORS.spot },
    { label: t.onDemandSeries, color: SERIES_COLORS.on_demand },
  ];
  const last = rows.at(-1)?.perDay ?? 0;
  const inRange = stopsPaying.kind === "interval" && stopsPaying.interruptionsPerDay <= last;
  return lineChart(
    rows.map((r) => ({ x: r.perDay, y: r.cnyPerUsefulGpuHour / k, series: series[0]!.label }))
      .concat(
        rows.map((r) => ({ x: r.perDay, y: onDemandCnyPerGpuHour / k, series: series[1]!.label })),
      ),
    {
      title: t.spotTitle(label, money.currency),
      caption: t.spotCaption(sayStopsPaying(stopsPaying, { lang: money.lang })),
      alt: t.spotAlt,
    },
    { x: t.xInterruptions, y: t.yUsefulPrice(money.currency), yMoney: true },
    {
      series,
      markers: inRange
        ? [{
          x: stopsPaying.interruptionsPerDay,
          label: t.spotMarker(formatNumber(stopsPaying.interruptionsPerDay, 0, money.lang)),
        }]
        : [],
      height: 400,
      xDomain: [0, last],
      yDomain: [
        0,
        Math.max(...rows.map((r) => r.cnyPerUsefulGpuHour / k), onDemandCnyPerGpuHour / k) * 1.05,
      ],
    },
  );
}
