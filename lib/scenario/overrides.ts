/**
 * Applying overrides: the parameters a reader sets (`-p hours_per_day=6`, a notebook's
 * `parameters` cell) become changes of a resolved scenario's inputs, its options and its ranges.
 *
 * @module
 */
import type { DemandProfile, Offering, Scenario } from "../data/load.ts";
import { type CostInputs, usedHoursPerDay } from "../model/inputs.ts";
import type { RentTerms } from "../model/monthly.ts";
import { countedCostInputs, defaultRanges, type InputRange } from "../model/sensitivity.ts";
import { priceChangeOf, type ResolvedScenario } from "./resolve.ts";
import type { RelativeSpeed } from "./speed.ts";
import { scenarioTerms } from "./terms.ts";
import { splitAccepts } from "../data/accepts.ts";
import { parsePriceChanges, parseTrends } from "../params/price_changes.ts";
import { trendOf } from "./trends.ts";
import { PARAMETERS } from "../params.ts";

/**
 * Overrides of a scenario, by the parameters' names (`lib/params.ts`): numbers in the
 * parameter's unit, money in CNY; text for a text parameter that changes the scenario (`region`).
 */
export type Overrides = Readonly<Record<string, number | string | undefined>>;

/** The money parameters, given in the report's currency and converted to CNY. */
export const MONEY_PARAMETERS: readonly string[] = PARAMETERS.filter((p) => p.money).map((p) =>
  p.name
);

/**
 * The scenario with `overrides` applied, each as its parameter's binding says (`Binding` of
 * `lib/params.ts`). The cloud's price, its yearly change and its speed (`cloud_price`,
 * `cloud_price_change`, `cloud_speed`) set the scenario's own offering, and the hybrid fleet's
 * overflow when it is that offering; every other option is billed with its own row's price and
 * speed. A price's yearly change is the market's: `cloud_price_change` every rented offering's,
 * `trend` a segment's over it, `price_change` one offering's over both (`priceChangeOf()`). The
 * schedule has one meaning, its row's: `hours_per_day` is the hours a day on the schedule,
 * `days_per_week` its days and `utilization` the share of those hours the GPU works; the hours
 * used a day are their product ÷ 7, each part not given kept as the case has it
 * ({@linkcode scheduleOf}), so that giving a part its current value changes nothing.
 */
export function applyOverrides(r: ResolvedScenario, o: Overrides): ResolvedScenario {
  const given = PARAMETERS.filter((p) => o[p.name] !== undefined);
  const s: Scenario = { ...r.scenario };
  let rebill = false;
  for (const p of given) {
    const b = p.binding;
    if (b.kind !== "scenario") continue;
    if (b.replaces !== undefined) Object.assign(s, { [b.replaces]: undefined });
    s[b.field] = Number(o[p.name]) / (b.per ?? 1);
    rebill ||= b.rebills === true;
  }
  // spot's terms follow the new rate: the scenario's own offering and the spot option alike
  const spotTerms = <T extends { offering: Offering; terms: RentTerms }>(opt: T): T =>
    opt.offering.pricingModel === "spot" && rebill
      ? { ...opt, terms: { ...opt.terms, ...spotPart(scenarioTerms(opt.offering, s)) } }
      : opt;
  const own = spotTerms(r.options[0]!);
  const x: CostInputs = own === r.options[0]
    ? { ...r.inputs }
    : { ...r.inputs, ...spotPart(own.terms) };
  const schedule = scheduleOf(r, o);
  let demand = r.demand;
  if (schedule !== undefined) {
    Object.assign(s, schedule, { jobsPerMonth: undefined });
    x.usedHoursPerDay = usedHoursPerDay(
      schedule.scheduledHoursPerDay,
      schedule.daysPerWeek,
      schedule.utilization,
    );
    // the demand profile follows the case's hours: its shares of GPUs wanted scale with them
    demand = demand && scaledProfile(demand, x.usedHoursPerDay, r.inputs.usedHoursPerDay);
    if (demand === undefined) s.demandProfile = undefined;
  }
  // one rule for the inputs, and for the terms of the scenario's own offering (and the hybrid
  // fleet's overflow when it is that offering); every other option keeps its row's
  const ownTerms: Partial<RentTerms> = {};
  let accepts = r.accepts;
  let priceChanges = r.priceChanges;
  for (const p of given) {
    const b = p.binding;
    if (b.kind === "accepts") accepts = splitAccepts(String(o[p.name]));
    if (b.kind === "priceChanges" && b.by === "segment") {
      priceChanges = {
        ...priceChanges,
        segments: [...priceChanges.segments, ...(parseTrends(String(o[p.name])) ?? [])],
      };
    }
    if (b.kind === "priceChanges" && b.by === "offering") {
      const each = parsePriceChanges(String(o[p.name])) ?? [];
      priceChanges = {
        ...priceChanges,
        offerings: {
          ...priceChanges.offerings,
          ...Object.fromEntries(each.map((c) => [c.id, c.change])),
        },
      };
    }
    if (b.kind !== "input") continue;
    const value = b.flag ? (o[p.name] === "true" ? 1 : 0) : Number(o[p.name]) / (b.per ?? 1);
    x[b.input] = value;
    if (b.ownOffering) Object.assign(ownTerms, { [b.input]: value });
    if (b.market && b.input === "rentPriceChangePerYear") {
      priceChanges = { ...priceChanges, market: value };
    }
  }
  // the scenario's own offering's change: one of its own, else its segment's, over the market's
  const ownChange = priceChanges.offerings[r.offering.id] ??
    trendOf(priceChanges.segments, r.offering)?.change;
  if (ownChange !== undefined) {
    x.rentPriceChangePerYear = ownChange;
    ownTerms.rentPriceChangePerYear = ownChange;
  }
  // how the machine is paid: cash finances nothing; a loan or a lease runs 36 months unless said
  const financing = given.find((p) => p.binding.kind === "financing");
  if (financing !== undefined) {
    const how = o[financing.name];
    if (how === "cash") x.loanMonths = 0;
    else {
      x.paidInAdvance = how === "lease" ? 1 : 0;
      if (x.loanMonths === 0) x.loanMonths = 36;
    }
  }
  const speed: RelativeSpeed = ownTerms.rentSpeed === undefined
    ? r.speed
    : { kind: "given", speed: ownTerms.rentSpeed };
  // every rented offering at the market's change, or its own; the scenario's own at its terms
  const changed = <T extends { offering: Offering; terms: RentTerms }>(opt: T): T => {
    const change = priceChangeOf(priceChanges, opt.offering, opt.terms.rentPriceChangePerYear);
    return change === opt.terms.rentPriceChangePerYear
      ? opt
      : { ...opt, terms: { ...opt.terms, rentPriceChangePerYear: change } };
  };
  const priced = <T extends { offering: Offering; terms: RentTerms; speed: RelativeSpeed }>(
    opt: T,
  ): T =>
    opt.offering.id !== r.offering.id
      ? changed(opt)
      : { ...opt, terms: { ...opt.terms, ...ownTerms }, speed };
  const options = r.options.map(spotTerms).map(priced);
  const market = r.market.map(spotTerms).map(priced);
  const overflow = r.overflow && {
    ...r.overflow,
    terms: r.overflow.offering.id === r.offering.id
      ? { ...spotTerms(r.overflow).terms, ...ownTerms }
      : changed(spotTerms(r.overflow)).terms,
  };
  // the ranges were set around the data's values: keep them around the new ones
  const ranged = r.ranges.map((range) => {
    const before = r.inputs[range.name], after = x[range.name];
    if (before === after) return range;
    if (range.name === YEARLY_CHANGE) return movedChangeRange(range, after - before);
    const scale = before !== 0 ? after / before : 1;
    return before !== 0
      ? { name: range.name, low: range.low * scale, high: range.high * scale }
      : { name: range.name, low: after, high: after };
  });
  // a flat case counts no yearly change and so ranges none: one given is ranged by the case's row
  // of ranges.csv, moved by the change given (the market's range of trends, peaking at the one given)
  const sourced = r.rangeSources.find((row) => row.parameter === YEARLY_CHANGE);
  const moved = x[YEARLY_CHANGE] - r.inputs[YEARLY_CHANGE];
  if (
    moved !== 0 && sourced?.kind === "value" &&
    !ranged.some((range) => range.name === YEARLY_CHANGE)
  ) {
    ranged.push(
      movedChangeRange({ name: YEARLY_CHANGE, low: sourced.low, high: sourced.high }, moved),
    );
  }
  // a haircut typed other than the case's is given (typing the case's own changes nothing)
  const hardware = x.resaleHaircut !== r.inputs.resaleHaircut
    ? { ...r.hardware, resaleHaircut: x.resaleHaircut, resaleHaircutGiven: true }
    : r.hardware;
  return {
    ...r,
    scenario: s,
    demand,
    hardware,
    inputs: x,
    speed,
    options,
    market,
    accepts,
    priceChanges,
    overflow,
    ranges: defaultRanges(x, ranged, {
      names: [...new Set([...r.ranges.map((range) => range.name), ...countedCostInputs(x)])],
    }),
  };
}

const YEARLY_CHANGE = "rentPriceChangePerYear" as const;

/**
 * The range of a yearly price change moved by `by` (a change of the price's change is a sum, not
 * a product: a range around a flat price scaled would shrink to a point, one around a falling
 * price would turn over).
 */
function movedChangeRange(range: InputRange, by: number): InputRange {
  return { name: range.name, low: range.low + by, high: range.high + by, moved: true };
}

/**
 * A demand profile whose GPUs are wanted `after` ÷ `before` as often (the case's hours a day
 * moved): each level's share scaled, the hours no GPU is wanted taking the rest; shares beyond
 * every hour are scaled back to sum to 1. `undefined` when the hours were 0 (nothing to scale).
 */
function scaledProfile(
  profile: DemandProfile,
  after: number,
  before: number,
): DemandProfile | undefined {
  if (after === before) return profile;
  if (!(before > 0)) return undefined;
  const k = after / before;
  const busy = profile.levels.filter((l) => l.gpus > 0).map((l) => ({ ...l, share: l.share * k }));
  const total = busy.reduce((a, l) => a + l.share, 0);
  const levels = total > 1
    ? busy.map((l) => ({ ...l, share: l.share / total }))
    : [{ gpus: 0, share: 1 - total }, ...busy].filter((l) => l.share > 0);
  return { ...profile, levels };
}

/**
 * The schedule a case has: its row's hours a day, days a week and utilisation, or for a
 * scenario that runs jobs a month (`jobs_per_month`) the hours they take, every day at full use.
 */
export function caseSchedule(
  r: Pick<ResolvedScenario, "scenario" | "inputs">,
): Pick<Scenario, "scheduledHoursPerDay" | "daysPerWeek" | "utilization"> {
  const s = r.scenario;
  return s.jobsPerMonth !== undefined
    ? { scheduledHoursPerDay: r.inputs.usedHoursPerDay, daysPerWeek: 7, utilization: 1 }
    : {
      scheduledHoursPerDay: s.scheduledHoursPerDay,
      daysPerWeek: s.daysPerWeek,
      utilization: s.utilization,
    };
}

/** The case's schedule with the parts `o` gives in place of its own; `undefined` when `o` gives none. */
function scheduleOf(
  r: Pick<ResolvedScenario, "scenario" | "inputs">,
  o: Overrides,
): Pick<Scenario, "scheduledHoursPerDay" | "daysPerWeek" | "utilization"> | undefined {
  const parts = PARAMETERS.flatMap((p) =>
    p.binding.kind === "schedule" && o[p.name] !== undefined
      ? [[p.binding.field, Number(o[p.name])] as const]
      : []
  );
  if (parts.length === 0) return undefined;
  return { ...caseSchedule(r), ...Object.fromEntries(parts) };
}

/** The spot part of cloud terms: what a new interruption rate bills again. */
function spotPart(
  t: Pick<RentTerms, "rentOverhead" | "rentInterruptionsPerHour" | "checkpointIntervalHours">,
): Pick<RentTerms, "rentOverhead" | "rentInterruptionsPerHour" | "checkpointIntervalHours"> {
  return {
    rentOverhead: t.rentOverhead,
    rentInterruptionsPerHour: t.rentInterruptionsPerHour,
    checkpointIntervalHours: t.checkpointIntervalHours,
  };
}

/**
 * The parameter values that change the scenario, as overrides in CNY: numbers, money parameters
 * × `cnyPerDisplayUnit`, and the text of a text parameter that changes the scenario (`region`);
 * those of the report itself (scenario, language, currency) are left out.
 */
export function overridesFromParameters(
  values: Readonly<Record<string, string | number | undefined>>,
  cnyPerDisplayUnit: number,
): Overrides {
  const out: Record<string, number | string> = {};
  for (const [name, value] of Object.entries(values)) {
    const p = PARAMETERS.find((x) => x.name === name);
    if (typeof value === "string" && p !== undefined && p.binding.kind !== "report") {
      out[name] = value;
    }
    if (typeof value !== "number") continue;
    out[name] = value * (p?.money ? cnyPerDisplayUnit : 1);
  }
  return out;
}
