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
import type { Lang } from "../lang.ts";

/** A text, or a function of the values it states. */
// deno-lint-ignore no-explicit-any
export type Text = string | ((...args: any[]) => string);

/** One message in every language. */
export interface Message<T extends Text = Text> {
  readonly en: T;
  readonly zh: T;
}

/** A message whose Chinese has the English one's kind and parameters. */
export function msg(en: string, zh: string): Message<string>;
// deno-lint-ignore no-explicit-any
export function msg<F extends (...args: any[]) => string>(en: F, zh: NoInfer<F>): Message<F>;
export function msg(en: Text, zh: Text): Message {
  return { en, zh };
}

/** Messages grouped by where they are shown. */
export interface Section {
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
export function readIn<S extends Section>(section: S, lang: Lang): Words<S> {
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
