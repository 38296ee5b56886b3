/**
 * The cheapest way to do a scenario's work (`cheapestWay()` of `lib/scenario/cheapest.ts`) in
 * words: the headline figures, the rows of the ways weighed and the work both sides do, in the
 * report's language and currency.
 *
 * @module
 */
import type { CheapestWay, WayToRent } from "../scenario/cheapest.ts";
import type { ScenarioResults } from "../scenario/results.ts";
import type { ResolvedScenario } from "../scenario/resolve.ts";
import type { Site } from "../data/load.ts";
import { optionLabel, pricingLabel } from "./labels.ts";
import { sayBreakEven } from "./findings.ts";
import { formatMoney, formatNumber, type Money } from "./format.ts";
import type { Lang } from "../lang.ts";
import { words } from "../words/messages.ts";

/**
 * The headline of the cheapest way: what is cheapest at the scenario's hours (owning or a way to
 * rent), the cheapest way to rent, the scenario's own offering, and owning against the cheapest
 * way, as `{label, value}` pairs for `headline()` of `display.ts`; first the work both sides do
 * when `work` is given, and where the scenario's regions let in no way that can do it, that.
 */
export function cheapestHeadline(
  way: CheapestWay,
  money: Money,
  { work }: { work?: ScenarioResults["work"] } = {},
): { label: string; value: string }[] {
  const w = words(money.lang).notebooks.cheapest;
  const named = (x: WayToRent) =>
    w.way(optionLabel(x.offering, money.lang), x.offering.id, formatMoney(x.totalCny, money));
  return [
    ...(work === undefined ? [] : [{ label: w.work.label, value: sayWork(work, money.lang) }]),
    ...(way.noneAccepted
      ? [{ label: w.rentCheapest, value: w.noneAccepted(way.accepts.join(", ")) }]
      : []),
    {
      label: w.best,
      value: way.best === "own"
        ? `${w.owning}: ${formatMoney(way.ownCny, money)}`
        : named(way.cheapest),
    },
    { label: w.rentCheapest, value: named(way.cheapest) },
    { label: w.scenarioWay, value: named(way.scenarioWay) },
    { label: w.againstIt, value: sayBreakEven(way.breakEven, { lang: money.lang }) },
  ];
}

/**
 * The ways weighed, cheapest first: label, offering id, its GPU and its speed against the owned
 * one, region, cost over the horizon (CNY), that cost less owning's, and a note where its
 * storage is not its row's (its provider's price, or not priced where `storageGb` are kept).
 */
export function cheapestRows(
  way: CheapestWay,
  { storageGb = 0, lang = "en" }: { storageGb?: number; lang?: Lang } = {},
): {
  way: string;
  offering: string;
  gpu: string;
  speed: number;
  region: string;
  total: number;
  wayMinusOwn: number;
  note: string;
}[] {
  return way.weighed.map((w) => ({
    way: optionLabel(w.offering, lang),
    offering: w.offering.id,
    gpu: w.offering.gpuModel,
    speed: w.terms.rentSpeed,
    region: w.offering.region,
    total: w.totalCny,
    wayMinusOwn: w.totalCny - way.ownCny,
    note: storageNote(w, storageGb, lang),
  }));
}

/** Where a way's storage is not its own row's, in words: its provider's price, or none at all. */
export function storageNote(w: WayToRent, storageGb: number, lang: Lang = "en"): string {
  const t = words(lang).notebooks.cheapest;
  if (storageGb <= 0) return "";
  if (w.storage.kind === "provider") return t.storageFromProvider(w.storage.offeringId);
  if (w.storage.kind === "unpriced") {
    return t.storageUnpriced(w.offering.provider, formatNumber(storageGb, 0, lang));
  }
  return "";
}

/**
 * The work both sides do, in words: the scenario's workload and how fast the rented GPU does the
 * owned one's work an hour (the same GPU, a speed given, one measured in `throughput.csv`, with
 * its memory where it holds less, or none known: counted as 1, and what to set).
 */
export function sayWork(work: ScenarioResults["work"], lang: Lang = "en"): string {
  const t = words(lang).notebooks.cheapest.work;
  const s = work.speed;
  const n = (x: number, digits: number) => formatNumber(x, digits, lang);
  switch (s.kind) {
    case "same-gpu":
      return t.sameGpu(work.workload, work.ownedGpu);
    case "given":
      return t.given(work.workload, work.rentedGpu, n(s.speed, 3), work.ownedGpu);
    case "measured":
      return t.measured(
        work.workload,
        work.rentedGpu,
        n(s.speed, 3),
        work.ownedGpu,
        n(s.rentedPerSecond, 1),
        n(s.ownedPerSecond, 1),
        n(1 / s.speed, 3),
      ) + (s.fits ? "" : t.tooSmall(n(s.rentedMemoryGb, 0), n(s.ownedMemoryGb, 0)));
    case "unknown":
      return t.unknown(work.workload, work.rentedGpu, work.ownedGpu);
  }
}

/**
 * A scenario's description in `lang`: a case of the reader's choices (`chosenFrom`) worded from
 * its rows (its machine at its site against its offering, the offering's pricing in words), a
 * scenario of the data as its row (translated) says it.
 */
export function sayScenario(
  r: Pick<ResolvedScenario, "scenario" | "hardware" | "offering">,
  sites: readonly Site[],
  lang: Lang = "en",
): string {
  const s = r.scenario;
  if (s.chosenFrom === undefined) return s.description;
  const site = sites.find((x) => x.id === s.siteId)?.name ?? s.siteId;
  const o = r.offering;
  const offering = `${o.provider} ${o.gpuCount > 1 ? `${o.gpuCount}× ` : ""}${o.gpuModel}${
    words(lang).common.openParen
  }${pricingLabel(o.pricingModel, lang)}${words(lang).common.closeParen}`;
  return words(lang).inputsBox.caseOf(r.hardware.name, site, offering, s.chosenFrom);
}
