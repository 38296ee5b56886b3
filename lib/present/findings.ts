/**
 * Sentences that state a finding, made from the numbers they describe (never written as text
 * that could go false when the data changes), in the reader's currency.
 *
 * @module
 */
import type { BreakEven, Payback } from "../model/breakeven.ts";
import { costLines, LINE, presentValueLines } from "../model/cost.ts";
import type { CostInputs } from "../model/inputs.ts";
import type { Crossover } from "../model/monthly.ts";
import type { SpotStopsPaying } from "../model/spot.ts";
import { formatMoney, formatNumber, formatPercent, type Money } from "./format.ts";
import type { Lang } from "./lang.ts";
import { words } from "./messages.ts";

/** "owning is cheaper above 4.30 h/day", "owning is always cheaper", "owning is never cheaper". */
export function sayBreakEven(
  b: BreakEven,
  { digits = 2, lang = "en" }: { digits?: number; lang?: Lang } = {},
): string {
  const t = words(lang).findings.breakEven;
  if (b.kind === "hours") {
    const hours = formatNumber(b.hoursPerDay, digits, lang);
    return b.ownCheaper === "above" ? t.above(hours) : t.below(hours);
  }
  return b.kind === "always" ? t.always : t.never;
}

/** "in month 17" or "not within the 36 months drawn". */
export function sayPayback(p: Payback, months: number): string {
  return p.kind === "month"
    ? `in month ${p.month}`
    : `not within the ${formatNumber(months)} month${months === 1 ? "" : "s"} drawn`;
}

/**
 * Why the break-even is where it is, in the report's currency, from the cost lines of `inputs`
 * (owning and renting each a fixed cost plus a cost per hour used; in present value for that view):
 * "Each hour used costs 6.48 USD per GPU-hour rented against 0.12 USD per GPU-hour owned; ...".
 */
export function explainBreakEven(
  b: BreakEven,
  inputs: CostInputs,
  money: Money,
  { view = "undiscounted" }: { view?: "undiscounted" | "presentValue" } = {},
): string {
  const lines = view === "presentValue" ? presentValueLines(inputs) : costLines(inputs);
  const gpus = Math.max(1, inputs.gpuCount);
  const perHour = (cny: number) => `${formatMoney(cny / gpus, money, 2)} per GPU-hour`;
  const ownPer = lines[LINE.ownPerHour]!, rentPer = lines[LINE.rentPerHour]!;
  const fixedGap = lines[LINE.ownFixed]! - lines[LINE.rentFixed]!;
  if (inputs.horizonYears <= 0) {
    return "The horizon is 0 years: there are no hours to spread the purchase over";
  }
  if (b.kind === "hours") {
    return b.ownCheaper === "above"
      ? `Each hour used costs ${perHour(rentPer)} rented against ${perHour(ownPer)} owned; ` +
        `above ${formatNumber(b.hoursPerDay, 2)} h/day that saving covers the ${
          formatMoney(fixedGap, money)
        } by which owning's fixed costs over the horizon (purchase less resale, maintenance, capital, idle power) exceed renting's`
      : `The commitment costs the same whatever the hours, while each hour owned costs ${
        perHour(ownPer)
      }: owning is cheaper below ${formatNumber(b.hoursPerDay, 2)} h/day`;
  }
  if (b.kind === "always") {
    return ownPer <= rentPer
      ? "Owning costs less than renting even at 0 hours a day"
      : "Owning costs less than renting even at 24 hours a day";
  }
  return rentPer > ownPer
    ? `Owning would need more than 24 hours a day: each hour saves only ${
      perHour(rentPer - ownPer)
    } against ${formatMoney(fixedGap, money)} more in fixed costs over the horizon`
    : `Each hour rented costs ${perHour(rentPer)}, no more than the ${
      perHour(ownPer)
    } an owned hour costs, and owning's fixed costs are not lower`;
}

/** Where owning's monthly line meets each renting line, in one sentence. */
export function sayCrossovers(crossings: readonly Crossover[]): string {
  if (crossings.length === 0) {
    return "Owning never crosses a renting line between 0 and 730 hours a month.";
  }
  return `Owning is cheaper than ${
    crossings.map((c) => `${c.b} ${c.ownCheaper} ${formatNumber(c.hours)} h/month`).join(", ")
  }.`;
}

/** "A and B move it most" from items ranked by how much they move a result, largest first. */
export function sayMostInfluential(
  ranked: readonly { label: string; swing: number }[],
  { unit = "", digits = 1, count = 2 } = {},
): string {
  const moving = ranked.filter((r) => r.swing > 1e-9);
  if (moving.length === 0) return "No input moves it within its range.";
  const [first, ...rest] = moving.slice(0, count).map((r) =>
    `${r.label}, by ${formatNumber(r.swing, digits)}${unit ? ` ${unit}` : ""}`
  );
  return `${first} between its low and high value, moves it most${
    rest.length > 0 ? `; then ${rest.join("; ")}` : ""
  }.`;
}

/** The draws of a Monte Carlo without a break-even, in words: "12 % of draws never break even". */
export function sayWithoutBreakEven(shares: { never: number; always: number }): string {
  const parts = [
    ...(shares.never > 0 ? [`${formatPercent(shares.never, 0)} of draws never break even`] : []),
    ...(shares.always > 0 ? [`${formatPercent(shares.always, 0)} always favour owning`] : []),
  ];
  return parts.length === 0 ? "every draw has a break-even" : parts.join(", ");
}

/** Which fleet is cheapest, in words: "rent all", "own all" or "hybrid". */
export function fleetChoice(
  f: { best: { owned: number }; allOwned: { owned: number } },
): "rent all" | "own all" | "hybrid" {
  return f.best.owned === 0 ? "rent all" : f.best.owned === f.allOwned.owned ? "own all" : "hybrid";
}

/** "Hybrid is cheapest for A, B. Renting every GPU is cheapest for C." from shapes and their choice. */
export function sayFleetChoices(
  shapes: readonly { shape: string; best: ReturnType<typeof fleetChoice> }[],
): string {
  const named = (best: string) => shapes.filter((s) => s.best === best).map((s) => s.shape);
  return [
    named("hybrid").length > 0
      ? `Hybrid is cheapest for ${named("hybrid").join(", ")}.`
      : "Hybrid is cheapest for none of these shapes.",
    named("own all").length > 0
      ? `Owning every GPU is cheapest for ${named("own all").join(", ")}.`
      : "",
    named("rent all").length > 0
      ? `Renting every GPU is cheapest for ${named("rent all").join(", ")}.`
      : "",
  ].filter((s) => s !== "").join(" ");
}

/**
 * When spot stops paying against on demand, in words: "when interrupted more often than every
 * 0.15 h (163 times a day)", or that it never or always pays.
 */
export function sayStopsPaying(s: SpotStopsPaying): string {
  if (s.kind === "interval") {
    return `when interrupted more often than every ${
      formatNumber(s.hoursBetweenInterruptions, 2)
    } h (${formatNumber(s.interruptionsPerDay, 1)} times a day)`;
  }
  return s.kind === "never"
    ? "never pays: it costs more than on demand even uninterrupted"
    : "pays at any interruption rate";
}
