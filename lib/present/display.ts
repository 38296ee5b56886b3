/**
 * Jupyter display objects: a value with `Symbol.for("Jupyter.display")` is shown by the Deno
 * kernel as rich output. Nothing here touches `Deno.jupyter`, so tests can import it.
 *
 * @module
 */
import { escapeHtml } from "./format.ts";

const DISPLAY = Symbol.for("Jupyter.display");

/** HTML the workbook made, shown as `text/html` in JupyterLab and in exported reports. */
export class Html {
  #html: string | (() => string);
  /**
   * Wraps markup the workbook made.
   *
   * @param html the markup, or a function that writes it when it is first read
   */
  constructor(html: string | (() => string)) {
    this.#html = html;
  }
  /** The markup (escaped where it holds text). */
  get html(): string {
    if (typeof this.#html !== "string") this.#html = this.#html();
    return this.#html;
  }
  /** The MIME bundle the Deno kernel shows: `text/html`. */
  [DISPLAY](): Record<string, string> {
    return { "text/html": this.html };
  }
  /** The markup. */
  toString(): string {
    return this.html;
  }
}

/** Wraps trusted workbook HTML for display. */
export function html(markup: string): Html {
  return new Html(markup);
}

/** Several displays stacked in one output. */
export function stack(...parts: (Html | string)[]): Html {
  return new Html(parts.map(String).join("\n"));
}

/** A paragraph of plain (escaped) text. */
export function paragraph(text: string): Html {
  return new Html(`<p>${escapeHtml(text)}</p>`);
}

/**
 * A paragraph of plain text whose parts in backticks are code (a parameter's name, a command),
 * shown as `<code>`; every part escaped: "set \`work\`" → `<p>set <code>work</code></p>`.
 */
export function codeParagraph(text: string): Html {
  const parts = text.split("`").map((part, i) =>
    i % 2 === 1 ? `<code>${escapeHtml(part)}</code>` : escapeHtml(part)
  );
  return new Html(`<p>${parts.join("")}</p>`);
}

/** A bold line and a numbered list of plain (escaped) text, e.g. a decision and its reasons. */
export function list(title: string, items: readonly string[]): Html {
  return new Html(
    `<p><strong>${escapeHtml(title)}</strong></p><ol>${
      items.map((i) => `<li>${escapeHtml(i)}</li>`).join("")
    }</ol>`,
  );
}

/** A headline figure: a label and a value, large. */
export function headline(items: readonly { label: string; value: string }[]): Html {
  const cells = items.map((i) =>
    `<div style="display:inline-block;margin:0 2em 0.5em 0"><div style="color:#555;font-size:0.9em">${
      escapeHtml(i.label)
    }</div><div style="font-size:1.5em;font-weight:600">${escapeHtml(i.value)}</div></div>`
  ).join("");
  return new Html(`<div class="wb-headline">${cells}</div>`);
}

/**
 * Shows workbook displays as the cell's output. In the Deno kernel this sends each as
 * display data (the kernel's end-of-cell result can arrive after it reports idle, and headless
 * runs then drop it); elsewhere it prints the HTML.
 */
export async function show(...items: Html[]): Promise<void> {
  const jupyter =
    (Deno as unknown as { jupyter?: { display: (v: unknown) => Promise<void> } }).jupyter;
  for (const item of items) {
    if (jupyter) await jupyter.display(item);
    else console.log(item.html);
  }
  // let the kernel send the display before it reports the cell done: the Deno kernel can report
  // idle first, and JupyterLab drops output that comes after idle
  if (jupyter) await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
}

/**
 * How long `show()` waits after its displays, ms: with 15, 140 executions of every notebook by a
 * client that stops reading at idle lost no output on a quiet machine; with 5, 2 in 140; without,
 * 4 in 30. A test run of four files at once on two cores lost a whole cell's output with 15 (and
 * the executor's 25 ms drain), so both wait longer. The report executor no longer depends on it
 * (lib/report/execute.py waits for the kernel to vouch for every output); JupyterLab and plain
 * nbconvert do.
 */
const SETTLE_MS = 40;
