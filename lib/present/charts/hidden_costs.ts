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

/** Bars of how much each cost moves own − rent over the horizon, in the report's currency. */
export function hiddenCostChart(
  e: HiddenCostEffects,
  { money, scenario, ...options }: ChartOptions & { money: Money; scenario: string },
): Html {
  const t = words(money.lang).charts.hiddenCosts;
  const rows = e.effects.map((r) => ({
    label: hiddenCostLabel(r, money.lang),
    value: r.changeCny / money.cnyPerUnit,
  }));
  return barChart(
    rows,
    { title: t.title(scenario), caption: t.caption, alt: t.alt(money.currency) },
    t.axis(money.currency),
    { ...options, lang: money.lang },
  );
}
