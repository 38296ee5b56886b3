/**
 * The resale of a machine read from the used market (`-p resale=market`): the share of its price
 * new that a GPU model sells for at an age, interpolated in a table of observations
 * ({@linkcode marketShareAt}), and the resale curve of `cost_basis.ts` set to pass through the
 * table's shares at the two ages a case reads ({@linkcode marketCurve}): the machine's value when
 * the horizon starts and when it ends.
 *
 * @module
 */

/** One point of a used-market table: a share of the price new at an age. */
export interface MarketPoint {
  /** Years from the GPU model's launch to the observation. */
  ageYears: number;
  /** What it sold for ÷ its price new, a fraction. */
  share: number;
}

/** A used-market table: at least one point (a GPU model the table lacks has none to read). */
export type MarketPoints = readonly [MarketPoint, ...MarketPoint[]];

/** A share read off the table at an age, and how it was read. */
export interface MarketShare {
  /** The age asked for, years. */
  ageYears: number;
  /** The share of the price new at that age. */
  share: number;
  /**
   * `between`: interpolated between two ages the table has (or at one); `below` or `above`: the
   * age lies before the table's youngest or after its oldest, whose share is held (the table says
   * nothing there).
   */
  read: "between" | "below" | "above";
}

/**
 * The table's points by age, those at one age averaged (two ends of a range the source gives):
 * ascending ages.
 */
export function marketPoints(points: readonly MarketPoint[]): MarketPoint[] {
  const byAge = new Map<number, number[]>();
  for (const p of points) byAge.set(p.ageYears, [...(byAge.get(p.ageYears) ?? []), p.share]);
  return [...byAge.entries()]
    .map(([ageYears, s]) => ({ ageYears, share: s.reduce((a, b) => a + b, 0) / s.length }))
    .sort((a, b) => a.ageYears - b.ageYears);
}

/**
 * The share of the price new a GPU model sells for at `ageYears`, by linear interpolation in
 * `points` (those at one age averaged, {@linkcode marketPoints}); before the youngest age or after
 * the oldest, that end's share held.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { type MarketPoints, marketShareAt } from "./resale_market.ts";
 *
 * const points: MarketPoints = [{ ageYears: 2, share: 0.6 }, { ageYears: 4, share: 0.4 }];
 * assert.deepEqual(marketShareAt(points, 3), { ageYears: 3, share: 0.5, read: "between" });
 * assert.equal(marketShareAt(points, 6).share, 0.4); // held after the oldest age
 * ```
 */
export function marketShareAt(points: MarketPoints, ageYears: number): MarketShare {
  const p = marketPoints(points);
  const first = p[0]!, last = p[p.length - 1]!;
  if (ageYears < first.ageYears) return { ageYears, share: first.share, read: "below" };
  if (ageYears > last.ageYears) return { ageYears, share: last.share, read: "above" };
  const i = p.findIndex((x) => x.ageYears >= ageYears);
  const b = p[i]!;
  if (b.ageYears === ageYears || i === 0) return { ageYears, share: b.share, read: "between" };
  const a = p[i - 1]!;
  const t = (ageYears - a.ageYears) / (b.ageYears - a.ageYears);
  return { ageYears, share: a.share + t * (b.share - a.share), read: "between" };
}

/** The resale curve's three inputs (`residualFraction`, `residualYears`, `resaleHaircut`). */
export interface CurveInputs {
  /** Share of the purchase left at `residualYears`. */
  residualFraction: number;
  /** The age at which `residualFraction` is left, years. */
  residualYears: number;
  /** Share lost at once to the used market. */
  resaleHaircut: number;
}

/** The market's resale of a case: the shares read at its two ages, and the curve through them. */
export interface MarketCurve {
  /** The share when the horizon starts: at the machine's age when already owned; `undefined` when bought (new, the purchase price). */
  start: MarketShare | undefined;
  /** The share at the horizon's end: at age + horizon when owned, at the horizon when bought. */
  end: MarketShare;
  /**
   * Whether the curve holds the value flat where the table rises between the two ages (the
   * resale curve never rises): the end's share is then the start's.
   */
  heldFlat: boolean;
  /** The curve's inputs. */
  curve: CurveInputs;
}

/**
 * The resale curve through the used market's shares at the ages a case reads. The curve of
 * `usedValue()` (`cost_basis.ts`) is purchase × s × q^age, s = 1 − haircut, q = (f / s)^(1 / r):
 *
 * - bought (`ownedAgeYears` undefined): from the purchase price new to the table's share m(T) at
 *   the horizon T: f = m(T), r = T, no haircut;
 * - already owned at age A: through m(A) today and m(A + T) at the end: q = (m(A + T) ÷
 *   m(A))^(1/T), s = m(A) ÷ q^A, so f = m(A + T) at r = A + T, haircut 1 − s. Where the table
 *   rises between the two ages the curve is held flat at m(A) (q = 1): it cannot rise.
 *
 * A horizon of 0 reads the share at A alone (nothing is sold later).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { marketCurve, type MarketPoints } from "./resale_market.ts";
 *
 * const points: MarketPoints = [{ ageYears: 2, share: 0.6 }, { ageYears: 4, share: 0.4 }];
 * // bought, sold after 3 years: 50 % left at 3 years, no haircut
 * assert.deepEqual(marketCurve(points, { horizonYears: 3 }).curve, {
 *   residualFraction: 0.5, residualYears: 3, resaleHaircut: 0,
 * });
 * ```
 */
export function marketCurve(
  points: MarketPoints,
  { horizonYears, ownedAgeYears }: { horizonYears: number; ownedAgeYears?: number },
): MarketCurve {
  const years = Math.max(0, horizonYears);
  if (ownedAgeYears === undefined) {
    const end = marketShareAt(points, years);
    return {
      start: undefined,
      end,
      heldFlat: false,
      curve: {
        residualFraction: end.share,
        residualYears: years > 0 ? years : 1,
        resaleHaircut: 0,
      },
    };
  }
  const age = Math.max(0, ownedAgeYears);
  const start = marketShareAt(points, age);
  const end = marketShareAt(points, age + years);
  const heldFlat = end.share > start.share;
  const q = heldFlat || years === 0 ? 1 : (end.share / start.share) ** (1 / years);
  const s = q === 0 ? start.share : start.share / q ** age;
  return {
    start,
    end,
    heldFlat,
    curve: {
      residualFraction: heldFlat ? start.share : end.share,
      residualYears: age + years > 0 ? age + years : 1,
      resaleHaircut: 1 - s,
    },
  };
}
