/**
 * `hidden_costs.csv`: what-if values of the costs beside hardware and rent (people, data
 * transfer, failures, a falling cloud price), one input of one cost for one scenario. Its
 * columns, the schema of its rows and the values in the model's base units.
 *
 * @module
 */
import { z } from "zod";
import {
  type AsOf,
  clean,
  id,
  number,
  oneOf,
  optionalText,
  shapeOf,
  sourced,
  text,
} from "./cells.ts";
import type { DataFile } from "./csv.ts";
import type { DataIssue, DataProblem } from "./errors.ts";
import type { ToCny } from "./fx.ts";
import type { InputName } from "../model/inputs.ts";
import { inputNamed } from "../model/cost_inputs.ts";
import { HIDDEN_COSTS, type HiddenCost } from "../model/hidden_costs.ts";
import { OTHER_COST_NAMES, type OtherCost } from "../model/cost_items.ts";

/** The columns of `hidden_costs.csv`. */
export const HIDDEN_COST_COLUMNS = [
  "scenario_id",
  "cost",
  "parameter",
  "value",
  "currency",
  "notes",
  "source",
  "as_of",
] as const;

/** The costs `hidden_costs.csv` may name (the other costs of `lib/model/cost_items.ts`). */
export const HIDDEN_COST_KINDS = OTHER_COST_NAMES as readonly OtherCost[] as readonly [
  OtherCost,
  ...OtherCost[],
];

/** A row of `hidden_costs.csv`. */
const hiddenCostRow = z.object(shapeOf(HIDDEN_COST_COLUMNS, {
  scenario_id: id(),
  cost: oneOf(HIDDEN_COST_KINDS),
  parameter: text("hiddenParameter"),
  value: number({
    min: -0.9,
    max: 1e9,
    percent: true,
    expected: "hiddenValue",
  }),
  currency: optionalText(),
  notes: optionalText(),
  ...sourced(),
}));

/** A valid row of `hidden_costs.csv`. */
export type HiddenCostRow = z.output<typeof hiddenCostRow>;

/**
 * `hidden_costs.csv` as the loader reads it: no id; one row a scenario's input; a folder may
 * have none.
 */
export const HIDDEN_COSTS_FILE: DataFile<HiddenCostRow> = {
  schema: hiddenCostRow,
  key: undefined,
  required: false,
  optional: ["currency"],
  unique: ["scenario_id", "parameter"],
};

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
    // an input's former name reads as the input it became (`FORMER_INPUT_NAMES`)
    const parameter = inputNamed(h.parameter);
    if (parameter === undefined || !names.includes(parameter)) {
      issue("parameter", h.parameter, { kind: "not-input-of-cost", cost: h.cost, inputs: names });
      continue;
    }
    if (parameter !== "rentPriceChangePerYear" && h.value < 0) {
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
