/**
 * The words of a serving load sized at its latency target (issue 48): its requests and target,
 * each way's replica and what it is bound by, the cost a million input, output and blended tokens,
 * the APIs at the load's shape, the ways no replica serves within the target, and the chart of the
 * cost against the target, as `calc --work`, notebook 10 and the what-if page show them.
 *
 * @module
 */
import { msg } from "./message.ts";

/** What stops an estimated replica's batch growing (`ServingReplica.boundBy` of an estimate). */
export const SERVING_BOUNDS = ["memory", "ttft", "tpot", "max-batch"] as const;

/** A serving load's latency words. */
export const SERVING_WORDS = {
  /** The request line's label. */
  requests: msg("Requests", "请求"),
  /** Input, output and context tokens a request, and the target (`target`, worded). */
  requestsValue: msg(
    (input: string, output: string, context: string, target: string) =>
      `${input} input and ${output} output tokens a request, ${context} tokens of context; target: ${target}`,
    (input, output, context, target) =>
      `每个请求输入 ${input} 个、输出 ${output} 个词元，上下文 ${context} 个词元；目标：${target}`,
  ),
  /** The target: a bound on the time to the first token and one per output token (`null`: none). */
  target: msg(
    (ttft: string | null, tpot: string | null) =>
      ttft === null && tpot === null ? "none (served at the full throughput)" : [
        ttft === null ? "" : `first token within ${ttft} ms`,
        tpot === null ? "" : `${tpot} ms a token at most`,
      ].filter((x) => x !== "").join(", "),
    (ttft, tpot) =>
      ttft === null && tpot === null ? "无（按满吞吐量服务）" : [
        ttft === null ? "" : `首词元不超过 ${ttft} 毫秒`,
        tpot === null ? "" : `每词元不超过 ${tpot} 毫秒`,
      ].filter((x) => x !== "").join("，"),
  ),
  /** What stops an estimated replica's batch growing. */
  bound: {
    memory: msg("memory (the KV cache)", "显存（KV 缓存）"),
    ttft: msg("the time to the first token", "首词元时间"),
    tpot: msg("the time per output token", "每输出词元时间"),
    "max-batch": msg("the largest batch tried", "所试的最大批量"),
  },
  /**
   * A way's replica: GPUs × requests in flight (`null`: not stated), measured or estimated, what
   * bounds an estimate (`null`: measured), and its latency (`null`: not stated).
   */
  replica: msg(
    (
      gpus: number,
      batch: string | null,
      measured: boolean,
      bound: string | null,
      ttft: string | null,
      tpot: string | null,
    ) =>
      `replica ${gpus} GPU${gpus === 1 ? "" : "s"}${
        batch === null ? "" : ` × ${batch} requests in flight`
      }, ${measured ? "measured" : "estimated"}${bound === null ? "" : `, bound by ${bound}`}${
        ttft === null && tpot === null
          ? ""
          : `; ${
            [ttft && `first token in ${ttft} ms`, tpot && `${tpot} ms a token`].filter(Boolean)
              .join(", ")
          }`
      }`,
    (gpus, batch, measured, bound, ttft, tpot) =>
      `副本 ${gpus} 块 GPU${batch === null ? "" : ` × ${batch} 个并发请求`}，${
        measured ? "实测" : "估算"
      }${bound === null ? "" : `，受限于${bound}`}${
        ttft === null && tpot === null
          ? ""
          : `；${
            [ttft && `首词元 ${ttft} 毫秒`, tpot && `每词元 ${tpot} 毫秒`].filter(Boolean).join(
              "，",
            )
          }`
      }`,
  ),
  /** A way's cost a million tokens: input, output and blended. */
  split: msg(
    (input: string, output: string, blended: string) =>
      `a million input tokens ${input}, output ${output}, blended ${blended}`,
    (input, output, blended) => `每百万输入词元 ${input}，输出 ${output}，合计 ${blended}`,
  ),
  /** An API's prices a million input and output tokens, and all of it over the output tokens at the load's shape. */
  api: msg(
    (provider: string, model: string, id: string, input: string, output: string, allIn: string) =>
      `API: ${provider} ${model} (${id}): ${input} a million input tokens, ${output} output; ${allIn} a million output tokens with their input, at the load's shape`,
    (provider, model, id, input, output, allIn) =>
      `API：${provider} ${model}（${id}）：每百万输入词元 ${input}，输出 ${output}；按本负载的请求形状，每百万输出词元连同其输入 ${allIn}`,
  ),
  /** The memory a replica is priced with. */
  memoryLabel: msg("Memory priced", "计价所用显存"),
  memory: msg(
    (gb: string, context: string) =>
      `${gb} GB a replica at the least (its weights and one request's KV cache at ${context} tokens, with memory kept in reserve)`,
    (gb, context) =>
      `每个副本至少 ${gb} GB（权重加一个请求在 ${context} 个词元时的 KV 缓存，并留出余量）`,
  ),
  /** Ways left out because no replica of theirs serves within the target. */
  targetMissed: msg(
    (gpu: string, n: number, target: string) =>
      `${n} way${n === 1 ? "" : "s"} on ${gpu}: no replica serves within the target (${target})`,
    (gpu, n, target) => `${gpu} 上的 ${n} 种方案：没有副本能满足目标（${target}）`,
  ),
  /** The columns of the APIs' table at the load's shape (notebook 10). */
  apiColumns: {
    api: msg("API", "API"),
    input: msg("a million input tokens", "每百万输入词元"),
    output: msg("a million output tokens", "每百万输出词元"),
    blended: msg("a million tokens, in and out", "每百万词元（输入加输出）"),
    allInOutput: msg("a million output tokens, their input included", "每百万输出词元（含其输入）"),
  },
  /** The what-if page's words of a serving load. */
  whatIf: {
    /** The figure of the load's requests and target. */
    figureRequests: msg("Requests", "请求"),
    /** The column of a way's cost a million input, output and blended tokens. */
    colSplit: msg(
      (currency: string) => `${currency} a million in / out / blended`,
      (currency) => `每百万输入 / 输出 / 合计（${currency}）`,
    ),
    /** An API at the load's shape: its prices a million input and output tokens. */
    api: msg(
      (provider: string, model: string, input: string, output: string) =>
        `API: ${provider} ${model} (a million input tokens ${input}, output ${output}; with their input at the load's shape)`,
      (provider, model, input, output) =>
        `API：${provider} ${model}（每百万输入词元 ${input}，输出 ${output}；按本负载的请求形状连同其输入）`,
    ),
  },
  /** The chart of the cost a million tokens against the bound on the time per output token. */
  chart: {
    title: msg(
      (id: string) => `${id}: cost a million output tokens against the latency target`,
      (id) => `${id}：每百万输出词元成本与延迟目标`,
    ),
    x: msg("Time per output token at most (ms) →", "每输出词元时间上限（毫秒）→"),
    y: msg(
      (currency: string) => `↑ ${currency} a million output tokens, their input included`,
      (currency) => `↑ 每百万输出词元 ${currency}（含其输入）`,
    ),
    owned: msg((machine: string) => `owning ${machine}`, (machine) => `自购 ${machine}`),
    rented: msg("the cheapest rented way", "最便宜的租用方式"),
    api: msg((provider: string) => `${provider} API`, (provider) => `${provider} API`),
    targetLabel: msg(
      (ms: string) => `the load's target: ${ms} ms`,
      (ms) => `本负载的目标：${ms} 毫秒`,
    ),
    /** The caption: what the cheapest way costs at the loosest and the tightest bound drawn. */
    caption: msg(
      (
        loose: { ms: string; way: string; price: string } | undefined,
        tight: { ms: string; way: string; price: string } | undefined,
        target: { ms: string; way: string; price: string } | undefined,
      ) =>
        [
          "Each line is a way serving the whole load alone, priced at each bound on the time between two output tokens (the time to the first token kept); an API charges the same at any bound, so its line is flat, and owning or renting dearer as the bound tightens and fewer requests share a replica.",
          loose && `At ${loose.ms} ms the cheapest is ${loose.way}, ${loose.price};`,
          tight && `at ${tight.ms} ms, ${tight.way}, ${tight.price}.`,
          target && `At the load's target (${target.ms} ms): ${target.way}, ${target.price}.`,
          "A line that stops is a way no replica of which serves within that bound.",
        ].filter(Boolean).join(" "),
      (loose, tight, target) =>
        [
          "每条线是一种单独承担全部负载的方式，按两个输出词元之间时间的每个上限计价（首词元时间不变）；API 在任何上限下收费相同，所以它的线是平的；自购或租用随上限收紧、共享一个副本的请求减少而变贵。",
          loose && `上限 ${loose.ms} 毫秒时最便宜的是${loose.way}，${loose.price}；`,
          tight && `上限 ${tight.ms} 毫秒时是${tight.way}，${tight.price}。`,
          target && `本负载的目标（${target.ms} 毫秒）下：${target.way}，${target.price}。`,
          "线中断处表示该方式没有副本能在该上限内服务。",
        ].filter(Boolean).join(""),
    ),
    alt: msg(
      (lines: number) =>
        `Line chart: ${lines} ways' cost a million output tokens against the time per output token`,
      (lines) => `折线图：${lines} 种方式每百万输出词元的成本与每输出词元时间`,
    ),
  },
} as const;
