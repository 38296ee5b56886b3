/**
 * `demand.csv`: how many GPUs a team wants, as the share of hours at each number, for the hybrid
 * fleet. Each number of GPUs once per profile (`schema.ts` holds the key); the shares of a
 * profile sum to 1.
 *
 * @module
 */
import type { AsOf } from "./cells.ts";
import type { DataIssue } from "./errors.ts";
import type { DemandRow } from "./schema.ts";

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
