/**
 * A warning about the data as a page and `deno task validate` show it, in the reader's language:
 * the catalogue words its reason (`DataWarning.reason` of `lib/data/errors.ts`).
 *
 * @module
 */
import type { DataWarning } from "../data/errors.ts";
import type { Lang } from "../lang.ts";
import { words } from "../words/messages.ts";

/** Formats a warning as one line in English: `hardware.csv row 2, column as_of: the figure is …`. */
export function formatWarning(warning: DataWarning): string {
  return warningText(warning, "en");
}

/** A warning as one line in `lang`: "hardware.csv 第 2 行 as_of 列：数据日期为 2023-01，…". */
export function warningText(warning: DataWarning, lang: Lang): string {
  const t = words(lang);
  const r = warning.reason;
  const w = t.inputsBox.warning;
  const said = r.kind === "stale"
    ? w.stale(r.asOf, r.maxAgeDays)
    : r.kind === "no-storage-price"
    ? w.noStoragePrice(r.scenario, String(r.storageGb), r.offering)
    : r.kind === "speed-unknown"
    ? w.speedUnknown(r.machineGpu, r.offeringGpu, r.workload)
    : r.kind === "unused-column"
    ? t.data.warning.unusedColumn(r.column, r.position)
    : t.data.warning.gpuUnused(r.gpuModel, r.figures);
  return `${
    t.inputsBox.warningAt(warning.file, warning.row, warning.column)
  }${t.common.colon}${said}`;
}
