/**
 * The rows the what-if page shows for a priced work, pure (no DOM, no `Deno`), as
 * `calc --work --json` gives them: a ranked work's ranking (a training run, a batch job), a serving load's ways, and the case's
 * fleet beside the API, each with its headers, money in the page's currency and words in its
 * language, and the numbers behind its cells.
 *
 * @module
 */
import { type RankedWork, type ServingResult } from "../scenario/work.ts";
import { formatNumber, type Money } from "../present/format.ts";
import { sayPaysFor, sayPricing } from "../present/job_ranking.ts";
import { words } from "../words/messages.ts";

/** Money in the page's currency to the cent, or "—" where there is none (a cost not known). */
function amount(cny: number | null, money: Money): string {
  return cny === null || !Number.isFinite(cny)
    ? words(money.lang).whatIf.choice.missing
    : formatNumber(cny / money.cnyPerUnit, 2, money.lang);
}

/**
 * A price a million tokens in the page's currency: three decimals below 10 (an API's 0.88 USD
 * and a fleet's 0.355 differ in the third), two above.
 */
function perMillionText(cny: number | null, money: Money): string {
  if (cny === null || !Number.isFinite(cny)) return words(money.lang).whatIf.choice.missing;
  const x = cny / money.cnyPerUnit;
  return formatNumber(x, Math.abs(x) < 10 ? 3 : 2, money.lang);
}

/** A value in the page's currency, `null` where not known (as `calc --work --json` writes it). */
function inCurrency(cny: number | null, money: Money): number | null {
  return cny === null || !Number.isFinite(cny) ? null : cny / money.cnyPerUnit;
}

/** One row of a ranked work's ranking (a training run, a batch job) as the page shows it, with the numbers behind its cells. */
export interface RankedRow {
  /** The way's rank, from 1. */
  rank: number;
  /** The offering's or machine's id. */
  id: string;
  /** How its cost is charged (`JobRow.charge`). */
  charge: string;
  /** GPUs it runs on. */
  gpusUsed: number;
  /** Whole instances or machines. */
  units: number;
  /** Hours from start to finish. */
  hours: number;
  /** GPU-hours paid: its hours billed (not the wait for spot capacity) × its GPUs paid. */
  gpuHours: number;
  /** What it is ranked by, in the page's currency (a run over the term where the run repeats). */
  cost: number;
  /** A million tokens, in the page's currency. */
  perMillion: number;
  /** Whether it is on the Pareto front of cost and time. */
  pareto: boolean;
  /** The cells, in the order of {@linkcode rankedColumns}. */
  cells: string[];
}

/** Whether a ranked work's ranking (a training run, a batch job) prices each run over a term (it repeats): two cost columns. */
function repeats(t: RankedWork): boolean {
  return t.ranking.rows.some((x) => x.perJobOverTermCny !== null);
}

/** The headers of a ranked work's ranking (a training run, a batch job), money in the page's currency. */
export function rankedColumns(t: RankedWork, money: Money): string[] {
  const c = words(money.lang).whatIf.choice;
  const w = words(money.lang).whatIf.work;
  const currency = money.currency;
  return [
    c.colRank,
    c.colWay,
    c.colPricing,
    w.colGpus,
    c.colPays,
    c.colHours,
    w.colGpuHours,
    ...(repeats(t) ? [w.colRun(currency), w.colRunOverTerm(currency)] : [w.colRun(currency)]),
    w.colPerMillion(currency),
    c.colPareto,
  ];
}

/**
 * The rows of a ranked work's ranking (a training run, a batch job) whose rank passes `only` (every row without it), in rank
 * order: the rows `calc --work --json` gives (`rows`), worded in the page's language.
 */
export function rankedRows(
  t: RankedWork,
  money: Money,
  only: (rank: number, row: { pareto: boolean }) => boolean = () => true,
): RankedRow[] {
  const lang = money.lang;
  const c = words(lang).whatIf.choice;
  const w = words(lang).whatIf.work;
  const tj = words(lang).tables.job;
  const both = repeats(t);
  return t.ranking.rows.flatMap((x, i) => {
    const rank = i + 1;
    if (!only(rank, x)) return [];
    const gpus = x.gpusUsed === x.gpusPaid
      ? String(x.gpusUsed)
      : tj.gpusOfPaid(x.gpusUsed, x.gpusPaid);
    return [{
      rank,
      id: x.id,
      charge: x.charge,
      gpusUsed: x.gpusUsed,
      units: x.units,
      hours: x.hours,
      gpuHours: x.billedHours * x.gpusPaid,
      cost: x.cny / money.cnyPerUnit,
      perMillion: x.cnyPerMillion / money.cnyPerUnit,
      pareto: x.pareto,
      cells: [
        String(rank),
        `${x.label} (${x.id})`,
        sayPricing(x.pricingModel, { lang }),
        w.gpusUnits(gpus, x.units),
        sayPaysFor(x, lang),
        formatNumber(x.hours, 2, lang),
        formatNumber(x.billedHours * x.gpusPaid, 2, lang),
        ...(both ? [amount(x.oneJobCny, money), amount(x.cny, money)] : [amount(x.cny, money)]),
        perMillionText(x.cnyPerMillion, money),
        x.pareto ? c.onFront : "",
      ],
    }];
  });
}

/** One way to serve a load as the page shows it, with the numbers behind its cells. */
export interface ServingRow {
  /** Its place in the list, from 1. */
  rank: number;
  /** The offering's or machine's id. */
  id: string;
  /** How its speed is known: `measured`, `peak` or `estimate`. */
  basis: string;
  /** GPUs a replica of the model takes. */
  replicaGpus: number;
  /** GPUs wanted in the busiest hour. */
  peakGpus: number;
  /** GPU-hours a day. */
  gpuHoursPerDay: number;
  /** A month of the load, in the page's currency; `null` where not known. */
  perMonth: number | null;
  /** A million output tokens, in the page's currency; `null` where not known. */
  perMillion: number | null;
  /** A million input, output and blended tokens (`calc --work --json`'s `perMillion`), in the page's currency. */
  split: { input: number | null; output: number | null; blended: number | null };
  /** The cells, in the order of {@linkcode servingColumns}. */
  cells: string[];
}

/** The headers of a serving load's ways, money in the page's currency. */
export function servingColumns(money: Money): string[] {
  const c = words(money.lang).whatIf.choice;
  const w = words(money.lang).whatIf.work;
  return [
    c.colRank,
    c.colWay,
    c.colPricing,
    w.colBasis,
    w.colReplica,
    w.colPeak,
    w.colGpuHoursDay,
    w.colMonth(money.currency),
    w.colOutputPerMillion(money.currency),
    words(money.lang).serving.whatIf.colSplit(money.currency),
  ];
}

/** The ways of a serving load whose place passes `only` (every way without it), in order, as `calc --work --json`'s `ways`. */
export function servingRows(
  s: ServingResult,
  money: Money,
  only: (rank: number) => boolean = () => true,
): ServingRow[] {
  const lang = money.lang;
  const w = words(lang).whatIf.work;
  return s.ways.flatMap((x, i) => {
    const rank = i + 1;
    if (!only(rank)) return [];
    return [{
      rank,
      id: x.id,
      basis: x.basis,
      replicaGpus: x.replicaGpus,
      peakGpus: x.peakGpus,
      gpuHoursPerDay: x.gpuHoursPerDay,
      perMonth: inCurrency(x.cnyPerMonth, money),
      perMillion: inCurrency(x.cnyPerMillion, money),
      split: {
        input: inCurrency(x.split.input, money),
        output: inCurrency(x.split.output, money),
        blended: inCurrency(x.split.blended, money),
      },
      cells: [
        String(rank),
        `${x.label} (${x.id})`,
        sayPricing(x.pricingModel, { lang }),
        w.basis[x.basis],
        String(x.replicaGpus),
        String(x.peakGpus),
        formatNumber(x.gpuHoursPerDay, 2, lang),
        amount(x.cnyPerMonth, money),
        perMillionText(x.cnyPerMillion, money),
        [x.split.input, x.split.output, x.split.blended].map((c) => perMillionText(c, money))
          .join(" / "),
      ],
    }];
  });
}

/** One part of the case's fleet, or the API beside it. */
export interface FleetRow {
  /**
   * Which: the owned GPUs, the rented overflow, the whole load; the owned GPUs, the rest sent to
   * the API and the whole load when the API takes the overflow; or the API alone.
   */
  part: "owned" | "rented" | "total" | "api-owned" | "api-sent" | "api-total" | "api";
  /**
   * A million output tokens of the part, in the page's currency; `null` where it serves none. An
   * API's: all of it over the output tokens, their input at the load's shape.
   */
  perMillion: number | null;
  /** An API row's id and its prices a million input, output and blended tokens (`apisAtLoad`). */
  api?: { id: string; input: number; output: number; blended: number };
  /** The cells: the part, its GPUs, the share of the tokens it serves, a million tokens. */
  cells: string[];
}

/** The headers of the fleet's table. */
export function fleetColumns(money: Money): string[] {
  const w = words(money.lang).whatIf.work;
  return [
    w.colPart,
    words(money.lang).whatIf.choice.colGpus,
    w.colTokens,
    w.colOutputPerMillion(money.currency),
  ];
}

/**
 * The case's fleet for a serving load (`calc --work --json`'s `fleet`): owned, rented and in all;
 * the owned fleet with the rest sent to the API instead (`toApi`): owned, sent and in all; then the
 * API row; without a fleet the API parts and row alone.
 *
 * @param names the case's machine and the offering that rents the overflow, named
 */
export function fleetRows(
  s: ServingResult,
  money: Money,
  { machine, overflow }: { machine: string; overflow: string },
): FleetRow[] {
  const lang = money.lang;
  const w = words(lang).whatIf.work;
  const dash = words(lang).whatIf.choice.missing;
  const share = (x: number) => words(lang).tables.percent(formatNumber(x * 100, 1, lang));
  // a fleet in three rows: its owned GPUs, the rest (rented, or sent to the API), the whole load
  const parts = (
    keys: readonly [FleetRow["part"], FleetRow["part"], FleetRow["part"]],
    labels: { owned: string; rest: string; restGpus: string; total: string },
    f: {
      best: { owned: number; machines: number; servedByOwned: number };
      ownedCnyPerMillion: number | null;
      restCnyPerMillion: number | null;
      totalCnyPerMillion: number;
    },
  ): FleetRow[] => [
    {
      part: keys[0],
      perMillion: inCurrency(f.ownedCnyPerMillion, money),
      cells: [
        labels.owned,
        w.ownedGpus(f.best.owned, f.best.machines),
        share(f.best.servedByOwned),
        perMillionText(f.ownedCnyPerMillion, money),
      ],
    },
    {
      part: keys[1],
      perMillion: inCurrency(f.restCnyPerMillion, money),
      cells: [
        labels.rest,
        labels.restGpus,
        share(1 - f.best.servedByOwned),
        perMillionText(f.restCnyPerMillion, money),
      ],
    },
    {
      part: keys[2],
      perMillion: inCurrency(f.totalCnyPerMillion, money),
      cells: [labels.total, dash, share(1), perMillionText(f.totalCnyPerMillion, money)],
    },
  ];
  const f = s.fleet;
  const rows: FleetRow[] = [];
  if (f) {
    rows.push(...parts(["owned", "rented", "total"], {
      owned: w.fleetOwned(machine),
      rest: w.fleetRented(`${overflow} (${f.overflowOfferingId})`),
      restGpus: w.asWanted,
      total: w.fleetTotal,
    }, { ...f, best: f.best, restCnyPerMillion: f.rentedCnyPerMillion }));
  }
  const api = s.api;
  const a = s.toApi;
  if (a && api) {
    rows.push(...parts(["api-owned", "api-sent", "api-total"], {
      owned: w.fleetOwnedWithApi(machine),
      rest: w.fleetToApi(api.provider, api.model),
      restGpus: dash,
      total: w.fleetTotalWithApi,
    }, { ...a, restCnyPerMillion: a.apiCnyPerMillion }));
  }
  // every API for the model, cheapest at the load's shape first (the first is `api`)
  for (const x of s.apis) {
    const at = s.apiSplits[x.id]!;
    const price = (cny: number) => `${perMillionText(cny, money)} ${money.currency}`;
    rows.push({
      part: "api",
      perMillion: at.allInOutput / money.cnyPerUnit,
      api: {
        id: x.id,
        input: at.input / money.cnyPerUnit,
        output: at.output / money.cnyPerUnit,
        blended: at.blended / money.cnyPerUnit,
      },
      cells: [
        words(lang).serving.whatIf.api(x.provider, x.model, price(at.input), price(at.output)),
        dash,
        dash,
        perMillionText(at.allInOutput, money),
      ],
    });
  }
  return rows;
}
