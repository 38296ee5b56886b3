/**
 * The units of the parameters (`lib/parameter_units.ts`) in words, as `--help`, the refusals of `-p`,
 * the reports' inputs and the what-if page's controls show them. Held to the units' keys by
 * `satisfies`: a unit without its words, or words without a unit, fails the compiler.
 *
 * @module
 */
import type { ParameterUnit } from "../../parameter_units.ts";
import { type Message, msg } from "./message.ts";

/** Each parameter unit's words. */
export const UNIT_WORDS = {
  hoursPerDay: msg("h/day", "小时/天"),
  daysPerWeek: msg("days/week", "天/周"),
  fraction: msg("fraction", "比例"),
  years: msg("years", "年"),
  perGpuHour: msg("per GPU-hour", "每 GPU 小时"),
  perKwh: msg("per kWh", "每 kWh"),
  perYear: msg("a year", "每年"),
  timesOwned: msg("× owned", "× 自购"),
  gb: msg("GB", "GB"),
  perDay: msg("a day", "每天"),
  minutes: msg("minutes", "分钟"),
  months: msg("months", "个月"),
  perHour: msg("per hour", "每小时"),
  hoursPerMonth: msg("h/month", "小时/月"),
  fractionPerYear: msg("fraction/year", "比例/年"),
  gpus: msg("GPUs", "块 GPU"),
  kw: msg("kW", "kW"),
  parameters: msg("parameters", "参数"),
  tokens: msg("tokens", "词元"),
  perMonth: msg("a month", "每月"),
  tokensPerDay: msg("tokens/day", "词元/天"),
  timesMean: msg("× mean", "× 均值"),
  hours: msg("hours", "小时"),
  tokensPerRequest: msg("tokens a request", "词元/请求"),
  ms: msg("ms", "毫秒"),
} as const satisfies Record<ParameterUnit, Message<string>>;
