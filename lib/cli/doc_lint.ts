/**
 * `deno doc --lint` over every module of `lib/`: each exported symbol documented, with an explicit
 * type, and every type it names exported too. One kind of finding is let through, and counted:
 * a public type that names a type of an npm package the module imports (zod's `output`,
 * Observable Plot's `PlotOptions`, playwright's `Browser`). Deno reports those as "private"
 * because an npm package is not a root of the documented graph, though the type is public in its
 * own package; Deno no longer reports them for `jsr:` and `https:` packages, and a project
 * cannot export another package's types without documenting that package too. And one more: a
 * row type written as `z.output<typeof schema>` of a zod schema its module keeps private (the
 * schema's own type is zod's, pages long; the row type is what the module exports). Any other
 * name that a file of `lib/` declares is never let through.
 *
 * A second run documents the entry `lib/mod.ts` alone: every type that its exports name is
 * exported from it too (with the same types of npm packages let through).
 *
 * `deno run --allow-read --allow-run --allow-env lib/cli/doc_lint.ts`
 *
 * @module
 */
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

/** One finding of `deno doc --lint`. */
export interface DocFinding {
  /** The rule, such as `missing-jsdoc` or `private-type-ref`. */
  rule: string;
  /** Its first line, such as `public type 'Row' references private type 'output'`. */
  message: string;
  /** Where the symbol is: the file's path and the line. */
  at: string;
  /** For `private-type-ref`: the name of the type referenced. */
  referenced?: string;
  /** The finding as Deno printed it. */
  text: string;
}

/** The findings in the output of `deno doc --lint` (colours removed). */
export function parseDocLint(output: string): DocFinding[] {
  // deno-lint-ignore no-control-regex
  const plain = output.replace(/\x1b\[[0-9;]*m/g, "");
  const blocks = plain.split(/\n(?=error\[)/).filter((b) => b.startsWith("error["));
  return blocks.map((text) => {
    const [, rule = "", message = ""] = /^error\[([a-z-]+)\]: (.*)/.exec(text) ?? [];
    const at = /-->\s+(\S+)/.exec(text)?.[1] ?? "";
    const referenced = /references private type '([^']+)'/.exec(message)?.[1];
    return { rule, message, at, ...(referenced ? { referenced } : {}), text: text.trim() };
  });
}

/** Every `.ts` file under `dir`, sorted. */
function tsFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of Deno.readDirSync(dir)) {
    const path = join(dir, e.name);
    if (e.isDirectory) out.push(...tsFiles(path));
    else if (e.isFile && e.name.endsWith(".ts")) out.push(path);
  }
  return out.sort();
}

/** Whether `source` declares a type, interface, class or enum called `name`. */
function declaresType(source: string, name: string): boolean {
  return new RegExp(`\\b(?:type|interface|class|enum)\\s+${name}\\b`).test(source);
}

/** Whether `source` declares a value called `name` at its top level (`const name`, …). */
function declaresValue(source: string, name: string): boolean {
  return new RegExp(`^(?:export\\s+)?(?:const|let|function)\\s+${name}\\b`, "m").test(source);
}

/** Whether `source` keeps a zod schema called `name` to itself (`const name = z.object(…)`). */
function privateSchema(source: string, name: string): boolean {
  return new RegExp(`^const\\s+${name}\\s*(?::[^=]+)?=\\s*z\\.`, "m").test(source);
}

/** The bare specifiers (`zod`, `@observablehq/plot`) that `source` imports from. */
function npmImports(source: string): string[] {
  return [...source.matchAll(/from\s+"([^".][^"]*)"/g)].map((m) => m[1]!)
    .filter((s) => !s.startsWith("node:"));
}

/**
 * Splits findings into those to fix and those let through: a `private-type-ref` whose type no
 * file of `sources` declares, named in a file that imports an npm package.
 */
export function judgeDocFindings(
  findings: readonly DocFinding[],
  sources: ReadonlyMap<string, string>,
): { errors: DocFinding[]; external: DocFinding[]; schemas: DocFinding[] } {
  const errors: DocFinding[] = [];
  const external: DocFinding[] = [];
  const schemas: DocFinding[] = [];
  const all = [...sources.values()];
  for (const f of findings) {
    const file = f.at.replace(/^file:\/\//, "").replace(/:\d+:\d+$/, "");
    const source = sources.get(file) ?? "";
    const ref = f.rule === "private-type-ref" ? f.referenced : undefined;
    if (ref !== undefined && privateSchema(source, ref)) schemas.push(f);
    else if (
      ref !== undefined && !all.some((s) => declaresType(s, ref)) &&
      !declaresValue(source, ref) && npmImports(source).length > 0
    ) external.push(f);
    else errors.push(f);
  }
  return { errors, external, schemas };
}

/** What one run of `deno doc --lint` over `roots` found, judged by {@linkcode judgeDocFindings}. */
export interface DocLintResult {
  /** The findings to fix. */
  errors: DocFinding[];
  /** References to types of npm packages, let through. */
  external: DocFinding[];
  /** Row types naming the zod schema their module keeps, let through. */
  schemas: DocFinding[];
}

/**
 * Runs `deno doc --lint` over `roots` (paths of `.ts` files) and judges its findings against the
 * sources of `lib/`. With every module as a root, a type any module exports counts as public;
 * with the entry `lib/mod.ts` alone, only what it exports does, so a type that one of its exports
 * names and it does not export is found.
 *
 * @param roots The modules documented, as `deno doc` takes them.
 * @param sources Each file of `lib/` by its absolute path, with its text.
 * @returns The findings to fix and those let through.
 */
export async function lintDocs(
  roots: readonly string[],
  sources: ReadonlyMap<string, string>,
): Promise<DocLintResult> {
  const { code, stderr, stdout } = await new Deno.Command(Deno.execPath(), {
    args: ["doc", "--lint", ...roots],
    stdout: "piped",
    stderr: "piped",
  }).output();
  const decoder = new TextDecoder();
  const output = decoder.decode(stderr) + decoder.decode(stdout);
  const findings = parseDocLint(output);
  if (code !== 0 && findings.length === 0) {
    throw new Error(`Cannot lint the doc comments: deno doc exited with ${code}\n${output.trim()}`);
  }
  return judgeDocFindings(findings, sources);
}

/** The sources of every `.ts` file of `lib/` under `root`, by absolute path. */
export function libSources(root: string): Map<string, string> {
  return new Map(tsFiles(join(root, "lib")).map((f) => [f, Deno.readTextFileSync(f)]));
}

/** The documented entry of the library, relative to the project's root. */
export const DOC_ENTRY = "lib/mod.ts";

/** One line saying what a run over `what` found and let through. */
function summary(what: string, { errors, external, schemas }: DocLintResult): string {
  const names = [...new Set(external.map((e) => e.referenced))].sort();
  return `deno doc --lint: ${what}, ${errors.length} finding(s)` +
    (external.length
      ? `; ${external.length} reference(s) to types of npm packages let through (${
        names.join(", ")
      })`
      : "") +
    (schemas.length ? `; ${schemas.length} row type(s) of private zod schemas let through` : "");
}

if (import.meta.main) {
  const root = fileURLToPath(new URL("../..", import.meta.url));
  const sources = libSources(root);
  const files = [...sources.keys()];
  const runs: [string, readonly string[]][] = [
    [`${files.length} modules of lib/`, files],
    [`the entry ${DOC_ENTRY}`, [join(root, DOC_ENTRY)]],
  ];
  let failed = false;
  for (const [what, roots] of runs) {
    const result = await lintDocs(roots, sources).catch((e: Error) => {
      console.error(e.message);
      Deno.exit(1);
    });
    for (const e of result.errors) console.error(`${e.text}\n`);
    console.log(summary(what, result));
    if (result.errors.length) {
      const where = [...new Set(result.errors.map((e) => relative(root, e.at.split(":")[0]!)))];
      console.error(
        `Cannot pass the doc lint of ${what}: fix the findings above in ${where.join(", ")}`,
      );
      failed = true;
    }
  }
  if (failed) Deno.exit(1);
}
