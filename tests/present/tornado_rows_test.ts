import assert from "node:assert/strict";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import { breakEvenTornado } from "../../lib/model/breakeven_sensitivity.ts";
import { ownMinusRent, tornado } from "../../lib/model/sensitivity.ts";
import { breakEvenTornadoChart, tornadoChart } from "../../lib/present/charts/sensitivity.ts";
import { inputLabel } from "../../lib/present/inputs.ts";
import { resolveScenario } from "../../lib/scenario.ts";
import { ROOT } from "../helpers.ts";

const { dataset } = await loadDatasetOrThrow(`${ROOT}data`);
const caption = (html: string) => /<figcaption[^>]*>([^]*?)<\/figcaption>/.exec(html)?.[1] ?? "";
/** The row names of a tornado: the y axis's tick labels. */
const rows = (html: string) =>
  [...(/aria-label="y-axis tick label"[^]*?<\/g>/.exec(html)?.[0] ?? "").matchAll(
    /<text[^>]*>([^<]+)<\/text>/g,
  )].map((m) => m[1]!.replaceAll("&#39;", "'"));

Deno.test("every shipped scenario's tornadoes draw a row only for an input that moves the result, and name the others", () => {
  for (const s of dataset.scenarios) {
    const r = resolveScenario(dataset, s.id);
    const money = { currency: s.currency, cnyPerUnit: 1, lang: "en" } as const;
    const hours = breakEvenTornado(r.inputs, r.ranges);
    const html = breakEvenTornadoChart(hours, { title: "t", money }).toString();
    for (const b of hours) {
      const label = inputLabel(b.name, money);
      const drawn = rows(html).includes(label);
      const moves = b.changesAnswer || b.swingHours > 24 / 200; // a 200th of the axis
      assert.equal(drawn, moves, `${s.id}: ${label} drawn ${drawn}, moves ${moves}`);
      if (!moves) assert.ok(caption(html).includes(label), `${s.id}: ${label} named`);
    }
    const money2 = tornado(r.inputs, ownMinusRent, r.ranges);
    const html2 = tornadoChart(money2, { title: "t", axis: "a", money }).toString();
    assert.ok(
      !rows(html2).some((l) =>
        l === inputLabel("hostShareCny", money) && r.inputs.hostShareCny === 0
      ),
    );
  }
});
