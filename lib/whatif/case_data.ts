/**
 * What the what-if page holds from the build ({@linkcode WhatIfData}: the data, the scenario, the
 * build's parameters, the currency) and the case a setting of its controls makes of it: the
 * reader's choices of rows, the parameters the case is opened with (the build's, then the
 * reader's, as `-p` applies them), the scenario chosen, and how the case names its machine and
 * offering. No `Deno`.
 *
 * @module
 */
import type { Dataset, Work } from "../data/load.ts";
import type { WayNames } from "../present/answer.ts";
import type { ParameterValues } from "../params.ts";
import { CHOICE_PARAMETERS, hasChoices, type ResolvedScenario } from "../scenario.ts";
import { chooseCase, type ChosenScenario } from "../scenario/case.ts";
import { WORK_PARAMETERS } from "../scenario/work.ts";
import { type Money } from "../present/format.ts";
import { caseDescriber, pricingLabel } from "../present/labels.ts";
import type { Lang } from "../lang.ts";
import { words } from "../words/messages.ts";
import type { WhatIfValues } from "./controls.ts";

/** The reader's choices of rows, as the text parameters name them (`machine`, `site`, `offering`, `job`, `gpu_model`). */
export type WhatIfChoices = Record<string, string>;

/**
 * What the page holds from the build: the data (in the report's language, what the choices pick
 * from), the scenario it was built for, the build's parameters and the currency.
 */
export interface WhatIfData {
  /** The data folder, its words in the report's language (translations and hidden costs left out). */
  dataset: Dataset;
  /** The scenario the page was built for. */
  scenarioId: string;
  /** The scenario resolved from the data with the build's choices, before any number parameter (not in the JSON: read from `dataset`). */
  resolved: ResolvedScenario;
  /** The number parameters the report was built with, money in `money.currency`. */
  built: WhatIfValues;
  /** The choices the report was built with (`-p machine=`, `job=`, …). */
  chosen: WhatIfChoices;
  /** The report's currency, its rate to CNY and the language. */
  money: Money;
}

/** The text parameters the page offers as choices, in the order it shows them. */
export const CHOICES = ["machine", "gpu_model", "site", "offering", "workload", "job"] as const;

/**
 * The text parameters of who buys and how, which the page holds with its choices (in the link as
 * theirs) though they pick no row: the buyer (a row of `buyers.csv`, its taxes), a machine
 * already owned (`true`/`false`) and how it is paid (`cash`, `loan`, `lease`).
 */
export const TERMS = ["buyer", "owned", "financing"] as const;

/** Every text parameter the page holds with its choices: the rows chosen, then the terms. */
export const PAGE_TEXT: readonly string[] = [...CHOICES, ...TERMS];

/** The page's data as JSON: what {@linkcode readWhatIfData} reads back. */
export function whatIfJson(data: WhatIfData): string {
  const { resolved: _r, ...kept } = data;
  return JSON.stringify(kept);
}

/** Reads the page's data from its JSON, and resolves the scenario as built. */
export function readWhatIfData(json: string): WhatIfData {
  const data = JSON.parse(json) as Omit<WhatIfData, "resolved">;
  const { resolved } = chooseCase(data.dataset, data.scenarioId, builtParameters(data), {
    describe: caseDescriber(data.money.lang),
  });
  return { ...data, resolved };
}

/** The parameters the page was built with: its numbers and choices, in its currency. */
function builtParameters(data: Omit<WhatIfData, "resolved">): ParameterValues {
  return { ...data.built, ...data.chosen, currency: data.money.currency };
}

/** The last case's choices applied, for each page: a number moved does not resolve it again. */
const chosenCache = new WeakMap<WhatIfData, { key: string; chosen: ChosenScenario }>();

/**
 * Every parameter of a case of the page: the build's, the reader's `values` and `choices` over
 * them, its scenario and currency, as "Copy as parameters" gives them to `calc`; with `work`, the
 * parameters that state the reader's work in place of any the build gave (`{}`: no work),
 * without it the build's work.
 */
export function caseParametersOf(
  data: Pick<WhatIfData, "built" | "chosen" | "money" | "scenarioId">,
  values: WhatIfValues,
  choices: WhatIfChoices = {},
  work?: ParameterValues,
): ParameterValues {
  const all: ParameterValues = {
    scenario: data.scenarioId,
    currency: data.money.currency,
    ...data.built,
    ...values,
    ...data.chosen,
    ...choices,
  };
  if (work === undefined) return all;
  for (const name of WORK_PARAMETERS) delete all[name];
  return { ...all, ...work };
}

/**
 * The case of `values` and `choices` over the build's, its choices applied and its scenario
 * resolved (`chooseCase()`, as `calc` opens it), before the number parameters. The last case is
 * kept: a number moved does not resolve it again (the own machine's price is part of the case).
 */
export function resolveCase(
  data: WhatIfData,
  values: WhatIfValues,
  choices: WhatIfChoices = {},
  work?: ParameterValues,
): ChosenScenario {
  const given = caseParametersOf(data, values, choices, work);
  // a buyer is applied with the choices (chooseCase()), though it picks no row
  if (!hasChoices(given) && given.buyer === undefined) {
    return {
      chosen: { dataset: data.dataset, scenarioId: data.scenarioId, own: undefined },
      resolved: data.resolved,
    };
  }
  const own = given.gpu_model !== undefined || given.gpu_count !== undefined ||
    given.machine_power !== undefined;
  const key = JSON.stringify([
    ...CHOICE_PARAMETERS.map((n) => given[n] ?? null),
    own ? given.purchase_price ?? null : null,
    given.buyer ?? null,
  ]);
  const kept = chosenCache.get(data);
  if (kept?.key === key) return kept.chosen;
  const chosen = chooseCase(data.dataset, data.scenarioId, given, {
    describe: caseDescriber(data.money.lang),
  });
  chosenCache.set(data, { key, chosen });
  return chosen;
}

/**
 * The machine and offering a case owns and rents, named in the page's language: what a figure is
 * measured against and what its charts are titled with.
 */
export interface CaseNames {
  /** The machine owned: its id and name. */
  machine: { id: string; name: string };
  /** The offering rented: its id and name ("AutoDL RTX 4090, 包月"). */
  offering: { id: string; name: string };
  /** The name of each offering of the case's options, by id. */
  offerings: ReadonlyMap<string, string>;
  /**
   * The work renting stands for: the machine's GPUs and the kind of work (`key`), named by the
   * machine; a rented figure of another case's work measures another work.
   */
  work: { key: string; name: string };
  /** The case's data, by which its answer's ways are named, and the work it states. */
  answer?: { names: WayNames; work: Work | undefined };
}

/** "AutoDL RTX 4090, monthly rental (包月)": an offering named by provider, GPUs and pricing. */
export function offeringName(
  o: Pick<ResolvedScenario["offering"], "provider" | "gpuCount" | "gpuModel" | "pricingModel">,
  lang: Lang,
): string {
  const gpus = `${o.gpuCount > 1 ? `${o.gpuCount}× ` : ""}${o.gpuModel}`;
  return words(lang).whatIf.choice.offeringName(
    o.provider,
    gpus,
    pricingLabel(o.pricingModel, lang),
  );
}

/** The names of the machine and offerings of a resolved case, in `lang`. */
export function caseNames(
  applied: ResolvedScenario,
  lang: Lang,
  answer?: CaseNames["answer"],
): CaseNames {
  return {
    ...(answer === undefined ? {} : { answer }),
    machine: { id: applied.hardware.id, name: applied.hardware.name },
    offering: { id: applied.offering.id, name: offeringName(applied.offering, lang) },
    offerings: new Map(applied.options.map((o) => [o.offering.id, offeringName(o.offering, lang)])),
    work: {
      key: `${applied.inputs.gpuCount}× ${applied.hardware.gpuModel}, ${applied.workload}`,
      name: applied.hardware.name,
    },
  };
}
