/**
 * The words of the notebooks' own cells: headline labels, table headers, captions, short
 * paragraphs and the labels a cell passes to a chart, one group per notebook (`nb01` … `nb10`).
 * A cell reads its group from the workbook: `const words = wb.words.notebooks.nb03;`.
 *
 * Column headers are grouped per table (`speedColumns`, …): a table takes the group as its
 * `labels`, so its English headers are the rows' keys where the key reads as English.
 *
 * @module
 */
import { inSentence, type Message, msg } from "./message.ts";
import { COMMON } from "./common.ts";
import { RUN_METHOD } from "./work_kinds.ts";
import type { DecisionAnswers, Recommendation } from "../../model/decision.ts";
import type { RangeScope } from "../../data/ranges.ts";

/** The words of a range's scope kind, English and Chinese. */
const SCOPE_WORDS = {
  scenario: ["scenario", "场景"],
  offering: ["offering", "租用方案"],
  hardware: ["machine", "机器"],
  site: ["site", "场地"],
  region: ["region", "地区"],
} as const;

/** The recommendations of the decision flow (`decide()` of lib/model/decision.ts), by key. */
const RECOMMENDATIONS = {
  "cloud": msg("cloud", "云端"),
  "hybrid": msg("hybrid", "混合方案"),
  onPrem: msg("on-prem", "自建"),
  privateCloudOrOnPrem: msg("private cloud or on-prem", "私有云或自建"),
  computeLocalTco: msg("compute the local TCO", "计算本地 TCO"),
} as const satisfies Record<Recommendation, Message<string>>;

/**
 * The questions of the flow of 002 behind each answer (`DecisionAnswers`), as a reader would be
 * asked them; in Chinese as document 002 asks them (六、选型建议).
 */
const QUESTIONS_002 = {
  needsInterconnectOrLargeMemory: msg(
    "Does the work need multi-GPU interconnect or large memory?",
    "是否需要多卡高速互联或大显存？",
  ),
  projectMonths: msg("How many months does the project last?", "项目周期有多少个月？"),
  highFrequency: msg("Would the GPUs be busy most days?", "是否持续高频使用？"),
  dataMayLeave: msg("May the data leave the premises?", "数据是否允许出域？"),
  hasOpsStaff: msg("Is there staff to run hardware?", "团队是否有专职运维？"),
} as const satisfies Record<
  Exclude<keyof DecisionAnswers, "breakEven" | "expectedHoursPerDay">,
  Message<string>
>;

/** One row of document 001's decision table (D5). */
function d5(
  who: [string, string],
  recommendation: [string, string],
  why: [string, string],
) {
  return { who: msg(...who), recommendation: msg(...recommendation), why: msg(...why) };
}

/**
 * The decision table of 001 (D5): who you are → what the essay recommends, a row by reader; in
 * Chinese as the document prints it (the sector names it leaves out filled in as in English).
 */
const DECISION_TABLE_001 = {
  learner: d5(
    ["Individual learner or researcher", "个人学习者 / 学生 / 小规模实验"],
    ["cloud", "云服务器"],
    ["Low cost to start, pay as you go", "成本低，无需维护，开箱即用，避免买错硬件浪费钱"],
  ),
  startUp: d5(
    ["Start-up", "初创公司 / 项目制开发"],
    ["cloud", "云服务器"],
    ["Fast start, no capital tied up", "资金有限，需求不确定，需快速迭代，避免资产过重"],
  ),
  midSize: d5(
    ["Mid-size company with variable demand", "中等规模企业，需求波动大"],
    ["hybrid", "混合模式"],
    ["Own the base load, rent the peaks", "日常推理用小规格云实例，突发训练用弹性云 GPU"],
  ),
  large: d5(
    ["Large company with steady heavy load", "大型企业，稳定大规模训练"],
    ["on-prem + cloud burst", "本地自建 + 少量云爆发"],
    [
      "Cheapest in the long run, elastic at the peaks",
      "基础负载本地化以降低成本，高峰时借用云资源弹性扩容",
    ],
  ),
  regulated: d5(
    ["Regulated data (finance, health, government)", "数据敏感行业（金融、医疗、政务）"],
    ["on-prem", "本地自建 / 私有云"],
    ["Data may not leave; compliance", "合规强制要求，数据不出域"],
  ),
};

/** One row of document 002's comparison (E2). */
function e2(aspect: [string, string], local: [string, string], cloud: [string, string]) {
  return { aspect: msg(...aspect), local: msg(...local), cloud: msg(...cloud) };
}

/** The comparison table of 002 (E2), a row by aspect; in Chinese as the document prints it (八、对比表格). */
const COMPARISON_TABLE_002 = {
  ownership: e2(["Ownership", "资源归属"], ["Own the hardware", "自有资产"], [
    "Rent capacity",
    "按需租用",
  ]),
  startUp: e2(["Start-up speed", "启动速度"], ["Weeks to buy and install", "采购周期长"], [
    "Minutes",
    "分钟级开通",
  ]),
  elasticity: e2(["Elasticity", "弹性扩展"], ["Fixed capacity", "受限于已有硬件"], [
    "Scale up and down at will",
    "按需申请，弹性较强",
  ]),
  specialHardware: e2(
    ["Special hardware", "特殊硬件"],
    ["Costly to buy (A100/H100, NVLink)", "采购渠道与周期不确定"],
    ["Rentable by the hour", "以实例规格提供，库存可能波动"],
  ),
  costStructure: e2(
    ["Cost structure", "成本结构"],
    ["Capital expense up front", "前期资本支出为主"],
    ["Operating expense as used", "运营支出为主"],
  ),
  longRun: e2(
    ["Long-run cost", "长期高频成本"],
    ["Lower at sustained high load", "可能更低"],
    ["Higher at sustained high load", "可能更高"],
  ),
  idle: e2(["Idle cost", "闲置成本"], ["Paid whether used or not", "折旧持续产生"], [
    "None when stopped (storage only)",
    "释放后停止计费",
  ]),
  operations: e2(
    ["Operations", "运维责任"],
    ["Own staff: drivers, failures, cooling", "硬件与系统全自维护"],
    ["Provider's", "硬件由云方维护，上层自管理"],
  ),
  isolation: e2(["Data isolation", "数据隔离"], ["Physical control", "物理隔离程度高"], [
    "Provider's controls",
    "依赖云上安全能力与配置",
  ]),
  migration: e2(
    ["Migration cost", "迁移成本"],
    ["Low once set up", "迁出需搬运数据与环境"],
    ["Data transfer, environment alignment", "迁入需适配存储、权限与调度"],
  ),
  duration: e2(
    ["Suited duration", "适用周期"],
    ["Long, steady projects", "长期稳定、持续高频"],
    ["Short or bursty projects", "短期、实验性、波动性需求"],
  ),
};

/** A line of the job notebook's first paragraph, its numbers already formatted. */
export interface JobLine {
  /** The job's id in `jobs.csv`. */
  id: string;
  /** What the job is, in the report's language. */
  description: string;
  /** Its whole work, in `unit`. */
  work: string;
  /** What the work counts ("samples", "tokens"), in the report's language. */
  unit: string;
  /** The passes over the data. */
  epochs: string;
  /** The work of one pass, in `unit`. */
  perEpoch: string;
  /** The memory the job needs on each GPU, GB. */
  memoryGb: string;
  /** The most GPUs the job can use at once. */
  maxGpus: number;
  /** The deadline in words, or undefined when the job has none. */
  deadline: string | undefined;
}

/** The scenario's own offering or machine running the job, its figures formatted. */
export interface JobPairLine {
  /** The offering's or machine's name. */
  label: string;
  /** Its id in the data. */
  id: string;
  /** The hours the job takes on it, in words. */
  hours: string;
  /** The job's full cost on it, in the report's currency. */
  cost: string;
  /** The electricity alone, for an owned machine; undefined for an offering. */
  electricity: string | undefined;
}

/** `n` to three significant digits, grouped as en-US writes it: 7 → "7", 0.5 → "0.5", 1234 → "1,230". */
function digits3(n: number): string {
  return Number(n.toPrecision(3)).toLocaleString("en-US", { maximumFractionDigits: 3 });
}

/** A list of names: "a, b and c" / "a、b 和 c". */
function andList(names: readonly string[], and: string, comma: string): string {
  return names.length <= 1
    ? names.join("")
    : `${names.slice(0, -1).join(comma)}${and}${names.at(-1)}`;
}

/** The hours a work keeps the case's machine busy, and what owning it costs at them (notebook 10). */
export interface BusyLine {
  /** The work's id. */
  id: string;
  /** The case's machine, by name. */
  machine: string;
  /** Hours a day the work keeps the machine busy, formatted; undefined when it cannot do it. */
  busy: string | undefined;
  /** Whether those hours are more than a day holds (a serving load wanting more GPUs than the machine's). */
  overDay: boolean;
  /** One machine's break-even against the cheapest way to rent, in words ("owning is cheaper above 4.30 h/day"). */
  breakEven: string;
  /** Whether one machine busy those hours costs less than renting them the cheapest way. */
  ownCheaper: boolean;
  /** Owning one machine over the horizon at those hours, formatted money. */
  own: string;
  /** The horizon, years, formatted. */
  years: string;
  /** Why the machine cannot do the work: its memory in all (GB) is too little, or no speed is known. */
  cannot: { neededGb: string; hasGb: string } | "no-speed" | undefined;
}

/** The case's owned fleet for a serving load, and the API beside it (notebook 10). */
export interface FleetLine {
  /** The load's id. */
  id: string;
  /** GPUs the hybrid rule owns. */
  owned: number;
  /** Whole machines they come in. */
  machines: number;
  /** The machine, by name. */
  machine: string;
  /** The share of the tokens the owned GPUs serve, formatted. */
  ownedShare: string;
  /** The offering renting the overflow. */
  overflow: string;
  /** Whether the owned GPUs serve every token, so nothing is rented. */
  rentsNothing: boolean;
  /** What the whole load costs a million output tokens on the fleet, formatted money. */
  total: string;
  /** The API beside it: its provider and model and its price a million output tokens; undefined without one. */
  api: { provider: string; model: string; price: string } | undefined;
  /** How much cheaper the fleet is than the API (negative: dearer), formatted as a share of the API's price. */
  cheaperThanApi: { share: string; fleetCheaper: boolean } | undefined;
  /** The owned fleet with the rest sent to the API instead, a sentence (`fleetWithApi`). */
  withApi: string | undefined;
}

/** A count of parameters or tokens: "7 B", "500 M" in English, "70 亿", "5 亿" in Chinese. */
const NB10_COUNT = msg(
  (n: number) =>
    n >= 1e12
      ? `${digits3(n / 1e12)} T`
      : n >= 1e9
      ? `${digits3(n / 1e9)} B`
      : n >= 1e6
      ? `${digits3(n / 1e6)} M`
      : digits3(n),
  (n) =>
    n >= 1e12
      ? `${digits3(n / 1e12)} 万亿`
      : n >= 1e8
      ? `${digits3(n / 1e8)} 亿`
      : n >= 1e4
      ? `${digits3(n / 1e4)} 万`
      : digits3(n),
);

/** Headers of document 001's decision table (D5), shown by notebooks 06 and 07. */
const DECISION_TABLE_001_COLUMNS = {
  who: msg("who", "适用对象"),
  recommendation: msg("recommendation", "建议"),
  why: msg("why", "理由"),
};

/** The notebooks section of the catalogue. */
export const NOTEBOOKS = {
  /** A finding made a sentence: "…." / "…。". */
  sentence: msg((s: string) => `${s}.`, (s) => `${s}。`),
  /** A pricing model of offerings.csv as the notebooks name it: "on demand", "reserved 1y". */
  pricing: msg(
    (pricingModel: string) => pricingModel.replaceAll("_", " "),
    (pricingModel) =>
      Object.hasOwn(COMMON.pricing, pricingModel)
        ? COMMON.pricing[pricingModel as keyof typeof COMMON.pricing].zh
        : pricingModel.replaceAll("_", " "),
  ),
  /** The side of a cost item (`tcoItems()`): "own" or "rent". */
  side: msg((side: "own" | "rent"): string => side, (side) => side === "own" ? "自购" : "租用"),
  decisionTable001Columns: DECISION_TABLE_001_COLUMNS,
  /** Document 001's decision table (D5), shown by notebooks 06 and 07: `Object.values()` its rows. */
  decisionTable001: DECISION_TABLE_001,

  /** The cheapest way to get a scenario's hours (`cheapestWay()`), as notebooks 01 and 02 show it. */
  cheapest: {
    best: msg("Cheapest way at these hours", "这些小时最便宜的方式"),
    owning: msg("owning", "自购"),
    rentCheapest: msg("Cheapest way to rent", "最便宜的租用方式"),
    scenarioWay: msg("The scenario's own offering", "场景自己的租用方案"),
    own: msg("Owning", "自购"),
    againstIt: msg("Owning against the cheapest way to rent", "自购对比最便宜的租用方式"),
    way: msg(
      (label: string, id: string, total: string) => `${label} (${id}): ${total}`,
      (label, id, total) => `${label}（${id}）：${total}`,
    ),
    columns: {
      way: msg("way to rent", "租用方式"),
      offering: msg("offering", "租用方案"),
      gpu: msg("GPU", "GPU"),
      speed: msg("speed (× owned)", "速度（× 自购）"),
      region: msg("region", "地区"),
      total: msg("cost over the horizon", "整个周期的成本"),
      wayMinusOwn: msg("against owning", "对比自购"),
      note: msg("note", "说明"),
    },
    caption: msg(
      (n: number, gpu: string, among: string, hours: string, years: string) =>
        `${
          n === 1 ? "The one way" : `The ${n} ways`
        } to do the ${gpu} machine's work${among}, cheapest first: every offering of its GPU, and of another GPU whose speed on the scenario's work throughput.csv gives and which holds as much memory; each billed for ${hours} h/day of the machine's work over ${years} years at its own speed (a GPU twice as fast rents half the hours) by the model's cost items (a monthly rental pays whole months, spot its interruptions); the last column but one is rent minus owning.`,
      (n, gpu, among, hours, years) =>
        `完成 ${gpu} 机器工作的 ${n} 种租用方式${among}，从便宜到贵：该 GPU 的每个租用方案，以及 throughput.csv 给出了场景工作速度、显存不少于它的其他 GPU；每种都按机器每天 ${hours} 小时的工作量、${years} 年、以其自身速度计费（快一倍的 GPU 只租一半的小时），由模型的成本项计算（包月按整月付费，竞价实例计入中断）；倒数第二列为租用减自购。`,
    ),
    storageUnpriced: msg(
      (provider: string, gb: string) =>
        `storage not priced: ${provider} lists no storage price, so its ${gb} GB are billed as 0`,
      (provider, gb) => `存储未计价：${provider} 没有列出存储价格，${gb} GB 按 0 计费`,
    ),
    storageFromProvider: msg(
      (offering: string) => `storage at the provider's price (${offering})`,
      (offering) => `存储按该提供商的价格计（${offering}）`,
    ),
    noneAccepted: msg(
      (list: string) =>
        `no offering from ${list} can do the machine's work: only the scenario's own is weighed`,
      (list) => `${list} 没有能完成这台机器工作的租用方案：只比较场景自己的租用方案`,
    ),
    work: {
      label: msg("The work both sides do", "双方完成的工作"),
      sameGpu: msg(
        (workload: string, gpu: string) => `${workload}; owned and rented: ${gpu}, as fast`,
        (workload, gpu) => `${workload}；自购与租用都是 ${gpu}，速度相同`,
      ),
      given: msg(
        (workload: string, rented: string, speed: string, owned: string) =>
          `${workload}; the rented ${rented} does ${speed}× the owned ${owned}'s work an hour (given: cloud_speed)`,
        (workload, rented, speed, owned) =>
          `${workload}；租用的 ${rented} 每小时完成自购 ${owned} 的 ${speed} 倍工作量（由 cloud_speed 给出）`,
      ),
      measured: msg(
        (
          workload: string,
          rented: string,
          speed: string,
          owned: string,
          rentedPerSecond: string,
          ownedPerSecond: string,
          hours: string,
        ) =>
          `${workload}; the rented ${rented} does ${speed}× the owned ${owned}'s work an hour (throughput.csv: ${rentedPerSecond} ÷ ${ownedPerSecond} a second), so an hour owned is ${hours} h rented`,
        (workload, rented, speed, owned, rentedPerSecond, ownedPerSecond, hours) =>
          `${workload}；租用的 ${rented} 每小时完成自购 ${owned} 的 ${speed} 倍工作量（throughput.csv：每秒 ${rentedPerSecond} ÷ ${ownedPerSecond}），自购 1 小时的工作需租用 ${hours} 小时`,
      ),
      tooSmall: msg(
        (rentedGb: string, ownedGb: string) =>
          `; its ${rentedGb} GB hold less than the owned GPU's ${ownedGb} GB: work that needs them does not fit`,
        (rentedGb, ownedGb) =>
          `；其 ${rentedGb} GB 显存少于自购 GPU 的 ${ownedGb} GB：需要这些显存的工作放不下`,
      ),
      unknown: msg(
        (workload: string, rented: string, owned: string) =>
          `${workload}; no speed is known of the rented ${rented} against the owned ${owned} (throughput.csv has no ${workload} figure for both): counted as 1: set cloud_speed, or a workload with figures for both`,
        (workload, rented, owned) =>
          `${workload}；不知道租用的 ${rented} 相对自购 ${owned} 的速度（throughput.csv 没有两者的 ${workload} 数据）：按 1 计算：请设置 cloud_speed，或选择两者都有数据的 workload`,
      ),
    },
    among: msg(
      (list: string) => ` from ${list}`,
      (list) => `（限 ${list}）`,
    ),
    anyRegion: msg(" in any region", "（不限地区）"),
  },

  nb01: {
    speedColumns: {
      id: msg("id", "编号"),
      measure: msg("measure", "测量项"),
      local: msg("local", "本地"),
      cloud: msg("cloud", "云端"),
      rentSlower: msg("cloud slower by", "云端慢"),
      printed: msg("printed", "文档印出"),
    },
    speedCaption: msg(
      (
        utilLocal: string | number,
        utilRent: string | number,
        memLocal: string | number,
        memRent: string | number,
      ) =>
        `Measured, not computed (A3): GPU utilisation ${utilLocal} local, ${utilRent} cloud; memory ${memLocal} and ${memRent}.`,
      (utilLocal, utilRent, memLocal, memRent) =>
        `实测值，不是计算所得（A3）：GPU 利用率本地 ${utilLocal}、云端 ${utilRent}；显存 ${memLocal} 和 ${memRent}。`,
    ),
    /** Headers of the run, the printed TCO and the audit. */
    documentColumns: {
      id: msg("id", "编号"),
      item: msg("item", "项目"),
      printed: msg("printed", "文档印出"),
      computed: msg("computed", "计算值"),
      recomputed: msg("recomputed", "重新计算"),
      what: msg("what", "问题"),
      mended: msg("mended", "修正后"),
      difference: msg("difference", "差额"),
      unit: msg("unit", "单位"),
    },
    runCaption: msg(
      (printedA6: string | number, storage: string) =>
        `A6 as printed (${printedA6}) leaves out the storage it had just computed (A5, ${storage}).`,
      (printedA6, storage) =>
        `文档印出的 A6（${printedA6}）漏掉了它刚算出的存储费用（A5，${storage}）。`,
    ),
    documentSum: msg("The document's sum (B11)", "文档的合计（B11）"),
    summedOnce: msg(
      (side: string) => `Summed once: ${side === "own" ? "own" : "rent"}`,
      (side) => `只计一次：${side === "own" ? "自购" : "租用"}`,
    ),
    sumsTitle: msg(
      (currency: string) =>
        `The document's three-year sum against the same case summed once (${currency})`,
      (currency) => `文档的三年合计与同一案例只计一次的对比（${currency}）`,
    ),
    sumsCaption: msg(
      (
        s: {
          printed: string;
          exact: string;
          residual: string;
          own: string;
          rent: string;
          hours: string;
          /** Whether `printed` is converted from the CNY the document prints. */
          converted: boolean;
        },
      ) =>
        `The document's ${s.printed} (${
          s.converted ? "converted from the printed figure" : "as printed"
        }; ${s.exact} with exact compounding) counts the purchase and its ` +
        `depreciation both and never credits the ${s.residual} residual value; ` +
        `summed once, owning the document's 3090 costs ${s.own} against ${s.rent} renting at ${s.hours} h/day.`,
      (s) =>
        `文档的 ${s.printed}（${
          s.converted ? "由文档印出的金额换算" : "印出值"
        }；按精确复利为 ${s.exact}）把购机款和折旧都计入了，却没有扣除 ${s.residual} 的残值；` +
        `只计一次时，每天使用 ${s.hours} 小时，自购文档中的 3090 花费 ${s.own}，租用花费 ${s.rent}。`,
    ),
    ways: {
      document: msg("document's method (B13)", "文档的算法（B13）"),
      electricityFollows: msg(
        "document's TCO, electricity following the hours",
        "文档的 TCO，电费随使用小时数变化",
      ),
      undiscounted: msg("summed once, undiscounted", "只计一次，不贴现"),
      presentValue: msg("summed once, present value", "只计一次，现值"),
    },
    /** Headers of the break-even and speed tables. */
    columns: {
      way: msg("way", "算法"),
      result: msg("result", "结果"),
      why: msg("why", "原因"),
      view: msg("view", "口径"),
      own: msg("own", "自购"),
      rent: msg("rent", "租用"),
      side: msg("side", "方式"),
      item: msg("item", "项目"),
      rentSpeed: msg("cloud speed (× owned)", "云端速度（× 自购）"),
      breakEven: msg("break-even", "盈亏平衡点"),
    },
    isDocument: msg(
      "This report's case costs what the document's case costs, item by item, so the figures below repeat those above.",
      "本报告的案例与文档案例的各项成本完全相同，因此下面的数字与上面的相同。",
    ),
    scenarioLine: msg(
      (id: string, machine: string, offering: string, hoursPerDay: string, years: string) =>
        `Scenario ${id}: ${machine} against ${offering}, ${hoursPerDay} h/day over ${years} years.`,
      (id, machine, offering, hoursPerDay, years) =>
        `场景 ${id}：${machine} 对比 ${offering}，每天 ${hoursPerDay} 小时，期限 ${years} 年。`,
    ),
    overYears: msg((years: string) => `over ${years} years`, (years) => `${years} 年合计`),
    owningAgainstRenting: msg(
      (own: string, rent: string, hoursPerDay: string) =>
        `Owning ${own} against renting ${rent}, at ${hoursPerDay} h/day.`,
      (own, rent, hoursPerDay) => `每天使用 ${hoursPerDay} 小时：自购 ${own}，租用 ${rent}。`,
    ),
    undiscounted: msg("undiscounted, with the cost of capital", "不贴现，计入资金机会成本"),
    presentValueAt: msg(
      (rate: string) => `present value at ${rate} a year`,
      (rate) => `现值，贴现率每年 ${rate}`,
    ),
  },

  nb02: {
    owning: msg("owning", "自购"),
    renting: msg("renting", "租用"),
    columns: {
      scenario: msg("scenario", "场景"),
      own: msg("own over the horizon", "期限内自购"),
      rent: msg("rent over the horizon", "期限内租用"),
      cheaper: msg("cheaper", "更便宜的一方"),
      ownPerGpuHour: msg("own per GPU-hour used", "自购每使用 GPU 小时"),
      cheapestWay: msg("cheapest way to rent its hours", "租用其小时数最便宜的方式"),
      cheapestCost: msg("that way over the horizon", "该方式期限内成本"),
    },
    /** A bar group of the per-GPU-hour chart: "seed-3090-autodl: own". */
    group: msg(
      (scenario: string, side: string) => `${scenario}: ${side}`,
      (scenario, side) => `${scenario}：${side === "own" ? "自购" : "租用"}`,
    ),
    perGpuHourUnit: msg(
      (currency: string) => `${currency} per GPU-hour`,
      (currency) => `${currency}/GPU 小时`,
    ),
    perGpuHourTitle: msg(
      (currency: string) => `Cost per GPU-hour used over each scenario's horizon (${currency})`,
      (currency) => `各场景期限内每使用 GPU 小时的成本（${currency}）`,
    ),
    perGpuHourCaption: msg(
      (rows: readonly { scenario: string; ownCheaper: boolean }[]) =>
        rows.map((r) => `${r.scenario}: ${r.ownCheaper ? "owning" : "renting"} is cheaper`).join(
          "; ",
        ) +
        ". Where the 'own' bar is shorter, buying is cheaper.",
      (rows) =>
        rows.map((r) => `${r.scenario}：${r.ownCheaper ? "自购" : "租用"}更便宜`).join("；") +
        "。“自购”的条形更短时，买更便宜。",
    ),
    cumulativeTitle: msg(
      (scenario: string, currency: string) =>
        `Cumulative cost of ${scenario} month by month (${currency})`,
      (scenario, currency) => `${scenario} 逐月累计成本（${currency}）`,
    ),
    hourly: msg(
      "Renting is billed by the hour: the cumulative cost grows with the hours used.",
      "租用按小时计费：累计成本随使用小时数增长。",
    ),
    commitment: msg(
      (minimumMonths: number, perMonth: string, total: string, monthsPaid: number) =>
        `The offering is a commitment of at least ${minimumMonths} months at ${perMonth} a month ` +
        `(${total} over the ${monthsPaid} months paid), paid month by month above.`,
      (minimumMonths, perMonth, total, monthsPaid) =>
        `该产品须承诺至少 ${minimumMonths} 个月，每月 ${perMonth}（付费 ${monthsPaid} 个月共 ${total}），上图按月支付。`,
    ),
    perUseCaption: msg(
      (own20: string, rent20: string, own100: string, rent100: string) =>
        `At 20 % utilisation owning costs ${own20} per GPU-hour used, renting ${rent20}; ` +
        `at 100 %, ${own100} against ${rent100}.`,
      (own20, rent20, own100, rent100) =>
        `利用率 20 % 时，每使用 GPU 小时自购 ${own20}，租用 ${rent20}；利用率 100 % 时分别为 ${own100} 和 ${rent100}。`,
    ),
  },

  /** The after-tax view (lib/present/after_tax.ts), in notebook 02. */
  afterTax: {
    parts: {
      preTax: msg("before tax, paid in cash", "税前（现金购买）"),
      financing: msg("financing: the loan or lease beyond cash", "融资：贷款或租赁超出现金的部分"),
      vat: msg("VAT deducted (a credit)", "可抵扣增值税（抵减）"),
      incomeTax: msg("income tax: the tax shield (a credit)", "所得税：税盾（抵减）"),
      total: msg("after tax and financing", "税后及融资后"),
    },
    columns: {
      part: msg("part, today", "组成（现值）"),
      own: msg("own", "自购"),
      rent: msg("rent", "租用"),
    },
    buyerColumns: {
      buyer: msg("buyer", "购买方"),
      own: msg("own after tax, today", "自购税后现值"),
      rent: msg("rent after tax, today", "租用税后现值"),
      breakEven: msg("break-even after tax", "税后盈亏平衡点"),
    },
    thisCase: msg((name: string) => `${name} (this case)`, (name) => `${name}（本案例）`),
    buyersCaption: msg(
      (before: string) =>
        `The same case for each buyer of buyers.csv, every cash flow discounted at the case's rate. Before tax ${before}.`,
      (before) =>
        `同一案例按 buyers.csv 中每个购买方计算，所有现金流按本案例的贴现率折现。税前：${before}。`,
    ),
    nothingCounts: msg(
      (buyer: string | undefined) =>
        `${
          buyer ?? "No buyer is named"
        }: no tax, no VAT deducted and no loan, so what the buyer pays is the present value above.`,
      (buyer) =>
        `${buyer ?? "未指定购买方"}：不计税、不抵扣增值税、没有贷款，购买方支付的就是上面的现值。`,
    ),
    sentence: msg(
      (v: {
        buyer: string | undefined;
        own: string;
        rent: string;
        ownBefore: string;
        rentBefore: string;
        breakEven: string;
        breakEvenBefore: string;
      }) =>
        `${
          v.buyer ?? "A buyer who deducts nothing"
        }: owning costs ${v.own} and renting ${v.rent} today after tax and financing (${v.ownBefore} and ${v.rentBefore} before tax); ${v.breakEven} (before tax: ${v.breakEvenBefore}).`,
      (v) =>
        `${
          v.buyer ?? "不作任何抵扣的购买方"
        }：税后及融资后自购的现值为 ${v.own}，租用为 ${v.rent}（税前分别为 ${v.ownBefore} 和 ${v.rentBefore}）；${v.breakEven}（税前：${v.breakEvenBefore}）。`,
    ),
  },

  nb03: {
    breakEvenOf: msg(
      (scenario: string) => `Break-even of ${scenario}`,
      (scenario) => `${scenario} 的盈亏平衡点`,
    ),
    inPresentValue: msg("In present value", "按现值"),
    yourHours: msg("Your hours", "你的使用时长"),
    columns: {
      offering: msg("offering", "云端产品"),
      price: msg("price per GPU-hour", "每 GPU 小时价格"),
      breakEven: msg("break-even", "盈亏平衡点"),
    },
    thisScenario: msg(
      (provider: string) => `this scenario (${provider})`,
      (provider) => `本场景（${provider}）`,
    ),
    marketColumns: {
      gpuModel: msg("GPU", "GPU 型号"),
      pricing: msg("pricing", "计费方式"),
      perGpuHour: msg("price per GPU-hour", "每 GPU 小时价格"),
      provider: msg("provider", "云厂商"),
      file: msg("file", "文件"),
    },
    offeringsIn: msg(
      (offerings: number, files: number) => `${offerings} offerings in ${files} file(s).`,
      (offerings, files) => `${files} 个文件中共 ${offerings} 个云端产品。`,
    ),
    againstColumns: {
      scenario: msg("scenario", "场景"),
      offering: msg("offering", "云端产品"),
      perGpuHour: msg("price per GPU-hour", "每 GPU 小时价格"),
      breakEven: msg("break-even", "盈亏平衡点"),
    },
  },

  nb04: {
    columns: {
      option: msg("option", "方案"),
    },
    perMonthAt: msg(
      (hours: number) => `per month at ${hours} h`,
      (hours) => `每月 ${hours} 小时的月成本`,
    ),
    cheapestFirst: msg("Cheapest first.", "最便宜的在前。"),
    spot: {
      noRate: msg(
        "The scenario gives no interruption rate for spot (interruptions_per_month or interruptions_per_day in scenarios.csv), so spot is billed its fixed overhead above and has no calendar to show.",
        "该场景没有给出竞价实例的中断频率（scenarios.csv 中的 interruptions_per_month 或 interruptions_per_day），因此竞价实例按上面的固定开销计费，没有日历时间可显示。",
      ),
      interrupted: msg("Interrupted", "中断间隔"),
      never: msg("never", "从不中断"),
      every: msg((hours: string) => `every ${hours} h`, (hours) => `每 ${hours} 小时一次`),
      billedPerUsefulHour: msg("Billed hours per useful hour", "每个有效小时的计费小时数"),
      calendarPerUsefulHour: msg("Calendar hours per useful hour", "每个有效小时的日历小时数"),
      timeToFinish: msg(
        (hours: string) => `Time to finish ${hours} useful hours`,
        (hours) => `完成 ${hours} 个有效小时所需时间`,
      ),
      stopsPaying: msg("Stops paying against on demand", "相比按量计费不再划算的条件"),
      atThisRate: msg("At this rate", "在此中断频率下"),
      noOnDemand: msg("no on-demand price to weigh it against", "没有可对比的按量计费价格"),
    },
    tornadoTitle: msg(
      (currency: string) => `What moves the monthly cost of owning most (${currency} per month)`,
      (currency) => `对自购月成本影响最大的输入（${currency}/月）`,
    ),
    tornadoAxis: msg(
      (currency: string) => `Monthly cost of owning (${currency} per month)`,
      (currency) => `自购月成本（${currency}/月）`,
    ),
    breakEvenTornadoTitle: msg(
      "What moves the break-even hours a day most",
      "对盈亏平衡的每天小时数影响最大的输入",
    ),
    spiderTitle: msg(
      "Break-even hours a day as each input moves from −50 % to +50 %",
      "各输入从 −50 % 变到 +50 % 时盈亏平衡的每天小时数",
    ),
  },

  nb05: {
    columns: {
      input: msg("input", "输入"),
      base: msg("scenario's value", "场景值"),
      low: msg("low", "下限"),
      high: msg("high", "上限"),
      scope: msg("holds for", "适用于"),
      source: msg("source", "来源"),
    },
    plusMinus20: msg("±20 % of the scenario's value", "场景值的 ±20 %"),
    assumption: msg("assumption: no row of ranges.csv", "假设：ranges.csv 中没有适用的行"),
    scope: msg(
      (s: RangeScope) => s.kind === "all" ? "every scenario" : `${SCOPE_WORDS[s.kind][0]} ${s.id}`,
      (s) => s.kind === "all" ? "所有场景" : `${SCOPE_WORDS[s.kind][1]} ${s.id}`,
    ),
    sourceAfter: msg(
      (asOf: string, row: number) => `, as of ${asOf} (ranges.csv row ${row})`,
      (asOf, row) => `，截至 ${asOf}（ranges.csv 第 ${row} 行）`,
    ),
    rangesSummary: msg(
      (sourced: number, assumed: number) =>
        `${sourced} of the ${
          sourced + assumed
        } inputs vary over a range of ranges.csv that holds for this scenario; the other ${assumed} vary by ±20 % of the scenario's value, an assumption.`,
      (sourced, assumed) =>
        `${
          sourced + assumed
        } 个输入中，${sourced} 个按 ranges.csv 中适用于本场景的范围变化；其余 ${assumed} 个按场景值的 ±20 % 变化，这是一个假设。`,
    ),
    widened: msg(" (widened to hold the scenario's value)", "（已放宽以包含场景的值）"),
    moved: msg(
      " (moved to peak at the yearly change given)",
      "（已平移，以给定的年变化率为峰值）",
    ),
    probabilityOwnCheaper: msg("Probability that owning is cheaper", "自购更便宜的概率"),
    difference90: msg("Own − rent, 90 % interval", "自购 − 租用，90 % 区间"),
    range: msg(
      (low: string, high: string) => `${low} to ${high}`,
      (low, high) => `${low} 至 ${high}`,
    ),
    draws: msg("Draws", "抽样次数"),
    drawsValue: msg(
      (samples: string, seed: number) => `${samples}, seed ${seed}`,
      (samples, seed) => `${samples} 次，随机种子 ${seed}`,
    ),
    breakEven90: msg(
      "Break-even, 90 % interval of the draws that have one",
      "盈亏平衡点：有盈亏平衡点的抽样的 90 % 区间",
    ),
    hoursRange: msg(
      (low: string, high: string) => `${low} to ${high} h/day`,
      (low, high) => `每天 ${low} 至 ${high} 小时`,
    ),
    noDrawInRange: msg(
      "no draw has a break-even within 0–24 h/day",
      "没有抽样在每天 0–24 小时内达到盈亏平衡",
    ),
    withoutBreakEven: msg("Without a break-even", "无盈亏平衡点"),
    noDrawBreakEven: msg(
      (why: string) => `No draw has a break-even within 0 to 24 hours a day: ${why}.`,
      (why) => `没有抽样在每天 0 到 24 小时内达到盈亏平衡：${why}。`,
    ),
    tornadoTitle: msg(
      (currency: string) => `What moves own − rent most, one input at a time (${currency})`,
      (currency) => `逐个输入看：对自购 − 租用影响最大的输入（${currency}）`,
    ),
    tornadoAxis: msg(
      (currency: string) => `Own − rent over the horizon (${currency})`,
      (currency) => `整个周期内自购 − 租用（${currency}）`,
    ),
  },

  nb06: {
    /** "Recommendation: …", given the recommendation in words (`recommendations`). */
    recommendation: msg(
      (r: string) => `Recommendation: ${r}`,
      (r) => `建议：${r}`,
    ),
    recommendations: RECOMMENDATIONS,
    questions: QUESTIONS_002,
    /** Document 002's comparison (E2): `Object.values()` its rows. */
    comparisonTable: COMPARISON_TABLE_002,
    answersColumns: {
      question: msg("question", "问题"),
      answer: msg("answer", "回答"),
    },
    answersCaption: msg(
      "The answers the flow was given: the notebook's defaults, not the reader's; change them in the notebook.",
      "决策流程使用的答案：这是本笔记本的默认值，不是读者的；请在笔记本中修改。",
    ),
    decisionTable: msg("Document 001's decision table (D5).", "文档 001 的决策表（D5）。"),
    comparison: msg("Document 002's comparison (E2).", "文档 002 的对比（E2）。"),
    comparisonColumns: {
      aspect: msg("aspect", "方面"),
      local: msg("local", "本地"),
      cloud: msg("cloud", "云端"),
    },
    fullLoadColumns: {
      label: msg("server against offering", "服务器对比云端产品"),
      years: msg("years", "年数"),
      own: msg("own at 7×24", "7×24 自购"),
      rent: msg("rent at 7×24", "7×24 租用"),
      saving: msg("saved by owning", "自购节省"),
    },
    everyServerCompared: msg(
      "Every server of the data is compared.",
      "数据中的每台服务器都参与了比较。",
    ),
    notCompared: msg(
      (items: readonly string[]) => `Not compared: ${items.join("; ")}.`,
      (items) => `未比较：${items.join("；")}。`,
    ),
    noSpotPair: msg(
      "The data has no spot price beside an on-demand price of the same GPU and provider.",
      "数据中没有与同一 GPU、同一云厂商的按量计费价格配对的竞价价格。",
    ),
    spotColumns: {
      offering: msg("offering", "云端产品"),
      spotShare: msg("spot ÷ on demand", "竞价 ÷ 按量计费"),
      stopsPaying: msg("stops paying against on demand", "相比按量计费不再划算的条件"),
    },
    noPairToDraw: msg("No spot and on-demand pair to draw.", "没有可绘制的竞价与按量计费价格对。"),
    projectColumns: {
      scenario: msg("scenario", "场景"),
      months: msg("months", "月数"),
      ownNetOfResale: msg("buy, use, sell", "买入、使用、卖出"),
      rent: msg("rent", "租用"),
      rentCheaper: msg("renting cheaper", "租用更便宜"),
    },
  },

  nb07: {
    /** The fleet as a portfolio (lib/scenario/portfolio.ts): its table and chart. */
    portfolio: {
      rentFixed: msg("Rented side's fixed costs (once)", "租用方固定成本（一次）"),
      rules: msg("The rule behind each tier", "每个层级背后的规则"),
      total: msg("In all", "合计"),
      columns: {
        tier: msg("Tier", "层级"),
        offering: msg("Offering", "租用方案"),
        units: msg("Units", "单位数"),
        gpus: msg("GPUs", "GPU 数"),
        gpuHours: msg("GPU-hours", "GPU 小时"),
        cny: msg("Cost over the horizon", "整个期限的成本"),
      },
      none: msg(
        "No portfolio: the case states a work, or its exact search would take too long.",
        "没有组合机群：本案例给出了工作量，或精确搜索耗时过长。",
      ),
      title: msg(
        (years: string, currency: string) =>
          `The portfolio against one tier alone and the simple answer, ${years} years (${currency})`,
        (years, currency) => `组合机群与单一层级、简单答案对比，${years} 年（${currency}）`,
      ),
      axis: msg(
        (currency: string) => `Cost over the horizon (${currency})`,
        (currency) => `整个期限的成本（${currency}）`,
      ),
      optimum: msg("The portfolio (the optimum)", "组合机群（最优）"),
      simple: msg(
        (owned: number) => `The simple answer (own ${owned} GPUs)`,
        (owned) => `简单答案（自购 ${owned} 块 GPU）`,
      ),
      single: msg(
        (tier: string, id: string | null) => `All ${tier}${id === null ? "" : ` (${id})`}`,
        (tier, id) => `全部${tier}${id === null ? "" : `（${id}）`}`,
      ),
      caption: msg(
        (total: string, simple: string | null, single: string | null, overflow: string | null) =>
          `The portfolio costs ${total}${
            simple === null
              ? ", the same as the simple answer (the hybrid fleet's"
              : `, ${simple} less than the simple answer (the hybrid fleet's`
          }${overflow === null ? ")" : `, renting beyond its owned GPUs on ${overflow})`}${
            single === null ? "" : ` and ${single} less than the cheapest tier alone`
          }. Each bar is a whole-unit fleet serving the same demand profile; the search tries every number of owned machines and reserved units, the rest served hour by hour at least cost.`,
        (total, simple, single, overflow) =>
          `组合机群成本 ${total}${
            simple === null ? "，与简单答案（混合机群" : "，比简单答案（混合机群"
          }${overflow === null ? "）" : `，自购之外租用 ${overflow}）`}${
            simple === null ? "相同" : `少 ${simple}`
          }${
            single === null ? "" : `，比最便宜的单一层级少 ${single}`
          }。每根条都是按整单位、满足同一需求曲线的机群；搜索尝试自购机器数与预留单位数的每一种组合，其余需求逐小时以最低成本满足。`,
      ),
      alt: msg(
        (n: number) => `Horizontal bars of the total cost of ${n} fleets for the same demand.`,
        (n) => `同一需求下 ${n} 种机群总成本的横向条形图。`,
      ),
    },
    noProfileNamed: msg(
      (scenario: string, gpus: number, share: string) =>
        `Scenario ${scenario} names no demand profile (demand_profile in scenarios.csv): its own schedule is used, its ${gpus} GPU${
          gpus === 1 ? "" : "s"
        } wanted ${share} of the hours. `,
      (scenario, gpus, share) =>
        `场景 ${scenario} 没有指定需求曲线（scenarios.csv 中的 demand_profile）：使用它自己的使用安排，${gpus} 块 GPU 在 ${share} 的小时里被使用。`,
    ),
    /**
     * The fleet is priced for the GPU-hours of `profile` (`profileHours` over `years`), the
     * scenario's TCO for those of its schedule (`scenarioHours`), and they differ.
     */
    otherHours: msg(
      (profile: string, profileHours: string, scenarioHours: string, years: string) =>
        `The fleet below is priced for the GPU-hours profile ${profile} wants, ${profileHours} GPU-hours over ${years} years; the scenario's TCO (notebooks 01 to 04 and the index) prices its own schedule, ${scenarioHours} GPU-hours, so renting everything here costs what renting costs there only for the same hours. The hours a day, days a week and utilisation of the parameters change the schedule, not the profile: demand.csv holds it.`,
      (profile, profileHours, scenarioHours, years) =>
        `下面的机群按需求曲线 ${profile} 所需的 GPU 小时计价：${years} 年共 ${profileHours} GPU 小时；场景的 TCO（笔记本 01 至 04 和首页）按它自己的使用安排计价，共 ${scenarioHours} GPU 小时，所以只有小时数相同时，这里全部租用的成本才等于那里的租用成本。参数中的每天小时数、每周天数和利用率改变的是使用安排，而不是需求曲线：需求曲线在 demand.csv 中。`,
    ),
    noOverflow: msg(
      (gpuModel: string) =>
        `No offering of the ${gpuModel} is sold by the hour to rent the overflow`,
      (gpuModel) => `没有按小时出售的 ${gpuModel} 可用来租用超出部分`,
    ),
    overflowOn: msg(
      (provider: string, gpuModel: string, id: string) =>
        `The overflow is rented by the hour on ${provider} ${gpuModel} (${id}).`,
      (provider, gpuModel, id) => `超出部分按小时租用 ${provider} ${gpuModel}（${id}）。`,
    ),
    costColumns: {
      owned: msg("GPUs owned", "自购 GPU 数"),
      machines: msg("machines owned", "自购机器数"),
      own: msg("owned GPUs' cost", "自购 GPU 成本"),
      rent: msg(
        "renting: the overflow and the rented side's fixed costs",
        "租用：超出部分及租用一方的固定成本",
      ),
      total: msg("total", "合计"),
      servedByOwned: msg("GPU-hours served by owned GPUs", "自购 GPU 承担的 GPU 小时占比"),
    },
    ownIt: msg("own it", "自购"),
    rentIt: msg("rent it", "租用"),
    ruleColumns: {
      machine: msg("machine", "第几台机器"),
      gpus: msg("its GPUs", "其 GPU"),
      busyShare: msg(
        "share of hours demand reaches its GPUs, on average",
        "需求达到其 GPU 的平均小时占比",
      ),
      saves: msg(
        "saves against renting its GPUs' hours (fixed costs apart)",
        "与租用其 GPU 的小时相比省下（不含固定成本）",
      ),
      verdict: msg("verdict", "结论"),
    },
    /** GPUs j to k of a machine: "9–16". */
    gpuRange: msg(
      (first: number, last: number) => first === last ? `${first}` : `${first}–${last}`,
      (first, last) => first === last ? `第 ${first} 块` : `第 ${first}–${last} 块`,
    ),
    onSpot: msg(
      (spot: string, owned: number, total: string, onDemand: string) =>
        `With the overflow on ${
          inSentence(spot)
        } the cheapest fleet owns ${owned} GPUs and costs ${total}, against ${onDemand} on demand.`,
      (spot, owned, total, onDemand) =>
        `超出部分改用「${spot}」时，最便宜的机群自购 ${owned} 块 GPU，成本 ${total}；按量计费则为 ${onDemand}。`,
    ),
    noSpot: msg(
      (gpuModel: string) => `The data has no spot price for the ${gpuModel}.`,
      (gpuModel) => `数据中没有 ${gpuModel} 的竞价价格。`,
    ),
    shapes: {
      team: msg((profile: string) => `the team (${profile})`, (profile) => `本团队（${profile}）`),
      steady: msg("steady at the peak", "始终处于峰值"),
      burst: msg("mostly one GPU, a deadline burst", "大多只用一块 GPU，截止前突增"),
      idleHalf: msg("idle half the time", "一半时间空闲"),
    },
    /** The cheapest fleet of `fleetChoice()` (lib/model/fleet_shapes.ts), in words. */
    choice: {
      "rent all": msg("rent all", "全部租用"),
      "own all": msg("own all", "全部自购"),
      hybrid: msg("hybrid", "混合方案"),
    },
    shapeColumns: {
      shape: msg("demand shape", "需求形态"),
      best: msg("cheapest", "最便宜的方案"),
      own: msg("GPUs owned", "自购 GPU 数"),
      hybrid: msg("cheapest fleet", "最便宜机群的成本"),
      ownAll: msg("own all", "全部自购"),
      rentAll: msg("rent all", "全部租用"),
      saved: msg("saved against the cheaper extreme", "相比较便宜的极端方案节省"),
    },
    commitmentExample: msg(
      (id: string, against: string, committed: string, hourly: string, share: string | null) =>
        share === null
          ? `By hand, ${id} against ${against}: ${committed} a GPU-hour committed against ${hourly} by the hour, no less: it never costs less.`
          : `By hand, ${id} against ${against}: ${committed} a GPU-hour committed ÷ ${hourly} by the hour = ${share} of its hours, above which it costs less.`,
      (id, against, committed, hourly, share) =>
        share === null
          ? `手算：${id} 对比 ${against}：承诺方案每 GPU 小时 ${committed}，不低于按小时的 ${hourly}，因此永远不会更便宜。`
          : `手算：${id} 对比 ${against}：承诺方案每 GPU 小时 ${committed} ÷ 按小时的 ${hourly} = ${share}，使用率高于此比例时承诺方案更便宜。`,
    ),
    decisionTable: msg(
      "Document 001's decision table (D5), for comparison.",
      "文档 001 的决策表（D5），供对比。",
    ),
  },

  nb08: {
    job: msg(
      (j: JobLine) =>
        `${j.id}: ${j.description}. ${j.work} ${j.unit} (${j.epochs} × ${j.perEpoch}), ${j.memoryGb} GB a GPU, ` +
        `at most ${j.maxGpus} GPU${j.maxGpus === 1 ? "" : "s"}, ` +
        (j.deadline === undefined ? "no deadline." : `deadline ${j.deadline}.`),
      (j) =>
        `${j.id}：${j.description}。${j.work} ${j.unit}（${j.epochs} × ${j.perEpoch}），每块 GPU ${j.memoryGb} GB，` +
        `最多 ${j.maxGpus} 块 GPU，` +
        (j.deadline === undefined ? "无截止时间。" : `截止时间 ${j.deadline}。`),
    ),
    rankingColumns: {
      rank: msg("rank", "排名"),
      way: msg("way", "方案"),
      id: msg("id", "编号"),
      pricing: msg("pricing", "计费方式"),
      gpus: msg("GPUs", "GPU 数"),
      pays: msg("pays for", "付费对象"),
      hours: msg("hours", "小时"),
      cost: msg("one job", "单个任务"),
      perJob: msg("a job over the term", "承诺期内每个任务"),
      front: msg("front", "帕累托前沿"),
      deadline: msg("deadline", "截止时间"),
    },
    /** The word of `unitWord()` ("samples", "tokens") in the report's language. */
    unit: msg(
      (word: string) => word,
      (word) => ({ samples: "样本", tokens: "词元" })[word] ?? word,
    ),
    perMillion: msg((unit: string) => `per million ${unit}`, (unit) => `每百万${unit}`),
    rankedCaption: msg(
      (ranked: number, scenario: string, excluded: number) =>
        `${ranked} ways ranked under scenario ${scenario}; ${excluded} left out (below).`,
      (ranked, scenario, excluded) =>
        `按场景 ${scenario} 排名 ${ranked} 种方案；${excluded} 种未计入（见下）。`,
    ),
    /** How the ranking is ordered: by one job, or by a job of the scenario's `jobs_per_month`. */
    rankedBy: msg(
      (perMonth: number | null) =>
        perMonth === null
          ? " Ranked by the cost of running the job once: a monthly or reserved offering the scenario does not hold costs its whole term."
          : ` The scenario runs the job ${perMonth} times a month: ranked by the cost of a job over the term, a monthly or reserved offering spread over the jobs it serves.`,
      (perMonth) =>
        perMonth === null
          ? "按只运行一次任务的成本排名：场景未持有的包月或预留产品按整个承诺期计费。"
          : `场景每月运行该任务 ${perMonth} 次：按承诺期内每个任务的成本排名，包月或预留的费用分摊到它承担的任务上。`,
    ),
    leftOut: msg("Left out, with the reason", "未计入的方案及原因"),
    machineColumns: {
      machine: msg("machine", "机器"),
      hours: msg("hours", "小时"),
      fullCost: msg("full cost per hour used × hours", "每使用小时全部成本 × 小时数"),
      electricity: msg("electricity above idle only", "只算高于待机的电费"),
    },
    pair: msg(
      (rows: readonly JobPairLine[]) =>
        rows.map((r) =>
          `${r.label} (${r.id}): ${r.hours}, ${r.cost}` +
          (r.electricity === undefined ? "" : ` in full, ${r.electricity} of electricity`)
        ).join("; "),
      (rows) =>
        rows.map((r) =>
          `${r.label}（${r.id}）：${r.hours}，` +
          (r.electricity === undefined ? r.cost : `全部成本 ${r.cost}，只算电费 ${r.electricity}`)
        ).join("；") + (rows.length > 0 ? "。" : ""),
    ),
    cannotRun: msg(
      (job: string) =>
        `${job} cannot run on the scenario's own offering or machine: see the reasons left out.`,
      (job) => `${job} 无法在场景自己的云端产品或机器上运行：原因见上面未计入的列表。`,
    ),
  },

  nb09: {
    whatIfColumns: {
      cost: msg("cost", "成本项"),
      input: msg("input", "输入"),
      value: msg("value counted", "计入的值"),
      source: msg("source", "来源"),
    },
    noValue: msg(
      "hidden_costs.csv gives no value for this scenario.",
      "hidden_costs.csv 没有给出本场景的值。",
    ),
    moneyInCurrency: msg("Money in the report's currency.", "金额按报告的币种。"),
    effectColumns: {
      cost: msg("counted", "计入的成本"),
      changeCny: msg("moves own − rent by", "自购 − 租用的变化"),
      ownMinusRentCny: msg("own − rent", "自购 − 租用"),
      breakEven: msg("break-even", "盈亏平衡点"),
    },
    largestFirst: msg(
      "Largest change first; the last row counts every cost at once.",
      "影响最大的在前；最后一行同时计入所有成本。",
    ),
    theEssays: msg("the essay's (001)", "文章（001）"),
    theDatas: msg("the data's", "数据"),
    resaleColumns: {
      label: msg("machine", "机器"),
      years: msg("after years", "年后"),
      share: msg("sells for (share of price)", "售价（占购机价比例）"),
      figure: msg("residual value taken from", "残值取自"),
    },
    markupColumns: {
      label: msg("server against offering", "服务器对比云端产品"),
      years: msg("years", "年数"),
      ownPerGpuHour: msg("own per GPU-hour", "自购每 GPU 小时"),
      rentPerGpuHour: msg("cloud per GPU-hour", "云端每 GPU 小时"),
      markup: msg("cloud over own", "云端高出自购"),
    },
  },
  nb10: {
    /** A count of parameters or tokens: "7 B", "500 M" / "70 亿", "5 亿". */
    count: NB10_COUNT,
    /** The training methods of `work.csv`. */
    method: RUN_METHOD,
    gpuColumns: {
      gpu: msg("GPU model", "GPU 型号"),
      tflops: msg("peak dense BF16 (TFLOP/s)", "峰值稠密 BF16 算力（TFLOP/s）"),
      memoryGb: msg("memory (GB)", "显存（GB）"),
      bandwidth: msg("memory bandwidth (TB/s)", "显存带宽（TB/s）"),
      asOf: msg("as of", "截至"),
      source: msg("source", "来源"),
    },
    methodColumns: {
      method: msg("method", "训练方式"),
      k: msg("FLOPs a parameter a token (k)", "每个参数每个词元的浮点运算次数"),
      bytes: msg("bytes a parameter in memory", "每个参数占用的显存（字节）"),
    },
    figureColumns: {
      figure: msg("figure", "数值"),
      value: msg("value", "取值"),
      basis: msg("basis", "依据"),
    },
    figures: {
      mfu: msg("MFU of a training run that gives none", "训练未给出 MFU 时的取值"),
      trainingOverhead: msg(
        "memory beyond weights, gradients and optimizer states while training (activations, adapters)",
        "训练时权重、梯度和优化器状态之外的显存（激活值、适配器）",
      ),
      servingOverhead: msg(
        "memory beyond the weights while serving (KV cache, buffers)",
        "推理时权重之外的显存（KV 缓存、缓冲区）",
      ),
      prefillEfficiency: msg(
        "share of peak FLOP/s a prompt's prefill reaches where no point is measured",
        "无实测点时预填充（处理提示）达到的峰值算力比例",
      ),
      decodeEfficiency: msg(
        "share of peak FLOP/s a decode step's matrix products reach",
        "解码一步的矩阵乘法达到的峰值算力比例",
      ),
      bandwidthEfficiency: msg(
        "share of peak memory bandwidth a decode step reaches",
        "解码一步达到的峰值显存带宽比例",
      ),
      tensorParallelEfficiency: msg(
        "what each doubling of a replica's GPUs keeps of their sum (tensor parallelism)",
        "副本 GPU 数每翻一倍保留的合计算力比例（张量并行）",
      ),
      memoryReserve: msg(
        "share of each GPU's memory kept free of weights and KV cache (vLLM's default)",
        "每块 GPU 不用于权重和 KV 缓存的显存比例（主流推理引擎的默认值）",
      ),
      maxBatch: msg(
        "most requests an engine batches at once (TensorRT-LLM's default)",
        "推理引擎一次最多合批的请求数（主流推理引擎的默认值）",
      ),
    },
    sourced: msg("sourced: production runs reach 30–50 %", "有来源：生产训练可达 30–50%"),
    assumption: msg("assumption", "假设"),
    /** Said under a work the parameters did not state; `code` in backticks. */
    example: msg(
      "The parameters state no work: this is the example the notebook prices when none is given. Set `work`, or `model_params` with the fields of a kind of work (the parameters cell lists them), for yours.",
      "参数未给出工作：这是未指定时本笔记本计价的示例。设置 `work`，或 `model_params` 加某类工作的字段（参数单元格列出了它们），即可换成你的工作。",
    ),
    fitColumns: {
      gpu: msg("GPU model", "GPU 型号"),
      memoryGb: msg("memory a GPU (GB)", "单卡显存（GB）"),
      holds: msg("holds it", "能否容纳"),
      perSecond: msg("tokens a second a GPU", "单卡每秒词元数"),
      basis: msg("speed", "速度依据"),
      gpuHours: msg("GPU-hours", "GPU 小时"),
      hours: msg("hours on those GPUs", "在这些 GPU 上的小时数"),
      peakGpus: msg("GPUs at the busiest hour", "最忙时段所需 GPU"),
      gpuHoursPerDay: msg("GPU-hours a day", "每天 GPU 小时"),
    },
    holds: {
      one: msg("on one GPU", "单卡即可"),
      several: msg((n: number) => `over ${n} GPUs`, (n) => `需 ${n} 块 GPU`),
      unknown: msg("not known: no figure", "未知：数据缺少数值"),
    },
    basis: {
      measured: msg("measured", "实测"),
      peak: msg("from the peak × MFU", "按峰值 × MFU"),
      estimate: msg("estimated", "估算"),
    },
    fit: msg(
      (
        need: string,
        one: readonly string[],
        several: readonly string[],
        unknown: readonly string[],
      ) =>
        [
          `It needs ${need}.`,
          one.length > 0
            ? ` On one GPU: ${andList(one, " and ", ", ")}.`
            : " No GPU holds it alone.",
          several.length > 0 ? ` Only over several: ${andList(several, " and ", ", ")}.` : "",
          unknown.length > 0
            ? ` Not timed, for want of a figure: ${andList(unknown, " and ", ", ")}.`
            : "",
          " A way is ranked only on as many GPUs as hold it, never on fewer.",
        ].join(""),
      (need, one, several, unknown) =>
        [
          `所需显存：${need}。`,
          one.length > 0
            ? `单卡即可容纳：${andList(one, " 和 ", "、")}。`
            : "没有一块 GPU 能单独容纳。",
          several.length > 0 ? `需要多块 GPU：${andList(several, " 和 ", "、")}。` : "",
          unknown.length > 0 ? `数据缺少数值、无法计时：${andList(unknown, " 和 ", "、")}。` : "",
          "每种方式只按能容纳它的 GPU 数排名，绝不少于这个数。",
        ].join(""),
    ),
    /** Several GPUs: "H100 80GB (2)" / "H100 80GB（2 块）". */
    gpusOf: msg((gpu: string, n: number) => `${gpu} (${n})`, (gpu, n) => `${gpu}（${n} 块）`),
    fewestHours: msg(
      (fast: string, fastHours: string, slow: string, slowHours: string, rule: string) =>
        `Fewest GPU-hours: ${fast}, ${fastHours}; most: ${slow}, ${slowHours}. ${rule}`,
      (fast, fastHours, slow, slowHours, rule) =>
        `GPU 小时最少的是 ${fast}，${fastHours}；最多的是 ${slow}，${slowHours}。${rule}`,
    ),
    servingSpeeds: msg(
      (measured: readonly string[], estimated: readonly string[]) =>
        (measured.length > 0
          ? `Measured on this load (throughput.csv): ${andList(measured, " and ", ", ")}. `
          : "No speed on this load is measured. ") +
        (estimated.length > 0
          ? `Estimated from bandwidth and peak: ${
            andList(estimated, " and ", ", ")
          } (an estimate is shown, never chosen over a measurement).`
          : ""),
      (measured, estimated) =>
        (measured.length > 0
          ? `此负载有实测速度（throughput.csv）：${andList(measured, " 和 ", "、")}。`
          : "此负载没有实测速度。") +
        (estimated.length > 0
          ? `按带宽和峰值估算：${
            andList(estimated, " 和 ", "、")
          }（估算值只列出，不会优先于实测值被选中）。`
          : ""),
    ),
    rankingColumns: {
      rank: msg("rank", "排名"),
      way: msg("way", "方案"),
      id: msg("id", "编号"),
      pricing: msg("pricing", "计费方式"),
      speed: msg("speed", "速度依据"),
      gpus: msg("GPUs", "GPU 数"),
      pays: msg("pays for", "付费对象"),
      hours: msg("hours", "小时"),
      cost: msg("one run", "单次运行"),
      perJob: msg("a run over the term", "承诺期内每次运行"),
      costPerMillion: msg("per million tokens", "每百万词元"),
      front: msg("front", "帕累托前沿"),
      deadline: msg("deadline", "截止时间"),
    },
    rankedCaption: msg(
      (ranked: number, need: string, excluded: number) =>
        `${ranked} ways ranked under the case, each on whole instances or machines that hold ${need} GB in all; ${excluded} left out.`,
      (ranked, need, excluded) =>
        `按本案例排名 ${ranked} 种方案，每种都用能容纳共 ${need} GB 的整台实例或机器；${excluded} 种未计入。`,
    ),
    leftOut: msg("Left out, with the reason", "未计入的方案及原因"),
    noneLeftOut: msg("No way is left out.", "没有方案被排除。"),
    noSpeed: msg(
      (gpu: string, n: number) =>
        `${n} way${
          n === 1 ? "" : "s"
        } on ${gpu}: no speed for this work (no figure in gpus.csv or throughput.csv)`,
      (gpu, n) =>
        `${gpu} 上的 ${n} 种方案：没有此工作的速度（gpus.csv 和 throughput.csv 都没有数值）`,
    ),
    noHost: msg(
      (
        gpu: string,
        n: number,
        gpus: number,
        unitGpus: number,
        kind: "offering" | "machine",
        hostGpus: number,
      ) =>
        `${n} way${n === 1 ? "" : "s"} on ${gpu}: a replica needs ${gpus} GPUs linked, more than ${
          kind === "machine"
            ? `the machine's ${unitGpus} (separate machines are not joined into one model)`
            : `one instance links (${hostGpus} of a host; instances of ${unitGpus} are joined only as 8-GPU nodes)`
        }`,
      (gpu, n, gpus, unitGpus, kind, hostGpus) =>
        `${gpu} 上的 ${n} 种方案：一个副本需要 ${gpus} 块相连的 GPU，超过了${
          kind === "machine"
            ? `机器的 ${unitGpus} 块（多台机器不能合起来装下一个模型）`
            : `一个实例能连接的数量（同一主机 ${hostGpus} 块；${unitGpus} 卡的实例只有作为 8 卡节点才能相连）`
        }`,
    ),
    outside: msg(
      (gpu: string, n: number, region: string, accepts: readonly string[]) =>
        `${n} way${
          n === 1 ? "" : "s"
        } on ${gpu}: in ${region}, outside the regions and providers the case rents from (${
          accepts.join(", ")
        })`,
      (gpu, n, region, accepts) =>
        `${gpu} 上的 ${n} 种方案：位于 ${region}，不在本案例租用的地区和服务商（${
          accepts.join("、")
        }）之内`,
    ),
    wayColumns: {
      rank: msg("rank", "排名"),
      way: msg("way", "方案"),
      id: msg("id", "编号"),
      pricing: msg("pricing", "计费方式"),
      basis: msg("speed", "速度依据"),
      perSecond: msg("tokens a second a GPU", "单卡每秒词元数"),
      replica: msg("GPUs a replica", "每副本 GPU 数"),
      peakGpus: msg("GPUs at the busiest hour", "最忙时段 GPU 数"),
      gpuHoursPerDay: msg("GPU-hours a day", "每天 GPU 小时"),
      perMonth: msg("a month", "每月"),
      perMillion: msg("a million output tokens", "每百万输出词元"),
    },
    waysCaption: msg(
      (shown: number, priced: number) =>
        `The first ${shown} of ${priced} ways priced to serve the whole load alone under the case: measured speeds first, each cheapest a million output tokens first; deno task calc --work ID --json gives them all.`,
      (shown, priced) =>
        `本案例下单独承担全部负载并已计价的 ${priced} 种方式中的前 ${shown} 种：实测速度在前，各自按每百万输出词元成本从低到高；deno task calc 按工作编号输出的 JSON 给出全部。`,
    ),
    servingWays: msg(
      (measured: string | undefined, estimated: string | undefined, unpriced: readonly string[]) =>
        (measured === undefined
          ? "No way has a measured speed on this load."
          : `At a measured speed, the cheapest way to serve it all alone is ${measured}.`) +
        (estimated === undefined
          ? ""
          : ` At an estimated speed the cheapest is ${estimated}: an estimate, shown and not chosen.`) +
        (unpriced.length === 0
          ? ""
          : ` The model gives no monthly cost for ${
            andList(unpriced, " and ", ", ")
          } serving it alone: they are left out of the chart and the table (the case's own machine is priced as a fleet below).`),
      (measured, estimated, unpriced) =>
        (measured === undefined
          ? "此负载没有实测速度的方式。"
          : `按实测速度，单独承担全部负载最便宜的是 ${measured}。`) +
        (estimated === undefined
          ? ""
          : `按估算速度最便宜的是 ${estimated}：这是估算，只列出，不选用。`) +
        (unpriced.length === 0
          ? ""
          : `模型没有给出 ${
            andList(unpriced, " 和 ", "、")
          } 单独承担的月成本：图表中未列出（本案例自己的机器在下面按机群计价）。`),
    ),
    /** One way in a sentence: its id, pricing, GPUs at the peak, a month and a million tokens. */
    way: msg(
      (id: string, pricing: string, gpus: number, perMonth: string, perMillion: string) =>
        `${id} (${pricing}): ${gpus} GPU${
          gpus === 1 ? "" : "s"
        } at the busiest hour, ${perMonth} a month, ${perMillion} a million output tokens`,
      (id, pricing, gpus, perMonth, perMillion) =>
        `${id}（${pricing}）：最忙时段 ${gpus} 块 GPU，每月 ${perMonth}，每百万输出词元 ${perMillion}`,
    ),
    fleetColumns: {
      part: msg("part", "部分"),
      gpus: msg("GPUs", "GPU 数"),
      share: msg("share of the tokens", "承担的词元比例"),
      perMillion: msg("a million output tokens", "每百万输出词元"),
    },
    parts: {
      owned: msg("owned GPUs of the case's machine", "本案例机器的自购 GPU"),
      rented: msg(
        (offering: string) => `rented overflow: ${offering}`,
        (offering) => `租用超出部分：${offering}`,
      ),
      fleet: msg("the whole load on the fleet", "全部负载由机群承担"),
      api: msg(
        (provider: string, model: string) => `API: ${provider} ${model}`,
        (provider, model) => `API：${provider} ${model}`,
      ),
      ownedWithApi: msg(
        "owned GPUs of the case's machine, the rest to the API",
        "本案例机器的自购 GPU（其余交给 API）",
      ),
      toApi: msg(
        (provider: string, model: string) => `the rest sent to the API: ${provider} ${model}`,
        (provider, model) => `其余交给 API：${provider} ${model}`,
      ),
      fleetWithApi: msg(
        "the whole load on owned GPUs and the API",
        "全部负载由自购 GPU 和 API 承担",
      ),
      cheapestWay: msg(
        (id: string) => `cheapest way alone (measured): ${id}`,
        (id) => `单独承担最便宜的方式（实测）：${id}`,
      ),
    },
    fleet: msg(
      (f: FleetLine) =>
        (f.owned === 0
          ? `By the hybrid rule the case owns none of its machines for ${f.id}: renting every GPU on ${f.overflow} is cheapest`
          : `By the hybrid rule the case owns ${f.owned} GPU${
            f.owned === 1 ? "" : "s"
          } for ${f.id}, in ${f.machines} × ${f.machine}, serving ${f.ownedShare} of the tokens, ${
            f.rentsNothing ? "and rents nothing" : `and rents the rest on ${f.overflow}`
          }`) +
        `: ${f.total} a million output tokens in all.` +
        (f.api === undefined
          ? " work.csv names no API price beside this load."
          : ` ${f.api.provider}'s ${f.api.model} API costs ${f.api.price} a million output tokens with their input tokens` +
            (f.cheaperThanApi === undefined
              ? "."
              : f.cheaperThanApi.fleetCheaper
              ? `: the fleet costs ${f.cheaperThanApi.share} less.`
              : `: the API costs ${f.cheaperThanApi.share} less.`)) +
        (f.withApi === undefined ? "" : ` ${f.withApi}`),
      (f) =>
        (f.owned === 0
          ? `按混合方案的规则，本案例为 ${f.id} 不自购机器：全部在 ${f.overflow} 上租用最便宜`
          : `按混合方案的规则，本案例为 ${f.id} 自购 ${f.owned} 块 GPU，即 ${f.machines} 台 ${f.machine}，承担 ${f.ownedShare} 的词元，${
            f.rentsNothing ? "无需租用" : `其余在 ${f.overflow} 上租用`
          }`) +
        `：合计每百万输出词元 ${f.total}。` +
        (f.api === undefined
          ? "work.csv 没有给出与此负载对照的 API 价格。"
          : `${f.api.provider} 的 ${f.api.model} API 每百万输出词元（连同其输入词元）收费 ${f.api.price}` +
            (f.cheaperThanApi === undefined
              ? "。"
              : f.cheaperThanApi.fleetCheaper
              ? `：机群便宜 ${f.cheaperThanApi.share}。`
              : `：API 便宜 ${f.cheaperThanApi.share}。`)) +
        (f.withApi ?? ""),
    ),
    /** The owned fleet with the rest sent to the API instead of rented, in a sentence. */
    fleetWithApi: msg(
      (
        f: { owned: number; machines: number; machine: string; ownedShare: string; total: string },
      ) =>
        f.owned === 0
          ? `Sending the rest to the API instead of renting it, owning none is cheapest: the API serves it all at ${f.total} a million output tokens.`
          : `Sending the rest to the API instead of renting it: own ${f.owned} GPU${
            f.owned === 1 ? "" : "s"
          } (${f.machines} × ${f.machine}), serving ${f.ownedShare} of the tokens, ${f.total} a million output tokens in all.`,
      (f) =>
        f.owned === 0
          ? `若把超出部分交给 API 而不租用，不自购最便宜：全部由 API 承担，每百万输出词元 ${f.total}。`
          : `若把超出部分交给 API 而不租用：自购 ${f.owned} 块 GPU（${f.machines} 台 ${f.machine}），承担 ${f.ownedShare} 的词元，合计每百万输出词元 ${f.total}。`,
    ),
    noFleet: msg(
      (id: string, machine: string) =>
        `The case's machine, ${machine}, or its overflow offering has no speed on ${id}: no fleet is sized.`,
      (id, machine) =>
        `本案例的机器 ${machine} 或其租用超出部分的方案没有 ${id} 的速度：无法确定机群规模。`,
    ),
    noFleetDrawn: msg(
      "Nothing to draw: no fleet is sized for this work.",
      "没有可绘制的内容：没有为此工作确定机群。",
    ),
    /** After the ranking's cheapest way, the answer's where it takes another. */
    answerTakes: msg(
      (way: string, api: boolean) =>
        api
          ? `The answer above takes ${way}: an API for the model costs less than any way ranked here.`
          : `The answer above takes ${way}: the cheapest way at a measured speed, since an estimated speed is never chosen over a measured one.`,
      (way, api) =>
        api
          ? `上面的结论选择${way}：该模型的 API 比这里排名的任何方式都便宜。`
          : `上面的结论选择${way}：这是实测速度下最便宜的方式，估算速度不会优先于实测速度被选中。`,
    ),
    /** A work that is no serving load has no fleet: the loads to set instead; `code` in backticks. */
    notServing: msg(
      (id: string, kind: string, loads: readonly string[]) =>
        `${id} is ${kind}, no live service: no fleet is sized here. ${
          loads.length > 0
            ? `Set \`work\` to a serving load of work.csv (${
              andList(loads.map((l) => `\`${l}\``), " or ", ", ")
            })`
            : "State a serving load"
        }, or give \`model_params\` and \`tokens_per_day\`.`,
      (id, kind, loads) =>
        `${id} 是${kind}，不是在线服务：这里不确定机群规模。${
          loads.length > 0
            ? `把 \`work\` 设为 work.csv 中的推理负载（${
              andList(loads.map((l) => `\`${l}\``), " 或 ", "、")
            }）`
            : "给出一个推理负载"
        }，或给出 \`model_params\` 和 \`tokens_per_day\`。`,
    ),
    busyHeadline: {
      busy: msg("hours a day the work keeps the machine busy", "工作使机器每天忙碌的小时数"),
      breakEven: msg(
        "one machine against the cheapest way to rent",
        "单台机器相对最便宜的租用方式",
      ),
      own: msg(
        (years: string) => `owning one over ${years} years`,
        (years) => `自购一台 ${years} 年`,
      ),
    },
    cannotRun: msg("cannot run it", "无法运行"),
    busy: msg(
      (b: BusyLine) =>
        b.busy === undefined
          ? `${b.id} cannot run on the case's machine, ${b.machine}: ${
            b.cannot === "no-speed" || b.cannot === undefined
              ? "the data has no speed for its GPU on this work"
              : `it needs ${b.cannot.neededGb} GB and the machine holds ${b.cannot.hasGb} GB`
          }. It is not priced at the machine's hours: the answer above weighs the ways that can.`
          : `${b.id} keeps the case's machine, ${b.machine}, busy ${b.busy} h a day${
            b.overDay
              ? ": more than a day holds, so the machine is busy all day and the rest is rented (the fleet above)"
              : ""
          }. Against the cheapest way to rent, ${b.breakEven}: one machine busy those hours ${
            b.ownCheaper ? "costs less owned" : "costs less rented"
          }; owning it over ${b.years} years costs ${b.own}. The answer above weighs every way of doing the work, in whole units.`,
      (b) =>
        b.busy === undefined
          ? `${b.id} 无法在本案例的机器 ${b.machine} 上运行：${
            b.cannot === "no-speed" || b.cannot === undefined
              ? "数据没有该 GPU 做此工作的速度"
              : `它需要 ${b.cannot.neededGb} GB 显存，而机器共有 ${b.cannot.hasGb} GB`
          }。它不按这台机器的小时数计价：上面的结论只比较能做这项工作的方式。`
          : `${b.id} 使本案例的机器 ${b.machine} 每天忙碌 ${b.busy} 小时${
            b.overDay ? "：超过一天的小时数，机器全天忙碌，其余部分租用（见上面的机群）" : ""
          }。相对最便宜的租用方式，${b.breakEven}：一台机器忙碌这些小时，${
            b.ownCheaper ? "自购更便宜" : "租用更便宜"
          }；${b.years} 年自购它需 ${b.own}。上面的结论按整台单位比较了完成这项工作的每种方式。`,
    ),
  },
} as const;
