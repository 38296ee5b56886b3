/**
 * Loads a data folder into a validated dataset in base units: money in CNY, each currency
 * converted once at one rate (the latest of `fx.csv` on or before the dataset's rate date), power
 * in kW, storage per GB-hour. Every problem in every file is collected before anything is returned.
 * Each file has its module, named after it (its columns, schema and parser: `fx.ts`,
 * `offerings.ts`, `hardware.ts`, `sites.ts`, `finance.ts`, `buyers.ts`, `ranges.ts`, `demand.ts`,
 * `scenarios.ts`, `hidden_costs.ts`, `throughput.ts`, `models.ts`, `work.ts`,
 * `serving_points.ts`, `used_prices.ts`, `translations.ts`);
 * {@linkcode parseDataset} runs them in order, each checking its rows against those read before.
 *
 * @module
 */
import type { DataIssue, DataWarning } from "./errors.ts";
import { parseFile } from "./csv.ts";
import { checkHardware, type Hardware, parseHardware } from "./hardware.ts";
import { converterTo, type FxRate, knownCurrencies, parseFxRates } from "./fx.ts";
import { type DemandProfile, parseDemand } from "./demand.ts";
import { type Finance, parseFinance } from "./finance.ts";
import { type Buyer, parseBuyers } from "./buyers.ts";
import { type HiddenCostValue, parseHiddenCosts } from "./hidden_costs.ts";
import { type Offering, parseOfferings } from "./offerings.ts";
import { parseRanges, type Range } from "./ranges.ts";
import {
  checkJobsPerMonth,
  checkScenarioSpeeds,
  parseScenarios,
  type Scenario,
} from "./scenarios.ts";
import { parseSites, type Site } from "./sites.ts";
import { asOfRange, type DatedRow, staleWarnings } from "./staleness.ts";
import { MAX_PRICE_AGE_DAYS } from "../defaults.ts";
import { type FileName, FILES, parseFiles } from "./schema.ts";
import { type JobData, parseJobData } from "./throughput.ts";
import { parseWorkData, type WorkData } from "./work.ts";
import { type ModelArch, MODELS_FILE, parseModels } from "./models.ts";
import { parseServingPoints, SERVING_POINTS_FILE, type ServingPoint } from "./serving_points.ts";
import { parseTranslations, type Translation, TRANSLATIONS_FILE } from "./translations.ts";
import { parseUsedPrices, USED_PRICES_FILE, type UsedPrice } from "./used_prices.ts";

export { cnyPerUnit } from "./fx_of.ts";
export { DEFAULT_RESALE_HAIRCUT, type Hardware } from "./hardware.ts";
export type { DemandProfile } from "./demand.ts";
export type { Finance } from "./finance.ts";
export type { Buyer } from "./buyers.ts";
export { type FxRate, ratesOn } from "./fx.ts";
export type { HiddenCostValue } from "./hidden_costs.ts";
export type { Offering } from "./offerings.ts";
export type { Range, RangeScope } from "./ranges.ts";
export type { Scenario } from "./scenarios.ts";
export type { Site } from "./sites.ts";
export { MAX_PRICE_AGE_DAYS } from "../defaults.ts";
export type { AsOf } from "./cells.ts";
export type { DataIssue, DataWarning } from "./errors.ts";
export type { Rate } from "./fx_of.ts";
export type { PricingModel } from "./offerings.ts";
export type { Job, JobData, Throughput, ThroughputUnit } from "./throughput.ts";
export type {
  ApiPrice,
  GpuFacts,
  RequestColumns,
  ServingWork,
  TrainingWork,
  Work,
  WorkData,
} from "./work.ts";
export type { ModelArch } from "./models.ts";
export type { ServingPoint } from "./serving_points.ts";
export type { UsedPrice } from "./used_prices.ts";
export type { HiddenCost } from "../model/hidden_costs.ts";
export type { TranslatedFile, Translation } from "./localize.ts";
export { localizeDataset } from "./localize.ts";

/**
 * A validated data folder (with the jobs and throughput figures of `throughput.ts`, and the GPU
 * facts, work and API prices of `work.ts`).
 */
export interface Dataset extends JobData, WorkData {
  /** Demand profiles of `demand.csv` (none when the file is absent). */
  demand: DemandProfile[];
  /** The folder's name as messages show it. */
  folder: string;
  /** The offerings of every offering file. */
  offerings: Offering[];
  /** The machines of `hardware.csv`. */
  hardware: Hardware[];
  /** The sites of `sites.csv`. */
  sites: Site[];
  /** The rows of `finance.csv`. */
  finance: Finance[];
  /** The rows of `buyers.csv` (none when the folder has no such file). */
  buyers: Buyer[];
  /** The rates of `fx.csv`. */
  fx: FxRate[];
  /**
   * The day (ISO) whose rates convert every amount: each currency's latest rate of `fx` on or
   * before it (else its earliest, whose period holds it: a day before a currency's first rate is
   * an issue of the load), one rate a currency whatever the price's own date.
   */
  fxDate: string;
  /** The scenarios of `scenarios.csv`. */
  scenarios: Scenario[];
  /** The ranges of `ranges.csv`. */
  ranges: Range[];
  /** What-if values of the costs beside hardware and rent (none when `hidden_costs.csv` is absent). */
  hiddenCosts: HiddenCostValue[];
  /** The earliest and latest as-of dates of the rows, ISO dates. */
  asOfRange: { earliest: string; latest: string };
  /** The data's words in other languages (`translations.csv`; none when it is absent). */
  translations: Translation[];
  /** The architectures of `models.csv` (none when the file is absent). */
  models: ModelArch[];
  /** The measured serving points of `serving_points.csv` (none when the file is absent). */
  servingPoints: ServingPoint[];
  /** The used-market observations of `used_prices.csv` (none when the file is absent). */
  usedPrices: UsedPrice[];
}

/** A load: the dataset with its warnings, or every issue found (and the warnings). */
export type LoadResult =
  | { ok: true; dataset: Dataset; warnings: DataWarning[] }
  | { ok: false; issues: DataIssue[]; warnings: DataWarning[] };

/** How {@linkcode parseDataset} judges the data's age and names the folder. */
export interface LoadOptions {
  /** The date staleness is measured against. @default today */
  now?: Date;
  /** A price older than this many days gets a warning. @default {@linkcode MAX_PRICE_AGE_DAYS} (365) */
  maxAgeDays?: number;
  /** Name shown for the folder in messages. @default "data" */
  folder?: string;
  /**
   * The day (ISO `YYYY-MM-DD`) whose rates of `fx.csv` convert every amount: the report's date.
   * @default the UTC day of `now`
   */
  fxDate?: string;
}

/**
 * Parses the text of each data file into a validated dataset, with every problem listed.
 *
 * @param files file name → CSV text (`fx.csv`, `cloud_offerings.csv`, ...)
 * @returns the dataset and warnings, or the issues and warnings
 *
 * @example
 * ```ts
 * import { formatIssue } from "../present/data_problems.ts";
 *
 * const files: Record<string, string> = {};
 * for await (const f of Deno.readDir("data")) {
 *   if (f.name.endsWith(".csv")) files[f.name] = await Deno.readTextFile(`data/${f.name}`);
 * }
 * const result = parseDataset(files, { now: new Date("2026-12-01") });
 * if (!result.ok) console.log(result.issues.map(formatIssue).join("\n"));
 * ```
 */
export function parseDataset(
  files: Readonly<Record<string, string>>,
  options: LoadOptions = {},
): LoadResult {
  const issues: DataIssue[] = [];
  const warnings: DataWarning[] = [];
  const now = options.now ?? new Date();
  const maxAgeDays = options.maxAgeDays ?? MAX_PRICE_AGE_DAYS;
  const parsed = parseFiles(files, options.folder ?? "data", issues, warnings);
  const fx = parseFxRates(parsed["fx.csv"].rows);
  const fxDate = options.fxDate ?? now.toISOString().slice(0, 10);
  const toCny = converterTo(fx, fxDate, issues);
  const { offerings, offeringIds } = parseOfferings(
    files,
    parsed["cloud_offerings.csv"],
    toCny,
    issues,
    warnings,
  );
  const hardware = parseHardware(parsed["hardware.csv"].rows, toCny);
  const sites = parseSites(parsed["sites.csv"].rows, toCny);
  const finance = parseFinance(parsed["finance.csv"].rows);
  const buyers = parseBuyers(parsed["buyers.csv"].rows, toCny, issues);
  const ranges = parseRanges(parsed["ranges.csv"].rows, issues, {
    ids: {
      scenario: parsed["scenarios.csv"].ids,
      offering: offeringIds,
      hardware: parsed["hardware.csv"].ids,
      site: parsed["sites.csv"].ids,
    },
    toCny,
  });
  checkHardware(hardware, {
    "sites.csv": parsed["sites.csv"].ids,
    "finance.csv": parsed["finance.csv"].ids,
  }, issues);
  const demand = parseDemand(parsed["demand.csv"].rows, issues);
  const scenarios = parseScenarios(
    parsed["scenarios.csv"].rows,
    {
      ids: {
        "hardware.csv": parsed["hardware.csv"].ids,
        "cloud_offerings.csv": offeringIds,
        "sites.csv": parsed["sites.csv"].ids,
        "finance.csv": parsed["finance.csv"].ids,
        "buyers.csv": parsed["buyers.csv"].ids,
      },
      demand,
      hardware,
      offerings,
      currencies: knownCurrencies(fx),
    },
    issues,
    warnings,
  );
  const hiddenCosts = parseHiddenCosts(
    parsed["hidden_costs.csv"].rows,
    parsed["scenarios.csv"].ids,
    toCny,
    issues,
  );
  const dated: DatedRow[] = [
    ...offerings.map((r) => ({ file: r.file, row: r.row, asOf: r.asOf })),
    ...hardware.map((r) => ({ file: "hardware.csv", row: r.row, asOf: r.asOf })),
    ...sites.map((r) => ({ file: "sites.csv", row: r.row, asOf: r.asOf })),
    ...fx.map((r) => ({ file: "fx.csv", row: r.row, asOf: r.asOf })),
  ];
  warnings.push(...staleWarnings(dated, now, maxAgeDays));
  const jobData = parseJobData(
    files,
    { offerings, hardware },
    (file, text, spec) => parseFile(file, text, spec, issues, warnings),
    issues,
    warnings,
  );
  checkJobsPerMonth(scenarios, jobData.jobs, files["scenarios.csv"] ?? "", issues);
  const read = (file: string, spec: Parameters<typeof parseFile>[2]) =>
    files[file] === undefined ? [] : parseFile(file, files[file], spec, issues, warnings).rows;
  const models = parseModels(
    read("models.csv", MODELS_FILE) as Parameters<typeof parseModels>[0],
    issues,
  );
  const workData = parseWorkData(
    files,
    { offerings, hardware, throughput: jobData.throughput, models },
    toCny,
    (file, text, spec) => parseFile(file, text, spec, issues, warnings),
    issues,
    warnings,
  );
  const servingPoints = parseServingPoints(
    read("serving_points.csv", SERVING_POINTS_FILE) as Parameters<typeof parseServingPoints>[0],
    {
      models: new Set(models.map((m) => m.id)),
      gpuModels: workData.gpus.map((g) => g.gpuModel),
    },
    issues,
  );
  const usedPrices = parseUsedPrices(
    read("used_prices.csv", USED_PRICES_FILE) as Parameters<typeof parseUsedPrices>[0],
    issues,
  );
  checkScenarioSpeeds(
    scenarios,
    { hardware, offerings, throughput: jobData.throughput },
    issues,
    warnings,
  );
  const translations = files["translations.csv"] === undefined ? [] : parseTranslations(
    parseFile("translations.csv", files["translations.csv"], TRANSLATIONS_FILE, issues, warnings)
      .rows,
    {
      "scenarios.csv": parsed["scenarios.csv"].ids,
      "hardware.csv": parsed["hardware.csv"].ids,
      "sites.csv": parsed["sites.csv"].ids,
      "cloud_offerings.csv": offeringIds,
      "jobs.csv": new Set(jobData.jobs.map((j) => j.id)),
      "demand.csv": new Set(demand.map((d) => d.id)),
      "work.csv": new Set(workData.works.map((w) => w.id)),
      "buyers.csv": parsed["buyers.csv"].ids,
    },
    issues,
  );
  if (issues.length > 0) return { ok: false, issues, warnings };
  return {
    ok: true,
    dataset: {
      folder: options.folder ?? "data",
      offerings,
      hardware,
      sites,
      finance,
      buyers,
      fx,
      fxDate,
      scenarios,
      ranges,
      hiddenCosts,
      demand,
      ...jobData,
      ...workData,
      asOfRange: asOfRange(dated),
      translations,
      models,
      servingPoints,
      usedPrices,
    },
    warnings,
  };
}

/** The data file names, in a stable order. */
export const DATA_FILES = Object.keys(FILES) as FileName[];
