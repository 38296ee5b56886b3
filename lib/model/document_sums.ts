/**
 * Document 000's two sums under one rounding rule, each labelled, so that every page and task
 * states the same figure for the same thing:
 *
 * - **as printed**: the document's own arithmetic, with its growth factor 1.1575 for 1.05³ and
 *   B4 and B9 rounded to whole CNY as it rounds them: B11 = 25,273, B14 = 16,273 CNY;
 * - **exact**: compounding (1 + r)^n and rounding nothing: B11 = 25,274.94, B14 = 16,274.94 CNY
 *   (shown as 25,275 and 16,275); the exact B14 is the consistent model's TCO of owning.
 *
 * B11 (`countedTwiceCny`) counts the purchase B3 and its depreciation B8 both and never credits
 * the residual B7; B14 (`summedOnceCny`) is B3 − B7 + B5 + B6 + B9.
 *
 * @module
 */
import { DAYS_PER_YEAR } from "./inputs.ts";
import { DOCUMENT_000, type DocumentInputs, documentTco } from "./document.ts";

/** One rounding rule's two sums, CNY over the horizon. */
export interface DocumentSum {
  /** B11: B3 + B5 + B8 + B6 + B9, the purchase counted twice (CNY). */
  countedTwiceCny: number;
  /** B14: B3 − B7 + B5 + B6 + B9, the purchase counted once (CNY). */
  summedOnceCny: number;
}

/** The document's sums as it prints them and with exact arithmetic. */
export interface DocumentSums {
  /** With the document's printed growth factor and rounding; `null` when it prints no factor. */
  asPrinted: DocumentSum | null;
  /** With exact compounding and no rounding. */
  exact: DocumentSum;
}

/**
 * The document's B11 and B14 as printed and exact.
 *
 * @param d the document's inputs (@default DOCUMENT_000)
 * @returns `asPrinted` (25,273 and 16,273 CNY for document 000) and `exact` (25,274.94 and
 *   16,274.94 CNY)
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { documentSums } from "./document_sums.ts";
 *
 * const { asPrinted, exact } = documentSums();
 * assert.equal(asPrinted?.countedTwiceCny, 25_273); // B11 as printed
 * assert.equal(exact.summedOnceCny.toFixed(2), "16274.94"); // B14 with 1.05³
 * ```
 */
export function documentSums(d: DocumentInputs = DOCUMENT_000): DocumentSums {
  const printed = d.printedGrowthFactor === undefined ? null : documentTco(d);
  const hardwareCny = d.gpuCny + d.hostShareCny;
  const residualCny = d.residualFraction * d.gpuCny;
  const electricityCny = d.wallPowerKw * d.scheduledHoursPerDay * d.utilization * DAYS_PER_YEAR *
    d.years * d.electricityCnyPerKwh;
  const opportunityCny = hardwareCny * ((1 + d.costOfCapital) ** d.years - 1);
  const depreciationCny = d.gpuCny - residualCny;
  const summedOnceCny = hardwareCny - residualCny + electricityCny + d.maintenanceCny +
    opportunityCny;
  const countedTwiceCny = hardwareCny + electricityCny + depreciationCny + d.maintenanceCny +
    opportunityCny;
  return {
    asPrinted: printed === null ? null : {
      countedTwiceCny: printed.total,
      summedOnceCny: printed.total - printed.depreciation - printed.residual,
    },
    exact: { countedTwiceCny, summedOnceCny },
  };
}

/**
 * Whether `d` is document 000's case: the same money, hours used and horizon (the growth factor
 * and the split of the hours into a schedule and a utilisation aside), and none of the costs the
 * document does not have (people, site, data transfer, failures, a moving cloud price), its
 * machine bought, not already owned. Only then are the
 * document's printed figures the scenario's.
 */
export function isDocumentCase(
  d: DocumentInputs,
  document: DocumentInputs = DOCUMENT_000,
): boolean {
  const same = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));
  return d.countsOtherCosts !== true && d.alreadyOwned !== true &&
    same(d.gpuCny, document.gpuCny) &&
    same(d.hostShareCny, document.hostShareCny) &&
    same(d.wallPowerKw, document.wallPowerKw) &&
    same(
      d.scheduledHoursPerDay * d.utilization,
      document.scheduledHoursPerDay * document.utilization,
    ) &&
    same(d.electricityCnyPerKwh, document.electricityCnyPerKwh) &&
    same(d.maintenanceCny, document.maintenanceCny) &&
    same(d.residualFraction, document.residualFraction) &&
    same(d.costOfCapital, document.costOfCapital) && same(d.years, document.years) &&
    same(d.rentCnyPerHour, document.rentCnyPerHour);
}
