/**
 * `calc`'s text: the results of a `Calculation` (`calculation.ts`) as two columns, in English,
 * money in the run's currency.
 *
 * @module
 */
import { afterTaxHead, afterTaxRows } from "./after_tax.ts";
import { type WayToRent } from "../scenario.ts";
import { twoColumns } from "./columns.ts";
import { formatMoney, formatNumber, type Money } from "../present/format.ts";
import {
  sayBreakEvenReason,
  saySpotAtRate,
  saySpotReason,
  sayStopsPaying,
} from "../present/findings.ts";
import { sayWork, storageNote } from "../present/cheapest.ts";
import { answerRows } from "../present/answer.ts";
import { words } from "../words/messages.ts";
import { monthlyLabel, optionLabel, overflowLabel } from "../present/labels.ts";
import { type BreakEven, breakEvenHoursFixedTco, type Payback } from "../model/breakeven.ts";
import { DOCUMENT_000 } from "../model/document.ts";
import { type DocumentSums, documentSums } from "../model/document_sums.ts";
import type { Calculation } from "./calculation.ts";

/** A break-even in calc's words; with `money`, a `never` or `always` says why in its currency. */
const say = (b: BreakEven, money?: Money) =>
  b.kind === "hours"
    ? `owning cheaper ${b.ownCheaper} ${formatNumber(b.breakEvenHoursPerDay, 2)} h/day`
    : `${
      b.kind === "always"
        ? "owning cheaper at any hours a day"
        : "owning never cheaper, even at 24 h/day"
    }${money === undefined ? "" : ` (${sayBreakEvenReason(b.why, money)})`}`;
const note = (text: string) => text === "" ? "" : ` (${text})`;
const noneAccepted = words("en").notebooks.cheapest.noneAccepted;
const wayText = (w: WayToRent) =>
  `${optionLabel(w.offering, "en")} (${w.offering.id}, ${w.offering.gpuModel}${
    w.terms.cloudSpeed === 1 ? "" : ` at ${formatNumber(w.terms.cloudSpeed, 2)}× the owned GPU`
  })`;
const sayPay = (p: Payback) => p.kind === "month" ? `month ${p.month}` : "not within the horizon";

/**
 * `calc` without `--json`: two columns, a figure a row, money in `c.money`; a break-even that is
 * never or always says why. The text is English whatever the run's language.
 */
export function calcText(c: Calculation): string {
  const { results: r } = c;
  const money: Money = { ...c.money, lang: "en" };
  const rate = money.cnyPerUnit;
  const rows: [string, string][] = [
    ["Scenario", `${r.scenario}: ${r.description}`],
    [
      "Money",
      `${money.currency}${
        money.currency === "CNY" ? "" : ` at ${formatNumber(rate, 4)} CNY per ${money.currency}`
      }; every price converted once, at the latest rate of fx.csv on or before ${c.fxDate}`,
    ],
    // who buys, and a machine already owned: they change every figure of owning
    ...afterTaxHead(r.afterTax, money),
    ...answerRows(r.answer, { names: c.names, money, work: c.work }).map((
      x,
    ): [string, string] => [x.label, x.value]),
    ...(r.answer.own.kind === "cannot" ? [] : oneMachineRows(c, money)),
    ...(c.documentCase ? documentRows(documentSums(), (cny) => formatMoney(cny, money)) : []),
  ];
  return twoColumns(rows);
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
  const t = r.consistent.tco;
  const m = (cny: number) => formatMoney(cny, money);
  const years = formatNumber(r.horizonYears, 1);
  const pv = `present value at ${formatNumber(r.presentValue.discountRate * 100, 1)} %`;
  return [
    ["Hours used", `${formatNumber(r.usedHoursPerDay, 2)} h/day over ${years} years`],
    ["Work", sayWork(r.work)],
    [
      "Ways weighed",
      `${wayText(r.cheapest.cheapest)}: ${m(r.cheapest.cheapest.totalCny)}${
        note(storageNote(r.cheapest.cheapest, c.storageGb))
      }, ${
        r.cheapest.noneAccepted
          ? noneAccepted(r.cheapest.accepts.join(", "))
          : `the cheapest of ${r.cheapest.weighed.length} offerings that can do the machine's work (${
            r.cheapest.accepts.length > 0 ? `from ${r.cheapest.accepts.join(", ")}` : "any region"
          })`
      }`,
    ],
    ["Break-even", say(r.consistent.breakEven, money)],
    ["Against", `the scenario's own offering, ${wayText(r.cheapest.scenarioWay)}`],
    [`TCO over ${years} years: own`, m(t.own.total)],
    [`TCO over ${years} years: rent`, m(t.rent.total)],
    [`Break-even, ${pv}`, say(r.presentValue.breakEven, money)],
    [`TCO, ${pv}: own`, m(r.presentValue.tco.own)],
    [`TCO, ${pv}: rent`, m(r.presentValue.tco.rent)],
    ...afterTaxRows(r.afterTax, money, pv, (b) => say(b, money)),
    ...r.monthly.map((x): [string, string] => [
      `Monthly at ${formatNumber(r.hoursPerMonth)} h: ${monthlyLabel(x, "en")}`,
      m(x.cost),
    ]),
    // an owned machine is not paid for: keeping it gives up its value today
    [r.afterTax.owned ? "Payback of keeping it" : "Payback (cash)", sayPay(r.payback)],
    ["Payback net of resale", sayPay(r.paybackNetOfResale)],
    ...(r.spot === null ? [] : [
      [
        `Spot (${r.spot.offeringId})`,
        `interrupted ${
          r.spot.hoursBetweenInterruptions === null ? "never" : `every ${
            formatNumber(
              r.spot.hoursBetweenInterruptions,
              r.spot.hoursBetweenInterruptions >= 100 ? 0 : 1,
            )
          } h`
        }; ${formatNumber(r.spot.billedPerUsefulHour, 3)} billed and ${
          formatNumber(r.spot.calendarHoursPerUsefulHour, 3)
        } calendar hours per useful hour`,
      ],
      [
        `Spot: time to finish ${formatNumber(r.hoursPerMonth)} useful h`,
        `${formatNumber(r.spot.hoursToFinishMonth)} h`,
      ],
      [
        "Spot stops paying against on demand",
        r.spot.stopsPaying === null
          ? "no on-demand price to weigh it against"
          : r.spot.stopsPaying.kind === "interval"
          ? sayStopsPaying(r.spot.stopsPaying)
          : `${sayStopsPaying(r.spot.stopsPaying)} (${
            saySpotReason(r.spot.stopsPaying.why, money)
          })`,
      ],
      ...(r.spot.costShareOfOnDemand === null ? [] : [[
        "Spot at this rate",
        saySpotAtRate(r.spot.costShareOfOnDemand, {
          pair: r.spot.onDemandOfferingId === null
            ? undefined
            : { spot: r.spot.offeringId, onDemand: r.spot.onDemandOfferingId },
        }),
      ]]),
    ] as [string, string][]),
    ...(r.hybrid === null || r.hybrid.kind !== "fleet" ? [] : [[
      // sized for the demand profile the scenario names (demand.csv), or its schedule as one: a
      // demand of its own, named so that it never reads as a second answer to the case's
      `Fleet for profile ${r.hybrid.profile}`,
      `own ${r.hybrid.best.owned} GPU${
        r.hybrid.best.owned === 1 ? "" : "s"
      } (${r.hybrid.best.machines} machine${
        r.hybrid.best.machines === 1 ? "" : "s"
      } of ${r.hybrid.machineGpus}), rent the rest on ${overflowLabel(r.hybrid, "en")}: ${
        m(r.hybrid.best.total)
      } (own all ${m(r.hybrid.costs[r.hybrid.costs.length - 1]!.total)}, rent all ${
        m(r.hybrid.costs[0]!.total)
      })`,
    ] as [string, string]]),
  ];
}

/** One machine of a case with a work: its hours, its TCO of owning, its break-even. */
function workMachineRows(c: Calculation, money: Money): [string, string][] {
  const { results: r } = c;
  const years = formatNumber(r.horizonYears, 1);
  return [
    ["One machine: hours used", `${formatNumber(r.usedHoursPerDay, 2)} h/day over ${years} years`],
    ["One machine: TCO of owning", formatMoney(r.consistent.tco.own.total, money)],
    [
      "One machine: break-even",
      `${say(r.consistent.breakEven, money)} against the scenario's own offering, ${
        wayText(r.cheapest.scenarioWay)
      }`,
    ],
  ];
}

/**
 * Document 000's own sums, for the document's case only: B11 counts the purchase twice; B14
 * sums it once; B13 holds the total fixed while the hours vary.
 */
function documentRows(sums: DocumentSums, m: (cny: number) => string): [string, string][] {
  const printed = sums.asPrinted!;
  const { years, cloudCnyPerHour } = DOCUMENT_000;
  return [
    [
      "Document 000's TCO (B11)",
      `${m(printed.countedTwiceCny)} as printed, ${
        m(sums.exact.countedTwiceCny)
      } exact: the document's way of summing, which counts the purchase twice`,
    ],
    [
      "Document 000 summed once (B14)",
      `${m(printed.summedOnceCny)} as printed, ${
        m(sums.exact.summedOnceCny)
      } exact (the TCO of owning above)`,
    ],
    [
      "Document 000's break-even (B13)",
      `${say(breakEvenHoursFixedTco(printed.countedTwiceCny, years, cloudCnyPerHour))}, ` +
      "holding its doubled total fixed while the hours vary",
    ],
  ];
}
