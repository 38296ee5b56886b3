/**
 * Applying overrides: the parameters a reader sets (`-p hours_per_day=6`, a notebook's
 * `parameters` cell) become changes of a resolved scenario's inputs, its options and its ranges.
 *
 * @module
 */
import type { Offering, Scenario } from "../data/load.ts";
import { type CostInputs, usedHoursPerDay } from "../model/inputs.ts";
import type { CloudTerms } from "../model/monthly.ts";
import { countedCostInputs, defaultRanges } from "../model/sensitivity.ts";
import type { ResolvedScenario } from "./resolve.ts";
import { scenarioTerms } from "./terms.ts";
import { splitAccepts } from "../data/accepts.ts";
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
 * `lib/params.ts`). The cloud's price and its yearly change (`cloud_price`,
 * `cloud_price_change`) set the scenario's own offering, and the hybrid fleet's overflow when it
 * is that offering; every other option is billed with its own row's. `hours_per_day`
 * is the hours the GPU works a day: with it the schedule is those hours every day at full use
 * unless `days_per_week` or `utilization` are given too; without it, days and utilisation
 * change the scenario's own schedule.
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
  const spotTerms = <T extends { offering: Offering; terms: CloudTerms }>(opt: T): T =>
    opt.offering.pricingModel === "spot" && rebill
      ? { ...opt, terms: { ...scenarioTerms(opt.offering, s), ...priceOf(opt.terms) } }
      : opt;
  const own = spotTerms(r.options[0]!);
  const x: CostInputs = own === r.options[0]
    ? { ...r.inputs }
    : { ...r.inputs, ...own.terms, ...priceOf(r.inputs) };
  const hours = scheduledHours(s, o);
  if (hours !== undefined) x.usedHoursPerDay = hours;
  // one rule for the inputs, and for the terms of the scenario's own offering (and the hybrid
  // fleet's overflow when it is that offering); every other option keeps its row's
  const ownTerms: Partial<CloudTerms> = {};
  let accepts = r.accepts;
  for (const p of given) {
    const b = p.binding;
    if (b.kind === "accepts") accepts = splitAccepts(String(o[p.name]));
    if (b.kind !== "input") continue;
    const value = Number(o[p.name]) / (b.per ?? 1);
    x[b.input] = value;
    if (b.ownOffering) Object.assign(ownTerms, { [b.input]: value });
  }
  const priced = <T extends { offering: Offering; terms: CloudTerms }>(opt: T): T =>
    opt.offering.id !== r.offering.id ? opt : { ...opt, terms: { ...opt.terms, ...ownTerms } };
  const options = r.options.map(spotTerms).map(priced);
  const market = r.market.map(spotTerms).map(priced);
  const overflow = r.overflow && priced(spotTerms(r.overflow));
  // the ranges were set around the data's values: keep them around the new ones
  const ranged = r.ranges.map((range) => {
    const before = r.inputs[range.name], after = x[range.name];
    if (before === after) return range;
    const scale = before !== 0 ? after / before : 1;
    return before !== 0
      ? { name: range.name, low: range.low * scale, high: range.high * scale }
      : { name: range.name, low: after, high: after };
  });
  return {
    ...r,
    scenario: s,
    inputs: x,
    options,
    market,
    accepts,
    overflow,
    ranges: defaultRanges(x, ranged, {
      names: [...new Set([...r.ranges.map((range) => range.name), ...countedCostInputs(x)])],
    }),
  };
}

/**
 * The used hours a day when a part of the schedule is given, else `undefined`: the parts given,
 * the others at their `withHours` value when the hours a day are given (every day at full use),
 * else at the scenario row's.
 */
function scheduledHours(s: Scenario, o: Overrides): number | undefined {
  const parts = PARAMETERS.flatMap((p) =>
    p.binding.kind === "schedule" ? [{ name: p.name, ...p.binding }] : []
  );
  if (!parts.some((part) => o[part.name] !== undefined)) return undefined;
  const hoursGiven = parts.some((part) =>
    part.field === "scheduledHoursPerDay" && o[part.name] !== undefined
  );
  const value = (field: "scheduledHoursPerDay" | "daysPerWeek" | "utilization") => {
    const part = parts.find((x) => x.field === field);
    const v = part && o[part.name];
    if (v !== undefined) return Number(v);
    return hoursGiven && part?.withHours !== undefined ? part.withHours : s[field];
  };
  return usedHoursPerDay(value("scheduledHoursPerDay"), value("daysPerWeek"), value("utilization"));
}

/** The price part of cloud terms, kept when spot's rate is overridden. */
function priceOf(
  t: Pick<CloudTerms, "cloudCnyPerGpuHour">,
): Pick<CloudTerms, "cloudCnyPerGpuHour"> {
  return { cloudCnyPerGpuHour: t.cloudCnyPerGpuHour };
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
