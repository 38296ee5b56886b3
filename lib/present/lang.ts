/**
 * The languages a report is written in: `en` (English) and `zh` (Simplified Chinese, the
 * documents' language). The `lang` parameter picks one; every word a report shows comes from the
 * catalogue in `messages.ts` in that language.
 *
 * @module
 */

/** A report language. */
export type Lang = "en" | "zh";

/** Every report language, English first (the default). */
export const LANGS: readonly Lang[] = ["en", "zh"];

/** The default report language. */
export const DEFAULT_LANG: Lang = "en";

/** The BCP 47 tag of each language: `<html lang>` and `Intl.NumberFormat`. */
export const LOCALES: Readonly<Record<Lang, string>> = { en: "en-US", zh: "zh-CN" };

/** Whether `text` names a report language. */
export function isLang(text: unknown): text is Lang {
  return typeof text === "string" && (LANGS as readonly string[]).includes(text);
}
