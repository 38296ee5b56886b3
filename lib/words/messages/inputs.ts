/**
 * The model's inputs as a report names them, with their units (lib/present/inputs.ts): a name
 * for every input and a word for every worded unit the input records (`lib/model/cost_inputs.ts`)
 * use. Units that read the same in every language (kW, GB, /kWh, Mbit/s) are written in the
 * records themselves.
 *
 * @module
 */
import { msg } from "./message.ts";
import type { InputName, UnitWord } from "../../model/cost_inputs.ts";

/** The inputs section of the catalogue. */
export const INPUT_TERMS = {
  /** An input's name with its unit: "Purchase price (USD)", "购机价（USD）". */
  withUnit: msg(
    (name: string, unit: string) => `${name} (${unit})`,
    (name, unit) => `${name}（${unit}）`,
  ),
  /** The name of each model input. */
  names: {
    gpuCount: msg("GPUs", "GPU 数量"),
    machineCount: msg("Machines", "机器台数"),
    purchaseCny: msg("Purchase price", "购机价"),
    hostShareCny: msg("Host share", "主机分摊"),
    residualFraction: msg("Residual value", "残值"),
    residualYears: msg("Years to the residual value", "达到残值的年数"),
    resaleHaircut: msg("Used-market haircut", "二手折价"),
    maintenanceCnyPerYear: msg("Maintenance", "维护费"),
    activePowerKw: msg("Wall power", "整机功耗"),
    idlePowerKw: msg("Idle power", "待机功耗"),
    pue: msg("PUE", "PUE 系数"),
    electricityCnyPerKwh: msg("Electricity", "电价"),
    costOfCapital: msg("Cost of capital", "资金机会成本"),
    discountRate: msg("Discount rate", "贴现率"),
    rentCnyPerGpuHour: msg("Cloud price", "云端单价"),
    rentMinimumMonths: msg("Committed months at the least", "最短承诺月数"),
    rentOverhead: msg("Spot overhead", "竞价实例额外开销"),
    rentSpeed: msg("Cloud speed", "云端速度"),
    rentInterruptionsPerHour: msg("Spot interruptions", "竞价实例中断"),
    checkpointIntervalHours: msg("Checkpoint interval", "检查点间隔"),
    checkpointWriteHours: msg("Checkpoint write time", "检查点写入时间"),
    restartHours: msg("Restart time", "重启时间"),
    storageGb: msg("Storage", "存储"),
    storageCnyPerGbHour: msg("Storage price", "存储单价"),
    setupHoursPerMonth: msg("Set-up hours", "准备时长"),
    usedHoursPerDay: msg("Hours used a day", "每天使用小时数"),
    horizonYears: msg("Horizon", "周期"),
    ownPeopleHoursPerMonth: msg("People on the owned machine", "自购机器的运维人力"),
    rentPeopleHoursPerMonth: msg("People on the rented side", "租用一方的运维人力"),
    peopleCnyPerHour: msg("Labour", "人工费"),
    siteSetupCny: msg("Site set-up", "机房建设"),
    siteCnyPerKwMonth: msg("Site space", "机房场地"),
    transferInGbPerMonth: msg("Data in", "数据传入"),
    transferOutGbPerMonth: msg("Data out", "数据传出"),
    ingressCnyPerGb: msg("Ingress", "入站流量"),
    egressCnyPerGb: msg("Egress", "出站流量"),
    bandwidthMbps: msg("Bandwidth", "带宽"),
    gpuFailuresPerYear: msg("GPU failures", "GPU 故障率"),
    repairShare: msg("Repair cost", "维修费"),
    downtimeHoursPerFailure: msg("Downtime per failure", "每次故障停机时间"),
    rentPriceChangePerYear: msg("Cloud price change", "云端价格变化"),
    alreadyOwned: msg("Already owned", "已自有"),
    ownedAgeYears: msg("Age of the owned machine", "已有机器的机龄"),
    ownedValueTodayCny: msg("What the owned machine sells for today", "已有机器的当前售价"),
    incomeTaxRate: msg("Income-tax rate", "所得税税率"),
    goodsVatDeducted: msg("VAT deducted on goods", "可抵扣货物增值税"),
    servicesVatDeducted: msg("VAT deducted on services", "可抵扣服务增值税"),
    firstYearDeduction: msg("Deducted at purchase", "购置当年一次性扣除"),
    depreciationYears: msg("Tax depreciation", "税务折旧年限"),
    firstYearLimitCny: msg("Limit of the deduction at purchase", "一次性扣除限额"),
    loanRate: msg("Loan or lease rate", "贷款或租赁利率"),
    loanMonths: msg("Loan or lease term", "贷款或租赁期限"),
    downPayment: msg("Down payment", "首付比例"),
    paidInAdvance: msg("Paid at the start of each month", "每月月初付款"),
  } satisfies Record<InputName, unknown>,
  /** Units with words in them; after a currency when the input is money ("USD/year"). */
  units: {
    shareOfPurchase: msg("share of purchase", "占购机价比例"),
    years: msg("years", "年"),
    aYear: msg("a year", "每年"),
    perYear: msg("/year", "/年"),
    perGpuHour: msg("/GPU-hour", "/GPU 小时"),
    months: msg("months", "个月"),
    extraHoursPerHour: msg("extra hours per hour", "每小时额外小时数"),
    timesOwned: msg("× owned", "× 自购"),
    perHour: msg("per hour", "每小时"),
    hours: msg("h", "小时"),
    perGbHour: msg("/GB-hour", "/GB 小时"),
    aMonth: msg("a month", "每月"),
    hoursPerDay: msg("h/day", "小时/天"),
    hoursPerMonth: msg("h/month", "小时/月"),
    perPeopleHour: msg("/h", "/小时"),
    perKwMonth: msg("/kW-month", "/kW·月"),
    gbPerMonth: msg("GB/month", "GB/月"),
    shareAYear: msg("share a year", "每年占比"),
    shareOfAGpu: msg("share of a GPU", "占单卡价格比例"),
    ofProfit: msg("of profit", "占利润比例"),
    ofPrice: msg("of the price", "占价格比例"),
  } satisfies Record<UnitWord, unknown>,
} as const;
