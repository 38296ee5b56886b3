/**
 * The words of what the model and the scenario refuse or write into a case's rows: an input the
 * data cannot take (an unknown scenario, job or currency, a parameter out of its values, an own
 * machine the data cannot price, jobs a machine cannot run in a month),
 * and the notes of the rows a case adds. The model and the scenario give keys and values; their
 * errors read their English here, and a page can word them in its language.
 *
 * @module
 */
import { msg } from "./message.ts";
import type { CaseCause, JobsOfAMonthReason } from "../../data/errors.ts";

export type { CaseCause, JobsOfAMonthReason };

/** Why a machine cannot run a scenario's jobs of a month (`hoursPerDayOfJobs()`), after "cannot". */
const JOBS_OF_A_MONTH = {
  noJob: msg(
    (job: string) => `run ${job} a month: jobs.csv has no such job`,
    (job) => `每月运行 ${job}：jobs.csv 中没有这个作业`,
  ),
  noThroughput: msg(
    (job: string, machine: string, workload: string, gpuModel: string) =>
      `time ${job} on ${machine}: throughput.csv has no ${workload} figure for ${gpuModel}`,
    (job, machine, workload, gpuModel) =>
      `估算 ${job} 在 ${machine} 上的用时：throughput.csv 中没有 ${gpuModel} 的 ${workload} 数据`,
  ),
  memory: msg(
    (job: string, machine: string, neededGb: number, gpuModel: string, hasGb: number) =>
      `run ${job} on ${machine}: it needs ${neededGb} GB a GPU, the ${gpuModel} has ${hasGb} GB`,
    (job, machine, neededGb, gpuModel, hasGb) =>
      `在 ${machine} 上运行 ${job}：每块 GPU 需要 ${neededGb} GB，${gpuModel} 只有 ${hasGb} GB`,
  ),
  tooManyHours: msg(
    (machine: string, hoursPerDay: string) =>
      `run the jobs of a month on ${machine}: they need ${hoursPerDay} hours a day, more than 24`,
    (machine, hoursPerDay) =>
      `在 ${machine} 上运行一个月的作业：每天需要 ${hoursPerDay} 小时，超过 24`,
  ),
} as const;

const UNKNOWN_CURRENCY = msg(
  (currency: string, known: readonly string[]) =>
    `Unknown currency "${currency}": fx.csv lists ${known.join(", ")}`,
  (currency, known) => `未知货币“${currency}”：fx.csv 中有 ${known.join("、")}`,
);

/** A reason of {@linkcode JobsOfAMonthReason} in one language, after "cannot". */
function clauseIn(lang: "en" | "zh"): (r: JobsOfAMonthReason) => string {
  return (r) => {
    const t = JOBS_OF_A_MONTH;
    switch (r.kind) {
      case "noJob":
        return t.noJob[lang](r.job);
      case "noThroughput":
        return t.noThroughput[lang](r.job, r.machine, r.workload, r.gpuModel);
      case "memory":
        return t.memory[lang](r.job, r.machine, r.neededGb, r.gpuModel, r.hasGb);
      case "tooManyHours":
        return t.tooManyHours[lang](r.machine, r.hoursPerDay.toFixed(1));
    }
  };
}

/** What a parameter takes, after "expected" (`lib/params/reasons.ts`: `Parameter NAME: found VALUE, expected …`). */
const EXPECTED = {
  oneOf: msg(
    (shown: string, more: number) =>
      more > 0 ? `one of ${shown} and ${more} more` : `one of ${shown}`,
    (shown, more) => more > 0 ? `${shown} 之一（另有 ${more} 个）` : `${shown} 之一`,
  ),
  gpuCount: msg("a whole number of GPUs from 1 to 1024", "1 到 1024 之间的整数块 GPU"),
  workload: msg(
    (oneOf: string) => `a workload of throughput.csv, ${oneOf}`,
    (oneOf) => `throughput.csv 中的任务类型，${oneOf}`,
  ),
  gpuModel: msg(
    (oneOf: string) => `a GPU model of the data, ${oneOf}`,
    (oneOf) => `数据中的 GPU 型号，${oneOf}`,
  ),
  noWorkRows: msg(
    "a row of work.csv, which this data folder lacks",
    "work.csv 中的一行，而此数据文件夹没有",
  ),
  modelParams: msg(
    "the model's parameters (7e9 for 7 B) to state a work",
    "说明工作量所需的模型参数量（7 B 写作 7e9）",
  ),
  jobsOfAMonth: msg(
    (machine: string, why: string) =>
      `jobs the scenario's machine ${machine} can run in a month (${why})`,
    (machine, why) => `场景的机器 ${machine} 一个月内能完成的作业（${why}）`,
  ),
  computable: msg(
    (why: string) => `a scenario whose results can be computed (${why})`,
    (why) => `能算出结果的场景（${why}）`,
  ),
} as const;

/** The errors of the model and the scenario: the message each throws. */
const ERRORS = {
  unknownScenario: msg(
    (name: string, known: readonly string[]) =>
      `Unknown scenario "${name}": scenarios.csv lists ${known.join(", ")}`,
    (name, known) => `未知场景“${name}”：scenarios.csv 中有 ${known.join("、")}`,
  ),
  unknownJob: msg(
    (name: string, known: readonly string[]) =>
      known.length === 0
        ? `Unknown job "${name}": the data folder has no jobs.csv rows`
        : `Unknown job "${name}": jobs.csv lists ${known.join(", ")}`,
    (name, known) =>
      known.length === 0
        ? `未知作业“${name}”：数据文件夹中没有 jobs.csv 的行`
        : `未知作业“${name}”：jobs.csv 中有 ${known.join("、")}`,
  ),
  unknownCurrency: UNKNOWN_CURRENCY,
  fxDateBeforeRates: msg(
    (currency: string, fxDate: string, first: string, start: string) =>
      `Cannot convert at fx_date ${fxDate}: the first rate of ${currency} in fx.csv is as of ${first}, from ${start}; give fx_date=${start} or later, or add an older ${currency} rate to fx.csv`,
    (currency, fxDate, first, start) =>
      `无法按 fx_date ${fxDate} 换算：fx.csv 中 ${currency} 的第一个汇率是 ${first}，自 ${start} 起；请给 fx_date=${start} 或更晚的日期，或在 fx.csv 中添加更早的 ${currency} 汇率`,
  ),
  ownMachine: msg(
    (gpuCount: number, gpuModel: string, machineCounts: readonly number[], closest?: string) =>
      `Cannot price your own machine of ${gpuCount}× ${gpuModel}: ${
        machineCounts.length === 0
          ? `hardware.csv has no machine of ${gpuModel} GPUs`
          : `hardware.csv has ${gpuModel} GPUs only in machines of ${
            machineCounts.join(", ")
          } (${closest})`
      }; give purchase_price and machine_power for it${
        machineCounts.length > 0 ? `, or a gpu_count that is a multiple of ${machineCounts[0]}` : ""
      }`,
    (gpuCount, gpuModel, machineCounts, closest) =>
      `无法为你自己的 ${gpuCount}× ${gpuModel} 机器定价：${
        machineCounts.length === 0
          ? `hardware.csv 中没有 ${gpuModel} 的机器`
          : `hardware.csv 中的 ${gpuModel} 只装在 ${
            machineCounts.join("、")
          } 卡的机器中（${closest}）`
      }；请给出它的 purchase_price 和 machine_power${
        machineCounts.length > 0 ? `，或取 ${machineCounts[0]} 的整数倍作为 gpu_count` : ""
      }`,
  ),
  /** What a machine cannot do with a month's jobs, after "cannot". */
  jobsOfAMonthClause: msg(clauseIn("en"), clauseIn("zh")),
  /** Why a scenario's results cannot be computed. */
  caseCause: msg(
    (c: CaseCause) =>
      c.kind === "jobs"
        ? `it cannot ${clauseIn("en")(c.reason)}`
        : c.kind === "currency"
        ? UNKNOWN_CURRENCY.en(c.currency, c.known)
        : c.text,
    (c) =>
      c.kind === "jobs"
        ? `无法${clauseIn("zh")(c.reason)}`
        : c.kind === "currency"
        ? UNKNOWN_CURRENCY.zh(c.currency, c.known)
        : c.text,
  ),
  noScenarios: msg("scenarios.csv is empty", "scenarios.csv 中没有场景"),
  /** "Cannot …": a clause of `jobsOfAMonth` as an error. */
  cannot: msg((clause: string) => `Cannot ${clause}`, (clause) => `无法${clause}`),
  /** "it cannot …": a clause of `jobsOfAMonth` inside a data issue. */
  itCannot: msg((clause: string) => `it cannot ${clause}`, (clause) => `无法${clause}`),
  jobsOfAMonth: JOBS_OF_A_MONTH,
} as const;

/** The notes of the rows a case adds to the data (`lib/scenario/choices.ts`, `case_rows.ts`). */
const NOTES = {
  ownMachine: msg(
    (from: string, priceGiven: boolean, powerGiven: boolean) =>
      `${from}${priceGiven ? ", price given" : ""}${powerGiven ? ", wall power given" : ""}`,
    (from, priceGiven, powerGiven) =>
      `${from}${priceGiven ? "，价格已给出" : ""}${powerGiven ? "，墙插功率已给出" : ""}`,
  ),
  termsOf: msg((id: string) => `${id}'s terms`, (id) => `${id} 的条款`),
  ownMachineGiven: msg(
    (id: string) => `price and wall power given; resale terms and maintenance share of ${id}`,
    (id) => `价格和墙插功率已给出；转售条款和维护比例取自 ${id}`,
  ),
  demandAtHours: msg(
    (id: string) => `${id} at the case's hours`,
    (id) => `${id}，按本案例的小时数`,
  ),
} as const;

/** Why a machine is left out of the D1 comparisons at 7×24 (`fullLoadCases()`'s `skipped`). */
const SKIPPED = {
  noSiteOrFinance: msg(
    (row: number, column: string) =>
      `hardware.csv row ${row} names no ${column} and no scenario uses the machine`,
    (row, column) => `hardware.csv 第 ${row} 行没有 ${column}，也没有场景使用这台机器`,
  ),
  noOffering: msg(
    (gpuModel: string) => `no on-demand or reserved offering of ${gpuModel}`,
    (gpuModel) => `没有 ${gpuModel} 的按量计费或预留报价`,
  ),
} as const;

/** The model and scenario section of the catalogue. */
export const MODEL_WORDS = {
  skipped: SKIPPED,
  expected: EXPECTED,
  errors: ERRORS,
  notes: NOTES,
} as const;
