/**
 * The languages a report is written in: `en` (English) and `zh` (Simplified Chinese, the
 * documents' language). The `lang` parameter picks one; every word a report shows comes from the
 * catalogue in `messages.ts` in that language.
 *
 * A further language is registered here (its code in {@linkcode Lang} and {@linkcode LANGS}, its
 * tag in {@linkcode LOCALES}) and in `messages.ts`, with its words in one catalogue file typed as
 * the whole catalogue, so that the compiler refuses a missing key.
 *
 * @module
 */

/** The two languages the catalogue writes side by side, each message as `msg(en, zh)`. */
export type PairLang = "en" | "zh";

/** A report language: one of the pair, or a language with its own catalogue file. */
export type Lang = PairLang;

/** Every report language, English first (the default). */
export const LANGS: readonly Lang[] = ["en", "zh"];

/** The default report language. */
export const DEFAULT_LANG: Lang = "en";

/** The BCP 47 tag of each language: `<html lang>` and `Intl.NumberFormat`. */
export const LOCALES: Readonly<Record<Lang, string>> = { en: "en-US", zh: "zh-CN" };

/** Whether `lang` is written in the catalogue's `msg(en, zh)` pairs. */
export function isPairLang(lang: Lang): lang is PairLang {
  return lang === "en" || lang === "zh";
}

/** Whether `text` names a report language. */
export function isLang(text: unknown): text is Lang {
  return typeof text === "string" && (LANGS as readonly string[]).includes(text);
}
