/**
 * The what-if page (`lib/whatif/`): its text, the names of the parameters its controls change
 * and their units, and the labels of the figures it recomputes.
 *
 * @module
 */
import { msg } from "./message.ts";

/** The what-if page's words. */
export const WHATIF = {
  title: msg((id: string) => `What if: ${id}`, (id) => `假如：${id}`),
  pageTitle: msg(
    (id: string) => `What if: ${id} (GPU rent or buy)`,
    (id) => `假如：${id}（租用还是自购 GPU）`,
  ),
  intro: msg(
    (currency: string) =>
      `Change a value below and the figures and charts are computed again in this page, with the workbook's own model, offline. Money shown in ${currency}. A link to this page keeps the values you set (they are in its address); the reset button returns to the values the reports were built with.`,
    (currency) =>
      `修改下面的数值，本页会用工作簿自己的模型离线重新计算数字与图表。金额单位 ${currency}。本页的链接保留你设置的数值（它们在地址中）；“重置”按钮恢复生成报告时的数值。`,
  ),
  noScript: msg(
    "The controls need JavaScript; the figures and charts below are those the reports were built with.",
    "这些控件需要 JavaScript；下面的数字与图表是生成报告时的结果。",
  ),
  controls: msg("What-if controls", "假设控件"),
  figures: msg("Figures", "数字"),
  charts: msg("Charts", "图表"),
  allReports: msg("All reports", "全部报告"),
  reset: msg("Reset to the built values", "重置为生成报告时的数值"),
  slider: msg((name: string) => `${name} slider`, (name) => `${name} 滑块`),
  builtAsScenario: msg("built: as the scenario", "生成时：按场景"),
  built: msg((value: string) => `built: ${value}`, (value) => `生成时：${value}`),
  cannotCompute: msg(
    (why: string) =>
      `Cannot compute these values: ${why}; the figures and charts below are those of the last values computed.`,
    (why) => `无法计算这些数值：${why}；下面的数字与图表是上一次计算的结果。`,
  ),
  leftOut: msg(
    (what: string) => `Left out of the link: ${what}`,
    (what) => `链接中被忽略：${what}`,
  ),
  showingBuilt: msg(
    "Showing the values the report was built with.",
    "显示的是生成报告时的数值。",
  ),
  showingChanged: msg(
    (n: number) => `Showing ${n} value${n === 1 ? "" : "s"} changed from the build.`,
    (n) => `显示的数值中有 ${n} 个与生成时不同。`,
  ),
  /** Why a value is left out (lib/whatif/refusals.ts); English uses the words of -p instead. */
  refusal: {
    unknown: msg(
      (name: string, names: string) =>
        `Unknown parameter "${name}" in the link: the page has ${names}`,
      (name, names) => `链接中的参数“${name}”不存在：本页的参数是 ${names}`,
    ),
    value: msg(
      (name: string, found: string, expected: string) =>
        `Parameter ${name}: found ${found}, expected ${expected}`,
      (name, found, expected) => `参数 ${name}：${found} 不可用，应为${expected}`,
    ),
    between: msg(
      (low: string, high: string) => `a number from ${low} to ${high}`,
      (low, high) => `介于 ${low} 与 ${high} 之间的数`,
    ),
    aboveAtMost: msg(
      (low: string, high: string) => `a number above ${low} and at most ${high}`,
      (low, high) => `大于 ${low} 且不超过 ${high} 的数`,
    ),
    atMost: msg((high: string) => `a number at most ${high}`, (high) => `不超过 ${high} 的数`),
    above: msg((low: string) => `a number above ${low}`, (low) => `大于 ${low} 的数`),
    atLeast: msg((low: string) => `a number from ${low}`, (low) => `不小于 ${low} 的数`),
    aNumber: msg("a number", "一个数"),
    quoted: msg((text: string) => JSON.stringify(text), (text) => `“${text}”`),
    unit: msg((unit: string) => ` (${unit})`, (unit) => `（${unit}）`),
    percentOnly: msg(
      " (% only for fractions and rates)",
      "（% 只能用于比例和费率）",
    ),
  },
  /** The figures the page recomputes. */
  figure: {
    ownCheaperAbove: msg(
      (h: string) => `owning cheaper above ${h} h/day`,
      (h) => `每天超过 ${h} 小时时自购更便宜`,
    ),
    ownCheaperBelow: msg(
      (h: string) => `owning cheaper below ${h} h/day`,
      (h) => `每天少于 ${h} 小时时自购更便宜`,
    ),
    ownAlways: msg("owning cheaper at any hours a day", "每天用多少小时自购都更便宜"),
    ownNever: msg("owning never cheaper, even at 24 h/day", "即使每天 24 小时，自购也不更便宜"),
    month: msg((n: number) => `month ${n}`, (n) => `第 ${n} 个月`),
    notWithin: msg(
      (months: number) => `not within the horizon (${months} month${months === 1 ? "" : "s"})`,
      (months) => `使用年限内不回本（${months} 个月）`,
    ),
    hoursUsed: msg("Hours used a day", "每天实际使用小时数（计入天数与利用率）"),
    hoursUsedText: msg(
      (hours: string, years: string) => `${hours} h/day over ${years} years`,
      (hours, years) => `每天 ${hours} 小时，共 ${years} 年`,
    ),
    breakEven: msg("Break-even", "盈亏平衡点"),
    breakEvenPv: msg((pv: string) => `Break-even, ${pv}`, (pv) => `盈亏平衡点（${pv}）`),
    presentValueAt: msg(
      (rate: string) => `present value at ${rate} %`,
      (rate) => `按 ${rate}% 贴现率计的现值`,
    ),
    tcoOwn: msg(
      (years: string) => `TCO over ${years} years: own`,
      (years) => `${years} 年总拥有成本：自购`,
    ),
    tcoRent: msg(
      (years: string) => `TCO over ${years} years: rent`,
      (years) => `${years} 年总拥有成本：租用`,
    ),
    pvOwn: msg((pv: string) => `TCO, ${pv}: own`, (pv) => `总拥有成本（${pv}）：自购`),
    pvRent: msg((pv: string) => `TCO, ${pv}: rent`, (pv) => `总拥有成本（${pv}）：租用`),
    payback: msg("Payback (cash)", "回本（现金）"),
    paybackNet: msg("Payback net of resale", "回本（计入转售）"),
    monthlyAt: msg(
      (hours: string, label: string) => `Monthly at ${hours} h: ${label}`,
      (hours, label) => `每月 ${hours} 小时的月成本：${label}`,
    ),
    spotBilled: msg("Spot: hours billed per useful hour", "竞价实例：每有效小时计费的小时数"),
    spotAtRate: msg("Spot at this rate", "竞价实例在此中断频率下"),
    spotFinish: msg(
      (hours: string) => `Spot: hours to finish a month's ${hours} useful hours`,
      (hours) => `竞价实例：完成一个月 ${hours} 有效小时所需的小时数`,
    ),
  },
  /** The parameters the controls change, keyed by their name in `lib/params.ts` (each number parameter has one). */
  parameter: {
    hours_per_day: msg("Hours a day", "每天开机小时数"),
    days_per_week: msg("Days a week", "每周使用天数"),
    utilization: msg("Utilisation", "利用率"),
    horizon_years: msg("Horizon", "使用年限"),
    cloud_price: msg("Cloud price", "云端单价"),
    electricity_price: msg("Electricity price", "电价"),
    purchase_price: msg("Purchase price (host share apart)", "购机价（不含主机分摊）"),
    cost_of_capital: msg("Cost of capital", "资金机会成本"),
    discount_rate: msg("Discount rate", "贴现率"),
    cloud_speed: msg("Cloud speed", "云端速度"),
    storage_gb: msg("Storage", "存储"),
    residual_fraction: msg("Residual value", "残值"),
    resale_haircut: msg("Resale haircut", "二手折价"),
    interruptions_per_day: msg("Spot interruptions", "竞价实例中断"),
    capacity_wait_minutes: msg("Wait for spot capacity", "等待竞价资源"),
    labour_rate: msg("Labour rate", "人工费率"),
    own_ops_hours: msg("Operations, owned", "自购运维工时"),
    cloud_ops_hours: msg("Operations, rented", "租用运维工时"),
    cloud_price_change: msg("Cloud price change", "云端价格变化"),
  },
  /** The units of the parameters (lib/params.ts), as the controls show them. */
  unit: {
    "h/day": msg("h/day", "小时/天"),
    "days/week": msg("days/week", "天/周"),
    fraction: msg("fraction", "比例"),
    years: msg("years", "年"),
    "per GPU-hour": msg("per GPU-hour", "每 GPU 小时"),
    "per kWh": msg("per kWh", "每 kWh"),
    "a year": msg("a year", "每年"),
    "× owned": msg("× owned", "× 自购"),
    GB: msg("GB", "GB"),
    "a day": msg("a day", "每天"),
    minutes: msg("minutes", "分钟"),
    "per hour": msg("per hour", "每小时"),
    "h/month": msg("h/month", "小时/月"),
    "fraction/year": msg("fraction/year", "比例/年"),
  },
} as const;
