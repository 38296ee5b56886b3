// The break-even heatmap's caption names the colours the cells are painted in.
import assert from "node:assert/strict";
import fc from "fast-check";
import { parseHTML } from "linkedom";
import { hoursPriceGrid, linspace } from "../../lib/model/sensitivity.ts";
import { breakEvenHeatmap } from "../../lib/present/charts/break_even.ts";
import type { Lang } from "../../lib/lang.ts";
import { arbInputs } from "../model/arbitrary.ts";

/** Whether a `#rrggbb` colour is more red than blue. */
const reddish = (hex: string) => parseInt(hex.slice(1, 3), 16) > parseInt(hex.slice(5, 7), 16);

Deno.test("breakEvenHeatmap() paints the cells where owning is cheaper in the colour its caption names", () => {
  fc.assert(
    fc.property(arbInputs, fc.constantFrom<Lang>("en", "zh"), (x, lang) => {
      const price = x.rentCnyPerGpuHour;
      const grid = hoursPriceGrid(x, linspace(0, 24, 7), linspace(price * 0.2, price * 3, 6));
      const html = breakEvenHeatmap(grid, {
        line: [],
        money: { currency: "CNY", cnyPerUnit: 1, lang },
        horizonYears: x.horizonYears,
      }).html;
      const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
      const caption = document.querySelector("figcaption")!.textContent!;
      // the caption's first colour is the one of owning being cheaper
      assert.ok(caption.startsWith(lang === "en" ? "Red: owning is cheaper" : "红色：自购更便宜"));
      const cells = [...document.querySelectorAll("rect")].filter((r) => r.querySelector("title"));
      let cheaper = 0;
      for (const cell of cells) {
        const value = grid.values[cells.indexOf(cell)]!;
        if (value < 0) cheaper++;
        if (Math.abs(value) < 1e-6) continue; // the palest colours either side of zero
        assert.equal(reddish(cell.getAttribute("fill")!), value < 0, cell.textContent!);
      }
      const count = lang === "en" ? `(${cheaper} of ${cells.length} cells)` : `中的 ${cheaper} 格`;
      assert.ok(caption.includes(count), caption);
    }),
    { numRuns: 30 },
  );
});
