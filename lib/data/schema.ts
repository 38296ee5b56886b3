/**
 * The zod schemas of the data files, one per file; `data/README.md` is their dictionary.
 * Each schema reads the raw cells of one CSV row (strings) into typed values.
 *
 * @module
 */
import { z } from "zod";
import type { PricingModel } from "../model/monthly.ts";
import { OTHER_COST_NAMES, type OtherCost } from "../model/cost_items.ts";
import {
  columnInputs,
  type ColumnName,
  INPUT_NAMES,
  type InputColumn,
  type InputName,
} from "../model/cost_inputs.ts";
import {
  asOf,
  type CellSchema,
  currency,
  id,
  number,
  type NumberRule,
  oneOf,
  optionalId,
  optionalNumber,
  optionalText,
  quantity,
  refuse,
  shapeOf,
  text,
} from "./cells.ts";
import {
  BUYER_COLUMNS,
  DEMAND_COLUMNS,
  FINANCE_COLUMNS,
  FX_COLUMNS,
  HARDWARE_COLUMNS,
  HIDDEN_COST_COLUMNS,
  MORE_SCENARIO_COLUMNS,
  OFFERING_COLUMNS,
  RANGE_COLUMNS,
  SCENARIO_COLUMNS,
  SITE_COLUMNS,
} from "./headers.ts";

/** The ways an offering is sold, as `pricing_model` spells them. */
export const PRICING_MODELS = [
  "on_demand",
  "spot",
  "monthly",
  "reserved_1y",
  "reserved_3y",
] as const satisfies readonly PricingModel[];
export type { PricingModel };
/** What an offering's `price` is for. */
export const PRICE_UNITS = ["gpu-hour", "instance-hour", "gpu-month", "instance-month"] as const;
/** The units a storage price may be given in (a month is 730 hours). */
export const STORAGE_UNITS = ["gb-hour", "gb-day", "gb-month"] as const;

const price = {
  min: 0,
  minInclusive: false,
  max: 1e9,
  expected: "price",
} satisfies NumberRule;
const fraction = { min: 0, max: 1, percent: true, expected: "fraction" } satisfies NumberRule;
const rate = { min: 0, max: 1, percent: true, expected: "rate" } satisfies NumberRule;
/** Up to 10 MW: a cluster of machines entered as one row (gpu_count GPUs drawing wall_power). */
const power = {
  min: 0,
  max: 10_000,
  expected: "power",
} satisfies NumberRule;

const sourced = {
  source: text("source"),
  as_of: asOf(),
};

/** A whole number of GPUs, in a machine or an offering's instance. */
const gpuCount = number({
  min: 1,
  max: 1024,
  integer: true,
  expected: "gpuCount",
});

/** A row of the offering files (`cloud_offerings.csv`, `cloud_offerings.NAME.csv`). */
const offeringRow = z.object(shapeOf(OFFERING_COLUMNS, {
  id: id(),
  provider: text("provider"),
  gpu_model: text("gpuModel"),
  gpu_count: gpuCount,
  pricing_model: oneOf(PRICING_MODELS),
  price: number(price),
  currency: currency(),
  unit: oneOf(PRICE_UNITS),
  region: optionalText(),
  billing: optionalText(),
  storage_price: optionalNumber({ min: 0, max: 1e6, expected: "storagePrice" }),
  storage_unit: z.string().optional(),
  ingress_price: optionalNumber({
    min: 0,
    max: 1000,
    expected: "ingressPrice",
  }),
  egress_price: optionalNumber({
    min: 0,
    max: 1000,
    expected: "egressPrice",
  }),
  price_change_per_year: optionalNumber({
    min: -0.9,
    max: 1,
    percent: true,
    expected: "priceChange",
  }),
  host_gpus: optionalNumber({ min: 1, max: 1024, integer: true, expected: "hostGpus" }),
  notes: optionalText(),
  ...sourced,
}));

/**
 * The columns of `file` that set a model input as written, each validated as its input's record
 * says (`lib/model/cost_inputs.ts`): blank = not counted.
 */
function inputColumns<F extends InputColumn["file"]>(
  file: F,
): Record<ColumnName<F>, CellSchema<number | undefined>> {
  return Object.fromEntries(
    columnInputs(file).map(({ name: input, column: { name, min, minInclusive, max, percent } }) => [
      name,
      optionalNumber({ min, minInclusive, max, percent, expected: input }),
    ]),
  ) as Record<ColumnName<F>, CellSchema<number | undefined>>;
}

/** A row of `hardware.csv`. */
const hardwareRow = z.object(shapeOf(HARDWARE_COLUMNS, {
  id: id(),
  name: text("machineName"),
  gpu_model: text("gpuModel"),
  gpu_count: gpuCount,
  purchase_price: number(price),
  host_share: number({
    min: 0,
    max: 1e9,
    expected: "hostShare",
  }),
  currency: currency(),
  board_power: quantity("kW", { ...power, required: false }),
  wall_power: quantity("kW", { ...power, min: 0, minInclusive: false }),
  idle_power: quantity("kW", { ...power, required: false }),
  residual_fraction: number(fraction),
  residual_years: number({ min: 0.1, max: 50, expected: "residualYears" }),
  resale_haircut: optionalNumber({
    ...fraction,
    max: 0.95,
    expected: "resaleHaircut",
  }),
  maintenance_per_year: number({
    min: 0,
    max: 1e9,
    expected: "maintenance",
  }),
  site_id: optionalId(),
  finance_id: optionalId(),
  ...inputColumns("hardware.csv"),
  notes: optionalText(),
  ...sourced,
}));

/** A row of `sites.csv`. */
const siteRow = z.object(shapeOf(SITE_COLUMNS, {
  id: id(),
  name: text("siteName"),
  electricity_price: number(price),
  currency: currency(),
  pue: number({
    min: 1,
    max: 5,
    expected: "pue",
  }),
  region: optionalText(),
  ...inputColumns("sites.csv"),
  notes: optionalText(),
  ...sourced,
}));

/** A row of `finance.csv`. */
const financeRow = z.object(shapeOf(FINANCE_COLUMNS, {
  id: id(),
  name: text("financeName"),
  cost_of_capital: number(rate),
  discount_rate: number(rate),
  notes: optionalText(),
  ...sourced,
}));

/** A row of `buyers.csv`. */
const buyerRow = z.object(shapeOf(BUYER_COLUMNS, {
  id: id(),
  name: text("buyerName"),
  income_tax_rate: number({ ...rate, expected: "taxRate" }),
  goods_vat_deducted: optionalNumber({ ...rate, expected: "vatDeducted" }),
  services_vat_deducted: optionalNumber({ ...rate, expected: "vatDeducted" }),
  first_year_deduction: optionalNumber({ ...fraction, expected: "firstYearDeduction" }),
  depreciation_years: number({ min: 0.1, max: 50, expected: "depreciationYears" }),
  first_year_limit: optionalNumber({
    min: 0,
    minInclusive: false,
    max: 1e12,
    expected: "firstYearLimit",
  }),
  currency: optionalText(),
  notes: optionalText(),
  ...sourced,
}));

/** A row of `fx.csv`. */
const fxRow = z.object(shapeOf(FX_COLUMNS, {
  currency: currency(),
  cny_per_unit: number({
    min: 0,
    minInclusive: false,
    max: 1e6,
    expected: "cnyPerUnit",
  }),
  ...sourced,
}));

/** A row of `scenarios.csv`. */
const scenarioRow = z.object(shapeOf([...SCENARIO_COLUMNS, ...MORE_SCENARIO_COLUMNS], {
  id: id(),
  description: text("description"),
  hardware_id: id(),
  offering_id: id(),
  site_id: id(),
  finance_id: id(),
  hours_per_day: number({ min: 0, max: 24, expected: "hoursPerDay" }),
  days_per_week: number({ min: 0, max: 7, expected: "daysPerWeek" }),
  utilization: number(fraction),
  horizon_years: number({ min: 0, max: 30, expected: "horizon" }),
  storage_gb: number({ min: 0, max: 1e8, expected: "storageGb" }),
  spot_overhead: number({
    ...fraction,
    expected: "spotOverhead",
  }),
  setup_hours: number({ min: 0, max: 730, expected: "setupHours" }),
  interruptions_per_month: optionalNumber({
    ...fraction,
    max: 0.99,
    expected: "interruptionsPerMonth",
  }),
  interruptions_per_day: optionalNumber({
    min: 0,
    max: 1440,
    expected: "interruptionsPerDay",
  }),
  hours_between_interruptions: optionalNumber({
    min: 0,
    minInclusive: false,
    max: 1e6,
    expected: "hoursBetweenInterruptions",
  }),
  capacity_wait_minutes: optionalNumber({
    min: 0,
    max: 1e5,
    expected: "capacityWait",
  }),
  checkpoint_interval_hours: optionalNumber({
    min: 0,
    max: 1000,
    expected: "checkpointInterval",
  }),
  checkpoint_write_minutes: optionalNumber({
    min: 0,
    max: 600,
    expected: "checkpointWrite",
  }),
  restart_minutes: optionalNumber({
    min: 0,
    max: 600,
    expected: "restart",
  }),
  cloud_speed: optionalNumber({
    min: 0.05,
    max: 20,
    expected: "cloudSpeed",
  }),
  demand_profile: optionalId(),
  own_ops_hours: optionalNumber({
    min: 0,
    max: 730,
    expected: "ownOps",
  }),
  cloud_ops_hours: optionalNumber({
    min: 0,
    max: 730,
    expected: "cloudOps",
  }),
  data_in_gb: optionalNumber({
    min: 0,
    max: 1e8,
    expected: "dataIn",
  }),
  data_out_gb: optionalNumber({
    min: 0,
    max: 1e8,
    expected: "dataOut",
  }),
  jobs_per_month: optionalText(),
  currency: currency(),
  region: optionalText(),
  workload: optionalId(),
  buyer_id: optionalId(),
}));

/** A row of `demand.csv`: one number of GPUs of a profile and its share of the hours. */
const demandRow = z.object(shapeOf(DEMAND_COLUMNS, {
  profile: id(),
  gpus: number({
    min: 0,
    max: 100_000,
    integer: true,
    expected: "demandGpus",
  }),
  share: number({
    ...fraction,
    expected: "demandShare",
  }),
  notes: optionalText(),
  ...sourced,
}));

/** The model inputs `ranges.csv` may name: every numeric input (`lib/model/cost_inputs.ts`). */
export const RANGE_PARAMETERS: readonly InputName[] = INPUT_NAMES;

/**
 * What a row of `ranges.csv` may hold for: a scenario, the machine, the site or its region, or
 * the offering it names in `scope_id`, most specific first (a scenario's own row wins).
 */
export const RANGE_SCOPES = ["scenario", "offering", "hardware", "site", "region"] as const;

/** A row of `ranges.csv`. */
const rangeRow = z.object(shapeOf(RANGE_COLUMNS, {
  parameter: z.string().optional().transform((value, ctx) => {
    const s = (value ?? "").trim();
    const found = RANGE_PARAMETERS.find((p) => p === s);
    if (found === undefined) return refuse(ctx, { kind: "input-name", values: RANGE_PARAMETERS });
    return found;
  }),
  // signed: a price's yearly change may fall or rise; each input's own bounds are checked after
  low: number({ min: -1e10, max: 1e10, percent: true, expected: "low" }),
  high: number({ min: -1e10, max: 1e10, percent: true, expected: "high" }),
  kind: oneOf(["factor", "value"] as const),
  scope: z.string().optional().transform((value, ctx) => {
    const s = (value ?? "").trim().toLowerCase();
    if (s === "") return undefined;
    const found = RANGE_SCOPES.find((x) => x === s);
    if (found === undefined) return refuse(ctx, { kind: "range-scope", values: RANGE_SCOPES });
    return found;
  }),
  scope_id: optionalText(),
  currency: optionalText(),
  notes: optionalText(),
  ...sourced,
}));

/** The costs `hidden_costs.csv` may name (the other costs of `lib/model/cost_items.ts`). */
export const HIDDEN_COST_KINDS = OTHER_COST_NAMES as readonly OtherCost[] as readonly [
  OtherCost,
  ...OtherCost[],
];

/** A row of `hidden_costs.csv`. */
const hiddenCostRow = z.object(shapeOf(HIDDEN_COST_COLUMNS, {
  scenario_id: id(),
  cost: oneOf(HIDDEN_COST_KINDS),
  parameter: text("hiddenParameter"),
  value: number({
    min: -0.9,
    max: 1e9,
    percent: true,
    expected: "hiddenValue",
  }),
  currency: optionalText(),
  notes: optionalText(),
  ...sourced,
}));

/**
 * The files of a data folder, the schema of each, the column that holds its row id, the
 * columns a file may leave out altogether (blank everywhere), and the columns that together may
 * hold a value once (`unique`; a file with an id holds each id once).
 */
export const FILES = {
  "fx.csv": {
    schema: fxRow,
    key: undefined,
    required: true,
    optional: [],
    unique: ["currency", "as_of"],
  },
  "cloud_offerings.csv": {
    schema: offeringRow,
    key: "id",
    required: true,
    optional: ["ingress_price", "egress_price", "price_change_per_year", "host_gpus"],
  },
  "hardware.csv": {
    schema: hardwareRow,
    key: "id",
    required: true,
    optional: [
      "resale_haircut",
      "site_id",
      "finance_id",
      ...columnInputs("hardware.csv").map(({ column }) => column.name),
    ],
  },
  "sites.csv": {
    schema: siteRow,
    key: "id",
    required: true,
    optional: columnInputs("sites.csv").map(({ column }) => column.name),
  },
  "finance.csv": { schema: financeRow, key: "id", required: true, optional: [] },
  "buyers.csv": {
    schema: buyerRow,
    key: "id",
    required: false,
    optional: ["goods_vat_deducted", "services_vat_deducted", "first_year_limit", "currency"],
  },
  "scenarios.csv": {
    schema: scenarioRow,
    key: "id",
    required: true,
    optional: [
      "cloud_speed",
      "interruptions_per_month",
      "interruptions_per_day",
      "hours_between_interruptions",
      "capacity_wait_minutes",
      "checkpoint_interval_hours",
      "checkpoint_write_minutes",
      "restart_minutes",
      "demand_profile",
      "own_ops_hours",
      "cloud_ops_hours",
      "data_in_gb",
      "data_out_gb",
      "jobs_per_month",
      "region",
      "workload",
      "buyer_id",
    ],
  },
  "ranges.csv": {
    schema: rangeRow,
    key: undefined,
    required: false,
    optional: ["scope", "scope_id", "currency"],
    unique: ["parameter", "scope", "scope_id"],
  },
  "demand.csv": {
    schema: demandRow,
    key: undefined,
    required: true,
    optional: [],
    unique: ["profile", "gpus"],
  },
  "hidden_costs.csv": {
    schema: hiddenCostRow,
    key: undefined,
    required: false,
    optional: ["currency"],
    unique: ["scenario_id", "parameter"],
  },
} as const satisfies Record<
  string,
  {
    schema: unknown;
    key: string | undefined;
    required: boolean;
    optional: readonly string[];
    unique?: readonly string[];
  }
>;

/** The name of a data file `FILES` describes. */
export type FileName = keyof typeof FILES;
/** A valid row of the offering files, as the schema outputs it. */
export type OfferingRow = z.output<typeof offeringRow>;
/** A valid row of `hardware.csv`. */
export type HardwareRow = z.output<typeof hardwareRow>;
/** A valid row of `sites.csv`. */
export type SiteRow = z.output<typeof siteRow>;
/** A valid row of `buyers.csv`. */
export type BuyerRow = z.output<typeof buyerRow>;
/** A valid row of `finance.csv`. */
export type FinanceRow = z.output<typeof financeRow>;
/** A valid row of `fx.csv`. */
export type FxRow = z.output<typeof fxRow>;
/** A valid row of `scenarios.csv`. */
export type ScenarioRow = z.output<typeof scenarioRow>;
/** A valid row of `ranges.csv`. */
export type RangeRow = z.output<typeof rangeRow>;
/** A valid row of `demand.csv`. */
export type DemandRow = z.output<typeof demandRow>;
/** A valid row of `hidden_costs.csv`. */
export type HiddenCostRow = z.output<typeof hiddenCostRow>;
