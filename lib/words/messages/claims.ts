/**
 * The decision guide's claims, their verdicts' findings and the steps of the decision flow
 * (lib/model/claims.ts, decision.ts), in the reader's language. Shares arrive as fractions and
 * hours as numbers; each language writes them its own way.
 *
 * @module
 */
import type { BreakEven, Payback } from "../../model/breakeven.ts";
import { msg } from "./message.ts";

/** A fraction as a whole percentage without its sign: 0.372 → "37". */
const pct = (fraction: number) => (fraction * 100).toFixed(0);

/** "3", "3 and 6", "3, 6 and 9". */
const andEn = (items: readonly (string | number)[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/** The claims section of the catalogue. */
export const CLAIMS = {
  /** Each claim, with its seed figure id. */
  claim: {
    D1: msg(
      "D1: at 7×24 full load for more than 2–3 years, owning is 30–50 % cheaper than renting",
      "D1：7×24 满载运行 2–3 年以上，自建比租用便宜 30–50%",
    ),
    D2: msg(
      "D2: spot / preemptible instances cost 10–20 % of on-demand",
      "D2：竞价实例（抢占式实例）的价格是按量计费的 10–20%",
    ),
    D6: msg(
      "D6: for 3–6 month projects the cloud is certainly cheaper",
      "D6：3–6 个月的项目，上云一定更便宜",
    ),
    C3: msg(
      "C3: at 10 h/day or more, owning pays off after half a year to a year",
      "C3：每天使用 10 小时以上，自建半年到一年即可回本",
    ),
    D3: msg(
      "D3: a server keeps 30–40 % of its value after 5 years (5 年后残值可能还有 30%-40%)",
      "D3：服务器 5 年后残值可能还有 30%-40%",
    ),
    D4: msg(
      "D4: a cluster sized for its peak is often under 20 % utilised (利用率可能低于 20%)",
      "D4：按峰值配置的集群，利用率可能低于 20%",
    ),
    "001": msg(
      "001: the cloud's price carries a premium over owning for operations, power, cooling, support and profit (运维、电力、冷却、技术支持以及利润)",
      "001：云端价格在自建成本之上包含运维、电力、冷却、技术支持以及利润的溢价",
    ),
  },
  /** The verdict (coloured HTML) and its finding (escaped HTML) on one line. */
  verdictAndFinding: msg(
    (verdictHtml: string, findingHtml: string) => `${verdictHtml}: ${findingHtml}`,
    (verdictHtml, findingHtml) => `${verdictHtml}：${findingHtml}`,
  ),
  /** The numbers behind each verdict. */
  finding: {
    D1: {
      noCase: msg(
        "No 8-GPU server with a matching cloud price in the data",
        "数据中没有可与云端价格对比的 8 卡服务器",
      ),
      savings: msg(
        (lo: number, hi: number, count: number, inside: number) =>
          `Owning saves from ${pct(lo)} % to ${
            pct(hi)
          } % across ${count} comparisons; ${inside} fall in 30–50 %`,
        (lo, hi, count, inside) =>
          `${count} 组对比中，自建节省 ${pct(lo)}% 到 ${pct(hi)}%；其中 ${inside} 组落在 30–50%`,
      ),
    },
    D2: {
      noPair: msg(
        "The price data has no provider listing both spot and on-demand prices",
        "价格数据中没有同时列出竞价实例和按量计费价格的云服务商",
      ),
      ratios: msg(
        (inside: number, count: number, lo: number, hi: number, median: number) =>
          `${inside} of ${count} spot prices fall in 10–20 % of on-demand; they range from ${
            pct(lo)
          } % to ${pct(hi)} %, median ${pct(median)} %`,
        (inside, count, lo, hi, median) =>
          `${count} 个竞价实例价格中有 ${inside} 个落在按量计费的 10–20%；范围为 ${pct(lo)}% 到 ${
            pct(hi)
          }%，中位数 ${pct(median)}%`,
      ),
    },
    D6: {
      cheaper: msg(
        (cheaper: number, count: number) =>
          `The cloud is cheaper in ${cheaper} of ${count} short projects`,
        (cheaper, count) => `${count} 个短期项目中有 ${cheaper} 个上云更便宜`,
      ),
      /** Where owning wins: each scenario with the project lengths, months. */
      exceptions: msg(
        (cases: readonly { label: string; months: readonly number[] }[]) =>
          `; owning wins for ${
            cases.map((c) => `${c.label} at ${andEn(c.months)} months`).join(", ")
          }`,
        (cases) =>
          `；自建更划算的是 ${
            cases.map((c) => `${c.label} 的 ${c.months.join("、")} 个月项目`).join("，")
          }`,
      ),
    },
    C3: msg(
      (cash: Payback, netOfResale: Payback) => {
        const say = (p: Payback) =>
          p.kind === "month" ? `in month ${p.month}` : "not within the horizon";
        return `At 10 h/day owning pays back in cash ${say(cash)}, and ${
          say(netOfResale)
        } counting what the hardware would sell for`;
      },
      (cash, netOfResale) => {
        const say = (p: Payback) =>
          p.kind === "month" ? `第 ${p.month} 个月回本` : "在周期内回不了本";
        return `每天使用 10 小时，按现金算自建${say(cash)}；计入硬件的残值则${say(netOfResale)}`;
      },
    ),
    D3: {
      allFromTheEssay: msg(
        "Every machine's residual value in the data is the essay's own figure",
        "数据中每台机器的残值都取自文章本身的数字",
      ),
      shares: msg(
        (years: number, lo: number, hi: number, count: number, inside: number, echoed: number) =>
          `After ${years} years the data's machines sell for ${pct(lo)} % to ${
            pct(hi)
          } % of their price; ${inside} of ${count} fall in 30–40 %` +
          (echoed > 0
            ? ` (${echoed} more take their residual value from the essay itself and are left out)`
            : ""),
        (years, lo, hi, count, inside, echoed) =>
          `${years} 年后，数据中的机器能卖到购机价的 ${pct(lo)}% 到 ${
            pct(hi)
          }%；${count} 台中有 ${inside} 台落在 30–40%` +
          (echoed > 0 ? `（另有 ${echoed} 台的残值取自文章本身，未计入）` : ""),
      ),
    },
    D4: {
      noProfile: msg("The data has no demand profile", "数据中没有需求曲线"),
      profiles: msg(
        (
          profiles: readonly { label: string; utilization: number; assumed: boolean }[],
          below: number,
        ) =>
          `A fleet sized for the peak is used on average: ${
            profiles.map((p) =>
              `${p.label} ${pct(p.utilization)} %${p.assumed ? " (an assumed profile)" : ""}`
            ).join(", ")
          }; ${below} of ${profiles.length} below 20 %`,
        (profiles, below) =>
          `按峰值配置的集群平均利用率：${
            profiles.map((p) =>
              `${p.label} ${pct(p.utilization)}%${p.assumed ? "（假设的需求曲线）" : ""}`
            ).join("，")
          }；${profiles.length} 个中有 ${below} 个低于 20%`,
      ),
    },
    "001": {
      noCase: msg(
        "No server with a matching cloud price in the data",
        "数据中没有可与云端价格对比的服务器",
      ),
      markups: msg(
        (years: number, lo: number, hi: number, count: number, above: number) =>
          `At 7×24 over ${years} years the cloud charges ${pct(lo)} % to ${
            pct(hi)
          } % more than owning costs with power, cooling and maintenance (${above} of ${count} above it)`,
        (years, lo, hi, count, above) =>
          `7×24 运行 ${years} 年，云端价格比自建成本（含电费、冷却和维护）高 ${pct(lo)}% 到 ${
            pct(hi)
          }%（${count} 组中有 ${above} 组高于自建）`,
      ),
    },
  },
  /** The steps of the decision flow of 002 (`decide()`). */
  step: {
    dataStays: msg(
      "The data may not leave the premises: only on-prem or a private cloud is allowed (002 step 3; 001 regulated data → on-prem)",
      "数据不允许出域：只能本地自建或私有云（002 第 3 步；001 数据敏感行业 → 本地自建）",
    ),
    interconnect: msg(
      "Multi-GPU interconnect or large memory is needed: evaluate the cloud first, where such machines can be rented (002 step 1)",
      "需要多卡高速互联或大显存：优先评估云端，这类机器可以直接租用（002 第 1 步）",
    ),
    notBusy: msg(
      "The GPUs would not be busy most days: renting avoids paying for idle hardware (002 step 2)",
      "GPU 并非持续高频使用：租用可避免为闲置硬件付费（002 第 2 步）",
    ),
    shortProject: msg(
      (months: number) =>
        `A project of ${months} months is shorter than 6: renting avoids a purchase it cannot pay back (002 step 2; 001 D6)`,
      (months) =>
        `项目周期 ${months} 个月，不足 6 个月：租用可避免一笔回不了本的采购（002 第 2 步；001 D6）`,
    ),
    longProject: msg(
      (months: number) =>
        `A project of ${months} months at high frequency: compute the local TCO (002 step 2)`,
      (months) => `项目周期 ${months} 个月且持续高频使用：测算本地 TCO（002 第 2 步）`,
    ),
    model: msg(
      (b: BreakEven, expectedHoursPerDay: number, cheaper: boolean) => {
        const where = b.kind === "hours"
          ? `owning is cheaper ${b.ownCheaper} ${b.breakEvenHoursPerDay.toFixed(1)} h/day`
          : `owning is ${b.kind} cheaper`;
        return `The model says ${where}; at the expected ${
          expectedHoursPerDay.toFixed(1)
        } h/day owning is ${cheaper ? "cheaper" : "dearer"}`;
      },
      (b, expectedHoursPerDay, cheaper) => {
        const where = b.kind === "hours"
          ? `每天使用${b.ownCheaper === "above" ? "超过" : "少于"} ${
            b.breakEvenHoursPerDay.toFixed(1)
          } 小时自建更便宜`
          : b.kind === "always"
          ? "自建总是更便宜"
          : "自建始终不比租用便宜";
        return `模型测算：${where}；按预计的每天 ${expectedHoursPerDay.toFixed(1)} 小时，自建${
          cheaper ? "更便宜" : "更贵"
        }`;
      },
    ),
    noOpsStaff: msg(
      "There is no one to run the hardware: keep steady work on owned GPUs only if someone can maintain them; burst to the cloud (001 mid-size → hybrid)",
      "团队没有专职运维：只有在有人维护时才把稳定负载放在自有 GPU 上，高峰借用云端（001 中等规模企业 → 混合模式）",
    ),
    opsStaff: msg(
      "There is staff to run hardware: on-prem is feasible; check the idle rate (002 step 4)",
      "团队有专职运维：本地自建可行，但要核算闲置率（002 第 4 步）",
    ),
  },
  /** The checkpointing assumed for the spot break-evens, minutes. */
  checkpointCaption: msg(
    (writeMinutes: number, restartMinutes: number) =>
      `Checkpoints written in ${writeMinutes} min, restarts in ${restartMinutes} min.`,
    (writeMinutes, restartMinutes) =>
      `写一次检查点 ${writeMinutes} 分钟，重启 ${restartMinutes} 分钟。`,
  ),
} as const;
