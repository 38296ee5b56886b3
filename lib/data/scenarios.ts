/**
 * `scenarios.csv`: the questions the workbook answers, each naming a machine, an offering, a site
 * and a finance row. Its columns (`SCENARIO_COLUMNS`, those the shipped file writes, kept zod-free
 * in `headers.ts` for the what-if page, which writes a case's row in them; and the others a row
 * may hold), the schema of its rows, the scenarios, and the checks a scenario's row needs against
 * the rest of the folder.
 *
 * @module
 */
import { z } from "zod";
import {
  currency,
  FRACTION,
  id,
  number,
  optionalId,
  optionalNumber,
  optionalText,
  shapeOf,
  text,
} from "./cells.ts";
import { type DataFile, rawCell } from "./csv.ts";
import type { DataIssue, DataWarning } from "./errors.ts";
import { unknownCurrency } from "./fx.ts";
import type { DemandProfile } from "./demand.ts";
import type { Hardware } from "./hardware.ts";
import { SCENARIO_COLUMNS } from "./headers.ts";
import type { Offering } from "./offerings.ts";
import { splitAccepts } from "./accepts.ts";
import { ratePerHour } from "../model/spot.ts";
import { DEFAULT_WORKLOAD } from "../defaults.ts";
import type { Throughput } from "./throughput.ts";
import { throughputOf } from "./throughput_of.ts";

export { SCENARIO_COLUMNS };

/**
 * The columns `scenarios.csv` may hold beside those the shipped file writes: spot's other rates,
 * the wait for capacity, the checkpoint interval, the cloud's speed and the jobs run a month.
 */
export const MORE_SCENARIO_COLUMNS = [
  "interruptions_per_day",
  "hours_between_interruptions",
  "capacity_wait_minutes",
  "checkpoint_interval_hours",
  "cloud_speed",
  "jobs_per_month",
] as const;

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
  utilization: number(FRACTION),
  horizon_years: number({ min: 0, max: 30, expected: "horizon" }),
  storage_gb: number({ min: 0, max: 1e8, expected: "storageGb" }),
  spot_overhead: number({
    ...FRACTION,
    expected: "spotOverhead",
  }),
  setup_hours: number({ min: 0, max: 730, expected: "setupHours" }),
  interruptions_per_month: optionalNumber({
    ...FRACTION,
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
    expected: "rentSpeed",
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
    expected: "rentOps",
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

/** A valid row of `scenarios.csv`. */
export type ScenarioRow = z.output<typeof scenarioRow>;

/** `scenarios.csv` as the loader reads it: one row an id; the columns beyond the schedule may be left out. */
export const SCENARIOS_FILE: DataFile<ScenarioRow> = {
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
};

/** A scenario of `scenarios.csv`: hours a day and days a week as written, fractions as fractions. */
export interface Scenario {
  /** The scenario's id, as `--scenario` names it. */
  id: string;
  /** A one-line description. */
  description: string;
  /** The machine of `hardware.csv` it owns. */
  hardwareId: string;
  /** The offering of the offering files it rents. */
  offeringId: string;
  /** The site of `sites.csv` the machine runs at. */
  siteId: string;
  /** The row of `finance.csv` it is paid by. */
  financeId: string;
  /** The row of `buyers.csv` that buys and rents, for the after-tax view; none: a person, no tax. */
  buyerId: string | undefined;
  /** Hours a day the GPU is scheduled, as written. */
  scheduledHoursPerDay: number;
  /** Days a week it is scheduled. */
  daysPerWeek: number;
  /** The share of the scheduled hours the GPU works, a fraction. */
  utilization: number;
  /** Years the comparison covers. */
  horizonYears: number;
  /** GB of storage kept in the cloud. */
  storageGb: number;
  /** Spot's flat overhead, a fraction of the hours (used without an interruption rate). */
  spotOverhead: number;
  /** Hours a month spent setting up rented machines. */
  setupHoursPerMonth: number;
  /**
   * Work the scenario's rented GPU does in an hour relative to its owned one, as the row gives it;
   * `undefined` when it gives none (then the speeds of `workload` in `throughput.csv` say, and
   * the same GPU model is as fast).
   */
  rentSpeed: number | undefined;
  /**
   * The kind of work the machine does, a workload of `throughput.csv`: its speed on each GPU model
   * sets the hours a rented GPU of another model needs; `undefined` = `DEFAULT_WORKLOAD`.
   */
  workload: string | undefined;
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
  /** Hours between checkpoints (`undefined` or 0: the interval that bills least), minutes to write one and to restart. */
  checkpointIntervalHours: number | undefined;
  /** Minutes to write a checkpoint; `undefined` = the model's default. */
  checkpointWriteMinutes: number | undefined;
  /** Minutes to restart after an interruption; `undefined` = the model's default. */
  restartMinutes: number | undefined;
  /** A profile of `demand.csv`: how many GPUs are wanted, for the hybrid fleet. */
  demandProfile: string | undefined;
  /** Hours a month of people's work on the owned machine and on the rented side; `undefined` = not counted. */
  ownPeopleHoursPerMonth: number | undefined;
  /** Hours a month of people's work on the rented side; `undefined` = not counted. */
  rentPeopleHoursPerMonth: number | undefined;
  /** GB moved into and out of the cloud a month; `undefined` = none. */
  dataInGbPerMonth: number | undefined;
  /** GB moved out of the cloud a month; `undefined` = none. */
  dataOutGbPerMonth: number | undefined;
  /** The jobs of `jobs.csv` run in a month (`jobs_per_month`): the hours used follow from them. */
  jobsPerMonth: { job: string; count: number }[] | undefined;
  /** The currency the reports show this scenario in. */
  currency: string;
  /**
   * The regions and providers the scenario rents from (`region`, separated by `;`): an offering
   * of its GPU is weighed when its region lies within one (`CN` holds `CN-Shanghai`) or its
   * provider is one; empty = every offering of the GPU.
   */
  accepts: string[];
  /** The spreadsheet row of `scenarios.csv`. */
  row: number;
  /**
   * On a case's row made from the reader's choices (`applyChoices()`), the scenario it starts
   * from: its description is then worded from its rows in the report's language
   * (`sayScenario()` of `lib/present/cheapest.ts`), not from `description`.
   */
  chosenFrom?: string;
}

/** What a scenario's row is checked against: the rows of the other files. */
export interface ScenarioRefs {
  /** Every id written in each file a scenario names (valid row or not). */
  ids: {
    "hardware.csv": ReadonlySet<string>;
    "cloud_offerings.csv": ReadonlySet<string>;
    "sites.csv": ReadonlySet<string>;
    "finance.csv": ReadonlySet<string>;
    "buyers.csv": ReadonlySet<string>;
  };
  /** The profiles of `demand.csv`. */
  demand: readonly DemandProfile[];
  /** The machines of `hardware.csv`. */
  hardware: readonly Hardware[];
  /** The offerings of every offering file. */
  offerings: readonly Offering[];
  /** CNY and the currencies of `fx.csv`. */
  currencies: ReadonlySet<string>;
}

/**
 * The scenarios of the valid rows of `scenarios.csv`, checked against the folder (`folder`):
 * problems go to `issues`, doubts (a cloud speed not given, storage billed as 0) to `warnings`.
 */
export function parseScenarios(
  rows: readonly { row: number; value: ScenarioRow }[],
  folder: ScenarioRefs,
  issues: DataIssue[],
  warnings: DataWarning[],
): Scenario[] {
  const scenarios: Scenario[] = [];
  // the rows a scenario names, each by its id; a blank buyer is none (a person, no tax)
  const refs: [keyof ScenarioRow, keyof ScenarioRefs["ids"]][] = [
    ["hardware_id", "hardware.csv"],
    ["offering_id", "cloud_offerings.csv"],
    ["site_id", "sites.csv"],
    ["finance_id", "finance.csv"],
    ["buyer_id", "buyers.csv"],
  ];
  for (const { row, value: s } of rows) {
    for (const [column, file] of refs) {
      if (s[column] === undefined) continue;
      const value = String(s[column]);
      const ids = folder.ids[file];
      if (!ids.has(value)) {
        issues.push({
          file: "scenarios.csv",
          row,
          column,
          value,
          problem: { kind: "unknown-id", file },
        });
      }
    }
    if (s.demand_profile !== undefined && !folder.demand.some((p) => p.id === s.demand_profile)) {
      issues.push({
        file: "scenarios.csv",
        row,
        column: "demand_profile",
        value: s.demand_profile,
        problem: { kind: "unknown-profile" },
      });
    }
    const offer = folder.offerings.find((o) => o.id === s.offering_id);
    if (!folder.currencies.has(s.currency)) {
      issues.push({
        file: "scenarios.csv",
        row,
        column: "currency",
        value: s.currency,
        problem: unknownCurrency(folder.currencies),
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
        problem: { kind: "rate-twice", first: rateColumns[0]! },
      });
    }
    const interval = s.checkpoint_interval_hours;
    if (interval !== undefined && interval > 0 && interval < 1 / 60) {
      issues.push({
        file: "scenarios.csv",
        row,
        column: "checkpoint_interval_hours",
        value: String(interval),
        problem: { kind: "checkpoint-interval" },
      });
    }
    if (offer && s.storage_gb > 0) {
      for (
        const o of folder.offerings.filter((o) =>
          o.gpuModel === offer.gpuModel && o.storageCnyPerGbHour === undefined
        )
      ) {
        if (o.id !== offer.id && !isCheapestOfItsKind(o, folder.offerings)) continue;
        warnings.push({
          file: o.file,
          row: o.row,
          column: "storage_price",
          scenario: s.id,
          reason: {
            kind: "no-storage-price",
            scenario: s.id,
            storageGb: s.storage_gb,
            offering: o.id,
          },
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
      buyerId: s.buyer_id,
      scheduledHoursPerDay: s.hours_per_day,
      daysPerWeek: s.days_per_week,
      utilization: s.utilization,
      horizonYears: s.horizon_years,
      storageGb: s.storage_gb,
      spotOverhead: s.spot_overhead,
      setupHoursPerMonth: s.setup_hours,
      rentSpeed: s.cloud_speed,
      workload: s.workload,
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
      ownPeopleHoursPerMonth: s.own_ops_hours,
      rentPeopleHoursPerMonth: s.cloud_ops_hours,
      dataInGbPerMonth: s.data_in_gb,
      dataOutGbPerMonth: s.data_out_gb,
      jobsPerMonth: (s.jobs_per_month ?? "").trim() === ""
        ? undefined
        : readJobsPerMonth(s.jobs_per_month!),
      currency: s.currency,
      accepts: splitAccepts(s.region),
      row,
    });
  }
  return scenarios;
}

/**
 * Checks each scenario's `workload` against `throughput.csv` (a workload it lists), and warns
 * where the machine's GPU model and the offering's differ and neither `cloud_speed` nor a figure
 * of the workload for both says how fast one is against the other (the hours rented are then
 * taken as the hours owned).
 */
export function checkScenarioSpeeds(
  scenarios: readonly Scenario[],
  folder: Pick<ScenarioRefs, "hardware" | "offerings"> & { throughput: readonly Throughput[] },
  issues: DataIssue[],
  warnings: DataWarning[],
): void {
  const workloads = new Set(folder.throughput.map((t) => t.workload));
  for (const s of scenarios) {
    if (s.workload !== undefined && !workloads.has(s.workload)) {
      issues.push({
        file: "scenarios.csv",
        row: s.row,
        column: "workload",
        value: s.workload,
        problem: {
          kind: "unknown-workload",
          workloads: [...workloads],
          blankFor: DEFAULT_WORKLOAD,
        },
      });
      continue;
    }
    const machine = folder.hardware.find((h) => h.id === s.hardwareId);
    const offer = folder.offerings.find((o) => o.id === s.offeringId);
    if (!machine || !offer || machine.gpuModel === offer.gpuModel || s.rentSpeed !== undefined) {
      continue;
    }
    const workload = s.workload ?? DEFAULT_WORKLOAD;
    // GPU model against GPU model, as relativeSpeed() weighs them
    const known =
      throughputOf(folder.throughput, workload, { id: "", gpuModel: machine.gpuModel }) &&
      throughputOf(folder.throughput, workload, { id: "", gpuModel: offer.gpuModel });
    if (known) continue;
    warnings.push({
      file: "scenarios.csv",
      row: s.row,
      column: "cloud_speed",
      scenario: s.id,
      reason: {
        kind: "speed-unknown",
        machineGpu: machine.gpuModel,
        offeringGpu: offer.gpuModel,
        workload,
      },
    });
  }
}

/**
 * Checks the `jobs_per_month` of each scenario that gives it against the jobs of `jobs.csv`:
 * each a job listed there with a count above 0 and at most 100,000. `scenariosText` is the file
 * as written, for the cell in the message.
 */
export function checkJobsPerMonth(
  scenarios: readonly Scenario[],
  jobs: readonly { id: string }[],
  scenariosText: string,
  issues: DataIssue[],
): void {
  for (const s of scenarios) {
    if (s.jobsPerMonth === undefined) continue;
    const value = rawCell(scenariosText, s.row, "jobs_per_month");
    const known = new Set(jobs.map((j) => j.id));
    const bad = s.jobsPerMonth.length === 0 ||
      s.jobsPerMonth.some((j) => !known.has(j.job) || !(j.count > 0 && j.count <= 100_000));
    if (bad) {
      issues.push({
        file: "scenarios.csv",
        row: s.row,
        column: "jobs_per_month",
        value,
        problem: { kind: "jobs-per-month", jobs: [...known] },
      });
    }
  }
}

/** Reads `jobs_per_month`: `JOB:COUNT` pairs separated by spaces, commas or semicolons; a pair that does not read has a count of NaN, for the check to name. */
function readJobsPerMonth(text: string): { job: string; count: number }[] {
  return text.split(/[\s,;]+/).filter((t) => t !== "").map((pair) => {
    const [job, count] = pair.split(":");
    return { job: job ?? "", count: count === undefined ? NaN : Number(count) };
  });
}

/**
 * Whether no offering of `o`'s GPU model and pricing model is cheaper: `o` may be shown as the
 * cheapest of its kind (a scenario's other option, a chart's mark). Offerings tied on price all
 * are, so each is warned about, whichever one a view picks by id.
 */
function isCheapestOfItsKind(o: Offering, offerings: readonly Offering[]): boolean {
  return !offerings.some((x) =>
    x.gpuModel === o.gpuModel && x.pricingModel === o.pricingModel &&
    x.cnyPerGpuHour < o.cnyPerGpuHour
  );
}
