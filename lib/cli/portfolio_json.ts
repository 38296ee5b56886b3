/**
 * The `portfolio` field of `calc --json`: the fleet as a portfolio of tiers sized together for the
 * case's demand profile (`lib/scenario/portfolio.ts`), money in the display currency.
 *
 * @module
 */
import type { PortfolioRule, TierLine } from "../model/portfolio.ts";
import type { CasePortfolio } from "../scenario/portfolio.ts";
import type { Money } from "../present/format.ts";

/** A tier of the optimum in `calc --json`, its cost in the display currency over the horizon. */
export type TierLineJson = TierLine;

/** The `portfolio` field of `calc --json`. */
export interface PortfolioJson {
  /** The demand profile's id (`demand.csv`). */
  profile: string;
  /** Hours in the horizon. */
  hours: number;
  /** Each number of GPUs wanted and its share of the hours. */
  levels: { gpus: number; share: number }[];
  /** Of the GPUs wanted, the share whose work tolerates interruptions (spot may run it). */
  interruptibleShare: number;
  /** Calendar hours the interruptible work may take per hour of work; `null`: no deadline. */
  maxStretch: number | null;
  /** The tiers weighed, prices in the display currency (per GPU-hour; a machine's over the horizon). */
  tiers: {
    own: {
      hostGpus: number;
      fixedPerMachine: number;
      ownedMachineFixed: number | null;
      perGpuHour: number;
    } | null;
    reserved: {
      id: string;
      termMonths: number;
      unitGpus: number;
      perGpuHour: number;
      rentFixed: number;
    }[];
    onDemand: { id: string; unitGpus: number; perGpuHour: number; rentFixed: number } | null;
    spot:
      | {
        id: string;
        unitGpus: number;
        perGpuHour: number;
        rentFixed: number;
        calendarPerUsefulHour: number;
      }
      | null;
  };
  /** The optimum: owned machines and reserved units of each term (in `tiers.reserved`'s order), each tier's line, the total. */
  best: {
    machines: number;
    reserved: number[];
    lines: TierLineJson[];
    rentFixed: number;
    total: number;
  };
  /** Each single tier alone that can serve the demand, cheapest first. */
  singles: { tier: TierLine["tier"]; id: string; total: number }[];
  /** The hybrid fleet's cheapest (own N GPUs, rent the rest on one offering); `null` when none is priced. */
  simple: { total: number; ownedGpus: number; overflowOfferingId: string } | null;
  /** simple.total − best.total, ≥ 0; `null` without a simple answer. */
  savedAgainstSimple: number | null;
  /** The marginal rule of each tier (thresholds are shares of the hours, or price shares). */
  rules: PortfolioRule[];
  /** Owned machines and reserved units searched. */
  searched: number;
}

/** The portfolio of `calc --json`, money ÷ `money.cnyPerUnit`; `null` for a case without a demand profile. */
export function portfolioJson(p: CasePortfolio | null, money: Money): PortfolioJson | null {
  if (p === null) return null;
  const rate = money.cnyPerUnit;
  const x = (cny: number) => cny / rate;
  const t = p.tiers;
  const best = p.result.best;
  return {
    profile: p.profile,
    hours: p.demand.hours,
    levels: p.demand.levels.map((l) => ({ gpus: l.gpus, share: l.share })),
    interruptibleShare: p.demand.interruptibleShare ?? 0,
    maxStretch: p.demand.maxStretch ?? null,
    tiers: {
      own: t.own === null ? null : {
        hostGpus: t.own.hostGpus,
        fixedPerMachine: x(t.own.fixedPerMachine),
        ownedMachineFixed: t.own.ownedMachineFixed === null ? null : x(t.own.ownedMachineFixed),
        perGpuHour: x(t.own.perGpuHour),
      },
      reserved: t.reserved.map((r) => ({
        id: r.id,
        termMonths: r.termMonths,
        unitGpus: r.unitGpus,
        perGpuHour: x(r.perGpuHour),
        rentFixed: x(r.rentFixed ?? 0),
      })),
      onDemand: t.onDemand === null ? null : {
        id: t.onDemand.id,
        unitGpus: t.onDemand.unitGpus,
        perGpuHour: x(t.onDemand.perGpuHour),
        rentFixed: x(t.onDemand.rentFixed ?? 0),
      },
      spot: t.spot === null ? null : {
        id: t.spot.id,
        unitGpus: t.spot.unitGpus,
        perGpuHour: x(t.spot.perGpuHour),
        rentFixed: x(t.spot.rentFixed ?? 0),
        calendarPerUsefulHour: t.spot.calendarPerUsefulHour,
      },
    },
    best: {
      machines: best.sizes.machines,
      reserved: [...best.sizes.reserved],
      lines: best.lines.map((l) => ({ ...l, cost: x(l.cost) })),
      rentFixed: x(best.rentFixed),
      total: x(best.total),
    },
    singles: p.result.singles.map((s) => ({ ...s, total: x(s.total) })),
    simple: p.hybrid === null ? null : { ...p.hybrid, total: x(p.hybrid.total) },
    // the simple answer is one of the sizes searched: a difference below 0 is rounding
    savedAgainstSimple: p.hybrid === null ? null : x(Math.max(0, p.hybrid.total - best.total)),
    rules: p.result.rules,
    searched: p.result.searched,
  };
}
