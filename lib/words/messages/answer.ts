/**
 * The words of a case's one answer (`lib/scenario/answer.ts`): its demand, the cheapest way to
 * meet it, the verdict, the case's own machines, and the one machine's break-even beside it, as
 * `calc`, the index, the notebooks and the what-if page show them.
 *
 * @module
 */
import { msg } from "./message.ts";

/** The answer's labels and sentences. */
export const ANSWER = {
  label: {
    demand: msg("Demand", "需求"),
    answer: msg("Cheapest way", "最便宜的方式"),
    cheaperEstimate: msg("Cheaper at an estimated speed", "估算速度下更便宜的方式"),
    verdict: msg("Verdict", "判断"),
    own: msg("Owning the case's machines", "自购本案例的机器"),
    fleet: msg("The case's machines and the rest", "本案例的机器加其余部分"),
    rent: msg("Cheapest way to rent", "最便宜的租用方式"),
    oneMachine: msg("One machine's break-even", "单台机器的盈亏平衡点"),
    scheduleIgnored: msg("Schedule given", "给出的使用安排"),
  },
  demand: {
    hours: msg(
      (hours: string) => `${hours} h/day of the machine's work (the schedule)`,
      (hours) => `机器每天 ${hours} 小时的工作（使用安排）`,
    ),
  },
  way: {
    own: msg(
      (machines: number, machine: string) => `owning ${machines} × ${machine}`,
      (machines, machine) => `自购 ${machines} 台 ${machine}`,
    ),
    ownMachines: msg(
      (machine: string, machines: number) => `owning ${machine} (${machines} machines)`,
      (machine, machines) => `自购 ${machine}（${machines} 台机器）`,
    ),
    rent: msg(
      (offering: string, id: string) => `renting ${offering} (${id})`,
      (offering, id) => `租用 ${offering}（${id}）`,
    ),
    fleet: msg(
      (machines: number, machine: string, offering: string, id: string) =>
        `owning ${machines} × ${machine} and renting the rest on ${offering} (${id}), whole instances`,
      (machines, machine, offering, id) =>
        `自购 ${machines} 台 ${machine}，其余按整实例租用 ${offering}（${id}）`,
    ),
    fleetApi: msg(
      (machines: number, machine: string, api: string) =>
        `owning ${machines} × ${machine} and sending the rest to the ${api} API`,
      (machines, machine, api) => `自购 ${machines} 台 ${machine}，其余交给 ${api} 的 API`,
    ),
    api: msg(
      (api: string) => `the ${api} API for every token`,
      (api) => `全部词元交给 ${api} 的 API`,
    ),
    total: msg(
      (way: string, total: string, years: string) => `${way}: ${total} over ${years} years`,
      (way, total, years) => `${way}：${years} 年共 ${total}`,
    ),
    estimate: msg(" (an estimated speed)", "（速度为估算）"),
    /** After the cheapest way: a cheaper one whose speed is only estimated, named and not chosen. */
    cheaperEstimate: msg(
      (way: string) => `${way}; not chosen: an estimated speed is never chosen over a measured one`,
      (way) => `${way}；未选：估算速度不会优先于实测速度被选中`,
    ),
  },
  verdict: {
    own: msg("own", "自购"),
    rent: msg("rent", "租用"),
    hybrid: msg("own some and rent or send the rest", "自购一部分，其余租用或交给 API"),
    api: msg("use an API", "使用 API"),
    none: msg("no way in the data can do it", "数据中没有能完成它的方式"),
  },
  none: msg(
    "no way of the data in the case's regions can meet this demand",
    "在本案例的地区内，数据中没有能满足这一需求的方式",
  ),
  cannot: {
    memory: msg(
      (neededGb: string, gpus: number, gpuMemoryGb: string) =>
        `the machine cannot do this work: it needs ${neededGb} GB over linked GPUs, its ${gpus} GPU${
          gpus === 1 ? "" : "s"
        } of ${gpuMemoryGb} GB do not hold it; the ways that can are priced instead`,
      (neededGb, gpus, gpuMemoryGb) =>
        `这台机器做不了这项工作：需要在相连的 GPU 上共 ${neededGb} GB，它的 ${gpus} 块 ${gpuMemoryGb} GB GPU 装不下；改为给能做的方式计价`,
    ),
    noSpeed: msg(
      (gpuModel: string) =>
        `no speed of this work on ${gpuModel} in the data: the case's machine is not priced for it`,
      (gpuModel) => `数据中没有这项工作在 ${gpuModel} 上的速度：不为它给本案例的机器计价`,
    ),
  },
  oneMachine: msg(
    (breakEven: string, busy: string) =>
      `against the cheapest way to rent, ${breakEven}; this demand keeps one machine busy ${busy} h/day`,
    (breakEven, busy) =>
      `相对最便宜的租用方式，${breakEven}；这一需求使一台机器每天忙碌 ${busy} 小时`,
  ),
  scheduleIgnored: msg(
    (names: readonly string[]) =>
      `${names.join(", ")} set nothing: the work is the demand, and its hours are its own`,
    (names) => `${names.join("、")} 不起作用：需求就是这项工作，它的小时数由工作本身决定`,
  ),
};
