/**
 * `calc`'s text: the results of a `Calculation` (`calculation.ts`) as two columns, in the run's
 * language (`c.money.lang`), money in the run's currency.
 *
 * @module
 */
import { afterTaxHead, afterTaxRows } from "./after_tax.ts";
import { type WayToRent } from "../scenario.ts";
import { twoColumns } from "./columns.ts";
import { formatMoney, formatNumber, type Money } from "../present/format.ts";
import { portfolioRows } from "../present/portfolio.ts";
import {
  sayBreakEvenReason,
  saySpotAtRate,
  saySpotReason,
  sayStopsPaying,
} from "../present/findings.ts";
import { sayWork, storageNote } from "../present/cheapest.ts";
import { answerRows } from "../present/answer.ts";
import { words } from "../words/messages.ts";
import type { Lang } from "../lang.ts";
import { monthlyLabel, optionLabel, overflowLabel } from "../present/labels.ts";
import { type BreakEven, breakEvenHoursFixedTco, type Payback } from "../model/breakeven.ts";
import { DOCUMENT_000 } from "../model/document.ts";
import { type DocumentSums, documentSums } from "../model/document_sums.ts";
import type { Calculation } from "./calculation.ts";
import type { CommitmentRow, HourlyComparison } from "../scenario/commitments.ts";
import { sayResale } from "../present/resale.ts";

/** calc's words in `lang`. */
const calcWords = (lang: Lang) => words(lang).commands.calc;

/** A break-even in calc's words; with `money`, a `never` or `always` says why in its currency. */
function say(b: BreakEven, lang: Lang, money?: Money): string {
  const t = calcWords(lang);
  if (b.kind === "hours") {
    return t.breakEvenHours(b.ownCheaper, formatNumber(b.breakEvenHoursPerDay, 2, lang));
  }
  const said = b.kind === "always" ? t.breakEvenAlways : t.breakEvenNever;
  return money === undefined ? said : `${said}${t.note(sayBreakEvenReason(b.why, money))}`;
}

const note = (text: string, lang: Lang) => text === "" ? "" : calcWords(lang).note(text);

function wayText(w: WayToRent, lang: Lang): string {
  const speed = w.terms.rentSpeed === 1 ? null : formatNumber(w.terms.rentSpeed, 2, lang);
  return calcWords(lang).way(
    optionLabel(w.offering, lang),
    w.offering.id,
    w.offering.gpuModel,
    speed,
  );
}

const sayPay = (p: Payback, lang: Lang) =>
  p.kind === "month" ? calcWords(lang).payMonth(p.month) : calcWords(lang).payNever;

/**
 * The owned TCO's credit for the idle hours rented out, under its total: none when no idle hour is
 * rented out (every shipped case), else the credit, the idle hours a day and what an idle hour
 * earns on average (occupancy × the net of an hour rented, per machine-hour).
 */
function rentedOutRows(c: Calculation, money: Money): [string, string][] {
  const { results: r } = c;
  const credit = r.consistent.tco.own.rentedOut;
  if (credit === 0) return [];
  const t = calcWords(money.lang);
  const idleHoursPerDay = 24 - r.usedHoursPerDay;
  const idleHours = idleHoursPerDay * 365 * r.horizonYears;
  return [[
    t.rentedOut,
    t.rentedOutValue(
      formatMoney(credit, money),
      formatNumber(idleHoursPerDay, 2, money.lang),
      idleHours > 0 ? formatMoney(-credit / idleHours, money, 3) : formatMoney(0, money, 3),
    ),
  ]];
}

/**
 * `calc` without `--json`: two columns, a figure a row, money in `c.money`, words in its language
 * (`c.money.lang`, English when none); a break-even that is never or always says why.
 */
export function calcText(c: Calculation): string {
  const { results: r } = c;
  const lang = c.money.lang ?? "en";
  const t = calcWords(lang);
  const money: Money = { ...c.money, lang };
  const rate = money.cnyPerUnit;
  const rows: [string, string][] = [
    [t.scenario, `${r.scenario}${words(lang).common.colon}${r.description}`],
    [
      t.money,
      t.moneyValue(
        money.currency,
        money.currency === "CNY" ? null : formatNumber(rate, 4, lang),
        c.fxDate,
      ),
    ],
    // who buys, and a machine already owned: they change every figure of owning
    ...afterTaxHead(r.afterTax, money),
    [words(lang).inputsBox.resale, sayResale(c.resale, lang)],
    ...answerRows(r.answer, { names: c.names, money, work: c.work }).map((
      x,
    ): [string, string] => [x.label, x.value]),
    ...(r.answer.own.kind === "cannot" ? [] : oneMachineRows(c, money)),
    ...(c.documentCase ? documentRows(documentSums(), (cny) => formatMoney(cny, money), lang) : []),
    ...commitmentTextRows(c.commitments, r.work.ownedGpu, lang),
  ];
  return twoColumns(rows);
}

/**
 * The commitments of the data for the case's GPU model (`commitmentRows()`), a row each: the share
 * of its hours above which it costs less than the cheapest on demand, the cheapest spot and its
 * provider's on demand (when another offering), and owning's break-even beside it. None when the
 * data has no commitment of that GPU model.
 */
function commitmentTextRows(
  rows: readonly CommitmentRow[],
  gpuModel: string,
  lang: Lang,
): [string, string][] {
  const t = calcWords(lang);
  const percent = (u: number) => formatNumber(u * 100, 1, lang);
  const against = (way: keyof typeof t.commitmentWays, h: HourlyComparison | null) =>
    h === null ? [] : [t.commitmentAgainst(
      t.commitmentWays[way],
      h.offeringId,
      h.breakEven.kind === "share" ? percent(h.breakEven.utilization) : null,
    )];
  return rows.filter((row) => row.gpuModel === gpuModel).map((row) => {
    const o = row.owning;
    const owning = o === null ? [] : [t.commitmentOwning(
      o.machineId,
      formatNumber(o.horizonYears, 0, lang),
      o.breakEven.kind === "hours" ? percent(o.breakEven.utilization) : o.breakEven.kind,
    )];
    const provider = row.providerOnDemand?.offeringId === row.onDemand?.offeringId
      ? []
      : against("providerOnDemand", row.providerOnDemand);
    return [
      t.commitment(row.offeringId),
      [
        ...against("onDemand", row.onDemand),
        ...against("spot", row.spot),
        ...provider,
        ...owning,
      ].join(words(lang).common.semicolon),
    ];
  });
}
/**
 * The case's one machine at its hours: for a case of hours, its TCO against the cheapest way and
 * against the scenario's own offering, present value, after tax, the monthly lines, payback, spot
 * and the hybrid fleet of its profile; for a work, only what owning one machine costs at the hours
 * the work keeps it busy, and its break-even against the scenario's own offering (renting the
 * work is in the answer above, in whole units).
 */
function oneMachineRows(c: Calculation, money: Money): [string, string][] {
  const { results: r } = c;
  if (r.answer.demand !== "hours") return workMachineRows(c, money);
  const lang = money.lang;
  const t = calcWords(lang);
  const tco = r.consistent.tco;
  const m = (cny: number) => formatMoney(cny, money);
  const years = formatNumber(r.horizonYears, 1, lang);
  const pv = t.presentValueAt(formatNumber(r.presentValue.discountRate * 100, 1, lang));
  const cheapest = r.cheapest.cheapest;
  const regions = r.cheapest.accepts.join(words(lang).common.comma);
  return [
    [t.hoursUsed, t.hoursUsedValue(formatNumber(r.usedHoursPerDay, 2, lang), years)],
    [t.work, sayWork(r.work, lang)],
    [
      t.waysWeighed,
      t.waysWeighedValue(
        wayText(cheapest, lang),
        m(cheapest.totalCny),
        note(storageNote(cheapest, c.storageGb, lang), lang),
        r.cheapest.noneAccepted
          ? words(lang).notebooks.cheapest.noneAccepted(regions)
          : t.cheapestOf(r.cheapest.weighed.length, regions === "" ? null : regions),
      ),
    ],
    [t.breakEven, say(r.consistent.breakEven, lang, money)],
    [t.against, t.againstValue(wayText(r.cheapest.scenarioWay, lang))],
    [t.tco(years, "own"), m(tco.own.total)],
    ...rentedOutRows(c, money),
    [t.tco(years, "rent"), m(tco.rent.total)],
    [t.breakEvenPv(pv), say(r.presentValue.breakEven, lang, money)],
    [t.tcoPv(pv, "own"), m(r.presentValue.tco.own)],
    [t.tcoPv(pv, "rent"), m(r.presentValue.tco.rent)],
    ...afterTaxRows(r.afterTax, money, pv, (b) => say(b, lang, money)),
    ...r.monthly.map((x): [string, string] => [
      t.monthly(formatNumber(r.hoursPerMonth, 0, lang), monthlyLabel(x, lang)),
      m(x.cost),
    ]),
    // an owned machine is not paid for: keeping it gives up its value today
    [r.afterTax.owned ? t.paybackKept : t.paybackCash, sayPay(r.payback, lang)],
    [t.paybackResale, sayPay(r.paybackNetOfResale, lang)],
    ...spotRows(c, money),
    ...fleetRows(c, money),
    ...(c.portfolio === null ? [] : portfolioRows(c.portfolio, money)),
  ];
}

/** Spot's rows, when the case has a spot offering: its interruptions, and where it stops paying. */
function spotRows(c: Calculation, money: Money): [string, string][] {
  const spot = c.results.spot;
  if (spot === null) return [];
  const lang = money.lang;
  const t = calcWords(lang);
  const n = (x: number, digits: number) => formatNumber(x, digits, lang);
  const every = spot.hoursBetweenInterruptions;
  const hours = n(c.results.hoursPerMonth, 0);
  const stops = spot.stopsPaying;
  return [
    [
      t.spot(spot.offeringId),
      t.spotValue(
        every === null ? null : n(every, every >= 100 ? 0 : 1),
        n(spot.billedPerUsefulHour, 3),
        n(spot.calendarHoursPerUsefulHour, 3),
      ),
    ],
    [t.spotFinish(hours), t.hours(n(spot.hoursToFinishMonth, 0))],
    [
      t.spotStops,
      stops === null
        ? t.spotNoOnDemand
        : stops.kind === "interval"
        ? sayStopsPaying(stops, { lang })
        : `${sayStopsPaying(stops, { lang })}${t.note(saySpotReason(stops.why, money))}`,
    ],
    ...(spot.costShareOfOnDemand === null ? [] : [[
      t.spotAtRate,
      saySpotAtRate(spot.costShareOfOnDemand, {
        lang,
        pair: spot.onDemandOfferingId === null
          ? undefined
          : { spot: spot.offeringId, onDemand: spot.onDemandOfferingId },
      }),
    ] as [string, string]]),
  ];
}

/**
 * The fleet of the case's profile: sized for the demand profile the scenario names (demand.csv),
 * or its schedule as one: a demand of its own, named so that it never reads as a second answer
 * to the case's.
 */
function fleetRows(c: Calculation, money: Money): [string, string][] {
  const h = c.results.hybrid;
  if (h === null || h.kind !== "fleet") return [];
  const t = calcWords(money.lang);
  const m = (cny: number) => formatMoney(cny, money);
  return [[
    t.fleet(h.profile),
    t.fleetValue(
      {
        owned: h.best.owned,
        machines: h.best.machines,
        machineGpus: h.machineGpus,
        overflow: overflowLabel(h, money.lang),
      },
      m(h.best.total),
      m(h.costs[h.costs.length - 1]!.total),
      m(h.costs[0]!.total),
    ),
  ]];
}

/** One machine of a case with a work: its hours, its TCO of owning, its break-even. */
function workMachineRows(c: Calculation, money: Money): [string, string][] {
  const { results: r } = c;
  const lang = money.lang;
  const t = calcWords(lang);
  const years = formatNumber(r.horizonYears, 1, lang);
  return [
    [t.oneHours, t.hoursUsedValue(formatNumber(r.usedHoursPerDay, 2, lang), years)],
    [t.oneTco, formatMoney(r.consistent.tco.own.total, money)],
    [
      t.oneBreakEven,
      t.oneBreakEvenValue(
        say(r.consistent.breakEven, lang, money),
        wayText(r.cheapest.scenarioWay, lang),
      ),
    ],
  ];
}

/**
 * Document 000's own sums, for the document's case only: B11 counts the purchase twice; B14
 * sums it once; B13 holds the total fixed while the hours vary.
 */
function documentRows(
  sums: DocumentSums,
  m: (cny: number) => string,
  lang: Lang,
): [string, string][] {
  const t = calcWords(lang);
  const printed = sums.asPrinted!;
  const { years, rentCnyPerHour } = DOCUMENT_000;
  return [
    [t.docB11, t.docB11Value(m(printed.countedTwiceCny), m(sums.exact.countedTwiceCny))],
    [t.docB14, t.docB14Value(m(printed.summedOnceCny), m(sums.exact.summedOnceCny))],
    [
      t.docB13,
      t.docB13Value(
        say(breakEvenHoursFixedTco(printed.countedTwiceCny, years, rentCnyPerHour), lang),
      ),
    ],
  ];
}
