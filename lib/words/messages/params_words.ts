/**
 * The parameters (`lib/params/records.ts`) in words: what each one changes, keyed by its name,
 * shown as `--help` and `-p`'s refusals say it (English), as the what-if page's tooltips and in
 * the reports (the report's language); and the list of the parameters a report was built with.
 *
 * @module
 */
import { msg } from "./message.ts";
import { fieldWords } from "./work_kinds.ts";

/**
 * A bound of a parameter's range as a reader reads it, in `-p`'s refusals and the what-if page's
 * alike: 1,000,000 rather than 1000000 (24 and 1024 as typed).
 */
export function sayBound(n: number): string {
  return Math.abs(n) >= 10_000 ? n.toLocaleString("en-US") : String(n);
}
const bound = sayBound;

/** What a refused parameter takes, after "expected" (`lib/params/reasons.ts`). */
const REFUSAL = {
  unknown: msg(
    (name: string, names: string) => `Unknown parameter "${name}": the parameters are ${names}`,
    (name, names) => `未知参数“${name}”：参数有 ${names}`,
  ),
  value: msg(
    (name: string, found: string, expected: string) =>
      `Parameter ${name}: found ${found}, expected ${expected}`,
    (name, found, expected) => `参数 ${name}：收到 ${found}，应为${expected}`,
  ),
  /** A range of numbers: whole or not, from or above `min`, at most `max`, in `unit`. */
  number: msg(
    (
      integer: boolean,
      min: number | undefined,
      above: boolean,
      max: number | undefined,
      unit: string,
    ) => {
      const low = min === undefined ? "" : `${above ? "above" : "from"} ${bound(min)}`;
      const joint = !low ? "at most" : above ? "and at most" : "to";
      const high = max === undefined ? "" : `${low ? " " : ""}${joint} ${bound(max)}`;
      return `${integer ? "a whole number" : "a number"}${low || high ? " " : ""}${low}${high}${
        unit ? ` (${unit})` : ""
      }`;
    },
    (integer, min, above, max, unit) => {
      const what = integer ? "整数" : "数";
      const [lo, hi] = [min === undefined ? "" : bound(min), max === undefined ? "" : bound(max)];
      const range = min !== undefined && max !== undefined
        ? above ? `大于 ${lo} 且不超过 ${hi} 的${what}` : `${lo} 到 ${hi} 之间的${what}`
        : min !== undefined
        ? above ? `大于 ${lo} 的${what}` : `不小于 ${lo} 的${what}`
        : max !== undefined
        ? `不超过 ${hi} 的${what}`
        : `一个${what}`;
      return `${range}${unit ? `（${unit}）` : ""}`;
    },
  ),
  day: msg("a day as YYYY-MM-DD", "年-月-日形式的日期（如 2026-01-31）"),
  priceChanges: msg(
    "offering ids with a yearly change from -0.9 to 1 each, as ID:VALUE separated by ';' (aws-p5-od:40%; gcp-h100-od:-0.25)",
    "云端方案 id 及其年变化率（-0.9 到 1），写作 ID:值，用 ';' 分隔（aws-p5-od:40%; gcp-h100-od:-0.25）",
  ),
  trends: msg(
    "market segments with a yearly change from -0.9 to 1 each",
    "市场细分及其年变化率（-0.9 到 1）",
  ),
  withHelp: msg(
    (expected: string, help: string) => `${expected}: ${help}`,
    (expected, help) => `${expected}：${help}`,
  ),
  listSeparator: msg(", ", "、"),
  quoted: msg((text: string) => JSON.stringify(text), (text) => `“${text}”`),
  /** A value the work needs and the parameters do not give. */
  notGiven: msg("nothing", "空值（未给出）"),
  percentOnly: msg(" (% only for fractions and rates)", "（% 只能用于比例和费率）"),
  syntax: msg(
    (text: string) => `Cannot read -p "${text}": write it as NAME=VALUE, e.g. hours_per_day=6`,
    (text) => `无法读取 -p “${text}”：请写成 NAME=VALUE，例如 hours_per_day=6`,
  ),
  /** `kinds`: each kind's field and name, `noWorkKind`s joined. */
  noWork: msg(
    (kinds: string) =>
      `Parameter work: no work is stated: give --work ID (a row of work.csv), or model_params with one of ${kinds}`,
    (kinds) =>
      `参数 work：没有说明工作：请给出 --work ID（work.csv 中的一行），或 model_params 加上以下之一：${kinds}`,
  ),
  noWorkKind: msg(
    (field: string, kind: string) => `${field} (${kind})`,
    (field, kind) => `${field}（${kind}）`,
  ),
  fileNotObject: msg(
    (file: string, detail: string | undefined) =>
      `Cannot read ${file}: ${detail ?? "expected an object of parameter: value"}`,
    (file, detail) =>
      `无法读取 ${file}：${
        detail === undefined ? "应为“参数: 值”形式的对象" : `不是有效的 JSON（${detail}）`
      }`,
  ),
  fileLine: msg(
    (file: string, line: number, text: string) =>
      `Cannot read ${file} line ${line}: expected "name: value", found "${text}"`,
    (file, line, text) => `无法读取 ${file} 第 ${line} 行：应为“name: value”，收到“${text}”`,
  ),
  inFile: msg(
    (file: string, line: number, why: string) => `${file} line ${line}: ${why}`,
    (file, line, why) => `${file} 第 ${line} 行：${why}`,
  ),
  fileUnread: msg(
    (file: string, detail: string) => `Cannot read the parameters file ${file}: ${detail}`,
    (file, detail) => `无法读取参数文件 ${file}：${detail}`,
  ),
  /** A command that stops on a refusal: "Cannot compute: …". */
  cannot: msg(
    (task: string, why: string) => `Cannot ${task}: ${why}`,
    (task, why) => `无法${task}：${why}`,
  ),
  /** What each command was asked to do, after "Cannot". */
  task: {
    compute: msg("compute", "计算"),
    calculate: msg("calculate", "计算"),
    "price the work": msg("price the work", "为工作计价"),
    "rank the job": msg("rank the job", "为作业排序"),
    "rank a job": msg("rank a job", "为作业排序"),
    "build the reports": msg("build the reports", "生成报告"),
  },
} as const;

/** The parameters' words. */
export const PARAMS_WORDS = {
  refusal: REFUSAL,
  /** What each parameter changes, in a sentence, keyed by its name (every parameter has one). */
  help: {
    scenario: msg("a scenario id of scenarios.csv", "scenarios.csv 中的一个场景 id"),
    lang: msg(
      "the language of the report's words: en (English) or zh (中文)",
      "报告文字的语言：en（英文）或 zh（中文）",
    ),
    currency: msg(
      "the currency money is shown in: CNY or one listed in fx.csv",
      "金额显示所用的货币：CNY 或 fx.csv 中列出的货币",
    ),
    fx_date: msg(
      "the day whose exchange rates convert every price, once: each currency's latest rate in fx.csv on or before it (YYYY-MM-DD)",
      "换算所有价格（只换算一次）所用汇率的日期：取 fx.csv 中每种货币在该日或之前的最新汇率（年-月-日，如 2026-01-31）",
    ),
    hours_per_day: msg(
      "hours a day on the schedule (scenarios.csv's hours_per_day); the hours used a day are hours_per_day × days_per_week ÷ 7 × utilization",
      "排程中每天的小时数（scenarios.csv 的 hours_per_day）；每天实际使用的小时数为 hours_per_day × days_per_week ÷ 7 × 利用率",
    ),
    days_per_week: msg(
      "days a week on the schedule (scenarios.csv's days_per_week)",
      "排程中每周的天数（scenarios.csv 的 days_per_week）",
    ),
    utilization: msg(
      "share of the scheduled hours the GPU is busy (0.5 or 50%)",
      "排程小时中 GPU 忙碌的比例（0.5 或 50%）",
    ),
    horizon_years: msg("how long the GPU is kept or rented", "GPU 自购持有或租用的年数"),
    cloud_price: msg(
      "the price per GPU-hour of the scenario's own offering (a monthly price / 730), in the report's currency; the other offerings keep their own",
      "场景自身云端方案每 GPU 小时的价格（包月价 / 730），以报告的货币计；其他方案保持各自的价格",
    ),
    electricity_price: msg(
      "the electricity price, in the report's currency",
      "电价，以报告的货币计",
    ),
    purchase_price: msg(
      "the machine's purchase_price of hardware.csv, in the report's currency: the GPU, or the whole server where the row prices one; its host_share is kept apart and unchanged",
      "hardware.csv 中机器的 purchase_price，以报告的货币计：即 GPU 的价格，若该行为整台服务器定价则为整机价格；其 host_share 单独计算，保持不变",
    ),
    cost_of_capital: msg(
      "what the money would earn elsewhere (undiscounted view), 0.05 or 5%",
      "资金投在别处可获得的收益（不贴现口径），0.05 或 5%",
    ),
    discount_rate: msg(
      "the rate of the present-value view, 0.05 or 5%",
      "现值口径所用的贴现率，0.05 或 5%",
    ),
    cloud_speed: msg(
      "work the scenario's rented GPU does in an hour relative to the owned one (default: 1 for the same GPU model, else the workload's figures of throughput.csv); the other offerings keep their own",
      "场景租用的 GPU 每小时完成的工作量相对自购 GPU 的倍数（默认：同型号为 1，否则取 throughput.csv 中该负载的数据）；其他方案保持各自的速度",
    ),
    storage_gb: msg("cloud storage kept for the whole horizon", "整个使用年限内保留的云端存储"),
    residual_fraction: msg(
      "share of the purchase price the machine sells for after its residual years",
      "机器在残值年数之后售出时占购机价的比例",
    ),
    resale_haircut: msg(
      "share of the purchase price lost on the used market at once",
      "在二手市场出售时立即损失的购机价比例",
    ),
    interruptions_per_day: msg(
      "how often a spot instance is interrupted, on average, per day it runs (24 = every hour)",
      "竞价实例平均每运行一天被中断的次数（24 即每小时一次）",
    ),
    capacity_wait_minutes: msg(
      "minutes waited for spot capacity after each interruption (time to finish, not cost)",
      "每次中断后等待竞价资源的分钟数（影响完成时间，不影响成本）",
    ),
    labour_rate: msg(
      "what an hour of operations work costs, for own_ops_hours and cloud_ops_hours",
      "每小时运维工作的费用，用于 own_ops_hours 和 cloud_ops_hours",
    ),
    own_ops_hours: msg(
      "hours a month someone spends running the owned machine (drivers, failures, scheduling)",
      "每月维护自购机器所花的工时（驱动、故障、调度）",
    ),
    cloud_ops_hours: msg(
      "hours a month someone spends on the rented side (images, data sync, cost monitoring)",
      "每月在租用一侧所花的工时（镜像、数据同步、成本监控）",
    ),
    cloud_price_change: msg(
      "yearly change of every rented offering's price over the horizon, the market's (-0.25 = 25 % cheaper each year); trend sets a segment's over it, price_change one offering's",
      "使用年限内所有租用方案价格的年变化率，即整个市场的（-0.25 即每年便宜 25 %）；某个市场细分的趋势优先于它，price_change 可单独设定某个方案",
    ),
    price_change: msg(
      "yearly change of one offering's price over the horizon, ID:VALUE separated by ';' (aws-p5-od:40%), over its segment's trend and the market's cloud_price_change",
      "使用年限内某个租用方案价格的年变化率，写作 ID:值，用 ';' 分隔（aws-p5-od:40%），优先于其市场细分的趋势和整个市场的 cloud_price_change",
    ),
    trend: msg(
      "yearly price trend of a market segment over the horizon, SEGMENT:VALUE separated by ';' (H100:+40%; spot:-20%): a GPU model or its family (H100), a provider (AWS), a pricing model (spot, reserved_1y) or all; over the market's cloud_price_change, under an offering's own price_change; of two segments holding an offering, the GPU model's, then the provider's, then the pricing model's",
      "使用年限内某个市场细分的价格年变化率，写作 细分:值，用 ';' 分隔（H100:+40%; spot:-20%）：细分可以是 GPU 型号或其系列（H100）、服务商（AWS）、计费方式（spot、reserved_1y）或 all；优先于整个市场的 cloud_price_change，但次于单个方案的 price_change；一个方案属于两个细分时，依次以 GPU 型号、服务商、计费方式为准",
    ),
    region: msg(
      "the regions and providers to rent from, separated by ';' (CN; RunPod): the cheapest way to rent is chosen among their offerings",
      "可租用的地区和服务商，用 ';' 分隔（CN; RunPod）：在它们的方案中选出最便宜的租用方式",
    ),
    machine: msg(
      "a machine id of hardware.csv, owned instead of the scenario's",
      "hardware.csv 中的一个机器 id，代替场景的机器自购",
    ),
    site: msg(
      "a site id of sites.csv, where the machine runs instead of the scenario's",
      "sites.csv 中的一个站点 id，代替场景的站点运行机器",
    ),
    offering: msg(
      "an offering id of the data folder's offering files, rented instead of the scenario's",
      "数据文件夹中云端方案文件的一个方案 id，代替场景的方案租用",
    ),
    job: msg(
      "a job id of jobs.csv, ranked by cost on every offering and machine of the data folder",
      "jobs.csv 中的一个任务 id，在数据文件夹的每个方案和机器上按成本排序",
    ),
    work: msg(
      "a row of work.csv, the work the case's demand is: its tokens set the hours the machine is busy, and it is priced on every offering, machine and API",
      "work.csv 中的一行，即本案例需求的工作：其词元数决定机器忙碌的小时数，并在每个方案、机器和 API 上计价",
    ),
    model_params: msg(
      "the work's model: its parameters (7e9 for a 7 B model)",
      "工作所用模型的参数量（70 亿参数的模型写作 7e9）",
    ),
    precision: msg(
      "the precision of the weights (what a served model's weights take in memory)",
      "权重的精度（决定推理服务的模型权重占用多少显存）",
    ),
    // each kind of work's own fields (lib/words/messages/work_kinds.ts)
    ...fieldWords("help"),
    workload: msg(
      "the kind of work the machine does, a workload of throughput.csv: its speed on each GPU sets the hours a rented GPU of another model needs",
      "机器所做工作的类型，即 throughput.csv 中的一个负载：它在各型号 GPU 上的速度决定租用其他型号 GPU 所需的小时数",
    ),
    gpu_model: msg(
      "your own machine: a GPU model of the data (hardware.csv, the offering files or throughput.csv) in place of the machine's",
      "你自己的机器：数据中的一个 GPU 型号（hardware.csv、云端方案文件或 throughput.csv），代替机器原有的型号",
    ),
    gpu_count: msg(
      "your own machine: GPUs in it; its price and power scale with the count unless purchase_price and machine_power are given",
      "你自己的机器：其中的 GPU 数；除非给出 purchase_price 和 machine_power，价格和功率随数量缩放",
    ),
    machine_power: msg(
      "your own machine: its wall power while training, the whole machine",
      "你自己的机器：训练时整机的墙插功率",
    ),
    buyer: msg(
      "a buyer of buyers.csv, whose taxes the after-tax view counts (person, cn-small-scale, cn-general, us-c-corp); default the scenario's",
      "buyers.csv 中的一个购买方，税后口径按其税务计算（person、cn-small-scale、cn-general、us-c-corp）；默认为场景所设",
    ),
    owned: msg(
      "true: the machine is already owned, its purchase sunk; owning is priced from today (what it would sell for now, given up by keeping it)",
      "true：机器已经拥有，购机款为沉没成本；自有一方从今天起计价（继续使用而放弃的当前转卖价值）",
    ),
    owned_years: msg(
      "the age in years today of a machine already owned: its value now and at the end follow the resale curve from that age",
      "已经拥有的机器目前的机龄（年）：其当前价值和期末价值按该机龄沿残值曲线计算",
    ),
    value_today: msg(
      "what the machine already owned sells for now, in the case's currency: the value kept (the capital), its value at the end following the resale curve from there; 0 takes the curve's value at owned_years",
      "已经拥有的机器现在能卖的价钱（按本案货币）：即继续使用所放弃的价值（资本），期末价值从这里沿残值曲线计算；0 表示按 owned_years 取残值曲线上的价值",
    ),
    resale: msg(
      "how the machine is resold: rule (the residual_fraction, residual_years and resale_haircut of its row) or market (what used cards of its GPU model sold for in used_prices.csv, a share of the price new interpolated by age, applied to its purchase price; the rule where the table has no row of the GPU model)",
      "机器的转售价值如何计算：rule（按其所在行的 residual_fraction、residual_years 和 resale_haircut）或 market（按 used_prices.csv 中同型号二手卡的成交价，即占新品价格的比例，按机龄插值后乘以购机价；表中没有该型号时仍按 rule）",
    ),
    financing: msg(
      "how the machine is paid: cash, loan (payments at each month's end) or lease (at its start)",
      "购机的付款方式：cash（现金）、loan（贷款，每月末还款）或 lease（融资租赁，每月初付款）",
    ),
    loan_rate: msg(
      "the loan's or lease's yearly rate as quoted (0.08 or 8%), monthly rate × 12",
      "贷款或租赁的名义年利率（0.08 或 8%），即月利率 × 12",
    ),
    loan_months: msg(
      "months of loan or lease payments (36 when a loan or lease is chosen without it)",
      "贷款或租赁的付款月数（选择贷款或租赁但未给出时为 36）",
    ),
    down_payment: msg(
      "the share of the purchase paid at once with a loan (0.2 or 20%)",
      "贷款购机时首付占购机价的比例（0.2 或 20%）",
    ),
    rent_out_price: msg(
      "what a renter pays per GPU-hour for the owned machine's idle hours offered on a marketplace (AutoDL, Vast, Gongji), in the case's currency; 0 rents none out",
      "自购机器的空闲时段挂到算力平台（AutoDL、Vast、共绩）出租时，租客每 GPU 小时支付的价格（按本案货币）；0 表示不出租",
    ),
    rent_out_occupancy: msg(
      "the share of the idle hours offered that are actually rented (0.5 or 50%); 1 rents every one",
      "挂出的空闲时段中实际租出的比例（0.5 或 50%）；1 表示全部租出",
    ),
    rent_out_fee: msg(
      "the share of the renter's price the platform keeps (0.2 or 20%)",
      "平台从租客所付价格中抽取的比例（0.2 或 20%）",
    ),
    rent_out_wear: msg(
      "the extra wear of a GPU-hour rented out (maintenance, a shorter life), in the case's currency",
      "每出租一个 GPU 小时的额外损耗（维护、寿命缩短），按本案货币",
    ),
  },
};
