/**
 * The what-if page's address: its number parameters (`controls.ts` reads and writes those), the
 * reader's choices of rows, the work (`work` and its fields, `work.ts` reads and writes those),
 * and case A while comparing, each pair of A written `a.NAME=VALUE`:
 * `#hours_per_day=12&machine=rtx4090-cn&work=lora-7b-2b-tokens&compare&a.hours_per_day=4`.
 * Pure: no DOM.
 *
 * @module
 */
import type { WhatIfValues } from "./controls.ts";
import { PAGE_TEXT, type WhatIfChoices } from "./figures.ts";
import { isWorkParameter, workLink, type WorkState } from "./work.ts";

/** A case of the page: its number values, its choices of rows and its work. */
export interface PageCase {
  /** The number parameters the reader set, in the units of the controls. */
  values: WhatIfValues;
  /** The rows the reader chose (`machine`, `site`, `offering`, `job`, `gpu_model`), and the terms (`buyer`, `owned`, `financing`). */
  choices: WhatIfChoices;
  /** The work the reader stated; `undefined`: the build's. */
  work?: WorkState;
}

/**
 * The hash split into the number parameters (for `readHash`), the choices, and case A while
 * comparing (its pairs written `a.NAME=VALUE`).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { splitHash } from "./hash.ts";
 *
 * const split = splitHash(
 *   "#hours_per_day=12&job=bert-large-squad&work=lora-7b-2b-tokens&mfu=0.35&compare&a.hours_per_day=4",
 * );
 * assert.equal(split.numbers, "hours_per_day=12");
 * assert.deepEqual(split.choices, { job: "bert-large-squad" });
 * assert.deepEqual(split.work, { work: "lora-7b-2b-tokens", mfu: "0.35" });
 * assert.deepEqual(split.a, { numbers: "hours_per_day=4", choices: {}, work: {} });
 * ```
 */
export function splitHash(hash: string): {
  numbers: string;
  choices: WhatIfChoices;
  work: Record<string, string>;
  a: { numbers: string; choices: WhatIfChoices; work: Record<string, string> } | undefined;
} {
  const numbers: string[] = [], aNumbers: string[] = [];
  const choices: WhatIfChoices = {}, aChoices: WhatIfChoices = {};
  const work: Record<string, string> = {}, aWork: Record<string, string> = {};
  let comparing = false;
  for (const pair of hash.replace(/^#/, "").split("&")) {
    if (pair === "") continue;
    const at = pair.indexOf("=");
    const raw = decodeURIComponent(at < 0 ? pair : pair.slice(0, at));
    const value = at < 0 ? "" : decodeURIComponent(pair.slice(at + 1));
    const inA = raw.startsWith("a.");
    const name = inA ? raw.slice(2) : raw;
    if (name === "compare" && !inA) comparing = true;
    else if (isWorkParameter(name)) (inA ? aWork : work)[name] = value;
    else if (PAGE_TEXT.includes(name)) {
      (inA ? aChoices : choices)[name] = value;
    } else {
      (inA ? aNumbers : numbers).push(
        at < 0 ? encodeURIComponent(name) : `${encodeURIComponent(name)}${pair.slice(at)}`,
      );
    }
    if (inA) comparing = true;
  }
  return {
    numbers: numbers.join("&"),
    choices,
    work,
    a: comparing ? { numbers: aNumbers.join("&"), choices: aChoices, work: aWork } : undefined,
  };
}

/**
 * The hash of the numbers' `hash` (`writeHash` of `controls.ts`) with the choices, the work and,
 * while comparing, case A.
 */
export function joinHash(
  hash: string,
  choices: WhatIfChoices,
  caseA: PageCase | undefined,
  work?: WorkState,
): string {
  const pairs = hash.replace(/^#/, "").split("&").filter((p) => p !== "");
  const text = (name: string, value: string | number) =>
    `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`;
  for (const name of PAGE_TEXT) {
    if (choices[name] !== undefined) pairs.push(text(name, choices[name]!));
  }
  for (const [name, value] of work === undefined ? [] : workLink(work)) {
    pairs.push(text(name, value));
  }
  if (caseA) {
    pairs.push("compare");
    for (const [name, value] of Object.entries(caseA.values)) pairs.push(text(`a.${name}`, value));
    for (const name of PAGE_TEXT) {
      if (caseA.choices[name] !== undefined) pairs.push(text(`a.${name}`, caseA.choices[name]!));
    }
    for (const [name, value] of caseA.work === undefined ? [] : workLink(caseA.work)) {
      pairs.push(text(`a.${name}`, value));
    }
  }
  return pairs.length === 0 ? "" : `#${pairs.join("&")}`;
}
