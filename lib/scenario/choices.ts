/**
 * The reader's choices: rows of the data in place of a scenario's (`-p machine=`, `site=`,
 * `offering=`), or a machine of the reader's own (`gpu_model=`, `gpu_count=`, `machine_power=`,
 * with `purchase_price=`). They are applied before the scenario is resolved, as a new row of
 * `scenarios.csv` (and of `hardware.csv` for an own machine) added to the dataset, so that the
 * case is resolved by the same code as a shipped scenario and can be written out as such rows
 * ({@linkcode caseRows}). No I/O, no `Deno`: the what-if page runs it.
 *
 * @module
 */
import type { Dataset, Hardware, Scenario } from "../data/load.ts";
import { ParameterError, PARAMETERS, type ParameterValues } from "../params.ts";
import { displayRate, UnknownScenarioError } from "./resolve.ts";

/** The parameters that choose rows or make an own machine: applied by {@linkcode applyChoices}. */
export const CHOICE_PARAMETERS = [
  "machine",
  "site",
  "offering",
  "gpu_model",
  "gpu_count",
  "machine_power",
] as const;

/** The parameters of a machine of the reader's own. */
const OWN_MACHINE = ["gpu_model", "gpu_count", "machine_power"] as const;

/** Whether `values` choose anything: a row in place of the scenario's or an own machine. */
export function hasChoices(values: ParameterValues): boolean {
  return CHOICE_PARAMETERS.some((name) => values[name] !== undefined);
}

/** The id of the case's scenario row: `my-` and the scenario it starts from. */
export function caseScenarioId(baseId: string): string {
  return `my-${baseId}`;
}

/** An id made of words: lower case, runs of other characters as one `-`. */
function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

/** The id of an own machine: `my-4x-rtx-4090`. */
export function ownMachineId(gpuModel: string, gpuCount: number): string {
  return `my-${gpuCount}x-${slug(gpuModel)}`;
}

/** "Parameter NAME: found VALUE, expected …: HELP", as `-p` refuses a value. */
function refuse(name: string, value: unknown, expected: string): ParameterError {
  const help = PARAMETERS.find((p) => p.name === name)?.help ?? "";
  return new ParameterError(
    `Parameter ${name}: found ${JSON.stringify(value)}, expected ${expected}${
      help ? `: ${help}` : ""
    }`,
  );
}

/** `one of a, b, c` (at most 12 listed, then how many more). */
function oneOf(ids: readonly string[]): string {
  const shown = ids.slice(0, 12).join(", ");
  return ids.length > 12 ? `one of ${shown} and ${ids.length - 12} more` : `one of ${shown}`;
}

/** The row of `rows` whose id is the text value of `name`, else the one `fallback` names; refuses an unknown id. */
function chosen<T extends { id: string }>(
  rows: readonly T[],
  name: string,
  values: ParameterValues,
  fallback: string,
): T {
  const value = values[name];
  const id = typeof value === "string" ? value : fallback;
  const row = rows.find((r) => r.id === id);
  if (!row) throw refuse(name, value, oneOf(rows.map((r) => r.id)));
  return row;
}

/** The GPU models the data knows: its machines', offerings' and throughput figures'. */
export function gpuModelsOf(
  dataset: Pick<Dataset, "hardware" | "offerings" | "throughput">,
): string[] {
  return [
    ...new Set([
      ...dataset.hardware.map((h) => h.gpuModel),
      ...dataset.offerings.map((o) => o.gpuModel),
      ...dataset.throughput.map((t) => t.gpuModel),
    ]),
  ].sort();
}

/**
 * A machine of the reader's own, made from `base`: another GPU model, count or wall power. Its
 * price, power (board, wall, idle) scale with the GPU count unless given; the host's share, the
 * maintenance and the resale terms stay the base machine's. It runs at the scenario's site under
 * its finance (no `site_id` or `finance_id` of its own).
 *
 * @param priceCny the purchase price given (`purchase_price` in CNY), else scaled from `base`
 */
export function ownMachine(
  base: Hardware,
  { gpuModel = base.gpuModel, gpuCount = base.gpuCount, wallPowerKw, priceCny }: {
    gpuModel?: string;
    gpuCount?: number;
    wallPowerKw?: number;
    priceCny?: number;
  },
): Hardware {
  const k = gpuCount / base.gpuCount;
  return {
    ...base,
    id: ownMachineId(gpuModel, gpuCount),
    name: `${gpuCount}× ${gpuModel}`,
    gpuModel,
    gpuCount,
    purchaseCny: priceCny ?? base.purchaseCny * k,
    boardPowerKw: base.boardPowerKw === undefined ? undefined : base.boardPowerKw * k,
    wallPowerKw: wallPowerKw ?? base.wallPowerKw * k,
    idlePowerKw: base.idlePowerKw === undefined ? undefined : base.idlePowerKw * k,
    siteId: undefined,
    financeId: undefined,
    notes: `made from ${base.id}`,
  };
}

/** The dataset with the case of `values` added, and the id of the scenario to resolve. */
export interface ChosenCase {
  /** The data folder with the case's rows added (the data as given when nothing is chosen). */
  dataset: Dataset;
  /** The case's scenario: `scenarioId` itself when `values` choose nothing. */
  scenarioId: string;
  /** The machine of the reader's own, when `values` make one (also in `dataset.hardware`). */
  own: Hardware | undefined;
}

/**
 * Applies the reader's choices to scenario `scenarioId` of `dataset`: a new scenario row
 * ({@linkcode caseScenarioId}) naming the chosen machine, site and offering, and for an own
 * machine a new machine row. Without choices, the dataset and id as given (nothing added).
 * Refuses an unknown id, a GPU model the data does not know or a GPU count that is not whole with
 * a {@linkcode ParameterError} in the words of `-p`; money parameters are in `values.currency`,
 * else the scenario's.
 */
export function applyChoices(
  dataset: Dataset,
  scenarioId: string,
  values: ParameterValues,
): ChosenCase {
  if (!hasChoices(values)) return { dataset, scenarioId, own: undefined };
  const base = dataset.scenarios.find((s) => s.id === scenarioId);
  if (!base) throw new UnknownScenarioError(scenarioId, dataset.scenarios.map((s) => s.id));
  const machine = chosen(dataset.hardware, "machine", values, base.hardwareId);
  const site = chosen(dataset.sites, "site", values, base.siteId);
  const offering = chosen(dataset.offerings, "offering", values, base.offeringId);
  let own: Hardware | undefined;
  if (OWN_MACHINE.some((name) => values[name] !== undefined)) {
    const gpuModel = values.gpu_model;
    const models = gpuModelsOf(dataset);
    if (gpuModel !== undefined && !models.includes(String(gpuModel))) {
      throw refuse("gpu_model", gpuModel, `a GPU model of the data, ${oneOf(models)}`);
    }
    const count = values.gpu_count;
    if (count !== undefined && !(typeof count === "number" && Number.isInteger(count))) {
      throw refuse("gpu_count", count, "a whole number of GPUs from 1 to 1024");
    }
    const price = values.purchase_price;
    const currency = typeof values.currency === "string" ? values.currency : base.currency;
    own = ownMachine(machine, {
      gpuModel: gpuModel === undefined ? undefined : String(gpuModel),
      gpuCount: count === undefined ? undefined : Number(count),
      wallPowerKw: typeof values.machine_power === "number" ? values.machine_power : undefined,
      priceCny: typeof price === "number" ? price * displayRate(dataset, currency) : undefined,
    });
  }
  const hardware = own ?? machine;
  const id = caseScenarioId(base.id);
  const scenario: Scenario = {
    ...base,
    id,
    description: `${hardware.name} at ${site.name} against ${offering.provider} ${
      offering.gpuCount > 1 ? `${offering.gpuCount}× ` : ""
    }${offering.gpuModel} (${offering.pricingModel}), from ${base.id}`,
    hardwareId: hardware.id,
    siteId: site.id,
    offeringId: offering.id,
  };
  return {
    dataset: {
      ...dataset,
      scenarios: [...dataset.scenarios.filter((s) => s.id !== id), scenario],
      hardware: own ? [...dataset.hardware.filter((h) => h.id !== own!.id), own] : dataset.hardware,
    },
    scenarioId: id,
    own,
  };
}
