/**
 * The prices a report build used, kept beside its reports (`prices.json`), so that the next build
 * can say how old its prices are and what moved since the previous one: each offering's and each
 * machine's price as written (its own currency and unit, so that an exchange rate moving is not a
 * price moving) with its date.
 *
 * @module
 */
import type { Dataset } from "../data/load.ts";
import type { AsOf } from "../data/cells.ts";

/** The file a build writes beside its reports. */
export const PRICES_FILE = "prices.json";

/** One price as the data writes it. */
export interface SnapshotPrice {
  /** The offering's or the machine's id. */
  id: string;
  /** The price as written. */
  price: number;
  /** Its currency. */
  currency: string;
  /** What it is for: an offering's `unit` (`gpu-hour`, …), a machine's `purchase`. */
  unit: string;
  /** The row's `as_of`, as written. */
  asOf: string;
}

/** The prices of one build. */
export interface PriceSnapshot {
  /** The day of the build, `YYYY-MM-DD`. */
  builtOn: string;
  /** Every offering of the data. */
  offerings: SnapshotPrice[];
  /** Every machine of the data. */
  machines: SnapshotPrice[];
}

/** The prices of `dataset` on `builtOn`. */
export function priceSnapshot(dataset: Dataset, builtOn: string): PriceSnapshot {
  return {
    builtOn,
    offerings: dataset.offerings.map((o) => ({
      id: o.id,
      price: o.price,
      currency: o.currency,
      unit: o.unit,
      asOf: o.asOf.text,
    })),
    machines: dataset.hardware.map((h) => ({
      id: h.id,
      price: h.written.purchasePrice,
      currency: h.written.currency,
      unit: "purchase",
      asOf: h.asOf.text,
    })),
  };
}

/** A snapshot read back from `text`; `undefined` when it is not one (a build's own file only). */
export function readSnapshot(text: string): PriceSnapshot | undefined {
  try {
    const x = JSON.parse(text);
    const prices = (list: unknown) =>
      Array.isArray(list) &&
      list.every((p) =>
        typeof p?.id === "string" && typeof p.price === "number" &&
        typeof p.currency === "string" && typeof p.unit === "string" &&
        typeof p.asOf === "string"
      );
    return typeof x?.builtOn === "string" && prices(x.offerings) && prices(x.machines)
      ? x
      : undefined;
  } catch {
    return undefined;
  }
}

/** One price that moved between two builds. */
export interface PriceMove {
  /** An offering or a machine. */
  kind: "offering" | "machine";
  /** Its id. */
  id: string;
  /** The price before and after, as written, in `currency` per `unit`. */
  from: number;
  /** The price after. */
  to: number;
  /** The currency of both. */
  currency: string;
  /** What the price is for. */
  unit: string;
  /** to ÷ from − 1. */
  change: number;
}

/** What moved between the previous build's prices and this one's. */
export interface PriceChanges {
  /** The day of the previous build. */
  since: string;
  /** Ids of offerings and machines the previous build did not have. */
  added: string[];
  /** Ids the previous build had and this one has not. */
  gone: string[];
  /** Prices that moved, the largest move first (a price in another currency or unit is a move). */
  moved: PriceMove[];
}

/**
 * What moved from `before` to `after`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { priceChanges } from "./prices_snapshot.ts";
 *
 * const p = (id: string, price: number) =>
 *   ({ id, price, currency: "USD", unit: "gpu-hour", asOf: "2026-11" });
 * const before = { builtOn: "2026-11-01", offerings: [p("a", 2), p("b", 4)], machines: [] };
 * const after = { builtOn: "2026-12-01", offerings: [p("a", 2.5), p("c", 1)], machines: [] };
 * const c = priceChanges(before, after);
 * assert.deepEqual([c.added, c.gone], [["c"], ["b"]]);
 * assert.equal(c.moved[0]!.change, 0.25); // 2 → 2.5 USD: up 25 %
 * ```
 */
export function priceChanges(before: PriceSnapshot, after: PriceSnapshot): PriceChanges {
  const added: string[] = [];
  const gone: string[] = [];
  const moved: PriceMove[] = [];
  for (const kind of ["offering", "machine"] as const) {
    const list = (s: PriceSnapshot) => kind === "offering" ? s.offerings : s.machines;
    const old = new Map(list(before).map((p) => [p.id, p]));
    const now = new Map(list(after).map((p) => [p.id, p]));
    for (const p of list(after)) {
      const q = old.get(p.id);
      if (q === undefined) added.push(p.id);
      else if (q.price !== p.price || q.currency !== p.currency || q.unit !== p.unit) {
        const same = q.currency === p.currency && q.unit === p.unit && q.price > 0;
        moved.push({
          kind,
          id: p.id,
          from: q.price,
          to: p.price,
          currency: p.currency,
          unit: p.unit,
          change: same ? p.price / q.price - 1 : NaN,
        });
      }
    }
    for (const q of list(before)) if (!now.has(q.id)) gone.push(q.id);
  }
  // the largest move first; one whose currency or unit changed cannot be sized and comes last
  const size = (m: PriceMove) => Number.isNaN(m.change) ? -1 : Math.abs(m.change);
  moved.sort((a, b) => size(b) - size(a) || (a.id < b.id ? -1 : 1));
  return { since: before.builtOn, added, gone, moved };
}

/** How old the prices of a build are: the oldest and newest date of its offerings and machines. */
export interface PriceAge {
  /** The earliest `as_of`, as written. */
  oldest: string;
  /** The latest `as_of`, as written. */
  newest: string;
  /** Days from the oldest date's last day to the build. */
  oldestDays: number;
  /** The case's offering's `as_of`, as written. */
  offeringAsOf: string;
  /** The case's machine's `as_of`, as written. */
  machineAsOf: string;
}

/**
 * The age of the prices of `dataset`, and of the case's own rows: `rows` are the offering and the
 * machine of the case as opened (after `-p offering=`, `-p machine=` or a machine described), not
 * the scenario's rows of the data.
 */
export function priceAge(
  dataset: Dataset,
  rows: { offering: { asOf: AsOf }; hardware: { asOf: AsOf } },
  builtOn: string,
): PriceAge {
  const dated = [...dataset.offerings, ...dataset.hardware].map((x) => x.asOf);
  const oldest = dated.reduce((a, d) => d.end < a.end ? d : a);
  const newest = dated.reduce((a, d) => d.end > a.end ? d : a);
  const days = Math.max(0, Math.round((Date.parse(builtOn) - Date.parse(oldest.end)) / 86_400_000));
  return {
    oldest: oldest.text,
    newest: newest.text,
    oldestDays: days,
    offeringAsOf: rows.offering.asOf.text,
    machineAsOf: rows.hardware.asOf.text,
  };
}
