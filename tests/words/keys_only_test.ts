/**
 * The model and the scenario return keys, numbers and typed reasons, and the presentation words
 * them (`lib/present`, from the catalogue's `words(lang)`): this test reads the code of
 * `lib/model` and `lib/scenario` and fails on a `lang` parameter, a call of `words()` or an
 * import of the catalogue (`lib/words/messages.ts`, its sections, `lib/lang.ts`) or of
 * `lib/present`. The errors' English (`lib/words/messages/model_words.ts`, which exceptions read
 * and a page words again in its language) is the one section they may import.
 */
import assert from "node:assert/strict";

/** The folders and files whose code takes no language, relative to the project's root. */
const PLACES = ["lib/model", "lib/scenario", "lib/scenario.ts"] as const;

/** The one section of the catalogue they may import: their errors' English. */
const ALLOWED_SECTION = "model_words.ts";

const ROOT = new URL("../../", import.meta.url);

/** `source` without its comments (a `//` inside a string is rare enough in this code to be kept). */
export function codeOf(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, " "))
    .replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
}

/** What `source` does that words belong to the presentation: one line each, with its number. */
export function languageUses(source: string): string[] {
  const found: string[] = [];
  codeOf(source).split("\n").forEach((line, i) => {
    const say = (what: string) => found.push(`${i + 1}: ${what}: ${line.trim()}`);
    for (const m of line.matchAll(/from\s+["']([^"']+)["']/g)) {
      const path = m[1]!;
      if (/\/present\//.test(path)) say("imports lib/present");
      else if (/\/words\/(messages|lang)\.ts$/.test(path)) say("imports the catalogue");
      else if (/\/words\/messages\//.test(path) && !path.endsWith(`/${ALLOWED_SECTION}`)) {
        say("imports a section of the catalogue");
      }
    }
    if (/\bwords\s*\(/.test(line)) say("calls words()");
    if (/\blang\b|\bLang\b/.test(line)) say("takes a language");
  });
  return found;
}

async function* sources(place: string): AsyncGenerator<[string, string]> {
  const url = new URL(place, ROOT);
  const info = await Deno.stat(url);
  if (info.isFile) {
    yield [place, await Deno.readTextFile(url)];
    return;
  }
  for await (const e of Deno.readDir(url)) {
    if (e.isDirectory) yield* sources(`${place}/${e.name}`);
    else if (e.name.endsWith(".ts")) {
      yield [`${place}/${e.name}`, await Deno.readTextFile(new URL(`${place}/${e.name}`, ROOT))];
    }
  }
}

Deno.test("languageUses() finds a lang parameter, a words() call and a catalogue import, not a comment", () => {
  const source = [
    'import { words } from "../words/messages.ts";',
    'import type { Lang } from "../words/lang.ts";',
    'import { MODEL_WORDS } from "../words/messages/model_words.ts";',
    'import { tables } from "../words/messages/tables.ts";',
    'import { optionLabel } from "../present/labels.ts";',
    "// the label in the report's lang",
    "/** words(lang) is the presentation's */",
    "export function label(o: Option, { lang = DEFAULT }: { lang?: string } = {}) {",
    "  return words(DEFAULT).tables.option(o.provider);",
    "}",
  ].join("\n");
  const actual = languageUses(source).map((u) => u.slice(0, u.indexOf(":", u.indexOf(":") + 1)));
  assert.deepEqual(actual, [
    "1: imports the catalogue",
    "2: imports the catalogue",
    "2: takes a language",
    "4: imports a section of the catalogue",
    "5: imports lib/present",
    "8: takes a language",
    "9: calls words()",
  ]);
});

Deno.test("lib/model and lib/scenario take no language and import no words but their errors' English", async () => {
  const found: string[] = [];
  let files = 0;
  for (const place of PLACES) {
    for await (const [path, source] of sources(place)) {
      files++;
      for (const use of languageUses(source)) found.push(`${path}:${use}`);
    }
  }
  assert.ok(files > 20, `read ${files} files`);
  assert.deepEqual(found, []);
});
