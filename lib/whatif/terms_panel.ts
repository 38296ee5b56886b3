/**
 * Who buys and how, as the what-if page's controls: a select list of the buyers of `buyers.csv`
 * (their names in the page's language), a switch for a machine already owned and a select list of
 * how it is paid (cash, loan, lease). A value back at the build's is no change (`withTerm()` of
 * `terms.ts`). A buyer the workbook refuses is shown at its control with the words of `-p` and
 * left out. Data text is set as text.
 *
 * @module
 */
/// <reference lib="dom" />
import type { WhatIfChoices, WhatIfData } from "./case_data.ts";
import { words } from "../words/messages.ts";
import { sayError } from "../present/refusals.ts";
import { ParameterError } from "../params.ts";
import { builtTerms, shownTerms, type Terms, withTerm } from "./terms.ts";
import { element } from "./dom.ts";

/** The panel: its element, and how the page sets and checks its terms. */
export interface TermsPanel {
  /** The panel's element, to insert in the page. */
  element: HTMLElement;
  /** Shows the terms of `choices` (from the link, or a reset). */
  show(choices: WhatIfChoices): void;
  /** The terms shown were computed: clears the refusals. */
  accepted(): void;
  /** Shows a refusal of the buyer at its control, drops it and recomputes; `false` for another error. */
  refuse(error: Error): boolean;
}

/**
 * The terms panel of `data`, calling `changed` with the reader's terms (only `buyer`, `owned`,
 * `financing`) on every change.
 */
export function termsPanel(
  data: WhatIfData,
  document: Document,
  changed: (terms: WhatIfChoices) => void,
): TermsPanel {
  const lang = data.money.lang;
  const t = words(lang).whatIf.terms;
  const built = builtTerms(data);
  let terms: WhatIfChoices = {};
  const box = element(document, "fieldset", { className: "whatif-case", id: "whatif-terms" });
  box.append(
    element(document, "legend", { textContent: t.heading }),
    element(document, "p", { className: "whatif-built", textContent: t.intro }),
  );
  const errors = new Map<string, HTMLElement>();

  /** A labelled control of term `name` with its error line. */
  function row(name: keyof Terms, label: string, control: HTMLElement): void {
    const r = element(document, "div", { className: "whatif-control whatif-choice" });
    control.id = `whatif-${name}`;
    const l = element(document, "label", { htmlFor: control.id, textContent: label });
    const error = element(document, "span", { className: "whatif-error" });
    error.setAttribute("role", "alert");
    error.dataset.name = name;
    errors.set(name, error);
    r.append(l, control, error);
    box.append(r);
  }

  const buyer = element(document, "select", { className: "whatif-select" });
  buyer.append(
    ...(built.buyer === "" ? [new Option(t.noBuyer, "")] : []),
    ...data.dataset.buyers.map((b) => new Option(b.name, b.id)),
  );
  row("buyer", t.buyer, buyer);
  const owned = element(document, "input");
  owned.type = "checkbox";
  row("owned", t.owned, owned);
  const financing = element(document, "select", { className: "whatif-select" });
  financing.append(
    ...(["cash", "loan", "lease"] as const).map((how) => new Option(t.how[how], how)),
  );
  row("financing", t.financing, financing);
  // an owned machine is paid for: a loan or lease chosen finances nothing, and says so
  const unpaid = element(document, "span", {
    className: "whatif-built",
    id: "whatif-financing-owned",
    textContent: t.ownedNotFinanced,
  });
  financing.after(unpaid);
  const sync = () => {
    unpaid.hidden = !owned.checked || financing.value === "cash";
  };

  function show(choices: WhatIfChoices): void {
    terms = {};
    for (const name of ["buyer", "owned", "financing"] as const) {
      if (choices[name] !== undefined) terms[name] = choices[name]!;
    }
    const shown = shownTerms(built, terms);
    buyer.value = shown.buyer;
    owned.checked = shown.owned === "true";
    financing.value = shown.financing;
    sync();
  }

  const set = (name: keyof Terms, value: string) => {
    terms = withTerm(terms, name, value, built);
    sync();
    changed(terms);
  };
  buyer.addEventListener("change", () => set("buyer", buyer.value));
  owned.addEventListener("change", () => set("owned", owned.checked ? "true" : "false"));
  financing.addEventListener("change", () => set("financing", financing.value));
  show({});

  return {
    element: box,
    show,
    accepted() {
      for (const e of errors.values()) e.textContent = "";
    },
    refuse(error: Error) {
      const refused = error instanceof ParameterError && error.reason.kind === "value" &&
        error.reason.name === "buyer" && terms.buyer !== undefined;
      if (!refused) return false;
      const { buyer: _dropped, ...rest } = terms;
      show(rest);
      changed(terms);
      errors.get("buyer")!.textContent = words(lang).whatIf.choice.refused(
        sayError(error, lang) ?? error.message,
      );
      return true;
    },
  };
}
