/**
 * How a case's machine is resold, in words: by its rule (the share left after so many years) or by
 * the used market's table (the rows read, the shares at the case's ages); the line a case's
 * assumptions list (`calc`, the notebooks' inputs box).
 *
 * @module
 */
import type { Lang } from "../lang.ts";
import type { ResaleBasis } from "../scenario/resale.ts";
import { marketPoints } from "../model/resale_market.ts";
import { words } from "../words/messages.ts";
import { formatNumber, formatPercent } from "./format.ts";

/**
 * The sentence of `basis` in `lang`, e.g. "by the machine's rule: 30.0 % of its purchase price
 * left after 3 years".
 */
export function sayResale(basis: ResaleBasis, lang: Lang): string {
  const t = words(lang).inputsBox;
  const pct = (x: number) => formatPercent(x, 1, lang);
  const age = (x: number) => formatNumber(x, 1, lang);
  if (basis.kind === "rule") {
    return t.resaleRule(
      pct(basis.residualFraction),
      formatNumber(basis.residualYears, basis.residualYears % 1 === 0 ? 0 : 1, lang),
      basis.resaleHaircut > 0 ? pct(basis.resaleHaircut) : null,
      basis.asked === "market" ? basis.gpuModel : null,
    );
  }
  const { start, end, heldFlat } = basis.market;
  // the earliest period's start to the latest period's end: "2026" ends after "2026-05"
  const byStart = [...basis.rows].sort((a, b) => a.asOf.start.localeCompare(b.asOf.start));
  const byEnd = [...basis.rows].sort((a, b) => a.asOf.end.localeCompare(b.asOf.end));
  const points = marketPoints(
    basis.rows.map((r) => ({ ageYears: r.ageYears, share: r.shareOfNew })),
  );
  const outside = [start, end].some((s) => s !== undefined && s.read !== "between");
  const span = `${age(points[0]!.ageYears)}–${age(points[points.length - 1]!.ageYears)}`;
  return t.resaleMarket(
    basis.gpuModel,
    basis.rows.length,
    byStart[0]!.asOf.text,
    byEnd[byEnd.length - 1]!.asOf.text,
    start === undefined ? null : { share: pct(start.share), age: age(start.ageYears) },
    { share: pct(end.share), age: age(end.ageYears) },
    outside ? span : null,
    heldFlat,
  );
}
