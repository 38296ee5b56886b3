/**
 * Document 000's figures recomputed, as rows a notebook shows beside what the document prints:
 * the speed measurements (A1–A3), one run's cost (A4–A9, C1) and the three-year TCO (B1–B13).
 *
 * @module
 */
import { type DocumentTco, MEASURED_000, PRINTED_000 } from "./document.ts";
import { hoursFromHm, type RunCost, slowdown, uploadSpeedMBps } from "./run.ts";

/** One row of {@linkcode speedFigures}: a measure on both machines. */
export type SpeedFigure = {
  /** Seed figure id, e.g. `A1`. */
  id: string;
  /** Which measure, stable across languages (A2 has two rows). */
  key: "iterationSeconds" | "epochHours" | "iterationsPerEpoch";
  /** What is measured, with its unit. */
  measure: string;
  /** On the local RTX 3090. */
  local: number;
  /** On the cloud instance. */
  cloud: number;
  /** (cloud − local) / local; `undefined` where it says nothing. */
  cloudSlower: number | undefined;
  /** The figure as the document prints it, `""` where it prints none. */
  printed: string;
};

/** One row of {@linkcode runFigures}: a cost of one run, printed and computed. */
export type RunFigure = {
  /** Seed figure id, e.g. `A4`. */
  id: string;
  /** Which cost or speed, stable across languages (C1 has two rows). */
  key:
    | "cloudCompute"
    | "cloudStorage"
    | "cloudTotal"
    | "localElectricity"
    | "localShareOfCloud"
    | "localCnyPerHour"
    | "uploadWebConsole"
    | "uploadRsync";
  /** What it is, with its unit. */
  item: string;
  /** The figure as the document prints it, `""` where it prints none. */
  printed: string;
  /** The figure from the document's inputs. */
  computed: number;
};

/** A row of {@linkcode documentTcoFigures}: a figure of the document's TCO, printed and redone. */
export type DocumentTcoFigure = {
  /** Seed figure id, e.g. `B11`. */
  id: string;
  /** What it is (CNY unless it says). */
  item: string;
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
      measure: "Mean iteration time (s)",
      local: m.iterationSeconds.local,
      cloud: m.iterationSeconds.cloud,
      cloudSlower: slowdown(m.iterationSeconds.local, m.iterationSeconds.cloud),
      printed: PRINTED_000.A1!,
    },
    {
      id: "A2",
      key: "epochHours",
      measure: "Epoch time (h)",
      local,
      cloud,
      cloudSlower: slowdown(local, cloud),
      printed: "",
    },
    {
      id: "A2",
      key: "iterationsPerEpoch",
      measure: `Iterations per epoch (ImageNet-1k / ${m.batch} = ${
        Math.round(m.images / m.batch)
      })`,
      local: local * 3600 / m.iterationSeconds.local,
      cloud: cloud * 3600 / m.iterationSeconds.cloud,
      cloudSlower: undefined,
      printed: "",
    },
  ];
}

/** A4–A9 and C1: one run on the cloud and at home, beside the printed figures. */
export function runFigures(r: RunCost, m = MEASURED_000): RunFigure[] {
  const row = (id: string, key: RunFigure["key"], item: string, computed: number): RunFigure => ({
    id,
    key,
    item,
    printed: PRINTED_000[id] ?? "",
    computed,
  });
  return [
    row("A4", "cloudCompute", "Cloud compute (CNY)", r.cloudCompute),
    row("A5", "cloudStorage", "Cloud storage (CNY)", r.cloudStorage),
    row("A6", "cloudTotal", "Cloud total A4 + A5 (CNY)", r.cloudTotal),
    row("A7", "localElectricity", "Local electricity (CNY)", r.localElectricity),
    row("A8", "localShareOfCloud", "Local ÷ cloud compute", r.localShareOfCloud),
    row("A9", "localCnyPerHour", "Local electricity (CNY/h)", r.localCnyPerHour),
    row(
      "C1",
      "uploadWebConsole",
      `Upload ${m.upload.gb} GB, web console (MB/s)`,
      uploadSpeedMBps(m.upload.gb, m.upload.webConsoleHours),
    ),
    row(
      "C1",
      "uploadRsync",
      `Upload ${m.upload.gb} GB, rsync (MB/s)`,
      uploadSpeedMBps(m.upload.gb, m.upload.rsyncHours),
    ),
  ];
}

/** B1–B13: the TCO recomputed the document's way, beside the printed figures. */
export function documentTcoFigures(t: DocumentTco): DocumentTcoFigure[] {
  const row = (id: string, item: string, recomputed: number): DocumentTcoFigure => ({
    id,
    item,
    printed: PRINTED_000[id] ?? "",
    recomputed,
  });
  return [
    row("B1", "GPU purchase", t.gpu),
    row("B2", "Host share (half of the host)", t.host),
    row("B3", "Hardware total B1 + B2", t.hardware),
    row("B4", "Electricity a year", t.electricityPerYear),
    row("B5", "Electricity over the horizon", t.electricity),
    row("B6", "Maintenance over the horizon", t.maintenance),
    row("B7", "Residual value", t.residual),
    row("B8", "Depreciation loss B1 − B7", t.depreciation),
    row("B9", "Opportunity cost", t.opportunity),
    row("B10", "Maintenance and opportunity B6 + B9", t.maintenanceAndOpportunity),
    row("B11", "TCO B3 + B5 + B8 + B10", t.total),
    row("B12", "Cost per hour used (CNY/h)", t.costPerHour),
    row("B13", "Break-even (h/day)", t.breakEvenHoursPerDay),
  ];
}

/** The document's B11 as cost items (CNY), to set beside a consistent TCO. */
export function documentTcoItems(t: DocumentTco): { item: string; cny: number }[] {
  return [
    { item: "Purchase (B3)", cny: t.hardware },
    { item: "Depreciation again (B8)", cny: t.depreciation },
    { item: "Electricity (B5)", cny: t.electricity },
    { item: "Maintenance (B6)", cny: t.maintenance },
    { item: "Cost of capital (B9)", cny: t.opportunity },
  ];
}
