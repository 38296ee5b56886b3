/**
 * The market of offerings: which offering is the cheapest, written once. Every "cheapest
 * offering of each X" in the workbook (per provider, per GPU model, a scenario's options, the D1
 * comparisons, the storage-price warnings) is {@linkcode cheapestBy} with its own key, ordered by
 * {@linkcode byPrice}.
 *
 * @module
 */
import type { Dataset, Offering } from "../data/load.ts";

/** What ordering by price needs of an offering: CNY per GPU-hour, and an id to break ties. */
export interface Priced {
  /** CNY per GPU-hour. */
  cnyPerGpuHour: number;
  /** The offering's id; offerings priced alike are ordered by it. */
  id?: string;
}

/**
 * Orders offerings by price per GPU-hour; prices within 1e-9 of each other are ordered by id, so
 * that which offering is the cheapest never turns on rounding (two offerings priced 1.98 CNY, one
 * of them converted from another unit, or every price scaled alike).
 *
 * @returns a negative number when `a` is cheaper, positive when `b` is, 0 for the same offering
 */
export function byPrice(a: Priced, b: Priced): number {
  const d = a.cnyPerGpuHour - b.cnyPerGpuHour;
  if (Math.abs(d) > 1e-9 * Math.max(Math.abs(a.cnyPerGpuHour), Math.abs(b.cnyPerGpuHour))) return d;
  const x = a.id ?? "", y = b.id ?? "";
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The cheapest offering ({@linkcode byPrice}) of each group that `key` names, in the order the
 * groups first appear in `offerings`.
 *
 * @example
 * ```ts
 * import { loadDatasetOrThrow } from "../data/folder.ts";
 *
 * const { dataset } = await loadDatasetOrThrow("data");
 * cheapestBy(dataset.offerings, (o) => o.gpuModel); // one offering per GPU model
 * ```
 */
export function cheapestBy<T extends Priced>(
  offerings: readonly T[],
  key: (o: T) => string,
): T[] {
  const best = new Map<string, T>();
  for (const o of offerings) {
    const k = key(o);
    const seen = best.get(k);
    if (!seen || byPrice(o, seen) < 0) best.set(k, o);
  }
  return [...best.values()];
}

/**
 * The cheapest offering of each provider and pricing model: what a chart or table shows, so a
 * price file of any length draws the same few marks.
 */
export function cheapestPerProvider<
  T extends { provider: string; pricingModel: string; cnyPerGpuHour: number; id?: string },
>(offerings: readonly T[]): T[] {
  return cheapestBy(offerings, (o) => `${o.provider}|${o.pricingModel}`);
}

/** The cheapest offering per GPU-hour of each GPU model and pricing model in the data, ordered by GPU model, then pricing model. */
export function cheapestByGpuModel(offerings: readonly Offering[]): Offering[] {
  return cheapestBy(offerings, (o) => `${o.gpuModel}|${o.pricingModel}`).sort((a, b) =>
    a.gpuModel === b.gpuModel
      ? a.pricingModel < b.pricingModel ? -1 : 1
      : a.gpuModel < b.gpuModel
      ? -1
      : 1
  );
}

/**
 * The ways to rent a GPU model as a scenario weighs them: `own` first, then the cheapest offering
 * of each other pricing model among `sameModel`, cheapest first.
 */
export function rentalOptions(own: Offering, sameModel: readonly Offering[]): Offering[] {
  const others = cheapestBy([...sameModel].sort(byPrice), (o) => o.pricingModel)
    .filter((o) => o.pricingModel !== own.pricingModel);
  return [own, ...others];
}

/** The offerings of `gpuModel` billed by the hour (on demand and spot); every GPU model's when it is not given. */
export function hourlyOfferings(dataset: Dataset, gpuModel?: string): Offering[] {
  return dataset.offerings.filter((o) =>
    o.billing === "hourly" && (gpuModel === undefined || o.gpuModel === gpuModel)
  );
}

/**
 * Whether `region` lies within `name`, without regard to case: the same name, or `name` followed
 * by `-`, a space or `(` (`CN` holds `CN-Shanghai` and `CN (gn7e)`, `us` holds `us-east-1`).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 *
 * assert.equal(inRegion("CN-Shenzhen", "CN"), true);
 * assert.equal(inRegion("us-central1", "US"), true);
 * assert.equal(inRegion("global", "US"), false);
 * ```
 */
export function inRegion(region: string, name: string): boolean {
  const r = region.trim().toLowerCase(), n = name.trim().toLowerCase();
  if (n === "") return false;
  return r === n || (r.startsWith(n) && "- (".includes(r[n.length]!));
}

/** Where an offering's storage price comes from: its own row, its provider's, or nowhere. */
export type StoragePrice =
  | { kind: "own"; cnyPerGbHour: number }
  | { kind: "provider"; cnyPerGbHour: number; offeringId: string }
  | { kind: "unpriced" };

/**
 * The storage price of each offering: its row's, else its provider's (the lowest storage price
 * among the provider's other rows, ties to the id first in order; a provider sells one disk
 * whatever GPU it is attached to), else `unpriced` (the data has none for the provider).
 *
 * @example
 * ```ts
 * import { loadDatasetOrThrow } from "../data/folder.ts";
 *
 * const { dataset } = await loadDatasetOrThrow("data");
 * const price = storagePrices(dataset.offerings);
 * price(dataset.offerings.find((o) => o.id === "gongji-4090-od")!).kind; // "unpriced"
 * ```
 */
export function storagePrices(
  offerings: readonly Offering[],
): (offering: Offering) => StoragePrice {
  const byProvider = new Map<string, { cnyPerGbHour: number; offeringId: string }>();
  for (const o of offerings) {
    if (o.storageCnyPerGbHour === undefined) continue;
    const seen = byProvider.get(o.provider);
    const better = !seen || o.storageCnyPerGbHour < seen.cnyPerGbHour ||
      (o.storageCnyPerGbHour === seen.cnyPerGbHour && o.id < seen.offeringId);
    if (better) {
      byProvider.set(o.provider, { cnyPerGbHour: o.storageCnyPerGbHour, offeringId: o.id });
    }
  }
  return (o) => {
    if (o.storageCnyPerGbHour !== undefined) {
      return { kind: "own", cnyPerGbHour: o.storageCnyPerGbHour };
    }
    const provider = byProvider.get(o.provider);
    return provider ? { kind: "provider", ...provider } : { kind: "unpriced" };
  };
}
