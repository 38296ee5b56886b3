// A cloud price that rises makes every rented hour dearer over the horizon, so owning pays at
// fewer hours a day; one that falls, at more. Checked on the document's 3090 against arithmetic
// written here: the mean of the monthly prices, month m at (1 + g)^(m / 12) of today's.
import assert from "node:assert/strict";
import { breakEvenHours } from "../../lib/model/breakeven.ts";
import { SEED_3090 } from "../../lib/model/inputs.ts";
import { near } from "../helpers.ts";

/** The mean of 36 monthly prices over 3 years at `g` a year, today's being 1. */
function meanPrice(g: number): number {
  let sum = 0;
  for (let m = 0; m < 36; m++) sum += (1 + g) ** (m / 12);
  return sum / 36;
}

/** The document's break-even at a mean rented price of 3.5 × `f` CNY an hour (B13–B14). */
function documentBreakEven(f: number): number {
  // (purchase 13,500 − residual 2,700 + 500 + cost of capital 13,500 × (1.05³ − 1) =
  // 2,127.94) over 3 years' 1,095 days, each hour owned saving 3.5 × f rented against 0.65 of
  // electricity
  return (13_500 - 2_700 + 500 + 13_500 * (1.05 ** 3 - 1)) / (1_095 * (3.5 * f - 0.65));
}

const hoursAt = (g: number) => {
  const b = breakEvenHours({ ...SEED_3090, rentPriceChangePerYear: g });
  assert.equal(b.kind, "hours");
  return b.kind === "hours" ? b.breakEvenHoursPerDay : NaN;
};

Deno.test("a rising cloud price moves the break-even down, a falling one up, by the mean price's arithmetic", () => {
  const flat = hoursAt(0);
  near(flat, documentBreakEven(1), 1e-9, "flat: 4.30 h a day");
  // +40 % a year (H100 one-year rental contracts from about 1.70 to 2.35 USD between 2025-10
  // and 2026-03): the 36 months average 1.7036 × today's price: 4.30 → 2.31 h a day
  const rising = hoursAt(0.4);
  near(meanPrice(0.4), 1.7036, 5e-5, "mean price at +40 %");
  near(rising, documentBreakEven(meanPrice(0.4)), 1e-9, "rising");
  assert.equal(rising.toFixed(2), "2.31");
  // −22 % a year (AutoDL's 3090 from 3.5 CNY/h in 2023 to 1.45 in 2026): 0.7123 × today's:
  // 4.30 → 6.65 h a day
  const falling = hoursAt(-0.22);
  near(meanPrice(-0.22), 0.7123, 5e-5, "mean price at −22 %");
  near(falling, documentBreakEven(meanPrice(-0.22)), 1e-9, "falling");
  assert.equal(falling.toFixed(2), "6.65");
  assert.ok(rising < flat && flat < falling);
});
