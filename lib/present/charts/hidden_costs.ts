/**
 * The costs beside hardware and rent: how much each moves own − rent, as bars.
 *
 * @module
 */
import type { HiddenCostEffects } from "../../model/hidden_costs.ts";
import { barChart, type ChartOptions } from "../chart_kinds.ts";
import type { Html } from "../display.ts";
import type { Money } from "../format.ts";

/** Bars of how much each cost moves own − rent over the horizon, in the report's currency. */
export function hiddenCostChart(
  e: HiddenCostEffects,
  { money, scenario, ...options }: ChartOptions & { money: Money; scenario: string },
): Html {
  const rows = e.effects.map((r) => ({ label: r.label, value: r.changeCny / money.cnyPerUnit }));
  return barChart(
    rows,
    {
      title: `How much each cost moves own − rent: ${scenario}`,
      caption:
        `Above 0 the cost favours renting, below 0 owning; each counted alone at the values of hidden_costs.csv, over the scenario's horizon.`,
      alt: `Bars of the change of own − rent (${money.currency}) for each cost`,
    },
    `Change of own − rent over the horizon (${money.currency})`,
    options,
  );
}
