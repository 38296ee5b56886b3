/**
 * The languages a report is written in: `en` (English) and `zh` (Simplified Chinese, the
 * documents' language). The `lang` parameter picks one; every word a report shows comes from the
 * catalogue in `messages.ts` in that language.
 *
 * Each language is one entry of {@linkcode LANGUAGES}; its code, its tag and its name are read
 * from there. A further language is that entry, its words in one catalogue file typed as the whole
 * catalogue (so that the compiler refuses a missing key) listed in `messages.ts`, a column of
 * `data/translations.csv`, and the notebooks' prose in it.
 *
 * @module
 */

/** Every report language by its code, English first (the default). */
export const LANGUAGES = {
  en: {
    /** The BCP 47 tag: `<html lang>` and `Intl.NumberFormat`. */
    locale: "en-US",
    /** The language's name in itself, where a reader picks one. */
    name: "English",
    /**
     * Whether it is written in Latin letters: on a page in a language that is not, a Latin word
     * but units and the data's names is English left untranslated (`lib/report/lint.ts`).
     */
    latin: true,
  },
  zh: { locale: "zh-CN", name: "中文", latin: false },
} as const;

/** A report language: a code of {@linkcode LANGUAGES}. */
export type Lang = keyof typeof LANGUAGES;

/** The two languages the catalogue writes side by side, each message as `msg(en, zh)`. */
export type PairLang = Extract<Lang, "en" | "zh">;

/** Every report language, English first (the default). */
export const LANGS: readonly Lang[] = Object.keys(LANGUAGES) as Lang[];

/** The default report language. */
export const DEFAULT_LANG: Lang = "en";

/** The BCP 47 tag of each language: `<html lang>` and `Intl.NumberFormat`. */
export const LOCALES: Readonly<Record<Lang, string>> = Object.fromEntries(
  LANGS.map((l) => [l, LANGUAGES[l].locale]),
) as Record<Lang, string>;

/** Whether `lang` is written in the catalogue's `msg(en, zh)` pairs. */
export function isPairLang(lang: Lang): lang is PairLang {
  return lang === "en" || lang === "zh";
}

/** Whether `text` names a report language. */
export function isLang(text: unknown): text is Lang {
  return typeof text === "string" && (LANGS as readonly string[]).includes(text);
}

/** The report language of a BCP 47 tag (`zh-CN`, `zh`, `en-US`), by its first part. */
export function langOfTag(tag: string): Lang | undefined {
  const code = tag.toLowerCase().split("-")[0];
  return LANGS.find((l) => l === code);
}

/**
 * The report languages as a reader picks one: each code, and beside any but English its name in
 * itself (`en or zh (中文)`).
 */
export function langChoices(): string {
  const said = LANGS.map((l) => l === DEFAULT_LANG ? l : `${l} (${LANGUAGES[l].name})`);
  return said.length < 2 ? said.join("") : `${said.slice(0, -1).join(", ")} or ${said.at(-1)}`;
}
