/**
 * The sentences that state findings (`lib/present/findings.ts`), made from their numbers.
 *
 * @module
 */
import { msg } from "./message.ts";

/** Findings, by the function that says them. */
export const FINDINGS = {
  breakEven: {
    above: msg(
      (h: string) => `owning is cheaper above ${h} h/day`,
      (h) => `每天使用超过 ${h} 小时时自购更便宜`,
    ),
    below: msg(
      (h: string) => `owning is cheaper below ${h} h/day`,
      (h) => `每天使用少于 ${h} 小时时自购更便宜`,
    ),
    always: msg("owning is always cheaper", "自购始终更便宜"),
    never: msg("owning is never cheaper", "自购从不更便宜"),
  },
} as const;
