/**
 * A serving load sized at its latency target, in words (issue 48): its requests and target, each
 * way's replica (GPUs × requests in flight, what bounds it, measured or estimated), its cost a
 * million input, output and blended tokens, each API at the load's shape, and the memory a replica
 * is priced with. Every figure is the engine's (`serveLoad()` of `lib/scenario/serving.ts`); these
 * functions only word them, in the reader's currency and language.
 *
 * @module
 */
import type { ApiPrice } from "../data/load.ts";
import type { PerMillionSplit, ServingResult, ServingWay } from "../scenario/work.ts";
import type { ServingReplica } from "../scenario/serving_target.ts";
import { CNY, formatNumber, formatPerMillion, type Money } from "./format.ts";
import type { Lang } from "../lang.ts";
import { words } from "../words/messages.ts";
import { SERVING_BOUNDS } from "../words/messages/serving.ts";

const t = (lang: Lang) => words(lang).serving;

/** Milliseconds as a person reads them: whole above 10, one decimal below. */
function ms(x: number, lang: Lang): string {
  return formatNumber(x, Math.abs(x) < 10 ? 1 : 0, lang);
}

/** A latency target in words: each bound it sets, or none. */
export function sayTarget(target: ServingResult["target"], lang: Lang = "en"): string {
  return t(lang).target(
    target.ttftMs === null ? null : ms(target.ttftMs, lang),
    target.tpotMs === null ? null : ms(target.tpotMs, lang),
  );
}

/**
 * The load's requests: input and output tokens a request, the context a request holds, and the
 * target (defaults filled in by the engine).
 *
 * @example
 * ```ts
 * // "1,000 input and 1,000 output tokens a request, 2,000 tokens of context; target: first
 * // token within 1,000 ms, 50 ms a token at most"
 * ```
 */
export function sayRequests(
  result: Pick<ServingResult, "shape" | "target">,
  lang: Lang = "en",
): string {
  const n = (x: number) => formatNumber(x, 0, lang);
  const s = result.shape;
  return t(lang).requestsValue(
    n(s.inputTokens),
    n(s.outputTokens),
    n(s.contextTokens),
    sayTarget(result.target, lang),
  );
}

/** What bounds an estimated replica (`undefined`: a measurement, or a bound the catalogue lacks). */
export function sayBound(boundBy: string, lang: Lang = "en"): string | undefined {
  const known = SERVING_BOUNDS.find((b) => b === boundBy);
  return known === undefined ? undefined : t(lang).bound[known];
}

/**
 * The replica a way serves at: its GPUs, requests in flight, measured or estimated, what bounds an
 * estimate (the replica's `boundBy`, where known) and its time to the first token and per output
 * token.
 */
export function sayReplica(
  way: ServingWay,
  replica: Pick<ServingReplica, "boundBy"> | undefined,
  lang: Lang = "en",
): string {
  const opt = (x: number | undefined, f: (x: number) => string) => x === undefined ? null : f(x);
  const estimate = way.basis === "estimate";
  return t(lang).replica(
    way.replicaGpus,
    opt(way.batch, (b) => formatNumber(b, Number.isInteger(b) ? 0 : 1, lang)),
    !estimate,
    estimate && replica !== undefined ? sayBound(replica.boundBy, lang) ?? null : null,
    opt(way.ttftMs, (x) => ms(x, lang)),
    opt(way.tpotMs, (x) => ms(x, lang)),
  );
}

/** The replica of `replicas` a way serves at: the one of its size and speed. */
export function replicaOf(
  way: Pick<ServingWay, "replicaGpus" | "perSecondPerGpu">,
  replicas: readonly ServingReplica[] | undefined,
): ServingReplica | undefined {
  return replicas?.find((r) => r.gpus === way.replicaGpus && r.perSecond === way.perSecondPerGpu);
}

/** A cost a million input, output and blended tokens (CNY, as the engine gives it). */
export function saySplit(split: PerMillionSplit, money: Money = CNY): string {
  return t(money.lang).split(
    formatPerMillion(split.input, money),
    formatPerMillion(split.output, money),
    formatPerMillion(split.blended, money),
  );
}

/** An API's prices a million input and output tokens, and all of it over the output at the load's shape. */
export function sayApiAtLoad(
  api: Pick<ApiPrice, "id" | "provider" | "model">,
  split: PerMillionSplit,
  money: Money = CNY,
): string {
  return t(money.lang).api(
    api.provider,
    api.model,
    api.id,
    formatPerMillion(split.input, money),
    formatPerMillion(split.output, money),
    formatPerMillion(split.allInOutput, money),
  );
}

/** The memory a replica is priced with: its weights and one request's KV cache at the full context. */
export function sayServingMemory(
  result: Pick<ServingResult, "memoryGb" | "shape">,
  lang: Lang = "en",
): string {
  return t(lang).memory(
    formatNumber(result.memoryGb, 1, lang),
    formatNumber(result.shape.contextTokens, 0, lang),
  );
}
