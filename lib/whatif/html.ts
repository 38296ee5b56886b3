/**
 * The what-if page as HTML: the scenario's figures and charts as built (static, readable and
 * printable without JavaScript), the scenario's data as JSON, the bundled script, and a
 * Content-Security-Policy that lets run and style only what this page wrote, by sha256 hash.
 *
 * @module
 */
import { createHash } from "node:crypto";
import { parseHTML } from "linkedom";
import type { Dataset } from "../data/load.ts";
import { localizeDataset } from "../data/localize.ts";
import { langOf, PARAMETERS, type ParameterValues } from "../params.ts";
import { displayRate, UnknownScenarioError } from "../scenario.ts";
import { sayScenario } from "../present/cheapest.ts";
import { escapeHtml, type Money } from "../present/format.ts";
import { LOCALES } from "../lang.ts";
import { words } from "../words/messages.ts";
import {
  caseNames,
  chartsOf,
  computeWhatIf,
  figuresOf,
  isAnswerFigure,
  PAGE_TEXT,
  readWhatIfData,
  type WhatIfChoices,
  type WhatIfData,
  whatIfJson,
} from "./figures.ts";
import type { WhatIfValues } from "./controls.ts";
import { WORK_PARAMETERS } from "../scenario/work.ts";
import { sayOwned } from "./after_tax_block.ts";

/** The file name of the page in a reports folder. */
export const WHAT_IF_PAGE = "what-if.html";

const STYLE =
  `body{font-family:system-ui,sans-serif;max-width:1000px;margin:2em auto;padding:0 1em;color:#222}
@media (min-width:1180px){body{max-width:1260px}.whatif-layout{display:grid;grid-template-columns:minmax(0,1fr) 22em;gap:1.5em;align-items:start}#whatif-answer{position:sticky;top:0.5em;max-height:calc(100vh - 1em);overflow:auto}}
#whatif-answer{border:1px solid #ccc;background:#fafafa;padding:0.2em 0.8em;margin:1em 0}
#whatif-answer h2{font-size:1.1em;margin:0.5em 0}
#whatif-answer table.whatif-figures{margin:0;font-size:0.92em}
#whatif-answer table.whatif-figures th{display:block;color:#555;border:0;padding:0.4em 0 0}
#whatif-answer table.whatif-figures td{display:block;padding:0 0 0.3em}
#whatif-answer tr[data-figure=answer-cheapest] td,#whatif-answer tr[data-figure=answer-verdict] td{font-weight:bold}
table.whatif-figures{border-collapse:collapse;margin:1em 0}
table.whatif-figures th,table.whatif-figures td{text-align:left;padding:0.25em 1em 0.25em 0;border-bottom:1px solid #eee;font-weight:normal}
table.whatif-figures td{font-variant-numeric:tabular-nums}
.whatif-controls{display:grid;grid-template-columns:1fr;gap:0.3em;margin:1em 0}
.whatif-control{display:grid;grid-template-columns:20em 14em 8em auto;gap:0.6em;align-items:center}
.whatif-control[hidden]{display:none}
.whatif-control label{font-size:0.95em}
.whatif-box{font:inherit;width:7em}
.whatif-changed{background:#fff6d5}
.whatif-built{color:#666;font-size:0.9em}
.whatif-error{grid-column:1/-1;color:#a00}
.whatif-error:empty{display:none}
.whatif-status{color:#444}
#whatif-cumulative,#whatif-monthly{contain:layout style}
#whatif-owned-line{font-weight:bold}
#whatif-owned-line[hidden],#whatif-financing-owned[hidden]{display:none}
#whatif-terms input[type=checkbox]{justify-self:start}
.whatif-case{border:1px solid #ddd;padding:0.5em 1em;margin:1em 0}
.whatif-choice{grid-template-columns:20em minmax(0,36em) auto}
.whatif-work-field{grid-template-columns:20em 14em auto}
#whatif-work-result table.whatif-figures{font-size:0.9em}
#whatif-portfolio-table tr[data-tier=total] th,#whatif-portfolio-table tr[data-tier=total] td{font-weight:bold}
#whatif-portfolio-line{font-weight:bold}
#whatif-work-result table.whatif-figures th,#whatif-work-result table.whatif-figures td{padding-right:0.6em}
#whatif-work-more summary{cursor:pointer;margin:0.5em 0}
#whatif-work-more[data-stale] table{opacity:0.5}
.whatif-work-field select{font:inherit}
.whatif-select{font:inherit;max-width:36em}
.whatif-buttons{display:flex;flex-wrap:wrap;gap:0.5em;margin:0.5em 0}
.whatif-copy{width:100%;font-family:ui-monospace,monospace;font-size:0.85em}
.whatif-differs{display:block;color:#666;font-size:0.85em}
#whatif-job-more summary{cursor:pointer;margin:0.5em 0}
#whatif-job-more[data-stale] table{opacity:0.5}
#whatif-job-more{contain:layout style}
#whatif-job-more-table{content-visibility:auto}
@media print{#whatif-panel{display:none}}`;

/** `'sha256-…'` of a text as the browser hashes it (UTF-8). */
function hashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** JSON safe inside a `<script>` element: no `</script>` or `<!--` can end it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll("<", "\\u003c");
}

/**
 * The Content-Security-Policy of `html` (a page without its policy): only its inline scripts, its
 * `<style>` elements and its `style` attributes, each by hash; nothing from anywhere.
 */
export function contentSecurityPolicy(html: string): string {
  const { document } = parseHTML(html);
  const scripts = Array.from(document.querySelectorAll("script")).filter((s) =>
    !s.hasAttribute("src") && s.getAttribute("type") !== "application/json"
  ).map((s) => hashSource(s.textContent ?? ""));
  const styles = Array.from(document.querySelectorAll("style")).map((s) =>
    hashSource(s.textContent ?? "")
  );
  const attributes = Array.from(document.querySelectorAll("[style]")).map((e) =>
    hashSource(e.getAttribute("style") ?? "")
  );
  const unique = (xs: string[]) => [...new Set(xs)].sort();
  const style = unique([...styles, ...attributes]);
  return [
    "default-src 'none'",
    `script-src ${unique(scripts).join(" ") || "'none'"}`,
    `style-src ${attributes.length > 0 ? "'unsafe-hashes' " : ""}${style.join(" ") || "'none'"}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join("; ");
}

/** The scenario, the money and the build's parameters the page starts from. */
export function whatIfData(
  data: Dataset,
  parameters: ParameterValues,
  scenarioId: string,
): WhatIfData {
  const { translations: _t, hiddenCosts: _h, ...words } = localizeDataset(data, langOf(parameters));
  const dataset: Dataset = { ...words, translations: [], hiddenCosts: [] };
  const base = dataset.scenarios.find((s) => s.id === scenarioId);
  if (!base) throw new UnknownScenarioError(scenarioId, dataset.scenarios.map((s) => s.id));
  const currency = typeof parameters.currency === "string" ? parameters.currency : base.currency;
  const money: Money = {
    currency,
    cnyPerUnit: displayRate(dataset, currency),
    lang: langOf(parameters),
  };
  const built: WhatIfValues = {};
  const chosen: WhatIfChoices = {};
  for (const [name, value] of Object.entries(parameters)) {
    if (typeof value === "number") built[name] = value;
    // the rows chosen, the buyer and its terms, the text of a work stated (its row, method and
    // precision), and the market the case rents in: its regions and its prices' changes
    if (
      typeof value === "string" &&
      (PAGE_TEXT.includes(name) ||
        (WORK_PARAMETERS as readonly string[]).includes(name) || MARKET_TEXT.includes(name))
    ) {
      chosen[name] = value;
    }
  }
  // the page computes from what JSON carries: read it back as the page does
  return readWhatIfData(JSON.stringify({ dataset, scenarioId, built, chosen, money }));
}

/** The text parameters of the market a build rents in, kept on its page as they are given. */
const MARKET_TEXT: readonly string[] = PARAMETERS.filter((p) =>
  p.binding.kind === "accepts" || p.binding.kind === "priceChanges"
).map((p) => p.name);

/**
 * The what-if page of a scenario: its figures and charts at the build's values, and `script`
 * (the bundle of `page.ts`) to recompute them.
 *
 * @param links pages to link back to, `[href, text]`
 */
export function whatIfPage(
  data: WhatIfData,
  script: string,
  { links, rates }: {
    links?: [string, string][];
    /** The exchange rates the money was converted at, in words (`sayRates`). */
    rates?: string;
  } = {},
): string {
  const lang = data.money.lang;
  const t = words(lang).whatIf;
  const built = computeWhatIf(data, {});
  const { applied, results } = built;
  const figures = figuresOf(
    results,
    data.money,
    caseNames(applied, lang, { names: built.dataset, work: built.work }),
  );
  const charts = chartsOf(applied, results, data.money);
  const s = applied.scenario;
  // the headline says a machine already owned: its purchase is not counted
  const owned = sayOwned(results.afterTax, data.money);
  const row = (f: (typeof figures)[number]) =>
    `<tr data-figure="${escapeHtml(f.key)}"${
      f.value === undefined ? "" : ` data-value="${f.value}"`
    }><th scope="row">${escapeHtml(f.label)}</th><td>${escapeHtml(f.text)}</td></tr>`;
  // the answer beside the controls, in view while they move (#whatif-answer); the rest below them
  const rows = figures.filter((f) => !isAnswerFigure(f)).map(row).join("\n");
  const answerRows = figures.filter(isAnswerFigure).map(row).join("\n");
  const nav = (links ?? [["index.html", t.allReports]]).map(([href, text]) =>
    `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`
  )
    .join(" · ");
  const body = `<nav>${nav}</nav>
<div class="whatif-layout"><div class="whatif-main">
<h1>${escapeHtml(t.title(s.id))}</h1>
<p>${escapeHtml(sayScenario(applied, data.dataset.sites, lang))}${
    escapeHtml(words(lang).common.stop)
  }</p>
<p id="whatif-owned-line"${owned === "" ? " hidden" : ""}>${escapeHtml(owned)}</p>
<p>${escapeHtml(t.intro(data.money.currency))}</p>
${rates === undefined ? "" : `<p>${escapeHtml(rates)}</p>\n`}<p id="whatif-nojs">${
    escapeHtml(t.noScript)
  }</p>
<section id="whatif-panel" aria-label="${escapeHtml(t.controls)}" hidden></section>
<h2>${escapeHtml(t.figures)}</h2>
<table class="whatif-figures" id="whatif-figures"><tbody>
${rows}
</tbody></table>
</div>
<aside id="whatif-answer" aria-label="${escapeHtml(t.answer)}"><h2>${escapeHtml(t.answer)}</h2>
<table class="whatif-figures" id="whatif-answer-figures"><tbody>
${answerRows}
</tbody></table></aside></div>
<h2>${escapeHtml(t.charts)}</h2>
<div id="whatif-cumulative">${charts.cumulative}</div>
<div id="whatif-monthly">${charts.monthly}</div>
<script type="application/json" id="whatif-data">${
    scriptJson(JSON.parse(whatIfJson(data)))
  }</script>
<script>${script}</script>`;
  const head = (csp: string) =>
    `<!doctype html>
<html lang="${LOCALES[lang]}"><head><meta charset="utf-8">${csp}
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.pageTitle(s.id))}</title>
<style>${STYLE}</style>
</head><body>
${body}
</body></html>
`;
  const policy = contentSecurityPolicy(head(""));
  return head(`\n<meta http-equiv="Content-Security-Policy" content="${escapeHtml(policy)}">`);
}
