/**
 * The words of the command-line tasks a reader meets in a run of their language: `report`'s
 * refusals and progress lines. (`--help` stays English: it lists the options as typed.)
 *
 * @module
 */
import { msg } from "./message.ts";

/** `deno task report`: its refusals and the lines it prints while it builds. */
export const REPORT = {
  /** A refusal of the build: "Cannot build the reports: …". */
  cannot: msg(
    (why: string) => `Cannot build the reports: ${why}`,
    (why) => `无法生成报告：${why}`,
  ),
  maxAgeDays: msg(
    (given: string) => `--max-age-days "${given}" is not a number of days`,
    (given) => `--max-age-days “${given}” 不是天数`,
  ),
  jobs: msg(
    (given: string) => `--jobs "${given}" is not a whole number, 1 or more`,
    (given) => `--jobs “${given}” 不是 1 或以上的整数`,
  ),
  /** A data folder with problems, each printed above. */
  dataProblems: msg(
    (folder: string, count: number) =>
      `${folder} has ${count} problem(s); run deno task validate --data ${folder}`,
    (folder, count) => `${folder} 有 ${count} 个问题；请运行 deno task validate --data ${folder}`,
  ),
  /** The notebooks' folder cannot be read (`detail`: the system's words). */
  unreadNotebooks: msg(
    (folder: string, detail: string) => `Cannot read the notebooks in ${folder}: ${detail}`,
    (folder, detail) => `无法读取 ${folder} 中的笔记本：${detail}`,
  ),
  unknownNotebook: msg(
    (names: string, known: string) => `Unknown notebook ${names}: notebooks/ holds ${known}`,
    (names, known) => `未知的笔记本 ${names}：notebooks/ 中有 ${known}`,
  ),
  /** One report written, or kept from the cache (`seconds` undefined). */
  written: msg(
    (file: string, seconds: string | undefined) =>
      `report: ${file} (${seconds === undefined ? "unchanged" : `${seconds} s`})`,
    (file, seconds) => `report: ${file}（${seconds === undefined ? "未变" : `${seconds} 秒`}）`,
  ),
  /** A notebook that failed: at which cell (its number and first line), with the error. */
  failed: msg(
    (file: string, cell: number | null, source: string, error: string) =>
      `report: notebook ${file} failed${
        cell === null ? "" : ` at cell ${cell}${source ? ` (${source})` : ""}`
      }: ${error}`,
    (file, cell, source, error) =>
      `report: 笔记本 ${file} 执行失败${
        cell === null ? "" : `，在第 ${cell} 个单元格${source ? `（${source}）` : ""}`
      }：${error}`,
  ),
  someFailed: msg(
    (failed: number, of: number, names: string, out: string) =>
      `${failed} of ${of} notebooks failed (${names}); the reports in ${out} are unchanged`,
    (failed, of, names, out) =>
      `${of} 个笔记本中有 ${failed} 个失败（${names}）；${out} 中的报告保持不变`,
  ),
  executor: msg(
    (code: number, tail: string) =>
      `Cannot execute the notebooks: the executor exited with ${code}\n${tail}`,
    (code, tail) => `无法执行笔记本：执行器以 ${code} 退出\n${tail}`,
  ),
  /** The last line: how many notebooks, in how long, and where the index is. */
  done: msg(
    (count: number, seconds: string, index: string) =>
      `report: ${count} notebooks in ${seconds} s → ${index}`,
    (count, seconds, index) => `report: ${count} 个笔记本，用时 ${seconds} 秒 → ${index}`,
  ),
} as const;

/** `deno task calc`'s text: its rows' labels and values, a figure a row. */
export const CALC = {
  scenario: msg("Scenario", "场景"),
  money: msg("Money", "金额"),
  /** How money is shown: the currency, its rate when not CNY, and the day of the rates. */
  moneyValue: msg(
    (currency: string, rate: string | null, fxDate: string) =>
      `${currency}${
        rate === null ? "" : ` at ${rate} CNY per ${currency}`
      }; every price converted once, at the latest rate of fx.csv on or before ${fxDate}`,
    (currency, rate, fxDate) =>
      `${currency}${
        rate === null ? "" : `，1 ${currency} = ${rate} CNY`
      }；每个价格只换算一次，按 fx.csv 中 ${fxDate} 或之前的最新汇率`,
  ),
  /** A break-even at some hours a day: whether owning is cheaper above or below them. */
  breakEvenHours: msg(
    (side: "above" | "below", hours: string) => `owning cheaper ${side} ${hours} h/day`,
    (side, hours) => `每天${side === "above" ? "高于" : "低于"} ${hours} 小时时自购更便宜`,
  ),
  breakEvenAlways: msg("owning cheaper at any hours a day", "每天无论用多少小时，自购都更便宜"),
  breakEvenNever: msg(
    "owning never cheaper, even at 24 h/day",
    "即使每天 24 小时，自购也从不更便宜",
  ),
  /** A note after a value, in brackets. */
  note: msg((text: string) => ` (${text})`, (text) => `（${text}）`),
  /** A way to rent: its label, id and GPU, and its speed against the owned GPU when not 1. */
  way: msg(
    (label: string, id: string, gpu: string, speed: string | null) =>
      `${label} (${id}, ${gpu}${speed === null ? "" : ` at ${speed}× the owned GPU`})`,
    (label, id, gpu, speed) =>
      `${label}（${id}，${gpu}${speed === null ? "" : `，速度为自有 GPU 的 ${speed} 倍`}）`,
  ),
  payMonth: msg((month: number) => `month ${month}`, (month) => `第 ${month} 个月`),
  payNever: msg("not within the horizon", "周期内不回本"),
  hoursUsed: msg("Hours used", "每天使用小时数"),
  hoursUsedValue: msg(
    (hours: string, years: string) => `${hours} h/day over ${years} years`,
    (hours, years) => `每天 ${hours} 小时，共 ${years} 年`,
  ),
  work: msg("Work", "工作"),
  waysWeighed: msg("Ways weighed", "比较的方式"),
  /** The cheapest way, its total, a note, and how many were weighed and from where. */
  waysWeighedValue: msg(
    (way: string, total: string, note: string, among: string) =>
      `${way}: ${total}${note}, ${among}`,
    (way, total, note, among) => `${way}：${total}${note}，${among}`,
  ),
  cheapestOf: msg(
    (count: number, regions: string | null) =>
      `the cheapest of ${count} offerings that can do the machine's work (${
        regions === null ? "any region" : `from ${regions}`
      })`,
    (count, regions) =>
      `能完成这台机器工作的 ${count} 个租用方案中最便宜的（${
        regions === null ? "任何地区" : `来自 ${regions}`
      }）`,
  ),
  breakEven: msg("Break-even", "盈亏平衡点"),
  against: msg("Against", "对比"),
  againstValue: msg(
    (way: string) => `the scenario's own offering, ${way}`,
    (way) => `场景自己的租用方案：${way}`,
  ),
  /** The TCO over the horizon of one side. */
  tco: msg(
    (years: string, side: "own" | "rent") => `TCO over ${years} years: ${side}`,
    (years, side) => `${years} 年 TCO：${side === "own" ? "自购" : "租用"}`,
  ),
  presentValueAt: msg(
    (rate: string) => `present value at ${rate} %`,
    (rate) => `现值（折现率 ${rate} %）`,
  ),
  breakEvenPv: msg(
    (pv: string) => `Break-even, ${pv}`,
    (pv) => `盈亏平衡点，${pv}`,
  ),
  tcoPv: msg(
    (pv: string, side: "own" | "rent") => `TCO, ${pv}: ${side}`,
    (pv, side) => `TCO，${pv}：${side === "own" ? "自购" : "租用"}`,
  ),
  monthly: msg(
    (hours: string, option: string) => `Monthly at ${hours} h: ${option}`,
    (hours, option) => `每月 ${hours} 小时：${option}`,
  ),
  paybackKept: msg("Payback of keeping it", "继续持有的回本时间"),
  paybackCash: msg("Payback (cash)", "回本时间（现金）"),
  paybackResale: msg("Payback net of resale", "扣除转售后的回本时间"),
  spot: msg((id: string) => `Spot (${id})`, (id) => `竞价实例（${id}）`),
  spotValue: msg(
    (every: string | null, billed: string, calendar: string) =>
      `interrupted ${
        every === null ? "never" : `every ${every} h`
      }; ${billed} billed and ${calendar} calendar hours per useful hour`,
    (every, billed, calendar) =>
      `${
        every === null ? "从不中断" : `每 ${every} 小时中断一次`
      }；每个有效小时计费 ${billed} 小时、耗时 ${calendar} 个日历小时`,
  ),
  spotFinish: msg(
    (hours: string) => `Spot: time to finish ${hours} useful h`,
    (hours) => `竞价实例：完成 ${hours} 个有效小时所需时间`,
  ),
  hours: msg((hours: string) => `${hours} h`, (hours) => `${hours} 小时`),
  spotStops: msg("Spot stops paying against on demand", "竞价实例相对按量计费不再划算之处"),
  spotNoOnDemand: msg("no on-demand price to weigh it against", "没有可比较的按量计费价格"),
  spotAtRate: msg("Spot at this rate", "按此中断率的竞价实例"),
  fleet: msg(
    (profile: string) => `Fleet for profile ${profile}`,
    (profile) => `需求曲线 ${profile} 的机群`,
  ),
  fleetValue: msg(
    (
      f: { owned: number; machines: number; machineGpus: number; overflow: string },
      best: string,
      ownAll: string,
      rentAll: string,
    ) =>
      `own ${f.owned} GPU${f.owned === 1 ? "" : "s"} (${f.machines} machine${
        f.machines === 1 ? "" : "s"
      } of ${f.machineGpus}), rent the rest on ${f.overflow}: ${best} (own all ${ownAll}, rent all ${rentAll})`,
    (f, best, ownAll, rentAll) =>
      `自购 ${f.owned} 块 GPU（${f.machines} 台 ${f.machineGpus} 卡机器），其余租用${f.overflow}：${best}（全部自购 ${ownAll}，全部租用 ${rentAll}）`,
  ),
  portfolio: msg(
    (profile: string) => `Portfolio for profile ${profile}`,
    (profile) => `需求曲线 ${profile} 的组合机群`,
  ),
  portfolioValue: msg(
    (lines: string, total: string) => `${lines}: ${total} in all`,
    (lines, total) => `${lines}：合计 ${total}`,
  ),
  /** Owned machines of a portfolio and their cost. */
  portfolioOwn: msg(
    (machines: number, hostGpus: number, cost: string) =>
      `own ${machines} machine${machines === 1 ? "" : "s"} of ${hostGpus} GPU${
        hostGpus === 1 ? "" : "s"
      } (${cost})`,
    (machines, hostGpus, cost) => `自购 ${machines} 台 ${hostGpus} 卡机器（${cost}）`,
  ),
  /** GPUs reserved on a term and their cost. */
  portfolioReserved: msg(
    (gpus: number, id: string, months: number, cost: string) =>
      `reserve ${gpus} GPU${gpus === 1 ? "" : "s"} on ${id} (${months}-month term, ${cost})`,
    (gpus, id, months, cost) => `预留 ${gpus} 块 GPU：${id}（${months} 个月期，${cost}）`,
  ),
  /** GPUs rented by the hour, at most `gpus` at once, and their cost. */
  portfolioHourly: msg(
    (spot: boolean, gpus: number, id: string, gpuHours: string, cost: string) =>
      `${spot ? "spot" : "on demand"} up to ${gpus} GPU${
        gpus === 1 ? "" : "s"
      } on ${id}, ${gpuHours} GPU-h (${cost})`,
    (spot, gpus, id, gpuHours, cost) =>
      `${
        spot ? "竞价实例" : "按量计费"
      }最多 ${gpus} 块 GPU：${id}，${gpuHours} GPU 小时（${cost}）`,
  ),
  /** Tokens sent to an API, in GPU-hours they replace, and their cost. */
  portfolioApi: msg(
    (id: string, gpuHours: string, cost: string) =>
      `the API ${id} for ${gpuHours} GPU-h of tokens (${cost})`,
    (id, gpuHours, cost) => `API ${id} 承担 ${gpuHours} GPU 小时的词元（${cost}）`,
  ),
  portfolioRentFixed: msg(
    (cost: string) => `the rented side's fixed costs ${cost}`,
    (cost) => `租用方固定成本 ${cost}`,
  ),
  portfolioPremise: msg("Portfolio: its premise", "组合机群：前提"),
  portfolioPremiseValue: msg(
    (
      share: string,
      stretch: string | null,
      searched: number,
      od: { id: string; price: string } | null,
    ) =>
      `${share} of the work tolerates interruptions, ${
        stretch === null ? "with no deadline" : `within ${stretch} calendar h per hour of work`
      }; whole units, exact search over ${searched} sizes${
        od === null
          ? ""
          : `; the rules weigh each tier against on demand on ${od.id} (${od.price} a useful GPU-h)`
      }`,
    (share, stretch, searched, od) =>
      `${share} 的工作可容忍中断，${
        stretch === null ? "无截止时间" : `每小时工作可用 ${stretch} 个日历小时`
      }；全部按整单位，精确搜索 ${searched} 种规模${
        od === null ? "" : `；以下规则均对比按量计费 ${od.id}（每有效 GPU 小时 ${od.price}）`
      }`,
  ),
  portfolioSingle: msg("Portfolio: best single tier", "组合机群：最便宜的单一层级"),
  /** A tier's name: `own`, `reserved`, `onDemand`, `spot`, `api`. */
  portfolioTierName: msg(
    (tier: "own" | "reserved" | "onDemand" | "spot" | "api") =>
      ({ own: "owning", reserved: "reserved", onDemand: "on demand", spot: "spot", api: "API" })[
        tier
      ],
    (tier) =>
      ({ own: "自购", reserved: "预留", onDemand: "按量计费", spot: "竞价实例", api: "API" })[tier],
  ),
  portfolioSingleValue: msg(
    (tier: string, id: string | null, cost: string) =>
      `all ${tier}${id === null ? "" : ` (${id})`}: ${cost}`,
    (tier, id, cost) => `全部${tier}${id === null ? "" : `（${id}）`}：${cost}`,
  ),
  portfolioSimple: msg("Portfolio: the simple answer", "组合机群：简单答案"),
  portfolioSimpleValue: msg(
    (owned: number, id: string, cost: string, saved: string | null) =>
      `own ${owned} GPU${owned === 1 ? "" : "s"}, rent the rest on ${id}: ${cost}; ${
        saved === null ? "the portfolio is the same" : `the portfolio saves ${saved}`
      }`,
    (owned, id, cost, saved) =>
      `自购 ${owned} 块 GPU，其余租用 ${id}：${cost}；${
        saved === null ? "组合机群与之相同" : `组合机群省 ${saved}`
      }`,
  ),
  portfolioRule: msg("Portfolio: rule", "组合机群：规则"),
  /** Reserve one more GPU on `id` when demand reaches it more than `share` of the hours. */
  ruleReserve: msg(
    (id: string, share: string, never: boolean) =>
      never
        ? `reserving on ${id} never pays against on demand: it costs ${share} of on demand for the same hours`
        : `reserve one more GPU on ${id} when demand reaches it more than ${share} of the hours`,
    (id, share, never) =>
      never
        ? `在 ${id} 上预留相对按量计费从不划算：同样的小时要付按量计费的 ${share}`
        : `当需求达到某块 GPU 的小时占比超过 ${share} 时，在 ${id} 上多预留一块`,
  ),
  /** The same rule for work spot may take, against spot: `share` null when it never pays. */
  ruleAgainstSpot: msg(
    (share: string | null) =>
      share === null
        ? "; for work spot may take, never"
        : `; for work spot may take, above ${share} of the hours`,
    (share) =>
      share === null
        ? "；对竞价实例可承担的工作从不划算"
        : `；对竞价实例可承担的工作，需超过 ${share}`,
  ),
  ruleOwn: msg(
    (share: string | null) =>
      share === null
        ? "owning never pays against on demand: an hour rented costs no more than an hour owned"
        : `own one more machine when demand reaches its GPUs, on average, more than ${share} of the hours`,
    (share) =>
      share === null
        ? "自购相对按量计费从不划算：租用一小时不比自购一小时贵"
        : `当需求平均达到一台机器各 GPU 的小时占比超过 ${share} 时，多自购一台`,
  ),
  ruleOwnOverReserve: msg(
    (id: string, share: string | null) =>
      share === null
        ? `never own rather than reserve on ${id}: a GPU owned costs more before it runs`
        : share === "always"
        ? `own rather than reserve on ${id} at any share of the hours`
        : `own rather than reserve on ${id} a GPU demand reaches less than ${share} of the hours`,
    (id, share) =>
      share === null
        ? `自购从不比在 ${id} 上预留划算：一块自购 GPU 未开机已更贵`
        : share === "always"
        ? `无论小时占比多少，自购都比在 ${id} 上预留划算`
        : `需求达到某块 GPU 的小时占比低于 ${share} 时，自购它比在 ${id} 上预留划算`,
  ),
  ruleSpot: msg(
    (id: string, admitted: boolean, share: string | null) =>
      !admitted
        ? `spot (${id}) takes nothing: no work that tolerates interruptions meets its deadline on it`
        : share === null
        ? `spot (${id}) takes the interruptible work`
        : `spot (${id}) takes the interruptible work when its useful hour costs less than on demand's (${share} of it)`,
    (id, admitted, share) =>
      !admitted
        ? `竞价实例（${id}）不承担任何工作：没有可容忍中断且能按时完成的工作`
        : share === null
        ? `竞价实例（${id}）承担可中断的工作`
        : `竞价实例（${id}）的有效小时比按量计费便宜时（为其 ${share}）承担可中断的工作`,
  ),
  ruleApi: msg(
    (id: string, share: string | null) =>
      `the API ${id} takes serving hours when its price per GPU-hour is below on demand's${
        share === null ? "" : ` (${share} of it)`
      }`,
    (id, share) =>
      `API ${id} 每 GPU 小时的价格低于按量计费时承担推理服务${
        share === null ? "" : `（为其 ${share}）`
      }`,
  ),
  oneHours: msg("One machine: hours used", "一台机器：每天使用小时数"),
  oneTco: msg("One machine: TCO of owning", "一台机器：自购 TCO"),
  oneBreakEven: msg("One machine: break-even", "一台机器：盈亏平衡点"),
  oneBreakEvenValue: msg(
    (breakEven: string, way: string) => `${breakEven} against the scenario's own offering, ${way}`,
    (breakEven, way) => `${breakEven}（对比场景自己的租用方案：${way}）`,
  ),
  docB11: msg("Document 000's TCO (B11)", "文档 000 的 TCO（B11）"),
  docB11Value: msg(
    (printed: string, exact: string) =>
      `${printed} as printed, ${exact} exact: the document's way of summing, which counts the purchase twice`,
    (printed, exact) => `原文 ${printed}，精确值 ${exact}：文档的加总方式把购机款计算了两次`,
  ),
  docB14: msg("Document 000 summed once (B14)", "文档 000 只计一次（B14）"),
  docB14Value: msg(
    (printed: string, exact: string) =>
      `${printed} as printed, ${exact} exact (the TCO of owning above)`,
    (printed, exact) => `原文 ${printed}，精确值 ${exact}（即上面的自购 TCO）`,
  ),
  docB13: msg("Document 000's break-even (B13)", "文档 000 的盈亏平衡点（B13）"),
  docB13Value: msg(
    (breakEven: string) => `${breakEven}, holding its doubled total fixed while the hours vary`,
    (breakEven) => `${breakEven}，在小时数变化时保持其重复计算的总额不变`,
  ),
  /** The after-tax view's rows (`after_tax.ts`). */
  buyer: msg("Buyer", "购买方"),
  noBuyer: msg("none named: no tax counted", "未指定：不计税"),
  buyerNoTax: msg((name: string) => `${name}: no tax counted`, (name) => `${name}：不计税`),
  alreadyOwned: msg("Already owned", "已经拥有"),
  alreadyOwnedValue: msg(
    (years: string, value: string) =>
      `${years} years old: the purchase is sunk; owning counts what the machine would sell for now, ${value}, given up by keeping it`,
    (years, value) =>
      `已用 ${years} 年：购机款是沉没成本；自购计入这台机器现在能卖出的价钱 ${value}，继续持有即放弃这笔钱`,
  ),
  /** One side after tax, with its parts (each already signed, `null` when 0). */
  afterTaxParts: msg(
    (
      total: string,
      p: { preTax: string; financing: string | null; vat: string | null; incomeTax: string | null },
    ) =>
      `${total} (pre-tax ${p.preTax}${p.financing === null ? "" : `, financing ${p.financing}`}${
        p.vat === null ? "" : `, VAT ${p.vat}`
      }${p.incomeTax === null ? "" : `, income tax ${p.incomeTax}`})`,
    (total, p) =>
      `${total}（税前 ${p.preTax}${p.financing === null ? "" : `，融资 ${p.financing}`}${
        p.vat === null ? "" : `，增值税 ${p.vat}`
      }${p.incomeTax === null ? "" : `，所得税 ${p.incomeTax}`}）`,
  ),
  afterTax: msg(
    (pv: string, side: "own" | "rent") => `After tax and financing, ${pv}: ${side}`,
    (pv, side) => `税后及融资后，${pv}：${side === "own" ? "自购" : "租用"}`,
  ),
  breakEvenAfterTax: msg(
    (pv: string) => `Break-even after tax, ${pv}`,
    (pv) => `税后盈亏平衡点，${pv}`,
  ),
  paybackPv: msg("Payback in present value", "按现值计的回本时间"),
  /** A payback in present value not found within the months searched. */
  payNeverSearched: msg(
    (months: number) => `not within the horizon (${months} months searched)`,
    (months) => `周期内不回本（查找了 ${months} 个月）`,
  ),
  paybackPvValue: msg(
    (before: string, after: string) => `${before} before tax, ${after} after`,
    (before, after) => `税前${before}，税后${after}`,
  ),
  loan: msg("Loan or lease", "贷款或融资租赁"),
  loanValue: msg(
    (principal: string, payment: string, today: string, cost: string) =>
      `${principal} financed, ${payment} a month: ${today} today, ${cost} against cash`,
    (principal, payment, today, cost) =>
      `融资 ${principal}，每月付 ${payment}：现值 ${today}，相对现金 ${cost}`,
  ),
} as const;

/** `deno task calc --work`'s text: the work, the case's machine, the ways ranked, the APIs. */
export const CALC_WORK = {
  work: msg("Work", "工作"),
  memory: msg("Memory it needs", "所需显存"),
  case: msg("Case", "案例"),
  /** The case's scenario and the hours a day the work keeps its machine busy (`null`: it cannot). */
  caseValue: msg(
    (scenario: string, hours: string | null) =>
      `${scenario}; the machine is busy ${
        hours === null ? "— (it cannot do the work)" : `${hours} h/day`
      }`,
    (scenario, hours) =>
      `${scenario}；机器${hours === null ? "无法完成这项工作" : `每天忙碌 ${hours} 小时`}`,
  ),
  /** An API's output price a million tokens. */
  api: msg(
    (provider: string, model: string, id: string, price: string) =>
      `API: ${provider} ${model} (${id}): ${price}/M output tokens`,
    (provider, model, id, price) => `API：${provider} ${model}（${id}）：每百万输出词元 ${price}`,
  ),
  /** The heading of the ranked ways, and the money they are in. */
  waysHeading: msg(
    (heading: string, currency: string) => `${heading}, money in ${currency}:`,
    (heading, currency) => `${heading}，金额单位 ${currency}：`,
  ),
  /** The GPUs a way uses, with its copies or units. */
  gpus: msg(
    (gpus: number, copies: number, units: number) =>
      `${gpus} GPU${gpus === 1 ? "" : "s"}${
        copies > 1
          ? ` (${copies} copies of ${units / copies} unit${units === copies ? "" : "s"})`
          : units > 1
          ? ` (${units} units)`
          : ""
      }`,
    (gpus, copies, units) =>
      `${gpus} 块 GPU${
        copies > 1
          ? `（${copies} 份，每份 ${units / copies} 个单元）`
          : units > 1
          ? `（${units} 个单元）`
          : ""
      }`,
  ),
  hours: msg((hours: string) => `${hours} h`, (hours) => `${hours} 小时`),
  perMillion: msg((price: string) => `${price}/M tokens`, (price) => `${price}/百万词元`),
  leftOut: msg((line: string) => `Left out: ${line}`, (line) => `未计入：${line}`),
  servingHeading: msg(
    (currency: string) =>
      `Ways to serve all of it alone, in whole units each hour, cheapest a million tokens first (money in ${currency}):`,
    (currency) =>
      `单独承担全部负载的方式，每小时按整单元计，按每百万词元成本从低到高（金额单位 ${currency}）：`,
  ),
  peakGpus: msg((gpus: number) => `${gpus} GPUs at the peak`, (gpus) => `峰值 ${gpus} 块 GPU`),
  perMonth: msg((money: string) => `${money} a month`, (money) => `每月 ${money}`),
  /** How a serving way's speed is known. */
  basis: msg(
    (basis: "measured" | "peak" | "estimate") => `(${basis})`,
    (basis) => `（${basis === "measured" ? "实测" : basis === "peak" ? "按峰值 × MFU" : "估计"}）`,
  ),
  machines: msg(
    (n: number) => `${n} machine${n === 1 ? "" : "s"}`,
    (n) => `${n} 台机器`,
  ),
  /** The case's owned fleet, the rest rented (`rent`: the offering and its unit, or `null`). */
  fleet: msg(
    (
      owned: number,
      machines: string,
      rent: { offering: string; unitGpus: number } | null,
      perMillion: string,
    ) =>
      `The case's fleet: own ${owned} GPUs (${machines}), ${
        rent === null
          ? "renting nothing"
          : `rent the rest on ${rent.offering} in whole instances of ${rent.unitGpus} GPU${
            rent.unitGpus === 1 ? "" : "s"
          }`
      }: ${perMillion} in all`,
    (owned, machines, rent, perMillion) =>
      `本案例的机群：自购 ${owned} 块 GPU（${machines}），${
        rent === null
          ? "不租用"
          : `其余在 ${rent.offering} 上按整实例租用（每实例 ${rent.unitGpus} 块 GPU）`
      }：合计 ${perMillion}`,
  ),
  toApi: msg(
    (api: string, owned: number, machines: string, share: string, perMillion: string) =>
      `With the rest sent to the cheapest API instead (${api}): own ${owned} GPUs (${machines}), serving ${share} % of the tokens: ${perMillion} in all`,
    (api, owned, machines, share, perMillion) =>
      `其余改用最便宜的 API（${api}）：自购 ${owned} 块 GPU（${machines}），承担 ${share} % 的词元：合计 ${perMillion}`,
  ),
} as const;

/** `deno task calc --job`'s text: the job, the case, the ways ranked in columns, those left out. */
export const CALC_JOB = {
  job: msg(
    (id: string, description: string) => `Job ${id}: ${description}`,
    (id, description) => `作业 ${id}：${description}`,
  ),
  /** The case's scenario, the scaling efficiency on more than one GPU, the currency. */
  case: msg(
    (scenario: string, efficiency: string, currency: string) =>
      `Scenario ${scenario}; ${efficiency} % scaling efficiency on more than one GPU; money in ${currency}`,
    (scenario, efficiency, currency) =>
      `场景 ${scenario}；多于一块 GPU 时的扩展效率 ${efficiency} %；金额单位 ${currency}`,
  ),
  /** The columns' heads. */
  head: {
    way: msg("way", "方案"),
    pricing: msg("pricing", "计费"),
    gpus: msg("GPUs", "GPU 数"),
    pays: msg("pays for", "支付"),
    hours: msg("hours", "小时"),
    oneJob: msg((currency: string) => `${currency} one job`, (currency) => `单次 ${currency}`),
    overTerm: msg(
      (currency: string) => `${currency} a job over the term`,
      (currency) => `承诺期内每次 ${currency}`,
    ),
    pareto: msg("Pareto", "帕累托"),
    deadline: msg("deadline", "期限"),
  },
  /** What a way's cost pays for, in a column (`JobRow.charge`). */
  paysShare: msg(
    (used: number, of: number) => `share ${used}/${of}`,
    (used, of) => `份额 ${used}/${of}`,
  ),
  paysMachine: msg("machine", "整机"),
  paysTerm: msg((months: number) => `term ${months} mo`, (months) => `承诺 ${months} 个月`),
  paysHeld: msg("held", "已持有"),
  paysHours: msg("hours", "按小时"),
  front: msg("front", "前沿"),
  late: msg("late", "超期"),
  leftOut: msg((line: string) => `Left out: ${line}`, (line) => `未计入：${line}`),
} as const;

/** The command-line tasks' words. */
export const COMMANDS = {
  report: REPORT,
  calc: CALC,
  calcWork: CALC_WORK,
  calcJob: CALC_JOB,
} as const;
