/**
 * The notebooks' cells the parameters make: the parameters cell (tagged `parameters`, written from
 * the list by `deno task strip`) and the `injected-parameters` cell the report build puts below it.
 *
 * @module
 */
import { DEFAULT_LANG } from "../words/lang.ts";
import type { ParameterValues } from "./check.ts";
import { type Parameter, PARAMETERS } from "./records.ts";

/**
 * The notebooks' parameters cell, for a notebook about `scenario`: the object `p` with the
 * parameters of the list that have a `cell` comment, in the list's order, each `undefined` but the
 * scenario and the language; then the parameters of the list a notebook shows besides (`also`:
 * its name and the comment it has in that notebook, such as 08's `job`), in the list's order,
 * each `undefined`. Any other parameter is set by adding it to `p`, or with `-p`, which assigns to
 * `p` in a cell injected below this one (papermill's way).
 *
 * @param scenario The scenario the notebook opens.
 * @param options.also Parameters of the list the notebook shows besides, by name, with their
 *   comments. @default {}
 * @returns The cell's source.
 * @throws {RangeError} when `also` names a parameter the list lacks or the cell shows already
 *
 * @example
 * ```ts
 * import { parametersCell } from "./cell.ts";
 * parametersCell("seed-3090-autodl").split("\n")[4]; // '  scenario: "seed-3090-autodl", // a row of data/scenarios.csv'
 * parametersCell("seed-3090-autodl", { also: { job: "a row of data/jobs.csv" } }).split("\n").at(-2);
 * // '  job: undefined, // a row of data/jobs.csv'
 * ```
 */
export function parametersCell(
  scenario: string,
  { also = {} }: { also?: Readonly<Record<string, string>> } = {},
): string {
  const value = (p: Parameter) =>
    p.name === "scenario"
      ? JSON.stringify(scenario)
      : p.name === "lang"
      ? JSON.stringify(DEFAULT_LANG)
      : "undefined";
  for (const name of Object.keys(also)) {
    const p = PARAMETERS.find((x) => x.name === name);
    if (!p || p.cell !== undefined) {
      throw new RangeError(
        `Cannot show parameter "${name}" besides the cell's: ${
          p ? "the cell shows it already" : "the parameter list has no such parameter"
        }`,
      );
    }
  }
  return [
    "// Parameters: change a value and run all cells; `deno task report -p NAME=VALUE` sets them too.",
    "// undefined keeps the scenario's own value; money is in the report's currency. Any other",
    '// parameter of `deno task report --help` may be added to p (utilization: 0.5, region: "CN").',
    "const p: WorkbookParameters = {",
    ...PARAMETERS.filter((p) => p.cell !== undefined).map((p) =>
      `  ${p.name}: ${value(p)}, // ${p.cell}`
    ),
    ...PARAMETERS.filter((p) => Object.hasOwn(also, p.name)).map((p) =>
      `  ${p.name}: undefined, // ${also[p.name]}`
    ),
    "};",
  ].join("\n");
}

/**
 * The `injected-parameters` cell for `values`: it sets them on the parameters cell's object `p`,
 * after that cell, as papermill's injected cell follows the one tagged `parameters`.
 */
export function injectedSource(values: ParameterValues): string {
  const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  return `// Injected parameters (deno task report -p / --params)\nObject.assign(p, ${
    JSON.stringify(set)
  });`;
}
