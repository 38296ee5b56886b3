/**
 * The names of the cost items and of the costs beside hardware and rent, in one place: the TCO
 * lines of `tcoItems()` (by the `line` of their records in `lib/model/cost_items.ts`), the items
 * of the document's sum (`documentTcoItems()`), the other costs of `hidden_costs.csv` (by the
 * file's word for them). Charts, tables and sentences all read them here, so one cost has one
 * name in each language.
 *
 * @module
 */
import { msg } from "./message.ts";

/** The costs the documents name beside hardware and rent, by `hidden_costs.csv`'s word for them. */
export const OTHER_COST_WORDS = {
  people: msg("People", "运维人力"),
  site: msg("Site", "机房场地"),
  transfer: msg("Data transfer", "数据传输"),
  failures: msg("Failures", "故障"),
  price_trend: msg("Cloud price trend", "云端价格走势"),
} as const;

/** The lines of a TCO, by the `line` of their items' records. */
export const COST_LINE_WORDS = {
  purchaseLessResale: msg("Purchase less resale value", "购机价减残值"),
  electricity: msg("Electricity", "电费"),
  maintenance: msg("Maintenance", "维护"),
  costOfCapital: msg("Cost of capital", "资金机会成本"),
  peopleOwn: msg("People (own)", "运维人力（自购）"),
  peopleRent: msg("People (rent)", "运维人力（租用）"),
  site: OTHER_COST_WORDS.site,
  failures: OTHER_COST_WORDS.failures,
  rentCompute: msg("Cloud compute by the hour", "按小时计费的云算力"),
  commitment: msg("Commitment by the month", "按月承诺费用"),
  setup: msg("Set-up hours", "环境配置时间"),
  storage: msg("Storage", "存储"),
  transfer: OTHER_COST_WORDS.transfer,
  rentedOut: msg("Idle hours rented out", "空闲时段出租收入"),
} as const;

/**
 * Every cost item's name: the TCO lines, the document's own items (its purchase, counted whole,
 * and its depreciation, counted again), the other costs and all of them together.
 */
export const COST_WORDS = {
  ...COST_LINE_WORDS,
  purchase: msg("Purchase", "购机价"),
  depreciationAgain: msg("Depreciation again", "再计一次折旧"),
  people: OTHER_COST_WORDS.people,
  priceTrend: OTHER_COST_WORDS.price_trend,
  all: msg("All of them", "全部计入"),
} as const;
