/**
 * What the report lint reads from a page: the page's words (title, headings, headers, captions,
 * body text, tooltips) and each chart's boxes (its svg, plot area, texts, data marks, legend), in
 * CSS pixels of the page. {@linkcode snapshotPage} runs in the browser and measures them; the
 * checks (`chart_checks.ts`, `text_checks.ts`, `english.ts`) read only this snapshot.
 *
 * @module
 */

/** Width of the page the reports are read at, in CSS pixels. */
export const VIEWPORT_WIDTH_PX = 1280;

/** A rectangle in CSS pixels of the page. */
export interface Box {
  /** Left edge, from the page's left. */
  x: number;
  /** Top edge, from the page's top (not the viewport's: scrolling is added). */
  y: number;
  /** Width; 0 for a vertical line. */
  width: number;
  /** Height; 0 for a horizontal line. */
  height: number;
}

/** One `<text>` of a chart: its words, the Plot group it belongs to, its line boxes, its size. */
export interface ChartText {
  /** The text's words, trimmed; texts with none are left out. */
  text: string;
  /** `aria-label` of the nearest labelled group, e.g. "x-axis tick label", "text". */
  role: string;
  /** One box per line (`<tspan>`), or the text's box when it has no tspans. */
  boxes: Box[];
  /** Font size as drawn, in CSS pixels (computed size × the svg's scale). */
  fontPx: number;
}

/** One group of data marks (a Plot mark): its elements' boxes and their own colours. */
export interface MarkGroup {
  /** The mark's `aria-label`, e.g. "bar", "line", "dot". */
  label: string;
  /** The boxes of the mark's elements that have a size. */
  boxes: Box[];
  /** Distinct `fill` values set on the mark's elements themselves (a colour channel). */
  fills: string[];
  /** Distinct `stroke` values set on the mark's elements themselves. */
  strokes: string[];
}

/** One chart: the main svg of a `figure.wb-chart`, or a Plot svg outside such a figure. */
export interface ChartSnapshot {
  /** The chart's `aria-label` (its figure's, else its svg's): the title the findings name it by. */
  title: string;
  /** The box of the chart's svg. */
  svg: Box;
  /** The plot area: grid lines, axis ticks or a frame mark give its edges, else the svg's. */
  frame: Box;
  /** Every `<text>` of the svg that holds words. */
  texts: ChartText[];
  /** The data marks: labelled groups of the svg other than axes, grids, frame and tips. */
  marks: MarkGroup[];
  /** Plot's legend (swatches or ramp) or any `[class*=legend]` in the chart's figure. */
  hasLegend: boolean;
  /** The legend's swatches: each label and its colour. */
  swatches: { label: string; colour: string }[];
  /** Title, svg text, legend labels and caption of the chart. */
  words: string[];
}

/** What the lint reads from one page. */
export interface PageSnapshot {
  /** The page's `<title>`; `""` when it has none. */
  title: string;
  /** The page's language, `<html lang>` ("en", "zh", "zh-CN"). */
  lang: string;
  /** Table captions and figure captions outside charts and the "Inputs of this report" box. */
  captions: string[];
  /** The page's visible text (`innerText`: closed `<details>` are left out). */
  visibleText: string;
  /** Headings outside the "Inputs of this report" box. */
  headings: string[];
  /** Table column headers outside the "Inputs of this report" box. */
  columnHeaders: string[];
  /** The first cell of each table body row (the row's label), outside that box. */
  rowHeaders: string[];
  /**
   * The body text a reader reads: each paragraph, list item, table cell, definition and labelled
   * control of the page (the inputs box and the what-if panel included); code and citations
   * (`<cite>`) left out.
   */
  bodyTexts: string[];
  /**
   * The tooltips a reader reads: the `title` of each HTML element (a what-if control's label says
   * what its parameter changes), code and charts left out. `[]` when a snapshot has none.
   */
  tooltips?: string[];
  /** The currency the page says it shows money in ("Money shown in USD", "money in USD"). */
  statedCurrency: string | null;
  /** Every chart of the page, in document order. */
  charts: ChartSnapshot[];
}

/**
 * Measures a report page. Runs inside the browser (`page.evaluate`): it refers to nothing outside
 * itself.
 */
export function snapshotPage(): PageSnapshot {
  const rect = (e: Element): Box => {
    const r = e.getBoundingClientRect();
    return { x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height };
  };
  const inInputs = (e: Element) => e.closest(".wb-inputs") !== null;
  const isLegend = (e: Element) => {
    for (let n: Element | null = e; n; n = n.parentElement) {
      const cls = n.getAttribute("class") ?? "";
      if (/(^|\s)\S*(-swatches|-swatch|-ramp|legend)\S*(\s|$)/.test(cls)) return true;
      if (n.matches("figure.wb-chart")) return false;
    }
    return false;
  };
  const structural = /^(f?[xy]-(axis|grid)|frame|facet|tip)/;
  const chartOf = (svg: SVGSVGElement): ChartSnapshot => {
    const figure = svg.closest("figure.wb-chart") ?? svg.parentElement ?? svg;
    const title = figure.getAttribute("aria-label") ?? svg.getAttribute("aria-label") ?? "";
    const svgBox = rect(svg);
    let left = svgBox.x, right = svgBox.x + svgBox.width;
    let top = svgBox.y, bottom = svgBox.y + svgBox.height;
    const cx = svgBox.x + svgBox.width / 2, cy = svgBox.y + svgBox.height / 2;
    const frameMark = svg.querySelector('[aria-label="frame"]');
    const yGrid = [...svg.querySelectorAll('[aria-label="y-grid"] line')].map(rect);
    const xGrid = [...svg.querySelectorAll('[aria-label="x-grid"] line')].map(rect);
    if (frameMark) {
      const b = rect(frameMark);
      (left = b.x), (right = b.x + b.width), (top = b.y), (bottom = b.y + b.height);
    } else {
      if (yGrid.length > 0) {
        left = Math.min(...yGrid.map((b) => b.x));
        right = Math.max(...yGrid.map((b) => b.x + b.width));
      } else {
        for (const t of svg.querySelectorAll('[aria-label="y-axis tick"] path')) {
          const b = rect(t);
          if (b.x + b.width / 2 < cx) left = Math.max(left, b.x + b.width);
          else right = Math.min(right, b.x);
        }
      }
      if (xGrid.length > 0) {
        top = Math.min(...xGrid.map((b) => b.y));
        bottom = Math.max(...xGrid.map((b) => b.y + b.height));
      } else {
        for (const t of svg.querySelectorAll('[aria-label="x-axis tick"] path')) {
          const b = rect(t);
          if (b.y + b.height / 2 > cy) bottom = Math.min(bottom, b.y);
          else top = Math.max(top, b.y + b.height);
        }
      }
    }
    const texts: ChartText[] = [...svg.querySelectorAll("text")].map((t) => {
      const spans = [...t.querySelectorAll("tspan")].filter((s) => (s.textContent ?? "").trim());
      const m = (t as SVGTextElement).getScreenCTM();
      const scale = m ? Math.hypot(m.a, m.b) : 1;
      return {
        text: (t.textContent ?? "").trim(),
        role: t.closest("[aria-label]")?.getAttribute("aria-label") ?? "",
        boxes: (spans.length > 0 ? spans : [t]).map(rect),
        fontPx: parseFloat(getComputedStyle(t).fontSize) * scale,
      };
    }).filter((t) => t.text !== "");
    const marks: MarkGroup[] = [...svg.querySelectorAll("g[aria-label]")]
      .filter((g) => !structural.test(g.getAttribute("aria-label") ?? ""))
      .filter((g) => !g.querySelector("g[aria-label]"))
      .map((g) => {
        const elements = [...g.children].filter((e) => e.tagName.toLowerCase() !== "title");
        const own = (name: string) => [
          ...new Set(
            elements.map((e) => e.getAttribute(name)).filter((v): v is string =>
              v !== null && v !== "none"
            ),
          ),
        ];
        return {
          label: g.getAttribute("aria-label") ?? "",
          boxes: elements.map(rect).filter((b) => b.width > 0 || b.height > 0),
          fills: own("fill"),
          strokes: own("stroke"),
        };
      });
    // a legend's leaves, less the <style> Plot writes into a swatches or ramp legend
    const legendWords = [...figure.querySelectorAll("*")].filter((e) =>
      isLegend(e) && e.children.length === 0 && e.tagName.toLowerCase() !== "style"
    ).map((e) => (e.textContent ?? "").trim());
    const swatches = [...figure.querySelectorAll("[class]")].filter((e) =>
      /(^|\s)\S*-swatch(\s|$)/.test(e.getAttribute("class") ?? "")
    ).map((e) => {
      const paint = e.querySelector("[fill]:not([fill=none]), [stroke]:not([stroke=none])");
      return {
        label: (e.textContent ?? "").trim(),
        colour: paint?.getAttribute("fill") ?? paint?.getAttribute("stroke") ?? "",
      };
    });
    return {
      title,
      svg: svgBox,
      swatches,
      frame: { x: left, y: top, width: right - left, height: bottom - top },
      texts,
      marks,
      hasLegend: [...figure.querySelectorAll("[class]")].some((e) =>
        /(^|\s)\S*(-swatches|-ramp|legend)\S*(\s|$)/.test(e.getAttribute("class") ?? "")
      ),
      words: [
        figure.querySelector("h1,h2,h3,h4,h5,h6")?.textContent ?? "",
        ...texts.map((t) => t.text),
        ...legendWords,
        figure.querySelector("figcaption")?.textContent ?? "",
      ].filter((w) => w.trim() !== ""),
    };
  };
  const svgs = [...document.querySelectorAll("svg")].filter((svg) => {
    if (svg.parentElement?.closest("svg")) return false;
    if (isLegend(svg)) return false;
    return svg.closest("figure.wb-chart") !== null ||
      /(^|\s)plot-/.test(svg.getAttribute("class") ?? "");
  });
  const text = document.body?.innerText ?? "";
  const stated = /(?:[Mm]oney (?:shown )?in|金额单位) ([A-Z]{3})\b/.exec(text);
  return {
    title: document.title,
    lang: document.documentElement.lang ?? "",
    captions: [...document.querySelectorAll("caption, figcaption")].filter((c) =>
      !inInputs(c) && c.closest("figure.wb-chart") === null
    ).map((c) => (c.textContent ?? "").trim()).filter((c) => c !== ""),
    visibleText: text,
    headings: [...document.querySelectorAll("h1,h2,h3,h4,h5,h6")].filter((h) => !inInputs(h))
      .map((h) => (h.textContent ?? "").trim()),
    columnHeaders: [...document.querySelectorAll("th")].filter((h) => !inInputs(h))
      .map((h) => (h.textContent ?? "").trim()),
    rowHeaders: [...document.querySelectorAll("tbody tr > :first-child")].filter((h) =>
      !inInputs(h)
    ).map((h) => (h.textContent ?? "").trim()),
    statedCurrency: stated ? stated[1]! : null,
    bodyTexts: [
      ...document.querySelectorAll(
        "p, li, td, th, dd, dt, label, summary, blockquote, [role=alert], [role=status]",
      ),
    ].filter((e) =>
      e.closest("pre, code, svg, figure.wb-chart, .jp-InputArea, script, style") === null &&
      (e as HTMLElement).offsetParent !== null
    ).map((e) => {
      // a citation (<cite>) and code stay as written
      const copy = e.cloneNode(true) as Element;
      for (const c of copy.querySelectorAll("cite, code, pre, svg")) c.replaceWith(" ");
      return (copy.textContent ?? "").replace(/\s+/g, " ").trim();
    }).filter((t) => t !== ""),
    tooltips: [...document.querySelectorAll("[title]")].filter((e) =>
      !(e instanceof SVGElement) &&
      e.closest("pre, code, svg, figure.wb-chart, .jp-InputArea, script, style") === null
    ).map((e) => (e.getAttribute("title") ?? "").replace(/\s+/g, " ").trim()).filter((t) =>
      t !== ""
    ),
    charts: svgs.map((svg) => chartOf(svg as SVGSVGElement)),
  };
}
