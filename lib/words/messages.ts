/**
 * The catalogue: every word a report shows, in English and Chinese, grouped by where it is shown.
 * Read it in the report's language with {@linkcode words}:
 *
 * ```ts
 * import { words } from "./messages.ts";
 * words("zh").common.pricing.monthly; // "包月"
 * words("en").common.hoursPerDay("4.30"); // "4.30 h/day"
 * ```
 *
 * Each section lives in `messages/`; a message is made with `msg(en, zh)`, so a key cannot lack a
 * language and both languages take the same values. A further language is one file of
 * `messages/` typed as {@linkcode Catalogue} (every key, each message with English's parameters),
 * listed in {@linkcode OWN_CATALOGUES}.
 *
 * @module
 */
import { isPairLang, type Lang, type PairLang } from "../lang.ts";
import { readIn, type Words } from "./messages/message.ts";
import { COMMON } from "./messages/common.ts";
import { CHARTS } from "./messages/charts.ts";
import { CLAIMS } from "./messages/claims.ts";
import { DOCUMENT } from "./messages/document.ts";
import { FINDINGS } from "./messages/findings.ts";
import { INPUT_TERMS } from "./messages/inputs.ts";
import { NOTEBOOKS } from "./messages/notebooks.ts";
import { TABLES } from "./messages/tables.ts";
import { WHATIF } from "./messages/whatif.ts";
import { PARAMS_WORDS } from "./messages/params_words.ts";
import { INDEX, INPUTS_BOX, NAV } from "./messages/pages.ts";
import { MODEL_WORDS } from "./messages/model_words.ts";
import { DATA_WORDS } from "./messages/data_words.ts";
import { ANSWER } from "./messages/answer.ts";
import { WORK_KIND_WORDS } from "./messages/work_kinds.ts";
import { COMMANDS } from "./messages/commands.ts";
import { SERVING_WORDS } from "./messages/serving.ts";

/** Every message, by section. */
export const CATALOGUE = {
  common: COMMON,
  findings: FINDINGS,
  charts: CHARTS,
  inputs: INPUT_TERMS,
  tables: TABLES,
  notebooks: NOTEBOOKS,
  whatIf: WHATIF,
  claims: CLAIMS,
  document: DOCUMENT,
  index: INDEX,
  nav: NAV,
  inputsBox: INPUTS_BOX,
  params: PARAMS_WORDS,
  model: MODEL_WORDS,
  data: DATA_WORDS,
  answer: ANSWER,
  workKinds: WORK_KIND_WORDS,
  commands: COMMANDS,
  serving: SERVING_WORDS,
} as const;

/** The catalogue in one language. */
export type Catalogue = Words<typeof CATALOGUE>;

/** The languages beyond the pair, each with its own catalogue file. */
export const OWN_CATALOGUES: Readonly<Record<Exclude<Lang, PairLang>, Catalogue>> = {};

const read = new Map<Lang, Catalogue>();

/** The catalogue in `lang`. */
export function words(lang: Lang): Catalogue {
  if (!isPairLang(lang)) return OWN_CATALOGUES[lang];
  let w = read.get(lang);
  if (!w) read.set(lang, w = readIn(CATALOGUE, lang));
  return w;
}
