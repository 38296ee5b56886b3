/**
 * The work as users state it, in words and rows (notebook 10): the work in a sentence, the GPUs
 * that hold it, the ways to serve a load, the case's fleet beside the API, and the hours a day the
 * work keeps the case's machine busy against the break-even. Every sentence is made from the
 * numbers it states, in the reader's currency and language (the catalogue's `notebooks.nb10`).
 *
 * @module
 */
import type { Work } from "../data/load.ts";
import { type BreakEven, ownCheaperAt } from "../model/breakeven.ts";
import {
  kindOf,
  type RankedWork,
  type ServingResult,
  type ServingWay,
  WORK_KIND_RECORDS,
  workMemoryGb,
} from "../scenario/work.ts";
import { sayHoursRule, sayKind, sayWorkMemory, sayWorkSentence } from "./work_kinds.ts";
import type { WorkOnGpu } from "../scenario/work_fit.ts";
import { sayBreakEven } from "./findings.ts";
import { sayCheapestJob, sayHours, sayPricing } from "./job_ranking.ts";
import { type WayNames, wayTotal } from "./answer.ts";
import type { CaseAnswer } from "../scenario/answer.ts";
import {
  CNY,
  formatMoney,
  formatNumber,
  formatPercent,
  formatPerMillion,
  type Money,
} from "./format.ts";
import type { Lang } from "../lang.ts";
import { words } from "../words/messages.ts";
import { sayTarget } from "./serving.ts";

const t = (lang: Lang) => words(lang).notebooks.nb10;

/**
 * The work in a sentence with its arithmetic, as its kind says it (`work_kinds.ts`): a training
 * run's model, tokens, method, MFU, FLOPs (k × N × D) and memory; a serving load's model, tokens
 * a day (a second on average and at the busiest hour) and memory; a batch job's tokens, deadline
 * and memory.
 */
export function sayWork(work: Work, { lang = "en" }: { lang?: Lang } = {}): string {
  return sayWorkSentence(work, lang);
}

/**
 * The rows of the table of a work on each GPU model ({@linkcode WorkOnGpu}): its memory, how it
 * holds the work, the speed of one GPU and how it is known, then a training run's GPU-hours and
 * hours on the GPUs that hold it, or a serving load's GPUs at the busiest hour and GPU-hours a day.
 */
export function workGpuRows(
  rows: readonly WorkOnGpu[],
  kind: Work["kind"],
  { lang = "en" }: { lang?: Lang } = {},
): Record<string, string | number | undefined>[] {
  const w = t(lang);
  return rows.map((r) => ({
    gpu: r.gpuModel,
    memoryGb: r.memoryGb,
    holds: r.fit === "one"
      ? w.holds.one
      : r.fit === "several"
      ? w.holds.several(r.gpus!)
      : w.holds.unknown,
    perSecond: r.perSecond,
    basis: r.basis === undefined ? "" : w.basis[r.basis],
    ...(WORK_KIND_RECORDS[kind].shape === "ranking"
      ? { gpuHours: r.gpuHours, hours: r.hours }
      : { peakGpus: r.peakGpus, gpuHoursPerDay: r.gpuHoursPerDay }),
  }));
}

/**
 * Which GPU models hold the work on one GPU, which only over several (and how many), which cannot
 * be timed; then a training run's fewest and most GPU-hours, or a serving load's speeds measured
 * and estimated.
 */
export function sayFit(
  rows: readonly WorkOnGpu[],
  work: Work,
  { lang = "en" }: { lang?: Lang } = {},
): string {
  const w = t(lang);
  const fit = w.fit(
    sayWorkMemory(work, lang),
    rows.filter((r) => r.fit === "one").map((r) => r.gpuModel),
    rows.filter((r) => r.fit === "several").map((r) => w.gpusOf(r.gpuModel, r.gpus!)),
    rows.filter((r) => r.fit === "unknown").map((r) => r.gpuModel),
  );
  const timed = rows.filter((r) => r.fit !== "unknown");
  if (timed.length === 0) return fit;
  if (kindOf(work).shape === "ranking") {
    const byHours = [...timed].sort((a, b) => a.gpuHours! - b.gpuHours!);
    const fast = byHours[0]!, slow = byHours.at(-1)!;
    return words(lang).common.nextSentence(
      fit,
      w.fewestHours(
        fast.gpuModel,
        sayHours(fast.gpuHours!, lang),
        slow.gpuModel,
        sayHours(slow.gpuHours!, lang),
        sayHoursRule(work, lang),
      ),
    );
  }
  return words(lang).common.nextSentence(
    fit,
    w.servingSpeeds(
      timed.filter((r) => r.basis === "measured").map((r) => r.gpuModel),
      timed.filter((r) => r.basis === "estimate").map((r) => r.gpuModel),
    ),
  );
}

/**
 * The ranking's cheapest way (`sayCheapestJob()`), and the answer's where it takes another: the
 * cheapest at a measured speed where the ranking's is an estimate, or an API, so that the two
 * never read as two answers.
 */
export function sayRankedCheapest(
  ranked: RankedWork,
  answer: CaseAnswer,
  names: WayNames,
  money: Money = CNY,
): string {
  const said = sayCheapestJob(ranked, money);
  const pick = ranked.ranking.cheapest;
  const a = answer.cheapest;
  const same = a !== null && pick.kind === "found" &&
    (a.offeringId ?? a.machineId) === pick.row.id;
  if (a === null || same) return said;
  return words(money.lang).common.nextSentence(
    said,
    t(money.lang).answerTakes(wayTotal(a, names, money, answer.horizonYears), a.kind === "api"),
  );
}

/** The ways a serving load can be priced alone: those with a monthly cost the model gives. */
export function pricedWays(result: ServingResult): ServingWay[] {
  return result.ways.filter((w) => Number.isFinite(w.cnyPerMonth));
}

/**
 * The ways to serve a load alone as table rows, in `serveLoad()`'s order (measured speeds first,
 * each cheapest a million output tokens first), the first `limit` of those priced.
 */
export function servingWayRows(
  result: ServingResult,
  { limit = Infinity, lang = "en" }: { limit?: number; lang?: Lang } = {},
): {
  rank: number;
  way: string;
  id: string;
  pricing: string;
  basis: string;
  perSecond: number;
  replica: number;
  peakGpus: number;
  gpuHoursPerDay: number;
  perMonth: number;
  perMillion: number;
}[] {
  const w = t(lang);
  return pricedWays(result).slice(0, limit).map((x, i) => ({
    rank: i + 1,
    way: x.label,
    id: x.id,
    pricing: sayPricing(x.pricingModel, { lang }),
    basis: w.basis[x.basis],
    perSecond: x.perSecondPerGpu,
    replica: x.replicaGpus,
    peakGpus: x.peakGpus,
    gpuHoursPerDay: x.gpuHoursPerDay,
    perMonth: x.cnyPerMonth,
    perMillion: x.cnyPerMillion,
  }));
}

function sayWay(x: ServingWay, money: Money): string {
  return t(money.lang).way(
    x.id,
    sayPricing(x.pricingModel, { lang: money.lang }),
    x.peakGpus,
    formatMoney(x.cnyPerMonth, money),
    formatPerMillion(x.cnyPerMillion, money),
  );
}

/**
 * The cheapest way to serve the whole load alone at a measured speed, and at an estimated one
 * (shown, never chosen over a measurement); the ways the model gives no monthly cost named.
 */
export function sayServingWays(result: ServingResult, money: Money = CNY): string {
  const priced = pricedWays(result);
  const measured = priced.find((x) => x.basis !== "estimate");
  const estimated = priced.find((x) => x.basis === "estimate");
  return t(money.lang).servingWays(
    measured && sayWay(measured, money),
    estimated && sayWay(estimated, money),
    result.ways.filter((x) => !Number.isFinite(x.cnyPerMonth)).map((x) => x.id),
  );
}

/**
 * The ways left out of a serving load's pricing, grouped by GPU model and reason: no speed on the
 * work, or a replica over more GPUs than they link.
 */
export function sayServingExcluded(
  result: ServingResult,
  { lang = "en" }: { lang?: Lang } = {},
): string[] {
  const groups = new Map<string, { n: number; e: ServingResult["excluded"][number] }>();
  for (const e of result.excluded) {
    const key = e.reason === "spread"
      ? `${e.gpuModel}|spread|${e.kind}|${e.gpus}|${e.unitGpus}|${e.hostGpus}`
      : e.reason === "region"
      ? `${e.gpuModel}|region|${e.region}`
      : e.reason === "target"
      ? `${e.gpuModel}|target|${e.ttftMs}|${e.tpotMs}`
      : `${e.gpuModel}|no-speed`;
    const g = groups.get(key);
    if (g) g.n++;
    else groups.set(key, { n: 1, e });
  }
  return [...groups.values()].map(({ n, e }) =>
    e.reason === "spread"
      ? t(lang).noHost(e.gpuModel, n, e.gpus, e.unitGpus, e.kind, e.hostGpus)
      : e.reason === "region"
      ? t(lang).outside(e.gpuModel, n, e.region, e.accepts)
      : e.reason === "target"
      ? words(lang).serving.targetMissed(e.gpuModel, n, sayTarget(e, lang))
      : t(lang).noSpeed(e.gpuModel, n)
  );
}

/** One row of a serving load's fleet table (`servingFleetRows()`), money in CNY. */
export interface ServingFleetRow {
  /** What the row is, in the report's language. */
  part: string;
  /** The GPUs it owns; `undefined` for a part that owns none. */
  gpus: number | undefined;
  /** The share of the output tokens it serves; `undefined` for a way beside the fleet. */
  share: number | undefined;
  /** A million output tokens, CNY. */
  perMillion: number;
}

/**
 * The case's fleet for a serving load in rows: the owned GPUs, the rented overflow, the whole
 * load on the fleet, the owned GPUs with the rest sent to the API instead (`toApi`), then the API
 * and the cheapest way alone at a measured speed, each with its GPUs, the share of the tokens it
 * serves and what a million output tokens cost (CNY); no rows without a fleet.
 */
export function servingFleetRows(
  result: ServingResult,
  { lang = "en" }: { lang?: Lang } = {},
): ServingFleetRow[] {
  const w = t(lang).parts;
  const f = result.fleet;
  if (f === undefined) return [];
  const cheapest = pricedWays(result).find((x) => x.basis !== "estimate");
  const a = result.toApi;
  const api = result.api;
  return [
    ...fleetParts({ owned: w.owned, rest: w.rented(f.overflowOfferingId), total: w.fleet }, {
      best: f.best,
      ownedPerMillion: f.ownedCnyPerMillion,
      restPerMillion: f.rentedCnyPerMillion,
      totalPerMillion: f.totalCnyPerMillion,
    }),
    ...(a === undefined || api === undefined ? [] : fleetParts(
      { owned: w.ownedWithApi, rest: w.toApi(api.provider, api.model), total: w.fleetWithApi },
      {
        best: a.best,
        ownedPerMillion: a.ownedCnyPerMillion,
        restPerMillion: a.apiCnyPerMillion,
        totalPerMillion: a.totalCnyPerMillion,
      },
    )),
    ...(api === undefined ? [] : [{
      part: w.api(api.provider, api.model),
      gpus: undefined,
      share: undefined,
      perMillion: result.apiSplits[api.id]!.allInOutput,
    }]),
    ...(cheapest === undefined ? [] : [{
      part: w.cheapestWay(cheapest.id),
      gpus: cheapest.peakGpus,
      share: undefined,
      perMillion: cheapest.cnyPerMillion,
    }]),
  ];
}

/**
 * A fleet in three rows: its owned GPUs, the rest (rented, or sent to the API) and the whole
 * load; a part that serves nothing (its price `null`) has no row.
 */
function fleetParts(
  names: { owned: string; rest: string; total: string },
  f: {
    best: { owned: number; servedByOwned: number };
    ownedPerMillion: number | null;
    restPerMillion: number | null;
    totalPerMillion: number;
  },
): ServingFleetRow[] {
  const share = f.best.servedByOwned;
  return [
    ...(f.ownedPerMillion === null ? [] : [{
      part: names.owned,
      gpus: f.best.owned,
      share,
      perMillion: f.ownedPerMillion,
    }]),
    ...(f.restPerMillion === null ? [] : [{
      part: names.rest,
      gpus: undefined,
      share: 1 - share,
      perMillion: f.restPerMillion,
    }]),
    { part: names.total, gpus: undefined, share: 1, perMillion: f.totalPerMillion },
  ];
}

/**
 * The case's fleet for a serving load in a sentence: the GPUs the hybrid rule owns (in whole
 * machines of the case's `machine`), the share of the tokens they serve, the overflow rented, what
 * the whole load costs a million output tokens, and the API beside it: which costs less, by how
 * much of the API's price; then the owned fleet that sends the rest to the API instead.
 */
export function sayServingFleet(
  result: ServingResult,
  machine: string,
  money: Money = CNY,
): string {
  const w = t(money.lang);
  const f = result.fleet;
  if (f === undefined) return w.noFleet(result.work.id, machine);
  const best = f.best;
  const api = result.api;
  const apiPrice = api === undefined ? undefined : result.apiSplits[api.id]!.allInOutput;
  const gap = apiPrice === undefined || apiPrice <= 0
    ? undefined
    : (apiPrice - f.totalCnyPerMillion) / apiPrice;
  return w.fleet({
    id: result.work.id,
    owned: best.owned,
    machines: best.machines,
    machine,
    ownedShare: formatPercent(best.servedByOwned, 0, money.lang),
    overflow: f.overflowOfferingId,
    rentsNothing: f.rentedCnyPerMillion === null,
    total: formatPerMillion(f.totalCnyPerMillion, money),
    api: api === undefined ? undefined : {
      provider: api.provider,
      model: api.model,
      price: formatPerMillion(apiPrice!, money),
    },
    cheaperThanApi: gap === undefined ? undefined : {
      // "x % less" than the dearer of the two: of the API's price, or of the fleet's
      share: formatPercent(
        gap >= 0 ? gap : (f.totalCnyPerMillion - apiPrice!) / f.totalCnyPerMillion,
        0,
        money.lang,
      ),
      fleetCheaper: gap >= 0,
    },
    withApi: withApiSentence(result, machine, money),
  });
}

/** "Sending the rest to the API instead: …", or nothing without an API fleet. */
function withApiSentence(result: ServingResult, machine: string, money: Money): string | undefined {
  const a = result.toApi;
  if (a === undefined) return undefined;
  return t(money.lang).fleetWithApi({
    owned: a.best.owned,
    machines: a.best.machines,
    machine,
    ownedShare: formatPercent(a.best.servedByOwned, 0, money.lang),
    total: formatPerMillion(a.totalCnyPerMillion, money),
  });
}

/**
 * A work that is no live service (a training run, a batch job) sizes no fleet: which serving
 * loads of `work.csv` the reader may set instead.
 */
export function sayNotServing(
  work: Work,
  works: readonly Work[],
  { lang = "en" }: { lang?: Lang } = {},
): string {
  return t(lang).notServing(
    work.id,
    sayKind(work.kind, lang),
    works.filter((w) => WORK_KIND_RECORDS[w.kind].shape === "serving").map((w) => w.id),
  );
}

/** What {@linkcode sayBusy} states: the work's hours on the case's machine and one machine at them. */
export interface Busy {
  /** The work. */
  work: Work;
  /** The case's machine, by name. */
  machine: string;
  /** Its GPUs, and the memory of one, GB (`undefined` when the data has none). */
  gpus: number;
  /** Memory of one of its GPUs, GB. */
  gpuMemoryGb: number | undefined;
  /** Hours a day the work keeps the machine busy (the answer's `machineHoursPerDay`); `undefined` when it cannot. */
  busy: number | undefined;
  /** One machine against the cheapest way to rent (the answer's `breakEven`). */
  breakEven: BreakEven;
  /** Owning one machine over the horizon at those hours, CNY. */
  ownCny: number;
  /** The horizon, years. */
  years: number;
  /** Memory the work needs, GB (a serving load: a replica's least, from its model's architecture); else its kind's rule without one. */
  neededGb?: number;
}

/**
 * The hours a day a work keeps the case's machine busy, and what they make of owning one: its
 * break-even against the cheapest way to rent, which side costs less at those hours, and owning
 * it over the horizon. A work the machine cannot do is said to be so, with the memory it needs
 * against the machine's, and is not priced at the machine's hours.
 */
export function sayBusy(b: Busy, money: Money = CNY): string {
  const lang = money.lang;
  const hours = (h: number) => formatNumber(h, 2, lang);
  const need = b.neededGb ?? workMemoryGb(b.work, { models: [] });
  const has = b.gpuMemoryGb === undefined ? undefined : b.gpuMemoryGb * b.gpus;
  return t(lang).busy({
    id: b.work.id,
    machine: b.machine,
    busy: b.busy === undefined ? undefined : hours(b.busy),
    overDay: b.busy !== undefined && b.busy > 24,
    breakEven: sayBreakEven(b.breakEven, { lang }),
    ownCheaper: b.busy !== undefined && ownCheaperAt(b.breakEven, Math.min(24, b.busy)),
    own: formatMoney(b.ownCny, money),
    years: formatNumber(b.years, Number.isInteger(b.years) ? 0 : 1, lang),
    cannot: b.busy !== undefined
      ? undefined
      : has !== undefined && has < need
      ? { neededGb: formatNumber(need, 1, lang), hasGb: formatNumber(has, 0, lang) }
      : "no-speed",
  });
}
