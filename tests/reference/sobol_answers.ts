/**
 * Prices points of the unit cube for `salib_sobol.py`: the workbook's two answers (owning minus
 * renting, CNY; the break-even, h/day, never 24, always 0) at each row of uniforms, each mapped to
 * its input's triangular draw as `globalSensitivity()` maps it.
 *
 *   deno run --allow-read --allow-write tests/reference/sobol_answers.ts names SCENARIO
 *   deno run --allow-read --allow-write tests/reference/sobol_answers.ts price SCENARIO IN.csv OUT.csv
 *
 * `names` prints the varied inputs as JSON, `[{name, low, high, mode}]` (the columns IN.csv must
 * have, in that order, and the triangle each is drawn from);
 * `price` reads rows of uniforms (no header) and writes `own_minus_rent,break_even_hours` rows.
 *
 * @module
 */
import { answersAt } from "../../lib/model/global_sensitivity.ts";
import { triangularMap } from "../../lib/model/montecarlo.ts";
import { hasRange } from "../../lib/model/sensitivity.ts";
import { openWorkbook } from "../../lib/workbook.ts";

const [command, scenario, input, output] = Deno.args;
const folder = new URL("../../data/", import.meta.url).pathname;
// the date fixes the exchange rates' day, so the reference does not move with the calendar
const wb = await openWorkbook({ scenario }, { folder, now: new Date("2026-12-01T00:00:00Z") });
const varied = wb.scenario.ranges.filter(hasRange);
if (command === "names") {
  console.log(JSON.stringify(
    varied.map((r) => ({ name: r.name, low: r.low, high: r.high, mode: wb.inputs[r.name] })),
  ));
} else if (command === "price" && input && output) {
  const answers = answersAt(wb.inputs, varied);
  const map = triangularMap(wb.inputs, varied);
  const u = new Float64Array(varied.length), x = new Float64Array(varied.length);
  const out = new Float64Array(2);
  const lines: string[] = [];
  for (const line of Deno.readTextFileSync(input).split("\n")) {
    if (line.trim() === "") continue;
    u.set(line.split(",").map(Number));
    map(u, x);
    answers.price(x, out);
    lines.push(`${out[0]},${out[1]}`);
  }
  Deno.writeTextFileSync(output, lines.join("\n") + "\n");
} else {
  console.error("usage: sobol_answers.ts names SCENARIO | price SCENARIO IN.csv OUT.csv");
  Deno.exit(2);
}
