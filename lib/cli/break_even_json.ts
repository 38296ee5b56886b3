/**
 * A break-even in `calc`'s JSON: its typed reason with its money in the run's currency, and the
 * same in words.
 *
 * @module
 */
import { type BreakEven, REASON_MONEY } from "../model/breakeven.ts";
import { type Money } from "../present/format.ts";
import { sayBreakEvenReason } from "../present/findings.ts";

/**
 * `why` with its money fields (CNY, as `fields` lists them for its kind) divided by `cnyPerUnit`:
 * a typed reason in the display currency.
 */
export function whyIn<W extends { kind: string }>(
  why: W,
  fields: Readonly<Record<W["kind"], readonly string[]>>,
  cnyPerUnit: number,
): W {
  const money = new Set<string>(fields[why.kind as W["kind"]]);
  return Object.fromEntries(
    Object.entries(why as Record<string, unknown>).map((
      [k, v],
    ) => [k, money.has(k) ? (v as number) / cnyPerUnit : v]),
  ) as W;
}

/** A break-even in `calc --json`: its typed reason in the display currency, and in words. */
export type BreakEvenJson = BreakEven & {
  /** `why` in words, in the run's language and currency. */
  reason: string;
};

/** A break-even in `calc --json`, money in `money`'s currency, its reason also in words. */
export function breakEvenJson(b: BreakEven, money: Money): BreakEvenJson {
  return {
    ...b,
    why: whyIn(b.why, REASON_MONEY, money.cnyPerUnit),
    reason: sayBreakEvenReason(b.why, money),
  } as BreakEvenJson;
}
