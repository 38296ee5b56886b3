/**
 * Why the what-if page left a value out, as values ({@linkcode Refusal}), and worded in the page's
 * language: a value with `-p`'s own reason (`lib/params/reasons.ts`), in `-p`'s words up to what
 * the parameter is (the control's label says that); an unknown name of the link in the page's
 * words (`whatIf.refusal`). Pure: no DOM.
 *
 * @module
 */
import { ParameterError } from "../params.ts";
import type { ParameterReason } from "../params/reasons.ts";
import { sayParameterReason } from "../params/reasons.ts";
import type { Lang } from "../lang.ts";
import { words } from "../words/messages.ts";

/**
 * A value the page cannot use: an unknown name in the link, or a value `-p` refuses, with the
 * reason `-p` gives (`message`: `-p`'s English, as `calc` prints it).
 */
export type Refusal =
  | { kind: "unknown"; name: string; names: readonly string[]; message: string }
  | { kind: "value"; name: string; reason: ParameterReason; message: string };

/** The refusal of parameter `name`'s value for `error`, `-p`'s reason kept as values. */
export function refusalOf(name: string, error: ParameterError): Refusal {
  return { kind: "value", name, reason: error.reason, message: error.message };
}

/**
 * The refusal in `lang`: a value refused in the very words `calc -p` gives in that language, up to
 * its help text ("Parameter hours_per_day: found 30, expected a number from 0 to 24 (h/day)"); an
 * unknown name of the link with the names the page has.
 */
export function sayRefusal(r: Refusal, lang: Lang): string {
  if (r.kind === "unknown") return words(lang).whatIf.refusal.unknown(r.name, r.names.join(", "));
  return sayParameterReason(r.reason, lang, { help: false });
}
