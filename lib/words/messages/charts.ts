/**
 * Chart titles, axes, legends, captions, alt texts and tooltips (lib/present/charts/,
 * chart_kinds.ts), nested by the chart file that draws them. Amounts arrive formatted (with their
 * currency); numbers of hours, months and draws arrive formatted for the locale.
 *
 * @module
 */
import { COST_WORDS } from "./costs.ts";
import { article, msg } from "./message.ts";

/** The words of the chart kinds every builder shares (chart_kinds.ts). */
const KINDS = {
  /** The axis of stacked cost bars, with its unit. */
  cost: msg((unit: string) => `Cost (${unit})`, (unit) => `成本（${unit}）`),
  shareOfSamples: msg("Share of samples (%)", "样本占比（%）"),
  /** The two sides of a tornado's bars. */
  inputLow: msg("input at its low value", "输入取低值"),
  inputHigh: msg("input at its high value", "输入取高值"),
  /** The words at a tornado's edge where there is no break-even. */
  never: msg("never", "永不"),
  always: msg("always", "始终"),
} as const;

/** The cost items of `tcoItems()` and `documentTcoItems()` and the costs of hidden_costs.ts (costs.ts). */
const ITEMS = COST_WORDS;

/** commitments.ts */
const COMMITMENTS = {
  title: msg(
    "Where a commitment pays: the share of its hours above which it costs less",
    "承诺方案何时划算：使用率高于多少时比其他方式便宜",
  ),
  axis: msg("Break-even utilisation (% of the hours)", "盈亏平衡利用率（占小时数的 %）"),
  /** What each dot is against. */
  onDemand: msg("against the cheapest on demand", "对比最便宜的按量计费"),
  spot: msg("against the cheapest spot", "对比最便宜的竞价实例"),
  providerOnDemand: msg("against its provider's on demand", "对比同一厂商的按量计费"),
  owning: msg("owning a machine against on demand", "自购机器对比按量计费"),
  /** Right of a row: the ways it never costs less than. */
  never: msg(
    (ways: string) => `never: ${ways}`,
    (ways) => `永不：${ways}`,
  ),
  /** The short names of the ways, in a row's "never". */
  neverWays: {
    onDemand: msg("cheapest on demand", "最便宜的按量"),
    spot: msg("cheapest spot", "最便宜的竞价"),
    providerOnDemand: msg("its provider's on demand", "同厂商按量"),
  },
  what: msg(
    "Each dot is the share of a commitment's hours above which it costs less than the way its colour names: its price a GPU-hour over that way's, GPUs compared in whole units of both; owning's dot is a machine of that GPU model over 3 years. ",
    "每个点表示：承诺方案的使用率高于该比例时，比颜色所示的方式便宜（每 GPU 小时的价格之比，双方都按整单位比较）；自购的点是该型号的机器按 3 年计算。",
  ),
  lowest: msg(
    (id: string, share: string) =>
      `Against its own provider's on demand, ${id} pays soonest, above ${share} of its hours. `,
    (id, share) => `对比同一厂商的按量计费，${id} 最早划算：使用率高于 ${share} 即可。`,
  ),
  neverSpot: msg(
    (n: number, of: number) =>
      `${n} of the ${of} commitments never cost less than the cheapest spot of their GPU, whatever the use (spot's interruptions not counted). `,
    (n, of) =>
      `${of} 个承诺方案中有 ${n} 个无论使用多少都不比该 GPU 最便宜的竞价实例便宜（未计竞价实例的中断）。`,
  ),
  owningBelow: msg(
    (n: number, of: number) =>
      `Owning pays from a lower share than committing against the same on demand for ${n} of the ${of} commitments where the data has both.`,
    (n, of) =>
      `在数据同时具备两者的 ${of} 个承诺方案中，有 ${n} 个的自购盈亏平衡利用率低于承诺方案（对比同一按量计费）。`,
  ),
  point: msg(
    (id: string, way: string, share: string) => `${id}, ${way}: above ${share}`,
    (id, way, share) => `${id}，${way}：高于 ${share}`,
  ),
  alt: msg(
    (n: number) =>
      `Dots of the break-even utilisation of ${n} commitments against on demand, spot and owning.`,
    (n) => `${n} 个承诺方案对比按量计费、竞价实例和自购的盈亏平衡利用率散点图。`,
  ),
  none: msg(
    "The data has no commitment (a reserved term or a monthly rental).",
    "数据中没有承诺方案（预留或包月）。",
  ),
} as const;

/** break_even.ts */
const BREAK_EVEN = {
  hoursKey: msg(
    (label: string, hours: string) => `${label}: ${hours} h/day`,
    (label, hours) => `${label}：每天 ${hours} 小时`,
  ),
  neverKey: msg(
    (label: string) => `${label}: never breaks even (top edge)`,
    (label) => `${label}：永不回本（上边缘）`,
  ),
  alwaysKey: msg(
    (label: string) => `${label}: owning always cheaper (bottom edge)`,
    (label) => `${label}：自购始终更省（下边缘）`,
  ),
  curveStops: msg(
    " Where the curve stops short of the right edge, owning never breaks even at that price.",
    "曲线若在右边缘之前中断，中断处的价格下自购永不回本。",
  ),
  title: msg(
    (machine: string) => `Break-even hours a day against the cloud price, ${machine}`,
    (machine) => `${machine}：盈亏平衡点（每天小时数）随云端单价的变化`,
  ),
  noCurve: msg(
    "At no price drawn is there a break-even within 0 to 24 hours a day.",
    "图中任何价格下，每天 0 到 24 小时内都没有盈亏平衡点。",
  ),
  ownAbove: msg(
    "Above the curve owning is cheaper than renting at that price; below it, renting.",
    "曲线上方，该价格下自购比租用便宜；曲线下方则租用更便宜。",
  ),
  ownBelow: msg(
    "Below the curve owning is cheaper than the commitment at that price; above it, the commitment.",
    "曲线下方，该价格下自购比包月或预留便宜；曲线上方则包月或预留更便宜。",
  ),
  /** The caption's last sentence: how many offerings owning beats at the reader's hours. */
  beats: msg(
    (hours: string, worth: number, offerings: number, names: string) =>
      ` At your ${hours} h/day owning beats ${worth} of the ${offerings} offerings drawn${
        names ? ` (${names})` : ""
      }.`,
    (hours, worth, offerings, names) =>
      `按你的每天 ${hours} 小时，自购比图中 ${offerings} 个云端方案中的 ${worth} 个更便宜${
        names ? `（${names}）` : ""
      }。`,
  ),
  alt: msg(
    (offerings: number, hours: string) =>
      `A curve of break-even hours a day against the price per GPU-hour, with ${offerings} offerings as coloured dots and a line at ${hours} hours a day.`,
    (offerings, hours) =>
      `盈亏平衡点（每天小时数）随每 GPU 小时价格变化的曲线，${offerings} 个云端方案为彩色圆点，每天 ${hours} 小时处有一条横线。`,
  ),
  xPrice: msg(
    (currency: string) => `Cloud price (${currency} per GPU-hour)`,
    (currency) => `云端单价（${currency}/GPU 小时）`,
  ),
  yHours: msg("Break-even (hours used a day)", "盈亏平衡点（每天使用小时数）"),
  yourHours: msg(
    (hours: string) => `your hours: ${hours} h/day`,
    (hours) => `你的用量：每天 ${hours} 小时`,
  ),
  /** A heatmap cell's tooltip: owning saves (or costs) an amount against renting. */
  tipSaves: msg(
    (hours: string, price: string, amount: string) =>
      `${hours} h/day at ${price} per GPU-hour: owning saves ${amount} against renting`,
    (hours, price, amount) => `每天 ${hours} 小时、每 GPU 小时 ${price}：自购比租用省 ${amount}`,
  ),
  tipCosts: msg(
    (hours: string, price: string, amount: string) =>
      `${hours} h/day at ${price} per GPU-hour: owning costs ${amount} more than renting`,
    (hours, price, amount) => `每天 ${hours} 小时、每 GPU 小时 ${price}：自购比租用多花 ${amount}`,
  ),
  heatmapTitle: msg(
    (years: string, currency: string) =>
      `Owning minus renting over ${years} years, by hours a day and cloud price (${currency})`,
    (years, currency) => `${years} 年内自购减租用的成本差，按每天小时数和云端单价（${currency}）`,
  ),
  heatmapCells: msg(
    (cheaper: number, cells: number) =>
      `Red: owning is cheaper (${cheaper} of ${cells} cells); blue: renting is cheaper; the darker, the larger the amount, and zero is where red turns to blue.`,
    (cheaper, cells) =>
      `红色：自购更便宜（${cells} 格中的 ${cheaper} 格）；蓝色：租用更便宜；颜色越深金额越大，红蓝交界处为零。`,
  ),
  heatmapLine: msg(" The black line is the break-even.", "黑线为盈亏平衡点。"),
  heatmapNoLine: msg(
    " No cell drawn breaks even, so there is no break-even line.",
    "图中没有任何一格达到盈亏平衡，因此没有盈亏平衡线。",
  ),
  heatmapPoint: msg(" Point at a cell to read its amount.", "鼠标指向一格可查看金额。"),
  heatmapAlt: msg(
    "A heatmap of the cost difference between owning and renting over hours used a day and cloud price, with a colour ramp and a black break-even curve.",
    "自购与租用成本差的热力图，横轴为每天使用小时数，纵轴为云端单价，附色阶和黑色盈亏平衡曲线。",
  ),
  xHoursUsed: msg("Hours used a day", "每天使用小时数"),
  heatmapValue: msg(
    (years: string, currency: string) => `Own − rent over ${years} years (${currency})`,
    (years, currency) => `${years} 年内自购 − 租用（${currency}）`,
  ),
} as const;

/** claims.ts */
const CLAIMS = {
  verdict: {
    confirmed: msg("confirmed", "成立"),
    refuted: msg("refuted", "不成立"),
    partly: msg("partly", "部分成立"),
  },
  /** A verdict that rests on an input the data assumes: it holds on that input, no more. */
  verdictOnAssumed: {
    profile: {
      confirmed: msg("holds on the assumed profile", "在假设的需求曲线上成立"),
      refuted: msg("does not hold on the assumed profile", "在假设的需求曲线上不成立"),
      partly: msg("holds on part of the assumed profiles", "在部分假设的需求曲线上成立"),
    },
  },
  ratioTitle: msg(
    "Spot price as a share of on-demand: every pair in the data, by provider",
    "竞价实例价格占按量计费价格的比例：数据中的每一对，按云服务商",
  ),
  ratioNone: msg(
    "The data has no spot price beside an on-demand price of the same GPU and provider.",
    "数据中没有同一 GPU、同一云服务商同时有竞价实例和按量计费价格的情况。",
  ),
  ratioBand: msg(
    (low: string, high: string, inside: number, all: number) =>
      `The green band is the claim's ${low}–${high}: ${inside} of ${all} spot prices fall in it.`,
    (low, high, inside, all) =>
      `绿色区间是该说法的 ${low}–${high}：${all} 个竞价实例价格中有 ${inside} 个落在其中。`,
  ),
  ratioAlt: msg(
    (ratios: number, providers: number) =>
      `Dots of ${ratios} spot-to-on-demand ratios for ${providers} providers, with a shaded band.`,
    (ratios, providers) =>
      `${providers} 家云服务商的 ${ratios} 个竞价实例与按量计费价格之比（圆点），附阴影区间。`,
  ),
  ratioAxis: msg("Spot ÷ on-demand (%)", "竞价实例 ÷ 按量计费（%）"),
  spotSeries: msg("Spot, per useful hour", "竞价实例（按有效小时）"),
  onDemandSeries: msg("On demand", "按量计费"),
  spotTitle: msg(
    (label: string, currency: string) =>
      `${label}: spot's price per useful GPU-hour against its interruptions (${currency})`,
    (label, currency) => `${label}：竞价实例每有效 GPU 小时的价格随中断次数的变化（${currency}）`,
  ),
  spotCaption: msg(
    (stops: string) =>
      `Checkpointed at the interval that bills least (exact for random interruptions), spot stops paying against on demand ${stops}.`,
    (stops) =>
      `按计费最少的检查点间隔保存检查点（随机中断下的精确值），竞价实例与按量计费相比：${stops}。`,
  ),
  spotAlt: msg(
    "A rising line of spot's effective price against interruptions a day, and a flat on-demand line.",
    "竞价实例有效价格随每天中断次数上升的曲线，以及一条水平的按量计费线。",
  ),
  xInterruptions: msg("Interruptions a day", "每天中断次数"),
  yUsefulPrice: msg(
    (currency: string) => `Price per useful GPU-hour (${currency})`,
    (currency) => `每有效 GPU 小时价格（${currency}）`,
  ),
  spotMarker: msg(
    (n: string) => `break-even: ${n} a day`,
    (n) => `平衡点：每天 ${n} 次`,
  ),
} as const;

/** cost.ts */
const COST = {
  itemsAlt: msg(
    (groups: string, totals: string) => `Stacked bars of cost items for ${groups}: ${totals}.`,
    (groups, totals) => `${groups} 各项成本的堆叠条形图：${totals}。`,
  ),
  /** Lists in an alt text: "a, b" and "a; b". */
  list: msg((items: string[]) => items.join(", "), (items) => items.join("、")),
  totals: msg((items: string[]) => items.join("; "), (items) => items.join("；")),
  ownPaid: msg("Own (paid, with the cost of capital)", "自购（已付现金，含资金机会成本）"),
  /** A machine already owned: its line starts at its value today, given up by keeping it. */
  ownKept: msg(
    "Keep it (its value today, with the cost of capital)",
    "留用（今天的价值，含资金机会成本）",
  ),
  ownLessResale: msg("Own, less what the hardware sells for", "自购，扣除硬件转卖所得"),
  rent: msg("Rent", "租用"),
  own: msg("Own", "自购"),
  cashPayback: msg(
    (month: number) => `cash payback: month ${month}`,
    (month) => `现金回本：第 ${month} 个月`,
  ),
  keptPayback: msg(
    (month: number) => `keeping pays: month ${month}`,
    (month) => `留用回本：第 ${month} 个月`,
  ),
  netOfResale: msg(
    (month: number) => `net of resale: month ${month}`,
    (month) => `扣除转卖：第 ${month} 个月`,
  ),
  haircut: msg(
    (share: string) =>
      ` The resale value assumes ${share} of the price lost on the used market as soon as the hardware is used (month 0 is before any use).`,
    (share) => `残值假设硬件一经使用即在二手市场折价 ${share}（第 0 个月为尚未使用时）。`,
  ),
  /** The haircut of a machine already owned: used before month 0. */
  keptHaircut: msg(
    (share: string) =>
      ` Its resale value assumes ${share} of the price lost on the used market, as for any used machine.`,
    (share) => `其残值与任何二手机器一样，假设在二手市场折价 ${share}。`,
  ),
  startNet: msg(
    (net: string, own: string, resale: string, host: string | undefined) =>
      ` In month 0, net of resale, owning stands at ${net} already: of the ${own} paid up front the hardware would sell for ${resale}${
        host === undefined
          ? ""
          : `, and the host's share of the machine (${host}) sells for nothing`
      }.`,
    (net, own, resale, host) =>
      `第 0 个月扣除转卖后自购已为 ${net}：期初支付的 ${own} 中，硬件可卖 ${resale}${
        host === undefined ? "" : `，主机分摊部分（${host}）转卖时不值钱`
      }。`,
  ),
  paybacks: msg(
    (cash: string, net: string) =>
      `Owning pays back in cash ${cash}; counting what the hardware would sell for, ${net}.`,
    (cash, net) => `自购按现金计的回本：${cash}；计入硬件转卖所得：${net}。`,
  ),
  /** A machine already owned: nothing is paid for it; keeping it gives up what it would sell for. */
  keptPaybacks: msg(
    (kept: string, net: string) =>
      `The machine is already owned: nothing is paid for it, and keeping it gives up what it would sell for today. Keeping it pays back against renting ${kept}; counting what it still sells for, ${net}.`,
    (kept, net) =>
      `机器已经拥有：无需再付购置费，留用它就放弃了今天卖掉它的所得。留用相对租用的回本：${kept}；计入它届时仍能卖出的价格：${net}。`,
  ),
  after: msg(
    (months: string, own: string, net: string, rent: string) =>
      ` After ${months} months owning has cost ${own} in cash (${net} net of resale), renting ${rent}.`,
    (months, own, net, rent) =>
      `${months} 个月后，自购现金支出 ${own}（扣除转卖后 ${net}），租用 ${rent}。`,
  ),
  keptAfter: msg(
    (months: string, own: string, net: string, rent: string) =>
      ` After ${months} months keeping the machine has cost ${own}, its value today included (${net} net of resale), renting ${rent}.`,
    (months, own, net, rent) =>
      `${months} 个月后，留用机器的成本为 ${own}（含它今天的价值；扣除转卖后 ${net}），租用 ${rent}。`,
  ),
  cumulativeAlt: msg(
    (months: number) =>
      `Three lines over ${months} months: cumulative cost of owning, of owning less resale value, and of renting.`,
    (months) => `${months} 个月内的三条线：自购累计成本、扣除残值后的自购累计成本、租用累计成本。`,
  ),
  xMonths: msg("Months since purchase", "购机后月数"),
  xMonthsKept: msg("Months from today", "从今天起的月数"),
  yCumulative: msg(
    (currency: string) => `Cumulative cost (${currency})`,
    (currency) => `累计成本（${currency}）`,
  ),
  perHourTitle: msg(
    (currency: string) => `Cost per GPU-hour used against utilisation (${currency} per GPU-hour)`,
    (currency) => `每使用 GPU 小时成本随利用率的变化（${currency}/GPU 小时）`,
  ),
  perHourAlt: msg(
    "Two lines: owning's cost per used GPU-hour falling with utilisation, and renting's line.",
    "两条线：自购每使用 GPU 小时成本随利用率下降，以及租用的成本线。",
  ),
  xUtilisation: msg("Utilisation (% of all hours)", "利用率（占全部小时的 %）"),
  yPerHour: msg(
    (currency: string) => `Cost per GPU-hour used (${currency})`,
    (currency) => `每使用 GPU 小时成本（${currency}）`,
  ),
  perHourPoint: msg(
    (label: string, amount: string) => `${label}: ${amount} per GPU-hour`,
    (label, amount) => `${label}：每 GPU 小时 ${amount}`,
  ),
} as const;

/** hidden_costs.ts */
const HIDDEN_COSTS = {
  title: msg(
    (scenario: string) => `How much each cost moves own − rent: ${scenario}`,
    (scenario) => `各项成本对自购 − 租用的影响：${scenario}`,
  ),
  caption: msg(
    "Above 0 the cost favours renting, below 0 owning; each counted alone at the values of hidden_costs.csv, over the scenario's horizon.",
    "大于 0 表示该项成本有利于租用，小于 0 有利于自购；每项按数据中隐性成本的取值单独计入，覆盖场景的整个周期。",
  ),
  alt: msg(
    (currency: string) => `Bars of the change of own − rent (${currency}) for each cost`,
    (currency) => `每项成本使自购 − 租用（${currency}）变化多少的条形图`,
  ),
  axis: msg(
    (currency: string) => `Change of own − rent over the horizon (${currency})`,
    (currency) => `整个周期内自购 − 租用的变化（${currency}）`,
  ),
  /** The caption's sentence naming the costs drawn without a bar. */
  unchanged: msg(
    (labels: readonly string[]) =>
      ` ${labels.join(", ")} ${
        labels.length === 1 ? "does" : "do"
      } not change own − rent in this case, or by too little to draw: no bar (the table below gives the amount).`,
    (labels) =>
      `${labels.join("、")}在此情形下不改变自购 − 租用，或变化太小无法画出：未画出（金额见下表）。`,
  ),
} as const;

/** hybrid.ts */
const HYBRID = {
  gpus: msg((n: number) => `${n} GPU${n === 1 ? "" : "s"}`, (n) => `${n} 块 GPU`),
  demandTitle: msg(
    (name: string) => `GPUs wanted and the share of hours, ${name}`,
    (name) => `${name}：所需 GPU 数量及其小时占比`,
  ),
  demandCaption: msg(
    (mean: string, share: string, peak: number) =>
      `On average ${mean} GPUs are wanted, ${share} of the peak of ${peak}.`,
    (mean, share, peak) => `平均需要 ${mean} 块 GPU，为峰值 ${peak} 块的 ${share}。`,
  ),
  demandAlt: msg(
    (levels: number) => `Bars of the share of hours for ${levels} levels of demand.`,
    (levels) => `${levels} 个需求档位的小时占比条形图。`,
  ),
  demandAxis: msg("Share of hours (%)", "小时占比（%）"),
  total: msg("Total", "合计"),
  owned: msg("Owned GPUs", "自购 GPU"),
  overflow: msg("Rented overflow", "租用超出部分"),
  fleetTitle: msg(
    (currency: string) => `Cost over the horizon against the GPUs owned (${currency})`,
    (currency) => `整个周期的成本随自购 GPU 数量的变化（${currency}）`,
  ),
  rentAll: msg(
    (best: string, peak: number, ownAll: string) =>
      `Renting every GPU is cheapest (${best}); owning all ${peak} costs ${ownAll}.`,
    (best, peak, ownAll) => `全部租用最便宜（${best}）；全部 ${peak} 块自购需 ${ownAll}。`,
  ),
  ownAll: msg(
    (peak: number, best: string, rentAll: string) =>
      `Owning all ${peak} GPUs is cheapest (${best}); renting every one costs ${rentAll}.`,
    (peak, best, rentAll) => `全部 ${peak} 块 GPU 自购最便宜（${best}）；全部租用需 ${rentAll}。`,
  ),
  mixed: msg(
    (owned: number, best: string, saved: string, ownAll: string, rentAll: string, served: string) =>
      `Owning ${owned} GPUs and renting the rest costs ${best}: ${saved} less than the cheaper extreme (own all ${ownAll}, rent all ${rentAll}); owned GPUs then serve ${served} of the GPU-hours wanted.`,
    (owned, best, saved, ownAll, rentAll, served) =>
      `自购 ${owned} 块 GPU、其余租用，成本 ${best}：比两个极端中较便宜的一个少 ${saved}（全部自购 ${ownAll}，全部租用 ${rentAll}）；此时自购 GPU 承担所需 GPU 小时的 ${served}。`,
  ),
  dashed: msg(" The dashed line marks the cheapest fleet.", "虚线标出最便宜的混合方案。"),
  fleetAlt: msg(
    "Three lines of cost against the number of GPUs owned: total, owned and rented, with the cheapest fleet marked.",
    "成本随自购 GPU 数量变化的三条线：合计、自购和租用，并标出最便宜的混合方案。",
  ),
  xOwned: msg("GPUs owned", "自购 GPU 数量"),
  xOwnedInMachines: msg(
    (machineGpus: number) => `GPUs owned (in machines of ${machineGpus})`,
    (machineGpus) => `自购 GPU 数量（按每台 ${machineGpus} 块的整机）`,
  ),
  wholeMachines: msg(
    (machineGpus: number) =>
      ` Owned GPUs come in whole machines of ${machineGpus}: a fleet between two of them cannot be bought.`,
    (machineGpus) => `自购 GPU 按每台 ${machineGpus} 块的整机购买：两台之间的数量买不到。`,
  ),
  yCost: msg(
    (currency: string) => `Cost over the horizon (${currency})`,
    (currency) => `整个周期的成本（${currency}）`,
  ),
  cheapest: msg((owned: number) => `cheapest: own ${owned}`, (owned) => `最便宜：自购 ${owned} 块`),
  point: msg(
    (owned: number, total: string) => `own ${owned}: ${total}`,
    (owned, total) => `自购 ${owned} 块：${total}`,
  ),
} as const;

/** job.ts */
const JOB = {
  owned: msg("owned", "自购"),
  hours: msg((n: string) => `${n} h`, (n) => `${n} 小时`),
  minutes: msg((n: string) => `${n} min`, (n) => `${n} 分钟`),
  within: msg((deadline: string) => ` within ${deadline}`, (deadline) => `（${deadline} 内）`),
  none: msg(
    (job: string) => `No way of running ${job} is ranked: each is left out with its reason.`,
    (job) => `运行 ${job} 的方式都未参与排名：每种都因其原因被排除。`,
  ),
  ways: msg(
    (n: number, job: string, front: number, from: string, to: string) =>
      `${n} ways of running ${job}; ${front} on the Pareto front, from ${from} to ${to}.`,
    (n, job, front, from, to) =>
      `运行 ${job} 的方式共 ${n} 种；帕累托前沿上有 ${front} 种，从 ${from}到 ${to}。`,
  ),
  /** One end of the front: its id, cost and hours. */
  end: msg(
    (id: string, cost: string, hours: string) => `${id} (${cost}, ${hours})`,
    (id, cost, hours) => `${id}（${cost}，${hours}）`,
  ),
  cheapest: msg(
    (within: string, id: string, cost: string, hours: string) =>
      ` Cheapest${within}: ${id}, ${cost} in ${hours}.`,
    (within, id, cost, hours) => `最便宜${within}：${id}，用时 ${hours}，花费 ${cost}。`,
  ),
  nothing: msg(
    (within: string) => ` Nothing finishes${within}.`,
    (within) => `没有方式能完成${within}。`,
  ),
  commitments: msg(
    " A monthly or reserved row costs what the job commits to: its whole term when the job runs once, a share of it when the scenario runs the job repeatedly or already holds the commitment.",
    "包月和预留按任务承担的承诺计：只运行一次时付整个承诺期；场景重复运行该任务或已持有该承诺时，按任务分摊。",
  ),
  title: msg(
    (job: string, currency: string) => `Cost of ${job} against the time to finish it (${currency})`,
    (job, currency) => `${job} 的成本与完成时间（${currency}）`,
  ),
  alt: msg(
    (n: number, deadline: boolean) =>
      `A scatter of ${n} offerings and machines, hours to finish across, cost up, coloured by pricing model; a black line joins the Pareto front${
        deadline ? ", a dashed line marks the deadline" : ""
      }.`,
    (n, deadline) =>
      `${n} 个云端方案和机器的散点图，横轴为完成小时数，纵轴为成本，按计费方式着色；黑线连接帕累托前沿${
        deadline ? "，虚线标出截止时间" : ""
      }。`,
  ),
  xHours: msg("Hours to finish (h)", "完成所需小时数（h）"),
  yCost: msg(
    (currency: string) => `Cost of the job (${currency})`,
    (currency) => `作业成本（${currency}）`,
  ),
  deadline: msg((hours: string) => `deadline ${hours}`, (hours) => `截止 ${hours}`),
} as const;

/** monthly.ts */
const MONTHLY = {
  title: msg(
    (gpu: string, currency: string) =>
      `Monthly cost of each way to get ${
        article(gpu)
      } ${gpu} against hours used (${currency} per month)`,
    (gpu, currency) => `${gpu} 各种获取方式的月成本随使用小时数的变化（${currency}/月）`,
  ),
  committed: msg(
    (labels: string[], amounts: string) =>
      ` ${labels.join(" and ")} ${
        labels.length === 1 ? "costs" : "cost"
      } the same whatever the hours (${amounts} a month).`,
    (labels, amounts) => `无论使用多少小时，${labels.join("、")} 的费用都不变（每月 ${amounts}）。`,
  ),
  /** A list of amounts: "a, b". */
  amounts: msg((amounts: string[]) => amounts.join(", "), (amounts) => amounts.join("、")),
  dots: msg(
    " Dots mark where owning crosses a renting line.",
    "圆点标出自购线与租用线的交点。",
  ),
  alt: msg(
    (n: number) =>
      `Straight lines of monthly cost against hours a month for ${n} options, with dots where owning crosses each.`,
    (n) => `${n} 种方式的月成本随每月小时数变化的直线，圆点为自购线与各线的交点。`,
  ),
  xHours: msg("Hours used per month", "每月使用小时数"),
  yCost: msg(
    (currency: string) => `Cost per month (${currency})`,
    (currency) => `每月成本（${currency}）`,
  ),
  crossing: msg(
    (a: string, b: string, hours: string, cost: string) =>
      `${a} = ${b} at ${hours} h/month: ${cost}`,
    (a, b, hours, cost) => `每月 ${hours} 小时时 ${a} = ${b}：${cost}`,
  ),
  /** A renting line's legend: its pricing model and provider. */
  line: msg(
    (pricing: string, provider: string) => `${pricing}: ${provider}`,
    (pricing, provider) => `${pricing}：${provider}`,
  ),
} as const;

/** sensitivity.ts */
const SENSITIVITY = {
  range: msg(
    (low: string, high: string, unit: string) => `${low} to ${high}${unit ? ` ${unit}` : ""}`,
    (low, high, unit) => `${low} 至 ${high}${unit ? ` ${unit}` : ""}`,
  ),
  hoursPerDay: msg((n: string) => `${n} h/day`, (n) => `每天 ${n} 小时`),
  /** The unit of the break-even, for the most influential input. */
  hoursUnit: msg("h/day", "小时/天"),
  /** A break-even that is not a number of hours, in a sentence. */
  never: msg("never", "永不回本"),
  always: msg("always", "始终更省"),
  none: msg("none", "无"),
  tornadoCaption: msg(
    (spread: string, base: string, most: string) =>
      `Each bar spans the result with one input at its low and its high value (data ranges, else ±${spread} %), the others as the scenario has them; the black line is the scenario's ${base}. ${most}`,
    (spread, base, most) =>
      `每根条表示单个输入分别取低值和高值（取数据中的范围，否则 ±${spread} %）、其余输入保持场景取值时的结果；黑线为场景的 ${base}。${most}`,
  ),
  tornadoAlt: msg(
    (n: number, ranges: string) =>
      `A tornado chart of ${n} inputs sorted by how much they move the result: ${ranges}.`,
    (n, ranges) => `${n} 个输入按对结果影响大小排序的龙卷风图：${ranges}。`,
  ),
  /** One input's range in an alt text. */
  from: msg(
    (label: string, range: string) => `${label} from ${range}`,
    (label, range) => `${label}：${range}`,
  ),
  breakEvenCaption: msg(
    (base: string) =>
      `Each bar spans the break-even with one input at its low and its high value, the others as the scenario has them; the black line is the scenario's (${base}). "never": owning is never cheaper at that end of the range; "always": it is cheaper at any hours.`,
    (base) =>
      `每根条表示单个输入分别取低值和高值、其余输入保持场景取值时的盈亏平衡点；黑线为场景的盈亏平衡点（${base}）。「永不」：在该端自购永远不比租用便宜；「始终」：无论每天用多少小时自购都更便宜。`,
  ),
  unmoved: msg(
    (labels: readonly string[]) =>
      ` ${labels.join(", ")} ${labels.length === 1 ? "does" : "do"} not move it within ${
        labels.length === 1 ? "its range" : "their ranges"
      }: no bar.`,
    (labels) => `${labels.join("、")}在其范围内不影响结果，未画出。`,
  ),
  noneMoves: msg(
    " No input moves the break-even within its range.",
    "没有输入在其范围内改变盈亏平衡点。",
  ),
  movesMost: msg(
    (label: string, low: string, high: string, range: string) =>
      ` ${label} moves it most: ${low} at its low value and ${high} at its high value (${range}).`,
    (label, low, high, range) =>
      `${label}影响最大：取低值时为${low}，取高值时为${high}（${range}）。`,
  ),
  breakEvenAlt: msg(
    (n: number, bars: string) =>
      `A tornado chart of the break-even hours a day for ${n} inputs: ${bars}.`,
    (n, bars) => `${n} 个输入对盈亏平衡点（每天小时数）影响的龙卷风图：${bars}。`,
  ),
  /** One input's ends in an alt text. */
  span: msg(
    (label: string, low: string, high: string) => `${label} ${low} to ${high}`,
    (label, low, high) => `${label}：${low} 至 ${high}`,
  ),
  steeper: msg(
    (most: string) => `Steeper lines matter more. ${most}`,
    (most) => `线越陡，影响越大。${most}`,
  ),
  spiderAlt: msg(
    "A spider plot: one line per input of the result against the input as a percentage of its base value.",
    "蛛网图：每个输入一条线，表示结果随该输入占其基准值百分比的变化。",
  ),
  xFactor: msg("Input, % of its value in the scenario", "输入值（占场景取值的 %）"),
  yBreakEven: msg("Break-even (hours used a day)", "盈亏平衡点（每天使用小时数）"),
  edgeTip: msg(
    (label: string, percent: string, word: string) => `${label} at ${percent} %: ${word}`,
    (label, percent, word) => `${label}为 ${percent} % 时：${word}`,
  ),
  neverMark: msg("▲ never", "▲ 永不"),
  alwaysMark: msg("▼ always", "▼ 始终"),
  ends: msg(
    (labels: string[], spread: string) =>
      ` ${labels.join(", ")} ${
        labels.length === 1 ? "ends" : "end"
      } the break-even within ±${spread} %: triangles on the top edge mark "never", on the bottom edge "always".`,
    (labels, spread) =>
      `${
        labels.join("、")
      }在 ±${spread} % 内会使盈亏平衡点消失：上边缘的三角形表示「永不」，下边缘的表示「始终」。`,
  ),
  breakEvenSpiderAlt: msg(
    "A spider plot: one line per input of the break-even hours a day against the input as a percentage of its base value.",
    "蛛网图：每个输入一条线，表示盈亏平衡点（每天小时数）随该输入占其基准值百分比的变化。",
  ),
} as const;

/** price_history.ts */
const PRICE_HISTORY = {
  title: msg(
    "What a GPU-hour is rented for, by segment, over time",
    "各细分市场每 GPU 小时租价随时间的变化",
  ),
  axisX: msg("As of (each row's date)", "价格日期（每行的日期）"),
  axisY: msg(
    (currency: string) => `${currency} per GPU-hour (log scale)`,
    (currency) => `每 GPU 小时 ${currency}（对数坐标）`,
  ),
  /** A segment: a GPU model and a pricing model, worded. */
  segment: msg(
    (gpu: string, pricing: string) => `${gpu}, ${pricing}`,
    (gpu, pricing) => `${gpu}，${pricing}`,
  ),
  /** The caption's sentences, from the numbers they describe. */
  what: msg(
    (drawn: number, dated: number) =>
      `Each dot is a price of the data at its date; a line joins a segment's dates, at the geometric mean of its prices of each date. ${
        drawn === dated
          ? `The ${dated} segment(s) with prices at two dates or more are drawn. `
          : `Of the ${dated} segments with prices at two dates or more, the ${drawn} with the most prices are drawn. `
      }`,
    (drawn, dated) =>
      `每个点是数据中的一个价格，位于其日期；线条连接同一细分市场各日期价格的几何平均。${
        drawn === dated
          ? `图中画出有两个以上日期价格的 ${dated} 个细分市场。`
          : `有两个以上日期价格的细分市场共 ${dated} 个，图中画出价格最多的 ${drawn} 个。`
      }`,
  ),
  fitted: msg(
    (items: readonly string[]) =>
      `Fitted within providers (a provider seen at two dates): ${items.join("; ")}. `,
    (items) => `按服务商内部拟合（同一服务商在两个日期出现）：${items.join("；")}。`,
  ),
  fit: msg(
    (segment: string, drift: string, volatility: string | null) =>
      `${segment} ${drift} a year${volatility === null ? "" : `, volatility ${volatility} a year`}`,
    (segment, drift, volatility) =>
      `${segment}每年 ${drift}${volatility === null ? "" : `，年波动率 ${volatility}`}`,
  ),
  noFit: msg(
    "No segment has a provider seen at two dates: no drift can be read from these rows alone. ",
    "没有细分市场的同一服务商出现在两个日期：仅凭这些行无法读出趋势。",
  ),
  how: msg(
    "Prices at one rate a currency, so that an exchange rate moving is not a price moving; different providers at different dates are not a trend, so the drift is read within each provider.",
    "每种货币只按一个汇率换算，汇率变动不算作价格变动；不同日期的不同服务商不构成趋势，因此趋势只在同一服务商内部读取。",
  ),
  alt: msg(
    (items: readonly string[]) => `Prices over time of ${items.join(", ")}`,
    (items) => `${items.join("、")}的价格随时间变化`,
  ),
} as const;

/** sobol.ts */
const SOBOL = {
  title: msg(
    (answer: string) => `How much of the spread of ${answer} each input causes (Sobol' indices)`,
    (answer) => `各输入造成${answer}波动的份额（索博尔指数）`,
  ),
  /** The answers whose variance is shared out. */
  ownMinusRent: msg(
    (currency: string) => `own − rent over the horizon (${currency})`,
    (currency) => `整个周期内自购 − 租用（${currency}）`,
  ),
  breakEven: msg("the break-even (h/day)", "盈亏平衡点（每天小时数）"),
  axis: msg("Share of the variance (%)", "占方差的份额（%）"),
  first: msg("S1: the input on its own", "一阶指数：该输入单独的作用"),
  total: msg("ST: with its interactions", "总指数：含与其他输入的交互"),
  /** The caption's sentences, from the numbers they describe. */
  most: msg(
    (label: string, first: string, total: string) =>
      `${label} causes ${first} of the variance on its own and ${total} with its interactions.`,
    (label, first, total) => `${label}单独造成 ${first} 的方差，含交互为 ${total}。`,
  ),
  interaction: msg(
    (label: string, points: string) =>
      ` The gap between a pair of bars (ST − S1) is what the input does through others: largest for ${label}, ${points} percentage points.`,
    (label, points) =>
      `两根条之差（总指数 − 一阶指数）是该输入通过与其他输入交互造成的部分：${label}最大，为 ${points} 个百分点。`,
  ),
  noInteraction: msg(
    " No input's ST exceeds its S1 by a point: the inputs act one by one, without interactions.",
    "没有输入的总指数比一阶指数高出一个百分点：各输入单独起作用，几乎没有交互。",
  ),
  sumFirst: msg(
    (sum: string) =>
      ` The S1 add up to ${sum}: the rest of the variance comes from inputs acting together.`,
    (sum) => `一阶指数之和为 ${sum}：其余方差来自输入之间的共同作用。`,
  ),
  sumFirstAll: msg(
    (sum: string) =>
      ` The S1 add up to ${sum}: the inputs' effects add up, with next to nothing from inputs acting together.`,
    (sum) => `一阶指数之和为 ${sum}：各输入的作用可以相加，输入之间的共同作用几乎为零。`,
  ),
  edges: msg(
    (never: string, always: string) =>
      ` A run where owning never pays counts as 24 h/day (${never} of runs), one where it always pays as 0 (${always}).`,
    (never, always) =>
      `自购永不回本的运行按每天 24 小时计（占 ${never}），始终回本的按 0 计（占 ${always}）。`,
  ),
  how: msg(
    (rows: string, runs: string, seed: number) =>
      ` Each input drawn from the Monte Carlo's triangle on its range; lines: 95 % bootstrap intervals; N = ${rows} rows, ${runs} runs of the model, seed ${seed}.`,
    (rows, runs, seed) =>
      `每个输入按蒙特卡洛的三角分布在其范围内抽样；细线为 95 % 自助法区间；样本 ${rows} 行，模型运行 ${runs} 次，随机种子 ${seed}。`,
  ),
  small: msg(
    (labels: readonly string[], share: string) =>
      ` Not drawn, each under ${share} of the variance: ${labels.join(", ")}.`,
    (labels, share) => `未画出（各自不到方差的 ${share}）：${labels.join("、")}。`,
  ),
  alt: msg(
    (n: number, bars: string) =>
      `Paired bars of the first-order and total Sobol' indices of ${n} inputs: ${bars}.`,
    (n, bars) => `${n} 个输入的一阶与总索博尔指数成对条形图：${bars}。`,
  ),
  /** One input's indices in an alt text. */
  pair: msg(
    (label: string, first: string, total: string) => `${label} S1 ${first}, ST ${total}`,
    (label, first, total) => `${label}：一阶指数 ${first}，总指数 ${total}`,
  ),
} as const;

/** uncertainty.ts */
const UNCERTAINTY = {
  differenceTitle: msg(
    (draws: string, currency: string) =>
      `Owning minus renting over the horizon, ${draws} draws (${currency})`,
    (draws, currency) => `整个周期内自购减租用，${draws} 次抽样（${currency}）`,
  ),
  differenceCaption: msg(
    (share: string, median: string, seed: number) =>
      `Left of the red line owning is cheaper: ${share} of draws. Median ${median}. Seed ${seed}: rerunning gives the same picture.`,
    (share, median, seed) =>
      `红线左侧自购更便宜：占抽样的 ${share}。中位数 ${median}。随机种子 ${seed}：重新运行结果相同。`,
  ),
  differenceAlt: msg(
    "A histogram of the cost difference between owning and renting, with a red line at zero.",
    "自购与租用成本差的直方图，红线位于零处。",
  ),
  differenceAxis: msg(
    (currency: string) => `Own − rent over the horizon (${currency})`,
    (currency) => `整个周期内自购 − 租用（${currency}）`,
  ),
  breakEvenTitle: msg(
    "Break-even hours a day across the draws that have one",
    "有盈亏平衡点的抽样中，盈亏平衡点（每天小时数）的分布",
  ),
  median: msg(
    (hours: string) => `Median ${hours} h/day; `,
    (hours) => `中位数为每天 ${hours} 小时；`,
  ),
  breakEvenCaption: msg(
    (median: string, hours: string, never: string, always: string) =>
      `${median}the red line is your ${hours} h/day. ${never} of draws never break even and ${always} always do; they are not drawn.`,
    (median, hours, never, always) =>
      `${median}红线为你的每天 ${hours} 小时。${never} 的抽样永不回本，${always} 的抽样始终回本；这些未画出。`,
  ),
  breakEvenAlt: msg(
    "A histogram of break-even hours per day with a red line at the scenario's hours.",
    "盈亏平衡点（每天小时数）的直方图，红线位于场景的使用小时数处。",
  ),
  breakEvenAxis: msg("Break-even (hours used a day)", "盈亏平衡点（每天使用小时数）"),
} as const;

/** work.ts */
const WORK = {
  /** How a GPU's speed on a work is known, as the legend names it. */
  basis: {
    measured: msg("measured speed", "实测速度"),
    peak: msg("speed from the peak × MFU", "按峰值 × MFU 的速度"),
    estimate: msg("estimated speed", "估算速度"),
  },
  hoursTitle: msg(
    (id: string) => `Hours to train ${id} on the fewest GPUs of each model that hold it`,
    (id) => `${id} 在各型号能容纳它的最少 GPU 上的训练小时数`,
  ),
  hoursAxis: msg("Hours on those GPUs (h)", "在这些 GPU 上的小时数（h）"),
  hoursCaption: msg(
    (fast: string, fastHours: string, slow: string, slowHours: string) =>
      `Fastest on ${fast}: ${fastHours}; slowest on ${slow}: ${slowHours}. Each bar is the run's GPU-hours on that model over the GPUs in brackets.`,
    (fast, fastHours, slow, slowHours) =>
      `在 ${fast} 上最快：${fastHours}；在 ${slow} 上最慢：${slowHours}。每根条是该型号上的 GPU 小时除以括号中的 GPU 数。`,
  ),
  speedTitle: msg(
    (id: string) => `Output tokens a second one GPU serves of ${id}`,
    (id) => `${id}：单块 GPU 每秒输出的词元数`,
  ),
  speedAxis: msg("Output tokens a second a GPU", "单卡每秒输出词元数"),
  speedCaption: msg(
    (fastest: string, speed: string, basis: string) =>
      `The fastest GPU is ${fastest}, ${speed} tokens a second (${basis}). A measured speed is of a server batching many requests; an estimate assumes a modest batch, so the two are not alike.`,
    (fastest, speed, basis) =>
      `最快的是 ${fastest}，每秒 ${speed} 个词元（${basis}）。实测速度来自批处理大量请求的服务器；估算假设的批量较小，两者并不可比。`,
  ),
  gpuAlt: msg(
    (n: number) =>
      `Horizontal bars, one for each of ${n} GPU models, coloured by how the speed is known.`,
    (n) => `${n} 个 GPU 型号各一根横条，按速度的来源着色。`,
  ),
  waysTitle: msg(
    (id: string, currency: string) =>
      `Cost a million output tokens of ${id}, each way serving it alone (${currency})`,
    (id, currency) => `${id} 每百万输出词元的成本，各方式单独承担（${currency}）`,
  ),
  waysAxis: msg(
    (currency: string) => `Cost a million output tokens (${currency})`,
    (currency) => `每百万输出词元成本（${currency}）`,
  ),
  api: msg((provider: string) => `API (${provider})`, (provider) => `API（${provider}）`),
  fleet: msg("the case's fleet (owned + overflow)", "本案例的机群（自购 + 超出部分租用）"),
  waysCaption: msg(
    (
      measuredShown: number,
      estimatedShown: number,
      priced: number,
      measured: string | undefined,
      api: string | undefined,
      fleet: string | undefined,
    ) =>
      `Of ${priced} ways priced, the ${measuredShown} cheapest at a measured speed and the ${estimatedShown} cheapest at an estimated one.` +
      (measured === undefined ? "" : ` Cheapest at a measured speed: ${measured}.`) +
      (fleet === undefined ? "" : ` The case's fleet: ${fleet}.`) +
      (api === undefined ? "" : ` The API: ${api}.`),
    (measuredShown, estimatedShown, priced, measured, api, fleet) =>
      `已计价的 ${priced} 种方式中，实测速度最便宜的 ${measuredShown} 种和估算速度最便宜的 ${estimatedShown} 种。` +
      (measured === undefined ? "" : `实测速度中最便宜：${measured}。`) +
      (fleet === undefined ? "" : `本案例的机群：${fleet}。`) +
      (api === undefined ? "" : `API：${api}。`),
  ),
  /** A way in the caption: its id and cost. */
  way: msg((id: string, cost: string) => `${id}, ${cost}`, (id, cost) => `${id}，${cost}`),
  waysAlt: msg(
    (n: number) =>
      `Horizontal bars of the cost a million output tokens of ${n} ways, coloured by how their speed is known, with lines at the API's price and the case's fleet.`,
    (n) =>
      `${n} 种方式每百万输出词元成本的横条，按速度来源着色，并以竖线标出 API 价格和本案例机群的成本。`,
  ),
} as const;

/** The charts section of the catalogue. */
export const CHARTS = {
  kinds: KINDS,
  items: ITEMS,
  breakEven: BREAK_EVEN,
  claims: CLAIMS,
  commitments: COMMITMENTS,
  cost: COST,
  hiddenCosts: HIDDEN_COSTS,
  hybrid: HYBRID,
  job: JOB,
  monthly: MONTHLY,
  priceHistory: PRICE_HISTORY,
  sensitivity: SENSITIVITY,
  sobol: SOBOL,
  uncertainty: UNCERTAINTY,
  work: WORK,
} as const;
