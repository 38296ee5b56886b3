/**
 * `deno task calc --job NAME [--scenario NAME] [-p NAME=VALUE ...] [--params FILE] [--data DIR]
 * [--json]`: one job of `jobs.csv` ranked by cost on every offering and machine of the data folder
 * (the scenario, by default the first of `scenarios.csv`, gives the horizon, hours used, site,
 * finance and spot settings; the parameters change it as they change `calc`'s results).
 *
 * JSON fields (money in `currency`: `--currency`, else the scenario's; time in hours):
 * - `job`, `workload`, `unit` (`samples/s` or `tokens/s`), `work`, `memoryGb`, `maxGpus`,
 *   `deadlineHours` (or `null`), `scenario`, `scalingEfficiency`, `currency`, `cnyPerUnit`
 * - `rows`: ranked by `cost`: `{kind, id, label, gpuModel, pricingModel, gpusUsed, gpusPaid,
 *   gpusInUnit, paysFor, perSecondPerGpu, hours, cost, oneJobCost, perJobOverTermCost,
 *   commitment, charge, costPerMillion, runningCost, termCost, termMonths, pareto,
 *   withinDeadline}`: `cost` is `perJobOverTermCost` where the scenario runs the job repeatedly
 *   (`jobs_per_month`), else `oneJobCost`, which for a monthly or reserved offering the scenario
 *   does not hold is its whole term, each month at its price as the scenario's commitment pays it
 *   (`commitment`: `term`; `held`: the job's hours of the scenario's own commitment); `paysFor`:
 *   `instance` (rented, paid whole) or `share` (the GPUs used of an owned machine)
 * - `charge`, in each row: what its cost pays for, one word read off `paysFor` and `commitment`:
 *   `hours` (the hours it runs on an instance billed by the hour: on demand, spot), `term` (a
 *   whole monthly or reserved term bought for the job), `held` (the job's hours of the
 *   commitment the scenario already holds, its own offering; `-p offering=` makes a monthly or
 *   reserved offering the scenario's own), `share` (its share of an owned machine); the what-if
 *   page's job table words it in its column "pays for"
 * - `excluded`: `{kind, id, label, gpuModel, reason: "memory" | "spread" | "no-throughput" | "unused", message}`
 * - `cheapest`, `fastest`: `{kind: "found", id, cost, hours}` or `{kind: "none", reason}`
 *
 * @module
 */
import { CALC_JSON_VERSION } from "./json_version.ts";
import type { Dataset } from "../data/load.ts";
import { type DatasetJobRanking, rankDatasetJob } from "../scenario/jobs.ts";
import type { JobPick, JobRanking, JobRow } from "../model/job.ts";
import { langOf, type ParameterValues } from "../params.ts";
import { formatNumber } from "../present/format.ts";
import {
  sayCheapestJob,
  sayExcluded,
  sayNoPick,
  sayPricing,
  sayReason,
} from "../present/job_ranking.ts";
import { PARAMETER_OPTIONS, parametersFromCommandLine, withCase } from "./parameters.ts";
import { parseCommandLine } from "./main.ts";
import { datasetOrExit } from "./dataset.ts";
import { displayWidth, padEndToWidth } from "./columns.ts";
import { localizeDataset } from "../data/localize.ts";
import type { Lang } from "../lang.ts";
import { words } from "../words/messages.ts";

/** Whether a `calc` command line asks for a job ranking. */
export function isJobCommand(args: readonly string[]): boolean {
  return args.some((a) => a === "--job" || a.startsWith("--job="));
}

/** The cheapest or the fastest way in `calc --job --json`: its id, cost in the run's currency and hours, or why there is none. */
export type JobPickJson =
  | { kind: "found"; id: string; cost: number; hours: number }
  | { kind: "none"; reason: string };

/** A row of the ranking in `calc --job --json`: the model's row, its money in the run's currency. */
export type JobRowJson =
  & Omit<
    JobRow,
    "cny" | "oneJobCny" | "perJobOverTermCny" | "cnyPerMillion" | "runningCny" | "termCny"
  >
  & {
    /** What the job costs this way: `perJobOverTermCost` where it repeats, else `oneJobCost`. */
    cost: number;
    /** One job alone, a whole term where it buys one. */
    oneJobCost: number;
    /** One of the month's jobs over the term's months; `null` unless the job repeats. */
    perJobOverTermCost: number | null;
    /** `cost` a million units of the workload's work. */
    costPerMillion: number;
    /** An owned machine's running cost for the job's hours; `null` for an offering. */
    runningCost: number | null;
    /** A monthly or reserved offering's whole term; `null` otherwise. */
    termCost: number | null;
  };

/** A job ranked under a case, with the currency its money is printed in. */
export type JobCalculation = DatasetJobRanking & {
  /** The currency money is printed in (`--currency`, else the scenario's). */
  currency: string;
  /** CNY per unit of `currency`. */
  cnyPerUnit: number;
};

/** What `calc --job --json` prints: the fields the module's documentation lists, money in `currency`. */
export interface JobJson {
  /** The version of this JSON (`CALC_JSON_VERSION`). */
  version: number;
  /** The job's id in `jobs.csv`. */
  job: string;
  /** The workload of `throughput.csv` the job runs. */
  workload: string;
  /** The workload's unit: `samples/s` or `tokens/s`. */
  unit: string;
  /** epochs × work per epoch, in the unit of the workload's throughput. */
  work: number;
  /** Memory the job needs on each GPU, GB. */
  memoryGb: number;
  /** The most GPUs the job can use. */
  maxGpus: number;
  /** Hours within which it must finish; `null` when it has no deadline. */
  deadlineHours: number | null;
  /** The scenario whose site, finance, horizon and hours price the owned machines. */
  scenario: string;
  /** Work of g GPUs relative to g × one GPU that the ranking used, a fraction. */
  scalingEfficiency: number;
  /** The currency of every money field. */
  currency: string;
  /** CNY per unit of `currency`, at the one rate every price was converted with. */
  cnyPerUnit: number;
  /** Every way to run the job, ranked by cost. */
  rows: JobRowJson[];
  /** The ways left out, and why: the reason's key and its words (`message`, in English). */
  excluded: (JobRanking["excluded"][number] & { message: string })[];
  /** The cheapest way within the deadline (or overall, without one). */
  cheapest: JobPickJson;
  /** The fastest way. */
  fastest: JobPickJson;
}

const pick = (p: JobPick, leftOut: boolean, rate: number): JobPickJson =>
  p.kind === "found"
    ? { kind: p.kind, id: p.row.id, cost: p.row.cny / rate, hours: p.row.hours }
    : { kind: p.kind, reason: sayNoPick(p, { leftOut }) };

/** `x`'s money in the unit `rate` CNY buys, each field named without CNY. */
function rowJson(x: JobRow, rate: number): JobRowJson {
  const { cny, oneJobCny, perJobOverTermCny, cnyPerMillion, runningCny, termCny, ...rest } = x;
  const inRate = (v: number | null) => v === null ? null : v / rate;
  return {
    ...rest,
    cost: cny / rate,
    oneJobCost: oneJobCny / rate,
    perJobOverTermCost: inRate(perJobOverTermCny),
    costPerMillion: cnyPerMillion / rate,
    runningCost: inRate(runningCny),
    termCost: inRate(termCny),
  };
}

/**
 * The ranking `calc --job` prints: job `name` under `parameters.scenario` (else the scenario
 * `calc` opens) with the parameters applied as `calc` applies them (money parameters in
 * `parameters.currency`, else the scenario's). An unknown job or scenario, or an input out of
 * range, is an {@linkcode InputError}.
 */
export function rankJobOf(
  dataset: Dataset,
  name: string,
  parameters: ParameterValues = {},
): JobCalculation {
  return withCase(
    "rank a job",
    dataset,
    parameters,
    (c) => ({
      ...rankDatasetJob(c.dataset, name, c.applied),
      currency: c.currency,
      cnyPerUnit: c.cnyPerUnit,
    }),
  );
}

/** `calc --job --json`: the fields the module's documentation lists, money in `r.currency`. */
export function jobJson(r: JobCalculation): JobJson {
  const { job, ranking } = r;
  const rate = r.cnyPerUnit;
  return {
    version: CALC_JSON_VERSION,
    job: job.id,
    workload: job.workload,
    unit: r.unit,
    work: job.work,
    memoryGb: job.memoryGb,
    maxGpus: job.maxGpus,
    deadlineHours: job.deadlineHours ?? null,
    scenario: r.scenario,
    scalingEfficiency: ranking.scalingEfficiency,
    currency: r.currency,
    cnyPerUnit: rate,
    rows: ranking.rows.map((x) => rowJson(x, rate)),
    excluded: ranking.excluded.map((e) => ({ ...e, message: sayReason(e) })),
    cheapest: pick(ranking.cheapest, true, rate),
    fastest: pick(ranking.fastest, false, rate),
  };
}

/**
 * `calc --job`'s text for `r` in `lang`: the job, the case, the ways ranked in columns (widths in
 * terminal columns, a Chinese character taking two), the ways left out and the cheapest.
 */
export function jobText(r: JobCalculation, lang: Lang = "en"): string {
  const t = words(lang).commands.calcJob;
  const { job, ranking } = r;
  const n = (v: number, digits?: number) => formatNumber(v, digits, lang);
  const lines = [
    t.job(job.id, job.description),
    t.case(r.scenario, n(ranking.scalingEfficiency * 100), r.currency),
  ];
  const repeated = ranking.rows.some((x) => x.perJobOverTermCny !== null);
  const pays = (x: (typeof ranking.rows)[number]) =>
    x.charge === "share"
      ? x.gpusUsed < x.gpusInUnit ? t.paysShare(x.gpusUsed, x.gpusInUnit) : t.paysMachine
      : x.charge === "term"
      ? t.paysTerm(x.termMonths ?? 0)
      : x.charge === "held"
      ? t.paysHeld
      : t.paysHours;
  const table = ranking.rows.map((x, i) => [
    String(i + 1),
    x.id,
    sayPricing(x.pricingModel, { lang }),
    x.gpusUsed === x.gpusPaid ? String(x.gpusUsed) : `${x.gpusUsed}/${x.gpusPaid}`,
    pays(x),
    n(x.hours, 2),
    n(x.oneJobCny / r.cnyPerUnit, 2),
    ...(repeated ? [n(x.cny / r.cnyPerUnit, 2)] : []),
    x.pareto ? t.front : "",
    x.withinDeadline === false ? t.late : "",
  ]);
  const h = t.head;
  const head = [
    "#",
    h.way,
    h.pricing,
    h.gpus,
    h.pays,
    h.hours,
    h.oneJob(r.currency),
    ...(repeated ? [h.overTerm(r.currency)] : []),
    h.pareto,
    h.deadline,
  ];
  const numeric = (c: number) => c === 3 || (c >= 5 && c <= (repeated ? 7 : 6));
  const widths = head.map((x, c) =>
    Math.max(displayWidth(x), ...table.map((row) => displayWidth(row[c]!)))
  );
  const pad = (x: string, c: number) =>
    numeric(c)
      ? " ".repeat(Math.max(0, widths[c]! - displayWidth(x))) + x
      : padEndToWidth(x, widths[c]!);
  for (const line of [head, ...table]) lines.push(line.map(pad).join("  ").trimEnd());
  for (const line of sayExcluded(ranking.excluded, { lang })) lines.push(t.leftOut(line));
  lines.push(sayCheapestJob(r, { currency: r.currency, cnyPerUnit: r.cnyPerUnit, lang }));
  return lines.join("\n");
}

/**
 * `calc --job`'s text for job `name` under `parameters` on `dataset`, in the run's language: the
 * data's descriptions and names as `translations.csv` says them in it.
 */
export function jobTextOf(dataset: Dataset, name: string, parameters: ParameterValues): string {
  const lang = langOf(parameters);
  return jobText(rankJobOf(localizeDataset(dataset, lang), name, parameters), lang);
}

/** Runs `calc --job`: prints the ranking as text or JSON. */
export async function calcJob(args: string[]): Promise<void> {
  const { values } = parseCommandLine("calc", args, {
    job: { type: "string" },
    data: { type: "string", default: "data" },
    json: { type: "boolean", default: false },
    ...PARAMETER_OPTIONS,
  });
  const parameters = await parametersFromCommandLine("rank the job", values);
  const d = await datasetOrExit(values.data, { lang: langOf(parameters) });
  console.log(
    values.json
      ? JSON.stringify(jobJson(rankJobOf(d, values.job ?? "", parameters)), null, 2)
      : jobTextOf(d, values.job ?? "", parameters),
  );
}
