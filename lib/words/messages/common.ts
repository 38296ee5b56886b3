/**
 * Words many pages share: units of time, never and always, the pricing models. The documents'
 * own terms in Chinese (按量计费, 包月, 竞价实例, …) so that their reader recognises them.
 *
 * @module
 */
import { msg } from "./message.ts";

/** Units and phrases of time and amount. */
export const COMMON = {
  hoursPerDay: msg((n: string) => `${n} h/day`, (n) => `每天 ${n} 小时`),
  hoursPerMonth: msg((n: string) => `${n} h/month`, (n) => `每月 ${n} 小时`),
  years: msg((n: string) => `${n} years`, (n) => `${n} 年`),
  months: msg((n: string) => `${n} months`, (n) => `${n} 个月`),
  month: msg((n: string | number) => `month ${n}`, (n) => `第 ${n} 个月`),
  none: msg("none", "无"),
  /** Punctuation between a label and its value, between clauses, and at a sentence's end. */
  colon: msg(": ", "："),
  semicolon: msg("; ", "；"),
  comma: msg(", ", "，"),
  stop: msg(".", "。"),
  /**
   * `sentence` after `before` (nothing, sentences, or text that ends in a space): a space between
   * two English sentences, nothing after a Chinese full stop.
   */
  nextSentence: msg(
    (before: string, sentence: string) =>
      before === "" || before.endsWith(" ") ? before + sentence : `${before} ${sentence}`,
    (before, sentence) => before + sentence,
  ),
  openParen: msg(" (", "（"),
  closeParen: msg(")", "）"),
  /** A source that is the workbook's own assumption (`assumption` in a data file's `source`). */
  assumption: msg("assumption", "假设"),
  /** An example the workbook made up (`example (assumption)` in `work.csv`'s `source`). */
  example: msg("example", "示例"),
  /** A source that is the reader's own parameters (`parameters`: a work stated by `-p` alone). */
  parameters: msg("parameters", "参数"),
  source: msg("Source", "来源"),
  yes: msg("yes", "是"),
  no: msg("no", "否"),
  /** A yes-or-no parameter's value (`-p owned=true`): as typed in English, 是 or 否 in Chinese. */
  flagValue: msg(
    (value: "true" | "false"): string => value,
    (value) => value === "true" ? "是" : "否",
  ),
  /**
   * A choice parameter's value (`-p financing=lease`), by parameter and value: as typed in English,
   * worded in Chinese; a value not listed (an id of the data) is shown as given.
   */
  choiceValue: {
    financing: {
      cash: msg("cash", "现金"),
      loan: msg("loan", "贷款"),
      lease: msg("lease", "融资租赁"),
    },
    resale: {
      rule: msg("rule", "按规则"),
      market: msg("market", "按二手市场"),
    },
    method: {
      full: msg("full", "全参数训练"),
      lora: msg("lora", "LoRA 微调"),
      qlora: msg("qlora", "QLoRA 微调"),
    },
  },
  own: msg("Own", "自购"),
  rent: msg("Rent", "租用"),
  /** The pricing models of offerings.csv. */
  pricing: {
    on_demand: msg("On demand", "按量计费"),
    spot: msg("Spot", "竞价实例"),
    monthly: msg("Monthly rental (包月)", "包月"),
    reserved_1y: msg("Reserved 1 year", "预留 1 年"),
    reserved_3y: msg("Reserved 3 years", "预留 3 年"),
  },
} as const;
