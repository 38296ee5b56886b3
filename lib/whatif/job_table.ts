/**
 * The what-if page's job table: the case's job ranked on every offering and machine, the rows
 * `calc --job --json` prints for the parameters the page copies, in its order, each with what its
 * cost pays for (`JobRow.charge`, worded by `sayPaysFor`) and the cost in the page's currency.
 * The {@linkcode JOB_TOP} cheapest and the rest of the Pareto front are shown; the other rows
 * are in a collapsed `<details>`, written when it is opened (a page with a thousand offerings
 * writes its hidden rows only for a reader who asks for them) and, while open, again once the
 * controls rest. Cells come from `jobTableRows`,
 * the rows notebook 08 shows, as text.
 *
 * @module
 */
/// <reference lib="dom" />
import type { DatasetJobRanking } from "../scenario/jobs.ts";
import { jobTableRows } from "../present/job_ranking.ts";
import { formatNumber, type Money } from "../present/format.ts";
import { words } from "../words/messages.ts";
import { element, tableOf } from "./dom.ts";

/** The rows of a job's ranking shown before the rest of its Pareto front, as `calc --json`'s `job.top`. */
export const JOB_TOP = 10;

/** The job table of the page: its element, and how the page writes a ranking into it. */
export interface JobTable {
  /** The section to insert in the page (`#whatif-job-ranking`). */
  element: HTMLElement;
  /** Writes the ranking of the case's job; `undefined` (no job chosen) empties the section. */
  write(ranking: DatasetJobRanking | undefined): void;
}

/** How long the controls rest before the open collapsed rows are written again, ms. */
export const MORE_AFTER_MS = 150;

/** Whether rank `rank` (from 1) of `row` is shown before the collapsed rows. */
function shownFirst(rank: number, row: { pareto: boolean }): boolean {
  return rank <= JOB_TOP || row.pareto;
}

/** The table's columns for `r` in `money`'s language: two costs when the job repeats. */
function columnsOf(r: DatasetJobRanking, repeated: boolean, money: Money): string[] {
  const t = words(money.lang).whatIf.choice;
  const currency = money.currency;
  return [
    t.colRank,
    t.colWay,
    t.colPricing,
    t.colGpus,
    t.colPays,
    t.colHours,
    ...(repeated ? [t.colCostOneJob(currency), t.colCostPerJob(currency)] : [t.colCost(currency)]),
    t.colPareto,
    ...(r.job.deadlineHours === undefined ? [] : [t.colDeadline]),
  ];
}

/** A table of the rows of `r` whose rank passes `keep`, in rank order, in `document`. */
function tableOfRows(
  document: Document,
  money: Money,
  r: DatasetJobRanking,
  id: string,
  keep: (rank: number, row: { pareto: boolean }) => boolean,
): HTMLTableElement {
  const lang = money.lang;
  const t = words(lang).whatIf.choice;
  const repeated = r.ranking.rows.some((x) => x.perJobOverTermCny !== null);
  const { table, body } = tableOf(document, id, columnsOf(r, repeated, money));
  const amount = (cny: number) => formatNumber(cny / money.cnyPerUnit, 2, lang);
  // the words of the rows kept only: a thousand offerings, a dozen rows shown
  for (const cells of jobTableRows(r, { lang, only: keep })) {
    const rank = cells.rank;
    const x = r.ranking.rows[rank - 1]!;
    const tr = element(document, "tr");
    tr.dataset.id = x.id;
    tr.dataset.rank = String(rank);
    tr.dataset.cost = String(x.cny / money.cnyPerUnit);
    tr.dataset.hours = String(x.hours);
    tr.dataset.pareto = String(x.pareto);
    tr.dataset.charge = x.charge;
    for (
      const text of [
        String(rank),
        `${cells.way} (${cells.id})`,
        cells.pricing,
        cells.gpus,
        cells.pays,
        formatNumber(cells.hours, 2, lang),
        ...(repeated ? [amount(cells.cost), amount(x.cny)] : [amount(x.cny)]),
        x.pareto ? t.onFront : "",
        ...(r.job.deadlineHours === undefined ? [] : [cells.deadline]),
      ]
    ) tr.append(element(document, "td", { textContent: text }));
    body.append(tr);
  }
  return table;
}

/** The section's collapsed rows: a `<details>` written when it is opened, or once the controls rest. */
function collapsedRows(document: Document, money: Money) {
  const more = element(document, "details", { id: "whatif-job-more" });
  const summary = element(document, "summary");
  const moreBox = element(document, "div");
  more.append(summary, moreBox);
  /** The ranking shown, and the one the collapsed rows were written for. */
  let shown: DatasetJobRanking | undefined;
  let moreWritten: DatasetJobRanking | undefined;
  /** The timer of a write of the collapsed rows put off until the controls rest. */
  let later: ReturnType<typeof setTimeout> | undefined;

  function writeMore(): void {
    clearTimeout(later);
    later = undefined;
    delete more.dataset.stale;
    if (!shown || moreWritten === shown) return;
    moreWritten = shown;
    moreBox.replaceChildren(
      tableOfRows(
        document,
        money,
        shown,
        "whatif-job-more-table",
        (rank, row) => !shownFirst(rank, row),
      ),
    );
  }
  more.addEventListener("toggle", () => {
    if (more.open) writeMore();
  });

  return {
    element: more,
    /** The ranking `r` is shown, its rows after the first `firstRows` collapsed. */
    write(r: DatasetJobRanking | undefined, firstRows: number): void {
      shown = r;
      moreWritten = undefined;
      if (r === undefined) {
        moreBox.replaceChildren();
        return;
      }
      const n = r.ranking.rows.length;
      more.hidden = firstRows === n;
      if (more.hidden) {
        moreBox.replaceChildren();
        return;
      }
      summary.textContent = words(money.lang).whatIf.choice.rankingMore(n - firstRows);
      if (!more.open) moreBox.replaceChildren();
      else {
        // written again once the controls have rested MORE_AFTER_MS: a slider drag redraws the
        // figures a frame, and a thousand rows each frame would slow it ten times; until then
        // they are marked stale (`data-stale`, greyed)
        more.dataset.stale = "";
        clearTimeout(later);
        later = setTimeout(writeMore, MORE_AFTER_MS);
      }
    },
  };
}

/**
 * The job table of a page whose money is `money`, drawn in `document`.
 *
 * @returns the section and its writer
 */
export function jobTable(money: Money, document: Document): JobTable {
  const t = words(money.lang).whatIf.choice;
  const box = element(document, "section", { id: "whatif-job-ranking", className: "whatif-job" });
  const more = collapsedRows(document, money);
  // the section's parts stay in place: the collapsed rows, open, are not inserted again (a
  // thousand rows laid out anew on every move)
  const heading = element(document, "h2");
  const intro = element(document, "p", { className: "whatif-built" });
  const first = element(document, "div");
  box.append(heading, intro, first, more.element);
  box.hidden = true;

  return {
    element: box,
    write(r) {
      box.hidden = r === undefined;
      if (!r) {
        first.replaceChildren();
        more.write(undefined, 0);
        return;
      }
      const n = r.ranking.rows.length;
      heading.textContent = t.ranking(r.job.id, n);
      intro.textContent = n === 0 ? t.rankingNone : t.rankingIntro(Math.min(JOB_TOP, n));
      first.replaceChildren(
        ...(n === 0 ? [] : [tableOfRows(document, money, r, "whatif-job-table", shownFirst)]),
      );
      more.write(r, r.ranking.rows.filter((x, i) => shownFirst(i + 1, x)).length);
    },
  };
}
