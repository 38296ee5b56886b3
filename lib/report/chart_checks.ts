/**
 * The report lint's checks of charts, each a pure function from a page's snapshot to findings:
 * data marks missing or outside the plot area, texts over each other or cut off at the svg's
 * edge, a colour scale without a legend, a chart too narrow or with text too small, money ticks
 * in SI prefixes, two legend entries (or one label across pages) in clashing colours, a row with
 * no data drawn, and data beyond the labelled range of the y axis.
 *
 * @module
 */
import type { Box, ChartSnapshot, ChartText, PageSnapshot } from "./snapshot.ts";
import { VIEWPORT_WIDTH_PX } from "./snapshot.ts";
import { type CheckContext, type Finding, quote } from "./finding.ts";

/** Narrowest chart accepted on a {@linkcode VIEWPORT_WIDTH_PX} page, in CSS pixels. */
export const MIN_CHART_WIDTH_PX = 960;
/** Smallest chart text accepted, in CSS pixels as drawn (after the svg's scaling). */
export const MIN_CHART_FONT_PX = 12;

/** How far (px) a mark's box may reach past the plot area: a dot's radius, a line's width. */
const MARK_SLACK_PX = 6;
/**
 * Two text boxes overlap when they share more than 1 px across and more than this share of the
 * lower box's height down: a text box is about 1.2 em tall with about 0.2 em above the capitals and
 * below the baseline, so a quarter of it is where the letters of two lines start to touch.
 */
const OVERLAP_WIDTH_PX = 1;
const OVERLAP_HEIGHT_SHARE = 0.25;
/** A text box may reach this far (px) past its svg before it counts as cut off. */
const CUT_SLACK_PX = 1;

const right = (b: Box) => b.x + b.width;
const bottom = (b: Box) => b.y + b.height;

/** A chart whose data marks (other than text) lie outside its plot area. */
export function checkMarksInsideFrame(page: PageSnapshot, ctx: CheckContext): Finding[] {
  const out: Finding[] = [];
  for (const c of page.charts) {
    for (const m of c.marks.filter((m) => m.label !== "text")) {
      const outside = m.boxes.filter((b) => sticksOut(b, c.frame, MARK_SLACK_PX));
      if (outside.length > 0) {
        out.push({
          page: ctx.page,
          check: "marks-outside-frame",
          element: c.title,
          message:
            `${outside.length} of ${m.boxes.length} "${m.label}" marks lie outside the plot area`,
        });
      }
    }
  }
  return out;
}

/** A chart with no data mark drawn (text marks are annotations and do not count). */
export function checkHasDataMarks(page: PageSnapshot, ctx: CheckContext): Finding[] {
  const empty = (c: ChartSnapshot) =>
    c.marks.every((m) => m.label === "text" || m.boxes.length === 0);
  return page.charts.filter(empty).map((c) => ({
    page: ctx.page,
    check: "no-data-marks" as const,
    element: c.title,
    message: "the chart draws no data marks",
  }));
}

/** Whether `b` reaches more than `slack` px beyond `r` on any side. */
const sticksOut = (b: Box, r: Box, slack: number) =>
  b.x < r.x - slack || right(b) > right(r) + slack ||
  b.y < r.y - slack || bottom(b) > bottom(r) + slack;

const intersect = (a: Box, b: Box) => ({
  width: Math.min(right(a), right(b)) - Math.max(a.x, b.x),
  height: Math.min(bottom(a), bottom(b)) - Math.max(a.y, b.y),
});

/**
 * Two texts of one chart drawn over each other (the lines of one text are not compared). One
 * finding per text that others run into, e.g. an axis label and the tick labels under it.
 */
export function checkTextOverlap(page: PageSnapshot, ctx: CheckContext): Finding[] {
  const out: Finding[] = [];
  for (const c of page.charts) {
    const pairs: [number, number][] = [];
    for (let i = 0; i < c.texts.length; i++) {
      for (let j = i + 1; j < c.texts.length; j++) {
        const hit = c.texts[i]!.boxes.some((p) =>
          c.texts[j]!.boxes.some((q) => {
            const s = intersect(p, q);
            return s.width > OVERLAP_WIDTH_PX &&
              s.height > OVERLAP_HEIGHT_SHARE * Math.min(p.height, q.height);
          })
        );
        if (hit) pairs.push([i, j]);
      }
    }
    const hits = (k: number) => pairs.filter((p) => p.includes(k)).length;
    const groups = new Map<number, number[]>();
    for (const [i, j] of pairs) {
      const [key, other] = hits(i) > hits(j) ? [i, j] : [j, i];
      groups.set(key, [...(groups.get(key) ?? []), other]);
    }
    for (const [key, others] of groups) {
      const a = c.texts[key]!;
      const roles = [...new Set(others.map((k) => c.texts[k]!.role))];
      out.push({
        page: ctx.page,
        check: "overlapping-text",
        element: c.title,
        message: `${quote(a.text)} (${a.role}) overlaps ${
          others.map((k) => quote(c.texts[k]!.text, 40)).join(", ")
        } (${roles.join(", ")})`,
      });
    }
  }
  return out;
}

/** Chart text that reaches past the edge of its svg, where it is clipped. */
export function checkTextInsideSvg(page: PageSnapshot, ctx: CheckContext): Finding[] {
  const out: Finding[] = [];
  for (const c of page.charts) {
    const cut = c.texts.filter((t) => t.boxes.some((b) => sticksOut(b, c.svg, CUT_SLACK_PX)));
    if (cut.length > 0) {
      out.push({
        page: ctx.page,
        check: "cut-off-text",
        element: c.title,
        message: `cut off at the chart's edge: ${
          cut.map((t) => `${quote(t.text, 40)} (${t.role})`).join(", ")
        }`,
      });
    }
  }
  return out;
}

/** A mark coloured by a channel (elements of one mark in several colours) with no legend. */
export function checkColourLegend(page: PageSnapshot, ctx: CheckContext): Finding[] {
  const out: Finding[] = [];
  for (const c of page.charts) {
    if (c.hasLegend) continue;
    const scaled = c.marks.filter((m) => m.fills.length > 1 || m.strokes.length > 1);
    if (scaled.length > 0) {
      const colours = new Set(scaled.flatMap((m) => [...m.fills, ...m.strokes]));
      out.push({
        page: ctx.page,
        check: "legend-missing",
        element: c.title,
        message: `${scaled.map((m) => `"${m.label}"`).join(", ")} marks use ${colours.size} ${
          colours.size > 20 ? "shades" : "colours"
        } and the chart has no legend`,
      });
    }
  }
  return out;
}

/** A chart drawn narrower than {@linkcode MIN_CHART_WIDTH_PX} on a 1280 px page. */
export function checkChartWidth(page: PageSnapshot, ctx: CheckContext): Finding[] {
  return page.charts.filter((c) => c.svg.width < MIN_CHART_WIDTH_PX - 0.5).map((c) => ({
    page: ctx.page,
    check: "narrow-chart" as const,
    element: c.title,
    message: `the chart is ${
      Math.round(c.svg.width)
    } px wide on a ${VIEWPORT_WIDTH_PX} px page (at least ${MIN_CHART_WIDTH_PX})`,
  }));
}

/** Chart text drawn smaller than {@linkcode MIN_CHART_FONT_PX}. */
export function checkFontSize(page: PageSnapshot, ctx: CheckContext): Finding[] {
  const out: Finding[] = [];
  for (const c of page.charts) {
    const small = c.texts.filter((t) => t.fontPx < MIN_CHART_FONT_PX - 0.05);
    if (small.length > 0) {
      const least = Math.min(...small.map((t) => t.fontPx));
      out.push({
        page: ctx.page,
        check: "small-text",
        element: c.title,
        message:
          `${small.length} of ${c.texts.length} texts are drawn below ${MIN_CHART_FONT_PX} px (smallest ${
            least.toFixed(1)
          } px, e.g. ${quote(small.find((t) => t.fontPx === least)!.text)})`,
      });
    }
  }
  return out;
}

/** A tick label in an SI prefix: "290m", "1.2k", "3M". */
export const SI_TICK = /\d(m|µ|k|M|G)$/;

/** Tick labels written with SI prefixes, which read as millions where Plot means milli. */
export function checkSiTicks(page: PageSnapshot, ctx: CheckContext): Finding[] {
  const out: Finding[] = [];
  for (const c of page.charts) {
    const ticks = c.texts.filter((t) => /tick label$/.test(t.role) && SI_TICK.test(t.text));
    if (ticks.length > 0) {
      out.push({
        page: ctx.page,
        check: "si-money-tick",
        element: c.title,
        message: `tick labels in SI prefixes: ${ticks.map((t) => `"${t.text}"`).join(", ")}`,
      });
    }
  }
  return out;
}

/** Two entries of one legend drawn in the same colour: the reader cannot tell them apart. */
export function checkSwatchColours(page: PageSnapshot, ctx: CheckContext): Finding[] {
  const out: Finding[] = [];
  for (const c of page.charts) {
    const byColour = Map.groupBy(c.swatches, (s) => s.colour.toLowerCase());
    for (const [colour, same] of byColour) {
      if (same.length > 1) {
        out.push({
          page: ctx.page,
          check: "colour-meaning",
          element: c.title,
          message: `${same.map((s) => `"${s.label}"`).join(" and ")} share the colour ${colour}`,
        });
      }
    }
  }
  return out;
}

/**
 * One legend label drawn in different colours in different charts of a set of reports (e.g.
 * electricity green in one report and red in another).
 *
 * @param pages every page of one build, by file name
 */
export function checkColoursAcrossPages(pages: ReadonlyMap<string, PageSnapshot>): Finding[] {
  const uses = new Map<string, { label: string; colour: string; page: string; chart: string }[]>();
  for (const [name, page] of pages) {
    for (const c of page.charts) {
      for (const s of c.swatches) {
        const key = s.label.toLowerCase();
        const use = { label: s.label, colour: s.colour.toLowerCase(), page: name, chart: c.title };
        uses.set(key, [...(uses.get(key) ?? []), use]);
      }
    }
  }
  const out: Finding[] = [];
  for (const [first, ...rest] of uses.values()) {
    for (const u of rest.filter((u) => u.colour !== first!.colour)) {
      out.push({
        page: u.page,
        check: "colour-meaning",
        element: u.chart,
        message: `"${u.label}" is ${u.colour} here and ${first!.colour} in ${first!.page} "${
          first!.chart
        }"`,
      });
    }
  }
  return out;
}

/** A tick label of a category axis (a row's name), not a number. */
const isCategory = (t: ChartText) => !/^[-−+]?[\d.]/.test(t.text);
/** Marks that draw data in a row or at a value (bars, dots, areas), not rules and texts. */
const dataMarks = (c: ChartSnapshot) =>
  c.marks.filter((m) => m.label !== "text" && !m.label.startsWith("rule"));

/**
 * A chart row with no data drawn: a category of the y axis (a tornado's input, a bar's name)
 * whose band no bar, dot or area reaches (a bar of zero width counts as none).
 */
export function checkEmptyRows(page: PageSnapshot, ctx: CheckContext): Finding[] {
  const out: Finding[] = [];
  for (const c of page.charts) {
    const rows = c.texts.filter((t) => t.role === "y-axis tick label" && isCategory(t));
    if (rows.length === 0) continue;
    const boxes = dataMarks(c).flatMap((m) => m.boxes).filter((b) => b.width >= 1 && b.height >= 1);
    const empty = rows.filter((t) => {
      const b = t.boxes[0]!;
      const cy = b.y + b.height / 2;
      return !boxes.some((m) => m.y <= cy && cy <= bottom(m));
    });
    if (empty.length > 0) {
      out.push({
        page: ctx.page,
        check: "empty-row",
        element: c.title,
        message: `no data drawn in the row${empty.length > 1 ? "s" : ""} ${
          empty.map((t) => quote(t.text, 40)).join(", ")
        }`,
      });
    }
  }
  return out;
}

/**
 * A value axis whose tick labels leave the data's range unread: data marks drawn beyond the
 * outermost labelled tick by more than a tenth of the plot's height (a log axis labelled only
 * at 10 and 100 with the cheapest points at 4). The reader cannot tell what those points are worth.
 */
export function checkLabelledRange(page: PageSnapshot, ctx: CheckContext): Finding[] {
  const out: Finding[] = [];
  for (const c of page.charts) {
    const ticks = c.texts.filter((t) => t.role === "y-axis tick label" && !isCategory(t));
    if (ticks.length === 0) continue;
    const centres = ticks.map((t) => t.boxes[0]!.y + t.boxes[0]!.height / 2);
    const top = Math.min(...centres), low = Math.max(...centres);
    const slack = c.frame.height / 10;
    // marks outside the plot area are checkMarksInsideFrame's
    const points = dataMarks(c).flatMap((m) => m.boxes).filter((b) =>
      !sticksOut(b, c.frame, MARK_SLACK_PX)
    ).map((b) => b.y + b.height / 2);
    const below = points.filter((y) => y > low + slack).length;
    const above = points.filter((y) => y < top - slack).length;
    if (below + above > 0) {
      out.push({
        page: ctx.page,
        check: "unlabelled-range",
        element: c.title,
        message: `${below + above} data mark(s) lie ${
          below > 0 ? "below the lowest" : "above the highest"
        } labelled value of the y axis (${
          quote(below > 0 ? ticks[centres.indexOf(low)]!.text : ticks[centres.indexOf(top)]!.text)
        }) by more than a tenth of the plot`,
      });
    }
  }
  return out;
}
