/**
 * The columns of a data file that set a model input as written (`column` of the input records,
 * `lib/model/cost_inputs.ts`): their values read from a valid row, money converted to CNY, and
 * written back into the cells of a row.
 *
 * @module
 */
import {
  type ColumnInput,
  columnInputs,
  type InputColumn,
  inputUnitOf,
} from "../model/cost_inputs.ts";

export type { ColumnInput };

/** A data file with columns that set an input as written. */
export type ColumnFile = InputColumn["file"];

/**
 * The inputs the columns of `file` set in a valid row, money converted at `rate` CNY per unit of
 * the row's currency; a blank cell is left out.
 */
export function columnValues<F extends ColumnFile>(
  file: F,
  row: Readonly<Record<string, unknown>>,
  rate: number,
): Partial<Record<ColumnInput<F>, number>> {
  const out: Partial<Record<ColumnInput<F>, number>> = {};
  for (const { name, column } of columnInputs(file)) {
    const value = row[column.name];
    if (typeof value === "number") out[name] = inputUnitOf(name).money ? value * rate : value;
  }
  return out;
}

/** The model inputs of `values`, each 0 (not counted) where its cell was blank. */
export function columnInputValues<F extends ColumnFile>(
  file: F,
  values: Partial<Record<ColumnInput<F>, number>>,
): Record<ColumnInput<F>, number> {
  return Object.fromEntries(
    columnInputs(file).map(({ name }) => [name, values[name] ?? 0]),
  ) as Record<ColumnInput<F>, number>;
}

/** The cells of `values` by column name, in CNY, blank where not given. */
export function columnCells<F extends ColumnFile>(
  file: F,
  values: Partial<Record<ColumnInput<F>, number>>,
): Record<string, number | undefined> {
  return Object.fromEntries(
    columnInputs(file).map(({ name, column }) => [column.name, values[name]]),
  );
}
