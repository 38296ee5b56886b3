/**
 * The words of the data's problems and warnings (`lib/data/errors.ts`): where a problem is, what
 * was found, and what each kind of problem expected, with the values the data layer gives. The
 * English is what `deno task validate` prints; the Chinese is what a Chinese report's data box
 * shows.
 *
 * @module
 */
import { msg } from "./message.ts";
import { WORK_CELL_WORDS } from "./work_kinds.ts";
import type { ColumnInput } from "../../model/cost_inputs.ts";
import type { CellWord, DataProblem } from "../../data/errors.ts";
import { MODEL_WORDS } from "./model_words.ts";

type P<K extends DataProblem["kind"]> = Extract<DataProblem, { kind: K }>;

const en = (values: readonly string[]) => values.join(", ");
const zh = (values: readonly string[]) => values.join("、");

/** What a cell of a column holds, by its key (`NumberRule.expected` of `lib/data/cells.ts`). */
export const CELLS = {
  price: msg(
    "a price above 0 and at most 1e9 (a number such as 3.5)",
    "大于 0、不超过 1e9 的价格（如 3.5）",
  ),
  fraction: msg("a fraction from 0 to 1 (0.3 or 30%)", "0 到 1 之间的比例（0.3 或 30%）"),
  rate: msg("a yearly rate from 0 to 1 (0.05 or 5%)", "0 到 1 之间的年利率（0.05 或 5%）"),
  power: msg(
    "a power such as 650 W, 0.65 kW or 173 kW, at most 10,000 kW (a bare number is kW)",
    "功率，如 650 W、0.65 kW 或 173 kW，不超过 10,000 kW（只写数字按 kW 计）",
  ),
  source: msg("the source of the figure", "数据的来源"),
  gpuCount: msg("a whole number of GPUs, 1 or more", "GPU 数量，1 或以上的整数"),
  provider: msg("the provider's name", "服务商名称"),
  gpuModel: msg("a GPU model such as RTX 3090", "GPU 型号，如 RTX 3090"),
  storagePrice: msg("a storage price from 0 to 1e6", "0 到 1e6 之间的存储价格"),
  ingressPrice: msg(
    "a price per GB of data moved in, from 0 to 1000 (blank = not counted)",
    "每 GB 传入数据的价格，0 到 1000（留空 = 不计）",
  ),
  egressPrice: msg(
    "a price per GB of data moved out, from 0 to 1000 (blank = not counted)",
    "每 GB 传出数据的价格，0 到 1000（留空 = 不计）",
  ),
  priceChange: msg(
    "the yearly change of the price over the horizon, from -0.9 to 1 (-0.25 or -25% for 25 % cheaper each year; blank = flat)",
    "价格在评估期内每年的变化，-0.9 到 1（每年便宜 25 % 写 -0.25 或 -25%；留空 = 不变）",
  ),
  hostGpus: msg(
    "the most GPUs of one host one instance links, a whole number of at least the instance's GPUs (blank = exactly gpu_count)",
    "一个实例可连接的同一主机上 GPU 的最多数量，不少于实例 GPU 数的整数（留空 = 恰为 gpu_count）",
  ),
  machineName: msg("a name for the machine", "机器的名称"),
  hostShare: msg("the host's share of the price, from 0 to 1e9", "主机部分的价格，0 到 1e9"),
  residualYears: msg("years from 0.1 to 50", "年数，0.1 到 50"),
  resaleHaircut: msg(
    "a fraction from 0 to 0.95 lost to the used market at once (0.3 or 30%)",
    "进入二手市场时立即损失的比例，0 到 0.95（0.3 或 30%）",
  ),
  maintenance: msg("a yearly maintenance cost from 0 to 1e9", "每年的维护费用，0 到 1e9"),
  siteName: msg("a name for the site", "地点的名称"),
  pue: msg(
    "a PUE from 1 to 5 (1 for a desk, 1.5 for a typical data centre)",
    "PUE，1 到 5（桌边机器为 1，一般数据中心为 1.5）",
  ),
  financeName: msg("a name for the finance settings", "资金设置的名称"),
  buyerName: msg("a name for the buyer", "购买方的名称"),
  taxRate: msg(
    "an income-tax rate from 0 to 1 (0.25 or 25%; 0 for a person)",
    "0 到 1 之间的所得税税率（0.25 或 25%；个人为 0）",
  ),
  vatDeducted: msg(
    "the VAT rate deducted as input VAT, from 0 to 1 (0.13 or 13%; blank = not deducted)",
    "可作进项抵扣的增值税税率，0 到 1（0.13 或 13%；留空 = 不抵扣）",
  ),
  firstYearDeduction: msg(
    "the share of the machine deducted in the year bought, from 0 to 1 (1 or 100% = at once; blank = 0)",
    "购置当年一次性扣除的比例，0 到 1（1 或 100% = 一次性扣除；留空 = 0）",
  ),
  depreciationYears: msg(
    "years of straight-line depreciation, from 0.1 to 50",
    "直线折旧年限，0.1 到 50",
  ),
  firstYearLimit: msg(
    "the most a machine may cost for the deduction at purchase, above 0 (blank = no limit)",
    "适用一次性扣除的单台设备价值上限，大于 0（留空 = 不限）",
  ),
  cnyPerUnit: msg(
    "CNY per unit of the currency, above 0 and at most 1e6",
    "一单位该货币折合的 CNY，大于 0、不超过 1e6",
  ),
  description: msg("a one-line description", "一行说明"),
  hoursPerDay: msg("hours per day from 0 to 24", "每天的小时数，0 到 24"),
  daysPerWeek: msg("days per week from 0 to 7", "每周的天数，0 到 7"),
  horizon: msg("a horizon in years from 0 to 30", "评估期的年数，0 到 30"),
  storageGb: msg("GB of cloud storage kept, from 0 to 1e8", "保留的云端存储 GB 数，0 到 1e8"),
  spotOverhead: msg(
    "a fraction from 0 to 1 of extra hours lost to interruptions (0.1 or 10%)",
    "因中断而多出的小时数比例，0 到 1（0.1 或 10%）",
  ),
  setupHours: msg("set-up hours per month from 0 to 730", "每月的环境配置小时数，0 到 730"),
  interruptionsPerMonth: msg(
    "the share of spot instances interrupted in a month, from 0 to 0.99 (0.1 or 10%; AWS's Spot Instance Advisor bands: <5%, 5-10%, 10-15%, 15-20%, >20%)",
    "一个月内被中断的竞价实例比例，0 到 0.99（0.1 或 10%；AWS 公布的竞价实例中断频率分档：<5%、5-10%、10-15%、15-20%、>20%）",
  ),
  interruptionsPerDay: msg(
    "spot interruptions a day, from 0 to 1440 (0.5 for one every other day)",
    "每天的竞价实例中断次数，0 到 1440（隔天一次写 0.5）",
  ),
  hoursBetweenInterruptions: msg(
    "the mean hours between spot interruptions, above 0 and at most 1e6",
    "竞价实例两次中断之间的平均小时数，大于 0、不超过 1e6",
  ),
  capacityWait: msg(
    "minutes spent waiting for spot capacity after each interruption, 0 to 1e5",
    "每次中断后等待竞价资源的分钟数，0 到 1e5",
  ),
  checkpointInterval: msg(
    "hours between checkpoints, 0 to 1000 (blank or 0: the interval that bills least)",
    "两次检查点之间的小时数，0 到 1000（留空或 0：计费最少的间隔）",
  ),
  checkpointWrite: msg("minutes to write a checkpoint, 0 to 600", "写一次检查点的分钟数，0 到 600"),
  restart: msg(
    "minutes to restart after an interruption, 0 to 600",
    "中断后重新启动的分钟数，0 到 600",
  ),
  rentSpeed: msg(
    "the work the cloud GPU does in an hour relative to the owned one, from 0.05 to 20 (0.967 for 3.42 % slower)",
    "云端 GPU 每小时完成的工作量与自购 GPU 之比，0.05 到 20（慢 3.42 % 写 0.967）",
  ),
  ownOps: msg(
    "hours a month someone spends running the owned machine, 0 to 730",
    "每月有人花在运维自购机器上的小时数，0 到 730",
  ),
  rentOps: msg(
    "hours a month someone spends on the rented side, 0 to 730",
    "每月有人花在租用一方的小时数，0 到 730",
  ),
  dataIn: msg("GB moved into the cloud a month, 0 to 1e8", "每月传入云端的 GB 数，0 到 1e8"),
  dataOut: msg("GB moved out of the cloud a month, 0 to 1e8", "每月从云端传出的 GB 数，0 到 1e8"),
  demandGpus: msg("a whole number of GPUs wanted, 0 or more", "需要的 GPU 数量，0 或以上的整数"),
  demandShare: msg(
    "the share of hours in which that many GPUs are wanted, 0 to 1 (0.25 or 25%)",
    "需要这么多 GPU 的小时所占比例，0 到 1（0.25 或 25%）",
  ),
  low: msg(
    "a low value, a number (below 0 only where the input may be, such as a price's yearly change)",
    "低值，一个数（只有可为负的输入才可低于 0，如价格的年变化）",
  ),
  high: msg(
    "a high value, a number (below 0 only where the input may be, such as a price's yearly change)",
    "高值，一个数（只有可为负的输入才可低于 0，如价格的年变化）",
  ),
  hiddenParameter: msg(
    "a model input of that cost (see data/README.md)",
    "该成本的一个模型输入（见 data/README.md）",
  ),
  hiddenValue: msg(
    "a value from 0 to 1e9 (the cloud price change from -0.9 to 1)",
    "0 到 1e9 的值（云端价格变化为 -0.9 到 1）",
  ),
  gpuModelSpelt: msg(
    "a GPU model such as RTX 3090, spelt as in cloud_offerings.csv",
    "GPU 型号，如 RTX 3090，写法与 cloud_offerings.csv 相同",
  ),
  throughput: msg(
    "samples or tokens a second, from 1e-6 to 1e9 (a number such as 905, or 32 / 0.415)",
    "每秒的样本数或词元数，1e-6 到 1e9（如 905，或 32 / 0.415）",
  ),
  memory: msg(
    "GB of GPU memory, above 0 and at most 10000",
    "GPU 显存 GB 数，大于 0、不超过 10000",
  ),
  epochs: msg(
    "epochs above 0 (1 for a job measured in tokens)",
    "epoch 数，大于 0（按词元计的作业写 1）",
  ),
  workPerEpoch: msg(
    "samples or tokens an epoch, above 0, in the unit of the workload's throughput",
    "每个 epoch 的样本数或词元数，大于 0，单位与该工作负载的吞吐量相同",
  ),
  jobMemory: msg(
    "GB of memory the job needs on each GPU, above 0",
    "作业在每块 GPU 上需要的显存 GB 数，大于 0",
  ),
  maxGpus: msg(
    "the most GPUs the job can use, a whole number from 1",
    "作业最多能用的 GPU 数，从 1 起的整数",
  ),
  deadline: msg("hours to finish within, above 0", "须在多少小时内完成，大于 0"),
  gpuModelH100: msg(
    "a GPU model such as H100 80GB, spelt as in cloud_offerings.csv",
    "GPU 型号，如 H100 80GB，写法与 cloud_offerings.csv 相同",
  ),
  bf16: msg(
    "the GPU's peak dense BF16 tensor TFLOP/s, above 0 and at most 1e5",
    "GPU 稠密 BF16 张量运算的峰值 TFLOP/s，大于 0、不超过 1e5",
  ),
  bandwidth: msg(
    "the GPU's memory bandwidth in TB/s, above 0 and at most 1000",
    "GPU 显存带宽 TB/s，大于 0、不超过 1000",
  ),
  modelParams: msg(
    "the model's parameters, from 1e6 to 1e13 (7e9 for a 7 B model)",
    "模型的参数量，1e6 到 1e13（7 B 模型写 7e9）",
  ),
  apiModelParams: msg("the model's parameters, from 1e6 to 1e13", "模型的参数量，1e6 到 1e13"),
  fp8: msg(
    "the GPU's peak dense FP8 tensor TFLOP/s, above 0 and at most 1e5 (blank: no FP8)",
    "GPU 稠密 FP8 张量运算的峰值 TFLOP/s，大于 0、不超过 1e5（留空：不支持 FP8）",
  ),
  // models.csv and serving_points.csv, and the columns of work.csv the serving estimate reads
  activeParams: msg(
    "the parameters a token runs through, from 1e6 to 1e13 (a mixture of experts'; blank: all of them)",
    "每个词元经过的参数量，1e6 到 1e13（混合专家模型用；留空：全部参数）",
  ),
  layers: msg("the model's layers, a whole number from 1 to 1000", "模型的层数，1 到 1000 的整数"),
  kvHeads: msg(
    "the key-value heads a layer keeps, a whole number from 1 to 1024 (or a kv_latent_dim instead)",
    "每层保留的键值头数，1 到 1024 的整数（或改填 kv_latent_dim）",
  ),
  headDim: msg(
    "the size of a head, a whole number from 1 to 4096 (or a kv_latent_dim instead)",
    "每个头的维度，1 到 4096 的整数（或改填 kv_latent_dim）",
  ),
  kvLatentDim: msg(
    "the elements a layer keeps a token under latent attention, a whole number from 1 to 65536 (576 for DeepSeek-V3)",
    "潜在注意力下每层为每个词元保留的元素数，1 到 65536 的整数（DeepSeek-V3 为 576）",
  ),
  tp: msg(
    "the GPUs of a replica (tensor parallel), a whole number from 1 to 1024",
    "每个副本的 GPU 数（张量并行），1 到 1024 的整数",
  ),
  engine: msg("the serving engine and its version", "推理引擎及其版本"),
  inputTokens: msg(
    "input tokens a request, a whole number from 1 to 1e7",
    "每个请求的输入词元数，1 到 1e7 的整数",
  ),
  outputTokens: msg(
    "output tokens a request, a whole number from 1 to 1e7",
    "每个请求的输出词元数，1 到 1e7 的整数",
  ),
  contextTokens: msg(
    "the most tokens a request keeps in context, a whole number from 1 to 1e7 (blank: input + output)",
    "每个请求最多保留在上下文中的词元数，1 到 1e7 的整数（留空：输入 + 输出）",
  ),
  concurrency: msg(
    "the requests in flight across the GPUs measured, a whole number from 1 to 1e7",
    "所测 GPU 上同时处理的请求数，1 到 1e7 的整数",
  ),
  latencyMs: msg("a latency in ms, above 0 and at most 1e7", "延迟毫秒数，大于 0、不超过 1e7"),
  latencyTarget: msg(
    "a latency target in ms above 0, or none for no target",
    "延迟目标毫秒数，大于 0；或写 none 表示没有目标",
  ),
  outputTokensPerSecond: msg(
    "output tokens a second across the GPUs measured, above 0",
    "所测 GPU 合计每秒输出的词元数，大于 0",
  ),
  ageYears: msg(
    "years from the GPU model's launch to the observation, from 0 to 50",
    "从该 GPU 型号发布到观测时的年数，0 到 50",
  ),
  shareOfNew: msg(
    "what it sold for over its price new, above 0 and at most 5 (0.47 or 47%)",
    "二手成交价占新品价格的比例，大于 0、不超过 5（0.47 或 47%）",
  ),
  usedPrice: msg(
    "what it sold for used, above 0 (blank = not given)",
    "二手成交价，大于 0（留空 = 未给出）",
  ),
  newPrice: msg(
    "its price new (the launch price), above 0 (blank = not given)",
    "新品价格（发布价），大于 0（留空 = 未给出）",
  ),
  // each kind of work's own columns (lib/words/messages/work_kinds.ts)
  ...WORK_CELL_WORDS,
  apiModel: msg("the model's name as the provider lists it", "服务商列出的模型名称"),
  inputPerMillion: msg(
    "the price of a million input tokens, from 0 to 1e6",
    "每百万输入词元的价格，0 到 1e6",
  ),
  outputPerMillion: msg(
    "the price of a million output tokens, from 0 to 1e6",
    "每百万输出词元的价格，0 到 1e6",
  ),
  translatedColumn: msg(
    "a column of that file whose words a reader sees",
    "该文件中读者看得到其文字的一列",
  ),
  // the columns that set a model input as written (`column` of `lib/model/cost_inputs.ts`)
  peopleCnyPerHour: msg(
    "what an hour of operations work costs, from 0 to 1e5 (blank = not counted)",
    "一小时运维工作的费用，0 到 1e5（留空 = 不计）",
  ),
  siteSetupCny: msg(
    "a one-time cost of housing the machine (rack, power, network work), 0 to 1e9",
    "安置机器的一次性费用（机架、电力、网络施工），0 到 1e9",
  ),
  siteCnyPerKwMonth: msg(
    "rack or colocation space per kW of wall power a month, from 0 to 1e5",
    "每 kW 整机功率每月的机架或托管空间费用，0 到 1e5",
  ),
  bandwidthMbps: msg(
    "the site's bandwidth to the cloud in Mbit/s, above 0 and at most 1e6",
    "该地点到云端的带宽 Mbit/s，大于 0、不超过 1e6",
  ),
  machineCount: msg(
    "how many whole machines the row's GPUs are in, from 1 to 1e6 (blank = 1)",
    "该行 GPU 分装在几台整机中，1 到 1e6（留空 = 1）",
  ),
  gpuFailuresPerYear: msg(
    "the share of the GPUs that fail in a year, 0 to 1 (0.061 or 6.1%; blank = none)",
    "一年内出故障的 GPU 比例，0 到 1（0.061 或 6.1%；留空 = 无）",
  ),
  repairShare: msg(
    "the cost of a failure as a share of one GPU's price, 0 to 1 (1 = replaced)",
    "一次故障的费用占一块 GPU 价格的比例，0 到 1（1 = 更换）",
  ),
  downtimeHoursPerFailure: msg(
    "hours a failed GPU is out, rented instead, from 0 to 8760",
    "故障 GPU 停用、改为租用的小时数，0 到 8760",
  ),
} as const satisfies
  & Record<CellWord, unknown>
  & Record<ColumnInput<"hardware.csv" | "sites.csv">, unknown>
  & Record<string, unknown>;

const ID_EN = "an id of letters, digits, '-', '_' or '.' (e.g. rtx3090-doc)";
const ID_ZH = "由字母、数字、“-”“_”或“.”组成的 id（如 rtx3090-doc）";
const SAVE_AS_UTF8_EN =
  `in Excel choose Save As → "CSV UTF-8 (逗号分隔) (*.csv)" ("CSV UTF-8 (Comma delimited)"), in WPS 另存为 → "CSV UTF-8", in a text editor save with the encoding UTF-8`;
const SAVE_AS_UTF8_ZH =
  `在 Excel 中选择“另存为”→“CSV UTF-8 (逗号分隔) (*.csv)”，在 WPS 中选择“另存为”→“CSV UTF-8”，在文本编辑器中以 UTF-8 编码保存`;

/** What each kind of problem expected (`DataProblem` of `lib/data/errors.ts`). */
const PROBLEMS = {
  cell: msg(
    (p: P<"cell">) =>
      `${CELLS[p.expected].en}${p.blank ? " (the cell is blank)" : ""}${
        p.orBlank ? " or a blank cell" : ""
      }`,
    (p) =>
      `${CELLS[p.expected].zh}${p.blank ? "（该单元格为空）" : ""}${p.orBlank ? "，或留空" : ""}`,
  ),
  id: msg(
    (p: P<"id">) => `${ID_EN}${p.orBlank ? ", or a blank cell" : ""}`,
    (p) => `${ID_ZH}${p.orBlank ? "，或留空" : ""}`,
  ),
  "one-of": msg((p: P<"one-of">) => `one of ${en(p.values)}`, (p) => `以下之一：${zh(p.values)}`),
  "input-name": msg(
    (p: P<"input-name">) => `a model input name: one of ${en(p.values)}`,
    (p) => `模型输入的名称，以下之一：${zh(p.values)}`,
  ),
  "range-scope": msg(
    (p: P<"range-scope">) => `one of ${en(p.values)}, or a blank cell for every scenario`,
    (p) => `以下之一：${zh(p.values)}；留空表示所有场景`,
  ),
  date: msg(
    (_: P<"date">) => "a date as YYYY, YYYY-MM or YYYY-MM-DD",
    (_) => "日期，写成年、年-月或年-月-日，如 2026、2026-01 或 2026-01-31",
  ),
  "currency-code": msg(
    (_: P<"currency-code">) => "a three-letter currency code such as CNY or USD",
    (_) => "三个字母的货币代码，如 CNY 或 USD",
  ),
  header: msg(
    (p: P<"header">) => `a header row: ${p.columns.join(",")}`,
    (p) => `表头行：${p.columns.join(",")}`,
  ),
  "column-twice": msg(
    (_: P<"column-twice">) => "each column name once",
    (_) => "每个列名只出现一次",
  ),
  "column-missing": msg(
    (p: P<"column-missing">) => `a column named ${p.column}`,
    (p) => `名为 ${p.column} 的列`,
  ),
  "too-many-cells": msg(
    (p: P<"too-many-cells">) => `at most ${p.most} cells (a stray comma or quote?)`,
    (p) => `最多 ${p.most} 个单元格（是否多了逗号或引号？）`,
  ),
  "id-used": msg(
    (p: P<"id-used">) => `an id not used before (row ${p.firstRow} has it already)`,
    (p) => `未用过的 id（第 ${p.firstRow} 行已用了它）`,
  ),
  "key-used": msg(
    (p: P<"key-used">) =>
      `a ${p.columns.join(" and ")} not used together before: row ${p.firstRow} has ${
        p.columns.map((c, i) => `${c} ${p.values[i] === "" ? "(blank)" : p.values[i]}`).join(
          " and ",
        )
      } already (keep one of the two rows)`,
    (p) =>
      `此前未一起出现过的 ${zh(p.columns)}：第 ${p.firstRow} 行已有 ${
        p.columns.map((c, i) => `${c} ${p.values[i] === "" ? "（空）" : p.values[i]}`).join("、")
      }（两行只保留一行）`,
  ),
  "file-not-found": msg(
    (p: P<"file-not-found">) => `${p.path}, with the columns data/README.md lists for it`,
    (p) => `${p.path}，含 data/README.md 为它列出的各列`,
  ),
  utf16: msg(
    (_: P<"utf16">) => `a CSV file saved as UTF-8: ${SAVE_AS_UTF8_EN}`,
    (_) => `以 UTF-8 保存的 CSV 文件：${SAVE_AS_UTF8_ZH}`,
  ),
  "nul-bytes": msg(
    (_: P<"nul-bytes">) => `a CSV file saved as UTF-8: ${SAVE_AS_UTF8_EN}`,
    (_) => `以 UTF-8 保存的 CSV 文件：${SAVE_AS_UTF8_ZH}`,
  ),
  "not-utf8": msg(
    (p: P<"not-utf8">) =>
      p.gb18030 === undefined
        ? `a CSV file saved as UTF-8 (it may be Latin-1 or Windows-1252): ${SAVE_AS_UTF8_EN}`
        : `a CSV file saved as UTF-8. Read as GB18030 (GBK), the encoding Excel's "CSV (逗号分隔)" writes on Chinese Windows, line ${p.line} says "${p.gb18030}"; if that is what it holds, save it as UTF-8: ${SAVE_AS_UTF8_EN}`,
    (p) =>
      p.gb18030 === undefined
        ? `以 UTF-8 保存的 CSV 文件（它可能是 Latin-1 或 Windows-1252 编码）：${SAVE_AS_UTF8_ZH}`
        : `以 UTF-8 保存的 CSV 文件。按 GB18030（GBK，中文 Windows 上 Excel 的“CSV (逗号分隔)”所用编码）读，第 ${p.line} 行是“${p.gb18030}”；如果内容正是这些，请另存为 UTF-8：${SAVE_AS_UTF8_ZH}`,
  ),
  replacement: msg(
    (_: P<"replacement">) =>
      "the characters it replaced: the file was read in another encoding and saved again, so take the names from the file as it was first written",
    (_) => "被它替换掉的字符：文件曾以别的编码读入后又保存，请从最初写成的文件中取回这些名称",
  ),
  "unknown-currency": msg(
    (p: P<"unknown-currency">) => `CNY or a currency listed in fx.csv (${en(p.known)})`,
    (p) => `CNY 或 fx.csv 中列出的货币（${zh(p.known)}）`,
  ),
  "fx-date-before-rates": msg(
    (p: P<"fx-date-before-rates">) =>
      `a rate of ${p.currency} on or before fx_date ${p.fxDate}: the first is as of ${p.first}, from ${p.start}; give fx_date=${p.start} or later, or add an older ${p.currency} rate to fx.csv`,
    (p) =>
      `fx_date ${p.fxDate} 当日或之前的 ${p.currency} 汇率：第一个汇率是 ${p.first}，自 ${p.start} 起；请给 fx_date=${p.start} 或更晚的日期，或在 fx.csv 中添加更早的 ${p.currency} 汇率`,
  ),
  "unknown-id": msg(
    (p: P<"unknown-id">) =>
      `an id listed in ${p.file}${p.orExtra ? " (or a cloud_offerings.NAME.csv)" : ""}${
        p.orBlank ? ", or a blank cell" : ""
      }`,
    (p) =>
      `${p.file}${p.orExtra ? "（或某个 cloud_offerings.NAME.csv）" : ""}中列出的 id${
        p.orBlank ? "，或留空" : ""
      }`,
  ),
  "unknown-profile": msg(
    (_: P<"unknown-profile">) => "a profile listed in demand.csv, or a blank cell",
    (_) => "demand.csv 中列出的需求曲线，或留空",
  ),
  "shares-sum": msg(
    (p: P<"shares-sum">) =>
      `the shares of profile ${p.profile} to sum to 1 (100 %); they sum to ${p.percent} %`,
    (p) => `需求曲线 ${p.profile} 的比例之和为 1（100 %）；现在之和为 ${p.percent} %`,
  ),
  "idle-above-wall": msg(
    (p: P<"idle-above-wall">) =>
      `an idle power at most wall_power (${p.wallKw} kW): idle_power is the power when idle, wall_power while training; are the two columns swapped?`,
    (p) =>
      `不超过 wall_power（${p.wallKw} kW）的空闲功率：idle_power 是空闲时的功率，wall_power 是训练时的功率；两列是否填反了？`,
  ),
  "not-input-of-cost": msg(
    (p: P<"not-input-of-cost">) => `one of the inputs of ${p.cost}: ${en(p.inputs)}`,
    (p) => `${p.cost} 的输入之一：${zh(p.inputs)}`,
  ),
  "negative-value": msg(
    (p: P<"negative-value">) => `a value of ${p.parameter} from 0 to 1e9`,
    (p) => `${p.parameter} 的值，0 到 1e9`,
  ),
  "currency-needed": msg(
    (p: P<"currency-needed">) =>
      `the currency of ${p.parameter}, a money input (CNY or one of fx.csv)`,
    (p) => `${p.parameter} 的货币，它是金额输入（CNY 或 fx.csv 中的货币）`,
  ),
  "not-money": msg(
    (p: P<"not-money">) => `a blank cell: ${p.parameter} is not an amount of money`,
    (p) => `留空：${p.parameter} 不是金额`,
  ),
  "factor-currency": msg(
    (_: P<"factor-currency">) => "a blank cell: a factor has no currency",
    (_) => "留空：倍数没有货币",
  ),
  "outside-input": msg(
    (p: P<"outside-input">) => `a value of ${p.parameter} from ${p.min} to ${p.max}`,
    (p) => `${p.parameter} 的值，${p.min} 到 ${p.max}`,
  ),
  "negative-factor": msg(
    (_: P<"negative-factor">) => "a factor of the scenario's value, 0 or more",
    (_) => "情景取值的倍数，不小于 0",
  ),
  "high-below-low": msg(
    (p: P<"high-below-low">) => `a value not below low (${p.low})`,
    (p) => `不低于 low（${p.low}）的值`,
  ),
  "scope-id-without-scope": msg(
    (_: P<"scope-id-without-scope">) => "a blank cell: the row has no scope (or give scope)",
    (_) => "留空：该行没有 scope（或填写 scope）",
  ),
  "scope-id-needed": msg(
    (p: P<"scope-id-needed">) => `the ${p.scope} the range holds for`,
    (p) => `该范围适用的 ${p.scope}`,
  ),
  "range-twice": msg(
    (p: P<"range-twice">) =>
      `one row for an input and scope (row ${p.firstRow} gives ${p.parameter} for the same scope)`,
    (p) => `同一输入和范围只写一行（第 ${p.firstRow} 行已为同一范围给出 ${p.parameter}）`,
  ),
  "id-in-other-file": msg(
    (p: P<"id-in-other-file">) =>
      `an id no other offering file uses (${p.file} row ${p.row} has it)`,
    (p) => `其他云端产品文件未用过的 id（${p.file} 第 ${p.row} 行已用了它）`,
  ),
  "storage-unit": msg(
    (p: P<"storage-unit">) => `one of ${en(p.units)} when storage_price is given`,
    (p) => `给出 storage_price 时，须为以下之一：${zh(p.units)}`,
  ),
  "storage-price-needed": msg(
    (_: P<"storage-price-needed">) => "a storage price, since storage_unit is given",
    (_) => "存储价格，因为已给出 storage_unit",
  ),
  "monthly-unit": msg(
    (_: P<"monthly-unit">) => "gpu-month or instance-month for a monthly offering",
    (_) => "包月产品须为 gpu-month 或 instance-month",
  ),
  "rate-twice": msg(
    (p: P<"rate-twice">) =>
      `a blank cell: the interruption rate is given once, and ${p.first} gives it already`,
    (p) => `留空：中断频率只给一次，${p.first} 已经给出`,
  ),
  "checkpoint-interval": msg(
    (_: P<"checkpoint-interval">) =>
      "0 (the interval that bills least) or at least 1 minute (0.0167 hours) between checkpoints",
    (_) => "0（计费最少的间隔），或两次检查点之间至少 1 分钟（0.0167 小时）",
  ),
  "unknown-workload": msg(
    (p: P<"unknown-workload">) =>
      `a workload of throughput.csv (${en(p.workloads) || "none listed"})${
        p.blankFor === undefined ? "" : `, or a blank cell for ${p.blankFor}`
      }`,
    (p) =>
      `throughput.csv 中的工作负载（${zh(p.workloads) || "未列出任何"}）${
        p.blankFor === undefined ? "" : `，或留空表示 ${p.blankFor}`
      }`,
  ),
  "unknown-token-workload": msg(
    (p: P<"unknown-token-workload">) =>
      `a workload of throughput.csv measured in tokens/s (${
        en(p.workloads) || "none listed"
      }), or a blank cell to estimate it`,
    (p) =>
      `throughput.csv 中以 tokens/s 计量的工作负载（${
        zh(p.workloads) || "未列出任何"
      }），或留空以估算`,
  ),
  "jobs-per-month": msg(
    (p: P<"jobs-per-month">) =>
      `jobs of jobs.csv with a count each, like "swin-b-imagenet-run:20 bert-large-squad:4" (jobs.csv lists ${
        en(p.jobs) || "none"
      })`,
    (p) =>
      `jobs.csv 中的作业，各带次数，如“swin-b-imagenet-run:20 bert-large-squad:4”（jobs.csv 列出：${
        zh(p.jobs) || "无"
      }）`,
  ),
  "memory-differs": msg(
    (p: P<"memory-differs">) =>
      `${p.gb} GB, the memory ${
        p.file === undefined ? "" : `${p.file} `
      }row ${p.row} gives ${p.gpuModel}`,
    (p) =>
      `${p.gb} GB，即 ${
        p.file === undefined ? "" : `${p.file} `
      }第 ${p.row} 行给 ${p.gpuModel} 的显存`,
  ),
  "applies-to-unknown": msg(
    (_: P<"applies-to-unknown">) => "an id of cloud_offerings.csv or hardware.csv, or a blank cell",
    (_) => "cloud_offerings.csv 或 hardware.csv 中的 id，或留空",
  ),
  "applies-to-other-gpu": msg(
    (p: P<"applies-to-other-gpu">) =>
      `an offering or machine with ${p.gpuModel} GPUs (${p.id} has ${p.has})`,
    (p) => `GPU 为 ${p.gpuModel} 的云端产品或机器（${p.id} 的是 ${p.has}）`,
  ),
  "unknown-api": msg(
    (p: P<"unknown-api">) =>
      `an id of api_prices.csv (${en(p.ids) || "none listed"}), or a blank cell`,
    (p) => `api_prices.csv 中的 id（${zh(p.ids) || "未列出任何"}），或留空`,
  ),
  "unknown-translated-id": msg(
    (p: P<"unknown-translated-id">) =>
      `an id of ${p.file}${p.ids.length > 0 ? ` (${p.ids.slice(0, 6).join(", ")}, …)` : ""}`,
    (p) => `${p.file} 中的 id${p.ids.length > 0 ? `（${p.ids.slice(0, 6).join("、")}……）` : ""}`,
  ),
  "column-not-translated": msg(
    (p: P<"column-not-translated">) => `a column of ${p.file} a reader sees: ${en(p.columns)}`,
    (p) => `${p.file} 中读者看得到的列：${zh(p.columns)}`,
  ),
  "translated-twice": msg(
    (p: P<"translated-twice">) =>
      `each cell translated once (row ${p.firstRow} translates ${p.column} of ${p.id})`,
    (p) => `每个单元格只翻译一次（第 ${p.firstRow} 行已翻译 ${p.id} 的 ${p.column}）`,
  ),
  precision: msg(
    (p: P<"precision">) => `one of ${en(p.values)}, or a blank cell for bf16`,
    (p) => `以下之一：${zh(p.values)}；留空表示 bf16`,
  ),
  method: msg(
    (p: P<"method">) => `one of ${en(p.methods)} for a training run`,
    (p) => `训练须为以下之一：${zh(p.methods)}`,
  ),
  "active-above-total": msg(
    (p: P<"active-above-total">) =>
      `active parameters at most the model's total_params (${p.totalParams.toExponential(3)})`,
    (p) => `激活参数量不超过模型的 total_params（${p.totalParams.toExponential(3)}）`,
  ),
  "params-differ": msg(
    (p: P<"params-differ">) =>
      `the parameters of ${p.model} of models.csv within 1 % (${
        p.totalParams.toExponential(3)
      }), or a blank cell to take them`,
    (p) =>
      `与 models.csv 中 ${p.model} 的参数量相差不超过 1 %（${
        p.totalParams.toExponential(3)
      }），或留空以沿用`,
  ),
  "unknown-gpu": msg(
    (p: P<"unknown-gpu">) => `a GPU model of gpus.csv (${en(p.gpuModels) || "none listed"})`,
    (p) => `gpus.csv 中的 GPU 型号（${zh(p.gpuModels) || "未列出任何"}）`,
  ),
  "tp-of-gpus": msg(
    (p: P<"tp-of-gpus">) =>
      `GPUs a replica that divide the ${p.gpus} GPUs measured (gpus), so at most ${p.gpus}`,
    (p) => `每个副本的 GPU 数，须能整除所测的 ${p.gpus} 块 GPU（gpus），即不超过 ${p.gpus}`,
  ),
  "point-unmeasured": msg(
    (_: P<"point-unmeasured">) =>
      "the requests in flight when measured, or a ttft_ms or tpot_ms: a point with neither cannot be set against a latency target",
    (_) => "测量时同时处理的请求数，或 ttft_ms、tpot_ms 之一：两者都没有的测量点无法对照延迟目标",
  ),
  "share-of-prices": msg(
    (p: P<"share-of-prices">) =>
      `used_price ÷ new_price of the row (${
        p.ratio.toFixed(4)
      }), within half a percentage point, or a blank price`,
    (p) => `与该行 used_price ÷ new_price（${p.ratio.toFixed(4)}）相差不超过半个百分点，或留空价格`,
  ),
  "jobs-of-a-month": msg(
    (p: P<"jobs-of-a-month">) =>
      MODEL_WORDS.expected.jobsOfAMonth.en(
        p.machine,
        MODEL_WORDS.errors.itCannot.en(MODEL_WORDS.errors.jobsOfAMonthClause.en(p.reason)),
      ),
    (p) =>
      MODEL_WORDS.expected.jobsOfAMonth.zh(
        p.machine,
        MODEL_WORDS.errors.itCannot.zh(MODEL_WORDS.errors.jobsOfAMonthClause.zh(p.reason)),
      ),
  ),
  "not-computable": msg(
    (p: P<"not-computable">) =>
      MODEL_WORDS.expected.computable.en(MODEL_WORDS.errors.caseCause.en(p.cause)),
    (p) => MODEL_WORDS.expected.computable.zh(MODEL_WORDS.errors.caseCause.zh(p.cause)),
  ),
} as const satisfies { [K in DataProblem["kind"]]: unknown };

/** What was found, for the kinds of problem that are about a file's state rather than a cell. */
const FOUND = {
  "file-not-found": msg((_: P<"file-not-found">) => "file not found", (_) => "找不到文件"),
  utf16: msg(
    (_: P<"utf16">) => `a UTF-16 file (Excel's "Unicode Text" writes one)`,
    (_) => "UTF-16 文件（Excel 的“Unicode 文本”会写出这种文件）",
  ),
  "nul-bytes": msg(
    (_: P<"nul-bytes">) => "NUL bytes (UTF-16 without a byte-order mark, or not a text file)",
    (_) => "NUL 字节（没有字节顺序标记的 UTF-16，或不是文本文件）",
  ),
  "not-utf8": msg(
    (p: P<"not-utf8">) => `bytes that are not UTF-8 on line ${p.line}: "${p.bytes}"`,
    (p) => `第 ${p.line} 行有不是 UTF-8 的字节：“${p.bytes}”`,
  ),
  replacement: msg(
    (p: P<"replacement">) =>
      `the character U+FFFD on line ${p.line}, which a program writes where it could not read a character: "${p.text}"`,
    (p) => `第 ${p.line} 行有字符 U+FFFD，这是程序在读不出某个字符时写下的：“${p.text}”`,
  ),
} as const;

/** The data's problems and warnings, as `validate` lists them and a report's data box shows them. */
export const DATA_WORDS = {
  /** Where a problem is: "hardware.csv row 3, column wall_power", or the file alone for row 0. */
  at: msg(
    (file: string, row: number, column: string) =>
      `${row === 0 ? file : `${file} row ${row}`}${column === "" ? "" : `, column ${column}`}`,
    (file, row, column) =>
      `${row === 0 ? file : `${file} 第 ${row} 行`}${column === "" ? "" : ` ${column} 列`}`,
  ),
  /** A problem with a cell: what it holds and what it should. */
  cellLine: msg(
    (where: string, found: string, expected: string) =>
      `${where}: found ${found}, expected ${expected}`,
    (where, found, expected) => `${where}：填的是${found}，应为${expected}`,
  ),
  /** A problem with a file: what it is and what it should be. */
  fileLine: msg(
    (where: string, found: string, expected: string) => `${where}: ${found}; expected ${expected}`,
    (where, found, expected) => `${where}：${found}；应为${expected}`,
  ),
  blankCell: msg("a blank cell", "空单元格"),
  /** A data folder that does not exist (the command line names it). */
  folderNotFound: msg("folder not found", "找不到文件夹"),
  quoted: msg((value: string) => `"${value}"`, (value) => `“${value}”`),
  problem: PROBLEMS,
  found: FOUND,
  /** How many problems a folder has, before the list. */
  cannotUse: msg(
    (folder: string, n: number) =>
      `Cannot use the data in ${folder}: ${n} problem${n === 1 ? "" : "s"}`,
    (folder, n) => `无法使用 ${folder} 中的数据：${n} 个问题`,
  ),
  more: msg((n: number) => `... and ${n} more`, (n) => `……另有 ${n} 个`),
  /** The heading of a report's box of the data's problems. */
  box: msg(
    (folder: string, n: number) =>
      `The data in ${folder} has ${n} problem(s); nothing was computed:`,
    (folder, n) => `${folder} 中的数据有 ${n} 个问题，未作任何计算：`,
  ),
  /** What `deno task validate` prints around the problems and warnings. */
  validate: {
    /** Before a problem's line. */
    error: msg((line: string) => `error: ${line}`, (line) => `错误：${line}`),
    /** Before a warning's line. */
    warning: msg((line: string) => `warning: ${line}`, (line) => `警告：${line}`),
    /** The last line of a folder with problems. */
    problems: msg(
      (folder: string, problems: number, warnings: number) =>
        `${folder}: ${problems} problem(s), ${warnings} warning(s)`,
      (folder, problems, warnings) => `${folder}：${problems} 个问题，${warnings} 个警告`,
    ),
    /** The last line of a valid folder: what it holds. */
    valid: msg(
      (
        folder: string,
        n: { offerings: number; machines: number; sites: number; scenarios: number },
        warnings: number,
      ) =>
        `${folder}: valid: ${n.offerings} offerings, ${n.machines} machines, ${n.sites} sites, ${n.scenarios} scenarios; ${warnings} warning(s)`,
      (folder, n, warnings) =>
        `${folder}：有效：${n.offerings} 个云端方案、${n.machines} 台机器、${n.sites} 个站点、${n.scenarios} 个场景；${warnings} 个警告`,
    ),
    maxAgeDays: msg(
      (given: string) => `Cannot validate: --max-age-days "${given}" is not a number of days`,
      (given) => `无法校验：--max-age-days “${given}” 不是天数`,
    ),
    /** A data folder that cannot be read (`detail`: the system's words). */
    unreadFolder: msg(
      (folder: string, detail: string) => `Cannot read the data folder ${folder}: ${detail}`,
      (folder, detail) => `无法读取数据文件夹 ${folder}：${detail}`,
    ),
  },
  /** The warnings the data layer words itself (the others are the inputs box's). */
  warning: {
    unusedColumn: msg(
      (column: string, position: number) => `column ${column} is not used (column ${position})`,
      (column, position) => `列 ${column} 未被使用（第 ${position} 列）`,
    ),
    gpuUnused: msg(
      (gpuModel: string, figures: boolean) =>
        `no offering or machine has ${gpuModel} GPUs; the ${
          figures ? "figures are" : "figure is"
        } not used (is the name spelt as in cloud_offerings.csv?)`,
      (gpuModel, _figures) =>
        `没有哪个云端产品或机器的 GPU 是 ${gpuModel}；这些数据未被使用（名称的写法是否与 cloud_offerings.csv 相同？）`,
    ),
  },
} as const;
