/**
 * The documents' claims checked against the price data: D1 (owning 30–50 % cheaper at 7×24
 * over 2–3+ years), D2 (spot at 10–20 % of on-demand) and D6 (3–6 month projects: cloud cheaper).
 *
 * @module
 */
import { cumulativeCosts, type Payback } from "./breakeven.ts";
import type { CostInputs } from "./inputs.ts";
import { residualValue, tco } from "./cost.ts";
import {
  breakEvenRatePerHour,
  type Checkpointing,
  shareInterruptedPerMonth,
  type SpotCost,
  spotCost,
  type SpotStopsPaying,
  spotStopsPaying,
} from "./spot.ts";

/** Whether the data confirms a claim, refutes it, or confirms part of it. */
export type VerdictKind = "confirmed" | "refuted" | "partly";

/** The lowest and highest of some shares, fractions. */
export interface ShareRange {
  /** The lowest, a fraction. */
  lo: number;
  /** The highest, a fraction. */
  hi: number;
}

/**
 * An input a verdict rests on that the data assumes rather than measures or quotes (a demand
 * profile whose `source` says "assumption"): the verdict holds on that input only, so the words
 * qualify it ("on the assumed profile") and never call the claim refuted or confirmed outright.
 */
export type AssumedInput = "profile";

/**
 * What the data says of one claim of the documents: the claim's seed figure id, the verdict and
 * the numbers behind it (`sayVerdict` of lib/present/charts/claims.ts says them in the reader's
 * language); `assumed` when the verdict rests on an input the data only assumes.
 */
export type Verdict =
  & { verdict: VerdictKind; assumed?: AssumedInput }
  & (
    /** D1: owning at 7×24 over 2–3+ years is 30–50 % cheaper. */
    | {
      claim: "D1";
      finding:
        | { kind: "noCase" }
        | ShareRange & { kind: "savings"; count: number; inside: number };
    }
    /** D2: spot costs 10–20 % of on-demand. */
    | {
      claim: "D2";
      finding:
        | { kind: "noPair" }
        | ShareRange & { kind: "ratios"; count: number; inside: number; median: number };
    }
    /** D6: for 3–6 month projects the cloud is cheaper; `exceptions` are where owning wins. */
    | {
      claim: "D6";
      finding: {
        cheaper: number;
        count: number;
        /** Each scenario where owning wins, with the project lengths (months) it wins at. */
        exceptions: { label: string; months: number[] }[];
      };
    }
    /** C3: at 10 h/day owning pays back in half a year to a year. */
    | { claim: "C3"; finding: { cash: Payback; netOfResale: Payback } }
    /** D3: a server keeps 30–40 % of its value after 5 years. */
    | {
      claim: "D3";
      finding:
        | { kind: "allFromTheEssay" }
        | ShareRange & {
          kind: "shares";
          years: number;
          count: number;
          inside: number;
          /** Machines left out because their residual value is the essay's own. */
          echoed: number;
        };
    }
    /** D4: a cluster sized for its peak is often under 20 % utilised. */
    | {
      claim: "D4";
      finding:
        | { kind: "noProfile" }
        | {
          kind: "profiles";
          profiles: { label: string; utilization: number; assumed: boolean }[];
          below: number;
        };
    }
    /** 001: the cloud's price carries a premium over owning. */
    | {
      claim: "001";
      finding:
        | { kind: "noCase" }
        | ShareRange & { kind: "markups"; years: number; count: number; above: number };
    }
  );

/** The seed figure ids of the claims checked. */
export type ClaimId = Verdict["claim"];

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

/** A machine at 7×24 against renting the same GPUs (D1). */
export interface FullLoadCase {
  /** How tables name it. */
  label: string;
  /** Inputs at 24 h/day; the cloud price is the one compared. */
  inputs: CostInputs;
}

/** What owning saves against renting at 7×24 over a horizon (D1). */
export interface FullLoadSaving {
  /** The case's label. */
  label: string;
  /** The horizon, years. */
  years: number;
  /** Owning over the horizon, CNY. */
  own: number;
  /** Renting over the horizon, CNY. */
  rent: number;
  /** 1 − own / rent: the share saved by owning. */
  saving: number;
}

/** D1: the share saved by owning at 7×24 full load, for each case and horizon. */
export function fullLoadSavings(
  cases: readonly FullLoadCase[],
  horizons: readonly number[] = [3, 5],
): FullLoadSaving[] {
  const out: FullLoadSaving[] = [];
  for (const c of cases) {
    for (const years of horizons) {
      const t = tco({ ...c.inputs, usedHoursPerDay: 24, horizonYears: years });
      out.push({
        label: c.label,
        years,
        own: t.own.total,
        rent: t.rent.total,
        saving: t.rent.total > 0 ? 1 - t.own.total / t.rent.total : 0,
      });
    }
  }
  return out;
}

/** D1's verdict from the savings. */
export function checkFullLoadClaim(savings: readonly FullLoadSaving[]): Verdict {
  if (savings.length === 0) return { claim: "D1", verdict: "partly", finding: { kind: "noCase" } };
  const inside = savings.filter((s) => s.saving >= 0.3 && s.saving <= 0.5).length;
  const lo = Math.min(...savings.map((s) => s.saving)),
    hi = Math.max(...savings.map((s) => s.saving));
  return {
    claim: "D1",
    verdict: inside === savings.length
      ? "confirmed"
      : inside === 0
      ? (lo > 0.5 ? "partly" : "refuted")
      : "partly",
    finding: { kind: "savings", count: savings.length, inside, lo, hi },
  };
}

/** Owning against renting for a project of a few months (D6). */
export interface ShortProject {
  /** The project's length, months. */
  months: number;
  /** Cost of buying, running and selling the hardware at the end of the project. */
  ownNetOfResale: number;
  /** Renting for the project, CNY. */
  rent: number;
  /** Whether renting costs less than owning net of resale. */
  rentCheaper: boolean;
}

/** D6: owning (bought, then sold at the end) against renting for short projects. */
export function shortProjects(
  inputs: CostInputs,
  months: readonly number[] = [3, 6],
): ShortProject[] {
  const max = Math.max(...months);
  // a project that ends at month m still pays a commitment's minimum term
  const points = cumulativeCosts(inputs, max, { commitment: "wholeTerm" });
  return months.map((m) => {
    const p = points[m]!;
    return {
      months: m,
      ownNetOfResale: p.ownNetOfResale,
      rent: p.rent,
      rentCheaper: p.rent < p.ownNetOfResale,
    };
  });
}

/** D6's verdict over several scenarios' short projects. */
export function checkShortProjectClaim(
  results: readonly { label: string; projects: readonly ShortProject[] }[],
): Verdict {
  const all = results.flatMap((r) => r.projects.map((p) => ({ label: r.label, ...p })));
  const cheaper = all.filter((p) => p.rentCheaper).length;
  // one entry per scenario, with every project length owning wins at
  const exceptions = new Map<string, number[]>();
  for (const p of all.filter((p) => !p.rentCheaper)) {
    exceptions.set(p.label, [...exceptions.get(p.label) ?? [], p.months]);
  }
  return {
    claim: "D6",
    verdict: cheaper === all.length ? "confirmed" : cheaper === 0 ? "refuted" : "partly",
    finding: {
      cheaper,
      count: all.length,
      exceptions: [...exceptions].map(([label, months]) => ({ label, months })),
    },
  };
}

/** C3: does owning pay back within half a year to a year at 10 h/day or more? */
export function checkPaybackClaim(cash: Payback, netOfResale: Payback): Verdict {
  const inside = (p: Payback) => p.kind === "month" && p.month >= 6 && p.month <= 12;
  return {
    claim: "C3",
    verdict: inside(cash) ? "confirmed" : inside(netOfResale) ? "partly" : "refuted",
    finding: { cash, netOfResale },
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

/** What a machine sells for after some years, as a share of its purchase price. */
export interface ResaleShare {
  /** The machine's label. */
  label: string;
  /** Years after purchase. */
  years: number;
  /** Resale ÷ purchase, from the machine's residual curve and used-market haircut. */
  share: number;
  /** Whether the machine's residual figure is the essay's own (its source cites 001). */
  fromTheEssay: boolean;
}

/** D3: each machine's resale after `years` (5 by default) from its residual curve and haircut. */
export function resaleShares(
  machines: readonly {
    name: string;
    purchaseCny: number;
    residualFraction: number;
    residualYears: number;
    resaleHaircut: number;
    source: string;
  }[],
  years = 5,
): ResaleShare[] {
  return machines.map((m) => ({
    label: m.name,
    years,
    share:
      residualValue(m.purchaseCny, m.residualFraction, m.residualYears, m.resaleHaircut, years) /
      m.purchaseCny,
    fromTheEssay: m.source.includes("001_"),
  }));
}

/** D3's verdict: "5 年后残值可能还有 30%-40%". */
export function checkResaleClaim(shares: readonly ResaleShare[]): Verdict {
  const own = shares.filter((s) => !s.fromTheEssay);
  if (own.length === 0) {
    return { claim: "D3", verdict: "partly", finding: { kind: "allFromTheEssay" } };
  }
  const inside = own.filter((s) => s.share >= 0.3 && s.share <= 0.4).length;
  const lo = Math.min(...own.map((s) => s.share)), hi = Math.max(...own.map((s) => s.share));
  const echoed = shares.length - own.length;
  return {
    claim: "D3",
    verdict: inside === own.length ? "confirmed" : inside === 0 ? "refuted" : "partly",
    finding: { kind: "shares", years: own[0]!.years, count: own.length, inside, lo, hi, echoed },
  };
}

/** The mean GPUs wanted over the peak: the utilisation of a fleet sized for the peak. */
export function peakSizedUtilization(levels: readonly { gpus: number; share: number }[]): number {
  const peak = Math.max(0, ...levels.map((l) => l.gpus));
  const mean = levels.reduce((n, l) => n + l.gpus * l.share, 0);
  return peak > 0 ? mean / peak : 0;
}

/**
 * D4's verdict: "利用率可能低于 20%", for fleets sized for the peak of each demand profile; a
 * verdict that counts an assumed profile is `assumed: "profile"`, a verdict on the assumption.
 */
export function checkPeakUtilizationClaim(
  profiles: readonly { label: string; utilization: number; assumed: boolean }[],
): Verdict {
  if (profiles.length === 0) {
    return { claim: "D4", verdict: "partly", finding: { kind: "noProfile" } };
  }
  const below = profiles.filter((p) => p.utilization < 0.2).length;
  return {
    claim: "D4",
    verdict: below === profiles.length ? "confirmed" : below === 0 ? "refuted" : "partly",
    ...(profiles.some((p) => p.assumed) ? { assumed: "profile" as const } : {}),
    finding: { kind: "profiles", profiles: profiles.map((p) => ({ ...p })), below },
  };
}

/** The cloud's price over the cost of owning the same GPU-hour at 7×24. */
export interface CloudMarkup {
  /** The case's label. */
  label: string;
  /** The horizon, years. */
  years: number;
  /** Owning per GPU-hour at 24 h/day: hardware less resale, electricity with cooling (PUE), maintenance, cost of capital. */
  ownPerGpuHour: number;
  /** The cloud's price, CNY per GPU-hour. */
  cloudPerGpuHour: number;
  /** cloud ÷ own − 1. */
  markup: number;
}

/** The cloud's markup over the owned cost at 7×24 for each case of D1, over `years`. */
export function cloudMarkups(cases: readonly FullLoadCase[], years = 3): CloudMarkup[] {
  return cases.flatMap((c) => {
    const t = tco({ ...c.inputs, usedHoursPerDay: 24, horizonYears: years });
    const own = t.own.perUsedGpuHour, cloud = t.rent.perUsedGpuHour;
    if (own === null || cloud === null || own <= 0) return [];
    return [{
      label: c.label,
      years,
      ownPerGpuHour: own,
      cloudPerGpuHour: cloud,
      markup: cloud / own - 1,
    }];
  });
}

/**
 * The verdict on 001's "the cloud's premium covers hardware, operations, power, cooling, support
 * and profit": confirmed where the cloud charges more than owning costs at 7×24 (the difference
 * is what is left for operations, support and profit).
 */
export function checkMarkupClaim(markups: readonly CloudMarkup[]): Verdict {
  if (markups.length === 0) {
    return { claim: "001", verdict: "partly", finding: { kind: "noCase" } };
  }
  const above = markups.filter((m) => m.markup > 0).length;
  const lo = Math.min(...markups.map((m) => m.markup)),
    hi = Math.max(...markups.map((m) => m.markup));
  return {
    claim: "001",
    verdict: above === markups.length ? "confirmed" : above === 0 ? "refuted" : "partly",
    finding: { kind: "markups", years: markups[0]!.years, count: markups.length, above, lo, hi },
  };
}
