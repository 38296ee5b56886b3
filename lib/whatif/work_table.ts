/**
 * What the work costs, on the what-if page: the rows `calc --work --json` gives for the parameters
 * the page copies (`work_rows.ts` makes them, money in the page's currency, words in its language).
 * Its figures (what the work is, the memory it needs, a training run's compute, the hours a day it
 * keeps the case's machine busy); for a training run or a batch job every way ranked by cost, in the job table's
 * style (`job_table.ts`): the {@linkcode JOB_TOP} cheapest and the rest of the Pareto front shown,
 * the others in a collapsed `<details>` written when it is opened and, while open, again once the
 * controls rest; for a serving load its ways (measured first, estimates marked), the first
 * {@linkcode JOB_TOP} shown and the rest collapsed the same way, then the case's fleet and the API
 * beside it. Cells are set as text; each row carries the numbers behind it as data attributes.
 *
 * @module
 */
/// <reference lib="dom" />
import { sayWaysOf } from "../present/work_kinds.ts";
import type { Money } from "../present/format.ts";
import { words } from "../words/messages.ts";
import { element, tableOf } from "./dom.ts";
import { writeFigures } from "./figure_table.ts";
import { JOB_TOP, MORE_AFTER_MS } from "./job_table.ts";
import {
  fleetColumns,
  fleetRows,
  rankedColumns,
  rankedRows,
  servingColumns,
  servingRows,
  workFigures,
  type WorkPriced,
} from "./work.ts";

/** The names a work's figures and fleet are said with: the case's machine and overflow offering. */
export interface WorkNames {
  /** The case's machine, named. */
  machine: string;
  /** The offering that rents the case's overflow, named ("" where it has none). */
  overflow: string;
}

/** The work's section of the page: its element, and how the page writes a priced work into it. */
export interface WorkTable {
  /** The section to insert in the page (`#whatif-work-result`). */
  element: HTMLElement;
  /** Writes the work priced under the case; `undefined` (no work) hides the section. */
  write(priced: WorkPriced | undefined, names: WorkNames): void;
}

/** Sets `e`'s text, unless it has it already (a text set again is laid out again). */
function setText(e: HTMLElement, text: string): void {
  if (e.textContent !== text) e.textContent = text;
}

/** One row of a table: its cells and the data attributes that carry its numbers. */
interface Row {
  cells: readonly string[];
  data: Record<string, string | number | boolean | null>;
}

/**
 * A table `id` of `columns` holding `rows`, in `document`: `old`, when it has those columns,
 * written over (a cell or attribute whose text did not change left as it is, so that a slider
 * move lays out again only what moved), else a new one.
 */
function rowsTable(
  document: Document,
  id: string,
  columns: readonly string[],
  rows: readonly Row[],
  old?: HTMLTableElement,
): HTMLTableElement {
  const same = old !== undefined && old.id === id &&
    Array.from(old.tHead?.rows[0]?.cells ?? []).map((c) => c.textContent).join("\n") ===
      columns.join("\n");
  const { table, body } = same
    ? { table: old, body: old.tBodies[0]! }
    : tableOf(document, id, columns);
  const trs = Array.from(body.rows);
  rows.forEach((r, i) => {
    let tr = trs[i];
    if (!tr) {
      tr = element(document, "tr");
      for (let k = 0; k < r.cells.length; k++) tr.append(element(document, "td"));
      body.append(tr);
    }
    for (const [key, value] of Object.entries(r.data)) {
      // a figure not known is left out: the page says "—" in its cell
      if (value === null) delete tr.dataset[key];
      else if (tr.dataset[key] !== String(value)) tr.dataset[key] = String(value);
    }
    r.cells.forEach((text, k) => {
      const td = tr.cells[k]!;
      if (td.textContent !== text) td.textContent = text;
    });
  });
  for (const extra of trs.slice(rows.length)) extra.remove();
  return table;
}

/**
 * A ranking's first rows in a table and the others in a collapsed `<details>` (`ID-more`, its
 * table `ID-more-table`), written when it is opened and, while open, again once the controls rest
 * {@linkcode MORE_AFTER_MS} (marked `data-stale` until then).
 */
function collapsible(document: Document, id: string) {
  const first = element(document, "div");
  const more = element(document, "details", { id: `${id}-more` });
  const summary = element(document, "summary");
  const moreBox = element(document, "div");
  more.append(summary, moreBox);
  /** The other rows' table, to make when it is opened. */
  let pending: (() => HTMLTableElement) | undefined;
  let later: ReturnType<typeof setTimeout> | undefined;
  const writeMore = () => {
    clearTimeout(later);
    later = undefined;
    delete more.dataset.stale;
    if (!pending) return;
    const make = pending;
    pending = undefined;
    const table = make();
    if (moreBox.firstChild !== table) moreBox.replaceChildren(table);
  };
  more.addEventListener("toggle", () => {
    if (more.open) writeMore();
  });
  return {
    parts: [first, more],
    /** The table shown first, to write over. */
    get shown(): HTMLTableElement | undefined {
      return first.querySelector("table") ?? undefined;
    },
    /** The table of the other rows, to write over. */
    get more(): HTMLTableElement | undefined {
      return moreBox.querySelector("table") ?? undefined;
    },
    /** Shows `table` first and, of `rest`, its count in the summary; its table made when opened. */
    write(
      table: HTMLTableElement | undefined,
      rest: { count: number; summary: string; table: () => HTMLTableElement },
    ): void {
      if (table === undefined) first.replaceChildren();
      else if (first.firstChild !== table) first.replaceChildren(table);
      more.hidden = rest.count === 0;
      pending = rest.count === 0 ? undefined : rest.table;
      if (more.hidden) {
        moreBox.replaceChildren();
        return;
      }
      setText(summary, rest.summary);
      if (!more.open) moreBox.replaceChildren();
      else {
        more.dataset.stale = "";
        clearTimeout(later);
        later = setTimeout(writeMore, MORE_AFTER_MS);
      }
    },
    clear(): void {
      pending = undefined;
      first.replaceChildren();
      moreBox.replaceChildren();
    },
  };
}

/** Whether rank `rank` of a ranking is shown before the collapsed rows. */
const rankedFirst = (rank: number, row: { pareto: boolean }) => rank <= JOB_TOP || row.pareto;

/** Whether place `rank` of a serving load's ways is shown before the collapsed rows. */
const servingFirst = (rank: number) => rank <= JOB_TOP;

/** The section's elements and what it is written with. */
interface WorkTableParts {
  document: Document;
  money: Money;
  box: HTMLElement;
  heading: HTMLElement;
  figureBody: HTMLTableSectionElement;
  waysHeading: HTMLElement;
  waysIntro: HTMLElement;
  ways: ReturnType<typeof collapsible>;
  fleetIntro: HTMLElement;
  fleetBox: HTMLElement;
  /** The fleet's heading, intro and table, shown for a serving load only. */
  fleetPart: HTMLElement[];
}

/** The section's elements, made once, hidden until a work is written. */
function workTableParts(money: Money, document: Document): WorkTableParts {
  const t = words(money.lang).whatIf.work;
  const box = element(document, "section", {
    id: "whatif-work-result",
    className: "whatif-job",
  });
  const heading = element(document, "h2");
  const figures = element(document, "table", {
    id: "whatif-work-figures",
    className: "whatif-figures",
  });
  const figureBody = element(document, "tbody");
  figures.append(figureBody);
  const waysHeading = element(document, "h3");
  const waysIntro = element(document, "p", { className: "whatif-built" });
  const ways = collapsible(document, "whatif-work");
  const fleetHeading = element(document, "h3", { textContent: t.fleetHeading });
  const fleetIntro = element(document, "p", { className: "whatif-built" });
  const fleetBox = element(document, "div");
  const fleetPart = [fleetHeading, fleetIntro, fleetBox];
  box.append(heading, figures, waysHeading, waysIntro, ...ways.parts, ...fleetPart);
  box.hidden = true;
  return {
    document,
    money,
    box,
    heading,
    figureBody,
    waysHeading,
    waysIntro,
    ways,
    fleetIntro,
    fleetBox,
    fleetPart,
  };
}

/**
 * The ways of `work` in the section: its heading and intro, the rows `first` lets through in the
 * first table, the others (`shown` of `n` first) collapsed.
 */
function writeWays(
  x: WorkTableParts,
  work: WorkPriced["work"],
  table: {
    n: number;
    shown: number;
    columns: readonly string[];
    rows: (first: boolean) => Row[];
  },
): void {
  const lang = x.money.lang;
  const { n, shown, columns } = table;
  const said = sayWaysOf(work, { n, top: Math.min(JOB_TOP, n) }, lang);
  setText(x.waysHeading, said.heading);
  setText(x.waysIntro, n === 0 ? words(lang).whatIf.work.noWay : said.intro);
  x.ways.write(
    n === 0
      ? undefined
      : rowsTable(x.document, "whatif-work-table", columns, table.rows(true), x.ways.shown),
    {
      count: n - shown,
      summary: words(lang).whatIf.choice.rankingMore(n - shown),
      table: () =>
        rowsTable(x.document, "whatif-work-more-table", columns, table.rows(false), x.ways.more),
    },
  );
}

/** A training run's or a batch job's ways, ranked by cost; no fleet. */
function writeRanked(x: WorkTableParts, p: WorkPriced): void {
  const r = p.ranked!;
  const money = x.money;
  const n = r.ranking.rows.length;
  const rows = (first: boolean) =>
    rankedRows(r, money, (rank, row) => rankedFirst(rank, row) === first).map((
      w,
    ): Row => ({
      cells: w.cells,
      data: {
        id: w.id,
        rank: w.rank,
        cost: w.cost,
        perMillion: w.perMillion,
        hours: w.hours,
        gpuHours: w.gpuHours,
        gpus: w.gpusUsed,
        units: w.units,
        charge: w.charge,
        pareto: w.pareto,
      },
    }));
  const shown = r.ranking.rows.filter((w, i) => rankedFirst(i + 1, w)).length;
  writeWays(x, p.work, { n, shown, columns: rankedColumns(r, money), rows });
  for (const e of x.fleetPart) e.hidden = true;
  x.fleetBox.replaceChildren();
}

/** A serving load's ways (measured first), then the case's fleet and the API beside it. */
function writeServing(x: WorkTableParts, p: WorkPriced, names: WorkNames): void {
  const s = p.serving!;
  const money = x.money;
  const n = s.ways.length;
  const rows = (first: boolean) =>
    servingRows(s, money, (rank) => servingFirst(rank) === first).map((w): Row => ({
      cells: w.cells,
      data: {
        id: w.id,
        rank: w.rank,
        basis: w.basis,
        replica: w.replicaGpus,
        peak: w.peakGpus,
        gpuHours: w.gpuHoursPerDay,
        perMonth: w.perMonth,
        perMillion: w.perMillion,
        splitInput: w.split.input,
        splitOutput: w.split.output,
        splitBlended: w.split.blended,
      },
    }));
  writeWays(x, p.work, { n, shown: Math.min(JOB_TOP, n), columns: servingColumns(money), rows });
  for (const e of x.fleetPart) e.hidden = false;
  writeFleet(x, s, names);
}

/** The case's fleet for a serving load, and a note where no API prices its model. */
function writeFleet(
  x: WorkTableParts,
  s: NonNullable<WorkPriced["serving"]>,
  names: WorkNames,
): void {
  const { document, money, fleetBox } = x;
  const t = words(money.lang).whatIf.work;
  setText(x.fleetIntro, s.fleet ? t.fleetIntro(names.machine, names.overflow) : t.noFleet);
  const fleet = fleetRows(s, money, names);
  const old = fleetBox.querySelector("table") ?? undefined;
  const table = fleet.length === 0 ? undefined : rowsTable(
    document,
    "whatif-work-fleet",
    fleetColumns(money),
    fleet.map((f) => ({
      cells: f.cells,
      data: {
        part: f.part,
        perMillion: f.perMillion,
        ...(f.api === undefined ? {} : {
          api: f.api.id,
          input: f.api.input,
          output: f.api.output,
          blended: f.api.blended,
        }),
      },
    })),
    old,
  );
  const apiNote = s.api ? undefined : (fleetBox.querySelector("p") ??
    element(document, "p", { className: "whatif-built", textContent: t.noApi }));
  const parts = [table, apiNote].filter((e) => e !== undefined);
  if (
    parts.some((e, i) => fleetBox.children[i] !== e) ||
    fleetBox.children.length !== parts.length
  ) {
    fleetBox.replaceChildren(...parts);
  }
}

/**
 * The work's section of a page whose money is `money`, drawn in `document`.
 *
 * @returns the section and its writer
 */
export function workTable(money: Money, document: Document): WorkTable {
  const x = workTableParts(money, document);
  const lang = money.lang;
  return {
    element: x.box,
    write(p, names) {
      x.box.hidden = p === undefined;
      if (!p) {
        x.ways.clear();
        x.fleetBox.replaceChildren();
        return;
      }
      setText(
        x.heading,
        `${words(lang).whatIf.work.heading}${words(lang).common.colon}${p.work.id}`,
      );
      writeFigures(
        x.figureBody,
        workFigures(p, money, names).map((f) => ({ ...f, plainLabel: f.label, conditions: [] })),
        document,
      );
      if (p.ranked) writeRanked(x, p);
      else writeServing(x, p, names);
    },
  };
}
