/**
 * The cost-item registry: one record per cost item of the one cost model (`cost.ts`), saying
 * which side pays it, whether it is a fixed amount or an amount per machine-hour used, when it is
 * paid, which line of the TCO it is shown in, whether the document counts it, and the inputs its
 * formula reads. The line sums, the present-value lines, `Tco`, `tcoItems()`, the list of the
 * other costs, the inputs the tornado varies for them, their colours and their words are derived
 * from these records; the formulas themselves are written once, in `costItemsOfVector()`.
 *
 * The costs the documents name beside hardware and rent (people, site, data transfer, failures,
 * a cloud price that moves) are {@linkcode OTHER_COSTS}: a scenario that leaves their inputs blank
 * counts none of them.
 *
 * This file imports only the declarations of `cost_inputs.ts`, so that `inputs.ts` can read it.
 *
 * @module
 */
import type { CostInputs, InputName } from "./cost_inputs.ts";

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
  /** The field of `Tco.own` or `Tco.cloud` it is summed into (an item of the TCO tables). */
  readonly tco: string;
  /**
   * The TCO line's key, which the presentation words (`lib/words/messages/costs.ts`) and colours:
   * items of one line share it.
   */
  readonly line: string;
  /** `document` when the document counts it, else the other cost it belongs to. */
  readonly counted: "document" | OtherCost;
  /** The inputs its formula reads. */
  readonly inputs: readonly InputName[];
}

/**
 * The cost items, in the order of the vector `costItemsOfVector()` fills (`ITEM` in `cost.ts`).
 * Within a side, a TCO line's items and the lines themselves are summed in this order.
 */
export const COST_ITEMS = [
  {
    key: "capital",
    side: "own",
    perHour: false,
    paid: "upFront",
    sign: 1,
    tco: "depreciation",
    line: "purchaseLessResale",
    counted: "document",
    inputs: ["purchaseCny", "hostShareCny"],
  },
  {
    key: "resale",
    side: "own",
    perHour: false,
    paid: "atEnd",
    sign: -1,
    tco: "depreciation",
    line: "purchaseLessResale",
    counted: "document",
    inputs: ["purchaseCny", "residualFraction", "residualYears", "resaleHaircut", "horizonYears"],
  },
  {
    key: "idleEnergy",
    side: "own",
    perHour: false,
    paid: "monthly",
    sign: 1,
    tco: "electricity",
    line: "electricity",
    counted: "document",
    inputs: ["idlePowerKw", "pue", "electricityCnyPerKwh", "horizonYears"],
  },
  {
    key: "activeEnergy",
    side: "own",
    perHour: true,
    paid: "monthly",
    sign: 1,
    tco: "electricity",
    line: "electricity",
    counted: "document",
    inputs: ["activePowerKw", "idlePowerKw", "pue", "electricityCnyPerKwh"],
  },
  {
    key: "maintenance",
    side: "own",
    perHour: false,
    paid: "monthly",
    sign: 1,
    tco: "maintenance",
    line: "maintenance",
    counted: "document",
    inputs: ["maintenanceCnyPerYear", "horizonYears"],
  },
  {
    key: "costOfCapital",
    side: "own",
    perHour: false,
    paid: "never",
    sign: 1,
    tco: "costOfCapital",
    line: "costOfCapital",
    counted: "document",
    inputs: ["purchaseCny", "hostShareCny", "siteSetupCny", "costOfCapital", "horizonYears"],
  },
  {
    key: "compute",
    side: "rent",
    perHour: true,
    paid: "trended",
    sign: 1,
    tco: "compute",
    line: "cloudCompute",
    counted: "document",
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
  },
  {
    key: "commitment",
    side: "rent",
    perHour: false,
    paid: "committed",
    sign: 1,
    tco: "commitment",
    line: "commitment",
    counted: "document",
    inputs: [
      "gpuCount",
      "cloudCnyPerGpuHour",
      "cloudMinimumMonths",
      "cloudPriceChangePerYear",
      "horizonYears",
    ],
  },
  {
    key: "setup",
    side: "rent",
    perHour: false,
    paid: "trended",
    sign: 1,
    tco: "setup",
    line: "setup",
    counted: "document",
    inputs: [
      "setupHoursPerMonth",
      "gpuCount",
      "cloudCnyPerGpuHour",
      "cloudPriceChangePerYear",
      "horizonYears",
    ],
  },
  {
    key: "storage",
    side: "rent",
    perHour: false,
    paid: "monthly",
    sign: 1,
    tco: "storage",
    line: "storage",
    counted: "document",
    inputs: ["storageGb", "storageCnyPerGbHour", "horizonYears"],
  },
  {
    key: "ownLabour",
    side: "own",
    perHour: false,
    paid: "monthly",
    sign: 1,
    tco: "labour",
    line: "peopleOwn",
    counted: "people",
    inputs: ["ownOpsHoursPerMonth", "labourCnyPerHour", "horizonYears"],
  },
  {
    key: "rentLabour",
    side: "rent",
    perHour: false,
    paid: "monthly",
    sign: 1,
    tco: "labour",
    line: "peopleRent",
    counted: "people",
    inputs: ["rentOpsHoursPerMonth", "labourCnyPerHour", "horizonYears"],
  },
  {
    key: "siteSetup",
    side: "own",
    perHour: false,
    paid: "upFront",
    sign: 1,
    tco: "site",
    line: "site",
    counted: "site",
    inputs: ["siteSetupCny"],
  },
  {
    key: "siteRent",
    side: "own",
    perHour: false,
    paid: "monthly",
    sign: 1,
    tco: "site",
    line: "site",
    counted: "site",
    inputs: ["siteCnyPerKwMonth", "activePowerKw", "horizonYears"],
  },
  {
    key: "transferFees",
    side: "rent",
    perHour: false,
    paid: "monthly",
    sign: 1,
    tco: "transfer",
    line: "transfer",
    counted: "transfer",
    inputs: [
      "transferInGbPerMonth",
      "transferOutGbPerMonth",
      "ingressCnyPerGb",
      "egressCnyPerGb",
      "horizonYears",
    ],
  },
  {
    key: "transferHours",
    side: "rent",
    perHour: false,
    paid: "trended",
    sign: 1,
    tco: "transfer",
    line: "transfer",
    counted: "transfer",
    inputs: [
      "transferInGbPerMonth",
      "transferOutGbPerMonth",
      "bandwidthMbps",
      "gpuCount",
      "cloudCnyPerGpuHour",
      "cloudPriceChangePerYear",
      "horizonYears",
    ],
  },
  {
    key: "repairs",
    side: "own",
    perHour: false,
    paid: "monthly",
    sign: 1,
    tco: "failures",
    line: "failures",
    counted: "failures",
    inputs: ["gpuFailuresPerYear", "purchaseCny", "repairShare", "horizonYears"],
  },
  {
    key: "downtime",
    side: "own",
    perHour: true,
    paid: "trended",
    sign: 1,
    tco: "failures",
    line: "failures",
    counted: "failures",
    inputs: [
      "gpuFailuresPerYear",
      "gpuCount",
      "downtimeHoursPerFailure",
      "cloudCnyPerGpuHour",
      "cloudPriceChangePerYear",
      "horizonYears",
    ],
  },
] as const satisfies readonly CostItem[];

/** The name of a cost item. */
export type ItemKey = typeof COST_ITEMS[number]["key"];

/** The fields of `Tco.own` (side `own`) or `Tco.cloud` (side `rent`) the items are summed into. */
export type TcoField<S extends Side> = Extract<typeof COST_ITEMS[number], { side: S }>["tco"];

/** The name of a TCO line in the catalogue and the colours. */
export type LineKey = typeof COST_ITEMS[number]["line"];

/** One line of a TCO table: a side's field and its name. */
export interface TcoLine {
  /** The side it is summed on: `own` (owning) or `rent` (renting). */
  side: Side;
  /** The field of `Tco.own` or `Tco.cloud`. */
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

/** The colour of each TCO line in every chart (`lib/present/colors.ts`), by its `line`. */
export const COST_LINE_COLORS = {
  purchaseLessResale: "#8c564b",
  electricity: "#edc948",
  maintenance: "#b07aa1",
  costOfCapital: "#9d7660",
  cloudCompute: "#4e79a7",
  commitment: "#1f4e79",
  setup: "#a0cbe8",
  storage: "#76b7b2",
  peopleOwn: "#ff9da7",
  peopleRent: "#d37295",
  site: "#79706e",
  failures: "#b6992d",
  transfer: "#86bcb6",
} as const satisfies Record<LineKey, string>;
