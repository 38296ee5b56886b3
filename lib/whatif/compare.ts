/**
 * The what-if page's A/B table: case A kept, case B changed by the controls, each column its own
 * case's figures (`figuresOf` of each case: at its own hours, horizon, machine and offering), and
 * B − A where both sides measure the same thing.
 *
 * Rows are keyed by what they are (`tco-own`, `monthly-own`, `monthly-` and an offering's id),
 * never by position: a row one case has and the other lacks (an offering only one case can rent)
 * shows a dash on the other side. A row whose two figures are measured at or against different
 * conditions ({@linkcode FigureCondition}: hours a month, horizon, discount rate, machine,
 * offering) says which, with each case's; where the offering differs the two figures are about
 * different things and no difference is taken. The currency is the page's, the same for both.
 *
 * @module
 */
/// <reference lib="dom" />
import { formatNumber } from "../present/format.ts";
import type { Lang } from "../lang.ts";
import { words } from "../words/messages.ts";
import { element, tableOf } from "./dom.ts";
import type { Figure, FigureCondition } from "./figures.ts";

/** The conditions that make two figures about different things: no B − A across them. */
const IDENTITY: readonly FigureCondition["kind"][] = ["offering", "work"];

/** One row of the A/B table. */
export interface ComparisonRow {
  /** The figure's key, the same on both sides. */
  key: string;
  /** What the row is: the figure's label, or its plain label where the cases differ in its conditions. */
  label: string;
  /** The conditions the two cases differ in, by kind, in the order of the figure's. */
  differing: FigureCondition["kind"][];
  /**
   * What differs, in words ("case A: 182.5 h/month; case B: 304.2 h/month"), or for a row of one
   * case only what it is measured at there ("case A only: 182.5 h/month"); `""` when nothing.
   */
  differs: string;
  /** Case A's figure; `undefined` when case A has no such row. */
  a: Figure | undefined;
  /** Case B's figure; `undefined` when case B has no such row. */
  b: Figure | undefined;
  /** B − A, in the figures' unit, where both are numbers measured on the same thing; else `undefined`. */
  diff: number | undefined;
}

/** The keys of `a` and `b` in one order: B's, each key of A alone after the key it follows in A. */
function mergedKeys(a: readonly Figure[], b: readonly Figure[]): string[] {
  const keys = b.map((f) => f.key);
  a.forEach((f, i) => {
    if (keys.includes(f.key)) return;
    const before = a.slice(0, i).reverse().find((x) => keys.includes(x.key));
    keys.splice(before ? keys.indexOf(before.key) + 1 : 0, 0, f.key);
  });
  return keys;
}

/**
 * The rows of the A/B table of case A's figures `a` and case B's `b`, in `lang`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { compareFigures } from "./compare.ts";
 *
 * const at = (h: number) => ({ kind: "hours" as const, value: h, text: `${h} h/month` });
 * const own = (cost: number, h: number) => ({
 *   key: "monthly-own",
 *   label: `Monthly at ${h} h: Own`,
 *   plainLabel: "Monthly cost: Own",
 *   text: `${cost} CNY`,
 *   value: cost,
 *   conditions: [at(h)],
 * });
 * const [row] = compareFigures([own(300, 182.5)], [own(400, 304.2)], "en");
 * assert.equal(row!.label, "Monthly cost: Own");
 * assert.equal(row!.differs, "case A: 182.5 h/month; case B: 304.2 h/month");
 * assert.equal(row!.diff, 100);
 * ```
 */
export function compareFigures(
  a: readonly Figure[],
  b: readonly Figure[],
  lang: Lang,
): ComparisonRow[] {
  const t = words(lang).whatIf.choice;
  const comma = words(lang).common.comma;
  const { openParen, closeParen } = words(lang).common;
  const byKey = (figures: readonly Figure[]) => new Map(figures.map((f) => [f.key, f]));
  const as = byKey(a), bs = byKey(b);
  const rows = mergedKeys(a, b).map((key): ComparisonRow => {
    const fa = as.get(key), fb = bs.get(key);
    if (!fa || !fb) {
      // one case's only: its plain name, and the conditions it is measured at in that case
      const f = (fb ?? fa)!;
      const at = f.conditions.map((c) => c.text).join(comma);
      return {
        key,
        label: f.plainLabel,
        differing: [],
        differs: fb ? t.onlyB(at) : t.onlyA(at),
        a: fa,
        b: fb,
        diff: undefined,
      };
    }
    const kinds = [...new Set([...fa.conditions, ...fb.conditions].map((c) => c.kind))];
    const of = (f: Figure, kind: FigureCondition["kind"]) =>
      f.conditions.find((c) => c.kind === kind);
    const differing = kinds.filter((kind) => of(fa, kind)?.value !== of(fb, kind)?.value);
    // two offerings of one provider and GPU read alike: their ids tell them apart
    const named = (f: Figure, kind: FigureCondition["kind"]) => {
      const c = of(f, kind);
      if (!c) return t.missing;
      const alike = (kind === "offering" || kind === "machine") &&
        of(fa, kind)?.text === of(fb, kind)?.text;
      return alike ? `${c.text}${openParen}${c.value}${closeParen}` : c.text;
    };
    const texts = (f: Figure) => differing.map((kind) => named(f, kind)).join(comma);
    const comparable = !differing.some((kind) => IDENTITY.includes(kind));
    return {
      key,
      label: differing.length === 0 && fa.label === fb.label ? fb.label : fb.plainLabel,
      differing,
      differs: differing.length === 0 ? "" : t.differs(texts(fa), texts(fb)),
      a: fa,
      b: fb,
      diff: comparable && fa.value !== undefined && fb.value !== undefined
        ? fb.value - fa.value
        : undefined,
    };
  });
  // two rows named alike (the monthly cost of two offerings of one provider and GPU): with ids
  return rows.map((row, i) =>
    rows.some((other, j) => j !== i && other.label === row.label) && row.key.startsWith("monthly-")
      ? {
        ...row,
        label: `${row.label}${openParen}${row.key.slice("monthly-".length)}${closeParen}`,
      }
      : row
  );
}

/**
 * The A/B table of `rows`, drawn in `document`: a row a figure (`data-figure`), case A's and
 * case B's values (`data-a`, `data-b`) and their difference (`data-diff`) where there is one,
 * the kinds of condition the cases differ in (`data-differs`), a dash for a side without the row.
 */
export function comparisonTable(
  rows: readonly ComparisonRow[],
  lang: Lang,
  document: Document,
): HTMLTableElement {
  const t = words(lang).whatIf.choice;
  const { table, body } = tableOf(document, "whatif-ab-table", [
    t.colFigure,
    t.colA,
    t.colB,
    t.colDiff,
  ]);
  for (const row of rows) {
    const tr = element(document, "tr");
    tr.dataset.figure = row.key;
    if (row.a?.value !== undefined) tr.dataset.a = String(row.a.value);
    if (row.b?.value !== undefined) tr.dataset.b = String(row.b.value);
    if (row.diff !== undefined) tr.dataset.diff = String(row.diff);
    if (row.differing.length > 0) tr.dataset.differs = row.differing.join(" ");
    const th = element(document, "th", { textContent: row.label });
    th.scope = "row";
    if (row.differs !== "") {
      th.append(
        element(document, "span", { className: "whatif-differs", textContent: row.differs }),
      );
    }
    const notSame = row.a && row.b && row.diff === undefined &&
      row.differing.some((kind) => IDENTITY.includes(kind));
    tr.append(
      th,
      element(document, "td", { textContent: row.a?.text ?? t.missing }),
      element(document, "td", { textContent: row.b?.text ?? t.missing }),
      element(document, "td", {
        textContent: row.diff !== undefined
          ? `${row.diff > 0 ? "+" : ""}${formatNumber(row.diff, 2, lang)}`
          : notSame
          ? t.notSameOffering
          : "",
      }),
    );
    body.append(tr);
  }
  return table;
}
