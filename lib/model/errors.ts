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
  /**
   * @param fn the function refusing it
   * @param argument the argument's name
   * @param value the value given
   * @param takes what the argument takes, as a bound or a set (`> 0`, `integer >= 1`, `hourly`)
   */
  constructor(
    readonly fn: string,
    readonly argument: string,
    readonly value: unknown,
    readonly takes: string,
  ) {
    super(`${fn}(${argument} = ${String(value)}): ${takes}`);
    this.name = "ArgumentError";
  }
}
