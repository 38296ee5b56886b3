/**
 * Bundles the what-if page's script (`page.ts` with the model, the parameter checks, the chart
 * builders and Observable Plot) into one classic script with `deno bundle` (esbuild): an IIFE,
 * minified, for the browser. The result is kept in a cache folder under the hash of `lib/`,
 * `deno.json`, `deno.lock` and the Deno version, so an unchanged library is bundled once.
 *
 * @module
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { hashFolder, sha256 } from "./cache.ts";

const LIB = fileURLToPath(new URL("..", import.meta.url));
const ENTRY = fileURLToPath(new URL("../whatif/page.ts", import.meta.url));
/** The files that pin the npm packages bundled in. */
const PINS = ["deno.json", "deno.lock"].map((f) =>
  fileURLToPath(new URL(`../../${f}`, import.meta.url))
);

/** Sequences that would end or confuse an inline `<script>` element. */
const UNSAFE_IN_SCRIPT = /<\/script|<!--|<script/gi;

/**
 * The bundled script of the what-if page.
 *
 * @param cacheDir a folder to keep bundles in
 * @returns the script's text, to be written inside a `<script>` element
 * @throws Error naming the command's output when `deno bundle` fails
 */
export async function bundleWhatIf(cacheDir: string): Promise<string> {
  const pins = await Promise.all(PINS.map((f) => Deno.readTextFile(f).catch(() => "")));
  const key = await sha256([await hashFolder(LIB), Deno.version.deno, ...pins]);
  const file = join(cacheDir, `whatif-${key}.js`);
  try {
    return await Deno.readTextFile(file);
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) throw error;
  }
  await Deno.mkdir(cacheDir, { recursive: true });
  const temp = await Deno.makeTempFile({ dir: cacheDir, prefix: ".whatif-", suffix: ".js" });
  try {
    const { code, stderr } = await new Deno.Command(Deno.execPath(), {
      args: [
        "bundle",
        "--quiet",
        "--platform",
        "browser",
        "--format",
        "iife",
        "--minify",
        "--output",
        temp,
        ENTRY,
      ],
      stdout: "null",
      stderr: "piped",
    }).output();
    if (code !== 0) {
      throw new Error(
        `Cannot bundle the what-if page: deno bundle exited with ${code}\n${
          new TextDecoder().decode(stderr).trim()
        }`,
      );
    }
    // minified, these occur only in string, template and regular expression literals (linkedom
    // serialising comments), where `\x3C` is the same character
    const script = (await Deno.readTextFile(temp)).replace(
      UNSAFE_IN_SCRIPT,
      (m) => `\\x3C${m.slice(1)}`,
    );
    const unsafe = /<\/script|<!--|<script/i.exec(script);
    if (unsafe) {
      throw new Error(`Cannot inline the what-if script: it contains "${unsafe[0]}"`);
    }
    // the cache holds the script as returned, so that a build served from it writes the same page
    await Deno.writeTextFile(temp, script);
    await Deno.rename(temp, file);
    for await (const e of Deno.readDir(cacheDir)) {
      if (/^whatif-.*\.js$/.test(e.name) && join(cacheDir, e.name) !== file) {
        await Deno.remove(join(cacheDir, e.name)).catch(() => {});
      }
    }
    return script;
  } finally {
    await Deno.remove(temp).catch(() => {});
  }
}
