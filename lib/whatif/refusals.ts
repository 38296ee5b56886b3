/**
 * Why the what-if page left a value out, as values ({@linkcode Refusal}), and worded in the page's
 * language: in English with the very words of `-p` (`lib/params.ts`), in Chinese from the
 * catalogue (`whatIf.refusal`). Pure: no DOM.
 *
 * @module
 */
import { PARAMETERS } from "../params.ts";
import type { Lang } from "../words/lang.ts";
import { words } from "../words/messages.ts";
import { sayBound } from "../words/messages/params_words.ts";

/** A value the page cannot use: an unknown name in the link, or a value out of its parameter's rule. */
export type Refusal =
  | { kind: "unknown"; name: string; names: readonly string[]; message: string }
  | {
    kind: "value";
    name: string;
    found: string;
    message: string;
    /** The values a text parameter takes (a work of `work.csv`, a training method), when it has a list. */
    choices?: readonly string[];
  };

/** A control's unit in `lang`: "CNY per GPU-hour" → "CNY 每 GPU 小时". */
export function unitIn(unit: string, lang: Lang): string {
  const units = words(lang).whatIf.unit as Record<string, string>;
  const [code, ...rest] = unit.split(" ");
  if (units[unit]) return units[unit];
  return rest.length > 0 && units[rest.join(" ")] ? `${code} ${units[rest.join(" ")]}` : unit;
}

/**
 * The refusal in `lang`, from the catalogue: the parameter, what was found and the range it
 * takes, in English the words of `-p` up to its help text ("Parameter hours_per_day: found 30,
 * expected a number from 0 to 24 (h/day)").
 *
 * The unit is the parameter's, as `-p` says it (the control's label gives its currency).
 */
export function sayRefusal(r: Refusal, lang: Lang): string {
  const t = words(lang).whatIf.refusal;
  if (r.kind === "unknown") return t.unknown(r.name, r.names.join(", "));
  const p = PARAMETERS.find((x) => x.name === r.name);
  const low = p?.min, high = p?.max;
  const range = r.choices !== undefined
    ? t.oneOf(r.choices.join(", "))
    : low !== undefined && high !== undefined
    ? (p?.minExclusive
      ? t.aboveAtMost(sayBound(low), sayBound(high))
      : t.between(sayBound(low), sayBound(high)))
    : high !== undefined
    ? t.atMost(sayBound(high))
    : low !== undefined
    ? (p?.minExclusive ? t.above(sayBound(low)) : t.atLeast(sayBound(low)))
    : t.aNumber;
  const shownUnit = p?.unit ?? "";
  const percent = /%\s*$/.test(r.found) && r.choices === undefined && shownUnit !== "fraction" &&
    shownUnit !== "a year";
  // a number is shown as -p shows it, bare; other text quoted
  const found = r.choices === undefined && /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i.test(r.found)
    ? String(Number(r.found))
    : t.quoted(r.found);
  return t.value(
    r.name,
    found,
    range + (shownUnit && shownUnit !== "fraction" ? t.unit(unitIn(shownUnit, lang)) : ""),
  ) + (percent ? t.percentOnly : "");
}
