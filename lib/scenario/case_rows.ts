/**
 * A reader's case written out two ways: as a parameters file for `deno task report --params FILE`
 * and `deno task calc --params FILE` ({@linkcode parametersYaml}), and as the rows of the data
 * that make it a shipped scenario ({@linkcode caseRows}): a row of `scenarios.csv`, and of
 * `hardware.csv`, `sites.csv` and `demand.csv` where the case's machine, site or demand profile
 * is new, each in the column
 * order of the shipped files, with the parameters no such row holds (the offering's price, the
 * finance rates, spot's rate) left as parameters. Each row keeps the currency of the row it comes
 * from and its money as written there (scaled where an own machine takes several), and a value
 * the reader typed in another currency stays a parameter in the case's currency, so that the
 * rows give the case's figures at any exchange-rate day; numbers are written as a person types
 * them (`0.35`, not `0.35000000000000003`). Pure: no I/O, no `Deno`.
 *
 * @module
 */
import type { Dataset, Hardware, Scenario, Site } from "../data/load.ts";
import { type ParameterName, PARAMETERS, type ParameterValues, valuesSet } from "../params.ts";
import { caseScenarioId, CHOICE_PARAMETERS } from "./choices.ts";
import { WORK_PARAMETERS } from "./work.ts";
import { openCase } from "./case.ts";
import type { CaseParts } from "./choices.ts";
import { caseSchedule } from "./overrides.ts";
import { columnCells } from "../data/columns.ts";
import { MODEL_WORDS } from "../words/messages/model_words.ts";
import {
  DEMAND_COLUMNS,
  HARDWARE_COLUMNS,
  SCENARIO_COLUMNS,
  SITE_COLUMNS,
} from "../data/headers.ts";

export { DEMAND_COLUMNS, HARDWARE_COLUMNS, SCENARIO_COLUMNS, SITE_COLUMNS };

/**
 * The parameters a row of the case holds: they are written into it, not left as parameters. Read
 * off the records (`inCaseRows`) and the choices of rows; a work stays a parameter (the data's
 * `work.csv` holds the rows it names).
 */
const IN_ROWS: readonly ParameterName[] = [
  ...PARAMETERS.filter((p) => p.inCaseRows).map((p) => p.name),
  ...CHOICE_PARAMETERS.filter((n) => !WORK_PARAMETERS.includes(n)),
];

/** The parts of the schedule (`hours_per_day`, `days_per_week`, `utilization`): their binding's. */
const SCHEDULE: readonly ParameterName[] = PARAMETERS.filter((p) => p.binding.kind === "schedule")
  .map((p) => p.name);

/** The workload a case's row names without its work: the one `values` choose, else the scenario's. */
function baseWorkload(
  dataset: Dataset,
  values: ParameterValues,
  baseId: string,
): string | undefined {
  return typeof values.workload === "string"
    ? values.workload
    : dataset.scenarios.find((x) => x.id === baseId)?.workload;
}

/** A number as a person types it: at most 12 significant digits, no float noise (`0.35`). */
export function typed(value: number): number {
  return Number(value.toPrecision(12));
}

/** One cell as CSV writes it: quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: string | number | undefined): string {
  if (value === undefined) return "";
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A value of a YAML parameters line: a number bare, text quoted (`"CN; RunPod"`). */
function yamlValue(value: string | number): string {
  if (typeof value === "number") return String(value);
  return value.includes('"') ? `'${value}'` : `"${value}"`;
}

/**
 * The parameters file of `values`: a line `name: value` for each value set, in the order of
 * `lib/params.ts`, as `--params FILE` reads it.
 *
 * @example
 * ```ts
 * parametersYaml({ scenario: "seed-3090-autodl", hours_per_day: 6 });
 * // 'scenario: "seed-3090-autodl"\nhours_per_day: 6\n'
 * ```
 */
export function parametersYaml(values: ParameterValues): string {
  return PARAMETERS.filter((p) => values[p.name] !== undefined)
    .map((p) => `${p.name}: ${yamlValue(values[p.name]!)}\n`).join("");
}

/** One line of a data file: its name, header and the row written in that header's order. */
export interface CaseLine {
  /** The data file the line belongs in. */
  file: "scenarios.csv" | "hardware.csv" | "sites.csv" | "demand.csv";
  /** The file's header as shipped, its columns comma-separated. */
  header: string;
  /** The row, its cells in the header's order, quoted where CSV needs it. */
  line: string;
}

/** What {@linkcode caseRows} writes: the lines to add and the parameters to give with them. */
export interface CaseRows {
  /** A line of `scenarios.csv`, and of `hardware.csv` and `sites.csv` where new. */
  lines: CaseLine[];
  /** The parameters no row holds, with `scenario` the new row's id. */
  parameters: ParameterValues;
}

const COLUMNS = {
  "scenarios.csv": SCENARIO_COLUMNS,
  "hardware.csv": HARDWARE_COLUMNS,
  "sites.csv": SITE_COLUMNS,
  "demand.csv": DEMAND_COLUMNS,
} as const;

/** The line of `file` that holds `cells`, in the order of the shipped file's header. */
function caseLine(
  file: CaseLine["file"],
  cells: Record<string, string | number | undefined>,
): CaseLine {
  const columns = COLUMNS[file];
  return { file, header: columns.join(","), line: columns.map((c) => csvCell(cells[c])).join(",") };
}

const kw = (v: number | undefined) => v === undefined ? undefined : `${typed(v)} kW`;
const cells = (values: Record<string, number | undefined>) =>
  Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, v === undefined ? undefined : typed(v)]),
  );

/** A machine's line, its money as written in its own currency. */
function hardwareLine(h: Hardware): CaseLine {
  return caseLine("hardware.csv", {
    id: h.id,
    name: h.name,
    gpu_model: h.gpuModel,
    gpu_count: h.gpuCount,
    purchase_price: typed(h.written.purchasePrice),
    host_share: typed(h.written.hostShare),
    currency: h.written.currency,
    board_power: kw(h.boardPowerKw),
    wall_power: kw(h.wallPowerKw),
    idle_power: kw(h.idlePowerKw),
    residual_fraction: typed(h.residualFraction),
    residual_years: typed(h.residualYears),
    resale_haircut: h.resaleHaircutGiven ? typed(h.resaleHaircut) : undefined,
    maintenance_per_year: typed(h.written.maintenancePerYear),
    site_id: h.siteId,
    finance_id: h.financeId,
    ...cells(columnCells("hardware.csv", h.inputs)),
    notes: h.notes,
    source: h.source,
    as_of: h.asOf.text,
  });
}

/** A site's line, its money as written in its own currency. */
function siteLine(s: Site): CaseLine {
  return caseLine("sites.csv", {
    id: s.id,
    name: s.name,
    electricity_price: typed(s.written.electricityPrice),
    currency: s.written.currency,
    pue: typed(s.pue),
    region: s.region,
    ...cells(columnCells("sites.csv", s.written.inputs)),
    notes: s.notes,
    source: s.source,
    as_of: s.asOf.text,
  });
}

function scenarioLine(s: Scenario): CaseLine {
  return caseLine("scenarios.csv", {
    id: s.id,
    description: s.description,
    hardware_id: s.hardwareId,
    offering_id: s.offeringId,
    site_id: s.siteId,
    finance_id: s.financeId,
    hours_per_day: typed(s.scheduledHoursPerDay),
    days_per_week: typed(s.daysPerWeek),
    utilization: typed(s.utilization),
    horizon_years: s.horizonYears,
    storage_gb: s.storageGb,
    spot_overhead: s.spotOverhead,
    setup_hours: s.setupHoursPerMonth,
    currency: s.currency,
    interruptions_per_month: s.interruptionsPerMonth === undefined
      ? undefined
      : typed(s.interruptionsPerMonth),
    checkpoint_write_minutes: s.checkpointWriteMinutes,
    restart_minutes: s.restartMinutes,
    demand_profile: s.demandProfile,
    own_ops_hours: s.ownPeopleHoursPerMonth,
    cloud_ops_hours: s.rentPeopleHoursPerMonth,
    data_in_gb: s.dataInGbPerMonth,
    data_out_gb: s.dataOutGbPerMonth,
    region: s.accepts.join("; "),
    workload: s.workload,
    buyer_id: s.buyerId,
  });
}

const num = (v: unknown): number | undefined => typeof v === "number" ? v : undefined;

/**
 * The rows of the case's demand profile when the case's hours scaled the scenario's: a profile of
 * its own (`my-<profile>`), at the schedule the row holds (with a work, the scenario's: the work
 * scales it again); `undefined` when the profile is the scenario's as shipped, or none.
 */
function scaledDemand(
  dataset: Dataset,
  opened: ReturnType<typeof openCase>,
): { id: string; lines: CaseLine[] } | undefined {
  const named = dataset.demand.find((d) => d.id === opened.applied.scenario.demandProfile);
  const demand = opened.work === undefined ? opened.applied.demand : opened.chosen.resolved.demand;
  if (demand === undefined || named === undefined || demand === named) return undefined;
  const id = `my-${named.id}`;
  return {
    id,
    lines: demand.levels.map((l, i) =>
      caseLine("demand.csv", {
        profile: id,
        gpus: l.gpus,
        share: typed(l.share),
        notes: i === 0 ? MODEL_WORDS.notes.demandAtHours.en(named.id) : undefined,
        source: named.source,
        as_of: named.asOf.text,
      })
    ),
  };
}

/**
 * The rows that make the case of `values` (scenario `values.scenario`, else `scenarioId`, with its
 * choices and number parameters, opened as every view opens it) a scenario of the data: a new row
 * of `scenarios.csv` (id {@linkcode caseScenarioId}) in the case's currency holding the schedule,
 * horizon, storage, hours of work, regions and workload; a new row of `hardware.csv` when the
 * machine is the reader's own or its price or resale terms are set, and of `sites.csv` when the
 * electricity price or labour rate is, and of `demand.csv` (profile `my-<profile>`) when the
 * case's hours scale the scenario's demand profile. A row keeps the currency of the row it comes from and its
 * money as written there; a price the reader typed goes into it when typed in that currency, and
 * stays a parameter (in the case's currency) when typed in another. Added to the data folder, the
 * rows give the case's figures with the parameters returned, at any `fx_date`. A scenario whose
 * hours come from `jobs_per_month` is written with the hours they take, every day at full use (the
 * shipped columns do not hold the jobs). A work (`work` and the fields that state one) is no column
 * of the shipped files: it stays a parameter, and the row keeps the scenario's workload and, unless
 * the reader set one, its schedule, which the work sets again. The new scenario row's description
 * is what `describe` makes of the case's machine, site and offering (`applyChoices()`).
 */
export function caseRows(
  dataset: Dataset,
  scenarioId: string,
  values: ParameterValues,
  { describe }: { describe?: (c: CaseParts) => string } = {},
): CaseRows {
  const baseId = typeof values.scenario === "string" ? values.scenario : scenarioId;
  const opened = openCase(dataset, { ...values, scenario: baseId }, { describe });
  const applied = opened.applied;
  const s = applied.scenario;
  const currency = opened.currency;
  const lines: CaseLine[] = [];
  const v = (name: ParameterName) => num(values[name]);
  const left = new Set<ParameterName>();
  const own = opened.chosen.chosen.own;

  let hardware = applied.hardware;
  const price = v("purchase_price");
  const priceInRow = price !== undefined && hardware.written.currency === currency;
  if (price !== undefined && !priceInRow) left.add("purchase_price");
  const hardwareSet = priceInRow ||
    (["residual_fraction", "resale_haircut"] as const).some((n) => v(n) !== undefined);
  if (own || hardwareSet) {
    hardware = {
      ...hardware,
      id: own ? hardware.id : `my-${hardware.id}`,
      written: priceInRow ? { ...hardware.written, purchasePrice: price! } : hardware.written,
      ...(v("residual_fraction") !== undefined
        ? { residualFraction: v("residual_fraction")! }
        : {}),
    };
    lines.push(hardwareLine(hardware));
  }
  let site = dataset.sites.find((x) => x.id === s.siteId)!;
  const inSite = (name: ParameterName) => {
    if (v(name) === undefined) return false;
    if (site.written.currency === currency) return true;
    left.add(name);
    return false;
  };
  const electricity = inSite("electricity_price"), labour = inSite("labour_rate");
  if (electricity || labour) {
    site = {
      ...site,
      id: `my-${site.id}`,
      written: {
        ...site.written,
        ...(electricity ? { electricityPrice: v("electricity_price")! } : {}),
        inputs: {
          ...site.written.inputs,
          ...(labour ? { peopleCnyPerHour: v("labour_rate")! } : {}),
        },
      },
    };
    lines.push(siteLine(site));
  }
  const scenario: Scenario = {
    ...s,
    // with a work, the schedule stays the scenario's row's: the work sets the hours again when it
    // is given again, and a part of the schedule typed beside it stays a parameter
    ...caseSchedule(opened.work === undefined ? applied : opened.chosen.resolved),
    // a work's speeds are the case's kind of work when it is given again: the row keeps its own
    workload: s.workload?.startsWith("work:") ? baseWorkload(dataset, values, baseId) : s.workload,
    id: caseScenarioId(baseId),
    hardwareId: hardware.id,
    siteId: site.id,
    currency,
    horizonYears: v("horizon_years") ?? s.horizonYears,
    storageGb: v("storage_gb") ?? s.storageGb,
    ownPeopleHoursPerMonth: v("own_ops_hours") ?? s.ownPeopleHoursPerMonth,
    rentPeopleHoursPerMonth: v("cloud_ops_hours") ?? s.rentPeopleHoursPerMonth,
    accepts: applied.accepts,
  };
  const demand = scaledDemand(dataset, opened);
  if (demand !== undefined) {
    scenario.demandProfile = demand.id;
    lines.push(...demand.lines);
  }
  lines.unshift(scenarioLine(scenario));
  if (opened.work !== undefined) {
    for (const n of SCHEDULE) left.add(n);
  }
  const parameters: ParameterValues = { scenario: scenario.id };
  for (const [name, value] of valuesSet(values)) {
    if (!IN_ROWS.includes(name) || left.has(name)) parameters[name] = value;
  }
  // a speed the row gave for its own pair: the shipped columns do not hold it
  if (s.rentSpeed !== undefined && parameters.cloud_speed === undefined) {
    parameters.cloud_speed = typed(s.rentSpeed);
  }
  return { lines, parameters };
}

/**
 * The case's rows as text to paste: for each file, a comment naming it and its header, then the
 * line; and the parameters left, as a `--params` file.
 */
export function caseRowsText(rows: CaseRows): string {
  // a file's lines under one comment naming it and its header
  const files = [...new Set(rows.lines.map((l) => l.file))].map((file) => {
    const of = rows.lines.filter((l) => l.file === file);
    return `# ${file} (${of[0]!.header})\n${of.map((l) => `${l.line}\n`).join("")}`;
  }).join("");
  return `${files}# --params FILE\n${parametersYaml(rows.parameters)}`;
}
