/**
 * The units of the parameters (`records.ts`), one record each: a key the compiler knows
 * ({@linkcode ParameterUnit}) and its kind ({@linkcode UnitKind}), which says how a value in it is
 * read and shown. The words of each unit are the catalogue's (`lib/words/messages/units.ts`, held
 * to these keys by `satisfies`); nothing reads a unit back from its English words. Whether a value
 * is money is the parameter's own (`money` of its record): the unit then follows the currency.
 * Declarations only: no imports.
 *
 * @module
 */

/**
 * How a value in a unit is read and shown (a parameter without a unit, text or money alone, has
 * none):
 *
 * - `fraction`: a share from 0 to 1, that `-p` also reads written as a percentage (`40%`), shown
 *   without a unit beside a value;
 * - `rate`: a fraction a year (an interest or discount rate), read as a percentage too, its unit
 *   shown;
 * - `ratio`: a multiple of something (× owned, × mean): a slider holds 1, the same;
 * - `measure`: any other quantity (hours a day, GB, GPUs).
 */
export type UnitKind = "fraction" | "rate" | "ratio" | "measure";

/** The units of the parameters, by key, each with its kind. */
export const PARAMETER_UNITS = {
  hoursPerDay: { kind: "measure" },
  daysPerWeek: { kind: "measure" },
  fraction: { kind: "fraction" },
  years: { kind: "measure" },
  perGpuHour: { kind: "measure" },
  perKwh: { kind: "measure" },
  perYear: { kind: "rate" },
  timesOwned: { kind: "ratio" },
  gb: { kind: "measure" },
  perDay: { kind: "measure" },
  minutes: { kind: "measure" },
  months: { kind: "measure" },
  perHour: { kind: "measure" },
  hoursPerMonth: { kind: "measure" },
  // a yearly change that -p reads as a number only (`-0.25`), not as a percentage
  fractionPerYear: { kind: "measure" },
  gpus: { kind: "measure" },
  kw: { kind: "measure" },
  parameters: { kind: "measure" },
  tokens: { kind: "measure" },
  perMonth: { kind: "measure" },
  tokensPerDay: { kind: "measure" },
  timesMean: { kind: "ratio" },
  hours: { kind: "measure" },
  tokensPerRequest: { kind: "measure" },
  ms: { kind: "measure" },
} as const satisfies Record<string, { readonly kind: UnitKind }>;

/** A parameter's unit: a key of {@linkcode PARAMETER_UNITS}. */
export type ParameterUnit = keyof typeof PARAMETER_UNITS;

/** The kind of `unit`; `undefined` for none. */
export function unitKind(unit: ParameterUnit | undefined): UnitKind | undefined {
  return unit === undefined ? undefined : PARAMETER_UNITS[unit].kind;
}

/** Whether `-p` reads a value in `unit` written as a percentage (`40%` for 0.4). */
export function takesPercent(unit: ParameterUnit | undefined): boolean {
  const kind = unitKind(unit);
  return kind === "fraction" || kind === "rate";
}

/** Whether a unit is shown beside a value in it: one is given, and it is no fraction. */
export function unitShown(unit: ParameterUnit | undefined): unit is ParameterUnit {
  return unit !== undefined && unitKind(unit) !== "fraction";
}
