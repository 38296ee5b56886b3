/**
 * The words of the pages around the notebooks' reports: the index, the link bar every report
 * carries, and the "Inputs of this report" box at the top of each report.
 *
 * @module
 */
import { inSentence, msg } from "./message.ts";

/** The index page (`reports/index.html`). */
export const INDEX = {
  title: msg("GPU rent or buy: reports", "租用还是自购 GPU：报告"),
  question: msg("Is renting cloud GPUs cheaper than owning one?", "租用云 GPU 比自购更便宜吗？"),
  whatIf: msg("What if…", "假如……"),
  whatIfHint: msg(
    "change the hours, prices and rates of this scenario and see the figures and charts recomputed in the page, offline.",
    "修改本场景的使用时长、价格与费率，页面会离线重新计算数字与图表。",
  ),
  reports: msg("Reports", "报告"),
  /** How old the build's prices are: the data's range, the oldest's age, the scenario's own rows. */
  priceAge: msg(
    (
      a: { oldest: string; newest: string; days: string; offering: string; machine: string },
    ) =>
      `Prices as of ${a.oldest} to ${a.newest}, the oldest ${a.days} days before this build; the scenario's offering is as of ${a.offering}, its machine as of ${a.machine}.`,
    (a) =>
      `价格日期从 ${a.oldest} 到 ${a.newest}，最早的一条比本次生成早 ${a.days} 天；本场景的租用方案日期为 ${a.offering}，机器为 ${a.machine}。`,
  ),
  /** Nothing the previous build had moved. */
  pricesSame: msg(
    (since: string) => `No price changed since the previous build (${since}).`,
    (since) => `自上次生成（${since}）以来没有价格变化。`,
  ),
  /** What moved since the previous build: counts, then the largest moves (already worded). */
  pricesMoved: msg(
    (since: string, moved: number, added: number, gone: number, largest: string) =>
      `Since the previous build (${since}): ${moved} price${
        moved === 1 ? "" : "s"
      } moved, ${added} added, ${gone} gone${
        largest === "" ? "." : `; the largest moves: ${largest}.`
      }`,
    (since, moved, added, gone, largest) =>
      `自上次生成（${since}）以来：${moved} 个价格变化，新增 ${added} 个，移除 ${gone} 个${
        largest === "" ? "。" : `；变化最大的：${largest}。`
      }`,
  ),
  /** One price's move: its id (code), from, to, the change in per cent. */
  priceMove: msg(
    (id: string, from: string, to: string, change: string) => `${id} ${from} → ${to} (${change})`,
    (id, from, to, change) => `${id} ${from} → ${to}（${change}）`,
  ),
  scenario: msg("Scenario", "场景"),
  changed: msg("Parameters changed from the scenario", "相对场景修改的参数"),
  moneyIn: msg((c: string) => `money in ${c}`, (c) => `金额单位 ${c}`),
  breakEven: msg(
    "Break-even against the scenario's own offering",
    "对比场景自己的租用方案的盈亏平衡点",
  ),
  inPresentValue: msg((s: string) => `${s} in present value`, (s) => `按现值计：${s}`),
  over: msg(
    (years: string, hours: string, own: string, rent: string) =>
      `Over ${years} years at ${hours} h/day: owning <strong>${own}</strong>, renting <strong>${rent}</strong>`,
    (years, hours, own, rent) =>
      `${years} 年内、每天 ${hours} 小时：自购 <strong>${own}</strong>，租用 <strong>${rent}</strong>`,
  ),
  oneMachine: msg(" (one machine)", "（一台机器）"),
  best: msg(
    (hours: string, way: { label: string; id: string } | null, total: string, years: string) =>
      `At ${hours} h/day the cheapest way to do the work is ${
        way === null
          ? "<strong>owning</strong>"
          : `to rent <strong>${inSentence(way.label)}</strong> (${way.id})`
      }: ${total} over ${years} years`,
    (hours, way, total, years) =>
      `每天 ${hours} 小时，完成这些工作最便宜的方式是${
        way === null ? "<strong>自购</strong>" : `租用<strong>${way.label}</strong>（${way.id}）`
      }：${years} 年共 ${total}`,
  ),
  cheapestRent: msg(
    (n: number, gpu: string, among: string, way: string, total: string) =>
      `${
        n === 1 ? "The one way" : `Cheapest of the ${n} ways`
      } to do the ${gpu} machine's work${among} at these hours: <strong>${way}</strong>, ${total}`,
    (n, gpu, among, way, total) =>
      `按这些小时，完成 ${gpu} 机器工作的 ${n} 种租用方式中${among}最便宜的是<strong>${way}</strong>：${total}`,
  ),
  among: msg(
    (list: string) => ` (from ${list})`,
    (list) => `（限 ${list}）`,
  ),
  anyRegion: msg(" (any region)", "（不限地区）"),
  named: msg(
    (label: string, id: string) => `${label} (${id})`,
    (label, id) => `${label}（${id}）`,
  ),
  besideIt: msg(
    (scenarioWay: string, scenarioTotal: string, own: string) =>
      `; the scenario's own offering (${scenarioWay}) ${scenarioTotal}, owning ${own}`,
    (scenarioWay, scenarioTotal, own) =>
      `；场景自己的方案（${scenarioWay}）${scenarioTotal}，自购 ${own}`,
  ),
  ownOfferingCannot: msg(
    (way: string, rentedGb: string, ownedGb: string) =>
      `. The scenario's own offering (${way}) holds ${rentedGb} GB a GPU, less than the machine's ${ownedGb} GB: it is not a way to do the machine's work, and its figures below say what renting it would cost, not a like-for-like rent.`,
    (way, rentedGb, ownedGb) =>
      `。场景自己的租用方案（${way}）每块 GPU 只有 ${rentedGb} GB，少于机器的 ${ownedGb} GB：它不能完成这台机器的工作，下面的数字只说明租用它的花费，并非同等工作的租金。`,
  ),
  ownOfferingUnknownSpeed: msg(
    (way: string, workload: string, rented: string, owned: string) =>
      `. No speed is known of the scenario's own offering (${way}, ${rented}) against the owned ${owned} on ${workload}: its figures below count an hour of it as an hour of the machine; set cloud_speed for a like-for-like rent.`,
    (way, workload, rented, owned) =>
      `。场景自己的租用方案（${way}，${rented}）在 ${workload} 上相对自购 ${owned} 的速度未知：下面的数字把它的一小时按机器的一小时计算；请设置 cloud_speed 以得到同等工作的租金。`,
  ),
  againstCheapest: msg(
    (be: string) => `Owning against the cheapest way to rent: ${be}`,
    (be) => `自购对比最便宜的租用方式：${be}`,
  ),
  fleet: msg(
    (profile: string, owned: string, overflow: string, total: string) =>
      `For the demand of ${profile} (notebook 07): own <strong>${owned}</strong> GPUs and rent the rest (${overflow}): ${total} over the horizon`,
    (profile, owned, overflow, total) =>
      `按 ${profile} 的需求（笔记本 07）：自购 <strong>${owned}</strong> 块 GPU，其余租用（${overflow}）：整个周期共 ${total}`,
  ),
  /** The portfolio's line, when it beats the simple answer: its tiers, total and saving. */
  portfolio: msg(
    (profile: string, tiers: string, total: string, saved: string) =>
      `Sized together as a portfolio for ${profile}: ${tiers}; <strong>${total}</strong>, ${saved} below the simple answer above`,
    (profile, tiers, total, saved) =>
      `按 ${profile} 作为组合机群一起定规模：${tiers}；<strong>${total}</strong>，比上面的简单答案低 ${saved}`,
  ),
  documentSums: msg(
    (twice: string, twiceExact: string, once: string, onceExact: string) =>
      `Document 000 sums the same case its own way, counting the purchase twice: ${twice} as printed (${twiceExact} exact); summed once, ${once} with the document's rounding (${onceExact} exact)`,
    (twice, twiceExact, once, onceExact) =>
      `文档 000 用自己的方法合计同一情形，把购机款算了两次：原文 ${twice}（精确值 ${twiceExact}）；只算一次为 ${once}（按文档的取整，精确值 ${onceExact}）`,
  ),
} as const;

/** The link bar at the top of every report. */
export const NAV = {
  all: msg("All reports", "全部报告"),
  whatIf: msg("What if…", "假如……"),
  hint: msg(
    "change this scenario's hours, prices and rates and see the figures recomputed in the page",
    "修改本场景的时长、价格与费率，在页面中重新计算",
  ),
} as const;

/** The "Inputs of this report" box every report starts with. */
export const INPUTS_BOX = {
  title: msg("Inputs of this report", "本报告的输入"),
  /** A case of the reader's choices: its machine at its site against its offering. */
  caseOf: msg(
    (machine: string, site: string, offering: string, from: string) =>
      `${machine} at ${site} against ${offering}, from ${from}`,
    (machine, site, offering, from) => `${machine}，位于${site}，对比 ${offering}；由 ${from} 改成`,
  ),
  scenario: msg("Scenario", "场景"),
  changed: msg("Parameters changed from the scenario", "相对场景修改的参数"),
  machine: msg("Machine", "机器"),
  cloud: msg("cloud", "云端"),
  dataFolder: msg("Data folder", "数据文件夹"),
  pricesAsOf: msg(
    (from: string, to: string) => `Prices as of ${from} to ${to}`,
    (from, to) => `价格日期 ${from} 至 ${to}`,
  ),
  moneyShownIn: msg((c: string) => `Money shown in ${c}`, (c) => `金额单位 ${c}`),
  /** The buyer whose taxes the after-tax view counts (buyers.csv), or none. */
  buyer: msg(
    (name: string | undefined) =>
      name === undefined ? "Buyer: none named, no tax counted" : `Buyer (its taxes): ${name}`,
    (name) => name === undefined ? "购买方：未指定，不计税" : `购买方（按其税务计算）：${name}`,
  ),
  /** A machine already owned: its purchase sunk, what it would sell for now given up by keeping it. */
  alreadyOwned: msg(
    (years: string, value: string) =>
      `Already owned, ${years} years old: its purchase is sunk and not counted; owning counts what it would sell for now, ${value}, given up by keeping it`,
    (years, value) =>
      `已经拥有，机龄 ${years} 年：购机款为沉没成本，不计入；自有一方计入其当前可卖出的价值 ${value}（继续使用即放弃）`,
  ),
  resale: msg("Resale", "转售价值"),
  /**
   * The machine resold by its rule (`-p resale=rule`, or `market` where used_prices.csv has no
   * row of its GPU model, `lacking`): the share left after so many years, the haircut at once.
   */
  resaleRule: msg(
    (fraction: string, years: string, haircut: string | null, lacking: string | null) =>
      `by the machine's rule: ${fraction} of its purchase price left after ${years} years${
        haircut === null ? "" : `, ${haircut} lost at once to the used market`
      }${lacking === null ? "" : ` (used_prices.csv has no row of ${lacking})`}`,
    (fraction, years, haircut, lacking) =>
      `按机器的规则：${years} 年后剩余购机价的 ${fraction}${
        haircut === null ? "" : `，进入二手市场即损失 ${haircut}`
      }${lacking === null ? "" : `（used_prices.csv 中没有 ${lacking} 的行）`}`,
  ),
  /**
   * The machine resold by the used market (`-p resale=market`): the table's rows read, the share
   * of the price new at the horizon's start when owned (`today`, else null) and at its end.
   */
  resaleMarket: msg(
    (
      gpu: string,
      rows: number,
      from: string,
      to: string,
      today: { share: string; age: string } | null,
      end: { share: string; age: string },
      held: string | null,
      flat: boolean,
    ) =>
      `by the used market (used_prices.csv: ${rows} rows of ${gpu} as of ${from} to ${to}): ${
        today === null
          ? ""
          : `${today.share} of its price new today, at ${today.age} years old, and `
      }${end.share} at the end, at ${end.age} years old, interpolated by age${
        held === null
          ? ""
          : ` (outside the ages the table has, ${held} years, its nearest share held)`
      }${
        flat
          ? "; the table rises between the two ages and the resale curve cannot: the end keeps today's share"
          : ""
      }; the share × the purchase price`,
    (gpu, rows, from, to, today, end, held, flat) =>
      `按二手市场（used_prices.csv：${gpu} 的 ${rows} 行，日期 ${from} 至 ${to}）：${
        today === null ? "" : `现在机龄 ${today.age} 年，值新品价格的 ${today.share}；`
      }期末机龄 ${end.age} 年，值 ${end.share}，按机龄插值${
        held === null ? "" : `（超出表中机龄 ${held} 年的范围，取最近一端的比例）`
      }${
        flat ? "；表中两机龄之间比例上升，而残值曲线不能上升：期末沿用现在的比例" : ""
      }；比例乘以购机价`,
  ),
  /** The one rate each currency is converted at, the latest of fx.csv on or before `date`. */
  oneRate: msg(
    (date: string, rates: string) =>
      `Exchange rates: every price converted once, at the latest rate in fx.csv on or before ${date}: ${rates}`,
    (date, rates) =>
      `汇率：每个价格只换算一次，按 fx.csv 中 ${date} 当日或之前的最新汇率：${rates}`,
  ),
  /** One rate: `1 USD = 6.7758 CNY (as of 2026-06)`. */
  rate: msg(
    (code: string, cny: string, asOf: string) => `1 ${code} = ${cny} CNY (as of ${asOf})`,
    (code, cny, asOf) => `1 ${code} = ${cny} CNY（${asOf}）`,
  ),
  stale: msg("Stale prices", "过期价格"),
  staleCount: msg(
    (n: number, days: number) => `${n} price(s) older than ${days} days`,
    (n, days) => `${n} 个价格超过 ${days} 天`,
  ),
  staleMore: msg(
    (n: number) => `... and ${n} more: run deno task validate for the full list`,
    (n) => `……另有 ${n} 个：运行 deno task validate 查看完整列表`,
  ),
  otherWarnings: msg("Other warnings", "其他警告"),
  none: msg("none", "无"),
  /** Where in the data a warning is: "hardware.csv row 3, column as_of". */
  warningAt: msg(
    (file: string, row: number, column: string) =>
      `${file} row ${row}${column === "" ? "" : `, column ${column}`}`,
    (file, row, column) => `${file} 第 ${row} 行${column === "" ? "" : ` ${column} 列`}`,
  ),
  /** The warnings of the data, by their reason's kind (lib/data/errors.ts, WarningReason). */
  warning: {
    stale: msg(
      (asOf: string, days: number) =>
        `the figure is as of ${asOf}, older than ${days} days; check for a newer price`,
      (asOf, days) => `数据日期为 ${asOf}，已超过 ${days} 天；请核对有无更新的价格`,
    ),
    noStoragePrice: msg(
      (scenario: string, gb: string, offering: string) =>
        `scenario ${scenario} keeps ${gb} GB of storage, but offering ${offering} has no storage price; its storage is billed as 0`,
      (scenario, gb, offering) =>
        `场景 ${scenario} 保留 ${gb} GB 存储，但云端产品 ${offering} 没有存储价格；其存储按 0 计费`,
    ),
    speedUnknown: msg(
      (machineGpu: string, offeringGpu: string, workload: string) =>
        `the machine has ${machineGpu} GPUs and the offering ${offeringGpu}, and neither cloud_speed nor a ${workload} figure of throughput.csv for both says how fast one is against the other; taken as 1`,
      (machineGpu, offeringGpu, workload) =>
        `机器的 GPU 是 ${machineGpu}，云端产品的是 ${offeringGpu}，cloud_speed 没有给出两者的速度比，throughput.csv 也没有两者的 ${workload} 数据；按 1 计算`,
    ),
  },
} as const;
