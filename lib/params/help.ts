/**
 * What each parameter changes, in a sentence, in a language: the catalogue's
 * (`lib/words/messages/params_words.ts`), so `--help` and `-p`'s refusals say it in English and the
 * what-if page and the reports in their own language.
 *
 * @module
 */
import type { Lang } from "../lang.ts";
import { words } from "../words/messages.ts";

/**
 * What parameter `name` changes, in `lang`; `""` for a name the catalogue lacks (a test holds
 * every parameter to having help in every language).
 *
 * @example
 * ```ts
 * import { parameterHelp } from "./help.ts";
 * parameterHelp("horizon_years", "en"); // "how long the GPU is kept or rented"
 * parameterHelp("horizon_years", "zh"); // "GPU 自购持有或租用的年数"
 * ```
 */
export function parameterHelp(name: string, lang: Lang): string {
  const help: Readonly<Record<string, string>> = words(lang).params.help;
  return Object.hasOwn(help, name) ? help[name]! : "";
}
