/**
 * One colour per meaning, in every chart of every report: a cost item, a side (owning, renting) or
 * a way of renting keeps its colour whichever scenario, currency or notebook draws it, and no two
 * meanings drawn in one chart share a colour.
 *
 * @module
 */

/** Colours of the cost items, by the item's label as `tcoItems()` and `documentTcoItems()` name it. */
const ITEM_COLORS: readonly [RegExp, string][] = [
  [/^Purchase less resale/, "#8c564b"],
  [/^Purchase|^Hardware/, "#4a2c20"],
  [/^Depreciation/, "#c49c94"],
  [/^Electricity/, "#edc948"],
  [/^Maintenance/, "#b07aa1"],
  [/^Cost of capital|^Opportunity/, "#9d7660"],
  [/^Cloud compute/, "#4e79a7"],
  [/^Commitment/, "#1f4e79"],
  [/^Set-up/, "#a0cbe8"],
  [/^Storage/, "#76b7b2"],
  [/^People \(own/, "#ff9da7"],
  [/^People \(rent/, "#d37295"],
  [/^Site/, "#79706e"],
  [/^Failures/, "#b6992d"],
  [/^Data transfer/, "#86bcb6"],
];

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

const FALLBACK = ["#17becf", "#bcbd22", "#7f7f7f", "#aec7e8", "#ffbb78", "#98df8a", "#c5b0d5"];

/**
 * A colour for each item label, fixed by meaning; labels no rule knows get distinct fallbacks.
 * Two labels of one meaning would share a colour: a chart names each meaning once.
 *
 * @example
 * ```ts
 * itemColors(["Electricity", "Storage"]); // ["#edc948", "#76b7b2"]
 * ```
 */
export function itemColors(labels: readonly string[]): string[] {
  let spare = 0;
  return labels.map((label) =>
    ITEM_COLORS.find(([pattern]) => pattern.test(label))?.[1] ??
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
