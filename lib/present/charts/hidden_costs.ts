/**
 * The costs beside hardware and rent: how much each moves own − rent, as bars.
 *
 * @module
 */
import type { HiddenCostEffects } from "../../model/hidden_costs.ts";
import { barChart, type ChartOptions } from "../chart_kinds.ts";
import type { Html } from "../display.ts";
import type { Money } from "../format.ts";
import { words } from "../../words/messages.ts";
import { hiddenCostLabel } from "../hidden_costs.ts";

/**
 * A bar shorter than this share of the longest is not drawn (1/200: under 2.5 px on a 960 px
 * chart, which reads as an empty row), as the tornado's inputs that do not move the result.
 */
const VISIBLE_SHARE = 200;

/**
 * Bars of how much each cost moves own − rent over the horizon, in the report's currency. A cost
 * that does not change it in this case (a cloud price trend when nothing is rented), or by too
 * little to draw, has no bar: the caption names it, and the table of effects gives its amount.
 */
export function hiddenCostChart(
  e: HiddenCostEffects,
  { money, scenario, ...options }: ChartOptions & { money: Money; scenario: string },
): Html {
  const t = words(money.lang).charts.hiddenCosts;
  const rows = e.effects.map((r) => ({
    label: hiddenCostLabel(r, money.lang),
    value: r.changeCny / money.cnyPerUnit,
  }));
  const longest = Math.max(0, ...rows.map((r) => Math.abs(r.value)));
  const drawn = rows.filter((r) => Math.abs(r.value) > longest / VISIBLE_SHARE);
  const still = rows.filter((r) => !drawn.includes(r)).map((r) => r.label);
  return barChart(
    drawn,
    {
      title: t.title(scenario),
      caption: t.caption + (still.length > 0 ? t.unchanged(still) : ""),
      alt: t.alt(money.currency),
    },
    t.axis(money.currency),
    { ...options, lang: money.lang },
  );
}
