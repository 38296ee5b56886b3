/**
 * The files each how-to of docs/architecture.md says a change touches, computed from the tree:
 * the files that name an existing example's keys, grep-style, in their code (comments left out).
 * `tests/docs/how_to_test.ts` holds each section's "Touches N files, as `EXAMPLE` …: `a`, `b`."
 * to them; `deno run -A tests/docs/how_to.ts` prints the lines as they should read today.
 *
 * @module
 */
import { dirname, join, relative } from "node:path";
import { COST_ITEMS } from "../../lib/model/cost_items.ts";
import { ROOT } from "./pages.ts";

/** The how-to sections of docs/architecture.md, by heading. */
export const HOW_TOS = ["Add a parameter", "A new cost", "A new kind of work", "A new language"];

/** Every file under `dir` (from the root) whose name ends in `ext`, with its text. */
function files(dir: string, ext: string): [string, string][] {
  const out: [string, string][] = [];
  const walk = (path: string) => {
    for (const e of Deno.readDirSync(join(ROOT, path))) {
      const child = `${path}/${e.name}`;
      if (e.isDirectory) walk(child);
      else if (e.name.endsWith(ext)) out.push([child, Deno.readTextFileSync(join(ROOT, child))]);
    }
  };
  walk(dir);
  return out.sort(([a], [b]) => a.localeCompare(b));
}

/** The code of a TypeScript source, its comments left out (a comment may name anything). */
function code(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").split("\n")
    .map((line) => line.replace(/(^|\s)\/\/.*$/, "")).join("\n");
}

/** The files of lib/ whose code matches any of `patterns`. */
function libFilesNaming(patterns: RegExp[]): string[] {
  return files("lib", ".ts")
    .filter(([, source]) => patterns.some((p) => p.test(code(source))))
    .map(([path]) => path);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A name as a string (`"name"`) or as a record's key (`name:` at the start of a line or after `{`, `,`). */
function keyOrString(name: string): RegExp[] {
  const n = escape(name);
  return [new RegExp(`["'\`]${n}["'\`]`), new RegExp(`(^|[{,])\\s*${n}\\??\\s*:`, "m")];
}

/** The files a parameter like `name` lives in: those that name it. */
export function parameterFiles(name: string): string[] {
  return libFilesNaming(keyOrString(name));
}

/**
 * The files a cost like the item `key` lives in: those that name its key, its TCO line or an
 * input only it reads.
 */
export function costFiles(key: string): string[] {
  const item = COST_ITEMS.find((i) => i.key === key);
  if (!item) throw new Error(`No cost item ${key} in COST_ITEMS`);
  const others = COST_ITEMS.filter((i) => i !== item).flatMap((i) => i.inputs as readonly string[]);
  const own = (item.inputs as readonly string[]).filter((input) => !others.includes(input));
  return libFilesNaming([key, item.line, ...own].flatMap(keyOrString));
}

/**
 * The files a kind of work like `kind` lives in: those that name the kind as a string, its
 * constant (`BATCH`) or an identifier made from it (`BatchWork`, `batchTokens`, `batch_tokens`).
 */
export function workKindFiles(kind: string): string[] {
  const k = escape(kind), K = escape(kind[0]!.toUpperCase() + kind.slice(1));
  return libFilesNaming([
    new RegExp(`["'\`]${k}["'\`]`),
    new RegExp(`\\b${escape(kind.toUpperCase())}\\b`),
    new RegExp(`\\b(${k}|${K})([A-Z]|_)\\w*`),
  ]);
}

/**
 * The files a further language `code` touches, read off the language the tree has beside English
 * (`zh`): the records keyed by it in lib/, the record of the languages with a catalogue of their
 * own and a new catalogue file beside its sections, the data files with a column of it, and the
 * notebooks with prose in it.
 */
export function languageFiles(code: string, existing = "zh"): string[] {
  const keyed = libFilesNaming([new RegExp(`^\\s*${escape(existing)}\\s*:`, "m")]);
  const own = libFilesNaming([/Record<Exclude<Lang, PairLang>/]);
  const catalogue = own.map((f) => `${dirname(f)}/messages/${code}.ts`);
  const data = files("data", ".csv")
    .filter(([, text]) => text.split("\n", 1)[0]!.split(",").includes(existing))
    .map(([path]) => path);
  const notebooks = files("notebooks", ".ipynb")
    .filter(([, text]) => text.includes(`"lang": "${existing}"`))
    .map(([path]) => path);
  return [...new Set([...keyed, ...own, ...catalogue, ...data, ...notebooks])].sort();
}

/** The files a how-to's example touches, by section. */
export function filesOf(section: string, example: string): string[] {
  switch (section) {
    case "Add a parameter":
      return parameterFiles(example);
    case "A new cost":
      return costFiles(example);
    case "A new kind of work":
      return workKindFiles(example);
    case "A new language":
      return languageFiles(example);
  }
  throw new Error(`No how-to ${section}`);
}

/** A section of a Markdown page: from its `## heading` to the next heading of that level. */
export function section(markdown: string, heading: string): string | undefined {
  const at = markdown.split("\n").findIndex((l) => l === `## ${heading}`);
  if (at < 0) return undefined;
  const rest = markdown.split("\n").slice(at + 1);
  const end = rest.findIndex((l) => /^##? /.test(l));
  return rest.slice(0, end < 0 ? undefined : end).join("\n");
}

/** What a section states: "Touches N files, as `EXAMPLE` …: `a`, `b` (new), `c/*.x`." */
export interface Stated {
  count: number;
  example: string;
  /** The files listed, globs expanded, "(new)" ones as named. */
  files: string[];
}

/** The statement of a how-to section, or undefined when it has none. */
export function stated(sectionText: string): Stated | undefined {
  const text = sectionText.replace(/\s+/g, " ");
  const m = /Touches (\d+) files, as `([^`]+)`[^:]*: (.+?)\.(?: |$)/.exec(text);
  if (!m) return undefined;
  const listed = [...m[3]!.matchAll(/`([^`]+)`/g)].map((x) => x[1]!);
  return { count: Number(m[1]), example: m[2]!, files: listed.flatMap(expand).sort() };
}

/** A path, or the files a one-folder glob (`notebooks/*.ipynb`) names. */
function expand(path: string): string[] {
  if (!path.includes("*")) return [path];
  const dir = dirname(path);
  const re = new RegExp(`^${path.slice(dir.length + 1).split("*").map(escape).join(".*")}$`);
  return [...Deno.readDirSync(join(ROOT, dir))].filter((e) => e.isFile && re.test(e.name))
    .map((e) => `${dir}/${e.name}`).sort();
}

if (import.meta.main) {
  const page = Deno.readTextFileSync(join(ROOT, "docs/architecture.md"));
  for (const heading of HOW_TOS) {
    const s = stated(section(page, heading) ?? "");
    if (!s) {
      console.log(`## ${heading}: no "Touches N files, as \`EXAMPLE\` …:" line`);
      continue;
    }
    const found = filesOf(heading, s.example);
    console.log(
      `## ${heading}\nTouches ${found.length} files, as \`${s.example}\` does today: ${
        found.map((f) => `\`${relative(".", f)}\``).join(", ")
      }.\n`,
    );
  }
}
