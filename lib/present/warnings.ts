/**
 * A warning about the data as a page shows it, in the page's language: the catalogue words its
 * reason (`DataWarning.reason`); a warning without one is shown as the data layer wrote it.
 *
 * @module
 */
import { type DataWarning, formatWarning } from "../data/errors.ts";
import type { Lang } from "../words/lang.ts";
import { words } from "../words/messages.ts";

/** One warning as one line in `lang`: "hardware.csv 第 2 行 as_of 列：数据日期为 2023-01，…". */
export function warningText(w: DataWarning, lang: Lang): string {
  const r = w.reason;
  if (r === undefined) return formatWarning(w);
  const t = words(lang).inputsBox;
  const said = r.kind === "stale"
    ? t.warning.stale(r.asOf, r.maxAgeDays)
    : r.kind === "no-storage-price"
    ? t.warning.noStoragePrice(r.scenario, String(r.storageGb), r.offering)
    : t.warning.speedUnknown(r.machineGpu, r.offeringGpu, r.workload);
  return `${t.warningAt(w.file, w.row, w.column)}${words(lang).common.colon}${said}`;
}
