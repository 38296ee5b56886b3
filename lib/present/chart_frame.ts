/**
 * What every chart of `charts/` shares, whatever its kind: a `<figure>` with a title, a caption
 * and alt text ({@linkcode figure}), drawn in a document given or a server-side one.
 *
 * Every chart is {@linkcode CHART_WIDTH} wide with {@linkcode FONT_PX} text, its axis labels
 * centred outside the tick labels ({@linkcode xAxis}, {@linkcode yAxis}), money ticks written out
 * (`moneyTick` of `format.ts`), a legend on every colour scale ({@linkcode colorLegend}), and no
 * free text placed where it can fall on other text: points are told apart by colour and legend,
 * and the few labels drawn are spread by {@linkcode spreadLabels}.
 *
 * @module
 */
import * as Plot from "@observablehq/plot";
import { parseHTML } from "linkedom";
import { escapeHtml } from "./format.ts";
import { Html } from "./display.ts";
import type { Lang } from "../lang.ts";

const { document: defaultDocument } = parseHTML(
  "<!doctype html><html><head></head><body></body></html>",
);

/** The width charts are drawn at, px: the page's text column on a 1280 px screen. */
export const CHART_WIDTH = 960;

/** The size of every text in a chart, px. */
export const FONT_PX = 13;

/** The words of a chart: the title above it, the caption below it and its alt text. */
export interface ChartText {
  /** The chart's title, also its aria label. */
  title: string;
  /** What the reader should see, one or two sentences. */
  caption: string;
  /** A description of the chart for screen readers. */
  alt: string;
}

/** How a chart is drawn: its size, the document it is drawn in, and its language. */
export interface ChartOptions {
  /** The chart's width, px. @default {@linkcode CHART_WIDTH} (960) */
  width?: number;
  /** The chart's height, px; Plot's default when absent. */
  height?: number;
  /** The document the chart's elements are made in; a linkedom document when absent. */
  document?: Document;
  /** The language of the words a chart kind writes itself (axis, legend, edge words). @default "en" */
  lang?: Lang;
}

/** A horizontal axis whose label sits centred below its tick labels. */
export function xAxis(label: string | null, options: Plot.ScaleOptions = {}): Plot.ScaleOptions {
  return { label, labelAnchor: "center", labelArrow: "none", labelOffset: 40, ...options };
}

/** A vertical axis whose label sits centred and turned, left of its tick labels. */
export function yAxis(
  label: string | null,
  options: Plot.ScaleOptions = {},
): Plot.ScaleOptions {
  return { label, labelAnchor: "center", labelArrow: "none", ...options };
}

/**
 * How many ticks a horizontal axis asks for when long labels on the left narrow the frame: one
 * per 110 px of frame, room for a tick label of seven digits and its separators ("1,000,000").
 */
export function ticksAcross(marginLeft: number, marginRight: number): number {
  return Math.max(2, Math.floor((CHART_WIDTH - marginLeft - marginRight) / 110));
}

/** Room around the frame for the axes drawn by {@linkcode xAxis} and {@linkcode yAxis}. */
export const MARGINS = { marginTop: 24, marginRight: 40, marginBottom: 52, marginLeft: 96 };

/** The inline styles of a chart's `<figure>`, its title and its caption. */
const FIGURE_STYLE = (width: number) => `margin:1em 0;max-width:${width}px`;

const TITLE_STYLE = "margin:0 0 0.3em 0";

const CAPTION_STYLE = "color:#444;margin-top:0.3em";

/**
 * A drawn chart: its `<figure>` as HTML for a report, or as an element of the document it was
 * drawn in ({@linkcode ChartOptions.document}) for a page that inserts it as it is. Each is made
 * when first read, from the one chart Plot drew.
 */
export class Chart extends Html {
  #element: Element | (() => Element);
  /** A chart from the functions that make its HTML and its `<figure>` element when first read. */
  constructor(html: () => string, element: () => Element) {
    super(html);
    this.#element = element;
  }
  /** The `<figure>`, its styles set through the CSSOM (no `style` attribute written as markup). */
  get element(): Element {
    if (typeof this.#element === "function") this.#element = this.#element();
    return this.#element;
  }
}

/** The `<figure>` element of a chart drawn by a builder of this module or of `charts/`. */
export function chartElement(chart: Html): Element {
  if (!(chart instanceof Chart)) {
    throw new TypeError("Cannot take the element of HTML that no chart builder drew");
  }
  return chart.element;
}

/** Renders Plot options inside a titled, captioned, labelled figure. */
export function figure(
  text: ChartText,
  options: Plot.PlotOptions,
  { width = CHART_WIDTH, height, document }: ChartOptions = {},
): Chart {
  const doc = document ?? (defaultDocument as unknown as Document);
  const chart = Plot.plot({
    width,
    height,
    ...MARGINS,
    style: { fontSize: `${FONT_PX}px`, background: "white", color: "#222" },
    ...options,
    ariaLabel: text.title,
    ariaDescription: text.alt,
    document: doc,
  });
  // Plot returns a bare <svg>, or a <figure> when it adds a legend; give every svg its namespace.
  for (const svg of [chart, ...Array.from(chart.querySelectorAll("svg"))]) {
    if (svg.tagName.toLowerCase() === "svg") {
      svg.setAttribute("xmlns", "http://www.w3.org/2000/svg");
    }
  }
  // Styles are set through the CSSOM, which a page's Content-Security-Policy lets through.
  // With a legend Plot wraps the chart in a <figure>, whose default margins would narrow it.
  if (chart.tagName.toLowerCase() === "figure") {
    chart.style.cssText = `${chart.getAttribute("style") ?? ""};margin:0`;
  }
  // Plot's legends take their own font size; the figure's text is one size everywhere.
  for (const legend of Array.from(chart.querySelectorAll<HTMLElement | SVGElement>("div, svg"))) {
    const cls = legend.getAttribute("class") ?? "";
    if (/swatches|ramp/.test(cls)) {
      legend.style.cssText = `${legend.getAttribute("style") ?? ""};font-size:${FONT_PX}px`;
    }
  }
  return new Chart(
    () =>
      `<figure class="wb-chart" role="group" aria-label="${escapeHtml(text.title)}" style="${
        FIGURE_STYLE(width)
      }">` +
      `<h4 style="${TITLE_STYLE}">${escapeHtml(text.title)}</h4>${chart.outerHTML}` +
      `<figcaption style="${CAPTION_STYLE}">${escapeHtml(text.caption)}</figcaption></figure>`,
    () => {
      const wrapper = doc.createElement("figure");
      wrapper.className = "wb-chart";
      wrapper.setAttribute("role", "group");
      wrapper.setAttribute("aria-label", text.title);
      wrapper.style.cssText = FIGURE_STYLE(width);
      const title = doc.createElement("h4");
      title.style.cssText = TITLE_STYLE;
      title.textContent = text.title;
      const caption = doc.createElement("figcaption");
      caption.style.cssText = CAPTION_STYLE;
      caption.textContent = text.caption;
      wrapper.append(title, chart, caption);
      return wrapper;
    },
  );
}

/** A categorical colour scale with a legend: each label its colour. */
export function colorLegend(
  domain: readonly string[],
  range: readonly string[],
): Plot.ScaleOptions {
  return { legend: true, domain: [...domain], range: [...range] } as Plot.ScaleOptions;
}

/**
 * Vertical offsets (px) for labels at horizontal positions `xs` (px) so that no two of `width`
 * px overlap: each label takes the first of `rows` lines of `lineHeight` px whose last label ends
 * left of it.
 */
export function spreadLabels(
  items: readonly { x: number; width: number }[],
  { rows = 4, lineHeight = FONT_PX + 4 } = {},
): number[] {
  const ends: number[] = [];
  const order = items.map((item, i) => ({ ...item, i })).sort((a, b) => a.x - b.x);
  const dy = new Array<number>(items.length).fill(0);
  for (const item of order) {
    let row = ends.findIndex((end) => end + 6 <= item.x - item.width / 2);
    if (row === -1) row = ends.length < rows ? ends.length : ends.indexOf(Math.min(...ends));
    ends[row] = item.x + item.width / 2;
    dy[item.i] = row * lineHeight;
  }
  return dy;
}

/** The width of a text of `text.length` characters at {@linkcode FONT_PX}, px, roughly. */
export function textWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += /[\u1100-\uffff]/.test(ch) ? FONT_PX : FONT_PX * 0.62;
  return width;
}
