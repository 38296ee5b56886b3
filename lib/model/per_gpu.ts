/**
 * One GPU's costs over the horizon, read off the scenario's cost lines (`costLines()` of
 * `cost.ts`) divided by its GPUs: the fixed cost of owning it (of the machine already owned, and
 * of one bought), its cost per hour worked, renting it per useful hour, and the rented side's
 * fixed costs, which a fleet pays once whenever it rents anything. What the hybrid fleet
 * (`hybrid.ts`) weighs.
 *
 * @module
 */
import { costLines, LINE, maxUsedHours } from "./cost.ts";
import type { CostInputs } from "./inputs.ts";
import { ArgumentError } from "./errors.ts";

/**
 * One GPU's costs over the horizon, from the scenario's cost lines divided by its GPUs, and the
 * rented side's fixed costs, which a fleet pays once whenever it rents anything.
 */
export interface PerGpu {
  /** Fixed cost of owning one GPU over the horizon, CNY. */
  ownFixed: number;
  /** Cost of an owned GPU per hour it works, CNY. */
  ownPerHour: number;
  /** Renting one GPU per useful hour, CNY (hourly billing: price, overhead, speed). */
  rentPerHour: number;
  /** Hours in the horizon. */
  hours: number;
  /** GPUs in one machine, bought whole: owned GPUs come in multiples of it. */
  machineGpus: number;
  /**
   * GPUs in one instance of the rented offering, paid whole: the GPUs wanted above the owned
   * ones are rented in multiples of it (an AWS p5 is 8 H100s). @default 1
   */
  rentUnitGpus?: number;
  /**
   * The rented side's fixed costs over the horizon, CNY: storage, set-up hours, people's hours on
   * the rented side and data transfer (the `rentFixed` line of `costLines()`). Paid once, whole,
   * by every fleet that rents anything, whatever it rents; not at all by one that rents nothing.
   */
  rentFixed: number;
  /**
   * Fixed cost of one GPU of the machine already owned, the fleet's first, over the horizon, CNY:
   * its value today given up less its resale at the end, with no site set-up; `null` when the
   * machine is bought, when every machine costs `ownFixed`.
   */
  ownedFixed: number | null;
}

/** The fixed cost of one GPU of machine `m` of the fleet (0 the first), CNY over the horizon. */
export function machineFixed(c: PerGpu, m: number): number {
  return m === 0 && c.ownedFixed !== null ? c.ownedFixed : c.ownFixed;
}

/**
 * One GPU's costs of `inputs` (a machine of `gpuCount` GPUs is split evenly), renting with the
 * hourly offering `inputs` names, and the rented side's fixed costs of `inputs` whole. With the
 * machine already owned, `ownFixed` prices each further machine as bought and `ownedFixed` the
 * one owned.
 *
 * @throws {RangeError} when `inputs` are billed by commitment (monthly or reserved)
 */
export function perGpuCosts(inputs: CostInputs, lines?: Float64Array): PerGpu {
  if (inputs.rentBilling !== "hourly") {
    throw new ArgumentError("perGpuCosts", "rentBilling", inputs.rentBilling, "hourly");
  }
  // `lines`: costLines(inputs) where the caller has them
  const l = lines ?? costLines(inputs);
  const g = inputs.gpuCount;
  const owned = inputs.alreadyOwned > 0;
  // a machine beyond the one owned is bought like any other, site set-up and host share included
  const bought = owned ? costLines({ ...inputs, alreadyOwned: 0, ownedAgeYears: 0 }) : l;
  return {
    ownFixed: bought[LINE.ownFixed]! / g,
    ownedFixed: owned ? l[LINE.ownFixed]! / g : null,
    ownPerHour: l[LINE.ownPerHour]! / g,
    rentPerHour: l[LINE.rentPerHour]! / g,
    hours: maxUsedHours(inputs),
    machineGpus: g,
    rentFixed: l[LINE.rentFixed]!,
  };
}
