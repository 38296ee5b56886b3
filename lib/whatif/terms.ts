/**
 * Who buys and how, on the what-if page: the buyer (a row of `buyers.csv`), a machine already
 * owned and how it is paid (`TERMS` of `case_data.ts`). Their values as the build made them, read
 * from the link with the rules and words of `-p`, and whether each is in play in a case (the
 * controls that only then change something are shown only then). Pure: no DOM.
 *
 * @module
 */
import type { Dataset } from "../data/load.ts";
import type { CostInputs } from "../model/inputs.ts";
import { ParameterError, parseAssignment } from "../params.ts";
import { type Refusal, refusalOf } from "./refusals.ts";
import { TERMS, type WhatIfChoices, type WhatIfData } from "./case_data.ts";

/** The terms' values a case has: the buyer's id (`""`: none named), `owned` and `financing`. */
export interface Terms {
  /** The buyer of `buyers.csv`; `""` when none is named (no tax counted). */
  buyer: string;
  /** `"true"` when the machine is already owned. */
  owned: string;
  /** `cash`, `loan` or `lease`. */
  financing: string;
}

/**
 * The terms the page was built with: the build's `-p` values, else the scenario's buyer, a
 * machine bought (`false`) and cash.
 */
export function builtTerms(data: Pick<WhatIfData, "chosen" | "resolved">): Terms {
  return {
    buyer: data.chosen.buyer ?? data.resolved.scenario.buyerId ?? "",
    owned: data.chosen.owned ?? "false",
    financing: data.chosen.financing ?? "cash",
  };
}

/**
 * The terms a case of the page shows: the reader's `choices` over the build's.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { shownTerms } from "./terms.ts";
 *
 * const built = { buyer: "person", owned: "false", financing: "cash" };
 * assert.deepEqual(shownTerms(built, { financing: "lease" }), { ...built, financing: "lease" });
 * ```
 */
export function shownTerms(built: Terms, choices: WhatIfChoices): Terms {
  return {
    buyer: choices.buyer ?? built.buyer,
    owned: choices.owned ?? built.owned,
    financing: choices.financing ?? built.financing,
  };
}

/**
 * The reader's choice of term `name` set to `value`: the choices with it, or without it when it
 * is what the build has (a choice back at the build's is no change).
 */
export function withTerm(
  choices: WhatIfChoices,
  name: keyof Terms,
  value: string,
  built: Terms,
): WhatIfChoices {
  const { [name]: _old, ...rest } = choices;
  return value === built[name] ? rest : { ...rest, [name]: value };
}

/**
 * Reads a term's text from the link as `-p` reads it: `owned` and `financing` against their
 * lists, the buyer against the rows of `buyers.csv` (the refusal `chooseCase()` gives).
 */
export function readTerm(
  name: string,
  text: string,
  dataset: Pick<Dataset, "buyers">,
): { ok: true; value: string } | { ok: false; refusal: Refusal } {
  const refused = (error: ParameterError) => ({
    ok: false as const,
    refusal: refusalOf(name, error),
  });
  try {
    const [, value] = parseAssignment(`${name}=${text}`);
    if (name === "buyer") {
      const ids = dataset.buyers.map((b) => b.id);
      if (!ids.includes(text)) {
        const expected = { kind: "oneOf" as const, choices: ids };
        return refused(new ParameterError({ kind: "value", name, found: text, expected }));
      }
    }
    return { ok: true, value: String(value) };
  } catch (error) {
    if (!(error instanceof ParameterError)) throw error;
    return refused(error);
  }
}

/**
 * The choices of a link with its terms read ({@linkcode readTerm}): a term refused is left out
 * and listed in `refusals`; the other choices pass as they are (the case refuses a row it lacks).
 */
export function readTerms(
  choices: WhatIfChoices,
  dataset: Pick<Dataset, "buyers">,
): { choices: WhatIfChoices; refusals: Refusal[] } {
  const kept: WhatIfChoices = {};
  const refusals: Refusal[] = [];
  for (const [name, text] of Object.entries(choices)) {
    if (!(TERMS as readonly string[]).includes(name)) {
      kept[name] = text;
      continue;
    }
    const read = readTerm(name, text, dataset);
    if (read.ok) kept[name] = read.value;
    else refusals.push(read.refusal);
  }
  return { choices: kept, refusals };
}

/** Which terms change something in a case: a machine already owned, a loan or lease. */
export interface TermsInPlay {
  /** The machine is already owned (its age counts). */
  owned: boolean;
  /** It is paid by a loan or lease (its rate, term and down payment count). */
  financing: boolean;
}

/**
 * The terms in play in a case, read off its inputs: owned, and financed over some months (a
 * machine already owned is not financed: `financing()` of `lib/model/tax.ts`).
 */
export function termsInPlay(x: Pick<CostInputs, "alreadyOwned" | "loanMonths">): TermsInPlay {
  const owned = x.alreadyOwned > 0;
  return { owned, financing: !owned && x.loanMonths > 0 };
}
