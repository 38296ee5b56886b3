/**
 * One colour per meaning, in every chart of every report: a cost item, a side (owning, renting) or
 * a way of renting keeps its colour whichever scenario, currency or notebook draws it, and no two
 * meanings drawn in one chart share a colour.
 *
 * @module
 */
import type { LineKey } from "../model/cost_items.ts";
import type { DocumentItemKey } from "../model/figures.ts";

/** The colour of each TCO line in every chart, by the `line` of its records. */
export const COST_LINE_COLORS = {
  purchaseLessResale: "#8c564b",
  electricity: "#edc948",
  maintenance: "#b07aa1",
  costOfCapital: "#9d7660",
  rentCompute: "#4e79a7",
  commitment: "#1f4e79",
  setup: "#a0cbe8",
  storage: "#76b7b2",
  peopleOwn: "#ff9da7",
  peopleRent: "#d37295",
  site: "#79706e",
  failures: "#b6992d",
  transfer: "#86bcb6",
  rentedOut: "#8cd17d",
} as const satisfies Record<LineKey, string>;

/**
 * Colours of the cost items by their key: the TCO lines' (`line` of their records in
 * `lib/model/cost_items.ts`) and the document's own items (`documentTcoItems()`).
 */
const ITEM_COLORS: Readonly<Record<LineKey | DocumentItemKey, string>> = {
  ...COST_LINE_COLORS,
  purchase: "#4a2c20",
  depreciationAgain: "#c49c94",
};

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
 * How a GPU's speed on a work is known (`SpeedBasis` of `lib/scenario/work_speed.ts`): measured, from
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
 * A colour for each cost item, fixed by its key (`tcoItems()`'s `key`, `documentTcoItems()`'s);
 * keys of no known item get distinct fallbacks. Two entries of one key would share a colour: a
 * chart names each item once.
 *
 * @example
 * ```ts
 * itemColors(["electricity", "storage"]); // ["#edc948", "#76b7b2"]
 * ```
 */
export function itemColors(keys: readonly string[]): string[] {
  let spare = 0;
  return keys.map((key) =>
    (Object.hasOwn(ITEM_COLORS, key) ? ITEM_COLORS[key as keyof typeof ITEM_COLORS] : undefined) ??
      FALLBACK[spare++ % FALLBACK.length]!
  );
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
