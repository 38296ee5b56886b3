/**
 * The what-if page (`lib/whatif/`): its text, the names of the parameters its controls change
 * and their units, and the labels of the figures it recomputes.
 *
 * @module
 */
import { msg } from "./message.ts";
import { fieldWords } from "./work_kinds.ts";
import { UNIT_WORDS } from "./units.ts";

/** `x` to three significant digits, no float noise: 7 → "7", 1.234 → "1.23". */
const short = (x: number) => String(Number(x.toPrecision(3)));

/** A count as English says a big one: 7e9 → "7 B", 5e8 → "500 M", 2e4 → "20 k". */
function enCount(n: number): string {
  const scales = [[1e12, "T"], [1e9, "B"], [1e6, "M"], [1e3, "k"]] as const;
  const scale = scales.find(([size]) => n >= size);
  return scale ? `${short(n / scale[0])} ${scale[1]}` : short(n);
}

/** A count as Chinese says a big one, by 万 and 亿: 7e9 → "70 亿", 5e7 → "5000 万". */
function zhCount(n: number): string {
  const scales = [[1e12, "万亿"], [1e8, "亿"], [1e4, "万"]] as const;
  const scale = scales.find(([size]) => n >= size);
  return scale ? `${short(n / scale[0])} ${scale[1]}` : short(n);
}

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
  answer: msg("The answer", "结论"),
  charts: msg("Charts", "图表"),
  allReports: msg("All reports", "全部报告"),
  reset: msg("Reset to the built values", "重置为生成报告时的数值"),
  slider: msg((name: string) => `${name} slider`, (name) => `${name} 滑块`),
  builtAsScenario: msg("built: as the scenario", "生成时：按场景"),
  built: msg((value: string) => `built: ${value}`, (value) => `生成时：${value}`),
  cannotPriceOwn: msg(
    (gpus: string, machines: string | null) =>
      `Cannot price your own machine of ${gpus}: ${
        machines === null
          ? "the data has no machine of its GPU model"
          : `the data sells its GPU model only in machines of ${machines} GPUs`
      }; give its purchase price and wall power${
        machines === null ? "" : `, or a number of GPUs in whole such machines`
      }. The figures and charts below are those of the last values computed.`,
    (gpus, machines) =>
      `无法为你自己的 ${gpus} 机器计价：${
        machines === null
          ? "数据中没有这种 GPU 型号的机器"
          : `数据中这种 GPU 只有 ${machines} 卡的整机`
      }；请给出它的购买价格和墙上功率${
        machines === null ? "" : "，或者按整机的倍数给出 GPU 数量"
      }。下面的数字与图表是上一次计算的结果。`,
  ),
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
  /**
   * Why a value is left out (lib/whatif/refusals.ts): a name the link gives that the page lacks
   * (a value refused is worded as -p words it, lib/params/reasons.ts).
   */
  refusal: {
    unknown: msg(
      (name: string, names: string) =>
        `Unknown parameter "${name}" in the link: the page has ${names}`,
      (name, names) => `链接中的参数“${name}”不存在：本页的参数是 ${names}`,
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
    presentValue: msg("present value", "现值"),
    discountedAt: msg((rate: string) => `discounted at ${rate} %`, (rate) => `贴现率 ${rate}%`),
    tcoOwn: msg(
      (years: string) => `TCO over ${years} years: own`,
      (years) => `${years} 年总拥有成本：自购`,
    ),
    tcoRent: msg(
      (years: string) => `TCO over ${years} years: rent`,
      (years) => `${years} 年总拥有成本：租用`,
    ),
    tcoOwnPlain: msg("TCO: own", "总拥有成本：自购"),
    tcoRentPlain: msg("TCO: rent", "总拥有成本：租用"),
    pvOwn: msg((pv: string) => `TCO, ${pv}: own`, (pv) => `总拥有成本（${pv}）：自购`),
    pvRent: msg((pv: string) => `TCO, ${pv}: rent`, (pv) => `总拥有成本（${pv}）：租用`),
    payback: msg("Payback (cash)", "回本（现金）"),
    /** The payback of a machine already owned: nothing is paid for it, keeping it gives up its value. */
    paybackKept: msg("Payback of keeping it", "留用回本"),
    /** Both, where A's machine is owned and B's bought (the A/B table). */
    paybackPlain: msg("Payback", "回本"),
    paybackNet: msg("Payback net of resale", "回本（计入转售）"),
    monthlyAt: msg(
      (hours: string, label: string) => `Monthly at ${hours} h: ${label}`,
      (hours, label) => `每月 ${hours} 小时的月成本：${label}`,
    ),
    monthlyOf: msg(
      (label: string) => `Monthly cost: ${label}`,
      (label) => `月成本：${label}`,
    ),
    spotBilled: msg("Spot: hours billed per useful hour", "竞价实例：每有效小时计费的小时数"),
    spotAtRate: msg("Spot at this rate", "竞价实例在此中断频率下"),
    spotFinish: msg(
      (hours: string) => `Spot: hours to finish a month's ${hours} useful hours`,
      (hours) => `竞价实例：完成一个月 ${hours} 有效小时所需的小时数`,
    ),
    spotFinishPlain: msg(
      "Spot: hours to finish a month's useful hours",
      "竞价实例：完成一个月有效小时所需的小时数",
    ),
  },
  /** The page's charts, titled with the case's machine and offering. */
  chart: {
    cumulative: msg(
      (machine: string, offering: string, currency: string) =>
        `Cumulative cost month by month (${currency}): owning ${machine} or renting ${offering}`,
      (machine, offering, currency) =>
        `逐月累计成本（${currency}）：自购 ${machine} 或租用 ${offering}`,
    ),
    monthly: msg(
      (machine: string, gpu: string, currency: string) =>
        `Monthly cost against hours used (${currency} per month): owning ${machine} or each way to rent ${gpu}`,
      (machine, gpu, currency) =>
        `月成本随使用小时数的变化（${currency}/月）：自购 ${machine} 或租用 ${gpu} 的各种方式`,
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
    gpu_count: msg("GPUs in your machine", "你的机器的 GPU 数"),
    machine_power: msg("Your machine's wall power", "你的机器的整机功率"),
    owned_years: msg("Age of the owned machine", "已有机器的机龄"),
    value_today: msg("What the owned machine sells for today", "已有机器的当前售价"),
    resale: msg("Resale value from", "转售价值依据"),
    loan_rate: msg("Loan or lease rate", "贷款或租赁利率"),
    loan_months: msg("Loan or lease term", "贷款或租赁期限"),
    down_payment: msg("Down payment", "首付比例"),
    rent_out_price: msg("Idle hours rented out at", "空闲时段出租单价"),
    rent_out_occupancy: msg("Idle hours actually rented", "空闲时段实际出租比例"),
    rent_out_fee: msg("Platform fee", "平台抽成"),
    rent_out_wear: msg("Wear of an hour rented out", "出租每小时的额外损耗"),
    // the work's fields, in the work section (lib/whatif/work_panel.ts), not among the sliders
    work: msg("Work", "工作"),
    model_params: msg("Model parameters", "模型参数量"),
    precision: msg("Precision", "精度"),
    // each kind of work's own fields (lib/words/messages/work_kinds.ts)
    ...fieldWords("label"),
  },
  /** The units of the parameters (lib/parameter_units.ts), as the controls show them. */
  unit: UNIT_WORDS,

  /**
   * The work section (lib/whatif/work_panel.ts) and what the work costs (lib/whatif/work_table.ts):
   * a training run, a serving load or a batch job, stated with the parameters of -p and priced as calc --work
   * prices it.
   */
  work: {
    heading: msg("Your work", "你的工作"),
    intro: msg(
      "State the work instead of the hours: a training run, a serving load or a batch inference job of work.csv, or your own. The work is the case's demand: its tokens set the hours a day the machine is busy (the schedule then sets nothing), and it is priced every way below, as calc --work prices it. The fields are the parameters of -p: type 7e9 for 7 billion, 40% for 0.4.",
      "用工作量代替小时数：work.csv 中的一次训练、一项推理服务或一项批量推理任务，或者你自己的工作。工作就是本案例的需求：它的词元数决定机器每天忙碌的小时数（此时排程不起作用），并在下方按每种方式计价，与 calc 相同。各字段就是 -p 的参数：70 亿写作 7e9，0.4 可写作 40%。",
    ),
    none: msg("none: the hours of the schedule", "不选：按排程的小时数"),
    own: msg("state your own", "自己填写"),
    kind: msg("Kind of work", "工作类型"),
    /** A field's value as the row of work.csv gives it, or as the model takes it when not given. */
    fromRow: msg((value: string) => `work.csv: ${value}`, (value) => `work.csv：${value}`),
    byDefault: msg((value: string) => `default: ${value}`, (value) => `默认：${value}`),
    once: msg("once over the horizon", "使用年限内一次"),
    needed: msg(
      (kind: string) => `Needed to state ${kind}`,
      (kind) => `填写${kind}时必须给出`,
    ),
    /** The training methods of `-p method=`. */
    method: {
      full: msg("full training", "全参数训练"),
      lora: msg("LoRA adapters", "LoRA 适配器"),
      qlora: msg("QLoRA adapters (4-bit weights)", "QLoRA 适配器（4 位权重）"),
    },
    /** A big count said aloud: "7 B", "70 亿". */
    count: msg((n: number) => enCount(n), (n) => zhCount(n)),
    /** The figures of the work's section. */
    figureWork: msg("The work", "工作"),
    figureMemory: msg("Memory it needs", "所需显存"),
    figureCompute: msg("Compute it takes", "所需计算量"),
    flops: msg((flops: string) => `${flops} FLOPs`, (flops) => `${flops} 次浮点运算`),
    figureBusy: msg(
      "Hours a day it keeps the case's machine busy",
      "它让本情形的机器每天忙碌的小时数",
    ),
    busy: msg(
      (hours: string, machine: string) => `${hours} h/day on ${machine}`,
      (hours, machine) => `${machine} 每天 ${hours} 小时`,
    ),
    busyOverADay: msg(
      (hours: string, machine: string) =>
        `${hours} h/day on ${machine}: more than a day has, so the figures above count 24 h/day`,
      (hours, machine) =>
        `${machine} 每天 ${hours} 小时：超过一天的小时数，上面的数字按每天 24 小时计`,
    ),
    cannotDo: msg(
      (machine: string) =>
        `${machine} cannot do it: too little memory, or no speed of its GPU is known`,
      (machine) => `${machine} 无法完成：显存不足，或不知道其 GPU 的速度`,
    ),
    /** A training run's ranking. */
    noWay: msg(
      "No way can run it: too little memory, or no speed known.",
      "没有方式能运行它：显存不足，或不知道速度。",
    ),
    gpusUnits: msg(
      (gpus: string, units: number) => units > 1 ? `${gpus} (${units} units)` : gpus,
      (gpus, units) => units > 1 ? `${gpus}（${units} 台）` : gpus,
    ),
    colGpus: msg("GPUs (whole units)", "GPU 数（整台数）"),
    colGpuHours: msg("GPU-hours", "GPU 小时"),
    colRun: msg(
      (currency: string) => `A run (${currency})`,
      (currency) => `每次运行（${currency}）`,
    ),
    colRunOverTerm: msg(
      (currency: string) => `A run over the term (${currency}), ranked by`,
      (currency) => `承诺期内每次运行（${currency}），排名依据`,
    ),
    colPerMillion: msg(
      (currency: string) => `A million tokens (${currency})`,
      (currency) => `每百万词元（${currency}）`,
    ),
    /** A serving load's ways, the case's fleet and the API. */
    colBasis: msg("Speed", "速度依据"),
    basis: {
      measured: msg("measured", "实测"),
      peak: msg("from its peak", "按峰值算力"),
      estimate: msg("estimate", "估算"),
    },
    colReplica: msg("GPUs a replica", "每副本 GPU 数"),
    colPeak: msg("GPUs at the peak", "峰值 GPU 数"),
    colGpuHoursDay: msg("GPU-hours a day", "每天 GPU 小时"),
    colMonth: msg(
      (currency: string) => `A month (${currency})`,
      (currency) => `每月（${currency}）`,
    ),
    fleetHeading: msg("The case's fleet, and the API beside it", "本情形的机队，以及对照的 API"),
    fleetIntro: msg(
      (machine: string, overflow: string) =>
        `The case's machine (${machine}) owned in whole machines while their GPUs are wanted more than one GPU's break-even share of the hours (the hybrid fleet's rule), the rest of the load rented from ${overflow}.`,
      (machine, overflow) =>
        `本情形的机器（${machine}）按整机自购，只要其 GPU 被需要的时间超过单块 GPU 的盈亏平衡比例（混合机队的规则）；其余负载向 ${overflow} 租用。`,
    ),
    noFleet: msg(
      "The case's machine or the offering that rents its overflow has no speed on this load: no fleet.",
      "本情形的机器或承接超出部分的租用方案没有此负载的速度：无法组成机队。",
    ),
    colPart: msg("Part", "部分"),
    colTokens: msg("Output tokens served", "承担的输出词元"),
    colOutputPerMillion: msg(
      (currency: string) => `A million output tokens (${currency})`,
      (currency) => `每百万输出词元（${currency}）`,
    ),
    fleetOwned: msg((machine: string) => `Owned: ${machine}`, (machine) => `自购：${machine}`),
    ownedGpus: msg(
      (gpus: number, machines: number) =>
        `${gpus} in ${machines} machine${machines === 1 ? "" : "s"}`,
      (gpus, machines) => `${machines} 台机器共 ${gpus} 块`,
    ),
    asWanted: msg("as each hour wants", "按每小时所需"),
    fleetRented: msg(
      (offering: string) => `Rented: ${offering}`,
      (offering) => `租用：${offering}`,
    ),
    fleetTotal: msg("In all", "合计"),
    fleetOwnedWithApi: msg(
      (machine: string) => `Owned, the rest to the API: ${machine}`,
      (machine) => `自购（其余交给 API）：${machine}`,
    ),
    fleetToApi: msg(
      (provider: string, model: string) => `Sent to the API: ${provider} ${model}`,
      (provider, model) => `交给 API：${provider} ${model}`,
    ),
    fleetTotalWithApi: msg("In all, owned and the API", "合计（自购与 API）"),
    api: msg(
      (provider: string, model: string, input: string) =>
        `API: ${provider} ${model} (input tokens: ${input} a million)`,
      (provider, model, input) => `API：${provider} ${model}（输入词元每百万 ${input}）`,
    ),
    noApi: msg("no API price beside it", "无对照的 API 价格"),
  },
  /** The choices of rows (lib/scenario/choices.ts), the job ranking, the comparison and the copies. */
  choice: {
    heading: msg("Your case", "你的情形"),
    intro: msg(
      "Pick the machine, the site, the offering to compare against and a job from the data of this page; the figures, the charts and the job's ranking are computed again with the workbook's model.",
      "从本页的数据中选择机器、场地、用来比较的租用方案和一个任务；数字、图表和任务排名会用工作簿的模型重新计算。",
    ),
    machine: msg("Machine", "机器"),
    ownMachine: msg(
      "your own machine (GPU model, count, price, power)",
      "你自己的机器（GPU 型号、数量、价格、功率）",
    ),
    gpuModel: msg("GPU model of your machine", "你的机器的 GPU 型号"),
    site: msg("Site", "场地"),
    offering: msg("Offering to compare against", "用来比较的租用方案"),
    filterGpu: msg("GPU model", "GPU 型号"),
    filterRegion: msg("Region", "地区"),
    filterProvider: msg("Provider", "提供商"),
    filterPricing: msg("Pricing", "计价方式"),
    any: msg("any", "全部"),
    asBuilt: msg((id: string) => `as built (${id})`, (id) => `按生成时（${id}）`),
    noJob: msg("none", "不选"),
    job: msg("Job", "任务"),
    workload: msg(
      "Kind of work (its speed on each GPU sets the hours another GPU rents)",
      "工作类型（它在各 GPU 上的速度决定另一种 GPU 需租用的小时数）",
    ),
    shown: msg(
      (n: number, all: number) => `${n} of ${all} offerings`,
      (n, all) => `${all} 个租用方案中的 ${n} 个`,
    ),
    refused: msg(
      (what: string) => `Not used: ${what}`,
      (what) => `未采用：${what}`,
    ),
    offeringName: msg(
      (provider: string, gpus: string, pricing: string) =>
        `${provider} ${gpus}, ${pricing.toLowerCase()}`,
      (provider, gpus, pricing) => `${provider} ${gpus}（${pricing}）`,
    ),
    ranking: msg(
      (job: string, n: number) => `Job ${job}: its ${n} way${n === 1 ? "" : "s"} ranked by cost`,
      (job, n) => `任务 ${job}：按成本排列的 ${n} 种方式`,
    ),
    rankingIntro: msg(
      (top: number) =>
        `The rows calc --job gives for the parameters this page copies, in its order: the ${top} cheapest and the rest of the Pareto front here, the others below. "Pays for" says what a way's cost buys: the hours it runs, a whole term bought for the job, its hours of a commitment the case already holds, or its share of an owned machine.`,
      (top) =>
        `与 calc 按本页复制的参数为此任务给出的各行相同，顺序相同：这里是最便宜的 ${top} 种与帕累托前沿上的其余方式，其他在下方。“付费对象”说明一种方式的成本买的是什么：运行的小时、为任务买下的整个承诺期、情形已持有的承诺中它所用的小时，或自购机器中它的份额。`,
    ),
    rankingMore: msg(
      (n: number) => `The other ${n} way${n === 1 ? "" : "s"}`,
      (n) => `其余 ${n} 种方式`,
    ),
    rankingNone: msg(
      "No way can run this job (memory or throughput).",
      "没有方式能运行此任务（显存或吞吐数据不足）。",
    ),
    colRank: msg("#", "#"),
    colWay: msg("Way", "方式"),
    colPricing: msg("Pricing", "计费方式"),
    colGpus: msg("GPUs", "GPU 数"),
    colPays: msg("Pays for", "付费对象"),
    colHours: msg("Hours", "小时"),
    colCost: msg((currency: string) => `Cost (${currency})`, (currency) => `成本（${currency}）`),
    colCostOneJob: msg(
      (currency: string) => `One job (${currency})`,
      (currency) => `单个任务（${currency}）`,
    ),
    colCostPerJob: msg(
      (currency: string) => `A job over the term (${currency}), ranked by`,
      (currency) => `承诺期内每个任务（${currency}），排名依据`,
    ),
    colDeadline: msg("Deadline", "截止时间"),
    colPareto: msg("Pareto front", "帕累托前沿"),
    onFront: msg("on the front", "在前沿上"),
    compare: msg(
      "Compare: keep this case as A, change B",
      "比较：把当前情形保留为情形甲，修改情形乙",
    ),
    stopCompare: msg("Stop comparing", "停止比较"),
    comparing: msg(
      "Comparing: case A is kept; the controls change case B.",
      "比较中：情形甲保持不变；控件修改的是情形乙。",
    ),
    colFigure: msg("Figure", "数字"),
    colA: msg("Case A", "情形甲"),
    colB: msg("Case B", "情形乙"),
    colDiff: msg("B − A", "乙 − 甲"),
    differs: msg(
      (a: string, b: string) => `case A: ${a}; case B: ${b}`,
      (a, b) => `情形甲：${a}；情形乙：${b}`,
    ),
    onlyA: msg(
      (at: string) => `case A only${at === "" ? "" : `: ${at}`}`,
      (at) => `仅情形甲${at === "" ? "" : `：${at}`}`,
    ),
    onlyB: msg(
      (at: string) => `case B only${at === "" ? "" : `: ${at}`}`,
      (at) => `仅情形乙${at === "" ? "" : `：${at}`}`,
    ),
    missing: msg("—", "—"),
    notSameOffering: msg("another offering: no difference", "租用方案不同，不作差"),
    chartA: msg("Case A: cumulative cost", "情形甲：累计成本"),
    copyParameters: msg("Copy as parameters", "复制为参数"),
    copyRows: msg("Copy as a scenario row", "复制为场景行"),
    copied: msg("Copied; the text is also below.", "已复制；文本也在下方。"),
    notCopied: msg("Select the text below and copy it.", "请选中下方文本并复制。"),
    copyText: msg("Text to copy", "要复制的文本"),
    /** Before the scenario row copied, when the case has terms no column of scenarios.csv holds. */
    notColumns: msg(
      (names: string) => `# ${names}: not columns of scenarios.csv, so they stay parameters here`,
      (names) => `# ${names}：scenarios.csv 中没有这些列，因此它们仍作为参数写在这里`,
    ),
  },
  /** The block of Sobol' indices below the charts (lib/whatif/sobol_block.ts). */
  sobol: {
    summary: msg(
      "What moves the answer: each input's share of the spread of own − rent (Sobol' indices)",
      "什么左右结论：各输入在“自购减租用”波动中所占的份额（索博尔指数）",
    ),
    note: msg(
      (rows: string, restMs: number) =>
        `Computed in this page from the case shown, over its ranges, with notebook 05's method at N = ${rows} rows: once the controls rest (${restMs} ms after the last change) and only while this block is open, not on every move of a slider.`,
      (rows, restMs) =>
        `在本页按当前案例及其输入范围计算，方法与笔记本 05 相同，样本 ${rows} 行：控件停止变化 ${restMs} 毫秒后、且仅在本区块展开时计算，而不是滑块每动一次就算一次。`,
    ),
  },
  /** The fleet as a portfolio, below the figures (lib/whatif/portfolio_block.ts). */
  portfolio: {
    heading: msg("The fleet as a portfolio", "组合机群"),
    intro: msg(
      (profile: string) =>
        `Owned machines, reservations, on demand and spot sized together for the demand profile ${profile}, as calc sizes them, recomputed in this page. Set the sizes below to price your own: the table then shows your sizes, what they leave served each hour at least cost on demand and on spot. Until you set a size, the sizes follow the optimum of the case shown; once set, they stay as set when another control moves, until you press the button (or the case's tiers change). They are not kept in the link.`,
      (profile) =>
        `按需求曲线 ${profile} 将自购机器、预留、按量计费和竞价实例放在一起确定规模，与 calc 的算法相同，在本页重新计算。可在下方设置各层规模，为你自己的组合定价：表中即为你的规模，其余需求每小时以按量计费和竞价实例中最便宜的方式承担。未设置时，规模跟随当前案例的最优解；一旦设置，移动其他控件时保持不变，直到按下按钮（或案例的层级发生变化）。规模不写入链接。`,
    ),
    machines: msg(
      (hostGpus: number) => `Owned machines (of ${hostGpus} GPU${hostGpus === 1 ? "" : "s"} each)`,
      (hostGpus) => `自购机器台数（每台 ${hostGpus} 块 GPU）`,
    ),
    reserved: msg(
      (id: string, months: number, unitGpus: number) =>
        `Units reserved on ${id} (${months}-month term, ${unitGpus} GPU${
          unitGpus === 1 ? "" : "s"
        } a unit)`,
      (id, months, unitGpus) =>
        `在 ${id} 上预留的单位数（${months} 个月期，每单位 ${unitGpus} 块 GPU）`,
    ),
    wholeUnits: msg(
      (most: string) => `Expected a whole number of units from 0 to ${most}.`,
      (most) => `应为 0 到 ${most} 之间的整数单位。`,
    ),
    back: msg("Back to the optimum", "回到最优解"),
    term: msg((months: number) => `${months}-month term`, (months) => `${months} 个月期`),
    columns: {
      tier: msg("Tier", "层级"),
      offering: msg("Offering", "产品"),
      units: msg("Units", "单位数"),
      gpus: msg("GPUs", "GPU 数"),
      gpuHours: msg("GPU-hours", "GPU 小时"),
      cost: msg("Cost over the horizon", "周期内成本"),
    },
    rentFixed: msg("the rented side's fixed costs", "租用方固定成本"),
    total: msg("Total", "合计"),
    atOptimum: msg(
      (total: string) => `These are the optimum's sizes: ${total}.`,
      (total) => `当前即最优解的规模：${total}。`,
    ),
    yours: msg(
      (optimum: string, total: string, yours: string, yourTotal: string, more: string) =>
        `optimum: ${optimum} — ${total}; yours: ${yours} — ${yourTotal} (${more})`,
      (optimum, total, yours, yourTotal, more) =>
        `最优解：${optimum}——${total}；你的：${yours}——${yourTotal}（${more}）`,
    ),
    cannotServe: msg(
      (yours: string) =>
        `yours: ${yours} — these sizes cannot serve every hour of the demand (no hourly tier to take the rest)`,
      (yours) =>
        `你的：${yours}——这样的规模无法承担需求的每个小时（没有按小时计费的层级承担其余部分）`,
    ),
    sizes: msg(
      (machines: number | null, reserved: readonly { id: string; units: number }[]) =>
        [
          ...(machines === null ? [] : [`${machines} machine${machines === 1 ? "" : "s"} owned`]),
          ...reserved.map((r) => `${r.units} reserved on ${r.id}`),
        ].join(", ") || "nothing owned or reserved",
      (machines, reserved) =>
        [
          ...(machines === null ? [] : [`自购 ${machines} 台`]),
          ...reserved.map((r) => `在 ${r.id} 上预留 ${r.units} 单位`),
        ].join("，") || "不自购也不预留",
    ),
  },
  /** Who buys and how (lib/whatif/terms_panel.ts), and the after-tax block of the figures. */
  terms: {
    heading: msg("Who buys, and how", "购买方与付款方式"),
    intro: msg(
      "The buyer's taxes and a loan or lease change what each side costs today after tax and financing (the block below the figures), not the figures before tax; a machine already owned changes every figure of owning, its purchase sunk.",
      "购买方的税务以及贷款或租赁只改变两种方式税后及融资后的现值（见数字下方），不改变税前的数字；已拥有的机器会改变自购的每个数字，因为购机款已是沉没成本。",
    ),
    buyer: msg("Buyer (its taxes)", "购买方（按其税务计算）"),
    noBuyer: msg("none named: no tax counted", "未指定：不计税"),
    owned: msg("Already owned (its purchase sunk)", "已经拥有（购机款为沉没成本）"),
    financing: msg("How the machine is paid", "付款方式"),
    how: {
      cash: msg("cash", "现金"),
      loan: msg("loan (payments at each month's end)", "贷款（每月末还款）"),
      lease: msg("lease (payments at each month's start)", "租赁（每月初付款）"),
    },
    ownedNotFinanced: msg(
      "nothing financed: the machine is already owned",
      "不融资：机器已经拥有",
    ),
    /** The after-tax block. */
    afterTax: msg("After tax and financing", "税后及融资后"),
    breakEvenAfterTax: msg(
      "Break-even after tax and financing",
      "税后及融资后的盈亏平衡点",
    ),
    breakEvenBeforeTax: msg(
      (pv: string) => `Break-even before tax, ${pv}`,
      (pv) => `税前盈亏平衡点（${pv}）`,
    ),
    ownToday: msg("Own, after tax and financing, today", "自购：税后及融资后的现值"),
    rentToday: msg("Rent, after tax and financing, today", "租用：税后及融资后的现值"),
  },
} as const;
