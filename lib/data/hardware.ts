/**
 * `hardware.csv`: the machines one can buy. Its columns (`HARDWARE_COLUMNS`, kept zod-free in
 * `headers.ts` for the what-if page, which writes a case's row in them), the schema of its rows,
 * the machines in CNY and kW, and the checks a machine's row needs against the rest of the folder.
 *
 * @module
 */
import { z } from "zod";
import {
  currency,
  FRACTION,
  gpuCount,
  id,
  inputColumns,
  number,
  type NumberRule,
  optionalId,
  optionalNumber,
  optionalText,
  PRICE,
  quantity,
  shapeOf,
  type Sourced,
  sourced,
  text,
} from "./cells.ts";
import type { DataFile } from "./csv.ts";
import type { DataIssue } from "./errors.ts";
import type { ToCny } from "./fx.ts";
import { HARDWARE_COLUMNS } from "./headers.ts";
import { DEFAULTS } from "../model/inputs.ts";
import { columnInputs } from "../model/cost_inputs.ts";
import { type ColumnInput, columnValues } from "./columns.ts";

export { HARDWARE_COLUMNS };

/** Up to 10 MW: a cluster of machines entered as one row (gpu_count GPUs drawing wall_power). */
const power = {
  min: 0,
  max: 10_000,
  expected: "power",
} satisfies NumberRule;

/** A row of `hardware.csv`. */
const hardwareRow = z.object(shapeOf(HARDWARE_COLUMNS, {
  id: id(),
  name: text("machineName"),
  gpu_model: text("gpuModel"),
  gpu_count: gpuCount(),
  purchase_price: number(PRICE),
  host_share: number({
    min: 0,
    max: 1e9,
    expected: "hostShare",
  }),
  currency: currency(),
  board_power: quantity("kW", { ...power, required: false }),
  wall_power: quantity("kW", { ...power, min: 0, minInclusive: false }),
  idle_power: quantity("kW", { ...power, required: false }),
  residual_fraction: number(FRACTION),
  residual_years: number({ min: 0.1, max: 50, expected: "residualYears" }),
  resale_haircut: optionalNumber({
    ...FRACTION,
    max: 0.95,
    expected: "resaleHaircut",
  }),
  maintenance_per_year: number({
    min: 0,
    max: 1e9,
    expected: "maintenance",
  }),
  site_id: optionalId(),
  finance_id: optionalId(),
  ...inputColumns("hardware.csv"),
  notes: optionalText(),
  ...sourced(),
}));

/** A valid row of `hardware.csv`. */
export type HardwareRow = z.output<typeof hardwareRow>;

/** `hardware.csv` as the loader reads it: one row an id; the input columns may be left out. */
export const HARDWARE_FILE: DataFile<HardwareRow> = {
  schema: hardwareRow,
  key: "id",
  required: true,
  optional: [
    "resale_haircut",
    "site_id",
    "finance_id",
    ...columnInputs("hardware.csv").map(({ column }) => column.name),
  ],
};

/** What a GPU loses on the used market at once where `hardware.csv` leaves `resale_haircut` blank: the model's one default. */
export const DEFAULT_RESALE_HAIRCUT: number = DEFAULTS.resaleHaircut;

/** A machine one can buy, in CNY and kW. */
export interface Hardware extends Sourced {
  /** The machine's id, unique in `hardware.csv`. */
  id: string;
  /** The machine's name as reports show it. */
  name: string;
  /** The GPU model, such as RTX 3090. */
  gpuModel: string;
  /** GPUs in the machine. */
  gpuCount: number;
  /** Purchase price of the GPUs, CNY. */
  purchaseCny: number;
  /** The host's share of the price (CPU, board, memory, power supply), CNY. */
  hostShareCny: number;
  /** The GPUs' board power, kW; `undefined` when not given. */
  boardPowerKw: number | undefined;
  /** Wall power while training, kW. */
  wallPowerKw: number;
  /** Wall power when idle; `undefined` means the machine is switched off when not used. */
  idlePowerKw: number | undefined;
  /** The share of the purchase price the machine is worth at `residualYears`. */
  residualFraction: number;
  /** Years after which it is worth `residualFraction`. */
  residualYears: number;
  /** Fraction lost on the used market at once; {@linkcode DEFAULT_RESALE_HAIRCUT} where the data leaves it blank. */
  resaleHaircut: number;
  /** Whether `resale_haircut` was given; `false` when the default was used. */
  resaleHaircutGiven: boolean;
  /** Maintenance, CNY a year. */
  maintenanceCnyPerYear: number;
  /**
   * The row's money as written, in its own currency (what a copy of the row writes back, so that
   * it gives the same figures at any exchange rate).
   */
  written: {
    currency: string;
    purchasePrice: number;
    hostShare: number;
    maintenancePerYear: number;
  };
  /** Where the machine would run and how it would be paid for, when the data says (`sites.csv`, `finance.csv`). */
  siteId: string | undefined;
  /** The row of `finance.csv` the machine is paid by, when the data says. */
  financeId: string | undefined;
  /**
   * The model inputs its columns set as written (failures a year, the repair share, the hours a
   * failed GPU is out: `columnInputs("hardware.csv")`), money in CNY; a blank cell is left out,
   * not counted.
   */
  inputs: Partial<Record<ColumnInput<"hardware.csv">, number>>;
  /** The spreadsheet row of `hardware.csv`. */
  row: number;
}

/** The machines of the valid rows of `hardware.csv`, money converted with `toCny`. */
export function parseHardware(
  rows: readonly { row: number; value: HardwareRow }[],
  toCny: ToCny,
): Hardware[] {
  return rows.map(
    ({ row, value: h }) => {
      const rate = toCny("hardware.csv", row, "currency", h.currency);
      return {
        id: h.id,
        name: h.name,
        gpuModel: h.gpu_model,
        gpuCount: h.gpu_count,
        purchaseCny: h.purchase_price * rate,
        hostShareCny: h.host_share * rate,
        boardPowerKw: h.board_power,
        wallPowerKw: h.wall_power as number, // required by the schema
        idlePowerKw: h.idle_power,
        residualFraction: h.residual_fraction,
        residualYears: h.residual_years,
        resaleHaircut: h.resale_haircut ?? DEFAULT_RESALE_HAIRCUT,
        resaleHaircutGiven: h.resale_haircut !== undefined,
        maintenanceCnyPerYear: h.maintenance_per_year * rate,
        written: {
          currency: h.currency,
          purchasePrice: h.purchase_price,
          hostShare: h.host_share,
          maintenancePerYear: h.maintenance_per_year,
        },
        siteId: h.site_id,
        financeId: h.finance_id,
        inputs: columnValues("hardware.csv", h, rate),
        notes: h.notes,
        source: h.source,
        asOf: h.as_of,
        row,
      };
    },
  );
}

/**
 * Checks each machine against the folder: an idle power above the wall power, and a `site_id` or
 * `finance_id` that names no row of `sites.csv` or `finance.csv` (`ids`: the ids written there).
 */
export function checkHardware(
  hardware: readonly Hardware[],
  ids: { "sites.csv": ReadonlySet<string>; "finance.csv": ReadonlySet<string> },
  issues: DataIssue[],
): void {
  for (const h of hardware) {
    if (h.idlePowerKw !== undefined && h.idlePowerKw > h.wallPowerKw) {
      issues.push({
        file: "hardware.csv",
        row: h.row,
        column: "idle_power",
        value: `${h.idlePowerKw} kW`,
        problem: { kind: "idle-above-wall", wallKw: h.wallPowerKw },
      });
    }
    for (
      const [column, file, value] of [
        ["site_id", "sites.csv", h.siteId],
        ["finance_id", "finance.csv", h.financeId],
      ] as const
    ) {
      if (value !== undefined && !ids[file].has(value)) {
        issues.push({
          file: "hardware.csv",
          row: h.row,
          column,
          value,
          problem: { kind: "unknown-id", file, orBlank: true },
        });
      }
    }
  }
}
