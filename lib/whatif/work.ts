/**
 * The what-if page's work, pure (no DOM, no `Deno`): the fields a training run and a serving
 * load are stated with (the parameters of `lib/params.ts`, as `-p` takes them), a value typed
 * read as `-p` reads it, the parameters the page passes for the work it shows, its link, and the
 * work priced under the page's case as `calc --work` prices it (`lib/scenario/work.ts`): the
 * rows the page shows, money in its currency, words in its language.
 *
 * @module
 */
import type { Dataset, Work } from "../data/load.ts";
import { ParameterError, PARAMETERS, type ParameterValues, parseAssignment } from "../params.ts";
import type { ResolvedScenario } from "../scenario/resolve.ts";
import {
  rankTraining,
  serveLoad,
  type ServingResult,
  type TrainingRanking,
  WORK_PARAMETERS,
  workHoursPerDay,
  workMemoryGb,
} from "../scenario/work.ts";
import { TRAINING_METHODS, WORK_DEFAULTS } from "../model/work.ts";
import { formatNumber, type Money } from "../present/format.ts";
import { sayPaysFor, sayPricing } from "../present/job_ranking.ts";
import { words } from "../words/messages.ts";
import type { Refusal } from "./refusals.ts";

/** A training run or a serving load. */
export type WorkKind = Work["kind"];

/**
 * The fields of each kind of work, in the order the page shows them: the parameters `workOf()`
 * of `lib/scenario/work.ts` reads for it (a field of the other kind would make it the other kind).
 */
export const WORK_FIELDS: Readonly<Record<WorkKind, readonly string[]>> = {
  training: ["model_params", "tokens", "method", "mfu", "precision", "runs_per_month"],
  serving: ["model_params", "tokens_per_day", "peak_factor", "precision"],
};

/** The fields a work stated by the reader alone cannot do without (`workOf()` refuses it). */
export const WORK_NEEDS: Readonly<Record<WorkKind, readonly string[]>> = {
  training: ["model_params", "tokens"],
  serving: ["model_params", "tokens_per_day"],
};

/**
 * The work the page states: a row of `work.csv` or the reader's own, its kind, and the fields the
 * reader gave.
 */
export interface WorkState {
  /** A row of `work.csv`; `undefined` for a work of the reader's own, or none. */
  id?: string;
  /** The work's kind (a row's own, or the reader's choice); `undefined`: no work. */
  kind?: WorkKind;
  /** The fields the reader gave, as `-p` reads them (numbers as numbers). */
  fields: ParameterValues;
}

/** No work: the hours of the schedule. */
export const NO_WORK: WorkState = { fields: {} };

/**
 * The parameters the page passes for `state`: `work` and the fields of its kind the reader gave;
 * nothing for a work of the reader's own that lacks a field it needs (`missing` names them).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { workParameters } from "./work.ts";
 *
 * // a training run of the reader's own: a serving load's field is not passed, the tokens needed
 * const fields = { model_params: 7e9, tokens_per_day: 1e6 };
 * assert.deepEqual(workParameters({ kind: "training", fields }), {
 *   parameters: {},
 *   missing: ["tokens"],
 * });
 * assert.deepEqual(
 *   workParameters({ kind: "training", fields: { ...fields, tokens: 2e9 } }).parameters,
 *   { model_params: 7e9, tokens: 2e9 },
 * );
 * ```
 */
export function workParameters(
  state: WorkState,
): { parameters: ParameterValues; missing: string[] } {
  const kind = state.kind;
  if (kind === undefined) return { parameters: {}, missing: [] };
  const fields = Object.fromEntries(
    WORK_FIELDS[kind].filter((n) => state.fields[n] !== undefined).map((n) => [
      n,
      state.fields[n],
    ]),
  );
  if (state.id !== undefined) return { parameters: { work: state.id, ...fields }, missing: [] };
  const missing = WORK_NEEDS[kind].filter((n) => fields[n] === undefined);
  return { parameters: missing.length > 0 ? {} : fields, missing };
}

/**
 * Reads what a reader typed or chose for the work's field `name`, with the rules and words of `-p`
 * (`7e9`, `40%` for a fraction).
 *
 * @returns the value, or the refusal `-p` gives (with the values a text field takes)
 */
export function readWorkField(
  name: string,
  text: string,
): { ok: true; value: string | number } | { ok: false; refusal: Refusal } {
  try {
    return { ok: true, value: parseAssignment(`${name}=${text}`)[1] };
  } catch (error) {
    if (!(error instanceof ParameterError)) throw error;
    const choices = PARAMETERS.find((p) => p.name === name)?.choices;
    return {
      ok: false,
      refusal: {
        kind: "value",
        name,
        found: text.trim(),
        message: error.message,
        ...(choices ? { choices } : {}),
      },
    };
  }
}

/**
 * The work of a link's pairs (`work`, and the fields, as `splitHash` of `hash.ts` gives them):
 * a work `work.csv` lacks, and a value `-p` refuses, left out and listed with the words of `-p`.
 * A work of the reader's own is a serving load when it gives a serving load's own field.
 */
export function readWorkLink(
  pairs: Readonly<Record<string, string>>,
  dataset: Pick<Dataset, "works">,
): { state: WorkState; refusals: Refusal[] } {
  const refusals: Refusal[] = [];
  const fields: ParameterValues = {};
  let id: string | undefined;
  for (const [name, text] of Object.entries(pairs)) {
    if (name === "work") {
      const ids = dataset.works.map((w) => w.id);
      if (ids.includes(text)) id = text;
      else {
        refusals.push({
          kind: "value",
          name,
          found: text,
          choices: ids,
          message: `Parameter work: found ${JSON.stringify(text)}, expected one of ${
            ids.join(", ")
          }`,
        });
      }
      continue;
    }
    const read = readWorkField(name, text);
    if (read.ok) fields[name] = read.value;
    else refusals.push(read.refusal);
  }
  const row = dataset.works.find((w) => w.id === id);
  if (row !== undefined) return { state: { id, kind: row.kind, fields }, refusals };
  if (Object.keys(fields).length === 0) return { state: NO_WORK, refusals };
  const serving = WORK_FIELDS.serving.some((n) =>
    fields[n] !== undefined && !WORK_FIELDS.training.includes(n)
  );
  return { state: { kind: serving ? "serving" : "training", fields }, refusals };
}

/** A number as a person types it: `7e9` for 7,000,000,000 (a million and more), `0.4`, `2000`. */
export function typedNumber(x: number): string {
  const plain = String(x);
  const exponent = x.toExponential().replace("e+", "e");
  return Math.abs(x) >= 1e6 && Number(exponent) === x && exponent.length < plain.length
    ? exponent
    : plain;
}

/**
 * The link's pairs of `state`: `work`, then the fields of its kind the reader gave, in the order
 * of `lib/params.ts`, numbers as a person types them.
 */
export function workLink(state: WorkState): [string, string][] {
  const names = state.kind === undefined ? [] : WORK_FIELDS[state.kind];
  return [
    ...(state.id === undefined ? [] : [["work", state.id] as [string, string]]),
    ...PARAMETERS.filter((p) => names.includes(p.name) && state.fields[p.name] !== undefined)
      .map((p): [string, string] => [p.name, fieldText(state.fields[p.name])]),
  ];
}

/** A field's value as a person types it (`7e9`), or `""` for none. */
export function fieldText(value: string | number | undefined): string {
  return value === undefined ? "" : typeof value === "number" ? typedNumber(value) : value;
}

/**
 * The value a field of a row of `work.csv` has, as `-p` would give it; `undefined` where the row
 * leaves it to the model's default.
 */
export function rowValue(work: Work, name: string): string | number | undefined {
  switch (name) {
    case "model_params":
      return work.modelParams;
    case "precision":
      return work.precision;
    case "tokens":
      return work.kind === "training" ? work.tokens : undefined;
    case "method":
      return work.kind === "training" ? work.method : undefined;
    case "mfu":
      return work.kind === "training" ? work.mfu : undefined;
    case "runs_per_month":
      return work.kind === "training" ? work.runsPerMonth : undefined;
    case "tokens_per_day":
      return work.kind === "serving" ? work.tokensPerDay : undefined;
    case "peak_factor":
      return work.kind === "serving" ? work.peakFactor : undefined;
    default:
      return undefined;
  }
}

/** What the model takes for a field a work leaves out (`-p`'s default), `undefined` for a field it needs. */
export function fieldDefault(name: string): string | number | undefined {
  const defaults: Record<string, string | number> = {
    method: "full",
    mfu: WORK_DEFAULTS.mfu,
    precision: "bf16",
    peak_factor: 1,
  };
  return defaults[name];
}

/** The training methods `-p method=` takes, in its order. */
export const METHOD_CHOICES: readonly string[] = TRAINING_METHODS;

/** A work priced under a case, as `calc --work` prices it (`calculateWork()` of `lib/cli/work.ts`). */
export interface WorkPriced {
  /** The work. */
  work: Work;
  /** Memory it needs in all, GB (a serving load: a replica's). */
  memoryGb: number;
  /** Hours a day it keeps the case's machine busy; `undefined` when the machine cannot do it. */
  machineHoursPerDay: number | undefined;
  /** A training run ranked on every offering and machine. */
  training?: TrainingRanking;
  /** A serving load priced every way, the case's fleet and the API. */
  serving?: ServingResult;
}

/**
 * The work of a case opened as `calc --work` opens it (`openCase()`, the page's `computeWhatIf()`)
 * priced on every offering and machine of the case's data; `undefined` when the case states none.
 *
 * @param opened the case's data (its chosen rows added), its scenario applied and its work
 */
export function priceWork(
  opened: { dataset: Dataset; applied: ResolvedScenario; work: Work | undefined },
): WorkPriced | undefined {
  const { dataset, applied, work } = opened;
  if (work === undefined) return undefined;
  return {
    work,
    memoryGb: workMemoryGb(work),
    machineHoursPerDay: workHoursPerDay(dataset, work, applied),
    ...(work.kind === "training"
      ? { training: rankTraining(dataset, work, applied) }
      : { serving: serveLoad(dataset, work, applied) }),
  };
}

/** One line of the work's figures: what it is, in words, and the number behind it. */
export interface WorkFigure {
  /** What the figure is: `work`, `memory`, `compute`, `busy`. */
  key: string;
  /** Its label, in the page's language. */
  label: string;
  /** The figure in words. */
  text: string;
  /** The number behind it (GB, FLOPs, hours a day); absent for words. */
  value?: number;
}

/** The work in words: "train a model of 7 B parameters on 2 B tokens (LoRA adapters, MFU 40 %)". */
export function sayWorkStated(work: Work, lang: Money["lang"]): string {
  const t = words(lang).whatIf.work;
  const count = (n: number) => t.count(n);
  if (work.kind === "serving") {
    return t.describeServing(
      count(work.modelParams),
      count(work.tokensPerDay),
      formatNumber(work.peakFactor, 2, lang).replace(/\.?0+$/, ""),
    );
  }
  return t.describeTraining(
    count(work.modelParams),
    count(work.tokens),
    t.method[work.method],
    formatNumber((work.mfu ?? WORK_DEFAULTS.mfu) * 100, 1, lang).replace(/\.0$/, ""),
    work.runsPerMonth === undefined ? null : formatNumber(work.runsPerMonth, 0, lang),
  );
}

/**
 * The work's figures: what it is, the memory it needs, a training run's compute, and the hours
 * a day it keeps the case's machine busy (`setsHours`: whether they are the case's hours, or the
 * reader set the schedule).
 *
 * @param machine the case's machine, named
 */
export function workFigures(
  p: WorkPriced,
  money: Money,
  { machine, setsHours }: { machine: string; setsHours: boolean },
): WorkFigure[] {
  const lang = money.lang;
  const t = words(lang).whatIf.work;
  const gb = formatNumber(p.memoryGb, 1, lang);
  const hours = p.machineHoursPerDay;
  return [
    { key: "work", label: t.figureWork, text: `${p.work.id}: ${sayWorkStated(p.work, lang)}` },
    {
      key: "memory",
      label: t.figureMemory,
      text: p.work.kind === "training"
        ? t.memoryTraining(gb, p.work.precision)
        : t.memoryServing(gb, p.work.precision),
      value: p.memoryGb,
    },
    ...(p.training
      ? [{
        key: "compute",
        label: t.figureCompute,
        text: t.flops(p.training.flops.toPrecision(3).replace("e+", "e")),
        value: p.training.flops,
      }]
      : []),
    {
      key: "busy",
      label: t.figureBusy,
      text: hours === undefined
        ? t.cannotDo(machine)
        : (!setsHours ? t.busyNotUsed : hours > 24 ? t.busyOverADay : t.busy)(
          formatNumber(hours, 2, lang),
          machine,
        ),
      ...(hours === undefined ? {} : { value: hours }),
    },
  ];
}

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

/** One row of a training run's ranking as the page shows it, with the numbers behind its cells. */
export interface TrainingRow {
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
  /** GPU-hours: its hours × its GPUs. */
  gpuHours: number;
  /** What it is ranked by, in the page's currency (a run over the term where the run repeats). */
  cost: number;
  /** A million tokens, in the page's currency. */
  perMillion: number;
  /** Whether it is on the Pareto front of cost and time. */
  pareto: boolean;
  /** The cells, in the order of {@linkcode trainingColumns}. */
  cells: string[];
}

/** Whether a training run's ranking prices each run over a term (it repeats): two cost columns. */
function repeats(t: TrainingRanking): boolean {
  return t.ranking.rows.some((x) => x.perJobOverTermCny !== null);
}

/** The headers of a training run's ranking, money in the page's currency. */
export function trainingColumns(t: TrainingRanking, money: Money): string[] {
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
 * The rows of a training run's ranking whose rank passes `only` (every row without it), in rank
 * order: the rows `calc --work --json` gives (`rows`), worded in the page's language.
 */
export function trainingRows(
  t: TrainingRanking,
  money: Money,
  only: (rank: number, row: { pareto: boolean }) => boolean = () => true,
): TrainingRow[] {
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
      gpuHours: x.hours * x.gpusUsed,
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
        formatNumber(x.hours * x.gpusUsed, 2, lang),
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
  /** A million output tokens of the part, in the page's currency; `null` where it serves none. */
  perMillion: number | null;
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
    }, { ...f, best: f.hybrid.best, restCnyPerMillion: f.rentedCnyPerMillion }));
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
  if (api) {
    rows.push({
      part: "api",
      perMillion: api.outputCnyPerMillion / money.cnyPerUnit,
      cells: [
        w.api(
          api.provider,
          api.model,
          `${perMillionText(api.inputCnyPerMillion, money)} ${money.currency}`,
        ),
        dash,
        dash,
        perMillionText(api.outputCnyPerMillion, money),
      ],
    });
  }
  return rows;
}

/** The work's kinds, for a reader's own: a training run first. */
export const WORK_KINDS: readonly WorkKind[] = ["training", "serving"];

/** Whether `name` is a parameter that states a work (`work` and its fields). */
export function isWorkParameter(name: string): boolean {
  return (WORK_PARAMETERS as readonly string[]).includes(name);
}
