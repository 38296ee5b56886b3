/**
 * Document 000's figures recomputed, as rows a notebook shows beside what the document prints:
 * the speed measurements (A1–A3), one run's cost (A4–A9, C1) and the three-year TCO (B1–B13).
 * Each row is named by its seed figure id and key; `lib/present/document_rows.ts` words it.
 *
 * @module
 */
import { type DocumentTco, MEASURED_000, PRINTED_000 } from "./document.ts";
import { hoursFromHm, type RunCost, slowdown, uploadSpeedMBps } from "./run.ts";
import type { LineKey } from "./cost_items.ts";

/** One row of {@linkcode speedFigures}: a measure on both machines. */
export type SpeedFigure = {
  /** Seed figure id, e.g. `A1`. */
  id: string;
  /** Which measure, stable across languages (A2 has two rows). */
  key: "iterationSeconds" | "epochHours" | "iterationsPerEpoch";
  /** On the local RTX 3090. */
  local: number;
  /** On the cloud instance. */
  cloud: number;
  /** (cloud − local) / local; `undefined` where it says nothing. */
  rentSlower: number | undefined;
  /** The figure as the document prints it, `""` where it prints none. */
  printed: string;
};

/** The seed figure ids of the document's TCO, B1–B13. */
export type DocumentTcoId =
  | "B1"
  | "B2"
  | "B3"
  | "B4"
  | "B5"
  | "B6"
  | "B7"
  | "B8"
  | "B9"
  | "B10"
  | "B11"
  | "B12"
  | "B13";

/** One row of {@linkcode runFigures}: a cost of one run, printed and computed. */
export type RunFigure = {
  /** Seed figure id, e.g. `A4`. */
  id: string;
  /** Which cost or speed, stable across languages (C1 has two rows). */
  key:
    | "rentCompute"
    | "rentStorage"
    | "rentTotal"
    | "localElectricity"
    | "localShareOfRent"
    | "localCnyPerHour"
    | "uploadWebConsole"
    | "uploadRsync";
  /** The figure as the document prints it, `""` where it prints none. */
  printed: string;
  /** The figure from the document's inputs. */
  computed: number;
};

/** A row of {@linkcode documentTcoFigures}: a figure of the document's TCO, printed and redone. */
export type DocumentTcoFigure = {
  /** Seed figure id, e.g. `B11`: what it is (money unless B12 and B13 say otherwise). */
  id: DocumentTcoId;
  /** The figure as the document prints it, `""` where it prints none. */
  printed: string;
  /** The figure recomputed the document's way. */
  recomputed: number;
};

/** A1–A3: the measurements and the differences they imply. */
export function speedFigures(m = MEASURED_000): SpeedFigure[] {
  const local = hoursFromHm(m.epoch.local.hours, m.epoch.local.minutes);
  const cloud = hoursFromHm(m.epoch.cloud.hours, m.epoch.cloud.minutes);
  return [
    {
      id: "A1",
      key: "iterationSeconds",
      local: m.iterationSeconds.local,
      cloud: m.iterationSeconds.cloud,
      rentSlower: slowdown(m.iterationSeconds.local, m.iterationSeconds.cloud),
      printed: PRINTED_000.A1!,
    },
    {
      id: "A2",
      key: "epochHours",
      local,
      cloud,
      rentSlower: slowdown(local, cloud),
      printed: "",
    },
    {
      id: "A2",
      key: "iterationsPerEpoch",
      local: local * 3600 / m.iterationSeconds.local,
      cloud: cloud * 3600 / m.iterationSeconds.cloud,
      rentSlower: undefined,
      printed: "",
    },
  ];
}

/** A4–A9 and C1: one run on the cloud and at home, beside the printed figures. */
export function runFigures(r: RunCost, m = MEASURED_000): RunFigure[] {
  const row = (id: string, key: RunFigure["key"], computed: number): RunFigure => ({
    id,
    key,
    printed: PRINTED_000[id] ?? "",
    computed,
  });
  return [
    row("A4", "rentCompute", r.rentCompute),
    row("A5", "rentStorage", r.rentStorage),
    row("A6", "rentTotal", r.rentTotal),
    row("A7", "localElectricity", r.localElectricity),
    row("A8", "localShareOfRent", r.localShareOfRent),
    row("A9", "localCnyPerHour", r.localCnyPerHour),
    row(
      "C1",
      "uploadWebConsole",
      uploadSpeedMBps(m.upload.gb, m.upload.webConsoleHours),
    ),
    row(
      "C1",
      "uploadRsync",
      uploadSpeedMBps(m.upload.gb, m.upload.rsyncHours),
    ),
  ];
}

/** B1–B13: the TCO recomputed the document's way, beside the printed figures. */
export function documentTcoFigures(t: DocumentTco): DocumentTcoFigure[] {
  const row = (id: DocumentTcoId, recomputed: number): DocumentTcoFigure => ({
    id,
    printed: PRINTED_000[id] ?? "",
    recomputed,
  });
  return [
    row("B1", t.gpu),
    row("B2", t.host),
    row("B3", t.hardware),
    row("B4", t.electricityPerYear),
    row("B5", t.electricity),
    row("B6", t.maintenance),
    row("B7", t.residual),
    row("B8", t.depreciation),
    row("B9", t.opportunity),
    row("B10", t.maintenanceAndOpportunity),
    row("B11", t.total),
    row("B12", t.costPerHour),
    row("B13", t.breakEvenHoursPerDay),
  ];
}

/**
 * An item of the document's B11: the TCO's line of the same meaning (electricity, maintenance, the
 * cost of capital), or one the consistent TCO has not: the purchase counted whole and its
 * depreciation counted again.
 */
export type DocumentItemKey =
  | "purchase"
  | "depreciationAgain"
  | Extract<LineKey, "electricity" | "maintenance" | "costOfCapital">;

/** One term of the document's B11 (CNY), by its key and the seed figure id it sums. */
export interface DocumentTcoItem {
  /** What it is. */
  key: DocumentItemKey;
  /** The document's cell, e.g. `B5`. */
  cell: DocumentTcoId;
  /** The amount, CNY. */
  cny: number;
}

/** The document's B11 as cost items (CNY), to set beside a consistent TCO. */
export function documentTcoItems(t: DocumentTco): DocumentTcoItem[] {
  return [
    { key: "purchase", cell: "B3", cny: t.hardware },
    { key: "depreciationAgain", cell: "B8", cny: t.depreciation },
    { key: "electricity", cell: "B5", cny: t.electricity },
    { key: "maintenance", cell: "B6", cny: t.maintenance },
    { key: "costOfCapital", cell: "B9", cny: t.opportunity },
  ];
}
