/**
 * Sentences that state a finding, made from the numbers they describe (never written as text
 * that could go false when the data changes), in the reader's currency and language: the words
 * come from the catalogue (`lib/words/messages/findings.ts`). Functions given `money` speak its
 * language; the others take `{ lang }` (default English).
 *
 * @module
 */
import type { BreakEven, BreakEvenReason, Payback, PaybackReason } from "../model/breakeven.ts";
import { costLines, LINE, presentValueLines } from "../model/cost.ts";
import type { CostInputs } from "../model/inputs.ts";
import type { Crossover } from "../model/monthly.ts";
import type { BreakEvenShareReason, HybridResult } from "../model/hybrid.ts";
import type { FleetChoice } from "../model/fleet_shapes.ts";
import type { SpotReason, SpotStopsPaying } from "../model/spot.ts";
import { CNY, formatMoney, formatNumber, formatPercent, type Money } from "./format.ts";
import type { Lang } from "../lang.ts";
import { words } from "../words/messages.ts";
import type { HybridUnavailableReason } from "../scenario/results.ts";
import type { SkippedMachine } from "../scenario/full_load.ts";

/** "owning is cheaper above 4.30 h/day", "owning is always cheaper", "owning is never cheaper". */
export function sayBreakEven(
  b: BreakEven,
  { digits = 2, lang = "en" }: { digits?: number; lang?: Lang } = {},
): string {
  const t = words(lang).findings.breakEven;
  if (b.kind === "hours") {
    const hours = formatNumber(b.breakEvenHoursPerDay, digits, lang);
    return b.ownCheaper === "above" ? t.above(hours) : t.below(hours);
  }
  return b.kind === "always" ? t.always : t.never;
}

/** "in month 17" or "not within the 36 months drawn". */
export function sayPayback(
  p: Payback,
  months: number,
  { lang = "en" }: { lang?: Lang } = {},
): string {
  const t = words(lang).findings.payback;
  return p.kind === "month"
    ? t.inMonth(p.month)
    : t.notWithin(formatNumber(months, 0, lang), months !== 1);
}

/**
 * The model's reason for a break-even (`BreakEven`'s `why`) in words, its money in `money`'s
 * currency and language: "Each hour used costs 55.04 USD/h rented against 0.96 USD/h owned: the
 * saving pays the fixed cost of owning above 4.17 h/day" (the 8×H100 server of
 * `team-8xh100-247`). Amounts per hour are per hour used of the whole machine, as the model's
 * cost lines are.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { breakEvenHours } from "../model/breakeven.ts";
 * import { SEED_3090 } from "../model/inputs.ts";
 * import { sayBreakEvenReason } from "./findings.ts";
 *
 * // B14: 3.5 CNY/h rented, 0.65 kW × 1 CNY/kWh = 0.65 CNY/h owned, 4.30 h/day
 * const b = breakEvenHours(SEED_3090);
 * assert.equal(
 *   sayBreakEvenReason(b.why, { currency: "CNY", cnyPerUnit: 1, lang: "en" }),
 *   "Each hour used costs 3.50 CNY/h rented against 0.65 CNY/h owned: the saving pays the fixed cost of owning above 4.30 h/day",
 * );
 * ```
 */
export function sayBreakEvenReason(why: BreakEvenReason, money: Money): string {
  const t = words(money.lang).findings.reasons.breakEven;
  const perHour = (cny: number) => formatMoney(cny, money, 2);
  const hours = (h: number) => formatNumber(h, 2, money.lang);
  switch (why.kind) {
    case "saving-pays-fixed":
      return t[why.kind](
        perHour(why.rentedPerHour),
        perHour(why.ownedPerHour),
        hours(why.breakEvenHoursPerDay),
      );
    case "commitment-flat":
      return t[why.kind](perHour(why.ownedPerHour), hours(why.breakEvenHoursPerDay));
    case "owned-hour-dearer":
      return t[why.kind](
        perHour(why.rentedPerHour),
        perHour(why.ownedPerHour),
        hours(why.breakEvenHoursPerDay),
      );
    case "cheaper-at-24h":
      return t[why.kind](formatMoney(why.ownFixed, money, 0), formatMoney(why.rentFixed, money, 0));
    case "over-24h":
      return t[why.kind](
        perHour(why.rentMinusOwnPerHour),
        formatMoney(why.fixedOwnMinusRent, money, 0),
      );
    case "rent-hour-cheaper":
      return t[why.kind](perHour(why.rentedPerHour), perHour(why.ownedPerHour));
    case "fixed-tco-undefined":
      return t[why.kind](
        formatNumber(why.horizonYears, 2, money.lang).replace(/\.?0+$/, ""),
        perHour(why.rentPerHour),
      );
    case "fixed-tco-over-24h":
      return t[why.kind](hours(why.hoursPerDay));
    default:
      return t[why.kind];
  }
}

/** Why owning does not pay back (`Payback`'s `why`), in words: "… within the horizon's 36 months". */
export function sayPaybackReason(
  why: PaybackReason,
  { lang = "en" }: { lang?: Lang } = {},
): string {
  return words(lang).findings.reasons.payback[why.kind](
    formatNumber(why.months, 0, lang),
    why.months !== 1,
  );
}

/**
 * Why spot never or always pays against on demand (`SpotStopsPaying`'s `why`), in words, its
 * prices per GPU-hour in `money`'s currency and language.
 */
export function saySpotReason(why: SpotReason, money: Money): string {
  const t = words(money.lang).findings.reasons.spot;
  return why.kind === "spot-not-cheaper"
    ? t[why.kind](
      formatMoney(why.spotPerGpuHour, money, 2),
      formatMoney(why.onDemandPerGpuHour, money, 2),
    )
    : t[why.kind];
}

/** Why no owned GPU of a hybrid fleet pays for itself (`BreakEvenShare`'s `why`), in words. */
export function sayBreakEvenShareReason(
  why: BreakEvenShareReason,
  { lang = "en" }: { lang?: Lang } = {},
): string {
  return words(lang).findings.reasons.share[why.kind];
}

/**
 * Why the break-even is where it is, in the report's currency and language, from the cost lines
 * of `inputs` (owning and renting each a fixed cost plus a cost per hour used; in present value
 * for that view): "Each hour used costs 6.48 USD per GPU-hour rented against 0.12 USD per GPU-hour
 * owned; ...".
 */
export function explainBreakEven(
  b: BreakEven,
  inputs: CostInputs,
  money: Money,
  { view = "undiscounted" }: { view?: "undiscounted" | "presentValue" } = {},
): string {
  const t = words(money.lang).findings.explainBreakEven;
  const lines = view === "presentValue" ? presentValueLines(inputs) : costLines(inputs);
  const gpus = Math.max(1, inputs.gpuCount);
  const perHour = (cny: number) => formatMoney(cny / gpus, money, 2);
  const ownPer = lines[LINE.ownPerHour]!, rentPer = lines[LINE.rentPerHour]!;
  const fixedOwnMinusRent = lines[LINE.ownFixed]! - lines[LINE.rentFixed]!;
  const said = words(money.lang).findings.reasons.breakEven;
  if (inputs.horizonYears <= 0) return said["no-horizon"];
  if (b.kind === "hours") {
    const hours = formatNumber(b.breakEvenHoursPerDay, 2, money.lang);
    return b.ownCheaper === "above"
      ? t.above(perHour(rentPer), perHour(ownPer), hours, formatMoney(fixedOwnMinusRent, money))
      : t.below(perHour(ownPer), hours);
  }
  if (b.kind === "always") return ownPer <= rentPer ? said["cheaper-at-zero"] : t.alwaysAtFull;
  return rentPer > ownPer
    ? t.neverEnoughHours(perHour(rentPer - ownPer), formatMoney(fixedOwnMinusRent, money))
    : t.neverCheaperHour(perHour(rentPer), perHour(ownPer));
}

/** Why a scenario's hybrid fleet is not priced, in `lang`. */
export function sayHybridUnavailable(why: HybridUnavailableReason, lang: Lang = "en"): string {
  return words(lang).tables.noOverflow(why.gpuModel);
}

/** Why a machine is left out of the comparisons at 7×24, in `lang`. */
export function saySkippedMachine(s: SkippedMachine, lang: Lang = "en"): string {
  const t = words(lang).model.skipped;
  return s.reason.kind === "noOffering"
    ? t.noOffering(s.reason.gpuModel)
    : t.noSiteOrFinance(s.reason.row, s.reason.column);
}

/** Where owning's monthly line meets each renting line, in one sentence. */
export function sayCrossovers(
  crossings: readonly Crossover[],
  { lang = "en" }: { lang?: Lang } = {},
): string {
  const t = words(lang).findings.crossovers;
  if (crossings.length === 0) return t.none;
  return t.all(crossings.map((c) => t.one(c.b, c.ownCheaper, formatNumber(c.hours, 0, lang))));
}

/**
 * "A and B move it most" from items ranked by how much they move a result, largest first; `unit`
 * follows each swing as given (in the report's language).
 */
export function sayMostInfluential(
  ranked: readonly { label: string; swing: number }[],
  { unit = "", digits = 1, count = 2, lang = "en" }: {
    unit?: string;
    digits?: number;
    count?: number;
    lang?: Lang;
  } = {},
): string {
  const t = words(lang).findings.mostInfluential;
  const moving = ranked.filter((r) => r.swing > 1e-9);
  if (moving.length === 0) return t.none;
  return t.ranked(
    moving.slice(0, count).map((r) => ({
      label: r.label,
      swing: `${formatNumber(r.swing, digits, lang)}${unit ? ` ${unit}` : ""}`,
    })),
  );
}

/** The draws of a Monte Carlo without a break-even, in words: "12 % of draws never break even". */
export function sayWithoutBreakEven(
  shares: { never: number; always: number },
  { lang = "en" }: { lang?: Lang } = {},
): string {
  const t = words(lang).findings.withoutBreakEven;
  const parts = [
    ...(shares.never > 0 ? [t.never(formatPercent(shares.never, 0, lang))] : []),
    ...(shares.always > 0 ? [t.always(formatPercent(shares.always, 0, lang))] : []),
  ];
  return parts.length === 0 ? t.every : t.join(parts);
}

/** A fleet choice in words: "hybrid" / "混合方案". */
export function sayFleetChoice(
  choice: FleetChoice,
  { lang = "en" }: { lang?: Lang } = {},
): string {
  return words(lang).findings.fleet.choice[choice];
}

/** "Hybrid is cheapest for A, B. Renting every GPU is cheapest for C." from shapes and their choice. */
export function sayFleetChoices(
  shapes: readonly { shape: string; choice: FleetChoice }[],
  { lang = "en" }: { lang?: Lang } = {},
): string {
  const w = words(lang).findings;
  const t = w.fleet;
  const named = (choice: FleetChoice) =>
    shapes.filter((s) => s.choice === choice).map((s) => t.shape(s.shape));
  const hybrid = named("hybrid"), ownAll = named("own all"), rentAll = named("rent all");
  return w.joinSentences([
    hybrid.length > 0 ? t.hybridFor(w.joinNames(hybrid)) : t.hybridForNone,
    ...(ownAll.length > 0 ? [t.ownAllFor(w.joinNames(ownAll))] : []),
    ...(rentAll.length > 0 ? [t.rentAllFor(w.joinNames(rentAll))] : []),
  ]);
}

/**
 * The rule behind the cheapest fleet, in sentences made from its numbers: one GPU's break-even
 * share and the machines that pay by their hours; what the rented side's fixed costs do (the
 * machines that would end all renting, what they lose by their hours against what ending renting
 * saves, and the share from which they pay: {@linkcode EndsRenting}); then the fleet to own.
 *
 * @example
 * ```ts
 * import { hybridFleet, perGpuCosts } from "../model/hybrid.ts";
 * import { SEED_3090 } from "../model/inputs.ts";
 * import { sayFleetRule } from "./findings.ts";
 *
 * sayFleetRule(hybridFleet([{ gpus: 0, share: 0.83 }, { gpus: 1, share: 0.17 }], perGpuCosts({ ...SEED_3090, storageGb: 500 })));
 * // "One GPU breaks even at 17.9 % of the hours, and demand reaches no GPU that often. GPU 1 is
 * // wanted 17.0 % of the hours and would lose 695 CNY against renting those hours, but owning it
 * // ends all renting, which saves the rented side's fixed costs (…: 9,198 CNY over the horizon):
 * // with them it pays above 5.6 %. Own 1 GPU and rent nothing."
 * ```
 */
export function sayFleetRule(
  f: Pick<
    HybridResult,
    | "best"
    | "breakEvenUtilization"
    | "ownedBreakEven"
    | "machineGpus"
    | "machineReach"
    | "machineSavings"
    | "endsRenting"
  >,
  money: Money = CNY,
): string {
  const lang = money.lang ?? "en";
  const w = words(lang).findings;
  const t = w.fleet.rule;
  const percent = (x: number) => formatPercent(x, 1, lang);
  const g = f.machineGpus;
  // the machines that pay by their hours come first (their savings fall machine by machine)
  const found = f.machineSavings.findIndex((x) => !(x > 0));
  const paying = found === -1 ? f.machineSavings.length : found;
  const b = f.breakEvenUtilization;
  const e = f.endsRenting;
  const group = e.kind === "none" ? [] : [
    (e.kind === "owns" ? t.owns : t.rents)(
      t.group(e.first, e.last, g),
      e.gpus === 1,
      percent(e.reach),
      formatMoney(e.shortfall, money),
      formatMoney(e.rentFixed, money),
      e.breakEven === null ? null : percent(e.breakEven),
    ),
  ];
  // the machine already owned, the first: its own break-even, then the machines bought beyond it
  const owned = f.ownedBreakEven;
  const first = owned === null || owned.kind !== "share" ? [] : [
    t.owned(percent(owned.utilization), percent(f.machineReach[0] ?? 0), paying > 0, g),
  ];
  const beyond = first.length > 0;
  const bought = beyond ? Math.max(0, paying - 1) : paying;
  const best = f.best;
  return w.joinSentences([
    ...first,
    b.kind !== "share"
      ? t.noneByHours
      : b.utilization > 1
      ? t.noneAllHours(percent(b.utilization), beyond)
      : t.byHours(percent(b.utilization), bought, g, beyond),
    ...group,
    best.owned === 0 ? t.rentAll : t.own(best.owned, best.machines, g, best.rent > 0),
  ]);
}

/**
 * Spot at the scenario's rate against on demand, in words, from its price per useful hour over
 * on demand's: "costs 31.2 % of on demand per useful hour: it pays at this rate", or, above 1,
 * "costs 3.50 times on demand per useful hour: at this rate it never pays back its interruptions".
 */
export function saySpotAtRate(
  costShareOfOnDemand: number,
  { lang = "en", pair }: { lang?: Lang; pair?: { spot: string; onDemand: string } } = {},
): string {
  const t = words(lang).findings.spotAtRate;
  // which two offerings, where the caller names them: spot's and the on-demand one it is against
  const which = pair === undefined ? "" : t.pair(pair.spot, pair.onDemand);
  return which +
    (costShareOfOnDemand <= 1
      ? t.pays(formatPercent(costShareOfOnDemand, 1, lang))
      : t.doesNotPay(formatNumber(costShareOfOnDemand, 2, lang)));
}

/**
 * When spot stops paying against on demand, in words: "when interrupted more often than every
 * 0.39 h (61.7 times a day)", or that it never or always pays.
 */
export function sayStopsPaying(
  s: SpotStopsPaying,
  { lang = "en" }: { lang?: Lang } = {},
): string {
  const t = words(lang).findings.spotStopsPaying;
  if (s.kind === "interval") {
    return t.interval(
      formatNumber(s.hoursBetweenInterruptions, 2, lang),
      formatNumber(s.interruptionsPerDay, 1, lang),
    );
  }
  return s.kind === "never" ? t.never : t.always;
}
