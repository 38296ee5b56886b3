/**
 * A case's one answer (`CaseAnswer` of `lib/scenario/answer.ts`) in words: its demand, the
 * cheapest way to meet it and the verdict, the case's own machines (or why they cannot), the
 * cheapest way to rent, and the one machine's break-even beside the hours the demand keeps it
 * busy, as `{label, value}` rows in the reader's language and currency. Every view's headline.
 *
 * @module
 */
import { sayWorkDemand } from "./work_kinds.ts";
import type { AnswerWay, CaseAnswer, OwnCannot } from "../scenario/answer.ts";
import type { Dataset, Work } from "../data/load.ts";
import { formatMoney, formatNumber, type Money } from "./format.ts";
import { optionLabel } from "./labels.ts";
import { sayBreakEven } from "./findings.ts";
import type { Lang } from "../lang.ts";
import { words } from "../words/messages.ts";

/** Why the case's machines cannot meet the demand, in `lang`. */
export function sayOwnCannot(why: OwnCannot, lang: Lang = "en"): string {
  const t = words(lang).answer.cannot;
  return why.kind === "no-speed" ? t.noSpeed(why.gpuModel) : t.memory(
    formatNumber(why.neededGb, 1, lang),
    why.gpus,
    why.gpuMemoryGb === undefined ? "–" : formatNumber(why.gpuMemoryGb, 0, lang),
  );
}

/** What the answer's ways name: a machine, an offering and an API by their ids. */
export type WayNames = Pick<Dataset, "hardware" | "offerings" | "apiPrices">;

/** A way of the answer in words: what it owns, rents or sends, named from `names`. */
export function sayAnswerWay(w: AnswerWay, names: WayNames, lang: Lang = "en"): string {
  const t = words(lang).answer.way;
  const row = names.hardware.find((h) => h.id === w.machineId);
  const machine = row?.name ?? w.machineId ?? "";
  // a row may be several machines (16 H100s: two servers): copies of the row, and its machines
  const perRow = Math.max(1, Math.round(row?.inputs.machineCount ?? 1) || 1);
  const copies = w.machines / perRow;
  const o = names.offerings.find((x) => x.id === w.offeringId);
  const offering = o === undefined ? w.offeringId ?? "" : optionLabel(o, lang);
  const a = names.apiPrices.find((x) => x.id === w.apiId);
  const api = a === undefined ? w.apiId ?? "" : `${a.provider} ${a.model}`;
  const said = (() => {
    switch (w.kind) {
      case "own":
        return Number.isInteger(copies) && copies > 1 || perRow === 1
          ? t.own(copies, machine)
          : t.ownMachines(machine, w.machines);
      case "rent":
        return t.rent(offering, w.offeringId ?? "");
      case "fleet":
        return t.fleet(copies, machine, offering, w.offeringId ?? "");
      case "fleet-api":
        return t.fleetApi(copies, machine, api);
      case "api":
        return t.api(api);
    }
  })();
  return said + (w.basis === "estimate" ? t.estimate : "");
}

/** A way and its total over the horizon, in words. */
export function wayTotal(w: AnswerWay, names: WayNames, money: Money, years: number): string {
  return words(money.lang).answer.way.total(
    sayAnswerWay(w, names, money.lang),
    formatMoney(w.totalCny, money),
    formatNumber(years, Number.isInteger(years) ? 0 : 1, money.lang),
  );
}

/** The demand in words: the schedule's hours, or the work as its kind says it (`work_kinds.ts`). */
export function sayDemand(a: CaseAnswer, work: Work | undefined, lang: Lang = "en"): string {
  const t = words(lang).answer.demand;
  if (a.demand === "hours" || work === undefined) {
    return t.hours(formatNumber(a.machineHoursPerDay ?? 0, 2, lang));
  }
  return sayWorkDemand(work, a.horizonYears, lang);
}

/**
 * A way cheaper than the answer's whose speed is only estimated (`byAnswer()` puts every measured
 * way first), as a row after the answer's so that the reader sees it and why it was not chosen;
 * none where no estimate costs less.
 */
function cheaperEstimateRow(a: CaseAnswer, names: WayNames, money: Money): AnswerRow[] {
  const c = a.cheapest;
  if (c === null || c.basis === "estimate") return [];
  const cheaper = a.ways.filter((w) => w.basis === "estimate" && w.totalCny < c.totalCny)
    .sort((x, y) => x.totalCny - y.totalCny)[0];
  if (cheaper === undefined) return [];
  const w = words(money.lang).answer;
  return [{
    key: "cheaper-estimate",
    label: w.label.cheaperEstimate,
    value: w.way.cheaperEstimate(wayTotal(cheaper, names, money, a.horizonYears)),
    number: cheaper.totalCny / money.cnyPerUnit,
  }];
}

/** One row of the answer: which, its label and its words, and the number behind them. */
export interface AnswerRow {
  /** Which row. */
  key:
    | "demand"
    | "cheapest"
    | "cheaper-estimate"
    | "verdict"
    | "own"
    | "fleet"
    | "rent"
    | "one-machine"
    | "schedule-ignored";
  /** Its label, in the reader's language. */
  label: string;
  /** The figure in words. */
  value: string;
  /** The number behind it: money in the reader's currency, a break-even in h/day; absent for words. */
  number?: number;
}

/** The cheapest fleet of the case's machines with a rest rented or sent, as an answer row. */
function fleetRow(a: CaseAnswer, names: WayNames, money: Money): AnswerRow[] {
  const fleet = a.ways.filter((w) => w.kind === "fleet" || w.kind === "fleet-api")
    .sort((x, y) => x.totalCny - y.totalCny)[0];
  return fleet === undefined ? [] : [{
    key: "fleet",
    label: words(money.lang).answer.label.fleet,
    value: wayTotal(fleet, names, money, a.horizonYears),
    number: fleet.totalCny / money.cnyPerUnit,
  }];
}

/**
 * The answer as headline rows: the demand, the cheapest way and its total over the horizon, the
 * verdict, the case's own machines (their total, or why they cannot), the cheapest way to rent,
 * the one machine's break-even against the hours the demand keeps it busy, and any schedule
 * parameter a work's demand does not read.
 */
export function answerRows(
  a: CaseAnswer,
  { names, money, work }: { names: WayNames; money: Money; work?: Work | undefined },
): AnswerRow[] {
  const w = words(money.lang).answer;
  const lang = money.lang;
  const years = a.horizonYears;
  return [
    { key: "demand", label: w.label.demand, value: sayDemand(a, work, lang) },
    {
      key: "cheapest",
      label: w.label.answer,
      value: a.cheapest === null ? w.none : wayTotal(a.cheapest, names, money, years),
      ...(a.cheapest === null ? {} : { number: a.cheapest.totalCny / money.cnyPerUnit }),
    },
    ...cheaperEstimateRow(a, names, money),
    { key: "verdict", label: w.label.verdict, value: w.verdict[a.verdict] },
    {
      key: "own",
      label: w.label.own,
      value: a.own.kind === "priced"
        ? wayTotal(a.own.way, names, money, years)
        : sayOwnCannot(a.own.why, lang),
      ...(a.own.kind === "priced" ? { number: a.own.way.totalCny / money.cnyPerUnit } : {}),
    },
    // the case's fleet, where its machines and a rest rented or sent make one (a serving load)
    ...fleetRow(a, names, money),
    ...(a.rent === null ? [] : [{
      key: "rent" as const,
      label: w.label.rent,
      value: wayTotal(a.rent, names, money, years),
      number: a.rent.totalCny / money.cnyPerUnit,
    }]),
    ...(a.machineHoursPerDay === null ? [] : [{
      key: "one-machine" as const,
      label: w.label.oneMachine,
      value: w.oneMachine(
        sayBreakEven(a.breakEven, { lang }),
        formatNumber(a.machineHoursPerDay, 2, lang),
      ),
      ...(a.breakEven.kind === "hours" ? { number: a.breakEven.breakEvenHoursPerDay } : {}),
    }]),
    ...(a.scheduleIgnored.length === 0 ? [] : [{
      key: "schedule-ignored" as const,
      label: w.label.scheduleIgnored,
      value: w.scheduleIgnored(a.scheduleIgnored),
    }]),
  ];
}
