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
  oneOf,
  optionalId,
  optionalNumber,
  optionalText,
  quantity,
  rowOf,
  text,
} from "./cells.ts";
import {
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
  expected: "a price above 0 and at most 1e9 (a number such as 3.5)",
};
const fraction = { min: 0, max: 1, percent: true, expected: "a fraction from 0 to 1 (0.3 or 30%)" };
const rate = { min: 0, max: 1, percent: true, expected: "a yearly rate from 0 to 1 (0.05 or 5%)" };
/** Up to 10 MW: a cluster of machines entered as one row (gpu_count GPUs drawing wall_power). */
const power = {
  min: 0,
  max: 10_000,
  expected: "a power such as 650 W, 0.65 kW or 173 kW, at most 10,000 kW (a bare number is kW)",
};

const sourced = {
  source: text("the source of the figure"),
  as_of: asOf(),
};

/** A whole number of GPUs, in a machine or an offering's instance. */
const gpuCount = number({
  min: 1,
  max: 1024,
  integer: true,
  expected: "a whole number of GPUs, 1 or more",
});

/** A row of the offering files (`cloud_offerings.csv`, `cloud_offerings.NAME.csv`). */
const offeringRow = rowOf(OFFERING_COLUMNS, {
  id: id(),
  provider: text("the provider's name"),
  gpu_model: text("a GPU model such as RTX 3090"),
  gpu_count: gpuCount,
  pricing_model: oneOf(PRICING_MODELS),
  price: number(price),
  currency: currency(),
  unit: oneOf(PRICE_UNITS),
  region: optionalText(),
  billing: optionalText(),
  storage_price: optionalNumber({ min: 0, max: 1e6, expected: "a storage price from 0 to 1e6" }),
  storage_unit: z.string().optional(),
  ingress_price: optionalNumber({
    min: 0,
    max: 1000,
    expected: "a price per GB of data moved in, from 0 to 1000 (blank = not counted)",
  }),
  egress_price: optionalNumber({
    min: 0,
    max: 1000,
    expected: "a price per GB of data moved out, from 0 to 1000 (blank = not counted)",
  }),
  price_change_per_year: optionalNumber({
    min: -0.9,
    max: 1,
    percent: true,
    expected:
      "the yearly change of the price over the horizon, from -0.9 to 1 (-0.25 or -25% for 25 % cheaper each year; blank = flat)",
  }),
  notes: optionalText(),
  ...sourced,
});

/**
 * The columns of `file` that set a model input as written, each validated as its input's record
 * says (`lib/model/cost_inputs.ts`): blank = not counted.
 */
function inputColumns<F extends InputColumn["file"]>(
  file: F,
): Record<ColumnName<F>, CellSchema<number | undefined>> {
  return Object.fromEntries(
    columnInputs(file).map(({ column: { name, min, minInclusive, max, percent, expected } }) => [
      name,
      optionalNumber({ min, minInclusive, max, percent, expected }),
    ]),
  ) as Record<ColumnName<F>, CellSchema<number | undefined>>;
}

/** A row of `hardware.csv`. */
const hardwareRow = rowOf(HARDWARE_COLUMNS, {
  id: id(),
  name: text("a name for the machine"),
  gpu_model: text("a GPU model such as RTX 3090"),
  gpu_count: gpuCount,
  purchase_price: number(price),
  host_share: number({
    min: 0,
    max: 1e9,
    expected: "the host's share of the price, from 0 to 1e9",
  }),
  currency: currency(),
  board_power: quantity("kW", { ...power, required: false }),
  wall_power: quantity("kW", { ...power, min: 0, minInclusive: false }),
  idle_power: quantity("kW", { ...power, required: false }),
  residual_fraction: number(fraction),
  residual_years: number({ min: 0.1, max: 50, expected: "years from 0.1 to 50" }),
  resale_haircut: optionalNumber({
    ...fraction,
    max: 0.95,
    expected: "a fraction from 0 to 0.95 lost to the used market at once (0.3 or 30%)",
  }),
  maintenance_per_year: number({
    min: 0,
    max: 1e9,
    expected: "a yearly maintenance cost from 0 to 1e9",
  }),
  site_id: optionalId(),
  finance_id: optionalId(),
  ...inputColumns("hardware.csv"),
  notes: optionalText(),
  ...sourced,
});

/** A row of `sites.csv`. */
const siteRow = rowOf(SITE_COLUMNS, {
  id: id(),
  name: text("a name for the site"),
  electricity_price: number(price),
  currency: currency(),
  pue: number({
    min: 1,
    max: 5,
    expected: "a PUE from 1 to 5 (1 for a desk, 1.5 for a typical data centre)",
  }),
  region: optionalText(),
  ...inputColumns("sites.csv"),
  notes: optionalText(),
  ...sourced,
});

/** A row of `finance.csv`. */
const financeRow = rowOf(FINANCE_COLUMNS, {
  id: id(),
  name: text("a name for the finance settings"),
  cost_of_capital: number(rate),
  discount_rate: number(rate),
  notes: optionalText(),
  ...sourced,
});

/** A row of `fx.csv`. */
const fxRow = rowOf(FX_COLUMNS, {
  currency: currency(),
  cny_per_unit: number({
    min: 0,
    minInclusive: false,
    max: 1e6,
    expected: "CNY per unit of the currency, above 0 and at most 1e6",
  }),
  ...sourced,
});

/** A row of `scenarios.csv`. */
const scenarioRow = rowOf([...SCENARIO_COLUMNS, ...MORE_SCENARIO_COLUMNS], {
  id: id(),
  description: text("a one-line description"),
  hardware_id: id(),
  offering_id: id(),
  site_id: id(),
  finance_id: id(),
  hours_per_day: number({ min: 0, max: 24, expected: "hours per day from 0 to 24" }),
  days_per_week: number({ min: 0, max: 7, expected: "days per week from 0 to 7" }),
  utilization: number(fraction),
  horizon_years: number({ min: 0, max: 30, expected: "a horizon in years from 0 to 30" }),
  storage_gb: number({ min: 0, max: 1e8, expected: "GB of cloud storage kept, from 0 to 1e8" }),
  spot_overhead: number({
    ...fraction,
    expected: "a fraction from 0 to 1 of extra hours lost to interruptions (0.1 or 10%)",
  }),
  setup_hours: number({ min: 0, max: 730, expected: "set-up hours per month from 0 to 730" }),
  interruptions_per_month: optionalNumber({
    ...fraction,
    max: 0.99,
    expected:
      "the share of spot instances interrupted in a month, from 0 to 0.99 (0.1 or 10%; AWS's Spot Instance Advisor bands: <5%, 5-10%, 10-15%, 15-20%, >20%)",
  }),
  interruptions_per_day: optionalNumber({
    min: 0,
    max: 1440,
    expected: "spot interruptions a day, from 0 to 1440 (0.5 for one every other day)",
  }),
  hours_between_interruptions: optionalNumber({
    min: 0,
    minInclusive: false,
    max: 1e6,
    expected: "the mean hours between spot interruptions, above 0 and at most 1e6",
  }),
  capacity_wait_minutes: optionalNumber({
    min: 0,
    max: 1e5,
    expected: "minutes spent waiting for spot capacity after each interruption, 0 to 1e5",
  }),
  checkpoint_interval_hours: optionalNumber({
    min: 0,
    max: 1000,
    expected: "hours between checkpoints, 0 to 1000 (blank or 0: the interval that bills least)",
  }),
  checkpoint_write_minutes: optionalNumber({
    min: 0,
    max: 600,
    expected: "minutes to write a checkpoint, 0 to 600",
  }),
  restart_minutes: optionalNumber({
    min: 0,
    max: 600,
    expected: "minutes to restart after an interruption, 0 to 600",
  }),
  cloud_speed: optionalNumber({
    min: 0.05,
    max: 20,
    expected:
      "the work the cloud GPU does in an hour relative to the owned one, from 0.05 to 20 (0.967 for 3.42 % slower)",
  }),
  demand_profile: optionalId(),
  own_ops_hours: optionalNumber({
    min: 0,
    max: 730,
    expected: "hours a month someone spends running the owned machine, 0 to 730",
  }),
  cloud_ops_hours: optionalNumber({
    min: 0,
    max: 730,
    expected: "hours a month someone spends on the rented side, 0 to 730",
  }),
  data_in_gb: optionalNumber({
    min: 0,
    max: 1e8,
    expected: "GB moved into the cloud a month, 0 to 1e8",
  }),
  data_out_gb: optionalNumber({
    min: 0,
    max: 1e8,
    expected: "GB moved out of the cloud a month, 0 to 1e8",
  }),
  jobs_per_month: optionalText(),
  currency: currency(),
  region: optionalText(),
  workload: optionalId(),
});

/** A row of `demand.csv`: one number of GPUs of a profile and its share of the hours. */
const demandRow = rowOf(DEMAND_COLUMNS, {
  profile: id(),
  gpus: number({
    min: 0,
    max: 100_000,
    integer: true,
    expected: "a whole number of GPUs wanted, 0 or more",
  }),
  share: number({
    ...fraction,
    expected: "the share of hours in which that many GPUs are wanted, 0 to 1 (0.25 or 25%)",
  }),
  notes: optionalText(),
  ...sourced,
});

/** The model inputs `ranges.csv` may name: every numeric input (`lib/model/cost_inputs.ts`). */
export const RANGE_PARAMETERS: readonly InputName[] = INPUT_NAMES;

/**
 * What a row of `ranges.csv` may hold for: a scenario, the machine, the site or its region, or
 * the offering it names in `scope_id`, most specific first (a scenario's own row wins).
 */
export const RANGE_SCOPES = ["scenario", "offering", "hardware", "site", "region"] as const;

/** A row of `ranges.csv`. */
const rangeRow = rowOf(RANGE_COLUMNS, {
  parameter: z.string().optional().transform((value, ctx) => {
    const s = (value ?? "").trim();
    const found = RANGE_PARAMETERS.find((p) => p === s);
    if (found === undefined) {
      ctx.addIssue({
        code: "custom",
        message: `a model input name: one of ${RANGE_PARAMETERS.join(", ")}`,
      });
      return z.NEVER;
    }
    return found;
  }),
  low: number({ min: 0, max: 1e10, expected: "a low value from 0 to 1e10" }),
  high: number({ min: 0, max: 1e10, expected: "a high value from 0 to 1e10" }),
  kind: oneOf(["factor", "value"] as const),
  scope: z.string().optional().transform((value, ctx) => {
    const s = (value ?? "").trim().toLowerCase();
    if (s === "") return undefined;
    const found = RANGE_SCOPES.find((x) => x === s);
    if (found === undefined) {
      ctx.addIssue({
        code: "custom",
        message: `one of ${RANGE_SCOPES.join(", ")}, or a blank cell for every scenario`,
      });
      return z.NEVER;
    }
    return found;
  }),
  scope_id: optionalText(),
  currency: optionalText(),
  notes: optionalText(),
  ...sourced,
});

/** The costs `hidden_costs.csv` may name (the other costs of `lib/model/cost_items.ts`). */
export const HIDDEN_COST_KINDS = OTHER_COST_NAMES as readonly OtherCost[] as readonly [
  OtherCost,
  ...OtherCost[],
];

/** A row of `hidden_costs.csv`. */
const hiddenCostRow = rowOf(HIDDEN_COST_COLUMNS, {
  scenario_id: id(),
  cost: oneOf(HIDDEN_COST_KINDS),
  parameter: text("a model input of that cost (see data/README.md)"),
  value: number({
    min: -0.9,
    max: 1e9,
    percent: true,
    expected: "a value from 0 to 1e9 (the cloud price change from -0.9 to 1)",
  }),
  currency: optionalText(),
  notes: optionalText(),
  ...sourced,
});

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
    optional: ["ingress_price", "egress_price", "price_change_per_year"],
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
