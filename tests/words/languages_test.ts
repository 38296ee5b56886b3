import assert from "node:assert/strict";
import { join } from "node:path";
import { DEFAULT_LANG, LANGS, LANGUAGES, LOCALES } from "../../lib/lang.ts";
import { ROOT } from "../helpers.ts";

/**
 * Where a language other than English may be named in code: its entry of `LANGUAGES`, the
 * catalogue, and a few examples that stay true whatever the languages are. A further language is
 * then its entry, its catalogue file and its line in `messages.ts`, its column of
 * `data/translations.csv` and the notebooks' prose in it (`prose_test.ts`), and nothing else.
 */
const NAMING = [
  /^lib\/lang\.ts$/,
  /^lib\/words\/messages\.ts$/,
  /^lib\/words\/messages\//,
  // an example of a cell's metadata in the executor's docstring
  /^lib\/report\/execute\.py$/,
  // an example in --help
  /^lib\/cli\/report\.ts$/,
];

/** The ways code names a language: `"zh"`, `zh:`, `description_zh`, `.zh`, `zh-CN`. */
function namings(code: string): RegExp[] {
  return [
    new RegExp(`["'\`]${code}["'\`]`),
    new RegExp(`(?<![\\w-])${code}\\s*:`),
    new RegExp(`_${code}\\b`, "i"),
    new RegExp(`\\.${code}\\b`),
    new RegExp(`\\b${code}-[A-Z]{2}\\b`),
  ];
}

/** A comment line: what it says names no place a language is chosen. */
const COMMENT = /^\s*(?:\*|\/\/|\/\*\*|#)/;

function* sources(dir: string): Generator<string> {
  for (const entry of Deno.readDirSync(join(ROOT, dir))) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory) yield* sources(path);
    else if (/\.(ts|js|py|css|html|ipynb)$/.test(entry.name)) yield path;
  }
}

/** The code lines of `path`: a notebook's code cells, any other file whole. */
function codeLines(path: string): string[] {
  const text = Deno.readTextFileSync(join(ROOT, path));
  if (!path.endsWith(".ipynb")) return text.split("\n");
  return JSON.parse(text).cells
    .filter((c: { cell_type: string }) => c.cell_type === "code")
    .flatMap((c: { source: string[] }) => c.source.join("").split("\n"));
}

/** Each code line of `files` that names one of `codes`, as `path:line: text`. */
function languagesNamed(files: readonly string[], codes: readonly string[]): string[] {
  const res = codes.flatMap(namings);
  return files.flatMap((path) =>
    codeLines(path).flatMap((line, i) =>
      !COMMENT.test(line) && res.some((re) => re.test(line))
        ? [`${path}:${i + 1}: ${line.trim()}`]
        : []
    )
  );
}

const others = LANGS.filter((l) => l !== DEFAULT_LANG);

Deno.test("the scan finds a language named in code, and not in a comment or inside a word", () => {
  const found = (line: string) => namings("zh").some((re) => re.test(line));
  for (
    const line of [
      'if (lang === "zh") x',
      "const LOCALES = { en: 1, zh: 2 };",
      "nb.metadata.workbook.description_zh",
      "t.zh",
      'format("zh-CN")',
    ]
  ) {
    assert.ok(found(line), line);
  }
  for (const line of ["const zhong = 1;", "a-zh: 1", "const horizon = 1;"]) {
    assert.ok(!found(line), line);
  }
  assert.ok(
    languagesNamed(["lib/lang.ts"], others).length > 0,
    "the record names its languages",
  );
});

Deno.test("no code outside the language record, the catalogue and a short list of examples names a language other than English", () => {
  const files = [...sources("lib"), ...sources("bench"), ...sources("notebooks")];
  assert.ok(files.length > 80, `${files.length} files scanned`);
  const outside = files.filter((p) => !NAMING.some((re) => re.test(p)));
  assert.deepEqual(languagesNamed(outside, others), []);
});

Deno.test("every language of the record has its tag and its name, English first", () => {
  for (const lang of LANGS) {
    assert.match(LOCALES[lang], new RegExp(`^${lang}-[A-Z]{2}$`), lang);
    assert.ok(LANGUAGES[lang].name.length > 0, lang);
  }
  assert.equal(LANGS[0], DEFAULT_LANG);
});
