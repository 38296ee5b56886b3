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
 * What several formulas share (the basis of an input vector, the price trend, the resale value)
 * is in `cost_basis.ts`, handed on from here. This file imports only the declarations of
 * `cost_inputs.ts` and `cost_basis.ts`, so that `inputs.ts` can read it.
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
import { type Basis, ownedValue, residualValue } from "./cost_basis.ts";

export * from "./cost_basis.ts";

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
    inputs: ["ownPeopleHoursPerMonth", "rentPeopleHoursPerMonth", "peopleCnyPerHour"],
    varied: (x: CostInputs): InputName[] => [
      ...(x.ownPeopleHoursPerMonth + x.rentPeopleHoursPerMonth > 0 && x.peopleCnyPerHour > 0
        ? ["peopleCnyPerHour" as const]
        : []),
      ...(x.ownPeopleHoursPerMonth > 0 ? ["ownPeopleHoursPerMonth" as const] : []),
      ...(x.rentPeopleHoursPerMonth > 0 ? ["rentPeopleHoursPerMonth" as const] : []),
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
    inputs: ["rentPriceChangePerYear"],
    varied: (x: CostInputs): InputName[] =>
      x.rentPriceChangePerYear !== 0 ? ["rentPriceChangePerYear"] : [],
  },
} as const satisfies Record<
  string,
  { inputs: readonly InputName[]; varied: (x: CostInputs) => InputName[] }
>;

/** One of the costs beside hardware and rent. */
export type OtherCost = keyof typeof OTHER_COSTS;

/** The other costs in the order the documents name them. */
export const OTHER_COST_NAMES = Object.keys(OTHER_COSTS) as OtherCost[];

const I = INPUT_INDEX;

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
  /**
   * `document` when the document counts it, else the other cost it belongs to, or `rentOut` for
   * the owned machine's idle hours rented out (a credit no document or `hidden_costs.csv` names,
   * counted only when priced).
   */
  readonly counted: "document" | OtherCost | "rentOut";
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

/** What the idle hours rented out earn per hour depends on: the marketplace's terms and the electricity of a rented hour. */
const RENT_OUT_INPUTS = [
  "rentOutCnyPerGpuHour",
  "rentOutOccupancy",
  "rentOutFee",
  "rentOutWearCnyPerGpuHour",
  "gpuCount",
  "activePowerKw",
  "idlePowerKw",
  "pue",
  "electricityCnyPerKwh",
] as const;

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
      "ownedValueTodayCny",
    ],
    // already owned: the value at its age at the end (at horizon 0, its value today: nothing lost)
    amount: (v, b) =>
      b.owned ? ownedValue(v, b.years) : residualValue(
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
      "ownedValueTodayCny",
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
    line: "rentCompute",
    counted: "document",
    vat: "services",
    deducted: "asPaid",
    inputs: [
      "gpuCount",
      "rentCnyPerGpuHour",
      "rentOverhead",
      "rentSpeed",
      "rentInterruptionsPerHour",
      "checkpointIntervalHours",
      "checkpointWriteHours",
      "restartHours",
      "rentPriceChangePerYear",
      "horizonYears",
    ],
    amount: (v, b) =>
      b.committed
        ? 0
        : b.gpuPrice * (1 + v[I.rentOverhead]! + b.interrupted) / v[I.rentSpeed]! * b.trend,
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
      "rentCnyPerGpuHour",
      "rentSpeed",
      "rentMinimumMonths",
      "rentPriceChangePerYear",
      "horizonYears",
    ],
    // the GPUs that do the owned machine's work at any hour, held for the months paid
    amount: (v, b) =>
      b.committed
        ? b.committedGpus * v[I.rentCnyPerGpuHour]! * HOURS_PER_MONTH * b.paidMonths * b.paidTrend
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
      "rentCnyPerGpuHour",
      "rentPriceChangePerYear",
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
    inputs: ["ownPeopleHoursPerMonth", "peopleCnyPerHour", "horizonYears"],
    amount: (v, b) => v[I.ownPeopleHoursPerMonth]! * v[I.peopleCnyPerHour]! * b.months,
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
    inputs: ["rentPeopleHoursPerMonth", "peopleCnyPerHour", "horizonYears"],
    amount: (v, b) => v[I.rentPeopleHoursPerMonth]! * v[I.peopleCnyPerHour]! * b.months,
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
      "rentCnyPerGpuHour",
      "rentPriceChangePerYear",
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
      "rentCnyPerGpuHour",
      "rentSpeed",
      "rentPriceChangePerYear",
      "horizonYears",
    ],
    amount: (v, b) =>
      v[I.gpuFailuresPerYear]! * v[I.gpuCount]! * v[I.downtimeHoursPerFailure]! *
      v[I.rentCnyPerGpuHour]! / v[I.rentSpeed]! * b.trend / HOURS_PER_YEAR,
  },
  /**
   * The owned machine's idle hours rented out on a marketplace, CNY (fixed, credited): what every
   * hour of the horizon would earn idle, occupancy × GPUs × net a GPU-hour × 8,760 h × years
   * (`rentOutPerIdleHour` of the basis); the hours used take their share back (`rentOutForgone`),
   * so the line is the credit of the idle hours, occupancy × GPUs × net × (24 − hours used a day)
   * × 365 × years.
   */
  {
    key: "rentOutIdle",
    side: "own",
    perHour: false,
    paid: "monthly",
    sign: -1,
    tco: "rentedOut",
    line: "rentedOut",
    counted: "rentOut",
    // a person (the default buyer) neither charges nor deducts VAT on a marketplace's payout
    vat: "none",
    deducted: "asPaid",
    inputs: [...RENT_OUT_INPUTS, "horizonYears"],
    amount: (_, b) => b.rentOutPerIdleHour * HOURS_PER_YEAR * b.years,
  },
  /**
   * The rent-out an hour used forgoes, CNY per machine-hour used: that hour is no longer idle, so
   * it earns no rent (`rentOutPerIdleHour` of the basis). With `rentOutIdle` it makes the credit
   * fall as the hours used rise, which moves the break-even (`breakeven.ts`).
   */
  {
    key: "rentOutForgone",
    side: "own",
    perHour: true,
    paid: "monthly",
    sign: 1,
    tco: "rentedOut",
    line: "rentedOut",
    counted: "rentOut",
    vat: "none",
    deducted: "asPaid",
    inputs: RENT_OUT_INPUTS,
    amount: (_, b) => b.rentOutPerIdleHour,
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
