/**
 * `calc --json`'s `job` (`-p job=`): one job's ranking, its cheapest and fastest ways, the first
 * rows by cost and the Pareto front, money in the run's currency.
 *
 * @module
 */
import type { DatasetJobRanking } from "../scenario/jobs.ts";

/** The first rows of a job's ranking in `calc --json` (`-p job=`). */
export const JOB_TOP = 10;

/** One way to run the job in `calc --json`'s `job`, money in the display currency. */
export interface JobWayJson {
  /** The offering's or the machine's id. */
  id: string;
  /** Whether it is rented or the owned machine. */
  kind: DatasetJobRanking["ranking"]["rows"][number]["kind"];
  /** Its name as the reports show it. */
  label: string;
  /** GPUs the job runs on. */
  gpusUsed: number;
  /** Hours the job takes. */
  hours: number;
  /** What the job costs that way, in the display currency. */
  cost: number;
  /**
   * What that cost pays for: the `hours` it runs, a whole `term` bought for it, its hours of a
   * commitment the case already holds (`held`), or its `share` of an owned machine.
   */
  charge: DatasetJobRanking["ranking"]["rows"][number]["charge"];
  /** Whether no other way is both cheaper and faster. */
  pareto: boolean;
  /** Whether it finishes within the job's deadline; `null` when the job has none. */
  withinDeadline: boolean | null;
}

/** `calc --json`'s `job`: the ranking of one job, money in the display currency. */
export interface JobRankingJson {
  /** The job's id in `jobs.csv`. */
  id: string;
  /** The unit of the workload's throughput. */
  unit: string;
  /** How many ways were ranked. */
  ways: number;
  /** The cheapest way's id, or why there is none: no way runs the job, or none within its deadline. */
  cheapest: { kind: "found"; id: string } | { kind: "none"; reason: "no-way" | "deadline" };
  /** The fastest way's id, or why there is none. */
  fastest: JobRankingJson["cheapest"];
  /** The first rows by cost. */
  top: JobWayJson[];
  /** The ways on the Pareto front of cost against time. */
  pareto: JobWayJson[];
}

/**
 * `calc --json`'s `job`: the job, its cheapest and fastest ways, the first {@linkcode JOB_TOP}
 * rows by cost and the Pareto front of cost against time, money in the display currency.
 */
export function jobRankingJson(r: DatasetJobRanking, rate: number): JobRankingJson {
  const row = (x: DatasetJobRanking["ranking"]["rows"][number]): JobWayJson => ({
    id: x.id,
    kind: x.kind,
    label: x.label,
    gpusUsed: x.gpusUsed,
    hours: x.hours,
    cost: x.cny / rate,
    charge: x.charge,
    pareto: x.pareto,
    withinDeadline: x.withinDeadline,
  });
  const pick = (p: DatasetJobRanking["ranking"]["cheapest"]): JobRankingJson["cheapest"] =>
    p.kind === "found" ? { kind: p.kind, id: p.row.id } : { kind: p.kind, reason: p.reason };
  return {
    id: r.job.id,
    unit: r.unit,
    ways: r.ranking.rows.length,
    cheapest: pick(r.ranking.cheapest),
    fastest: pick(r.ranking.fastest),
    top: r.ranking.rows.slice(0, JOB_TOP).map(row),
    pareto: r.ranking.pareto.map(row),
  };
}
