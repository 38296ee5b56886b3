/** Stale prices: a figure older than the age a price is trusted for gets a warning. */
import assert from "node:assert/strict";
import { formatWarning } from "../../lib/present/warnings.ts";
import fc from "fast-check";
import { asOfRange, staleWarnings } from "../../lib/data/staleness.ts";
import { MANY } from "../model/arbitrary.ts";

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dated = (end: string, start = end) => ({
  file: "sites.csv",
  row: 2,
  asOf: { text: end, start, end },
});

Deno.test("staleWarnings() warns about a figure older than the age and not about one within it", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }),
      fc.integer({ min: 1, max: 2000 }),
      (nowMs, maxAgeDays) => {
        const now = new Date(nowMs);
        const cutoffMs = nowMs - maxAgeDays * DAY_MS;
        const within = dated(iso(cutoffMs + DAY_MS));
        const older = dated(iso(cutoffMs - DAY_MS));
        const actual = staleWarnings([within, older], now, maxAgeDays);
        assert.equal(actual.length, 1);
        assert.equal(
          formatWarning(actual[0]!).split(": ").slice(1).join(": "),
          `the figure is as of ${older.asOf.text}, older than ${maxAgeDays} days; check for a newer price`,
        );
      },
    ),
    MANY,
  );
});

Deno.test("asOfRange() spans the earliest start to the latest end, empty without rows", () => {
  assert.deepEqual(asOfRange([]), { earliest: "", latest: "" });
  const actual = asOfRange([dated("2025-06-30", "2025-01-01"), dated("2024-12-31", "2024-12-01")]);
  assert.deepEqual(actual, { earliest: "2024-12-01", latest: "2025-06-30" });
});
