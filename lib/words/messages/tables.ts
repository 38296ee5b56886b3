/**
 * Table headers and cells the library's tables show (lib/present/table.ts, job_ranking.ts, hidden_costs.ts).
 *
 * @module
 */
import { COST_WORDS, OTHER_COST_WORDS } from "./costs.ts";
import { msg } from "./message.ts";

/** The tables section of the catalogue. */
export const TABLES = {
  /** A percentage: "3.1 %" in English, "3.1%" in Chinese. */
  percent: msg((n: string) => `${n} %`, (n) => `${n}%`),
  /** A pricing model inside a sentence or a cell (lower case in English). */
  pricing: {
    on_demand: msg("on demand", "按量计费"),
    spot: msg("spot", "竞价实例"),
    monthly: msg("monthly rental", "包月"),
    reserved_1y: msg("reserved 1 year", "预留 1 年"),
    reserved_3y: msg("reserved 3 years", "预留 3 年"),
    owned: msg("owned", "自购"),
  },
  /** A way of renting as options, monthly lines and the overflow are named: "On demand: AutoDL". */
  option: msg(
    (pricing: string, provider: string) => `${pricing}: ${provider}`,
    (pricing, provider) => `${pricing}：${provider}`,
  ),
  /**
   * A case made of the reader's choices (`applyChoices()`), described: "RTX 4090 workstation at
   * Shanghai home tariff against AutoDL RTX 4090 (On demand)".
   */
  caseDescription: msg(
    (machine: string, site: string, offering: string, pricing: string) =>
      `${machine} at ${site} against ${offering} (${pricing})`,
    (machine, site, offering, pricing) => `${machine}（${site}）对比 ${offering}（${pricing}）`,
  ),
  /** A D1 comparison at full load: "8×H100 server vs AWS on demand". */
  fullLoad: msg(
    (machine: string, provider: string, pricing: string) =>
      `${machine} vs ${provider} ${pricing.toLowerCase()}`,
    (machine, provider, pricing) => `${machine} 对比 ${provider} ${pricing}`,
  ),
  /** A hybrid fleet without an offering to rent its overflow by the hour. */
  noOverflow: msg(
    (gpuModel: string) =>
      `No offering of ${gpuModel} is sold by the hour to rent the overflow with`,
    (gpuModel) => `没有按小时出租的 ${gpuModel} 可以承接超出部分`,
  ),
  /** The cells of a job's ranking (`jobTableRows`). */
  job: {
    gpusOfPaid: msg(
      (used: number, paid: number) => `${used} used, ${paid} paid`,
      (used, paid) => `用 ${used} 块，付 ${paid} 块`,
    ),
    /** What a way's cost pays for (`JobRow.charge`). */
    paysHours: msg("the hours it runs (the whole instance)", "运行的小时（整个实例）"),
    paysTerm: msg(
      (months: number) => `the whole term bought for it: ${months} month${months === 1 ? "" : "s"}`,
      (months) => `为它买下的整个承诺期：${months} 个月`,
    ),
    paysTermShared: msg(
      (months: number) =>
        `its share of the terms (${months} month${
          months === 1 ? "" : "s"
        } at least) bought for its runs`,
      (months) => `为多次运行买下的承诺期（至少 ${months} 个月）中它的份额`,
    ),
    paysHeld: msg(
      "its hours of the commitment already held, at its price an hour",
      "已持有的承诺中它所用的小时，按其每小时价格",
    ),
    paysMachine: msg("the owned machine's hours", "自购机器的使用小时"),
    paysShare: msg(
      (used: number, of: number) => `its share of the owned machine: ${used} of ${of} GPUs`,
      (used, of) => `自购机器中它占用的份额：${of} 块中的 ${used} 块`,
    ),
    paretoFront: msg("Pareto front", "帕累托前沿"),
    meetsDeadline: msg("meets it", "满足"),
    missesDeadline: msg("misses it", "超出"),
  },
  /** The costs beside hardware and rent (`hidden_costs.csv`), as rows and sentences name them. */
  hiddenCosts: {
    ...OTHER_COST_WORDS,
    all: COST_WORDS.all,
    none: msg("None (the scenario)", "不计入（场景本身）"),
  },
  /**
   * A cost as `hidden_costs.csv` names it (`people`, `price_trend`): the file's own word in
   * English, the cost's name in Chinese.
   */
  hiddenCostOfData: msg(
    (cost: string) => cost,
    (cost) =>
      Object.hasOwn(OTHER_COST_WORDS, cost)
        ? OTHER_COST_WORDS[cost as keyof typeof OTHER_COST_WORDS].zh
        : cost,
  ),
} as const;
