/**
 * One colour per meaning, in every chart of every report: a cost item, a side (owning, renting) or
 * a way of renting keeps its colour whichever scenario, currency or notebook draws it, and no two
 * meanings drawn in one chart share a colour.
 *
 * @module
 */
import { COST_LINE_COLORS } from "../model/cost_items.ts";
import { COST_WORDS } from "../words/messages/costs.ts";
import { DOCUMENT } from "../words/messages/document.ts";

/**
 * Colours of the cost items by their key in the catalogue (`lib/words/messages/costs.ts`): the
 * TCO lines' from the registry (`COST_LINE_COLORS`), and the document's own items.
 */
const ITEM_COLORS: Partial<Record<keyof typeof COST_WORDS, string>> = {
  ...COST_LINE_COLORS,
  purchase: "#4a2c20",
  depreciationAgain: "#c49c94",
};

/** A reference to the document's cells written after an item's name: ` (B5)`. */
const CELL = / \([A-Z]+\d+\)$/;

/** The document's own names of two items (its B3 and B9, `lib/words/messages/document.ts`). */
const DOCUMENT_NAMES: Record<string, keyof typeof COST_WORDS> = {
  [DOCUMENT.tco.B3.en]: "purchase",
  [DOCUMENT.tco.B9.en]: "costOfCapital",
};

/**
 * The catalogue's key of an item given by its key (`tcoItems()`) or named in English
 * (`documentTcoItems()`, the document's figures).
 */
function itemKey(label: string): keyof typeof COST_WORDS | undefined {
  const noun = label.replace(CELL, "");
  if (Object.hasOwn(COST_WORDS, noun)) return noun as keyof typeof COST_WORDS;
  return DOCUMENT_NAMES[noun] ??
    (Object.keys(COST_WORDS) as (keyof typeof COST_WORDS)[]).find((k) => COST_WORDS[k].en === noun);
}

/** Colours of the sides and of the ways of renting. */
export const SERIES_COLORS = {
  own: "#e15759",
  ownNetOfResale: "#ff9d9a",
  rent: "#4e79a7",
  on_demand: "#4e79a7",
  spot: "#59a14f",
  monthly: "#f28e2b",
  reserved_1y: "#9467bd",
  reserved_3y: "#5b3a8c",
  total: "#222222",
  neutral: "#7f7f7f",
} as const;

/**
 * How a GPU's speed on a work is known (`SpeedBasis` of `lib/scenario/work.ts`): measured, from
 * its peak FLOP/s, or estimated; and the two prices a serving load's ways are set beside.
 */
export const WORK_COLORS = {
  measured: "#2f5f98",
  peak: "#76b7b2",
  estimate: "#bab0ac",
  api: "#b07aa1",
  fleet: "#e15759",
} as const;

const FALLBACK = ["#17becf", "#bcbd22", "#7f7f7f", "#aec7e8", "#ffbb78", "#98df8a", "#c5b0d5"];

/**
 * A colour for each item label, fixed by the item's key (the label is the key or its English name
 * in the catalogue, a cell reference after it allowed); labels of no known item get distinct
 * fallbacks.
 * Two labels of one meaning would share a colour: a chart names each meaning once.
 *
 * @example
 * ```ts
 * itemColors(["Electricity", "Storage"]); // ["#edc948", "#76b7b2"]
 * itemColors(["electricity", "storage"]); // ["#edc948", "#76b7b2"]
 * ```
 */
export function itemColors(labels: readonly string[]): string[] {
  let spare = 0;
  return labels.map((label) => {
    const key = itemKey(label);
    return (key && ITEM_COLORS[key]) ?? FALLBACK[spare++ % FALLBACK.length]!;
  });
}

/** The kind of a way of getting a GPU, for its colour. */
export type SeriesKind = keyof typeof SERIES_COLORS;

/**
 * Colours for series of known kinds: the first of a kind takes the kind's colour, later ones of
 * the same kind (two reserved terms) darker shades of it, so no two series share one.
 */
export function seriesColors(kinds: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return kinds.map((kind) => {
    const n = seen.get(kind) ?? 0;
    seen.set(kind, n + 1);
    const base = (SERIES_COLORS as Record<string, string>)[kind] ?? SERIES_COLORS.neutral;
    return shade(base, n);
  });
}

function shade(hex: string, step: number): string {
  if (step === 0) return hex;
  const k = Math.pow(0.72, step);
  const channel = (i: number) =>
    Math.round(parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) * k).toString(16).padStart(2, "0");
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}
