/**
 * The project's documentation pages as the docs tests read them: which pages there are, their
 * links, their headings' anchors, and the commands they show.
 *
 * @module
 */
import { dirname, join, normalize, relative } from "node:path";
import { fileURLToPath } from "node:url";

/** The project's root folder, ending in a slash. */
export const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** The documentation pages, from the root: README.md, every page of docs/, bench/README.md. */
export function docPages(): string[] {
  const docs = [...Deno.readDirSync(join(ROOT, "docs"))]
    .filter((e) => e.isFile && e.name.endsWith(".md"))
    .map((e) => `docs/${e.name}`)
    .sort();
  return ["README.md", ...docs, "bench/README.md"];
}

/** The text of a page, from the root. */
export function readPage(path: string): string {
  return Deno.readTextFileSync(join(ROOT, path));
}

/** The text of a page with every run of white space one space, for finding a sentence in it. */
export function pageText(path: string): string {
  return readPage(path).replace(/\s+/g, " ");
}

/** A page's lines outside fenced code blocks (a link or a heading shown as code is none). */
function proseLines(markdown: string): string[] {
  let fenced = false;
  return markdown.split("\n").filter((line) => {
    if (/^\s*```/.test(line)) {
      fenced = !fenced;
      return false;
    }
    return !fenced;
  });
}

/** Text outside inline code spans. */
function withoutCode(line: string): string {
  return line.replace(/`[^`]*`/g, "");
}

/**
 * The anchor GitHub gives a heading: lower case, punctuation but hyphens dropped, spaces as
 * hyphens, a repeated one numbered (`-1`, `-2`).
 */
export function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const line of proseLines(markdown)) {
    const m = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const slug = m[1]!.toLowerCase().replace(/[^\p{L}\p{N}\p{M} _-]/gu, "").replace(/ /g, "-");
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    out.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return out;
}

/** A relative link of a page: its target as written, the file it names from the root, its anchor. */
export interface Link {
  /** The target as written in the page. */
  target: string;
  /** The file or folder it names, from the root (the page itself for `#anchor`). */
  path: string;
  /** The anchor after `#`, if any. */
  anchor?: string;
}

/** Every relative link of a page (`[text](target)`), outside code; web addresses left out. */
export function relativeLinks(page: string): Link[] {
  const links: Link[] = [];
  for (const line of proseLines(readPage(page))) {
    for (const m of withoutCode(line).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = m[1]!;
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:
      const [file, anchor] = target.split("#", 2) as [string, string | undefined];
      const path = file === "" ? page : normalize(relative(ROOT, join(ROOT, dirname(page), file)));
      links.push({ target, path, anchor: anchor || undefined });
    }
  }
  return links;
}

/** A command a page shows, and where. */
export interface ShownCommand {
  /** The page that shows it. */
  page: string;
  /** The command as shown, its comment left out. */
  text: string;
  /** Its words, quotes removed. */
  words: string[];
}

/** The words of a shell command line: quotes removed, a `#` comment left out. */
export function shellWords(line: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  let quote: string | undefined;
  for (const c of line) {
    if (quote) {
      if (c === quote) quote = undefined;
      else word += c;
    } else if (c === '"' || c === "'") {
      quote = c;
      word ??= "";
    } else if (/\s/.test(c)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else if (c === "#" && word === undefined) {
      break;
    } else {
      word = (word ?? "") + c;
    }
  }
  if (word !== undefined) words.push(word);
  return words;
}

/**
 * Every command a page shows: each line of its fenced `sh` and `bash` blocks, and each inline
 * code span of prose that starts with `deno task`, `deno run`, `deno bench` or `npx -y deno@2`.
 */
export function shownCommands(page: string): ShownCommand[] {
  const out: ShownCommand[] = [];
  let block: string | undefined;
  for (const line of readPage(page).split("\n")) {
    const fence = /^\s*```(\S*)/.exec(line);
    if (fence) {
      block = block === undefined ? fence[1]! : undefined;
      continue;
    }
    if (block !== undefined) {
      if (block !== "sh" && block !== "bash") continue;
      const words = shellWords(line);
      if (words.length > 0) out.push({ page, text: line.replace(/\s+#.*$/, "").trim(), words });
      continue;
    }
  }
  // inline spans may wrap: read them from the prose joined into one line
  const prose = proseLines(readPage(page)).join(" ").replace(/\s+/g, " ");
  for (const m of prose.matchAll(/`((?:npx -y deno@2 |deno )(?:task|run|bench) [^`]*)`/g)) {
    out.push({ page, text: m[1]!, words: shellWords(m[1]!) });
  }
  return out;
}
