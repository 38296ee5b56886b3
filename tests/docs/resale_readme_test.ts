// README.md's resale of the shipped 3090 and the used-market range it cites are the data's, not
// typed numbers that could drift from data/hardware.csv and data/used_prices.csv.
import assert from "node:assert/strict";
import { loadDatasetOrThrow } from "../../lib/data/folder.ts";
import { readPage, ROOT } from "./pages.ts";

const { dataset } = await loadDatasetOrThrow(`${ROOT}data`);
const README = readPage("README.md").replace(/\s+/g, " ");
const marked = (name: string) =>
  new RegExp(`<!-- ${name} -->(.*?)<!-- /${name} -->`).exec(README)?.[1];
const pct = (x: number) => Math.round(x * 100);

Deno.test("README.md states the shipped 3090's resale rule as hardware.csv has it", () => {
  const m = dataset.hardware.find((h) => h.id === "rtx3090-doc")!;
  const haircut = m.resaleHaircut === 0
    ? "no used-market haircut"
    : `${pct(m.resaleHaircut)} % lost at once`;
  assert.equal(
    marked("resale"),
    `${pct(m.residualFraction)} % of its purchase price after ${m.residualYears} years, ${haircut}`,
  );
});

Deno.test("README.md cites the used 3090's range as used_prices.csv has it", () => {
  const rows = dataset.usedPrices.filter((r) => r.gpuModel === "RTX 3090");
  const range = (keep: (start: string) => boolean) => {
    const shares = rows.filter((r) => keep(r.asOf.start)).map((r) => r.shareOfNew);
    return `${pct(Math.min(...shares))}–${pct(Math.max(...shares))} %`;
  };
  const index = range((d) => d >= "2022-10-01" && d <= "2023-11-30");
  const now = range((d) => d.startsWith("2026"));
  const launch = rows.map((r) => r.newPrice);
  assert.deepEqual([...new Set(launch)], [1_499]);
  assert.equal(
    marked("used"),
    `${index} of the 1,499 USD launch price from 2022-10 to 2023-11 and ${now} in 2026`,
  );
});
