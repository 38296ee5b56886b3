/**
 * Tiny hand-made report pages for the lint's tests: a clean page shaped like an exported report
 * (an inputs box, a table, a Plot-like chart with a legend), and options that each put exactly one
 * defect into it.
 */

/** What to change in the clean page; every field left out keeps the clean page's choice. */
export interface PageOptions {
  title?: string;
  /** The svg's width in px (its viewBox is as wide, so the text is drawn at its own size). */
  widthPx?: number;
  /** The svg's width attribute when it differs from its viewBox (a scaled-down chart). */
  drawnWidthPx?: number;
  fontPx?: number;
  yTicks?: [string, string];
  /** Where the two y tick labels sit (the svg's y of the lower and the upper one). */
  yTickYs?: [number, number];
  xLabel?: string;
  /** The data marks, in the chart's coordinates: [cx, cy, fill]. */
  dots?: [number, number, string][];
  legend?: boolean;
  /** The colours of the legend's two swatches, "Own" and "Rent". */
  swatchColours?: [string, string];
  /** Extra svg markup (annotations). */
  svgExtra?: string;
  /** A paragraph of prose after the chart. */
  prose?: string;
  columnHeader?: string;
}

const FRAME = { left: 60, top: 20, bottom: 260, rightMargin: 20 };

/** A report page; `{}` gives the clean one. */
export function reportPage(o: PageOptions = {}): string {
  const w = o.widthPx ?? 1000;
  const right = w - FRAME.rightMargin;
  const font = o.fontPx ?? 12;
  const [y0, y1] = o.yTicks ?? ["0", "100"];
  const [yAt0, yAt1] = o.yTickYs ?? [264, 24];
  const dots = o.dots ?? [[200, 100, "#4269d0"], [500, 200, "#efb118"]];
  const [own, rent] = o.swatchColours ?? ["#4269d0", "#efb118"];
  const legend = (o.legend ?? true)
    ? `<div class="plot-a1-swatches plot-a1-swatches-wrap"><span class="plot-a1-swatch"><svg width="15" height="15" fill="${own}"><rect width="100%" height="100%"></rect></svg>Own</span><span class="plot-a1-swatch"><svg width="15" height="15" fill="${rent}"><rect width="100%" height="100%"></rect></svg>Rent</span></div>`
    : "";
  return `<!doctype html><html><head><meta charset="utf-8"><title>${
    o.title ?? "01 · A clean page"
  }</title><style>body{margin:8px;font-family:sans-serif}</style></head><body>
<h1>A clean page</h1>
<div class="wb-inputs"><strong>Inputs of this report</strong><ul><li>Money shown in CNY (1 USD = 6.7758 CNY)</li></ul></div>
<table><thead><tr><th>item</th><th>${
    o.columnHeader ?? "cost (CNY)"
  }</th></tr></thead><tbody><tr><td>Electricity</td><td>949</td></tr></tbody></table>
<figure class="wb-chart" aria-label="Cost against hours (CNY)" style="margin:1em 0"><h4>Cost against hours (CNY)</h4>
<figure class="plot-a1-figure">${legend}
<svg class="plot-a1" width="${
    o.drawnWidthPx ?? w
  }" height="300" viewBox="0 0 ${w} 300" font-family="sans-serif" style="font-size:${font}px" text-anchor="middle">
<g aria-hidden="true" aria-label="y-grid" stroke="#ccc"><line x1="${FRAME.left}" x2="${right}" y1="20" y2="20"></line><line x1="${FRAME.left}" x2="${right}" y1="260" y2="260"></line></g>
<g aria-hidden="true" aria-label="x-grid" stroke="#ccc"><line x1="${FRAME.left}" x2="${FRAME.left}" y1="20" y2="260"></line><line x1="${right}" x2="${right}" y1="20" y2="260"></line></g>
<g aria-hidden="true" aria-label="y-axis tick" stroke="black"><path d="M0,0L-6,0" transform="translate(60,260)"></path><path d="M0,0L-6,0" transform="translate(60,20)"></path></g>
<g aria-label="y-axis tick label" text-anchor="end"><text x="51" y="${yAt0}">${y0}</text><text x="51" y="${yAt1}">${y1}</text></g>
<g aria-label="x-axis tick label"><text x="${FRAME.left}" y="278">0</text><text x="${right}" y="278">24</text></g>
<g aria-label="x-axis label" text-anchor="end"><text x="${right}" y="296">${
    o.xLabel ?? "Hours used per day →"
  }</text></g>
<g aria-label="dot" stroke="none">${
    dots.map(([x, y, fill]) => `<circle cx="${x}" cy="${y}" r="3" fill="${fill}"></circle>`).join(
      "",
    )
  }</g>
<g aria-label="text" text-anchor="start"><text x="210" y="100"><tspan x="210" dy="0">owning pays</tspan><tspan x="210" dy="1.2em">above 4.3 h/day</tspan></text></g>
${o.svgExtra ?? ""}
</svg></figure><figcaption>Owning costs 16,275 CNY over 3 years.</figcaption></figure>
<p>${o.prose ?? "Owning is cheaper above 4.3 h/day."}</p>
</body></html>`;
}

/** One defect per page, by the check that must find it. */
export const DEFECTS: Record<string, PageOptions> = {
  "untitled-page": { title: "Notebook" },
  "no-data-marks": { dots: [] },
  "marks-outside-frame": { dots: [[200, 100, "#4269d0"], [500, 290, "#efb118"]] },
  "overlapping-text": {
    svgExtra:
      `<g aria-label="text"><text x="600" y="150">cash payback: month 7</text><text x="640" y="153">with resale: month 3</text></g>`,
  },
  "cut-off-text": {
    svgExtra: `<g aria-label="text" text-anchor="start"><text x="975" y="60">rent all</text></g>`,
  },
  "legend-missing": { legend: false },
  "foreign-currency": { xLabel: "Cost (USD) →" },
  "sentinel-text": { prose: "Owning pays back in cash at never within 36 months." },
  "replacement-character": { prose: "Spot: Gongji (\uFFFD\uFFFD\uFFFD\uFFFD) at 1.20 CNY/h." },
  "narrow-chart": { widthPx: 720 },
  "small-text": { fontPx: 10 },
  "si-money-tick": { yTicks: ["180m", "290m"] },
  // a bar chart's two rows, neither with a mark in it
  "empty-row": { yTicks: ["Purchase", "Electricity"] },
  // labelled at 50 and 100 only, halfway up: the dot at the bottom has no value to read
  "unlabelled-range": {
    yTicks: ["50", "100"],
    yTickYs: [144, 24],
    dots: [[200, 100, "#4269d0"], [500, 250, "#efb118"]],
  },
  "colour-meaning": { swatchColours: ["#4269d0", "#4269d0"] },
};
