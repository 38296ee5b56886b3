/**
 * Sentences that state a finding, made from the numbers they describe (never written as text
 * that could go false when the data changes), in the reader's currency.
 *
 * @module
 */
import type { BreakEven, Payback } from "../model/breakeven.ts";
import type { Crossover } from "../model/monthly.ts";
import { formatNumber } from "./format.ts";

/** "owning is cheaper above 4.30 h/day", "owning is always cheaper", "owning is never cheaper". */
export function sayBreakEven(b: BreakEven, { digits = 2 } = {}): string {
  if (b.kind === "hours") {
    return `owning is cheaper ${b.ownCheaper} ${formatNumber(b.hoursPerDay, digits)} h/day`;
  }
  return b.kind === "always" ? "owning is always cheaper" : "owning is never cheaper";
}

/** "month 17" or "never within 36 months". */
export function sayPayback(p: Payback, months: number): string {
  return p.kind === "month" ? `month ${p.month}` : `never within ${months} months`;
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
  const named = moving.slice(0, count).map((r) =>
    `${r.label} (${formatNumber(r.swing, digits)}${unit ? ` ${unit}` : ""})`
  );
  return `${named.join(" and ")} ${named.length === 1 ? "moves" : "move"} it most.`;
}
