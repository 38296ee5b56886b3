/**
 * The model as straight lines in the hours used a day, for sweeps that must be fast:
 * own(h) = ownFixed + ownPerHour·h and cloud(h) = cloudFixed + cloudPerHour·h over the horizon,
 * with h in hours a day. Matches {@linkcode tco} (a test holds them equal).
 *
 * @module
 */
import { type CostInputs, HOURS_PER_YEAR } from "./inputs.ts";

/** Writes [ownFixed, ownPerHour, cloudFixed, cloudPerHour] into `out` and returns it. */
export function lineCoefficients(
  x: CostInputs,
  out: Float64Array = new Float64Array(4),
): Float64Array {
  const years = x.horizonYears > 0 ? x.horizonYears : 0;
  const capital = x.purchaseCny + x.hostShareCny;
  const residual = years <= 0
    ? x.purchaseCny
    : x.residualFraction <= 0
    ? 0
    : x.purchaseCny * x.residualFraction ** (years / x.residualYears);
  const energyPrice = x.pue * x.electricityCnyPerKwh;
  out[0] = capital - residual + x.idlePowerKw * HOURS_PER_YEAR * years * energyPrice +
    x.maintenanceCnyPerYear * years + capital * ((1 + x.costOfCapital) ** years - 1);
  out[1] = (x.activePowerKw - x.idlePowerKw) * energyPrice * 365 * years;
  out[2] = x.storageGb * x.storageCnyPerGbHour * HOURS_PER_YEAR * years +
    x.setupHoursPerMonth * 12 * years * x.gpuCount * x.cloudCnyPerGpuHour;
  out[3] = x.gpuCount * x.cloudCnyPerGpuHour * 365 * years;
  return out;
}
