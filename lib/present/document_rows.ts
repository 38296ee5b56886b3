/**
 * Document 000's figures (lib/model/figures.ts) and the audit's slips (lib/model/document.ts) as
 * table rows in the report's language: each row named by its seed figure id or key from the
 * catalogue (`words(lang).document`), the numbers as the model gives them.
 *
 * @module
 */
import type { Lang } from "../lang.ts";
import { words } from "../words/messages.ts";
import { MEASURED_000, type Slip } from "../model/document.ts";
import type { DocumentTcoFigure, RunFigure, SpeedFigure } from "../model/figures.ts";

/** A printed figure in `lang`: the document's "五分之一" (A8) is written out in English in the model. */
function printedIn(id: string, printed: string, lang: Lang): string {
  return id === "A8" ? words(lang).document.printedA8 : printed;
}

/**
 * `speedFigures()` rows for a table, the measure named in `lang`.
 *
 * @example
 * ```ts
 * import { speedFigures } from "../model/figures.ts";
 *
 * speedRows(speedFigures(), "zh")[0]!.measure; // "平均迭代时间（秒）"
 * ```
 */
export function speedRows(
  rows: readonly SpeedFigure[],
  lang: Lang,
  m = MEASURED_000,
): (Omit<SpeedFigure, "key"> & { measure: string })[] {
  const t = words(lang).document.speed;
  return rows.map(({ id, key, local, cloud, rentSlower, printed }) => ({
    id,
    measure: key === "iterationsPerEpoch"
      ? t.iterationsPerEpoch(m.batch, Math.round(m.images / m.batch))
      : t[key],
    local,
    cloud,
    rentSlower,
    printed: printedIn(id, printed, lang),
  }));
}

/** `runFigures()` rows for a table, the item named in `lang`. */
export function runRows(
  rows: readonly RunFigure[],
  lang: Lang,
  m = MEASURED_000,
): (Omit<RunFigure, "key"> & { item: string })[] {
  const t = words(lang).document.run;
  return rows.map(({ id, key, printed, computed }) => ({
    id,
    item: key === "uploadWebConsole" || key === "uploadRsync" ? t[key](m.upload.gb) : t[key],
    printed: printedIn(id, printed, lang),
    computed,
  }));
}

/** `documentTcoFigures()` rows for a table, the item named in `lang` by its seed figure id. */
export function tcoFigureRows(
  rows: readonly DocumentTcoFigure[],
  lang: Lang,
): (DocumentTcoFigure & { item: string })[] {
  const t = words(lang).document.tco;
  return rows.map((r) => ({
    id: r.id,
    item: t[r.id],
    printed: r.printed,
    recomputed: r.recomputed,
  }));
}

/** `auditDocument()` slips for a table, what each slip is and its unit in `lang`. */
export function slipRows(
  slips: readonly Slip[],
  lang: Lang,
): (Omit<Slip, "unit"> & { what: string; unit: string })[] {
  const w = words(lang).document;
  const units: Readonly<Record<string, string>> = w.units;
  return slips.map((s) => ({
    id: s.id,
    what: w.slips[s.id],
    printed: s.printed,
    mended: s.mended,
    difference: s.difference,
    unit: units[s.unit] ?? s.unit,
  }));
}
