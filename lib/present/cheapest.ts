/**
 * The cheapest way to get a scenario's hours (`cheapestWay()` of `lib/scenario/cheapest.ts`) in
 * words: the headline figures and the rows of the ways weighed, in the report's language and
 * currency.
 *
 * @module
 */
import type { CheapestWay, WayToRent } from "../scenario/cheapest.ts";
import { sayBreakEven } from "./findings.ts";
import { formatMoney, type Money } from "./format.ts";
import { words } from "../words/messages.ts";

/**
 * The headline of the cheapest way: what is cheapest at the scenario's hours (owning or a way to
 * rent), the cheapest way to rent, the scenario's own offering, and owning against the cheapest
 * way, as `{label, value}` pairs for `headline()` of `display.ts`.
 */
export function cheapestHeadline(
  way: CheapestWay,
  money: Money,
): { label: string; value: string }[] {
  const w = words(money.lang).notebooks.cheapest;
  const named = (x: WayToRent) => w.way(x.label, x.offering.id, formatMoney(x.totalCny, money));
  return [
    {
      label: w.best,
      value: way.best === "own"
        ? `${w.owning}: ${formatMoney(way.ownCny, money)}`
        : named(way.cheapest),
    },
    { label: w.rentCheapest, value: named(way.cheapest) },
    { label: w.scenarioWay, value: named(way.scenarioWay) },
    { label: w.againstIt, value: sayBreakEven(way.breakEven, { lang: money.lang }) },
  ];
}

/** The ways weighed, cheapest first: label, offering id, region, cost over the horizon (CNY) and that cost less owning's. */
export function cheapestRows(way: CheapestWay): {
  way: string;
  offering: string;
  region: string;
  total: number;
  againstOwning: number;
}[] {
  return way.weighed.map((w) => ({
    way: w.label,
    offering: w.offering.id,
    region: w.offering.region,
    total: w.totalCny,
    againstOwning: w.totalCny - way.ownCny,
  }));
}
