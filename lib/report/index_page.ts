/**
 * The index page of a report build (`reports/index.html`): the scenario's answer in a few lines,
 * the link to the what-if page, and the list of reports, in the report's language.
 *
 * @module
 */
import type { Dataset } from "../data/load.ts";
import { localizeDataset } from "../data/localize.ts";
import { documentInputsFrom } from "../model/document.ts";
import { sayAfterTax } from "../present/after_tax.ts";
import { documentSums, isDocumentCase } from "../model/document_sums.ts";
import { describeParameters, langOf, type ParameterValues } from "../params.ts";
import { sayBreakEven } from "../present/findings.ts";
import { sayScenario } from "../present/cheapest.ts";
import { parametersHtml } from "../present/parameters.ts";
import {
  escapeHtml,
  formatMoney,
  formatNumber,
  formatPercent,
  type Money,
} from "../present/format.ts";
import { priceAge, priceChanges, type PriceSnapshot, priceSnapshot } from "./prices_snapshot.ts";
import { LOCALES } from "../lang.ts";
import { words } from "../words/messages.ts";
import { openCase, type OpenedCase } from "../scenario.ts";
import type { AsOf } from "../data/cells.ts";
import { caseResults } from "../scenario/case_results.ts";
import { answerRows } from "../present/answer.ts";
import { caseDescriber, optionLabel, overflowLabel } from "../present/labels.ts";
import { casePortfolio } from "../scenario/portfolio.ts";
import { portfolioSaving, sayPortfolioTiers } from "../present/portfolio.ts";
import { WHAT_IF_PAGE } from "../whatif/html.ts";

/** A report the index links: its file name (without `.html`), title and description. */
export interface IndexEntry {
  /** The report's file name without `.html`, the notebook's name, such as `01_seed_case`. */
  name: string;
  /** The link's text: the notebook's title in the report's language. */
  title: string;
  /** The line under the link; `""` for none. */
  description: string;
}

/**
 * The index page of `reports`, for the scenario of `values` (its id set) in `dataset`; with the
 * build's day `builtOn`, how old its prices are and, given the `previous` build's prices, what
 * moved since.
 */
export function indexPage(
  reports: readonly IndexEntry[],
  dataset: Dataset,
  values: ParameterValues & { scenario: string },
  { builtOn, previous }: { builtOn?: string; previous?: PriceSnapshot } = {},
): string {
  const lang = langOf(values);
  const t = words(lang).index;
  const d = localizeDataset(dataset, lang);
  const s = d.scenarios.find((x) => x.id === values.scenario) ?? d.scenarios[0]!;
  // the case as every view opens it: its choices as rows of the data, then its numbers
  const opened = openCase(d, { ...values, scenario: s.id }, { describe: caseDescriber(lang) });
  const items = reports.map((n) =>
    `<li><a href="${escapeHtml(n.name)}.html">${escapeHtml(n.title)}</a><br><span>${
      escapeHtml(n.description)
    }</span></li>`
  ).join("\n");
  return `<!doctype html>
<html lang="${LOCALES[lang]}"><head><meta charset="utf-8"><title>${escapeHtml(t.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:52em;margin:2em auto;padding:0 1em;color:#222}li{margin:0.8em 0}span{color:#555}</style>
</head><body>
<h1>${escapeHtml(t.question)}</h1>
${headline(opened, values)}
${builtOn === undefined ? "" : prices(dataset, opened.applied, values, builtOn, previous)}
<p><a href="${WHAT_IF_PAGE}">${escapeHtml(t.whatIf)}</a>: ${escapeHtml(t.whatIfHint)}</p>
<h2>${escapeHtml(t.reports)}</h2>
<ul>
${items}
</ul>
</body></html>
`;
}

/** The scenario's answer: break-even, the two totals, the fleet and the document's own sums. */
function headline(opened: OpenedCase, values: ParameterValues & { scenario: string }): string {
  const lang = langOf(values);
  const d = opened.dataset;
  const t = words(lang).index;
  const money: Money = { currency: opened.currency, cnyPerUnit: opened.cnyPerUnit, lang };
  const applied = opened.applied;
  const r = caseResults(opened);
  const hours = r.answer.demand === "hours";
  const { scenario: _s, currency: _c, lang: _l, ...changed } = values;
  const said = describeParameters(changed);
  const be = (b: typeof r.consistent.breakEven) => sayBreakEven(b, { digits: 1, lang });
  const sums = isDocumentCase(documentInputsFrom(applied.inputs)) ? documentSums() : undefined;
  const { none, colon, semicolon, comma, stop } = words(lang).common;
  const c = r.cheapest;
  const wayName = (w: typeof c.cheapest) =>
    t.named(escapeHtml(optionLabel(w.offering, lang)), `<code>${escapeHtml(w.offering.id)}</code>`);
  const owned = r.afterTax.owned;
  const portfolio = hours && opened.work === undefined ? casePortfolio(applied) : null;
  const saving = portfolio === null ? null : portfolioSaving(portfolio, money);
  const items = [
    // an owned machine changes every figure of owning: said first
    ...(owned === null ? [] : [
      `<strong>${
        escapeHtml(
          words(lang).inputsBox.alreadyOwned(
            formatNumber(owned.ageYears, 1, lang),
            formatMoney(owned.valueToday, money),
          ),
        )
      }</strong>`,
    ]),
    // the case's one answer first: its demand, the cheapest way to meet it, the verdict
    ...answerRows(r.answer, { names: d, money, work: opened.work }).map((x, i) =>
      `${escapeHtml(x.label)}${colon}${
        i === 1 ? `<strong>${escapeHtml(x.value)}</strong>` : escapeHtml(x.value)
      }`
    ),
    ...(!hours ? [] : [
      t.cheapestRent(
        c.weighed.length,
        escapeHtml(applied.hardware.gpuModel),
        c.accepts.length > 0 ? t.among(escapeHtml(c.accepts.join(", "))) : t.anyRegion,
        wayName(c.cheapest),
        escapeHtml(formatMoney(c.cheapest.totalCny, money)),
      ) + t.besideIt(
        wayName(c.scenarioWay),
        escapeHtml(formatMoney(c.scenarioWay.totalCny, money)),
        escapeHtml(formatMoney(c.ownCny, money)),
      ) + (r.work.speed.kind === "measured" && !r.work.speed.fits
        ? escapeHtml(t.ownOfferingCannot(
          optionLabel(c.scenarioWay.offering, lang),
          formatNumber(r.work.speed.rentedMemoryGb, 0, lang),
          formatNumber(r.work.speed.ownedMemoryGb, 0, lang),
        ))
        : r.work.speed.kind === "unknown"
        ? escapeHtml(t.ownOfferingUnknownSpeed(
          optionLabel(c.scenarioWay.offering, lang),
          r.work.speed.workload,
          r.work.speed.rentedGpu,
          r.work.speed.ownedGpu,
        ))
        : ""),
    ]),
    `${t.breakEven}${colon}<strong>${escapeHtml(be(r.consistent.breakEven))}</strong>${comma}${
      escapeHtml(t.inPresentValue(be(r.presentValue.breakEven)))
    }`,
    ...(r.afterTax.counts
      ? [escapeHtml(sayAfterTax(r.afterTax, r.presentValue.breakEven, money))]
      : []),
    ...(!hours ? [] : [
      t.over(
        formatNumber(r.horizonYears, 1, lang),
        formatNumber(r.usedHoursPerDay, 1, lang),
        escapeHtml(formatMoney(r.consistent.tco.own.total, money)),
        escapeHtml(formatMoney(r.consistent.tco.rent.total, money)),
      ) + (r.usedHoursPerDay > 0 && applied.inputs.gpuCount > 1 ? "" : t.oneMachine),
    ]),
    ...(hours && r.hybrid?.kind === "fleet"
      ? [t.fleet(
        `<code>${escapeHtml(r.hybrid.profile)}</code>`,
        String(r.hybrid.best.owned),
        escapeHtml(overflowLabel(r.hybrid, lang)),
        escapeHtml(formatMoney(r.hybrid.best.total, money)),
      )]
      : []),
    // the portfolio, where it beats the fleet's simple answer above
    ...(portfolio !== null && saving !== null
      ? [t.portfolio(
        `<code>${escapeHtml(portfolio.profile)}</code>`,
        escapeHtml(sayPortfolioTiers(portfolio, money)),
        escapeHtml(formatMoney(portfolio.result.best.total, money)),
        escapeHtml(formatMoney(saving, money)),
      )]
      : []),
    ...(sums?.asPrinted
      ? [escapeHtml(t.documentSums(
        formatMoney(sums.asPrinted.countedTwiceCny, money),
        formatMoney(sums.exact.countedTwiceCny, money),
        formatMoney(sums.asPrinted.summedOnceCny, money),
        formatMoney(sums.exact.summedOnceCny, money),
      ))]
      : []),
  ];
  return `<p>${escapeHtml(t.scenario)} <code>${escapeHtml(applied.scenario.id)}</code>${colon}${
    escapeHtml(sayScenario(applied, d.sites, lang))
  }${stop}</p>
<p>${escapeHtml(t.changed)}${colon}${
    said.length === 0 ? escapeHtml(none) : parametersHtml(said, money)
  }${semicolon}${escapeHtml(t.moneyIn(money.currency))}${stop}</p>
<ul>${items.map((i) => `<li>${i}</li>`).join("\n")}</ul>`;
}

/**
 * How old the build's prices are, the case's own offering and machine (`applied`, after the
 * parameters) among them, and what moved since the previous build.
 */
function prices(
  data: Dataset,
  applied: { offering: { asOf: AsOf }; hardware: { asOf: AsOf } },
  values: ParameterValues & { scenario: string },
  builtOn: string,
  previous: PriceSnapshot | undefined,
): string {
  const lang = langOf(values);
  const t = words(lang).index;
  const age = priceAge(data, applied, builtOn);
  const said = [t.priceAge({
    oldest: age.oldest,
    newest: age.newest,
    days: formatNumber(age.oldestDays, 0, lang),
    offering: age.offeringAsOf,
    machine: age.machineAsOf,
  })];
  if (previous !== undefined) {
    const c = priceChanges(previous, priceSnapshot(data, builtOn));
    if (c.moved.length + c.added.length + c.gone.length === 0) said.push(t.pricesSame(c.since));
    else {
      const largest = c.moved.slice(0, 3).map((m) =>
        t.priceMove(
          m.id,
          `${formatNumber(m.from, 2, lang)} ${m.currency}`,
          `${formatNumber(m.to, 2, lang)} ${m.currency}`,
          Number.isNaN(m.change)
            ? m.unit
            : `${m.change > 0 ? "+" : ""}${formatPercent(m.change, 1, lang)}`,
        )
      ).join(words(lang).common.semicolon);
      said.push(
        t.pricesMoved(c.since, c.moved.length, c.added.length, c.gone.length, largest),
      );
    }
  }
  const { nextSentence } = words(lang).common;
  return `<p class="wb-prices">${escapeHtml(said.reduce((a, x) => nextSentence(a, x), ""))}</p>`;
}
