/**
 * The cost-item registry: one record per cost item of the one cost model (`cost.ts`), saying
 * which side pays it, whether it is a fixed amount or an amount per machine-hour used, when it is
 * paid, which line of the TCO it is shown in, whether the document counts it, and the inputs its
 * formula reads. The line sums, the present-value lines, `Tco`, `tcoItems()`, the list of the
 * other costs, the inputs the tornado varies for them, their colours and their words are derived
 * from these records, and each record holds its formula, the one place it is written
 * (`costItemsOfVector()` in `cost.ts` fills the vector from them).
 *
 * The costs the documents name beside hardware and rent (people, site, data transfer, failures,
 * a cloud price that moves) are {@linkcode OTHER_COSTS}: a scenario that leaves their inputs blank
 * counts none of them.
 *
 * This file imports only the declarations of `cost_inputs.ts` and the spot function of `spot.ts`,
 * so that `inputs.ts` can read it.
 *
 * @module
 */
import {
  type CostInputs,
  HOURS_PER_MONTH,
  HOURS_PER_YEAR,
  INPUT_INDEX,
  type InputName,
} from "./cost_inputs.ts";
import { interruptionOverhead } from "./spot.ts";

/** Who pays an item: the owner of the machine, or the renter of the cloud GPU. */
export type Side = "own" | "rent";

/**
 * When an item is paid, which is how the present-value view discounts it:
 * - `upFront`: now, with the purchase;
 * - `atEnd`: at the end of the horizon (the resale);
 * - `committed`: month by month over the months committed, at that month's price;
 * - `trended`: month by month over the horizon, at that month's cloud price;
 * - `monthly`: month by month over the horizon;
 * - `never`: not a cash flow (the cost of capital, which discounting is).
 */
export type Paid = "upFront" | "atEnd" | "committed" | "trended" | "monthly" | "never";

/** The order the present-value lines add the items paid at each time in (see `cost.ts`). */
export const PAID_ORDER: readonly Paid[] = [
  "upFront",
  "atEnd",
  "committed",
  "trended",
  "monthly",
  "never",
];

/**
 * The costs the documents name beside hardware and rent, by the word `hidden_costs.csv` names
 * each with: the inputs it reads (0 = not counted), and which of them the tornado and the Monte
 * Carlo vary when it counts (`varied`, in the order they are varied).
 */
export const OTHER_COSTS = {
  people: {
    inputs: ["ownOpsHoursPerMonth", "rentOpsHoursPerMonth", "labourCnyPerHour"],
    varied: (x: CostInputs): InputName[] => [
      ...(x.ownOpsHoursPerMonth + x.rentOpsHoursPerMonth > 0 && x.labourCnyPerHour > 0
        ? ["labourCnyPerHour" as const]
        : []),
      ...(x.ownOpsHoursPerMonth > 0 ? ["ownOpsHoursPerMonth" as const] : []),
      ...(x.rentOpsHoursPerMonth > 0 ? ["rentOpsHoursPerMonth" as const] : []),
    ],
  },
  site: {
    inputs: ["siteSetupCny", "siteCnyPerKwMonth"],
    varied: (x: CostInputs): InputName[] => x.siteCnyPerKwMonth > 0 ? ["siteCnyPerKwMonth"] : [],
  },
  transfer: {
    inputs: [
      "transferInGbPerMonth",
      "transferOutGbPerMonth",
      "ingressCnyPerGb",
      "egressCnyPerGb",
      "bandwidthMbps",
    ],
    varied: (x: CostInputs): InputName[] => [
      ...(x.transferInGbPerMonth > 0 ? ["transferInGbPerMonth" as const] : []),
      ...(x.transferOutGbPerMonth > 0 ? ["transferOutGbPerMonth" as const] : []),
      ...(x.transferOutGbPerMonth > 0 && x.egressCnyPerGb > 0 ? ["egressCnyPerGb" as const] : []),
    ],
  },
  failures: {
    inputs: ["gpuFailuresPerYear", "repairShare", "downtimeHoursPerFailure"],
    varied: (x: CostInputs): InputName[] => x.gpuFailuresPerYear > 0 ? ["gpuFailuresPerYear"] : [],
  },
  // no item of its own: it changes the price of every item the cloud price sets
  price_trend: {
    inputs: ["cloudPriceChangePerYear"],
    varied: (x: CostInputs): InputName[] =>
      x.cloudPriceChangePerYear !== 0 ? ["cloudPriceChangePerYear"] : [],
  },
} as const satisfies Record<
  string,
  { inputs: readonly InputName[]; varied: (x: CostInputs) => InputName[] }
>;

/** One of the costs beside hardware and rent. */
export type OtherCost = keyof typeof OTHER_COSTS;

/** The other costs in the order the documents name them. */
export const OTHER_COST_NAMES = Object.keys(OTHER_COSTS) as OtherCost[];

/**
 * What the formulas of several items share, worked out once per input vector by
 * {@linkcode basisOf}: CNY, years and months of the horizon.
 */
export interface Basis {
  /** Whether the rented GPU is billed by the month committed (else by the hour used). */
  committed: boolean;
  /** The horizon, years (0 when not above 0). */
  years: number;
  /** The horizon, months: 12 × years. */
  months: number;
  /** Whether the machine is already owned (`alreadyOwned`): its purchase sunk. */
  owned: boolean;
  /**
   * Bought: purchase + host share, CNY. Already owned: what the machine sells for today, given up
   * by keeping it ({@linkcode usedValue} at its age; the host share is worth nothing used).
   */
  capital: number;
  /** The site's one-time set-up, CNY: 0 when the machine is already owned (done and sunk). */
  siteSetup: number;
  /** Energy at the wall, CNY per kWh: PUE × electricity price. */
  energyPrice: number;
  /** All the instance's GPUs an hour at the cloud price, CNY. */
  gpuPrice: number;
  /** The horizon's rent over its rent at a flat price ({@linkcode priceTrendFactor}). */
  trend: number;
  /** Committed billing: the months paid ({@linkcode committedMonthsOf}); else 0. */
  paidMonths: number;
  /** Committed billing: the paid months' rent over their rent at a flat price; else 1. */
  paidTrend: number;
  /**
   * Committed billing: the GPUs a commitment holds to do the owned machine's work at any hour,
   * in whole GPUs: ⌈gpuCount ÷ cloudSpeed⌉ (eight GPUs half as fast hold sixteen, an H100 2.9
   * times a 3090's does one 3090's work); else 0.
   */
  committedGpus: number;
  /** Hourly billing: extra billed hours per useful hour from spot interruptions (`spot.ts`); else 0. */
  interrupted: number;
}

/**
 * The whole GPUs a commitment holds to do the owned machine's work at any hour: ⌈gpuCount ÷
 * cloudSpeed⌉ (the basis's `committedGpus`).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { committedGpusOf } from "./cost_items.ts";
 *
 * // eight H100s' work on A100s 0.534 times as fast: 15 A100s
 * assert.equal(committedGpusOf({ gpuCount: 8, cloudSpeed: 1396 / 2616 }), 15);
 * assert.equal(committedGpusOf({ gpuCount: 1, cloudSpeed: 2.89 }), 1);
 * ```
 */
export function committedGpusOf(x: { gpuCount: number; cloudSpeed: number }): number {
  return Math.ceil(x.gpuCount / x.cloudSpeed - 1e-9 * x.gpuCount);
}

/** A basis to fill (all 0). */
export function emptyBasis(): Basis {
  return {
    committed: false,
    years: 0,
    months: 0,
    owned: false,
    capital: 0,
    siteSetup: 0,
    energyPrice: 0,
    gpuPrice: 0,
    trend: 1,
    paidMonths: 0,
    paidTrend: 1,
    committedGpus: 0,
    interrupted: 0,
  };
}

const I = INPUT_INDEX;

/** Fills `out` with the basis of input vector `v` under the billing `committed`. */
export function basisOf(v: Float64Array, committed: boolean, out: Basis = emptyBasis()): Basis {
  const years = v[I.horizonYears]! > 0 ? v[I.horizonYears]! : 0;
  const months = 12 * years;
  const change = v[I.cloudPriceChangePerYear]!;
  out.committed = committed;
  out.years = years;
  out.months = months;
  out.owned = v[I.alreadyOwned]! > 0;
  out.capital = out.owned
    ? usedValue(
      v[I.purchaseCny]!,
      v[I.residualFraction]!,
      v[I.residualYears]!,
      v[I.resaleHaircut]!,
      v[I.ownedAgeYears]!,
    )
    : v[I.purchaseCny]! + v[I.hostShareCny]!;
  out.siteSetup = out.owned ? 0 : v[I.siteSetupCny]!;
  out.energyPrice = v[I.pue]! * v[I.electricityCnyPerKwh]!;
  out.gpuPrice = v[I.gpuCount]! * v[I.cloudCnyPerGpuHour]!;
  out.trend = priceTrendFactor(change, months);
  out.paidMonths = committed ? committedMonthsOf(years, v[I.cloudMinimumMonths]!) : 0;
  out.paidTrend = committed ? priceTrendFactor(change, out.paidMonths) : 1;
  out.committedGpus = committed
    ? committedGpusOf({ gpuCount: v[I.gpuCount]!, cloudSpeed: v[I.cloudSpeed]! })
    : 0;
  out.interrupted = committed ? 0 : interruptionOverhead(
    v[I.cloudInterruptionsPerHour]!,
    v[I.checkpointIntervalHours]!,
    v[I.checkpointWriteHours]!,
    v[I.restartHours]!,
  );
  return out;
}

/**
 * The horizon's rent over its rent at a flat price: with the price of month m (m = 0, 1, …)
 * price × q^m, q = (1 + g)^(1/12), so that a year t in costs price × (1 + g)^t,
 *
 *   (1/M) Σ_{m=0}^{M−1} q^m = (q^M − 1) / (M (q − 1)),
 *
 * 1 at g = 0 or at no month. Written with expm1 and log1p to keep small changes exact.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { priceTrendFactor } from "./cost_items.ts";
 *
 * // three years at −25 % a year cost 67.8 % of the flat price
 * assert.equal(priceTrendFactor(-0.25, 36).toFixed(3), "0.678");
 * ```
 */
export function priceTrendFactor(yearlyChange: number, months: number): number {
  if (months <= 0) return 1;
  const l = Math.log1p(yearlyChange) / 12;
  if (Math.abs(l) < 1e-12) return 1 + l * (months - 1) / 2;
  return Math.expm1(months * l) / (months * Math.expm1(l));
}

/**
 * What the hardware sells for `years` after purchase: the purchase price less the used-market
 * haircut, declining at a constant yearly rate to `residualFraction` × purchase at
 * `residualYears`: purchase × s × (f / s)^(years / residualYears), s = max(1 − haircut, f).
 * At 0 years nothing is sold yet and the value is the purchase price.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { residualValue } from "./cost_items.ts";
 *
 * assert.equal(residualValue(9_000, 0.3, 3, 0, 3), 2_700); // B7: 30 % of 9,000 after 3 years
 * // with a 30 % used-market haircut, a month after purchase: 9,000 × 0.7 × (0.3 / 0.7)^(1/36)
 * assert.equal(Math.round(residualValue(9_000, 0.3, 3, 0.3, 1 / 12)), 6_153);
 * ```
 */
export function residualValue(
  purchaseCny: number,
  residualFraction: number,
  residualYears: number,
  resaleHaircut: number,
  years: number,
): number {
  if (years <= 0) return purchaseCny;
  return usedValue(purchaseCny, residualFraction, residualYears, resaleHaircut, years);
}

/**
 * What a used machine sells for at `age` years (0 and more): the resale curve of
 * {@linkcode residualValue}, the used-market haircut taken even at age 0 (a machine owned is a
 * used one). What an already-owned machine gives up by being kept, and fetches at the end.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { usedValue } from "./cost_items.ts";
 *
 * // a 3090 bought for 9,000 CNY, 30 % haircut, 30 % left after 3 years: at 0 and 3 years old
 * assert.equal(usedValue(9_000, 0.3, 3, 0.3, 0), 6_300); // 9,000 × 0.7
 * assert.equal(Math.round(usedValue(9_000, 0.3, 3, 0.3, 3)), 2_700);
 * ```
 */
export function usedValue(
  purchaseCny: number,
  residualFraction: number,
  residualYears: number,
  resaleHaircut: number,
  age: number,
): number {
  if (residualFraction <= 0) return 0;
  const start = Math.max(1 - resaleHaircut, residualFraction);
  return purchaseCny * start * (residualFraction / start) ** (Math.max(0, age) / residualYears);
}

/** Months committed rent is paid for over `years`: the horizon's, at least `minimumMonths` (none at horizon 0). */
export function committedMonthsOf(years: number, minimumMonths: number): number {
  const months = 12 * (years > 0 ? years : 0);
  return months > 0 ? Math.max(months, minimumMonths) : 0;
}

/** One cost item of the model. */
export interface CostItem {
  /** The item's name, its position in `ITEM` (`cost.ts`). */
  readonly key: string;
  /** Who pays it. */
  readonly side: Side;
  /** An amount per machine-hour used (`true`) or a fixed amount over the horizon. */
  readonly perHour: boolean;
  /** When it is paid (see {@linkcode Paid}). */
  readonly paid: Paid;
  /** −1 for an amount credited (the resale), else 1. */
  readonly sign: 1 | -1;
  /** The field of `Tco.own` or `Tco.rent` it is summed into (an item of the TCO tables). */
  readonly tco: string;
  /**
   * The TCO line's key, which the presentation words (`lib/words/messages/costs.ts`) and colours:
   * items of one line share it.
   */
  readonly line: string;
  /** `document` when the document counts it, else the other cost it belongs to. */
  readonly counted: "document" | OtherCost;
  /**
   * The VAT its price holds, which a buyer that deducts input VAT gets back (`tax.ts`): that of
   * goods (`goodsVatDeducted`), of services (`servicesVatDeducted`), or none (wages, the cost of
   * capital).
   */
  readonly vat: "goods" | "services" | "none";
  /**
   * How it reduces taxable profit (`tax.ts`): `equipment`, depreciated by the buyer's schedule;
   * `asPaid`, deducted when paid (a credit such as the resale is taxed when received); `no`, not a
   * cash flow.
   */
  readonly deducted: "equipment" | "asPaid" | "no";
  /** The inputs its formula reads. */
  readonly inputs: readonly InputName[];
  /**
   * Its formula: the amount over the horizon from an input vector (positions of `INPUT_INDEX`)
   * and the basis the items share, CNY, or CNY per machine-hour used when `perHour`; 0 where the
   * billing does not have it.
   */
  readonly amount: (v: Float64Array, b: Basis) => number;
}

/**
 * The cost items, in the order of the vector `costItemsOfVector()` fills (`ITEM` in `cost.ts`).
 * Within a side, a TCO line's items and the lines themselves are summed in this order.
 */
export const COST_ITEMS = [
  /** Purchase + host share, CNY (fixed). */
  {
    key: "capital",
    side: "own",
    perHour: false,
    paid: "upFront",
    sign: 1,
    tco: "depreciation",
    line: "purchaseLessResale",
    counted: "document",
    vat: "goods",
    deducted: "equipment",
    inputs: [
      "purchaseCny",
      "hostShareCny",
      "alreadyOwned",
      "residualFraction",
      "residualYears",
      "resaleHaircut",
      "ownedAgeYears",
    ],
    amount: (_, b) => b.capital,
  },
  /** What the hardware sells for at the end of the horizon, CNY (fixed, credited). */
  {
    key: "resale",
    side: "own",
    perHour: false,
    paid: "atEnd",
    sign: -1,
    tco: "depreciation",
    line: "purchaseLessResale",
    counted: "document",
    vat: "goods",
    deducted: "asPaid",
    inputs: [
      "purchaseCny",
      "residualFraction",
      "residualYears",
      "resaleHaircut",
      "horizonYears",
      "alreadyOwned",
      "ownedAgeYears",
    ],
    // already owned: the value at its age at the end (at horizon 0, its value today: nothing lost)
    amount: (v, b) =>
      b.owned
        ? usedValue(
          v[I.purchaseCny]!,
          v[I.residualFraction]!,
          v[I.residualYears]!,
          v[I.resaleHaircut]!,
          v[I.ownedAgeYears]! + b.years,
        )
        : residualValue(
          v[I.purchaseCny]!,
          v[I.residualFraction]!,
          v[I.residualYears]!,
          v[I.resaleHaircut]!,
          b.years,
        ),
  },
  /** Idle power over all hours of the horizon, CNY (fixed). */
  {
    key: "idleEnergy",
    side: "own",
    perHour: false,
    paid: "monthly",
    sign: 1,
    tco: "electricity",
    line: "electricity",
    counted: "document",
    vat: "goods",
    deducted: "asPaid",
    inputs: ["idlePowerKw", "pue", "electricityCnyPerKwh", "horizonYears"],
    amount: (v, b) => v[I.idlePowerKw]! * HOURS_PER_YEAR * b.years * b.energyPrice,
  },
  /** Energy above idle, CNY per machine-hour used. */
  {
    key: "activeEnergy",
    side: "own",
    perHour: true,
    paid: "monthly",
    sign: 1,
    tco: "electricity",
    line: "electricity",
    counted: "document",
    vat: "goods",
    deducted: "asPaid",
    inputs: ["activePowerKw", "idlePowerKw", "pue", "electricityCnyPerKwh"],
    amount: (v, b) => (v[I.activePowerKw]! - v[I.idlePowerKw]!) * b.energyPrice,
  },
  /** Maintenance over the horizon, CNY (fixed). */
  {
    key: "maintenance",
    side: "own",
    perHour: false,
    paid: "monthly",
    sign: 1,
    tco: "maintenance",
    line: "maintenance",
    counted: "document",
    vat: "goods",
    deducted: "asPaid",
    inputs: ["maintenanceCnyPerYear", "horizonYears"],
    amount: (v, b) => v[I.maintenanceCnyPerYear]! * b.years,
  },
  /** What the capital would have earned, compounded over the horizon, CNY (fixed). */
  {
    key: "costOfCapital",
    side: "own",
    perHour: false,
    paid: "never",
    sign: 1,
    tco: "costOfCapital",
    line: "costOfCapital",
    counted: "document",
    vat: "none",
    deducted: "no",
    inputs: [
      "purchaseCny",
      "hostShareCny",
      "siteSetupCny",
      "costOfCapital",
      "horizonYears",
      "alreadyOwned",
      "ownedAgeYears",
    ],
    amount: (v, b) => (b.capital + b.siteSetup) * ((1 + v[I.costOfCapital]!) ** b.years - 1),
  },
  /** Hourly billing: rent, CNY per machine-hour used. */
  {
    key: "compute",
    side: "rent",
    perHour: true,
    paid: "trended",
    sign: 1,
    tco: "compute",
    line: "cloudCompute",
    counted: "document",
    vat: "services",
    deducted: "asPaid",
    inputs: [
      "gpuCount",
      "cloudCnyPerGpuHour",
      "cloudOverhead",
      "cloudSpeed",
      "cloudInterruptionsPerHour",
      "checkpointIntervalHours",
      "checkpointWriteHours",
      "restartHours",
      "cloudPriceChangePerYear",
      "horizonYears",
    ],
    amount: (v, b) =>
      b.committed
        ? 0
        : b.gpuPrice * (1 + v[I.cloudOverhead]! + b.interrupted) / v[I.cloudSpeed]! * b.trend,
  },
  /** Committed billing: rent for the months paid, the GPUs that do the owned machine's work, CNY (fixed). */
  {
    key: "commitment",
    side: "rent",
    perHour: false,
    paid: "committed",
    sign: 1,
    tco: "commitment",
    line: "commitment",
    counted: "document",
    vat: "services",
    deducted: "asPaid",
    inputs: [
      "gpuCount",
      "cloudCnyPerGpuHour",
      "cloudSpeed",
      "cloudMinimumMonths",
      "cloudPriceChangePerYear",
      "horizonYears",
    ],
    // the GPUs that do the owned machine's work at any hour, held for the months paid
    amount: (v, b) =>
      b.committed
        ? b.committedGpus * v[I.cloudCnyPerGpuHour]! * HOURS_PER_MONTH * b.paidMonths * b.paidTrend
        : 0,
  },
  /** Hourly billing: set-up hours at the GPU price, CNY (fixed). */
  {
    key: "setup",
    side: "rent",
    perHour: false,
    paid: "trended",
    sign: 1,
    tco: "setup",
    line: "setup",
    counted: "document",
    vat: "services",
    deducted: "asPaid",
    inputs: [
      "setupHoursPerMonth",
      "gpuCount",
      "cloudCnyPerGpuHour",
      "cloudPriceChangePerYear",
      "horizonYears",
    ],
    amount: (v, b) => b.committed ? 0 : v[I.setupHoursPerMonth]! * b.months * b.gpuPrice * b.trend,
  },
  /** Storage kept for the horizon, CNY (fixed). */
  {
    key: "storage",
    side: "rent",
    perHour: false,
    paid: "monthly",
    sign: 1,
    tco: "storage",
    line: "storage",
    counted: "document",
    vat: "services",
    deducted: "asPaid",
    inputs: ["storageGb", "storageCnyPerGbHour", "horizonYears"],
    amount: (v, b) => v[I.storageGb]! * v[I.storageCnyPerGbHour]! * HOURS_PER_YEAR * b.years,
  },
  /** People's hours on the owned machine, CNY (fixed). */
  {
    key: "ownPeople",
    side: "own",
    perHour: false,
    paid: "monthly",
    sign: 1,
    tco: "people",
    line: "peopleOwn",
    counted: "people",
    vat: "none",
    deducted: "asPaid",
    inputs: ["ownOpsHoursPerMonth", "labourCnyPerHour", "horizonYears"],
    amount: (v, b) => v[I.ownOpsHoursPerMonth]! * v[I.labourCnyPerHour]! * b.months,
  },
  /** People's hours on the rented side, CNY (fixed). */
  {
    key: "rentPeople",
    side: "rent",
    perHour: false,
    paid: "monthly",
    sign: 1,
    tco: "people",
    line: "peopleRent",
    counted: "people",
    vat: "none",
    deducted: "asPaid",
    inputs: ["rentOpsHoursPerMonth", "labourCnyPerHour", "horizonYears"],
    amount: (v, b) => v[I.rentOpsHoursPerMonth]! * v[I.labourCnyPerHour]! * b.months,
  },
  /** One-time site set-up, paid with the purchase, CNY (fixed). */
  {
    key: "siteSetup",
    side: "own",
    perHour: false,
    paid: "upFront",
    sign: 1,
    tco: "site",
    line: "site",
    counted: "site",
    vat: "goods",
    deducted: "equipment",
    inputs: ["siteSetupCny", "alreadyOwned"],
    amount: (_, b) => b.siteSetup,
  },
  /** Rack or colocation space over the horizon, CNY (fixed). */
  {
    key: "siteRent",
    side: "own",
    perHour: false,
    paid: "monthly",
    sign: 1,
    tco: "site",
    line: "site",
    counted: "site",
    vat: "services",
    deducted: "asPaid",
    inputs: ["siteCnyPerKwMonth", "activePowerKw", "horizonYears"],
    amount: (v, b) => v[I.siteCnyPerKwMonth]! * v[I.activePowerKw]! * b.months,
  },
  /** The provider's ingress and egress fees, CNY (fixed). */
  {
    key: "transferFees",
    side: "rent",
    perHour: false,
    paid: "monthly",
    sign: 1,
    tco: "transfer",
    line: "transfer",
    counted: "transfer",
    vat: "services",
    deducted: "asPaid",
    inputs: [
      "transferInGbPerMonth",
      "transferOutGbPerMonth",
      "ingressCnyPerGb",
      "egressCnyPerGb",
      "horizonYears",
    ],
    amount: (v, b) =>
      (v[I.transferInGbPerMonth]! * v[I.ingressCnyPerGb]! +
        v[I.transferOutGbPerMonth]! * v[I.egressCnyPerGb]!) * b.months,
  },
  /** Hourly billing: the instance's hours while data moves, at the GPU price, CNY (fixed). */
  {
    key: "transferHours",
    side: "rent",
    perHour: false,
    paid: "trended",
    sign: 1,
    tco: "transfer",
    line: "transfer",
    counted: "transfer",
    vat: "services",
    deducted: "asPaid",
    inputs: [
      "transferInGbPerMonth",
      "transferOutGbPerMonth",
      "bandwidthMbps",
      "gpuCount",
      "cloudCnyPerGpuHour",
      "cloudPriceChangePerYear",
      "horizonYears",
    ],
    amount: (v, b) => {
      if (b.committed) return 0;
      const mbps = v[I.bandwidthMbps]!;
      // GB × 8,000 Mbit/GB ÷ (Mbit/s × 3,600 s/h) = hours a month the data takes to move
      const hoursPerMonth = mbps > 0
        ? (v[I.transferInGbPerMonth]! + v[I.transferOutGbPerMonth]!) * 8000 / (mbps * 3600)
        : 0;
      return hoursPerMonth * b.months * b.gpuPrice * b.trend;
    },
  },
  /** Repairs and replacements of failed GPUs, CNY (fixed). */
  {
    key: "repairs",
    side: "own",
    perHour: false,
    paid: "monthly",
    sign: 1,
    tco: "failures",
    line: "failures",
    counted: "failures",
    vat: "goods",
    deducted: "asPaid",
    inputs: ["gpuFailuresPerYear", "purchaseCny", "repairShare", "horizonYears"],
    amount: (v, b) => v[I.gpuFailuresPerYear]! * b.years * v[I.purchaseCny]! * v[I.repairShare]!,
  },
  /**
   * A failed GPU's hours rented instead, CNY per machine-hour used: the share of its downtime that
   * falls in hours used, at the rented GPU's speed like any hour rented (an hour owned is
   * 1 ÷ speed hours rented).
   */
  {
    key: "downtime",
    side: "own",
    perHour: true,
    paid: "trended",
    sign: 1,
    tco: "failures",
    line: "failures",
    counted: "failures",
    vat: "services",
    deducted: "asPaid",
    inputs: [
      "gpuFailuresPerYear",
      "gpuCount",
      "downtimeHoursPerFailure",
      "cloudCnyPerGpuHour",
      "cloudSpeed",
      "cloudPriceChangePerYear",
      "horizonYears",
    ],
    amount: (v, b) =>
      v[I.gpuFailuresPerYear]! * v[I.gpuCount]! * v[I.downtimeHoursPerFailure]! *
      v[I.cloudCnyPerGpuHour]! / v[I.cloudSpeed]! * b.trend / HOURS_PER_YEAR,
  },
] as const satisfies readonly CostItem[];

/** The name of a cost item. */
export type ItemKey = typeof COST_ITEMS[number]["key"];

/** The fields of `Tco.own` (side `own`) or `Tco.rent` (side `rent`) the items are summed into. */
export type TcoField<S extends Side> = Extract<typeof COST_ITEMS[number], { side: S }>["tco"];

/** The name of a TCO line in the catalogue and the colours. */
export type LineKey = typeof COST_ITEMS[number]["line"];

/** One line of a TCO table: a side's field and its name. */
export interface TcoLine {
  /** The side it is summed on: `own` (owning) or `rent` (renting). */
  side: Side;
  /** The field of `Tco.own` or `Tco.rent`. */
  tco: string;
  /** Its name in the catalogue and the colours. */
  line: LineKey;
  /** The positions of its items in the cost item vector, in order. */
  items: readonly number[];
}

/** The lines of a TCO, owning's first, each in the order of its first item. */
export const TCO_LINES: readonly TcoLine[] = (["own", "rent"] as const).flatMap((side) => {
  const lines: TcoLine[] = [];
  COST_ITEMS.forEach((item, i) => {
    if (item.side !== side) return;
    const found = lines.find((l) => l.tco === item.tco);
    if (found) (found.items as number[]).push(i);
    else lines.push({ side, tco: item.tco, line: item.line, items: [i] });
  });
  return lines;
});

/**
 * The inputs of the other costs, all 0: not counted. A scenario that leaves them blank prices
 * only what the document priced.
 */
export const OTHER_COSTS_NOT_COUNTED = Object.fromEntries(
  OTHER_COST_NAMES.flatMap((c) => OTHER_COSTS[c].inputs.map((name) => [name, 0])),
) as Record<typeof OTHER_COSTS[OtherCost]["inputs"][number], 0>;
