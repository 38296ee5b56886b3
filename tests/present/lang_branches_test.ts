import assert from "node:assert/strict";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** The files where a language may be named: its record (`lang.ts`) and the catalogue. */
const CATALOGUE = [
  /^lib\/lang\.ts$/,
  /^lib\/words\/messages\.ts$/,
  /^lib\/words\/messages\//,
];

/** A branch on the report's language, or a table of one language's words beside the English. */
const BRANCH = [
  /\blang\s*[!=]==?\s*["'`]/, // lang === "zh", wb.lang !== "en"
  /["'`]\s*[!=]==?\s*(?:\w+\.)*lang\b/, // "zh" === lang
  /\b[A-Z][A-Z0-9_]*_ZH\b/, // QUESTIONS_002_ZH
];

function* sources(dir: string): Generator<string> {
  for (const entry of Deno.readDirSync(join(ROOT, dir))) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory) yield* sources(path);
    else if (/\.(ts|ipynb)$/.test(entry.name)) yield path;
  }
}

/** Each line of `path` that branches on the language, as `path:line: text`. */
function branchesIn(path: string): string[] {
  const text = Deno.readTextFileSync(join(ROOT, path));
  const lines = path.endsWith(".ipynb")
    ? JSON.parse(text).cells.flatMap((c: { source: string | string[] }) =>
      (Array.isArray(c.source) ? c.source.join("") : c.source).split("\n")
    )
    : text.split("\n");
  return lines.flatMap((line: string, i: number) =>
    BRANCH.some((re) => re.test(line)) ? [`${path}:${i + 1}: ${line.trim()}`] : []
  );
}

Deno.test("the scan finds a language branch and a _ZH table where one is written", () => {
  for (
    const line of [
      'wb.lang === "zh" ? DECISION_TABLE_001_ZH : DECISION_TABLE_001',
      'if (lang !== "en") x',
      'if ("zh" === money.lang) x',
    ]
  ) {
    assert.ok(BRANCH.some((re) => re.test(line)), line);
  }
  assert.ok(!BRANCH.some((re) => re.test("if (values.lang !== undefined) x")));
});

Deno.test("no file of lib/ or notebooks/ outside the catalogue branches on the language or holds a _ZH table", () => {
  const files = [...sources("lib"), ...sources("notebooks")];
  assert.ok(files.length > 50, `${files.length} files scanned`);
  const found = files.filter((p) => !CATALOGUE.some((re) => re.test(p))).flatMap(branchesIn);
  assert.deepEqual(found, []);
});
