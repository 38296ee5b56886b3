/**
 * The parameters a reader may change, one record each: its type, unit, range, default, what it
 * sets (its {@linkcode Binding}) and whether it is money. The notebooks' parameters cell
 * (`cell.ts`), `--help` and the inputs block (`describe.ts`), the checks (`check.ts`),
 * `applyOverrides()` and the what-if page's controls all read this list; what each one changes is
 * worded in the catalogue (`lib/words/messages/params_words.ts`). A new parameter is a record
 * here, its help there and its control's name in `lib/words/messages/whatif.ts` (README, "Add a
 * parameter").
 *
 * Money parameters are in the report's currency (the `currency` parameter, else the scenario's).
 *
 * @module
 */
import { DEFAULT_SCENARIO_ID } from "../defaults.ts";
import type { Scenario } from "../data/scenarios.ts";
import type { CostInputs } from "../model/inputs.ts";
import { langChoices, LANGS } from "../lang.ts";
import type { PARAMS_WORDS } from "../words/messages/params_words.ts";
import { parameterHelp } from "./help.ts";
import type { ParameterUnit } from "../parameter_units.ts";
import { ALL_SEGMENT } from "./price_changes.ts";

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
 * - `input` with `market`: the input, and the terms of every offering rented (the reader's
 *   market), not only the scenario's own.
 * - `accepts`: the regions and providers to rent from, `;`-separated, replacing the scenario's.
 * - `priceChanges`: `NAME:VALUE` pairs, `;`-separated (`lib/params/price_changes.ts`): `by`
 *   `offering`, each one offering's yearly price change by its id, over the segments' and the
 *   market's; `by` `segment`, each a market segment's trend (`lib/scenario/trends.ts`), over the
 *   market's.
 * - `input` with `flag`: a text parameter `true` or `false` that sets its input to 1 or 0.
 * - `resale`: how the machine is resold, `rule` (its row's resale curve) or `market` (the
 *   used-market table `used_prices.csv`, where it has the machine's GPU model), applied to the case
 *   last (`withResale()` of `lib/scenario/resale.ts`).
 * - `financing`: how the machine is paid: `cash` (no loan, whatever the term), `loan` (payments
 *   at each month's end) or `lease` (at its start); a loan or lease without `loan_months` runs
 *   36 months.
 *
 * - `choice`: a row of the data picked, or the reader's own machine described, before the
 *   scenario is resolved (`applyChoices()` of `lib/scenario/choices.ts`, where `-p scenario=` is
 *   resolved); `input`: the model input a number choice reads back as on the what-if page.
 */
export type Binding =
  | { kind: "report" }
  | {
    kind: "input";
    input: NumberInput;
    per?: number;
    ownOffering?: boolean;
    market?: boolean;
    flag?: boolean;
  }
  | { kind: "financing" }
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
  | { kind: "priceChanges"; by: "offering" | "segment" }
  | { kind: "resale" }
  | { kind: "choice"; input?: NumberInput };

/**
 * One parameter: its name in the notebooks (snake_case, as papermill writes them). `Name` is the
 * type of its name: {@linkcode ParameterName} for the list's records, `string` only while the list
 * itself is written (the names are read from it).
 */
export interface Parameter<Name extends string = ParameterName> {
  /** The parameter's name, e.g. `hours_per_day`. */
  name: Name;
  /** Whether its value is text (a scenario id, a currency) or a number. */
  type: "text" | "number";
  /**
   * Its unit ({@linkcode ParameterUnit}; none for text, or money alone), whose kind says how a
   * value is read and shown and whose words are the catalogue's; money follows the currency
   * (`money`).
   */
  unit?: ParameterUnit;
  /** What the notebooks take when it is not set. */
  default: string;
  /** For text: the only values allowed, when there is such a list. */
  choices?: readonly string[];
  /**
   * For text: `"date"` when the value is a day, ISO `YYYY-MM-DD`; `"priceChanges"` for `ID:VALUE`
   * pairs (`parsePriceChanges()`); `"trends"` for `SEGMENT:VALUE` pairs (`parseTrends()`).
   */
  format?: "date" | "priceChanges" | "trends";
  /**
   * For free text: the words its value may hold as the reader writes them, in every language
   * (`all` of a trend), which its help names as they are typed.
   */
  keywords?: readonly string[];
  /**
   * What it changes, in a sentence, in English: the catalogue's
   * (`lib/words/messages/params_words.ts`; {@linkcode parameterHelp} gives it in any language).
   */
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
  /**
   * The text parameter without which this one changes nothing: `owned` (a machine already owned,
   * `owned=true`) or `financing` (a loan or lease, not cash). The what-if page shows its control
   * only while that is in play in the case.
   */
  appliesWith?: "owned" | "financing";
  /**
   * Whether a chosen machine, site or offering sets its value (the what-if page's control then
   * shows the case's value where the reader set none: the chosen site's tariff).
   */
  followsCase?: true;
  /**
   * Whether a row of the data holds it when a case is written out as rows (`caseRows()` of
   * `lib/scenario/case_rows.ts`: a row of `scenarios.csv`), so it is not left as a parameter. The
   * choices of rows are such rows too (`CHOICE_PARAMETERS`), but a work, which stays a parameter.
   */
  inCaseRows?: true;
}

/**
 * The records as written here, their names kept as literal types (so {@linkcode ParameterName} is
 * read from them); {@linkcode PARAMETERS} adds each one's help, the catalogue's.
 */
export const PARAMETER_RECORDS = [
  {
    name: "scenario",
    type: "text",
    default: DEFAULT_SCENARIO_ID,
    binding: { kind: "report" },
    cell: "a row of data/scenarios.csv",
    inCaseRows: true,
  },
  {
    name: "lang",
    type: "text",
    default: "en",
    choices: LANGS,
    binding: { kind: "report" },
    cell: `${langChoices()}: the language of the report's words`,
  },
  {
    name: "currency",
    type: "text",
    default: "the scenario's",
    binding: { kind: "report" },
    cell: "CNY, USD, EUR; default the scenario's",
    inCaseRows: true,
  },
  {
    name: "fx_date",
    type: "text",
    default: "the report's date (today)",
    format: "date",
    binding: { kind: "report" },
  },
  {
    name: "hours_per_day",
    type: "number",
    unit: "hoursPerDay",
    default: "the scenario's",
    min: 0,
    max: 24,
    binding: { kind: "schedule", field: "scheduledHoursPerDay" },
    cell: "h/day on the schedule; used = × days_per_week ÷ 7 × utilization",
    inCaseRows: true,
  },
  {
    name: "days_per_week",
    type: "number",
    unit: "daysPerWeek",
    default: "the scenario's",
    min: 0,
    max: 7,
    binding: { kind: "schedule", field: "daysPerWeek" },
    inCaseRows: true,
  },
  {
    name: "utilization",
    type: "number",
    unit: "fraction",
    default: "the scenario's",
    min: 0,
    max: 1,
    binding: { kind: "schedule", field: "utilization" },
    inCaseRows: true,
  },
  {
    name: "horizon_years",
    type: "number",
    unit: "years",
    default: "the scenario's",
    min: 0,
    minExclusive: true,
    max: 30,
    binding: { kind: "input", input: "horizonYears" },
    cell: "years kept or rented",
    inCaseRows: true,
  },
  {
    name: "cloud_price",
    type: "number",
    unit: "perGpuHour",
    default: "the scenario's offering",
    min: 0,
    minExclusive: true,
    max: 1e6,
    // the shipped H100s rent on demand for 3.8–11.1 USD (26–75 CNY) a GPU-hour
    sliderMax: 100,
    binding: { kind: "input", input: "rentCnyPerGpuHour", ownOffering: true },
    money: true,
    cell: "per GPU-hour (a monthly price / 730)",
    followsCase: true,
  },
  {
    name: "electricity_price",
    type: "number",
    unit: "perKwh",
    default: "the scenario's site",
    min: 0,
    max: 1e3,
    // well above every tariff of sites.csv (at most 1 CNY/kWh)
    sliderMax: 5,
    binding: { kind: "input", input: "electricityCnyPerKwh" },
    money: true,
    followsCase: true,
  },
  {
    name: "purchase_price",
    type: "number",
    default: "the scenario's machine",
    min: 0,
    minExclusive: true,
    max: 1e10,
    binding: { kind: "input", input: "purchaseCny" },
    money: true,
    cell: "hardware.csv's purchase_price: the GPU or server, host share apart",
    followsCase: true,
  },
  {
    name: "cost_of_capital",
    type: "number",
    unit: "perYear",
    default: "the scenario's finance row",
    min: 0,
    max: 1,
    binding: { kind: "input", input: "costOfCapital" },
  },
  {
    name: "discount_rate",
    type: "number",
    unit: "perYear",
    default: "the scenario's finance row",
    min: 0,
    max: 1,
    binding: { kind: "input", input: "discountRate" },
  },
  {
    name: "cloud_speed",
    type: "number",
    unit: "timesOwned",
    default: "the scenario's, else the workload's speeds",
    min: 0.05,
    max: 20,
    // an H100 does 2.9 times a 3090's ResNet-50 work (throughput.csv: 2,616 / 905)
    sliderMax: 4,
    binding: { kind: "input", input: "rentSpeed", ownOffering: true },
    followsCase: true,
  },
  {
    name: "storage_gb",
    type: "number",
    unit: "gb",
    default: "the scenario's",
    min: 0,
    max: 1e8,
    // tens of TB: a team's datasets and checkpoints
    sliderMax: 50_000,
    binding: { kind: "input", input: "storageGb" },
    inCaseRows: true,
  },
  {
    name: "residual_fraction",
    type: "number",
    unit: "fraction",
    default: "the machine's",
    min: 0,
    max: 1,
    binding: { kind: "input", input: "residualFraction" },
    followsCase: true,
    inCaseRows: true,
  },
  {
    name: "resale_haircut",
    type: "number",
    unit: "fraction",
    default: "the machine's",
    min: 0,
    max: 0.95,
    binding: { kind: "input", input: "resaleHaircut" },
    followsCase: true,
    inCaseRows: true,
  },
  {
    name: "interruptions_per_day",
    type: "number",
    unit: "perDay",
    default: "the scenario's",
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
    min: 0,
    max: 10080,
    // four hours
    sliderMax: 240,
    binding: { kind: "scenario", field: "capacityWaitHours", per: 60, spot: true, blank: 0 },
  },
  {
    name: "labour_rate",
    type: "number",
    unit: "perHour",
    default: "the site's (blank: not counted)",
    min: 0,
    max: 1e5,
    // a few hundred an hour in USD (2,000 CNY is about 290 USD)
    sliderMax: 2_000,
    binding: { kind: "input", input: "peopleCnyPerHour" },
    money: true,
    followsCase: true,
  },
  {
    name: "own_ops_hours",
    type: "number",
    unit: "hoursPerMonth",
    default: "the scenario's (blank: not counted)",
    min: 0,
    max: 730,
    // a full-time month: 22 working days of 8 hours
    sliderMax: 176,
    binding: { kind: "input", input: "ownPeopleHoursPerMonth" },
    inCaseRows: true,
  },
  {
    name: "cloud_ops_hours",
    type: "number",
    unit: "hoursPerMonth",
    default: "the scenario's (blank: not counted)",
    min: 0,
    max: 730,
    // a full-time month: 22 working days of 8 hours
    sliderMax: 176,
    binding: { kind: "input", input: "rentPeopleHoursPerMonth" },
    inCaseRows: true,
  },
  {
    name: "cloud_price_change",
    type: "number",
    unit: "fractionPerYear",
    default: "the offering's (blank: flat)",
    min: -0.9,
    max: 1,
    binding: { kind: "input", input: "rentPriceChangePerYear", ownOffering: true, market: true },
    followsCase: true,
  },
  {
    name: "price_change",
    type: "text",
    default: "the offering's (blank: flat)",
    format: "priceChanges",
    binding: { kind: "priceChanges", by: "offering" },
  },
  {
    name: "trend",
    type: "text",
    default: "the offering's (blank: flat)",
    format: "trends",
    keywords: [ALL_SEGMENT],
    binding: { kind: "priceChanges", by: "segment" },
  },
  {
    name: "region",
    type: "text",
    default: "the scenario's (blank: any)",
    binding: { kind: "accepts" },
    inCaseRows: true,
  },
  // the reader's choices: rows of the data in place of the scenario's (lib/scenario/choices.ts)
  {
    name: "machine",
    type: "text",
    default: "the scenario's",
    binding: { kind: "choice" },
  },
  {
    name: "site",
    type: "text",
    default: "the scenario's",
    binding: { kind: "choice" },
  },
  {
    name: "offering",
    type: "text",
    default: "the scenario's",
    binding: { kind: "choice" },
  },
  {
    name: "job",
    type: "text",
    default: "none",
    binding: { kind: "choice" },
  },
  // the work as users state it (lib/scenario/work.ts): a row of work.csv, or stated here
  {
    name: "work",
    type: "text",
    default: "none",
    binding: { kind: "choice" },
  },
  {
    name: "model_params",
    type: "number",
    unit: "parameters",
    default: "the work's",
    min: 1e6,
    max: 1e13,
    binding: { kind: "choice" },
  },
  {
    name: "tokens",
    type: "number",
    unit: "tokens",
    default: "the work's",
    min: 1,
    max: 1e15,
    binding: { kind: "choice" },
  },
  {
    name: "method",
    type: "text",
    default: "the work's, else full",
    choices: ["full", "lora", "qlora"],
    binding: { kind: "choice" },
  },
  {
    name: "mfu",
    type: "number",
    unit: "fraction",
    default: "the work's, else 0.4",
    min: 0,
    minExclusive: true,
    max: 1,
    binding: { kind: "choice" },
  },
  {
    name: "precision",
    type: "text",
    default: "the work's, else bf16",
    choices: ["bf16", "fp16", "fp8", "int8", "int4"],
    binding: { kind: "choice" },
  },
  {
    name: "runs_per_month",
    type: "number",
    unit: "perMonth",
    default: "the work's, else once",
    min: 0,
    minExclusive: true,
    max: 10_000,
    binding: { kind: "choice" },
  },
  {
    name: "tokens_per_day",
    type: "number",
    unit: "tokensPerDay",
    default: "the work's",
    min: 0,
    minExclusive: true,
    max: 1e15,
    binding: { kind: "choice" },
  },
  {
    name: "peak_factor",
    type: "number",
    unit: "timesMean",
    default: "the work's, else 1",
    min: 1,
    max: 100,
    binding: { kind: "choice" },
  },
  {
    name: "input_tokens",
    type: "number",
    unit: "tokensPerRequest",
    default: "the work's, else 1,000",
    min: 0,
    max: 1e7,
    binding: { kind: "choice" },
  },
  {
    name: "output_tokens",
    type: "number",
    unit: "tokensPerRequest",
    default: "the work's, else 1,000",
    min: 1,
    max: 1e7,
    binding: { kind: "choice" },
  },
  {
    name: "context_tokens",
    type: "number",
    unit: "tokensPerRequest",
    default: "the work's, else input + output",
    min: 0,
    max: 1e8,
    binding: { kind: "choice" },
  },
  {
    name: "ttft_ms",
    type: "number",
    unit: "ms",
    default: "the work's, else 1,000 (0: no target)",
    min: 0,
    max: 1e7,
    binding: { kind: "choice" },
  },
  {
    name: "tpot_ms",
    type: "number",
    unit: "ms",
    default: "the work's, else 50 (0: no target)",
    min: 0,
    max: 1e6,
    binding: { kind: "choice" },
  },
  {
    name: "batch_tokens",
    type: "number",
    unit: "tokens",
    default: "the work's",
    min: 0,
    minExclusive: true,
    max: 1e16,
    binding: { kind: "choice" },
  },
  {
    name: "deadline_hours",
    type: "number",
    unit: "hours",
    default: "the work's, else none",
    min: 0,
    minExclusive: true,
    max: 1e5,
    binding: { kind: "choice" },
  },
  {
    name: "workload",
    type: "text",
    default: "the scenario's, else resnet50-fp16",
    binding: { kind: "choice" },
  },
  {
    name: "gpu_model",
    type: "text",
    default: "the machine's",
    binding: { kind: "choice" },
  },
  {
    name: "gpu_count",
    type: "number",
    unit: "gpus",
    default: "the machine's",
    min: 1,
    max: 1024,
    sliderMax: 8,
    binding: { kind: "choice", input: "gpuCount" },
    integer: true,
    followsCase: true,
  },
  {
    name: "machine_power",
    type: "number",
    unit: "kw",
    default: "the machine's",
    min: 0,
    minExclusive: true,
    max: 1000,
    // eight H100s draw about 10 kW at the wall
    sliderMax: 12,
    binding: { kind: "choice", input: "activePowerKw" },
    followsCase: true,
  },
  // who buys, and how (lib/model/tax.ts): the after-tax view, financing, a machine already owned
  {
    name: "buyer",
    type: "text",
    default: "the scenario's",
    binding: { kind: "choice" },
    // the scenario's row names its buyer (`buyer_id`), as it names its machine and site
    inCaseRows: true,
  },
  {
    name: "owned",
    type: "text",
    default: "false",
    choices: ["false", "true"],
    binding: { kind: "input", input: "alreadyOwned", flag: true },
  },
  {
    name: "owned_years",
    type: "number",
    unit: "years",
    default: "0",
    min: 0,
    max: 30,
    sliderMax: 8,
    binding: { kind: "input", input: "ownedAgeYears" },
    appliesWith: "owned",
  },
  {
    name: "value_today",
    type: "number",
    // 0 is the input's "not given", as a blank cell is: the curve's value at owned_years
    default: "0: the resale curve's value at owned_years",
    min: 0,
    max: 1e10,
    binding: { kind: "input", input: "ownedValueTodayCny" },
    money: true,
    appliesWith: "owned",
  },
  {
    name: "resale",
    type: "text",
    default: "rule",
    choices: ["rule", "market"],
    binding: { kind: "resale" },
  },
  {
    name: "financing",
    type: "text",
    default: "cash",
    choices: ["cash", "loan", "lease"],
    binding: { kind: "financing" },
  },
  {
    name: "loan_rate",
    type: "number",
    unit: "perYear",
    default: "0",
    min: 0,
    max: 1,
    sliderMax: 0.2,
    binding: { kind: "input", input: "loanRate" },
    appliesWith: "financing",
  },
  {
    name: "loan_months",
    type: "number",
    unit: "months",
    default: "36 with a loan or lease",
    min: 0,
    max: 600,
    sliderMax: 60,
    integer: true,
    binding: { kind: "input", input: "loanMonths" },
    appliesWith: "financing",
  },
  {
    name: "down_payment",
    type: "number",
    unit: "fraction",
    default: "0",
    min: 0,
    max: 1,
    binding: { kind: "input", input: "downPayment" },
    appliesWith: "financing",
  },
  // the owned machine's idle hours rented out on a marketplace (lib/model/cost_items.ts)
  {
    name: "rent_out_price",
    type: "number",
    unit: "perGpuHour",
    default: "0: idle hours not rented out",
    min: 0,
    max: 1e6,
    // a 3090 rents for 1.2–1.7 CNY a GPU-hour on AutoDL, 0.18–0.25 USD on Vast (prices.md)
    sliderMax: 30,
    binding: { kind: "input", input: "rentOutCnyPerGpuHour" },
    money: true,
  },
  {
    name: "rent_out_occupancy",
    type: "number",
    unit: "fraction",
    // the research records no occupancy of hosts' machines: 1 is the most the hours can earn
    default: "1: every idle hour rented",
    min: 0,
    max: 1,
    binding: { kind: "input", input: "rentOutOccupancy" },
  },
  {
    name: "rent_out_fee",
    type: "number",
    unit: "fraction",
    // the research records no host fee of AutoDL, Vast or Gongji: set the platform's
    default: "0: no fee",
    min: 0,
    max: 1,
    binding: { kind: "input", input: "rentOutFee" },
  },
  {
    name: "rent_out_wear",
    type: "number",
    unit: "perGpuHour",
    default: "0",
    min: 0,
    max: 1e6,
    sliderMax: 5,
    binding: { kind: "input", input: "rentOutWearCnyPerGpuHour" },
    money: true,
  },
] as const satisfies readonly Omit<Parameter<string>, "help">[];

/**
 * The name of a parameter, one of the records' (`"hours_per_day"`, `"gpu_count"`…): a name the
 * list lacks, misspelled in code, does not compile.
 */
export type ParameterName = (typeof PARAMETER_RECORDS)[number]["name"];

/**
 * The parameters the catalogue's help lacks (`lib/words/messages/params_words.ts`): none, or this
 * file does not compile. The words import no parameter, so the check stands here, above them.
 */
type HelpLacks = Exclude<ParameterName, keyof typeof PARAMS_WORDS.help>;
const _everyParameterHasHelp: [HelpLacks] extends [never] ? true : HelpLacks = true;

const NAMES: ReadonlySet<string> = new Set(PARAMETER_RECORDS.map((p) => p.name));

/** Whether `name` is a parameter's (text read from a command line, a file or a cell). */
export function isParameterName(name: string): name is ParameterName {
  return NAMES.has(name);
}

/** Every parameter, in the order the notebooks declare them. */
export const PARAMETERS: readonly Parameter[] = PARAMETER_RECORDS.map((p) => ({
  ...p,
  help: parameterHelp(p.name, "en"),
}));
