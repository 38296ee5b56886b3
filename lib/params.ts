/**
 * The parameters a reader may change, the papermill way: each notebook's cell tagged
 * `parameters` holds them in one object `p` (the few a reader tries first are written out, any
 * other may be added), `deno task report -p NAME=VALUE` (or `--params FILE`) sets them in
 * an `injected-parameters` cell below it, and `deno task calc` takes the same flags. One list
 * here says each one's type, unit, range and meaning, what it sets (its {@linkcode Binding}) and
 * whether it is money; the notebooks' parameters cell, the report's `--help`, the checks,
 * `applyOverrides()`, the what-if page's controls and the inputs block of every report all read
 * it. A new parameter is a record here and its control's words in
 * `lib/words/messages/whatif.ts`.
 *
 * Money parameters are in the report's currency (the `currency` parameter, else the scenario's).
 *
 * @module
 */
import { DEFAULT_SCENARIO_ID } from "./defaults.ts";
import type { Scenario } from "./data/scenarios.ts";
import type { CostInputs } from "./model/inputs.ts";
import { DEFAULT_LANG, isLang, type Lang, LANGS } from "./words/lang.ts";

export type { Lang };

/** The model inputs a number parameter may set: those of `CostInputs` that are numbers. */
export type NumberInput = {
  [K in keyof CostInputs]: CostInputs[K] extends number ? K : never;
}[keyof CostInputs];

/**
 * What a parameter sets, and so how `applyOverrides()` (`lib/scenario/overrides.ts`) applies it
 * and how the what-if page reads back the value a report was built with. A number is first
 * converted to the model's units: money × CNY per unit of the report's currency, then ÷ `per`.
 *
 * - `report`: the report itself (its scenario, language, currency, exchange-rate day), read by
 *   the workbook and the report build; it changes no input.
 * - `input`: a model input of the resolved scenario; with `ownOffering`, the same term of the
 *   scenario's own offering too (and of the hybrid fleet's overflow when it is that offering),
 *   every other offering keeping its row's.
 * - `schedule`: one part of the schedule (the scenario row's hours a day, days a week or
 *   utilisation); the used hours a day are computed from the three parts, a part not given
 *   keeping the case's value. A scenario that names its jobs a month reads back as the hours they
 *   take, every day at full use.
 * - `scenario`: a field of the resolved scenario's row that no model input holds (spot's rate of
 *   interruptions, the wait for capacity); `spot`: a what-if control only when the scenario has a
 *   spot option; `rebills`: spot's terms are billed again at the new row; `replaces`: a field that
 *   gave the same value another way, cleared; `blank`: what an empty field reads back as.
 * - `accepts`: the regions and providers to rent from, `;`-separated, replacing the scenario's.
 *
 * - `choice`: a row of the data picked, or the reader's own machine described, before the
 *   scenario is resolved (`applyChoices()` of `lib/scenario/choices.ts`, where `-p scenario=` is
 *   resolved); `input`: the model input a number choice reads back as on the what-if page.
 */
export type Binding =
  | { kind: "report" }
  | { kind: "input"; input: NumberInput; per?: number; ownOffering?: boolean }
  | { kind: "schedule"; field: "scheduledHoursPerDay" | "daysPerWeek" | "utilization" }
  | {
    kind: "scenario";
    field: "interruptionsPerHour" | "capacityWaitHours";
    per?: number;
    spot?: boolean;
    rebills?: boolean;
    replaces?: keyof Scenario;
    blank?: number;
  }
  | { kind: "accepts" }
  | { kind: "choice"; input?: NumberInput };

/** One parameter: its name in the notebooks (snake_case, as papermill writes them). */
export interface Parameter {
  /** The parameter's name, e.g. `hours_per_day`. */
  name: string;
  /** Whether its value is text (a scenario id, a currency) or a number. */
  type: "text" | "number";
  /** The unit shown beside a value, `""` for none. */
  unit: string;
  /** What the notebooks take when it is not set. */
  default: string;
  /** For text: the only values allowed, when there is such a list. */
  choices?: readonly string[];
  /** For text: `"date"` when the value is a day, ISO `YYYY-MM-DD`. */
  format?: "date";
  /** What it changes, in a sentence. */
  help: string;
  /** For numbers: the allowed range (inclusive unless said). */
  min?: number;
  /** Whether `min` itself is excluded. */
  minExclusive?: boolean;
  /** For numbers: the largest value allowed (inclusive). */
  max?: number;
  /**
   * For numbers: the top of the what-if page's slider, the largest value a reader plausibly tries
   * (`max` is what the workbook accepts; a value typed beyond the slider is kept). Money in CNY,
   * which the page converts to the report's currency. Without it the slider ends at `max` when
   * that is at most 30, else at 3 × the built value.
   */
  sliderMax?: number;
  /** For numbers: only whole numbers are allowed (a count of GPUs). */
  integer?: boolean;
  /** What it sets ({@linkcode Binding}). */
  binding: Binding;
  /** Whether it is money: given in the report's currency, converted to CNY once. */
  money?: boolean;
  /**
   * The comment beside it in the notebooks' parameters cell, when the cell shows it
   * ({@linkcode parametersCell}); the others are set by adding them to the cell, or with `-p`.
   */
  cell?: string;
}

/** Every parameter, in the order the notebooks declare them. */
export const PARAMETERS: readonly Parameter[] = [
  {
    name: "scenario",
    type: "text",
    unit: "",
    default: DEFAULT_SCENARIO_ID,
    help: "a scenario id of scenarios.csv",
    binding: { kind: "report" },
    cell: "a row of data/scenarios.csv",
  },
  {
    name: "lang",
    type: "text",
    unit: "",
    default: "en",
    choices: LANGS,
    help: "the language of the report's words: en (English) or zh (中文)",
    binding: { kind: "report" },
    cell: "en or zh (中文): the language of the report's words",
  },
  {
    name: "currency",
    type: "text",
    unit: "",
    default: "the scenario's",
    help: "the currency money is shown in: CNY or one listed in fx.csv",
    binding: { kind: "report" },
    cell: "CNY, USD, EUR; default the scenario's",
  },
  {
    name: "fx_date",
    type: "text",
    unit: "",
    default: "the report's date (today)",
    format: "date",
    help:
      "the day whose exchange rates convert every price, once: each currency's latest rate in fx.csv on or before it (YYYY-MM-DD)",
    binding: { kind: "report" },
  },
  {
    name: "hours_per_day",
    type: "number",
    unit: "h/day",
    default: "the scenario's",
    help:
      "hours a day on the schedule (scenarios.csv's hours_per_day); the hours used a day are hours_per_day × days_per_week ÷ 7 × utilization",
    min: 0,
    max: 24,
    binding: { kind: "schedule", field: "scheduledHoursPerDay" },
    cell: "h/day on the schedule; used = × days_per_week ÷ 7 × utilization",
  },
  {
    name: "days_per_week",
    type: "number",
    unit: "days/week",
    default: "the scenario's",
    help: "days a week on the schedule (scenarios.csv's days_per_week)",
    min: 0,
    max: 7,
    binding: { kind: "schedule", field: "daysPerWeek" },
  },
  {
    name: "utilization",
    type: "number",
    unit: "fraction",
    default: "the scenario's",
    help: "share of the scheduled hours the GPU is busy (0.5 or 50%)",
    min: 0,
    max: 1,
    binding: { kind: "schedule", field: "utilization" },
  },
  {
    name: "horizon_years",
    type: "number",
    unit: "years",
    default: "the scenario's",
    help: "how long the GPU is kept or rented",
    min: 0,
    minExclusive: true,
    max: 30,
    binding: { kind: "input", input: "horizonYears" },
    cell: "years kept or rented",
  },
  {
    name: "cloud_price",
    type: "number",
    unit: "per GPU-hour",
    default: "the scenario's offering",
    help:
      "the price per GPU-hour of the scenario's own offering (a monthly price / 730), in the report's currency; the other offerings keep their own",
    min: 0,
    minExclusive: true,
    max: 1e6,
    // the shipped H100s rent on demand for 3.8–11.1 USD (26–75 CNY) a GPU-hour
    sliderMax: 100,
    binding: { kind: "input", input: "cloudCnyPerGpuHour", ownOffering: true },
    money: true,
    cell: "per GPU-hour (a monthly price / 730)",
  },
  {
    name: "electricity_price",
    type: "number",
    unit: "per kWh",
    default: "the scenario's site",
    help: "the electricity price, in the report's currency",
    min: 0,
    max: 1e3,
    // well above every tariff of sites.csv (at most 1 CNY/kWh)
    sliderMax: 5,
    binding: { kind: "input", input: "electricityCnyPerKwh" },
    money: true,
  },
  {
    name: "purchase_price",
    type: "number",
    unit: "",
    default: "the scenario's machine",
    help:
      "the machine's purchase_price of hardware.csv, in the report's currency: the GPU, or the whole server where the row prices one; its host_share is kept apart and unchanged",
    min: 0,
    minExclusive: true,
    max: 1e10,
    binding: { kind: "input", input: "purchaseCny" },
    money: true,
    cell: "hardware.csv's purchase_price: the GPU or server, host share apart",
  },
  {
    name: "cost_of_capital",
    type: "number",
    unit: "a year",
    default: "the scenario's finance row",
    help: "what the money would earn elsewhere (undiscounted view), 0.05 or 5%",
    min: 0,
    max: 1,
    binding: { kind: "input", input: "costOfCapital" },
  },
  {
    name: "discount_rate",
    type: "number",
    unit: "a year",
    default: "the scenario's finance row",
    help: "the rate of the present-value view, 0.05 or 5%",
    min: 0,
    max: 1,
    binding: { kind: "input", input: "discountRate" },
  },
  {
    name: "cloud_speed",
    type: "number",
    unit: "× owned",
    default: "the scenario's, else the workload's speeds",
    help:
      "work the scenario's rented GPU does in an hour relative to the owned one (default: 1 for the same GPU model, else the workload's figures of throughput.csv); the other offerings keep their own",
    min: 0.05,
    max: 20,
    // an H100 does 2.9 times a 3090's ResNet-50 work (throughput.csv: 2,616 / 905)
    sliderMax: 4,
    binding: { kind: "input", input: "cloudSpeed", ownOffering: true },
  },
  {
    name: "storage_gb",
    type: "number",
    unit: "GB",
    default: "the scenario's",
    help: "cloud storage kept for the whole horizon",
    min: 0,
    max: 1e8,
    // tens of TB: a team's datasets and checkpoints
    sliderMax: 50_000,
    binding: { kind: "input", input: "storageGb" },
  },
  {
    name: "residual_fraction",
    type: "number",
    unit: "fraction",
    default: "the machine's",
    help: "share of the purchase price the machine sells for after its residual years",
    min: 0,
    max: 1,
    binding: { kind: "input", input: "residualFraction" },
  },
  {
    name: "resale_haircut",
    type: "number",
    unit: "fraction",
    default: "the machine's",
    help: "share of the purchase price lost on the used market at once",
    min: 0,
    max: 0.95,
    binding: { kind: "input", input: "resaleHaircut" },
  },
  {
    name: "interruptions_per_day",
    type: "number",
    unit: "a day",
    default: "the scenario's",
    help: "how often a spot instance is interrupted, on average, per day it runs (24 = every hour)",
    min: 0,
    max: 1440,
    // every half hour
    sliderMax: 48,
    binding: {
      kind: "scenario",
      field: "interruptionsPerHour",
      per: 24,
      spot: true,
      rebills: true,
      replaces: "interruptionsPerMonth",
    },
  },
  {
    name: "capacity_wait_minutes",
    type: "number",
    unit: "minutes",
    default: "the scenario's, else 0",
    help: "minutes waited for spot capacity after each interruption (time to finish, not cost)",
    min: 0,
    max: 10080,
    // four hours
    sliderMax: 240,
    binding: { kind: "scenario", field: "capacityWaitHours", per: 60, spot: true, blank: 0 },
  },
  {
    name: "labour_rate",
    type: "number",
    unit: "per hour",
    default: "the site's (blank: not counted)",
    help: "what an hour of operations work costs, for own_ops_hours and cloud_ops_hours",
    min: 0,
    max: 1e5,
    // a few hundred an hour in USD (2,000 CNY is about 290 USD)
    sliderMax: 2_000,
    binding: { kind: "input", input: "labourCnyPerHour" },
    money: true,
  },
  {
    name: "own_ops_hours",
    type: "number",
    unit: "h/month",
    default: "the scenario's (blank: not counted)",
    help: "hours a month someone spends running the owned machine (drivers, failures, scheduling)",
    min: 0,
    max: 730,
    // a full-time month: 22 working days of 8 hours
    sliderMax: 176,
    binding: { kind: "input", input: "ownOpsHoursPerMonth" },
  },
  {
    name: "cloud_ops_hours",
    type: "number",
    unit: "h/month",
    default: "the scenario's (blank: not counted)",
    help: "hours a month someone spends on the rented side (images, data sync, cost monitoring)",
    min: 0,
    max: 730,
    // a full-time month: 22 working days of 8 hours
    sliderMax: 176,
    binding: { kind: "input", input: "rentOpsHoursPerMonth" },
  },
  {
    name: "cloud_price_change",
    type: "number",
    unit: "fraction/year",
    default: "the offering's (blank: flat)",
    help:
      "yearly change of the scenario's own offering's price over the horizon (-0.25 = 25 % cheaper each year); the other offerings keep their own",
    min: -0.9,
    max: 1,
    binding: { kind: "input", input: "cloudPriceChangePerYear", ownOffering: true },
  },
  {
    name: "region",
    type: "text",
    unit: "",
    default: "the scenario's (blank: any)",
    help:
      "the regions and providers to rent from, separated by ';' (CN; RunPod): the cheapest way to rent is chosen among their offerings",
    binding: { kind: "accepts" },
  },
  // the reader's choices: rows of the data in place of the scenario's (lib/scenario/choices.ts)
  {
    name: "machine",
    type: "text",
    unit: "",
    default: "the scenario's",
    help: "a machine id of hardware.csv, owned instead of the scenario's",
    binding: { kind: "choice" },
  },
  {
    name: "site",
    type: "text",
    unit: "",
    default: "the scenario's",
    help: "a site id of sites.csv, where the machine runs instead of the scenario's",
    binding: { kind: "choice" },
  },
  {
    name: "offering",
    type: "text",
    unit: "",
    default: "the scenario's",
    help: "an offering id of the data folder's offering files, rented instead of the scenario's",
    binding: { kind: "choice" },
  },
  {
    name: "job",
    type: "text",
    unit: "",
    default: "none",
    help: "a job id of jobs.csv, ranked by cost on every offering and machine of the data folder",
    binding: { kind: "choice" },
  },
  // the work as users state it (lib/scenario/work.ts): a row of work.csv, or stated here
  {
    name: "work",
    type: "text",
    unit: "",
    default: "none",
    help:
      "a training run or serving load of work.csv: its tokens set the hours the machine is busy, and it is ranked on every offering and machine",
    binding: { kind: "choice" },
  },
  {
    name: "model_params",
    type: "number",
    unit: "parameters",
    default: "the work's",
    help: "the work's model: its parameters (7e9 for a 7 B model)",
    min: 1e6,
    max: 1e13,
    binding: { kind: "choice" },
  },
  {
    name: "tokens",
    type: "number",
    unit: "tokens",
    default: "the work's",
    help: "a training run: the tokens it trains on (2e9 for 2 B)",
    min: 1,
    max: 1e15,
    binding: { kind: "choice" },
  },
  {
    name: "method",
    type: "text",
    unit: "",
    default: "the work's, else full",
    choices: ["full", "lora", "qlora"],
    help: "a training run: full training, or LoRA / QLoRA adapters beside frozen weights",
    binding: { kind: "choice" },
  },
  {
    name: "mfu",
    type: "number",
    unit: "fraction",
    default: "the work's, else 0.4",
    help: "a training run: the model FLOPs utilisation it reaches (0.4 or 40%)",
    min: 0,
    minExclusive: true,
    max: 1,
    binding: { kind: "choice" },
  },
  {
    name: "precision",
    type: "text",
    unit: "",
    default: "the work's, else bf16",
    choices: ["bf16", "fp16", "fp8", "int8", "int4"],
    help: "the precision of the weights (what a served model's weights take in memory)",
    binding: { kind: "choice" },
  },
  {
    name: "runs_per_month",
    type: "number",
    unit: "a month",
    default: "the work's, else once",
    help: "a training run: how many times a month it runs (blank: once over the horizon)",
    min: 0,
    minExclusive: true,
    max: 10_000,
    binding: { kind: "choice" },
  },
  {
    name: "tokens_per_day",
    type: "number",
    unit: "tokens/day",
    default: "the work's",
    help: "a serving load: the output tokens it generates a day (50e6 for 50 M)",
    min: 0,
    minExclusive: true,
    max: 1e15,
    binding: { kind: "choice" },
  },
  {
    name: "peak_factor",
    type: "number",
    unit: "× mean",
    default: "the work's, else 1",
    help: "a serving load: the busiest hour's rate over the day's mean",
    min: 1,
    max: 100,
    binding: { kind: "choice" },
  },
  {
    name: "workload",
    type: "text",
    unit: "",
    default: "the scenario's, else resnet50-fp16",
    help:
      "the kind of work the machine does, a workload of throughput.csv: its speed on each GPU sets the hours a rented GPU of another model needs",
    binding: { kind: "choice" },
  },
  {
    name: "gpu_model",
    type: "text",
    unit: "",
    default: "the machine's",
    help:
      "your own machine: a GPU model of the data (hardware.csv, the offering files or throughput.csv) in place of the machine's",
    binding: { kind: "choice" },
  },
  {
    name: "gpu_count",
    type: "number",
    unit: "GPUs",
    default: "the machine's",
    help:
      "your own machine: GPUs in it; its price and power scale with the count unless purchase_price and machine_power are given",
    min: 1,
    max: 1024,
    sliderMax: 8,
    binding: { kind: "choice", input: "gpuCount" },
    integer: true,
  },
  {
    name: "machine_power",
    type: "number",
    unit: "kW",
    default: "the machine's",
    help: "your own machine: its wall power while training, the whole machine",
    min: 0,
    minExclusive: true,
    max: 1000,
    // eight H100s draw about 10 kW at the wall
    sliderMax: 12,
    binding: { kind: "choice", input: "activePowerKw" },
  },
];

/**
 * The notebooks' parameters cell, for a notebook about `scenario`: the object `p` with the
 * parameters of the list that have a `cell` comment, in the list's order, each `undefined` but the
 * scenario and the language; then the parameters of the list a notebook shows besides (`also`:
 * its name and the comment it has in that notebook, such as 08's `job`), in the list's order,
 * each `undefined`. Any other parameter is set by adding it to `p`, or with `-p`, which assigns to
 * `p` in a cell injected below this one (papermill's way).
 *
 * @param scenario The scenario the notebook opens.
 * @param options.also Parameters of the list the notebook shows besides, by name, with their
 *   comments. @default {}
 * @returns The cell's source.
 * @throws {RangeError} when `also` names a parameter the list lacks or the cell shows already
 *
 * @example
 * ```ts
 * import { parametersCell } from "./params.ts";
 * parametersCell("seed-3090-autodl").split("\n")[4]; // '  scenario: "seed-3090-autodl", // a row of data/scenarios.csv'
 * parametersCell("seed-3090-autodl", { also: { job: "a row of data/jobs.csv" } }).split("\n").at(-2);
 * // '  job: undefined, // a row of data/jobs.csv'
 * ```
 */
export function parametersCell(
  scenario: string,
  { also = {} }: { also?: Readonly<Record<string, string>> } = {},
): string {
  const value = (p: Parameter) =>
    p.name === "scenario"
      ? JSON.stringify(scenario)
      : p.name === "lang"
      ? JSON.stringify(DEFAULT_LANG)
      : "undefined";
  for (const name of Object.keys(also)) {
    const p = PARAMETERS.find((x) => x.name === name);
    if (!p || p.cell !== undefined) {
      throw new RangeError(
        `Cannot show parameter "${name}" besides the cell's: ${
          p ? "the cell shows it already" : "the parameter list has no such parameter"
        }`,
      );
    }
  }
  return [
    "// Parameters: change a value and run all cells; `deno task report -p NAME=VALUE` sets them too.",
    "// undefined keeps the scenario's own value; money is in the report's currency. Any other",
    '// parameter of `deno task report --help` may be added to p (utilization: 0.5, region: "CN").',
    "const p: WorkbookParameters = {",
    ...PARAMETERS.filter((p) => p.cell !== undefined).map((p) =>
      `  ${p.name}: ${value(p)}, // ${p.cell}`
    ),
    ...PARAMETERS.filter((p) => Object.hasOwn(also, p.name)).map((p) =>
      `  ${p.name}: undefined, // ${also[p.name]}`
    ),
    "};",
  ].join("\n");
}

/** Values of parameters, as the notebooks hold them; `undefined` means "not set". */
export type ParameterValues = Record<string, string | number | undefined>;

/** A parameter value the workbook cannot use, and what it expected. */
export class ParameterError extends Error {
  /** Makes the error with `message`, which says the parameter, the value and what was expected. */
  constructor(message: string) {
    super(message);
    this.name = "ParameterError";
  }
}

function find(name: string): Parameter {
  const p = PARAMETERS.find((x) => x.name === name);
  if (!p) {
    throw new ParameterError(
      `Unknown parameter "${name}": the parameters are ${PARAMETERS.map((x) => x.name).join(", ")}`,
    );
  }
  return p;
}

function expected(p: Parameter): string {
  if (p.type === "text") return p.help;
  const low = p.min === undefined ? "" : `${p.minExclusive ? "above" : "from"} ${p.min}`;
  const joint = !low ? "at most" : p.minExclusive ? "and at most" : "to";
  const high = p.max === undefined ? "" : `${low ? " " : ""}${joint} ${p.max}`;
  return `${p.integer ? "a whole number" : "a number"} ${low}${high}${
    p.unit ? ` (${p.unit})` : ""
  }: ${p.help}`;
}

/** Checks one value against its parameter; returns it (a number for numbers) or throws. */
export function checkParameter(name: string, value: unknown): string | number | undefined {
  const p = find(name);
  if (value === undefined || value === null) return undefined;
  if (p.type === "text") {
    if (typeof value !== "string" || value.trim() === "") {
      throw new ParameterError(
        `Parameter ${name}: found ${JSON.stringify(value)}, expected ${expected(p)}`,
      );
    }
    if (p.format === "date" && !isIsoDay(value.trim())) {
      throw new ParameterError(
        `Parameter ${name}: found ${
          JSON.stringify(value)
        }, expected a day as YYYY-MM-DD: ${p.help}`,
      );
    }
    if (p.choices && !p.choices.includes(value.trim())) {
      throw new ParameterError(
        `Parameter ${name}: found ${JSON.stringify(value)}, expected one of ${
          p.choices.join(", ")
        }: ${p.help}`,
      );
    }
    return value.trim();
  }
  const ok = typeof value === "number" && Number.isFinite(value) &&
    (p.min === undefined || (p.minExclusive ? value > p.min : value >= p.min)) &&
    (p.max === undefined || value <= p.max) && (!p.integer || Number.isInteger(value));
  if (!ok) {
    throw new ParameterError(
      `Parameter ${name}: found ${JSON.stringify(value)}, expected ${expected(p)}`,
    );
  }
  return value as number;
}

/** Whether `text` is a real day written `YYYY-MM-DD` (not 2026-02-30). */
function isIsoDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/** The report language `values` ask for, else the default (English). */
export function langOf(values: ParameterValues): Lang {
  return isLang(values.lang) ? values.lang : DEFAULT_LANG;
}

/**
 * Checks every value; the first problem throws, naming the parameter. The values set come back in
 * the list's order, whichever order the parameters cell and the injected cell gave them in.
 */
export function checkParameters(values: ParameterValues): ParameterValues {
  const checked: ParameterValues = {};
  for (const [name, value] of Object.entries(values)) {
    const one = checkParameter(name, value);
    if (one !== undefined) checked[name] = one;
  }
  return Object.fromEntries(
    PARAMETERS.filter((p) => checked[p.name] !== undefined).map((p) => [p.name, checked[p.name]]),
  );
}

/**
 * Reads `NAME=VALUE` as written on a command line: numbers as `6`, `2.5`, `1e3` or `50%`
 * (for fractions), text as it is. Throws naming the parameter when the value is not of its type.
 */
export function parseAssignment(text: string): [string, string | number] {
  const at = text.indexOf("=");
  if (at <= 0) {
    throw new ParameterError(
      `Cannot read -p "${text}": write it as NAME=VALUE, e.g. hours_per_day=6`,
    );
  }
  const name = text.slice(0, at).trim();
  const raw = text.slice(at + 1).trim();
  return [name, readValue(name, raw)];
}

function readValue(name: string, raw: unknown): string | number {
  const p = find(name);
  if (p.type === "text") return checkParameter(name, String(raw)) as string;
  if (typeof raw === "number") return checkParameter(name, raw) as number;
  const text = String(raw).trim();
  const percent = /%$/.test(text) && p.unit === "fraction" ||
    /%$/.test(text) && p.unit === "a year";
  const number = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?%?$/i.test(text)
    ? Number(text.replace(/%$/, "")) / (percent ? 100 : 1)
    : Number.NaN;
  if (/%$/.test(text) && !percent) {
    throw new ParameterError(
      `Parameter ${name}: found "${text}", expected ${
        expected(p)
      } (% only for fractions and rates)`,
    );
  }
  if (Number.isNaN(number)) {
    throw new ParameterError(`Parameter ${name}: found "${text}", expected ${expected(p)}`);
  }
  return checkParameter(name, number) as number;
}

/** Reads a parameters file: a JSON object, or YAML lines `name: value` (comments with #). */
export function parseParameterFile(text: string, file: string): ParameterValues {
  const values: ParameterValues = {};
  const trimmed = text.trim();
  if (trimmed.startsWith("{")) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch (error) {
      throw new ParameterError(`Cannot read ${file}: ${(error as Error).message}`);
    }
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
      throw new ParameterError(`Cannot read ${file}: expected an object of parameter: value`);
    }
    for (const [name, raw] of Object.entries(parsed)) values[name] = readValue(name, raw);
    return values;
  }
  trimmed.split(/\r?\n/).forEach((line, i) => {
    const body = line.replace(/\s+#.*$/, "").replace(/^#.*$/, "").trim();
    if (body === "") return;
    const m = /^([A-Za-z_][A-Za-z0-9_]*)\s*:\s*(.*)$/.exec(body);
    if (!m) {
      throw new ParameterError(
        `Cannot read ${file} line ${i + 1}: expected "name: value", found "${line.trim()}"`,
      );
    }
    const raw = m[2]!.replace(/^(["'])(.*)\1$/, "$2");
    try {
      values[m[1]!] = readValue(m[1]!, raw);
    } catch (error) {
      throw new ParameterError(`${file} line ${i + 1}: ${(error as Error).message}`);
    }
  });
  return values;
}

/**
 * The `injected-parameters` cell for `values`: it sets them on the parameters cell's object `p`,
 * after that cell, as papermill's injected cell follows the one tagged `parameters`.
 */
export function injectedSource(values: ParameterValues): string {
  const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  return `// Injected parameters (deno task report -p / --params)\nObject.assign(p, ${
    JSON.stringify(set)
  });`;
}

/** `name = value unit` for each value set, for the inputs block of a report. */
export function describeParameters(values: ParameterValues): string[] {
  return Object.entries(values).filter(([, v]) => v !== undefined).map(([name, v]) => {
    const p = find(name);
    return `${name} = ${typeof v === "string" ? v : String(v)}${
      p.unit && p.unit !== "fraction" ? ` ${p.unit}` : ""
    }`;
  });
}

/** The parameters as `--help` lists them. */
export function parametersHelp(): string {
  const width = Math.max(...PARAMETERS.map((p) => p.name.length));
  return PARAMETERS.map((p) =>
    `  ${p.name.padEnd(width)}  ${p.type}${
      p.unit ? `, ${p.unit}` : ""
    }; default ${p.default}: ${p.help}`
  ).join("\n");
}
