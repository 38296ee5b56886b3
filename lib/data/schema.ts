/**
 * The files of a data folder the loader reads first, in the order it reads them, each described
 * by its own module (columns, schema, row type, loader): `fx.ts`, `offerings.ts`, `hardware.ts`,
 * `sites.ts`, `finance.ts`, `buyers.ts`, `scenarios.ts`, `ranges.ts`, `demand.ts`,
 * `hidden_costs.ts`; and parsing them all. `data/README.md` is their dictionary.
 *
 * @module
 */
import type { z } from "zod";
import { type DataFile, type ParsedFile, parseFile } from "./csv.ts";
import type { DataIssue, DataWarning } from "./errors.ts";
import { FX_FILE } from "./fx.ts";
import { OFFERINGS_FILE } from "./offerings.ts";
import { HARDWARE_FILE } from "./hardware.ts";
import { SITES_FILE } from "./sites.ts";
import { FINANCE_FILE } from "./finance.ts";
import { BUYERS_FILE } from "./buyers.ts";
import { SCENARIOS_FILE } from "./scenarios.ts";
import { RANGES_FILE } from "./ranges.ts";
import { DEMAND_FILE } from "./demand.ts";
import { HIDDEN_COSTS_FILE } from "./hidden_costs.ts";

/**
 * The files of a data folder, each with the schema of its rows, the column that holds its row
 * id, whether a folder must hold it, the columns it may leave out altogether (blank everywhere),
 * and the columns that together may hold a value once (`unique`; a file with an id holds each id
 * once).
 */
export const FILES = {
  "fx.csv": FX_FILE,
  "cloud_offerings.csv": OFFERINGS_FILE,
  "hardware.csv": HARDWARE_FILE,
  "sites.csv": SITES_FILE,
  "finance.csv": FINANCE_FILE,
  "buyers.csv": BUYERS_FILE,
  "scenarios.csv": SCENARIOS_FILE,
  "ranges.csv": RANGES_FILE,
  "demand.csv": DEMAND_FILE,
  "hidden_costs.csv": HIDDEN_COSTS_FILE,
} as const satisfies Record<string, DataFile<unknown>>;

/** The name of a data file `FILES` describes. */
export type FileName = keyof typeof FILES;

/** Every file of `FILES` parsed; a file absent from the folder has no rows. */
export type ParsedFiles = { [K in FileName]: ParsedFile<z.output<typeof FILES[K]["schema"]>> };

/**
 * Parses each file of {@linkcode FILES}; a required file that `files` lacks is an issue naming
 * where it was looked for (`folder`, as shown in messages).
 */
export function parseFiles(
  files: Readonly<Record<string, string>>,
  folder: string,
  issues: DataIssue[],
  warnings: DataWarning[],
): ParsedFiles {
  const parsed: Record<string, ParsedFile<unknown>> = {};
  for (const [name, spec] of Object.entries(FILES)) {
    const textValue = files[name];
    if (textValue === undefined) {
      if (spec.required) {
        issues.push({
          file: name,
          row: 0,
          column: "",
          value: "",
          problem: { kind: "file-not-found", path: `${folder.replace(/\/+$/, "")}/${name}` },
        });
      }
      parsed[name] = { rows: [], ids: new Set() };
      continue;
    }
    parsed[name] = parseFile<z.ZodType<unknown>>(name, textValue, spec, issues, warnings);
  }
  return parsed as ParsedFiles;
}
