/**
 * The decision guide of document 002 (E1) and the table of document 001 (D5): answers in,
 * a recommendation with its reasons out, to stand beside the numbers.
 *
 * @module
 */
import { type BreakEven, ownCheaperAt } from "./breakeven.ts";

/** The questions of the guide. */
export interface DecisionAnswers {
  /** Needs multi-GPU interconnect (NVLink) or more memory than local cards have. */
  needsInterconnectOrLargeMemory: boolean;
  /** Expected length of the project, months. */
  projectMonths: number;
  /** Whether the GPUs would be busy most days (high frequency of use). */
  highFrequency: boolean;
  /** Whether the data may leave the premises. */
  dataMayLeave: boolean;
  /** Whether there is staff to run hardware. */
  hasOpsStaff: boolean;
  /** The model's break-even, when known, and the hours a day the user expects. */
  breakEven?: BreakEven;
  /** Hours a day the user expects the GPUs to be used, compared with `breakEven`. */
  expectedHoursPerDay?: number;
}

/** The questions of the flow of 002 behind each answer, as a reader would be asked them. */
export const QUESTIONS_002: Record<
  Exclude<keyof DecisionAnswers, "breakEven" | "expectedHoursPerDay">,
  string
> = {
  needsInterconnectOrLargeMemory: "Does the work need multi-GPU interconnect or large memory?",
  projectMonths: "How many months does the project last?",
  highFrequency: "Would the GPUs be busy most days?",
  dataMayLeave: "May the data leave the premises?",
  hasOpsStaff: "Is there staff to run hardware?",
};

/** The same questions as document 002 asks them (六、选型建议), for the Chinese reports. */
export const QUESTIONS_002_ZH: typeof QUESTIONS_002 = {
  needsInterconnectOrLargeMemory: "是否需要多卡高速互联或大显存？",
  projectMonths: "项目周期有多少个月？",
  highFrequency: "是否持续高频使用？",
  dataMayLeave: "数据是否允许出域？",
  hasOpsStaff: "团队是否有专职运维？",
};

/** What the flow of 002 recommends. */
export type Recommendation =
  | "cloud"
  | "on-prem"
  | "private cloud or on-prem"
  | "hybrid"
  | "compute the local TCO";

/**
 * One step of the flow of 002 taken (lib/present/charts/claims.ts `sayDecisionStep` says it):
 * the data stays on premises, interconnect or large memory is needed, the GPUs would not be busy
 * most days, the project is short or long (`months`), the model's break-even against the hours
 * expected (`cheaper`: whether owning is cheaper at them), or whether there is staff to run
 * hardware.
 */
export type DecisionStep =
  | { kind: "dataStays" }
  | { kind: "interconnect" }
  | { kind: "notBusy" }
  | { kind: "shortProject"; months: number }
  | { kind: "longProject"; months: number }
  | { kind: "model"; breakEven: BreakEven; expectedHoursPerDay: number; cheaper: boolean }
  | { kind: "noOpsStaff" }
  | { kind: "opsStaff" };

/** The flow of 002's answer: what to do, and each step that led there. */
export interface Decision {
  /** What to do. */
  recommendation: Recommendation;
  /** Each step of the flow taken, in order. */
  reasons: DecisionStep[];
}

/**
 * Walks the flow of 002: (1) interconnect or large memory → evaluate cloud first; (2) data may
 * not leave → on-prem or private; (3) longer than 6–12 months at high frequency → compute the
 * local TCO (decided here by the break-even when given); (4) ops staff → on-prem feasible,
 * check the idle rate; otherwise managed cloud.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { breakEvenHours } from "./breakeven.ts";
 * import { decide } from "./decision.ts";
 * import { SEED_3090 } from "./inputs.ts";
 *
 * const answers = {
 *   needsInterconnectOrLargeMemory: false,
 *   projectMonths: 36,
 *   highFrequency: true,
 *   dataMayLeave: true,
 *   hasOpsStaff: true,
 *   breakEven: breakEvenHours(SEED_3090), // 4.30 h/day (B14)
 * };
 * assert.equal(decide({ ...answers, expectedHoursPerDay: 4 }).recommendation, "cloud");
 * assert.equal(decide({ ...answers, expectedHoursPerDay: 8 }).recommendation, "on-prem");
 * ```
 */
export function decide(answers: DecisionAnswers): Decision {
  const reasons: DecisionStep[] = [];
  if (!answers.dataMayLeave) {
    reasons.push({ kind: "dataStays" });
    return { recommendation: "private cloud or on-prem", reasons };
  }
  if (answers.needsInterconnectOrLargeMemory) {
    reasons.push({ kind: "interconnect" });
    return { recommendation: "cloud", reasons };
  }
  const long = answers.projectMonths >= 6;
  if (!(long && answers.highFrequency)) {
    reasons.push(
      long ? { kind: "notBusy" } : { kind: "shortProject", months: answers.projectMonths },
    );
    return { recommendation: "cloud", reasons };
  }
  reasons.push({ kind: "longProject", months: answers.projectMonths });
  const b = answers.breakEven, expected = answers.expectedHoursPerDay;
  if (b !== undefined && expected !== undefined) {
    const cheaper = ownCheaperAt(b, expected);
    reasons.push({ kind: "model", breakEven: b, expectedHoursPerDay: expected, cheaper });
    if (!cheaper) return { recommendation: "cloud", reasons };
  }
  if (!answers.hasOpsStaff) {
    reasons.push({ kind: "noOpsStaff" });
    return { recommendation: "hybrid", reasons };
  }
  reasons.push({ kind: "opsStaff" });
  return {
    recommendation: answers.breakEven === undefined ? "compute the local TCO" : "on-prem",
    reasons,
  };
}

/** The decision table of 001 (D5): who you are → what the essay recommends. */
export const DECISION_TABLE_001 = [
  {
    who: "Individual learner or researcher",
    recommendation: "cloud",
    why: "Low cost to start, pay as you go",
  },
  { who: "Start-up", recommendation: "cloud", why: "Fast start, no capital tied up" },
  {
    who: "Mid-size company with variable demand",
    recommendation: "hybrid",
    why: "Own the base load, rent the peaks",
  },
  {
    who: "Large company with steady heavy load",
    recommendation: "on-prem + cloud burst",
    why: "Cheapest in the long run, elastic at the peaks",
  },
  {
    who: "Regulated data (finance, health, government)",
    recommendation: "on-prem",
    why: "Data may not leave; compliance",
  },
] as const;

/** The comparison table of 002 (E2), in English. */
export const COMPARISON_TABLE_002 = [
  { aspect: "Ownership", local: "Own the hardware", cloud: "Rent capacity" },
  { aspect: "Start-up speed", local: "Weeks to buy and install", cloud: "Minutes" },
  { aspect: "Elasticity", local: "Fixed capacity", cloud: "Scale up and down at will" },
  {
    aspect: "Special hardware",
    local: "Costly to buy (A100/H100, NVLink)",
    cloud: "Rentable by the hour",
  },
  {
    aspect: "Cost structure",
    local: "Capital expense up front",
    cloud: "Operating expense as used",
  },
  {
    aspect: "Long-run cost",
    local: "Lower at sustained high load",
    cloud: "Higher at sustained high load",
  },
  {
    aspect: "Idle cost",
    local: "Paid whether used or not",
    cloud: "None when stopped (storage only)",
  },
  { aspect: "Operations", local: "Own staff: drivers, failures, cooling", cloud: "Provider's" },
  { aspect: "Data isolation", local: "Physical control", cloud: "Provider's controls" },
  {
    aspect: "Migration cost",
    local: "Low once set up",
    cloud: "Data transfer, environment alignment",
  },
  { aspect: "Suited duration", local: "Long, steady projects", cloud: "Short or bursty projects" },
] as const;

/**
 * The decision table of 001 (D5) as the document prints it, for the Chinese reports (the sector
 * names it leaves out filled in as in {@linkcode DECISION_TABLE_001}).
 */
export const DECISION_TABLE_001_ZH: readonly {
  who: string;
  recommendation: string;
  why: string;
}[] = [
  {
    who: "个人学习者 / 学生 / 小规模实验",
    recommendation: "云服务器",
    why: "成本低，无需维护，开箱即用，避免买错硬件浪费钱",
  },
  {
    who: "初创公司 / 项目制开发",
    recommendation: "云服务器",
    why: "资金有限，需求不确定，需快速迭代，避免资产过重",
  },
  {
    who: "中等规模企业，需求波动大",
    recommendation: "混合模式",
    why: "日常推理用小规格云实例，突发训练用弹性云 GPU",
  },
  {
    who: "大型企业，稳定大规模训练",
    recommendation: "本地自建 + 少量云爆发",
    why: "基础负载本地化以降低成本，高峰时借用云资源弹性扩容",
  },
  {
    who: "数据敏感行业（金融、医疗、政务）",
    recommendation: "本地自建 / 私有云",
    why: "合规强制要求，数据不出域",
  },
];

/** The comparison table of 002 (E2) as the document prints it (八、对比表格), row for row. */
export const COMPARISON_TABLE_002_ZH: readonly { aspect: string; local: string; cloud: string }[] =
  [
    { aspect: "资源归属", local: "自有资产", cloud: "按需租用" },
    { aspect: "启动速度", local: "采购周期长", cloud: "分钟级开通" },
    { aspect: "弹性扩展", local: "受限于已有硬件", cloud: "按需申请，弹性较强" },
    { aspect: "特殊硬件", local: "采购渠道与周期不确定", cloud: "以实例规格提供，库存可能波动" },
    { aspect: "成本结构", local: "前期资本支出为主", cloud: "运营支出为主" },
    { aspect: "长期高频成本", local: "可能更低", cloud: "可能更高" },
    { aspect: "闲置成本", local: "折旧持续产生", cloud: "释放后停止计费" },
    { aspect: "运维责任", local: "硬件与系统全自维护", cloud: "硬件由云方维护，上层自管理" },
    { aspect: "数据隔离", local: "物理隔离程度高", cloud: "依赖云上安全能力与配置" },
    { aspect: "迁移成本", local: "迁出需搬运数据与环境", cloud: "迁入需适配存储、权限与调度" },
    { aspect: "适用周期", local: "长期稳定、持续高频", cloud: "短期、实验性、波动性需求" },
  ];
