/**
 * Loads a data folder into a validated dataset in base units: money in CNY, power in kW,
 * storage per GB-hour. Every problem in every file is collected before anything is returned.
 *
 * @module
 */
// @ts-types="npm:@types/d3-dsv@3.0.7"
import { csvParseRows } from "d3-dsv";
import type { z } from "zod";
import { type AsOf, clean } from "./cells.ts";
import { type DataIssue, type DataWarning } from "./errors.ts";
import { EXTRA_OFFERINGS } from "./files.ts";
import { type JobData, parseJobData } from "./throughput.ts";
import { cnyPerUnit } from "./fx.ts";
import {
  type DemandRow,
  type FileName,
  FILES,
  type FinanceRow,
  type FxRow,
  type HardwareRow,
  type HiddenCostRow,
  type OfferingRow,
  type PricingModel,
  RANGE_PARAMETERS,
  type RangeRow,
  type ScenarioRow,
  type SiteRow,
  STORAGE_UNITS,
} from "./schema.ts";
import { HOURS_PER_MONTH, perGbHour } from "./units.ts";
import { DEFAULTS, type InputName } from "../model/inputs.ts";
import { HIDDEN_COSTS, type HiddenCost } from "../model/hidden_costs.ts";
import { ratePerHour } from "../model/spot.ts";

/** Pricing models paid by the month whatever the hours used. */
const COMMITTED: readonly PricingModel[] = ["monthly", "reserved_1y", "reserved_3y"];

/** What a GPU loses on the used market at once where `hardware.csv` leaves `resale_haircut` blank: the model's one default. */
export const DEFAULT_RESALE_HAIRCUT: number = DEFAULTS.resaleHaircut;

/** A cloud offering with its price per GPU in CNY. */
export interface Offering {
  id: string;
  provider: string;
  gpuModel: string;
  gpuCount: number;
  pricingModel: PricingModel;
  /** `committed` for a monthly rental or a reserved term, paid by the month whatever the hours used; `hourly` for on demand and spot. */
  billing: "hourly" | "committed";
  /** CNY per GPU-hour; for a price per month, the month's price / 730. */
  cnyPerGpuHour: number;
  /** CNY per GPU-month (730 h). */
  cnyPerGpuMonth: number;
  /** The price as written, in `currency` per `unit`. */
  price: number;
  currency: string;
  unit: string;
  region: string;
  billingNote: string;
  /** CNY per GB-hour of storage, `undefined` where the data has none. */
  storageCnyPerGbHour: number | undefined;
  /** CNY per GB of data moved in and out; `undefined` where the data leaves it blank (not counted). */
  ingressCnyPerGb: number | undefined;
  egressCnyPerGb: number | undefined;
  /** Yearly change of the price over the horizon (−0.25 = 25 % cheaper each year); `undefined` = flat. */
  priceChangePerYear: number | undefined;
  notes: string;
  source: string;
  asOf: AsOf;
  /** The offering file it comes from: `cloud_offerings.csv` or an extra `cloud_offerings.NAME.csv`. */
  file: string;
  row: number;
}

/** A machine one can buy, in CNY and kW. */
export interface Hardware {
  id: string;
  name: string;
  gpuModel: string;
  gpuCount: number;
  purchaseCny: number;
  hostShareCny: number;
  boardPowerKw: number | undefined;
  wallPowerKw: number;
  /** Wall power when idle; `undefined` means the machine is switched off when not used. */
  idlePowerKw: number | undefined;
  residualFraction: number;
  residualYears: number;
  /** Fraction lost on the used market at once; {@linkcode DEFAULT_RESALE_HAIRCUT} where the data leaves it blank. */
  resaleHaircut: number;
  /** Whether `resale_haircut` was given; `false` when the default was used. */
  resaleHaircutGiven: boolean;
  maintenanceCnyPerYear: number;
  /** Where the machine would run and how it would be paid for, when the data says (`sites.csv`, `finance.csv`). */
  siteId: string | undefined;
  financeId: string | undefined;
  /** Share of the GPUs that fail in a year, the cost of one as a share of a GPU's price, the hours it is out; `undefined` = not counted. */
  failuresPerYear: number | undefined;
  repairShare: number | undefined;
  downtimeHours: number | undefined;
  notes: string;
  source: string;
  asOf: AsOf;
  row: number;
}

export interface Site {
  id: string;
  name: string;
  electricityCnyPerKwh: number;
  pue: number;
  region: string;
  /** CNY an hour of operations work costs; `undefined` = not counted. */
  labourCnyPerHour: number | undefined;
  /** One-time cost of housing the machine, CNY; `undefined` = none. */
  siteSetupCny: number | undefined;
  /** Rack or colocation space, CNY per kW of wall power a month; `undefined` = none. */
  siteCnyPerKwMonth: number | undefined;
  /** Bandwidth to the cloud, Mbit/s; `undefined` = the hours data takes are not counted. */
  bandwidthMbps: number | undefined;
  notes: string;
  source: string;
  asOf: AsOf;
  row: number;
}

export interface Finance {
  id: string;
  name: string;
  costOfCapital: number;
  discountRate: number;
  notes: string;
  source: string;
  asOf: AsOf;
  row: number;
}

export interface FxRate {
  currency: string;
  cnyPerUnit: number;
  source: string;
  asOf: AsOf;
  row: number;
}

export interface Scenario {
  id: string;
  description: string;
  hardwareId: string;
  offeringId: string;
  siteId: string;
  financeId: string;
  hoursPerDay: number;
  daysPerWeek: number;
  utilization: number;
  horizonYears: number;
  storageGb: number;
  spotOverhead: number;
  setupHoursPerMonth: number;
  /** Work the cloud GPU does in an hour relative to the owned one; `undefined` when the data does not say (taken as 1). */
  cloudSpeed: number | undefined;
  /** Spot: the share of instances interrupted in a month, as written; `undefined` when not given. */
  interruptionsPerMonth: number | undefined;
  /**
   * Spot: interruptions per hour, from whichever of `interruptions_per_month` (a share, a Poisson
   * rate −ln(1 − share) / 730), `interruptions_per_day` (÷ 24) or `hours_between_interruptions`
   * (1 ÷ hours) the row gives; `undefined` = the flat `spotOverhead`.
   */
  interruptionsPerHour: number | undefined;
  /** Spot: hours waiting for capacity after each interruption; `undefined` = 0. */
  capacityWaitHours: number | undefined;
  /** Hours between checkpoints (`undefined` or 0: the Young–Daly optimum), minutes to write one and to restart. */
  checkpointIntervalHours: number | undefined;
  checkpointWriteMinutes: number | undefined;
  restartMinutes: number | undefined;
  /** A profile of `demand.csv`: how many GPUs are wanted, for the hybrid fleet. */
  demandProfile: string | undefined;
  /** Hours a month of people's work on the owned machine and on the rented side; `undefined` = not counted. */
  ownOpsHoursPerMonth: number | undefined;
  cloudOpsHoursPerMonth: number | undefined;
  /** GB moved into and out of the cloud a month; `undefined` = none. */
  dataInGbPerMonth: number | undefined;
  dataOutGbPerMonth: number | undefined;
  /** The jobs of `jobs.csv` run in a month (`jobs_per_month`): the hours used follow from them. */
  jobsPerMonth: { job: string; count: number }[] | undefined;
  /** The currency the reports show this scenario in. */
  currency: string;
  row: number;
}

export interface Range {
  /** A model input name (`RANGE_PARAMETERS`). */
  parameter: typeof RANGE_PARAMETERS[number];
  low: number;
  high: number;
  kind: "factor" | "value";
  notes: string;
  source: string;
  asOf: AsOf;
  row: number;
}

/** A what-if value of `hidden_costs.csv`: one input of one cost, counted for a scenario (notebook 09). */
export interface HiddenCostValue {
  scenarioId: string;
  cost: HiddenCost;
  parameter: InputName;
  /** In the model's base units: CNY for money (converted from `currency`), else as written. */
  value: number;
  notes: string;
  source: string;
  asOf: AsOf;
  row: number;
}

/** A demand profile: the share of hours in which each number of GPUs is wanted (shares sum to 1). */
export interface DemandProfile {
  id: string;
  levels: { gpus: number; share: number }[];
  notes: string;
  source: string;
  asOf: AsOf;
  row: number;
}

/** A validated data folder (with the jobs and throughput figures of `throughput.ts`). */
export interface Dataset extends JobData {
  /** Demand profiles of `demand.csv` (none when the file is absent). */
  demand: DemandProfile[];
  folder: string;
  offerings: Offering[];
  hardware: Hardware[];
  sites: Site[];
  finance: Finance[];
  fx: FxRate[];
  scenarios: Scenario[];
  ranges: Range[];
  /** What-if values of the costs beside hardware and rent (none when `hidden_costs.csv` is absent). */
  hiddenCosts: HiddenCostValue[];
  /** The earliest and latest as-of dates of the rows, ISO dates. */
  asOfRange: { earliest: string; latest: string };
}

export type LoadResult =
  | { ok: true; dataset: Dataset; warnings: DataWarning[] }
  | { ok: false; issues: DataIssue[]; warnings: DataWarning[] };

export interface LoadOptions {
  /** The date staleness is measured against. @default today */
  now?: Date;
  /** A price older than this many days gets a warning. @default 365 */
  maxAgeDays?: number;
  /** Name shown for the folder in messages. @default "data" */
  folder?: string;
}

interface ParsedFile<T> {
  rows: { row: number; value: T }[];
  /** Every id written in the file, valid row or not: a reference to a row with its own problems is not reported again. */
  ids: Set<string>;
}

/** Strips a UTF-8 byte-order mark and reads CSV text into raw rows keyed by header names. */
function readCsv(
  file: string,
  textValue: string,
  columns: readonly string[],
  optional: readonly string[],
  issues: DataIssue[],
  warnings: DataWarning[],
): { row: number; cells: Record<string, string> }[] {
  const body = textValue.replace(/^\uFEFF/, "");
  const table = csvParseRows(body);
  const header = (table[0] ?? []).map((h) => clean(h).toLowerCase());
  if (header.length === 0 || header.every((h) => h === "")) {
    issues.push({
      file,
      row: 1,
      column: "",
      value: "",
      expected: `a header row: ${columns.join(",")}`,
    });
    return [];
  }
  const seen = new Set<string>();
  header.forEach((h, i) => {
    if (seen.has(h)) {
      issues.push({ file, row: 1, column: h, value: h, expected: "each column name once" });
    }
    seen.add(h);
    if (h !== "" && !columns.includes(h)) {
      warnings.push({
        file,
        row: 1,
        column: h,
        message: `column ${h} is not used (column ${i + 1})`,
      });
    }
  });
  for (const c of columns) {
    if (!seen.has(c) && !optional.includes(c)) {
      issues.push({ file, row: 1, column: c, value: "", expected: `a column named ${c}` });
    }
  }
  const out: { row: number; cells: Record<string, string> }[] = [];
  table.slice(1).forEach((fields, i) => {
    const row = i + 2;
    if (fields.every((f) => clean(f) === "")) return; // blank lines are skipped
    if (fields.length > header.length) {
      issues.push({
        file,
        row,
        column: "",
        value: fields.slice(header.length).join(","),
        expected: `at most ${header.length} cells (a stray comma or quote?)`,
      });
      return;
    }
    const cells: Record<string, string> = {};
    header.forEach((h, j) => {
      if (h !== "") cells[h] = fields[j] ?? "";
    });
    out.push({ row, cells });
  });
  return out;
}

function parseFile<S extends z.ZodTypeAny>(
  file: FileName,
  textValue: string,
  { schema, key, optional }: { schema: S; key: string | undefined; optional: readonly string[] },
  issues: DataIssue[],
  warnings: DataWarning[],
): ParsedFile<z.output<S>> {
  const shape = (schema as unknown as z.ZodObject<z.ZodRawShape>).shape;
  const columns = Object.keys(shape);
  const raw = readCsv(file, textValue, columns, optional, issues, warnings);
  const rows: { row: number; value: z.output<S> }[] = [];
  const ids = new Map<string, number>();
  const written = new Set(raw.map(({ cells }) => clean(cells[key ?? ""])));
  for (const { row, cells } of raw) {
    const result = schema.safeParse(cells);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const column = String(issue.path[0] ?? "");
        issues.push({ file, row, column, value: clean(cells[column]), expected: issue.message });
      }
      continue;
    }
    if (key !== undefined) {
      const id = clean(cells[key]);
      const first = ids.get(id);
      if (first !== undefined) {
        issues.push({
          file,
          row,
          column: key,
          value: id,
          expected: `an id not used before (row ${first} has it already)`,
        });
        continue;
      }
      ids.set(id, row);
    }
    rows.push({ row, value: result.data });
  }
  return { rows, ids: written };
}

export { cnyPerUnit } from "./fx.ts";

/**
 * Parses the text of each data file into a validated dataset, with every problem listed.
 *
 * @param files file name → CSV text (`fx.csv`, `cloud_offerings.csv`, ...)
 * @returns the dataset and warnings, or the issues and warnings
 *
 * @example
 * ```ts
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
  const maxAgeDays = options.maxAgeDays ?? 365;
  const parsed = {} as { [K in FileName]: ParsedFile<z.output<typeof FILES[K]["schema"]>> };
  for (const [name, spec] of Object.entries(FILES) as [FileName, typeof FILES[FileName]][]) {
    const textValue = files[name];
    if (textValue === undefined) {
      if (spec.required) {
        issues.push({
          file: name,
          row: 0,
          column: "",
          value: "",
          found: "file not found",
          expected: `${
            (options.folder ?? "data").replace(/\/+$/, "")
          }/${name}, with the columns data/README.md lists for it`,
        });
      }
      (parsed as Record<string, ParsedFile<unknown>>)[name] = { rows: [], ids: new Set() };
      continue;
    }
    (parsed as Record<string, ParsedFile<unknown>>)[name] = parseFile(
      name,
      textValue,
      spec as { schema: z.ZodTypeAny; key: string | undefined; optional: readonly string[] },
      issues,
      warnings,
    );
  }

  const fx: FxRate[] = (parsed["fx.csv"].rows as { row: number; value: FxRow }[]).map((
    { row, value },
  ) => ({
    currency: value.currency,
    cnyPerUnit: value.cny_per_unit,
    source: value.source,
    asOf: value.as_of,
    row,
  }));
  const known = new Set(["CNY", ...fx.map((r) => r.currency)]);
  const toCny = (file: string, row: number, column: string, currency: string, date: string) => {
    const rate = known.has(currency) ? cnyPerUnit(fx, currency, date) : undefined;
    if (rate === undefined) {
      issues.push({
        file,
        row,
        column,
        value: currency,
        expected: `CNY or a currency listed in fx.csv (${[...known].join(", ")})`,
      });
      return Number.NaN;
    }
    return rate;
  };

  // offerings: cloud_offerings.csv and every extra cloud_offerings.NAME.csv, ids unique across them
  const offeringRows: { file: string; row: number; value: OfferingRow }[] = (parsed[
    "cloud_offerings.csv"
  ].rows as { row: number; value: OfferingRow }[]).map((r) => ({
    file: "cloud_offerings.csv",
    ...r,
  }));
  const offeringIds = new Set(parsed["cloud_offerings.csv"].ids);
  for (const file of Object.keys(files).filter((n) => EXTRA_OFFERINGS.test(n)).sort()) {
    const extra = parseFile(
      file as FileName,
      files[file]!,
      FILES["cloud_offerings.csv"] as unknown as {
        schema: z.ZodTypeAny;
        key: string | undefined;
        optional: readonly string[];
      },
      issues,
      warnings,
    );
    for (const id of extra.ids) offeringIds.add(id);
    offeringRows.push(
      ...(extra.rows as { row: number; value: OfferingRow }[]).map((r) => ({ file, ...r })),
    );
  }
  const firstSeen = new Map<string, { file: string; row: number }>();
  const offerings: Offering[] = [];
  for (const { file, row, value: o } of offeringRows) {
    const seen = firstSeen.get(o.id);
    if (seen && seen.file !== file) {
      issues.push({
        file,
        row,
        column: "id",
        value: o.id,
        expected: `an id no other offering file uses (${seen.file} row ${seen.row} has it)`,
      });
      continue;
    }
    firstSeen.set(o.id, { file, row });
    const rate = toCny(file, row, "currency", o.currency, o.as_of.end);
    const perInstance = o.unit.startsWith("instance");
    const monthly = o.unit.endsWith("month");
    const perGpu = (o.price * rate) / (perInstance ? o.gpu_count : 1);
    let storage: number | undefined;
    const unitText = clean(o.storage_unit).toLowerCase();
    if (o.storage_price !== undefined) {
      if (!(STORAGE_UNITS as readonly string[]).includes(unitText)) {
        issues.push({
          file,
          row,
          column: "storage_unit",
          value: unitText,
          expected: `one of ${STORAGE_UNITS.join(", ")} when storage_price is given`,
        });
      } else storage = perGbHour(o.storage_price, unitText as typeof STORAGE_UNITS[number]) * rate;
    } else if (unitText !== "") {
      issues.push({
        file,
        row,
        column: "storage_price",
        value: "",
        expected: "a storage price, since storage_unit is given",
      });
    }
    if (o.pricing_model === "monthly" && !monthly) {
      issues.push({
        file,
        row,
        column: "unit",
        value: o.unit,
        expected: "gpu-month or instance-month for a monthly offering",
      });
    }
    offerings.push({
      id: o.id,
      provider: o.provider,
      gpuModel: o.gpu_model,
      gpuCount: o.gpu_count,
      pricingModel: o.pricing_model,
      billing: COMMITTED.includes(o.pricing_model) ? "committed" : "hourly",
      cnyPerGpuHour: monthly ? perGpu / HOURS_PER_MONTH : perGpu,
      cnyPerGpuMonth: monthly ? perGpu : perGpu * HOURS_PER_MONTH,
      price: o.price,
      currency: o.currency,
      unit: o.unit,
      region: o.region,
      billingNote: o.billing,
      storageCnyPerGbHour: storage,
      ingressCnyPerGb: o.ingress_price === undefined ? undefined : o.ingress_price * rate,
      egressCnyPerGb: o.egress_price === undefined ? undefined : o.egress_price * rate,
      priceChangePerYear: o.price_change_per_year,
      notes: o.notes,
      source: o.source,
      asOf: o.as_of,
      file,
      row,
    });
  }

  const hardware: Hardware[] =
    (parsed["hardware.csv"].rows as { row: number; value: HardwareRow }[]).map(
      ({ row, value: h }) => {
        const rate = toCny("hardware.csv", row, "currency", h.currency, h.as_of.end);
        return {
          id: h.id,
          name: h.name,
          gpuModel: h.gpu_model,
          gpuCount: h.gpu_count,
          purchaseCny: h.purchase_price * rate,
          hostShareCny: h.host_share * rate,
          boardPowerKw: h.board_power,
          wallPowerKw: h.wall_power as number, // required by the schema
          idlePowerKw: h.idle_power,
          residualFraction: h.residual_fraction,
          residualYears: h.residual_years,
          resaleHaircut: h.resale_haircut ?? DEFAULT_RESALE_HAIRCUT,
          resaleHaircutGiven: h.resale_haircut !== undefined,
          maintenanceCnyPerYear: h.maintenance_per_year * rate,
          siteId: h.site_id,
          financeId: h.finance_id,
          failuresPerYear: h.failures_per_year,
          repairShare: h.repair_share,
          downtimeHours: h.downtime_hours,
          notes: h.notes,
          source: h.source,
          asOf: h.as_of,
          row,
        };
      },
    );

  const sites: Site[] = (parsed["sites.csv"].rows as { row: number; value: SiteRow }[]).map((
    { row, value: s },
  ) => {
    const rate = toCny("sites.csv", row, "currency", s.currency, s.as_of.end);
    const cny = (v: number | undefined) => v === undefined ? undefined : v * rate;
    return {
      id: s.id,
      name: s.name,
      electricityCnyPerKwh: s.electricity_price * rate,
      pue: s.pue,
      region: s.region,
      labourCnyPerHour: cny(s.labour_rate),
      siteSetupCny: cny(s.site_setup),
      siteCnyPerKwMonth: cny(s.space_per_kw_month),
      bandwidthMbps: s.bandwidth_mbps,
      notes: s.notes,
      source: s.source,
      asOf: s.as_of,
      row,
    };
  });

  const finance: Finance[] = (parsed["finance.csv"].rows as { row: number; value: FinanceRow }[])
    .map(
      ({ row, value: f }) => ({
        id: f.id,
        name: f.name,
        costOfCapital: f.cost_of_capital,
        discountRate: f.discount_rate,
        notes: f.notes,
        source: f.source,
        asOf: f.as_of,
        row,
      }),
    );

  const ranges: Range[] = (parsed["ranges.csv"].rows as { row: number; value: RangeRow }[]).map(
    ({ row, value: r }) => {
      if (r.low > r.high) {
        issues.push({
          file: "ranges.csv",
          row,
          column: "high",
          value: String(r.high),
          expected: `a value not below low (${r.low})`,
        });
      }
      return {
        parameter: r.parameter,
        low: r.low,
        high: r.high,
        kind: r.kind,
        notes: r.notes,
        source: r.source,
        asOf: r.as_of,
        row,
      };
    },
  );

  for (const h of hardware) {
    if (h.idlePowerKw !== undefined && h.idlePowerKw > h.wallPowerKw) {
      issues.push({
        file: "hardware.csv",
        row: h.row,
        column: "idle_power",
        value: `${h.idlePowerKw} kW`,
        expected:
          `an idle power at most wall_power (${h.wallPowerKw} kW): idle_power is the power when idle, wall_power while training; are the two columns swapped?`,
      });
    }
    for (
      const [column, file, value] of [
        ["site_id", "sites.csv", h.siteId],
        ["finance_id", "finance.csv", h.financeId],
      ] as const
    ) {
      if (value !== undefined && !parsed[file].ids.has(value)) {
        issues.push({
          file: "hardware.csv",
          row: h.row,
          column,
          value,
          expected: `an id listed in ${file}, or a blank cell`,
        });
      }
    }
  }

  const demand: DemandProfile[] = [];
  for (
    const { row, value: d } of parsed["demand.csv"].rows as { row: number; value: DemandRow }[]
  ) {
    let p = demand.find((x) => x.id === d.profile);
    if (!p) {
      p = { id: d.profile, levels: [], notes: d.notes, source: d.source, asOf: d.as_of, row };
      demand.push(p);
    }
    if (p.levels.some((l) => l.gpus === d.gpus)) {
      issues.push({
        file: "demand.csv",
        row,
        column: "gpus",
        value: String(d.gpus),
        expected: `each number of GPUs once per profile (${d.profile} has ${d.gpus} already)`,
      });
    }
    p.levels.push({ gpus: d.gpus, share: d.share });
  }
  for (const p of demand) {
    const total = p.levels.reduce((n, l) => n + l.share, 0);
    if (Math.abs(total - 1) > 1e-6) {
      issues.push({
        file: "demand.csv",
        row: p.row,
        column: "share",
        value: String(Number(total.toFixed(6))),
        expected: `the shares of profile ${p.id} to sum to 1 (100 %); they sum to ${
          (total * 100).toFixed(2)
        } %`,
      });
    }
    p.levels.sort((a, b) => a.gpus - b.gpus);
  }

  const scenarios: Scenario[] = [];
  const refs: [keyof ScenarioRow, FileName][] = [
    ["hardware_id", "hardware.csv"],
    ["offering_id", "cloud_offerings.csv"],
    ["site_id", "sites.csv"],
    ["finance_id", "finance.csv"],
  ];
  for (
    const { row, value: s } of parsed["scenarios.csv"].rows as { row: number; value: ScenarioRow }[]
  ) {
    for (const [column, file] of refs) {
      const value = String(s[column]);
      const ids = file === "cloud_offerings.csv" ? offeringIds : parsed[file].ids;
      if (!ids.has(value)) {
        issues.push({
          file: "scenarios.csv",
          row,
          column,
          value,
          expected: `an id listed in ${file}`,
        });
      }
    }
    if (s.demand_profile !== undefined && !demand.some((p) => p.id === s.demand_profile)) {
      issues.push({
        file: "scenarios.csv",
        row,
        column: "demand_profile",
        value: s.demand_profile,
        expected: "a profile listed in demand.csv, or a blank cell",
      });
    }
    const machine = hardware.find((h) => h.id === s.hardware_id);
    const offer = offerings.find((o) => o.id === s.offering_id);
    if (machine && offer && machine.gpuModel !== offer.gpuModel && s.cloud_speed === undefined) {
      warnings.push({
        file: "scenarios.csv",
        row,
        column: "cloud_speed",
        message:
          `the machine has ${machine.gpuModel} GPUs and the offering ${offer.gpuModel}, but cloud_speed does not say how fast one is against the other; taken as 1`,
      });
    }
    if (!known.has(s.currency)) {
      issues.push({
        file: "scenarios.csv",
        row,
        column: "currency",
        value: s.currency,
        expected: `CNY or a currency listed in fx.csv (${[...known].join(", ")})`,
      });
    }
    const rateColumns =
      (["interruptions_per_month", "interruptions_per_day", "hours_between_interruptions"] as const)
        .filter((c) => s[c] !== undefined);
    if (rateColumns.length > 1) {
      issues.push({
        file: "scenarios.csv",
        row,
        column: rateColumns[1]!,
        value: String(s[rateColumns[1]!]),
        expected: `a blank cell: the interruption rate is given once, and ${
          rateColumns[0]
        } gives it already`,
      });
    }
    const interval = s.checkpoint_interval_hours;
    if (interval !== undefined && interval > 0 && interval < 1 / 60) {
      issues.push({
        file: "scenarios.csv",
        row,
        column: "checkpoint_interval_hours",
        value: String(interval),
        expected:
          "0 (the Young-Daly optimum) or at least 1 minute (0.0167 hours) between checkpoints",
      });
    }
    if (offer && s.storage_gb > 0) {
      for (
        const o of offerings.filter((o) =>
          o.gpuModel === offer.gpuModel && o.storageCnyPerGbHour === undefined
        )
      ) {
        if (o.id !== offer.id && !isCheapestOfItsKind(o, offerings)) continue;
        warnings.push({
          file: o.file,
          row: o.row,
          column: "storage_price",
          scenario: s.id,
          message:
            `scenario ${s.id} keeps ${s.storage_gb} GB of storage, but offering ${o.id} has no storage price; its storage is billed as 0`,
        });
      }
    }
    scenarios.push({
      id: s.id,
      description: s.description,
      hardwareId: s.hardware_id,
      offeringId: s.offering_id,
      siteId: s.site_id,
      financeId: s.finance_id,
      hoursPerDay: s.hours_per_day,
      daysPerWeek: s.days_per_week,
      utilization: s.utilization,
      horizonYears: s.horizon_years,
      storageGb: s.storage_gb,
      spotOverhead: s.spot_overhead,
      setupHoursPerMonth: s.setup_hours,
      cloudSpeed: s.cloud_speed,
      interruptionsPerMonth: s.interruptions_per_month,
      interruptionsPerHour: s.interruptions_per_month !== undefined
        ? ratePerHour(s.interruptions_per_month)
        : s.interruptions_per_day !== undefined
        ? s.interruptions_per_day / 24
        : s.hours_between_interruptions !== undefined
        ? 1 / s.hours_between_interruptions
        : undefined,
      capacityWaitHours: s.capacity_wait_minutes !== undefined
        ? s.capacity_wait_minutes / 60
        : undefined,
      checkpointIntervalHours: s.checkpoint_interval_hours,
      checkpointWriteMinutes: s.checkpoint_write_minutes,
      restartMinutes: s.restart_minutes,
      demandProfile: s.demand_profile,
      ownOpsHoursPerMonth: s.own_ops_hours,
      cloudOpsHoursPerMonth: s.cloud_ops_hours,
      dataInGbPerMonth: s.data_in_gb,
      dataOutGbPerMonth: s.data_out_gb,
      jobsPerMonth: (s.jobs_per_month ?? "").trim() === ""
        ? undefined
        : readJobsPerMonth(s.jobs_per_month!),
      currency: s.currency,
      row,
    });
  }

  const hiddenCosts: HiddenCostValue[] = [];
  for (
    const { row, value: h } of parsed["hidden_costs.csv"].rows as {
      row: number;
      value: HiddenCostRow;
    }[]
  ) {
    const issue = (column: string, value: string, expected: string) =>
      issues.push({ file: "hidden_costs.csv", row, column, value, expected });
    if (!parsed["scenarios.csv"].ids.has(h.scenario_id)) {
      issue("scenario_id", h.scenario_id, "an id listed in scenarios.csv");
      continue;
    }
    const names = HIDDEN_COSTS[h.cost] as readonly string[];
    if (!names.includes(h.parameter)) {
      issue("parameter", h.parameter, `one of the inputs of ${h.cost}: ${names.join(", ")}`);
      continue;
    }
    const parameter = h.parameter as InputName;
    if (parameter !== "cloudPriceChangePerYear" && h.value < 0) {
      issue("value", String(h.value), `a value of ${parameter} from 0 to 1e9`);
      continue;
    }
    const money = parameter.includes("Cny");
    const code = clean(h.currency).toUpperCase();
    if (money && code === "") {
      issue("currency", "", `the currency of ${parameter}, a money input (CNY or one of fx.csv)`);
      continue;
    }
    if (!money && code !== "") {
      issue("currency", code, `a blank cell: ${parameter} is not an amount of money`);
      continue;
    }
    const rate = money ? toCny("hidden_costs.csv", row, "currency", code, h.as_of.end) : 1;
    hiddenCosts.push({
      scenarioId: h.scenario_id,
      cost: h.cost,
      parameter,
      value: h.value * rate,
      notes: h.notes,
      source: h.source,
      asOf: h.as_of,
      row,
    });
  }

  const dated: { file: string; row: number; asOf: AsOf }[] = [
    ...offerings.map((r) => ({ file: r.file, row: r.row, asOf: r.asOf })),
    ...hardware.map((r) => ({ file: "hardware.csv", row: r.row, asOf: r.asOf })),
    ...sites.map((r) => ({ file: "sites.csv", row: r.row, asOf: r.asOf })),
    ...fx.map((r) => ({ file: "fx.csv", row: r.row, asOf: r.asOf })),
  ];
  const cutoff = new Date(now.getTime() - maxAgeDays * 86_400_000).toISOString().slice(0, 10);
  for (const d of dated) {
    if (d.asOf.end < cutoff) {
      warnings.push({
        file: d.file,
        row: d.row,
        column: "as_of",
        message:
          `the figure is as of ${d.asOf.text}, older than ${maxAgeDays} days; check for a newer price`,
      });
    }
  }
  const jobData = parseJobData(
    files,
    { offerings, hardware },
    (file, text, spec) => parseFile(file as FileName, text, spec, issues, warnings),
    issues,
    warnings,
  );
  for (const s of scenarios) {
    if (s.jobsPerMonth === undefined) continue;
    const value = rawJobsPerMonth(files, s.row);
    const known = new Set(jobData.jobs.map((j) => j.id));
    const bad = s.jobsPerMonth.length === 0 ||
      s.jobsPerMonth.some((j) => !known.has(j.job) || !(j.count > 0 && j.count <= 100_000));
    if (bad) {
      issues.push({
        file: "scenarios.csv",
        row: s.row,
        column: "jobs_per_month",
        value,
        expected:
          `jobs of jobs.csv with a count each, like "swin-b-imagenet-run:20 bert-large-squad:4" (jobs.csv lists ${
            [...known].join(", ") || "none"
          })`,
      });
    }
  }
  if (issues.length > 0) return { ok: false, issues, warnings };
  const ends = dated.map((d) => d.asOf.end).sort();
  const starts = dated.map((d) => d.asOf.start).sort();
  return {
    ok: true,
    dataset: {
      folder: options.folder ?? "data",
      offerings,
      hardware,
      sites,
      finance,
      fx,
      scenarios,
      ranges,
      hiddenCosts,
      demand,
      ...jobData,
      asOfRange: { earliest: starts[0] ?? "", latest: ends[ends.length - 1] ?? "" },
    },
    warnings,
  };
}

/** Whether `o` is the cheapest offering of its GPU model and pricing model: a scenario's other option. */
function isCheapestOfItsKind(o: Offering, offerings: readonly Offering[]): boolean {
  return !offerings.some((x) =>
    x.gpuModel === o.gpuModel && x.pricingModel === o.pricingModel &&
    x.cnyPerGpuHour < o.cnyPerGpuHour
  );
}

/** The data file names, in a stable order. */
export const DATA_FILES = Object.keys(FILES) as FileName[];

/** Reads `jobs_per_month`: `JOB:COUNT` pairs separated by spaces, commas or semicolons; a pair that does not read has a count of NaN, for the check to name. */
function readJobsPerMonth(text: string): { job: string; count: number }[] {
  return text.split(/[\s,;]+/).filter((t) => t !== "").map((pair) => {
    const [job, count] = pair.split(":");
    return { job: job ?? "", count: count === undefined ? NaN : Number(count) };
  });
}

/** The cell of `jobs_per_month` as written, for an error message. */
function rawJobsPerMonth(files: Readonly<Record<string, string>>, row: number): string {
  const text = files["scenarios.csv"] ?? "";
  const rows = csvParseRows(text);
  const header = rows[0] ?? [];
  return rows[row - 1]?.[header.indexOf("jobs_per_month")] ?? "";
}
