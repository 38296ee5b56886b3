/**
 * What the one cost model reads: one record per numeric input ({@linkcode INPUTS}), and what is
 * derived from the records: {@linkcode CostInputs}, plain numbers in base units (CNY, kW, hours,
 * fractions), where each input sits in an input vector ({@linkcode INPUT_INDEX}, the records'
 * order), the range where it means something ({@linkcode clampInput}), the unit a report words it
 * in, and the column of a data file that sets it as written. Declarations only, so that the
 * cost-item registry (`cost_items.ts`), the defaults (`inputs.ts`) and the data schema read them
 * without importing each other.
 *
 * @module
 */
/** Days in a year of the model: 365 (no leap days). */
export const DAYS_PER_YEAR = 365;
/** Hours in a year of the model: 365 × 24 = 8,760. */
export const HOURS_PER_YEAR = 8760;
/** Hours in an average month: 8,760 / 12 = 730. */
export const HOURS_PER_MONTH = 730;

/** How the rented GPU is billed: per hour used, or per month of the horizon whatever is used. */
export type RentBilling = "hourly" | "committed";

/**
 * How a report words an input's unit: an amount of money in the report's currency (`money`),
 * followed by a worded unit (`word`, a key of the catalogue's `inputs.units`) or one every
 * language writes alike (`symbol`: kW, /kWh); none of them for a count or a ratio.
 */
export interface InputUnit {
  /** An amount of money: CNY in the model, the report's currency on the page. */
  readonly money?: true;
  /** A worded unit, by its key in the catalogue. */
  readonly word?: string;
  /** A unit every language writes alike. */
  readonly symbol?: string;
}

/**
 * A column of a data file that sets an input as it is written (money in the row's currency); a
 * blank cell sets 0, not counted. The data schema validates it from these fields, and a machine
 * of `hardware.csv` or a site of `sites.csv` carries its value; what a valid cell holds is worded
 * by the catalogue under the input's name (`lib/words/messages/data_words.ts`).
 */
export type InputColumn = {
  [F in InputColumnFile]: InputColumnOf<F>;
}[InputColumnFile];

/** The data files whose columns set a model input as written. */
export type InputColumnFile = "hardware.csv" | "sites.csv";

/** A column of `F` that sets an input as it is written. */
export interface InputColumnOf<F extends InputColumnFile> {
  /** The data file that holds the column. */
  readonly file: F;
  /**
   * The column's name in the header. The data schema holds it to the file's columns
   * (`lib/data/headers.ts`): a name that is not one does not compile there (`shapeOf()`).
   */
  readonly name: string;
  /** The least value the cell takes. */
  readonly min: number;
  /** Whether `min` itself is allowed. @default true */
  readonly minInclusive?: boolean;
  /** The most value the cell takes. */
  readonly max: number;
  /** Whether the cell may be written as a percentage (6.1%). */
  readonly percent?: boolean;
}

/** One numeric input of the model. */
export interface InputRecord {
  /** How a report words its unit. */
  readonly unit: InputUnit;
  /** The least value where it means something (the tornado and the Monte Carlo stay inside). @default 0 */
  readonly min?: number;
  /** The most value where it means something. @default Infinity */
  readonly max?: number;
  /** The column of a data file that sets it as written, when one does. */
  readonly column?: InputColumn;
}

/**
 * The numeric inputs, in the order of an input vector: each record's comment says what the
 * input is and in which base unit.
 */
export const INPUTS = {
  /** GPUs in the machine, and in the rented instance it is compared with. */
  gpuCount: { unit: {} },
  /**
   * Whole machines the GPUs are in, each a unit of equipment (China's limit on the one-off
   * deduction is tested on each): 4 for 32 GPUs bought as four 8-GPU servers; a blank column (0)
   * is one machine.
   */
  machineCount: {
    unit: {},
    min: 1,
    column: { file: "hardware.csv", name: "machines", min: 1, max: 1e6 },
  },
  /** Purchase price of the machine or GPUs, CNY. */
  purchaseCny: { unit: { money: true } },
  /** Share of a host machine attributed to the GPUs, CNY; bought with them, worth nothing at the end. */
  hostShareCny: { unit: { money: true } },
  /** Fraction of `purchaseCny` the hardware still fetches after `residualYears`. */
  residualFraction: { unit: { word: "shareOfPurchase" }, max: 1 },
  /** Years after which the hardware fetches `residualFraction` of its purchase price. */
  residualYears: { unit: { word: "years" } },
  /** Fraction of `purchaseCny` lost as soon as the hardware is used (the used-market discount); the value then declines to `residualFraction` at `residualYears`. */
  resaleHaircut: { unit: { word: "shareOfPurchase" }, max: 1 },
  /** Maintenance of the owned machine, CNY a year. */
  maintenanceCnyPerYear: { unit: { money: true, word: "perYear" } },
  /** Wall power while training, kW. */
  activePowerKw: { unit: { symbol: "kW" } },
  /** Wall power while idle, kW; 0 for a machine switched off when not in use. */
  idlePowerKw: { unit: { symbol: "kW" } },
  /** Power usage effectiveness: facility energy / IT energy, 1 or more. */
  pue: { unit: {}, min: 1 },
  /** Electricity price at the site, CNY/kWh. */
  electricityCnyPerKwh: { unit: { money: true, symbol: "/kWh" } },
  /** Yearly return the money would earn elsewhere (opportunity cost, undiscounted view), a fraction. */
  costOfCapital: { unit: { word: "aYear" }, max: 1 },
  /** Yearly rate at which the present-value view discounts every cash flow, a fraction. */
  discountRate: { unit: { word: "aYear" }, max: 1 },
  /** Cloud price, CNY per GPU-hour; for committed billing the month's price / 730. */
  rentCnyPerGpuHour: { unit: { money: true, word: "perGpuHour" } },
  /** Committed billing: the months paid at the least (1 for a monthly rental, 12 or 36 for a reserved term); 0 for hourly. */
  rentMinimumMonths: { unit: { word: "months" } },
  /** Hourly billing: extra billed hours per useful hour (spot interruptions and restarts), a fraction. */
  rentOverhead: { unit: { word: "extraHoursPerHour" }, max: 1 },
  /** Work the cloud GPU does in an hour relative to the owned one (0.967 when it is 3.42 % slower); 1 = as fast. */
  rentSpeed: { unit: { word: "timesOwned" } },
  /** Cloud storage kept for the whole horizon, GB. */
  storageGb: { unit: { symbol: "GB" } },
  /** Cloud storage price, CNY per GB-hour. */
  storageCnyPerGbHour: { unit: { money: true, word: "perGbHour" } },
  /** Environment set-up hours per month billed at the GPU price (hourly billing; 0 with a GPU-less mode). */
  setupHoursPerMonth: { unit: { word: "aMonth" } },
  /** GPU hours actually used per day, averaged over the week; at most 24. */
  usedHoursPerDay: { unit: { word: "hoursPerDay" }, max: 24 },
  /** How long the GPU is owned or rented, years. */
  horizonYears: { unit: { word: "years" } },
  /** Hourly billing that can be interrupted (spot): interruptions per hour (see `spot.ts`); 0 otherwise. */
  rentInterruptionsPerHour: { unit: { word: "perHour" } },
  /** Hours between checkpoints of an interruptible job; 0 = the interval that bills least (`spot.ts`). */
  checkpointIntervalHours: { unit: { word: "hours" } },
  /** Hours to write a checkpoint. */
  checkpointWriteHours: { unit: { word: "hours" } },
  /** Hours to restart after an interruption (a new instance, the checkpoint read back). */
  restartHours: { unit: { word: "hours" } },
  /** Hours a month someone spends running the owned machine (drivers, failures, scheduling); 0 = not counted. */
  ownPeopleHoursPerMonth: { unit: { word: "hoursPerMonth" } },
  /** Hours a month someone spends on the rented side (images, data sync, cost monitoring); 0 = not counted. */
  rentPeopleHoursPerMonth: { unit: { word: "hoursPerMonth" } },
  /** What an hour of that work costs, CNY. */
  peopleCnyPerHour: {
    unit: { money: true, word: "perPeopleHour" },
    column: {
      file: "sites.csv",
      name: "labour_rate",
      min: 0,
      max: 1e5,
    },
  },
  /** One-time cost of housing the owned machine (rack, power and network work), CNY, paid with the purchase. */
  siteSetupCny: {
    unit: { money: true },
    column: {
      file: "sites.csv",
      name: "site_setup",
      min: 0,
      max: 1e9,
    },
  },
  /** Rack or colocation space, CNY per kW of wall power (`activePowerKw`) a month. */
  siteCnyPerKwMonth: {
    unit: { money: true, word: "perKwMonth" },
    column: {
      file: "sites.csv",
      name: "space_per_kw_month",
      min: 0,
      max: 1e5,
    },
  },
  /** Data moved into the cloud each month, GB. */
  transferInGbPerMonth: { unit: { word: "gbPerMonth" } },
  /** Data moved out of the cloud each month, GB. */
  transferOutGbPerMonth: { unit: { word: "gbPerMonth" } },
  /** The provider's price of data in, CNY per GB. */
  ingressCnyPerGb: { unit: { money: true, symbol: "/GB" } },
  /** The provider's price of data out, CNY per GB. */
  egressCnyPerGb: { unit: { money: true, symbol: "/GB" } },
  /** The site's bandwidth to the cloud, Mbit/s; with hourly billing the instance is billed while data moves; 0 = not counted. */
  bandwidthMbps: {
    unit: { symbol: "Mbit/s" },
    column: {
      file: "sites.csv",
      name: "bandwidth_mbps",
      min: 0,
      minInclusive: false,
      max: 1e6,
    },
  },
  /** Share of the owned GPUs that fail in a year (0.061: 148 faulty-GPU interruptions in 54 days on 16,384 H100s). */
  gpuFailuresPerYear: {
    unit: { word: "shareAYear" },
    max: 1,
    column: {
      file: "hardware.csv",
      name: "failures_per_year",
      min: 0,
      max: 1,
      percent: true,
    },
  },
  /** Cost of a failure as a share of one GPU's purchase price (1 = replaced). */
  repairShare: {
    unit: { word: "shareOfAGpu" },
    column: {
      file: "hardware.csv",
      name: "repair_share",
      min: 0,
      max: 1,
      percent: true,
    },
  },
  /** Hours a failed GPU is out, rented instead at the cloud price and speed (scaled by the share of hours used). */
  downtimeHoursPerFailure: {
    unit: { word: "hours" },
    column: {
      file: "hardware.csv",
      name: "downtime_hours",
      min: 0,
      max: 8760,
    },
  },
  /** Yearly change of the cloud price over the horizon (−0.25 = 25 % cheaper each year); 0 = flat. */
  rentPriceChangePerYear: { unit: { word: "aYear" }, min: -0.9, max: 1 },
  /**
   * 1 when the machine is already owned: its purchase (and the site's set-up) is sunk, and owning
   * is priced from today: the value it would sell for now, given up by keeping it, less what it
   * sells for at the end (`ownedAgeYears` on); 0 when it is bought.
   */
  alreadyOwned: { unit: {}, max: 1 },
  /** Already owned: the machine's age today, years; its value now and at the end follow the resale curve from that age. */
  ownedAgeYears: { unit: { word: "years" } },
  /**
   * Already owned: what the machine sells for today, CNY, as the reader knows it (`value_today`);
   * 0 = not given, the resale curve's value at `ownedAgeYears`. Given, it is the value kept (the
   * capital), and the value at the end is it × the curve's ratio between the two ages (see
   * `ownedValue()` of `cost_basis.ts`).
   */
  ownedValueTodayCny: { unit: { money: true } },
  /** The buyer's income-tax rate on profit, a fraction; 0 for a buyer with no profit to deduct from (a person). */
  incomeTaxRate: { unit: { word: "ofProfit" }, max: 1 },
  /**
   * The VAT rate of goods (the machine, electricity, maintenance, repairs) that the buyer deducts
   * as input VAT, a fraction; 0 when it deducts none (a person, a small-scale taxpayer). Prices
   * are as paid, VAT included, so a buyer that deducts pays price ÷ (1 + rate).
   */
  goodsVatDeducted: { unit: { word: "ofPrice" }, max: 1 },
  /** The VAT rate of services (the cloud's bill, colocation) that the buyer deducts as input VAT, a fraction; 0 when none. */
  servicesVatDeducted: { unit: { word: "ofPrice" }, max: 1 },
  /**
   * Share of the machine deducted from taxable profit at purchase (1: expensed at once, China's
   * one-off deduction or 100 % bonus depreciation); the rest is depreciated straight-line over
   * `depreciationYears`.
   */
  firstYearDeduction: { unit: { word: "shareOfPurchase" }, max: 1 },
  /** Years over which the machine is depreciated straight-line for tax (the part not deducted at purchase). */
  depreciationYears: { unit: { word: "years" }, min: 1 / 12 },
  /**
   * The most a machine may cost, VAT deducted, for the deduction at purchase to apply, CNY; above
   * it the whole is depreciated straight-line. 0: no limit (a number a page's JSON keeps).
   */
  firstYearLimitCny: { unit: { money: true } },
  /** Financing: the loan's or lease's yearly rate as quoted, nominal (the monthly rate × 12). */
  loanRate: { unit: { word: "aYear" }, max: 1 },
  /** Financing: months of payments; 0 = the machine is paid in cash. */
  loanMonths: { unit: { word: "months" }, max: 600 },
  /** Financing: the share of the purchase paid at once, the rest financed. */
  downPayment: { unit: { word: "shareOfPurchase" }, max: 1 },
  /** Financing: 1 when each payment falls at the start of its month (a lease), 0 at its end (a loan). */
  paidInAdvance: { unit: {}, max: 1 },
  /**
   * The owned machine's idle hours rented out on a marketplace (AutoDL, Vast, Gongji take hosts):
   * the price a renter pays, CNY per GPU-hour; 0 = not rented out (the default: every shipped
   * figure is without it).
   */
  rentOutCnyPerGpuHour: { unit: { money: true, word: "perGpuHour" } },
  /** Share of the idle GPU-hours offered that are actually rented (1 = every idle hour). */
  rentOutOccupancy: { unit: { word: "shareOfIdleHours" }, max: 1 },
  /** Share of the renter's price the platform keeps (the host is paid the rest). */
  rentOutFee: { unit: { word: "ofPrice" }, max: 1 },
  /** Extra wear of an hour rented out (maintenance, a shorter life), CNY per GPU-hour rented. */
  rentOutWearCnyPerGpuHour: { unit: { money: true, word: "perGpuHour" } },
} as const satisfies Record<string, InputRecord>;

/** Numeric input names, for sensitivity and Monte Carlo. */
export type InputName = keyof typeof INPUTS;

/** Everything the owning-vs-renting model needs, in base units: every input of {@linkcode INPUTS}, and the billing. */
export type CostInputs = { -readonly [K in InputName]: number } & {
  /** How the rented GPU is billed: by the hour used, or by the month committed. */
  rentBilling: RentBilling;
};

/** Every numeric input name, in the order of {@linkcode INPUTS} (what `ranges.csv` may name). */
export const INPUT_NAMES = Object.keys(INPUTS) as InputName[];

/**
 * The inputs renamed to the glossary's one name per thing (`docs/glossary.md`: rent, not cloud;
 * people, not ops or labour), by their former name: the `parameter` column of `ranges.csv` and
 * `hidden_costs.csv`, which a reader's data may still write the old way, reads a former name as
 * the input it became ({@linkcode inputNamed}).
 */
export const FORMER_INPUT_NAMES: Readonly<Record<string, InputName>> = {
  cloudCnyPerGpuHour: "rentCnyPerGpuHour",
  cloudMinimumMonths: "rentMinimumMonths",
  cloudOverhead: "rentOverhead",
  cloudSpeed: "rentSpeed",
  cloudInterruptionsPerHour: "rentInterruptionsPerHour",
  cloudPriceChangePerYear: "rentPriceChangePerYear",
  ownOpsHoursPerMonth: "ownPeopleHoursPerMonth",
  rentOpsHoursPerMonth: "rentPeopleHoursPerMonth",
  labourCnyPerHour: "peopleCnyPerHour",
};

/**
 * The input `name` names: an input's name, or a former name of one
 * ({@linkcode FORMER_INPUT_NAMES}); `undefined` for any other text.
 *
 * @example
 * ```ts
 * import { inputNamed } from "./cost_inputs.ts";
 * inputNamed("rentSpeed"); // "rentSpeed"
 * inputNamed("cloudSpeed"); // "rentSpeed"
 * inputNamed("speed"); // undefined
 * ```
 */
export function inputNamed(name: string): InputName | undefined {
  if (Object.hasOwn(INPUTS, name)) return name as InputName;
  return Object.hasOwn(FORMER_INPUT_NAMES, name) ? FORMER_INPUT_NAMES[name] : undefined;
}

/** Where each numeric input sits in an input vector: its record's place in {@linkcode INPUTS}. */
export const INPUT_INDEX = Object.fromEntries(INPUT_NAMES.map((name, i) => [name, i])) as Readonly<
  Record<InputName, number>
>;

const RECORDS: Readonly<Record<InputName, InputRecord>> = INPUTS;

/**
 * Clamps an input to where it means something (its record's `min`, 0 unless it says, and `max`):
 * fractions at most 1, a PUE at least 1, hours a day at most 24.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { clampInput } from "./cost_inputs.ts";
 *
 * assert.equal(clampInput("usedHoursPerDay", 30), 24);
 * assert.equal(clampInput("pue", 0.8), 1);
 * assert.equal(clampInput("purchaseCny", -5), 0);
 * ```
 */
export function clampInput(name: InputName, value: number): number {
  const r = RECORDS[name];
  return Math.min(r.max ?? Infinity, Math.max(r.min ?? 0, value));
}

/** How a report words the unit of `name`. */
export function inputUnitOf(name: InputName): InputUnit & { readonly word?: UnitWord } {
  return RECORDS[name].unit as InputUnit & { readonly word?: UnitWord };
}

/** The worded units the inputs use: the keys the catalogue's `inputs.units` must have. */
export type UnitWord = {
  [K in InputName]: typeof INPUTS[K]["unit"] extends { word: infer W extends string } ? W : never;
}[InputName];

/** The inputs a column of `file` sets as written. */
export type ColumnInput<F extends InputColumn["file"]> = {
  [K in InputName]: typeof INPUTS[K] extends { column: { file: F } } ? K : never;
}[InputName];

/** The names of the columns of `file` that set an input as written. */
export type ColumnName<F extends InputColumn["file"]> = {
  [K in InputName]: typeof INPUTS[K] extends { column: { file: F; name: infer N } } ? N : never;
}[InputName];

/** The inputs a column of `file` sets, with their columns, in the order of {@linkcode INPUTS}. */
export function columnInputs<F extends InputColumn["file"]>(
  file: F,
): { name: ColumnInput<F>; column: InputColumn & { name: ColumnName<F> } }[] {
  return INPUT_NAMES.flatMap((name) => {
    const column = RECORDS[name].column;
    return column?.file === file
      ? [{ name: name as ColumnInput<F>, column: column as InputColumn & { name: ColumnName<F> } }]
      : [];
  });
}
