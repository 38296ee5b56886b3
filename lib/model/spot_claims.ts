/**
 * The documents' claim of spot prices checked against the price data: D2 (spot at 10–20 % of
 * on-demand), each provider's spot price against its on-demand one, how often a spot instance may
 * be interrupted before on demand is cheaper, and spot's cost per useful hour as interruptions
 * grow.
 *
 * @module
 */
import type { Verdict } from "./verdict.ts";
import {
  breakEvenRatePerHour,
  type Checkpointing,
  shareInterruptedPerMonth,
  type SpotCost,
  spotCost,
  type SpotStopsPaying,
  spotStopsPaying,
} from "./spot.ts";

/** A price in the form the claims need. */
export interface PricePoint {
  /** The provider, as `offerings.csv` names it. */
  provider: string;
  /** The GPU model. */
  gpuModel: string;
  /** The provider's region. */
  region: string;
  /** `on_demand`, `spot`, `monthly`, `reserved_1y` or `reserved_3y`. */
  pricingModel: string;
  /** Price, CNY per GPU-hour. */
  cnyPerGpuHour: number;
  /** The offering's id in `offerings.csv`. */
  id: string;
}

/** One provider's spot price against its on-demand price for one GPU model. */
export interface SpotRatio {
  /** The provider. */
  provider: string;
  /** The GPU model. */
  gpuModel: string;
  /** The spot offering's id. */
  spotId: string;
  /** The on-demand offering's id. */
  onDemandId: string;
  /** The spot price, CNY per GPU-hour. */
  spotCnyPerGpuHour: number;
  /** The on-demand price, CNY per GPU-hour. */
  onDemandCnyPerGpuHour: number;
  /** Spot ÷ on-demand per GPU-hour, a fraction. */
  ratio: number;
}

/** Spot ÷ on-demand per GPU-hour for each provider and GPU model that lists both (the cheapest of each, whatever the region or instance size). */
export function spotRatios(prices: readonly PricePoint[]): SpotRatio[] {
  const groups = new Map<string, { spot?: PricePoint; od?: PricePoint }>();
  for (const p of prices) {
    const key = `${p.provider}|${p.gpuModel}`;
    const g = groups.get(key) ?? {};
    if (p.pricingModel === "spot" && (!g.spot || p.cnyPerGpuHour < g.spot.cnyPerGpuHour)) {
      g.spot = p;
    }
    if (p.pricingModel === "on_demand" && (!g.od || p.cnyPerGpuHour < g.od.cnyPerGpuHour)) g.od = p;
    groups.set(key, g);
  }
  const out: SpotRatio[] = [];
  for (const g of groups.values()) {
    if (g.spot && g.od) {
      out.push({
        provider: g.od.provider,
        gpuModel: g.od.gpuModel,
        spotId: g.spot.id,
        onDemandId: g.od.id,
        spotCnyPerGpuHour: g.spot.cnyPerGpuHour,
        onDemandCnyPerGpuHour: g.od.cnyPerGpuHour,
        ratio: g.spot.cnyPerGpuHour / g.od.cnyPerGpuHour,
      });
    }
  }
  return out.sort((a, b) => a.ratio - b.ratio);
}

/** D2: do spot prices sit at 10–20 % of on-demand? */
export function checkSpotClaim(ratios: readonly SpotRatio[]): Verdict {
  if (ratios.length === 0) return { claim: "D2", verdict: "partly", finding: { kind: "noPair" } };
  const inside = ratios.filter((r) => r.ratio >= 0.1 && r.ratio <= 0.2).length;
  const sorted = ratios.map((r) => r.ratio).sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  const lo = sorted[0]!, hi = sorted[sorted.length - 1]!;
  const verdict = inside === ratios.length ? "confirmed" : inside === 0 ? "refuted" : "partly";
  return {
    claim: "D2",
    verdict,
    finding: { kind: "ratios", count: ratios.length, inside, lo, hi, median },
  };
}

/** For one spot price: the interruption share a month above which it stops paying against on demand. */
export interface SpotBreakEven extends SpotRatio {
  /** Interruptions per hour at which spot's effective price reaches on demand's. */
  breakEvenRatePerHour: number;
  /** The same as a share of instances interrupted in a month (near 100 % for most spot prices: see `stopsPaying`). */
  breakEvenSharePerMonth: number;
  /** The same as the mean hours between interruptions and interruptions a day, unbounded. */
  stopsPaying: SpotStopsPaying;
}

/** D2 made concrete: how often each spot price may be interrupted before on demand is cheaper. */
export function spotBreakEvens(
  ratios: readonly SpotRatio[],
  checkpointing: Pick<Checkpointing, "writeHours" | "restartHours">,
): SpotBreakEven[] {
  return ratios.map((r) => {
    const rate = breakEvenRatePerHour(r.ratio, 1, checkpointing);
    return {
      ...r,
      breakEvenRatePerHour: rate,
      breakEvenSharePerMonth: shareInterruptedPerMonth(rate),
      stopsPaying: spotStopsPaying(r.ratio, 1, checkpointing),
    };
  });
}

/**
 * The spot pair whose price is drawn against the interruption rate: the scenario's GPU model's
 * where the data pairs a spot and an on-demand price for it, else the one with the smallest
 * discount (`breakEvens` in {@linkcode spotRatios}' order, the smallest discount last).
 */
export function spotPairOf(
  breakEvens: readonly SpotBreakEven[],
  gpuModel: string,
): SpotBreakEven | undefined {
  return breakEvens.filter((b) => b.gpuModel === gpuModel).at(-1) ?? breakEvens.at(-1);
}

/** Spot's cost per useful hour at a number of interruptions a day. */
export interface SpotCostPoint extends SpotCost {
  /** Interruptions a day. */
  perDay: number;
}

/**
 * `pair`'s spot price per useful hour from no interruption to 1.5 × the rate at which it stops
 * paying against on demand (at least one a day; 24 a day where it never stops), in `steps` points.
 */
export function spotCostCurve(
  pair: SpotBreakEven,
  checkpointing: Checkpointing,
  steps = 61,
): SpotCostPoint[] {
  const stop = pair.stopsPaying.kind === "interval" ? pair.stopsPaying.interruptionsPerDay : 24;
  const top = Math.max(1, 1.5 * stop);
  return Array.from({ length: steps }, (_, i) => {
    const perDay = (i / (steps - 1)) * top;
    return { perDay, ...spotCost(pair.spotCnyPerGpuHour, perDay / 24, checkpointing) };
  });
}
