/**
 * The names and units of the model's inputs as a report shows them, money in the report's
 * currency: `Purchase price (USD)`, `Electricity (CNY/kWh)`. Values of money inputs are converted
 * with {@linkcode inputValue}. The model's inputs are in CNY; no label here says CNY unless the
 * report does.
 *
 * @module
 */
import type { InputName } from "../model/inputs.ts";
import type { Money } from "./format.ts";

/** What an input's unit is: money (per something) in the report's currency, or a fixed unit. */
type Unit = { money: string } | { fixed: string };

const TERMS: Record<InputName, { name: string; unit: Unit }> = {
  gpuCount: { name: "GPUs", unit: { fixed: "" } },
  purchaseCny: { name: "Purchase price", unit: { money: "" } },
  hostShareCny: { name: "Host share", unit: { money: "" } },
  residualFraction: { name: "Residual value", unit: { fixed: "share of purchase" } },
  residualYears: { name: "Years to the residual value", unit: { fixed: "years" } },
  resaleHaircut: { name: "Used-market haircut", unit: { fixed: "share of purchase" } },
  maintenanceCnyPerYear: { name: "Maintenance", unit: { money: "/year" } },
  activePowerKw: { name: "Wall power", unit: { fixed: "kW" } },
  idlePowerKw: { name: "Idle power", unit: { fixed: "kW" } },
  pue: { name: "PUE", unit: { fixed: "" } },
  electricityCnyPerKwh: { name: "Electricity", unit: { money: "/kWh" } },
  costOfCapital: { name: "Cost of capital", unit: { fixed: "a year" } },
  discountRate: { name: "Discount rate", unit: { fixed: "a year" } },
  cloudCnyPerGpuHour: { name: "Cloud price", unit: { money: "/GPU-hour" } },
  cloudMinimumMonths: { name: "Committed months at the least", unit: { fixed: "months" } },
  cloudOverhead: { name: "Spot overhead", unit: { fixed: "extra hours per hour" } },
  cloudSpeed: { name: "Cloud speed", unit: { fixed: "× owned" } },
  cloudInterruptionsPerHour: { name: "Spot interruptions", unit: { fixed: "per hour" } },
  checkpointIntervalHours: { name: "Checkpoint interval", unit: { fixed: "h" } },
  checkpointWriteHours: { name: "Checkpoint write time", unit: { fixed: "h" } },
  restartHours: { name: "Restart time", unit: { fixed: "h" } },
  storageGb: { name: "Storage", unit: { fixed: "GB" } },
  storageCnyPerGbHour: { name: "Storage price", unit: { money: "/GB-hour" } },
  setupHoursPerMonth: { name: "Set-up hours", unit: { fixed: "a month" } },
  hoursPerDay: { name: "Hours used a day", unit: { fixed: "h/day" } },
  horizonYears: { name: "Horizon", unit: { fixed: "years" } },
  ownOpsHoursPerMonth: { name: "People on the owned machine", unit: { fixed: "h/month" } },
  rentOpsHoursPerMonth: { name: "People on the rented side", unit: { fixed: "h/month" } },
  labourCnyPerHour: { name: "Labour", unit: { money: "/h" } },
  siteSetupCny: { name: "Site set-up", unit: { money: "" } },
  siteCnyPerKwMonth: { name: "Site space", unit: { money: "/kW-month" } },
  transferInGbPerMonth: { name: "Data in", unit: { fixed: "GB/month" } },
  transferOutGbPerMonth: { name: "Data out", unit: { fixed: "GB/month" } },
  ingressCnyPerGb: { name: "Ingress", unit: { money: "/GB" } },
  egressCnyPerGb: { name: "Egress", unit: { money: "/GB" } },
  bandwidthMbps: { name: "Bandwidth", unit: { fixed: "Mbit/s" } },
  gpuFailuresPerYear: { name: "GPU failures", unit: { fixed: "share a year" } },
  repairShare: { name: "Repair cost", unit: { fixed: "share of a GPU" } },
  downtimeHoursPerFailure: { name: "Downtime per failure", unit: { fixed: "h" } },
  cloudPriceChangePerYear: { name: "Cloud price change", unit: { fixed: "a year" } },
};

/**
 * The label of an input with its unit, money in `money`'s currency.
 *
 * @example
 * ```ts
 * inputLabel("purchaseCny", { currency: "USD", cnyPerUnit: 7.1, lang: "en" }); // "Purchase price (USD)"
 * ```
 */
export function inputLabel(name: InputName, money: Money): string {
  const { name: noun, unit } = TERMS[name] ?? { name, unit: { fixed: "" } };
  const text = "money" in unit ? `${money.currency}${unit.money}` : unit.fixed;
  return text === "" ? noun : `${noun} (${text})`;
}

/** Whether an input is an amount of money (CNY in the model), to be converted for display. */
export function isMoneyInput(name: InputName): boolean {
  return "money" in (TERMS[name]?.unit ?? {});
}

/** An input's value as the report shows it: money converted to the display currency. */
export function inputValue(name: InputName, value: number, money: Money): number {
  return isMoneyInput(name) ? value / money.cnyPerUnit : value;
}
