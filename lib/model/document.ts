/**
 * The three-year TCO as document 000 computes it (seed B1-B13), with its rounding, and an audit
 * that lists where its arithmetic slips and by how much.
 *
 * @module
 */
import { countsOtherCosts } from "./cost.ts";
import { type CostInputs, DAYS_PER_YEAR } from "./inputs.ts";

/** The document's line items, named by seed figure id. */
export interface DocumentTco {
  /** B1 GPU purchase. */ gpu: number;
  /** B2 host share. */ host: number;
  /** B3 hardware total B1 + B2. */ hardware: number;
  /** B4 yearly electricity: kW × scheduled h/day × 365 × utilisation × price, rounded to 1 CNY. */ electricityPerYear:
    number;
  /** B5 electricity over the horizon: years × B4. */ electricity: number;
  /** B6 maintenance over the horizon. */ maintenance: number;
  /** B7 residual value. */ residual: number;
  /** B8 depreciation loss B1 − B7. */ depreciation: number;
  /** B9 opportunity cost: hardware × (growth − 1), rounded to 1 CNY; the growth factor as printed (1.1575) where `printedGrowthFactor` gives it, else compounded exactly. */ opportunity:
    number;
  /** B10 B6 + B9. */ maintenanceAndOpportunity: number;
  /** B11 B3 + B5 + B8 + B10 (counts the purchase and its depreciation both). */ total: number;
  /** B12 B11 / hours used. */ costPerHour: number;
  /** B13 B11 / (365 × years × cloud price), hours a day. */ breakEvenHoursPerDay: number;
}

/** The inputs of document 000's TCO, as it writes them (seed figures B1 to B13). */
export interface DocumentInputs {
  /** GPU purchase, CNY (B1: 9,000). */
  gpuCny: number;
  /** Share of the host attributed to the GPU, CNY (B2: 4,500). */
  hostShareCny: number;
  /** Wall power while training, kW (A7: 0.65). */
  wallPowerKw: number;
  /** Scheduled hours a day (8 in the document). */
  scheduledHoursPerDay: number;
  /** Fraction of the scheduled hours used (0.5 in the document). */
  utilization: number;
  /** Electricity price, CNY/kWh (1 in the document). */
  electricityCnyPerKwh: number;
  /** Maintenance over the whole horizon, CNY (B6: 500 for 3 years). */
  maintenanceCny: number;
  /** Fraction of the GPU purchase it fetches at the end (B7: 0.3). */
  residualFraction: number;
  /** Yearly return the money would earn elsewhere, a fraction (B9: 0.05). */
  costOfCapital: number;
  /** The horizon, years (3). */
  years: number;
  /** Cloud price, CNY per GPU-hour (A4: 3.5). */
  rentCnyPerHour: number;
  /** The growth factor (1 + r)^n as the document writes it; exact compounding when absent. */
  printedGrowthFactor?: number;
  /** Costs the document does not have (people, site, data transfer, failures, a moving cloud price) are counted; absent = none. */
  countsOtherCosts?: boolean;
  /** Whether the machine is already owned, its purchase sunk: not the document's case. */
  alreadyOwned?: boolean;
}

/** The document's inputs (000, section 3). */
export const DOCUMENT_000: DocumentInputs = {
  gpuCny: 9000,
  hostShareCny: 4500,
  wallPowerKw: 0.65,
  scheduledHoursPerDay: 8,
  utilization: 0.5,
  electricityCnyPerKwh: 1,
  maintenanceCny: 500,
  residualFraction: 0.3,
  costOfCapital: 0.05,
  years: 3,
  rentCnyPerHour: 3.5,
  // 2,126 = 13,500 × 0.1575: the document's factor, although 1.05³ = 1.157625
  printedGrowthFactor: 1.1575,
};

/** Builds the document's inputs from model inputs (scheduled hours = used hours, utilisation 1, unless given). */
export function documentInputsFrom(
  inputs: CostInputs,
  schedule: { scheduledHoursPerDay: number; utilization: number } = {
    scheduledHoursPerDay: inputs.usedHoursPerDay,
    utilization: 1,
  },
): DocumentInputs {
  return {
    gpuCny: inputs.purchaseCny,
    hostShareCny: inputs.hostShareCny,
    wallPowerKw: inputs.activePowerKw,
    scheduledHoursPerDay: schedule.scheduledHoursPerDay,
    utilization: schedule.utilization,
    electricityCnyPerKwh: inputs.electricityCnyPerKwh,
    maintenanceCny: inputs.maintenanceCnyPerYear * inputs.horizonYears,
    residualFraction: inputs.residualFraction,
    costOfCapital: inputs.costOfCapital,
    years: inputs.horizonYears,
    rentCnyPerHour: inputs.rentCnyPerGpuHour * inputs.gpuCount,
    countsOtherCosts: countsOtherCosts(inputs),
    alreadyOwned: inputs.alreadyOwned > 0,
  };
}

/**
 * The TCO the document's way (B1-B13), rounding where it rounds: B4 and B9 to whole CNY, with
 * the document's growth factor where it gives one (1.1575 for 1.05³).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { documentTco } from "./document.ts";
 *
 * const d = documentTco(); // document 000 as printed
 * assert.equal(d.total, 25_273); // B11: 13,500 + 2,847 + 6,300 + 2,626
 * assert.equal(d.breakEvenHoursPerDay.toFixed(2), "6.59"); // B13, the document's ≈6.6
 * ```
 */
export function documentTco(d: DocumentInputs = DOCUMENT_000): DocumentTco {
  const hardware = d.gpuCny + d.hostShareCny;
  const electricityPerYear = Math.round(
    d.wallPowerKw * d.scheduledHoursPerDay * DAYS_PER_YEAR * d.utilization * d.electricityCnyPerKwh,
  );
  const electricity = d.years * electricityPerYear;
  const residual = d.residualFraction * d.gpuCny;
  const depreciation = d.gpuCny - residual;
  const growth = d.printedGrowthFactor ?? (1 + d.costOfCapital) ** d.years;
  const opportunity = Math.round(hardware * (growth - 1));
  const maintenanceAndOpportunity = d.maintenanceCny + opportunity;
  const total = hardware + electricity + depreciation + maintenanceAndOpportunity;
  const usedHours = d.scheduledHoursPerDay * d.utilization * DAYS_PER_YEAR * d.years;
  const costPerHour = usedHours > 0 ? total / usedHours : 0;
  const denominator = DAYS_PER_YEAR * d.years * d.rentCnyPerHour;
  return {
    gpu: d.gpuCny,
    host: d.hostShareCny,
    hardware,
    electricityPerYear,
    electricity,
    maintenance: d.maintenanceCny,
    residual,
    depreciation,
    opportunity,
    maintenanceAndOpportunity,
    total,
    costPerHour,
    breakEvenHoursPerDay: denominator > 0 ? total / denominator : 0,
  };
}

/** The seed figure ids of the slips in document 000's arithmetic. */
export type SlipId = "A6" | "B9" | "B11" | "B12" | "B13";

/**
 * One slip in the document's arithmetic, by its seed figure id (`lib/present/document_rows.ts`
 * says what it is).
 */
export interface Slip {
  /** Seed figure id, e.g. `B11`. */
  id: SlipId;
  /** The value the document prints. */
  printed: number;
  /** What the document's own inputs give when the slip is mended. */
  mended: number;
  /** mended − printed, in the unit of the figure. */
  difference: number;
  /** The figure's unit. */
  unit: "CNY" | "CNY/h" | "h/day";
}

/**
 * The audit of document 000: each slip with its printed value, the mended value and the size.
 * Printed values are the document's (seed-figures.md); mended ones are computed here.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { auditDocument } from "./document.ts";
 *
 * const slips = auditDocument();
 * const b11 = slips.find((s) => s.id === "B11")!;
 * // the purchase and its depreciation counted both: 25,273 printed, 16,273 summed once
 * assert.deepEqual([b11.printed, b11.mended], [25_273, 16_273]);
 * ```
 */
export function auditDocument(d: DocumentInputs = DOCUMENT_000): Slip[] {
  const t = documentTco(d);
  const runHours = 5.03;
  const compute = runHours * d.rentCnyPerHour;
  const storage = 200 * 0.0007 * runHours;
  const exactOpportunity = (d.gpuCny + d.hostShareCny) * ((1 + d.costOfCapital) ** d.years - 1);
  const noDoubleCount = t.hardware - t.residual + t.electricity + t.maintenance + t.opportunity;
  const statedHours = d.scheduledHoursPerDay * d.utilization * DAYS_PER_YEAR * d.years;
  const electricityPerUsedHour = d.wallPowerKw * d.electricityCnyPerKwh;
  const followingHours = (t.total - t.electricity) /
    (DAYS_PER_YEAR * d.years * (d.rentCnyPerHour - electricityPerUsedHour));
  const slip = (id: SlipId, printed: number, mended: number, unit: Slip["unit"]): Slip => ({
    id,
    printed,
    mended,
    difference: mended - printed,
    unit,
  });
  return [
    slip(
      "A6",
      17.6,
      compute + storage,
      "CNY",
    ),
    slip(
      "B9",
      t.opportunity,
      exactOpportunity,
      "CNY",
    ),
    slip(
      "B11",
      t.total,
      noDoubleCount,
      "CNY",
    ),
    slip(
      "B12",
      2.4,
      t.total / statedHours,
      "CNY/h",
    ),
    slip(
      "B13",
      t.breakEvenHoursPerDay,
      followingHours,
      "h/day",
    ),
  ];
}

/** What document 000 measured (A1–A3, C1) and priced for one run (A4–A9), as it writes it. */
export const MEASURED_000 = {
  iterationSeconds: { local: 0.415, cloud: 0.428 },
  epoch: { local: { hours: 4, minutes: 52 }, cloud: { hours: 5, minutes: 2 } },
  /** ImageNet-1k training images and the batch size. */
  images: 1_281_167,
  batch: 32,
  utilisation: { local: "98 %", cloud: "95–98 %" },
  memory: { local: "22.1 GB", cloud: "21.8 GB" },
  run: {
    rentHours: 5.03,
    localHours: 4.87,
    rentCnyPerHour: 3.5,
    storageGb: 200,
    storageCnyPerGbHour: 0.0007,
    wallPowerKw: 0.65,
    electricityCnyPerKwh: 1,
  },
  upload: { gb: 150, webConsoleHours: 6, rsyncHours: 2.5 },
} as const;

/** The figures as document 000 prints them, by seed figure id (seed-figures.md). */
export const PRINTED_000: Readonly<Record<string, string>> = {
  A1: "≈3.1 %",
  A4: "17.61",
  A5: "≈0.7",
  A6: "约 17.6",
  A7: "≈3.17",
  A8: "one fifth",
  A9: "0.66",
  B1: "9,000",
  B2: "4,500",
  B3: "13,500",
  B4: "949",
  B5: "2,847",
  B6: "500",
  B7: "2,700",
  B8: "6,300",
  B9: "≈2,126",
  B10: "2,626",
  B11: "25,273",
  B12: "约 2.4",
  B13: "≈6.6",
};
