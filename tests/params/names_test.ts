// The parameters' names are a type: a misspelled name fails the compiler (each `@ts-expect-error`
// below is itself an error when the line under it compiles), and text from outside is read by
// name at run time.
import assert from "node:assert/strict";
import {
  checkParameters,
  isParameterName,
  ParameterError,
  type ParameterName,
  PARAMETERS,
  type ParameterValues,
  parseAssignment,
  valuesSet,
} from "../../lib/params.ts";
import type { WorkbookParameters } from "../../lib/workbook.ts";

Deno.test("a misspelled parameter name does not compile, in a parameters cell or in values", () => {
  const cell: WorkbookParameters = {
    scenario: "seed-3090-autodl",
    // @ts-expect-error `hours_per_dya` is no parameter
    hours_per_dya: 6,
  };
  // @ts-expect-error `gpu_cuont` is no parameter
  const values: ParameterValues = { gpu_cuont: 2 };
  // @ts-expect-error a name is one of the records', not any text
  const name: ParameterName = "cloud_prise";
  // the same names, read from outside at run time, are refused by name
  assert.throws(() => checkParameters(cell), ParameterError);
  assert.throws(() => checkParameters(values), ParameterError);
  assert.equal(isParameterName(name), false);
  assert.throws(() => parseAssignment("hours_per_dya=6"), ParameterError);
});

Deno.test("every record's name is a ParameterName, and valuesSet() keeps the list's order", () => {
  for (const p of PARAMETERS) assert.ok(isParameterName(p.name), p.name);
  assert.equal(new Set(PARAMETERS.map((p) => p.name)).size, PARAMETERS.length);
  const [name, value] = parseAssignment("gpu_count=2");
  const typed: ParameterName = name;
  assert.deepEqual(valuesSet({ gpu_count: value, scenario: "seed-3090-autodl" }), [
    ["scenario", "seed-3090-autodl"],
    [typed, 2],
  ]);
});
