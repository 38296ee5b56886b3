/**
 * `deno task calc [--scenario NAME] [-p NAME=VALUE ...] [--params FILE] [--currency CODE]
 * [--data DIR] [--json]`: a scenario's headline results (by default the workbook's default
 * scenario, as the reports), with the same parameters as
 * `deno task report`. Money, given and printed, is in `--currency`, else the scenario's currency.
 *
 * The consistent model's answer is the headline. Document 000's own sums (which count the
 * purchase twice) are printed only for the document's case, as printed and exact.
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
 * - `tco.consistent.own` / `tco.consistent.cloud`: item → money over the horizon, undiscounted
 *   with the opportunity cost of the capital as an item (the document's convention)
 * - `tco.presentValue`: `{own, cloud, ownMinusCloud}`, every cash flow discounted month by month
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
 * - `resale`: `{haircut, haircutAssumed}`, the used-market haircut behind the net-of-resale figures
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
 *   allRented, breakEvenUtilization}` (`costs`: every fleet size in whole machines of
 *   `machineGpus` GPUs, from 0 to the first covering the peak, each `{owned, machines, own, rent,
 *   total, servedByOwned}`, money over the horizon) or `{kind: "unavailable", profile, why,
 *   reason}` (`why`: `{kind: "noHourlyOffering", gpuModel}`, `reason` its words);
 *   `null` otherwise
 * - `afterTax`: what the buyer pays today after tax and financing, beside `tco.presentValue`
 *   (fields: `lib/cli/after_tax.ts`)
 *
 * @module
 */
import { CALC_JSON_VERSION } from "./json_version.ts";
import { afterTaxHead, type AfterTaxJson, afterTaxJson, afterTaxRows } from "./after_tax.ts";
import type { FleetCost } from "../model/hybrid.ts";
import { SPOT_REASON_MONEY, type SpotStopsPaying } from "../model/spot.ts";
import type { PresentValue, Tco } from "../model/cost.ts";
import {
  type CheapestWay,
  type HybridResults,
  type ScenarioResults,
  scenarioResults,
  type SpotResults,
  type WayToRent,
} from "../scenario.ts";
import { langOf, parametersHelp, type ParameterValues } from "../params.ts";
import { type DatasetJobRanking, rankDatasetJob } from "../scenario/jobs.ts";
import { DEFAULT_SCENARIO_ID } from "../defaults.ts";
import type { Dataset } from "../data/load.ts";
import { PARAMETER_OPTIONS, parametersFromCommandLine, withCase } from "./parameters.ts";
import { calcJob, isJobCommand } from "./job.ts";
import { calcWork, isWorkCommand } from "./work.ts";
import { parseCommandLine, runTask } from "./main.ts";
import { datasetOrExit } from "./dataset.ts";
import { twoColumns } from "./columns.ts";
import { formatMoney, formatNumber, type Money } from "../present/format.ts";
import {
  sayBreakEvenReason,
  sayHybridUnavailable,
  sayPaybackReason,
  saySpotAtRate,
  saySpotReason,
  sayStopsPaying,
} from "../present/findings.ts";
import { sayWork, storageNote } from "../present/cheapest.ts";
import { words } from "../words/messages.ts";
import { monthlyLabel, optionLabel, overflowLabel } from "../present/labels.ts";
import {
  type BreakEven,
  breakEvenHoursFixedTco,
  type Payback,
  REASON_MONEY,
} from "../model/breakeven.ts";
import { DOCUMENT_000, documentInputsFrom } from "../model/document.ts";
import {
  type DocumentSum,
  type DocumentSums,
  documentSums,
  isDocumentCase,
} from "../model/document_sums.ts";

const HELP =
  `deno task calc [--scenario NAME] [options]: a scenario's headline results, as text or JSON

  --scenario NAME     the scenario (an id in scenarios.csv; default ${DEFAULT_SCENARIO_ID})
  --job ID            rank one job of jobs.csv by cost on every offering and machine instead
                      (deno task calc --job ID [--scenario NAME] [--json])
  --work [ID]         price a work of work.csv (or the one -p model_params, tokens or
                      tokens_per_day state) on every offering and machine instead
  -p NAME=VALUE       set a parameter (repeatable; the list is below)
  --params FILE       parameters from a file: JSON {"hours_per_day": 6} or YAML lines hours_per_day: 6
  --currency CODE     money given and printed in this currency (default: the scenario's)
  --data DIR          the price data folder (default: data)
  --json              print JSON (money in the currency it states)
  -h, --help          this text

The cloud's price and its yearly change (cloud_price, cloud_price_change) set the scenario's own
offering; every other option keeps its own row's price and trend.

Parameters (money in --currency):
${parametersHelp()}`;

/** A break-even in calc's words; with `money`, a `never` or `always` says why in its currency. */
const say = (b: BreakEven, money?: Money) =>
  b.kind === "hours"
    ? `owning cheaper ${b.ownCheaper} ${formatNumber(b.breakEvenHoursPerDay, 2)} h/day`
    : `${
      b.kind === "always"
        ? "owning cheaper at any hours a day"
        : "owning never cheaper, even at 24 h/day"
    }${money === undefined ? "" : ` (${sayBreakEvenReason(b.why, money)})`}`;
const note = (text: string) => text === "" ? "" : ` (${text})`;
const noneAccepted = words("en").notebooks.cheapest.noneAccepted;
const wayText = (w: WayToRent) =>
  `${optionLabel(w.offering, "en")} (${w.offering.id}, ${w.offering.gpuModel}${
    w.terms.cloudSpeed === 1 ? "" : ` at ${formatNumber(w.terms.cloudSpeed, 2)}× the owned GPU`
  })`;
const sayPay = (p: Payback) => p.kind === "month" ? `month ${p.month}` : "not within the horizon";

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

/**
 * `why` with its money fields (CNY, as `fields` lists them for its kind) divided by `cnyPerUnit`:
 * a typed reason in the display currency.
 */
function whyIn<W extends { kind: string }>(
  why: W,
  fields: Readonly<Record<W["kind"], readonly string[]>>,
  cnyPerUnit: number,
): W {
  const money = new Set<string>(fields[why.kind as W["kind"]]);
  return Object.fromEntries(
    Object.entries(why as Record<string, unknown>).map((
      [k, v],
    ) => [k, money.has(k) ? (v as number) / cnyPerUnit : v]),
  ) as W;
}

/** A break-even in `calc --json`: its typed reason in the display currency, and in words. */
export type BreakEvenJson = BreakEven & {
  /** `why` in words, in the run's language and currency. */
  reason: string;
};

/** A break-even in `calc --json`, money in `money`'s currency, its reason also in words. */
function breakEvenJson(b: BreakEven, money: Money): BreakEvenJson {
  return {
    ...b,
    why: whyIn(b.why, REASON_MONEY, money.cnyPerUnit),
    reason: sayBreakEvenReason(b.why, money),
  } as BreakEvenJson;
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

/** What calc computes for one command line: a scenario's results, in the money it prints. */
export interface Calculation {
  /** The scenario's results with the parameters applied. */
  results: ScenarioResults;
  /** The currency money is printed in (`--currency`, else the scenario's), in the run's language (`--lang`). */
  money: Money;
  /** The parameters given, as the JSON's `parameters` echoes them. */
  parameters: ParameterValues;
  /** Whether the inputs are document 000's case, whose own sums are printed beside the model's. */
  documentCase: boolean;
  /** The day whose rates converted every price (`fx_date`, else the day the data was loaded). */
  fxDate: string;
  /** The ranking of the job `-p job=` names, under the scenario as applied; `undefined` without one. */
  job?: DatasetJobRanking;
  /** GB of cloud storage the case keeps (a way whose storage is not priced says so). */
  storageGb: number;
}

/**
 * The scenario of `parameters.scenario` (else the default `--help` states, or the first of the
 * data's own folder) with the parameters applied, in `parameters.currency` (else the
 * scenario's). An unknown scenario or an input out of range is an {@linkcode InputError}.
 */
export function calculate(dataset: Dataset, parameters: ParameterValues): Calculation {
  return withCase("calculate", dataset, parameters, (c) => {
    const money: Money = {
      currency: c.currency,
      cnyPerUnit: c.cnyPerUnit,
      lang: langOf(parameters),
    };
    const job = typeof parameters.job === "string"
      ? rankDatasetJob(c.dataset, parameters.job, c.applied)
      : undefined;
    return {
      results: scenarioResults(c.applied),
      job,
      money,
      parameters,
      documentCase: isDocumentCase(documentInputsFrom(c.applied.inputs)),
      fxDate: dataset.fxDate,
      storageGb: c.applied.inputs.storageGb,
    };
  });
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
    consistent: { own: Tco["own"]; cloud: Tco["cloud"]; ownMinusCloud: number };
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
  /** The used-market haircut behind the net-of-resale figures, and whether the data gave it. */
  resale: ScenarioResults["resale"];
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
  /** The ranking of the job `-p job=` names; absent without one. */
  job?: JobRankingJson;
}

/** One of document 000's sums in `calc --json`, in the display currency. */
export interface DocumentSumJson {
  /** B11: the purchase counted twice, as the document sums it. */
  countedTwice: number;
  /** B14: the purchase counted once, its residual value credited. */
  summedOnce: number;
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
        cloud: inUnits(t.cloud, rate),
        ownMinusCloud: t.ownMinusCloud / rate,
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
    resale: r.resale,
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
    ...(c.job === undefined ? {} : { job: jobRankingJson(c.job, rate) }),
  };
}

/** The first rows of a job's ranking in `calc --json` (`-p job=`). */
export const JOB_TOP = 10;

/** One way to run the job in `calc --json`'s `job`, money in the display currency. */
export interface JobWayJson {
  /** The offering's or the machine's id. */
  id: string;
  /** Whether it is rented or the owned machine. */
  kind: DatasetJobRanking["ranking"]["rows"][number]["kind"];
  /** Its name as the reports show it. */
  label: string;
  /** GPUs the job runs on. */
  gpusUsed: number;
  /** Hours the job takes. */
  hours: number;
  /** What the job costs that way, in the display currency. */
  cost: number;
  /**
   * What that cost pays for: the `hours` it runs, a whole `term` bought for it, its hours of a
   * commitment the case already holds (`held`), or its `share` of an owned machine.
   */
  charge: DatasetJobRanking["ranking"]["rows"][number]["charge"];
  /** Whether no other way is both cheaper and faster. */
  pareto: boolean;
  /** Whether it finishes within the job's deadline; `null` when the job has none. */
  withinDeadline: boolean | null;
}

/** `calc --json`'s `job`: the ranking of one job, money in the display currency. */
export interface JobRankingJson {
  /** The job's id in `jobs.csv`. */
  id: string;
  /** The unit of the workload's throughput. */
  unit: string;
  /** How many ways were ranked. */
  ways: number;
  /** The cheapest way's id, or why there is none: no way runs the job, or none within its deadline. */
  cheapest: { kind: "found"; id: string } | { kind: "none"; reason: "no-way" | "deadline" };
  /** The fastest way's id, or why there is none. */
  fastest: JobRankingJson["cheapest"];
  /** The first rows by cost. */
  top: JobWayJson[];
  /** The ways on the Pareto front of cost against time. */
  pareto: JobWayJson[];
}

/**
 * `calc --json`'s `job`: the job, its cheapest and fastest ways, the first {@linkcode JOB_TOP}
 * rows by cost and the Pareto front of cost against time, money in the display currency.
 */
export function jobRankingJson(r: DatasetJobRanking, rate: number): JobRankingJson {
  const row = (x: DatasetJobRanking["ranking"]["rows"][number]): JobWayJson => ({
    id: x.id,
    kind: x.kind,
    label: x.label,
    gpusUsed: x.gpusUsed,
    hours: x.hours,
    cost: x.cny / rate,
    charge: x.charge,
    pareto: x.pareto,
    withinDeadline: x.withinDeadline,
  });
  const pick = (p: DatasetJobRanking["ranking"]["cheapest"]): JobRankingJson["cheapest"] =>
    p.kind === "found" ? { kind: p.kind, id: p.row.id } : { kind: p.kind, reason: p.reason };
  return {
    id: r.job.id,
    unit: r.unit,
    ways: r.ranking.rows.length,
    cheapest: pick(r.ranking.cheapest),
    fastest: pick(r.ranking.fastest),
    top: r.ranking.rows.slice(0, JOB_TOP).map(row),
    pareto: r.ranking.pareto.map(row),
  };
}

/** A way to rent in `calc --json`: its offering, label, region and cost over the horizon. */
function wayJson(w: WayToRent, rate: number, lang: Money["lang"]): WayJson {
  return {
    offeringId: w.offering.id,
    label: optionLabel(w.offering, lang),
    region: w.offering.region,
    gpuModel: w.offering.gpuModel,
    speed: w.terms.cloudSpeed,
    storage: w.storage.kind,
    total: w.totalCny / rate,
  };
}

/**
 * `calc` without `--json`: two columns, a figure a row, money in `c.money`; a break-even that is
 * never or always says why. The text is English whatever the run's language.
 */
export function calcText(c: Calculation): string {
  const { results: r } = c;
  const money: Money = { ...c.money, lang: "en" };
  const t = r.consistent.tco;
  const rate = money.cnyPerUnit;
  const m = (cny: number) => formatMoney(cny, money);
  const years = formatNumber(r.horizonYears, 1);
  const pv = `present value at ${formatNumber(r.presentValue.discountRate * 100, 1)} %`;
  const rows: [string, string][] = [
    ["Scenario", `${r.scenario}: ${r.description}`],
    [
      "Money",
      `${money.currency}${
        money.currency === "CNY" ? "" : ` at ${formatNumber(rate, 4)} CNY per ${money.currency}`
      }; every price converted once, at the latest rate of fx.csv on or before ${c.fxDate}`,
    ],
    ["Hours used", `${formatNumber(r.usedHoursPerDay, 2)} h/day over ${years} years`],
    ["Work", sayWork(r.work)],
    ...afterTaxHead(r.afterTax, money),
    [
      "Cheapest at these hours",
      `${r.cheapest.best === "own" ? "owning" : `renting ${wayText(r.cheapest.cheapest)}`}: ${
        m(Math.min(r.cheapest.ownCny, r.cheapest.cheapest.totalCny))
      } over ${years} years`,
    ],
    [
      "Cheapest way to rent",
      `${wayText(r.cheapest.cheapest)}: ${m(r.cheapest.cheapest.totalCny)}${
        note(storageNote(r.cheapest.cheapest, c.storageGb))
      }, ${
        r.cheapest.noneAccepted
          ? noneAccepted(r.cheapest.accepts.join(", "))
          : `the cheapest of ${r.cheapest.weighed.length} offerings that can do the machine's work (${
            r.cheapest.accepts.length > 0 ? `from ${r.cheapest.accepts.join(", ")}` : "any region"
          })`
      }`,
    ],
    ["Owning against the cheapest way", say(r.cheapest.breakEven, money)],
    ["Break-even", say(r.consistent.breakEven, money)],
    ["Against", `the scenario's own offering, ${wayText(r.cheapest.scenarioWay)}`],
    [`TCO over ${years} years: own`, m(t.own.total)],
    [`TCO over ${years} years: rent`, m(t.cloud.total)],
    [`Break-even, ${pv}`, say(r.presentValue.breakEven, money)],
    [`TCO, ${pv}: own`, m(r.presentValue.tco.own)],
    [`TCO, ${pv}: rent`, m(r.presentValue.tco.cloud)],
    ...afterTaxRows(r.afterTax, money, pv, (b) => say(b, money)),
    ...r.monthly.map((x): [string, string] => [
      `Monthly at ${formatNumber(r.hoursPerMonth)} h: ${monthlyLabel(x, "en")}`,
      m(x.cost),
    ]),
    ["Payback (cash)", sayPay(r.payback)],
    ["Payback net of resale", sayPay(r.paybackNetOfResale)],
    ...(r.spot === null ? [] : [
      [
        `Spot (${r.spot.offeringId})`,
        `interrupted ${
          r.spot.hoursBetweenInterruptions === null ? "never" : `every ${
            formatNumber(
              r.spot.hoursBetweenInterruptions,
              r.spot.hoursBetweenInterruptions >= 100 ? 0 : 1,
            )
          } h`
        }; ${formatNumber(r.spot.billedPerUsefulHour, 3)} billed and ${
          formatNumber(r.spot.calendarHoursPerUsefulHour, 3)
        } calendar hours per useful hour`,
      ],
      [
        `Spot: time to finish ${formatNumber(r.hoursPerMonth)} useful h`,
        `${formatNumber(r.spot.hoursToFinishMonth)} h`,
      ],
      [
        "Spot stops paying against on demand",
        r.spot.stopsPaying === null
          ? "no on-demand price to weigh it against"
          : r.spot.stopsPaying.kind === "interval"
          ? sayStopsPaying(r.spot.stopsPaying)
          : `${sayStopsPaying(r.spot.stopsPaying)} (${
            saySpotReason(r.spot.stopsPaying.why, money)
          })`,
      ],
      ...(r.spot.costShareOfOnDemand === null ? [] : [[
        "Spot at this rate",
        saySpotAtRate(r.spot.costShareOfOnDemand, {
          pair: r.spot.onDemandOfferingId === null
            ? undefined
            : { spot: r.spot.offeringId, onDemand: r.spot.onDemandOfferingId },
        }),
      ]]),
    ] as [string, string][]),
    ...(r.hybrid === null || r.hybrid.kind !== "fleet" ? [] : [[
      "Hybrid fleet: cheapest",
      `own ${r.hybrid.best.owned} GPU${
        r.hybrid.best.owned === 1 ? "" : "s"
      } (${r.hybrid.best.machines} machine${
        r.hybrid.best.machines === 1 ? "" : "s"
      } of ${r.hybrid.machineGpus}), rent the rest on ${overflowLabel(r.hybrid, "en")}: ${
        m(r.hybrid.best.total)
      } (own all ${m(r.hybrid.costs[r.hybrid.costs.length - 1]!.total)}, rent all ${
        m(r.hybrid.costs[0]!.total)
      })`,
    ] as [string, string]]),
    ...(c.documentCase ? documentRows(documentSums(), m) : []),
  ];
  return twoColumns(rows);
}

if (import.meta.main) {
  await runTask("calc", async () => {
    if (isJobCommand(Deno.args)) return await calcJob(Deno.args); // --job: lib/cli/job.ts
    if (isWorkCommand(Deno.args)) return await calcWork(Deno.args); // --work: lib/cli/work.ts
    const { values } = parseCommandLine("calc", Deno.args, {
      data: { type: "string", default: "data" },
      json: { type: "boolean", default: false },
      ...PARAMETER_OPTIONS,
    });
    const parameters = await parametersFromCommandLine("compute", values);
    const fxDate = typeof parameters.fx_date === "string" ? parameters.fx_date : undefined;
    const c = calculate(
      await datasetOrExit(values.data, { fxDate, lang: langOf(parameters) }),
      parameters,
    );
    console.log(values.json ? JSON.stringify(calcJson(c), null, 2) : calcText(c));
  }, { help: HELP });
}

/**
 * Document 000's own sums, for the document's case only: B11 counts the purchase twice; B14
 * sums it once; B13 holds the total fixed while the hours vary.
 */
function documentRows(sums: DocumentSums, m: (cny: number) => string): [string, string][] {
  const printed = sums.asPrinted!;
  const { years, cloudCnyPerHour } = DOCUMENT_000;
  return [
    [
      "Document 000's TCO (B11)",
      `${m(printed.countedTwiceCny)} as printed, ${
        m(sums.exact.countedTwiceCny)
      } exact: the document's way of summing, which counts the purchase twice`,
    ],
    [
      "Document 000 summed once (B14)",
      `${m(printed.summedOnceCny)} as printed, ${
        m(sums.exact.summedOnceCny)
      } exact (the TCO of owning above)`,
    ],
    [
      "Document 000's break-even (B13)",
      `${say(breakEvenHoursFixedTco(printed.countedTwiceCny, years, cloudCnyPerHour))}, ` +
      "holding its doubled total fixed while the hours vary",
    ],
  ];
}
