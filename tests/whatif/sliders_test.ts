// The what-if page's sliders without a browser: each moved by a key as Chromium moves a range
// input, then handled as the page handles it (slidBack(), else read as typed), over every slider
// of every shipped scenario. tests/e2e/whatif_test.ts does the same with the keys in Chromium.
import assert from "node:assert/strict";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import { PARAMETERS } from "../../lib/params.ts";
import {
  type Control,
  controlsFor,
  readControl,
  restsAt,
  slidBack,
  type WhatIfValues,
} from "../../lib/whatif/controls.ts";
import { computeWhatIf, figuresOf } from "../../lib/whatif/figures.ts";
import { whatIfData } from "../../lib/whatif/html.ts";
import { ROOT } from "../helpers.ts";

const { dataset } = await loadDatasetOrThrow(`${ROOT}data`);

/**
 * The value a range input takes when an arrow key moves it one step (`direction` 1 right, -1
 * left), as Chromium writes it: the next step counted from its `min`, none beyond its `max`;
 * at its end the same value (the browser fires no input event then).
 */
function keyStep(c: Control, text: string, direction: 1 | -1): string {
  const last = Math.floor((c.sliderMax - c.sliderMin) / c.step + 1e-9);
  const from = Math.round((Number(text) - c.sliderMin) / c.step);
  const to = Math.min(Math.max(from + direction, 0), last);
  return to === from ? text : String(Number((c.sliderMin + to * c.step).toPrecision(15)));
}

/** The reader's values after the page handles a slider moved to `text`: back, set, or refused. */
function slide(c: Control, text: string, values: WhatIfValues): WhatIfValues {
  const back = slidBack(c, text, values);
  if (back !== undefined) return back;
  const read = readControl(c.name, text);
  // a refused value is said at its control and changes nothing
  return read.ok ? { ...values, [c.name]: read.value } : values;
}

/** The page of every shipped scenario, in its own currency and in the other, and its controls. */
function everyPage() {
  return dataset.scenarios.flatMap((s) =>
    [s.currency, s.currency === "USD" ? "CNY" : "USD"].map((currency) => {
      const data = whatIfData(dataset, { currency }, s.id);
      const built = computeWhatIf(data, {});
      return {
        page: `${s.id} ${currency}`,
        data,
        controls: controlsFor(built.applied, data.built, data.money),
      };
    })
  );
}

Deno.test("every slider of every shipped scenario moved a step either way and back is no change, each step a value the workbook takes", () => {
  let stepped = 0;
  for (const { page, controls } of everyPage()) {
    for (const c of controls) {
      const start = String(restsAt(c));
      for (const direction of [1, -1] as const) {
        const what = `${page}: ${c.name} from ${start} ${direction > 0 ? "right" : "left"}`;
        const away = keyStep(c, start, direction);
        if (away === start) continue; // at its end that way: no step, no event
        const read = readControl(c.name, away);
        assert.ok(read.ok, `${what}: ${away} refused: ${read.ok ? "" : read.message}`);
        const moved = slide(c, away, {});
        assert.deepEqual(moved, { [c.name]: Number(away) }, `${what}: the step is a change`);
        const back = keyStep(c, away, direction > 0 ? -1 : 1);
        // on the value it started from, but for the digits Chromium drops past the 15th
        const off = Math.abs(Number(back) - Number(start)) / c.step;
        assert.ok(off < 1e-6, `${what}: the step back lands on ${back}`);
        assert.deepEqual(slide(c, back, moved), {}, `${what}: and back, no change`);
        stepped++;
      }
    }
  }
  // 8 pages of 25 sliders, most with a step each way
  assert.ok(stepped > 8 * 25, `${stepped} steps`);
});

Deno.test("a slider ends at its built value only where the workbook takes nothing more: 7 days a week, 24 h a day, full use", () => {
  // there a step right is no step, and a step right and back can only be a step left and back
  const atEnd = new Set<string>();
  for (const { page, controls } of everyPage()) {
    for (const c of controls) {
      const start = String(restsAt(c));
      if (keyStep(c, start, 1) !== start) continue;
      const p = PARAMETERS.find((x) => x.name === c.name)!;
      assert.equal(c.built, p.max, `${page}: ${c.name} at ${start}, the slider's end`);
      atEnd.add(`${c.name}=${start}`);
    }
  }
  // scenarios.csv: the document's case works 7 days a week, the teams 24 h at 7 days, the
  // researcher and the H100 team at full use; and every idle hour rented out, the most, while
  // none is (rent_out_price 0)
  assert.deepEqual([...atEnd].sort(), [
    "days_per_week=7",
    "hours_per_day=24",
    "rent_out_occupancy=1",
    "utilization=1",
  ]);
});

Deno.test("a step of the days a week, the hours a day or the use moves the page's figures, and the step back shows the built ones", () => {
  // the figures a step and back is held to are figures that move: the schedule sets the hours used
  for (const { page, data, controls } of everyPage()) {
    const shown = (values: WhatIfValues) =>
      figuresOf(computeWhatIf(data, values).results, data.money).map((f) => f.text);
    const built = shown({});
    for (const name of ["hours_per_day", "days_per_week", "utilization"]) {
      const c = controls.find((x) => x.name === name)!;
      const start = String(restsAt(c));
      // a step right, or left from 7 days a week
      const right = keyStep(c, start, 1);
      const away = right === start ? keyStep(c, start, -1) : right;
      const moved = slide(c, away, {});
      assert.notDeepEqual(shown(moved), built, `${page}: ${name} ${start} → ${away}`);
      const back = slide(c, keyStep(c, away, right === start ? 1 : -1), moved);
      assert.deepEqual(shown(back), built, `${page}: ${name} back to ${start}`);
    }
  }
});
