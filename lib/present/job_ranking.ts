/**
 * A job's ranking in words and rows: the sentence naming the cheapest way within the deadline
 * and the table rows `calc --job` and notebook 08 show, money in the reader's currency, words in
 * the reader's language (from the catalogue: `lib/words/messages/findings.ts` and
 * `lib/words/messages/tables.ts`).
 *
 * @module
 */
import type { DatasetJobRanking } from "../scenario/jobs.ts";
import type { JobExclusion, JobPick, JobRow } from "../model/job.ts";
import { CNY, formatMoney, formatNumber, type Money } from "./format.ts";
import type { Lang } from "../lang.ts";
import { words } from "../words/messages.ts";

/** "on demand", "reserved 1 year", "owned", "按量计费": a pricing model in words. */
export function sayPricing(pricingModel: string, { lang = "en" }: { lang?: Lang } = {}): string {
  const t = words(lang).tables.pricing;
  return Object.hasOwn(t, pricingModel) ? t[pricingModel as keyof typeof t] : pricingModel;
}

/** Hours as "4.87 h" or "24 h", or minutes below one hour: "25 min" (in `lang`'s words). */
export function sayHours(hours: number, lang: Lang = "en"): string {
  const t = words(lang).charts.job;
  if (hours < 1) return t.minutes(formatNumber(hours * 60, 0, lang));
  return t.hours(formatNumber(hours, 2, lang).replace(/(\.\d*?)0+$/, "$1").replace(/\.$/, ""));
}

function way(r: JobRow, money: Money): string {
  const lang = money.lang;
  return words(lang).findings.job.way(
    r.label,
    r.id,
    sayPricing(r.pricingModel, { lang }),
    r.gpusUsed,
    formatMoney(r.cny, money),
    sayHours(r.hours, lang),
  );
}

/**
 * The cheapest way to run the job within its deadline (or at all, without one) and the fastest,
 * as a sentence in `money`'s language.
 *
 * @example
 * ```ts
 * import { loadDatasetOrThrow } from "../data/folder.ts";
 * import { rankDatasetJob } from "../scenario/jobs.ts";
 * import { resolveScenario } from "../scenario.ts";
 *
 * const { dataset } = await loadDatasetOrThrow("data");
 * const scenario = resolveScenario(dataset, "seed-3090-autodl");
 * sayCheapestJob(rankDatasetJob(dataset, "swin-b-imagenet-run", scenario));
 * // "The cheapest way to run swin-b-imagenet-run is Gongji (共绩算力) RTX 4090 (gongji-4090-preempt, spot): 4.43 CNY in 3.72 h; ..."
 * ```
 */
export function sayCheapestJob(r: Pick<DatasetJobRanking, "ranking">, money: Money = CNY): string {
  const t = words(money.lang).findings.job;
  const { cheapest, fastest, job } = r.ranking;
  if (cheapest.kind === "none") {
    return t.nothingRuns(job.id, sayNoPick(cheapest, { lang: money.lang, leftOut: true }));
  }
  return t.cheapest(
    job.id,
    cheapest.deadlineHours === undefined ? undefined : sayHours(cheapest.deadlineHours, money.lang),
    way(cheapest.row, money),
    fastest.kind === "found" ? way(fastest.row, money) : undefined,
  );
}

/** "3 offerings of H200 141GB left out: no throughput figure ..." grouped by GPU model and reason. */
export function sayExcluded(
  excluded: readonly JobExclusion[],
  { lang = "en" }: { lang?: Lang } = {},
): string[] {
  const groups = new Map<string, { n: number; e: JobExclusion }>();
  for (const e of excluded) {
    const key = `${e.gpuModel}|${sayReason(e, lang)}`;
    const g = groups.get(key);
    if (g) g.n++;
    else groups.set(key, { n: 1, e });
  }
  const t = words(lang).findings.job;
  return [...groups.values()].map(({ n, e }) => t.excluded(e.gpuModel, n, sayReason(e, lang)));
}

/**
 * Why a job has no cheapest (or fastest) way, in `lang`: no way runs it (`leftOut`: pointing to
 * the reasons each way was left out), or none finishes within the deadline.
 */
export function sayNoPick(
  pick: Extract<JobPick, { kind: "none" }>,
  { lang = "en", leftOut = false }: { lang?: Lang; leftOut?: boolean } = {},
): string {
  const t = words(lang).findings.job.noPick;
  if (pick.reason === "no-way") return t.noWay + (leftOut ? t.seeLeftOut : "");
  return t.deadline(pick.deadlineHours, pick.fastestId, pick.fastestHours.toFixed(2));
}

/** Why a way is left out, in `lang`, worded from the model's typed reason. */
export function sayReason(e: JobExclusion, lang: Lang = "en"): string {
  const t = words(lang).document.excluded;
  switch (e.reason) {
    case "memory":
      return t.memory(e.neededGb, e.gpuModel, e.hasGb);
    case "spread":
      return t.spread(
        formatNumber(e.neededGb, 1, lang),
        e.gpus,
        e.gpuModel,
        e.mostGpus,
        e.unitGpus,
        e.kind,
      );
    case "no-throughput":
      return t.noThroughput(e.gpuModel);
    case "unused":
      return t.unused(e.hoursPerDay);
    case "region":
      return t.region(e.region, e.accepts, e.kind);
  }
}

/** What the workload counts: "tokens" or "samples" ("词元", "样本"). */
export function unitWord(unit: string, { lang = "en" }: { lang?: Lang } = {}): string {
  const t = words(lang).findings.job;
  return unit.startsWith("tokens") ? t.tokens : t.samples;
}

/**
 * What a way's cost pays for ({@linkcode JobRow.charge}), in `lang`: the hours it runs, a term
 * bought for it (or, where the scenario runs the job repeatedly, its share of the terms bought for
 * those jobs), its hours of the scenario's own commitment, the owned machine or a share of it.
 */
export function sayPaysFor(x: JobRow, lang: Lang = "en"): string {
  const t = words(lang).tables.job;
  switch (x.charge) {
    case "share":
      return x.gpusUsed < x.gpusInUnit ? t.paysShare(x.gpusUsed, x.gpusInUnit) : t.paysMachine;
    case "term":
      return x.perJobOverTermCny === null
        ? t.paysTerm(x.termMonths ?? 0)
        : t.paysTermShared(x.termMonths ?? 0);
    case "held":
      return t.paysHeld;
    case "hours":
      return t.paysHours;
  }
}

/**
 * The ranking as table rows: rank, way, pricing, GPUs used (of those paid), what the cost pays
 * for, hours, the one-job cost, the cost a job over the term where the scenario runs it
 * repeatedly (the ranking's), cost per million samples or tokens, Pareto front, deadline; words
 * in `lang`.
 */
export function jobTableRows(
  r: Pick<DatasetJobRanking, "ranking">,
  { limit = Infinity, lang = "en", only, speed }: {
    limit?: number;
    lang?: Lang;
    /**
     * How each row's speed is known, in words, by its id (a work's ranking: measured, from the
     * peak, estimated); a `speed` column after the pricing where given. @default none
     */
    speed?: Readonly<Record<string, string>>;
    /** The rows to give, by their rank (from 1) and row; the others are left out, ranks kept. @default every row */
    only?: (rank: number, row: JobRow) => boolean;
  } = {},
): {
  rank: number;
  way: string;
  id: string;
  pricing: string;
  speed?: string;
  gpus: string;
  pays: string;
  hours: number;
  cost: number;
  perJob?: number;
  costPerMillion: number;
  front: string;
  deadline: string;
}[] {
  const t = words(lang).tables.job;
  const ranked = r.ranking.rows.slice(0, limit).map((x, i) => ({ x, rank: i + 1 }));
  return (only ? ranked.filter(({ x, rank }) => only(rank, x)) : ranked).map(({ x, rank }) => ({
    rank,
    way: x.label,
    id: x.id,
    pricing: sayPricing(x.pricingModel, { lang }),
    ...(speed === undefined ? {} : { speed: speed[x.id] ?? "" }),
    gpus: x.gpusUsed === x.gpusPaid ? `${x.gpusUsed}` : t.gpusOfPaid(x.gpusUsed, x.gpusPaid),
    pays: sayPaysFor(x, lang),
    hours: x.hours,
    cost: x.oneJobCny,
    ...(x.perJobOverTermCny === null ? {} : { perJob: x.perJobOverTermCny }),
    costPerMillion: x.cnyPerMillion,
    front: x.pareto ? t.paretoFront : "",
    deadline: x.withinDeadline === null
      ? ""
      : x.withinDeadline
      ? t.meetsDeadline
      : t.missesDeadline,
  }));
}
