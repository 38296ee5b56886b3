/**
 * The words of each kind of work, one record a kind beside its model (`WORK_KIND_RECORDS` of
 * `lib/scenario/work_kinds.ts`): its name, the work in a phrase (the what-if page's list,
 * `calc --work`), as a case's demand (the answer's first row), in a sentence with its arithmetic
 * (notebook 10), the memory it needs, how its GPU-hours are counted, the heading and intro of the
 * what-if page's table of its ways; and the words of its fields: each parameter's help and label
 * and what its column of `work.csv` holds. A kind added to `Work` is a compile error here until its
 * words exist, and nothing else in `lib/words/` changes for it: the parameters' help, the page's
 * labels and the data's cell words spread these.
 *
 * A sentence takes the figures its kind's record says of a work (`said()`: numbers and ids, in no
 * language; what each kind's words take is typed here, and `lib/present/work_kinds.ts` holds the
 * records' figures to it at compile time, so that nothing here imports the model) and the report's
 * own number formats (`SayNumbers`), so these words format nothing themselves.
 *
 * @module
 */
import { type Message, msg } from "./message.ts";

/** Numbers as the report says them, in its language: handed in by `lib/present/work_kinds.ts`. */
export interface SayNumbers {
  /** `x` with `digits` decimals, grouped as the report's locale groups them. */
  number(x: number, digits: number): string;
  /** A fraction as a percentage with `digits` decimals. */
  percent(x: number, digits: number): string;
  /** A big count as the language says it: "7 B", "70 亿". */
  count(n: number): string;
  /** `x` with as few decimals as it needs, up to two: 1.5, not 1.50. */
  short(x: number): string;
}

/** What every kind's words are told of a work (`WorkSaid` of `lib/scenario/work_kinds.ts`). */
export interface WorkSaid {
  /** The work's id (of `work.csv`, or `my-work`). */
  id: string;
  /** Its description, in the report's language. */
  description: string;
  /** Parameters of the model (its largest run's, for a mix). */
  modelParams: number;
  /** The precision of its weights. */
  precision: string;
  /** GB of GPU memory it needs: in all, or a replica's. */
  memoryGb: number;
}

/** A model's bytes a parameter or weight, and the factor beyond them. */
export interface Bytes {
  /** Bytes a parameter (a training run: weights, gradients, optimizer states) or a weight. */
  bytes: number;
  /** 1 + the memory beyond them (activations, the KV cache). */
  factor: number;
}

/** What each kind's words take: its record's figures (`said()`), by kind. */
export interface SaidOf {
  /** A training run's: its tokens, method, k, MFU, FLOPs and runs a month. */
  training: WorkSaid & Bytes & {
    tokens: number;
    method: "full" | "lora" | "qlora";
    k: number;
    mfu: number;
    flops: number;
    runsPerMonth: number | undefined;
  };
  /** A serving load's: its tokens a day and peak. */
  serving: WorkSaid & Bytes & { tokensPerDay: number; peakFactor: number };
  /** A batch job's: its tokens and deadline. */
  batch: WorkSaid & Bytes & { batchTokens: number; deadlineHours: number | undefined };
  /** A mix's: its runs and a month's tokens. */
  mix: WorkSaid & {
    parts: { id: string; tokens: number; modelParams: number; runsPerMonth: number }[];
    monthlyTokens: number;
  };
}

/** What every view says of one kind of work (a type, not an interface: a catalogue section). */
export type KindWords<S extends WorkSaid> = {
  /** The kind's name: "a training run". */
  name: Message<string>;
  /** The work in a phrase: "train a model of 7 B parameters on 2 B tokens (LoRA adapters, MFU 40 %)". */
  brief: Message<(s: S, f: SayNumbers) => string>;
  /** The work as a case's demand, `years` the case's horizon: "lora-7b, 2 runs a month". */
  demand: Message<(s: S, f: SayNumbers, years: number) => string>;
  /** The work in a sentence with its arithmetic, notebook 10's. */
  sentence: Message<(s: S, f: SayNumbers) => string>;
  /** The memory it needs, `gb` formatted: in all, or a replica's. */
  memory: Message<(gb: string, precision: string) => string>;
  /** How its GPU-hours are counted, after the fewest and the most (notebook 10). */
  hoursRule: Message<string>;
  /** The what-if page's heading over its `n` ways. */
  waysHeading: Message<(n: number) => string>;
  /** What the what-if page's table of its ways shows, the first `top` in view. */
  waysIntro: Message<(top: number) => string>;
};

/** The training methods as a training run's phrase names them. */
const METHOD = {
  full: msg("full training", "全参数训练"),
  lora: msg("LoRA adapters", "LoRA 适配器"),
  qlora: msg("QLoRA adapters (4-bit weights)", "QLoRA 适配器（4 位权重）"),
};
/** The training methods as notebook 10 names them, in its sentence and its table of methods. */
export const RUN_METHOD = {
  full: msg("full training", "全参数训练"),
  lora: msg("LoRA", "LoRA 微调"),
  qlora: msg("QLoRA (4-bit weights)", "QLoRA（4 位权重）"),
};

/** `n` as "5.6 × 10¹⁹": two significant digits and a power of ten in superscript. */
function scientific(n: number): string {
  if (!(n > 0) || !Number.isFinite(n)) return String(n);
  const e = Math.floor(Math.log10(n));
  const m = Number((n / 10 ** e).toPrecision(2));
  const sup = String(e).split("").map((c) => "⁰¹²³⁴⁵⁶⁷⁸⁹"["0123456789".indexOf(c)] ?? "⁻").join("");
  return `${m} × 10${sup}`;
}

/** Who said it, and what it is: "id: description. " or "id. ". */
const head = (s: WorkSaid, colon: string, stop: string) =>
  `${s.id}${s.description === "" ? "" : `${colon}${s.description}`}${stop}`;

const TRAINING: KindWords<SaidOf["training"]> = {
  name: msg("a training run", "一次训练"),
  brief: msg(
    (s: SaidOf["training"], f: SayNumbers) =>
      `train a model of ${f.count(s.modelParams)} parameters on ${f.count(s.tokens)} tokens (${
        METHOD[s.method].en
      }, MFU ${f.short(s.mfu * 100)} %${
        s.runsPerMonth === undefined ? "" : `, ${f.number(s.runsPerMonth, 0)} runs a month`
      })`,
    (s, f) =>
      `训练 ${f.count(s.modelParams)}参数的模型，${f.count(s.tokens)}词元（${
        METHOD[s.method].zh
      }，MFU ${f.short(s.mfu * 100)}%${
        s.runsPerMonth === undefined ? "" : `，每月 ${f.number(s.runsPerMonth, 0)} 次`
      }）`,
  ),
  demand: msg(
    (s: SaidOf["training"], f: SayNumbers, years: number) =>
      s.runsPerMonth === undefined
        ? `${s.id}, run once over ${f.number(years, 0)} years`
        : `${s.id}, ${f.short(s.runsPerMonth)} runs a month`,
    (s, f, years) =>
      s.runsPerMonth === undefined
        ? `${s.id}，${f.number(years, 0)} 年内运行一次`
        : `${s.id}，每月运行 ${f.short(s.runsPerMonth)} 次`,
  ),
  sentence: msg(
    (s: SaidOf["training"], f: SayNumbers) =>
      `${head(s, ": ", ". ")}A training run of a ${f.count(s.modelParams)}-parameter model on ${
        f.count(s.tokens)
      } tokens by ${RUN_METHOD[s.method].en} at ${f.percent(s.mfu, 0)} MFU, ${
        s.runsPerMonth === undefined
          ? "once over the horizon"
          : `${f.short(s.runsPerMonth)} time${s.runsPerMonth === 1 ? "" : "s"} a month`
      }: ${s.k} × ${f.count(s.modelParams)} × ${f.count(s.tokens)} = ${
        scientific(s.flops)
      } FLOPs. It needs ${
        f.number(s.memoryGb, 1)
      } GB of GPU memory in all (${s.bytes} bytes a parameter × ${f.count(s.modelParams)} × ${
        f.number(s.factor, 1)
      }), spread over as many GPUs as hold it.`,
    (s, f) =>
      `${head(s, "：", "。")}训练一个 ${f.count(s.modelParams)}参数的模型，训练 ${
        f.count(s.tokens)
      }个词元，${RUN_METHOD[s.method].zh}，MFU ${f.percent(s.mfu, 0)}，${
        s.runsPerMonth === undefined
          ? "整个周期只运行一次"
          : `每月运行 ${f.short(s.runsPerMonth)} 次`
      }：${s.k} × ${f.count(s.modelParams)} × ${f.count(s.tokens)} = ${
        scientific(s.flops)
      } 次浮点运算。共需 ${f.number(s.memoryGb, 1)} GB 显存（每个参数 ${s.bytes} 字节 × ${
        f.count(s.modelParams)
      } × ${f.number(s.factor, 1)}），分摊到能容纳它的若干块 GPU 上。`,
  ),
  memory: msg(
    (gb: string, precision: string) =>
      `${gb} GB in all (${precision}), spread over the GPUs it runs on`,
    (gb, precision) => `共 ${gb} GB（${precision}），分布在它所用的各块 GPU 上`,
  ),
  hoursRule: msg(
    "GPU-hours are the FLOPs ÷ (peak × MFU × 3,600), whatever the GPUs they are spread over.",
    "GPU 小时 = 浮点运算次数 ÷（峰值 × MFU × 3,600），与分摊到几块 GPU 无关。",
  ),
  waysHeading: msg(
    (n: number) => `Every way to run it once, ranked by cost (${n})`,
    (n) => `运行一次的全部方式，按成本排列（${n} 种）`,
  ),
  waysIntro: msg(
    (top: number) =>
      `The rows calc --work gives for the parameters this page copies, in its order: the ${top} cheapest and the rest of the Pareto front here, the others below. A run is spread over as many whole instances or machines as hold its memory, every GPU at its MFU.`,
    (top) =>
      `与 calc 按本页复制的参数给出的各行相同，顺序相同：这里是最便宜的 ${top} 种与帕累托前沿上的其余方式，其他在下方。一次运行分布在能容纳其显存的若干整台实例或机器上，每块 GPU 都按它的 MFU 工作。`,
  ),
};

/** A replica's memory, a serving load's or a batch job's. */
const REPLICA_MEMORY = msg(
  (gb: string, precision: string) => `${gb} GB a replica of the model (${precision})`,
  (gb, precision) => `每个模型副本 ${gb} GB（${precision}）`,
);

/** The sentence on what a replica needs in GPU memory and why, a serving load's or a batch job's. */
const REPLICA_NEEDS = msg(
  (s: WorkSaid & Bytes, f: SayNumbers) =>
    `A replica needs ${f.number(s.memoryGb, 1)} GB of GPU memory (${s.bytes} byte${
      s.bytes === 1 ? "" : "s"
    } a weight × ${f.count(s.modelParams)} × ${f.number(s.factor, 1)}).`,
  (s, f) =>
    `每个副本需 ${f.number(s.memoryGb, 1)} GB 显存（每个权重 ${s.bytes} 字节 × ${
      f.count(s.modelParams)
    } × ${f.number(s.factor, 1)}）。`,
);

/**
 * What a serving load's replica holds: its weights and each request's KV cache at the load's
 * context, with memory kept free (the figure is the way's, `Memory priced`).
 */
const SERVED_REPLICA = msg(
  (s: WorkSaid & Bytes, f: SayNumbers) =>
    `A replica holds the weights (${s.bytes} byte${s.bytes === 1 ? "" : "s"} a weight × ${
      f.count(s.modelParams)
    }) and each request's KV cache at its context, with a tenth of the memory kept free.`,
  (s, f) =>
    `每个副本装下权重（每个权重 ${s.bytes} 字节 × ${
      f.count(s.modelParams)
    }）和每个请求在其上下文长度下的 KV 缓存，并留出十分之一的显存。`,
);

const SERVING: KindWords<SaidOf["serving"]> = {
  name: msg("a serving load", "一项推理服务"),
  brief: msg(
    (s: SaidOf["serving"], f: SayNumbers) =>
      `serve a model of ${f.count(s.modelParams)} parameters, ${
        f.count(s.tokensPerDay)
      } output tokens a day, the busiest hour ${f.short(s.peakFactor)}× the mean`,
    (s, f) =>
      `为 ${f.count(s.modelParams)}参数的模型提供推理服务，每天输出 ${
        f.count(s.tokensPerDay)
      }词元，最忙的一小时是均值的 ${f.short(s.peakFactor)} 倍`,
  ),
  demand: msg(
    (s: SaidOf["serving"], f: SayNumbers) =>
      `${s.id}: ${f.count(s.tokensPerDay)} output tokens a day, the busiest hour ${
        f.short(s.peakFactor)
      }× the mean`,
    (s, f) =>
      `${s.id}：每天 ${f.count(s.tokensPerDay)}输出词元，最忙时段为平均的 ${
        f.short(s.peakFactor)
      } 倍`,
  ),
  sentence: msg(
    (s: SaidOf["serving"], f: SayNumbers) =>
      `${head(s, ": ", ". ")}A serving load of a ${
        f.count(s.modelParams)
      }-parameter model in ${s.precision.toUpperCase()}: ${
        f.count(s.tokensPerDay)
      } output tokens a day, ${f.number(s.tokensPerDay / 86_400, 0)} a second on average and ${
        f.number(s.tokensPerDay / 86_400 * s.peakFactor, 0)
      } at the busiest hour (${f.number(s.peakFactor, 1)}× the mean). ${SERVED_REPLICA.en(s, f)}`,
    (s, f) =>
      `${head(s, "：", "。")}部署一个 ${
        f.count(s.modelParams)
      }参数的模型（${s.precision.toUpperCase()}）：每天输出 ${
        f.count(s.tokensPerDay)
      }个词元，平均每秒 ${f.number(s.tokensPerDay / 86_400, 0)} 个，最忙的一小时每秒 ${
        f.number(s.tokensPerDay / 86_400 * s.peakFactor, 0)
      } 个（平均的 ${f.number(s.peakFactor, 1)} 倍）。${SERVED_REPLICA.zh(s, f)}`,
  ),
  memory: REPLICA_MEMORY,
  hoursRule: msg(
    "GPU-hours a day are the GPUs each hour of the day wants, in whole replicas, summed.",
    "每天的 GPU 小时 = 一天中每个小时按整副本所需的 GPU 数之和。",
  ),
  waysHeading: msg(
    (n: number) => `Every way to serve all of it alone (${n})`,
    (n) => `单独承担全部负载的方式（${n} 种）`,
  ),
  waysIntro: msg(
    (top: number) =>
      `The ways calc --work gives for the parameters this page copies, in its order: measured speeds (throughput.csv) first, then estimates from a GPU's memory bandwidth and peak, each cheapest a million output tokens first; an estimate is shown, never chosen over a measurement. Each serves the day's load hour by hour in whole replicas of the model; a commitment pays for the busiest hour's GPUs all month, an owned machine is bought for the busiest hour. The first ${top} here, the others below.`,
    (top) =>
      `与 calc 按本页复制的参数给出的各行相同，顺序相同：先是实测速度（throughput.csv），再是按 GPU 显存带宽与峰值算力的估算，各自按每百万输出词元的成本从低到高；估算只作展示，不会优先于实测。每种方式按整份模型副本逐小时承担一天的负载；承诺计费按最忙一小时所需的 GPU 付满整月，自购机器按最忙一小时购置。这里是前 ${top} 种，其他在下方。`,
  ),
};

const BATCH: KindWords<SaidOf["batch"]> = {
  name: msg("a batch inference job", "一项批量推理任务"),
  brief: msg(
    (s: SaidOf["batch"], f: SayNumbers) =>
      `generate ${f.count(s.batchTokens)} output tokens with a model of ${
        f.count(s.modelParams)
      } parameters${s.deadlineHours === undefined ? "" : ` within ${f.short(s.deadlineHours)} h`}`,
    (s, f) =>
      `用 ${f.count(s.modelParams)}参数的模型生成 ${f.count(s.batchTokens)}输出词元${
        s.deadlineHours === undefined ? "" : `，须在 ${f.short(s.deadlineHours)} 小时内完成`
      }`,
  ),
  demand: msg(
    (s: SaidOf["batch"], f: SayNumbers) =>
      `${s.id}: ${f.count(s.batchTokens)} output tokens in one batch${
        s.deadlineHours === undefined ? ", no deadline" : ` within ${f.short(s.deadlineHours)} h`
      }`,
    (s, f) =>
      `${s.id}：一批共 ${f.count(s.batchTokens)}输出词元${
        s.deadlineHours === undefined ? "，不限时" : `，须在 ${f.short(s.deadlineHours)} 小时内完成`
      }`,
  ),
  sentence: msg(
    (s: SaidOf["batch"], f: SayNumbers) =>
      `${head(s, ": ", ". ")}A batch inference job: ${
        f.count(s.batchTokens)
      } output tokens from a ${
        f.count(s.modelParams)
      }-parameter model in ${s.precision.toUpperCase()}, ${
        s.deadlineHours === undefined ? "with no deadline" : `within ${f.short(s.deadlineHours)} h`
      }; no latency target, so every GPU serves at its full throughput, and the job splits over as many replicas as meet the deadline. ${
        REPLICA_NEEDS.en(s, f)
      }`,
    (s, f) =>
      `${head(s, "：", "。")}一项批量推理任务：用一个 ${
        f.count(s.modelParams)
      }参数的模型（${s.precision.toUpperCase()}）生成 ${f.count(s.batchTokens)}个输出词元，${
        s.deadlineHours === undefined ? "不限时" : `须在 ${f.short(s.deadlineHours)} 小时内完成`
      }；没有延迟要求，每块 GPU 按满吞吐量工作，任务分到足以按时完成的若干副本上。${
        REPLICA_NEEDS.zh(s, f)
      }`,
  ),
  memory: REPLICA_MEMORY,
  hoursRule: msg(
    "GPU-hours are the tokens ÷ a GPU's tokens a second at full throughput ÷ 3,600, whatever the replicas they are split over.",
    "GPU 小时 = 词元数 ÷ 单块 GPU 满吞吐量时每秒的词元数 ÷ 3,600，与分到几个副本无关。",
  ),
  waysHeading: TRAINING.waysHeading,
  waysIntro: msg(
    (top: number) =>
      `The rows calc --work gives for the parameters this page copies, in its order: the ${top} cheapest and the rest of the Pareto front here, the others below. Each way runs the job on whole instances or machines that hold a replica of the model, every GPU at its full serving throughput, and on as many of them side by side as meet the deadline; the APIs for the model are in the answer above.`,
    (top) =>
      `与 calc 按本页复制的参数给出的各行相同，顺序相同：这里是最便宜的 ${top} 种与帕累托前沿上的其余方式，其他在下方。每种方式在能容纳一份模型副本的整台实例或机器上运行任务，每块 GPU 按满推理吞吐量工作，并行的份数足以按时完成；该模型的 API 见上方的结论。`,
  ),
};

/** "a and b", "a, b and c" in English; "a、b" in Chinese. */
const joinEn = (xs: readonly string[]) =>
  xs.length <= 1 ? xs.join("") : `${xs.slice(0, -1).join(", ")} and ${xs.at(-1)}`;

const MIX: KindWords<SaidOf["mix"]> = {
  name: msg("a mix of training runs", "一组训练任务"),
  brief: msg(
    (s: SaidOf["mix"], f: SayNumbers) =>
      `run ${
        joinEn(s.parts.map((p) => `${p.id} ${f.short(p.runsPerMonth)} times`))
      } a month on the same machines`,
    (s, f) =>
      `在同一批机器上每月运行 ${
        s.parts.map((p) => `${p.id} ${f.short(p.runsPerMonth)} 次`).join("、")
      }`,
  ),
  demand: msg(
    (s: SaidOf["mix"], f: SayNumbers) =>
      `${s.id}: ${
        joinEn(s.parts.map((p) => `${p.id} ${f.short(p.runsPerMonth)} times`))
      } a month, on the same machines`,
    (s, f) =>
      `${s.id}：在同一批机器上每月运行 ${
        s.parts.map((p) => `${p.id} ${f.short(p.runsPerMonth)} 次`).join("、")
      }`,
  ),
  sentence: msg(
    (s: SaidOf["mix"], f: SayNumbers) =>
      `${head(s, ": ", ". ")}A mix of training runs done on the same machines: ${
        joinEn(
          s.parts.map((p) =>
            `${p.id} (a ${f.count(p.modelParams)}-parameter model on ${f.count(p.tokens)} tokens, ${
              f.short(p.runsPerMonth)
            } times a month)`
          ),
        )
      }. A month of it is ${
        f.count(s.monthlyTokens)
      } tokens, priced as one job done every month; a machine is busy the sum of the runs' hours, and a commitment is shared by them. It needs ${
        f.number(s.memoryGb, 1)
      } GB of GPU memory, its largest run's.`,
    (s, f) =>
      `${head(s, "：", "。")}在同一批机器上完成的一组训练任务：${
        s.parts.map((p) =>
          `${p.id}（${f.count(p.modelParams)}参数的模型，${f.count(p.tokens)}个词元，每月 ${
            f.short(p.runsPerMonth)
          } 次）`
        ).join("、")
      }。每月共 ${
        f.count(s.monthlyTokens)
      }个词元，按每月完成一次的一个任务计价；机器忙碌的小时数是各次训练之和，承诺计费由它们共同分摊。需要 ${
        f.number(s.memoryGb, 1)
      } GB 显存，即其中最大一次训练所需。`,
  ),
  memory: msg(
    (gb: string, precision: string) => `${gb} GB in all (${precision}), its largest run's`,
    (gb, precision) => `共 ${gb} GB（${precision}），即其中最大一次训练所需`,
  ),
  hoursRule: msg(
    "GPU-hours are each run's FLOPs ÷ (peak × MFU × 3,600), summed over a month of the mix.",
    "GPU 小时 = 每次训练的浮点运算次数 ÷（峰值 × MFU × 3,600），按一个月的组合相加。",
  ),
  waysHeading: msg(
    (n: number) => `Every way to do a month of it, ranked by cost (${n})`,
    (n) => `完成一个月工作量的全部方式，按成本排列（${n} 种）`,
  ),
  waysIntro: msg(
    (top: number) =>
      `The rows calc --work gives for the parameters this page copies, in its order: the ${top} cheapest and the rest of the Pareto front here, the others below. Each way does every run of a month on the same whole instances or machines, which hold the largest run; a machine is busy the sum of the runs' hours.`,
    (top) =>
      `与 calc 按本页复制的参数给出的各行相同，顺序相同：这里是最便宜的 ${top} 种与帕累托前沿上的其余方式，其他在下方。每种方式在同一批能容纳最大一次训练的整台实例或机器上完成一个月的全部训练；机器忙碌的小时数是各次训练之和。`,
  ),
};

/**
 * Every kind's words, in the order of `WORK_KIND_RECORDS` (`lib/present/work_kinds.ts` holds it to
 * every kind of `Work` at compile time).
 */
export const WORK_KIND_WORDS: { readonly [K in keyof SaidOf]: KindWords<SaidOf[K]> } = {
  training: TRAINING,
  serving: SERVING,
  batch: BATCH,
  mix: MIX,
};

/**
 * The words of each kind's fields, by parameter name: `help` (what `--help` and `-p`'s refusals
 * say of the parameter, spread into `params_words.ts`) and `label` (the what-if page's name for
 * its box, spread into `whatif.ts`).
 */
export const WORK_FIELD_WORDS = {
  tokens: {
    help: msg(
      "a training run: the tokens it trains on (2e9 for 2 B)",
      "一次训练：训练所用的词元数（20 亿写作 2e9）",
    ),
    label: msg("Tokens to train on", "训练词元数"),
  },
  method: {
    help: msg(
      "a training run: full training, or LoRA / QLoRA adapters beside frozen weights",
      "一次训练：全参数训练，或在冻结的权重旁训练 LoRA / QLoRA 适配器",
    ),
    label: msg("Method", "训练方式"),
  },
  mfu: {
    help: msg(
      "a training run: the model FLOPs utilisation it reaches (0.4 or 40%)",
      "一次训练：达到的模型算力利用率 MFU（0.4 或 40%）",
    ),
    label: msg("MFU (model FLOPs utilisation)", "MFU（模型算力利用率）"),
  },
  runs_per_month: {
    help: msg(
      "a training run: how many times a month it runs (blank: once over the horizon)",
      "一次训练：每月运行的次数（留空：使用年限内一次）",
    ),
    label: msg("Runs a month", "每月运行次数"),
  },
  tokens_per_day: {
    help: msg(
      "a serving load: the output tokens it generates a day (50e6 for 50 M)",
      "一项推理服务：每天生成的输出词元数（5000 万写作 50e6）",
    ),
    label: msg("Output tokens a day", "每天输出词元数"),
  },
  peak_factor: {
    help: msg(
      "a serving load: the busiest hour's rate over the day's mean",
      "一项推理服务：最忙一小时的速率与全天均值之比",
    ),
    label: msg("Peak over the mean", "峰值与均值之比"),
  },
  input_tokens: {
    help: msg(
      "a served model: the input (prompt) tokens of a request",
      "推理：每个请求的输入（提示）词元数",
    ),
    label: msg("Input tokens a request", "每请求输入词元"),
  },
  output_tokens: {
    help: msg(
      "a served model: the output tokens of a request",
      "推理：每个请求的输出词元数",
    ),
    label: msg("Output tokens a request", "每请求输出词元"),
  },
  context_tokens: {
    help: msg(
      "a serving load: the tokens a request holds in the KV cache at most (at least input + output)",
      "一项推理服务：每个请求在 KV 缓存中最多占用的词元数（不少于输入加输出）",
    ),
    label: msg("Context a request", "每请求上下文"),
  },
  ttft_ms: {
    help: msg(
      "a serving load: the longest its users wait for the first token, ms (0: no target)",
      "一项推理服务：用户等待首个词元的最长时间，毫秒（0 表示不设目标）",
    ),
    label: msg("Time to first token", "首词元时间"),
  },
  tpot_ms: {
    help: msg(
      "a serving load: the longest between two output tokens, ms (0: no target)",
      "一项推理服务：两个输出词元之间的最长时间，毫秒（0 表示不设目标）",
    ),
    label: msg("Time per output token", "每输出词元时间"),
  },
  batch_tokens: {
    help: msg(
      "a batch inference job: the output tokens it generates in all (2e9 for 2 B)",
      "一项批量推理任务：总共生成的输出词元数（20 亿写作 2e9）",
    ),
    label: msg("Output tokens in all", "总输出词元数"),
  },
  deadline_hours: {
    help: msg(
      "a batch inference job: the hours it must finish within (blank: no deadline)",
      "一项批量推理任务：必须在多少小时内完成（留空：不限时）",
    ),
    label: msg("Deadline", "截止时限"),
  },
} satisfies Record<string, { help: Message<string>; label: Message<string> }>;

/** Each field's `help` or `label`, by parameter name: what `params_words.ts` and `whatif.ts` spread. */
export function fieldWords(
  which: "help" | "label",
): { [K in keyof typeof WORK_FIELD_WORDS]: Message<string> } {
  return Object.fromEntries(
    Object.entries(WORK_FIELD_WORDS).map(([name, w]) => [name, w[which]]),
  ) as { [K in keyof typeof WORK_FIELD_WORDS]: Message<string> };
}

/**
 * What each kind's columns of `work.csv` hold, by the cell rule's key (`expected` of the column's
 * schema in `lib/data/work.ts`): spread into `data_words.ts`'s `CELLS`.
 */
export const WORK_CELL_WORDS = {
  tokens: msg(
    "tokens to train on, above 0 and at most 1e15 (2e9 for 2 B)",
    "训练的词元数，大于 0、不超过 1e15（2 B 写 2e9）",
  ),
  mfu: msg(
    "the model FLOPs utilisation, above 0 and at most 1 (0.4 or 40%)",
    "模型算力利用率（MFU），大于 0、不超过 1（0.4 或 40%）",
  ),
  runsPerMonth: msg(
    "runs a month, above 0 and at most 10000 (blank: run once)",
    "每月运行次数，大于 0、不超过 10000（留空：只运行一次）",
  ),
  tokensPerDay: msg(
    "output tokens served a day, above 0 and at most 1e15 (50e6 for 50 M)",
    "每天输出的词元数，大于 0、不超过 1e15（5000 万写 50e6）",
  ),
  peakFactor: msg(
    "the busiest hour's rate over the day's mean, from 1 to 100 (blank: 1, flat)",
    "最忙一小时的速率与全天平均之比，1 到 100（留空：1，平稳）",
  ),
  batchTokens: msg(
    "the output tokens a batch inference job generates, above 0 (5e9 for 5 B)",
    "批量推理任务要生成的输出词元数，大于 0（50 亿写 5e9）",
  ),
  deadlineHours: msg(
    "hours within which a batch inference job must be done, above 0 (blank: no deadline)",
    "批量推理任务必须完成的小时数，大于 0（留空：没有截止时间）",
  ),
  parts: msg(
    "a mix's training runs: ids of work.csv's rows above it that give runs_per_month, joined by + (lora-7b+lora-13b)",
    "一组训练任务包含的训练：work.csv 中位于其上方、给出 runs_per_month 的行的 id，用 + 连接（lora-7b+lora-13b）",
  ),
};
