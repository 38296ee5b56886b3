/**
 * How a case's machine is resold (`-p resale=`): by its rule (`rule`, the default: the
 * `residual_fraction`, `residual_years` and `resale_haircut` of its row of `hardware.csv`, or the
 * parameters that set them), or by the used market (`market`): where `used_prices.csv` has rows
 * for the machine's GPU model, the resale curve is set to pass through the table's shares of the
 * price new, interpolated by age, at the ages the case reads (`marketCurve()` of
 * `lib/model/resale_market.ts`), and the shares apply to the machine's purchase price; a GPU model
 * the table lacks keeps the rule, and says so. No I/O: the what-if page runs it.
 *
 * @module
 */
import type { UsedPrice } from "../data/load.ts";
import { type MarketCurve, marketCurve, type MarketPoints } from "../model/resale_market.ts";
import type { ResolvedScenario } from "./resolve.ts";

/** The two ways a machine is resold: its rule, or the used market's table. */
export const RESALE_CHOICES = ["rule", "market"] as const;

/** A way a machine is resold. */
export type ResaleChoice = (typeof RESALE_CHOICES)[number];

/** How a case's machine was resold, and from what: what its assumptions state. */
export type ResaleBasis =
  | {
    kind: "rule";
    /** What the reader asked for: the rule, or the market where the table has no row of the GPU model. */
    asked: ResaleChoice;
    /** The machine's GPU model. */
    gpuModel: string;
    /** The rule's share of the purchase left at `residualYears`. */
    residualFraction: number;
    /** The rule's years. */
    residualYears: number;
    /** The rule's haircut. */
    resaleHaircut: number;
  }
  | {
    kind: "market";
    /** The machine's GPU model. */
    gpuModel: string;
    /** The rows of `used_prices.csv` read, with their sources and dates. */
    rows: UsedPrice[];
    /** The shares read at the two ages, and the curve through them. */
    market: MarketCurve;
  };

/**
 * The case `applied` with its machine resold as `choice` says: `market` and rows of `usedPrices`
 * for the machine's GPU model set the resale curve's inputs through the table's shares at the
 * case's ages (the machine's age today when already owned, and at the horizon's end); else the
 * case as it is. Returns the case and how it was resold.
 */
export function withResale(
  applied: ResolvedScenario,
  usedPrices: readonly UsedPrice[],
  choice: ResaleChoice,
): { applied: ResolvedScenario; resale: ResaleBasis } {
  const x = applied.inputs;
  const gpuModel = applied.hardware.gpuModel;
  const rows = choice === "market" ? usedPrices.filter((u) => u.gpuModel === gpuModel) : [];
  if (rows.length === 0) {
    return {
      applied,
      resale: {
        kind: "rule",
        asked: choice,
        gpuModel,
        residualFraction: x.residualFraction,
        residualYears: x.residualYears,
        resaleHaircut: x.resaleHaircut,
      },
    };
  }
  const market = marketCurve(
    rows.map((r) => ({ ageYears: r.ageYears, share: r.shareOfNew })) as unknown as MarketPoints,
    {
      horizonYears: x.horizonYears,
      ownedAgeYears: x.alreadyOwned > 0 ? x.ownedAgeYears : undefined,
    },
  );
  return {
    applied: { ...applied, inputs: { ...x, ...market.curve } },
    resale: { kind: "market", gpuModel, rows, market },
  };
}
