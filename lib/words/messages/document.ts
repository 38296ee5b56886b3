/**
 * The rows of document 000's tables as the reports show them (lib/model/figures.ts, document.ts) and the job ranking's reasons (lib/model/job.ts), in the reader's language.
 *
 * @module
 */
import { msg } from "./message.ts";

/** A1–A3 (`speedFigures()`), by the row's key. */
const SPEED = {
  iterationSeconds: msg("Mean iteration time (s)", "平均迭代时间（秒）"),
  epochHours: msg("Epoch time (h)", "每个 epoch 耗时（小时）"),
  iterationsPerEpoch: msg(
    (batch: number, iterations: number) =>
      `Iterations per epoch (ImageNet-1k / ${batch} = ${iterations})`,
    (batch, iterations) => `每个 epoch 的迭代次数（ImageNet-1k / ${batch} = ${iterations}）`,
  ),
} as const;

/** A4–A9 and C1 (`runFigures()`), by the row's key. */
const RUN = {
  rentCompute: msg("Cloud compute (CNY)", "云端算力（CNY）"),
  rentStorage: msg("Cloud storage (CNY)", "云端存储（CNY）"),
  rentTotal: msg("Cloud total A4 + A5 (CNY)", "云端合计 A4 + A5（CNY）"),
  localElectricity: msg("Local electricity (CNY)", "本地电费（CNY）"),
  localShareOfRent: msg("Local ÷ cloud compute", "本地电费 ÷ 云端算力"),
  localCnyPerHour: msg("Local electricity (CNY/h)", "本地每小时电费（CNY/h）"),
  uploadWebConsole: msg(
    (gb: number) => `Upload ${gb} GB, web console (MB/s)`,
    (gb) => `上传 ${gb} GB，Web 控制台（MB/s）`,
  ),
  uploadRsync: msg(
    (gb: number) => `Upload ${gb} GB, rsync (MB/s)`,
    (gb) => `上传 ${gb} GB，rsync（MB/s）`,
  ),
} as const;

/** B1–B13 (`documentTcoFigures()`), by seed figure id. */
const TCO = {
  B1: msg("GPU purchase", "GPU 购机价"),
  B2: msg("Host share (half of the host)", "主机分摊（主机的一半）"),
  B3: msg("Hardware total B1 + B2", "硬件合计 B1 + B2"),
  B4: msg("Electricity a year", "每年电费"),
  B5: msg("Electricity over the horizon", "期限内电费"),
  B6: msg("Maintenance over the horizon", "期限内维护"),
  B7: msg("Residual value", "残值"),
  B8: msg("Depreciation loss B1 − B7", "折旧损失 B1 − B7"),
  B9: msg("Opportunity cost", "资金机会成本"),
  B10: msg("Maintenance and opportunity B6 + B9", "维护与资金机会成本 B6 + B9"),
  B11: msg("TCO B3 + B5 + B8 + B10", "总拥有成本 B3 + B5 + B8 + B10"),
  B12: msg("Cost per hour used (CNY/h)", "每使用小时成本（CNY/h）"),
  B13: msg("Break-even (h/day)", "盈亏平衡点（小时/天）"),
} as const;

/** The slips of `auditDocument()`, by seed figure id. */
const SLIPS = {
  A6: msg(
    "The run's cloud total leaves out the storage (A5) it computed",
    "单次运行的云端合计漏掉了已算出的存储费用（A5）",
  ),
  B9: msg(
    "The growth factor 1.05³ = 1.157625 is written as 1.1575",
    "增长系数 1.05³ = 1.157625 被写成了 1.1575",
  ),
  B11: msg(
    "The total counts the purchase (B3) and its depreciation (B8) both, and never credits the residual value (B7)",
    "合计既算了购机款（B3）又算了折旧（B8），且从未扣除残值（B7）",
  ),
  B12: msg(
    "2.4 CNY/h does not follow from 8 h/day at 50 %: the total over the stated hours",
    "2.4 CNY/h 并非由每天 8 小时、利用率 50 % 得出：此处按所述小时数重算合计",
  ),
  B13: msg(
    "The break-even holds electricity fixed at 4 h/day while the hours vary; with electricity following the hours",
    "盈亏平衡点在小时数变化时仍按每天 4 小时固定电费；此处让电费随小时数变化",
  ),
} as const;

/** Units of the audit's figures. */
const UNITS = {
  "h/day": msg("h/day", "小时/天"),
} as const;

/** Why the job ranking leaves a way out (`JobExclusion.reason`). */
const EXCLUDED = {
  memory: msg(
    (neededGb: number, gpuModel: string, hasGb: number) =>
      `needs ${neededGb} GB on each GPU; ${gpuModel} has ${hasGb} GB`,
    (neededGb, gpuModel, hasGb) =>
      `每块 GPU 需要 ${neededGb} GB 显存；${gpuModel} 只有 ${hasGb} GB。`,
  ),
  spread: msg(
    (
      neededGb: string,
      gpus: number,
      gpuModel: string,
      most: number,
      unitGpus: number,
      kind: "offering" | "machine",
    ) =>
      `needs ${neededGb} GB over ${gpus} ${gpuModel} GPUs; ${
        unitGpus >= 8
          ? `it may use ${most} at most`
          : kind === "machine"
          ? `the machine has ${unitGpus}, and separate machines are not joined into one model`
          : `more than one instance links (${most} GPU${
            most === 1 ? "" : "s"
          } of a host): instances of ${unitGpus} GPU${
            unitGpus === 1 ? "" : "s"
          } are joined only as 8-GPU nodes`
      }`,
    (neededGb, gpus, gpuModel, most, unitGpus, kind) =>
      `需要把 ${neededGb} GB 分布在 ${gpus} 块 ${gpuModel} 上；${
        unitGpus >= 8
          ? `它最多只能用 ${most} 块`
          : kind === "machine"
          ? `机器只有 ${unitGpus} 块，多台机器不能合起来装下一个模型`
          : `超过一个实例能连接的数量（同一主机 ${most} 块）：${unitGpus} 卡的实例只有作为 8 卡节点才能相连`
      }。`,
  ),
  region: msg(
    (region: string, accepts: readonly string[], kind: "offering" | "machine") =>
      `${kind === "machine" ? "run at a site in" : "sold in"} ${region}, outside the regions ${
        kind === "machine" ? "" : "and providers "
      }the case rents from (${accepts.join(", ")})`,
    (region, accepts, kind) =>
      `${kind === "machine" ? "运行地点在" : "在"} ${region}${
        kind === "machine" ? "" : " 销售"
      }，不在本案例租用的地区和服务商（${accepts.join("、")}）之内。`,
  ),
  noThroughput: msg(
    (gpuModel: string) => `no throughput figure for the workload on ${gpuModel}`,
    (gpuModel) => `没有该任务在 ${gpuModel} 上的吞吐量数据。`,
  ),
  unused: msg(
    (hoursPerDay: number) =>
      `the scenario uses the machine ${hoursPerDay} hours a day: it has no cost per hour used`,
    (hoursPerDay) => `场景中这台机器每天使用 ${hoursPerDay} 小时：没有每使用小时成本。`,
  ),
} as const;

/** The document section of the catalogue. */
export const DOCUMENT = {
  speed: SPEED,
  run: RUN,
  tco: TCO,
  slips: SLIPS,
  units: UNITS,
  /** A8 as the document prints it ("五分之一"). */
  printedA8: msg("one fifth", "五分之一"),
  excluded: EXCLUDED,
} as const;
