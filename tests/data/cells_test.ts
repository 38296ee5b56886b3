import assert from "node:assert/strict";
import { parseAsOf, readNumber } from "../../lib/data/cells.ts";

Deno.test("readNumber() reads plain, signed and exponent numbers", () => {
  assert.equal(readNumber("3.5"), 3.5);
  assert.equal(readNumber(" 42 "), 42);
  assert.equal(readNumber("-1.25"), -1.25);
  assert.equal(readNumber("1e3"), 1000);
  assert.equal(readNumber(".5"), 0.5);
});

Deno.test("readNumber() reads 1,000 as a thousands separator and rejects 1,5", () => {
  assert.equal(readNumber("1,000"), 1000);
  assert.equal(readNumber("13,500.25"), 13500.25);
  assert.equal(readNumber("1,5"), undefined);
  assert.equal(readNumber("10,00"), undefined);
});

Deno.test("readNumber() reads 50% only where percentages are allowed", () => {
  assert.equal(readNumber("50%", { percent: true }), 0.5);
  assert.equal(readNumber("5 %", { percent: true }), 0.05);
  assert.equal(readNumber("50%"), undefined);
});

Deno.test("readNumber() rejects NaN, Infinity, 1e309, text and spreadsheet errors", () => {
  for (
    const bad of [
      "NaN",
      "Infinity",
      "-Infinity",
      "1e309",
      "abc",
      "#N/A",
      "#DIV/0!",
      "#VALUE!",
      "3.5元",
      "1.2.3",
      "",
      "--1",
    ]
  ) {
    assert.equal(readNumber(bad), undefined, `"${bad}" must not read as a number`);
  }
});

Deno.test("readNumber() turns -0 into 0", () => {
  assert.ok(Object.is(readNumber("-0"), 0));
});

Deno.test("readNumber() reads full-width digits after NFKC normalisation", () => {
  assert.equal(readNumber("３．５"), 3.5);
  assert.equal(readNumber("５０％", { percent: true }), 0.5);
});

Deno.test("readNumber() evaluates plain arithmetic with mathjs", () => {
  assert.equal(readNumber("500/3"), 500 / 3);
  assert.equal(readNumber("2 * (4500 + 500)"), 10000);
  assert.equal(readNumber("1/0"), undefined);
});

Deno.test("parseAsOf() reads years, months and days as periods", () => {
  assert.deepEqual(parseAsOf("2025"), { text: "2025", start: "2025-01-01", end: "2025-12-31" });
  assert.deepEqual(parseAsOf("2024-02"), {
    text: "2024-02",
    start: "2024-02-01",
    end: "2024-02-29",
  });
  assert.deepEqual(parseAsOf("2026-11-09"), {
    text: "2026-11-09",
    start: "2026-11-09",
    end: "2026-11-09",
  });
});

Deno.test("parseAsOf() rejects dates that do not exist or do not parse", () => {
  for (const bad of ["2025-13", "2025-02-30", "2025/01/01", "yesterday", "", "~2026-10", "1850"]) {
    assert.equal(parseAsOf(bad), undefined, bad);
  }
});
