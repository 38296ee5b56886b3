/**
 * Commitment break-even: the share of a term's hours above which a commitment (a reserved term,
 * a monthly rental) costs less than renting the same GPU by the hour (on demand, spot).
 *
 * A commitment is paid for every hour of its term, used or not: c per GPU-hour × T hours. Renting
 * by the hour is paid only for the hours used: h per GPU-hour × u × T at a utilisation u (the
 * share of the term's hours used). The commitment costs less when
 *
 *   c × T < h × u × T  ⇔  u > c / h,
 *
 * so the break-even utilisation is c / h, whatever the term's length. It holds for whole units of
 * both when the GPUs compared are a number both sell whole ({@linkcode wholeGpusOfBoth}): a GPU
 * reserved singly beside an 8-GPU instance on demand are compared for 8 GPUs, one instance against
 * eight reservations, and the GPUs cancel. A commitment priced at or above the hourly price never
 * costs less, even at every hour: a result (`never`), not an infinite share.
 *
 * Pure functions on plain numbers (CNY per GPU-hour); no I/O.
 *
 * @module
 */
import { ArgumentError } from "./errors.ts";

/**
 * Where a commitment starts to cost less than renting by the hour:
 * - `share`: above `utilization` of the term's hours (0 < utilization < 1);
 * - `never`: its price a GPU-hour, `committedPerGpuHour`, is no less than renting's,
 *   `hourlyPerGpuHour`, so even used every hour it costs no less (CNY).
 */
export type CommitmentBreakEven =
  | { kind: "share"; utilization: number }
  | { kind: "never"; committedPerGpuHour: number; hourlyPerGpuHour: number };

/**
 * The utilisation above which a commitment costs less than renting by the hour: committed price
 * ÷ hourly price, both CNY per GPU-hour (a monthly price ÷ 730); `never` when the commitment is
 * priced at or above the hourly price.
 *
 * @param committedPerGpuHour The commitment's price, CNY per GPU-hour of its term (more than 0).
 * @param hourlyPerGpuHour Renting by the hour, CNY per GPU-hour used (more than 0).
 * @returns The break-even utilisation, or `never` with the two prices.
 * @throws {ArgumentError} When a price is not a finite number above 0.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { commitmentBreakEven } from "./commitment.ts";
 *
 * // GCP's H100 for a year at 7.673 USD a GPU-hour, against 88.49 ÷ 8 = 11.06125 on demand:
 * // the year costs less above 7.673 ÷ 11.06125 = 69.4 % of its hours
 * const b = commitmentBreakEven(7.673, 88.49 / 8);
 * assert.equal(b.kind === "share" && b.utilization.toFixed(3), "0.694");
 * // against spot at 6.3262 it never does
 * assert.equal(commitmentBreakEven(7.673, 6.3262).kind, "never");
 * ```
 */
export function commitmentBreakEven(
  committedPerGpuHour: number,
  hourlyPerGpuHour: number,
): CommitmentBreakEven {
  for (
    const [name, value] of [
      ["committedPerGpuHour", committedPerGpuHour],
      ["hourlyPerGpuHour", hourlyPerGpuHour],
    ] as const
  ) {
    if (!Number.isFinite(value) || value <= 0) {
      throw new ArgumentError("commitmentBreakEven", name, value, "finite > 0");
    }
  }
  const utilization = committedPerGpuHour / hourlyPerGpuHour;
  return utilization < 1
    ? { kind: "share", utilization }
    : { kind: "never", committedPerGpuHour, hourlyPerGpuHour };
}

/**
 * The fewest GPUs that two ways of renting both sell in whole units: the least common multiple of
 * their GPUs a unit (1 and 8 give 8; 2 and 8 give 8; 3 and 4 give 12).
 *
 * @param a GPUs in a unit of one way (a whole number, 1 or more).
 * @param b GPUs in a unit of the other.
 * @returns GPUs that are whole units of both.
 * @throws {ArgumentError} When a count is not a whole number of 1 or more.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { wholeGpusOfBoth } from "./commitment.ts";
 *
 * assert.equal(wholeGpusOfBoth(1, 8), 8); // eight GPUs reserved singly, one 8-GPU instance
 * assert.equal(wholeGpusOfBoth(3, 4), 12);
 * ```
 */
export function wholeGpusOfBoth(a: number, b: number): number {
  for (const [name, value] of [["a", a], ["b", b]] as const) {
    if (!Number.isInteger(value) || value < 1) {
      throw new ArgumentError("wholeGpusOfBoth", name, value, "integer >= 1");
    }
  }
  let x = a, y = b;
  while (y !== 0) [x, y] = [y, x % y];
  return a / x * b;
}
