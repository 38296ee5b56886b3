/**
 * What a notebook opens: the data folder (from `WORKBOOK_DATA`, else the project's `data/`),
 * validated, with one scenario resolved. Invalid data is shown as the list of problems.
 *
 * @module
 */
import { fileURLToPath } from "node:url";
import { DataError, type DataWarning } from "./data/errors.ts";
import { problemsText } from "./present/data_problems.ts";
import { problemsBox } from "./present/data_problems.ts";
import { sayError } from "./present/refusals.ts";
import { warningText } from "./present/warnings.ts";
import { sayScenario } from "./present/cheapest.ts";
import { hashDataFiles, readDataFiles } from "./data/files.ts";
import { MAX_PRICE_AGE_DAYS } from "./defaults.ts";
import type { Dataset, LoadResult, Work } from "./data/load.ts";
import { localizeDataset } from "./data/localize.ts";
import { sayRates } from "./present/rates.ts";
import { escapeHtml, formatMoney, formatNumber, type Money } from "./present/format.ts";
import { costItems, ITEM } from "./model/cost.ts";
import { Html, show } from "./present/display.ts";
import type { Lang } from "./lang.ts";
import { type Catalogue, words } from "./words/messages.ts";
import type { CostInputs } from "./model/inputs.ts";
import {
  checkParameters,
  describeParameters,
  langOf,
  type ParameterItem,
  type ParameterValues,
} from "./params.ts";
import { parametersHtml, parameterText } from "./present/parameters.ts";
import {
  allScenarios,
  caseResults,
  type ResolvedScenario,
  type ScenarioResults,
} from "./scenario.ts";
import { openCase, type OpenedCase } from "./scenario/case.ts";
import { caseDescriber } from "./present/labels.ts";
import { sayResale } from "./present/resale.ts";
import type { ResaleBasis } from "./scenario/resale.ts";

/** An opened notebook's data and scenario: the dataset, the scenario resolved, and its results. */
export interface Workbook {
  /** The data folder, validated, its words in the report's language. */
  dataset: Dataset;
  /** What the validation warned of (stale prices, and the like) without stopping. */
  warnings: DataWarning[];
  /** SHA-256 of the data files. */
  hash: string;
  /** The folder as shown in reports: its name, never an absolute path. */
  folderLabel: string;
  /** The scenario, with the parameters' overrides applied. */
  scenario: ResolvedScenario;
  /** Its model inputs (base units, CNY). */
  inputs: CostInputs;
  /** Its ways of renting (the scenario's offering first). */
  options: ResolvedScenario["options"];
  /** The parameters that changed the scenario, as `name = value unit` in the report's language. */
  overridden: string[];
  /** The scenario's headline results, in CNY. */
  results: ScenarioResults;
  /**
   * The work the case does when the parameters state one (`work`, or `model_params` with `tokens`
   * or `tokens_per_day`): it set the hours the machine is busy (`openCase()`); else `undefined`.
   */
  work: Work | undefined;
  /** The report's currency (the `currency` parameter, else the scenario's) and language. */
  money: Money;
  /** The language of the report's words (`money.lang`). */
  lang: Lang;
  /** The catalogue in that language: the words a notebook's own cells show. */
  words: Catalogue;
  /** The inputs block every report starts with. */
  header: Html;
}

/** The data folder a notebook uses (and `WORKBOOK_MAX_AGE_DAYS`, the age in days after which a price is stale, default `MAX_PRICE_AGE_DAYS`): `WORKBOOK_DATA`, else `data/` beside `lib/`. */
export function dataFolder(): string {
  const fromEnv = Deno.env.get("WORKBOOK_DATA");
  if (fromEnv && fromEnv.trim() !== "") return fromEnv;
  return fileURLToPath(new URL("../data", import.meta.url));
}

/** What `deno task report` hands its notebooks: the folder it validated, once for all of them. */
export interface ValidatedData {
  /** SHA-256 of the data files. */
  hash: string;
  /** The folder's name, as reports show it. */
  label: string;
  /** The age in days after which a price is stale. */
  maxAgeDays: number;
  /** The UTC day the stale-price warnings were counted on. */
  day: string;
  /** The day whose exchange rates converted the prices (`fx_date`, else `day`). */
  fxDate: string;
  /** What validating the folder returned: the dataset and its warnings, or the problems. */
  result: LoadResult;
}

/**
 * The result the report build wrote to `WORKBOOK_DATASET`, when it is of these very files (same
 * hash), folder label, age limit and day; otherwise `undefined` and the notebook validates itself.
 */
async function validatedByBuild(
  hash: string,
  label: string,
  maxAgeDays: number,
  fxDate: string | undefined,
): Promise<LoadResult | undefined> {
  const path = Deno.env.get("WORKBOOK_DATASET");
  if (!path) return undefined;
  try {
    const v = JSON.parse(await Deno.readTextFile(path)) as ValidatedData;
    const today = new Date().toISOString().slice(0, 10);
    const same = v.hash === hash && v.label === label && v.maxAgeDays === maxAgeDays &&
      v.day === today && v.fxDate === (fxDate ?? today);
    return same ? v.result : undefined;
  } catch {
    return undefined;
  }
}

/** Stops a notebook after showing the problems; its message is the list, with no stack. */
export class StopError extends Error {
  /** An error whose stack is only `message`, the problems to show. */
  constructor(message: string) {
    super(message);
    this.name = "Stopped";
    this.stack = `Stopped: ${message}`;
  }
}

/**
 * The values of a notebook's parameters cell (see `lib/params.ts`): the scenario, the report's
 * language and currency, and the parameters that change the scenario, money in the report's
 * currency; `undefined` keeps the scenario's own value.
 */
export interface WorkbookParameters
  extends Omit<ParameterValues, "scenario" | "lang" | "currency"> {
  /** The id of the scenario in `scenarios.csv`. */
  scenario: string;
  /** The language of the report's words; the default `en`. */
  lang?: Lang;
  /** The currency money is shown in (`CNY`, or one of `fx.csv`); the scenario's when absent. */
  currency?: string;
}

/**
 * Opens the data folder and resolves the scenario of `parameters`, the whole parameters cell in
 * one argument. When the data has problems, displays them (in Jupyter) and throws a
 * {@linkcode StopError} so no later cell computes from bad data.
 */
export async function openWorkbook(
  parameters: WorkbookParameters,
  { folder = dataFolder(), now }: { folder?: string; now?: Date } = {},
): Promise<Workbook> {
  let given: ParameterValues;
  try {
    given = checkParameters({ ...parameters });
  } catch (error) {
    // a refusal in the language asked for, or English when the language itself is refused
    throw await stop(sayError(error, langOf(parameters)) ?? (error as Error).message);
  }
  const scenario = String(given.scenario);
  const lang = langOf(given);
  const fxDate = typeof given.fx_date === "string" ? given.fx_date : undefined;
  const label = folder.replace(/\/+$/, "").split("/").pop() ?? folder;
  let files: Record<string, string> = {};
  let unread: LoadResult | undefined;
  try {
    files = await readDataFiles(folder);
  } catch (error) {
    // a file that is not UTF-8: shown as the data's problems below, nothing parsed
    if (!(error instanceof DataError)) throw error;
    unread = { ok: false, issues: [...error.issues], warnings: [] };
  }
  const hash = await hashDataFiles(files);
  const ageText = Deno.env.get("WORKBOOK_MAX_AGE_DAYS");
  const maxAgeDays = ageText && Number.isFinite(Number(ageText))
    ? Number(ageText)
    : MAX_PRICE_AGE_DAYS;
  const result = unread ??
    (now === undefined ? await validatedByBuild(hash, label, maxAgeDays, fxDate) : undefined) ??
    // the CSV parser (with mathjs) is loaded only here, when no build validated the folder
    (await import("./data/load.ts")).parseDataset(files, {
      folder: label,
      now,
      maxAgeDays,
      fxDate,
    });
  if (!result.ok) {
    // the problems in the report's language, each with its file, row and column
    const view = new Html(problemsBox(result.issues, label, lang));
    // show() waits for the list to leave before the cell fails (see stop() below)
    if ((Deno as unknown as { jupyter?: unknown }).jupyter) await show(view);
    throw new StopError(problemsText(result.issues, label, lang));
  }
  // the data's words (descriptions, machine names) in the report's language; the case opened
  // as every view opens it: its choices as rows of the data, then its number parameters
  let opened: OpenedCase;
  try {
    opened = openCase(localizeDataset(result.dataset, lang), { ...given, scenario }, {
      describe: caseDescriber(lang),
    });
  } catch (error) {
    throw await stop(sayError(error, lang) ?? (error as Error).message);
  }
  const { dataset, applied: resolved, currency: displayCurrency } = opened;
  const money: Money = { currency: displayCurrency, cnyPerUnit: opened.cnyPerUnit, lang };
  const { scenario: _s, currency: _c, lang: _l, ...changed } = given;
  const items = describeParameters(changed);
  const overridden = items.map((item) => parameterText(item, money));
  const warnings = result.warnings;
  const header = inputsHeader({
    resale: opened.resale,
    label,
    hash,
    dataset,
    resolved,
    warnings,
    money,
    maxAgeDays,
    items,
  });
  return {
    dataset,
    warnings,
    hash,
    folderLabel: label,
    scenario: resolved,
    inputs: resolved.inputs,
    options: resolved.options,
    overridden,
    results: caseResults(opened),
    work: opened.work,
    money,
    lang,
    words: words(lang),
    header,
  };
}

/**
 * Every scenario of the workbook's data, the report's case first: the case as the parameters made
 * it (`wb.scenario`, its machine, offering, prices and hours as changed), then each other scenario
 * of the data resolved as the data has it. A table of every scenario lists the report's case once,
 * with the figures the report's other views give it.
 */
export function caseAndOthers(
  wb: Pick<Workbook, "scenario" | "dataset" | "lang">,
): ResolvedScenario[] {
  const id = wb.scenario.scenario.id;
  return [
    wb.scenario,
    ...allScenarios(wb.dataset).filter((s) => s.scenario.id !== id),
  ];
}

/**
 * Shows `message` in the notebook (as the cell's output) and returns the error that stops it.
 * Shown with `show()`, which waits for the display to leave before the cell fails: the Deno kernel
 * can report the cell done first, and a client that stops reading there loses the message.
 */
async function stop(message: string): Promise<StopError> {
  if ((Deno as unknown as { jupyter?: unknown }).jupyter) {
    await show(new Html(`<div class="wb-problems"><strong>${escapeHtml(message)}</strong></div>`));
  }
  return new StopError(message);
}

function inputsHeader(
  { label, hash, dataset, resolved, warnings, money, maxAgeDays, items, resale }: {
    items: readonly ParameterItem[];
    resale: ResaleBasis;
    label: string;
    hash: string;
    dataset: Dataset;
    resolved: ResolvedScenario;
    warnings: DataWarning[];
    money: Money;
    maxAgeDays: number;
  },
): Html {
  const t = words(money.lang).inputsBox;
  const { colon, semicolon, comma } = words(money.lang).common;
  const stale = warnings.filter((w) => w.column === "as_of");
  const other = warnings.filter((w) =>
    w.column !== "as_of" &&
    // a case's warnings are its scenario's
    (w.scenario === undefined ||
      w.scenario === (resolved.scenario.chosenFrom ?? resolved.scenario.id))
  );
  const shown = stale.slice(0, 20).map((w) => `<li>${escapeHtml(warningText(w, money.lang))}</li>`)
    .join("");
  const more = stale.length > 20 ? `<li>${escapeHtml(t.staleMore(stale.length - 20))}</li>` : "";
  const staleList = stale.length === 0
    ? escapeHtml(t.none)
    : `<details><summary>${
      escapeHtml(t.staleCount(stale.length, maxAgeDays))
    }</summary><ul>${shown}${more}</ul></details>`;
  const otherList = other.length === 0
    ? ""
    : `<li>${escapeHtml(t.otherWarnings)}${colon}<ul>${
      other.map((w) => `<li>${escapeHtml(warningText(w, money.lang))}</li>`).join("")
    }</ul></li>`;
  const s = resolved.scenario;
  const rates = sayRates(dataset, money.lang);
  const fx = rates === undefined ? "" : `<li>${escapeHtml(rates)}</li>`;
  return new Html(
    `<div class="wb-inputs" style="border:1px solid #ddd;padding:0.6em 1em;background:#fafafa;margin-bottom:1em">` +
      `<strong>${escapeHtml(t.title)}</strong><ul style="margin:0.3em 0">` +
      `<li>${escapeHtml(t.scenario)}${colon}<code>${escapeHtml(s.id)}</code>${colon}${
        escapeHtml(sayScenario(resolved, dataset.sites, money.lang))
      }</li>` +
      `<li>${escapeHtml(t.changed)}${colon}${
        items.length === 0 ? escapeHtml(t.none) : parametersHtml(items, money)
      }</li>` +
      `<li>${escapeHtml(t.machine)}${colon}${escapeHtml(resolved.hardware.name)}${semicolon}${
        escapeHtml(t.cloud)
      }${colon}${escapeHtml(resolved.offering.provider)} ${
        escapeHtml(resolved.offering.gpuModel)
      } (${escapeHtml(resolved.offering.id)})</li>` +
      `<li>${escapeHtml(t.dataFolder)}${colon}<code>${
        escapeHtml(label)
      }</code>${comma}SHA-256 <code>${hash.slice(0, 16)}</code></li>` +
      `<li>${escapeHtml(t.pricesAsOf(dataset.asOfRange.earliest, dataset.asOfRange.latest))}</li>` +
      `<li>${escapeHtml(t.moneyShownIn(money.currency))}</li>${fx}` +
      `<li>${escapeHtml(t.buyer(resolved.buyer?.name))}</li>${ownedLine(resolved, money)}` +
      `<li>${escapeHtml(t.resale)}${colon}${escapeHtml(sayResale(resale, money.lang))}</li>` +
      `<li>${escapeHtml(t.stale)}${colon}${staleList}</li>${otherList}</ul></div>`,
  );
}

/** The header's line of a machine already owned (its age, what it would sell for now); "" when bought. */
function ownedLine(resolved: ResolvedScenario, money: Money): string {
  const x = resolved.inputs;
  if (x.alreadyOwned === 0) return "";
  const value = formatMoney(costItems(x)[ITEM.capital]!, money);
  return `<li><strong>${
    escapeHtml(words(money.lang).inputsBox.alreadyOwned(formatNumber(x.ownedAgeYears, 1), value))
  }</strong></li>`;
}
