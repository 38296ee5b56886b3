/**
 * `deno task calc --work ID [--scenario NAME] [-p NAME=VALUE ...] [--params FILE] [--data DIR]
 * [--json]`, or `calc --work -p model_params=7e9 -p tokens=2e9 -p method=lora`: a work as users
 * state it (a training run, a serving load or a batch inference job of `work.csv`, or one stated
 * by the parameters) priced on every offering and machine of the data folder, under the case of
 * the parameters (its machine, site, finance, horizon), which the work keeps busy.
 *
 * JSON fields (money in `currency`, as `calc --json`):
 * - `work`: `{id, kind, modelParams, precision, memoryGb}` and its kind's own figures
 *   (`WorkKindRecord.facts`): a training run's `{tokens, method, mfu, flops, runsPerMonth}`, a
 *   serving load's `{tokensPerDay, peakFactor}`, a batch job's `{batchTokens, deadlineHours}`
 * - `scenario`, `currency`, `cnyPerUnit`; `machineHoursPerDay`: the hours a day the work keeps the
 *   case's machine busy (`null` when the machine cannot do it); `breakEven`: owning the case's
 *   machine against its offering at those hours (`calc --json`'s `breakEven.consistent`)
 * - a training run or a batch job: `rows`, every way to run it once, ranked by cost: `{kind, id,
 *   label, gpuModel, pricingModel, gpusUsed, units, copies, hours, gpuHours, cost,
 *   costPerMillionTokens, charge, basis}`
 *   (`units`: whole instances or machines its memory needs, times `copies`, the copies of a batch
 *   job side by side that meet its deadline (1 otherwise); `hours`: from start to finish, spot's
 *   wait for capacity after each interruption included; `gpuHours`: the GPU-hours paid, the hours
 *   billed without that wait × the GPUs paid, every one of which a training run uses; `basis`: how
 *   the GPU's speed is known, `measured`, `peak` or `estimate`), `excluded` (`{kind, id, label, gpuModel, reason,
 *   message}` and the reason's figures: `neededGb` and `hasGb` for `memory`; `neededGb`, `gpus`,
 *   `unitGpus`, `mostGpus` for `spread`, a model over more GPUs than the way links), `cheapest`,
 *   `fastest`
 * - a serving load: `ways`, serving it all each way alone, cheapest a million tokens first:
 *   `{kind, id, label, gpuModel, pricingModel, basis, replicaGpus, perSecondPerGpu, batch, ttftMs,
 *   tpotMs, prefillShare, peakGpus, gpuHoursPerDay, costPerMonth, costPerMillionTokens, perMillion}`
 *   (`perMillion`: `{input, output, blended, allInOutput}`, the text's input/output/blended line);
 *   `requests` (`{inputTokens, outputTokens, contextTokens}`), `target` (`{ttftMs, tpotMs}`, `null`
 *   for no bound), `inputTokens`, `outputTokens` over the horizon, `apisAtLoad` (each API's
 *   `perMillion` at the load's shape, by id); `excluded` (`{kind, id, gpuModel, reason}`: `no-speed`,
 *   `target` with the `ttftMs` and `tpotMs` no replica meets, or `spread` with the `gpus` a replica needs linked and the `unitGpus` of the way); `fleet`: the case's owned fleet by the hybrid
 *   rule (`{ownedGpus, machines, overflowOfferingId, ownedCostPerMillion, rentedCostPerMillion,
 *   totalCostPerMillion, ownedShare}`, `null` where the machine or its overflow cannot serve it);
 *   `toApi`: the case's owned fleet with the rest sent to the API instead (`{ownedGpus, machines,
 *   apiId, ownedShare, ownedCostPerMillion, apiCostPerMillion, totalCostPerMillion}`, `null`
 *   without an API row or where the machine cannot serve it)
 * - `api`: a serving load's API row beside it (`{id, provider, model, inputPerMillion,
 *   outputPerMillion}`), `null` without one; `apis`: every API for the model of a serving load or
 *   a batch job, cheapest output first
 *
 * @module
 */
import { CALC_JSON_VERSION } from "./json_version.ts";
import type { Dataset } from "../data/load.ts";
import { formatNumber } from "../present/format.ts";
import { sayExcluded, sayReason } from "../present/job_ranking.ts";
import { sayServingExcluded } from "../present/work.ts";
import {
  replicaOf,
  sayApiAtLoad,
  sayReplica,
  sayRequests,
  sayServingMemory,
  saySplit,
} from "../present/serving.ts";
import type { Money } from "../present/format.ts";
import { langOf, type ParameterValues } from "../params.ts";
import {
  kindOf,
  type PerMillionSplit,
  type RankedWork,
  servedSpeedOf,
  type ServingResult,
  type ServingWay,
  WORK_KIND_RECORDS,
  WORK_KINDS,
} from "../scenario/work.ts";
import { type WorkPriced, workPriced } from "../scenario/work_priced.ts";
import type { ServingReplica } from "../scenario/serving_target.ts";
import { sayWaysOf, sayWorkBrief, sayWorkMemory } from "../present/work_kinds.ts";
import { caseResults } from "../scenario/case_results.ts";
import type { CaseAnswer } from "../scenario/answer.ts";
import { answerRows, type WayNames } from "../present/answer.ts";
import { answerJson } from "./answer_json.ts";
import type { BreakEven } from "../model/breakeven.ts";
import { ParameterError } from "../params.ts";
import { parseCommandLine } from "./main.ts";
import { PARAMETER_OPTIONS, parametersFromCommandLine, withCase } from "./parameters.ts";
import { datasetOrExit } from "./dataset.ts";
import type { ApiPrice } from "../data/load.ts";
import { padEndToWidth, twoColumns } from "./columns.ts";
import type { Lang } from "../lang.ts";
import { words } from "../words/messages.ts";

/** Whether a `calc` command line asks for a work. */
export function isWorkCommand(args: readonly string[]): boolean {
  return args.some((a) => a === "--work" || a.startsWith("--work="));
}

/** A work priced under a case (`workPriced()`, as the what-if page prices it): what `calc --work` prints. */
export interface WorkCalculation extends WorkPriced {
  /** The case's one answer: the work priced on whole units, as every view shows it. */
  answer: CaseAnswer;
  /** The machines, offerings and APIs the answer's ways are named by. */
  names: WayNames;
  /** The data folder it was priced on. */
  dataset: Dataset;
  /** The case's scenario. */
  scenario: string;
  /** The currency money is printed in, and CNY per unit of it. */
  currency: string;
  /** CNY per unit of `currency`. */
  cnyPerUnit: number;
  /** Owning the case's machine against its offering at those hours. */
  breakEven: BreakEven;
}

/**
 * The work of `parameters` (`work`, or the parameters that state one) under their case, opened as
 * `calc` opens it. A case that states no work, or an unknown one, is an {@linkcode InputError}.
 */
export function calculateWork(dataset: Dataset, parameters: ParameterValues): WorkCalculation {
  return withCase("price the work", dataset, parameters, (c) => {
    const work = c.work;
    if (work === undefined) {
      throw new ParameterError({
        kind: "noWork",
        // the field beside model_params that states each kind (the first it needs); a kind
        // that parameters alone cannot state (a mix: rows of work.csv) is named by --work only
        kinds: WORK_KINDS.flatMap((kind) => {
          const field = WORK_KIND_RECORDS[kind].needs.find((n) => n !== "model_params");
          return field === undefined ? [] : [{ kind, field }];
        }),
      });
    }
    const r = caseResults(c);
    return {
      ...workPriced(work, r),
      answer: r.answer,
      names: c.dataset,
      dataset: c.dataset,
      scenario: c.applied.scenario.id,
      currency: c.currency,
      cnyPerUnit: c.cnyPerUnit,
      breakEven: r.consistent.breakEven,
    };
  });
}

/** `calc --work --json`: the fields the module's documentation lists, money in the run's currency. */
export function workJson(w: WorkCalculation): Record<string, unknown> {
  const rate = w.cnyPerUnit;
  const work = w.work;
  const base = {
    id: work.id,
    kind: work.kind,
    modelParams: work.modelParams,
    precision: work.precision,
    memoryGb: w.memoryGb,
  };
  const api = w.serving?.api;
  return {
    version: CALC_JSON_VERSION,
    work: { ...base, ...kindOf(work).facts(work) },
    scenario: w.scenario,
    currency: w.currency,
    cnyPerUnit: rate,
    machineHoursPerDay: w.machineHoursPerDay ?? null,
    breakEven: w.breakEven,
    answer: answerJson(w.answer, { currency: w.currency, cnyPerUnit: rate, lang: "en" }),
    ...(w.ranked ? rankedJson(w.ranked, rate) : {}),
    ...(w.serving ? servingJson(w.serving, rate) : {}),
    api: api === undefined ? null : apiJson(api, rate),
    apis: (w.serving?.apis ?? w.ranked?.apis ?? []).map((a) => apiJson(a, rate)),
    ...(w.ranked && w.ranked.apis.length > 0
      ? {
        apisAtLoad: Object.fromEntries(
          Object.entries(w.ranked.apiSplits).map(([id, x]) => [id, splitJson(x, rate)]),
        ),
      }
      : {}),
  };
}

function apiJson(api: ApiPrice, rate: number) {
  return {
    id: api.id,
    provider: api.provider,
    model: api.model,
    inputPerMillion: api.inputCnyPerMillion / rate,
    outputPerMillion: api.outputCnyPerMillion / rate,
  };
}

function rankedJson(t: RankedWork, rate: number) {
  const gpu = (r: RankedWork["ranking"]["rows"][number]) => r.billedHours * r.gpusPaid;
  const pick = (p: RankedWork["ranking"]["cheapest"]) =>
    p.kind === "found" ? { kind: p.kind, id: p.row.id } : { kind: p.kind, reason: p.reason };
  return {
    rows: t.ranking.rows.map((r) => ({
      kind: r.kind,
      id: r.id,
      label: r.label,
      gpuModel: r.gpuModel,
      pricingModel: r.pricingModel,
      gpusUsed: r.gpusUsed,
      units: r.units,
      copies: r.copies,
      hours: r.hours,
      gpuHours: gpu(r),
      cost: r.cny / rate,
      costPerMillionTokens: r.cnyPerMillion / rate,
      charge: r.charge,
      basis: t.basis[r.id] ?? "estimate",
    })),
    excluded: t.ranking.excluded.map((e) => ({ ...e, message: sayReason(e) })),
    cheapest: pick(t.ranking.cheapest),
    fastest: pick(t.ranking.fastest),
  };
}

/** A cost a million tokens in the run's currency: input, output, blended, and all of it over the output. */
function splitJson(x: PerMillionSplit, rate: number) {
  return {
    input: x.input / rate,
    output: x.output / rate,
    blended: x.blended / rate,
    allInOutput: x.allInOutput / rate,
  };
}

function servingJson(s: ServingResult, rate: number) {
  const f = s.fleet;
  const a = s.toApi;
  return {
    ways: s.ways.map((w) => ({
      kind: w.kind,
      id: w.id,
      label: w.label,
      gpuModel: w.gpuModel,
      pricingModel: w.pricingModel,
      basis: w.basis,
      replicaGpus: w.replicaGpus,
      perSecondPerGpu: w.perSecondPerGpu,
      batch: w.batch ?? null,
      ttftMs: w.ttftMs ?? null,
      tpotMs: w.tpotMs ?? null,
      prefillShare: w.prefillShare,
      unitGpus: w.unitGpus,
      peakGpus: w.peakGpus,
      gpuHoursPerDay: w.gpuHoursPerDay,
      total: w.totalCny / rate,
      costPerMonth: w.cnyPerMonth / rate,
      costPerMillionTokens: w.cnyPerMillion / rate,
      perMillion: splitJson(w.split, rate),
    })),
    excluded: s.excluded,
    requests: s.shape,
    target: s.target,
    inputTokens: s.inputTokens,
    outputTokens: s.tokens,
    apisAtLoad: Object.fromEntries(
      Object.entries(s.apiSplits).map(([id, x]) => [id, splitJson(x, rate)]),
    ),
    fleet: f === undefined ? null : {
      ownedGpus: f.best.owned,
      machines: f.best.machines,
      machineGpus: f.machineGpus,
      overflowOfferingId: f.overflowOfferingId,
      overflowUnitGpus: f.overflowUnitGpus,
      peakRentedUnits: f.peakRentedUnits,
      ownedShare: f.best.servedByOwned,
      ownedCostPerMillion: f.ownedCnyPerMillion === null ? null : f.ownedCnyPerMillion / rate,
      rentedCostPerMillion: f.rentedCnyPerMillion === null ? null : f.rentedCnyPerMillion / rate,
      totalCostPerMillion: f.totalCnyPerMillion / rate,
      total: f.totalCny / rate,
    },
    toApi: a === undefined ? null : {
      ownedGpus: a.best.owned,
      machines: a.best.machines,
      apiId: a.apiId,
      ownedShare: a.best.servedByOwned,
      ownedCostPerMillion: a.ownedCnyPerMillion === null ? null : a.ownedCnyPerMillion / rate,
      apiCostPerMillion: a.apiCnyPerMillion === null ? null : a.apiCnyPerMillion / rate,
      totalCostPerMillion: a.totalCnyPerMillion / rate,
      total: a.totalCny / rate,
    },
  };
}

/**
 * `calc --work` as text: the work, its machine hours, and its ways, money in the run's currency,
 * words in `lang`.
 */
export function workText(w: WorkCalculation, top = 15, lang: Lang = "en"): string {
  const t = words(lang).commands.calcWork;
  const rate = w.cnyPerUnit;
  const n = (x: number, digits: number) => formatNumber(x, digits, lang);
  const m = (cny: number) => `${n(cny / rate, 2)} ${w.currency}`;
  // a price a million tokens: three decimals below 10 (0.355 and 0.363 both read 0.36 in two)
  const pm = (cny: number) => {
    const x = cny / rate;
    return `${n(x, Math.abs(x) < 10 ? 3 : 2)} ${w.currency}`;
  };
  const work = w.work;
  const apiLine = (a: ApiPrice) => t.api(a.provider, a.model, a.id, pm(a.outputCnyPerMillion));
  const colon = words(lang).common.colon;
  const lines: [string, string][] = [
    [t.work, `${work.id}${colon}${sayWorkBrief(work, lang)}`],
    // a serving load's memory is the replica's it is priced with, at its context (below)
    ...(w.serving === undefined ? [[t.memory, sayWorkMemory(work, lang)] as [string, string]] : [
      [words(lang).serving.requests, sayRequests(w.serving, lang)] as [string, string],
      [words(lang).serving.memoryLabel, sayServingMemory(w.serving, lang)] as [string, string],
    ]),
    [
      t.case,
      t.caseValue(
        w.scenario,
        w.machineHoursPerDay === undefined ? null : n(w.machineHoursPerDay, 2),
      ),
    ],
  ];
  lines.push(
    ...answerRows(w.answer, {
      names: w.names,
      money: { currency: w.currency, cnyPerUnit: rate, lang },
      work,
    }).map((x): [string, string] => [x.label, x.value]),
  );
  const out = [twoColumns(lines)];
  if (w.ranked) {
    const rows = w.ranked.ranking.rows.slice(0, top);
    const heading = sayWaysOf(work, { n: w.ranked.ranking.rows.length, top }, lang).heading;
    out.push(
      "",
      t.waysHeading(heading, w.currency),
      ...rows.map((r, i) =>
        `${String(i + 1).padStart(3)}  ${r.id.padEnd(28)} ${
          padEndToWidth(t.gpus(r.gpusUsed, r.copies, r.units), 30)
        } ${t.hours(n(r.hours, 1).padStart(10))}  ${m(r.cny).padStart(16)}  ${
          t.perMillion(pm(r.cnyPerMillion).padStart(12))
        }`
      ),
    );
    for (const line of sayExcluded(w.ranked.ranking.excluded, { lang })) {
      out.push(t.leftOut(line));
    }
    for (const a of w.ranked.apis) out.push(apiLine(a));
  }
  if (w.serving) {
    const money = { currency: w.currency, cnyPerUnit: rate, lang };
    const speed = servedSpeedOf(w.dataset, w.serving.work);
    out.push(
      ...servingLines(w.serving, {
        top,
        lang,
        money,
        m,
        pm,
        replicas: (x) => speed.gpu(x.id, x.gpuModel)?.replicas,
      }),
    );
  }
  return out.join("\n");
}

/**
 * A serving load's lines of `calc --work` below the work (whose requests and target, and the memory
 * a replica is priced with, are lines of the first block): its ways ranked (each with its replica and its cost a million input, output and blended
 * tokens), those left out, the case's fleet, and each API at the load's shape.
 */
function servingLines(
  s: ServingResult,
  { top, lang, money, m, pm, replicas }: {
    top: number;
    lang: Lang;
    money: Money;
    m: (cny: number) => string;
    pm: (cny: number) => string;
    /** The replica sizes a way's GPU serves the load at (the engine's), for what bounds each. */
    replicas: (way: ServingWay) => readonly ServingReplica[] | undefined;
  },
): string[] {
  const t = words(lang).commands.calcWork;
  const colon = words(lang).common.colon;
  const out = [
    "",
    t.servingHeading(money.currency),
    ...s.ways.slice(0, top).flatMap((x, i) => [
      `${String(i + 1).padStart(3)}  ${x.id.padEnd(28)} ${
        padEndToWidth(t.peakGpus(x.peakGpus), 20)
      } ${t.perMonth(m(x.cnyPerMonth).padStart(16))}  ${
        t.perMillion(pm(x.cnyPerMillion).padStart(12))
      } ${t.basis(x.basis)}`,
      `${" ".repeat(5)}${sayReplica(x, replicaOf(x, replicas(x)), lang)}${colon}${
        saySplit(x.split, money)
      }`,
    ]),
  ];
  for (const line of sayServingExcluded(s, { lang })) out.push(t.leftOut(line));
  if (s.fleet) {
    const b = s.fleet.best;
    out.push(
      t.fleet(
        b.owned,
        t.machines(b.machines),
        b.rent > 0
          ? { offering: s.fleet.overflowOfferingId, unitGpus: s.fleet.overflowUnitGpus }
          : null,
        pm(s.fleet.totalCnyPerMillion),
      ),
    );
  }
  if (s.toApi) {
    const b = s.toApi.best;
    out.push(
      t.toApi(
        s.toApi.apiId,
        b.owned,
        t.machines(b.machines),
        formatNumber(b.servedByOwned * 100, 1, lang),
        pm(s.toApi.totalCnyPerMillion),
      ),
    );
  }
  for (const a of s.apis) out.push(sayApiAtLoad(a, s.apiSplits[a.id]!, money));
  return out;
}

/** Runs `calc --work`: prints the work priced, as text or JSON. */
export async function calcWork(args: string[]): Promise<void> {
  // `--work` alone: the work the parameters state (-p model_params=7e9 -p tokens=2e9)
  const given = args.flatMap((a, i) =>
    a === "--work" && (i + 1 === args.length || args[i + 1]!.startsWith("-")) ? [a, ""] : [a]
  );
  const { values } = parseCommandLine("calc", given, {
    work: { type: "string" },
    data: { type: "string", default: "data" },
    json: { type: "boolean", default: false },
    ...PARAMETER_OPTIONS,
  });
  const parameters = await parametersFromCommandLine("price the work", values);
  if (typeof values.work === "string" && values.work !== "") parameters.work = values.work;
  const fxDate = typeof parameters.fx_date === "string" ? parameters.fx_date : undefined;
  const d = await datasetOrExit(values.data, { fxDate, lang: langOf(parameters) });
  const w = calculateWork(d, parameters);
  console.log(
    values.json ? JSON.stringify(workJson(w), null, 2) : workText(w, 15, langOf(parameters)),
  );
}
