/**
 * The parameters described: each value set as an item (the parameter, its value, its unit, whether
 * it is money) for a report to word in its language (`lib/present/parameters.ts`), and the list
 * `--help` prints.
 *
 * @module
 */
import { find, type GivenValues, type ParameterValues } from "./check.ts";
import { PARAMETERS } from "./records.ts";
import type { ParameterUnit } from "../parameter_units.ts";
import { UNIT_WORDS } from "../words/messages/units.ts";

/** One parameter value set, as a report lists it among its inputs. */
export interface ParameterItem {
  /** The parameter's name, e.g. `cloud_price`. */
  name: string;
  /** Its value as given: text, or a number in the parameter's unit (money in the report's currency). */
  value: string | number;
  /** Its record's unit (`perGpuHour`, `fraction`), absent for none. */
  unit?: ParameterUnit;
  /** Whether the value is money, in the report's currency. */
  money: boolean;
}

/**
 * Each value set, in the order given, as an item for the inputs block of a report.
 *
 * @throws {ParameterError} for a name the list lacks
 *
 * @example
 * ```ts
 * import { describeParameters } from "./describe.ts";
 * describeParameters({ hours_per_day: 6, cloud_price: 2, region: undefined });
 * // [{name: "hours_per_day", value: 6, unit: "hoursPerDay", money: false},
 * //  {name: "cloud_price", value: 2, unit: "perGpuHour", money: true}]
 * ```
 */
export function describeParameters(values: GivenValues | ParameterValues): ParameterItem[] {
  return Object.entries(values).filter(([, v]) => v !== undefined).map(([name, v]) => {
    const p = find(name);
    return { name, value: v!, ...(p.unit ? { unit: p.unit } : {}), money: p.money === true };
  });
}

/** The parameters as `--help` lists them: name, type, unit, default and help (English). */
export function parametersHelp(): string {
  const width = Math.max(...PARAMETERS.map((p) => p.name.length));
  return PARAMETERS.map((p) =>
    `  ${p.name.padEnd(width)}  ${p.type}${
      p.unit === undefined ? "" : `, ${UNIT_WORDS[p.unit].en}`
    }; default ${p.default}: ${p.help}`
  ).join("\n");
}
