/**
 * The documents' claims of owning checked against the price data: D1 (owning 30–50 % cheaper at
 * 7×24 over 2–3+ years), D6 (3–6 month projects: cloud cheaper), C3 (payback in half a year to a
 * year), D3 (resale), D4 (a cluster sized for its peak under 20 % utilised) and 001 (the cloud's
 * premium). The verdicts' type is `verdict.ts`'s, the claim of spot prices (D2) `spot_claims.ts`'s;
 * this module hands on their names so that one import serves a caller.
 *
 * @module
 */
import { cumulativeCosts, type Payback } from "./breakeven.ts";
import type { CostInputs } from "./inputs.ts";
import { residualValue, tco } from "./cost.ts";
import type { Verdict } from "./verdict.ts";

export * from "./verdict.ts";
export * from "./spot_claims.ts";

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
export interface RentMarkup {
  /** The case's label. */
  label: string;
  /** The horizon, years. */
  years: number;
  /** Owning per GPU-hour at 24 h/day: hardware less resale, electricity with cooling (PUE), maintenance, cost of capital. */
  ownPerGpuHour: number;
  /** The cloud's price, CNY per GPU-hour. */
  rentPerGpuHour: number;
  /** cloud ÷ own − 1. */
  markup: number;
}

/** The cloud's markup over the owned cost at 7×24 for each case of D1, over `years`. */
export function rentMarkups(cases: readonly FullLoadCase[], years = 3): RentMarkup[] {
  return cases.flatMap((c) => {
    const t = tco({ ...c.inputs, usedHoursPerDay: 24, horizonYears: years });
    const own = t.own.perUsedGpuHour, cloud = t.rent.perUsedGpuHour;
    if (own === null || cloud === null || own <= 0) return [];
    return [{
      label: c.label,
      years,
      ownPerGpuHour: own,
      rentPerGpuHour: cloud,
      markup: cloud / own - 1,
    }];
  });
}

/**
 * The verdict on 001's "the cloud's premium covers hardware, operations, power, cooling, support
 * and profit": confirmed where the cloud charges more than owning costs at 7×24 (the difference
 * is what is left for operations, support and profit).
 */
export function checkMarkupClaim(markups: readonly RentMarkup[]): Verdict {
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
