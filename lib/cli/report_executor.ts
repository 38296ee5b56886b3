/**
 * The report build's notebook executor: one Python process (`lib/report/execute.py`) started
 * early, so that it imports its libraries while the data is validated, then handed the notebooks
 * to execute concurrently, each with its own kernel, one result a line as each finishes.
 *
 * @module
 */
import { join } from "node:path";
import { TextLineStream } from "../report/lines.ts";
import { KERNEL_NAME, ROOT, VENV } from "./setup.ts";

/** One notebook's result from the executor: its seconds, or the cell that failed and why. */
export type Executed =
  | { name: string; ok: true; seconds: number }
  | { name: string; ok: false; cell: number | null; source: string; error: string };

/** A started executor: hand it the notebooks, or tell it there is nothing to run. */
export interface Executor {
  /** Hands the executor its work and calls `onResult` as each notebook finishes. */
  run(
    spec: Record<string, unknown>,
    onResult: (r: Executed) => void,
  ): Promise<{ code: number; stderr: string }>;
  /** Tells the executor there is nothing to run: it stops the kernels it started and exits. */
  cancel(): Promise<void>;
}

/**
 * Starts `lib/report/execute.py`, which imports its libraries while the data is validated here;
 * `run` hands it the notebooks and calls `onResult` as each finishes, `cancel` stops it unused.
 */
export function startExecutor(
  prestart: { count: number; env: Record<string, string>; cwd: string },
): Executor {
  const early = { ...prestart, kernel: KERNEL_NAME };
  const child = new Deno.Command(join(VENV, "bin", "python"), {
    args: [join(ROOT, "lib", "report", "execute.py"), "--prestart", JSON.stringify(early)],
    env: { JUPYTER_PLATFORM_DIRS: "1", PYDEVD_DISABLE_FILE_VALIDATION: "1" },
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const stderr = new Response(child.stderr).text();
  return {
    async run(
      spec: Record<string, unknown>,
      onResult: (r: Executed) => void,
    ): Promise<{ code: number; stderr: string }> {
      const writer = child.stdin.getWriter();
      await writer.write(new TextEncoder().encode(JSON.stringify(spec)));
      await writer.close();
      const lines = child.stdout.pipeThrough(new TextDecoderStream()).pipeThrough(
        new TextLineStream(),
      );
      for await (const line of lines) {
        if (line.trim() !== "") onResult(JSON.parse(line) as Executed);
      }
      const { code } = await child.status;
      return { code, stderr: await stderr };
    },
    /** Tells the executor there is nothing to run: it stops the kernels it started and exits. */
    async cancel(): Promise<void> {
      await child.stdin.close();
      await child.stdout.cancel().catch(() => {});
      await child.status;
      await stderr.catch(() => {});
    },
  };
}
