/**
 * `demand.csv`: how many GPUs a team wants, as the share of hours at each number, for the hybrid
 * fleet. Its columns (`DEMAND_COLUMNS`, kept zod-free in `headers.ts` for the what-if page, which
 * writes a case's rows in them), the schema of its rows and the profiles. Each number of GPUs once
 * per profile (the file's key); the shares of a profile sum to 1.
 *
 * @module
 */
import { z } from "zod";
import { type AsOf, FRACTION, id, number, optionalText, shapeOf, sourced } from "./cells.ts";
import type { DataFile } from "./csv.ts";
import type { DataIssue } from "./errors.ts";
import { DEMAND_COLUMNS } from "./headers.ts";

export { DEMAND_COLUMNS };

/** A row of `demand.csv`: one number of GPUs of a profile and its share of the hours. */
const demandRow = z.object(shapeOf(DEMAND_COLUMNS, {
  profile: id(),
  gpus: number({
    min: 0,
    max: 100_000,
    integer: true,
    expected: "demandGpus",
  }),
  share: number({
    ...FRACTION,
    expected: "demandShare",
  }),
  notes: optionalText(),
  ...sourced(),
}));

/** A valid row of `demand.csv`. */
export type DemandRow = z.output<typeof demandRow>;

/** `demand.csv` as the loader reads it: no id; a profile has each number of GPUs once. */
export const DEMAND_FILE: DataFile<DemandRow> = {
  schema: demandRow,
  key: undefined,
  required: true,
  optional: [],
  unique: ["profile", "gpus"],
};

/** A demand profile: the share of hours in which each number of GPUs is wanted (shares sum to 1). */
export interface DemandProfile {
  /** The profile's id, as scenarios name it. */
  id: string;
  /** Each number of GPUs wanted and the share of hours it is wanted (a fraction), by GPUs. */
  levels: { gpus: number; share: number }[];
  /** Free notes of the profile's first row. */
  notes: string;
  /** Where the profile comes from. */
  source: string;
  /** The date or period the profile is as of. */
  asOf: AsOf;
  /** The spreadsheet row of the profile's first row. */
  row: number;
}

/** The profiles of the valid rows of `demand.csv`, levels sorted by GPUs; problems go to `issues`. */
export function parseDemand(
  rows: readonly { row: number; value: DemandRow }[],
  issues: DataIssue[],
): DemandProfile[] {
  const demand: DemandProfile[] = [];
  for (const { row, value: d } of rows) {
    let p = demand.find((x) => x.id === d.profile);
    if (!p) {
      p = { id: d.profile, levels: [], notes: d.notes, source: d.source, asOf: d.as_of, row };
      demand.push(p);
    }
    p.levels.push({ gpus: d.gpus, share: d.share });
  }
  for (const p of demand) {
    const total = p.levels.reduce((n, l) => n + l.share, 0);
    if (Math.abs(total - 1) > 1e-6) {
      issues.push({
        file: "demand.csv",
        row: p.row,
        column: "share",
        value: String(Number(total.toFixed(6))),
        problem: { kind: "shares-sum", profile: p.id, percent: (total * 100).toFixed(2) },
      });
    }
    p.levels.sort((a, b) => a.gpus - b.gpus);
  }
  return demand;
}
