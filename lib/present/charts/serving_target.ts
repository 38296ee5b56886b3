/**
 * A serving load's cost a million output tokens against the bound on the time per output token
 * (issue 48): one line for owning the case's machine, one for the cheapest rented way and one for
 * each API (flat: an API charges the same at any bound), the load's own target marked. The figures
 * are `costByTarget()`'s (`lib/scenario/serving.ts`); the rows only name and order them.
 *
 * @module
 */
import type { CostAtTarget } from "../../scenario/work.ts";
import type { ApiPrice } from "../../data/load.ts";
import type { PerMillionSplit } from "../../scenario/work.ts";
import { lineChart, type Marker } from "../chart_kinds.ts";
import { SERIES_COLORS, WORK_COLORS } from "../colors.ts";
import type { Html } from "../display.ts";
import { CNY, formatNumber, formatPerMillion, type Money } from "../format.ts";
import type { Lang } from "../../lang.ts";
import { words } from "../../words/messages.ts";

/** Which of a way's costs a million tokens a row is (`PerMillionSplit`'s fields). */
export type SplitKey = keyof PerMillionSplit;

/** One point of a line: a way's cost at one bound on the time per output token. */
export interface ServingTargetRow {
  /** The bound on the time per output token, ms. */
  tpotMs: number;
  /** What the line is: `owned`, `rented`, or `api:` and the API's id. */
  key: string;
  /** The line's name in the reader's language. */
  series: string;
  /** The cost a million tokens, CNY; `null` where the way serves at no replica within the bound. */
  cny: number | null;
  /** The rented way's id at this bound (the cheapest rented way may change as the bound moves). */
  wayId?: string;
}

/** Distinct colours for the APIs' lines, the first the work charts' API colour. */
const API_COLORS = [WORK_COLORS.api, "#9c755f", "#edc948", "#76b7b2", "#ff9da7", "#bab0ac"];

/**
 * The lines of {@linkcode costByTargetChart} from what `costByTarget()` returned: owning the case's
 * machine, the cheapest rented way, and each of `apis` (in their order), each at every bound, one
 * of a way's costs a million tokens (`split`, default all of it over the output tokens).
 */
export function servingTargetRows(
  costs: readonly CostAtTarget[],
  { machine, apis, split = "allInOutput", lang = "en" }: {
    /** The case's machine, as the reports name it. */
    machine: string;
    /** The APIs for the model (`ServingResult.apis`), cheapest first. */
    apis: readonly Pick<ApiPrice, "id" | "provider">[];
    /** Which cost a million tokens: `allInOutput`, `blended`, `input` or `output`. @default "allInOutput" */
    split?: SplitKey;
    lang?: Lang;
  },
): ServingTargetRow[] {
  const t = words(lang).serving.chart;
  return costs.flatMap((c) => [
    { tpotMs: c.tpotMs, key: "owned", series: t.owned(machine), cny: c.owned?.[split] ?? null },
    {
      tpotMs: c.tpotMs,
      key: "rented",
      series: t.rented,
      cny: c.rented?.[split] ?? null,
      ...(c.rentedId === null ? {} : { wayId: c.rentedId }),
    },
    ...apis.map((a) => ({
      tpotMs: c.tpotMs,
      key: `api:${a.id}`,
      series: t.api(a.provider),
      cny: c.apis[a.id]?.[split] ?? null,
    })),
  ]);
}

/**
 * The cost a million output tokens of each line of `rows` against the bound on the time per
 * output token (ms), the load's target (`targetMs`) marked with a rule and its label; the caption
 * says which line is cheapest at the loosest and the tightest bound drawn and at the target. A way
 * with no replica within a bound has no point there: its line stops.
 */
export function costByTargetChart(
  rows: readonly ServingTargetRow[],
  { id, targetMs, money = CNY, width, document }: {
    /** The work's id, for the title. */
    id: string;
    /** The load's bound on the time per output token, ms (`null`: none, no rule). */
    targetMs: number | null;
    money?: Money;
    width?: number;
    document?: Document;
  },
): Html {
  const lang = money.lang;
  const t = words(lang).serving.chart;
  const keys = [...new Set(rows.map((r) => r.key))];
  const labelOf = new Map(rows.map((r) => [r.key, r.series]));
  let api = 0;
  const series = keys.map((key) => ({
    label: labelOf.get(key)!,
    color: key === "owned"
      ? SERIES_COLORS.own
      : key === "rented"
      ? SERIES_COLORS.rent
      : API_COLORS[api++ % API_COLORS.length]!,
  }));
  const bounds = [...new Set(rows.map((r) => r.tpotMs))].sort((a, b) => a - b);
  const ms = (x: number) => formatNumber(x, x < 10 ? 1 : 0, lang);
  const cheapestAt = (tpotMs: number | undefined) => {
    if (tpotMs === undefined) return undefined;
    let best: ServingTargetRow | undefined;
    for (const r of rows) {
      if (r.tpotMs !== tpotMs || r.cny === null) continue;
      if (best === undefined || r.cny < best.cny!) best = r;
    }
    return best && {
      ms: ms(tpotMs),
      way: best.wayId === undefined ? best.series : `${best.series} (${best.wayId})`,
      price: formatPerMillion(best.cny!, money),
    };
  };
  const markers: Marker[] = targetMs === null
    ? []
    : [{ x: targetMs, label: t.targetLabel(ms(targetMs)) }];
  // from 0, with room above the dearest line (an API's flat line would sit on the frame)
  const top = Math.max(0, ...rows.map((r) => (r.cny ?? 0) / money.cnyPerUnit));
  return lineChart(
    rows.map((r) => ({
      x: r.tpotMs,
      y: r.cny === null ? NaN : r.cny / money.cnyPerUnit,
      series: r.series,
    })),
    {
      title: t.title(id),
      caption: t.caption(
        cheapestAt(bounds.at(-1)),
        cheapestAt(bounds[0]),
        targetMs === null ? undefined : cheapestAt(bounds.find((b) => b === targetMs)),
      ),
      alt: t.alt(keys.length),
    },
    { x: t.x, y: t.y(money.currency), yMoney: true },
    { series, markers, yDomain: [0, top > 0 ? top * 1.08 : 1], width, document },
  );
}
