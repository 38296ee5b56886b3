// README.md's Sobol' figures are SALib's stored ones (tests/reference/salib_sobol.json), not
// typed numbers that could drift from the reference.
import assert from "node:assert/strict";
import { formatNumber } from "../../lib/present/format.ts";
import { readPage, ROOT } from "./pages.ts";

const WORDS: Record<string, string> = {
  rentCnyPerGpuHour: "the cloud price",
  usedHoursPerDay: "the hours used a day",
  electricityCnyPerKwh: "the electricity price",
  purchaseCny: "the purchase price",
};

Deno.test("README.md gives the shipped scenario's three largest total indices of own − rent as SALib's reference has them", () => {
  const { workbook } = JSON.parse(
    Deno.readTextFileSync(`${ROOT}tests/reference/salib_sobol.json`),
  ) as { workbook: { names: string[]; ownMinusRent: { ST: number[]; ST_conf: number[] } } };
  const { ST, ST_conf } = workbook.ownMinusRent;
  const top = workbook.names.map((name, i) => ({ name, st: ST[i]!, conf: ST_conf[i]! }))
    .sort((a, b) => b.st - a.st).slice(0, 3);
  // two significant digits, the half-width to the same last digit
  const say = (t: (typeof top)[number]) => {
    const digits = Math.max(0, 1 - Math.floor(Math.log10(t.st)));
    return `${WORDS[t.name] ?? t.name} ${formatNumber(t.st, digits)} ± ${
      formatNumber(t.conf, digits)
    }`;
  };
  const expected = `${say(top[0]!)}, ${say(top[1]!)} and ${say(top[2]!)}`;
  const written = /<!-- sobol -->([\s\S]*?)<!-- \/sobol -->/.exec(readPage("README.md"));
  assert.ok(written, "README.md marks its Sobol' figures with <!-- sobol --> … <!-- /sobol -->");
  assert.equal(written[1]!.replace(/\s+/g, " "), expected);
});
