/**
 * The sentences that state findings (`lib/present/findings.ts`, `job_ranking.ts`,
 * `hidden_costs.ts`), made from their numbers. Amounts and hours arrive formatted; each language
 * places them and its own words around them.
 *
 * @module
 */
import { inSentence, msg } from "./message.ts";

/**
 * A sentence on the owned group that would end all renting: `group` (`one`: a single GPU or
 * machine) is wanted `reach` of the hours, loses `shortfall` against renting them and saves the
 * rented side's fixed costs `rentFixed`, with which it pays above `breakEven` (`null`: never).
 */
export type EndsAllRenting = (
  group: string,
  one: boolean,
  reach: string,
  shortfall: string,
  rentFixed: string,
  breakEven: string | null,
) => string;

/** Findings, by the function that says them. */
export const FINDINGS = {
  /** Sentences put side by side: a space between English ones, nothing between Chinese ones. */
  joinSentences: msg(
    (sentences: readonly string[]) => sentences.join(" "),
    (sentences) => sentences.join(""),
  ),
  /** Names in a list: "A, B" / "A、B". */
  joinNames: msg(
    (names: readonly string[]) => names.join(", "),
    (names) => names.join("、"),
  ),
  breakEven: {
    above: msg(
      (h: string) => `owning is cheaper above ${h} h/day`,
      (h) => `每天使用超过 ${h} 小时时自购更便宜`,
    ),
    below: msg(
      (h: string) => `owning is cheaper below ${h} h/day`,
      (h) => `每天使用少于 ${h} 小时时自购更便宜`,
    ),
    always: msg("owning is always cheaper", "自购始终更便宜"),
    never: msg("owning is never cheaper", "自购从不更便宜"),
  },
  payback: {
    inMonth: msg((month: number) => `in month ${month}`, (month) => `第 ${month} 个月`),
    notWithin: msg(
      (months: string, plural: boolean) =>
        `not within the ${months} month${plural ? "s" : ""} drawn`,
      (months, _plural) => `不在图中的 ${months} 个月内`,
    ),
  },
  /**
   * The model's typed reasons (`why` of `BreakEven`, `Payback`, `SpotStopsPaying` and
   * `BreakEvenShare`), by their kind; an amount per hour arrives as an amount and each language
   * says "an hour" its own way.
   */
  reasons: {
    breakEven: {
      "saving-pays-fixed": msg(
        (rent: string, own: string, hours: string) =>
          `Each hour used costs ${rent}/h rented against ${own}/h owned: the saving pays the fixed cost of owning above ${hours} h/day`,
        (rent, own, hours) =>
          `每使用一小时，租用花 ${rent}，自购花 ${own}：每天使用超过 ${hours} 小时，省下的钱就足以抵消自购的固定成本`,
      ),
      "commitment-flat": msg(
        (own: string, hours: string) =>
          `The commitment costs the same whatever the hours, while each hour owned costs ${own}/h: owning is cheaper below ${hours} h/day`,
        (own, hours) =>
          `无论使用多少小时，承诺的租期费用都一样，而自购每使用一小时要花 ${own}：每天使用少于 ${hours} 小时时自购更便宜`,
      ),
      "owned-hour-dearer": msg(
        (rent: string, own: string, hours: string) =>
          `Each hour used costs ${own}/h owned, the rent-out it forgoes counted, against ${rent}/h rented, while owning's fixed cost is lower: owning is cheaper below ${hours} h/day`,
        (rent, own, hours) =>
          `每使用一小时，自购花 ${own}（计入因此少出租的收入），租用花 ${rent}，而自购的固定成本更低：每天使用少于 ${hours} 小时时自购更便宜`,
      ),
      "fixed-tco": msg(
        "The document's TCO, held fixed, divided by the cloud price of a day's hours",
        "按文档的算法：TCO 固定不变，除以整个周期内每天租用一小时的费用",
      ),
      "cheaper-at-zero": msg(
        "Owning costs less than renting even at 0 hours a day",
        "即使每天使用 0 小时，自购也比租用便宜",
      ),
      "cheaper-at-24h": msg(
        (ownFixed: string, rentFixed: string) =>
          `Owning costs less than renting even at 24 hours a day (fixed costs ${ownFixed} against ${rentFixed})`,
        (ownFixed, rentFixed) =>
          `即使每天使用 24 小时，自购也比租用便宜（固定成本：自购 ${ownFixed}，租用 ${rentFixed}）`,
      ),
      "no-horizon": msg(
        "The horizon is 0 years: there are no hours to spread the purchase over",
        "周期为 0 年：没有使用时长可以分摊购机款",
      ),
      "over-24h": msg(
        (saving: string, fixedOwnMinusRent: string) =>
          `Owning would need more than 24 hours a day: each hour saves only ${saving}/h against fixed costs of ${fixedOwnMinusRent} more`,
        (saving, fixedOwnMinusRent) =>
          `自购需要每天使用超过 24 小时才划算：每小时只省 ${saving}，而固定成本多出 ${fixedOwnMinusRent}`,
      ),
      "rent-hour-cheaper": msg(
        (rent: string, own: string) =>
          `Each hour rented costs ${rent}/h, no more than the ${own}/h an owned hour costs, and owning's fixed costs are not lower`,
        (rent, own) => `租用每小时 ${rent}，不高于自购每小时的 ${own}，而自购的固定成本也不更低`,
      ),
      "fixed-tco-undefined": msg(
        (years: string, price: string) =>
          `Cannot break even: horizon ${years} years, price ${price}/h`,
        (years, price) => `无法计算盈亏平衡点：周期 ${years} 年，租金每小时 ${price}`,
      ),
      "fixed-tco-over-24h": msg(
        (hours: string) => `Owning would need ${hours} hours a day, more than the 24 a day has`,
        (hours) => `自购需要每天使用 ${hours} 小时，超过一天的 24 小时`,
      ),
    },
    payback: {
      "not-within-horizon": msg(
        (months: string, plural: boolean) =>
          `Owning does not pay back within the horizon's ${months} month${plural ? "s" : ""}`,
        (months, _plural) => `在周期的 ${months} 个月内，自购收不回成本`,
      ),
    },
    spot: {
      "spot-not-cheaper": msg(
        (spot: string, onDemand: string) =>
          `Spot at ${spot}/h is not cheaper than on demand at ${onDemand}/h`,
        (spot, onDemand) =>
          `竞价实例每 GPU 小时 ${spot}，不比按量计费的每 GPU 小时 ${onDemand} 便宜`,
      ),
      "interruptions-free": msg(
        "Interruptions cost nothing: no time to write a checkpoint or to restart",
        "中断没有代价：写检查点和重启都不花时间",
      ),
    },
    share: {
      "rent-not-dearer": msg(
        "An hour rented costs no more than an hour owned: no owned GPU pays for itself",
        "租用一小时不比自购一小时贵：自购的 GPU 没有一块能收回成本",
      ),
    },
  },
  /** Why the break-even is where it is; amounts are per GPU-hour unless said otherwise. */
  explainBreakEven: {
    above: msg(
      (rent: string, own: string, hours: string, fixedOwnMinusRent: string) =>
        `Each hour used costs ${rent} per GPU-hour rented against ${own} per GPU-hour owned; ` +
        `above ${hours} h/day that saving covers the ${fixedOwnMinusRent} by which owning's fixed costs over the horizon (purchase less resale, maintenance, capital, idle power) exceed renting's`,
      (rent, own, hours, fixedOwnMinusRent) =>
        `租用每 GPU 小时 ${rent}，自购每 GPU 小时 ${own}；每天使用超过 ${hours} 小时后，省下的钱足以抵消自购在整个周期内多出的固定成本 ${fixedOwnMinusRent}（购机价减残值、维护、资金机会成本、待机电费）`,
    ),
    below: msg(
      (own: string, hours: string) =>
        `The commitment costs the same whatever the hours, while each hour owned costs ${own} per GPU-hour: owning is cheaper below ${hours} h/day`,
      (own, hours) =>
        `无论使用多少小时，承诺的租期费用都一样，而自购每 GPU 小时要花 ${own}：每天使用少于 ${hours} 小时时自购更便宜`,
    ),
    alwaysAtFull: msg(
      "Owning costs less than renting even at 24 hours a day",
      "即使每天使用 24 小时，自购也比租用便宜",
    ),
    neverEnoughHours: msg(
      (saving: string, fixedOwnMinusRent: string) =>
        `Owning would need more than 24 hours a day: each hour saves only ${saving} per GPU-hour against ${fixedOwnMinusRent} more in fixed costs over the horizon`,
      (saving, fixedOwnMinusRent) =>
        `自购需要每天使用超过 24 小时才划算：每 GPU 小时只省 ${saving}，而整个周期内的固定成本多出 ${fixedOwnMinusRent}`,
    ),
    neverCheaperHour: msg(
      (rent: string, own: string) =>
        `Each hour rented costs ${rent} per GPU-hour, no more than the ${own} per GPU-hour an owned hour costs, and owning's fixed costs are not lower`,
      (rent, own) =>
        `租用每 GPU 小时 ${rent}，不高于自购每 GPU 小时的 ${own}，而自购的固定成本也不更低`,
    ),
  },
  crossovers: {
    none: msg(
      "Owning never crosses a renting line between 0 and 730 hours a month.",
      "在每月 0 到 730 小时之间，自购的成本线与任何租用线都不相交。",
    ),
    one: msg(
      (line: string, side: "above" | "below", hours: string) =>
        `${inSentence(line)} ${side} ${hours} h/month`,
      (line, side, hours) =>
        `每月${side === "above" ? "超过" : "少于"} ${hours} 小时时比「${line}」便宜`,
    ),
    all: msg(
      (items: readonly string[]) => `Owning is cheaper than ${items.join(", ")}.`,
      (items) => `自购${items.join("；")}。`,
    ),
  },
  mostInfluential: {
    none: msg("No input moves it within its range.", "在给定范围内，没有输入能改变它。"),
    /** The inputs that move a result most, largest first, each with how much (`swing` has its unit). */
    ranked: msg(
      (ranked: readonly { label: string; swing: string }[]) => {
        const [first, ...rest] = ranked.map((r) => `${r.label}, by ${r.swing}`);
        return `${first} between its low and high value, moves it most${
          rest.length > 0 ? `; then ${rest.join("; ")}` : ""
        }.`;
      },
      (ranked) => {
        const [first, ...rest] = ranked;
        return `各输入从低值变到高值时，${first!.label}的影响最大，变动 ${first!.swing}${
          rest.length > 0
            ? `；其次是${rest.map((r) => `${r.label}，变动 ${r.swing}`).join("；")}`
            : ""
        }。`;
      },
    ),
  },
  withoutBreakEven: {
    never: msg(
      (share: string) => `${share} of draws never break even`,
      (share) => `${share} 的抽样中自购从不更便宜`,
    ),
    always: msg(
      (share: string) => `${share} always favour owning`,
      (share) => `${share} 的抽样中自购始终更便宜`,
    ),
    join: msg((parts: readonly string[]) => parts.join(", "), (parts) => parts.join("，")),
    every: msg("every draw has a break-even", "每次抽样都有盈亏平衡点"),
  },
  fleet: {
    /** A demand shape named in a sentence: in 「」 in Chinese, as its name may hold a comma. */
    shape: msg((shape: string) => shape, (shape) => `「${shape}」`),
    choice: {
      "rent all": msg("rent all", "全部租用"),
      "own all": msg("own all", "全部自购"),
      hybrid: msg("hybrid", "混合方案"),
    },
    hybridFor: msg(
      (shapes: string) => `Hybrid is cheapest for ${shapes}.`,
      (shapes) => `对${shapes}，混合方案最便宜。`,
    ),
    hybridForNone: msg(
      "Hybrid is cheapest for none of these shapes.",
      "对这些需求形态，混合方案都不是最便宜的。",
    ),
    ownAllFor: msg(
      (shapes: string) => `Owning every GPU is cheapest for ${shapes}.`,
      (shapes) => `对${shapes}，全部自购最便宜。`,
    ),
    rentAllFor: msg(
      (shapes: string) => `Renting every GPU is cheapest for ${shapes}.`,
      (shapes) => `对${shapes}，全部租用最便宜。`,
    ),
    /** The rule behind the cheapest fleet (`sayFleetRule()`), one sentence a message. */
    rule: {
      /**
       * The machine already owned, the fleet's first, its purchase sunk: it breaks even at
       * `share` of the hours, demand reaches its GPUs `reach` of them, and keeping it pays or not.
       */
      owned: msg(
        (share: string, reach: string, pays: boolean, g: number) =>
          `The ${
            g === 1 ? "GPU" : "machine"
          } already owned, its purchase sunk, breaks even at ${share} of the hours; demand reaches ${
            g === 1 ? "it" : "its GPUs"
          } ${reach} of them${g === 1 ? "" : " on average"}, so ${
            pays
              ? "keeping it pays by its hours"
              : "by its hours alone, keeping it costs more than selling it and renting them"
          }.`,
        (share, reach, pays, g) =>
          `已有的${g === 1 ? " GPU " : "机器"}购置费已沉没，盈亏平衡利用率为 ${share}；需求达到${
            g === 1 ? "它" : "其 GPU "
          }的${g === 1 ? "" : "平均"}小时占比为 ${reach}，因此${
            pays ? "按使用的小时留用就划算" : "仅按使用的小时算，留用比卖掉它再租用这些小时更贵"
          }。`,
      ),
      /**
       * The machines that pay by their hours: `paying` of them, bought in machines of `g` GPUs;
       * with `beyond`, those bought beyond the machine already owned.
       */
      byHours: msg(
        (share: string, paying: number, g: number, beyond = false) => {
          const one = beyond ? "One GPU bought beyond it" : "One GPU";
          const more = beyond ? " more" : "";
          return paying === 0
            ? `${one} breaks even at ${share} of the hours, and demand reaches no ${
              beyond ? "further " : ""
            }${g === 1 ? "GPU" : "machine's GPUs"} that often${g === 1 ? "" : " on average"}.`
            : g === 1
            ? `${one} breaks even at ${share} of the hours: ${paying}${more} GPU${
              paying === 1 ? " is" : "s are"
            } wanted more often than that and pay${paying === 1 ? "s" : ""} by ${
              paying === 1 ? "its" : "their"
            } hours.`
            : `${one} breaks even at ${share} of the hours. A machine of ${g} GPUs is bought whole, so it pays by its hours when demand reaches its GPUs more than that on average: ${paying}${more} machine${
              paying === 1 ? " does" : "s do"
            } (${paying * g} GPUs).`;
        },
        (share, paying, g, beyond = false) => {
          const one = beyond ? "此外新购的单块 GPU" : "单块 GPU";
          const more = beyond ? "另有 " : "有 ";
          return paying === 0
            ? `${one} 的盈亏平衡利用率为 ${share}，需求达到任何${beyond ? "其他" : ""}${
              g === 1 ? "一块 GPU " : "一台机器的 GPU "
            }的${g === 1 ? "" : "平均"}小时占比都没有这么高。`
            : g === 1
            ? `${one} 的盈亏平衡利用率为 ${share}：${more}${paying} 块 GPU 被需要的小时占比高于它，按使用的小时就划算。`
            : `${one} 的盈亏平衡利用率为 ${share}。每台机器有 ${g} 块 GPU，只能整台购买，需求达到其 GPU 的平均小时占比高于这一比例时，按使用的小时就划算：${more}${paying} 台机器（${
              paying * g
            } 块 GPU）如此。`;
        },
      ),
      noneByHours: msg(
        "An hour rented costs no more than an hour owned, so no GPU pays by its hours.",
        "租用一小时不比自购一小时贵，没有哪一块 GPU 按使用的小时划算。",
      ),
      /** One GPU's break-even share above 1: even a GPU busy every hour does not pay. */
      noneAllHours: msg(
        (share: string, beyond = false) =>
          beyond
            ? `One GPU bought beyond it would break even only at ${share} of the hours, more than every hour there is: no further GPU pays by its hours.`
            : `One GPU would break even only at ${share} of the hours, more than every hour there is: no GPU pays by its hours.`,
        (share, beyond = false) =>
          beyond
            ? `此外新购的一块 GPU 要在 ${share} 的小时里使用才能回本，超过了全部小时：没有其他 GPU 按使用的小时划算。`
            : `一块 GPU 要在 ${share} 的小时里使用才能回本，超过了全部小时：没有哪一块 GPU 按使用的小时划算。`,
      ),
      /** Machines `first`–`last` of `g` GPUs each: "GPU 3", "GPUs 3–16", "machines 2–3 (GPUs 9–24)". */
      group: msg(
        (first: number, last: number, g: number) => {
          const gpus = (a: number, b: number) => a === b ? `GPU ${a}` : `GPUs ${a}–${b}`;
          if (g === 1) return gpus(first, last);
          const machines = first === last ? `machine ${first}` : `machines ${first}–${last}`;
          return `${machines} (${gpus((first - 1) * g + 1, last * g)})`;
        },
        (first, last, g) => {
          const gpus = (a: number, b: number) => a === b ? `第 ${a} 块 GPU` : `第 ${a}–${b} 块 GPU`;
          // a space after the Latin "GPU" before the Chinese that follows
          if (g === 1) return `${gpus(first, last)} `;
          const machines = first === last ? `第 ${first} 台机器` : `第 ${first}–${last} 台机器`;
          return `${machines}（${gpus((first - 1) * g + 1, last * g)}）`;
        },
      ),
      /**
       * The group that ends all renting is owned: it loses `shortfall` by its hours, less than the
       * rented side's fixed costs `rentFixed` it saves; with them it pays above `breakEven`.
       */
      owns: msg<EndsAllRenting>(
        (group, one, reach, shortfall, rentFixed, breakEven) =>
          `${group.charAt(0).toUpperCase()}${group.slice(1)} ${
            one ? "is" : "are"
          } wanted ${reach} of the hours${
            one ? "" : " on average"
          } and would lose ${shortfall} against renting those hours, but owning ${
            one ? "it" : "them"
          } ends all renting, which saves the rented side's fixed costs (storage, set-up hours, people, data transfer: ${rentFixed} over the horizon)${
            breakEven === null
              ? ""
              : `: with them ${one ? "it pays" : "they pay"} above ${breakEven}`
          }.`,
        (group, one, reach, shortfall, rentFixed, breakEven) =>
          `${group}被需要的${
            one ? "" : "平均"
          }小时占比为 ${reach}，与租用这些小时相比会多花 ${shortfall}；但自购${
            one ? "它" : "它们"
          }就不再租用任何 GPU，省下租用一方的固定成本（存储、配置时间、人力、数据传输：整个周期 ${rentFixed}）${
            breakEven === null ? "" : `，算上这一点，高于 ${breakEven} 就划算`
          }。`,
      ),
      /**
       * The group that would end all renting is rented: owning it would save the rented side's
       * fixed costs `rentFixed`, but it would lose `shortfall` by its hours, more.
       */
      rents: msg<EndsAllRenting>(
        (group, one, reach, shortfall, rentFixed, breakEven) =>
          `Owning ${group} would end all renting and save the rented side's fixed costs (storage, set-up hours, people, data transfer: ${rentFixed} over the horizon)${
            breakEven === null ? "" : `, so ${one ? "it" : "they"} would pay above ${breakEven}`
          }; but demand reaches ${one ? "it" : "them"} ${reach} of the hours${
            one ? "" : " on average"
          }, and ${
            one ? "it" : "they"
          } would lose ${shortfall} against renting those hours, more than that.`,
        (group, one, reach, shortfall, rentFixed, breakEven) =>
          `自购${group}就不再租用任何 GPU，可省下租用一方的固定成本（存储、配置时间、人力、数据传输：整个周期 ${rentFixed}）${
            breakEven === null ? "" : `，高于 ${breakEven} 就划算`
          }；但需求达到${one ? "它" : "它们"}的${
            one ? "" : "平均"
          }小时占比只有 ${reach}，与租用这些小时相比会多花 ${shortfall}，比省下的更多。`,
      ),
      rentAll: msg("Rent them all.", "全部租用。"),
      /** Own `owned` GPUs in `machines` machines of `g`, and rent the rest (`rest`) or nothing. */
      own: msg(
        (owned: number, machines: number, g: number, rest: boolean) =>
          `Own ${owned} GPU${owned === 1 ? "" : "s"}${
            g === 1 ? "" : ` (${machines} machine${machines === 1 ? "" : "s"})`
          } and rent ${rest ? "the rest" : "nothing"}.`,
        (owned, machines, g, rest) =>
          `自购 ${owned} 块 GPU${g === 1 ? "" : `（${machines} 台机器）`}，${
            rest ? "其余租用" : "不再租用"
          }。`,
      ),
    },
  },
  spotStopsPaying: {
    interval: msg(
      (hours: string, perDay: string) =>
        `when interrupted more often than every ${hours} h (${perDay} times a day)`,
      (hours, perDay) => `中断间隔短于 ${hours} 小时（每天超过 ${perDay} 次）时`,
    ),
    never: msg(
      "never pays: it costs more than on demand even uninterrupted",
      "从不划算：即使不中断也比按量计费贵",
    ),
    always: msg("pays at any interruption rate", "无论中断多频繁都划算"),
  },
  spotAtRate: {
    pays: msg(
      (share: string) => `costs ${share} of on demand per useful hour: it pays at this rate`,
      (share) => `每个有效小时的成本为按量计费的 ${share}：在这个中断频率下划算`,
    ),
    doesNotPay: msg(
      (times: string) =>
        `costs ${times} times on demand per useful hour: at this rate it never pays back its interruptions`,
      (times) =>
        `每个有效小时的成本是按量计费的 ${times} 倍：在这个中断频率下，中断的损失永远赚不回来`,
    ),
    /** Which spot offering against which on-demand one, before the figure. */
    pair: msg(
      (spot: string, onDemand: string) => `${spot} against ${onDemand}: `,
      (spot, onDemand) => `${spot} 对比 ${onDemand}：`,
    ),
  },
  job: {
    way: msg(
      (label: string, id: string, pricing: string, gpus: number, cost: string, hours: string) =>
        `${label} (${id}, ${pricing}${gpus > 1 ? `, ${gpus} GPUs` : ""}): ${cost} in ${hours}`,
      (label, id, pricing, gpus, cost, hours) =>
        `${label}（${id}，${pricing}${gpus > 1 ? `，${gpus} 块 GPU` : ""}）：${hours}，${cost}`,
    ),
    cheapest: msg(
      (job: string, deadline: string | undefined, way: string, fastest: string | undefined) =>
        `The cheapest way to run ${job}${
          deadline === undefined ? "" : ` within ${deadline}`
        } is ${way}${fastest === undefined ? "" : `; the fastest is ${fastest}`}.`,
      (job, deadline, way, fastest) =>
        `${deadline === undefined ? "" : `在 ${deadline} 内`}运行 ${job} 最便宜的方案是 ${way}${
          fastest === undefined ? "" : `；最快的是 ${fastest}`
        }。`,
    ),
    /** Why a job has no cheapest or fastest way (`JobPick`'s `reason`). */
    noPick: {
      noWay: msg("no offering or machine can run the job", "没有租用方案或机器能运行该任务"),
      seeLeftOut: msg(" (see the reasons left out)", "（见未计入的原因）"),
      deadline: msg(
        (deadlineHours: number, fastest: string, hours: string) =>
          `nothing finishes within ${deadlineHours} h; the fastest, ${fastest}, takes ${hours} h`,
        (deadlineHours, fastest, hours) =>
          `没有方案能在 ${deadlineHours} 小时内完成；最快的 ${fastest} 需要 ${hours} 小时`,
      ),
    },
    nothingRuns: msg(
      (job: string, reason: string) => `Nothing runs ${job}: ${reason}.`,
      (job, reason) => `没有方案能运行 ${job}：${reason}。`,
    ),
    excluded: msg(
      (gpuModel: string, n: number, why: string) =>
        `${gpuModel}: ${n} ${n === 1 ? "way" : "ways"} left out, ${why}`,
      (gpuModel, n, why) => `${gpuModel}：${n} 个方案未计入，${why}`,
    ),
    tokens: msg("tokens", "词元"),
    samples: msg("samples", "样本"),
  },
  hiddenCosts: {
    same: msg("owning and renting cost the same", "自购与租用花费相同"),
    rentingCheaperBy: msg(
      (amount: string) => `renting is cheaper by ${amount}`,
      (amount) => `租用便宜 ${amount}`,
    ),
    owningCheaperBy: msg(
      (amount: string) => `owning is cheaper by ${amount}`,
      (amount) => `自购便宜 ${amount}`,
    ),
    breakEvenShift: msg(
      (rises: boolean, hours: string) =>
        `the break-even ${rises ? "rises" : "falls"} by ${hours} h/day`,
      (rises, hours) => `盈亏平衡点每天${rises ? "增加" : "减少"} ${hours} 小时`,
    ),
    noValue: msg(
      (scenario: string, answer: string) =>
        `${scenario}: hidden_costs.csv gives no value for it; ${answer}.`,
      (scenario, answer) => `${scenario}：hidden_costs.csv 没有给出它的数值；${answer}。`,
    ),
    other: msg(
      (cost: string, change: string) => `${cost.toLowerCase()} ${change}`,
      (cost, change) => `${cost} ${change}`,
    ),
    effects: msg(
      (
        scenario: string,
        first: string,
        change: string,
        shift: string,
        others: readonly string[],
        answerAll: string,
        answer: string,
        breakEvenAll: string,
        breakEven: string,
      ) =>
        `${scenario}: counting ${first.toLowerCase()} moves own − rent most (${change}; ${shift})` +
        (others.length > 0 ? `, then ${others.join(", ")}` : "") +
        `. All of them together: ${answerAll} (without them ${answer}); ${breakEvenAll} (${breakEven} without them).`,
      (scenario, first, change, shift, others, answerAll, answer, breakEvenAll, breakEven) =>
        `${scenario}：计入${first}对“自购 − 租用”影响最大（${change}；${shift}）` +
        (others.length > 0 ? `，其次是${others.join("、")}` : "") +
        `。全部计入：${answerAll}（不计入时${answer}）；${breakEvenAll}（不计入时${breakEven}）。`,
    ),
  },
} as const;
