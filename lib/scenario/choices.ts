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
import type { Dataset, Hardware, Offering, Scenario } from "../data/load.ts";
import { ParameterError, type ParameterName, type ParameterValues } from "../params.ts";
import { type Expected, oneOfChoices } from "../params/reasons.ts";
import { displayRate, UnknownScenarioError } from "./resolve.ts";
import { WORK_PARAMETERS, workOf, workThroughput, workWorkload } from "./work.ts";
import { MODEL_WORDS } from "../words/messages/model_words.ts";

/** The parameters that choose rows or make an own machine: applied by {@linkcode applyChoices}. */
export const CHOICE_PARAMETERS: readonly ParameterName[] = [
  "machine",
  "site",
  "offering",
  "workload",
  "gpu_model",
  "gpu_count",
  "machine_power",
  ...WORK_PARAMETERS,
];

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
function refuse(name: string, value: unknown, expected: Expected): ParameterError {
  return new ParameterError({ kind: "value", name, found: value, expected });
}

/** `one of a, b, c` (at most 12 listed, then how many more). */
function oneOf(ids: readonly string[]): Expected {
  return { kind: "oneOf", ...oneOfChoices(ids) };
}

/** The row of `rows` whose id is the text value of `name`, else the one `fallback` names; refuses an unknown id. */
function chosen<T extends { id: string }>(
  rows: readonly T[],
  name: ParameterName,
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

/** What an own machine is asked to be: its GPUs, and the price and power the reader gives. */
export interface OwnMachineSpec {
  /** The GPU model, as the data spells it. */
  gpuModel: string;
  /** GPUs in it, a whole number. */
  gpuCount: number;
  /** Its wall power while training, kW, when the reader gives it. */
  wallPowerKw?: number;
  /** Its purchase price, CNY, when the reader gives it. */
  priceCny?: number;
  /** That price as the reader typed it, in the currency typed, for a copy of the machine's row. */
  priceTyped?: { value: number; currency: string };
}

/**
 * Why an own machine cannot be priced from the data, as values: the GPUs asked for, and the GPU
 * counts of the machines of that GPU model `hardware.csv` has (none: no machine of it).
 */
export interface UnpricedMachine {
  /** The GPU model asked for. */
  gpuModel: string;
  /** The GPUs asked for. */
  gpuCount: number;
  /** The GPU counts of the machines of that model in `hardware.csv`, least first. */
  machineCounts: number[];
  /** The closest of those machines, when there is one. */
  closestId: string | undefined;
}

/** Thrown when an own machine cannot be priced from the data: it names what to give. */
export class OwnMachineError extends ParameterError {
  /** What the data lacks, as values (for a page to word it in its language). */
  readonly unpriced: UnpricedMachine;
  /** Makes the error for `unpriced`, its message saying what the data lacks and what to give. */
  constructor(unpriced: UnpricedMachine) {
    super({ kind: "ownMachine", ...unpriced });
    this.name = "OwnMachineError";
    this.unpriced = unpriced;
  }
}

/**
 * The machine of `hardware.csv` an own machine of `spec` is priced from, and how many of it:
 * the rows of its GPU model whose GPU count divides the count asked, the closest by count (ties
 * to `prefer`, then the id), bought `copies` times (`copies` whole machines); with no such row,
 * the closest row of the GPU model at `copies` = count ÷ its GPUs (a fraction), which needs the
 * price and the power given; with no row of the GPU model, `undefined`.
 */
export function ownMachineBase(
  hardware: readonly Hardware[],
  spec: Pick<OwnMachineSpec, "gpuModel" | "gpuCount">,
  prefer?: string,
): { base: Hardware; copies: number; whole: boolean } | undefined {
  const rows = hardware.filter((h) => h.gpuModel === spec.gpuModel && !h.id.startsWith("my-"));
  const closest = (list: Hardware[]) =>
    [...list].sort((a, b) =>
      Math.abs(a.gpuCount - spec.gpuCount) - Math.abs(b.gpuCount - spec.gpuCount) ||
      Number(b.id === prefer) - Number(a.id === prefer) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
    )[0];
  const dividing = closest(rows.filter((h) => spec.gpuCount % h.gpuCount === 0));
  if (dividing) return { base: dividing, copies: spec.gpuCount / dividing.gpuCount, whole: true };
  const near = closest(rows);
  return near ? { base: near, copies: spec.gpuCount / near.gpuCount, whole: false } : undefined;
}

/**
 * A machine of the reader's own: `spec.gpuCount` GPUs of `spec.gpuModel`, priced from a machine
 * of `hardware.csv` with that GPU ({@linkcode ownMachineBase}), its price, host share,
 * maintenance and power scaled by the whole machines it takes, its resale terms and failure
 * figures as the machine's, and in as many machines of that row's size as hold the GPUs (32 H100s
 * from an 8-GPU server are four: `machines`, the units of equipment a tax limit is tested on).
 * Without a machine of that GPU (or of a count that divides the one asked), the reader's price
 * and wall power are needed: the resale terms, failure figures and maintenance (as a share of the
 * price) then come from `start` (the machine the case starts from), the host share is 0 and the
 * idle power scales per GPU; without a machine of the GPU model at all, it is one machine. Never
 * another GPU's price or power. It runs at the scenario's site under its finance (no `site_id` or
 * `finance_id`).
 *
 * @param hardware the machines of the data
 * @param spec the GPUs asked for, and the price (CNY) and wall power (kW) given
 * @param start the machine the case starts from (the scenario's or the one chosen)
 * @throws {OwnMachineError} when the data cannot price it and the price or power is not given
 */
export function ownMachine(
  hardware: readonly Hardware[],
  spec: OwnMachineSpec,
  start: Hardware,
): Hardware {
  const found = ownMachineBase(hardware, spec, start.id);
  const given = spec.priceCny !== undefined && spec.wallPowerKw !== undefined;
  const n = spec.gpuCount;
  if (!found?.whole && !given) {
    throw new OwnMachineError({
      gpuModel: spec.gpuModel,
      gpuCount: n,
      machineCounts: [
        ...new Set(
          hardware.filter((h) => h.gpuModel === spec.gpuModel && !h.id.startsWith("my-"))
            .map((h) => h.gpuCount),
        ),
      ].sort((a, b) => a - b),
      closestId: found?.base.id,
    });
  }
  const base = found?.base ?? start;
  const k = found ? found.copies : n / start.gpuCount;
  const scale = (v: number | undefined) => v === undefined ? undefined : v * k;
  const priceCny = spec.priceCny ?? base.purchaseCny * k;
  // without a machine of the GPU, maintenance keeps the starting machine's share of the price
  const maintenanceCny = found
    ? base.maintenanceCnyPerYear * k
    : base.purchaseCny > 0
    ? base.maintenanceCnyPerYear / base.purchaseCny * priceCny
    : 0;
  const w = base.written;
  const perCny = base.purchaseCny > 0 ? w.purchasePrice / base.purchaseCny : undefined;
  // the row's machines (blank: one) for each copy of it, whole machines; another GPU's row says
  // nothing of the machines of this one
  const { machineCount: baseMachines, ...inputs } = base.inputs;
  const machines = found
    ? { machineCount: Math.ceil(k * Math.max(1, baseMachines ?? 1) - 1e-9) }
    : {};
  return {
    ...base,
    inputs: { ...inputs, ...machines },
    id: ownMachineId(spec.gpuModel, n),
    name: `${n}× ${spec.gpuModel}`,
    gpuModel: spec.gpuModel,
    gpuCount: n,
    purchaseCny: priceCny,
    hostShareCny: found ? base.hostShareCny * k : 0,
    maintenanceCnyPerYear: maintenanceCny,
    // one GPU's board power, whatever the count
    boardPowerKw: found ? base.boardPowerKw : undefined,
    wallPowerKw: spec.wallPowerKw ?? base.wallPowerKw * k,
    idlePowerKw: scale(base.idlePowerKw),
    // without a machine of the GPU every amount follows the price typed: in its currency
    written: !found && spec.priceTyped
      ? {
        currency: spec.priceTyped.currency,
        purchasePrice: spec.priceTyped.value,
        hostShare: 0,
        maintenancePerYear: base.purchaseCny > 0
          ? base.maintenanceCnyPerYear / base.purchaseCny * spec.priceTyped.value
          : 0,
      }
      : {
        currency: w.currency,
        // a price given in CNY, in the row's currency at the data's rate (a copy of the case keeps
        // the price as typed where its currency is another: `caseRows()`)
        purchasePrice: spec.priceCny === undefined
          ? w.purchasePrice * k
          : perCny === undefined
          ? 0
          : priceCny * perCny,
        hostShare: found ? w.hostShare * k : 0,
        maintenancePerYear: found
          ? w.maintenancePerYear * k
          : perCny === undefined
          ? 0
          : maintenanceCny * perCny,
      },
    siteId: undefined,
    financeId: undefined,
    notes: found
      ? MODEL_WORDS.notes.ownMachine.en(
        found.whole ? `${k} × ${base.id}` : MODEL_WORDS.notes.termsOf.en(base.id),
        spec.priceCny !== undefined,
        spec.wallPowerKw !== undefined,
      )
      : MODEL_WORDS.notes.ownMachineGiven.en(start.id),
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
 * The own-machine parameters of `values` that differ from `machine`: a GPU model, count or wall
 * power equal to the machine's own is no choice (typing the value a case has changes nothing).
 */
function ownMachineAsked(
  values: ParameterValues,
  machine: Hardware,
  hardware: readonly Hardware[],
): OwnMachineSpec | undefined {
  const model = values.gpu_model === undefined ? machine.gpuModel : String(values.gpu_model);
  const count = values.gpu_count;
  if (count !== undefined && !(typeof count === "number" && Number.isInteger(count))) {
    throw refuse("gpu_count", count, { kind: "gpuCount" });
  }
  const power = typeof values.machine_power === "number" ? values.machine_power : undefined;
  const sameModel = model === machine.gpuModel;
  const sameCount = count === undefined || count === machine.gpuCount;
  const samePower = power === undefined || power === machine.wallPowerKw;
  if (sameModel && sameCount && samePower) return undefined;
  // without a count: the machine's own, or for another GPU model one whole machine of it
  const gpuCount = typeof count === "number" ? count : sameModel ? machine.gpuCount : (
    ownMachineBase(hardware, { gpuModel: model, gpuCount: machine.gpuCount })?.base.gpuCount ??
      machine.gpuCount
  );
  return { gpuModel: model, gpuCount, wallPowerKw: power };
}

/**
 * Applies the reader's choices to scenario `scenarioId` of `dataset`: a new scenario row
 * ({@linkcode caseScenarioId}) naming the chosen machine, site, offering and workload, and for
 * an own machine a new machine row ({@linkcode ownMachine}; without `gpu_count`, one whole
 * machine of the GPU model asked). A choice equal to what the scenario has already (its machine,
 * site, offering or workload, the machine's GPU model, count or wall power) is no choice:
 * without another, the dataset and id as given. Refuses an unknown id or workload, a GPU model
 * the data does not know, a GPU count that is not whole, or an own machine the data cannot price
 * with a {@linkcode ParameterError} in the words of `-p`; money parameters are in
 * `values.currency`, else the scenario's. The new row's description is what `describe` makes
 * of its machine, site and offering (the presentation words it in the report's language, as
 * the names it is made of are once `localizeDataset()` has put them in it); without it, the
 * ids joined ({@linkcode caseKey}).
 */
export function applyChoices(
  dataset: Dataset,
  scenarioId: string,
  values: ParameterValues,
  { describe = caseKey }: { describe?: (c: CaseParts) => string } = {},
): ChosenCase {
  if (!hasChoices(values)) return { dataset, scenarioId, own: undefined };
  const base = dataset.scenarios.find((s) => s.id === scenarioId);
  if (!base) throw new UnknownScenarioError(scenarioId, dataset.scenarios.map((s) => s.id));
  const machine = chosen(dataset.hardware, "machine", values, base.hardwareId);
  const site = chosen(dataset.sites, "site", values, base.siteId);
  const offering = chosen(dataset.offerings, "offering", values, base.offeringId);
  const workloads = [...new Set(dataset.throughput.map((t) => t.workload))];
  // a work stated (work.csv's, or by -p) is the case's kind of work: its speeds on each GPU
  const work = workOf(dataset, values);
  const workRows = work === undefined ? [] : workThroughput(dataset, work);
  let workload = typeof values.workload === "string" ? values.workload : base.workload;
  if (workload !== undefined && !workloads.includes(workload)) {
    throw refuse("workload", workload, { kind: "workload", ...oneOfChoices(workloads) });
  }
  if (work !== undefined) workload = workWorkload(work);
  const models = gpuModelsOf(dataset);
  if (values.gpu_model !== undefined && !models.includes(String(values.gpu_model))) {
    throw refuse("gpu_model", values.gpu_model, { kind: "gpuModel", ...oneOfChoices(models) });
  }
  const asked = ownMachineAsked(values, machine, dataset.hardware);
  let own: Hardware | undefined;
  if (asked) {
    const price = values.purchase_price;
    const currency = typeof values.currency === "string"
      ? values.currency.toUpperCase()
      : base.currency;
    const spec: OwnMachineSpec = {
      ...asked,
      priceCny: typeof price === "number" ? price * displayRate(dataset, currency) : undefined,
      priceTyped: typeof price === "number" ? { value: price, currency } : undefined,
    };
    own = ownMachine(dataset.hardware, spec, machine);
  }
  const hardware = own ?? machine;
  const same = hardware.id === base.hardwareId && site.id === base.siteId &&
    offering.id === base.offeringId && (workload ?? "") === (base.workload ?? "");
  if (same) return { dataset, scenarioId, own: undefined };
  const baseMachine = dataset.hardware.find((h) => h.id === base.hardwareId);
  const samePair = hardware.gpuModel === baseMachine?.gpuModel && offering.id === base.offeringId;
  const id = caseScenarioId(base.id);
  const scenario: Scenario = {
    ...base,
    id,
    description: describe({ machineName: hardware.name, siteName: site.name, offering }),
    chosenFrom: base.id,
    hardwareId: hardware.id,
    siteId: site.id,
    offeringId: offering.id,
    workload,
    // the row's cloud_speed was said of its own machine and offering
    rentSpeed: samePair ? base.rentSpeed : undefined,
    // a demand profile counts GPUs of the row's machine: another machine's GPUs are another
    // demand, and the case's own schedule stands for it (demandProfileOf())
    demandProfile: sameGpus(hardware, baseMachine) ? base.demandProfile : undefined,
  };
  return {
    dataset: {
      ...dataset,
      scenarios: [...dataset.scenarios.filter((s) => s.id !== id), scenario],
      hardware: own ? [...dataset.hardware.filter((h) => h.id !== own!.id), own] : dataset.hardware,
      throughput: workRows.length === 0 ? dataset.throughput : [
        ...dataset.throughput.filter((t) => !workRows.some((r) => r.workload === t.workload)),
        ...workRows,
      ],
    },
    scenarioId: id,
    own,
  };
}

/** Whether two machines hold the same GPUs: the same model, as many. */
function sameGpus(a: Hardware, b: Hardware | undefined): boolean {
  return b !== undefined && a.gpuModel === b.gpuModel && a.gpuCount === b.gpuCount;
}

/** What a case made of the reader's choices is described from (`applyChoices()`'s `describe`). */
export interface CaseParts {
  /** The machine's name. */
  machineName: string;
  /** The site's name. */
  siteName: string;
  /** The offering rented. */
  offering: Pick<Offering, "provider" | "gpuCount" | "gpuModel" | "pricingModel">;
}

/**
 * A case's description without words: its machine, site and offering named as they are, the
 * pricing model by its key (`"RTX 4090 workstation @ Home / AutoDL RTX 4090 on_demand"`).
 */
export function caseKey({ machineName, siteName, offering }: CaseParts): string {
  return `${machineName} @ ${siteName} / ${offering.provider} ${
    offering.gpuCount > 1 ? `${offering.gpuCount}× ` : ""
  }${offering.gpuModel} ${offering.pricingModel}`;
}
