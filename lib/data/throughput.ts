/**
 * The job files of a data folder: `throughput.csv` (how fast each GPU model does a workload, and
 * its memory) and `jobs.csv` (the work a user wants done). Both are optional: a folder without
 * them validates as before and has no jobs.
 *
 * @module
 */
import { z } from "zod";
import {
  id,
  number,
  oneOf,
  optionalId,
  optionalNumber,
  optionalText,
  shapeOf,
  sourced,
  text,
} from "./cells.ts";
import type { AsOf, CellSchema, NumberRule, Sourced } from "./cells.ts";
import type { DataIssue, DataWarning } from "./errors.ts";
import type { Hardware } from "./hardware.ts";
import type { Offering } from "./offerings.ts";

/** The columns of `throughput.csv`. */
export const THROUGHPUT_COLUMNS = [
  "gpu_model",
  "workload",
  "throughput",
  "unit",
  "precision",
  "memory_gb",
  "applies_to",
  "source",
  "as_of",
  "notes",
] as const;

/** The columns of `jobs.csv`. */
export const JOB_COLUMNS = [
  "id",
  "description",
  "workload",
  "epochs",
  "work_per_epoch",
  "memory_gb",
  "max_gpus",
  "deadline_hours",
  "notes",
  "source",
  "as_of",
] as const;

/** The units a throughput is measured in: samples (images, sequences) or tokens a second. */
export const THROUGHPUT_UNITS = ["samples/s", "tokens/s"] as const;
/** One of {@linkcode THROUGHPUT_UNITS}. */
export type ThroughputUnit = typeof THROUGHPUT_UNITS[number];

const memory = {
  min: 0,
  minInclusive: false,
  max: 10_000,
  expected: "memory",
} satisfies NumberRule;

/** The columns of one `throughput.csv` row and how each cell is read and checked. */
export const throughputRow: z.ZodObject<{
  gpu_model: CellSchema<string>;
  workload: z.ZodType<string>;
  throughput: CellSchema<number>;
  unit: CellSchema<ThroughputUnit>;
  precision: CellSchema<string>;
  memory_gb: CellSchema<number>;
  applies_to: CellSchema<string | undefined>;
  notes: CellSchema<string>;
  source: CellSchema<string>;
  as_of: CellSchema<AsOf>;
}> = z.object(shapeOf(THROUGHPUT_COLUMNS, {
  gpu_model: text("gpuModelSpelt"),
  workload: id(),
  throughput: number({
    min: 1e-6,
    max: 1e9,
    expected: "throughput",
  }),
  unit: oneOf(THROUGHPUT_UNITS),
  precision: optionalText(),
  memory_gb: number(memory),
  applies_to: optionalId(),
  notes: optionalText(),
  ...sourced(),
}));

/** The columns of one `jobs.csv` row and how each cell is read and checked. */
export const jobRow: z.ZodObject<{
  id: z.ZodType<string>;
  description: CellSchema<string>;
  workload: z.ZodType<string>;
  epochs: CellSchema<number>;
  work_per_epoch: CellSchema<number>;
  memory_gb: CellSchema<number>;
  max_gpus: CellSchema<number>;
  deadline_hours: CellSchema<number | undefined>;
  notes: CellSchema<string>;
  source: CellSchema<string>;
  as_of: CellSchema<AsOf>;
}> = z.object(shapeOf(JOB_COLUMNS, {
  id: id(),
  description: text("description"),
  workload: id(),
  epochs: number({
    min: 0,
    minInclusive: false,
    max: 1e6,
    expected: "epochs",
  }),
  work_per_epoch: number({
    min: 0,
    minInclusive: false,
    max: 1e15,
    expected: "workPerEpoch",
  }),
  memory_gb: number({ ...memory, expected: "jobMemory" }),
  max_gpus: number({
    min: 1,
    max: 1024,
    integer: true,
    expected: "maxGpus",
  }),
  deadline_hours: optionalNumber({
    min: 0,
    minInclusive: false,
    max: 1e6,
    expected: "deadline",
  }),
  notes: optionalText(),
  ...sourced(),
}));

/** The two files, their schemas, row keys and columns a file may leave out. */
export const JOB_FILES = {
  "throughput.csv": {
    schema: throughputRow,
    key: undefined,
    optional: ["precision", "applies_to", "notes"],
    unique: ["gpu_model", "workload", "applies_to"],
  },
  "jobs.csv": { schema: jobRow, key: "id", optional: ["deadline_hours", "notes"] },
} as const;

/** How fast one GPU model does one workload, with the GPU model's memory. */
export interface Throughput {
  /** The GPU model, spelt as in the offering files. */
  gpuModel: string;
  /** The workload's id, as `jobs.csv` names it. */
  workload: string;
  /** Samples or tokens a second on one GPU. */
  perSecond: number;
  /** What `perSecond` counts: samples or tokens a second. */
  unit: ThroughputUnit;
  /** The numeric precision measured, such as fp16; `""` when not given. */
  precision: string;
  /** Memory of one GPU of the model, GB. */
  memoryGb: number;
  /** An offering or machine id the figure holds for alone; `undefined` = every one of the GPU model. */
  appliesTo: string | undefined;
  /** Free notes of the row. */
  notes: string;
  /** Where the figure comes from. */
  source: string;
  /** The date or period the figure is as of. */
  asOf: AsOf;
  /** The spreadsheet row of `throughput.csv`. */
  row: number;
}

/** A piece of work: so many samples or tokens of a workload. */
export interface Job extends Sourced {
  /** The job's id, as `jobs_per_month` names it. */
  id: string;
  /** A one-line description. */
  description: string;
  /** The workload of `throughput.csv` it runs. */
  workload: string;
  /** Passes over the data. */
  epochs: number;
  /** Samples or tokens an epoch, in the unit of the workload's throughput. */
  workPerEpoch: number;
  /** epochs × work per epoch, in the unit of the workload's throughput. */
  work: number;
  /** Memory the job needs on each GPU, GB. */
  memoryGb: number;
  /** The most GPUs the job can use. */
  maxGpus: number;
  /** Hours within which it must finish; `undefined` when it has no deadline. */
  deadlineHours: number | undefined;
  /** The spreadsheet row of `jobs.csv`. */
  row: number;
}

/** What the job files add to a dataset. */
export interface JobData {
  /** Rows of `throughput.csv` (none when the file is absent). */
  throughput: Throughput[];
  /** Rows of `jobs.csv` (none when the file is absent). */
  jobs: Job[];
}

/** Parses one file with the dataset's parser (the one that reports file, row and column). */
export type ParseFile = (
  file: string,
  text: string,
  spec: {
    schema: z.ZodTypeAny;
    key: string | undefined;
    optional: readonly string[];
    unique?: readonly string[];
  },
) => { rows: { row: number; value: unknown }[] };

/**
 * Reads `throughput.csv` and `jobs.csv` when present and checks them against each other and the
 * offerings and machines: one figure per GPU model, workload and scope; one memory per GPU model;
 * `applies_to` names an offering or machine of the same GPU model; a job's workload has figures.
 * A GPU model no offering or machine has gets a warning (a name spelt differently).
 */
export function parseJobData(
  files: Readonly<Record<string, string>>,
  known: { offerings: readonly Offering[]; hardware: readonly Hardware[] },
  parse: ParseFile,
  issues: DataIssue[],
  warnings: DataWarning[],
): JobData {
  const read = <K extends keyof typeof JOB_FILES>(name: K) =>
    files[name] === undefined ? [] : parse(name, files[name]!, JOB_FILES[name]).rows as {
      row: number;
      value: z.output<typeof JOB_FILES[K]["schema"]>;
    }[];
  const file = "throughput.csv";
  const models = new Map<string, string>();
  for (const o of known.offerings) models.set(o.id, o.gpuModel);
  for (const h of known.hardware) models.set(h.id, h.gpuModel);
  const gpuModels = new Set(models.values());
  const memoryOf = new Map<string, { gb: number; row: number }>();
  const throughput: Throughput[] = [];
  for (const { row, value: t } of read("throughput.csv")) {
    const memory = memoryOf.get(t.gpu_model);
    if (memory === undefined) memoryOf.set(t.gpu_model, { gb: t.memory_gb, row });
    else if (memory.gb !== t.memory_gb) {
      issues.push({
        file,
        row,
        column: "memory_gb",
        value: String(t.memory_gb),
        problem: { kind: "memory-differs", gb: memory.gb, row: memory.row, gpuModel: t.gpu_model },
      });
    }
    if (t.applies_to !== undefined && models.get(t.applies_to) !== t.gpu_model) {
      const model = models.get(t.applies_to);
      issues.push({
        file,
        row,
        column: "applies_to",
        value: t.applies_to,
        problem: model === undefined ? { kind: "applies-to-unknown" } : {
          kind: "applies-to-other-gpu",
          gpuModel: t.gpu_model,
          id: t.applies_to,
          has: model,
        },
      });
    }
    if (!gpuModels.has(t.gpu_model)) {
      warnings.push({
        file,
        row,
        column: "gpu_model",
        reason: { kind: "gpu-unused", gpuModel: t.gpu_model, figures: false },
      });
    }
    throughput.push({
      gpuModel: t.gpu_model,
      workload: t.workload,
      perSecond: t.throughput,
      unit: t.unit,
      precision: t.precision,
      memoryGb: t.memory_gb,
      appliesTo: t.applies_to,
      notes: t.notes,
      source: t.source,
      asOf: t.as_of,
      row,
    });
  }
  const workloads = new Set(throughput.map((t) => t.workload));
  const jobs: Job[] = [];
  for (const { row, value: j } of read("jobs.csv")) {
    if (!workloads.has(j.workload)) {
      issues.push({
        file: "jobs.csv",
        row,
        column: "workload",
        value: j.workload,
        problem: { kind: "unknown-workload", workloads: [...workloads] },
      });
    }
    jobs.push({
      id: j.id,
      description: j.description,
      workload: j.workload,
      epochs: j.epochs,
      workPerEpoch: j.work_per_epoch,
      work: j.epochs * j.work_per_epoch,
      memoryGb: j.memory_gb,
      maxGpus: j.max_gpus,
      deadlineHours: j.deadline_hours,
      notes: j.notes,
      source: j.source,
      asOf: j.as_of,
      row,
    });
  }
  return { throughput, jobs };
}
