/** Commitment break-even: the share of a term's hours above which committing costs less than renting by the hour. */
import assert from "node:assert/strict";
import fc from "fast-check";
import { commitmentBreakEven, wholeGpusOfBoth } from "../../lib/model/commitment.ts";
import { ArgumentError } from "../../lib/model/errors.ts";
import { MANY } from "./arbitrary.ts";

const price = fc.double({ min: 0.01, max: 1_000, noNaN: true });

Deno.test("commitmentBreakEven() is the committed price over the hourly one: GCP's H100 for a year against its on demand", () => {
  // gcp-h100-1y 7.673 USD a GPU-hour; gcp-h100-od 88.49 USD an 8-GPU instance-hour = 11.06125 a
  // GPU-hour: 7.673 / 11.06125 = 0.69368 of the year's hours
  const actual = commitmentBreakEven(7.673, 88.49 / 8);
  assert.ok(actual.kind === "share");
  assert.ok(Math.abs(actual.utilization - 0.693683) < 1e-6, `${actual.utilization}`);
});

Deno.test("commitmentBreakEven() says never, with both prices, for a reservation priced above on demand", () => {
  // gcp-h100-1y at 7.673 against the index's on demand at 3.789 USD: dearer even at every hour
  const actual = commitmentBreakEven(7.673, 3.789);
  assert.deepEqual(actual, { kind: "never", committedPerGpuHour: 7.673, hourlyPerGpuHour: 3.789 });
  // at the same price it costs the same at every hour, never less
  assert.equal(commitmentBreakEven(2, 2).kind, "never");
});

Deno.test("commitmentBreakEven() refuses a price that is not above 0", () => {
  for (const bad of [0, -1, NaN, Infinity]) {
    assert.throws(() => commitmentBreakEven(bad, 1), ArgumentError);
    assert.throws(() => commitmentBreakEven(1, bad), ArgumentError);
  }
});

Deno.test("property: at the break-even the term costs what its hours rented cost, above it less, and the currency does not move it", () => {
  fc.assert(
    fc.property(price, price, fc.double({ min: 0.01, max: 100, noNaN: true }), (c, h, k) => {
      const b = commitmentBreakEven(c, h);
      if (b.kind === "never") {
        assert.ok(c >= h);
        return;
      }
      assert.ok(b.utilization > 0 && b.utilization < 1);
      const hours = 8_760; // a year: the term's length cancels
      assert.ok(Math.abs(c * hours - h * b.utilization * hours) <= 1e-9 * c * hours);
      const u = Math.min(1, b.utilization * 1.01);
      if (u > b.utilization + 1e-9) assert.ok(c * hours < h * u * hours);
      // (a share a rounding below 1 may round to 1, never, once both prices are scaled)
      const scaled = commitmentBreakEven(c * k, h * k);
      const share = scaled.kind === "share" ? scaled.utilization : 1;
      assert.ok(Math.abs(share - b.utilization) < 1e-12);
    }),
    MANY,
  );
});

Deno.test("wholeGpusOfBoth() is the fewest GPUs both units divide", () => {
  assert.equal(wholeGpusOfBoth(1, 8), 8);
  assert.equal(wholeGpusOfBoth(8, 8), 8);
  assert.equal(wholeGpusOfBoth(3, 4), 12);
  assert.throws(() => wholeGpusOfBoth(0, 8), ArgumentError);
  assert.throws(() => wholeGpusOfBoth(1.5, 8), ArgumentError);
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 64 }), fc.integer({ min: 1, max: 64 }), (a, b) => {
      const n = wholeGpusOfBoth(a, b);
      assert.ok(n % a === 0 && n % b === 0 && n <= a * b);
      for (let m = Math.max(a, b); m < n; m++) assert.ok(m % a !== 0 || m % b !== 0);
    }),
    MANY,
  );
});
