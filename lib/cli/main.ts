/**
 * One error policy for every task: errors go to stderr as a sentence that names what was wrong
 * and what was expected, with no stack trace for anything a user can cause; exit 1 for bad
 * input (data, a scenario name, a parameter value), 2 for bad usage (an unknown option).
 * Every task answers `--help` and `-h` with its usage on stdout and exit 0, whatever else the
 * command line holds.
 *
 * @module
 */
import { parseArgs, type ParseArgsConfig } from "node:util";
import { DataError } from "../data/errors.ts";
import { problemsText } from "../present/data_problems.ts";

/** A command line the task does not understand: exit 2. */
export class UsageError extends Error {
  /** An error whose `message` is the sentence the task prints before exiting 2. */
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}

/** Input the task cannot work from (a value, a name, a file): exit 1. */
export class InputError extends Error {
  /** An error whose `message` is the sentence the task prints before exiting 1. */
  constructor(message: string) {
    super(message);
    this.name = "InputError";
  }
}

/** `parseArgs` that turns its errors into a {@linkcode UsageError} naming the task's help. */
export function parseCommandLine<const O extends NonNullable<ParseArgsConfig["options"]>>(
  task: string,
  args: string[],
  options: O,
  { positionals = false } = {},
): ReturnType<
  typeof parseArgs<{ args: string[]; options: O; strict: true; allowPositionals: boolean }>
> {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: positionals });
  } catch (error) {
    const text = (error as Error).message.replace(/\. To specify a positional.*$/s, "");
    throw new UsageError(`${text}: see deno task ${task} --help`);
  }
}

/** Whether a command line asks for help: `--help` or `-h` before any `--`. */
export function asksForHelp(args: readonly string[]): boolean {
  const end = args.indexOf("--");
  return (end < 0 ? args : args.slice(0, end)).some((a) => a === "--help" || a === "-h");
}

/**
 * Runs a task's body with the error policy; unexpected errors keep their stack (they are bugs).
 * A command line that asks for help prints `help` and exits 0 without running the body.
 */
export async function runTask(
  task: string,
  body: () => Promise<void> | void,
  { help, args = Deno.args }: { help: string; args?: readonly string[] },
): Promise<void> {
  if (asksForHelp(args)) {
    console.log(help);
    return;
  }
  try {
    await body();
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${task}: ${error.message}`);
      Deno.exit(2);
    }
    if (error instanceof DataError) {
      console.error(`${task}: ${problemsText(error.issues, error.folder, "en")}`);
      Deno.exit(1);
    }
    if (error instanceof InputError) {
      console.error(`${task}: ${error.message}`);
      Deno.exit(1);
    }
    console.error(`${task}: unexpected error (please report it):`, error);
    Deno.exit(1);
  }
}
