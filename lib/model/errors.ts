/**
 * The one error the model throws: an argument outside the values a function takes. It is a
 * programmer's error (the workbook checks what readers give before the model sees it), named by
 * the function, the argument, its value and what it takes, so it needs no sentence.
 *
 * ```ts
 * import { ArgumentError } from "./errors.ts";
 *
 * new ArgumentError("slowdown", "localSeconds", 0, "> 0").message;
 * // "slowdown(localSeconds = 0): > 0"
 * ```
 *
 * @module
 */

/** An argument outside the values a function takes, for a programmer to read. */
export class ArgumentError extends RangeError {
  /** The function refusing it. */
  readonly fn: string;
  /** The argument's name. */
  readonly argument: string;
  /** The value given. */
  readonly value: unknown;
  /** What the argument takes, as a bound or a set (`> 0`, `integer >= 1`, `hourly`). */
  readonly takes: string;
  /**
   * Makes the error for `argument` = `value` of `fn`, which takes `takes`.
   *
   * @param fn the function refusing it
   * @param argument the argument's name
   * @param value the value given
   * @param takes what the argument takes
   */
  constructor(fn: string, argument: string, value: unknown, takes: string) {
    super(`${fn}(${argument} = ${String(value)}): ${takes}`);
    this.name = "ArgumentError";
    this.fn = fn;
    this.argument = argument;
    this.value = value;
    this.takes = takes;
  }
}
