/**
 * `translations.csv`: the words of the data a reader sees (a scenario's description, a machine's
 * or a site's name, a job's or a work's description and notes, a demand profile's notes) in
 * another language than the data's English, keyed by file, id and column. Optional: a folder
 * without it shows its own words in every language. Sources stay as cited and are not translated, but for a demand
 * profile's `source`, which is prose around a citation.
 *
 * @module
 */
import { z } from "zod";
import { type CellSchema, id, oneOf, optionalText, shapeOf, text } from "./cells.ts";
import type { DataIssue } from "./errors.ts";
import {
  TRANSLATABLE,
  TRANSLATED_LANGS,
  type TranslatedFile,
  type TranslatedLang,
  type Translation,
} from "./localize.ts";

export { TRANSLATABLE, type TranslatedFile, type Translation } from "./localize.ts";

/**
 * The columns of `translations.csv` that name a cell; then one column of words per language
 * (`TRANSLATED_LANGS` of `localize.ts`).
 */
export const TRANSLATION_COLUMNS = ["file", "id", "column"] as const;

const FILE_NAMES = Object.keys(TRANSLATABLE) as [TranslatedFile, ...TranslatedFile[]];

/**
 * A row of `translations.csv`: one cell of one row of another file, then its words in each
 * language the file has a column for (blank, or no column: not translated into that language).
 */
const translationRow = z.object({
  ...shapeOf(TRANSLATION_COLUMNS, {
    file: oneOf(FILE_NAMES),
    id: id(),
    column: text("translatedColumn"),
  }),
  ...Object.fromEntries(TRANSLATED_LANGS.map((l) => [l, optionalText()])) as Record<
    TranslatedLang,
    CellSchema<string>
  >,
});

/** The file's spec, as `parseFile` reads it: a language's column may be left out. */
export const TRANSLATIONS_FILE = {
  schema: translationRow,
  key: undefined,
  optional: TRANSLATED_LANGS,
} as const;

/**
 * Checks the rows of `translations.csv` against the ids of the files they name: an unknown id, a
 * column that cannot be translated, or a cell translated twice is an issue naming the row and
 * column of `translations.csv`.
 *
 * @param ids the ids of each translatable file (for `demand.csv`, its profiles)
 */
export function parseTranslations(
  rows: readonly { row: number; value: z.output<typeof translationRow> }[],
  ids: Readonly<Record<TranslatedFile, ReadonlySet<string>>>,
  issues: DataIssue[],
): Translation[] {
  const file = "translations.csv";
  const out: Translation[] = [];
  const seen = new Map<string, number>();
  for (const { row, value: t } of rows) {
    const columns: readonly string[] = TRANSLATABLE[t.file];
    if (!ids[t.file].has(t.id)) {
      issues.push({
        file,
        row,
        column: "id",
        value: t.id,
        problem: { kind: "unknown-translated-id", file: t.file, ids: [...ids[t.file]] },
      });
      continue;
    }
    if (!columns.includes(t.column)) {
      issues.push({
        file,
        row,
        column: "column",
        value: t.column,
        problem: { kind: "column-not-translated", file: t.file, columns },
      });
      continue;
    }
    const key = `${t.file}|${t.id}|${t.column}`;
    const first = seen.get(key);
    if (first !== undefined) {
      issues.push({
        file,
        row,
        column: "id",
        value: t.id,
        problem: { kind: "translated-twice", firstRow: first, column: t.column, id: t.id },
      });
      continue;
    }
    seen.set(key, row);
    const words = Object.fromEntries(TRANSLATED_LANGS.flatMap((l) => t[l] ? [[l, t[l]]] : []));
    out.push({ file: t.file, id: t.id, column: t.column, words });
  }
  return out;
}
