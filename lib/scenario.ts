/**
 * Where data meets the model: a scenario of a validated dataset becomes model inputs in base
 * units, its cloud options, its ranges, and the summary results that `calc` and the reports show.
 *
 * @module
 */
import type { Dataset, Hardware, Offering, Scenario } from "./data/load.ts";
import { cnyPerUnit } from "./data/load.ts";
import {
  type BreakEven,
  breakEvenHours,
  breakEvenHoursFixedTco,
  type Payback,
  paybackMonth,
} from "./model/breakeven.ts";
import { documentInputsFrom, documentTco } from "./model/document.ts";
import { type CostInputs, usedHoursPerDay } from "./model/inputs.ts";
import {
  cloudMonthlyLine,
  type CloudOption,
  monthlyCost,
  type MonthlyLine,
  ownMonthlyLine,
} from "./model/monthly.ts";
import { defaultRanges, type InputRange } from "./model/sensitivity.ts";
import { type Tco, tco } from "./model/tco.ts";
import type { InputName } from "./model/inputs.ts";

/** A scenario with the rows it names and its model inputs. */
export interface ResolvedScenario {
  scenario: Scenario;
  hardware: Hardware;
  offering: Offering;
  inputs: CostInputs;
  /** Ways to rent the same GPU model found in the data (the scenario's offering first). */
  options: (CloudOption & { offering: Offering })[];
  ranges: InputRange[];
  /** CNY per unit of the scenario's display currency. */
  cnyPerDisplayUnit: number;
}

/** Thrown when a scenario name is not in the data. */
export class UnknownScenarioError extends Error {
  constructor(name: string, known: readonly string[]) {
    super(`Unknown scenario "${name}": scenarios.csv lists ${known.join(", ")}`);
    this.name = "UnknownScenarioError";
  }
}

const LABELS: Record<Offering["pricingModel"], string> = {
  on_demand: "On demand",
  spot: "Spot",
  monthly: "Monthly rental (包月)",
  reserved_1y: "Reserved 1 year",
  reserved_3y: "Reserved 3 years",
};

/** The model inputs a machine of hardware.csv sets. */
export function hardwareInputs(hardware: Hardware): Pick<
  CostInputs,
  | "gpuCount"
  | "purchaseCny"
  | "hostShareCny"
  | "residualFraction"
  | "residualYears"
  | "maintenanceCnyPerYear"
  | "activePowerKw"
  | "idlePowerKw"
> {
  return {
    gpuCount: hardware.gpuCount,
    purchaseCny: hardware.purchaseCny,
    hostShareCny: hardware.hostShareCny,
    residualFraction: hardware.residualFraction,
    residualYears: hardware.residualYears,
    maintenanceCnyPerYear: hardware.maintenanceCnyPerYear,
    activePowerKw: hardware.wallPowerKw,
    idlePowerKw: hardware.idlePowerKw ?? 0,
  };
}

/** Resolves scenario `name` of `dataset` into model inputs. */
export function resolveScenario(dataset: Dataset, name: string): ResolvedScenario {
  const scenario = dataset.scenarios.find((s) => s.id === name);
  if (!scenario) throw new UnknownScenarioError(name, dataset.scenarios.map((s) => s.id));
  const hardware = dataset.hardware.find((h) => h.id === scenario.hardwareId)!;
  const offering = dataset.offerings.find((o) => o.id === scenario.offeringId)!;
  const site = dataset.sites.find((s) => s.id === scenario.siteId)!;
  const finance = dataset.finance.find((f) => f.id === scenario.financeId)!;
  const inputs: CostInputs = {
    ...hardwareInputs(hardware),
    pue: site.pue,
    electricityCnyPerKwh: site.electricityCnyPerKwh,
    costOfCapital: finance.costOfCapital,
    discountRate: finance.discountRate,
    cloudCnyPerGpuHour: offering.cnyPerGpuHour,
    storageGb: scenario.storageGb,
    storageCnyPerGbHour: offering.storageCnyPerGbHour ?? 0,
    setupHoursPerMonth: scenario.setupHoursPerMonth,
    hoursPerDay: usedHoursPerDay(scenario.hoursPerDay, scenario.daysPerWeek, scenario.utilization),
    horizonYears: scenario.horizonYears,
  };
  const options: ResolvedScenario["options"] = [];
  const seen = new Set<string>();
  const add = (o: Offering) => {
    if (seen.has(o.pricingModel)) return;
    seen.add(o.pricingModel);
    options.push({
      label: `${LABELS[o.pricingModel]}: ${o.provider}`,
      kind: o.pricingModel,
      cnyPerGpuHour: o.cnyPerGpuHour,
      overhead: o.pricingModel === "spot" ? scenario.spotOverhead : 0,
      offering: o,
    });
  };
  add(offering);
  const same = dataset.offerings.filter((o) => o.gpuModel === offering.gpuModel).sort((a, b) =>
    a.cnyPerGpuHour - b.cnyPerGpuHour
  );
  for (const o of same) add(o);
  const given: InputRange[] = dataset.ranges
    .filter((r) => r.parameter in inputs)
    .map((r) => {
      const name = r.parameter as InputName;
      const base = inputs[name];
      return r.kind === "factor"
        ? { name, low: base * r.low, high: base * r.high }
        : { name, low: r.low, high: r.high };
    });
  const ranges = defaultRanges(inputs, given);
  const latest = dataset.asOfRange.latest;
  const cnyPerDisplayUnit = cnyPerUnit(dataset.fx, scenario.currency, latest) ?? 1;
  return { scenario, hardware, offering, inputs, options, ranges, cnyPerDisplayUnit };
}

/** The headline results of a scenario, in CNY unless a field says otherwise. */
export interface ScenarioResults {
  scenario: string;
  description: string;
  usedHoursPerDay: number;
  horizonYears: number;
  /** The document's method (B11-style: purchase and depreciation both, electricity fixed). */
  documentMethod: { tco: number; breakEven: BreakEven };
  consistent: { tco: Tco; breakEven: BreakEven };
  /** Monthly cost of each option at the scenario's hours. */
  monthly: { label: string; kind: MonthlyLine["kind"]; cost: number; offeringId?: string }[];
  hoursPerMonth: number;
  payback: Payback;
  paybackNetOfResale: Payback;
}

/** Computes the headline results of a resolved scenario. */
export function scenarioResults(r: ResolvedScenario): ScenarioResults {
  const { inputs, scenario } = r;
  const doc = documentTco(
    documentInputsFrom(inputs, { scheduledHoursPerDay: inputs.hoursPerDay, utilization: 1 }),
  );
  const docBreakEven = breakEvenHoursFixedTco(
    doc.total,
    inputs.horizonYears,
    inputs.cloudCnyPerGpuHour * inputs.gpuCount,
  );
  const hoursPerMonth = inputs.hoursPerDay * 365 / 12;
  const own = ownMonthlyLine(inputs);
  const monthly = [
    { label: "Own", kind: own.kind, cost: monthlyCost(own, hoursPerMonth) },
    ...r.options.map((o) => {
      const line = cloudMonthlyLine(inputs, o);
      return {
        label: o.label,
        kind: line.kind,
        cost: monthlyCost(line, hoursPerMonth),
        offeringId: o.offering.id,
      };
    }),
  ];
  return {
    scenario: scenario.id,
    description: scenario.description,
    usedHoursPerDay: inputs.hoursPerDay,
    horizonYears: inputs.horizonYears,
    documentMethod: { tco: doc.total, breakEven: docBreakEven },
    consistent: { tco: tco(inputs), breakEven: breakEvenHours(inputs) },
    monthly,
    hoursPerMonth,
    payback: paybackMonth(inputs),
    paybackNetOfResale: paybackMonth(inputs, { netOfResale: true }),
  };
}
