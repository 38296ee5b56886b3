/**
 * Break-even: the hours a day at which owning costs what renting costs, and the month the
 * cumulative costs cross. Both come from the lines of `cost.ts`; "never" and "always" are
 * results, and each result carries why it is so as a typed reason (`lib/present` words it).
 *
 * @module
 */
import { costLines, hoursPerDayOf, LINE, maxUsedHours, presentValueLines, tco } from "./cost.ts";
import type { CostInputs } from "./inputs.ts";

/**
 * Why owning is cheaper above or below the break-even, in the figures that say it (money in CNY,
 * per hour used of the whole machine):
 * - `saving-pays-fixed`: each hour rented costs `rentedPerHour`, owned `ownedPerHour`; the saving
 *   pays owning's higher fixed cost above `breakEvenHoursPerDay`;
 * - `commitment-flat`: a commitment costs the same whatever the hours while each hour owned costs
 *   `ownedPerHour`, so owning is cheaper below `breakEvenHoursPerDay`;
 * - `owned-hour-dearer`: rented by the hour, an hour used costs `rentedPerHour`, less than an
 *   owned hour's `ownedPerHour` (with the rent-out an hour used forgoes, when the idle hours are
 *   rented out), while owning's fixed cost is lower: owning is cheaper below
 *   `breakEvenHoursPerDay`;
 * - `fixed-tco`: the document's way (B13), its TCO held fixed and divided by a day's cloud price.
 */
export type HoursReason =
  | {
    kind: "saving-pays-fixed";
    rentedPerHour: number;
    ownedPerHour: number;
    breakEvenHoursPerDay: number;
  }
  | { kind: "commitment-flat"; ownedPerHour: number; breakEvenHoursPerDay: number }
  | {
    kind: "owned-hour-dearer";
    rentedPerHour: number;
    ownedPerHour: number;
    breakEvenHoursPerDay: number;
  }
  | { kind: "fixed-tco" };

/**
 * Why owning is cheaper at any hours from 0 to 24 a day (money in CNY):
 * - `cheaper-at-zero`: an owned hour costs no more than a rented one and owning's fixed costs
 *   are lower, so owning wins from 0 hours a day;
 * - `cheaper-at-24h`: an owned hour costs more, but owning's fixed costs `ownFixed` are so far
 *   below renting's `rentFixed` (a commitment) that it still wins at 24 hours a day.
 */
export type AlwaysReason =
  | { kind: "cheaper-at-zero" }
  | { kind: "cheaper-at-24h"; ownFixed: number; rentFixed: number };

/**
 * Why renting is cheaper (or as cheap) at any hours from 0 to 24 a day (money in CNY, per hour
 * used of the whole machine):
 * - `no-horizon`: a horizon of 0 years has no hours to spread the purchase over;
 * - `over-24h`: each hour saves `rentMinusOwnPerHour`, too little to pay owning's `fixedOwnMinusRent` more in
 *   fixed costs within 24 hours a day;
 * - `rent-hour-cheaper`: an hour rented costs `rentedPerHour`, no more than an owned hour's
 *   `ownedPerHour`, and owning's fixed costs are not lower;
 * - `fixed-tco-undefined`: the document's way (B13) divides by a horizon of `horizonYears` and a
 *   price of `rentPerHour`, one of them 0 or less;
 * - `fixed-tco-over-24h`: the document's way needs `hoursPerDay`, more than the 24 a day has.
 */
export type NeverReason =
  | { kind: "no-horizon" }
  | { kind: "over-24h"; rentMinusOwnPerHour: number; fixedOwnMinusRent: number }
  | { kind: "rent-hour-cheaper"; rentedPerHour: number; ownedPerHour: number }
  | { kind: "fixed-tco-undefined"; horizonYears: number; rentPerHour: number }
  | { kind: "fixed-tco-over-24h"; hoursPerDay: number };

/** Why a break-even is where it is, or why there is none: `lib/present` words it. */
export type BreakEvenReason = HoursReason | AlwaysReason | NeverReason;

/**
 * The money fields of each reason (CNY, or CNY per hour): what a reader shown another currency
 * divides by its CNY per unit. Every kind is listed, with none where the reason states no money.
 */
export const REASON_MONEY: {
  readonly [K in BreakEvenReason["kind"]]: readonly Exclude<
    keyof Extract<BreakEvenReason, { kind: K }>,
    "kind"
  >[];
} = {
  "saving-pays-fixed": ["rentedPerHour", "ownedPerHour"],
  "commitment-flat": ["ownedPerHour"],
  "owned-hour-dearer": ["rentedPerHour", "ownedPerHour"],
  "fixed-tco": [],
  "cheaper-at-zero": [],
  "cheaper-at-24h": ["ownFixed", "rentFixed"],
  "no-horizon": [],
  "over-24h": ["rentMinusOwnPerHour", "fixedOwnMinusRent"],
  "rent-hour-cheaper": ["rentedPerHour", "ownedPerHour"],
  "fixed-tco-undefined": ["rentPerHour"],
  "fixed-tco-over-24h": [],
};

/**
 * A break-even in hours a day, or the reason there is none, each with `why` it is so.
 * - `hours`: owning is cheaper `above` (against hourly renting) or `below` (against a
 *   commitment, whose cost does not grow with the hours) `breakEvenHoursPerDay`;
 * - `always`: owning is cheaper at any hours from 0 to 24 a day;
 * - `never`: renting is cheaper (or as cheap) at any hours from 0 to 24 a day.
 */
export type BreakEven =
  | {
    kind: "hours";
    breakEvenHoursPerDay: number;
    utilization: number;
    ownCheaper: "above" | "below";
    why: HoursReason;
  }
  | { kind: "always"; why: AlwaysReason }
  | { kind: "never"; why: NeverReason };

/**
 * Whether owning is cheaper than renting at `hoursPerDay`, by the break-even `b`: above (or
 * below) its hours, always, or never. At the break-even itself the two cost the same, and owning
 * is not cheaper.
 *
 * @param b A break-even, as {@linkcode breakEvenHours} returns it.
 * @param hoursPerDay Hours used a day.
 * @returns `true` when owning costs less at those hours.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { breakEvenHours, ownCheaperAt } from "./breakeven.ts";
 * import { SEED_3090 } from "./inputs.ts";
 *
 * const b = breakEvenHours(SEED_3090); // 4.30 h/day (B14)
 * assert.equal(ownCheaperAt(b, 4), false); // the document's 4 h/day is below it
 * assert.equal(ownCheaperAt(b, 8), true);
 * ```
 */
export function ownCheaperAt(b: BreakEven, hoursPerDay: number): boolean {
  if (b.kind !== "hours") return b.kind === "always";
  return b.ownCheaper === "above"
    ? hoursPerDay > b.breakEvenHoursPerDay
    : hoursPerDay < b.breakEvenHoursPerDay;
}

/** The kinds as small numbers, for the Monte Carlo's typed arrays. */
export const KIND = { above: 0, below: 1, always: 2, never: 3 } as const;
/** One of the {@linkcode KIND} codes. */
export type KindCode = typeof KIND[keyof typeof KIND];

/**
 * Where own(H) = rent(H) on lines [ownFixed, ownPerHour, rentFixed, rentPerHour], and which
 * side of it owning is cheaper, within 0 ≤ H ≤ `maxHours`. Writes the crossing (machine-hours)
 * into `at[0]` for the kinds `above` and `below`.
 */
export function classifyCrossing(
  lines: Float64Array,
  maxHours: number,
  at: Float64Array,
): KindCode {
  const fixedOwnMinusRent = lines[LINE.ownFixed]! - lines[LINE.rentFixed]!;
  const slope = lines[LINE.rentPerHour]! - lines[LINE.ownPerHour]!;
  if (maxHours <= 0) return fixedOwnMinusRent < 0 ? KIND.always : KIND.never;
  // own − rent = fixedOwnMinusRent − slope·H
  const atZero = fixedOwnMinusRent, atMax = fixedOwnMinusRent - slope * maxHours;
  if (atZero < 0 && atMax < 0) return KIND.always;
  if (atZero >= 0 && atMax >= 0) return KIND.never;
  at[0] = fixedOwnMinusRent / slope;
  return slope > 0 ? KIND.above : KIND.below;
}

const crossingAt = new Float64Array(1);

/** Reads a {@linkcode BreakEven} off cost lines over `years`, with the figures of why. */
export function breakEvenFromLines(lines: Float64Array, years: number): BreakEven {
  if (years <= 0) return { kind: "never", why: { kind: "no-horizon" } };
  const max = maxUsedHours({ horizonYears: years });
  const kind = classifyCrossing(lines, max, crossingAt);
  const ownPer = lines[LINE.ownPerHour]!, rentPer = lines[LINE.rentPerHour]!;
  const fixedOwn = lines[LINE.ownFixed]!, fixedRent = lines[LINE.rentFixed]!;
  if (kind === KIND.above || kind === KIND.below) {
    const hoursPerDay = hoursPerDayOf(crossingAt[0]!, years);
    const above = kind === KIND.above;
    return {
      kind: "hours",
      breakEvenHoursPerDay: hoursPerDay,
      utilization: hoursPerDay / 24,
      ownCheaper: above ? "above" : "below",
      why: above
        ? {
          kind: "saving-pays-fixed",
          rentedPerHour: rentPer,
          ownedPerHour: ownPer,
          breakEvenHoursPerDay: hoursPerDay,
        }
        : rentPer > 0
        // rented by the hour (a commitment has no cost per hour): the owned hour is the dearer
        ? {
          kind: "owned-hour-dearer",
          rentedPerHour: rentPer,
          ownedPerHour: ownPer,
          breakEvenHoursPerDay: hoursPerDay,
        }
        : { kind: "commitment-flat", ownedPerHour: ownPer, breakEvenHoursPerDay: hoursPerDay },
    };
  }
  if (kind === KIND.always) {
    return {
      kind: "always",
      why: ownPer <= rentPer
        ? { kind: "cheaper-at-zero" }
        : { kind: "cheaper-at-24h", ownFixed: fixedOwn, rentFixed: fixedRent },
    };
  }
  return {
    kind: "never",
    why: rentPer > ownPer
      ? {
        kind: "over-24h",
        rentMinusOwnPerHour: rentPer - ownPer,
        fixedOwnMinusRent: fixedOwn - fixedRent,
      }
      : { kind: "rent-hour-cheaper", rentedPerHour: rentPer, ownedPerHour: ownPer },
  };
}

/**
 * Break-even hours a day of the consistent model, undiscounted (with the cost of capital as an
 * item) or in present value.
 *
 * With F and p owning's fixed cost and cost per hour used, R and r renting's, over Y years, the
 * break-even is h = (F − R) / (365 Y (r − p)) hours a day. When the owned machine's idle hours are
 * rented out, each idle machine-hour earns c = occupancy × GPUs × (price × (1 − fee) − wear −
 * electricity above idle), and the idle hours are 24 − h a day, so owning costs
 *
 *   F + p·365Y·h − c·365Y·(24 − h) = (F − 8,760 Y c) + (p + c)·365Y·h:
 *
 * the credit lowers the fixed cost by 8,760 Y c and raises the cost of an hour used by c (the
 * rent that hour forgoes), and the break-even becomes
 *
 *   h' = (F − 8,760 Y c − R) / (365 Y (r − p − c)),
 *
 * lower than h whenever c > 0 and h < 24: with r − p − c > 0, h' < h ⇔ 24 c (r − p) > c (F −
 * R)/(365 Y) ⇔ h < 24. When r − p − c ≤ 0 an hour used costs no less owned (the rent it forgoes
 * counted) than rented, and owning wins, if anywhere, below h'.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { breakEvenHours } from "./breakeven.ts";
 * import { SEED_3090 } from "./inputs.ts";
 *
 * // (13,500 − 2,700 + 500 + 2,127.94) / (1,095 × (3.5 − 0.65)) = 4.30 h/day (B14)
 * const b = breakEvenHours(SEED_3090);
 * assert.equal(b.kind === "hours" && b.breakEvenHoursPerDay.toFixed(2), "4.30");
 * assert.equal(b.kind === "hours" && b.ownCheaper, "above");
 *
 * // Every cash flow discounted at the document's 5 % a year instead
 * const pv = breakEvenHours(SEED_3090, { view: "presentValue" });
 * assert.equal(pv.kind === "hours" && pv.breakEvenHoursPerDay.toFixed(2), "4.01");
 *
 * // Idle hours rented out at 1.5 CNY/h, half of them rented, 20 % to the platform: c = 0.5 ×
 * // (1.5 × 0.8 − 0.65) = 0.275 CNY, and (13,427.94 − 26,280 × 0.275) / (1,095 × (3.5 − 0.65 −
 * // 0.275)) = 2.20 h/day
 * const out = breakEvenHours({
 *   ...SEED_3090, rentOutCnyPerGpuHour: 1.5, rentOutOccupancy: 0.5, rentOutFee: 0.2,
 * });
 * assert.equal(out.kind === "hours" && out.breakEvenHoursPerDay.toFixed(2), "2.20");
 * ```
 */
export function breakEvenHours(
  inputs: CostInputs,
  { view = "undiscounted" }: { view?: "undiscounted" | "presentValue" } = {},
): BreakEven {
  const lines = view === "presentValue" ? presentValueLines(inputs) : costLines(inputs);
  return breakEvenFromLines(lines, inputs.horizonYears);
}

/**
 * The document's break-even: a fixed TCO / (365 × years × price per hour) (B13).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { breakEvenHoursFixedTco } from "./breakeven.ts";
 *
 * // B13: 25,273 / (365 × 3 × 3.5) = 6.59 h/day, the document's ≈6.6
 * const b = breakEvenHoursFixedTco(25_273, 3, 3.5);
 * assert.equal(b.kind === "hours" && b.breakEvenHoursPerDay.toFixed(2), "6.59");
 * ```
 */
export function breakEvenHoursFixedTco(
  totalCny: number,
  years: number,
  rentCnyPerHour: number,
): BreakEven {
  const h = totalCny / (365 * years * rentCnyPerHour); // B13 as the document writes it
  // no horizon, no price, or a price so near 0 that the division overflows (1e-310 CNY/h)
  if (years <= 0 || rentCnyPerHour <= 0 || !Number.isFinite(h)) {
    return {
      kind: "never",
      why: { kind: "fixed-tco-undefined", horizonYears: years, rentPerHour: rentCnyPerHour },
    };
  }
  if (h > 24) {
    return { kind: "never", why: { kind: "fixed-tco-over-24h", hoursPerDay: h } };
  }
  return {
    kind: "hours",
    breakEvenHoursPerDay: h,
    utilization: h / 24,
    ownCheaper: "above",
    why: { kind: "fixed-tco" },
  };
}

/** One month of the cumulative cost curves: a project that ends at `month`. */
export interface CumulativePoint {
  /** Months since the start, 0 to the horizon's months. */
  month: number;
  /** Cumulative cost of owning: capital, running costs and cost of capital so far. */
  own: number;
  /** The same less what the hardware would sell for at that month. */
  ownNetOfResale: number;
  /** Renting for those months (see {@linkcode CumulativeOptions} for a commitment). */
  rent: number;
}

/** How {@linkcode cumulativeCosts} counts a commitment's rent. */
export interface CumulativeOptions {
  /**
   * `byMonth`: the cash paid so far, one month's rent a month (a commitment's minimum term is a
   * separate fact, not paid up front); `wholeTerm`: a project that ends at that month still pays
   * the commitment's minimum term. @default "byMonth"
   */
  commitment?: "byMonth" | "wholeTerm";
}

/**
 * Cumulative cost of owning and renting month by month, from month 0 to `months`: the TCO of
 * a horizon of m months at the same hours a day, so at the scenario's horizon it is the TCO
 * (paid by the month, a commitment's months are those of the horizon; see
 * {@linkcode CumulativeOptions}).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { cumulativeCosts } from "./breakeven.ts";
 * import { SEED_3090 } from "./inputs.ts";
 *
 * // The document's 3090 at 10 h a day (C3): after a year renting has cost
 * // 10 h × 365 × 3.5 CNY/h = 12,775 CNY, owning 16,714 CNY (10,689 CNY net of resale)
 * const year = cumulativeCosts({ ...SEED_3090, usedHoursPerDay: 10 }, 12)[12]!;
 * assert.equal(Math.round(year.rent), 12_775);
 * assert.equal(Math.round(year.own), 16_714);
 * assert.equal(Math.round(year.ownNetOfResale), 10_689);
 * ```
 */
export function cumulativeCosts(
  inputs: CostInputs,
  months: number,
  { commitment = "byMonth" }: CumulativeOptions = {},
): CumulativePoint[] {
  const points: CumulativePoint[] = [];
  const paid = commitment === "byMonth" ? { rentMinimumMonths: 0 } : {};
  for (let m = 0; m <= months; m++) {
    const t = tco({ ...inputs, ...paid, horizonYears: m / 12 });
    points.push({
      month: m,
      own: t.own.total + t.own.residual,
      ownNetOfResale: t.own.total,
      rent: t.rent.total,
    });
  }
  return points;
}

/** Why owning does not pay back: not within the `months` of the horizon searched. */
export type PaybackReason = { kind: "not-within-horizon"; months: number };

/** A payback month within the horizon, or the months searched without finding one, and why. */
export type Payback =
  | { kind: "month"; month: number }
  | { kind: "notWithinHorizon"; lastMonthSearched: number; why: PaybackReason };

/**
 * The last month a payback is searched in: the horizon's whole months, ⌊12 × years⌋ (30 for
 * 2.55 years); a payback after the horizon is not one of the scenario's.
 */
export function lastPaybackMonth(horizonYears: number): number {
  // 1e-9 keeps 12 × (1 / 12) a whole month
  return Math.max(0, Math.floor(12 * horizonYears + 1e-9));
}

/**
 * The first month, from 1 to the horizon's whole months ({@linkcode lastPaybackMonth}), at
 * which the cash spent on owning so far is at most that spent on renting (rent paid by the
 * month, a commitment too). With `netOfResale`, owning is credited with what the hardware would
 * sell for that month. `maxMonths` searches fewer months; it never searches beyond the horizon.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { paybackMonth } from "./breakeven.ts";
 * import { SEED_3090 } from "./inputs.ts";
 *
 * // C3, "half a year to a year at 10 h/day": month 9 counting what the card sells for, 17 without
 * const atTen = { ...SEED_3090, usedHoursPerDay: 10 };
 * assert.deepEqual(paybackMonth(atTen, { netOfResale: true }), { kind: "month", month: 9 });
 * assert.deepEqual(paybackMonth(atTen), { kind: "month", month: 17 });
 * // At the document's 4 h/day, below the 4.30 h/day break-even, owning never catches up
 * assert.equal(paybackMonth(SEED_3090).kind, "notWithinHorizon");
 * ```
 */
export function paybackMonth(
  inputs: CostInputs,
  { netOfResale = false, maxMonths = Infinity }: { netOfResale?: boolean; maxMonths?: number } = {},
): Payback {
  const last = Math.min(lastPaybackMonth(inputs.horizonYears), Math.floor(maxMonths));
  const points = cumulativeCosts(inputs, last);
  for (const p of points) {
    if (p.month === 0) continue;
    if ((netOfResale ? p.ownNetOfResale : p.own) <= p.rent) {
      return { kind: "month", month: p.month };
    }
  }
  return {
    kind: "notWithinHorizon",
    lastMonthSearched: last,
    why: { kind: "not-within-horizon", months: last },
  };
}
