/**
 * The model, the scenario and the data layer return keys, numbers and typed reasons; words are made at the edge
 * (`lib/present`, the catalogue). This test reads the code of the folders below and fails on any
 * string literal (quoted or template text) that holds three or more English words.
 */
import assert from "node:assert/strict";

/** The folders whose code must hold no sentence or label, relative to the project's root. */
const FOLDERS = ["lib/model", "lib/scenario", "lib/data"] as const;

/**
 * The files beyond those folders whose refusals a reader meets in any language: the checks of
 * `-p` and of a parameters file, their reasons and the error they throw (`lib/params/records.ts`
 * and `cell.ts` write the notebooks' code and comments, and a task's `--help` is English).
 */
const FILES = [
  "lib/params/check.ts",
  "lib/params/file.ts",
  "lib/params/reasons.ts",
  "lib/params/help.ts",
  "lib/present/refusals.ts",
  "lib/cli/parameters.ts",
] as const;

/**
 * Literals allowed to stay, as `path: literal`. Keep this tiny, each with why. None at present:
 * errors for invalid arguments are typed (`RangeError` with a short key and the values).
 */
const ALLOWED: ReadonlySet<string> = new Set<string>([]);

/** How many words a literal may hold before it reads as English text. */
const MAX_WORDS = 2;

const ROOT = new URL("../../", import.meta.url);

/** One literal of a source file: its text (a template's text parts joined) and line. */
export interface Literal {
  readonly text: string;
  readonly line: number;
}

/** The string literals and template texts of `source`, comments left out. */
export function literalsOf(source: string): Literal[] {
  const out: Literal[] = [];
  let i = 0;
  let line = 1;
  /** Nesting of `${` inside templates: the brace depth at which each template resumes. */
  const templates: number[] = [];
  let depth = 0;
  let prev = ""; // the last significant character, to tell a regex from a division
  const at = (k: number) => source[k] ?? "";
  const step = () => {
    if (source[i] === "\n") line++;
    i++;
  };
  const readTemplate = (start: number) => {
    // reads template text from i (after ` or }) to the closing ` or the next ${
    let text = "";
    while (i < source.length) {
      const c = at(i);
      if (c === "\\") {
        text += at(i + 1);
        step();
        step();
      } else if (c === "`") {
        step();
        return { text, closed: true, start };
      } else if (c === "$" && at(i + 1) === "{") {
        step();
        step();
        return { text, closed: false, start };
      } else {
        text += c;
        step();
      }
    }
    return { text, closed: true, start };
  };
  let pending: { text: string; line: number }[] = [];
  const flushTemplate = () => {
    if (pending.length === 0) return;
    out.push({ text: pending.map((p) => p.text).join(" "), line: pending[0].line });
    pending = [];
  };
  const templateStack: { text: string; line: number }[][] = [];
  while (i < source.length) {
    const c = at(i);
    if (c === "/" && at(i + 1) === "/") {
      while (i < source.length && at(i) !== "\n") step();
    } else if (c === "/" && at(i + 1) === "*") {
      step();
      step();
      while (i < source.length && !(at(i) === "*" && at(i + 1) === "/")) step();
      step();
      step();
    } else if (c === '"' || c === "'") {
      const start = line;
      step();
      let text = "";
      while (i < source.length && at(i) !== c && at(i) !== "\n") {
        if (at(i) === "\\") {
          text += at(i + 1);
          step();
          step();
        } else {
          text += at(i);
          step();
        }
      }
      step();
      out.push({ text, line: start });
      prev = c;
    } else if (c === "`") {
      const start = line;
      step();
      const part = readTemplate(start);
      pending.push({ text: part.text, line: start });
      if (part.closed) flushTemplate();
      else {
        templateStack.push(pending);
        pending = [];
        templates.push(depth);
        depth++;
      }
      prev = "`";
    } else if (c === "{") {
      depth++;
      step();
      prev = c;
    } else if (c === "}") {
      depth--;
      step();
      if (templates.length > 0 && templates[templates.length - 1] === depth) {
        templates.pop();
        const inner = pending;
        pending = templateStack.pop()!;
        // literals inside ${…} were flushed on their own; resume the outer template
        inner.length = 0;
        const part = readTemplate(line);
        pending.push({ text: part.text, line });
        if (part.closed) flushTemplate();
        else {
          templateStack.push(pending);
          pending = [];
          templates.push(depth);
          depth++;
        }
        prev = "`";
      } else prev = c;
    } else if (c === "/" && (prev === "" || "(,=:[!&|?{};+-*%<>~^".includes(prev))) {
      // a regular expression literal: skipped, its text is a pattern, not words
      step();
      let inClass = false;
      while (i < source.length && at(i) !== "\n") {
        const r = at(i);
        if (r === "\\") step();
        else if (r === "[") inClass = true;
        else if (r === "]") inClass = false;
        else if (r === "/" && !inClass) break;
        step();
      }
      step();
      while (/[a-z]/.test(at(i))) step();
      prev = "/";
    } else {
      if (!/\s/.test(c)) {
        // a keyword ending in a letter before a regex (`return /x/`) reads as an operator
        const word = /^[A-Za-z_$][\w$]*/.exec(source.slice(i, i + 40));
        if (word) {
          prev = ["return", "typeof", "case", "in", "of", "new", "delete", "void", "throw"]
              .includes(word[0])
            ? "("
            : "a";
          for (let k = 0; k < word[0].length; k++) step();
          continue;
        }
        prev = c;
      }
      step();
    }
  }
  return out;
}

/** The English words of `text`: whitespace-separated tokens made of letters (punctuation trimmed). */
export function englishWords(text: string): string[] {
  return text
    .split(/\s+/)
    .map((t) => t.replace(/^[("'“‘[]+|[)"'”’\].,:;!?…]+$/g, ""))
    .filter((t) => /^[A-Za-z]+(?:'[a-z]+)?$/.test(t));
}

async function* sourcesUnder(dir: URL): AsyncGenerator<URL> {
  for await (const entry of Deno.readDir(dir)) {
    const url = new URL(entry.name + (entry.isDirectory ? "/" : ""), dir);
    if (entry.isDirectory) yield* sourcesUnder(url);
    else if (entry.name.endsWith(".ts")) yield url;
  }
}

Deno.test("the scanner finds quoted and template text, and leaves out comments and regular expressions", () => {
  const source = [
    "// a comment of many English words here",
    "/** a doc comment of many words */",
    'const a = "one two three";',
    "const b = `four ${x + `inner text of words`} five six`;",
    "const r = /not a literal at all/.test(s);",
    "const k = 'cloud-compute';",
    "const q = /[\"']/.test(s) ? `a ${b} c ${d} e` : 'x';",
  ].join("\n");
  const actual = literalsOf(source).map((l) => [l.line, englishWords(l.text).length]);
  // the inner template closes first; a template's text parts count together
  assert.deepEqual(actual, [[3, 3], [4, 4], [4, 3], [6, 0], [7, 3], [7, 1]]);
});

Deno.test("the code of the model, the scenario and the parameters' checks holds no English text of three or more words", async () => {
  const found: string[] = [];
  let read = 0;
  const urls: URL[] = FILES.map((f) => new URL(f, ROOT));
  for (const folder of FOLDERS) {
    for await (const url of sourcesUnder(new URL(`${folder}/`, ROOT))) urls.push(url);
  }
  for (const url of urls) {
    const path = url.pathname.slice(ROOT.pathname.length);
    for (const { text, line } of literalsOf(await Deno.readTextFile(url))) {
      read++;
      if (englishWords(text).length <= MAX_WORDS) continue;
      if (ALLOWED.has(`${path}: ${text}`)) continue;
      found.push(`${path}:${line}: ${JSON.stringify(text)}`);
    }
  }
  assert.ok(read > 1000, `${read} literals read: the scanner skipped code`);
  assert.deepEqual(found, [], `${found.length} literals read as English text`);
});
