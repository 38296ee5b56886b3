import assert from "node:assert/strict";
import fc from "fast-check";
import { breakEvenHours } from "../../lib/model/breakeven.ts";
import { tco } from "../../lib/model/cost.ts";
import { SEED_3090 } from "../../lib/model/inputs.ts";
import { monteCarlo } from "../../lib/model/montecarlo.ts";
import {
  breakEvenOnDayAxis,
  defaultRanges,
  grid,
  hoursPriceGrid,
  linspace,
  ownMinusCloud,
  spider,
  tornado,
} from "../../lib/model/sensitivity.ts";
import { near } from "../helpers.ts";
import { agree, arbInputs } from "./arbitrary.ts";

Deno.test("defaultRanges() gives ±20 % unless a range is given, and keeps fractions in [0, 1]", () => {
  const r = defaultRanges({ ...SEED_3090, residualFraction: 0.9 }, [{
    name: "pue",
    low: 1,
    high: 1.5,
  }]);
  const get = (n: string) => r.find((x) => x.name === n)!;
  assert.deepEqual([get("purchaseCny").low, get("purchaseCny").high], [7200, 10800]);
  assert.deepEqual([get("pue").low, get("pue").high], [1, 1.5]);
  assert.equal(get("residualFraction").high, 1);
});

Deno.test("tornado() sorts by swing and measures the metric at both ends", () => {
  const bars = tornado(SEED_3090, ownMinusCloud, defaultRanges(SEED_3090));
  for (let i = 1; i < bars.length; i++) assert.ok(bars[i - 1]!.swing >= bars[i]!.swing);
  const price = bars.find((b) => b.name === "cloudCnyPerGpuHour")!;
  near(
    price.atHigh,
    tco({ ...SEED_3090, cloudCnyPerGpuHour: 4.2 }).ownMinusCloud,
    1e-6,
    "high price",
  );
});

Deno.test("spider() gives the base value at factor 1", () => {
  const points = spider(SEED_3090, breakEvenOnDayAxis, {
    names: ["cloudCnyPerGpuHour"],
    steps: 11,
  });
  const mid = points.find((p) => Math.abs(p.factor - 1) < 1e-12)!;
  near(mid.value, breakEvenOnDayAxis(SEED_3090), 1e-12, "base");
});

Deno.test("hoursPriceGrid() agrees with tco() and with the generic grid()", () => {
  const hours = linspace(0, 24, 7), prices = linspace(0.5, 5, 5);
  const fast = hoursPriceGrid(SEED_3090, hours, prices);
  const slow = grid(SEED_3090, ownMinusCloud, "hoursPerDay", hours, "cloudCnyPerGpuHour", prices);
  for (let k = 0; k < fast.values.length; k++) {
    near(fast.values[k]!, slow.values[k]!, 1e-6, `cell ${k}`);
  }
});

Deno.test("monteCarlo() with the same seed gives identical results; another seed differs", () => {
  const ranges = defaultRanges(SEED_3090);
  const a = monteCarlo(SEED_3090, ranges, { samples: 5000, seed: 7 });
  const b = monteCarlo(SEED_3090, ranges, { samples: 5000, seed: 7 });
  const c = monteCarlo(SEED_3090, ranges, { samples: 5000, seed: 8 });
  assert.deepEqual(a.ownMinusCloud, b.ownMinusCloud);
  assert.deepEqual(a.breakEvenHours, b.breakEvenHours);
  assert.notDeepEqual(a.ownMinusCloud, c.ownMinusCloud);
  assert.ok(a.probabilityOwnCheaper >= 0 && a.probabilityOwnCheaper <= 1);
  assert.ok(
    a.ownMinusCloud.every(Number.isFinite) && a.breakEvenHours.every((h) => h >= 0 && h <= 24),
  );
  const shares = a.breakEvenShares;
  near(shares.above + shares.below + shares.always + shares.never, 1, 1e-12, "shares");
});

Deno.test("monteCarlo() with zero-width ranges reproduces the deterministic result", () => {
  const ranges = defaultRanges(SEED_3090, [], { spread: 0 });
  const r = monteCarlo(SEED_3090, ranges, { samples: 10, seed: 1 });
  for (const v of r.ownMinusCloud) near(v, tco(SEED_3090).ownMinusCloud, 1e-6, "sample");
  assert.equal(r.probabilityOwnCheaper, 0); // owning is 944.94 CNY dearer at 4 h/day
});

Deno.test("monteCarlo() samples agree with tco() at the drawn inputs (its fast loop is the same model)", () => {
  // with every range but the cloud price at zero width, each sample is tco() at one price
  const ranges = [{ name: "cloudCnyPerGpuHour" as const, low: 2, high: 5 }];
  const r = monteCarlo(SEED_3090, ranges, { samples: 50, seed: 3 });
  for (let s = 0; s < 50; s++) {
    // own − cloud is linear in the price: recover the price and compare with tco()
    const own = tco(SEED_3090).own.total;
    const price = (own - r.ownMinusCloud[s]!) / (4 * 365 * 3);
    near(
      tco({ ...SEED_3090, cloudCnyPerGpuHour: price }).ownMinusCloud,
      r.ownMinusCloud[s]!,
      1e-6,
      `sample ${s}`,
    );
    assert.ok(price >= 2 - 1e-9 && price <= 5 + 1e-9);
  }
});

Deno.test("seededStream() gives the same sequence as seededRandom()", async () => {
  const { seededRandom, seededStream } = await import("../../lib/model/random.ts");
  const r = seededRandom(99), s = seededStream(99);
  const block = s.fill(new Float64Array(10)), next = s.fill(new Float64Array(5));
  for (const v of [...block, ...next]) assert.equal(v, r());
});

Deno.test("property: a grid cell is tco() at that cell's hours and price", () => {
  fc.assert(
    fc.property(arbInputs, (x) => {
      const hours = linspace(0, 24, 5), prices = linspace(0.1, 80, 4);
      const g = hoursPriceGrid(x, hours, prices);
      for (let j = 0; j < prices.length; j++) {
        for (let i = 0; i < hours.length; i++) {
          const t = tco({ ...x, hoursPerDay: hours[i]!, cloudCnyPerGpuHour: prices[j]! });
          const scale = t.own.capital + t.own.costOfCapital + t.cloud.total + t.own.electricity;
          if (!agree(g.values[j * hours.length + i]!, t.ownMinusCloud, scale)) return false;
        }
      }
      return true;
    }),
    { numRuns: 500 },
  );
});

Deno.test("property: a zero-spread Monte Carlo draw is tco() and breakEvenHours() of the scenario", () => {
  fc.assert(
    fc.property(arbInputs, (x) => {
      const r = monteCarlo(x, defaultRanges(x, [], { spread: 0 }), { samples: 3, seed: 1 });
      const t = tco(x);
      const b = breakEvenHours(x);
      const scale = t.own.capital + t.own.costOfCapital + t.cloud.total + t.own.electricity;
      const kindOk = b.kind === "hours"
        ? r.breakEvenShares[b.ownCheaper] === 1 &&
          r.breakEvenHours.every((h) => Math.abs(h - b.hoursPerDay) <= 1e-9 * Math.max(1, h))
        : r.breakEvenShares[b.kind] === 1;
      return kindOk && r.ownMinusCloud.every((v) => agree(v, t.ownMinusCloud, scale));
    }),
    { numRuns: 1000 },
  );
});

Deno.test("monteCarlo() clamps hours to 24 a day: a range reaching 28.8 h prices 24 h", () => {
  const x = { ...SEED_3090, hoursPerDay: 24 };
  const r = monteCarlo(x, [{ name: "hoursPerDay", low: 28.8, high: 28.8 }], { samples: 2 });
  for (const v of r.ownMinusCloud) near(v, tco(x).ownMinusCloud, 1e-6, "24 h/day");
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

Deno.test("defaultRanges() widens a given range that misses the scenario's value, and says so", () => {
  // the document's 3090 keeps 30 % of its price; a range of 20–25 % is widened to 20–30 %
  const [r] = defaultRanges(SEED_3090, [{ name: "residualFraction", low: 0.2, high: 0.25 }], {
    names: ["residualFraction"],
  });
  assert.deepEqual(r, { name: "residualFraction", low: 0.2, high: 0.3, widened: true });
  const [kept] = defaultRanges(SEED_3090, [{ name: "residualFraction", low: 0.2, high: 0.45 }], {
    names: ["residualFraction"],
  });
  assert.deepEqual(kept, { name: "residualFraction", low: 0.2, high: 0.45 });
});
