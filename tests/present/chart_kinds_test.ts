import assert from "node:assert/strict";
import fc from "fast-check";
import { parseHTML } from "linkedom";
import {
  chartElement,
  histogramChart,
  lineChart,
  stackedCostBars,
} from "../../lib/present/chart_kinds.ts";
import { Html } from "../../lib/present/display.ts";

/** A fresh server-side document, as a page's would be. */
const newDocument = () =>
  parseHTML("<!doctype html><html><head></head><body></body></html>")
    .document as unknown as Document;

/**
 * A node as text with each element's attributes sorted and adjacent text joined (a parser splits
 * text at character references): the same tree reads the same.
 */
function canonical(node: Node): string {
  if (node.nodeType !== 1) return node.textContent ?? "";
  const e = node as Element;
  const attributes = Array.from(e.attributes).map((a) => `${a.name}=${JSON.stringify(a.value)}`);
  const children = Array.from(e.childNodes).map((n) =>
    n.nodeType === 1 ? canonical(n) : JSON.stringify(n.textContent).slice(1, -1)
  );
  return `<${e.tagName.toLowerCase()} ${attributes.sort().join(" ")}>[${
    children.join("")
  }]</${e.tagName.toLowerCase()}>`;
}

/** The element the markup writes, read by a parser. */
function parsed(html: string): Element {
  const box = newDocument().createElement("div");
  box.innerHTML = html;
  assert.equal(box.children.length, 1);
  return box.firstElementChild!;
}

/** Text a title or caption may hold, markup characters and CJK included. */
const words = fc.string({
  unit: fc.constantFrom(..."aZ 0.,:()%<>&'\"/=é中文"),
  minLength: 1,
  maxLength: 40,
});

Deno.test("a chart's element, drawn in the document given, is the figure its HTML writes", () => {
  fc.assert(
    fc.property(words, words, words, fc.boolean(), (title, caption, alt, legend) => {
      const text = { title, caption, alt };
      const doc = newDocument();
      const chart = legend
        ? lineChart(
          [{ x: 0, y: 1, series: "a" }, { x: 2, y: 3, series: "a" }, { x: 1, y: 0, series: "b" }],
          text,
          { x: "x", y: "y", yMoney: true },
          {
            series: [{ label: "a", color: "#123456" }, {
              label: "b",
              color: "#654321",
              dashed: true,
            }],
            markers: [{ x: 1, label: "m" }],
            document: doc,
          },
        )
        : histogramChart([1, 2, 2, 3], text, { label: "x" }, { threshold: 2, document: doc });
      const element = chartElement(chart);
      assert.equal(element.ownerDocument, doc);
      assert.equal(element.tagName.toLowerCase(), "figure");
      assert.equal(element.querySelector("h4")?.textContent, title);
      assert.equal(element.querySelector("figcaption")?.textContent, caption);
      assert.equal(canonical(element), canonical(parsed(chart.html)));
    }),
    { numRuns: 25 },
  );
});

Deno.test("a chart's HTML is the same whether or not its element was taken first", () => {
  const draw = () =>
    stackedCostBars(
      [{ group: "Own", item: "Power", value: 3 }, { group: "Own", item: "Card", value: 5 }],
      { title: "T", caption: "C", alt: "A" },
      { unit: "CNY", colors: ["#111111", "#222222"] },
    );
  const untouched = draw().html;
  const chart = draw();
  chartElement(chart);
  assert.equal(chart.html, untouched);
});

Deno.test("chartElement() refuses HTML that no chart builder drew", () => {
  assert.throws(() => chartElement(new Html("<figure></figure>")), TypeError);
});

Deno.test("Html given a function writes its markup once, when first read", () => {
  let calls = 0;
  const html = new Html(() => {
    calls++;
    return "<p>x</p>";
  });
  assert.equal(calls, 0);
  assert.equal(html.html, "<p>x</p>");
  assert.equal(String(html), "<p>x</p>");
  assert.equal(calls, 1);
});
