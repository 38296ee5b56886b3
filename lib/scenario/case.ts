/**
 * A case: a scenario of the data with the reader's parameters, resolved as one whole, the one way
 * every view opens it (`calc`, `calc --job`, every notebook through `openWorkbook()`, the what-if
 * page and its A/B comparison). The choices (machine, site, offering, workload, an own machine)
 * become rows of the data before the scenario is resolved, so that each brings what depends on
 * it (the machine's price and power, the site's tariff, the offering's terms and speed against
 * the machine); the number parameters are then applied to the resolved scenario, money read in
 * the case's currency. No I/O, no `Deno`: the what-if page runs it.
 *
 * @module
 */
import type { Dataset } from "../data/load.ts";
import { DEFAULT_SCENARIO_ID } from "../defaults.ts";
import { ParameterError, type ParameterValues } from "../params.ts";
import { applyChoices, type CaseParts, type ChosenCase } from "./choices.ts";
import { applyOverrides, overridesFromParameters } from "./overrides.ts";
import { displayRate, type ResolvedScenario, resolveScenario } from "./resolve.ts";
import { workOf } from "./work_stated.ts";
import { workHoursPerDay } from "./work_kinds.ts";
import type { Work } from "../data/load.ts";
import { MODEL_WORDS } from "../words/messages/model_words.ts";
import { parsePriceChanges, parseTrends } from "../params/price_changes.ts";
import { holdsAny, knownSegments } from "./trends.ts";
import { oneOfChoices } from "../params/reasons.ts";
import { type ResaleBasis, type ResaleChoice, withResale } from "./resale.ts";

/** Thrown when `scenarios.csv` has no scenario to open. */
export class NoScenariosError extends RangeError {
  /** The error, its message the catalogue's English. */
  constructor() {
    super(MODEL_WORDS.errors.noScenarios.en);
    this.name = "NoScenariosError";
  }
}

/**
 * The scenario `parameters` name, else the one a view opens when they name none: the default
 * the `--help` states when the data has it, else the first of `scenarios.csv` (a data folder of
 * one's own); `undefined` when the file is empty.
 */
export function scenarioIdOf(
  dataset: Pick<Dataset, "scenarios">,
  parameters: ParameterValues,
): string | undefined {
  if (typeof parameters.scenario === "string") return parameters.scenario;
  return dataset.scenarios.some((s) => s.id === DEFAULT_SCENARIO_ID)
    ? DEFAULT_SCENARIO_ID
    : dataset.scenarios[0]?.id;
}

/** A case's choices applied and its scenario resolved, before its number parameters. */
export interface ChosenScenario {
  /** The data with the case's rows, and the scenario to resolve. */
  chosen: ChosenCase;
  /** The case's scenario resolved from the data with its choices. */
  resolved: ResolvedScenario;
}

/**
 * Applies the choices of `parameters` to scenario `scenarioId` of `dataset` and resolves the
 * case's scenario, a case made of choices described by `describe` (`applyChoices()`).
 */
export function chooseCase(
  dataset: Dataset,
  scenarioId: string,
  parameters: ParameterValues,
  { describe }: { describe?: (c: CaseParts) => string } = {},
): ChosenScenario {
  const chosen = withBuyer(applyChoices(dataset, scenarioId, parameters, { describe }), parameters);
  return { chosen, resolved: resolveScenario(chosen.dataset, chosen.scenarioId) };
}

/**
 * The case with the buyer `parameters.buyer` names in place of its scenario's (the same
 * scenario, not a new case: the buyer changes only the after-tax view); refuses a buyer
 * `buyers.csv` lacks with a {@linkcode ParameterError}.
 */
function withBuyer(c: ChosenCase, parameters: ParameterValues): ChosenCase {
  const id = parameters.buyer;
  if (typeof id !== "string") return c;
  const ids = c.dataset.buyers.map((b) => b.id);
  if (!ids.includes(id)) {
    throw new ParameterError({
      kind: "value",
      name: "buyer",
      found: id,
      expected: { kind: "oneOf", ...oneOfChoices(ids) },
    });
  }
  const scenarios = c.dataset.scenarios.map((s) =>
    s.id === c.scenarioId ? { ...s, buyerId: id } : s
  );
  return { ...c, dataset: { ...c.dataset, scenarios } };
}

/**
 * Refuses a `price_change` that names an offering the data lacks, with a
 * {@linkcode ParameterError} listing the offerings, and a `trend` whose segment holds no offering
 * of the data, listing the segments it holds (`knownSegments()`).
 */
function checkPriceChanges(dataset: Pick<Dataset, "offerings">, parameters: ParameterValues): void {
  if (typeof parameters.trend === "string") {
    for (const t of parseTrends(parameters.trend) ?? []) {
      if (holdsAny(t.segment, dataset.offerings)) continue;
      throw new ParameterError({
        kind: "value",
        name: "trend",
        found: t.segment,
        expected: { kind: "oneOf", ...oneOfChoices(knownSegments(dataset.offerings), 60) },
      });
    }
  }
  if (typeof parameters.price_change !== "string") return;
  const ids = dataset.offerings.map((o) => o.id);
  for (const c of parsePriceChanges(parameters.price_change) ?? []) {
    if (!ids.includes(c.id)) {
      throw new ParameterError({
        kind: "value",
        name: "price_change",
        found: c.id,
        expected: { kind: "oneOf", ...oneOfChoices(ids) },
      });
    }
  }
}

/** A case opened: its data, its scenario as applied, and the currency its money is in. */
export interface OpenedCase {
  /** The data folder with the case's chosen rows added (`applyChoices()`). */
  dataset: Dataset;
  /** The scenario the case starts from (a row of `scenarios.csv`). */
  scenarioId: string;
  /** The case's choices applied, its scenario resolved before the number parameters. */
  chosen: ChosenScenario;
  /**
   * The case: its scenario with the choices and the other parameters applied, its machine resold
   * as `resale` says.
   */
  applied: ResolvedScenario;
  /** How the machine is resold: by its rule, or by the used market's table (`-p resale=`). */
  resale: ResaleBasis;
  /** The currency the figures are shown in and money parameters are read in. */
  currency: string;
  /** CNY per unit of `currency`. */
  cnyPerUnit: number;
  /** The work the case does, when its parameters state one (`workOf()`). */
  work: Work | undefined;
  /**
   * The schedule parameters given beside a work (`hours_per_day`, `days_per_week`,
   * `utilization`): a work's hours are its own, so they set nothing.
   */
  scheduleIgnored: string[];
}

/** The parameters of a schedule: the demand of a case that states no work. */
export const SCHEDULE_PARAMETERS = ["hours_per_day", "days_per_week", "utilization"] as const;

/**
 * Opens the case of `parameters`: their scenario ({@linkcode scenarioIdOf}) with the choices
 * applied and resolved ({@linkcode chooseCase}), then the number parameters applied, money read
 * in `parameters.currency`, else the scenario's; a chosen case of `chosen` is reused (the page
 * keeps it while only numbers move); a case made of choices is described by `describe`
 * (`applyChoices()`).
 *
 * @throws {UnknownScenarioError} for a scenario the data lacks ({@linkcode NoScenariosError}
 *   when `scenarios.csv` is empty), `ParameterError` for a choice the data lacks,
 *   `UnknownCurrencyError` (a `RangeError`) for a currency `fx.csv` lacks
 */
export function openCase(
  dataset: Dataset,
  parameters: ParameterValues,
  { describe, chosen }: { describe?: (c: CaseParts) => string; chosen?: ChosenScenario } = {},
): OpenedCase {
  const scenarioId = scenarioIdOf(dataset, parameters);
  if (scenarioId === undefined) throw new NoScenariosError();
  const c = chosen ?? chooseCase(dataset, scenarioId, parameters, { describe });
  checkPriceChanges(c.chosen.dataset, parameters);
  const currency = typeof parameters.currency === "string"
    ? parameters.currency.toUpperCase()
    : c.resolved.scenario.currency;
  const cnyPerUnit = displayRate(dataset, currency);
  // a work is the case's demand: its hours keep the machine busy every day at full use, whatever
  // the schedule says (the schedule is the demand only of a case without a work), and a machine
  // that cannot do the work is priced at none of them
  const work = workOf(dataset, parameters);
  const numbers = applyOverrides(c.resolved, overridesFromParameters(parameters, cnyPerUnit));
  const busy = work === undefined ? undefined : workHoursPerDay(c.chosen.dataset, work, numbers);
  const overridden = work === undefined ? numbers : applyOverrides(
    c.resolved,
    overridesFromParameters({
      ...parameters,
      hours_per_day: busy === undefined ? 0 : Math.min(24, busy),
      days_per_week: 7,
      utilization: 1,
    }, cnyPerUnit),
  );
  // the resale last: the market's shares are read at the case's own age and horizon
  const { applied, resale } = withResale(
    overridden,
    c.chosen.dataset.usedPrices,
    (parameters.resale ?? "rule") as ResaleChoice,
  );
  const scheduleIgnored = work === undefined
    ? []
    : SCHEDULE_PARAMETERS.filter((n) => parameters[n] !== undefined);
  return {
    dataset: c.chosen.dataset,
    scenarioId,
    chosen: c,
    applied,
    resale,
    currency,
    cnyPerUnit,
    work,
    scheduleIgnored,
  };
}
