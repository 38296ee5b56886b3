/**
 * A job's ranking in words and rows: the sentence naming the cheapest way within the deadline
 * and the table rows `calc --job` and notebook 08 show, money in the reader's currency.
 *
 * @module
 */
import type { DatasetJobRanking } from "../jobs.ts";
import type { JobExclusion, JobRow } from "../model/job.ts";
import { CNY, formatMoney, formatNumber, type Money } from "./format.ts";
import type { Lang } from "./lang.ts";
import { words } from "./messages.ts";

const PRICING: Record<string, string> = {
  on_demand: "on demand",
  spot: "spot",
  monthly: "monthly rental",
  reserved_1y: "reserved 1 year",
  reserved_3y: "reserved 3 years",
  owned: "owned",
};

/** "on demand", "reserved 1 year", "owned": a pricing model in words. */
export function sayPricing(pricingModel: string): string {
  return PRICING[pricingModel] ?? pricingModel;
}

/** Hours as "4.87 h" or "24 h", or minutes below one hour: "25 min" (in `lang`'s words). */
export function sayHours(hours: number, lang: Lang = "en"): string {
  const t = words(lang).charts.job;
  if (hours < 1) return t.minutes(formatNumber(hours * 60, 0, lang));
  return t.hours(formatNumber(hours, 2, lang).replace(/(\.\d*?)0+$/, "$1").replace(/\.$/, ""));
}

function way(r: JobRow, money: Money): string {
  return `${r.label} (${r.id}, ${sayPricing(r.pricingModel)}${
    r.gpusUsed > 1 ? `, ${r.gpusUsed} GPUs` : ""
  }): ${formatMoney(r.cny, money)} in ${sayHours(r.hours)}`;
}

/**
 * The cheapest way to run the job within its deadline (or at all, without one) and the fastest,
 * as a sentence.
 *
 * @example
 * ```ts
 * sayCheapestJob(ranked, wb.money);
 * // "The cheapest way to run swin-b-imagenet-run is Gongji (共绩算力) RTX 4090 (gongji-4090-preempt, spot): 4.43 CNY in 3.72 h; ..."
 * ```
 */
export function sayCheapestJob(r: DatasetJobRanking, money: Money = CNY): string {
  const { cheapest, fastest, job } = r.ranking;
  const fast = fastest.kind === "found" ? `; the fastest is ${way(fastest.row, money)}` : "";
  if (cheapest.kind === "none") return `Nothing runs ${job.id}: ${cheapest.reason}.`;
  const within = cheapest.deadlineHours === undefined
    ? ""
    : ` within ${sayHours(cheapest.deadlineHours)}`;
  return `The cheapest way to run ${job.id}${within} is ${way(cheapest.row, money)}${fast}.`;
}

/** "3 offerings of H200 141GB left out: no throughput figure ..." grouped by GPU model and reason. */
export function sayExcluded(excluded: readonly JobExclusion[]): string[] {
  const groups = new Map<string, { n: number; e: JobExclusion }>();
  for (const e of excluded) {
    const key = `${e.gpuModel}|${e.message}`;
    const g = groups.get(key);
    if (g) g.n++;
    else groups.set(key, { n: 1, e });
  }
  return [...groups.values()].map(({ n, e }) =>
    `${e.gpuModel}: ${n} ${n === 1 ? "way" : "ways"} left out, ${e.message}`
  );
}

/** What the workload counts: "tokens" or "samples". */
export function unitWord(unit: string): string {
  return unit.startsWith("tokens") ? "tokens" : "samples";
}

/**
 * The ranking as table rows: rank, way, pricing, GPUs used (of those paid), hours, cost, cost per
 * million samples or tokens, Pareto front, deadline.
 */
export function jobTableRows(r: DatasetJobRanking, { limit = Infinity } = {}) {
  return r.ranking.rows.slice(0, limit).map((x, i) => ({
    rank: i + 1,
    way: x.label,
    id: x.id,
    pricing: sayPricing(x.pricingModel),
    gpus: x.gpusUsed === x.gpusPaid ? `${x.gpusUsed}` : `${x.gpusUsed} of ${x.gpusPaid} paid`,
    hours: x.hours,
    cost: x.cny,
    costPerMillion: x.cnyPerMillion,
    front: x.pareto ? "Pareto front" : "",
    deadline: x.withinDeadline === null ? "" : x.withinDeadline ? "meets it" : "misses it",
  }));
}
