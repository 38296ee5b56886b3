/**
 * The headline results of a resolved scenario: TCO and break-even three ways, the monthly cost
 * of each option, payback, the commitment, spot's hours and the hybrid fleet, as `calc` and the
 * reports show them.
 *
 * @module
 */
import {
  type BreakEven,
  breakEvenHours,
  breakEvenHoursFixedTco,
  lastPaybackMonth,
  type Payback,
  paybackMonth,
} from "../model/breakeven.ts";
import {
  committedMonths,
  type PresentValue,
  type Tco,
  tco,
  tcoPresentValue,
} from "../model/cost.ts";
import {
  type FleetCost,
  fleetCosts,
  hybridFleet,
  type HybridResult,
  type PerGpu,
  perGpuCosts,
} from "../model/hybrid.ts";
import { documentInputsFrom } from "../model/document.ts";
import { committedGpusOf } from "../model/cost_items.ts";
import {
  type AfterTax,
  afterTax,
  afterTaxBreakEven,
  type Financing,
  financing,
  type PresentValuePayback,
  presentValuePayback,
} from "../model/tax.ts";
import { costItems, ITEM } from "../model/cost.ts";
import { documentSums } from "../model/document_sums.ts";
import { HOURS_PER_MONTH, hoursPerMonthOf, machineGpusOf } from "../model/inputs.ts";
import {
  linesWithTerms,
  monthlyCost,
  type MonthlyLine,
  ownMonthlyLine,
  rentMonthlyLine,
  type RentTerms,
  withTerms,
} from "../model/monthly.ts";
import { hoursToFinish, spotCost, type SpotStopsPaying, spotStopsPaying } from "../model/spot.ts";
import { demandProfileOf, type ResolvedScenario } from "./resolve.ts";
import { acceptsOffering, type CheapestWay, cheapestWay } from "./cheapest.ts";
import { scenarioTerms } from "./terms.ts";
import type { Offering } from "../data/load.ts";
import type { RelativeSpeed } from "./speed.ts";
import { type CaseAnswer, hoursAnswer } from "./answer.ts";
import type { RankedWork } from "./work_kinds.ts";
import type { ServingResult } from "./work_types.ts";

/**
 * The spot facts of a scenario that gives an interruption rate, for its spot option (the
 * scenario's own offering when it is spot, else the cheapest spot offering of the GPU model).
 */
export interface SpotResults {
  /** The spot offering these facts are of. */
  offeringId: string;
  /** Interruptions per billed hour. */
  ratePerHour: number;
  /** Mean hours between interruptions (1 ÷ rate); `null` without interruptions. */
  hoursBetweenInterruptions: number | null;
  /** The checkpoint interval used, hours (the best one where the data gives none); `null` when no checkpoint is written. */
  checkpointIntervalHours: number | null;
  /** Billed hours per useful hour, exact for Poisson interruptions (`billedPerUsefulHour` of `spot.ts`). */
  billedPerUsefulHour: number;
  /** Hours waited for capacity after each interruption (`capacity_wait_minutes` ÷ 60). */
  capacityWaitHours: number;
  /** Calendar hours per useful hour: billed hours × (1 + rate × wait). */
  calendarHoursPerUsefulHour: number;
  /** Calendar hours to finish a month's useful hours of the scenario (`hoursPerMonth`). */
  hoursToFinishMonth: number;
  /** The on-demand offering spot is weighed against: the cheapest of the same GPU model. */
  onDemandOfferingId: string | null;
  /** How often spot may be interrupted before on demand is cheaper per useful hour. */
  stopsPaying: SpotStopsPaying | null;
  /**
   * Spot's price per useful hour at the scenario's rate over on demand's per GPU-hour (above 1:
   * at this rate spot never pays back its interruptions); `null` without an on-demand option.
   */
  costShareOfOnDemand: number | null;
}

/** A hybrid fleet: every fleet size, and the offering that rents the overflow. */
export type HybridResults =
  | {
    kind: "fleet";
    profile: string;
    overflowOfferingId: string;
    /** The overflow offering's provider and pricing model, that `optionLabel()` names it by. */
    overflowProvider: string;
    overflowPricingModel: Offering["pricingModel"];
    /** GPUs in one machine of the scenario's hardware: fleets are bought in multiples of it. */
    machineGpus: number;
    /** Each fleet size in whole machines, from 0 owned GPUs to the first covering the profile's peak, CNY over the horizon. */
    costs: FleetCost[];
    best: FleetCost;
    /** One GPU bought's break-even utilisation, `null` when an hour rented costs no more. */
    breakEvenUtilization: number | null;
    /**
     * The break-even utilisation of a GPU of the machine already owned (`-p owned=true`), the
     * fleet's first, its purchase sunk; `null` when the machine is bought, or when an hour rented
     * costs no more.
     */
    ownedBreakEvenUtilization: number | null;
  }
  | {
    kind: "unavailable";
    profile: string;
    /** Why no fleet is priced: no offering of the GPU model is sold by the hour to rent the overflow. */
    why: HybridUnavailableReason;
  };

/** Why a scenario's hybrid fleet cannot be priced (`sayHybridUnavailable()` words it). */
export type HybridUnavailableReason = { kind: "noHourlyOffering"; gpuModel: string };

/** The after-tax view of a case (see `ScenarioResults.afterTax`). */
export interface AfterTaxResults extends AfterTax {
  /** The buyer of `buyers.csv` whose taxes are counted; `null`: none, a buyer who deducts nothing. */
  buyer: { id: string; name: string } | null;
  /** Whether anything beside the pre-tax present value counts: a tax, VAT deducted or a loan. */
  counts: boolean;
  /**
   * The machine already owned: its age in years and what it would sell for today, CNY (given up
   * by keeping it); `null` when it is bought.
   */
  owned: { ageYears: number; valueToday: number } | null;
  /** Break-even hours a day after tax and financing. */
  breakEven: BreakEven;
  /** Payback in present value, before tax (cash, the machine sold that month). */
  paybackPreTax: PresentValuePayback;
  /** Payback in present value after tax and financing. */
  payback: PresentValuePayback;
  /** The loan or lease that pays the machine (all 0 when paid in cash). */
  financing: Financing;
}

/** The headline results of a scenario, in CNY unless a field says otherwise. */
export interface ScenarioResults {
  /** The scenario's id. */
  scenario: string;
  /** Its description. */
  description: string;
  /** Hours a day the GPU is used. */
  usedHoursPerDay: number;
  /** Years the comparison covers. */
  horizonYears: number;
  /**
   * The work both sides do: the scenario's kind of work, the owned and the rented GPU model, and
   * how fast the rented one does the owned one's work (an hour owned is 1 ÷ speed hours rented).
   */
  work: { workload: string; ownedGpu: string; rentedGpu: string; speed: RelativeSpeed };
  /**
   * The document's way of summing applied to this scenario (B11-style: purchase and depreciation
   * both, electricity fixed), exact compounding as {@linkcode documentSums} rounds it; for
   * comparison with document 000 only.
   */
  documentMethod: { tco: number; breakEven: BreakEven };
  /** Undiscounted, with the opportunity cost of the capital as an item (the document's convention). */
  consistent: { tco: Tco; breakEven: BreakEven };
  /** Every cash flow discounted month by month at the scenario's discount rate. */
  presentValue: { tco: PresentValue; breakEven: BreakEven; discountRate: number };
  /**
   * What the buyer pays today after tax and financing (`lib/model/tax.ts`), beside the
   * present value: the buyer (its row of `buyers.csv`, `null`: none, no tax), whether the
   * machine is already owned and its age, the parts and totals, the break-even, the payback in
   * present value before and after tax, and the loan or lease.
   */
  afterTax: AfterTaxResults;
  /**
   * Monthly cost of each option at the scenario's hours, storage at the option's own price;
   * `storagePriced` is false where the offering has no storage price and its storage is billed
   * as 0.
   */
  monthly: {
    /** Which line: `own`, or the offering's id (`monthlyLabel()` of `lib/present/labels.ts` names it). */
    label: string;
    kind: MonthlyLine["kind"];
    /** A way of renting's provider. */
    provider?: string;
    cost: number;
    offeringId?: string;
    storagePriced?: boolean;
  }[];
  /** Hours a month the GPU is used: hours a day × 365 / 12. */
  hoursPerMonth: number;
  /** Cash payback: rent paid by the month, a commitment too. */
  payback: Payback;
  /** Cash payback counting what the machine would sell for each month. */
  paybackNetOfResale: Payback;
  /** The last month payback is searched in: the horizon's whole months, ⌊12 × years⌋. */
  paybackLastMonthSearched: number;
  /** The used-market haircut the resale value starts from, and whether the data gave it. */
  resale: { haircut: number; haircutAssumed: boolean };
  /** The scenario's commitment, a separate fact from the cash paid by the month; `null` when billed by the hour. */
  commitment: {
    minimumMonths: number;
    monthsPaid: number;
    cnyPerMonth: number;
    totalCny: number;
  } | null;
  /** Spot's billed and calendar hours; `null` unless the scenario gives a rate and the data a spot offering. */
  spot: SpotResults | null;
  /** The hybrid fleet for the scenario's demand profile; `null` when it names none. */
  hybrid: HybridResults | null;
  /** The cheapest way to rent the scenario's hours among the offerings it rents from, beside owning. */
  cheapest: CheapestWay;
  /**
   * The case's one answer: its demand (its hours, or the work it states: `caseResults()`) priced
   * on whole units, the cheapest way to meet it and the verdict every view shows.
   */
  answer: CaseAnswer;
  /** The training run or batch job the case states, ranked way by way (`caseResults()`); absent without one. */
  ranked?: RankedWork;
  /** The serving load the case states, priced (`caseResults()`); absent without one. */
  serving?: ServingResult;
}

function spotResults(r: ResolvedScenario, hoursPerMonth: number): SpotResults | null {
  const spot = r.options.find((o) => o.kind === "spot");
  if (!spot || r.scenario.interruptionsPerHour === undefined) return null;
  const x = withTerms(r.inputs, spot.terms);
  const rate = x.rentInterruptionsPerHour;
  const cost = spotCost(x.rentCnyPerGpuHour, rate, {
    intervalHours: x.checkpointIntervalHours,
    writeHours: x.checkpointWriteHours,
    restartHours: x.restartHours,
  });
  const wait = r.scenario.capacityWaitHours ?? 0;
  const onDemand = r.options.find((o) => o.kind === "on_demand");
  return {
    offeringId: spot.offering.id,
    ratePerHour: rate,
    hoursBetweenInterruptions: rate > 0 ? 1 / rate : null,
    checkpointIntervalHours: Number.isFinite(cost.intervalHours) ? cost.intervalHours : null,
    billedPerUsefulHour: cost.billedPerUsefulHour,
    capacityWaitHours: wait,
    calendarHoursPerUsefulHour: hoursToFinish(1, cost.billedPerUsefulHour, rate, wait),
    hoursToFinishMonth: hoursToFinish(hoursPerMonth, cost.billedPerUsefulHour, rate, wait),
    onDemandOfferingId: onDemand?.offering.id ?? null,
    stopsPaying: onDemand
      ? spotStopsPaying(x.rentCnyPerGpuHour, onDemand.terms.rentCnyPerGpuHour, {
        writeHours: x.checkpointWriteHours,
        restartHours: x.restartHours,
      })
      : null,
    costShareOfOnDemand: onDemand
      ? cost.cnyPerUsefulGpuHour / onDemand.terms.rentCnyPerGpuHour
      : null,
  };
}

/** The offering a hybrid fleet rents its overflow on, the costs of a GPU, and the fleet. */
export interface HybridChoice {
  /** The offering renting the overflow. */
  offering: Offering;
  /** How the case bills it (its speed on the machine's work included). */
  terms: RentTerms;
  /** One GPU's costs with it, the case's machines bought whole and its instances rented whole. */
  perGpu: PerGpu;
  /** The cheapest fleet with it. */
  fleet: HybridResult;
}

/**
 * The hybrid fleet of a case and what rents its overflow: every hourly offering of its regions
 * that can do its machine's work (`market`, at its speed on it) is weighed, and the one that
 * makes the cheapest fleet for the case's profile (`demandProfileOf()`) rents it (ties: the lower
 * id); where its regions let in none, the case's own overflow offering (`overflow`); `undefined`
 * when there is none.
 */
export function hybridChoice(r: ResolvedScenario): HybridChoice | undefined {
  const demand = demandProfileOf(r).profile;
  const accepted = r.market.filter((o) =>
    o.offering.billing === "hourly" && acceptsOffering(r.accepts, o.offering)
  );
  const candidates = accepted.length > 0
    ? accepted.map((o) => ({ offering: o.offering, terms: o.terms }))
    : r.overflow
    ? [r.overflow]
    : [];
  const machineGpus = machineGpusOf(r.inputs);
  // each candidate's cheapest fleet size only; the whole fleet (its savings, its break-even) for
  // the one chosen
  let chosen: { o: (typeof candidates)[number]; perGpu: PerGpu; total: number } | undefined;
  for (const o of candidates) {
    const perGpu: PerGpu = {
      ...perGpuCosts(withTerms(r.inputs, o.terms), linesWithTerms(r.inputs, o.terms)),
      machineGpus,
      rentUnitGpus: o.offering.gpuCount,
    };
    const total = Math.min(...fleetCosts(demand.levels, perGpu).map((f) => f.total));
    if (
      chosen === undefined || total < chosen.total ||
      (total === chosen.total && o.offering.id < chosen.o.offering.id)
    ) chosen = { o, perGpu, total };
  }
  return chosen === undefined
    ? undefined
    : { ...chosen.o, perGpu: chosen.perGpu, fleet: hybridFleet(demand.levels, chosen.perGpu) };
}

/**
 * The hybrid fleet of a resolved scenario for the demand profile it names or, naming none (or a
 * case of another machine or schedule), its own schedule as a profile (`demandProfileOf()`): its
 * machines bought whole, the overflow rented in whole instances of the hourly offering, among
 * those of its regions that can do its machine's work (`market`, at their speed on it), that makes
 * the cheapest fleet; the case's own overflow offering (`overflow`) where its regions let in none.
 */
export function hybridResults(r: ResolvedScenario): HybridResults | null {
  // the profile the case names, else its own schedule as one, as notebook 07 draws it
  const demand = demandProfileOf(r).profile;
  const chosen = hybridChoice(r);
  if (chosen === undefined) {
    return {
      kind: "unavailable",
      profile: demand.id,
      why: { kind: "noHourlyOffering", gpuModel: r.offering.gpuModel },
    };
  }
  const { offering: o, fleet: h } = chosen;
  return {
    kind: "fleet",
    profile: demand.id,
    overflowOfferingId: o.id,
    overflowProvider: o.provider,
    overflowPricingModel: o.pricingModel,
    machineGpus: h.machineGpus,
    costs: h.costs,
    best: h.best,
    breakEvenUtilization: h.breakEvenUtilization.kind === "share"
      ? h.breakEvenUtilization.utilization
      : null,
    ownedBreakEvenUtilization: h.ownedBreakEven?.kind === "share"
      ? h.ownedBreakEven.utilization
      : null,
  };
}

/** Computes the headline results of a resolved scenario, the answer of its schedule's hours. */
export function scenarioResults(r: ResolvedScenario): ScenarioResults {
  const results = resultsBeside(r);
  return { ...results, answer: hoursAnswer(r, results.cheapest) };
}

/**
 * The headline results of a resolved scenario beside the answer of its demand: a case that states
 * a work answers for the work (`caseResults()`), so its schedule's answer is never made.
 */
export function resultsBeside(r: ResolvedScenario): Omit<ScenarioResults, "answer"> {
  const { inputs, scenario } = r;
  const way = cheapestWay(r);
  const docTotal = documentSums(
    documentInputsFrom(inputs, { scheduledHoursPerDay: inputs.usedHoursPerDay, utilization: 1 }),
  ).exact.countedTwiceCny;
  const docBreakEven = breakEvenHoursFixedTco(
    docTotal,
    inputs.horizonYears,
    // an hour owned is 1 ÷ speed hours rented, as everywhere
    inputs.rentCnyPerGpuHour * inputs.gpuCount / inputs.rentSpeed,
  );
  const hoursPerMonth = hoursPerMonthOf(inputs.usedHoursPerDay);
  const own = ownMonthlyLine(inputs);
  const monthly = [
    { label: own.label, kind: own.kind, cost: monthlyCost(own, hoursPerMonth) },
    ...r.options.map((o) => {
      const line = rentMonthlyLine(inputs, o);
      return {
        label: o.label,
        kind: line.kind,
        provider: o.provider,
        cost: monthlyCost(line, hoursPerMonth),
        offeringId: o.offering.id,
        storagePriced: o.offering.storageCnyPerGbHour !== undefined,
      };
    }),
  ];
  return {
    scenario: scenario.id,
    description: scenario.description,
    usedHoursPerDay: inputs.usedHoursPerDay,
    horizonYears: inputs.horizonYears,
    work: {
      workload: r.workload,
      ownedGpu: r.hardware.gpuModel,
      rentedGpu: r.offering.gpuModel,
      speed: r.speed,
    },
    documentMethod: { tco: docTotal, breakEven: docBreakEven },
    consistent: { tco: tco(inputs), breakEven: breakEvenHours(inputs) },
    presentValue: {
      tco: tcoPresentValue(inputs),
      breakEven: breakEvenHours(inputs, { view: "presentValue" }),
      discountRate: inputs.discountRate,
    },
    afterTax: afterTaxResults(r),
    monthly,
    hoursPerMonth,
    payback: paybackMonth(inputs),
    paybackNetOfResale: paybackMonth(inputs, { netOfResale: true }),
    paybackLastMonthSearched: lastPaybackMonth(inputs.horizonYears),
    resale: {
      haircut: inputs.resaleHaircut,
      haircutAssumed: !r.hardware.resaleHaircutGiven &&
        inputs.resaleHaircut === r.hardware.resaleHaircut,
    },
    commitment: inputs.rentBilling === "committed"
      ? {
        minimumMonths: inputs.rentMinimumMonths,
        monthsPaid: committedMonths(inputs),
        // the whole GPUs that do the owned machine's work, held every month
        cnyPerMonth: committedGpusOf(inputs) * inputs.rentCnyPerGpuHour * HOURS_PER_MONTH,
        totalCny: tco(inputs).rent.commitment,
      }
      : null,
    spot: spotResults(r, hoursPerMonth),
    hybrid: hybridResults(r),
    cheapest: way,
  };
}

/**
 * The scenario's machine against another offering: the break-even with the offering's price,
 * billing terms and speed in place of the scenario's own offering (the scenario's hours,
 * horizon, storage and spot settings kept): its terms as the scenario's market bills it, else
 * at the speed its workload's figures give (`unknown` counted as 1). Notebook 03 asks it of each
 * provider's cheapest offering of the GPU.
 */
export function breakEvenAgainst(r: ResolvedScenario, offering: Offering): BreakEven {
  const priced = [...r.options, ...r.market].find((o) => o.offering.id === offering.id);
  return breakEvenHours({ ...r.inputs, ...(priced?.terms ?? scenarioTerms(offering, r.scenario)) });
}

/** One way to rent a scenario's GPU by the hour, as the case bills it, and its machine's break-even against it. */
export interface MarketBreakEven {
  /** The offering's id. */
  id: string;
  /** Its provider. */
  provider: string;
  /** Its pricing model (on demand or spot). */
  pricingModel: Offering["pricingModel"];
  /** CNY per GPU-hour as the case bills it: the scenario's own offering at the price the parameters set. */
  cnyPerGpuHour: number;
  /** The scenario's machine against it: its terms in place of the scenario's own offering. */
  breakEven: BreakEven;
}

/**
 * Every offering of the GPU the scenario rents sold by the hour, whatever its region, as the case
 * bills it (the scenario's own first, at the price and terms the parameters set; spot at the
 * scenario's rate of interruptions; each at its speed on the machine's work), each with the
 * break-even of the scenario's machine against it: those of the market (the offerings that can
 * do the machine's work) of the scenario's offering's GPU model. Notebook 03 shows each
 * provider's and each pricing model's cheapest.
 */
export function marketBreakEvens(r: ResolvedScenario): MarketBreakEven[] {
  const own = r.options[0]!;
  const others = r.market.filter((w) =>
    w.offering.gpuModel === r.offering.gpuModel && w.offering.id !== own.offering.id
  );
  return [own, ...others].filter((w) => w.offering.billing === "hourly").map((w) => ({
    id: w.offering.id,
    provider: w.offering.provider,
    pricingModel: w.offering.pricingModel,
    cnyPerGpuHour: w.terms.rentCnyPerGpuHour,
    breakEven: breakEvenHours(withTerms(r.inputs, w.terms)),
  }));
}

/** The after-tax view of a resolved case (`ScenarioResults.afterTax`). */
export function afterTaxResults(r: Pick<ResolvedScenario, "inputs" | "buyer">): AfterTaxResults {
  const x = r.inputs;
  const a = afterTax(x);
  const loan = financing(x, costItems(x)[ITEM.capital]!);
  return {
    ...a,
    buyer: r.buyer === undefined ? null : { id: r.buyer.id, name: r.buyer.name },
    counts: x.incomeTaxRate > 0 || x.goodsVatDeducted > 0 || x.servicesVatDeducted > 0 ||
      loan.principal > 0,
    owned: x.alreadyOwned > 0
      ? { ageYears: x.ownedAgeYears, valueToday: costItems(x)[ITEM.capital]! }
      : null,
    breakEven: afterTaxBreakEven(x),
    paybackPreTax: presentValuePayback(x, { preTax: true }),
    payback: presentValuePayback(x),
    financing: loan,
  };
}
