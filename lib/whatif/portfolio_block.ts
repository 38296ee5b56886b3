/**
 * The what-if page's portfolio block, below its figures: the fleet as a portfolio of tiers sized
 * together for the demand profile the case names (`casePortfolio()`, what `calc` prints), shown
 * when the case has one (none while a work is stated, as in `calc`). It says what `calc` says
 * (the optimum's tiers, its premise, the best single tier, the hybrid fleet's simple answer and
 * the saving, the marginal rules: `portfolioRows()` of `lib/present/portfolio.ts`), and holds the
 * tier sizes as controls: owned machines and units reserved on each term, whole units, starting
 * at the optimum. A size typed reprices the portfolio at the reader's sizes (`pricePortfolio()`,
 * in the page, the case not recomputed); the table shows the sizes' tiers and their cost to the
 * cent in the page's currency (each cell's number in `data-value`), a line sets them beside the
 * optimum, and a button returns to it.
 *
 * **The sizes' rule.** Until the reader sets a size, the sizes follow the optimum of the case
 * shown; once set, they stay as set when the case changes (another control moved), repriced for
 * the new case, until the button returns them to the optimum, or the case's tiers change shape
 * (owning or a term added or gone), which leaves nothing they could apply to; the page's _Reset_
 * forgets them too. They are not in the link. Text set as text.
 *
 * @module
 */
/// <reference lib="dom" />
import {
  type PortfolioSizes,
  type PricedPortfolio,
  pricePortfolio,
  type TierLine,
} from "../model/portfolio.ts";
import type { CasePortfolio } from "../scenario/portfolio.ts";
import { portfolioRows } from "../present/portfolio.ts";
import { formatNumber, type Money } from "../present/format.ts";
import { words } from "../words/messages.ts";
import { element, tableOf } from "./dom.ts";

/** The most units a size control takes: far above any profile's peak, and quick to price. */
export const MOST_UNITS = 100_000;

/** One row of the block's table: a tier's line, the rented side's fixed costs, or the total. */
export interface PortfolioTableRow {
  /** `own`, `reserved`, `onDemand`, `spot`, `api`, `rentFixed` or `total`. */
  tier: TierLine["tier"] | "rentFixed" | "total";
  /** The offering's id (`own` for owning; `""` for the fixed costs and the total). */
  id: string;
  /** Units held, or at most running; `null` where none applies. */
  units: number | null;
  /** GPUs held, or at most running; `null` where none applies. */
  gpus: number | null;
  /** GPU-hours over the horizon; `null` where none applies. */
  gpuHours: number | null;
  /** Cost over the horizon in the page's currency (CNY ÷ `cnyPerUnit`, as `calc --json`). */
  cost: number;
}

/**
 * The table's rows of a priced portfolio: each tier's line, the rented side's fixed costs when
 * paid, the total, money in `money`'s currency.
 */
export function portfolioTableRows(priced: PricedPortfolio, money: Money): PortfolioTableRow[] {
  const x = (cny: number) => cny / money.cnyPerUnit;
  return [
    ...priced.lines.map((l): PortfolioTableRow => ({
      tier: l.tier,
      id: l.id,
      units: l.units,
      gpus: l.gpus,
      gpuHours: l.gpuHours,
      cost: x(l.cost),
    })),
    ...(priced.rentFixed > 0
      ? [{
        tier: "rentFixed" as const,
        id: "",
        units: null,
        gpus: null,
        gpuHours: null,
        cost: x(priced.rentFixed),
      }]
      : []),
    { tier: "total", id: "", units: null, gpus: null, gpuHours: null, cost: x(priced.total) },
  ];
}

/** Whether two portfolios' sizes are the same. */
export function sameSizes(a: PortfolioSizes, b: PortfolioSizes): boolean {
  return a.machines === b.machines && a.reserved.length === b.reserved.length &&
    a.reserved.every((n, i) => n === b.reserved[i]);
}

/** The shape of a portfolio's tiers the sizes apply to: owning's machine and the terms' ids. */
function shapeOf(p: CasePortfolio): string {
  return JSON.stringify([p.tiers.own?.hostGpus ?? null, p.tiers.reserved.map((r) => r.id)]);
}

/** A size typed: a whole number of units from 0 to {@linkcode MOST_UNITS}, else `undefined`. */
export function readSize(text: string): number | undefined {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return undefined;
  const n = Number(t);
  return n <= MOST_UNITS ? n : undefined;
}

/** What the block shows for a case: the sizes (the reader's, else the optimum's) priced. */
export function portfolioAt(
  p: CasePortfolio,
  reader: PortfolioSizes | undefined,
): { sizes: PortfolioSizes; priced: PricedPortfolio; optimum: boolean } {
  const best = p.result.best;
  if (reader === undefined || sameSizes(reader, best.sizes)) {
    return { sizes: best.sizes, priced: best, optimum: true };
  }
  return { sizes: reader, priced: pricePortfolio(p.demand, p.tiers, reader), optimum: false };
}

/** The block: its element, and how the page writes a case into it. */
export interface PortfolioBlock {
  /** The block's element (`#whatif-portfolio`), to insert below the figures. */
  element: HTMLElement;
  /** Writes the case's portfolio; `null` hides the block (no demand profile, or a work stated). */
  write(p: CasePortfolio | null): void;
  /** Forgets the reader's sizes (the page's _Reset_): the next case written shows its optimum. */
  reset(): void;
}

/** The portfolio block of a page in `money`'s currency and language, drawn in `document`. */
export function portfolioBlock(money: Money, document: Document): PortfolioBlock {
  const lang = money.lang;
  const t = words(lang).whatIf.portfolio;
  const c = words(lang).commands.calc;
  const box = element(document, "section", { id: "whatif-portfolio" });
  box.hidden = true;
  const intro = element(document, "p", { id: "whatif-portfolio-intro" });
  // calc's rows of the portfolio: a label and its value each
  const facts = element(document, "table", {
    className: "whatif-figures",
    id: "whatif-portfolio-facts",
  });
  const factsBody = element(document, "tbody");
  facts.append(factsBody);
  const controls = element(document, "div", {
    id: "whatif-portfolio-sizes",
    className: "whatif-controls",
  });
  const back = element(document, "button", { id: "whatif-portfolio-back", textContent: t.back });
  back.type = "button";
  const line = element(document, "p", { id: "whatif-portfolio-line" });
  line.setAttribute("aria-live", "polite");
  const { table, body } = tableOf(document, "whatif-portfolio-table", [
    t.columns.tier,
    t.columns.offering,
    t.columns.units,
    t.columns.gpus,
    t.columns.gpuHours,
    t.columns.cost,
  ]);
  box.append(
    element(document, "h3", { textContent: t.heading }),
    intro,
    facts,
    controls,
    back,
    line,
    table,
  );

  let shown: CasePortfolio | null = null;
  let reader: PortfolioSizes | undefined; // the sizes the reader set, while set
  let shape = ""; // the tiers' shape the controls were made for
  let boxes: HTMLInputElement[] = []; // machines (when owning is offered), then each term

  const cents = (value: number) => `${formatNumber(value, 2, lang)} ${money.currency}`;
  const sayTotal = (priced: PricedPortfolio) => cents(priced.total / money.cnyPerUnit);
  const saySizes = (p: CasePortfolio, s: PortfolioSizes) =>
    t.sizes(
      p.tiers.own === null ? null : s.machines,
      p.tiers.reserved.map((r, i) => ({ id: r.id, units: s.reserved[i] ?? 0 })),
    );

  /** The size controls for `p`'s tiers, made anew when their shape changes. */
  const makeControls = (p: CasePortfolio) => {
    const fields: { label: string; id: string }[] = [
      ...(p.tiers.own === null
        ? []
        : [{ label: t.machines(p.tiers.own.hostGpus), id: "whatif-portfolio-machines" }]),
      ...p.tiers.reserved.map((r, i) => ({
        label: t.reserved(r.id, r.termMonths, r.unitGpus),
        id: `whatif-portfolio-reserved-${i}`,
      })),
    ];
    boxes = [];
    controls.replaceChildren();
    for (const f of fields) {
      const row = element(document, "div", { className: "whatif-control whatif-work-field" });
      const label = element(document, "label", { textContent: f.label, htmlFor: f.id });
      const input = element(document, "input", { id: f.id, className: "whatif-box" });
      input.type = "number";
      input.min = "0";
      input.max = String(MOST_UNITS);
      input.step = "1";
      input.inputMode = "numeric";
      const error = element(document, "span", { className: "whatif-error" });
      error.setAttribute("aria-live", "polite");
      input.addEventListener("input", () => typed(input, error));
      row.append(label, input, error);
      controls.append(row);
      boxes.push(input);
    }
  };

  /** A size typed: read, and the portfolio repriced at the reader's sizes; a bad one refused. */
  const typed = (input: HTMLInputElement, error: HTMLElement) => {
    if (shown === null) return;
    const n = readSize(input.value);
    if (n === undefined) {
      error.textContent = t.wholeUnits(formatNumber(MOST_UNITS, 0, lang));
      input.setAttribute("aria-invalid", "true");
      return;
    }
    error.textContent = "";
    input.removeAttribute("aria-invalid");
    const own = shown.tiers.own !== null;
    const i = boxes.indexOf(input);
    const now = portfolioAt(shown, reader).sizes;
    const next = { machines: now.machines, reserved: [...now.reserved] };
    if (own && i === 0) next.machines = n;
    else next.reserved[i - (own ? 1 : 0)] = n;
    reader = next;
    show(input);
  };

  /** Writes the sizes, the line and the table for the case shown; `keep`: the box being typed in. */
  const show = (keep?: HTMLInputElement) => {
    const p = shown!;
    performance.mark("whatif-portfolio-price-start");
    const at = portfolioAt(p, reader);
    const own = p.tiers.own !== null;
    boxes.forEach((b, i) => {
      const v = String(own && i === 0 ? at.sizes.machines : at.sizes.reserved[i - (own ? 1 : 0)]);
      if (b !== keep && b.value !== v) b.value = v;
    });
    back.disabled = at.optimum;
    table.dataset.optimum = String(at.optimum);
    box.dataset.sizes = JSON.stringify(at.sizes);
    const best = p.result.best;
    const extra = (at.priced.total - best.total) / money.cnyPerUnit;
    line.textContent = at.optimum
      ? t.atOptimum(sayTotal(best))
      : !Number.isFinite(at.priced.total)
      ? t.cannotServe(saySizes(p, at.sizes))
      : t.yours(
        saySizes(p, best.sizes),
        sayTotal(best),
        saySizes(p, at.sizes),
        sayTotal(at.priced),
        // the optimum is the least of all sizes: a difference below 0 is rounding
        `+${cents(Math.max(0, extra))}`,
      );
    line.dataset.optimum = String(best.total / money.cnyPerUnit);
    line.dataset.yours = String(at.priced.total / money.cnyPerUnit);
    const rows = Number.isFinite(at.priced.total) ? portfolioTableRows(at.priced, money) : [];
    body.replaceChildren(...rows.map((r) => rowOf(p, r)));
    performance.measure("whatif-portfolio-price", "whatif-portfolio-price-start");
  };

  /** A row of the table, each number's cell with its value in `data-value`. */
  const rowOf = (p: CasePortfolio, r: PortfolioTableRow) => {
    const tr = element(document, "tr");
    tr.dataset.tier = r.tier;
    tr.dataset.id = r.id;
    const th = element(document, "th", {
      textContent: r.tier === "total"
        ? t.total
        : r.tier === "rentFixed"
        ? t.rentFixed
        : c.portfolioTierName(r.tier),
    });
    th.scope = "row";
    const term = r.tier === "reserved"
      ? p.tiers.reserved.find((x) => x.id === r.id)?.termMonths
      : undefined;
    const offering = element(document, "td", {
      textContent: r.tier === "own" || r.id === ""
        ? ""
        : term === undefined
        ? r.id
        : `${r.id} (${t.term(term)})`,
    });
    tr.append(th, offering);
    const cell = (value: number | null, text: string) => {
      const td = element(document, "td", { textContent: value === null ? "" : text });
      if (value !== null) td.dataset.value = String(value);
      tr.append(td);
    };
    cell(r.units, formatNumber(r.units ?? 0, 0, lang));
    cell(r.gpus, formatNumber(r.gpus ?? 0, 0, lang));
    cell(r.gpuHours, formatNumber(r.gpuHours ?? 0, 0, lang));
    cell(r.cost, cents(r.cost));
    return tr;
  };

  const forget = () => {
    reader = undefined;
    for (const b of boxes) {
      b.removeAttribute("aria-invalid");
      b.nextElementSibling!.textContent = "";
    }
  };
  back.addEventListener("click", () => {
    if (shown === null) return;
    forget();
    show();
  });

  return {
    element: box,
    write(p) {
      shown = p;
      box.hidden = p === null;
      if (p === null) return;
      intro.textContent = t.intro(p.profile);
      factsBody.replaceChildren(
        ...portfolioRows(p, money).map(([label, value]) => {
          const tr = element(document, "tr");
          const th = element(document, "th", { textContent: label });
          th.scope = "row";
          tr.append(th, element(document, "td", { textContent: value }));
          return tr;
        }),
      );
      if (shapeOf(p) !== shape) {
        // the reader's sizes apply to the tiers they were set for: new tiers, the optimum's
        shape = shapeOf(p);
        reader = undefined;
        makeControls(p);
      }
      show();
    },
    reset: forget,
  };
}
