// The Monte Carlo of lib/model/montecarlo.ts: seeded, agreeing with tco() draw by draw.
import assert from "node:assert/strict";
import fc from "fast-check";
import { breakEvenHours } from "../../lib/model/breakeven.ts";
import { tco } from "../../lib/model/cost.ts";
import { SEED_3090 } from "../../lib/model/inputs.ts";
import { monteCarlo } from "../../lib/model/montecarlo.ts";
import { defaultRanges } from "../../lib/model/sensitivity.ts";
import { near } from "../helpers.ts";
import { agree, arbInputs, MANY } from "./arbitrary.ts";

Deno.test("monteCarlo() with the same seed gives identical results; another seed differs", () => {
  const ranges = defaultRanges(SEED_3090);
  const a = monteCarlo(SEED_3090, ranges, { samples: 5000, seed: 7 });
  const b = monteCarlo(SEED_3090, ranges, { samples: 5000, seed: 7 });
  const c = monteCarlo(SEED_3090, ranges, { samples: 5000, seed: 8 });
  assert.deepEqual(a.ownMinusRent, b.ownMinusRent);
  assert.deepEqual(a.breakEvenHours, b.breakEvenHours);
  assert.notDeepEqual(a.ownMinusRent, c.ownMinusRent);
  assert.ok(a.probabilityOwnCheaper >= 0 && a.probabilityOwnCheaper <= 1);
  assert.ok(
    a.ownMinusRent.every(Number.isFinite) && a.breakEvenHours.every((h) => h >= 0 && h <= 24),
  );
  const shares = a.breakEvenShares;
  near(shares.above + shares.below + shares.always + shares.never, 1, 1e-12, "shares");
});

Deno.test("monteCarlo() with zero-width ranges reproduces the deterministic result", () => {
  const ranges = defaultRanges(SEED_3090, [], { spread: 0 });
  const r = monteCarlo(SEED_3090, ranges, { samples: 10, seed: 1 });
  for (const v of r.ownMinusRent) near(v, tco(SEED_3090).ownMinusRent, 1e-6, "sample");
  assert.equal(r.probabilityOwnCheaper, 0); // owning is 944.94 CNY dearer at 4 h/day
});

Deno.test("monteCarlo() samples agree with tco() at the drawn inputs (its fast loop is the same model)", () => {
  // with every range but the cloud price at zero width, each sample is tco() at one price
  const ranges = [{ name: "rentCnyPerGpuHour" as const, low: 2, high: 5 }];
  const r = monteCarlo(SEED_3090, ranges, { samples: 50, seed: 3 });
  for (let s = 0; s < 50; s++) {
    // own − cloud is linear in the price: recover the price and compare with tco()
    const own = tco(SEED_3090).own.total;
    const price = (own - r.ownMinusRent[s]!) / (4 * 365 * 3);
    near(
      tco({ ...SEED_3090, rentCnyPerGpuHour: price }).ownMinusRent,
      r.ownMinusRent[s]!,
      1e-6,
      `sample ${s}`,
    );
    assert.ok(price >= 2 - 1e-9 && price <= 5 + 1e-9);
  }
});

Deno.test("property: a zero-spread Monte Carlo draw is tco() and breakEvenHours() of the scenario", () => {
  fc.assert(
    fc.property(arbInputs, (x) => {
      const r = monteCarlo(x, defaultRanges(x, [], { spread: 0 }), { samples: 3, seed: 1 });
      const t = tco(x);
      const b = breakEvenHours(x);
      const scale = t.own.capital + t.own.costOfCapital + t.rent.total + t.own.electricity;
      const kindOk = b.kind === "hours"
        ? r.breakEvenShares[b.ownCheaper] === 1 &&
          r.breakEvenHours.every((h) =>
            Math.abs(h - b.breakEvenHoursPerDay) <= 1e-9 * Math.max(1, h)
          )
        : r.breakEvenShares[b.kind] === 1;
      return kindOk && r.ownMinusRent.every((v) => agree(v, t.ownMinusRent, scale));
    }),
    MANY,
  );
});

Deno.test("monteCarlo() clamps hours to 24 a day: a range reaching 28.8 h prices 24 h", () => {
  const x = { ...SEED_3090, usedHoursPerDay: 24 };
  const r = monteCarlo(x, [{ name: "usedHoursPerDay", low: 28.8, high: 28.8 }], { samples: 2 });
  for (const v of r.ownMinusRent) near(v, tco(x).ownMinusRent, 1e-6, "24 h/day");
});

Deno.test("property: quantiles() by selection agree with sorting, and leave the values unchanged", async () => {
  const { quantiles, quantileSorted } = await import("../../lib/model/montecarlo.ts");
  fc.assert(
    fc.property(
      fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 300 }),
      (list) => {
        const values = Float64Array.from(list);
        const before = values.slice();
        const sorted = values.slice().sort();
        const q = quantiles(values);
        const want = [0.05, 0.5, 0.95].map((p) => quantileSorted(sorted, p));
        return q.every((x, i) => Math.abs(x - want[i]!) <= 1e-9 * Math.max(1, Math.abs(x))) &&
          values.every((x, i) => Object.is(x, before[i]));
      },
    ),
  );
});
