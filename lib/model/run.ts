/**
 * The cost of one training run on the cloud and at home, and the speed difference (seed A1-A9, C1, C2).
 *
 * @module
 */
import { ArgumentError } from "./errors.ts";

/**
 * Relative slowdown of `cloud` against `local` (times or seconds): (cloud − local) / local.
 * A1: 0.428 against 0.415 s → 3.13 %.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { slowdown } from "./run.ts";
 *
 * assert.equal(slowdown(0.415, 0.428).toFixed(4), "0.0313"); // A1: the cloud 3.13 % slower
 * ```
 */
export function slowdown(localSeconds: number, rentSeconds: number): number {
  if (localSeconds <= 0) {
    throw new ArgumentError("slowdown", "localSeconds", localSeconds, "> 0");
  }
  return (rentSeconds - localSeconds) / localSeconds;
}

/** Hours and minutes to hours: A2 `4 h 52 m` → 4.867 h. */
export function hoursFromHm(hours: number, minutes: number): number {
  return hours + minutes / 60;
}

/** One training run on the cloud GPU and on the local one (seed figures A4 to A9, C1, C2). */
export interface RunInputs {
  /** Hours the run takes on the cloud GPU. */
  rentHours: number;
  /** Hours the run takes on the local GPU. */
  localHours: number;
  /** Cloud price, CNY per GPU-hour. */
  rentCnyPerHour: number;
  /** Cloud storage kept during the run, GB. */
  storageGb: number;
  /** Cloud storage price, CNY per GB-hour. */
  storageCnyPerGbHour: number;
  /** Wall power of the local machine while training, kW. */
  wallPowerKw: number;
  /** Electricity price, CNY/kWh. */
  electricityCnyPerKwh: number;
  /** Hours of environment set-up before the run. @default 0 */
  setupHours?: number;
  /** Set-up in the GPU-less mode, billed at the storage price only (C2). @default true */
  gpulessSetup?: boolean;
  /** GB to upload before the first GPU-hour. @default 0 */
  uploadGb?: number;
  /** Upload speed, MB/s. @default 16.7 (rsync in C1) */
  uploadMBps?: number;
}

/** What one run costs on the cloud GPU and in local electricity, CNY. */
export interface RunCost {
  /** Cloud GPU-hours at the price, CNY (A4). */
  rentCompute: number;
  /** Cloud storage during the run, CNY (A5). */
  rentStorage: number;
  /** Set-up before the run, CNY (at the storage price only in the GPU-less mode, C2). */
  rentSetup: number;
  /** rentCompute + rentStorage + rentSetup, CNY (A6). */
  rentTotal: number;
  /** Local electricity for the run, CNY (A7). */
  localElectricity: number;
  /** localElectricity / rentCompute (A8). */
  localShareOfRent: number;
  /** Local electricity per hour, CNY/h (A9). */
  localCnyPerHour: number;
  /** Hours spent uploading before the run can start (C1). */
  uploadHours: number;
}

/**
 * The cost of one run: cloud compute (hours × price), storage (GB × price × hours the data is
 * kept: set-up, upload and run), set-up billed at the GPU price unless GPU-less, against local
 * electricity (kW × hours × price).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { runCost } from "./run.ts";
 *
 * const run = runCost({
 *   rentHours: 5.03,
 *   localHours: 4.87,
 *   rentCnyPerHour: 3.5,
 *   storageGb: 200,
 *   storageCnyPerGbHour: 0.0007,
 *   wallPowerKw: 0.65,
 *   electricityCnyPerKwh: 1,
 * });
 * assert.equal(run.rentCompute.toFixed(3), "17.605"); // A4: 5.03 h × 3.5 CNY/h
 * assert.equal(run.rentTotal.toFixed(4), "18.3092"); // A6: with A5's 0.7042 of storage
 * assert.equal(run.localElectricity.toFixed(4), "3.1655"); // A7: 0.65 kW × 4.87 h × 1 CNY/kWh
 * ```
 */
export function runCost(inputs: RunInputs): RunCost {
  const setupHours = inputs.setupHours ?? 0;
  const gpuless = inputs.gpulessSetup ?? true;
  const uploadHours = uploadTimeHours(inputs.uploadGb ?? 0, inputs.uploadMBps ?? 16.7);
  const rentCompute = inputs.rentHours * inputs.rentCnyPerHour;
  const storageHours = inputs.rentHours + setupHours + uploadHours;
  const rentStorage = inputs.storageGb * inputs.storageCnyPerGbHour * storageHours;
  const rentSetup = gpuless ? 0 : setupHours * inputs.rentCnyPerHour;
  const localElectricity = inputs.wallPowerKw * inputs.localHours * inputs.electricityCnyPerKwh;
  return {
    rentCompute,
    rentStorage,
    rentSetup,
    rentTotal: rentCompute + rentStorage + rentSetup,
    localElectricity,
    localShareOfRent: rentCompute > 0 ? localElectricity / rentCompute : 0,
    localCnyPerHour: inputs.wallPowerKw * inputs.electricityCnyPerKwh,
    uploadHours,
  };
}

/**
 * Hours to move `gb` gigabytes at `mbPerSecond` (1 GB = 1,000 MB). 0 GB takes 0 h.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { uploadTimeHours } from "./run.ts";
 *
 * assert.equal(uploadTimeHours(150, 16.7).toFixed(2), "2.50"); // C1: 150 GB by rsync
 * ```
 */
export function uploadTimeHours(gb: number, mbPerSecond: number): number {
  if (gb === 0) return 0;
  if (mbPerSecond <= 0) {
    throw new ArgumentError("uploadTimeHours", "mbPerSecond", mbPerSecond, "> 0");
  }
  return (gb * 1000) / mbPerSecond / 3600;
}

/**
 * Upload speed in MB/s from GB moved in hours: C1, 150 GB in 6 h → 6.9 MB/s (1,000 MB per GB).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { uploadSpeedMBps } from "./run.ts";
 *
 * // C1: 150 GB in 6 h through the web console
 * assert.equal(uploadSpeedMBps(150, 6).toFixed(1), "6.9");
 * ```
 */
export function uploadSpeedMBps(gb: number, hours: number): number {
  if (hours <= 0) {
    throw new ArgumentError("uploadSpeedMBps", "hours", hours, "> 0");
  }
  return (gb * 1000) / (hours * 3600);
}
