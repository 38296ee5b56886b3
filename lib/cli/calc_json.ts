/**
 * `calc --json`: the results of a `Calculation` (`calculation.ts`) as JSON.
 *
 * JSON fields (money in `currency`, `cnyPerUnit` CNY to one unit of it at the one rate every price
 * was converted with, the latest of `fx.csv` on or before `fxDate`; hours in hours):
 * - `scenario`, `description`, `parameters` (those given), `usedHoursPerDay` (h/day), `horizonYears`
 * - `work`: `{workload, ownedGpu, rentedGpu, speed}`, the work both sides do and how fast the
 *   rented GPU does the owned one's (`speed`: `{kind: "same-gpu" | "measured" | "given" |
 *   "unknown", speed, …}`, an hour owned being 1 ÷ `speed.speed` hours rented; `measured` carries
 *   the workload's figures a second and the GPUs' memory, `unknown` is counted as 1)
 * - `tco.documentMethod`: the document's way of summing (the purchase counted twice) applied to
 *   this scenario, for comparison with document 000 only
 * - `tco.consistent.own` / `tco.consistent.rent`: item → money over the horizon, undiscounted
 *   with the opportunity cost of the capital as an item (the document's convention)
 * - `tco.presentValue`: `{own, rent, ownMinusRent}`, every cash flow discounted month by month
 *   at `discountRate`
 * - `breakEven.documentMethod` / `breakEven.consistent` / `breakEven.presentValue`:
 *   `{kind: "hours", breakEvenHoursPerDay, utilization, ownCheaper: "above" | "below", why,
 *   reason}` or `{kind: "never" | "always", why, reason}`: `why` is the model's typed reason,
 *   `{kind, ...its figures}`, for a script to key on (kinds and fields: `BreakEvenReason` of
 *   `lib/model/breakeven.ts`; its money per hour used of the whole machine, in `currency`),
 *   `reason` the same in words, in the run's language (`lang`) and `currency`
 * - `document`: for the document's case, `{asPrinted, exact}` each `{countedTwice, summedOnce}`
 *   (B11 and B14, see `documentSums`); `null` otherwise
 * - `monthly`: `[{label, kind, offeringId, costPerMonth, storagePriced}]` at `hoursPerMonth`, each
 *   option's storage at its own price (`storagePriced: false`: no storage price, billed as 0;
 *   `null` for owning, `offeringId` `null` too)
 * - `payback`, `paybackNetOfResale`: `{kind: "month", month}` or `{kind: "notWithinHorizon",
 *   lastMonthSearched, why, reason}` (`why`: `{kind: "not-within-horizon", months}`; `reason`: it
 *   in words), cash paid by the month; `paybackLastMonthSearched`: ⌊12 × years⌋
 * - `resale`: `{haircut, haircutAssumed, from}`, the used-market haircut behind the net-of-resale
 *   figures, and how the machine is resold (`from`: {@linkcode ResaleJson}, by its rule or by the
 *   used market's table, `-p resale=`)
 * - `commitment`: `{minimumMonths, monthsPaid, costPerMonth, total}` for a monthly or reserved
 *   offering, `null` otherwise
 * - `spot`: for a spot offering with an interruption rate, `{ratePerHour,
 *   hoursBetweenInterruptions, checkpointIntervalHours, billedPerUsefulHour, capacityWaitHours,
 *   calendarHoursPerUsefulHour, hoursToFinishMonth, onDemandOfferingId, stopsPaying,
 *   costShareOfOnDemand}` (`stopsPaying`: `{kind: "interval", hoursBetweenInterruptions,
 *   interruptionsPerDay}` or `{kind: "never" | "always", why, reason}`, `why` one of
 *   `SpotReason` of `lib/model/spot.ts` (its prices per GPU-hour in `currency`), `reason` it in
 *   words; `costShareOfOnDemand`: spot's price per useful hour at this rate ÷ on demand's, above
 *   1 where spot never pays back its interruptions, `null` without an on-demand option); `null`
 *   otherwise
 * - `cheapest`: the cheapest way to do the owned machine's work among the offerings that can (its
 *   GPU model's, and others of a known speed that hold its GPU's memory) that the scenario rents
 *   from (`accepts`: its regions and providers, `[]` for any), each billed for those hours at its
 *   own speed over the horizon: `{accepts, noneAccepted, best: "own" | "rent", own, way,
 *   scenarioOffering, breakEven, weighed}` (`way`, `scenarioOffering` and each of `weighed`,
 *   cheapest first: `{offeringId, label, region, gpuModel, speed, storage, total}`, `storage`
 *   `own`, `provider` (its provider's price) or `unpriced` (billed as 0); `own` and `breakEven`:
 *   owning against `way`, a failed GPU's downtime rented from it; `noneAccepted`: no offering
 *   of the regions can do the work, so only the scenario's own was weighed)
 * - `hybrid`: for a scenario that names a demand profile, `{kind: "fleet", profile,
 *   overflowOfferingId, overflowLabel, machineGpus, costs, best, bestOwnedGpus, allOwned,
 *   allRented, breakEvenUtilization, ownedBreakEvenUtilization}` (the second a GPU of the machine
 *   already owned, its purchase sunk, `null` when it is bought; `costs`: every fleet size in whole machines of
 *   `machineGpus` GPUs, from 0 to the first covering the peak, each `{owned, machines, own, rent,
 *   total, servedByOwned}`, money over the horizon) or `{kind: "unavailable", profile, why,
 *   reason}` (`why`: `{kind: "noHourlyOffering", gpuModel}`, `reason` its words);
 *   `null` otherwise
 * - `afterTax`: what the buyer pays today after tax and financing, beside `tco.presentValue`
 *   (fields: `lib/cli/after_tax.ts`)
 * - `answer`: the case's one answer, its demand priced on whole units (fields:
 *   `lib/cli/answer_json.ts`): what every view's headline shows
 * - `portfolio`: for a case of hours naming a demand profile, the fleet as a portfolio of tiers
 *   (own, reserved on each term, on demand, spot) sized together at the exact optimum in whole
 *   units, beside the best single tier and the hybrid fleet's simple answer, with each tier's
 *   marginal rule (fields: `lib/cli/portfolio_json.ts`); `null` otherwise
 * - `commitments`: every commitment of the data (a reserved term or a monthly rental), its owning
 *   weighed at the case's site and finance: `[{offeringId, provider, gpuModel, pricingModel, pricePerGpuHour, gpuCount,
 *   onDemand, spot, providerOnDemand, owning}]`, each of `onDemand` (the cheapest on demand of its
 *   GPU model), `spot` (the cheapest spot) and `providerOnDemand` (its provider's on demand)
 *   `{offeringId, provider, pricePerGpuHour, gpus, breakEven}` or `null`, `breakEven` `{kind:
 *   "share", utilization}` (it costs less above that share of its term's hours: its price ÷ the
 *   hourly one) or `{kind: "never", committedPerGpuHour, hourlyPerGpuHour}`; `owning`: a machine
 *   of the GPU model (the case's own when of that model) against `onDemand` over 3 years at the case's
 *   site and finance, `{machineId, gpuCount, againstOfferingId,
 *   horizonYears, breakEven}` (a break-even as above), or `null` (fields:
 *   `lib/cli/commitments_json.ts`)
 *
 * @module
 */
import { CALC_JSON_VERSION } from "./json_version.ts";
import type { ResaleBasis } from "../scenario/resale.ts";
import type { MarketShare } from "../model/resale_market.ts";
import { type AfterTaxJson, afterTaxJson } from "./after_tax.ts";
import type { FleetCost } from "../model/hybrid.ts";
import { SPOT_REASON_MONEY, type SpotStopsPaying } from "../model/spot.ts";
import type { PresentValue, Tco } from "../model/cost.ts";
import {
  type CheapestWay,
  type HybridResults,
  type ScenarioResults,
  type SpotResults,
  type WayToRent,
} from "../scenario.ts";
import { type ParameterValues } from "../params.ts";
import { type Money } from "../present/format.ts";
import { sayHybridUnavailable, sayPaybackReason, saySpotReason } from "../present/findings.ts";
import { monthlyLabel, optionLabel } from "../present/labels.ts";
import { type Payback } from "../model/breakeven.ts";
import { type BreakEvenJson, breakEvenJson, whyIn } from "./break_even_json.ts";
import { type AnswerJson, answerJson } from "./answer_json.ts";
import { type DocumentSum, documentSums } from "../model/document_sums.ts";
import type { Calculation } from "./calculation.ts";
import { type JobRankingJson, jobRankingJson } from "./job_json.ts";
import { type PortfolioJson, portfolioJson } from "./portfolio_json.ts";
import { type CommitmentJson, commitmentsJson } from "./commitments_json.ts";

export * from "./job_json.ts";
export type { BreakEvenJson } from "./break_even_json.ts";

/** Every field of `record` divided by `cnyPerUnit`, `null` kept: CNY items in the display currency. */
function inUnits<T extends Record<string, number | null>>(record: T, cnyPerUnit: number): T {
  return Object.fromEntries(
    Object.entries(record).map(([k, v]) => [k, v === null ? null : v / cnyPerUnit]),
  ) as T;
}

/** The hybrid fleet as JSON, money in the display currency: every fleet size 0..peak and the offering renting the overflow. */
function hybridJson(h: ScenarioResults["hybrid"], money: Money) {
  if (h === null) return h;
  if (h.kind === "unavailable") return { ...h, reason: sayHybridUnavailable(h.why, money.lang) };
  const rate = money.cnyPerUnit;
  const fleet = (f: FleetCost) => ({
    ...f,
    own: f.own / rate,
    rent: f.rent / rate,
    total: f.total / rate,
  });
  const costs = h.costs.map(fleet);
  const { kind, profile, overflowOfferingId, ...rest } = h;
  const { overflowProvider: provider, overflowPricingModel: pricingModel, ...fleetOf } = rest;
  return {
    kind,
    profile,
    overflowOfferingId,
    overflowLabel: optionLabel({ provider, pricingModel }, "en"),
    ...fleetOf,
    costs,
    best: fleet(h.best),
    bestOwnedGpus: h.best.owned,
    allRented: costs[0],
    allOwned: costs[costs.length - 1],
  };
}

/** A payback in `calc --json`: the month, or none within the horizon with its reason also in words. */
export type PaybackJson =
  | Extract<Payback, { kind: "month" }>
  | Extract<Payback, { kind: "notWithinHorizon" }> & {
    /** `why` in words, in the run's language. */
    reason: string;
  };

/** A payback in `calc --json`, a `notWithinHorizon` with its reason in words. */
function paybackJson(p: Payback, money: Money): PaybackJson {
  return p.kind === "month" ? p : { ...p, reason: sayPaybackReason(p.why, money) };
}

/** When spot stops paying, in `calc --json`: a `never` or `always` with its reason also in words. */
export type StopsPayingJson =
  | Extract<SpotStopsPaying, { kind: "interval" }>
  | Exclude<SpotStopsPaying, { kind: "interval" }> & {
    /** `why` in words, in the run's language and currency. */
    reason: string;
  };

/** Spot's facts in `calc --json`: `stopsPaying` with its typed reason in the display currency and in words. */
function spotJson(s: SpotResults | null, money: Money) {
  if (s === null) return null;
  const stops = s.stopsPaying;
  const stopsPaying: StopsPayingJson | null = stops === null || stops.kind === "interval"
    ? stops
    : {
      ...stops,
      why: whyIn(stops.why, SPOT_REASON_MONEY, money.cnyPerUnit),
      reason: saySpotReason(stops.why, money),
    } as StopsPayingJson;
  return { ...s, stopsPaying };
}

/** A way to rent in `calc --json`: its offering, label, region and cost over the horizon. */
export interface WayJson {
  /** The offering's id in the offering files. */
  offeringId: string;
  /** The option's label, as the reports print it, in the run's language (`offeringId` is its key). */
  label: string;
  /** The offering's region. */
  region: string;
  /** The offering's GPU model. */
  gpuModel: string;
  /** How fast its GPU does the owned machine's work (an hour owned is 1 ÷ this hours rented). */
  speed: number;
  /** Where its storage price comes from: its row, its provider's, or none (billed as 0). */
  storage: WayToRent["storage"]["kind"];
  /** Renting the scenario's hours this way over the horizon, in the display currency. */
  total: number;
}

/** What `calc --json` prints: the fields the module's documentation lists, money in `currency`. */
export interface CalcJson {
  /** The version of this JSON (`CALC_JSON_VERSION`). */
  version: number;
  /** The scenario's id. */
  scenario: string;
  /** The scenario's description. */
  description: string;
  /** The parameters given on the command line or in `--params`. */
  parameters: ParameterValues;
  /** Hours a day the GPU is used, h/day. */
  usedHoursPerDay: number;
  /** Years the comparison covers. */
  horizonYears: number;
  /** The work both sides do, and how fast the rented GPU does the owned one's. */
  work: ScenarioResults["work"];
  /** The currency every money field is in. */
  currency: string;
  /** CNY to one unit of `currency`, at the one rate every price was converted with. */
  cnyPerUnit: number;
  /** The day whose rates of `fx.csv` converted every price. */
  fxDate: string;
  /** The yearly rate the present values discount at, a fraction. */
  discountRate: number;
  /** TCO over the horizon: the document's way of summing, the consistent model and its present value. */
  tco: {
    documentMethod: number;
    consistent: { own: Tco["own"]; rent: Tco["rent"]; ownMinusRent: number };
    presentValue: PresentValue;
  };
  /** The hours a day at which owning and renting cost the same, by each of the three ways of summing. */
  breakEven: {
    documentMethod: BreakEvenJson;
    consistent: BreakEvenJson;
    presentValue: BreakEvenJson;
  };
  /** What the buyer pays today after tax and financing, beside the present value (`after_tax.ts`). */
  afterTax: AfterTaxJson;
  /** Document 000's own sums (B11 and B14), as printed and exact; `null` unless it is the document's case. */
  document: { asPrinted: DocumentSumJson | null; exact: DocumentSumJson | null } | null;
  /** Hours a month the GPU is used: hours a day × 365 / 12. */
  hoursPerMonth: number;
  /** Each option's cost a month at `hoursPerMonth`, its storage at its own price. */
  monthly: {
    /** The option's label in the run's language; `kind` and `offeringId` are its keys. */
    label: string;
    kind: ScenarioResults["monthly"][number]["kind"];
    offeringId: string | null;
    costPerMonth: number;
    storagePriced: boolean | null;
  }[];
  /** Cash payback, rent paid by the month (a commitment too): the month, or not within the horizon. */
  payback: PaybackJson;
  /** Cash payback counting what the machine would sell for each month. */
  paybackNetOfResale: PaybackJson;
  /** The last month payback is searched in, ⌊12 × years⌋. */
  paybackLastMonthSearched: number;
  /**
   * The used-market haircut behind the net-of-resale figures, whether the data gave it, and how
   * the machine is resold (`from`, `-p resale=`).
   */
  resale: ScenarioResults["resale"] & { from: ResaleJson };
  /** The commitment of a monthly or reserved offering; `null` when billed by the hour. */
  commitment:
    | { minimumMonths: number; monthsPaid: number; costPerMonth: number; total: number }
    | null;
  /** Spot's billed and calendar hours; `null` unless the scenario gives a rate and the data a spot offering. */
  spot: (Omit<SpotResults, "stopsPaying"> & { stopsPaying: StopsPayingJson | null }) | null;
  /** The hybrid fleet for the scenario's demand profile, money in `currency`; `null` when it names none. */
  hybrid:
    | (
      & Omit<Extract<HybridResults, { kind: "fleet" }>, "overflowProvider" | "overflowPricingModel">
      & {
        /** The offering renting the overflow, named as the reports name it in English. */
        overflowLabel: string;
        bestOwnedGpus: number;
        allRented: FleetCost;
        allOwned: FleetCost;
      }
    )
    | (Extract<HybridResults, { kind: "unavailable" }> & {
      /** `why` in words, in the run's language. */
      reason: string;
    })
    | null;
  /** The cheapest way to rent the scenario's hours among the offerings it rents from, beside owning. */
  cheapest: {
    accepts: CheapestWay["accepts"];
    noneAccepted: boolean;
    best: CheapestWay["best"];
    own: number;
    way: WayJson;
    scenarioOffering: WayJson;
    breakEven: BreakEvenJson;
    weighed: WayJson[];
  };
  /** The case's one answer: its demand, the cheapest way to meet it, the verdict (`answer_json.ts`). */
  answer: AnswerJson;
  /**
   * The fleet as a portfolio of tiers sized together for the demand profile the case names
   * (`portfolio_json.ts`); `null` for a case naming none, or stating a work.
   */
  portfolio: PortfolioJson | null;
  /** The ranking of the job `-p job=` names; absent without one. */
  job?: JobRankingJson;
  /** Every commitment of the data and the utilisation above which it costs less (`commitments_json.ts`). */
  commitments: CommitmentJson[];
}

/** One of document 000's sums in `calc --json`, in the display currency. */
export interface DocumentSumJson {
  /** B11: the purchase counted twice, as the document sums it. */
  countedTwice: number;
  /** B14: the purchase counted once, its residual value credited. */
  summedOnce: number;
}

/**
 * How the machine is resold: by its rule (`residualFraction` of the purchase left after
 * `residualYears`, `resaleHaircut` lost at once; `asked` "market" when the table has no row of
 * the GPU model), or by the used market (the shares of the price new read at the horizon's start,
 * `null` when bought, and at its end, and the rows of `used_prices.csv` they were read from).
 */
export type ResaleJson =
  | {
    kind: "rule";
    asked: "rule" | "market";
    gpuModel: string;
    residualFraction: number;
    residualYears: number;
    resaleHaircut: number;
  }
  | {
    kind: "market";
    gpuModel: string;
    start: MarketShare | null;
    end: MarketShare;
    heldFlat: boolean;
    rows: { row: number; ageYears: number; shareOfNew: number; source: string; asOf: string }[];
  };

/** {@linkcode ResaleJson} of a case's resale. */
export function resaleJson(b: ResaleBasis): ResaleJson {
  if (b.kind === "rule") return { ...b };
  return {
    kind: "market",
    gpuModel: b.gpuModel,
    start: b.market.start ?? null,
    end: b.market.end,
    heldFlat: b.market.heldFlat,
    rows: b.rows.map((r) => ({
      row: r.row,
      ageYears: r.ageYears,
      shareOfNew: r.shareOfNew,
      source: r.source,
      asOf: r.asOf.text,
    })),
  };
}

/** `calc --json`: the fields the module's documentation lists, money in `c.money`. */
export function calcJson(c: Calculation): CalcJson {
  const { results: r, money, parameters } = c;
  const t = r.consistent.tco;
  const rate = money.cnyPerUnit;
  const sums = c.documentCase ? documentSums() : undefined;
  const sumIn = (x: DocumentSum | null) =>
    x === null
      ? null
      : { countedTwice: x.countedTwiceCny / rate, summedOnce: x.summedOnceCny / rate };
  return {
    version: CALC_JSON_VERSION,
    scenario: r.scenario,
    description: r.description,
    parameters,
    usedHoursPerDay: r.usedHoursPerDay,
    horizonYears: r.horizonYears,
    work: r.work,
    currency: money.currency,
    cnyPerUnit: rate,
    fxDate: c.fxDate,
    discountRate: r.presentValue.discountRate,
    tco: {
      documentMethod: r.documentMethod.tco / rate,
      consistent: {
        own: inUnits(t.own, rate),
        rent: inUnits(t.rent, rate),
        ownMinusRent: t.ownMinusRent / rate,
      },
      presentValue: inUnits({ ...r.presentValue.tco }, rate),
    },
    breakEven: {
      documentMethod: breakEvenJson(r.documentMethod.breakEven, money),
      consistent: breakEvenJson(r.consistent.breakEven, money),
      presentValue: breakEvenJson(r.presentValue.breakEven, money),
    },
    afterTax: afterTaxJson(r.afterTax, money, breakEvenJson(r.afterTax.breakEven, money)),
    document: sums === undefined
      ? null
      : { asPrinted: sumIn(sums.asPrinted), exact: sumIn(sums.exact) },
    hoursPerMonth: r.hoursPerMonth,
    monthly: r.monthly.map((m) => ({
      label: monthlyLabel(m, money.lang),
      kind: m.kind,
      offeringId: m.offeringId ?? null,
      costPerMonth: m.cost / rate,
      // owning keeps no cloud storage: null; an option without a storage price: false
      storagePriced: m.storagePriced ?? null,
    })),
    payback: paybackJson(r.payback, money),
    paybackNetOfResale: paybackJson(r.paybackNetOfResale, money),
    paybackLastMonthSearched: r.paybackLastMonthSearched,
    resale: { ...r.resale, from: resaleJson(c.resale) },
    commitment: r.commitment === null ? null : {
      minimumMonths: r.commitment.minimumMonths,
      monthsPaid: r.commitment.monthsPaid,
      costPerMonth: r.commitment.cnyPerMonth / rate,
      total: r.commitment.totalCny / rate,
    },
    spot: spotJson(r.spot, money),
    hybrid: hybridJson(r.hybrid, money),
    cheapest: {
      accepts: r.cheapest.accepts,
      noneAccepted: r.cheapest.noneAccepted,
      best: r.cheapest.best,
      own: r.cheapest.ownCny / rate,
      way: wayJson(r.cheapest.cheapest, rate, money.lang),
      scenarioOffering: wayJson(r.cheapest.scenarioWay, rate, money.lang),
      breakEven: breakEvenJson(r.cheapest.breakEven, money),
      weighed: r.cheapest.weighed.map((w) => wayJson(w, rate, money.lang)),
    },
    answer: answerJson(r.answer, money),
    portfolio: portfolioJson(c.portfolio, money),
    ...(c.job === undefined ? {} : { job: jobRankingJson(c.job, rate) }),
    commitments: commitmentsJson(c.commitments, money),
  };
}

/** A way to rent in `calc --json`: its offering, label, region and cost over the horizon. */
function wayJson(w: WayToRent, rate: number, lang: Money["lang"]): WayJson {
  return {
    offeringId: w.offering.id,
    label: optionLabel(w.offering, lang),
    region: w.offering.region,
    gpuModel: w.offering.gpuModel,
    speed: w.terms.rentSpeed,
    storage: w.storage.kind,
    total: w.totalCny / rate,
  };
}
