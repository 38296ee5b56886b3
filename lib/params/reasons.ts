/**
 * Why a parameter value is refused, as values ({@linkcode ParameterReason}): the parameter, what
 * was found and what it takes ({@linkcode Expected}), for the catalogue to word in the reader's
 * language ({@linkcode sayParameterReason}; `lib/words/messages/params_words.ts`). `-p`, a
 * parameters file, the scenario's choices and the work all refuse with these.
 *
 * @module
 */
import type { WorkKind } from "../data/work.ts";
import type { Lang } from "../lang.ts";
import { words } from "../words/messages.ts";
import { parameterHelp } from "./help.ts";
import { PARAMETERS } from "./records.ts";

/** What a refused parameter takes, as values. */
export type Expected =
  /** A number of the parameter's record: its range, unit and whether it is whole. */
  | { kind: "number" }
  /** A text as the parameter's help says. */
  | { kind: "text" }
  /** A day written `YYYY-MM-DD`. */
  | { kind: "day" }
  /** Offerings' yearly price changes, `ID:VALUE` pairs separated by `;`. */
  | { kind: "priceChanges" }
  /** Market segments' yearly trends, `SEGMENT:VALUE` pairs separated by `;`. */
  | { kind: "trends" }
  /** One of `choices` (`more` others not listed). */
  | { kind: "oneOf"; choices: readonly string[]; more?: number }
  /** A whole number of GPUs from 1 to 1024. */
  | { kind: "gpuCount" }
  /** A workload of `throughput.csv`, one of `choices`. */
  | { kind: "workload"; choices: readonly string[]; more: number }
  /** A GPU model of the data, one of `choices`. */
  | { kind: "gpuModel"; choices: readonly string[]; more: number }
  /** A row of `work.csv`, which the folder lacks. */
  | { kind: "noWorkRows" }
  /** The model's parameters, to state a work. */
  | { kind: "modelParams" }
  /** A field a kind of work cannot do without: what the parameter's help says it is. */
  | { kind: "needed" };

/** Why a parameter value, a `-p` or a parameters file is refused, as values. */
export type ParameterReason =
  /** A name the parameters lack. */
  | { kind: "unknown"; name: string }
  /**
   * A value the parameter does not take: `found` as given (a number, or text shown quoted);
   * `percent` when a `%` was written for a parameter that is no fraction or rate.
   */
  | { kind: "value"; name: string; found: unknown; expected: Expected; percent?: boolean }
  /** A `-p` that is not `NAME=VALUE`. */
  | { kind: "syntax"; text: string }
  /**
   * No work stated where one is needed (`calc --work`); `kinds`: each kind of work with the field
   * beside `model_params` that states one of it (`tokens` for a training run).
   */
  | { kind: "noWork"; kinds: readonly { kind: WorkKind; field: string }[] }
  /** A parameters file that is not JSON of an object (`detail`: the parser's words, if any). */
  | { kind: "fileNotObject"; file: string; detail?: string }
  /** A line of a parameters file that is not `name: value`. */
  | { kind: "fileLine"; file: string; line: number; text: string }
  /** A line of a parameters file whose value is refused for `reason`. */
  | { kind: "inFile"; file: string; line: number; reason: ParameterReason }
  /** A parameters file that cannot be read (`detail`: the system's words). */
  | { kind: "fileUnread"; file: string; detail: string }
  /**
   * An own machine the data cannot price: the GPUs asked for, the GPU counts of the machines of
   * that model in `hardware.csv` (least first; none: no machine of it) and the closest of them.
   */
  | {
    kind: "ownMachine";
    gpuModel: string;
    gpuCount: number;
    machineCounts: readonly number[];
    closestId: string | undefined;
  };

/** `one of a, b, c` with at most `most` listed, as values. */
export function oneOfChoices(
  ids: readonly string[],
  most = 12,
): { choices: readonly string[]; more: number } {
  return { choices: ids.slice(0, most), more: Math.max(0, ids.length - most) };
}

/**
 * What a parameter of a record takes, in `lang`: its range and unit, or its choices, and what the
 * parameter is (its help) unless `withHelp` is false.
 */
function expectedText(name: string, e: Expected, lang: Lang, withHelp: boolean): string {
  const w = words(lang);
  const t = w.params.refusal;
  const x = w.model.expected;
  const p = PARAMETERS.find((q) => q.name === name);
  const help = parameterHelp(name, lang) || (p?.help ?? "");
  const helped = (text: string) => help && withHelp ? t.withHelp(text, help) : text;
  switch (e.kind) {
    case "text":
      return help;
    case "day":
      return helped(t.day);
    case "priceChanges":
      return helped(t.priceChanges);
    case "trends":
      return helped(t.trends);
    case "oneOf":
      return helped(x.oneOf(e.choices.join(t.listSeparator), e.more ?? 0));
    case "gpuCount":
      return helped(x.gpuCount);
    case "workload":
      return helped(x.workload(x.oneOf(e.choices.join(t.listSeparator), e.more)));
    case "gpuModel":
      return helped(x.gpuModel(x.oneOf(e.choices.join(t.listSeparator), e.more)));
    case "noWorkRows":
      return helped(x.noWorkRows);
    case "modelParams":
      return helped(x.modelParams);
    case "needed":
      return help;
    case "number": {
      if (!p) return t.number(false, undefined, false, undefined, "");
      const unit = p.unit === undefined ? "" : w.whatIf.unit[p.unit];
      return helped(
        t.number(p.integer === true, p.min, p.minExclusive === true, p.max, unit),
      );
    }
  }
}

/**
 * A value as a refusal shows it: a number bare, text quoted, a value not given as the catalogue
 * says it, anything else as JSON writes it.
 */
function shown(value: unknown, lang: Lang): string {
  if (value === undefined) return words(lang).params.refusal.notGiven;
  if (typeof value === "number") return JSON.stringify(value);
  if (typeof value === "string") return words(lang).params.refusal.quoted(value);
  return JSON.stringify(value) ?? String(value);
}

/**
 * The refusal in `lang`, from the catalogue: the parameter, what was found and what it takes, as
 * `-p` says it ("Parameter hours_per_day: found 30, expected a number from 0 to 24 (h/day): …");
 * without what the parameter is when `help` is false (the what-if page, whose controls say it).
 *
 * @example
 * ```ts
 * import { sayParameterReason } from "./reasons.ts";
 * sayParameterReason({ kind: "unknown", name: "speed" }, "zh").startsWith("未知参数"); // true
 * ```
 */
export function sayParameterReason(
  r: ParameterReason,
  lang: Lang,
  { help = true }: { help?: boolean } = {},
): string {
  const t = words(lang).params.refusal;
  switch (r.kind) {
    case "unknown":
      return t.unknown(r.name, PARAMETERS.map((x) => x.name).join(", "));
    case "value":
      return t.value(r.name, shown(r.found, lang), expectedText(r.name, r.expected, lang, help)) +
        (r.percent ? t.percentOnly : "");
    case "syntax":
      return t.syntax(r.text);
    case "noWork":
      return t.noWork(
        r.kinds.map((k) => t.noWorkKind(k.field, words(lang).workKinds[k.kind].name)).join(
          t.listSeparator,
        ),
      );
    case "fileNotObject":
      return t.fileNotObject(r.file, r.detail);
    case "fileLine":
      return t.fileLine(r.file, r.line, r.text);
    case "inFile":
      return t.inFile(r.file, r.line, sayParameterReason(r.reason, lang));
    case "fileUnread":
      return t.fileUnread(r.file, r.detail);
    case "ownMachine":
      return words(lang).model.errors.ownMachine(
        r.gpuCount,
        r.gpuModel,
        r.machineCounts,
        r.closestId,
      );
  }
}
