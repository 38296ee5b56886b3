/**
 * The one cost model. Over a horizon, owning and renting each cost a fixed part plus a part per
 * machine-hour used:
 *
 *   own(H)  = capital − resale + idle energy + maintenance + cost of capital + people + site
 *             + repairs − idle hours rented out (every hour of the horizon)
 *             + (active energy + downtime rented + rent-out forgone) × H
 *   rent(H) = commitment + set-up + storage + people + data transfer + compute × H
 *
 * with H the machine-hours used (hours a day × 365 × years, at most 24 a day). Every other
 * number of the workbook (the TCO items, the monthly lines, break-even, payback, the grid,
 * tornado, spider and Monte Carlo) is computed from {@linkcode costItems}, the only place where
 * these formulas are written.
 *
 * Billing of the rented GPU:
 * - hourly (on demand, spot): GPUs × price × (1 + overhead) / speed per hour used, where spot's
 *   overhead is a flat share or its interruptions and checkpoints (`spot.ts`), and set-up hours a
 *   month at the GPU price;
 * - committed (monthly rental 包月, reserved terms): GPUs × price × 730 h for every month of the
 *   horizon, at least the term's minimum months, whatever the hours used.
 * Storage is billed by the month for the whole horizon either way.
 *
 * The costs the documents name beside hardware and rent (each 0 where the data leaves it blank):
 * people (hours a month on each side at a labour rate), the site (a one-time set-up paid with
 * the purchase and space per kW a month), data transfer (GB in and out a month at the provider's
 * prices, and with hourly billing the instance's hours while the data moves at the site's
 * bandwidth), failures (repairs, and the downtime rented instead) and a cloud price that changes
 * by a share a year (see {@linkcode priceTrendFactor}).
 *
 * The owned machine's idle hours rented out on a marketplace (0 unless priced): each idle
 * GPU-hour earns occupancy × (price × (1 − fee) − wear − electricity above idle), a credit
 * fixed over all 24 hours a day less what each hour used forgoes, so that the credit is that of
 * the 24 − h idle hours a day.
 *
 * @module
 */
import { clampInput, type CostInputs, HOURS_PER_DAY, INPUT_NAMES } from "./inputs.ts";
import {
  type Basis,
  basisOf,
  committedMonthsOf,
  COST_ITEMS,
  emptyBasis,
  type ItemKey,
  type LineKey,
  type Paid,
  PAID_ORDER,
  priceTrendFactor,
  residualValue,
  TCO_LINES,
  type TcoField,
} from "./cost_items.ts";

export { priceTrendFactor, residualValue };

/**
 * Positions of the cost items in the array {@linkcode costItems} fills: the order of the
 * registry's records (`cost_items.ts`, which says each item's side, timing, TCO line and formula).
 */
export const ITEM = Object.fromEntries(COST_ITEMS.map((item, i) => [item.key, i])) as {
  readonly [K in ItemKey]: number;
};
/** How many cost items there are (the length of a cost item vector). */
export const ITEM_COUNT: number = COST_ITEMS.length;

/**
 * The present value, at `discountRate` a year, of a rent paid at the end of each of `months`
 * months whose price changes by `yearlyChange` a year, per CNY of that rent undiscounted:
 * Σ_{m=1}^{M} v^m q^(m−1) / Σ q^(m−1), v = (1 + r)^(−1/12). With no change it is the monthly
 * annuity over M.
 */
export function trendedSpread(discountRate: number, yearlyChange: number, months: number): number {
  if (months <= 0) return 1;
  // Σ v^m q^(m−1) = (1/q) Σ e^(−k m), k = (ln(1 + r) − ln(1 + g)) / 12
  const lq = Math.log1p(yearlyChange) / 12;
  const k = Math.log1p(discountRate) / 12 - lq;
  const sum = Math.abs(k) < 1e-9
    ? months * (1 - k * (months + 1) / 2)
    : Math.exp(-k) * Math.expm1(-months * k) / Math.expm1(-k);
  return sum * Math.exp(-lq) / (months * priceTrendFactor(yearlyChange, months));
}

/** Machine-hours used over `years` at `hoursPerDay` (clamped to 0–24): hours a day × 365 × years. */
export function usedHoursOf(hoursPerDay: number, years: number): number {
  return clampInput("usedHoursPerDay", hoursPerDay) * 365 * (years > 0 ? years : 0);
}

/**
 * Hours a day that add up to `machineHours` over `years`: machine-hours / (365 × years), the
 * inverse of {@linkcode usedHoursOf}.
 *
 * @param machineHours Hours used over the whole horizon.
 * @param years The horizon, years (more than 0).
 * @returns Hours used a day.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { hoursPerDayOf } from "./cost.ts";
 *
 * assert.equal(hoursPerDayOf(4_380, 3), 4); // 4 h/day × 365 × 3 = 4,380 machine-hours
 * ```
 */
export function hoursPerDayOf(machineHours: number, years: number): number {
  return machineHours / (365 * years);
}

/** Machine-hours used over the horizon: hours a day (0 to 24) × 365 × years. */
export function usedHours(inputs: Pick<CostInputs, "usedHoursPerDay" | "horizonYears">): number {
  return usedHoursOf(inputs.usedHoursPerDay, inputs.horizonYears);
}

/** The most machine-hours the horizon has: 24 a day. */
export function maxUsedHours(inputs: Pick<CostInputs, "horizonYears">): number {
  return usedHoursOf(HOURS_PER_DAY, inputs.horizonYears);
}

/** Months the committed rent is paid for: the horizon's, at least the minimum (none at horizon 0). */
export function committedMonths(inputs: CostInputs): number {
  return committedMonthsOf(inputs.horizonYears, inputs.rentMinimumMonths);
}

/** The numeric inputs as a vector in the order of `INPUT_NAMES`, for loops that vary them fast. */
export function inputVector(
  x: CostInputs,
  out: Float64Array = new Float64Array(INPUT_NAMES.length),
): Float64Array {
  for (let i = 0; i < INPUT_NAMES.length; i++) out[i] = x[INPUT_NAMES[i]!];
  return out;
}

const AMOUNTS: readonly ((v: Float64Array, b: Basis) => number)[] = COST_ITEMS.map((item) =>
  item.amount
);
const SLOTS = 24;
const slot = (i: number) => AMOUNTS[i] ?? ((): number => 0);
const S0 = slot(0);
const S1 = slot(1);
const S2 = slot(2);
const S3 = slot(3);
const S4 = slot(4);
const S5 = slot(5);
const S6 = slot(6);
const S7 = slot(7);
const S8 = slot(8);
const S9 = slot(9);
const S10 = slot(10);
const S11 = slot(11);
const S12 = slot(12);
const S13 = slot(13);
const S14 = slot(14);
const S15 = slot(15);
const S16 = slot(16);
const S17 = slot(17);
const S18 = slot(18);
const S19 = slot(19);
const S20 = slot(20);
const S21 = slot(21);
const S22 = slot(22);
const S23 = slot(23);
const scratchBasis = emptyBasis();

/**
 * Fills `out` with the cost items over the horizon (see {@linkcode ITEM}) from an input vector
 * (see {@linkcode inputVector}) and the billing: fixed items in CNY, per-hour items in CNY per
 * machine-hour used, each by its record's formula (`cost_items.ts`).
 */
export function costItemsOfVector(
  v: Float64Array,
  committed: boolean,
  out: Float64Array = new Float64Array(ITEM_COUNT),
): Float64Array {
  const b = basisOf(v, committed, scratchBasis);
  // one call site per item, so that V8 inlines each record's formula: called in a loop from one
  // site, the formulas run the Monte Carlo at half the speed (bench/model_bench.ts). A slot past
  // the last item writes past the end of `out`, which a typed array ignores; items past the
  // last slot, if the registry grows so far, are filled by the loop.
  out[0] = S0(v, b);
  out[1] = S1(v, b);
  out[2] = S2(v, b);
  out[3] = S3(v, b);
  out[4] = S4(v, b);
  out[5] = S5(v, b);
  out[6] = S6(v, b);
  out[7] = S7(v, b);
  out[8] = S8(v, b);
  out[9] = S9(v, b);
  out[10] = S10(v, b);
  out[11] = S11(v, b);
  out[12] = S12(v, b);
  out[13] = S13(v, b);
  out[14] = S14(v, b);
  out[15] = S15(v, b);
  out[16] = S16(v, b);
  out[17] = S17(v, b);
  out[18] = S18(v, b);
  out[19] = S19(v, b);
  out[20] = S20(v, b);
  out[21] = S21(v, b);
  out[22] = S22(v, b);
  out[23] = S23(v, b);
  for (let i = SLOTS; i < ITEM_COUNT; i++) out[i] = AMOUNTS[i]!(v, b);
  return out;
}

const scratchVector = new Float64Array(INPUT_NAMES.length);

/** The cost items of `x` over its horizon: {@linkcode costItemsOfVector} of its inputs. */
export function costItems(
  x: CostInputs,
  out: Float64Array = new Float64Array(ITEM_COUNT),
): Float64Array {
  return costItemsOfVector(inputVector(x, scratchVector), x.rentBilling === "committed", out);
}

/** The items of the costs the documents name beside hardware and rent (see {@linkcode ITEM}). */
const OTHER_ITEMS = COST_ITEMS.flatMap((item, i) => item.counted === "document" ? [] : [i]);

/**
 * Whether `x` counts any cost beside hardware and rent: a people, site, data-transfer or failure
 * item that is not 0, or a cloud price that changes. A price or a bandwidth whose quantity is
 * blank counts nothing.
 */
export function countsOtherCosts(x: CostInputs): boolean {
  if (x.rentPriceChangePerYear !== 0) return true;
  const items = costItems(x);
  return OTHER_ITEMS.some((i) => items[i] !== 0);
}

/** Positions in the array {@linkcode costLines} fills. */
export const LINE = { ownFixed: 0, ownPerHour: 1, rentFixed: 2, rentPerHour: 3 } as const;

/** A line of {@linkcode LINE}: a side's fixed part or its part per hour. */
function lineOf(side: "own" | "rent", perHour: boolean): number {
  return side === "own"
    ? (perHour ? LINE.ownPerHour : LINE.ownFixed)
    : (perHour ? LINE.rentPerHour : LINE.rentFixed);
}

/** For each line of {@linkcode LINE}, the positions of its items and their signs, in order. */
const LINE_ITEMS = [0, 1, 2, 3].map((line) => {
  const at = COST_ITEMS.flatMap((item, i) => lineOf(item.side, item.perHour) === line ? [i] : []);
  return { at: Int32Array.from(at), sign: Float64Array.from(at, (i) => COST_ITEMS[i]!.sign) };
});

/**
 * For each line of {@linkcode LINE}, its items grouped by when they are paid, in the order of
 * `PAID_ORDER`: the present value discounts each group's sum by one factor.
 */
const PAID_GROUPS = [0, 1, 2, 3].map((line) =>
  PAID_ORDER.flatMap((paid) => {
    const at = COST_ITEMS.flatMap((item, i) =>
      lineOf(item.side, item.perHour) === line && item.paid === paid ? [i] : []
    );
    return at.length === 0 || paid === "never"
      ? []
      : [{ paid, at, sign: at.map((i) => COST_ITEMS[i]!.sign) }];
  })
);

/** Sums cost items into the two straight lines in machine-hours used (see {@linkcode LINE}). */
export function linesFromItems(
  items: Float64Array,
  out: Float64Array = new Float64Array(4),
): Float64Array {
  for (let line = 0; line < 4; line++) {
    const { at, sign } = LINE_ITEMS[line]!;
    let sum = 0;
    for (let k = 0; k < at.length; k++) sum += sign[k]! * items[at[k]!]!;
    out[line] = sum;
  }
  return out;
}

const scratchItems = new Float64Array(ITEM_COUNT);

/**
 * The undiscounted cost of owning and of renting as straight lines in machine-hours used H:
 * own = out[0] + out[1]·H, rent = out[2] + out[3]·H, CNY over the horizon.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { costLines, LINE } from "./cost.ts";
 * import { SEED_3090 } from "./inputs.ts";
 *
 * const l = costLines(SEED_3090);
 * // owning: 13,500 − 2,700 + 500 + 2,127.94 fixed (B14 less electricity), 0.65 CNY an hour used
 * assert.equal(l[LINE.ownFixed]!.toFixed(2), "13427.94");
 * assert.equal(l[LINE.ownPerHour], 0.65);
 * assert.equal(l[LINE.rentPerHour], 3.5); // renting: nothing fixed, 3.5 CNY an hour
 * ```
 */
export function costLines(x: CostInputs, out: Float64Array = new Float64Array(4)): Float64Array {
  return linesFromItems(costItems(x, scratchItems), out);
}

/**
 * Σ v^m for m = 1..n with v = (1 + r)^(−1/12): the present value of 1 CNY paid at the end of
 * each of n months (n may be fractional; a rate of 0 gives n).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { monthlyAnnuity } from "./cost.ts";
 *
 * // 36 monthly payments of 1 at 5 % a year are worth 33.42 today
 * assert.equal(monthlyAnnuity(0.05, 36).toFixed(2), "33.42");
 * ```
 */
export function monthlyAnnuity(yearlyRate: number, months: number): number {
  if (months <= 0) return 0;
  // with L = ln(1 + r) / 12: v = e^−L and Σ = v (1 − e^(−nL)) / (1 − e^−L), written with
  // expm1 to keep the precision of small rates; below 1e-9 a month (and at 0) the first-order
  // series n (1 − L (n + 1) / 2), whose error is under 1e-10 of n for any horizon the data allows
  const l = Math.log1p(yearlyRate) / 12;
  if (l < 1e-9) return months * (1 - l * (months + 1) / 2);
  return Math.exp(-l) * Math.expm1(-months * l) / Math.expm1(-l);
}

/**
 * The present-value lines: every cash flow discounted month by month at `discountRate`. The
 * purchase and the site's set-up are paid now, running costs, people, repairs, set-up, storage,
 * data transfer and rent at the end of each month (rent for a commitment over the months it is
 * paid, a rent whose price changes at that month's price: {@linkcode trendedSpread}), the resale
 * comes at the end; there is no separate cost of capital, since discounting is that cost.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { LINE, presentValueLines } from "./cost.ts";
 * import { SEED_3090 } from "./inputs.ts";
 *
 * // at 5 % a year an hour rented in the course of 3 years is worth 3.25 CNY today, not 3.5
 * const l = presentValueLines(SEED_3090);
 * assert.equal(l[LINE.rentPerHour]!.toFixed(2), "3.25");
 * ```
 */
export function presentValueLines(
  x: CostInputs,
  out: Float64Array = new Float64Array(4),
): Float64Array {
  const items = costItems(x, scratchItems);
  const factor = paidFactors(x);
  for (let line = 0; line < 4; line++) {
    let sum = 0;
    for (const group of PAID_GROUPS[line]!) {
      let paid = 0;
      for (let k = 0; k < group.at.length; k++) paid += group.sign[k]! * items[group.at[k]!]!;
      sum += paid * factor[group.paid];
    }
    out[line] = sum;
  }
  return out;
}

/**
 * What 1 CNY of an item paid at each time of `Paid` (`cost_items.ts`) is worth today at the
 * discount rate of `x`, per CNY of the item over the horizon: now 1, the resale at the end
 * (1 + r)^−years, a monthly cost its monthly annuity over the months, a rent whose price changes
 * at that month's price ({@linkcode trendedSpread}), a commitment over the months paid, and 0
 * for what is not a cash flow.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { paidFactors } from "./cost.ts";
 * import { SEED_3090 } from "./inputs.ts";
 *
 * // at 5 % a year, 2,700 CNY of resale in 3 years is worth 2,332 CNY today: 2,700 / 1.05³
 * assert.equal(Math.round(2_700 * paidFactors(SEED_3090).atEnd), 2_332);
 * ```
 */
export function paidFactors(x: CostInputs): Record<Paid, number> {
  const months = 12 * Math.max(0, x.horizonYears);
  const r = x.discountRate;
  const spread = months > 0 ? monthlyAnnuity(r, months) / months : 1;
  const paid = committedMonths(x);
  const g = x.rentPriceChangePerYear;
  const trended = g === 0 ? spread : trendedSpread(r, g, months);
  const committedSpread = paid > 0
    ? (g === 0 ? monthlyAnnuity(r, paid) / paid : trendedSpread(r, g, paid))
    : 1;
  const factor: Record<Paid, number> = {
    upFront: 1,
    atEnd: (1 + r) ** -(months / 12),
    committed: committedSpread,
    trended,
    monthly: spread,
    never: 0,
  };
  return factor;
}

/**
 * The cost items of owning and renting over the horizon, CNY: one field for each line of the
 * registry's items (`cost_items.ts`), each the sum of its items (an item per hour used times the
 * hours used).
 */
export interface Tco {
  /** The horizon, years (0 when given less). */
  horizonYears: number;
  /** Machine-hours used over the horizon. */
  usedHours: number;
  /** GPU-hours used over the horizon: machine-hours × GPUs a machine. */
  usedGpuHours: number;
  /**
   * Owning, item by item, CNY: depreciation (capital − residual), electricity, maintenance,
   * cost of capital, labour (people's hours on the owned machine), site (set-up and space),
   * failures (repairs and the downtime rented instead), and `rentedOut`, the idle hours rented
   * out on a marketplace (a credit: 0 or below, unless renting them out loses money).
   */
  own: Record<TcoField<"own">, number> & {
    capital: number;
    residual: number;
    total: number;
    /** total / GPU-hours used; `null` when no hour is used. */
    perUsedGpuHour: number | null;
  };
  /**
   * Renting, item by item, CNY: compute (hourly billing: the hours used, with overhead and
   * speed, at the price), commitment (committed billing: the months paid at the monthly price),
   * set-up, storage, labour (people's hours on the rented side), transfer (ingress and egress
   * fees and the instance's hours while data moves).
   */
  rent: Record<TcoField<"rent">, number> & {
    total: number;
    perUsedGpuHour: number | null;
  };
  /** own.total − rent.total: above 0 when renting is cheaper. */
  ownMinusRent: number;
}

/**
 * The undiscounted TCO of owning and renting, item by item: the document's convention, with
 * the opportunity cost of the capital tied up in owning as an item.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { tco } from "./cost.ts";
 * import { SEED_3090 } from "./inputs.ts";
 *
 * const t = tco(SEED_3090);
 * // 13,500 − 2,700 + 2,847 + 500 + 2,127.94: B14 with B9 compounded exactly
 * assert.equal(t.own.total.toFixed(2), "16274.94");
 * assert.equal(t.rent.total, 15_330); // 4 h × 365 × 3 × 3.5 CNY/h
 * assert.equal(t.ownMinusRent > 0, true); // at 4 h/day renting is cheaper
 * ```
 */
export function tco(inputs: CostInputs): Tco {
  const items = costItems(inputs);
  const used = usedHours(inputs);
  const gpuHours = used * inputs.gpuCount;
  const own: Record<string, number> = {
    capital: items[ITEM.capital]!,
    residual: items[ITEM.resale]!,
  };
  const rent: Record<string, number> = {};
  let ownTotal = 0, rentTotal = 0;
  for (const line of TCO_LINES) {
    let cny = 0;
    for (const i of line.items) {
      const item = COST_ITEMS[i]!;
      cny += item.sign * (item.perHour ? items[i]! * used : items[i]!);
    }
    if (line.side === "own") {
      own[line.tco] = cny;
      ownTotal += cny;
    } else {
      rent[line.tco] = cny;
      rentTotal += cny;
    }
  }
  return {
    horizonYears: Math.max(0, inputs.horizonYears),
    usedHours: used,
    usedGpuHours: gpuHours,
    own: {
      ...own,
      total: ownTotal,
      perUsedGpuHour: gpuHours > 0 ? ownTotal / gpuHours : null,
    } as Tco["own"],
    rent: {
      ...rent,
      total: rentTotal,
      perUsedGpuHour: gpuHours > 0 ? rentTotal / gpuHours : null,
    } as Tco["rent"],
    ownMinusRent: ownTotal - rentTotal,
  };
}

/** Owning and renting in present value, CNY. */
export interface PresentValue {
  /** Present value of owning's cash flows, CNY. */
  own: number;
  /** Present value of renting's cash flows, CNY. */
  rent: number;
  /** own − rent: above 0 when renting is cheaper, CNY. */
  ownMinusRent: number;
}

/**
 * The present-value TCO: the lines of {@linkcode presentValueLines} at the hours used.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { tcoPresentValue } from "./cost.ts";
 * import { SEED_3090 } from "./inputs.ts";
 *
 * // every cash flow discounted at 5 % a year: the two sides within 43 CNY of each other
 * const pv = tcoPresentValue(SEED_3090);
 * assert.deepEqual([Math.round(pv.own), Math.round(pv.rent)], [14_275, 14_232]);
 * ```
 */
export function tcoPresentValue(inputs: CostInputs): PresentValue {
  const l = presentValueLines(inputs);
  const used = usedHours(inputs);
  const own = l[LINE.ownFixed]! + l[LINE.ownPerHour]! * used;
  const rent = l[LINE.rentFixed]! + l[LINE.rentPerHour]! * used;
  return { own, rent, ownMinusRent: own - rent };
}

/** Cost of owning per GPU-hour used at a utilisation (fraction of all hours), over the horizon; `null` at 0. */
export function ownCostPerUsedGpuHour(inputs: CostInputs, utilization: number): number | null {
  return perUsedGpuHourAt(inputs, utilization).own;
}

/** What a GPU-hour used costs owning and renting at one utilisation, CNY; `null` at 0. */
export interface PerUsedGpuHour {
  /** The share of all hours used, 0 to 1. */
  utilization: number;
  /** Owning's total over the horizon / the GPU-hours used. */
  own: number | null;
  /** Renting's total over the horizon / the GPU-hours used. */
  rent: number | null;
}

/**
 * What a GPU-hour used costs owning and renting when the GPU is used `utilization` of all hours
 * (24 h/day × utilisation), over the horizon: owning's fixed costs spread over fewer hours as the
 * use falls, renting's nearly flat.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { perUsedGpuHourAt } from "./cost.ts";
 * import { SEED_3090 } from "./inputs.ts";
 *
 * // D4's 20 %: 4.8 h/day for 3 years = 5,256 h; owning 13,500 − 2,700 + 500 + 2,127.94 + 0.65 ×
 * // 5,256 = 16,844.34 CNY, 3.2048 CNY an hour; renting 3.5 CNY an hour whatever the use
 * const at20 = perUsedGpuHourAt(SEED_3090, 0.2);
 * assert.equal(at20.own!.toFixed(4), "3.2048");
 * assert.equal(at20.rent!.toFixed(4), "3.5000");
 * ```
 */
export function perUsedGpuHourAt(inputs: CostInputs, utilization: number): PerUsedGpuHour {
  const t = tco({ ...inputs, usedHoursPerDay: 24 * utilization });
  return { utilization, own: t.own.perUsedGpuHour, rent: t.rent.perUsedGpuHour };
}

/**
 * The items of a TCO as rows, for a table or stacked bars: CNY over the horizon, or with
 * `perUsedGpuHour` CNY per GPU-hour used (no rows when no hour is used). Each line of the
 * registry (`cost_items.ts`) that is not 0, by its key (`line`); the presentation words the key
 * in the reader's language.
 */
export function tcoItems(
  t: Tco,
  { perUsedGpuHour = false }: { perUsedGpuHour?: boolean } = {},
): { side: "own" | "rent"; key: LineKey; cny: number }[] {
  if (perUsedGpuHour) {
    return t.usedGpuHours > 0
      ? tcoItems(t).map((r) => ({ ...r, cny: r.cny / t.usedGpuHours }))
      : [];
  }
  return TCO_LINES.map((line) => ({
    side: line.side,
    key: line.line,
    cny: ((line.side === "own" ? t.own : t.rent) as unknown as Record<string, number>)[line.tco]!,
  })).filter((r) => r.cny !== 0);
}
