/**
 * One message of the catalogue in both languages, and the catalogue read in one of them.
 *
 * A message is a text or a function of its values that returns a text; both languages have the
 * same kind and the same parameters (the type checker holds `zh` to `en`'s signature):
 *
 * ```ts
 * const breakEvenOf = msg((id: string) => `Break-even of ${id}`, (id) => `${id} 的盈亏平衡点`);
 * ```
 *
 * @module
 */
import type { PairLang } from "../../lang.ts";

/** A text, or a function of the values it states. */
// deno-lint-ignore no-explicit-any
export type Text = string | ((...args: any[]) => string);

/** One message in every language. */
export interface Message<T extends Text = Text> {
  /** The message in English. */
  readonly en: T;
  /** The message in Chinese, of the same kind and parameters as `en`. */
  readonly zh: T;
}

/** A message whose Chinese has the English one's kind and parameters. */
export function msg(en: string, zh: string): Message<string>;
/** A message that is a function of its values; `zh` takes the parameters `en` takes. */
// deno-lint-ignore no-explicit-any
export function msg<F extends (...args: any[]) => string>(en: F, zh: NoInfer<F>): Message<F>;
export function msg(en: Text, zh: Text): Message {
  return { en, zh };
}

/** Messages grouped by where they are shown. */
export interface Section {
  /** A message, or a section of messages shown in one place, under its key. */
  readonly [key: string]: Message | Section;
}

/** A section read in one language: each message replaced by its text (or function). */
export type Words<S> = {
  readonly [K in keyof S]: S[K] extends Message<infer T> ? T : Words<S[K]>;
};

function isMessage(x: Message | Section): x is Message {
  return "en" in x && "zh" in x && (typeof x.en === "string" || typeof x.en === "function");
}

/** `section` in `lang`. */
export function readIn<S extends Section>(section: S, lang: PairLang): Words<S> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(section)) {
    out[key] = isMessage(value) ? value[lang] : readIn(value, lang);
  }
  return out as Words<S>;
}

/** Every message of `section` with its path (`charts.breakEven.title`), for the tests. */
export function messagesOf(section: Section, path = ""): { path: string; message: Message }[] {
  return Object.entries(section).flatMap(([key, value]) =>
    isMessage(value)
      ? [{ path: `${path}${key}`, message: value }]
      : messagesOf(value, `${path}${key}.`)
  );
}

/**
 * The English indefinite article for `word` by how it is said: "an" before a vowel sound, so a
 * model name said letter by letter takes "an" when its first letter's name starts with one (an
 * RTX 3090, an H100, an A100, a GPU, a 4090, an 8-GPU server, an hour).
 */
export function article(word: string): "a" | "an" {
  const w = word.trim();
  // spelt out letter by letter: a capital followed by a capital or a digit (RTX, H100, A100)
  if (/^[A-Z](?:[A-Z]|\d|\s|-|$)/.test(w)) return /^[AEFHILMNORSX]/.test(w) ? "an" : "a";
  // a number: eight, eleven, eighteen, eighty… start with a vowel sound
  if (/^\d/.test(w)) {
    const digits = /^[\d,]+/.exec(w)![0].replaceAll(",", "");
    return /^8/.test(digits) || /^1[18](\d{3})*$/.test(digits) ? "an" : "a";
  }
  if (/^(hour|honest|heir)/i.test(w)) return "an";
  if (/^(uni|use|usu|eu|one)/i.test(w)) return "a";
  return /^[aeiou]/i.test(w) ? "an" : "a";
}

/**
 * A label as it reads inside an English sentence: a first word that is a plain capitalised word
 * (the catalogue's "On demand", "Spot", "Own") in lower case; a name (AutoDL, RTX 3090) as it is.
 * "than On demand: AutoDL" → "than on demand: AutoDL".
 */
export function inSentence(label: string): string {
  return label.replace(
    /^([A-Z])([a-z]+)(?![A-Za-z\d])/,
    (_, first: string, rest: string) => first.toLowerCase() + rest,
  );
}
