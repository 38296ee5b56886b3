/**
 * Commitment break-even: for each commitment of the data (a reserved term or a monthly rental),
 * the share of its hours above which it costs less than the cheapest on demand and spot of its GPU
 * model and its provider's on demand, beside owning's break-even for a machine of that model
 * (`commitmentRows()` of `lib/scenario/commitments.ts`). A way it never beats is said in words at
 * the row's end, not drawn at an edge.
 *
 * @module
 */
import * as Plot from "@observablehq/plot";
import type { CommitmentRow, HourlyComparison } from "../../scenario/commitments.ts";
import {
  colorLegend,
  figure,
  MARGINS,
  textWidth,
  ticksAcross,
  xAxis,
  yAxis,
} from "../chart_frame.ts";
import { SERIES_COLORS } from "../colors.ts";
import { type Html, paragraph } from "../display.ts";
import { formatPercent, type Money } from "../format.ts";
import { words } from "../../words/messages.ts";

/** The ways a commitment is set beside, in the legend's order. */
const WAYS = ["providerOnDemand", "onDemand", "spot", "owning"] as const;
type Way = typeof WAYS[number];

const COLORS: Record<Way, string> = {
  providerOnDemand: SERIES_COLORS.reserved_1y,
  onDemand: SERIES_COLORS.on_demand,
  spot: SERIES_COLORS.spot,
  owning: SERIES_COLORS.own,
};

/** px a row's band takes. */
const ROW_PX = 34;

/**
 * A dot a comparison of each commitment, x the break-even utilisation (% of the hours), coloured
 * by the way it is set beside; the ways it never beats named at the row's end; the caption says
 * which commitment pays soonest against its provider, how many never beat spot, and where owning
 * pays from a lower share.
 */
export function commitmentChart(
  rows: readonly CommitmentRow[],
  { money, width, document }: { money: Money; width?: number; document?: Document },
): Html {
  const t = words(money.lang).charts.commitments;
  if (rows.length === 0) return paragraph(t.none);
  const pct = (u: number) => formatPercent(u, 1, money.lang);
  // a provider's on demand that is also the cheapest is drawn once, as the cheapest
  const hourly = (r: CommitmentRow): [Way, HourlyComparison | null][] => [
    [
      "providerOnDemand",
      r.providerOnDemand?.offeringId === r.onDemand?.offeringId ? null : r.providerOnDemand,
    ],
    ["onDemand", r.onDemand],
    ["spot", r.spot],
  ];
  const dots = rows.flatMap((r) => [
    ...hourly(r).flatMap(([way, h]) =>
      h !== null && h.breakEven.kind === "share"
        ? [{ id: r.offeringId, way: t[way], share: h.breakEven.utilization }]
        : []
    ),
    ...(r.owning?.breakEven.kind === "hours"
      ? [{ id: r.offeringId, way: t.owning, share: r.owning.breakEven.utilization }]
      : []),
  ]);
  const nevers = rows.map((r) => {
    const ways = hourly(r).flatMap(([way, h]) =>
      h !== null && h.breakEven.kind === "never" ? [t.neverWays[way as Exclude<Way, "owning">]] : []
    );
    return {
      id: r.offeringId,
      text: ways.length === 0 ? "" : t.never(ways.join(words(money.lang).common.comma)),
    };
  }).filter((n) => n.text !== "");
  // the finding against the provider's own on demand: the commitment that pays soonest
  const ownProvider =
    rows.flatMap((r) =>
      r.providerOnDemand?.breakEven.kind === "share"
        ? [{ id: r.offeringId, share: r.providerOnDemand.breakEven.utilization }]
        : []
    ).sort((a, b) => a.share - b.share)[0];
  const withSpot = rows.filter((r) => r.spot !== null);
  const neverSpot = withSpot.filter((r) => r.spot!.breakEven.kind === "never").length;
  const both = rows.flatMap((r) =>
    r.onDemand?.breakEven.kind === "share" && r.owning?.breakEven.kind === "hours"
      ? [r.owning.breakEven.utilization < r.onDemand.breakEven.utilization]
      : []
  );
  const caption = [
    t.what,
    ownProvider ? t.lowest(ownProvider.id, pct(ownProvider.share)) : "",
    withSpot.length > 0 ? t.neverSpot(neverSpot, withSpot.length) : "",
    both.length > 0 ? t.owningBelow(both.filter(Boolean).length, both.length) : "",
  ].join("").trim();
  const marginLeft = Math.max(96, ...rows.map((r) => textWidth(r.offeringId) + 16));
  const marginRight = Math.max(MARGINS.marginRight, ...nevers.map((n) => textWidth(n.text) + 16));
  return figure({ title: t.title, caption, alt: t.alt(rows.length) }, {
    marginLeft,
    marginRight,
    height: MARGINS.marginTop + MARGINS.marginBottom + ROW_PX * rows.length,
    x: xAxis(t.axis, {
      domain: [0, 100],
      percent: true,
      grid: true,
      ticks: ticksAcross(marginLeft, marginRight),
    }),
    y: yAxis(null, { domain: rows.map((r) => r.offeringId), padding: 0.2 }),
    color: colorLegend(WAYS.map((w) => t[w]), WAYS.map((w) => COLORS[w])),
    marks: [
      Plot.ruleY(rows.map((r) => r.offeringId), { stroke: "#ddd" }),
      Plot.dot(dots, {
        x: "share",
        y: "id",
        fill: "way",
        r: 6,
        stroke: "white",
        title: (d: typeof dots[number]) => t.point(d.id, d.way, pct(d.share)),
      }),
      // a share, as the dots' (the scale's `percent` makes it 100 %): the row's end
      Plot.text(nevers, {
        x: () => 1,
        y: "id",
        text: "text",
        textAnchor: "start",
        dx: 10,
        fill: "#444",
      }),
    ],
  }, { width, document });
}
