/**
 * A case's portfolio: the tiers of `lib/model/portfolio.ts` built from a resolved case, in CNY
 * (the base currency; `calc` shows them in the case's), and the portfolio sized for its demand
 * profile beside the hybrid fleet's simple answer.
 *
 * - **Demand**: the profile the case names in `demand.csv` (`demandProfileOf()`), over the
 *   horizon's hours (24 h × 365 × years, as the hybrid fleet counts them). Its work is a case of
 *   hours: spot may take all of it (`interruptibleShare` 1, no deadline) unless the caller states
 *   otherwise, the premise the cheapest way and the hybrid fleet already price spot on.
 * - **Own**: the case's machine, its GPUs' fixed cost and running cost per hour from the cost lines
 *   (`perGpuCosts()`), bought whole; the machine already owned (`-p owned=true`) first at its own.
 * - **Reserved**: each committed term (monthly, 1-year, 3-year) of the case's GPU model that its
 *   regions let in, the cheapest per GPU-hour of each term, in instances of its GPUs, its month's
 *   price ÷ 730 every hour of whole terms over the horizon; a price change (its own, its segment's
 *   trend, the market's) reprices it at each renewal, each term's price fixed for the term
 *   (`termPriceTrendFactor()`: a 3-year term over 3 years is priced once);
 *   plus any `reserved` the caller adds (a hypothetical term the data lacks).
 * - **On demand**, **spot**: the hourly offerings of each pricing model its regions let in that can
 *   do the machine's work, the cheapest per useful GPU-hour (speed and spot's lost hours counted,
 *   as the hybrid fleet prices them); the hybrid fleet's overflow offering is always its model's
 *   tier, so the portfolio's search holds the simple answer. Spot's pace: billed hours per useful
 *   hour (its overhead, or its interruptions where the case gives a rate) × (1 + rate × wait).
 * - **API**: none; a case with a demand profile states hours of GPUs, not tokens.
 * - The rented side's fixed costs of each rented tier: those of renting from its offering alone, as
 *   `costLines()` counts them (storage at its provider's price, set-up hours, people's hours on
 *   the cloud, data transfer); a reservation's as if billed by the hour, its price apart.
 *
 * @module
 */
import { maxUsedHours } from "../model/cost.ts";
import { termPriceTrendFactor } from "../model/cost_basis.ts";
import { HOURS_PER_MONTH } from "../model/cost_inputs.ts";
import { machineGpusOf } from "../model/inputs.ts";
import { linesWithTerms, type RentTerms, withTerms } from "../model/monthly.ts";
import { perGpuCosts } from "../model/per_gpu.ts";
import {
  type HourlyTier,
  optimalPortfolio,
  type PortfolioDemand,
  type PortfolioResult,
  type PortfolioTiers,
  reservedPaidHours,
  type ReservedTier,
  searchSteps,
  type SpotTier,
} from "../model/portfolio.ts";
import { hoursToFinish, spotCost } from "../model/spot.ts";
import type { Offering } from "../data/load.ts";
import { acceptsOffering } from "./cheapest.ts";
import { demandProfileOf, type ResolvedScenario } from "./resolve.ts";
import { hybridChoice } from "./results.ts";

/**
 * The most steps of exact search a case's portfolio is given (`searchSteps()`): well under a
 * second (38 million took 0.15 s here). The shipped profiles take under 250,000; a profile whose
 * peak is in the hundreds of GPUs with reservations by the GPU would take billions, and gets no
 * portfolio.
 */
export const MAX_SEARCH_STEPS = 50_000_000;

/** What the caller states beyond the case: the work's tolerance of interruptions, extra terms. */
export interface PortfolioOptions {
  /** Of the GPUs wanted at every level, the share whose work tolerates interruptions. @default 1 */
  interruptibleShare?: number;
  /** Calendar hours the interruptible work may take per hour of work; `null`: no deadline. @default null */
  maxStretch?: number | null;
  /** Reservations the data lacks, stated by the caller (CNY per GPU-hour). @default [] */
  reserved?: readonly ReservedTier[];
  /**
   * What finds the optimum: `optimalPortfolio`, or one that keeps its last answer (the what-if
   * page, whose sliders often leave the demand and the tiers as they were). @default optimalPortfolio
   */
  solve?: (demand: PortfolioDemand, tiers: PortfolioTiers) => PortfolioResult;
}

/** A case's portfolio: its demand, tiers, the optimum, and the hybrid fleet's answer beside it. */
export interface CasePortfolio {
  /** The demand profile's id. */
  profile: string;
  /** The profile over the horizon's hours, and the share of its work spot may take. */
  demand: PortfolioDemand;
  /** The tiers, CNY. */
  tiers: PortfolioTiers;
  /** The optimum, the single tiers and the rules, CNY over the horizon. */
  result: PortfolioResult;
  /** The hybrid fleet's cheapest (own N GPUs, rent the rest on one offering), CNY over the horizon. */
  hybrid: { total: number; ownedGpus: number; overflowOfferingId: string } | null;
}

/** The cheapest of `xs` by `cost`, ties to the lower id. */
function cheapest<T extends { id: string }>(xs: readonly T[], cost: (x: T) => number): T | null {
  let best: T | null = null;
  for (const x of xs) {
    if (
      best === null || cost(x) < cost(best) || (cost(x) === cost(best) && x.id < best.id)
    ) best = x;
  }
  return best;
}

/** An hourly offering priced as the hybrid fleet prices its overflow: per useful GPU-hour. */
function hourly(r: ResolvedScenario, o: { offering: Offering; terms: RentTerms }) {
  const c = perGpuCosts(withTerms(r.inputs, o.terms), linesWithTerms(r.inputs, o.terms));
  return {
    id: o.offering.id,
    unitGpus: o.offering.gpuCount,
    perGpuHour: c.rentPerHour,
    rentFixed: c.rentFixed,
    terms: o.terms,
  };
}

/** Spot's calendar hours per useful hour: billed hours per useful hour × (1 + rate × wait). */
function spotPace(r: ResolvedScenario, terms: RentTerms): number {
  const x = withTerms(r.inputs, terms);
  const rate = x.rentInterruptionsPerHour;
  const billed = rate > 0
    ? spotCost(x.rentCnyPerGpuHour, rate, {
      intervalHours: x.checkpointIntervalHours,
      writeHours: x.checkpointWriteHours,
      restartHours: x.restartHours,
    }).billedPerUsefulHour
    : 1 + x.rentOverhead;
  return hoursToFinish(1, billed, rate, r.scenario.capacityWaitHours ?? 0);
}

/**
 * The tiers of a resolved case (see the module's doc), CNY.
 */
export function caseTiers(r: ResolvedScenario, options: PortfolioOptions = {}): PortfolioTiers {
  const machineGpus = machineGpusOf(r.inputs);
  const letIn = r.market.filter((o) => acceptsOffering(r.accepts, o.offering));
  const overflow = hybridChoice(r);
  const pick = (model: "on_demand" | "spot") => {
    if (overflow && overflow.offering.pricingModel === model) return hourly(r, overflow);
    const priced = letIn
      .filter((o) => o.offering.billing === "hourly" && o.offering.pricingModel === model)
      .map((o) => hourly(r, o));
    return cheapest(priced, (x) => x.perGpuHour);
  };
  const od = pick("on_demand");
  const spot = pick("spot");
  // the own side does not depend on the offering: priced with any hourly one, else the case's
  const ownTerms = od?.terms ?? spot?.terms;
  const own = ownTerms
    ? perGpuCosts(withTerms(r.inputs, ownTerms), linesWithTerms(r.inputs, ownTerms))
    : null;
  const reserved: ReservedTier[] = [];
  for (const model of ["monthly", "reserved_1y", "reserved_3y"] as const) {
    const terms = letIn.filter((o) =>
      o.offering.pricingModel === model && o.offering.gpuModel === r.offering.gpuModel
    );
    const hours = maxUsedHours(r.inputs);
    const best = cheapest(
      terms.map((o) => ({
        id: o.offering.id,
        termMonths: o.terms.rentMinimumMonths,
        unitGpus: o.offering.gpuCount,
        // renewed at the market's price of its start, each term's price fixed for the term
        perGpuHour: o.terms.rentCnyPerGpuHour / o.terms.rentSpeed * termPriceTrendFactor(
          o.terms.rentPriceChangePerYear,
          o.terms.rentMinimumMonths,
          reservedPaidHours({ termMonths: o.terms.rentMinimumMonths }, hours) /
            (o.terms.rentMinimumMonths * HOURS_PER_MONTH),
        ),
        // its fixed costs billed by the hour: the committed rent itself is its price, not these
        rentFixed: hourly(r, {
          offering: o.offering,
          terms: { ...o.terms, rentBilling: "hourly", rentMinimumMonths: 0 },
        }).rentFixed,
      })),
      (x) => x.perGpuHour,
    );
    if (best) reserved.push(best);
  }
  // an hourly tier without the terms it was priced from
  const tier = (x: ReturnType<typeof hourly> | null): HourlyTier | null => {
    if (x === null) return null;
    const { terms: _, ...rest } = x;
    return rest;
  };
  return {
    own: own === null ? null : {
      hostGpus: machineGpus,
      fixedPerMachine: own.ownFixed * machineGpus,
      ownedMachineFixed: own.ownedFixed === null ? null : own.ownedFixed * machineGpus,
      perGpuHour: own.ownPerHour,
    },
    reserved: [...reserved, ...(options.reserved ?? [])],
    onDemand: tier(od),
    spot: spot === null ? null : {
      ...tier(spot)!,
      calendarPerUsefulHour: spotPace(r, spot.terms),
    } as SpotTier,
    api: null,
  };
}

/**
 * The portfolio of a case that names a demand profile, beside its hybrid fleet; `null` when it
 * names none (a case's schedule as a profile is one machine's, which the hybrid fleet answers), or
 * when its exact search would take more than {@linkcode MAX_SEARCH_STEPS}.
 */
export function casePortfolio(
  r: ResolvedScenario,
  options: PortfolioOptions = {},
): CasePortfolio | null {
  const { profile, named } = demandProfileOf(r);
  if (!named) return null;
  const demand: PortfolioDemand = {
    levels: profile.levels,
    hours: maxUsedHours(r.inputs),
    kind: "work",
    interruptibleShare: options.interruptibleShare ?? 1,
    maxStretch: options.maxStretch ?? null,
  };
  const tiers = caseTiers(r, options);
  // a profile of hundreds of GPUs searched exactly would keep calc waiting: none is sized
  if (searchSteps(demand, tiers) > MAX_SEARCH_STEPS) return null;
  const h = hybridChoice(r);
  return {
    profile: profile.id,
    demand,
    tiers,
    result: (options.solve ?? optimalPortfolio)(demand, tiers),
    hybrid: h === undefined ? null : {
      total: h.fleet.best.total,
      ownedGpus: h.fleet.best.owned,
      overflowOfferingId: h.offering.id,
    },
  };
}
