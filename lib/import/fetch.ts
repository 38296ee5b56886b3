/**
 * Downloads the files of a public price catalog and writes files so that a reader never sees half
 * of one: the network and file side of `deno task import fetch` (`lib/cli/import.ts`), kept apart
 * from the pure catalog reader (`skypilot.ts`).
 *
 * @module
 */
import { dirname, join } from "node:path";

/**
 * Where SkyPilot publishes its catalog, schema v7: one folder a cloud, its prices in
 * `<cloud>/vms.csv` (the address SkyPilot itself reads its hosted catalog from).
 */
export const DEFAULT_CATALOG =
  "https://raw.githubusercontent.com/skypilot-org/skypilot-catalog/master/catalogs/v7";

/** A download that failed for good: what was asked, from where, and why. */
export class FetchError extends Error {
  /** An error whose `message` names the file, its address and what failed. */
  constructor(message: string) {
    super(message);
    this.name = "FetchError";
  }
}

/** Whether a `--from` names a web address (`http://`, `https://`) rather than a folder. */
export function isWebAddress(from: string): boolean {
  return /^https?:\/\//i.test(from);
}

/**
 * The address of one cloud's price file in a catalog laid out as SkyPilot's:
 * `<from>/<cloud>/vms.csv`, for a web address or a folder.
 *
 * @example
 * ```ts
 * import { catalogAddress } from "./fetch.ts";
 * catalogAddress("https://example.org/catalogs/v7/", "lambda");
 * // → "https://example.org/catalogs/v7/lambda/vms.csv"
 * ```
 */
export function catalogAddress(from: string, cloud: string): string {
  return isWebAddress(from)
    ? `${from.replace(/\/+$/, "")}/${encodeURIComponent(cloud)}/vms.csv`
    : join(from, cloud, "vms.csv");
}

/** Options of {@linkcode download}. */
export interface DownloadOptions {
  /**
   * Seconds a request may wait for its answer or for its next bytes before it is given up.
   * @default 30
   */
  timeoutSeconds?: number;
  /**
   * Times a failed request is tried again (a 404 is not: the file is not there).
   * @default 2
   */
  retries?: number;
  /**
   * Seconds before the first retry; each next one waits twice as long.
   * @default 1
   */
  backoffSeconds?: number;
  /** Told of each failed attempt that will be tried again: its number from 1, and why it failed. */
  onRetry?: (attempt: number, reason: string, waitSeconds: number) => void;
}

/** An answer that is not worth asking again. */
class Final extends Error {}

/** One request: the body's bytes, or an error saying what failed. */
async function attempt(url: string, timeoutSeconds: number): Promise<Uint8Array> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stalled = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(), timeoutSeconds * 1000);
  };
  stalled();
  let received: number | undefined;
  try {
    const response = await fetch(url, { signal: controller.signal });
    if (!response.ok) {
      await response.body?.cancel();
      const said = `answered ${response.status} ${response.statusText}`.trim();
      // a missing file stays missing; a server error or a throttle may pass
      if (response.status >= 400 && response.status < 500 && response.status !== 429) {
        throw new Final(said);
      }
      throw new Error(said);
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    received = 0;
    if (response.body) {
      for await (const chunk of response.body) {
        chunks.push(chunk);
        size += chunk.length;
        received = size;
        stalled();
      }
    }
    // a connection closed early can end a body on a row's end: the length says it is short
    const declared = response.headers.get("content-length");
    if (
      declared !== null && !response.headers.has("content-encoding") && Number(declared) !== size
    ) {
      received = undefined; // said here in full
      throw new Error(`the answer broke off after ${size} of the ${declared} bytes it announced`);
    }
    const bytes = new Uint8Array(size);
    let at = 0;
    for (const c of chunks) bytes.set(c, at), at += c.length;
    return bytes;
  } catch (error) {
    if (controller.signal.aborted) {
      throw new Error(`nothing came for ${timeoutSeconds} s (timed out)`);
    }
    if (received !== undefined && !(error instanceof Final)) {
      throw new Error(
        `the answer broke off after ${received} bytes (${(error as Error).message})`,
      );
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Downloads `url` whole, trying again after a failure, or throws a {@linkcode FetchError} naming
 * `what`, the address and the last failure. A request that gets no answer, or no next bytes,
 * within the timeout is given up and tried again; a body shorter than its `Content-Length` is a
 * failure, not a file.
 *
 * @param url the address to download
 * @param what the file's name in messages, e.g. `lambda`
 * @returns the body's bytes
 */
export async function download(
  url: string,
  what: string,
  { timeoutSeconds = 30, retries = 2, backoffSeconds = 1, onRetry }: DownloadOptions = {},
): Promise<Uint8Array> {
  for (let n = 1;; n++) {
    try {
      return await attempt(url, timeoutSeconds);
    } catch (error) {
      const reason = (error as Error).message;
      if (error instanceof Final || n > retries) {
        const tries = n === 1 ? "" : ` (tried ${n} times)`;
        throw new FetchError(`Cannot fetch ${what} from ${url}: ${reason}${tries}`);
      }
      const wait = backoffSeconds * 2 ** (n - 1);
      onRetry?.(n, reason, wait);
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    }
  }
}

/**
 * Writes `bytes` to `path` so that the file is either as it was or whole: into a temporary file
 * beside it, then renamed over it. The folder is made if missing.
 */
export async function writeFileAtomically(path: string, bytes: Uint8Array): Promise<void> {
  await Deno.mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${crypto.randomUUID().slice(0, 8)}.partial`;
  try {
    await Deno.writeFile(temporary, bytes);
    await Deno.rename(temporary, path);
  } catch (error) {
    await Deno.remove(temporary).catch(() => {});
    throw error;
  }
}
