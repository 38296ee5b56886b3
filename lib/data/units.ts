/**
 * The workbook's private mathjs instance: unit conversion and arithmetic in number cells.
 * A private instance, because `createUnit` would change a shared one.
 *
 * @module
 */
import type * as MathJs from "mathjs";
// mathjs's single-file build: the package's ES modules are about a thousand files, which take
// each process (a CLI task, a kernel, a test worker) 0.4 s to load; this one file 0.15 s
import bundle from "mathjs/lib/browser/math.js";
import { HOURS_PER_MONTH } from "../model/inputs.ts";

const { all, create } = bundle as typeof MathJs;
const math: MathJs.MathJsInstance = create(all, { number: "number" });

/** Converts a cell such as `650 W` or `0.65 kW` to a number in `toUnit`; throws when it is not such a quantity. */
export function toUnit(text: string, toUnit: string): number {
  const unit = math.unit(text);
  return unit.toNumber(toUnit);
}

/** Evaluates plain arithmetic (`500/3`, `2 * 4500`): digits, `.`, `+ - * /` and parentheses only. */
export function evaluateArithmetic(text: string): number {
  if (!/^[0-9.\s+\-*/()]+$/.test(text)) {
    // digits, . + - * / and parentheses only: a cell is never code
    throw new TypeError(`Cannot evaluate "${text}"`);
  }
  const value: unknown = math.evaluate(text);
  if (typeof value !== "number") throw new TypeError(`Cannot evaluate "${text}"`);
  return value;
}

/** Converts a storage price per `gb-hour`, `gb-day` or `gb-month` (730 hours) to a price per GB-hour. */
export function perGbHour(price: number, unit: "gb-hour" | "gb-day" | "gb-month"): number {
  const hours = { "gb-hour": 1, "gb-day": 24, "gb-month": HOURS_PER_MONTH }[unit];
  return price / hours;
}
