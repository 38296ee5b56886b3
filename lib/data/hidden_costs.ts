/**
 * `hidden_costs.csv`: what-if values of the costs beside hardware and rent (people, data
 * transfer, failures, a falling cloud price), one input of one cost for one scenario.
 *
 * @module
 */
import { type AsOf, clean } from "./cells.ts";
import type { DataIssue, DataProblem } from "./errors.ts";
import type { ToCny } from "./fx_rates.ts";
import type { HiddenCostRow } from "./schema.ts";
import type { InputName } from "../model/inputs.ts";
import { HIDDEN_COSTS, type HiddenCost } from "../model/hidden_costs.ts";

/** A what-if value of `hidden_costs.csv`: one input of one cost, counted for a scenario (notebook 09). */
export interface HiddenCostValue {
  /** The scenario it is counted for. */
  scenarioId: string;
  /** The kind of cost (people, site, transfer, failures, price trend). */
  cost: HiddenCost;
  /** The model input it sets. */
  parameter: InputName;
  /** In the model's base units: CNY for money (converted from `currency`), else as written. */
  value: number;
  /** Free notes of the row. */
  notes: string;
  /** Where the value comes from. */
  source: string;
  /** The date or period the value is as of. */
  asOf: AsOf;
  /** The spreadsheet row of `hidden_costs.csv`. */
  row: number;
}

/**
 * The values of the valid rows of `hidden_costs.csv`, money converted with `toCny`; a row naming a
 * scenario not in `scenarioIds`, an input its cost lacks, a negative value or a currency that does
 * not fit the input is an issue.
 */
export function parseHiddenCosts(
  rows: readonly { row: number; value: HiddenCostRow }[],
  scenarioIds: ReadonlySet<string>,
  toCny: ToCny,
  issues: DataIssue[],
): HiddenCostValue[] {
  const hiddenCosts: HiddenCostValue[] = [];
  for (const { row, value: h } of rows) {
    const issue = (column: string, value: string, problem: DataProblem) =>
      issues.push({ file: "hidden_costs.csv", row, column, value, problem });
    if (!scenarioIds.has(h.scenario_id)) {
      issue("scenario_id", h.scenario_id, { kind: "unknown-id", file: "scenarios.csv" });
      continue;
    }
    const names = HIDDEN_COSTS[h.cost] as readonly string[];
    if (!names.includes(h.parameter)) {
      issue("parameter", h.parameter, { kind: "not-input-of-cost", cost: h.cost, inputs: names });
      continue;
    }
    const parameter = h.parameter as InputName;
    if (parameter !== "cloudPriceChangePerYear" && h.value < 0) {
      issue("value", String(h.value), { kind: "negative-value", parameter });
      continue;
    }
    const money = parameter.includes("Cny");
    const code = clean(h.currency).toUpperCase();
    if (money && code === "") {
      issue("currency", "", { kind: "currency-needed", parameter });
      continue;
    }
    if (!money && code !== "") {
      issue("currency", code, { kind: "not-money", parameter });
      continue;
    }
    const rate = money ? toCny("hidden_costs.csv", row, "currency", code) : 1;
    hiddenCosts.push({
      scenarioId: h.scenario_id,
      cost: h.cost,
      parameter,
      value: h.value * rate,
      notes: h.notes,
      source: h.source,
      asOf: h.as_of,
      row,
    });
  }
  return hiddenCosts;
}
