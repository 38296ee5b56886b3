/**
 * The notebooks' cells the parameters make: the parameters cell (tagged `parameters`, written from
 * the list by `deno task strip`) and the `injected-parameters` cell the report build puts below it.
 *
 * @module
 */
import { DEFAULT_LANG } from "../lang.ts";
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

/** A notebook cell as its JSON holds it, with the fields the parameters cell is found by. */
export interface NotebookCell {
  /** `code`, `markdown` or `raw`. */
  cell_type: string;
  /** The cell's text, as Jupyter writes it: lines, each but the last ending in `\n`. */
  source?: string | string[];
  /** The cell's metadata; the parameters cell's `tags` hold `parameters`. */
  metadata?: { tags?: string[]; [key: string]: unknown };
}

/**
 * What a notebook's parameters cell chooses itself, read from its source: the scenario it opens,
 * the parameters of the list it shows besides the cell's (`  job: undefined, // comment` lines,
 * with their comments) and the lines below the object `p` (the notebook's own constants).
 */
export function readParametersCell(
  source: string,
): { scenario: string; also: Record<string, string>; below: string } {
  const scenario = /^ {2}scenario: "([^"]*)",/m.exec(source)?.[1];
  const end = /^\};$/m.exec(source);
  if (scenario === undefined || end === null) {
    throw new RangeError(
      `Cannot read the parameters cell: expected the object p with a scenario, found ${
        JSON.stringify(source.slice(0, 80))
      }`,
    );
  }
  const shown: ReadonlySet<string> = new Set(
    PARAMETERS.filter((p) => p.cell !== undefined).map((p) => p.name),
  );
  const also = Object.fromEntries(
    [...source.slice(0, end.index).matchAll(/^ {2}(\w+): undefined, \/\/ (.*)$/gm)]
      .filter((m) => !shown.has(m[1]!))
      .map((m) => [m[1]!, m[2]!]),
  );
  return { scenario, also, below: source.slice(end.index + end[0].length) };
}

/**
 * The notebook with its parameters cell (the code cell tagged `parameters`) written from the
 * parameter list ({@linkcode parametersCell}) for the scenario it opens and the parameters it
 * shows besides, the notebook's own constants below `p` kept; the same notebook when it has no
 * such cell. `deno task strip` writes it, so the cell follows the list.
 *
 * @throws {RangeError} when the cell cannot be read, or shows a parameter the list lacks
 */
export function withParametersCell<T extends { cells: NotebookCell[] }>(notebook: T): T {
  return {
    ...notebook,
    cells: notebook.cells.map((c) => {
      if (c.cell_type !== "code" || !c.metadata?.tags?.includes("parameters")) return c;
      const old = Array.isArray(c.source) ? c.source.join("") : c.source ?? "";
      const { scenario, also, below } = readParametersCell(old);
      const text = parametersCell(scenario, { also }) + below;
      return { ...c, source: text.split(/(?<=\n)/) };
    }),
  };
}
