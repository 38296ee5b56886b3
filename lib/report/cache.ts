/**
 * What a report depends on, as one hash per notebook: the notebook file, every source under
 * `lib/` (model, charts, the executor and its template), the data files, the build's settings
 * and parameters, today's date (stale-price warnings count days), the Deno and kernel versions
 * and the pinned Python packages. A report whose hash has a cached HTML is not executed again.
 *
 * @module
 */
import { join, relative } from "node:path";

/** SHA-256 of `parts`, each length-prefixed so that no two lists hash alike, as hex. */
export async function sha256(parts: readonly (string | Uint8Array)[]): Promise<string> {
  const enc = new TextEncoder();
  const chunks: Uint8Array[] = [];
  for (const p of parts) {
    const bytes = typeof p === "string" ? enc.encode(p) : p;
    chunks.push(enc.encode(`${bytes.length}:`), bytes);
  }
  const all = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.length;
  }
  const digest = await crypto.subtle.digest("SHA-256", all);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Every file below `dir` (recursively), sorted, as [relative path, bytes]. */
async function filesBelow(dir: string): Promise<[string, Uint8Array][]> {
  const out: [string, Uint8Array][] = [];
  const walk = async (d: string) => {
    for await (const e of Deno.readDir(d)) {
      const path = join(d, e.name);
      if (e.isDirectory) {
        if (e.name !== "__pycache__") await walk(path);
      } else if (e.isFile) out.push([relative(dir, path), await Deno.readFile(path)]);
    }
  };
  await walk(dir);
  return out.sort((a, b) => a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
}

/** One hash of a folder's files, names and contents. */
export async function hashFolder(dir: string): Promise<string> {
  return sha256((await filesBelow(dir)).flat());
}

/** The cache of built reports: `DIR/NAME-HASH.html`, one entry per notebook kept. */
export class ReportCache {
  /** A cache whose entries are kept in `dir`, made on the first {@linkcode ReportCache.put}. */
  constructor(readonly dir: string) {}

  #path(name: string, key: string): string {
    return join(this.dir, `${name}-${key}.html`);
  }

  /** The cached report of `name` for `key`, if there is one. */
  async get(name: string, key: string): Promise<Uint8Array | undefined> {
    try {
      return await Deno.readFile(this.#path(name, key));
    } catch (error) {
      if (error instanceof Deno.errors.NotFound) return undefined;
      throw error;
    }
  }

  /** Keeps `html` as the report of `name` for `key`, and drops older entries of `name`. */
  async put(name: string, key: string, html: Uint8Array): Promise<void> {
    await Deno.mkdir(this.dir, { recursive: true });
    for await (const e of Deno.readDir(this.dir)) {
      if (
        e.name.startsWith(`${name}-`) && e.name.endsWith(".html") &&
        e.name !== `${name}-${key}.html`
      ) {
        await Deno.remove(join(this.dir, e.name)).catch(() => {});
      }
    }
    const tmp = `${this.#path(name, key)}.${crypto.randomUUID()}.tmp`; // builds may run at once
    await Deno.writeFile(tmp, html);
    await Deno.rename(tmp, this.#path(name, key));
  }
}
