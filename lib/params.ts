/**
 * The parameters a reader may change, the papermill way: each notebook's cell tagged
 * `parameters` holds them in one object `p` (the few a reader tries first are written out, any
 * other may be added), `deno task report -p NAME=VALUE` (or `--params FILE`) sets them in
 * an `injected-parameters` cell below it, and `deno task calc` takes the same flags.
 *
 * Each concern has its file in `params/`: the records (`records.ts`: type, unit, range, what each
 * sets), the checks and `-p`'s reading (`check.ts`), parameters files (`file.ts`), the notebooks'
 * cells (`cell.ts`), the items a report lists and `--help` (`describe.ts`), and what each one
 * changes in the report's language (`help.ts`, from the catalogue). This module re-exports them.
 *
 * @module
 */
export type { Lang } from "./lang.ts";
export {
  type Binding,
  isParameterName,
  type NumberInput,
  type Parameter,
  type ParameterName,
  PARAMETERS,
} from "./params/records.ts";
export {
  checkParameter,
  checkParameters,
  type GivenValues,
  langOf,
  ParameterError,
  type ParameterValues,
  parseAssignment,
  valuesSet,
} from "./params/check.ts";
export { parseParameterFile } from "./params/file.ts";
export { injectedSource, parametersCell } from "./params/cell.ts";
export { describeParameters, type ParameterItem, parametersHelp } from "./params/describe.ts";
export { parameterHelp } from "./params/help.ts";
