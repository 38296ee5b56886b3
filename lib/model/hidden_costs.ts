/**
 * The costs the documents name beside hardware and rent (people, site, data transfer, failures, a
 * cloud price that moves), and how much each moves the answer: the scenario's own − rent and
 * break-even with one of them counted at a time, then all together. Each is a set of inputs of
 * the one cost model (`cost.ts`); nothing here prices anything itself.
 *
 * @module
 */
import { type BreakEven, breakEvenHours } from "./breakeven.ts";
import { tco } from "./cost.ts";
import { OTHER_COST_NAMES, OTHER_COSTS, type OtherCost } from "./cost_items.ts";
import type { CostInputs, InputName } from "./inputs.ts";

/** The costs and the model inputs of each (the registry's `OTHER_COSTS`). */
export const HIDDEN_COSTS = Object.fromEntries(
  OTHER_COST_NAMES.map((c) => [c, OTHER_COSTS[c].inputs]),
) as { readonly [C in OtherCost]: typeof OTHER_COSTS[C]["inputs"] };

/** One of the costs beside hardware and rent. */
export type HiddenCost = OtherCost;

/** The costs in the order the documents name them. */
export const HIDDEN_COST_NAMES: HiddenCost[] = OTHER_COST_NAMES;

/** The cost an input belongs to, `undefined` for the inputs of hardware and rent. */
export function hiddenCostOf(name: string): HiddenCost | undefined {
  return HIDDEN_COST_NAMES.find((c) => (HIDDEN_COSTS[c] as readonly string[]).includes(name));
}

/** Values to count each cost at: model inputs in base units (CNY, GB, hours, fractions). */
export type WhatIf = Partial<Record<HiddenCost, Partial<CostInputs>>>;

/** What-if values from rows that each give one input of one cost. */
export function whatIfFrom(
  rows: readonly { cost: HiddenCost; parameter: InputName; value: number }[],
): WhatIf {
  const out: WhatIf = {};
  for (const r of rows) out[r.cost] = { ...out[r.cost], [r.parameter]: r.value };
  return out;
}

/** The answer with one cost counted (or all of them), beside the scenario's. */
export interface HiddenCostEffect {
  /** The cost counted, or `all` of them together: a key the presentation words. */
  cost: HiddenCost | "all";
  /** Own − rent over the horizon with the cost counted, CNY (above 0: renting is cheaper). */
  ownMinusRentCny: number;
  /** How much counting it moves own − rent, CNY. */
  changeCny: number;
  /** The break-even with the cost counted. */
  breakEven: BreakEven;
  /** Break-even hours a day with it less without it, where both are hours; `null` otherwise. */
  breakEvenChangeHours: number | null;
}

/** The scenario's answer, and each cost's effect on it, largest change first. */
export interface HiddenCostEffects {
  /** Own − rent over the horizon as the scenario has it, CNY (above 0: renting is cheaper). */
  ownMinusRentCny: number;
  /** The scenario's break-even. */
  breakEven: BreakEven;
  /** One row per cost `whatIf` gives, ranked by |changeCny|. */
  effects: HiddenCostEffect[];
  /** Every cost of `whatIf` counted together; `null` when it gives none. */
  all: HiddenCostEffect | null;
}

/**
 * How much each cost of `whatIf` moves own − rent and the break-even of `inputs`, counted one at
 * a time over the scenario's own values, then all together.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { hiddenCostEffects } from "./hidden_costs.ts";
 * import { SEED_3090 } from "./inputs.ts";
 *
 * // a cloud price falling 25 % a year: 3 years of rent cost 67.8 % of flat, 4,937 CNY less
 * const trend = { price_trend: { rentPriceChangePerYear: -0.25 } };
 * const [effect] = hiddenCostEffects(SEED_3090, trend).effects;
 * assert.equal(effect!.changeCny.toFixed(0), "4937");
 * ```
 */
export function hiddenCostEffects(inputs: CostInputs, whatIf: WhatIf): HiddenCostEffects {
  const base = tco(inputs).ownMinusRent;
  const baseBreakEven = breakEvenHours(inputs);
  const effect = (cost: HiddenCost | "all", x: CostInputs): HiddenCostEffect => {
    const ownMinusRentCny = tco(x).ownMinusRent;
    const breakEven = breakEvenHours(x);
    return {
      cost,
      ownMinusRentCny,
      changeCny: ownMinusRentCny - base,
      breakEven,
      breakEvenChangeHours: breakEven.kind === "hours" && baseBreakEven.kind === "hours"
        ? breakEven.breakEvenHoursPerDay - baseBreakEven.breakEvenHoursPerDay
        : null,
    };
  };
  const given = HIDDEN_COST_NAMES.filter((c) => whatIf[c] !== undefined);
  const effects = given.map((c) => effect(c, { ...inputs, ...whatIf[c] }))
    .sort((a, b) => Math.abs(b.changeCny) - Math.abs(a.changeCny));
  const together = given.reduce((x, c) => ({ ...x, ...whatIf[c] }), inputs);
  return {
    ownMinusRentCny: base,
    breakEven: baseBreakEven,
    effects,
    all: given.length > 0 ? effect("all", together) : null,
  };
}
